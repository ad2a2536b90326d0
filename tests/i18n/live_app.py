"""The app as a player starts it, for the live-switch tests: a data folder of its own, a first
start that sets up a game with two bots and lays out its charts (the placement cache written), a
restart that restores it, and the same things opened on screen in every start (a clicked node,
F1 help, a refused input's bar, the problems list, the New game, profile, library and check
dialogs), so what a switched window shows can be set beside what a start in that language shows."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication
from screen_texts import Texts, chart_texts, scene_texts, widget_texts

from desktop.boot.startup import App, build
from desktop.core.cli.simulate import random_options
from desktop.core.messages import engine_msg
from desktop.core.pack.pack_loading import Pack
from desktop.ui.settings import Settings

NAMES = ("Ala", "Ola")


def use_folder(folder: Path) -> None:
    """The next start keeps its data and caches (packs, chart placements) in `folder`."""
    os.environ["BOTMAT_DATA_DIR"] = str(folder)
    os.environ["BOTMAT_CACHE_DIR"] = str(folder / "cache")


def settle(app: App) -> None:
    """Let the app do what it does while idle (the charts of the game laid out one per tick)."""
    for _ in range(300):
        app.qapp.processEvents()


def start() -> App:
    """A start as `python -m desktop` makes it (settings, language, packs, last game)."""
    app = build()
    app.load_rest()
    app.window.resize(1366, 768)
    app.window.show()
    settle(app)
    return app


def stop(app: App) -> None:
    """Close the window (it saves the settings) and take the start's catalogues away, so the next
    start in this process reads only its own."""
    app.window.close()
    app.language.uninstall()
    QApplication.processEvents()


def two_bots(pack: Pack) -> list[tuple[dict[str, Any], None]]:
    """Two bots: the first with every setup choice at its default, the second with the last of
    each choice (another difficulty: other charts, where a pack's difficulty changes them)."""
    bots = []
    for i, name in enumerate(NAMES):
        options = random_options(pack, random.Random(i))
        for opt in pack.meta.bot_options:
            if opt.kind == "choice":
                pick = opt.default if i == 0 and opt.default is not None else opt.choices[-i].id
                options[opt.id] = pick
            elif opt.kind == "multi":
                options[opt.id] = list(opt.default or [])
        options["name"] = name
        bots.append((options, None))
    return bots


def first_start(folder: Path, language: str, pack_id: str) -> None:
    """A fresh data folder, the language saved, a first start: a new game of two bots (its title
    the app's own), a few steps into its turn, every chart laid out; then the app is closed."""
    use_folder(folder)
    Settings(language=language).save()
    app = start()
    c = app.controller
    assert c.new_game(pack_id, two_bots(c.packs[pack_id]), seed=11), f"{pack_id}: no game"
    rng, taken = random.Random(3), 0
    for _ in range(200):  # play until a step waits after some history: mid-turn
        step = c.step()
        if step is None:
            c.start_turn()
            continue
        if taken >= 3 and step.kind in ("ask", "number", "do", "roll"):
            break
        if step.kind == "ask":
            c.answer(step.options[rng.randrange(len(step.options))].id)
        elif step.kind == "number":
            c.answer(str(step.number["min"]))
        elif step.kind == "roll":
            c.roll(None)
        else:
            c.done()
        taken += 1
    settle(app)
    stop(app)
    assert any((folder / "cache" / "chart-placements").glob("*.json")), "no chart placement was kept"


def restart(folder: Path) -> App:
    """The next start from that folder: the game restored, in the language saved last."""
    use_folder(folder)
    app = start()
    assert app.controller.session is not None, "the game was not restored"
    return app


def dress(app: App) -> None:
    """Open what a player may have on screen when switching: every bot's panel, the current
    node's details, F1 help, a refused input's bar, the problems list, the New game dialog, the
    profile editor with a refused save, the library, a pack's check dialog."""
    w, c = app.window, app.controller
    for i in range(w.bot_tabs.count()):
        w.bot_tabs.setCurrentIndex(i)
    w.bot_tabs.setCurrentIndex(0)
    step = c.step()
    assert step is not None, "no step waits"
    w.flowchart.node_activated.emit(step.chart, step.node)
    w.menu_actions["step_rules"].trigger()
    c.start(c.packs[c.view.pack_id].meta.entry, c.active_bot)  # refused while the turn runs: the bar says why
    assert w.message.isVisible(), "the refusal is shown"
    w.show_problems([engine_msg("Rolled {value}", value=5)])
    w.dialogs.new_game()
    editor = w.dialogs.edit_profiles(c.view.pack_id) if c.packs[c.view.pack_id].meta.profiles else None
    if editor is not None:
        editor.save()  # an empty profile: refused, the refusals listed
    w.files.show_library()
    for table in c.packs[c.view.pack_id].meta.checks:
        w.checks.open(table)
    QApplication.processEvents()


def screen(app: App) -> Texts:
    """Every text of the window and its dialogs, every chart of every bot's chart set, and the
    chart followed (with the current step's own text)."""
    w = app.window
    out = widget_texts(w)
    assert w.message.isVisible(), "the refusal's bar is still shown"
    out.update(chart_texts(w))
    scene = w.flowchart.current_scene()
    out["the chart followed"] = scene_texts(scene) if scene is not None else []
    return out


def differences(shown: Texts, wanted: Texts) -> list[str]:
    """Where two screens differ in words, a line each: the place, what only the first shows, what
    only the second shows (numbers aside: a game played a minute later shows another time)."""
    out = []
    for where in sorted(set(shown) | set(wanted)):
        left, right = _words(shown.get(where, [])), _words(wanted.get(where, []))
        if left != right:
            out.append(f"{where}: {sorted(left - right)[:3]} instead of {sorted(right - left)[:3]}")
    return out


def _words(texts: list[str]) -> set[str]:
    return {re.sub(r"\d+", "#", text) for text in texts}
