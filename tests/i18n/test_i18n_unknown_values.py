"""A number an effect works out only when its step is reached never reads as its placeholder
"0" ahead on the chart or in F1 ("Evening, Refresh: turn 0 exhausted…"): it reads as its name in
words ("[amount]") in every language; once reached, the step shows the real number."""

from __future__ import annotations

from typing import Any

import pytest
from i18n_helpers import said_in, sample_game

from desktop.core.messages import Message
from desktop.core.pack.pack_loading import load_pack, word
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.node_texts import node_texts
from desktop.core.play.session import Session
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view

PACKS = sorted(p.parent.name for p in bundled_rules_dir().glob("*/pack.yaml"))


def effect_filled(node: Any) -> set[str]:
    """The params a node's effects work out when it is reached: the pack gives them no value
    (null) or an empty text, only a stand-in until then."""
    if not getattr(node, "effects", None):
        return set()
    return {k for k, v in node.params.items() if v is None or v == ""}


def shown(language: Any, lang: str, message: Message) -> str:
    """The text as the chart box and F1 show it (a count not known yet reads as its name)."""
    from desktop.ui.chart.chart_items import node_shown

    return said_in(language, lang, message, node_shown)


@pytest.mark.parametrize("pack_id", PACKS)
@pytest.mark.parametrize("lang", ["en", "pl", "uk"])
def test_a_value_worked_out_when_reached_reads_as_its_name(language: Any, pack_id: str, lang: str) -> None:
    """Every node of every chart, as a player opening the chart at the start of a game sees it:
    a value its effects fill shows its name ("[amount]"), never a stand-in 0 or blank, and
    never a raw id ("[pile]")."""
    pack, session = sample_game(pack_id)
    bot = session.bot_ids[0]
    view = build_view(session, PlayState(active=bot))
    assert view.chart is not None
    checked = 0
    for chart in view.chart.charts.values():
        texts = node_texts(session, bot, chart, (), None)
        for node in chart.nodes:
            for name in effect_filled(node) & set(texts[node.id].params if node.id in texts else ()):
                assert name in pack.meta.words, (chart.id, node.id, name)
                text = shown(language, lang, texts[node.id])
                named = shown(language, lang, word(pack, name))
                assert named in text and "%n" not in text, (chart.id, node.id, text)
                checked += 1
    assert checked or pack_id == "megaciv_calamities"  # Mega Civ has no such step


def test_root_evening_ahead_names_the_exhausted_items(language: Any) -> None:
    """Root's Vagabot evening (seed 001 §3.3.1) ahead on the chart: not "turn 0 exhausted"."""
    _, session = sample_game("root_clockwork")
    chart = session.pack.charts_for(()).get("vagabot_turn")
    assert chart is not None
    text = shown(language, "en", node_texts(session, session.bot_ids[0], chart, (), None)["evening"])
    assert "turn [amount] exhausted" in text, text
    assert "turn 0" not in text


def test_the_reached_step_shows_the_number_worked_out(language: Any) -> None:
    """EU Income (seed 002, Refresh Bot Power): reached, the step says how much Spent Bot Power
    goes back, the number the effect worked out, as before."""
    _, session = sample_game("eupop")
    bot = session.bot_ids[0]
    session.world["bots"][bot]["power"]["spent"] = 3
    session.apply({"type": "start", "bot": bot, "chart": "income"})
    step = session.current(bot)
    assert step is not None and step.node == "discard"
    assert "return the 3 Spent Bot Power" in shown(language, "en", step.text)


@pytest.mark.parametrize("lang", ["en", "pl", "uk"])
def test_a_number_the_app_answers_itself_logs_no_empty_range(language: Any, lang: str) -> None:
    """Root's losses (seed 001, 1.2): with no warrior of the bot on the map the app answers "How
    many of Bot's warriors were removed?" itself; the log shows that question and the answer,
    never an empty range "(0 to 0)" / "(0–0)"."""
    pack, _ = load_pack(bundled_rules_dir() / "root_clockwork")
    assert pack is not None
    s = Session(pack, 1)
    s.add_bot("b", {"name": "Bot", "faction": "alliance"})  # every warrior in its supply
    s.apply({"type": "start", "bot": "b", "chart": "setup"})
    while s.running("b"):
        s.apply({"type": "done", "bot": "b"})
    s.apply({"type": "start", "bot": "b", "chart": "take_hits"})
    for _ in range(2):
        s.apply({"type": "done", "bot": "b"})  # Automated Ambush, Taking hits
    logs = s.apply({"type": "answer", "bot": "b", "option": 0})  # no enemy piece removed
    taken = [e for e in logs if e.node == "warriors"]
    assert len(taken) == 1 and taken[0].answer == "0" and taken[0].kind == "recall"
    text = shown(language, lang, taken[0].text)
    assert "Bot" in text and "0" not in text, text
