"""A pack's profiles, data sheets a player fills once and reuses: YAML files under the user's
profiles folder, listed, read, checked by the schema the pack registers for the kind, saved and
deleted. Problems name the file and line, and the field in player words. No Qt."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from desktop.core import paths
from desktop.core.cache_write import write_atomic
from desktop.core.file_words import at, joined
from desktop.core.messages import Message, MessageError, Said, engine_msg, fill, render_plain
from desktop.core.pack.checking import checked, json_schema
from desktop.core.pack.pack_loading import Pack
from desktop.core.pack.pack_model import Profile
from desktop.core.pack.record import Record, invalid, record_class
from desktop.core.pack.yaml_source import LoadError, Located, load_yaml
from desktop.core.profile.profile_schema import ProfileSchema, data_path, where
from desktop.core.profile.schema_words import error_words

DELETED = ".deleted"  # a deleted profile keeps this suffix (one copy), out of every list


@dataclass(frozen=True)
class Problem:
    """Something the schema refuses: where in the data, the field in player words, and why."""

    path: tuple[Any, ...]
    where: tuple[Message | str, ...]
    reason: Said

    def text(self) -> str:
        """`field › field: reason` in English (for files, logs and the CLI)."""
        return render_plain(self.message())

    def message(self) -> Said:
        """`field › field: reason`, each part rendered in the player's language by the UI."""
        if not self.where:
            return self.reason
        place: Said = self.where[0]
        for word in self.where[1:]:
            place = engine_msg("{outer} › {inner}", outer=place, inner=word)
        return engine_msg("{field}: {reason}", field=place, reason=self.reason)


@dataclass(frozen=True)
class StoredProfile:
    """A usable profile file: where it is, its name, its data."""

    file: Path
    name: str
    data: dict[str, Any]


class ProfileError(MessageError):
    """A profile the schema refuses (nothing was written)."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__(joined([p.message() for p in problems]))
        self.problems = problems


def english(word: Message | str) -> str:
    """A message in its source language, without Qt (for file problems and logs)."""
    if isinstance(word, Message):
        return fill(word.text, word.count, {k: str(v) for k, v in word.params.items()})
    return word


def kinds(pack: Pack) -> dict[str, Profile]:
    """The kinds of profile a pack has (e.g. one per faction data sheet)."""
    return dict(pack.meta.profiles)


def model(pack: Pack, kind: str) -> type[Record] | None:
    """The record class the pack registered for a profile kind (None: any mapping goes)."""
    spec = pack.meta.profiles.get(kind)
    return record_class(pack.registry.schemas.get(("profile", spec.schema_))) if spec else None


def prepare_checks(packs: Iterable[Pack]) -> None:
    """Build the checks of every profile kind of `packs` now (pydantic builds them on first use:
    ≈ 100 ms with its import, which a step or setup checking a profile would otherwise wait)."""
    from desktop.core.pack import record_check  # imports pydantic

    found = (model(pack, kind) for pack in packs for kind in kinds(pack))
    record_check.prepare(cls for cls in found if cls is not None)


def schema(pack: Pack, kind: str) -> ProfileSchema | None:
    """How the kind is edited: its JSON schema with the pack's field hints."""
    spec, found = pack.meta.profiles.get(kind), model(pack, kind)
    if spec is None or found is None:
        return None
    return ProfileSchema.of(pack.id, spec, json_schema(found))


# What a profile holds: the values JSON keeps (a game stores its bots' profiles as JSON).
_PLAIN = (str, int, float, bool, type(None))


def not_plain(data: Any) -> tuple[tuple[Any, ...], Any] | None:
    """The first value (its key path and itself) that is neither text, a number, yes/no, empty,
    a list nor a mapping with text or whole-number keys: YAML's `!!binary`, `!!set` or a date.
    None when every value is plain. Walks without recursion (a parsed file is bounded already)."""
    stack: list[tuple[tuple[Any, ...], Any]] = [((), data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                if type(key) is not str and type(key) is not int:
                    return path + (key,), key
                stack.append((path + (key,), item))
        elif isinstance(value, list):
            stack.extend((path + (i,), item) for i, item in enumerate(value))
        elif type(value) not in _PLAIN:
            return path, value
    return None


def _not_plain_problem(data: Any) -> Problem | None:
    found = not_plain(data)
    if found is None:
        return None
    path, value = found
    words = tuple(str(p) for p in path)
    reason = engine_msg(
        "holds {kind}, not text or a number (a profile holds text, numbers, yes/no and lists)",
        kind=_kind_words(value),
    )
    return Problem(path, words, reason)


def _kind_words(value: Any) -> Said:
    if isinstance(value, (bytes, bytearray)):
        return engine_msg("binary data (!!binary)")
    if isinstance(value, (set, frozenset)):
        return engine_msg("a set (!!set)")
    if type(value).__name__ in ("date", "datetime"):
        return engine_msg("a date")
    return engine_msg("a value of type {type}", type=type(value).__name__)


def check(pack: Pack, kind: str, data: Any) -> list[Problem]:
    """Everything the pack's schema refuses in a profile, each with its field in player words.
    A value a game cannot keep (binary data, a set, a date) is refused before the schema sees
    it: the schema's checks would take bytes for text."""
    if not isinstance(data, dict):
        return [Problem((), (), engine_msg("the profile is not a mapping of fields"))]
    odd = _not_plain_problem(data)
    if odd is not None:
        shape = schema(pack, kind)
        if shape is not None:
            odd = Problem(odd.path, where(shape.shape(), data, odd.path), odd.reason)
        return [odd]
    found = model(pack, kind)
    if found is None:
        return []
    try:
        checked(found, data)
    except invalid() as err:
        shape = schema(pack, kind)
        out = []
        for e in err.errors():
            at = data_path(data, tuple(e["loc"]))
            words = where(shape.shape(), data, at) if shape is not None else tuple(map(str, at))
            out.append(Problem(at, words, error_words(dict(e))))
        return out
    return []


def folder(pack: Pack, kind: str) -> Path:
    """Where a kind's profiles live in the player's data."""
    return paths.profiles_dir(pack.id, kind)


def read(file: Path) -> Located:
    """A profile file's data with the line of every field (LoadError names file and line)."""
    return load_yaml(file)


def list_profiles(pack: Pack, kind: str) -> tuple[list[StoredProfile], list[Said]]:
    """Every usable profile of a kind, by file name, and a `file:line: field: reason` line for
    each file that cannot be used (the file is left as it is)."""
    found: list[StoredProfile] = []
    problems: list[Said] = []
    for file in sorted(folder(pack, kind).glob("*.yaml")):
        try:
            located = read(file)
        except LoadError as err:
            problems.append(err.messages[0])
            continue
        bad = check(pack, kind, located.data)
        if bad:
            first = at(located.where(bad[0].path), bad[0].message())
            more = engine_msg("{first} (and %n more)", len(bad) - 1, first=first)
            problems.append(more if len(bad) > 1 else first)
            continue
        found.append(StoredProfile(file, str(located.data.get("name") or file.stem), located.data))
    return found, problems


def slug(name: str) -> str:
    """A file name for a profile name (keeps letters of any script)."""
    s = re.sub(r"[^\w\-]+", "_", name.strip(), flags=re.UNICODE).strip("_")
    return s or "profile"


def save(pack: Pack, kind: str, data: dict[str, Any], file: Path | None = None) -> Path:
    """Check a profile and write it (a new one is named after its `name`); the previous version
    of the file is kept beside it. Refused data raises ProfileError and writes nothing."""
    problems = check(pack, kind, data)
    if problems:
        raise ProfileError(problems)
    file = file or folder(pack, kind) / f"{slug(str(data.get('name', '')))}.yaml"
    write_atomic(file, yaml.safe_dump(data, allow_unicode=True, sort_keys=False), backups=1)
    return file


def delete(file: Path) -> Path:
    """Set a profile aside (renamed with `.deleted`, out of every list, one copy kept)."""
    gone = file.with_name(file.name + DELETED)
    os.replace(file, gone)
    return gone
