"""The i18n tool (`python -m tools.i18n`) on the tiny pack: contexts the engine uses, merging, plural
entries, fill; each extractor on its own."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from i18n_helpers import ROOT, TINY, messages_of_play

from desktop.core.pack.pack_loading import load_pack
from tools.i18n.catalogue import Entry
from tools.i18n.cli import main
from tools.i18n.extract import extract_pack
from tools.i18n.lupdate import lrelease, ui_entries
from tools.i18n.python_extractor import engine_entries, module_entries
from tools.i18n.review import fill, status, todo
from tools.i18n.tsfile import read_ts, write_ts
from tools.i18n.yaml_extractor import chart_entries


@pytest.fixture
def pack_copy(tmp_path: Path) -> Path:
    """A private copy of the tiny pack (tests edit its texts)."""
    folder = tmp_path / "rules" / "tiny"
    shutil.copytree(TINY, folder)
    return folder


@pytest.fixture
def out(tmp_path: Path) -> Path:
    path = tmp_path / "translations"
    path.mkdir()
    return path


def entries(path: Path) -> dict[tuple[str, str], Entry]:
    return {(e.context, e.source): e for e in read_ts(path)}


def test_every_message_the_engine_shows_is_in_the_catalogue_with_its_context(out: Path) -> None:
    """Random play of the tiny pack: each pack text shown is found under the same context."""
    extract_pack(TINY, out)
    pack, problems = load_pack(TINY)
    assert pack is not None and not problems
    catalogue = entries(out / "rules_tiny_pl.ts")
    shown = [m for m in messages_of_play(pack, turns=30) if m.context != "engine"]
    assert shown, "play showed no pack texts"
    missing = {(m.context, m.text) for m in shown} - set(catalogue)
    assert not missing
    # the variant patch node and the nested card action are reached through other paths
    assert ("tiny/income", "Gain {n} Power.") in catalogue
    assert ("tiny", "{have} Power") in catalogue
    # card texts shown through ctx.msg(card["action"]) come from the deck file
    assert ("tiny", "Attack") in catalogue and ("tiny", "Build") in catalogue


def test_chart_texts_go_to_pack_slash_chart_and_pack_texts_to_pack(out: Path) -> None:
    extract_pack(TINY, out)
    cat = entries(out / "rules_tiny_uk.ts")
    for key in [
        ("tiny/main", "Tiny turn"),
        ("tiny/main", "Is an enemy next to the bot?"),
        ("tiny/main", "Cannot tell"),
        ("tiny/battle", "Roll {dice} dice."),
        ("tiny", "Tiny test bots"),
        ("tiny", "Income"),
        ("tiny", "Round"),
        ("tiny", "Easy"),
        ("tiny", "Last card"),
    ]:
        assert key in cat, key
    enemy = cat[("tiny/main", "Is an enemy next to the bot?")]
    assert any("node enemy" in c and "seed test, Turn (reconstructed)" in c for c in enemy.comments)


def test_node_with_count_is_a_plural_entry_with_three_forms_in_pl_two_in_en(out: Path) -> None:
    extract_pack(TINY, out)
    key = ("tiny/battle", "The bot wins; it gains %n Power.")
    pl, en = entries(out / "rules_tiny_pl.ts")[key], entries(out / "rules_tiny_en.ts")[key]
    assert pl.numerus and len(pl.forms()) == 3 and not pl.finished
    assert en.numerus and len(en.forms()) == 2
    # English holds plural entries only
    assert all(e.numerus for e in read_ts(out / "rules_tiny_en.ts"))


def test_reextraction_keeps_translations_marks_new_unfinished_drops_obsolete(
    pack_copy: Path, out: Path, tmp_path: Path
) -> None:
    extract_pack(pack_copy, out)
    pl = out / "rules_tiny_pl.ts"
    filled = tmp_path / "f.yaml"
    filled.write_text(
        "- {context: tiny/main, source: 'The bot passes.', translation: 'Bot pasuje.'}\n"
        "- {context: tiny/income, source: Income, translation: Dochód}\n",
        encoding="utf-8",
    )
    assert fill(pl, filled) == 0
    chart = pack_copy / "charts" / "income.yaml"
    chart.write_text(
        chart.read_text(encoding="utf-8").replace('title: "Income"', 'title: "Earnings"'), encoding="utf-8"
    )
    extract_pack(pack_copy, out)
    cat = entries(pl)
    kept = cat[("tiny/main", "The bot passes.")]
    assert kept.finished and kept.translation == "Bot pasuje."
    assert ("tiny/income", "Income") not in cat
    new = cat[("tiny/income", "Earnings")]
    assert not new.finished and not new.translation


def test_extract_twice_changes_nothing(out: Path) -> None:
    extract_pack(TINY, out)
    first = {p.name: p.read_text(encoding="utf-8") for p in out.glob("*.ts")}
    extract_pack(TINY, out)
    assert first == {p.name: p.read_text(encoding="utf-8") for p in out.glob("*.ts")}


def test_fill_refuses_changed_parameters_and_writes_nothing(
    out: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    extract_pack(TINY, out)
    pl = out / "rules_tiny_pl.ts"
    before = pl.read_text(encoding="utf-8")
    filled = tmp_path / "bad.yaml"
    filled.write_text(
        "- {context: tiny/main, source: 'The bot passes.', translation: 'Bot pasuje.'}\n"
        "- {context: tiny/income, source: 'Gain {n} Power.', translation: 'Otrzymaj 3 Moc.'}\n",
        encoding="utf-8",
    )
    assert fill(pl, filled) == 1
    assert "Gain {n} Power." in capsys.readouterr().err
    assert pl.read_text(encoding="utf-8") == before


def test_fill_refuses_wrong_number_of_plural_forms(out: Path, tmp_path: Path) -> None:
    extract_pack(TINY, out)
    filled = tmp_path / "bad.yaml"
    filled.write_text(
        "- context: tiny/battle\n  source: The bot wins; it gains %n Power.\n"
        "  forms: ['Bot wygrywa; otrzymuje %n Moc.', 'Bot wygrywa; otrzymuje %n Moce.']\n",
        encoding="utf-8",
    )
    assert fill(out / "rules_tiny_pl.ts", filled) == 1


def test_todo_then_fill_round_trip_translates_plural_entries(
    out: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import yaml

    extract_pack(TINY, out)
    pl = out / "rules_tiny_pl.ts"
    todo(pl)
    items = yaml.safe_load(capsys.readouterr().out)
    plural = next(i for i in items if i["source"] == "The bot wins; it gains %n Power.")
    assert plural["forms"] == ["", "", ""]
    plural["forms"] = [
        "Bot wygrywa; otrzymuje %n Moc.",
        "Bot wygrywa; otrzymuje %n Moce.",
        "Bot wygrywa; otrzymuje %n Mocy.",
    ]
    (tmp_path / "f.yaml").write_text(yaml.safe_dump([plural], allow_unicode=True), encoding="utf-8")
    assert fill(pl, tmp_path / "f.yaml") == 0
    done = entries(pl)[("tiny/battle", "The bot wins; it gains %n Power.")]
    assert done.is_done("pl")


def test_status_counts_untranslated(out: Path, capsys: pytest.CaptureFixture[str]) -> None:
    merged = extract_pack(TINY, out)
    status(sorted(out.glob("*.ts")))
    report = capsys.readouterr().out
    line = next(x for x in report.splitlines() if x.startswith("rules_tiny_pl.ts"))
    assert line.split()[1:] == [str(len(merged["pl"])), str(len(merged["pl"]))]


def test_module_messages_and_predicate_reasons_are_extracted(tmp_path: Path) -> None:
    module = tmp_path / "mod.py"
    module.write_text(
        "def register(reg):\n"
        "    @reg.predicate('p')\n"
        "    def p(ctx):\n"
        "        return ('yes', 'Has an Army') if ctx else ('no', ctx.msg('{n} left', n=1))\n"
        "    def q(ctx, n):\n"
        "        return ctx.msg('%n Bot Power', count=n)\n",
        encoding="utf-8",
    )
    found = {(e.source, e.numerus) for e in module_entries("demo", module)}
    assert found == {("Has an Army", False), ("{n} left", False), ("%n Bot Power", True)}


def test_reasons_of_top_level_decorated_predicates_are_extracted(tmp_path: Path) -> None:
    """Bundled pack modules declare rules as `@predicate(...)` functions: their plain-string
    reasons are found as they were inside `register(reg)`; other functions' strings are not."""
    module = tmp_path / "mod.py"
    module.write_text(
        "@predicate('p', outcomes=('yes', 'no'))\n"
        "def p(ctx):\n"
        "    return ('yes', 'Has an Army') if ctx else ('no', 'No Army')\n\n\n"
        "@value('v')\n"
        "def v(ctx):\n"
        "    return ('yes', 'not a reason')\n",
        encoding="utf-8",
    )
    found = {e.source for e in module_entries("demo", module)}
    assert found == {"Has an Army", "No Army"}


def test_unreadable_catalogue_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "rules_x_pl.ts"
    bad.write_text("<TS><context>", encoding="utf-8")
    with pytest.raises(SystemExit, match="not a readable catalogue"):
        read_ts(bad)


WIDGET_CODE = """
from PySide6.QtCore import QObject


def label(tr):
    return tr("Fit chart")


class Panel(QObject):
    def texts(self):
        tr = self.tr
        return [tr("Start turn"), self.tr("Undo"), label(self.tr)]
"""


def test_lupdate_contexts_match_what_self_tr_looks_up(qapp: object, tmp_path: Path) -> None:
    """`tr = self.tr` aliases and helpers given `self.tr` are filed under the class, so the
    running widget finds their translations."""
    import importlib.util
    import subprocess

    from PySide6.QtCore import QCoreApplication, QTranslator

    code = tmp_path / "panel_mod.py"
    code.write_text(WIDGET_CODE, encoding="utf-8")
    found = ui_entries([str(code)])
    assert {(e.context, e.source) for e in found} == {
        ("Panel", "Start turn"),
        ("Panel", "Undo"),
        ("Panel", "Fit chart"),
    }
    ts = tmp_path / "ui_pl.ts"
    for e in found:
        e.translation, e.finished = (
            {"Start turn": "Rozpocznij turę", "Undo": "Cofnij", "Fit chart": "Dopasuj diagram"}[e.source],
            True,
        )
    write_ts(ts, "pl", found)
    subprocess.run(lrelease() + ["-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    spec = importlib.util.spec_from_file_location("panel_mod", code)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    translator = QTranslator()
    assert translator.load(str(ts.with_suffix(".qm")))
    QCoreApplication.installTranslator(translator)
    try:
        assert mod.Panel().texts() == ["Rozpocznij turę", "Cofnij", "Dopasuj diagram"]
    finally:
        QCoreApplication.removeTranslator(translator)


def test_an_edited_english_text_keeps_its_old_translation_as_an_unfinished_draft(
    pack_copy: Path, out: Path, tmp_path: Path
) -> None:
    extract_pack(pack_copy, out)
    pl = out / "rules_tiny_pl.ts"
    filled = tmp_path / "f.yaml"
    filled.write_text(
        "- {context: tiny/main, source: 'Is an enemy next to the bot?', "
        "translation: 'Czy wróg jest obok bota?'}\n",
        encoding="utf-8",
    )
    assert fill(pl, filled) == 0
    chart = pack_copy / "charts" / "main.yaml"
    chart.write_text(
        chart.read_text(encoding="utf-8").replace(
            "Is an enemy next to the bot?", "Is an enemy right next to the bot?"
        ),
        encoding="utf-8",
    )
    extract_pack(pack_copy, out)
    draft = entries(pl)[("tiny/main", "Is an enemy right next to the bot?")]
    assert draft.translation == "Czy wróg jest obok bota?"
    assert not draft.finished and not draft.is_done("pl")  # it must still be reviewed
    assert ("tiny/main", "Is an enemy next to the bot?") not in entries(pl)


def test_module_message_read_from_a_card_field_names_the_field_for_the_deck_texts(tmp_path: Path) -> None:
    module = tmp_path / "mod.py"
    module.write_text(
        "def show(ctx, card, row):\n    return ctx.msg(card['action']), ctx.msg(row.get('effect'))\n",
        encoding="utf-8",
    )
    fields: set[str] = set()
    assert module_entries("demo", module, fields) == []
    assert fields == {"action", "effect"}


def test_a_module_that_does_not_parse_is_skipped_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    module = tmp_path / "broken.py"
    module.write_text("def register(reg:\n", encoding="utf-8")
    assert module_entries("demo", module) == []
    assert "broken.py: not read" in capsys.readouterr().err


def test_engine_messages_are_extracted_in_the_engine_context_in_file_order(tmp_path: Path) -> None:
    core = tmp_path / "desktop" / "core"
    core.mkdir(parents=True)
    (core / "b.py").write_text("engine_msg('Done')\n", encoding="utf-8")
    (core / "a.py").write_text(
        "from x import messages\n"
        "messages.engine_msg('Yes' if ok else 'No')\n"
        "engine_msg('%n turns left', count=n)\n"
        "engine_msg('%n dice', n)\n"
        "engine_msg('Done')\n"
        "other_msg('Not mine')\n",
        encoding="utf-8",
    )
    found = engine_entries(tmp_path)
    assert [(e.context, e.source, e.numerus) for e in found] == [
        ("engine", "Yes", False),
        ("engine", "No", False),
        ("engine", "%n turns left", True),
        ("engine", "%n dice", True),  # the count given as the second argument
        ("engine", "Done", False),
    ]
    done = found[-1]
    assert [line for _, line in done.locations] == [5, 1]  # a.py, then b.py: both places kept


CHART = """
title: Battle
source: {seed: '001', section: Battle}
nodes:
  - id: size
    kind: check
    text: How big is the army?
    options: [{id: large}, {id: small, label: A few units}, {id: "yes"}]
  - id: win
    kind: do
    text: Gain {n}.
    params: {n: {text: '%n Power', count: power}}
"""


def test_chart_answers_without_a_label_are_engine_texts_and_nested_counts_are_plural(
    tmp_path: Path,
) -> None:
    chart = tmp_path / "battle.yaml"
    chart.write_text(CHART, encoding="utf-8")
    found = {(e.context, e.source): e for e in chart_entries("demo", chart)}
    assert set(found) == {
        ("demo/battle", "Battle"),
        ("demo/battle", "How big is the army?"),
        ("engine", "large"),
        ("demo/battle", "A few units"),
        ("demo/battle", "Gain {n}."),
        ("demo/battle", "%n Power"),
    }
    assert found[("demo/battle", "%n Power")].numerus
    assert not found[("demo/battle", "Gain {n}.")].numerus
    assert found[("demo/battle", "How big is the army?")].comments == ["node size (check); seed 001, Battle"]


def test_an_unknown_pack_name_is_refused_and_writes_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    before = {p.name: p.stat().st_mtime_ns for p in (ROOT / "translations").glob("*.ts")}
    assert main(["extract", "no_such_pack"]) == 2
    assert "no such pack: no_such_pack" in capsys.readouterr().err
    assert before == {p.name: p.stat().st_mtime_ns for p in (ROOT / "translations").glob("*.ts")}


@pytest.mark.parametrize("how", ["module", "folder"])
def test_the_command_line_runs_as_a_module_and_as_a_folder(how: str, out: Path) -> None:
    """`python -m tools.i18n` from the repository, `python tools/i18n` from anywhere."""
    import subprocess
    import sys

    extract_pack(TINY, out)
    command = ["-m", "tools.i18n"] if how == "module" else [str(ROOT / "tools" / "i18n")]
    done = subprocess.run(
        [sys.executable, *command, "status", str(out / "rules_tiny_uk.ts")],
        cwd=ROOT if how == "module" else out,
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.splitlines()[1].split()[0] == "rules_tiny_uk.ts"


SENSES = """
title: "Battle"
nodes:
  - id: foe
    kind: ask
    text: "Whom does the army fight?"
    options:
      - {id: human, label: "A human Opponent", next: judged}
  - id: judged
    kind: ask
    text: "Against whom is the result judged?"
    options:
      - {id: human, label: "A human Opponent", sense: "judged against", next: fin}
  - {id: fin, kind: end}
"""


def test_an_answer_with_a_sense_is_an_entry_of_its_own_that_quotes_its_question(tmp_path: Path) -> None:
    """Issue 16 item 3: one English answer under two questions is two catalogue entries, each
    telling the translator the question it answers."""
    chart = tmp_path / "battle.yaml"
    chart.write_text(SENSES, encoding="utf-8")
    found = [e for e in chart_entries("demo", chart) if e.source == "A human Opponent"]
    assert [e.disambiguation for e in found] == [None, "judged against"]
    assert "'Whom does the army fight?'" in found[0].comments[0]
    assert "'Against whom is the result judged?'" in found[1].comments[0]


def test_todo_and_fill_keep_two_senses_of_one_text_apart(
    out: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import yaml

    chart = tmp_path / "battle.yaml"
    chart.write_text(SENSES, encoding="utf-8")
    from tools.i18n.tsfile import update_catalogue

    pl = out / "rules_demo_pl.ts"
    update_catalogue(pl, chart_entries("demo", chart), "pl")
    todo(pl)
    items = [i for i in yaml.safe_load(capsys.readouterr().out) if i["source"] == "A human Opponent"]
    assert [i.get("sense") for i in items] == [None, "judged against"]
    items[0]["translation"], items[1]["translation"] = (
        "Z ludzkim Przeciwnikiem",
        "Wobec ludzkiego Przeciwnika",
    )
    (tmp_path / "f.yaml").write_text(yaml.safe_dump(items, allow_unicode=True), encoding="utf-8")
    assert fill(pl, tmp_path / "f.yaml") == 0
    done = {e.disambiguation: e.translation for e in read_ts(pl) if e.source == "A human Opponent"}
    assert done == {None: "Z ludzkim Przeciwnikiem", "judged against": "Wobec ludzkiego Przeciwnika"}
    update_catalogue(pl, chart_entries("demo", chart), "pl")
    kept = {e.disambiguation: e.translation for e in read_ts(pl) if e.source == "A human Opponent"}
    assert kept == done, "re-extraction keeps both"


HEADINGS = """
title: Heading demo
start: a
source: {seed: "002", section: "Bot Cards"}
nodes:
  - {id: a, kind: do, text: "Draw.", source: {seed: "002", section: "Ship Placement; Naval Battles"}, next: b}
  - {id: b, kind: do, text: "Pay.", source: {seed: "000", section: "5.5.1.II"}, next: c}
  - {id: c, kind: do, text: "Move.", source: {seed: research, section: "notes.md §3"}, next: fin}
  - {id: fin, kind: end}
"""


def test_the_headings_a_chart_cites_are_pack_texts_with_their_own_sense(tmp_path: Path) -> None:
    """Issue 16 item 2: the Sources line names a heading of the player's booklet, which differs by
    language: headings in words are pack entries (sense "source heading", so "Pass" the heading
    and "Pass" the answer are two entries); rule numbers and file names are not texts."""
    from tools.i18n.yaml_extractor import section_entries

    chart = tmp_path / "demo.yaml"
    chart.write_text(HEADINGS, encoding="utf-8")
    found = section_entries("demo", chart)
    assert [(e.context, e.source, e.disambiguation) for e in found] == [
        ("demo", "Bot Cards", "source heading"),
        ("demo", "Ship Placement; Naval Battles", "source heading"),
    ]
    assert "Sources:" in found[0].comments[0] and found[1].locations[0][1] == 6


def test_sample_picks_the_same_translated_entries_for_the_same_seed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 16 item 6: the quality measure samples translated entries reproducibly."""
    import yaml

    from tools.i18n.review import sample

    catalogue = ROOT / "translations" / "engine_pl.ts"
    runs = []
    for seed in (16, 16, 17):
        assert sample(catalogue, 5, seed) == 0
        runs.append(yaml.safe_load(capsys.readouterr().out))
    assert runs[0] == runs[1] and runs[0] != runs[2]
    assert [i["n"] for i in runs[0]] == [1, 2, 3, 4, 5]
    assert all(i.get("translation") or i.get("forms") for i in runs[0]), "only translated entries"


def test_review_shows_each_chart_node_by_node_with_english_beside_the_translation(
    out: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 16 item 7: a translator reads a question together with its answers, in chart order."""
    import io

    from tools.i18n.context_view import review

    extract_pack(TINY, out)
    pl = out / "rules_tiny_pl.ts"
    catalogue = read_ts(pl)
    answer = next(e for e in catalogue if e.context == "tiny/main" and e.source == "Cannot tell")
    answer.translation, answer.finished = "Nie wiadomo", True
    write_ts(pl, "pl", catalogue)
    shown = io.StringIO()
    assert review(pl, ["main"], rules=TINY.parent, out=shown) == 0
    text = shown.getvalue()
    assert text.startswith("## main\n  chart title\n    EN: Tiny turn\n")
    question = text.index("### enemy (ask)\n  text\n    EN: Is an enemy next to the bot?\n    PL: ")
    answer = text.index("  answer\n    EN: Cannot tell\n    PL: Nie wiadomo\n")
    assert question < answer and "## battle" not in text
    assert "(not translated)" in text, "what is still to do shows as such"
    assert review(pl, ["nowhere"], rules=TINY.parent, out=shown) == 2
    assert review(out / "engine_pl.ts", [], rules=TINY.parent, out=shown) == 2
    assert "no chart nowhere in tiny" in capsys.readouterr().err
