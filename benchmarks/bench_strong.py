"""How strong the strong bot is, and what it costs, against the full bot in one run.

* **Two-player maps**: duplicate head to head — each deal (one seed) played twice, the
  strong bot at each seat against the full bot; the strong bot's share of the games won.
* **Three- and four-player maps**: the strong bot alone at one seat among full bots, its seat
  rotated over the deal (one game per seat); its share of the wins against its fair share.
* **Time per game**, measured in the same run on the same deals: a game of full bots, a game
  with the strong bot at one seat, and a game of strong bots only (what ``gkr-map playtest
  --bot strong`` plays), each as a multiple of the full bots' game.

Intervals are 95% Wilson intervals over games (ties shared), factions rotated as in
``gkr-map playtest``.

    python benchmarks/bench_strong.py [--deals 40] [--seed 1] [--map final-stand …]
                                      [--timed 4] [--workers 2]
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import make_bot  # noqa: E402
from engine.files.mapfile import load_map  # noqa: E402
from engine.files.resources import BUILTIN_MAPS, builtin_map_path  # noqa: E402
from engine.game import GameConfig, new_game, observe, standin_catalog  # noqa: E402
from engine.playtest import game_seed, lineup, wilson  # noqa: E402


def play(slug: str, seed: int, deal: int, kinds: tuple[str, ...]) -> tuple[tuple[int, ...], float]:
    """One game of deal ``deal`` with ``kinds`` at the seats: its winners and seconds."""
    m = load_map(builtin_map_path(slug))
    s = game_seed(seed, deal)
    factions = tuple(f.id for f in standin_catalog().factions)
    g = new_game(m, s, config=GameConfig(factions=lineup(deal, m.players, factions)))
    bots = [make_bot(kind, q, s) for q, kind in enumerate(kinds)]
    start = time.perf_counter()
    while not g.is_terminal():
        g.apply_action(bots[g.current_player()].choose(observe(g)))
    assert g.result is not None
    return tuple(g.result.winners), time.perf_counter() - start


def seatings(players: int) -> list[tuple[str, ...]]:
    """The strong bot alone at each seat among full bots."""
    return [
        tuple("strong" if q == seat else "full" for q in range(players)) for seat in range(players)
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40, help="deals per map (default 40)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--map", dest="maps", action="append", metavar="SLUG")
    parser.add_argument(
        "--timed",
        type=int,
        default=4,
        help="deals per map also timed with full bots only and strong bots only (default 4)",
    )
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    print(
        f"{'map':<16}{'players':>7}{'games':>6}  {'strong wins':>11}  {'95% interval':<15}"
        f"{'fair':>5}  {'edge':>6}   time per game: full · one strong (×) · all strong (×)"
    )
    with ProcessPoolExecutor(args.workers) as pool:
        for slug in args.maps or list(BUILTIN_MAPS):
            n = load_map(builtin_map_path(slug)).players
            jobs = [(d, kinds) for d in range(args.deals) for kinds in seatings(n)]
            played = list(pool.map(play, *zip(*[(slug, args.seed, d, k) for d, k in jobs])))
            wins = sum(
                1 / len(w)
                for (d, kinds), (w, _t) in zip(jobs, played)
                if any(kinds[q] == "strong" for q in w)
            )
            games = len(jobs)
            lo, hi = wilson(wins, games)
            timed = range(min(args.timed, args.deals))
            line = (
                f"{slug:<16}{n:>7}{games:>6}  {wins / games:>11.1%}  {lo:.1%} to {hi:.1%}"
                f"{1 / n:>7.0%}  {100 * (wins / games - 1 / n):>+6.1f}"
            )
            if timed:
                full = list(
                    pool.map(play, *zip(*[(slug, args.seed, d, ("full",) * n) for d in timed]))
                )
                strong = list(
                    pool.map(play, *zip(*[(slug, args.seed, d, ("strong",) * n) for d in timed]))
                )
                t_full = sum(t for _w, t in full) / len(full)
                t_one = sum(t for (d, _k), (_w, t) in zip(jobs, played) if d in timed) / (
                    len(timed) * n
                )
                t_all = sum(t for _w, t in strong) / len(strong)
                line += (
                    f"   {t_full:.3f} s · {t_one:.2f} s ({t_one / t_full:.0f}×) ·"
                    f" {t_all:.2f} s ({t_all / t_full:.0f}×)"
                )
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
