"""How the bots fare against each other: one bot of a kind against the others of another,
the lone bot's seat rotated from game to game (and the factions with it, as in
``gkr-map playtest``), each rate with its 95% Wilson interval.

    python benchmarks/bench_bots.py [--games 300] [--seed 1] [--map final-stand]
                                    [--match full:random] [--match full:solo] …
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import make_bot  # noqa: E402
from engine.files.mapfile import load_map  # noqa: E402
from engine.files.resources import builtin_map_path  # noqa: E402
from engine.game import GameConfig, new_game, observe, standin_catalog  # noqa: E402
from engine.playtest import game_seed, lineup, wilson  # noqa: E402

MATCHES = ("full:random", "full:solo", "solo:random")


def match(slug: str, hero: str, others: str, games: int, seed: int) -> tuple[float, float]:
    """The lone ``hero`` bot's wins (ties shared) and seconds per game."""
    m = load_map(builtin_map_path(slug))
    factions = tuple(f.id for f in standin_catalog().factions)
    wins = 0.0
    start = time.perf_counter()
    for i in range(games):
        s = game_seed(seed, i)
        seat = i % m.players
        g = new_game(m, s, config=GameConfig(factions=lineup(i // m.players, m.players, factions)))
        bots = [make_bot(hero if k == seat else others, k, s) for k in range(m.players)]
        while not g.is_terminal():
            g.apply_action(bots[g.current_player()].choose(observe(g)))
        assert g.result is not None
        if seat in g.result.winners:
            wins += 1 / len(g.result.winners)
    return wins, (time.perf_counter() - start) / games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--map", dest="maps", action="append", metavar="SLUG")
    parser.add_argument("--match", dest="matches", action="append", metavar="HERO:OTHERS")
    args = parser.parse_args(argv)
    print(
        f"{'map':<14} {'match':<13} {'games':>5} {'lone bot wins':>13}  95% interval"
        f"  {'ms/game':>7}"
    )
    for slug in args.maps or ["final-stand"]:
        for pair in args.matches or MATCHES:
            hero, others = pair.split(":")
            wins, per_game = match(slug, hero, others, args.games, args.seed)
            lo, hi = wilson(wins, args.games)
            print(
                f"{slug:<14} {hero + ' v ' + others:<13} {args.games:>5}"
                f" {100 * wins / args.games:>12.1f}%  {100 * lo:.1f}%-{100 * hi:.1f}%"
                f"  {1000 * per_game:>7.0f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
