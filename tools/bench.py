"""`make bench`: runs every tools/bench_*.py and prints their figures against the goals."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    """Run each benchmark script in turn; a failing one is reported, the rest still run."""
    failed = 0
    for script in sorted(HERE.glob("bench_*.py")):
        print(f"== {script.stem}", flush=True)
        code = subprocess.run([sys.executable, str(script)], cwd=HERE.parent).returncode
        if code:
            print(f"   ({script.name} exited {code})")
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
