"""``gkr-map playtest FILE --restrict SEAT:PART [--restrict …]``: restricted play.

The unrestricted batch and, with the same seed and settings, one batch per restriction
(:func:`engine.playtest.restricted.run_restricted`): per restriction the seat's win rate
unrestricted and restricted, and the change with its 95% interval (paired deal by deal).
JSON: the unrestricted batch's object with a ``restrictions`` list.
"""

from __future__ import annotations

import argparse

from engine.bots.restriction import RESTRICTION_PARTS, RestrictionError
from engine.game.catalog import Catalog
from engine.game.state import GameConfig
from engine.playtest.restricted import RestrictedPlay, parse_restriction, run_restricted
from gkr_studio.cli.common import EXIT_OK, CommandError, load_finished_map
from gkr_studio.cli.pack import is_pack

TEXTS = {
    "help": "bar seat SEAT (a start's hex label, e.g. 1F) from part PART of the game"
            f" ({', '.join(RESTRICTION_PARTS)}) and report how its win rate moves against"
            " the unrestricted batch of the same seed; repeatable",
    "one_map": "--restrict plays one map on the built-in pool; leave out --scheduler and"
               " --results, and give one file",
    "mode": "--restrict plays standard games; leave out --mode {mode}",
    "until": "--restrict compares batches of the same number of games; leave out"
             " --until-verdict and give --games",
    "title": "{map}: restricted play, {games} games a batch, {bot} bot, seed {seed},"
             " {design} design",
    "header": "  {seat:<6}{part:<15}{base:>13}{restricted:>12}{delta:>8}  95% interval",
    "cancelled": "  (interrupted: the restrictions above finished)",
    "note": "  win rates of the seat unrestricted and restricted; change in points,"
            " paired deal by deal",
}


def check_restrict(args: argparse.Namespace) -> None:
    """Refuse what ``--restrict`` cannot be combined with (one line)."""
    if args.mode != "standard":
        raise CommandError(TEXTS["mode"].format(mode=args.mode))
    if is_pack(args.files) or args.scheduler or args.results:
        raise CommandError(TEXTS["one_map"])
    if args.until_verdict:
        raise CommandError(TEXTS["until"])


def run_restrict(args: argparse.Namespace, games: int, workers: int,
                 catalog: Catalog | None, config: GameConfig | None) -> int:
    """The restricted-play report of one map: text or ``--json``."""
    check_restrict(args)
    game_map = load_finished_map(args.files[0], "playing")
    try:
        wanted = list(dict.fromkeys(parse_restriction(text, game_map)  # once each
                                    for text in args.restrict))
    except RestrictionError as e:
        raise CommandError(f"--restrict {e}") from None
    from gkr_studio.cli.playtest import report, with_progress
    result = with_progress(lambda progress: run_restricted(
        game_map, wanted, games, args.seed, workers=workers, bot=args.bot, catalog=catalog,
        design=args.design, margin=args.margin / 100, config=config, progress=progress))
    report(args, result.to_json(), lambda: restrict_lines(result))
    return EXIT_OK


def restrict_lines(r: RestrictedPlay) -> list[str]:
    """The human-readable table: one line per restriction."""
    b = r.baseline
    options = b.options()
    advanced = "".join([", pilots"] if options.get("pilots") else []) + (
        f", {options['achievements']} achievements board" if "achievements" in options else "")
    lines = [TEXTS["title"].format(map=b.map_name, games=b.games, bot=b.bot, seed=b.seed,
                                   design=b.design) + advanced,
             TEXTS["header"].format(seat="seat", part="barred from", base="unrestricted",
                                    restricted="restricted", delta="change")]
    for x in r.restrictions:
        lo, hi = x.delta_ci
        lines.append(f"  {x.start:<6}{x.part:<15}{_pct(x.baseline.win_rate):>13}"
                     f"{_pct(x.restricted.win_rate):>12}{_points(x.delta):>8}"
                     f"  {_points(lo)} to {_points(hi)}")
    if r.cancelled:
        lines.append(TEXTS["cancelled"])
    lines.append(TEXTS["note"])
    return lines


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _points(x: float) -> str:
    return f"{100 * x:+.1f}"
