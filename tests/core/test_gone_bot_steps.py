"""A running chart that names a bot the player removed since (a battle's defender): a step about
that bot alone is skipped with the rest of its chart, at once when it waits as the bot leaves; a
step that reads it ends the chart it is in; the chart that called it goes on. Every answer was
refused with «no bot 'b2'», an internal id; then the step about the gone bot still asked its
question and dropped the answer."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from core_helpers import TINY

from desktop.core.messages import render_plain
from desktop.core.pack.pack_loading import Pack, load_pack
from desktop.core.pack.registry import RuleError
from desktop.core.play.interpreter import make_ctx
from desktop.core.play.session import Session
from desktop.core.play.view import PlayState
from desktop.core.play.view_build import build_view
from desktop.core.play.world_check import check_world

GIVEN = """title: "Hits given"
start: who
nodes:
  - {id: who, kind: ask, text: "Which bot?", bots: {which: others, next: much},
     options: [{id: table, label: "A player", next: fin}]}
  - {id: much, kind: number, text: "How much Power does {bot} gain?",
     params: {bot: {bot_name: {answer: who}}}, min: 0, max: 5,
     effects: [{name: gain, args: {n: {answer: much}}, bot: {answer: who}}], next: strong}
  - {id: strong, kind: check, text: "Has {bot} 3 Power?", params: {bot: {bot_name: {answer: who}}},
     predicate: power_of, args: {bot: {answer: who}, n: 3},
     options: [{id: "yes", next: fin}, {id: "no", next: fin}]}
  - {id: fin, kind: end}
"""
READ = """title: "Hits read"
start: who
nodes:
  - {id: who, kind: ask, text: "Which bot?", bots: {which: others, next: count},
     options: [{id: table, label: "A player", next: fin}]}
  - {id: count, kind: do, text: "Count the hits.", next: strong}
  - {id: strong, kind: check, text: "Has {bot} 3 Power?", params: {bot: {bot_name: {answer: who}}},
     predicate: power_of, args: {bot: {answer: who}, n: 3},
     options: [{id: "yes", next: fin}, {id: "no", next: fin}]}
  - {id: fin, kind: end}
"""
OUTER = """title: "Turn with hits"
start: go
nodes:
  - {id: go, kind: call, chart: given, next: after}
  - {id: after, kind: do, text: "After the hits.", next: fin}
  - {id: fin, kind: end}
"""
POWER_OF = """

    @reg.predicate("power_of")
    def power_of(ctx: Ctx, bot: str, n: int) -> tuple[str, Any]:
        return ("yes" if ctx.for_bot(bot).bot["power"] >= n else "no"), None
"""


def pack_with_given(tmp_path: Path) -> Pack:
    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    (folder / "charts" / "given.yaml").write_text(GIVEN)
    (folder / "charts" / "outer.yaml").write_text(OUTER)
    (folder / "charts" / "read.yaml").write_text(READ)
    (folder / "charts" / "outer_read.yaml").write_text(OUTER.replace("chart: given", "chart: read"))
    rules = folder / "rules.py"
    rules.write_text(rules.read_text() + POWER_OF)
    pack, problems = load_pack(folder)
    assert pack is not None and not problems, problems
    return pack


def blue_named_then_removed(pack: Pack, outer: str = "outer") -> tuple[Session, list[str]]:
    """Red's chart names Blue (b2) and waits at «How much Power does Blue gain?» (or, in
    outer_read, at «Count the hits.»); Blue leaves. The removal's log lines, as said."""
    s = Session(pack, 1)
    for bot, name in (("b1", "Red"), ("b2", "Blue"), ("b3", "Green")):
        s.add_bot(bot, {"name": name, "level": "easy"})
    s.apply({"type": "start", "bot": "b1", "chart": outer})
    s.apply({"type": "answer", "bot": "b1", "option": "b2"})
    named = "given" if outer == "outer" else "read"
    assert build_view(s, PlayState(active="b1")).named == {"b2": (("b1", named),)}
    logs = s.apply({"type": "remove_bot", "bot": "b2", "name": "Blue"})
    return s, [render_plain(e.text) for e in logs]


def test_a_step_about_a_removed_bot_alone_is_skipped_as_it_leaves(tmp_path: Path) -> None:
    s, said = blue_named_then_removed(pack_with_given(tmp_path))
    step = s.current("b1")
    assert step is not None and (step.chart, step.node) == ("outer", "after"), "the caller goes on"
    assert said == ["Blue is no longer in the game: the rest of Hits given is skipped."], said
    assert s.world["bots"]["b1"]["power"] == s.world["bots"]["b3"]["power"], "nobody gets Blue's Power"
    assert check_world(s.pack, s.world) == []


def test_a_step_that_reads_a_removed_bot_ends_its_chart_and_the_caller_goes_on(tmp_path: Path) -> None:
    s, said = blue_named_then_removed(pack_with_given(tmp_path), "outer_read")
    assert said == [], "«Count the hits.» is not about Blue: it stays"
    logs = s.apply({"type": "done", "bot": "b1"})
    step = s.current("b1")
    assert step is not None and (step.chart, step.node) == ("outer_read", "after")
    lines = [render_plain(e.text) for e in logs]
    assert "Blue is no longer in the game: the rest of Hits read is skipped." in lines, lines
    assert not any("b2" in line for line in lines), lines


def test_undo_brings_the_bot_and_the_step_that_names_it_back(tmp_path: Path) -> None:
    s, _said = blue_named_then_removed(pack_with_given(tmp_path))
    assert s.undo()
    assert s.bot_ids == ["b1", "b2", "b3"]
    assert render_plain(s.current("b1").text) == "How much Power does Blue gain?"
    s.apply({"type": "answer", "bot": "b1", "option": 4})
    assert s.world["bots"]["b2"]["power"] == 6, "in the game again: it gains"


def test_a_rule_reading_a_removed_bot_names_it_never_by_its_id(tmp_path: Path) -> None:
    s, _said = blue_named_then_removed(pack_with_given(tmp_path))
    ctx = make_ctx(s.pack, s.world, "b1", random.Random(0))
    assert render_plain(ctx.bot_words("b2")) == "Blue"
    with pytest.raises(RuleError) as gone:
        ctx.for_bot("b2")
    assert render_plain(gone.value.message) == "Blue is no longer in the game"
    with pytest.raises(Exception, match="Blue is no longer in the game"):
        s.apply({"type": "start", "bot": "b2", "chart": "outer"})


def test_a_value_a_rule_computes_past_the_mats_bound_is_kept_at_it(tmp_path: Path) -> None:
    """A state out of its declared bounds was stored, and every later open of the game called
    it damaged (Root's Vagabot items at 72 of 30)."""
    folder = tmp_path / "tiny"
    shutil.copytree(TINY, folder)
    spec = folder / "pack.yaml"
    spec.write_text(spec.read_text().replace("min: 0, max: 20}", "min: 0, max: 3}"))
    pack, problems = load_pack(folder)
    assert pack is not None and not problems, problems
    s = Session(pack, 1)
    s.add_bot("b1", {"name": "Red", "level": "easy"})
    s.add_bot("b2", {"name": "Blue", "level": "easy"})
    s.apply({"type": "start", "bot": "b1", "chart": "hits"})
    s.apply({"type": "answer", "bot": "b1", "option": 2})
    logs = s.apply({"type": "answer", "bot": "b1", "option": "b2"})  # Blue 2 + 2 > 3
    assert s.world["bots"]["b2"]["power"] == 3
    said = [render_plain(e.text) for e in logs if e.kind == "correct"]
    assert said == ["Power: the rules gave 4; kept at 3, the limit of the mat"], said
    assert check_world(s.pack, s.world) == []


def test_a_value_below_the_mats_floor_is_held_there_and_said_with_a_minus_sign() -> None:
    """Held at 0 from −2: the line said «-2» with a hyphen, and its Polish «najwięcej» (the most)
    for a floor."""
    from desktop.core.play.corrections import keep_in_bounds

    pack, problems = load_pack(TINY)
    assert pack is not None and not problems, problems
    s = Session(pack, 1)
    s.add_bot("b1", {"name": "Red", "level": "easy"})
    s.world["bots"]["b1"]["power"] = -2
    lines = [render_plain(e.text) for e in keep_in_bounds(pack, s.world)]
    assert lines == ["Power: the rules gave −2; kept at 0, the limit of the mat"], lines
    assert s.world["bots"]["b1"]["power"] == 0
