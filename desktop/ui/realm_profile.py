"""Realm profiles (EU pack, profile kind `realm`): checks, YAML files in user data. No Qt."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from desktop.core import paths
from desktop.core.pack import Pack
from desktop.core.saves import write_atomic

TARGET_KINDS = ("realm", "owner_of", "realm_in", "vacant_territory")
AGES = (1, 2, 3, 4)
CHARTS = ("military", "diplomatic")
DIE = (1, 6)


def empty_profile(name: str = "") -> dict[str, Any]:
    """A new profile: no removals, each Targeting Chart one leaf over the whole die."""
    return {
        "name": name,
        "removed_cards": {age: [] for age in AGES},
        "targeting": {chart: [] for chart in CHARTS},
    }


def tree_problems(nodes: Any, where: str, top: bool = False) -> list[str]:
    """Sibling die ranges must cover 1-6 without overlap; each node a target or children.
    A chart left empty (`top`) is allowed: the printed chart is used at the table."""
    if top and nodes in (None, []):
        return []
    if not isinstance(nodes, list) or not nodes:
        return [f"{where}: needs at least one die range"]
    problems: list[str] = []
    spans: list[tuple[int, int]] = []
    for i, node in enumerate(nodes):
        here = f"{where} #{i + 1}"
        if not isinstance(node, dict):
            problems.append(f"{here}: is not an entry")
            continue
        dice = node.get("dice")
        if (
            not isinstance(dice, list)
            or len(dice) not in (1, 2)
            or not all(isinstance(d, int) and not isinstance(d, bool) for d in dice)
        ):
            problems.append(f"{here}: die range must be one or two whole numbers")
            continue
        lo, hi = dice[0], dice[-1]
        if not (DIE[0] <= lo <= hi <= DIE[1]):
            problems.append(f"{here}: die range {lo}-{hi} is not within 1-6")
            continue
        spans.append((lo, hi))
        here = f"{where} {lo}-{hi}"
        children, target = node.get("children"), node.get("target")
        if children and target:
            problems.append(f"{here}: has both a target and a nested roll; keep one")
        elif children:
            problems.extend(tree_problems(children, f"{here} ›"))
        elif isinstance(target, dict):
            problems.extend(_target_problems(target, here))
            sub = node.get("substitute")
            if sub is not None:
                problems.extend(_target_problems(sub, f"{here} (substitute)"))
        else:
            problems.append(f"{here}: needs a target or a nested roll")
    spans.sort()
    expect = DIE[0]
    for lo, hi in spans:
        if lo < expect:
            problems.append(f"{where}: die ranges overlap at {lo}")
        elif lo > expect:
            problems.append(f"{where}: no range covers {expect}" + (f"-{lo - 1}" if lo - 1 > expect else ""))
        expect = max(expect, hi + 1)
    if spans and expect <= DIE[1]:
        problems.append(f"{where}: no range covers {expect}" + (f"-{DIE[1]}" if expect < DIE[1] else ""))
    return problems


def _target_problems(target: Any, where: str) -> list[str]:
    if not isinstance(target, dict) or target.get("kind") not in TARGET_KINDS:
        return [f"{where}: target kind must be one of {', '.join(TARGET_KINDS)}"]
    name = target.get("name", "")
    if not isinstance(name, str):
        return [f"{where}: target name must be text"]
    if target["kind"] != "vacant_territory" and not name.strip():
        return [f"{where}: the target needs a name"]
    return []


def profile_problems(data: Any, pack: Pack | None = None, kind: str = "realm") -> list[str]:
    """Everything wrong with a profile: our shape checks, then the pack's schema if it has one."""
    if not isinstance(data, dict):
        return ["the profile is not a mapping"]
    if kind != "realm":
        # Other profile kinds (e.g. keyed automa cards) are checked by their pack's schema only.
        return schema_problems(data, pack, kind)
    problems: list[str] = []
    if not isinstance(data.get("name"), str) or not data["name"].strip():
        problems.append("name: a Realm profile needs a name")
    removed = data.get("removed_cards")
    if not isinstance(removed, dict):
        problems.append("removed_cards: must list the card ids removed in each Age")
    else:
        for age, cards in removed.items():
            if str(age) not in {str(a) for a in AGES}:
                problems.append(f"removed_cards: Age {age} does not exist (1-4)")
            elif not isinstance(cards, list) or not all(
                isinstance(c, (str, int)) and not isinstance(c, bool) for c in cards
            ):
                problems.append(f"removed_cards: Age {age}: card ids must be a list")
            elif pack is not None and pack.decks:
                known = {c for deck in pack.decks.values() for c in deck}
                unknown = [
                    str(c)
                    for c in cards
                    if str(c) not in known and not (isinstance(c, int) and f"{c:02d}" in known)
                ]
                if unknown:
                    problems.append(f"removed_cards: Age {age}: no card {', '.join(unknown)}")
    targeting = data.get("targeting")
    if not isinstance(targeting, dict):
        problems.append("targeting: needs the Military and Diplomatic Targeting Charts")
    else:
        for chart in CHARTS:
            problems.extend(tree_problems(targeting.get(chart), f"targeting.{chart}", top=True))
    return problems or schema_problems(data, pack, kind)


def schema_problems(data: Any, pack: Pack | None, kind: str) -> list[str]:
    """What the pack's registered schema for this profile kind says is wrong (none: nothing)."""
    if pack is None:
        return []
    spec = pack.meta.profiles.get(kind)
    model = pack.registry.schemas.get(("profile", spec.schema_)) if spec else None
    if model is None:
        return []
    try:
        model.model_validate(data)
    except ValidationError as err:
        return [f"{'.'.join(map(str, e['loc'])) or '(top)'}: {e['msg']}" for e in err.errors()]
    return []


def slug(name: str) -> str:
    """A file name for a profile name (keeps letters of any script)."""
    s = re.sub(r"[^\w\-]+", "_", name.strip(), flags=re.UNICODE).strip("_")
    return s or "profile"


def save_profile(pack_id: str, data: dict[str, Any], kind: str = "realm", path: Path | None = None) -> Path:
    """Write a profile as YAML under the user's profiles folder; returns the file."""
    folder = paths.profiles_dir(pack_id, kind)
    path = path or folder / f"{slug(str(data.get('name', '')))}.yaml"
    write_atomic(path, yaml.safe_dump(data, allow_unicode=True, sort_keys=False), backups=1)
    return path


def load_profiles(pack: Pack, kind: str = "realm") -> tuple[list[tuple[Path, dict[str, Any]]], list[str]]:
    """Every usable profile of a kind, and a message per file that cannot be used."""
    found: list[tuple[Path, dict[str, Any]]] = []
    problems: list[str] = []
    for path in sorted(paths.profiles_dir(pack.id, kind).glob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
            problems.append(f"{path}: cannot be read: {str(exc).splitlines()[0]}")
            continue
        bad = profile_problems(data, pack, kind)
        if bad:
            problems.append(f"{path}: {bad[0]}" + (f" (and {len(bad) - 1} more)" if len(bad) > 1 else ""))
            continue
        found.append((path, data))
    return found, problems
