"""What the view gives the chart, the log, the die and the Sources line, with no Qt: the run's
calls for the breadcrumb, the current node's live text, the roll and its die, each event's kind,
every branch of every node kind, and provenance in player words."""

from __future__ import annotations

from core_helpers import tiny_pack, tiny_session

from desktop.core.messages import Message
from desktop.core.pack.pack_model import AskNode, BotAnswers, NumberNode, Option, Range, RollNode, SourceRef
from desktop.core.pack.pack_validate import branches, successors
from desktop.core.play.detail import SourceInfo, node_detail, pack_sources
from desktop.core.play.session import Session
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view


def into_battle() -> Session:
    """A tiny session whose bot waits in the Battle chart its turn called."""
    session = tiny_session()
    session.floor = session.cursor
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    session.apply({"type": "done", "bot": "b1"})
    session.apply({"type": "answer", "bot": "b1", "option": "yes"})  # an enemy: call the battle
    return session


def test_the_chart_view_names_the_charts_the_run_called_to_get_here() -> None:
    session = into_battle()
    chart = build_view(session, PlayState(active="b1")).chart
    assert chart is not None and chart.chart == "battle"
    assert chart.stack == (("main", "fight"), ("battle", "roll")), "the turn waits at its call node"


def test_the_current_node_has_its_text_with_the_numbers_computed() -> None:
    session = tiny_session()
    session.apply({"type": "start", "bot": "b1", "chart": "main"})
    view = build_view(session, PlayState(active="b1"))
    assert view.chart is not None and view.step is not None and view.chart.current == "pay"
    assert view.chart.live == view.step.text and view.chart.live.params["n"] == 1


def test_a_finished_or_idle_bot_has_a_one_chart_breadcrumb() -> None:
    session = tiny_session()
    idle = build_view(session, PlayState(active="b1")).chart
    assert idle is not None and idle.stack == (("main", "enough"),) and idle.live is None
    ended = build_view(session, PlayState(active="b1", finished={"b1": (("main", "fin"),)})).chart
    assert ended is not None and ended.stack == (("main", "fin"),)


def test_the_die_of_a_roll_knows_its_faces_and_what_it_picked() -> None:
    session = into_battle()
    session.apply({"type": "roll", "bot": "b1", "value": 9})  # two dice: 9 -> won
    view = build_view(session, PlayState(active="b1", last_roll=9))
    assert view.die is not None
    assert (view.die.value, view.die.sides, view.die.dice) == (9, 6, 2)
    assert view.die.outcome is not None and view.die.event == session.cursor - 1
    assert build_view(session, PlayState(active="b1")).die is None, "no roll just made: no die"


def test_the_history_says_what_each_event_was_and_for_which_bot() -> None:
    session = into_battle()
    history = build_view(session, PlayState(active="b1")).history
    assert history is not None
    assert [history.kind(i) for i in range(1, history.size)] == [
        ("start", "b1"),
        ("done", "b1"),
        ("answer", "b1"),
    ]


def test_branches_cover_every_way_a_node_leads_on() -> None:
    """The flowchart's arrows and the graph checks walk the same list: numbers, picks at random
    and which-bot answers included."""
    number = NumberNode(id="n", kind="number", text="How many?", max=3, next="a")
    pick = RollNode(
        id="r",
        kind="roll",
        text="Pick.",
        options=[Option(id="x", label="X", next="a"), Option(id="y", label="Y", next="b")],
    )
    ranged = RollNode(id="d", kind="roll", text="Roll.", ranges=[Range(min=1, max=6, next="c")])
    ask = AskNode(
        id="w",
        kind="ask",
        text="Who?",
        bots=BotAnswers(next="b"),
        options=[Option(id="p", label="P", next="c")],
    )
    assert successors(number) == ["a"] and branches(number) == [("a", None)]
    assert successors(pick) == ["a", "b"] and successors(ranged) == ["c"]
    assert successors(ask) == ["b", "c"] and isinstance(branches(ask)[0][1], BotAnswers)


def test_a_nodes_detail_names_its_source_as_players_know_it() -> None:
    pack = tiny_pack()
    chart = pack.charts["main"]
    enemy = chart.node_map()["enemy"]
    detail = node_detail("tiny", pack_sources(pack.meta), chart, enemy)  # tiny declares no sources
    assert detail.source == SourceInfo(None)
    assert detail.section == Message("tiny", "Turn", sense="source heading"), "a heading is the pack's text"
    assert detail.reconstructed and not detail.badge, "reconstructed: said in the detail, no badge"
    enemy.verify = True
    assert node_detail("tiny", {}, chart, enemy).badge, "a pack marks where the badge is shown"
    sources = {"test": SourceInfo(Message("tiny", "the tiny booklet"), printed=False)}
    named = node_detail("tiny", sources, chart, chart.node_map()["pay"])
    assert named.source is not None and named.source.title == Message("tiny", "the tiny booklet")
    assert not named.source.printed


def test_a_section_that_names_a_file_is_never_shown() -> None:
    pack = tiny_pack()
    chart = pack.charts["main"]
    node = chart.node_map()["pay"]
    node.source = SourceRef(seed="test", section="notes.md §3.2, calamity list")
    assert node_detail("tiny", {}, chart, node).section is None
    node.source = SourceRef(seed="test", section="5.5.1.II")
    shown = node_detail("tiny", {}, chart, node).section
    assert shown == "5.5.1.II", "a rule number is the same in every language"


def test_every_bundled_pack_names_its_sources_for_players() -> None:
    from core_helpers import bundled_packs

    for pack in bundled_packs().values():
        for source_id, info in pack_sources(pack.meta).items():
            assert info.title is not None, f"{pack.id}: source {source_id} has no player-facing name"
