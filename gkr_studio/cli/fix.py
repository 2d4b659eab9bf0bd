"""``gkr-map fix FILE [-o OUT] [--checks id,id] [--max-edits N] [--balance] [--json]``:
repair a map.

Prints the edits in words and, with ``-o``, writes the repaired map; exit status
0 when every check asked for passes afterwards (and, with ``--balance``, the bots
measure no seat edge), 1 otherwise. The input is never written over unless ``-o``
names it. ``--balance`` also tries to remove a seat edge the bots measure
(:func:`engine.repair.balance_fix.find_balance_fix`).
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from engine.core import _, ngettext
from engine.files import save_map
from engine.playtest import DEFAULT_MARGIN
from engine.repair import MAX_EDITS, VERIFY_GAMES, BalanceFix, find_balance_fix, find_fix
from gkr_studio.cli.common import (
    EXIT_INVALID,
    EXIT_OK,
    CommandError,
    load_finished_map,
    output_file,
    print_json,
)
from gkr_studio.cli.progress import with_progress


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "fix",
        help=_("the smallest change that makes the failing checks pass"),
        description=_(
            "Search for the fewest edits (move, add or remove a building, move a "
            "start) after which the checks asked for pass and no passing check "
            "fails; locked buildings and starts stay. Prints the edits and, with -o, "
            "writes the repaired map. Exit status 0 when everything asked is fixed, "
            "1 otherwise."
        ),
    )
    p.add_argument("file", metavar="FILE", help=_("a .gkrmap.json file"))
    p.add_argument(
        "-o",
        "--output",
        metavar="OUT",
        help=_("write the repaired map here (only when the fix succeeds)"),
    )
    p.add_argument(
        "--checks", metavar="ID,ID", help=_("check ids to fix (default: every failing check)")
    )
    p.add_argument(
        "--max-edits",
        type=int,
        default=MAX_EDITS,
        metavar="N",
        help=_("edits a fix may take (default {n})").format(n=MAX_EDITS),
    )
    add_balance_arguments(
        p,
        "--balance",
        _(
            "also play the map with bots and try one edit that removes a seat edge they measure"
            " (after the checks' fix)"
        ),
    )
    p.add_argument("--json", action="store_true", help=_("print the result as JSON"))
    p.set_defaults(run=run)


def add_balance_arguments(p: argparse.ArgumentParser, flag: str, text: str) -> None:
    """The options of a balance-aware command: the flag, the games, margin, seed, workers."""
    p.add_argument(flag, action="store_true", help=text)
    p.add_argument(
        "--balance-games",
        type=int,
        default=VERIFY_GAMES,
        metavar="N",
        help=_(
            "games a balance verdict may take at most (default {n}; it stops as soon"
            " as the verdict is clear)"
        ).format(n=VERIFY_GAMES),
    )
    p.add_argument(
        "--margin",
        type=float,
        default=DEFAULT_MARGIN * 100,
        metavar="M",
        help=_("points a seat may be off its fair share (default {m})").format(
            m=f"{DEFAULT_MARGIN * 100:g}"
        ),
    )
    p.add_argument(
        "--workers",
        "-w",
        type=int,
        default=None,
        metavar="W",
        help=_("worker processes for the bot games (default: one per core)"),
    )
    p.add_argument(
        "--playtest-seed",
        type=int,
        default=1,
        metavar="S",
        help=_("seed of the bot games (default 1)"),
    )


def balance_options(args: argparse.Namespace) -> dict[str, Any]:
    """The keyword arguments of the balance functions, checked."""
    if args.balance_games < 1:
        raise CommandError(
            _("--balance-games must be 1 or more, not {balance_games}").format(
                balance_games=args.balance_games
            )
        )
    if not 0 < args.margin < 100:
        raise CommandError(
            _("--margin must be between 0 and 100 points, not {margin:g}").format(
                margin=args.margin
            )
        )
    if args.workers is not None and args.workers < 1:
        raise CommandError(
            _("--workers must be 1 or more, not {workers}").format(workers=args.workers)
        )
    return {
        "games": args.balance_games,
        "margin": args.margin / 100,
        "seed": args.playtest_seed,
        "workers": args.workers or max(1, os.cpu_count() or 1),
    }


def run(args: argparse.Namespace) -> int:
    output_file(args.output)
    checks = None
    if args.checks is not None:
        checks = [c.strip() for c in args.checks.split(",") if c.strip()]
        if not checks:
            raise CommandError(_("--checks: give check ids separated by commas"))
    balance = balance_options(args) if args.balance else None
    game_map = load_finished_map(args.file, "fixing")
    fix = find_fix(game_map, checks, max_edits=args.max_edits)
    repaired = fix.map if fix.fixed else game_map
    edge: BalanceFix | None = None
    if balance is not None:
        edge = with_progress(
            lambda progress: find_balance_fix(repaired, progress=progress, **balance), at_most=True
        )
        repaired = edge.map
    done = fix.fixed and (edge is None or edge.fixed)
    changed = (fix.fixed and bool(fix.edits)) or (edge is not None and edge.edit is not None)
    # the map is written when what it was asked to fix came out fixed; a balance edit is
    # written even when some checks stay unfixable (the exit status still says so)
    useful = done or (edge is not None and edge.edit is not None and edge.fixed)
    written = args.output if useful and changed and args.output is not None else None
    if written:
        save_map(repaired, written)
    if args.json:
        print_json(
            {
                "map": game_map.name,
                **fix.to_json(),
                "balance": None if edge is None else edge.to_json(),
                "output": written,
            }
        )
    else:
        n = len(fix.edits)
        head = (
            ngettext("fixed {checks} with {n} edit:", "fixed {checks} with {n} edits:", n).format(
                checks=", ".join(fix.targets), n=n
            )
            if fix.fixed and n
            else fix.summary()
        )
        print(f"{game_map.name}: {head}")
        for i, e in enumerate(fix.edits, 1):
            print(f"  {i}. {e}")
        if edge is not None:
            print(_("balance: {summary}").format(summary=edge.summary()))
        if written:
            print(_("wrote {path}").format(path=written))
    return EXIT_OK if done else EXIT_INVALID
