"""Translatable messages: an English source text, its context and its parameters."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_PLACEHOLDER = re.compile(r"\{([a-zA-Z_][a-zA-Z0-9_]*)\}")


@dataclass(frozen=True)
class Message:
    """A text the UI translates: `context` + English `text`, `{name}` parameters, plural `count`."""

    context: str
    text: str
    params: dict[str, Any] = field(default_factory=dict)
    count: int | None = None

    def to_json(self) -> dict[str, Any]:
        """A JSON-friendly form (nested messages included) for saves and the CLI."""
        out: dict[str, Any] = {"context": self.context, "text": self.text}
        if self.params:
            out["params"] = {k: _param_to_json(v) for k, v in self.params.items()}
        if self.count is not None:
            out["count"] = self.count
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Message:
        """Rebuild a message saved by `to_json`."""
        params = {k: _param_from_json(v) for k, v in data.get("params", {}).items()}
        return cls(data["context"], data["text"], params, data.get("count"))


def _param_to_json(value: Any) -> Any:
    if isinstance(value, Message):
        return {"$msg": value.to_json()}
    if isinstance(value, list):
        return [_param_to_json(v) for v in value]
    return value


def _param_from_json(value: Any) -> Any:
    if isinstance(value, dict) and "$msg" in value:
        return Message.from_json(value["$msg"])
    if isinstance(value, list):
        return [_param_from_json(v) for v in value]
    return value


def params_to_json(params: dict[str, Any]) -> dict[str, Any]:
    """Text parameters in plain JSON (nested messages marked), as kept in the world and saves."""
    return {k: _param_to_json(v) for k, v in params.items()}


def params_from_json(params: dict[str, Any]) -> dict[str, Any]:
    """The inverse of `params_to_json`."""
    return {k: _param_from_json(v) for k, v in params.items()}


def placeholders(text: str) -> set[str]:
    """The `{name}` parameters a text uses."""
    return set(_PLACEHOLDER.findall(text))


def fill(text: str, count: int | None, params: dict[str, str]) -> str:
    """Put already-rendered parameters into a (translated) text; `%n` takes the count."""
    if count is not None:
        text = text.replace("%n", str(count))
    return _PLACEHOLDER.sub(lambda m: params.get(m.group(1), m.group(0)), text)


# English plural forms by (context, source text): (one, other). Filled from the English
# catalogues by `use_english_plurals`, so the CLI says "1 cube" and "2 cubes" without Qt.
_EN_PLURALS: dict[tuple[str, str], tuple[str, str]] = {}


_EN_LOADED: list[bool] = []


def _load_default_plurals() -> None:
    # Lazily, once: the app's catalogues (source tree or frozen build).
    from desktop.core.paths import translations_dir

    _EN_LOADED.append(True)
    use_english_plurals(translations_dir())


def use_english_plurals(folder: Path) -> int:
    """Read the numerus forms of every `*_en.ts` in `folder`; returns how many were found."""
    import xml.etree.ElementTree as ET  # here: only plain output (the CLI) needs the catalogues

    for ts in sorted(folder.glob("*_en.ts")):
        try:
            root = ET.parse(ts).getroot()
        except (ET.ParseError, OSError):
            continue  # a damaged catalogue only costs plural forms in plain output
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                forms = [f.text or "" for f in message.iter("numerusform")]
                source = message.findtext("source")
                if message.get("numerus") == "yes" and source and len(forms) >= 2 and all(forms):
                    _EN_PLURALS[(name, source)] = (forms[0], forms[1])
    return len(_EN_PLURALS)


def render_plain(msg: Message | str | int | None) -> str:
    """Render a message in English without Qt (the CLI and logs on disk use this)."""
    if msg is None:
        return ""
    if not isinstance(msg, Message):
        return str(msg)
    rendered = {k: render_param(v, render_plain) for k, v in msg.params.items()}
    text = msg.text
    if msg.count is not None and not _EN_LOADED:
        _load_default_plurals()
    if msg.count is not None and (msg.context, text) in _EN_PLURALS:
        text = _EN_PLURALS[(msg.context, text)][0 if msg.count == 1 else 1]
    return fill(text, msg.count, rendered)


def render_param(value: Any, render: Any) -> str:
    """Render one parameter value with `render` for nested messages."""
    if isinstance(value, Message):
        return str(render(value))
    if isinstance(value, list):
        return ", ".join(render_param(v, render) for v in value)
    if isinstance(value, bool):
        return str(value)
    return str(value)


ENGINE_CONTEXT = "engine"


def engine_msg(text: str, count: int | None = None, **params: Any) -> Message:
    """A message of the engine itself (Yes, No, die ranges); extracted for the UI catalogue."""
    return Message(ENGINE_CONTEXT, text, params, count)
