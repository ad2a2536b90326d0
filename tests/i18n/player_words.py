"""What no player text may say, in any language: provenance words ("seed", "research", "our
sources"), file names, a pack's node and chart ids, and parameters left unfilled."""

from __future__ import annotations

import re
from collections.abc import Iterator

from desktop.core.messages import Message
from desktop.core.pack.pack_loading import Pack

# Provenance words. "research" is also the EU verb for Ideas (glossary b9: Research an Idea), so
# it is allowed in a text that speaks of an Idea or of Quest for the New World; the Ukrainian
# noun "дослідження" is refused while the verb "досліджувати" / "досліджена" stays allowed.
PROVENANCE = re.compile(
    r"\bseed|(?<!\w)(?:сід|сид)\w*|\bour (?:sources|notes|research)\b|\bnasze (?:źródła|notatki)\b"
    r"|\bnaszych (?:źródeł|notatek)\b|наші (?:джерела|нотатки)|наших (?:джерел|нотаток)",
    re.IGNORECASE,
)
RESEARCH = re.compile(r"\bresearch|\bbadań\b|\bbadani[aeu]\b|дослідженн", re.IGNORECASE)
IDEA_CONTEXT = re.compile(r"Idea|Ide[ai]|Іде|QftNW|Quest for the New World", re.IGNORECASE)
FILE_NAME = re.compile(r"\b[\w-]+\.(?:md|ya?ml|py|json|txt|ts|qm|pdf)\b", re.IGNORECASE)
UNFILLED = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n")
SNAKE = re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b")


def internal_ids(pack: Pack) -> set[str]:
    """Chart and node ids of a pack (variant patches included) that look like ids: with `_`."""
    ids = set(pack.charts)
    for chart in pack.charts.values():
        ids |= {node.id for node in chart.nodes}
    for variant in pack.meta.variants.values():
        for patch in variant.patches:
            ids |= {str(node.get("id")) for node in patch.nodes if isinstance(node, dict)}
    return {i for i in ids if "_" in i}


def problems_of(text: str, ids: set[str], rendered: bool) -> Iterator[str]:
    """Why a player text is refused (nothing when it is fine). `rendered`: its parameters have
    been filled, so a `{name}` or `%n` left in it is refused too."""
    found = PROVENANCE.search(text)
    if found:
        yield f"provenance word {found.group()!r}"
    found = RESEARCH.search(text)
    if found and not IDEA_CONTEXT.search(text):
        yield f"provenance word {found.group()!r}"
    found = FILE_NAME.search(text)
    if found:
        yield f"file name {found.group()!r}"
    leaked = sorted(set(SNAKE.findall(UNFILLED.sub(" ", text))) & ids)
    if leaked:
        yield f"internal ids {leaked}"
    if rendered:
        found = UNFILLED.search(text)
        if found:
            yield f"unfilled {found.group()!r}"


def shown_messages(message: object) -> Iterator[Message]:
    """A message and the messages nested in its parameters."""
    if isinstance(message, Message):
        yield message
        for value in message.params.values():
            yield from shown_messages(value)
    elif isinstance(message, (list, tuple)):
        for value in message:
            yield from shown_messages(value)
