"""The table display's "Waiting for:" line names what the table must give: during a number step
whose pack says what the number counts, that ("Waiting for: how many hits the bot took, 0–5"),
not the kind of input ("a number from 0 to 5"); the generic line stays where the step names
nothing, or where the display's language has no words for the pack's phrase (never an English
phrase inside a Polish line)."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication

from desktop.boot.startup import App
from desktop.core.play.view import StepView
from desktop.core.values import replace
from desktop.ui.table.table_words import CONTEXT, WAIT_COUNT, WAIT_NUMBER, range_kept, waiting_for
from desktop.ui.table.tongue import Tongue, tongue_for
from tools.i18n.extract import extract_pack
from tools.i18n.lupdate import lrelease
from tools.i18n.review import fill

PHRASE = "how many hits the bot took"  # the tiny pack's `counts` of its hits question
WORDS = {"pl": "ile obrażeń otrzymał bot", "uk": "скільки влучань отримав бот"}


def hits_step(app: App) -> tuple[StepView, int]:
    """The tiny pack's "How many hits did the bot take?" step, and the most it takes."""
    c = app.controller
    c.new_game("tiny", [({"name": "Red", "level": "easy"}, None)], seed=3)
    power = c.session.world["bots"]["b1"]["power"]
    assert c.start("hits")
    step = c.view.step
    assert step is not None and step.kind == "number" and step.counts is not None
    return step, power


def test_the_display_says_what_the_number_counts(tiny_rules: Any, make_app: Any) -> None:
    app = make_app()
    step, power = hits_step(app)
    app.window.table_display.set_language("en")
    display = app.window.table_display.open()
    QApplication.processEvents()
    assert display.waiting.text() == f"Waiting for: {PHRASE},\u00a00–{power}"
    unnamed = replace(step, counts=None)  # a number step whose pack names nothing
    english = tongue_for("en", app.language.catalogues("en"))
    assert waiting_for(unnamed, english) == f"Waiting for: a number from 0 to {power}"


@pytest.mark.parametrize("language", ["pl", "uk"])
def test_in_polish_and_ukrainian_in_the_packs_words(
    tiny_rules: Any, make_app: Any, tmp_path: Path, language: str
) -> None:
    """With the pack's catalogue translating the phrase, the line is whole in the language; the
    display open in it without that catalogue keeps the generic line rather than mix English in."""
    app = make_app()
    step, power = hits_step(app)
    app.window.table_display.set_language(language)
    display = app.window.table_display.open()
    QApplication.processEvents()
    bare = tongue_for(language, app.language.catalogues(language))
    assert display.waiting.text() == bare.say(CONTEXT, WAIT_NUMBER, min=0, max=power)
    assert PHRASE not in display.waiting.text()

    extract_pack(tiny_rules / "tiny", tmp_path)
    ts = tmp_path / f"rules_tiny_{language}.ts"
    filled = tmp_path / "filled.yaml"
    entry = f"- {{context: tiny/hits, source: '{PHRASE}', translation: '{WORDS[language]}'}}\n"
    filled.write_text(entry, encoding="utf-8")
    assert fill(ts, filled) == 0
    subprocess.run([*lrelease(), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    tongue = Tongue(language, [*app.language.catalogues(language), ts.with_suffix(".qm")])
    said = waiting_for(step, tongue)
    whole = tongue.say(CONTEXT, WAIT_COUNT, what=WORDS[language], min=0, max=power)
    assert said == range_kept(whole, 0, power)
    assert said != bare.say(CONTEXT, WAIT_NUMBER, min=0, max=power) and f"0–{power}" in said


def test_a_range_never_stands_alone_on_the_displays_last_line(tiny_rules: Any, make_app: Any) -> None:
    """The display wraps its "Waiting for" line beside the mat: "0–9" alone on the last line
    read as a line of its own (Ukrainian, the Pirates step). The range keeps the word before it."""
    app = make_app()
    _step, power = hits_step(app)
    app.window.table_display.set_language("en")
    display = app.window.table_display.open()
    QApplication.processEvents()
    label = display.waiting
    text = label.text()
    metrics = label.fontMetrics()
    # As narrow as the phrase's last word and the range can be set apart ("took, 0–5").
    width = metrics.horizontalAdvance(f"took, 0–{power}") - 2
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart() : line.textStart() + line.textLength()].strip())
    layout.endLayout()
    assert lines[-1] != f"0–{power}", lines
