"""``gkr-map playtest FILE --mode solo [--extra-weapons N]``: how often the bot, as the
player, beats one and two solo opponents (:mod:`engine.playtest.solo`)."""

from __future__ import annotations

import argparse
import sys

from engine.mapfile import load_map
from engine.playtest.solo import SoloResult, run_solo_playtest
from gkr_studio.cli.common import EXIT_OK, CommandError, print_json


def run_solo(args: argparse.Namespace, paths: list[str], games: int, workers: int) -> int:
    """The solo playtest of one map: text or ``--json``."""
    if len(paths) != 1:
        raise CommandError("--mode solo plays one map: give one file")
    if args.until_verdict or args.scheduler or args.results:
        raise CommandError("--mode solo takes none of --until-verdict, --scheduler and"
                           " --results")
    game_map = load_map(paths[0])
    from gkr_studio.cli.playtest import ProgressBar
    bar = ProgressBar(sys.stderr) if sys.stderr.isatty() else None
    try:
        result = run_solo_playtest(game_map, games, args.seed, workers=workers, bot=args.bot,
                                   extra_weapons=args.extra_weapons,
                                   progress=bar.update if bar else None)
    finally:
        if bar:
            bar.close()
    if args.json:
        print_json(result.to_json())
    else:
        print("\n".join(solo_lines(result)))
    return EXIT_OK


def solo_lines(r: SoloResult) -> list[str]:
    """The human-readable solo report."""
    extra = f", {r.extra_weapons} extra weapons" if r.extra_weapons else ""
    lines = [f"{r.map_name}: solo games, {r.bot} bot as the player against solo opponents,"
             f" {r.games} games each, seed {r.seed}{extra}"]
    lines.append(f"  {'opponents':<10}{'games':>6}{'wins':>7}  {'win rate':>8}  95% interval"
                 "    rounds  win types")
    for line in r.lines:
        lo, hi = line.ci95
        kinds = ", ".join(f"{k} {n}" for k, n in line.win_types.items() if n)
        lines.append(f"  {line.opponents:<10}{line.games:>6}{line.wins:>7}  "
                     f"{100 * line.win_rate:>7.1f}%  {100 * lo:.1f}%-{100 * hi:.1f}%"
                     f"{'':<4}{line.rounds_mean:>6.1f}  {kinds}")
        starts = ", ".join(f"{k} {w}/{n}" for k, (w, n) in line.by_start.items())
        factions = ", ".join(f"{k} {w}/{n}" for k, (w, n) in line.by_faction.items())
        lines.append(f"    player's wins by start: {starts}")
        lines.append(f"    by faction: {factions}")
    for note in r.unavailable:
        lines.append(f"  not played: {note}")
    return lines
