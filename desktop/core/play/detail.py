"""A node's detail in player words: its rules note and where its rule comes from (no Qt).

Provenance never sits in a step's instruction: the step panel's F1 box, the flowchart's node
detail and its tooltip all show this one record, rendered by `desktop/ui/sources.py`."""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from desktop.core.messages import Message
from desktop.core.pack.pack_model import Chart, PackMeta
from desktop.core.per_object import PerObject
from desktop.core.values import Value

# A section that names a file ("notes.md §3") is an author's reference, not a heading a player
# can look up in a book: it is not shown.
_FILE_NAME = re.compile(r"\b[\w-]+\.(md|ya?ml|py|txt|json|pdf)\b", re.IGNORECASE)
# A rule number ("7.5.4", "5.5.1.II") is the same in every language; a heading has words.
_NUMBER = re.compile(r"[\d.IVX ]+")


def section_of(pack_id: str, section: str) -> Message | str | None:
    """A heading of a source as the player's language says it: a heading in words is a message
    of the pack (the booklets' headings differ by language), a number ("7.5.4") stays as it is,
    a file name is not shown."""
    section = section.strip()
    if not section or _FILE_NAME.search(section):
        return None
    return section if _NUMBER.fullmatch(section) else Message(pack_id, section, sense="source heading")


class SourceInfo(Value):
    """A source document as players know it: its name, and whether it is the printed rules."""

    title: Message | None  # None: the pack gives it no player-facing name
    printed: bool = True


class NodeDetail(Value):
    """What a node's detail shows besides its text: the rules note, the source and the heading
    in it, and whether the step is reconstructed (and says so with a badge on the step)."""

    note: Message | None = None
    source: SourceInfo | None = None
    section: Message | str | None = None
    reconstructed: bool = False
    badge: bool = False


def _sources(meta: PackMeta) -> Mapping[str, SourceInfo]:
    return MappingProxyType(
        {s.id: SourceInfo(Message(meta.id, s.player) if s.player else None, s.printed) for s in meta.sources}
    )


pack_sources = PerObject(_sources)  # the pack's sources by id, as players know them, once per pack


def node_detail(pack_id: str, sources: Mapping[str, SourceInfo], chart: Chart, node: Any) -> NodeDetail:
    """The detail of one node of a chart (its own source, else the chart's)."""
    ref = node.source or chart.source
    return NodeDetail(
        note=Message(f"{pack_id}/{chart.id}", node.note) if node.note else None,
        source=sources.get(ref.seed, SourceInfo(None)) if ref is not None else None,
        section=section_of(pack_id, ref.section) if ref is not None else None,
        reconstructed=bool(node.reconstructed or chart.reconstructed),
        badge=bool(node.verify),
    )
