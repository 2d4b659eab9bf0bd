"""``gkr-studio [FILE]``: start the studio."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    print("GKR Studio: the studio window comes next; meanwhile `gkr-map validate` and"
          " `gkr-map los` work on map files.")
    return 0


def entry_point() -> None:
    sys.exit(main())
