"""Smoke test of the built .deb: install it, start it under Xvfb with a fresh HOME, uninstall it.

Checks what a player would notice: the package installs, `botmat` is on PATH, the menu entry
and icons are there, the installed app opens its window, loads every bundled pack and knows
every language (`--self-test`), reports the pyproject version, and leaves nothing behind when
removed. Measures the cold start (`--quit-after-paint`, first run after install) and warm starts.

Modes: as root with apt-get the package is installed into the machine with apt-get (which
brings in its Depends) and purged afterwards; otherwise (or with --scratch) it is unpacked into
a scratch root and run from there.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import buildinfo  # noqa: E402

LANGS = set(buildinfo.LANGUAGES)
TIMEOUT = 120  # seconds for one start of the app; a hang is a failure, not a measurement
# What the bundle leaves out on purpose (buildinfo.EXCLUDED_PY): development tools a dependency
# can drag in (pydantic's plugin brings mypy), and modules whose PyInstaller start-up hook
# (`pyi_rth_<name>`) would run before the app's first line though the app never uses them.
LEFT_OUT = set(buildinfo.EXCLUDED_PY)


@dataclass
class Report:
    """What the smoke test found; printed as one JSON line at the end."""

    deb: str
    mode: str
    failures: list[str] = field(default_factory=list)
    figures: dict[str, object] = field(default_factory=dict)

    passed: int = 0

    def check(self, ok: bool, what: str) -> bool:
        print(("ok   " if ok else "FAIL ") + what, flush=True)
        if ok:
            self.passed += 1
        else:
            self.failures.append(what)
        return ok


class Xvfb:
    """A private X server on a free display, for the whole test."""

    def __init__(self) -> None:
        if not shutil.which("Xvfb"):
            raise SystemExit("Xvfb is not installed (apt-get install xvfb): cannot start the app")
        read, write = os.pipe()
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as fh:
            number = fh.readline().strip()
        if not number:
            self.proc.kill()
            raise SystemExit("Xvfb did not start")
        self.display = f":{number}"

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


def fresh_env(home: Path, display: str) -> dict[str, str]:
    """The environment of a player who has never run Botmat: new HOME, real X11, nothing inherited."""
    env = {
        "HOME": str(home),
        "DISPLAY": display,
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "xcb",
        "XDG_RUNTIME_DIR": str(home / "run"),
    }
    (home / "run").mkdir(mode=0o700, parents=True, exist_ok=True)
    return env


def run_app(exe: str, args: list[str], env: dict[str, str]) -> tuple[int, str, str, float]:
    """Start the installed app once; exit code, stdout, stderr and wall seconds."""
    code, out, err, wall, _ = run_app_timed(exe, args, env)
    return code, out, err, wall


def run_app_timed(
    exe: str, args: list[str], env: dict[str, str]
) -> tuple[int, str, str, float, float | None]:
    """Like run_app, plus the seconds from spawn until the app's first JSON line arrived.

    That moment is measured here, outside the app, so it does not rest on the app's own clock.
    """
    started = time.perf_counter()
    proc = subprocess.Popen([exe, *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seen: list[float] = []
    lines: list[str] = []
    errors: list[str] = []

    def read_stdout() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            if not seen and line.lstrip().startswith("{"):
                seen.append(time.perf_counter() - started)
            lines.append(line)

    def read_stderr() -> None:
        assert proc.stderr is not None
        errors.append(proc.stderr.read())

    # One reader per pipe, so neither fills up and stalls the app; communicate() would race them.
    readers = [threading.Thread(target=fn, daemon=True) for fn in (read_stdout, read_stderr)]
    for reader in readers:
        reader.start()
    try:
        proc.wait(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        return 124, "".join(lines), f"timed out after {TIMEOUT} s", time.perf_counter() - started, None
    for reader in readers:
        reader.join(timeout=10)
    err = "".join(errors)
    return proc.returncode, "".join(lines), err, time.perf_counter() - started, (seen[0] if seen else None)


def last_json(text: str) -> dict[str, object] | None:
    """The last line of `text` that is a JSON object."""
    for line in reversed(text.strip().splitlines()):
        line = line.strip()
        if line.startswith("{"):
            try:
                value = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(value, dict):
                return value
    return None


def deb_field(deb: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True, check=True
    ).stdout.strip()


def deb_paths(deb: Path) -> list[str]:
    """Every path the package ships, as /absolute paths."""
    out = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    paths = []
    for line in out.splitlines():
        name = line.split(None, 5)[5].split(" -> ")[0]
        paths.append("/" + name.lstrip("./").rstrip("/"))
    return paths


def check_package(deb: Path, rep: Report) -> None:
    """The package's name, version, Depends and contents."""
    version = buildinfo.version()
    rep.check(deb_field(deb, "Package") == "botmat", "package is named botmat")
    rep.check(deb_field(deb, "Version") == version, f"package version is pyproject's {version}")
    rep.check(version in deb.name, f"file name {deb.name} carries the version")
    depends = {d.strip().split(" ")[0] for d in deb_field(deb, "Depends").split(",")}
    for lib in ("libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libfontconfig1"):
        rep.check(lib in depends, f"Depends names {lib}")
    paths = set(deb_paths(deb))
    for want in (
        "/opt/botmat/botmat",
        "/usr/bin/botmat",
        "/usr/share/applications/botmat.desktop",
        "/usr/share/icons/hicolor/scalable/apps/botmat.svg",
        "/usr/share/icons/hicolor/48x48/apps/botmat.png",
        "/usr/share/icons/hicolor/256x256/apps/botmat.png",
        "/usr/share/man/man1/botmat.1.gz",
    ):
        rep.check(want in paths, f"package ships {want}")
    shipped = sorted({p.split("/")[4] for p in paths if p.startswith("/opt/botmat/_internal/")} & LEFT_OUT)
    rep.check(
        not shipped, f"package ships nothing left out on purpose ({', '.join(shipped) or 'none found'})"
    )


def install(deb: Path, mode: str, scratch: Path) -> Path:
    """Install the package; return the root it is installed under."""
    if mode == "system":
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(
            ["apt-get", "install", "-y", "-qq", "--no-install-recommends", str(deb.resolve())],
            check=True,
            env=env,
            stdout=subprocess.DEVNULL,
        )
        return Path("/")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(scratch)], check=True)
    return scratch


def check_desktop_entry(root: Path, rep: Report) -> None:
    entry = root / "usr/share/applications/botmat.desktop"
    rep.check(entry.is_file(), "menu entry installed")
    if shutil.which("desktop-file-validate") and entry.is_file():
        result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        rep.check(
            result.returncode == 0 and not result.stdout.strip(),
            "menu entry passes desktop-file-validate " + result.stdout.strip(),
        )
    sizes = sorted((root / "usr/share/icons/hicolor").glob("*x*/apps/botmat.png"))
    rep.check(len(sizes) >= 4, f"icons in {len(sizes)} sizes")


def check_size(install_root: Path, rep: Report) -> None:
    """The installed folder weighs at most buildinfo.SIZE_GOAL_MB (measured and printed)."""
    size_mb = buildinfo.folder_size(install_root / "opt/botmat") / 1_000_000
    rep.figures["installed_size_mb"] = round(size_mb, 1)
    goal = buildinfo.SIZE_GOAL_MB
    rep.check(size_mb <= goal, f"installed app weighs {size_mb:.1f} MB (goal <= {goal:.0f} MB)")


def check_bytecode(install_root: Path, rep: Report) -> None:
    """The packs' modules are installed with their compiled form, which matches their source, so
    the installed app (which writes no bytecode) never compiles them at a start."""
    rules = install_root / "opt/botmat/_internal/rules"
    sources = sorted(rules.glob("*/*.py"))
    stale = [str(s.relative_to(rules)) for s in sources if not compiled_matches(s)]
    rep.check(
        bool(sources) and not stale,
        f"{len(sources)} pack modules ship compiled for their source {stale[:5] or ''}".rstrip(),
    )


def compiled_matches(source: Path) -> bool:
    """Whether `source`'s __pycache__ file is one Python uses for it: this Python's magic number,
    checked against the source's hash (PEP 552), and the hash is the source's."""
    import importlib.util

    cached = Path(importlib.util.cache_from_source(str(source)))
    if not cached.is_file():
        return False
    head = cached.read_bytes()[:16]
    flags = int.from_bytes(head[4:8], "little")
    return (
        head[:4] == importlib.util.MAGIC_NUMBER
        and flags == 0b11
        and head[8:16] == importlib.util.source_hash(source.read_bytes())
    )


def written_files(install_root: Path, shipped: set[str]) -> list[str]:
    """Files under the installed folder the package did not ship (the app must write none)."""
    folder = install_root / "opt/botmat"
    found = (p for p in folder.rglob("*") if p.is_file() or p.is_symlink())
    return sorted(s for p in found if (s := "/" + p.relative_to(install_root).as_posix()) not in shipped)


def check_app(
    exe: str, install_root: Path, xvfb: Xvfb, rep: Report, warm_runs: int, shipped: set[str]
) -> None:
    """Start the installed app: version, self-test, cold and warm start."""
    version = buildinfo.version()
    bundle = install_root / "opt/botmat/_internal"
    expected_packs = sorted(p.parent.name for p in (bundle / "rules").glob("*/pack.yaml"))
    rep.check(bool(expected_packs), f"bundle carries rule packs {expected_packs}")
    program = (install_root / "opt/botmat/botmat").read_bytes()
    hooks = [hook for name in sorted(LEFT_OUT) if (hook := f"pyi_rth_{name}").encode() in program]
    rep.check(not hooks, f"no start-up hook for a module the app never uses ({', '.join(hooks) or 'none'})")
    with tempfile.TemporaryDirectory(prefix="botmat-home-") as tmp:
        home = Path(tmp)
        env = fresh_env(home, xvfb.display)

        # The very first start after installing: nothing cached by the app, libraries maybe warm.
        _drop_caches()
        code, out, err, wall, painted = run_app_timed(exe, ["--quit-after-paint"], env)
        paint = last_json(out)
        if rep.check(
            code == 0 and paint is not None and "first_paint_ms" in paint,
            f"--quit-after-paint opens and paints the window (exit {code})",
        ):
            rep.figures["cold_first_paint_ms_app"] = paint["first_paint_ms"]  # type: ignore[index]
        else:
            print(err[-2000:])
        rep.figures["cold_paint_seen_s"] = round(painted, 3) if painted is not None else None
        rep.figures["cold_wall_s"] = round(wall, 3)

        code, out, err, _ = run_app(exe, ["--version"], env)
        first, _, carried = out.strip().partition("\n")
        rep.check(code == 0 and first == f"botmat {version}", f"--version prints 'botmat {version}'")
        # The bundle carries the locked Qt binding (constraints.txt): --version names it.
        want = buildinfo.locked_version("PySide6_Essentials")
        rep.check(carried.startswith(f"PySide6 {want}, Qt "), f"--version names PySide6 {want}: {carried!r}")

        code, out, err, wall = run_app(exe, ["--self-test"], env)
        report = last_json(out)
        rep.figures["self_test_wall_s"] = round(wall, 3)
        if not rep.check(
            code == 0 and report is not None, f"--self-test exits 0 with a JSON report (exit {code})"
        ):
            print((out + err)[-3000:])
            return
        assert report is not None
        rep.figures["self_test"] = report
        rep.check(report.get("version") == version, f"self-test version {report.get('version')} == {version}")
        rep.check(report.get("window") is True, "self-test showed the main window")
        packs = report.get("packs")
        names = sorted(packs) if isinstance(packs, list | dict) else packs
        rep.check(names == expected_packs, f"self-test loaded every bundled pack: {names}")
        langs = report.get("languages")
        rep.check(
            isinstance(langs, list | dict) and LANGS <= set(langs),
            f"self-test switched through {sorted(LANGS)}: {langs}",
        )
        rep.check(not report.get("problems"), f"self-test found no problems: {report.get('problems')}")
        # Shown, not failed on: a harmless new Qt warning must not stop every release build.
        noisy = [ln for ln in err.splitlines() if ln.strip()]
        if noisy:
            print(f"WARN self-test wrote to stderr: {noisy[:5]}")
            rep.figures["self_test_stderr"] = noisy[:20]

        check_play(exe, home, env, expected_packs, rep)

        warm_app, warm_seen = [], []
        for _ in range(warm_runs):
            code, out, _, wall, painted = run_app_timed(exe, ["--quit-after-paint"], env)
            paint = last_json(out)
            if code == 0 and paint and "first_paint_ms" in paint:
                warm_app.append(float(paint["first_paint_ms"]))  # type: ignore[arg-type]
            if code == 0 and painted is not None:
                warm_seen.append(painted)
        if warm_app:
            rep.figures["warm_first_paint_ms_app_median"] = statistics.median(warm_app)
        if warm_seen:
            rep.figures["warm_paint_seen_s_median"] = round(statistics.median(warm_seen), 3)
        written = written_files(install_root, shipped)
        rep.check(
            not written, f"running the app wrote nothing into the installation {written[:5] or ''}".rstrip()
        )


# Made with this checkout's engine (the same source the package was built from), so the check
# needs no way of making a game inside the installed app.
MAKE_GAMES = """
import sys
from pathlib import Path
sys.path.insert(0, {root!r})
from desktop.core.store.game_library import Library
from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_rules_dir
from desktop.core.play.samples import sample_bots, sample_shared
from desktop.core.play.session import Session
out = Path({out!r})
for pack_id in {packs!r}:
    pack, problems = load_pack(bundled_rules_dir() / pack_id)
    assert pack is not None, problems
    session = Session(pack, 7)
    for options, profile in sample_bots(pack):
        session.add_bot(session.next_bot_id(), options, profile)
    for name, value in sample_shared(pack).items():
        session.apply({{"type": "set_shared", "name": name, "value": value}})
    game = Library(out / pack_id, out / "trash").add(session, pack_id)
    game.close()
    print(pack_id, game.path)
"""
PLAY_STEPS = 6


def check_play(exe: str, home: Path, env: dict[str, str], packs: list[str], rep: Report) -> None:
    """Play the first steps of a turn of a sample game of every bundled pack in the installed
    app (its engine, charts and window, not only its start), through its --snapshot mode."""
    games = home / "games-made"
    made = subprocess.run(
        [sys.executable, "-c", MAKE_GAMES.format(root=str(HERE.parents[1]), out=str(games), packs=packs)],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=dict(os.environ, BOTMAT_CACHE_DIR=str(home / "cache-made")),  # not the runner's cache
    )
    files = dict(line.split(" ", 1) for line in made.stdout.splitlines() if " " in line)
    if not rep.check(made.returncode == 0 and sorted(files) == packs, f"sample games made for {packs}"):
        print(made.stderr[-2000:])
        return
    for pack_id, file in sorted(files.items()):
        out = home / f"play-{pack_id}"
        args = ["--snapshot", str(out), "--demo-steps", str(PLAY_STEPS), file]
        code, stdout, err, _ = run_app(exe, args, env)
        report = last_json(stdout) or {}
        taken = report.get("demo_steps")
        png = out.with_suffix(".png")
        drawn = png.is_file() and png.stat().st_size > 10_000
        ok = code == 0 and isinstance(taken, int) and taken > 0 and drawn
        if not rep.check(ok, f"installed app plays {taken} step(s) of a {pack_id} turn and draws it"):
            print((stdout + err)[-2000:])


def _drop_caches() -> None:
    # Only root may drop the page cache, and containers often refuse; a cold start then means
    # "first start after install" rather than "first start after boot".
    try:
        os.sync()
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
    except OSError:
        pass


def uninstall(deb: Path, mode: str, rep: Report) -> None:
    if mode != "system":
        return
    # After the app ran: every installed file still matches the package's md5sums.
    verify = subprocess.run(["dpkg", "--verify", "botmat"], capture_output=True, text=True)
    rep.check(
        verify.returncode == 0 and not verify.stdout.strip(),
        "dpkg --verify: no installed file was changed " + verify.stdout.strip()[:300],
    )
    result = subprocess.run(["dpkg", "--purge", "botmat"], capture_output=True, text=True)
    rep.check(result.returncode == 0, "dpkg --purge botmat succeeds")
    # dpkg keeps shared folders such as /opt that other packages use; only ours must go.
    kept = [m for m in re.findall(r"directory '([^']*)' not empty", result.stderr) if "botmat" in m]
    rep.check(not kept, "purge left no folder of ours behind " + " ".join(kept)[-500:])
    ours = [p for p in deb_paths(deb) if p.startswith("/opt/botmat") or "botmat" in Path(p).name]
    left = [p for p in ours if os.path.lexists(p)]
    rep.check(not left, f"purge removed every file of the package {left[:5]}")
    rep.check(shutil.which("botmat", path="/usr/bin") is None, "botmat is no longer on PATH")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deb", nargs="?", type=Path, default=buildinfo.DIST / buildinfo.artefact_name("deb"))
    parser.add_argument(
        "--scratch", action="store_true", help="unpack into a scratch root, never into the machine"
    )
    parser.add_argument("--warm-runs", type=int, default=3)
    args = parser.parse_args(argv)
    deb: Path = args.deb
    if not deb.is_file():
        raise SystemExit(f"{deb} does not exist: run `make package` first")
    system = not args.scratch and os.geteuid() == 0 and shutil.which("apt-get") is not None
    rep = Report(deb=str(deb), mode="system" if system else "scratch")
    print(f"smoke test of {deb.name} ({rep.mode} install)", flush=True)
    check_package(deb, rep)
    xvfb = Xvfb()
    with tempfile.TemporaryDirectory(prefix="botmat-root-") as scratch:
        root = install(deb, rep.mode, Path(scratch))
        try:
            if rep.mode == "system":
                rep.check(shutil.which("botmat") == "/usr/bin/botmat", "botmat is on PATH")
                exe = "botmat"
            else:
                exe = str(root / "opt/botmat/botmat")
            check_desktop_entry(root, rep)
            check_size(root, rep)
            check_bytecode(root, rep)
            check_app(exe, root, xvfb, rep, args.warm_runs, set(deb_paths(deb)))
        finally:
            xvfb.close()
            uninstall(deb, rep.mode, rep)
    print(
        json.dumps(
            {
                "smoke": "failed" if rep.failures else "passed",
                "mode": rep.mode,
                "deb": deb.name,
                "failures": rep.failures,
                "figures": rep.figures,
            }
        )
    )
    # The plain closing line CI logs are read for.
    print(f"smoke: {rep.passed} passed, {len(rep.failures)} failed")
    return 1 if rep.failures else 0


if __name__ == "__main__":
    sys.exit(main())
