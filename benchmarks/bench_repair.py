"""Time the repair search and the generator, against a naive random-edit search in the same run.

Cases with one failing check:

* the pre-generated maps: each check that fails on a map as printed, and each map
  with one of its buildings removed when exactly one check then fails;
* random 4-player maps with one failing check: a generated map (every check
  passes) with random edits made until exactly one check fails, one map per
  seed (even seeds edit symmetrically, so that checks other than the symmetry
  fail too).

For each case:

* **repair search**: ``engine.repair.find_fix(map, [check])`` with its defaults
  (at most 3 edits);
* **naive search**: random edits (drawn from the same edit list, so the same
  symmetry and locks) from the original map, up to 3 in a row before starting
  again, until the check passes and nothing that passed breaks; given up after
  ``--naive-cap`` maps analysed.

Then the generator: one map per seed for 4 (half turn), 2 (half turn) and 3
(third turn) players, with the number of distinct maps among the seeds.

Budgets (issue 13): a fix median <= 200 ms and worst <= 2 s; a generated map
median <= 500 ms. The exit status is 1 when a budget is not met.

    python benchmarks/bench_repair.py [--random 100] [--seeds 100] [--naive-cap 1000]
"""

from __future__ import annotations

import argparse
import collections
import functools
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import BUILTIN_MAPS, GameMap, builtin_map_path, load_map  # noqa: E402
from engine.analysis import map_symmetry  # noqa: E402
from engine.repair import candidate_edits, failing_checks, find_fix, generate_map, symmetry_mode_of  # noqa: E402

print = functools.partial(print, flush=True)  # noqa: A001 (progress shows while it runs)

FIX_MEDIAN_MS = 200.0
FIX_WORST_MS = 2000.0
GENERATE_MEDIAN_MS = 500.0


def printed_cases() -> list[tuple[str, GameMap, str]]:
    cases = []
    for slug in BUILTIN_MAPS:
        m = load_map(builtin_map_path(slug))
        for check_id in failing_checks(m):
            cases.append((f"{slug}", m, check_id))
        for b in m.buildings:
            less = m.without_building(b.hex)
            failing = failing_checks(less)
            if len(failing) == 1:
                cases.append((f"{slug} without {b.hex}", less, failing[0]))
    return cases


def random_cases(count: int, seed: int) -> list[tuple[str, GameMap, str]]:
    """One map per seed: a generated map with random edits until exactly one check fails.
    Even seeds edit symmetrically (the map keeps its half turn, so another check fails),
    odd seeds edit one piece (mostly the symmetry breaks)."""
    cases = []
    for s in range(seed, seed + count):
        rng = random.Random(s)
        m = generate_map(4, seed=s)
        mode = symmetry_mode_of("half turn" if s % 2 == 0 else None)
        for _ in range(80):
            m2 = rng.choice(candidate_edits(m, mode)).apply(m)
            failing = failing_checks(m2)
            if len(failing) == 1:
                cases.append((f"random #{s}", m2, failing[0]))
                break
            if not failing:
                m = m2
    return cases


def naive(m: GameMap, check_id: str, cap: int, rng: random.Random) -> tuple[int | None, int]:
    """Random edits until ``check_id`` passes and nothing that passed breaks.

    An edit is drawn from the map's edit list (same symmetry, same locks) until one
    applies to the map as it is now. Returns (edits of the fix found or None, maps
    analysed)."""
    before = set(failing_checks(m))
    mode = symmetry_mode_of(next(iter(map_symmetry(m).symmetries), None))
    edits = candidate_edits(m, mode)
    analysed = 0
    while analysed < cap:
        current = m
        for depth in range(1, 4):
            edit = rng.choice(edits)
            while not edit.applies_to(current):
                edit = rng.choice(edits)
            current = edit.apply(current)
            analysed += 1
            after = set(failing_checks(current))
            if check_id not in after and after <= before:
                return depth, analysed
            if analysed >= cap:
                break
    return None, analysed


def ms(seconds: float) -> float:
    return seconds * 1000.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random", type=int, default=100, help="random 4-player cases")
    parser.add_argument("--seeds", type=int, default=100, help="generator seeds per setting")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--naive-cap", type=int, default=1000, help="maps the naive search may analyse per case"
    )
    args = parser.parse_args()

    ok = True
    for title, cases in (
        ("pre-generated maps", printed_cases()),
        ("random 4-player maps", random_cases(args.random, args.seed)),
    ):
        times, edits, found = [], [], 0
        naive_times, naive_edits, naive_found, naive_maps = [], [], 0, []
        worst = ("", 0.0)
        rng = random.Random(args.seed)
        for name, m, check_id in cases:
            t = time.perf_counter()
            fix = find_fix(m, [check_id])
            dt = ms(time.perf_counter() - t)
            times.append(dt)
            if dt > worst[1]:
                worst = (f"{name} ({check_id})", dt)
            if fix.fixed:
                found += 1
                edits.append(len(fix.edits))
            t = time.perf_counter()
            n_edits, analysed = naive(m, check_id, args.naive_cap, rng)
            naive_times.append(ms(time.perf_counter() - t))
            naive_maps.append(analysed)
            if n_edits is not None:
                naive_found += 1
                naive_edits.append(n_edits)
        n = len(cases)
        med, top = statistics.median(times), max(times)
        nmed = statistics.median(naive_times)
        kinds = collections.Counter(check_id for _, _, check_id in cases)
        print(
            f"{title}: {n} cases with one failing check"
            f" ({', '.join(f'{k} {v}' for k, v in kinds.most_common())})"
        )
        print(
            f"  repair search  fixed {found}/{n}; edits mean {statistics.mean(edits):.2f}"
            f" (max {max(edits)}); time median {med:.0f} ms, worst {top:.0f} ms"
            f" [{worst[0]}]"
        )
        mean_naive = statistics.mean(naive_edits) if naive_edits else float("nan")
        print(
            f"  naive search   fixed {naive_found}/{n}; edits mean {mean_naive:.2f};"
            f" maps analysed median {statistics.median(naive_maps):.0f}; time median"
            f" {nmed:.0f} ms, worst {max(naive_times):.0f} ms (cap {args.naive_cap} maps)"
        )
        print(f"  ratio          naive / repair median time {nmed / med:.1f}x")
        if med > FIX_MEDIAN_MS or top > FIX_WORST_MS:
            print(
                f"  OVER BUDGET: median <= {FIX_MEDIAN_MS:.0f} ms and worst <="
                f" {FIX_WORST_MS:.0f} ms wanted"
            )
            ok = False

    for players, symmetry in ((4, "half-turn"), (2, "half-turn"), (3, "third-turn")):
        times, maps = [], set()
        for s in range(args.seed, args.seed + args.seeds):
            t = time.perf_counter()
            m = generate_map(players, symmetry=symmetry, seed=s)
            times.append(ms(time.perf_counter() - t))
            maps.add((frozenset(m.building_hexes), frozenset(m.starts)))
        med = statistics.median(times)
        print(
            f"generate {players} players, {symmetry}: {args.seeds} seeds, {len(maps)} distinct"
            f" maps; time median {med:.0f} ms, worst {max(times):.0f} ms"
        )
        if med > GENERATE_MEDIAN_MS:
            print(f"  OVER BUDGET: median <= {GENERATE_MEDIAN_MS:.0f} ms wanted")
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
