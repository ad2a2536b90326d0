"""`python -m desktop.cli`: the headless interface (see docs/cli.md)."""

import sys

from desktop.core.cli.commands import main

if __name__ == "__main__":
    sys.exit(main())
