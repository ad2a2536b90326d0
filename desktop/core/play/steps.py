"""What the engine shows for one node: the step a player sees and the line the log keeps."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from desktop.core.messages import Message
from desktop.core.values import Value


class StepOption(Value, frozen=False):
    """One answer the waiting step offers (an option, a bot, a die range, Done): id and label."""

    id: str
    label: Message


class Step(Value, frozen=False):
    """A node as shown: its text with computed numbers, the answers, and (once taken) the answer."""

    bot: str
    chart: str
    node: str
    kind: str
    text: Message
    options: list[StepOption] = field(default_factory=list)
    answer: str | None = None
    answer_label: Message | None = None
    reason: Message | None = None
    source: dict[str, str] | None = None
    reconstructed: bool = False
    note: Message | None = None
    roll: dict[str, int] | None = None  # sides, dice, modifier for roll nodes
    number: dict[str, int] | None = None  # min, max: the whole numbers a number node takes
    depth: int = 0  # how many charts deep (calls)

    def to_json(self, render: Any) -> dict[str, Any]:
        """The CLI's JSON form, texts rendered with `render`."""
        out: dict[str, Any] = {
            "chart": self.chart,
            "node": self.node,
            "kind": self.kind,
            "text": render(self.text),
            "options": [c.id for c in self.options],
        }
        if self.answer is not None:
            out["answer"] = self.answer
        if self.reason is not None:
            out["reason"] = render(self.reason)
        if self.roll is not None:
            out["roll"] = self.roll
        if self.number is not None:
            out["range"] = self.number
        return out


class LogEntry(Value, frozen=False):
    """One line of the turn log: which bot, which chart, what was shown and answered."""

    bot: str
    chart: str
    chart_title: Message
    node: str
    kind: str
    text: Message
    answer: str | None = None
    answer_label: Message | None = None
    reason: Message | None = None
    event: int = 0

    def to_json(self) -> dict[str, Any]:
        """Plain data (nested messages as JSON) for tests and exports."""

        def m(x: Message | None) -> Any:
            return x.to_json() if x is not None else None

        return {
            "bot": self.bot,
            "chart": self.chart,
            "chart_title": m(self.chart_title),
            "node": self.node,
            "kind": self.kind,
            "text": m(self.text),
            "answer": self.answer,
            "answer_label": m(self.answer_label),
            "reason": m(self.reason),
            "event": self.event,
        }
