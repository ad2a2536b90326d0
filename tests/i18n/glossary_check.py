"""Glossary fidelity: parse ../shared/glossary.md and check a translation uses its terms.

A term applies where its English form occurs in a source text (whole words; a lower-case
term also matches at the start of a sentence; plural -s/-es allowed). The translation must
then contain the glossary's Polish/Ukrainian term word by word, with the glossary's
capitalisation. The glossary allows inflection (case, number, person: its "Binding rule"), so
a word matches when its stem (all but the last letters) starts a word of the translation;
the forms the glossary spells out (parentheses, §3 plural table, quoted notes) match as well.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

GLOSSARY = Path(__file__).resolve().parents[3] / "shared" / "glossary.md"
# Which glossary sections bind which catalogue: §2a everywhere, a game's section in its pack.
PACK_SECTIONS = {"eupop": "2b", "root_clockwork": "2c", "glory_automa": "2d", "megaciv_calamities": "2e"}
_PAREN = re.compile(r"\s*\(([^)]*)\)")
_QUOTES = str.maketrans("", "", '„”«»"`*')
_TICKED = re.compile(r"`([^`]+)`")
_PLACEHOLDER = re.compile(r"\{[^}]*\}|%n")
_ACCEL = re.compile(r"&(?=\w)")  # a menu accelerator ("&Game"), not "Peace & Rebels"
# Words that are glossary terms only as a whole answer ("No"), not as a determiner ("No game").
WHOLE_SOURCE_ONLY = {"yes", "no", "ok", "next", "back"}


@dataclass
class Term:
    """One English term with the Polish and Ukrainian forms that render it."""

    en: str
    section: str
    pl: set[str] = field(default_factory=set)
    uk: set[str] = field(default_factory=set)
    spellings: set[str] = field(default_factory=set)  # English forms merged into this term
    heads: set[str] = field(default_factory=set)  # head words of compounds (see terms_for)

    def forms(self, lang: str) -> set[str]:
        return self.pl if lang == "pl" else self.uk


def _clean(cell: str) -> tuple[str, list[str]]:
    """A cell's main text (parentheses removed) and the forms given in its parentheses."""
    cell = cell.translate(_QUOTES).strip()
    extra = [re.sub(r"^pl\.\s*", "", m).strip() for m in _PAREN.findall(cell)]
    return _PAREN.sub("", cell).strip(), [e for e in extra if e]


def _split(text: str, on: str) -> list[str]:
    return [p.strip() for p in re.split(on, text) if p.strip()]


def _distribute(parts: list[str]) -> list[str]:
    """ "Military / Diplomatic Targeting Chart" is two terms sharing a tail (and "Diagram Celów
    Militarnych / Dyplomatycznych" two sharing a head): write each out in full."""
    if len(parts) < 2:
        return parts
    first, last = parts[0].split(), parts[-1].split()
    if len(last) > 1 and all(len(p.split()) == 1 for p in parts[:-1]):
        return [f"{p} {' '.join(last[1:])}" for p in parts[:-1]] + [parts[-1]]
    if len(first) > 1 and all(len(p.split()) == 1 for p in parts[1:]):
        return [parts[0]] + [f"{' '.join(first[:-1])} {p}" for p in parts[1:]]
    return parts


def _en_key(text: str) -> str | None:
    text = re.sub(r"^(Phase \d+:|\d[A-Z])\s+", "", text).strip()
    if not text or any(c in text for c in "[]…+?=") or text in ("—", "-"):
        return None
    return text


# "never `X`", "never `X` / `Y`", "never shorten `A` to `B`" (B is the wrong form), "`A`, never `B`"
_NEVER = re.compile(r"\bnever\s+(?:shorten\s+`[^`]+`\s+to\s+)?`([^`]+)`(?:\s*/\s*`([^`]+)`)?", re.IGNORECASE)


def never_forms(text: str) -> list[str]:
    """The forms a glossary note calls wrong ("never `człowiek` / `людина` for a player")."""
    return [form for m in _NEVER.finditer(text) for form in m.groups() if form]


@dataclass
class NeverNote:
    """A sentence of the glossary that says "never": where it is, the row's English term (empty
    outside a table), its text, and the wrong forms it names (empty when it names none)."""

    line: int
    row: str
    text: str
    wrong: list[str]


def never_notes(path: Path = GLOSSARY) -> list[NeverNote]:
    """Every "never" of the glossary, table rows and prose alike, in order."""
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not re.search(r"\bnever\b", line, re.IGNORECASE):
            continue
        row = ""
        if line.startswith("|"):
            row = line.strip().strip("|").split("|")[0].strip()
        out.append(NeverNote(number, row, line.strip(), never_forms(line)))
    return out


def parse_glossary(path: Path = GLOSSARY) -> list[Term]:
    """Every term of the tables in §2a–§2e, plus the §3 plural forms as extra forms."""
    terms: list[Term] = []
    plural_forms: dict[str, dict[str, set[str]]] = {}
    section = ""
    header: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"^##\s+(\d[a-e]?)\.", line)
        if heading:
            section, header = heading.group(1), []
            continue
        if not line.startswith("|"):
            header = []
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not header:
            header = cells
            continue
        if set("".join(cells)) <= set("-: "):
            continue
        row = dict(zip(header, cells, strict=False))
        if section == "3" and "EN" in row:
            forms = plural_forms.setdefault(row["EN"].split(" (")[0].lower(), {"pl": set(), "uk": set()})
            for col, value in row.items():
                lang = col[:2].lower()
                if lang in ("pl", "uk") and value not in ("=", ""):
                    forms[lang].add(re.sub(r"^\d+\s+", "", value.rstrip("*").strip()))
            continue
        if section[:1] != "2":
            continue
        notes = " ".join(v for k, v in row.items() if k.lower().startswith("note"))
        wrong = set(never_forms(notes))  # "never `znacznik Idei`" is a wrong form, not a right one
        ticked = [t for t in _TICKED.findall(notes) if t not in wrong]
        verb = re.search(r"verb:\s*([^/;`]+?)\s*/\s*([^;`]+)", notes)
        if verb:  # "verb: wypowiedzieć Wojnę / оголосити війну" names the verb forms
            ticked += [verb.group(1).strip(), verb.group(2).strip()]
        heading = re.match(r"^(Phase \d+): (.+?)(?: Phase)?$", row.get("EN", ""))
        if heading and len(ticked) >= 2:
            # "Phase 3: Peace & Rebels" as a heading has the forms the Note column gives
            title = heading.group(2).replace(" Phase", "").strip()
            title = re.sub(r"^(Draw Cards|Action)$", lambda m: m.group(1), title)
            terms.append(
                Term(
                    f"{heading.group(1)}: {title}",
                    section,
                    {t for t in ticked if t.startswith("Faza")},
                    {t for t in ticked if t.startswith("Фаза")},
                )
            )
        en_cols = [h for h in header if h.startswith("EN")]
        for en_col in en_cols:
            suffix = en_col[2:]
            pl_raw, uk_raw = row.get("PL" + suffix, ""), row.get("UK" + suffix, "")
            en_main, en_extra = _clean(row.get(en_col, ""))
            pl_main, pl_extra = _clean(pl_raw)
            uk_main, uk_extra = _clean(uk_raw)
            en_parts = _distribute(_split(en_main, r"\s*/\s*|,\s+"))
            pl_parts = _distribute(_split(pl_main, r"\s*/\s*"))
            uk_parts = _distribute(_split(uk_main, r"\s*/\s*"))
            if not pl_parts or not uk_parts:
                continue
            if len(pl_parts) == len(uk_parts) == len(en_parts):
                pairs = list(zip(en_parts, pl_parts, uk_parts, strict=True))
            elif len(pl_parts) == len(uk_parts) == 1:
                pairs = [(en, pl_parts[0], uk_parts[0]) for en in en_parts]
            else:
                continue  # the glossary pairs these in a way we cannot line up: not checked
            en_alts = [a for a in _PAREN.findall(row.get(en_col, "")) if a.startswith("pl.")]
            for en, pl, uk in pairs:
                key = _en_key(en)
                if key is None or pl in ("—",) or uk in ("—",):
                    continue
                term = Term(key, section, {pl, *pl_extra, *ticked}, {uk, *uk_extra, *ticked})
                terms.append(term)
                for alt in en_alts:
                    terms.append(Term(alt[3:].strip(), section, set(term.pl), set(term.uk)))
    for t in terms:
        extra = plural_forms.get(t.en.lower())
        if extra:
            t.pl |= extra["pl"]
            t.uk |= extra["uk"]
    return terms


# English words with a second sense the glossary does not cover: the other sense's words are
# accepted too ("the Bot loses the Battle" is przegrywa, not traci; "its turn to" is kolej).
SENSES: dict[str, dict[str, set[str]]] = {
    "lose": {"pl": {"przegrać"}, "uk": {"програти"}},
    "cost": {"pl": {"kosztować"}, "uk": {"коштувати"}},
    "turn": {"pl": {"kolej", "odwrócić"}, "uk": {"черга", "перевернути"}},
    "target": {"pl": {"docelowy"}, "uk": {"цільовий"}},
    "roll": {"pl": {"rzucić ponownie"}, "uk": {"перекинути"}},
    "place": {"pl": {"umieszczać"}, "uk": {"розміщувати"}},
    "round": {"pl": {"w kółko"}, "uk": {"по колу"}},  # "wrap round"
    # "Move the Vagabot there": moving a piece, not Root's Move step (seed 001, 7.5: the
    # Vagabot "przemieszcza się", one item "za każde przemieszczenie się"; it has no Ruch).
    "move": {"pl": {"przemieścić"}, "uk": {"перемістити"}},
    # "Bots Research…", "Has the Bot Researched…", "where Rebels Liberated…": verbs, which
    # Ukrainian writes in lower case (glossary: "*Research* an Idea is `досліджувати`");
    # «Досліджена», «Звільнена» are states.
    "research": {"pl": set(), "uk": {"досліджувати"}},
    "researched": {"pl": set(), "uk": {"дослідити"}},
    "liberated": {"pl": set(), "uk": {"звільнити"}},
}


def terms_for(catalogue: str, terms: list[Term]) -> dict[str, Term]:
    """The terms binding one catalogue (by file name), merged per English form: "Pass" and
    "pass" are one term (either translation is right), CAPS labels stay apart."""
    pack = next((p for p in PACK_SECTIONS if catalogue.startswith(f"rules_{p}_")), None)
    sections = {"2a"} | ({PACK_SECTIONS[pack]} if pack else set())
    merged: dict[str, Term] = {}
    for t in terms:
        if t.section not in sections:
            continue
        key = t.en if t.en.isupper() else t.en.lower()
        m = merged.setdefault(key, Term(t.en, t.section))
        m.spellings.add(t.en)
        m.pl |= t.pl
        m.uk |= t.uk
    for key, senses in SENSES.items():
        if key in merged:
            merged[key].pl |= senses["pl"]
            merged[key].uk |= senses["uk"]
    # "roll" used as a noun is the "die roll": a one-word term also accepts the head word of
    # the glossary's two-word compounds ending in it (die roll -> rzut kością / кидок кубика).
    for t in terms:
        words = t.en.split()
        if t.section in sections and len(words) == 2 and words[1].lower() in merged:
            m = merged[words[1].lower()]
            m.heads |= {f.split()[0] for f in t.pl | t.uk if f.split()}
    return merged


def _en_pattern(spellings: set[str]) -> re.Pattern[str]:
    alts = []
    for term in sorted(spellings, key=len, reverse=True):
        first, rest = term[0], re.escape(term[1:])
        alts.append((f"[{first.lower()}{first.upper()}]" if first.islower() else re.escape(first)) + rest)
    return re.compile(rf"(?<![\w-])(?:{'|'.join(alts)})(?:s|es)?(?![\w-])")


def used_terms(source: str, terms: dict[str, Term]) -> list[tuple[Term, bool]]:
    """Glossary terms a source uses, longest first, each with whether its capitalisation
    binds: it does where the English writes the term capitalised mid-sentence (a game term,
    "Bot Power") and not where English has it lower case or only capitalised by position
    (sentence start, a label). A term inside a longer one is not counted."""
    text = _ACCEL.sub("", _PLACEHOLDER.sub(" ", source))
    found: list[tuple[Term, bool]] = []
    for key in sorted(terms, key=len, reverse=True):
        if key in WHOLE_SOURCE_ONLY and _ACCEL.sub("", source).strip(" .?!:").lower() != key:
            continue
        pattern = _en_pattern(terms[key].spellings or {terms[key].en})
        matches = list(pattern.finditer(text))
        if matches:
            binds = any(m.group(0)[:1].isupper() and not _sentence_start(text, m.start()) for m in matches)
            found.append((terms[key], binds))
            text = pattern.sub(lambda m: "\0" * len(m.group(0)), text)
    return found


def _sentence_start(text: str, pos: int) -> bool:
    before = text[:pos].rstrip(" \0(\"'‘“«„")
    return not before or before[-1] in ".:;!?—–-"


def _norm(text: str, lang: str) -> str:
    # Inflection alternates some vowels inside a stem (UK хід/ходу, PL Wróg/Wroga).
    table = {"uk": str.maketrans("іїе", "ооо"), "pl": str.maketrans("óąęźśćń", "oeezscn")}[lang]
    return text.translate(table)


_VOWELS = set("aeiouyąęóAEIOUYĄĘÓаеєиіїоуюяАЕЄИІЇОУЮЯ'’")


def _skeleton(text: str) -> str:
    return "".join(c for c in text.lower() if c not in _VOWELS)


def _word_ok(word: str, words: list[str], lang: str, binds: bool = True) -> bool:
    if len(word) <= 2 and not word.isupper():
        return True  # prepositions inside a term ("w Stanie Wojny") may change with the sentence
    # the stem: all but the last letters (inflection changes word endings); a three-letter
    # word keeps two (Era/Ery, Дія/Дію, Мир/Миру)
    need = max(3, len(word) - 4) if len(word) > 3 else max(2, len(word) - 1)
    stem = _norm(word[:need].lower(), lang)
    # short words alternate inside (las/lesie): compare their consonants whole
    skel = _skeleton(word if len(word) <= 4 else word[:need])
    for w in words:
        if binds and word[0].isupper() and not w[0].isupper():
            continue  # a capitalised game term keeps its capital (glossary conventions)
        if word.isupper() and len(word) > 1 and not w.isupper():
            continue  # CAPS labels stay in CAPS
        n = _norm(w.lower(), lang)
        if n.lower().startswith(stem.lower()):
            return True
        # vowel alternation in the stem (UK обрати/оберіть, хід/ходу): same consonants
        if len(skel) >= 2 and w[:1].lower() == word[:1].lower() and _skeleton(w).startswith(skel):
            return True
    return False


def renders(
    translation: str, forms: set[str], lang: str, heads: set[str] = frozenset(), binds: bool = True
) -> bool:
    """Whether a translation contains one of the glossary's forms (inflected as allowed).
    For a one-word English term, a many-word form needs only its first word (the English
    "roll" says less than "rzucić kością"); compound head words count as forms too."""
    words = re.findall(r"[\w'’-]+", _ACCEL.sub("", _PLACEHOLDER.sub(" ", translation)))
    for form in forms:
        parts = re.findall(r"[\w'’-]+", form)
        if parts and all(_word_ok(p, words, lang, binds) for p in parts):
            return True
    return any(_word_ok(h, words, lang, binds) for h in heads)


def problems(source: str, translations: list[str], lang: str, terms: dict[str, Term]) -> list[str]:
    """Each glossary term the source uses that a translation (any plural form) does not render."""
    out = []
    for term, binds in used_terms(source, terms):
        forms = term.forms(lang)
        if len(term.en.split()) == 1:
            forms = {f.split()[0] for f in forms if f.split()} | forms
        for text in translations:
            if text and not renders(text, forms, lang, term.heads, binds):
                out.append(f"{term.en!r} should be {' / '.join(sorted(forms))}: {text!r}")
                break
    return out
