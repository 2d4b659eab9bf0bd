"""``gkr-map ladder [MAP…] [--bots B1,B2,…] [--games N] [--seed S] [--workers W] [--json]``.

Rates bots against each other (:mod:`engine.playtest.ladder`): every pair of bots plays
duplicate matches on every map (default the seven shipped maps) — on two seats each bot
at each seat, on three or four each bot alone at each seat against copies of the other,
with the same dice and draws — and one Bradley–Terry fit over all the games gives each bot
a rating on the Elo scale with its 95% interval (bootstrap over the matches), and its
share of the points in its games. The same seed gives the same output, whatever the
number of workers.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from engine.bots import BOT_KINDS
from engine.core.messages import _, ngettext, pgettext
from engine.core.numbers import format_integer
from engine.files.resources import BUILTIN_MAPS, builtin_map_path
from engine.playtest.figures import percent
from engine.playtest.ladder import LadderResult, run_ladder
from gkr_studio.cli.common import EXIT_OK, CommandError, load_finished_map, print_json
from gkr_studio.cli.progress import with_progress

DEFAULT_BOTS = "random,solo,full"
DEFAULT_GAMES = 20



def header() -> str:
    """The table's heading line, in the current language."""
    bot, rating, interval, score, games = (
        _("bot"), _("rating"), pgettext("ladder", "95% interval"), _("score"), _("games"))
    return f"{'':>4} {bot:<10} {rating:>7}  {interval:<16} {score:>6} {games:>6}"


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "ladder", help="rate bots against each other: ratings with 95%% intervals",
        description="Play duplicate matches between every pair of bots on the maps (default:"
                    " the seven shipped maps) and rate the bots on the Elo scale (a"
                    " Bradley-Terry fit) with 95% intervals and each bot's share of the"
                    " points in its games. The same seed gives the same output.")
    p.add_argument("maps", nargs="*", metavar="MAP",
                   help="a .gkrmap.json file (default: the seven shipped maps)")
    p.add_argument("--bots", default=DEFAULT_BOTS, metavar="B1,B2,…",
                   help=f"the bots to rate, two or more of {', '.join(BOT_KINDS)}"
                        f" (default {DEFAULT_BOTS})")
    p.add_argument("--games", "-n", type=int, default=DEFAULT_GAMES, metavar="N",
                   help=f"games per pair of bots and map (default {DEFAULT_GAMES}); whole"
                        " duplicate matches are played (2 games on two seats, 6 on three, 8"
                        " on four)")
    p.add_argument("--seed", "-s", type=int, default=0, metavar="S",
                   help="seed of the ladder (default 0)")
    p.add_argument("--workers", "-w", type=int, default=None, metavar="W",
                   help="worker processes (default: one per core; the output is the same)")
    p.add_argument("--json", action="store_true", help="print the ratings as JSON")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if args.workers is not None and args.workers < 1:
        raise CommandError(f"use at least 1 worker, not {args.workers}")
    paths = args.maps or [str(builtin_map_path(s)) for s in BUILTIN_MAPS]
    maps = [load_finished_map(p, "a ladder") for p in paths]
    workers = args.workers or max(1, os.cpu_count() or 1)
    result = with_progress(lambda progress: run_ladder(
        bots, maps, args.games, args.seed, workers=workers, progress=progress))
    if args.json:
        print_json(result.to_json())
    else:
        print(ladder_text(result))
    return EXIT_OK


def ladder_text(result: LadderResult) -> str:
    """The ratings as a table, best first."""
    data: dict[str, Any] = result.to_json()
    n_maps = len(data['maps'])
    maps = ngettext("{n} map", "{n} maps", n_maps).format(n=n_maps)
    lines = [ngettext("Ladder: {maps}, {games} game ({per_pair} per pair of bots and map),"
                      " seed {seed}",
                      "Ladder: {maps}, {games} games ({per_pair} per pair of bots and map),"
                      " seed {seed}", data["games"]).format(
        maps=maps, games=format_integer(data["games"]),
        per_pair=data["games_per_pair_and_map"], seed=data["seed"]), header()]
    for rank, bot in enumerate(data["bots"], 1):
        lo, hi = bot["ci95"]
        lines.append(f"{rank:>4} {bot['name']:<10} {bot['rating']:>+7.0f}  "
                     f"{f'[{lo:+.0f}, {hi:+.0f}]':<16} {percent(bot['score']):>6}"
                     f" {bot['games']:>6}")
    lines.append(_("Ratings on the Elo scale, averaging 0 (400 points: 10 wins in 11 head to"
                   " head); score: the bot's share of the points in its games."))
    return "\n".join(lines)
