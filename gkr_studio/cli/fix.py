"""``gkr-map fix FILE [-o OUT] [--checks id,id] [--max-edits N] [--json]``: repair a map.

Prints the edits in words and, with ``-o``, writes the repaired map; exit status
0 when every check asked for passes afterwards, 1 otherwise. The input is never
written over unless ``-o`` names it.
"""

from __future__ import annotations

import argparse

from engine.mapfile import load_map, save_map
from engine.repair import MAX_EDITS, find_fix
from gkr_studio.cli.common import EXIT_INVALID, EXIT_OK, CommandError, print_json


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "fix", help="the smallest change that makes the failing checks pass",
        description="Search for the fewest edits (move, add or remove a building, move a "
                    "start) after which the checks asked for pass and no passing check "
                    "fails; locked buildings and starts stay. Prints the edits and, with -o, "
                    "writes the repaired map. Exit status 0 when everything asked is fixed, "
                    "1 otherwise.")
    p.add_argument("file", metavar="FILE", help="a .gkrmap.json file")
    p.add_argument("-o", "--output", metavar="OUT",
                   help="write the repaired map here (only when the fix succeeds)")
    p.add_argument("--checks", metavar="ID,ID",
                   help="check ids to fix (default: every failing check)")
    p.add_argument("--max-edits", type=int, default=MAX_EDITS, metavar="N",
                   help=f"edits a fix may take (default {MAX_EDITS})")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    checks = None
    if args.checks is not None:
        checks = [c.strip() for c in args.checks.split(",") if c.strip()]
        if not checks:
            raise CommandError("--checks: give check ids separated by commas")
    game_map = load_map(args.file)
    fix = find_fix(game_map, checks, max_edits=args.max_edits)
    if fix.fixed and fix.edits and args.output:
        save_map(fix.map, args.output)
    if args.json:
        print_json({"map": game_map.name, **fix.to_json(),
                    "output": args.output if fix.fixed and args.output else None})
    else:
        n = len(fix.edits)
        head = (f"fixed {', '.join(fix.targets)} with {n} edit{'s' if n != 1 else ''}:"
                if fix.fixed and n else fix.summary())
        print(f"{game_map.name}: {head}")
        for i, e in enumerate(fix.edits, 1):
            print(f"  {i}. {e}")
        if fix.fixed and args.output:
            print(f"wrote {args.output}")
    return EXIT_OK if fix.fixed else EXIT_INVALID
