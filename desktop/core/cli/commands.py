"""The headless interface: list, validate, simulate and run packs from a terminal or a script."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from desktop.core.cache_write import write_atomic
from desktop.core.cli.simulate import SimResult, simulate
from desktop.core.messages import InputError, render_plain
from desktop.core.pack.checking import checked
from desktop.core.pack.pack_catalog import load_packs
from desktop.core.pack.pack_loading import Pack, load_chart_file, load_pack
from desktop.core.pack.pack_validate import validate_pack
from desktop.core.pack.registry import RuleError
from desktop.core.pack.yaml_source import LoadError, load_yaml
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.session import Session
from desktop.core.profile.profiles import not_plain
from desktop.core.safe_read import ReadRefused, parse_json
from desktop.core.store.game_store import SUFFIX, GameFile, StoreError, open_game, write_game
from desktop.core.store.saves import SaveError, load_session, save_session
from desktop.core.store.store_check import GameNotWritable


def _packs() -> dict[str, Pack]:
    packs, _ = load_packs()
    return packs


def cmd_packs(args: argparse.Namespace, out: TextIO) -> int:
    """List the bundled packs."""
    packs = _packs()
    rows: list[dict[str, Any]] = [
        {
            "id": p.id,
            "name": p.meta.name,
            "revision": p.meta.revision,
            "languages": p.meta.languages,
            "charts": sorted(p.charts),
        }
        for p in packs.values()
    ]
    if args.json:
        out.write(json.dumps(rows, ensure_ascii=False) + "\n")
    else:
        for row in rows:
            out.write(f"{row['id']}\t{row['name']}\t{len(row['charts'])} charts\n")
    return 0


def _validate_overlay(path: Path) -> list[str]:
    """Validate one overlay file against the bundled pack it replaces a part of."""
    parts = path.resolve().parts
    kind = parts[-2] if len(parts) >= 2 else ""
    pack_id = parts[-3] if len(parts) >= 3 else ""
    folder = bundled_rules_dir() / pack_id
    if kind not in ("charts", "tables") or not (folder / "pack.yaml").is_file():
        return [
            f"{path}:1: cannot tell which pack this overlay belongs to; place it as "
            "<pack>/charts/<chart>.yaml or <pack>/tables/<table>.yaml"
        ]
    pack, problems = load_pack(folder)
    if pack is None or problems:
        return problems
    if kind == "tables":
        try:
            located = load_yaml(path)
        except LoadError as err:
            return err.problems
        if path.stem not in pack.tables:
            return [f"{path}:1: no bundled table '{path.stem}' to replace"]
        model = pack.registry.schemas.get(("table", path.stem))
        if model is not None:
            from pydantic import ValidationError

            from desktop.core.pack.pack_loading import pydantic_problems

            try:
                checked(model, located.data)
            except ValidationError as err:
                return pydantic_problems(err, located)
        return []
    found: list[str] = []
    chart, chart_src = load_chart_file(path, found)
    if chart is None or chart_src is None:
        return found
    if chart.id not in pack.charts:
        return [f"{path}:1: no bundled chart '{chart.id}' to replace"]
    pack.charts[chart.id], pack.sources[chart.id] = chart, chart_src
    return validate_pack(pack, only=chart.id)


def cmd_validate(args: argparse.Namespace, out: TextIO) -> int:
    """Validate bundled packs, or the given pack folders and overlay files."""
    problems: list[str] = []
    targets = [Path(p) for p in args.paths]
    if not targets:
        _, problems = load_packs()
    for target in targets:
        if target.is_dir():
            problems.extend(load_pack(target)[1])
        elif target.is_file():
            problems.extend(_validate_overlay(target))
        else:
            problems.append(f"{target}:1: no such file or folder")
    for problem in problems:
        out.write(problem + "\n")
    return 1 if problems else 0


def cmd_simulate(args: argparse.Namespace, out: TextIO) -> int:
    """Random play; prints a JSON report, exit 1 on any error or dead end."""
    packs = _packs()
    if args.pack not in packs:
        out.write(json.dumps({"error": f"no pack '{args.pack}'"}) + "\n")
        return 2
    pack = packs[args.pack]
    if args.chart and args.chart not in pack.charts:
        out.write(json.dumps({"error": f"no chart '{args.chart}' in '{args.pack}'"}) + "\n")
        return 2
    result = simulate(pack, args.turns, args.seed, args.chart, save=bool(args.save))
    report = result.to_json()
    if args.save and result.saved is not None:
        try:
            _write_simulated(Path(args.save), result)
        except (StoreError, OSError) as err:
            out.write(json.dumps({"error": f"the game cannot be written: {err}"}, ensure_ascii=False) + "\n")
            return 2
    if args.json:
        out.write(json.dumps(report, ensure_ascii=False) + "\n")
    else:
        for key, value in report.items():
            out.write(f"{key}: {value}\n")
    return 1 if result.errors or result.dead_ends else 0


def _write_simulated(path: Path, result: SimResult) -> None:
    """The first game random play dealt, as a game file (`.botmat`) or a JSON save: the file's
    extension decides, as it does for `run --save`."""
    if _is_store(str(path)) and result.saved_session is not None:
        write_game(path, result.saved_session, path.stem, replace=True).close()
    else:
        write_atomic(path, json.dumps(result.saved, ensure_ascii=False, separators=(",", ":")))


REPLY_CHARS = 1 << 16  # a reply is one short JSON object


class _Stop(Exception):
    """Ends `run` with one JSON error line and exit 2."""


def _read_setup(path: Path, pack: Pack, seed: int) -> Session:
    try:
        located = load_yaml(path)
    except LoadError as err:
        raise _Stop("; ".join(err.problems)) from None
    data = located.data
    if not isinstance(data, dict):
        raise _Stop(f"{path}: a setup is a mapping with 'bots' (or 'bot') and 'shared'")
    _known_keys(path, "a setup", data, {"bots", "bot", "shared"})
    session = Session(pack, seed)
    bots = data.get("bots") or [data.get("bot", {})]
    try:
        for i, bot in enumerate(bots):
            if not isinstance(bot, dict) or not isinstance(bot.get("options", {}), dict):
                raise _Stop(f"{path}: bot {i + 1} is not a mapping with a mapping of options")
            _known_keys(path, f"bot {i + 1}", bot, {"id", "options", "profile"})
            odd = not_plain(bot)
            if odd is not None:
                where = ".".join(map(str, odd[0]))
                raise _Stop(
                    f"{path}: bot {i + 1}: {where} holds a {type(odd[1]).__name__}, not text or a number"
                )
            session.add_bot(str(bot.get("id", f"b{i + 1}")), dict(bot.get("options", {})), bot.get("profile"))
        for name, value in (data.get("shared") or {}).items():
            session.apply({"type": "set_shared", "name": name, "value": value})
    except (InputError, RuleError, KeyError, TypeError, ValueError) as err:
        raise _Stop(f"{path}: {err}") from None
    return session


def _known_keys(path: Path, what: str, data: dict[str, Any], known: set[str]) -> None:
    """A misspelt key of a setup is refused, not silently left out of the game."""
    unknown = sorted(map(str, set(data) - known))
    if unknown:
        raise _Stop(f"{path}: {what} has unknown key(s) {unknown}; it takes {sorted(known)}")


def _emit(out: TextIO, obj: dict[str, Any]) -> None:
    out.write(json.dumps(obj, ensure_ascii=False) + "\n")
    out.flush()


def _is_store(path: str) -> bool:
    """A game-store file (`.botmat`); any other name is a JSON save."""
    return Path(path).suffix.lower() == SUFFIX


def _open_session(
    path: Path, packs: dict[str, Pack], read_only: bool = False
) -> tuple[Session, GameFile | None]:
    """The game of `--session`: a `.botmat` game (written only when the run ends well; only read
    when `read_only`, the run then saved elsewhere) or a JSON save."""
    try:
        if _is_store(str(path)):
            game = open_game(path, packs, read_only)
            game.history.hold = True  # all or nothing: a run that fails leaves the file as it was
            return game.session, game
        return load_session(path, packs)[0], None
    except GameNotWritable as err:
        close = ", or close it there first" if err.busy else ""
        raise _Stop(
            f"{err}; play a copy with --save COPY.botmat (the game is then only read){close}"
        ) from None
    except (SaveError, StoreError) as err:
        raise _Stop(str(err)) from None


def _save(session: Session, game: GameFile | None, target: str) -> None:
    """Write the game after the run: the open game file, a new `.botmat`, or a JSON save."""
    if game is not None and not game.read_only:
        if not game.flush():
            raise _Stop(str(game.failure))
    elif _is_store(target):
        write_game(Path(target), session, Path(target).stem, replace=True).close()
    else:
        save_session(session, Path(target))


def _same_path(a: str, b: str) -> bool:
    try:
        return Path(a).resolve() == Path(b).resolve()
    except OSError:
        return a == b


def cmd_run(args: argparse.Namespace, out: TextIO, inp: TextIO) -> int:
    """Run one chart for one bot, speaking JSON lines."""
    game: GameFile | None = None
    elsewhere = False  # --session read, --save written
    try:
        packs = _packs()
        if args.pack not in packs:
            raise _Stop(f"no pack '{args.pack}'")
        pack = packs[args.pack]
        if args.session:
            elsewhere = bool(args.save) and not _same_path(args.save, args.session)
            session, game = _open_session(Path(args.session), packs, read_only=elsewhere)
            if session.pack.id != pack.id:
                raise _Stop(f"{args.session} is a game of pack '{session.pack.id}'")
        else:
            session = _read_setup(Path(args.setup), pack, args.seed)
        bot = args.bot or (session.bot_ids[0] if session.bot_ids else None)
        if bot is None or bot not in session.world["bots"]:
            raise _Stop(f"no bot '{bot}' in this game")
        chart = args.chart or pack.meta.entry
        if chart not in session.interp.charts(session.world, bot):
            raise _Stop(f"no chart '{chart}' in pack '{pack.id}'")
        _run_loop(session, bot, chart, out, inp)
        target = args.save or args.session
        if target:
            _save(session, None if elsewhere else game, target)
    except _Stop as err:
        _emit(out, {"kind": "error", "error": str(err)})
        return 2
    except (StoreError, OSError) as err:
        _emit(out, {"kind": "error", "error": f"the game cannot be written: {err}"})
        return 2
    except Exception as err:  # noqa: BLE001 - a state the rules cannot read is said, never a traceback
        _emit(out, {"kind": "error", "error": f"the game cannot go on: {type(err).__name__}: {err}"})
        return 2
    finally:
        if game is not None:
            game.abandon()
    return 0


def _run_loop(session: Session, bot: str, chart: str, out: TextIO, inp: TextIO) -> None:
    interp = session.interp

    def state() -> dict[str, Any]:
        return interp.view(session.world, bot)

    # Each automatic step is printed with the state as it was when the step was taken.
    seen: dict[int, dict[str, Any]] = {}

    def observe(entry: Any, world: dict[str, Any]) -> None:
        if entry.bot == bot and bot in world["bots"]:
            seen[id(entry)] = json.loads(json.dumps(interp.view(world, bot)))

    interp.observer = observe

    def emit_logs(entries: list[Any]) -> None:
        for e in entries:
            if e.kind in ("ask", "number", "roll", "do"):
                continue  # shown already when they were waiting
            node = interp.charts(session.world, bot)[e.chart].node_map().get(e.node)
            _emit(
                out,
                {
                    "chart": e.chart,
                    "node": e.node,
                    "kind": e.kind,
                    "text": render_plain(e.text),
                    "options": [o.id for o in getattr(node, "options", [])],
                    **({"answer": e.answer} if e.answer is not None else {}),
                    **({"reason": render_plain(e.reason)} if e.reason else {}),
                    "state": seen.pop(id(e), None) or state(),
                },
            )

    try:
        emit_logs(session.apply({"type": "start", "bot": bot, "chart": chart}))
    except (InputError, RuleError) as err:
        raise _Stop(str(err)) from None
    while session.running(bot):
        step = session.current(bot)
        assert step is not None
        _emit(out, {**step.to_json(render_plain), "state": state()})
        event = {"type": "done", "bot": bot} if step.kind == "do" else _event_of(step, bot, _reply(step, inp))
        try:
            entries = session.apply(event)
        except (InputError, RuleError) as err:
            raise _Stop(str(err)) from None
        if event["type"] == "roll":
            _emit(
                out,
                {
                    "chart": step.chart,
                    "node": step.node,
                    "kind": "roll",
                    "text": render_plain(step.text),
                    "options": [c.id for c in step.options],
                    "answer": entries[0].answer,
                    "roll": event["result"],
                    "state": state(),
                },
            )
        emit_logs(entries)
    _emit(out, {"kind": "end", "state": state()})


def _reply(step: Any, inp: TextIO) -> dict[str, Any]:
    """The next line of input, as the JSON object a waiting step needs."""
    line = inp.readline()
    if not line:
        raise _Stop(f"input ended while {step.chart}.{step.node} waits for an answer")
    try:
        reply = parse_json(line[:REPLY_CHARS], "reply")
    except ReadRefused as err:
        raise _Stop(f"not JSON: {err.reason}") from None
    if not isinstance(reply, dict):
        raise _Stop("each reply is a JSON object")
    return reply


def _event_of(step: Any, bot: str, reply: dict[str, Any]) -> dict[str, Any]:
    """The session event a reply to a waiting step asks for."""
    if "start" in reply:  # a routine interrupts the run; the step waits again after it
        return {"type": "start", "bot": bot, "chart": str(reply["start"]), "nested": True}
    if "stop" in reply:  # the routine that interrupted the run ("routine"), or all of it
        return {"type": "abort", "bot": bot, "nested": reply["stop"] == "routine"}
    if step.kind == "number":
        if "answer" not in reply:
            low, high = (step.number or {}).get("min"), (step.number or {}).get("max")
            raise _Stop(f'{step.chart}.{step.node} needs {{"answer": N}}, N from {low} to {high}')
        return {"type": "answer", "bot": bot, "option": reply["answer"]}
    if step.kind == "ask":
        if "answer" not in reply:
            raise _Stop(
                f'{step.chart}.{step.node} needs {{"answer": ID}}, one of {[c.id for c in step.options]}'
            )
        return {"type": "answer", "bot": bot, "option": str(reply["answer"])}
    if "roll" not in reply:
        raise _Stop(f'{step.chart}.{step.node} needs {{"roll": N}} or {{"roll": null}}')
    return {"type": "roll", "bot": bot, "value": reply["roll"]}


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of `python -m desktop.cli`."""
    parser = argparse.ArgumentParser(prog="python -m desktop.cli", description="Botmat headless interface")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("packs", help="list the bundled rule packs")
    p.add_argument("--json", action="store_true")
    p = sub.add_parser("validate", help="validate packs and overlays")
    p.add_argument("paths", nargs="*")
    p = sub.add_parser("simulate", help="play random turns")
    p.add_argument("--pack", required=True)
    p.add_argument("--chart")
    p.add_argument("--turns", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    p.add_argument(
        "--save", help="write the first random game played here: a game file (.botmat) or a JSON save"
    )
    p = sub.add_parser("run", help="run one chart for one bot, JSON lines on stdin/stdout")
    p.add_argument("--pack", required=True)
    p.add_argument("--chart")
    p.add_argument("--bot")
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument("--setup")
    group.add_argument("--session")
    p.add_argument(
        "--save",
        help="write the resulting game here (.botmat or .json); with --session, that game is only read",
    )
    p.add_argument("--seed", type=int, default=1)
    return parser


def main(argv: list[str] | None = None, out: TextIO | None = None, inp: TextIO | None = None) -> int:
    """Entry point; returns the exit code."""
    out = out or sys.stdout
    inp = inp or sys.stdin
    args = build_parser().parse_args(argv)
    if args.command == "packs":
        return cmd_packs(args, out)
    if args.command == "validate":
        return cmd_validate(args, out)
    if args.command == "simulate":
        return cmd_simulate(args, out)
    return cmd_run(args, out, inp)
