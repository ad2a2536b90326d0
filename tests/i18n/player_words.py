"""What no player text may say, in any language: provenance words ("seed", "research", "our
sources"), sentences about the app's own text instead of the game (issue 25 §3), engine words,
file names, a pack's node and chart ids, and parameters left unfilled."""

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

# Issue 25 §3: a step says what to do at the table; it never describes the app's extracted text
# ("The booklet's text keeps only this chart's heading", "… is a reading", "not in the Polish
# calamity texts", "printed on the published cards", "the app's card list", "Bookkeeping of the
# app"). A player holding the printed booklet reads such a sentence as false. Each entry: what it
# refuses, and its forms in English, Polish and Ukrainian (as the catalogues wrote them).
APP_SOURCE: dict[str, re.Pattern[str]] = {
    name: re.compile("|".join(patterns), re.IGNORECASE)
    for name, patterns in {
        "the booklet's text": (
            r"\bbooklet'?s text\b",
            r"\btext of (?:the|this) booklet\b",
            r"\btekst\w*(?: tego pola)? (?:w )?broszur\w*",
            r"\bw tekście broszury\b",
            r"\bтекст\w*(?: цього поля)? (?:в |у )?брошур\w*",
            r"\bу тексті брошури\b",
        ),
        "a reading": (
            r"\b(?:is|are) a reading\b",
            r"\ba reading of (?:the|this)\b",
            r"\bto interpretacja\b",
            r"\binterpretacja przypisu\b",
            r"\bkrok interpretuje\b",
            r"\bце тлумачення\b",
            r"\bтлумачення примітки\b",
            r"\bкрок тлумачить\b",
        ),
        "the Polish / English texts": (
            r"\bPolish (?:calamity )?texts?\b",
            r"\bthe English (?:text|card)s?\b",
            r"\bpolsk\w* tekst\w*",
            r"\bangielsk\w* kart\w*",
            r"\bпольськ\w* текст\w*",
            r"\bанглійськ\w* карт\w*",
        ),
        "the published cards": (
            r"\bpublished (?:cards?|rules|card summary|English card)\b",
            r"\bprinted on the published\b",
            r"\bwydan(?:ych|ej|e|ymi|ą) (?:kart\w*|zasad\w*)",
            r"\bopis\w* wydanej karty\b",
            r"\bвидан\w* (?:карт\w*|правил\w*)",
            r"\bопис\w* виданої карти\b",
        ),
        "the app's card list": (
            r"\bthe app'?s card list\b",
            r"\bcard list the app uses\b",
            r"\blist\w* kart,? (?:której|których) używa aplikacja",
            r"\bсписок\w* карт,? (?:яким|яких) користується застосунок",
        ),
        "the app's bookkeeping": (
            r"\bbookkeeping of the app\b",
            r"\bthe app'?s bookkeeping\b",
            r"\bporządki w aplikacji\b",
            r"\bоблік застосунку\b",
        ),
    }.items()
}

# Issue 25 §3: the engine's words stay out of every text a player can see.
ENGINE_WORDS: dict[str, re.Pattern[str]] = {
    name: re.compile("|".join(patterns), re.IGNORECASE)
    for name, patterns in {
        "node": (r"\bnodes?\b", r"\bwęz(?:eł|ł\w*)", r"\bвуз(?:ол|л\w*)"),
        "predicate": (r"\bpredicates?\b", r"\bpredykat\w*", r"\bпредикат\w*"),
        "mapping": (r"\bmappings?\b", r"\bmapowani\w*", r"\bмапуванн\w*", r"\bмапінг\w*"),
        "YAML": (r"\bya?ml\b",),
        "alias": (r"\balias\w*", r"\bаліас\w*"),
        "schema": (r"\bschemas?\b", r"\bschemat\w*", r"\bсхем\w* (?:даних|профілю)"),
        "rule pack": (
            r"\brules? packs?\b",
            r"\bpakiet\w* (?:zasad|reguł)",
            r"\bpaczk\w* (?:zasad|reguł)",
            r"\bпакет\w* правил",
        ),
    }.items()
}
# Engine words that are a game's own words in one pack (the glossary's rows for that pack):
# EU's Trade Node, Distant Node and the targeting charts' child / sibling / cousin nodes
# (glossary §2b, "Trade Node" and "child / sibling / cousin nodes"; seed 002 says "nodes").
GAME_WORDS: dict[str, set[str]] = {"eupop": {"node"}}


def internal_ids(pack: Pack) -> set[str]:
    """Chart and node ids of a pack (variant patches included) that look like ids: with `_`."""
    ids = set(pack.charts)
    for chart in pack.charts.values():
        ids |= {node.id for node in chart.nodes}
    for variant in pack.meta.variants.values():
        for patch in variant.patches:
            ids |= {str(node.get("id")) for node in patch.nodes if isinstance(node, dict)}
    return {i for i in ids if "_" in i}


def app_source_problems(text: str, pack_id: str = "") -> Iterator[str]:
    """Sentences about the app's own text and engine words (issue 25 §3) in one player text;
    `pack_id` allows the engine words that are that pack's game words (GAME_WORDS)."""
    for name, pattern in APP_SOURCE.items():
        found = pattern.search(text)
        if found:
            yield f"speaks of the app's text ({name}): {found.group()!r}"
    allowed = GAME_WORDS.get(pack_id, set())
    for name, pattern in ENGINE_WORDS.items():
        found = pattern.search(text)
        if found and name not in allowed:
            yield f"engine word ({name}): {found.group()!r}"


def problems_of(text: str, ids: set[str], rendered: bool, pack_id: str = "") -> Iterator[str]:
    """Why a player text is refused (nothing when it is fine). `rendered`: its parameters have
    been filled, so a `{name}` or `%n` left in it is refused too. `pack_id`: the pack the text
    belongs to (its game words are not engine words)."""
    found = PROVENANCE.search(text)
    if found:
        yield f"provenance word {found.group()!r}"
    yield from app_source_problems(text, pack_id)
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
