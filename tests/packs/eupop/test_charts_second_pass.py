"""EU second pass (issue 14): Bot Emperor, foreign Events, Bot Setup, Token Limitations, the
reconstructed marks and what a step may say (seeds 002 and 000)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bundled import bundled_pack
from test_charts_helpers import Table

SEEDS = Path(__file__).resolve().parents[4] / "shared" / "seeds"
# Words that name where a rule comes from rather than what to do at the table.
PROVENANCE = re.compile(r"\bseeds?\b|our sources|\bresearch (?:note|table)|we read|\.ya?ml\b|fan app", re.I)


def _seed_text() -> str:
    """Seeds 000 and 002 as one lower-case text (the test is skipped where they are not, as the
    other tests reading the seeds are)."""
    found = sorted(SEEDS.glob("00[02]_*.txt"))
    if not found:
        pytest.skip(f"seeds 000 and 002 are not on this machine ({SEEDS})")
    text = "".join(p.read_text(encoding="utf-8") for p in found)
    return re.sub(r"\s+", " ", text).lower()


def _shown_texts() -> list[tuple[str, str]]:
    """Every text of the EU pack a player can see: chart titles and notes, node texts and notes,
    option labels, pack.yaml labels and hints."""
    pack = bundled_pack("eupop")
    out: list[tuple[str, str]] = [("pack", pack.meta.description or "")]
    for section in pack.meta.mat:
        out += [(f"mat {f.path}", f.hint or "") for f in section.fields]
    for cid, chart in pack.charts.items():
        out += [(cid, chart.title), (cid, chart.note or "")]
        for node in chart.nodes:
            where = f"{cid}.{node.id}"
            out += [(where, node.text or ""), (where, node.note or "")]
            out += [(where, o.label or "") for o in getattr(node, "options", [])]
    return out


def test_no_step_names_its_provenance__seed002_issue13_item11() -> None:
    """No text on screen says 'seed', 'our sources', 'research' or 'we read': where a rule comes
    from is said in player words ('the booklet's text lacks this icon: check your copy')."""
    offenders = [(where, text) for where, text in _shown_texts() if PROVENANCE.search(text)]
    assert offenders == [], offenders


def test_every_unmarked_step_cites_a_printed_section__seed002_seed000() -> None:
    """A step not marked reconstructed names a section that exists in the booklets' text."""
    text = _seed_text()
    missing = []
    for cid, chart in bundled_pack("eupop").charts.items():
        for node in chart.nodes:
            if node.reconstructed or chart.reconstructed:
                continue
            source = node.source or chart.source
            assert source is not None, f"{cid}.{node.id} names no source"
            for part in re.sub(r"\([^)]*\)", "", source.section).split(";"):
                head = re.sub(r"\s+", " ", re.split(r"[:,]", part)[0]).strip().lower()
                if head and head not in text:
                    missing.append((f"{cid}.{node.id}", head))
    assert missing == [], missing


@pytest.mark.parametrize(
    "chart,node",
    [
        ("peace", "accept"),  # footnote 3: '2+ [icon] in Areas where they do not have [icon]'
        ("cleanup", "imperial"),  # Imperial Influence tie-break: 'Areas with Bot's [icon]'
        ("military", "declare_war"),  # 'one fewer [icon] if it has a [icon] on target Realm'
        ("diplomacy", "do_annex"),
        ("peace", "npr_peace"),
        ("token_limits", "cubes"),
    ],
)
def test_lost_icons_are_doubted_in_the_note__seed002_issue14_item14(chart: str, node: str) -> None:
    """Where both booklets lost an icon, the step is marked reconstructed and says what to do at
    the table, with no "(check your booklet)" in the instruction; its note says what to check
    there ("Check in your booklet that the two icons of this footnote are …"), never what the
    step reads into the booklet."""
    found = bundled_pack("eupop").charts[chart].node_map()[node]
    assert found.reconstructed
    assert "your booklet" not in (found.text or "") and "check this footnote" not in (found.text or "")
    assert re.match(r"Check in (?:the [\w ]+ of )?your booklet that ", found.note or ""), found.note
    assert not re.search(r"this step takes|reading", found.note or ""), found.note


def test_bot_emperor_answers_a_subjects_call_to_arms__seed002_bot_emperor() -> None:
    """A Subject attacked from outside the HRE: the Bot Emperor accepts, activates Defending the
    HRE (HRE Areas count as land-linked for MAC), gains Bot Power equal to Imperial Authority and,
    joining a War on an NPR's Call to Arms, gains 1 more and recruits."""
    table = Table(power__available=6, manpower_reserve=9)
    run = table.play("dow_on_bot", ["subject", "outside", "no", 3, "no"])
    for node in ("defend_hre", "authority", "authority_gain", "at_war", "recruit"):
        assert run.passed(f"dow_on_bot.{node}"), run.path
    assert "joined to its Capital by land for MAC" in run.texts["dow_on_bot.defend_hre"]
    assert "gains 3 Bot Power for Imperial Authority" in run.texts["dow_on_bot.authority_gain"]
    assert table.bot["at_war"] is True
    assert table.bot["power"] == {"available": 9, "spent": 1}  # +3 authority, +1 joining, 1 recruits


@pytest.mark.parametrize(
    "script,joins",
    [
        (["subject", "outside", "yes"], False),  # already at War with an Opponent or the Subject
        (["subject", "member_no_cb", "no"], True),  # members attacked by a member without CB
        (["subject", "member_cb"], False),
    ],
)
def test_bot_emperor_defends_members__seed002_bot_emperor(script: list[str], joins: bool) -> None:
    """The Bot Emperor stays out when already at War with an Opponent or the Subject, and defends
    members attacked by another member only when the attacker has no Casus Belli."""
    table = Table(power__available=6, manpower_reserve=0)
    run = table.play("dow_on_bot", script)
    assert run.passed("dow_on_bot.at_war") is joins, run.path
    assert run.passed("dow_on_bot.refuse") is not joins
    assert not run.passed("dow_on_bot.authority")  # only Defending the HRE gains Imperial Authority


def test_own_dow_defending_the_hre_gains_no_authority__seed002_dow_on_a_bot() -> None:
    """War declared on the Bot Emperor itself: it activates Defending the HRE, and the Imperial
    Authority gain (for accepting a Subject's Call to Arms) does not apply."""
    run = Table(power__available=6).play("dow_on_bot", ["bot", "yes", 0])
    assert run.passed("dow_on_bot.own_hre") and not run.passed("dow_on_bot.authority")
    assert "Imperial Authority" not in run.texts["dow_on_bot.own_hre"]


def test_no_imperial_elections_with_a_bot_emperor__seed002_bot_emperor() -> None:
    """Phase 5 for a Bot Emperor says that no Imperial Elections are held."""
    run = Table().play("cleanup", [3, "no", "yes", "no"])
    assert run.passed("cleanup.elections"), run.path
    assert "no Imperial Elections" in run.texts["cleanup.elections"]


def test_foreign_event_skips_taking_an_event__seed002_event_resolution() -> None:
    """An Event another PR took reaches the Bot: the EVENT rules apply from the effects on,
    without taking an Event from the display and without the 'nothing applies' Bot Power."""
    table = Table(power__available=0)
    run = table.play("foreign_event", ["no", "trade", "done"])
    assert run.passed("foreign_event.apply") and run.passed("event.trade"), run.path
    assert not run.passed("event.take") and not run.passed("event.nothing_applies")
    assert run.passed("event.secondary") and not run.running
    assert table.bot["power"]["available"] == 2  # Trade Action: gain 2 Bot Power


def test_bot_setup_checklist__seed002_bot_setup() -> None:
    """Bot Setup: Vassals become Towns, a Merchant only in the first Trade Node, no Army on the
    map, deployed Units in the Army area, one Ship per Sea Zone, Manpower at least 3."""
    table = Table(power__available=9, army={"standing": 4, "laid_down": 0}, manpower_reserve=0)
    run = table.play("setup", [6])
    assert not run.running, run.path
    texts = " ".join(run.texts.values())
    for phrase in (
        "9 Bot Power cubes",
        "Vassal token with a Bot Town",
        "Merchant only in the first Trade Node",
        "no Bot Army",
        "Army: 4 Units",
        "place only 1 Bot Ship",
        "never has less than 3",
        "Manpower is 6: Army 4, Manpower Reserve 2",
    ):
        assert phrase in texts, phrase


def test_token_limitations__seed002_token_limitations() -> None:
    """Claims 1-6 and Cores 7-8 with their reuse order; cubes from Spent first; other tokens:
    harmful first, then alphabetical."""
    claims = Table().play("token_limits", ["claims"]).texts["token_limits.claims"]
    assert "Claim tokens 1–6" in claims and "7–8 only as Cores" in claims
    assert claims.index("non-Colonial Distant Claim") < claims.index("lowest total Tax Value")
    cubes = Table().play("token_limits", ["cubes"]).texts["token_limits.cubes"]
    assert cubes.index("Spent") < cubes.index("furthest") < cubes.index("Ally") < cubes.index("Available")
    towns = Table().play("token_limits", ["towns", "yes", "yes"])
    assert towns.passed("token_limits.tile") and towns.passed("token_limits.no_towns")


@pytest.mark.parametrize(
    "chart,node", [("income", "gain"), ("peace_and_rebels", "liberated"), ("colonize", "pick")]
)
def test_token_placing_steps_point_to_token_limitations__seed002_token_limitations(
    chart: str, node: str
) -> None:
    """Steps that gain or place limited tokens say what to do when they run out."""
    text = bundled_pack("eupop").charts[chart].node_map()[node].text
    assert "Token Limitations" in text


def test_the_clause_table_names_real_steps__seed002_issue14() -> None:
    """docs/eupop.md lists every clause of the booklet with the step applying it; every
    'chart.step' it names exists, so the table stays true as the charts change."""
    pack = bundled_pack("eupop")
    doc = (Path(__file__).resolve().parents[3] / "docs" / "eupop.md").read_text(encoding="utf-8")
    table = doc.split("## Every clause of the booklet", 1)[1]
    rows = [line for line in table.splitlines() if re.match(r"\| \d+ \|", line)]
    assert len(rows) >= 117, len(rows)
    named = set(re.findall(r"\b([a-z_]+)\.([a-z_0-9]+)\b", table))
    steps = {(c, n) for c, n in named if c in pack.charts and not n.endswith("_") and n != "py"}
    missing = [f"{c}.{n}" for c, n in steps if n not in pack.charts[c].node_map()]
    assert missing == [], missing
    assert len(steps) > 80
