"""A turn log saved before a release changed a text still reads in the player's language: the
changed text's translation is kept in `retired_<lang>.ts`, compiled and loaded like the rest."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from i18n_helpers import TINY, TRANSLATIONS, said_in, sample_game

from desktop.core.cli.random_game import play
from desktop.core.messages import Message
from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_rules_dir
from desktop.core.store.game_store import open_game, write_game
from tools.i18n.extract import extract_pack
from tools.i18n.review import fill
from tools.i18n.tsfile import read_ts

# Root's losses question before its range left the text (it is now given by the step's
# buttons): games played before that change keep this text in their turn logs.
OLD_LOSSES = Message(
    "root_clockwork/losses",
    "How many of {bot}'s warriors were removed? (0 to {max})",
    {"bot": "Automa 2", "max": 3},
)


def translations(path: Path) -> dict[tuple[str, str], Any]:
    return {(e.context, e.source): e for e in read_ts(path)}


@pytest.fixture
def pack_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "rules" / "tiny"
    shutil.copytree(TINY, folder)
    return folder


def rename_income(pack_copy: Path, old: str, new: str) -> None:
    chart = pack_copy / "charts" / "income.yaml"
    chart.write_text(chart.read_text(encoding="utf-8").replace(f'title: "{old}"', f'title: "{new}"'), "utf-8")


def test_a_changed_text_keeps_its_translation_for_old_logs_and_gets_it_back_if_restored(
    pack_copy: Path, tmp_path: Path
) -> None:
    out = tmp_path / "translations"
    out.mkdir()
    extract_pack(pack_copy, out)
    filled = tmp_path / "f.yaml"
    filled.write_text("- {context: tiny/income, source: Income, translation: Dochód}\n", encoding="utf-8")
    assert fill(out / "rules_tiny_pl.ts", filled) == 0

    rename_income(pack_copy, "Income", "Earnings")
    extract_pack(pack_copy, out)
    retired = translations(out / "retired_pl.ts")
    assert retired[("tiny/income", "Income")].translation == "Dochód"
    assert retired[("tiny/income", "Income")].finished
    assert ("tiny/income", "Income") not in translations(out / "rules_tiny_pl.ts")
    assert not (out / "retired_uk.ts").exists(), "nothing was translated in Ukrainian: nothing to keep"

    rename_income(pack_copy, "Earnings", "Income")
    extract_pack(pack_copy, out)
    back = translations(out / "rules_tiny_pl.ts")[("tiny/income", "Income")]
    assert back.finished and back.translation == "Dochód", "a text restored takes its translation back"
    assert ("tiny/income", "Income") not in translations(out / "retired_pl.ts")


def test_the_retired_catalogues_hold_only_finished_texts_no_current_catalogue_has() -> None:
    """Qt would answer a current text from a retired entry of the same context and text."""
    for lang in ("pl", "uk", "en"):
        current = {
            (e.context, e.source)
            for ts in TRANSLATIONS.glob(f"*_{lang}.ts")
            if not ts.stem.startswith("retired_")
            for e in read_ts(ts)
        }
        retired = read_ts(TRANSLATIONS / f"retired_{lang}.ts")
        assert retired and all(e.finished and all(f.strip() for f in e.forms()) for e in retired)
        assert not current & {(e.context, e.source) for e in retired}


def saved_root_game(folder: Path) -> Path:
    """A Root game played a few steps and saved, its first log line then given the old text, as
    an earlier release wrote it."""
    _, session = sample_game("root_clockwork", 5)
    play(session, 12, 5)
    game = write_game(folder / "old.botmat", session, "Old")
    game.close()
    conn = sqlite3.connect(game.path)
    try:
        idx, log = next(
            r for r in conn.execute("SELECT idx, log FROM events ORDER BY idx") if json.loads(r[1])
        )
        lines = json.loads(log)
        lines[0]["text"] = OLD_LOSSES.to_json()
        conn.execute("UPDATE events SET log = ? WHERE idx = ?", (json.dumps(lines), idx))
        conn.commit()
    finally:
        conn.close()
    return game.path


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("pl", "Automa 2: ilu wojowników tego bota usunięto? (0–3)"),
        ("uk", "Automa 2: скількох воїнів цього бота прибрано? (0–3)"),
    ],
)
def test_a_log_line_saved_with_a_text_since_changed_reads_in_the_players_language(
    language: Any, tmp_path: Path, lang: str, expected: str
) -> None:
    """Root, casualties (001 §4): a game saved while this question still carried its range."""
    from desktop.ui.log.log_text import entry_parts

    game = open_game(
        saved_root_game(tmp_path), {"root_clockwork": load_pack(bundled_rules_dir() / "root_clockwork")[0]}
    )
    try:
        line = next(e for e in game.session.log() if e.text == OLD_LOSSES)
        language.set_language(lang)
        text, _ = entry_parts(line)
    finally:
        language.set_language("en")
        game.close()
    assert text == expected


def test_a_step_saved_waiting_without_a_value_its_text_now_names_reads_its_name(language: Any) -> None:
    """Root, Taking hits (001 §7.2.5): a game saved at this step by a release whose text had no
    "{battle}" kept no such value. Opened now, the step says the value's name in words, never
    the raw "{battle}", in every language."""
    _, session = sample_game("root_clockwork", 5)
    bot = session.bot_ids[0]
    run = session.world["runs"].setdefault(bot, {})
    run.update(stack=[{"chart": "vb_battle", "node": "damage", "answers": {}}])
    run["params"] = {"n": 2, "undamaged": 3, "track": 1}  # as the earlier release kept them
    step = session.current(bot)
    assert step is not None
    for lang in ("en", "pl", "uk"):
        text = said_in(language, lang, step.text)
        assert "{" not in text and "[" in text, (lang, text)
