"""Engine speed: steps per second of random play on every bundled pack (goal >= 20,000)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.core.cli.simulate import simulate  # noqa: E402
from desktop.core.pack.pack_catalog import load_packs  # noqa: E402

GOAL = 20_000


def main() -> int:
    """Print steps/s per pack."""
    packs, problems = load_packs()
    for problem in problems:
        print("  problem:", problem)
    for pack in packs.values():
        result = simulate(pack, 2000, 1, check_invariants=False)
        rate = result.steps / result.seconds if result.seconds else 0
        mark = "ok" if rate >= GOAL else "BELOW GOAL"
        print(
            f"  {pack.id:22s} {result.steps:8d} steps in {result.seconds:6.2f} s = "
            f"{rate:9.0f} steps/s (goal >= {GOAL}) {mark}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
