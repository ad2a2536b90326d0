"""Composition root: builds the core objects, the translators and the main window."""

from __future__ import annotations

import os
import sys
import time

_IMPORTED_AT = time.time()


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


USAGE = """usage: botmat [--version] [--self-test] [--quit-after-paint] [--data-dir PATH] [FILE]

  --version           print the version and exit
  --self-test         start the window with a fresh state, load all packs, switch through
                      the languages, print one JSON line and exit (0 on success)
  --quit-after-paint  restore the last game, print {"first_paint_ms": N} after the first
                      paint of the window, and quit
  --data-dir PATH     keep saves, settings and profiles in PATH
  FILE                a saved game to open
"""


def main(argv: list[str] | None = None) -> int:
    """Start the app; see USAGE for the flags. `argv` is sys.argv-like (program name first);
    a list that starts with a flag is taken as the arguments alone."""
    argv = list(sys.argv if argv is None else argv)
    args = argv if argv and argv[0].startswith("-") else argv[1:]
    if "--version" in args:
        from desktop import __version__

        print(f"botmat {__version__}")
        return 0
    if "-h" in args or "--help" in args:
        print(USAGE)
        return 0
    data_dir = _arg_value(args, "--data-dir")
    if "--data-dir" in args and data_dir is None:
        print("botmat: --data-dir needs a folder", file=sys.stderr)
        return 2
    if data_dir:
        os.environ["BOTMAT_DATA_DIR"] = data_dir
    files = [
        a for i, a in enumerate(args) if not a.startswith("-") and (i == 0 or args[i - 1] != "--data-dir")
    ]
    from desktop.ui.startup import run

    return run(
        self_test="--self-test" in args,
        quit_after_paint="--quit-after-paint" in args,
        file=files[0] if files else None,
        started=process_start_time(),
    )


if __name__ == "__main__":
    sys.exit(main())
