"""Time the full balance analysis against a naive sight table, in the same run.

For each of the seven pre-generated maps and a number of seeded random maps:

* **analysis**: ``engine.analysis.analyse(map)``, every check and metric,
  including the all-pairs line-of-sight/cover table; the median of many runs;
* **naive reference**: networkx ``all_shortest_paths`` over the board graph of
  the 110 board spaces, checking each path for intact buildings, to get line of
  sight and cover for every ordered pair of free hexes (R-LOS-1…4 read
  literally); the median of fewer runs, since each takes seconds.

The naive table is checked against the engine's before anything is printed.
Budget (DESIGN.md): at most 5 ms median for the analysis and at least 100× faster
than the reference. The exit status is 1 when the budget is not met.

    python benchmarks/bench_analysis.py [--random 3] [--seed 1] [--repeat 50] [--naive-repeat 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

import networkx as nx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import BUILTIN_MAPS, Building, GameMap, Hex, Sight, builtin_map_path, load_map  # noqa: E402
from engine.analysis import analyse  # noqa: E402
from engine.geometry.board import PLAYABLE_SORTED, SPACES_SORTED, space_neighbors  # noqa: E402

BUDGET_MS = 5.0
BUDGET_RATIO = 100.0
START_SETS = ("1F 9F", "1D 5K 8C", "1B 1J 9B 9J")
"""The printed maps' starts for 2, 3 and 4 players, reused by the random maps."""


def board_graph() -> nx.Graph:
    """The 110 board spaces (playable hexes and half-hexes) and their adjacency."""
    g = nx.Graph()
    g.add_nodes_from(SPACES_SORTED)
    for h in SPACES_SORTED:
        for n in space_neighbors(h):
            g.add_edge(h, n)
    return g


GRAPH = board_graph()


def naive_table(m: GameMap) -> dict[tuple[Hex, Hex], str]:
    """Cover ("none", "partial", "full") of every ordered pair of distinct free hexes,
    by enumerating every shortest path."""
    intact = m.intact_hexes
    free = [h for h in PLAYABLE_SORTED if m.building_at(h) is None]
    table: dict[tuple[Hex, Hex], str] = {}
    for a in free:
        for b in free:
            if a == b:
                continue
            near_b = {n for n in b.neighbors() if n in intact}
            clear = through_near = False
            paths = 0
            for path in nx.all_shortest_paths(GRAPH, a, b):
                paths += 1
                inner = path[1:-1]
                if not any(h in intact for h in inner):
                    clear = True
                if any(h in near_b for h in inner):
                    through_near = True
            if not clear:
                table[(a, b)] = "full"
            elif paths > 1 and through_near:
                table[(a, b)] = "partial"
            else:
                table[(a, b)] = "none"
    return table


def random_map(rng: random.Random, index: int) -> GameMap:
    """A random map: a printed start set and 6-14 buildings, about one in ten rubble."""
    starts = tuple(Hex.parse(s) for s in rng.choice(START_SETS).split())
    spots = [h for h in PLAYABLE_SORTED if h not in starts]
    chosen = rng.sample(spots, rng.randint(6, 14))
    buildings = tuple(Building(h, rng.random() < 0.1) for h in chosen)
    return GameMap(name=f"random {index + 1}", starts=starts, buildings=buildings)


def median_ms(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000.0


def agree(m: GameMap, table: dict[tuple[Hex, Hex], str]) -> None:
    sight = Sight(m)
    for (a, b), cover in table.items():
        if sight.cover(a, b).value != cover:
            raise SystemExit(
                f"{m.name}: {a} -> {b}: naive {cover}, engine {sight.cover(a, b).value}"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--random", type=int, default=3, help="random maps (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random maps")
    parser.add_argument("--repeat", type=int, default=50, help="runs of the analysis per map")
    parser.add_argument(
        "--naive-repeat", type=int, default=1, help="runs of the naive reference per map"
    )
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    maps = [load_map(builtin_map_path(s)) for s in BUILTIN_MAPS]
    maps += [random_map(rng, i) for i in range(args.random)]

    t0 = time.perf_counter()
    analyse(maps[0])
    cold_ms = (time.perf_counter() - t0) * 1000.0
    for m in maps:  # warm the per-process, map-independent tables
        analyse(m)

    print(f"{'map':<18} {'analysis ms':>12} {'naive ms':>10} {'ratio':>8}")
    fast_all, ratios = [], []
    for m in maps:
        fast = median_ms(lambda: analyse(m), args.repeat)
        table: dict[tuple[Hex, Hex], str] = {}

        def run_naive() -> None:
            table.update(naive_table(m))

        naive = median_ms(run_naive, args.naive_repeat)
        agree(m, table)
        fast_all.append(fast)
        ratios.append(naive / fast)
        print(f"{m.name:<18} {fast:>12.2f} {naive:>10.0f} {naive / fast:>7.0f}x")

    worst, ratio = max(fast_all), min(ratios)
    ok = worst <= BUDGET_MS and ratio >= BUDGET_RATIO
    print(
        f"\nanalysis: median over maps {statistics.median(fast_all):.2f} ms, slowest map"
        f" {worst:.2f} ms (budget <= {BUDGET_MS:g} ms); first call in a fresh process"
        f" {cold_ms:.1f} ms"
    )
    print(
        f"naive reference: {min(ratios):.0f}x to {max(ratios):.0f}x slower"
        f" (budget >= {BUDGET_RATIO:g}x); tables agree on every ordered pair"
    )
    print(f"budget {'met' if ok else 'NOT met'}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
