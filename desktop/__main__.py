"""`python -m desktop` starts the Botmat app."""

import sys

from desktop.boot.app import main

if __name__ == "__main__":
    sys.exit(main())
