"""The installed app compiles a pack's modules once, not at every start: a frozen build writes no
bytecode by itself, so the start keeps the packs' compiled modules in the cache folder (Python's
own bytecode cache, out of the app's folder), and the next start reads them from there."""

from __future__ import annotations

import json
from pathlib import Path

from ui_helpers import run_python

# As the frozen app runs: bytecode not written until the start says where (desktop.boot.app).
START = """
import json, sys
sys.dont_write_bytecode = True
from desktop.boot.app import keep_bytecode
keep_bytecode()
from desktop.core.pack.pack_loading import load_pack
from desktop.core.paths import bundled_rules_dir
pack, problems = load_pack(bundled_rules_dir() / "eupop")
module = sys.modules["botmat_rules.eupop.realm"]
print(json.dumps({"problems": problems, "cached": module.__cached__, "prefix": sys.pycache_prefix}))
"""


def test_a_packs_modules_are_compiled_once_into_the_cache_folder(tmp_path: Path) -> None:
    cache = tmp_path / "cache"

    def start() -> dict[str, object]:
        out = run_python("-c", START, BOTMAT_CACHE_DIR=str(cache))
        assert out.returncode == 0, out.stderr[-2000:]
        found: dict[str, object] = json.loads(out.stdout.splitlines()[-1])
        return found

    first = start()
    assert first["problems"] == [] and first["prefix"] == str(cache / "bytecode")
    compiled = Path(str(first["cached"]))
    assert compiled.is_file() and compiled.is_relative_to(cache / "bytecode"), "kept in the cache folder"
    written = compiled.stat().st_mtime_ns
    assert start()["cached"] == first["cached"]
    assert compiled.stat().st_mtime_ns == written, "the second start read it, compiling nothing again"
