"""EU Realm profiles: the schema of a profile and the Targeting Chart procedure (seed 002)."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

import pytest
from botmat_rules.eupop import realm

from desktop.core.cli.simulate import random_reply
from desktop.core.messages import render_plain
from desktop.core.pack.checking import checked
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.registry import RuleError
from desktop.core.play.session import Session

# A made-up test Realm (no real Realm data is shipped or invented: this only drives tests).
PROFILE: dict[str, Any] = {
    "name": "Testland",
    "removed_cards": {1: ["05", "12"], 2: [], 3: [], 4: []},
    "targeting": {
        "military": [
            {
                "dice": [1, 2],
                "target": {"kind": "realm", "name": "France"},
                "substitute": {"kind": "owner_of", "name": "Navarra"},
            },
            {
                "dice": [3, 4],
                "children": [
                    {"dice": [1, 3], "target": {"kind": "realm_in", "name": "Italy"}},
                    {"dice": [4, 6], "target": {"kind": "vacant_territory", "name": ""}},
                ],
            },
            {"dice": [5, 6], "target": {"kind": "owner_of", "name": "Milan"}},
        ],
        "diplomatic": [{"dice": [1, 6], "target": {"kind": "realm", "name": "Venice"}}],
    },
}


def session_with(
    pack: Pack, profile: dict[str, Any] | None = PROFILE, qftnw: bool = False, seed: int = 9
) -> Session:
    session = Session(pack, seed=seed)
    session.add_bot("b1", {"difficulty": "normal"}, copy.deepcopy(profile))
    session.world["bots"]["b1"]["quest_new_world"] = qftnw
    return session


def play(
    session: Session, node: str, answers: dict[str, Any], rolls: list[int]
) -> tuple[list[str], dict[str, str]]:
    """Run the targeting chart from an entry node; returns the nodes waited at and their texts."""
    answers = {k: list(v) if isinstance(v, list) else v for k, v in answers.items()}
    rolls = list(rolls)
    session.apply({"type": "start", "bot": "b1", "chart": "targeting", "node": node})
    order: list[str] = []
    shown: dict[str, str] = {}
    while (step := session.current("b1")) is not None:
        order.append(step.node)
        shown[step.node] = render_plain(step.text)
        if step.kind == "do":
            session.apply({"type": "done", "bot": "b1"})
        elif step.kind == "roll":
            session.apply({"type": "roll", "bot": "b1", "value": rolls.pop(0)})
        else:
            answer = answers[step.node]
            answer = answer.pop(0) if isinstance(answer, list) else answer
            session.apply({"type": "answer", "bot": "b1", "option": answer})
    assert rolls == [], "every roll given was used"
    return order, shown


# ---- the profile schema -----------------------------------------------------------------


def _broken(path: list[Any], value: Any) -> dict[str, Any]:
    profile = copy.deepcopy(PROFILE)
    target = profile
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return profile


BROKEN = [
    (_broken(["targeting", "military", 0, "children"], []), "a nested roll has no die ranges"),
    (_broken(["targeting", "military", 2], {"dice": [5, 6]}), "a target, a nested roll, or both"),
    (_broken(["targeting", "military", 0, "dice"], [1, 3]), "overlap at \\[3\\]"),
    (_broken(["targeting", "military", 2, "dice"], [6, 6]), "do not cover \\[5\\]"),
    (_broken(["targeting", "military", 0, "dice"], [0, 2]), "not a range within 1-6"),
    (_broken(["removed_cards", 1], ["25"]), "not Bot Card numbers"),
    (_broken(["targeting", "diplomatic", 0, "target"], {"kind": "realm", "name": ""}), "needs a name"),
    (_broken(["targeting", "military", 1, "substitute"], {"kind": "realm", "name": "X"}), "substitute"),
    (_broken(["name"], ""), "name"),
]


@pytest.mark.parametrize("profile, words", BROKEN)
def test_bad_profiles_are_refused__seed002_targeting_charts(
    pack: Pack, profile: dict[str, Any], words: str
) -> None:
    """A profile breaking the die-tree rules gets a clear message and nothing is added."""
    session = Session(pack, seed=1)
    with pytest.raises(RuleError, match="Realm profile cannot be used") as err:
        session.add_bot("b1", {}, profile)
    assert __import__("re").search(words, str(err.value))
    assert session.world["bots"] == {}


def test_a_valid_profile_is_accepted_with_string_ages(pack: Pack) -> None:
    """Ages may be written as "1".."4" in YAML; card ids as numbers are read as two digits."""
    profile = copy.deepcopy(PROFILE)
    profile["removed_cards"] = {"1": [5, "12"], "2": [7]}
    session = Session(pack, seed=1)
    session.add_bot("b1", {}, profile)
    assert session.world["bots"]["b1"]["deck"]["removed"] == ["05", "12"]
    session.apply({"type": "start", "bot": "b1", "chart": "end_of_age"})
    while session.current("b1") is not None:
        session.apply({"type": "done", "bot": "b1"})
    assert session.world["bots"]["b1"]["deck"]["removed"] == ["07"]


# ---- the walk, rule by rule -------------------------------------------------------------


def test_valid_npr_target_gets_a_claim_in_its_capital__seed002_placing_claims(pack: Pack) -> None:
    """A valid NPR military target gets a Claim in its Capital Area (a plain Realm result)."""
    order, shown = play(session_with(pack), "military", {"valid_military": "npr"}, [1])
    assert "France" in shown["valid_military"]
    assert "Place a Claim in the NPR's Capital Area" in shown["claim"]


def test_substitute_then_children_roll__seed002_invalid_targets(pack: Pack) -> None:
    """Invalid: the listed substitute first; when it is invalid too, move on; a node with
    children is rolled among; an 'Owner of'/'Realm in' target's Claim goes in the named Area."""
    session = session_with(pack)
    order, shown = play(session, "military", {"valid_military": ["invalid", "invalid", "npr"]}, [2, 2])
    assert "Take the listed substitute: Owner of Navarra" in shown["invalid"] or any(
        "Navarra" in t for t in shown.values()
    )
    assert "Place a Claim in Italy" in shown["claim"]
    assert session.world["bots"]["b1"]["targeting"]["result"] == "npr"


def test_next_sibling_wraps_around__seed002_invalid_targets(pack: Pack) -> None:
    """With no substitute, the next sibling by increasing die value, wrapping round: 5-6 -> 1-2."""
    order, shown = play(session_with(pack), "military", {"valid_military": ["invalid", "opponent"]}, [6])
    assert "Move on to die 1–2: France" in shown["invalid"]
    assert "The target is the Opponent France" in shown["found_opponent"]


@pytest.mark.parametrize("qftnw, ends_turn", [(True, True), (False, False)])
def test_vacant_territory_needs_quest__seed002_vacant_territories(
    pack: Pack, qftnw: bool, ends_turn: bool
) -> None:
    """A vacant Territory: with Quest for the New World place a Claim and end the Turn;
    without it the target is invalid (here the next child, Realm in Italy, is taken)."""
    order, shown = play(session_with(pack, qftnw=qftnw), "military", {"valid_military": "npr"}, [3, 5])
    if ends_turn:
        assert order[-1] == "vacant_claim" and "The Bot's Turn ends" in shown["vacant_claim"]
    else:
        assert "vacant_invalid" in order and "Move on to die 1–3: Realm in Italy" in shown["vacant_invalid"]


def test_everything_invalid_ends_without_target__seed002_invalid_targets(pack: Pack) -> None:
    """When no node is left, the Action has no target and the caller can tell."""
    session = session_with(pack)
    order, shown = play(session, "military", {"valid_military": "invalid"}, [5, 1])
    assert order[-1] == "nothing"
    assert session.world["bots"]["b1"]["targeting"]["result"] == "none"


@pytest.mark.parametrize(
    "answer, node, words",
    [
        ("vassal", "overlord", "the Overlord of France"),
        ("owned", "capital_owner", "the Owner of the Capital of France"),
    ],
)
def test_rule_substitutes__seed002_invalid_military_targets(
    pack: Pack, answer: str, node: str, words: str
) -> None:
    """A Vassal gives way to its Overlord; a Realm Owned entirely by PRs/DNPRs to the Owner of
    its Capital."""
    order, shown = play(session_with(pack), "military", {"valid_military": [answer, "opponent"]}, [1])
    assert words in shown[node]
    assert words in shown["found_opponent"]


def test_diplomatic_chart__seed002_invalid_diplomatic_targets(pack: Pack) -> None:
    """The Diplomatic chart asks with its own invalid list and gives the target."""
    order, shown = play(session_with(pack), "diplomatic", {"valid_diplomatic": "valid"}, [4])
    assert "DNPR with 10 or more Tax Income" in shown["valid_diplomatic"]
    assert "Venice" in shown["found_diplomatic"]


@pytest.mark.parametrize(
    "entry, ask", [("military", "printed_military"), ("diplomatic", "printed_diplomatic")]
)
def test_no_profile_asks_for_the_printed_chart__seed002_targeting_charts(
    pack: Pack, entry: str, ask: str
) -> None:
    """Without a Realm profile the player rolls on the printed chart; nothing is invented."""
    order, shown = play(session_with(pack, profile=None), entry, {ask: "none"}, [])
    assert order[0] == f"read_{entry}" and order[1] == ask and "printed" in shown[ask]
    assert "Lawful Owner if it is Occupied" in shown[f"read_{entry}"]


COUSINS = [
    {
        "dice": [1, 3],
        "children": [
            {"dice": [1, 2], "target": {"kind": "realm", "name": "A1"}},
            {"dice": [3, 6], "target": {"kind": "realm", "name": "A2"}},
        ],
    },
    {
        "dice": [4, 6],
        "children": [
            {"dice": [1, 4], "target": {"kind": "realm", "name": "B1"}},
            {"dice": [5, 6], "target": {"kind": "realm", "name": "B2"}},
        ],
    },
]


def test_cousins_after_siblings__seed002_invalid_targets() -> None:
    """With no valid sibling, the walk backtracks to the cousins (the next branch up)."""
    mod = realm
    walk = mod.begin("military")
    mod.apply_die(COUSINS, walk, 2)  # branch 1-3
    assert walk["stage"] == "roll"
    mod.apply_die(COUSINS, walk, 4)  # A2
    assert mod.current_target(COUSINS, walk)["name"] == "A2"
    mod.invalid(COUSINS, walk)  # sibling A1
    assert mod.current_target(COUSINS, walk)["name"] == "A1"
    mod.invalid(COUSINS, walk)  # no sibling left: the cousins' branch is rolled
    assert walk["stage"] == "roll" and walk["parent"] == [1]
    mod.apply_die(COUSINS, walk, 6)
    assert mod.current_target(COUSINS, walk)["name"] == "B2"
    mod.invalid(COUSINS, walk)
    assert mod.current_target(COUSINS, walk)["name"] == "B1"
    mod.invalid(COUSINS, walk)
    assert walk["stage"] == "none"


def test_random_play_with_a_profile_visits_every_targeting_node(pack: Pack) -> None:
    """Random answers and rolls with a Realm profile reach every node of the targeting chart and
    always end (the simulator runs without profiles, so this covers the profile branch)."""
    rng = random.Random(3)
    chart = pack.charts["targeting"]
    visited: set[str] = set()
    for run in range(150):
        session = session_with(pack, profile=PROFILE if run % 5 else None, qftnw=run % 2 == 0, seed=run)
        entries = session.apply({"type": "start", "bot": "b1", "chart": "targeting"})
        visited |= {e.node for e in entries}
        for _ in range(300):
            step = session.current("b1")
            if step is None:
                break
            entries = session.apply(random_reply(step, rng))
            visited |= {e.node for e in entries if e.chart == "targeting"}
        else:
            raise AssertionError("a targeting walk did not end")
    assert {n.id for n in chart.nodes} - visited == set()


def test_printed_chart_after_a_profile_walk_names_no_old_target(pack: Pack) -> None:
    """A printed-chart answer never reuses the target of an earlier walk."""
    profile = copy.deepcopy(PROFILE)
    profile["targeting"]["diplomatic"] = []
    session = session_with(pack, profile=profile)
    play(session, "military", {"valid_military": "npr"}, [1])
    order, shown = play(session, "diplomatic", {"printed_diplomatic": "valid"}, [])
    assert order == ["read_diplomatic", "printed_diplomatic", "printed_valid"]
    assert session.world["bots"]["b1"]["targeting"]["found"] is None
    from desktop.core.play.interpreter import make_ctx

    ctx = make_ctx(pack, session.world, "b1", session.rng_for(0))
    assert (
        render_plain(pack.registry.values["target_how"].func(ctx))
        == "The target is the result rolled on the chart."
    )


def test_a_game_with_a_profile_saves_and_loads_mid_walk(pack: Pack, tmp_path: Path) -> None:
    """A save taken in the middle of a targeting walk loads with the same state and step."""
    from desktop.core.store.saves import load_session, save_session

    session = session_with(pack)
    session.apply({"type": "start", "bot": "b1", "chart": "targeting", "node": "military"})
    session.apply({"type": "done", "bot": "b1"})
    session.apply({"type": "roll", "bot": "b1", "value": 3})
    save_session(session, tmp_path / "game.json")
    loaded, warnings = load_session(tmp_path / "game.json", {"eupop": pack})
    assert warnings == []
    assert loaded.world["bots"]["b1"] == json_roundtrip(session.world["bots"]["b1"])
    assert loaded.current("b1").node == session.current("b1").node == "die3"


def json_roundtrip(data: Any) -> Any:
    import json

    return json.loads(json.dumps(data))


# A node with a target and child nodes (seed 002, Invalid Targets: "roll between children nodes
# unless a preferred substitute is listed"; "if a substitute target is invalid, roll between
# children nodes of the original target").
BOTH = [
    {
        "dice": [1, 3],
        "target": {"kind": "realm", "name": "Parent"},
        "substitute": {"kind": "realm", "name": "Stand-in"},
        "children": [
            {"dice": [1, 4], "target": {"kind": "realm", "name": "Child A"}},
            {"dice": [5, 6], "target": {"kind": "realm", "name": "Child B"}},
        ],
    },
    {"dice": [4, 6], "target": {"kind": "realm", "name": "Sibling"}},
]


def test_a_node_may_have_a_target_and_children__seed002_invalid_targets() -> None:
    """The target first; invalid: its listed substitute; the substitute invalid too: a roll among
    the original target's children; those exhausted: the next sibling."""
    checked(realm.RealmProfile, {"name": "Both", "targeting": {"military": BOTH}})
    walk = realm.begin("military")
    realm.apply_die(BOTH, walk, 2)
    assert realm.current_target(BOTH, walk)["name"] == "Parent"
    realm.invalid(BOTH, walk)
    assert walk["how"] == "substitute" and realm.current_target(BOTH, walk)["name"] == "Stand-in"
    realm.invalid(BOTH, walk)
    assert walk["stage"] == "roll" and walk["parent"] == [0] and walk["how"] == "children"
    realm.apply_die(BOTH, walk, 6)
    assert realm.current_target(BOTH, walk)["name"] == "Child B"
    realm.invalid(BOTH, walk)
    assert realm.current_target(BOTH, walk)["name"] == "Child A"
    realm.invalid(BOTH, walk)
    assert realm.current_target(BOTH, walk)["name"] == "Sibling"


def test_without_a_substitute_the_children_come_next__seed002_invalid_targets() -> None:
    """No substitute listed: an invalid target rolls among its own children at once."""
    nodes = [dict(BOTH[0]), BOTH[1]]
    del nodes[0]["substitute"]
    walk = realm.begin("military")
    realm.apply_die(nodes, walk, 1)
    realm.invalid(nodes, walk)
    assert walk["stage"] == "roll" and walk["parent"] == [0]


def test_profiles_saved_before_still_load(pack: Pack) -> None:
    """A profile written before nodes could hold both (each node a target or children) loads as
    it is, with the same walk."""
    loaded = checked(realm.RealmProfile, copy.deepcopy(PROFILE)).model_dump(mode="json")
    assert loaded["targeting"]["military"][1]["target"] is None
    order, shown = play(session_with(pack), "military", {"valid_military": "npr"}, [3, 1])
    assert "Realm in Italy" in shown["valid_military"]


@pytest.mark.parametrize(
    "die, words",
    [
        (1, "The target is France."),
        (5, "Owner of Milan: the Owner of that Province; its Lawful Owner if it is Occupied."),
    ],
)
def test_each_target_kind_says_how_it_resolves__seed002_target_types(
    pack: Pack, die: int, words: str
) -> None:
    """'Owner of [Province]' is the Lawful Owner when the Province is Occupied; 'Realm in [AREA]'
    is the valid Realm with its Capital there, then the highest Tax Value, then alphabetical."""
    order, shown = play(session_with(pack), "military", {"valid_military": "npr"}, [die])
    assert shown["valid_military"].startswith(words)
    order, shown = play(session_with(pack), "military", {"valid_military": "npr"}, [3, 2])
    assert (
        "Realm in Italy: the valid Realm with its Capital there; else the one Owning Provinces"
        in (shown["valid_military"])
    )
    assert "else the first alphabetically" in shown["valid_military"]
