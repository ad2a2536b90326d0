"""Issue 16 item 3: an answer agrees with its question in every language. The same English label
under two questions is shown through its own catalogue entry (Qt's disambiguation)."""

from __future__ import annotations

from typing import Any

import pytest
from i18n_helpers import ROOT

from desktop.core.messages import Message
from desktop.core.pack.pack_loading import load_pack
from desktop.core.play.session import Session


def test_the_step_shows_the_answer_in_its_questions_sense() -> None:
    pack, problems = load_pack(ROOT / "rules" / "eupop")
    assert pack is not None and not problems
    session = Session(pack, 3)
    session.add_bot("b1", {"name": "Venice"})
    session.apply({"type": "start", "bot": "b1", "chart": "naval_battle"})
    session.apply({"type": "answer", "bot": "b1", "option": "human"})  # whom the Ship fights
    session.apply({"type": "answer", "bot": "b1", "option": "no"})  # beside nobody
    session.apply({"type": "done", "bot": "b1"})  # the dice; the result is judged against the human
    judged = [e for e in session.log() if e.node == "versus"][-1]
    label = judged.answer_label
    assert isinstance(label, Message) and label.sense == "judged against"
    assert Message.from_json(label.to_json()) == label, "kept in saves and the CLI"


@pytest.mark.parametrize(
    "lang, first, second",
    [
        ("pl", "Z ludzkim Przeciwnikiem", "Wobec ludzkiego Przeciwnika"),
        ("uk", "З Опонентом — реальним гравцем", "Щодо Опонента — реального гравця"),
        ("en", "A human Opponent", "A human Opponent"),
    ],
)
def test_one_english_label_two_translations(language: Any, lang: str, first: str, second: str) -> None:
    """«Whom does the Ship fight?» «With a human Opponent»; «Against whom is it judged?»
    «Against a human Opponent»: the same English answer, agreeing with each question."""
    from desktop.ui.language import render

    language.set_language(lang)
    try:
        assert render(Message("eupop/naval_battle", "A human Opponent")) == first
        assert render(Message("eupop/naval_battle", "A human Opponent", sense="judged against")) == second
    finally:
        language.set_language("en")


def test_targeting_chart_answers_agree_with_which_chart_is_asked(language: Any) -> None:
    """The issue's example: «Military» answers «Którego Diagramu Celów używa Bot?» in the genitive the
    question asks for («Diagramu Celów Militarnych») and «Яку схему цілей використовує Бот?» in the
    accusative («Військову»)."""
    from desktop.ui.language import render

    shown = {}
    for lang in ("pl", "uk"):
        language.set_language(lang)
        shown[lang] = render(Message("eupop/targeting", "Military", sense="the chart the Bot uses"))
    language.set_language("en")
    assert shown == {"pl": "Diagramu Celów Militarnych", "uk": "Військову"}


def test_the_sources_line_names_the_heading_of_the_players_booklet(language: Any) -> None:
    """Issue 16 item 2: "Sources: the Solo & Bot rulebook, “Bot Emperor”." names the heading as the
    booklet of the player's language prints it (its own sense: "Pass" the heading is not "Pass"
    the answer); a switch of language re-renders it."""
    from desktop.core.play.detail import node_detail, pack_sources
    from desktop.ui.sources import sources_line

    pack, _ = load_pack(ROOT / "rules" / "eupop")
    assert pack is not None
    chart = pack.charts["income"]
    node = next(n for n in chart.nodes if n.source is not None and n.source.section.endswith("Bot Emperor"))
    detail = node_detail(pack.id, pack_sources(pack.meta), chart, node)
    language.set_language("pl")
    assert "Cesarz Bot”" in sources_line(detail) and "Emperor" not in sources_line(detail)
    language.set_language("uk")
    assert "Імператор-бот»" in sources_line(detail)
    language.set_language("en")
    assert "Bot Emperor”" in sources_line(detail)
