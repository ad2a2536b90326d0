"""Translation tooling: extract, merge, report and compile the Qt Linguist catalogues.

Commands (`python -m tools.i18n COMMAND` from the repository; paths are the repository's):
  extract [PACK ...]    rules catalogues of the named packs (all packs, the engine and the
                        interface when no pack is named); translations are kept across runs
  status [FILE ...]     untranslated counts per catalogue
  todo FILE.ts          the unfinished entries of one catalogue as YAML, ready to fill in
  fill FILE.ts X.yaml   put the translations of a filled-in `todo` file into the catalogue
  sample FILE.ts        a seeded random sample of translated entries to review (--count, --seed)
  review FILE.ts [CHART ...]
                        a pack's charts node by node, each text's English beside its translation
  compile               every translations/*.ts into a .qm beside it (lrelease)
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tools.i18n.context_view import review
from tools.i18n.extract import extract
from tools.i18n.lupdate import compile_catalogues
from tools.i18n.review import fill, sample, status, todo


def parser() -> argparse.ArgumentParser:
    """The command line's commands and their arguments."""
    p = argparse.ArgumentParser(
        prog="python -m tools.i18n", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = p.add_subparsers(dest="cmd", required=True)
    cmd = sub.add_parser("extract", help="update the catalogues from the code and the packs")
    cmd.add_argument("packs", nargs="*")
    cmd = sub.add_parser("status", help="untranslated counts per catalogue")
    cmd.add_argument("files", nargs="*", type=Path)
    cmd = sub.add_parser("todo", help="unfinished entries of a catalogue as YAML")
    cmd.add_argument("file", type=Path)
    cmd.add_argument("--all", action="store_true", help="every entry, finished ones too")
    cmd = sub.add_parser("fill", help="put translated YAML (from todo) into a catalogue")
    cmd.add_argument("file", type=Path)
    cmd.add_argument("filled", type=Path)
    cmd = sub.add_parser("sample", help="a seeded random sample of translated entries to review")
    cmd.add_argument("file", type=Path)
    cmd.add_argument("--count", type=int, default=40)
    cmd.add_argument("--seed", type=int, default=16)
    cmd = sub.add_parser("review", help="a pack's charts with each text's English and translation")
    cmd.add_argument("file", type=Path)
    cmd.add_argument("charts", nargs="*")
    sub.add_parser("compile", help="compile every .ts into .qm")
    return p


def main(argv: list[str] | None = None) -> int:
    """Run one command; its exit status."""
    args = parser().parse_args(argv)
    if args.cmd == "extract":
        return extract(args.packs)
    if args.cmd == "status":
        return status(args.files)
    if args.cmd == "todo":
        return todo(args.file, args.all)
    if args.cmd == "fill":
        return fill(args.file, args.filled)
    if args.cmd == "review":
        return review(args.file, args.charts)
    if args.cmd == "sample":
        return sample(args.file, args.count, args.seed)
    compile_catalogues()
    return 0
