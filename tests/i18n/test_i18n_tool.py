"""tools/i18n.py on the tiny pack: contexts the engine uses, merging, plural entries, fill."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from i18n_helpers import TINY, load_tool, messages_of_play

from desktop.core.pack import load_pack

tool = load_tool()


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


def entries(path: Path) -> dict[tuple[str, str], object]:
    return {(e.context, e.source): e for e in tool.read_ts(path)}


def test_every_message_the_engine_shows_is_in_the_catalogue_with_its_context(out: Path) -> None:
    """Random play of the tiny pack: each pack text shown is found under the same context."""
    tool.extract_pack(TINY, out)
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
    tool.extract_pack(TINY, out)
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
    tool.extract_pack(TINY, out)
    key = ("tiny/battle", "The bot wins; it gains %n Power.")
    pl, en = entries(out / "rules_tiny_pl.ts")[key], entries(out / "rules_tiny_en.ts")[key]
    assert pl.numerus and len(pl.forms()) == 3 and not pl.finished
    assert en.numerus and len(en.forms()) == 2
    # English holds plural entries only
    assert all(e.numerus for e in tool.read_ts(out / "rules_tiny_en.ts"))


def test_reextraction_keeps_translations_marks_new_unfinished_drops_obsolete(
    pack_copy: Path, out: Path, tmp_path: Path
) -> None:
    tool.extract_pack(pack_copy, out)
    pl = out / "rules_tiny_pl.ts"
    filled = tmp_path / "f.yaml"
    filled.write_text(
        "- {context: tiny/main, source: 'The bot passes.', translation: 'Bot pasuje.'}\n"
        "- {context: tiny/income, source: Income, translation: Dochód}\n",
        encoding="utf-8",
    )
    assert tool.fill(pl, filled) == 0
    chart = pack_copy / "charts" / "income.yaml"
    chart.write_text(
        chart.read_text(encoding="utf-8").replace('title: "Income"', 'title: "Earnings"'), encoding="utf-8"
    )
    tool.extract_pack(pack_copy, out)
    cat = entries(pl)
    kept = cat[("tiny/main", "The bot passes.")]
    assert kept.finished and kept.translation == "Bot pasuje."
    assert ("tiny/income", "Income") not in cat
    new = cat[("tiny/income", "Earnings")]
    assert not new.finished and not new.translation


def test_extract_twice_changes_nothing(out: Path) -> None:
    tool.extract_pack(TINY, out)
    first = {p.name: p.read_text(encoding="utf-8") for p in out.glob("*.ts")}
    tool.extract_pack(TINY, out)
    assert first == {p.name: p.read_text(encoding="utf-8") for p in out.glob("*.ts")}


def test_fill_refuses_changed_parameters_and_writes_nothing(
    out: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tool.extract_pack(TINY, out)
    pl = out / "rules_tiny_pl.ts"
    before = pl.read_text(encoding="utf-8")
    filled = tmp_path / "bad.yaml"
    filled.write_text(
        "- {context: tiny/main, source: 'The bot passes.', translation: 'Bot pasuje.'}\n"
        "- {context: tiny/income, source: 'Gain {n} Power.', translation: 'Otrzymaj 3 Moc.'}\n",
        encoding="utf-8",
    )
    assert tool.fill(pl, filled) == 1
    assert "Gain {n} Power." in capsys.readouterr().err
    assert pl.read_text(encoding="utf-8") == before


def test_fill_refuses_wrong_number_of_plural_forms(out: Path, tmp_path: Path) -> None:
    tool.extract_pack(TINY, out)
    filled = tmp_path / "bad.yaml"
    filled.write_text(
        "- context: tiny/battle\n  source: The bot wins; it gains %n Power.\n"
        "  forms: ['Bot wygrywa; otrzymuje %n Moc.', 'Bot wygrywa; otrzymuje %n Moce.']\n",
        encoding="utf-8",
    )
    assert tool.fill(out / "rules_tiny_pl.ts", filled) == 1


def test_todo_then_fill_round_trip_translates_plural_entries(
    out: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import yaml

    tool.extract_pack(TINY, out)
    pl = out / "rules_tiny_pl.ts"
    tool.todo(pl)
    items = yaml.safe_load(capsys.readouterr().out)
    plural = next(i for i in items if i["source"] == "The bot wins; it gains %n Power.")
    assert plural["forms"] == ["", "", ""]
    plural["forms"] = [
        "Bot wygrywa; otrzymuje %n Moc.",
        "Bot wygrywa; otrzymuje %n Moce.",
        "Bot wygrywa; otrzymuje %n Mocy.",
    ]
    (tmp_path / "f.yaml").write_text(yaml.safe_dump([plural], allow_unicode=True), encoding="utf-8")
    assert tool.fill(pl, tmp_path / "f.yaml") == 0
    done = entries(pl)[("tiny/battle", "The bot wins; it gains %n Power.")]
    assert done.is_done("pl")


def test_status_counts_untranslated(out: Path, capsys: pytest.CaptureFixture[str]) -> None:
    merged = tool.extract_pack(TINY, out)
    tool.status(sorted(out.glob("*.ts")))
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
    found = {(e.source, e.numerus) for e in tool.module_entries("demo", module)}
    assert found == {("Has an Army", False), ("{n} left", False), ("%n Bot Power", True)}


def test_unreadable_catalogue_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "rules_x_pl.ts"
    bad.write_text("<TS><context>", encoding="utf-8")
    with pytest.raises(SystemExit, match="not a readable catalogue"):
        tool.read_ts(bad)


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
    found = tool.ui_entries([str(code)])
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
    tool.write_ts(ts, "pl", found)
    subprocess.run(tool.lrelease() + ["-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
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
    tool.extract_pack(pack_copy, out)
    pl = out / "rules_tiny_pl.ts"
    filled = tmp_path / "f.yaml"
    filled.write_text(
        "- {context: tiny/main, source: 'Is an enemy next to the bot?', "
        "translation: 'Czy wróg jest obok bota?'}\n",
        encoding="utf-8",
    )
    assert tool.fill(pl, filled) == 0
    chart = pack_copy / "charts" / "main.yaml"
    chart.write_text(
        chart.read_text(encoding="utf-8").replace(
            "Is an enemy next to the bot?", "Is an enemy right next to the bot?"
        ),
        encoding="utf-8",
    )
    tool.extract_pack(pack_copy, out)
    draft = entries(pl)[("tiny/main", "Is an enemy right next to the bot?")]
    assert draft.translation == "Czy wróg jest obok bota?"
    assert not draft.finished and not draft.is_done("pl")  # it must still be reviewed
    assert ("tiny/main", "Is an enemy next to the bot?") not in entries(pl)
