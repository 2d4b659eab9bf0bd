"""Random-playout speed of the game engine: whole games per second on the seven maps.

Each game: a new game with a seed, then random legal actions until it ends (the
cost of ``legal_actions`` + ``apply_action`` for every decision, dice and events
included). Usage::

    python benchmarks/bench_game.py [--games N] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.files.mapfile import load_map  # noqa: E402
from engine.files.resources import BUILTIN_MAPS, builtin_map_path  # noqa: E402
from engine.game import new_game  # noqa: E402


def play(game_map, seed: int) -> tuple[int, int]:
    rng = random.Random(seed)
    g = new_game(game_map, seed=seed)
    steps = 0
    while not g.is_terminal():
        g.apply_action(rng.choice(g.legal_actions()))
        steps += 1
    return steps, g.round


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per map (default 200)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    total_games = 0
    total_time = 0.0
    print(f"{'map':<16} {'players':>7} {'games/s':>8} {'ms/game':>8} {'steps':>6} {'rounds':>6}")
    for slug in BUILTIN_MAPS:
        m = load_map(builtin_map_path(slug))
        steps = rounds = 0
        start = time.perf_counter()
        for i in range(args.games):
            s, r = play(m, args.seed + i)
            steps += s
            rounds += r
        elapsed = time.perf_counter() - start
        total_games += args.games
        total_time += elapsed
        print(
            f"{m.name:<16} {m.players:>7} {args.games / elapsed:>8.1f}"
            f" {1000 * elapsed / args.games:>8.2f} {steps / args.games:>6.0f}"
            f" {rounds / args.games:>6.1f}"
        )
    print(
        f"{'all maps':<16} {'':>7} {total_games / total_time:>8.1f}"
        f" {1000 * total_time / total_games:>8.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
