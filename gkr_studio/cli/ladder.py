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
from engine.core import _, format_percent, format_signed, ngettext, pgettext
from engine.files import BUILTIN_MAPS, builtin_map_path
from engine.playtest import LadderResult, run_ladder
from gkr_studio.cli.common import EXIT_OK, CommandError, load_finished_map, print_json
from gkr_studio.cli.playtest_words import width
from gkr_studio.cli.progress import with_progress

DEFAULT_BOTS = "random,solo,full"
DEFAULT_GAMES = 20


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "ladder",
        help=_("rate bots against each other: ratings with 95%% intervals"),
        description=_(
            "Play duplicate matches between every pair of bots on the maps (default:"
            " the seven shipped maps) and rate the bots on the Elo scale (a"
            " Bradley-Terry fit) with 95% intervals and each bot's share of the"
            " points in its games. The same seed gives the same output."
        ),
    )
    p.add_argument(
        "maps",
        nargs="*",
        metavar="MAP",
        help=_("a .gkrmap.json file (default: the seven shipped maps)"),
    )
    p.add_argument(
        "--bots",
        default=DEFAULT_BOTS,
        metavar="B1,B2,…",
        help=_("the bots to rate, two or more of {kinds} (default {bots})").format(
            kinds=", ".join(BOT_KINDS), bots=DEFAULT_BOTS
        ),
    )
    p.add_argument(
        "--games",
        "-n",
        type=int,
        default=DEFAULT_GAMES,
        metavar="N",
        help=_(
            "games per pair of bots and map (default {n}); whole duplicate matches are"
            " played (2 games on two seats, 6 on three, 8 on four)"
        ).format(n=DEFAULT_GAMES),
    )
    p.add_argument(
        "--seed", "-s", type=int, default=0, metavar="S", help=_("seed of the ladder (default 0)")
    )
    p.add_argument(
        "--workers",
        "-w",
        type=int,
        default=None,
        metavar="W",
        help=_("worker processes (default: one per core; the output is the same)"),
    )
    p.add_argument("--json", action="store_true", help=_("print the ratings as JSON"))
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if args.workers is not None and args.workers < 1:
        raise CommandError(_("use at least 1 worker, not {workers}").format(workers=args.workers))
    paths = args.maps or [str(builtin_map_path(s)) for s in BUILTIN_MAPS]
    maps = [load_finished_map(p, "a ladder") for p in paths]
    workers = args.workers or max(1, os.cpu_count() or 1)
    result = with_progress(
        lambda progress: run_ladder(
            bots, maps, args.games, args.seed, workers=workers, progress=progress
        )
    )
    if args.json:
        print_json(result.to_json())
    else:
        print(ladder_text(result))
    return EXIT_OK


def ladder_text(result: LadderResult) -> str:
    """The ratings as a table, best first."""
    data: dict[str, Any] = result.to_json()
    n_maps = len(data["maps"])
    maps = ngettext("{n} map", "{n} maps", n_maps).format(n=n_maps)
    games = ngettext("{n} game", "{n} games", data["games"]).format(n=data["games"])
    lines = [
        _("Ladder: {maps}, {games} ({per} per pair of bots and map), seed {seed}").format(
            maps=maps, games=games, per=data["games_per_pair_and_map"], seed=data["seed"]
        )
    ]
    scores = [format_percent(bot["score"], 1, trim=False) for bot in data["bots"]]
    h = (_("bot"), _("rating"), pgettext("ladder", "95% interval"), _("score"), _("games"))
    w = (
        width(h[0], 10),
        width(h[1], 7),
        width(h[2], 16),
        max([width(h[3], 6)] + [len(s) for s in scores]),
        width(h[4], 6),
    )
    lines.append(
        f"{'':>4} {h[0]:<{w[0]}} {h[1]:>{w[1]}}  {h[2]:<{w[2]}} {h[3]:>{w[3]}} {h[4]:>{w[4]}}"
    )
    for rank, (bot, score) in enumerate(zip(data["bots"], scores), 1):
        lo, hi = bot["ci95"]
        span = f"[{format_signed(lo, 0)}, {format_signed(hi, 0)}]"
        lines.append(
            f"{rank:>4} {bot['name']:<{w[0]}} {format_signed(bot['rating'], 0):>{w[1]}}  "
            f"{span:<{w[2]}} {score:>{w[3]}}"
            f" {bot['games']:>{w[4]}}"
        )
    lines.append(
        _(
            "Ratings on the Elo scale, averaging 0 (400 points: 10 wins in 11 head to"
            " head); score: the bot's share of the points in its games."
        )
    )
    return "\n".join(lines)
