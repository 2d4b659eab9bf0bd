"""``gkr-map playtest FILE --games N --seed S [--workers W] [--bot KIND] [--json]``.

Bots play the map against each other (seats rotated between games) and the
command prints each seat's win rate with its 95% confidence interval, how the
games ended, how long they lasted, who drew first blood and demolished first,
the factions' win rates, and where units fired from and were destroyed. The
same seed gives the same output, whatever the number of workers; nothing in it
depends on timing. A progress bar goes to stderr when stderr is a terminal.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TextIO

from engine.bots import BOT_KINDS, DEFAULT_BOT
from engine.game.catalog import load_catalog
from engine.hexes import Hex
from engine.mapfile import load_map
from engine.playtest import PlaytestResult, run_playtest
from gkr_studio.cli.common import EXIT_OK, CommandError, print_json

DEFAULT_GAMES = 100
HOTSPOTS = 8
"""Hexes listed per heat map in the text output."""


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "playtest", help="bot self-play: win rate per seat with a confidence interval",
        description="Play the map many times with bots in every seat (factions rotated "
                    "between seats from game to game) and report each seat's win rate with "
                    "a 95%% confidence interval, win types, game length, first blood and "
                    "first demolition, and heat maps. The same seed gives the same output.")
    p.add_argument("file", metavar="FILE", help="a .gkrmap.json file")
    p.add_argument("--games", "-n", type=int, default=DEFAULT_GAMES, metavar="N",
                   help=f"games to play (default {DEFAULT_GAMES})")
    p.add_argument("--seed", "-s", type=int, default=0, metavar="S",
                   help="seed of the batch (default 0)")
    p.add_argument("--workers", "-w", type=int, default=None, metavar="W",
                   help="worker processes (default: one per core; the output is the same)")
    p.add_argument("--bot", default=DEFAULT_BOT, metavar="KIND",
                   help=f"bot in every seat: {', '.join(BOT_KINDS)} (default {DEFAULT_BOT})")
    p.add_argument("--catalog", metavar="FILE", default=None,
                   help="play with your own cards: a .catalog.json file (default: the"
                        " built-in stand-in catalog)")
    p.add_argument("--json", action="store_true", help="print the result as a JSON object")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise CommandError(f"--games must be 1 or more, not {args.games}")
    if args.workers is not None and args.workers < 1:
        raise CommandError(f"--workers must be 1 or more, not {args.workers}")
    if args.bot not in BOT_KINDS:
        raise CommandError(f"no bot called {args.bot!r}; choose one of"
                           f" {', '.join(sorted(BOT_KINDS))}")
    catalog = load_catalog(args.catalog) if args.catalog is not None else None
    game_map = load_map(args.file)
    workers = args.workers or max(1, min(os.cpu_count() or 1, args.games))
    bar = ProgressBar(sys.stderr) if sys.stderr.isatty() else None
    try:
        result = run_playtest(game_map, args.games, args.seed, workers=workers, bot=args.bot,
                              catalog=catalog, progress=bar.update if bar else None)
    finally:
        if bar:
            bar.close()
    if args.json:
        print_json(result.to_json())
    else:
        print("\n".join(result_lines(result)))
    return EXIT_OK


class ProgressBar:
    """``[#######.............]  140/400 games`` redrawn in place on a terminal."""

    WIDTH = 30

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.shown = False

    def update(self, done: int, total: int) -> None:
        filled = self.WIDTH * done // total
        self.out.write(f"\r[{'#' * filled}{'.' * (self.WIDTH - filled)}] {done:>{len(str(total))}}"
                       f"/{total} games")
        self.out.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            self.out.write("\n")
            self.out.flush()


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _seat(s: int) -> str:
    return f"P{s + 1}"


def _num(x: float) -> str:
    return f"{x:g}" if x == int(x) else f"{x:.2f}".rstrip("0")


def result_lines(r: PlaytestResult) -> list[str]:
    """The human-readable report."""
    lines = [f"{r.map_name}: {r.games} games, {r.players} players, {r.bot} bot, seed {r.seed}"
             + (f" (cancelled after {r.games} of {r.requested})" if r.cancelled else "")]
    lines.append(f"  {'seat':<5}{'start':<7}{'wins':>8}  {'win rate':>8}  95% interval")
    for s in r.seats:
        lines.append(f"  {_seat(s.seat):<5}{str(s.start):<7}{_num(s.wins):>8}  "
                     f"{_pct(s.win_rate):>8}  {_pct(s.ci_low)}-{_pct(s.ci_high)}")
    total = max(1, r.games)
    lines.append("  win types         " + ", ".join(
        f"{t} {n} ({_pct(n / total)})" for t, n in r.win_types.items()))
    lines.append(f"  rounds            mean {r.length.mean:.1f}, median {_num(r.length.median)},"
                 f" min {r.length.min}, max {r.length.max}")
    lines.append("  first blood       " + _by_seat(r.first_blood, r.games))
    lines.append("  first demolition  " + _by_seat(r.first_demolition, r.games))
    lines.append("  factions          " + ", ".join(
        f"{f.name} {_pct(f.win_rate)} of {f.games}" for f in r.factions))
    lines.append("  fired from        " + _hotspots(r.fired_from))
    lines.append("  destroyed at      " + _hotspots(r.destroyed_at))
    return lines


def _by_seat(counts: tuple[int, ...], games: int) -> str:
    parts = [f"{_seat(s)} {n}" for s, n in enumerate(counts)]
    return ", ".join(parts + [f"none {games - sum(counts)}"])


def _hotspots(counts: dict[Hex, int]) -> str:
    if not counts:
        return "none"
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:HOTSPOTS]
    rest = len(counts) - len(top)
    return ", ".join(f"{h} {n}" for h, n in top) + (f" (+{rest} more hexes)" if rest > 0 else "")
