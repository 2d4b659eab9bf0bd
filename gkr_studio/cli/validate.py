"""``gkr-map validate FILE...``: check map files against the schema and the rules."""

from __future__ import annotations

import argparse

from engine.errors import MapFileError
from engine.mapfile import load_map
from gkr_studio.cli.common import EXIT_INVALID, EXIT_OK


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "validate", help="check map files (shape and meaning)",
        description="Check map files against the JSON Schema and the rules of a map. "
                    "Prints one line per file that is valid and one line per problem; "
                    "exit status 0 when every file is valid, 1 otherwise.")
    p.add_argument("files", nargs="+", metavar="FILE", help="a .gkrmap.json file")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    status = EXIT_OK
    for path in args.files:
        try:
            m = load_map(path)
        except MapFileError as e:
            status = EXIT_INVALID
            for line in e.lines():
                print(line)
            continue
        print(f"{path}: ok ({m.name}, {m.players} players, {m.side.value} side,"
              f" {len(m.buildings)} buildings)")
    return status
