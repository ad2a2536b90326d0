"""Composition root: builds the core objects, the translators and the main window."""

from __future__ import annotations

import gc
import os
import sys
import time

from desktop.boot import stages

_IMPORTED_AT = time.time()
stages.mark("interpreter")


def process_start_time() -> float:
    """When this process started (epoch seconds); the import time where the OS cannot tell."""
    try:
        with open("/proc/self/stat", encoding="ascii") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
        ticks = int(fields[19])  # field 22 of stat: start time in clock ticks after boot
        with open("/proc/uptime", encoding="ascii") as fh:
            uptime = float(fh.read().split()[0])
        # Age of the process from uptime (1/100 s) rather than btime, which has whole seconds.
        return time.time() - (uptime - ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError, AttributeError):
        return _IMPORTED_AT


def _arg_value(argv: list[str], flag: str) -> str | None:
    for i, arg in enumerate(argv):
        if arg == flag and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith(flag + "="):
            return arg.split("=", 1)[1]
    return None


USAGE = """usage: botmat [--version] [--self-test] [--quit-after-paint] [--data-dir PATH]
              [--geometry WxH] [--demo-steps N] [--snapshot OUT] [FILE]

  --version           print the version and exit
  --self-test         start the window with a fresh state, load all packs, switch through
                      the languages, print one JSON line and exit (0 on success)
  --quit-after-paint  restore the last game, print {"first_paint_ms": N} after the first
                      paint of the window, and quit
  --data-dir PATH     keep saves, settings and profiles in PATH
  --geometry WxH      open the window WIDTH x HEIGHT pixels large
  --demo-steps N      (with --snapshot) start the active bot's turn and take N steps
  --snapshot OUT      open FILE, write OUT.png (the window) and OUT.json (its visible
                      widgets) once painted and laid out, and quit; no autosave is written
  FILE                a saved game to open
"""
VALUE_FLAGS = ("--data-dir", "--geometry", "--demo-steps", "--snapshot")


def main(argv: list[str] | None = None) -> int:
    """Start the app; see USAGE for the flags. `argv` is sys.argv-like (program name first);
    a list that starts with a flag is taken as the arguments alone."""
    argv = list(sys.argv if argv is None else argv)
    args = argv if argv and argv[0].startswith("-") else argv[1:]
    if "--version" in args:
        from desktop import __version__, qt_versions

        # First line as before (scripts read it); the second says which Qt the build carries.
        print(f"botmat {__version__}\n{qt_versions()}")
        return 0
    if "-h" in args or "--help" in args:
        print(USAGE)
        return 0
    values = {flag: _arg_value(args, flag) for flag in VALUE_FLAGS}
    missing = [flag for flag, value in values.items() if flag in args and value is None]
    if missing:
        print(f"botmat: {missing[0]} needs a value (see --help)", file=sys.stderr)
        return 2
    try:
        geometry = _geometry(values["--geometry"])
        steps = int(values["--demo-steps"] or 0)
    except ValueError as exc:
        print(f"botmat: {exc}", file=sys.stderr)
        return 2
    if values["--data-dir"]:
        os.environ["BOTMAT_DATA_DIR"] = str(values["--data-dir"])
    files = [
        a for i, a in enumerate(args) if not a.startswith("-") and (i == 0 or args[i - 1] not in VALUE_FLAGS)
    ]
    # The start makes many objects that all live on and frees few: collecting cycles would only
    # cost time (a tenth of it). The start turns collection on again once the window is drawn.
    gc.disable()
    try:
        self_test, snapshot = "--self-test" in args, values["--snapshot"]
        file = files[0] if files else None
        prepared = None
        if not self_test and snapshot is None:
            # The Qt-free part first, so its stage is timed apart from Qt's.
            from desktop.boot.launch import prepare

            stages.mark("core")
            prepared = prepare(file=file)
        from PySide6 import QtWidgets  # noqa: F401 - imported here to time Qt apart from the app's modules

        stages.mark("qt")
        from desktop.boot.startup import run

        stages.mark("modules")
        return run(
            self_test=self_test,
            quit_after_paint="--quit-after-paint" in args,
            file=file,
            started=process_start_time(),
            geometry=geometry,
            snapshot=snapshot,
            demo_steps=steps,
            prepared=prepared,
        )
    finally:
        gc.enable()


def _geometry(text: str | None) -> tuple[int, int] | None:
    """--geometry WxH as (width, height); ValueError when malformed."""
    if text is None:
        return None
    width, sep, height = text.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit() or min(int(width), int(height)) < 200:
        raise ValueError(f"--geometry takes WIDTHxHEIGHT (at least 200x200), not {text!r}")
    return int(width), int(height)


if __name__ == "__main__":
    sys.exit(main())
