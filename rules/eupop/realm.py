"""Realm profiles (card removals per Age, two Targeting Charts as die trees) and the targeting walk."""

from __future__ import annotations

import random
import re
from typing import Any, Literal

from desktop.core.messages import Message
from desktop.core.pack.checking import checked
from desktop.core.pack.record import Field, Record, field_validator, model_validator
from desktop.core.pack.registry import RuleError, effect, predicate, sampler, schema, value
from desktop.core.profile.schema_words import PackWords, Refused

from .bot import EuCtx, Walk

TargetKind = Literal["realm", "owner_of", "realm_in", "vacant_territory"]
ChartKind = Literal["military", "diplomatic"]
CARD_ID = r"^(0[1-9]|1[0-9]|2[0-4])$"
WORDS = PackWords("eupop")


class Target(Record):
    """A leaf of a Targeting Chart: a Realm, the Owner of a Province, a Realm in an Area, or a
    vacant Territory (its name is optional)."""

    kind: TargetKind
    name: str = ""

    @model_validator(mode="after")
    def _named(self) -> Target:
        if self.kind != "vacant_territory" and not self.name.strip():
            raise Refused(WORDS.msg("this target needs a name"))
        return self


class TreeNode(Record):
    """A die-range node of a Targeting Chart: a target (with an optional substitute) or children."""

    dice: list[int] = Field(min_length=1, max_length=2)
    target: Target | None = None
    substitute: Target | None = None
    children: list[TreeNode] | None = None

    @field_validator("dice")
    @classmethod
    def _dice(cls, value: list[int]) -> list[int]:
        if any(not 1 <= v <= 6 for v in value) or value[0] > value[-1]:
            raise Refused(WORDS.msg("die roll {dice} is not a range within 1-6", dice=str(value)))
        return [value[0], value[-1]]

    @model_validator(mode="after")
    def _shape(self) -> TreeNode:
        # The booklet's procedure reads a node as a target with its own child nodes too ("roll
        # between children nodes unless a preferred substitute is listed"), so both may be given.
        if self.target is None and self.children is None:
            raise Refused(WORDS.msg("each die range needs a target, a nested roll, or both"))
        if self.substitute is not None and self.target is None:
            raise Refused(WORDS.msg("only a die range with a target may list a substitute"))
        if self.children is not None:
            check_cover(self.children)
        return self


def check_cover(nodes: list[TreeNode]) -> None:
    """Sibling die ranges must cover 1-6 exactly once."""
    if not nodes:
        raise Refused(WORDS.msg("a nested roll has no die ranges"))
    seen: list[int] = []
    for node in nodes:
        seen += list(range(node.dice[0], node.dice[1] + 1))
    twice = sorted({v for v in seen if seen.count(v) > 1})
    if twice:
        raise Refused(WORDS.msg("die ranges overlap at {faces}", faces=str(twice)))
    missing = [v for v in range(1, 7) if v not in seen]
    if missing:
        raise Refused(WORDS.msg("die ranges do not cover {faces}", faces=str(missing)))


class Targeting(Record):
    """Both Targeting Charts of a Realm (either may be left empty: the printed chart is used)."""

    military: list[TreeNode] = []
    diplomatic: list[TreeNode] = []

    @field_validator("military", "diplomatic")
    @classmethod
    def _cover(cls, value: list[TreeNode]) -> list[TreeNode]:
        if value:
            check_cover(value)
        return value


@schema("profile", "realm_profile")
class RealmProfile(Record):
    """A Realm profile a player enters once from the scenario booklet (seed 002, Bot Realms)."""

    name: str = Field(min_length=1)
    removed_cards: dict[Literal[1, 2, 3, 4], list[str | int]] = {}
    targeting: Targeting = Targeting()  # both empty

    @field_validator("removed_cards", mode="before")
    @classmethod
    def _ages(cls, value: Any) -> Any:
        if isinstance(value, dict):
            return {int(k) if isinstance(k, str) and k.isdigit() else k: v for k, v in value.items()}
        return value

    @field_validator("removed_cards")
    @classmethod
    def _cards(cls, value: dict[int, list[str | int]]) -> dict[int, list[str | int]]:
        out: dict[int, list[str | int]] = {}
        for age, cards in value.items():
            ids = [f"{int(c):02d}" if isinstance(c, int) or str(c).isdigit() else str(c) for c in cards]
            bad = [c for c in ids if not re.match(CARD_ID, c)]
            if bad:
                raise Refused(
                    WORDS.msg(
                        "Age {age}: {cards} are not Bot Card numbers 01-24", age=age, cards=", ".join(bad)
                    )
                )
            out[age] = sorted(set(ids))
        return out


# ---- the targeting walk (plain functions over the profile's dict form) ------------------


def tree(profile: dict[str, Any] | None, kind: str) -> list[dict[str, Any]]:
    """A chart's top-level nodes in increasing die order (empty without a profile)."""
    if not profile:
        return []
    return _sorted((profile.get("targeting") or {}).get(kind) or [])


def _sorted(nodes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(nodes, key=lambda n: n["dice"][0])


def children_at(top: list[dict[str, Any]], path: list[int]) -> list[dict[str, Any]]:
    """The nodes rolled among below `path` ([] is the chart's top level)."""
    nodes = top
    for i in path:
        nodes = _sorted(nodes[i]["children"] or [])
    return nodes


def node_at(top: list[dict[str, Any]], path: list[int]) -> dict[str, Any]:
    """The node at an index path."""
    return children_at(top, path[:-1])[path[-1]]


def leaves(top: list[dict[str, Any]], path: list[int]) -> list[list[int]]:
    """Index paths of every target node at or below `path` (a node may be both a target and the
    parent of child nodes)."""
    node = node_at(top, path)
    own = [path] if node.get("target") is not None else []
    kids = _sorted(node.get("children") or [])
    return own + [leaf for i in range(len(kids)) for leaf in leaves(top, path + [i])]


def begin(kind: str) -> Walk:
    """A fresh walk: roll among the top-level nodes."""
    return {
        "kind": kind,
        "stage": "roll",
        "parent": [],
        "path": None,
        "sub": False,
        "tried": [],
        "result": None,
        "how": "start",
        "active": True,
        "found": None,
        "rule_sub": None,
    }


def apply_die(top: list[dict[str, Any]], walk: Walk, die: int) -> None:
    """The node the die picks among the current parent's children."""
    kids = children_at(top, walk["parent"])
    index = next(i for i, n in enumerate(kids) if n["dice"][0] <= die <= n["dice"][1])
    walk["how"] = "rolled"
    enter(top, walk, walk["parent"] + [index])


def enter(top: list[dict[str, Any]], walk: Walk, path: list[int]) -> None:
    """Move the walk onto a node: take its target first, else roll among its children."""
    node = node_at(top, path)
    untried = [p for p in leaves(top, path) if p not in walk["tried"]]
    if not untried:
        walk["how"] = "tried"
        advance(top, walk, path)
        return
    if node.get("target") is not None and path in untried:
        walk.update({"stage": _stage(node["target"]), "path": path, "sub": False})
        return
    walk.update({"stage": "roll", "parent": path, "path": None, "sub": False})


def _stage(target: dict[str, Any]) -> str:
    return "vacant" if target["kind"] == "vacant_territory" else "target"


def invalid(top: list[dict[str, Any]], walk: Walk) -> None:
    """The current target is invalid (seed 002, Invalid Targets): its listed substitute; when
    that is invalid too (or none is listed), a roll among the node's children; else the next
    sibling, else a cousin."""
    path = walk["path"]
    assert path is not None, "only a walk standing on a target has an invalid target"
    node = node_at(top, path)
    if not walk["sub"] and node.get("substitute"):
        walk.update({"sub": True, "stage": _stage(node["substitute"]), "how": "substitute"})
        return
    walk["tried"].append(path)
    kids = [path + [i] for i in range(len(node.get("children") or []))]
    if any(p not in walk["tried"] for kid in kids for p in leaves(top, kid)):
        walk.update({"stage": "roll", "parent": path, "path": None, "sub": False, "how": "children"})
        return
    walk["how"] = "sibling"
    advance(top, walk, path)


def advance(top: list[dict[str, Any]], walk: Walk, path: list[int]) -> None:
    """Backtrack: next sibling by increasing die value (wrapping), then up a level (cousins)."""
    level = list(path)
    while level:
        parent, here = level[:-1], level[-1]
        kids = children_at(top, parent)
        for step in range(1, len(kids)):
            candidate = parent + [(here + step) % len(kids)]
            if any(p not in walk["tried"] for p in leaves(top, candidate)):
                enter(top, walk, candidate)
                return
        level = parent
        walk["how"] = "cousin"
    walk.update({"stage": "none", "path": None, "parent": [], "how": "exhausted"})


def current_target(top: list[dict[str, Any]], walk: Walk) -> dict[str, Any] | None:
    """The target the walk stands on (the substitute once it is in use)."""
    path = walk.get("path")
    if path is None:
        return None
    node = node_at(top, path)
    target: dict[str, Any] | None = node["substitute"] if walk["sub"] else node["target"]
    return target


def describe(ctx: EuCtx, target: dict[str, Any] | None) -> Message:
    """A target as the player reads it; names are the player's data, kept as parameters."""
    if target is None:
        return ctx.msg("no target")
    kind, name = target["kind"], target.get("name") or ""
    if kind == "realm":
        return ctx.msg("{realm}", realm=name)
    if kind == "owner_of":
        return ctx.msg("Owner of {province}", province=name)
    if kind == "realm_in":
        return ctx.msg("Realm in {area}", area=name)
    if name:
        return ctx.msg("the vacant Territory {territory}", territory=name)
    return ctx.msg("a vacant Territory")


def claim_place(ctx: EuCtx, target: dict[str, Any] | None) -> Message:
    """Where the Claim on an NPR target goes (seed 002, Placing Claims on NPRs)."""
    if target and target["kind"] == "owner_of":
        return ctx.msg("in the Area of {province}", province=target["name"])
    if target and target["kind"] == "realm_in":
        return ctx.msg("in {area}", area=target["name"])
    return ctx.msg("in the NPR's Capital Area")


def _walk(ctx: EuCtx) -> Walk:
    walk = ctx.bot.get("targeting")
    if not walk:
        walk = ctx.bot["targeting"] = begin("military")
    return walk


def _profile(ctx: EuCtx) -> dict[str, Any] | None:
    """The bot's Realm profile (normalised) while the bot still plays that Realm."""
    if ctx.profile and ctx.bot.get("realm") == ctx.profile.get("name"):
        return checked(RealmProfile, ctx.profile).model_dump(mode="json")
    return None


def _top(ctx: EuCtx, walk: Walk) -> list[dict[str, Any]]:
    top = tree(_profile(ctx), walk["kind"])
    if not top:
        raise RuleError(ctx.msg("The Bot has no Targeting Chart of this kind in its profile."))
    return top


def shown(ctx: EuCtx, top: list[dict[str, Any]], walk: Walk) -> Message:
    """The current target, or the rule's substitute for it (Overlord, Owner of the Capital)."""
    return shown_target(ctx, current_target(top, walk), walk.get("rule_sub"))


def shown_target(ctx: EuCtx, found: dict[str, Any] | None, rule: str | None) -> Message:
    """A target with the rule substitute the walk applied to it, if any."""
    target = describe(ctx, found)
    if rule == "overlord":
        return ctx.msg("the Overlord of {target}", target=target)
    if rule == "capital_owner":
        return ctx.msg("the Owner of the Capital of {target}", target=target)
    return target


def _outcome(ctx: EuCtx, top: list[dict[str, Any]], walk: Walk) -> Message:
    """What the last step of the walk did, for the step text."""
    if walk["stage"] == "none":
        return ctx.msg("No valid target is left on the chart.")
    if walk["stage"] == "roll":
        kids = children_at(top, walk["parent"])
        return ctx.msg("Roll again among %n child nodes.", count=len(kids))
    target = describe(ctx, current_target(top, walk))
    if walk["how"] == "substitute":
        return ctx.msg("Take the listed substitute: {target}.", target=target)
    path = walk["path"]
    if walk["how"] in ("sibling", "cousin", "tried") and path is not None:
        node = node_at(top, path)
        return ctx.msg(
            "Move on to die {low}–{high}: {target}.", low=node["dice"][0], high=node["dice"][1], target=target
        )
    return ctx.msg("The target is {target}.", target=target)


def _stage_text(ctx: EuCtx, stage: str) -> Message:
    texts = {
        "roll": ctx.msg("roll among child nodes"),
        "target": ctx.msg("a Realm target"),
        "vacant": ctx.msg("a vacant Territory"),
        "none": ctx.msg("no target left"),
    }
    return texts[stage]


def _result_text(ctx: EuCtx, result: str | None) -> Message:
    texts = {
        "npr": ctx.msg("an NPR"),
        "opponent": ctx.msg("an Opponent"),
        "valid": ctx.msg("a valid Realm"),
        "vacant": ctx.msg("a vacant Territory"),
        "none": ctx.msg("no target"),
    }
    return texts[result or "none"]


def _sample_split(rng: random.Random) -> list[list[int]]:
    """Cut the faces 1-6 into one to three die ranges."""
    cuts = sorted(rng.sample(range(1, 6), rng.randint(0, 2)))
    bounds = [0, *cuts, 6]
    return [[bounds[i] + 1, bounds[i + 1]] for i in range(len(bounds) - 1)]


def _sample_target(rng: random.Random, n: int) -> dict[str, Any]:
    kind = rng.choice(["realm", "owner_of", "realm_in", "vacant_territory"])
    return {"kind": kind, "name": "" if kind == "vacant_territory" else f"Sample {n}"}


def _sample_tree(rng: random.Random, depth: int) -> list[dict[str, Any]]:
    nodes = []
    for i, (lo, hi) in enumerate(_sample_split(rng)):
        node: dict[str, Any] = {"dice": [lo, hi] if lo != hi else [lo]}
        if depth < 2 and rng.random() < 0.3:
            node["children"] = _sample_tree(rng, depth + 1)
        else:
            node["target"] = _sample_target(rng, i + 1)
            if rng.random() < 0.4:
                node["substitute"] = _sample_target(rng, i + 11)
        nodes.append(node)
    return nodes


@sampler("realm")
def sample_profile(rng: random.Random) -> dict[str, Any]:
    """Random, obviously fake profile data for random play (never offered as a real Realm)."""
    cards = [f"{n:02d}" for n in range(1, 25)]
    data = {
        "name": "Sample Realm",
        "removed_cards": {age: sorted(rng.sample(cards, rng.randint(0, 3))) for age in (1, 2, 3, 4)},
        "targeting": {"military": _sample_tree(rng, 0), "diplomatic": _sample_tree(rng, 0)},
    }
    return checked(RealmProfile, data).model_dump(mode="json")


@predicate("targeting_has_chart")
def targeting_has_chart(ctx: EuCtx, kind: str) -> tuple[str, Message]:
    """Whether the Bot's Realm profile holds this Targeting Chart (seed 002, Bot Realms: Targeting Charts)."""
    profile = _profile(ctx)
    if profile and tree(profile, kind):
        return "yes", ctx.msg("{realm} has this chart in its profile", realm=profile["name"])
    return "no", ctx.msg("No Realm profile with this chart: use the printed chart")


@predicate("targeting_next", outcomes=("roll", "target", "vacant", "none"))
def targeting_next(ctx: EuCtx) -> tuple[str, Message]:
    """What the walk does next: roll, a Realm target, a vacant Territory or none left."""
    walk = _walk(ctx)
    return walk["stage"], ctx.msg("Targeting Chart: {stage}", stage=_stage_text(ctx, walk["stage"]))


@predicate("targeting_kind", outcomes=("military", "diplomatic"))
def targeting_kind(ctx: EuCtx) -> tuple[str, Message]:
    """Which Targeting Chart the walk is on: the Military or the Diplomatic one."""
    kind = _walk(ctx)["kind"]
    return kind, ctx.msg("Military Targeting Chart" if kind == "military" else "Diplomatic Targeting Chart")


@predicate("target_found")
def target_found(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the walk ended on a target (seed 002, Choice Processes: Opponent Selection)."""
    walk = ctx.bot.get("targeting")
    result = walk["result"] if walk else None
    found = result not in (None, "none")
    return ("yes" if found else "no"), ctx.msg("Target: {result}", result=_result_text(ctx, result))


@predicate("target_is_npr")
def target_is_npr(ctx: EuCtx) -> tuple[str, Message]:
    """Whether the target found is an NPR (its Claim goes by the NPR rule)."""
    walk = ctx.bot.get("targeting")
    result = walk["result"] if walk else None
    return ("yes" if result == "npr" else "no"), ctx.msg("Target: {result}", result=_result_text(ctx, result))


@effect("targeting_begin")
def targeting_begin(ctx: EuCtx, kind: str) -> dict[str, Any]:
    """Start a walk on the Military or Diplomatic Targeting Chart of the Bot's profile."""
    ctx.bot["targeting"] = begin(kind)
    return {"realm": ctx.bot.get("realm") or ctx.msg("the Bot")}


@effect("targeting_die")
def targeting_die(ctx: EuCtx, die: int) -> dict[str, Any]:
    """Take the node the die picks among the children (seed 002, Bot Realms: Targeting Charts)."""
    walk = _walk(ctx)
    top = _top(ctx, walk)
    walk["rule_sub"] = None
    apply_die(top, walk, int(die))
    return {"die": die, "outcome": _outcome(ctx, top, walk)}


@effect("targeting_invalid")
def targeting_invalid(ctx: EuCtx) -> dict[str, Any]:
    """Invalid target: its substitute, a sibling, else a cousin (seed 002, Bot Realms: Targeting Charts)."""
    walk = _walk(ctx)
    top = _top(ctx, walk)
    before = shown(ctx, top, walk)
    walk["rule_sub"] = None
    invalid(top, walk)
    return {"target": before, "outcome": _outcome(ctx, top, walk)}


@effect("targeting_rule_substitute")
def targeting_rule_substitute(ctx: EuCtx, rule: str) -> dict[str, Any]:
    """Replace the target by the one a rule names (seed 002, Bot Realms: Invalid Military Targets)."""
    # Invalid Military Targets (seed 002): a Vassal gives way to its Overlord; a Realm whose
    # Provinces are all Owned by PRs/DNPRs gives way to the Owner of its Capital.
    walk = _walk(ctx)
    top = _top(ctx, walk)
    original = shown(ctx, top, walk)
    walk["rule_sub"] = rule
    return {"target": original, "substitute": shown(ctx, top, walk)}


@effect("targeting_found")
def targeting_found(ctx: EuCtx, result: str) -> dict[str, Any]:
    """End the walk with the table's verdict; say the target and where its Claim goes."""
    walk = ctx.bot.get("targeting") or begin("military")
    top = tree(_profile(ctx), walk["kind"]) if walk.get("active") else []
    # Only a walk still running on the profile's chart names the target; a printed-chart
    # answer (or a stale earlier walk) does not.
    target = current_target(top, walk) if top and walk.get("path") is not None else None
    name = shown(ctx, top, walk) if target else ctx.msg("the target")
    rule = walk.get("rule_sub") if target else None
    walk.update({"result": result, "active": False, "found": target, "found_rule": rule})
    ctx.bot["targeting"] = walk
    place = (
        claim_place(ctx, target)
        if target and not rule
        else ctx.msg("in the named Area (or the Area of the named Province), else in the NPR's Capital Area")
    )
    return {"target": name, "claim_place": place}


def how_to_read(ctx: EuCtx, target: dict[str, Any] | None) -> Message:
    """How a target kind resolves to one Realm (seed 002, Target types; Realm Selection)."""
    if target and target["kind"] == "owner_of":
        return ctx.msg(
            "Owner of {province}: the Owner of that Province; its Lawful Owner if it is Occupied.",
            province=target["name"],
        )
    if target and target["kind"] == "realm_in":
        return ctx.msg(
            "Realm in {area}: the valid Realm with its Capital there; else the one Owning Provinces of "
            "the highest Tax Value there; else the first alphabetically.",
            area=target["name"],
        )
    return ctx.msg("The target is {target}.", target=describe(ctx, target))


@value("target_how")
def target_how(ctx: EuCtx) -> Message:
    """The target the walk stands on, with how its kind resolves to one Realm."""
    walk = ctx.bot.get("targeting")
    top = tree(_profile(ctx), walk["kind"]) if walk and walk.get("active") else []
    if not top or walk is None or walk.get("path") is None:
        return ctx.msg("The target is {target}.", target=ctx.msg("the result rolled on the chart"))
    if walk.get("rule_sub"):
        return ctx.msg("The target is {target}.", target=shown(ctx, top, walk))
    return how_to_read(ctx, current_target(top, walk))
