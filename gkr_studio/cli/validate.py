"""``gkr-map validate PATH... [--format F] [--strict]``: check map files against the schema
and the rules of a map."""

from __future__ import annotations

import argparse
import sys

from engine.core import MapFileError, _, one_line
from engine.files import load_map
from engine.mapmodel import draft_problems
from gkr_studio.cli import formats, pack
from gkr_studio.cli.common import EXIT_INVALID, EXIT_OK


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "validate",
        help=_("check map files (shape and meaning)"),
        description=_(
            "Check map files against the JSON Schema and the rules of a map. "
            "For one file, print a line saying it is valid, or one line per "
            "problem on stderr; for several files or a folder (every *.gkrmap.json "
            "under it), each problem on stderr and a summary table. A draft (not "
            "yet one start per player, 2-4) is reported as an error. Exit status 0 "
            "when every file is valid and finished, 1 otherwise."
        ),
    )
    p.add_argument(
        "files", nargs="+", metavar="PATH", help=_("a .gkrmap.json file, or a folder of them")
    )
    formats.add_options(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if pack.is_pack(args.files) or args.format != "text":
        results = pack.run_all(args.files, pack.validate_one)
        return formats.write(results, "validate", args.format, args.strict)
    path = args.files[0]
    try:
        m = load_map(path)
    except MapFileError as e:
        for line in e.lines():
            print(line, file=sys.stderr)
        return EXIT_INVALID
    drafted = draft_problems(m)
    if drafted:
        for p in drafted:
            print(one_line(f"{path}: {p.where}: {pack.draft_text(p)}"), file=sys.stderr)
        return EXIT_INVALID
    print(one_line(f"{path}: ok ({m.name}, {pack.describe(m)})"))
    return EXIT_OK
