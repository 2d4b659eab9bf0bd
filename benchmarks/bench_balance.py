"""How sharp a balance verdict is for the games it costs: independent games, duplicate games,
and duplicate games with the luck adjustment — from the same run — and how long
``gkr-map playtest --until-verdict`` takes to reach a verdict.

* **games for ±3 points**: for each design (and for the duplicate design, each luck
  adjustment: the event log's kinds alone, as before the model; the model's AIVAT luck
  alone; all of them, as the verdict uses them), the spread of a seat's result per unit (a game,
  or a deal of ``players`` games) is measured on the batch, and the games needed for a 95%
  interval of ±3 points on the seat's edge follow from it: ``(1.96·s/0.03)²`` units, times
  the games per unit. The seat with the widest spread counts. The independent design is
  the naive reference; the goals (issue 25): Final Stand 0.33 of its games, Showdown 0.5.
* **verdict**: wall time of ``gkr-map playtest FILE --until-verdict --margin 5`` on the
  two-player maps (a fresh process each, worker start-up included), and what it said.

    python benchmarks/bench_balance.py [--games 800] [--seed 1] [--workers 2]
                                       [--map final-stand --map showdown]
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT))  # after PYTHONPATH: a compiled copy there comes first

from engine.files.mapfile import load_map  # noqa: E402
from engine.files.resources import builtin_map_path  # noqa: E402
from engine.playtest import play_game  # noqa: E402
from engine.selfplay.games import GameRecord  # noqa: E402
from engine.selfplay.luck import EVENT_KINDS, KINDS  # noqa: E402
from engine.verdicts.stats import PRIOR_VARIANCE, Z95, Unit, luck_coefficients, units_of  # noqa: E402

TARGET = 0.03
"""Half the width of the interval asked for: ±3 points."""
VERDICT_BUDGET_S = 10.0
GOALS = {"final-stand": 0.33, "showdown": 0.5}
"""Games needed by the verdict's adjustment against the independent design (issue 25)."""


def spread(values: list[float]) -> float:
    n = len(values)
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))


def games_needed(
    units: list[Unit], per_unit: int, adjusted: bool, kinds: tuple[int, ...] | None = None
) -> tuple[float, float]:
    """Games for a ±3-point interval on the worst seat's edge, and that seat's spread;
    ``kinds``: the kinds of luck the adjustment uses (default: all, as the verdict does)."""
    if kinds is not None:
        units = [
            Unit(u.shares, tuple(tuple(row[k] for k in kinds) for row in u.luck)) for u in units
        ]
    beta = luck_coefficients(units) if adjusted else ()
    worst = 0.0
    for s in range(len(units[0].shares)):
        values = [u.shares[s] - sum(b * x for b, x in zip(beta, u.luck[s])) for u in units]
        worst = max(worst, spread(values))
    return (Z95 * worst / TARGET) ** 2 * per_unit, worst


def _play(job: tuple[str, int, int, str]) -> GameRecord:
    slug, index, seed, design = job
    return play_game(load_map(builtin_map_path(slug)), index, seed, "full", design=design)


def records(
    slug: str, games: int, seed: int, workers: int, design: str
) -> tuple[list[GameRecord], float]:
    """The batch's games (as ``run_playtest`` plays them) and the wall time."""
    start = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        recs = pool.map(_play, [(slug, i, seed, design) for i in range(games)], chunksize=4)
    return recs, time.perf_counter() - start


def verdict_run(slug: str, seed: int) -> tuple[float, dict[str, object]]:
    path = builtin_map_path(slug)
    start = time.perf_counter()
    # The child sees this process's import path, from a folder of its own: run from the
    # checkout, ``-m`` would put the checkout's pure-Python engine ahead of a compiled copy
    # on PYTHONPATH.
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    with tempfile.TemporaryDirectory(prefix="gkr-verdict-") as here:
        out = subprocess.run(
            [
                sys.executable,
                "-m",
                "gkr_studio.cli",
                "playtest",
                str(path),
                "--until-verdict",
                "--margin",
                "5",
                "--seed",
                str(seed),
                "--json",
            ],
            check=True,
            capture_output=True,
            cwd=here,
            env=env,
        ).stdout
    return time.perf_counter() - start, json.loads(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=800)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--map", action="append", dest="maps")
    ap.add_argument("--verdict-seeds", type=int, default=3)
    args = ap.parse_args()
    maps = args.maps or ["final-stand", "showdown"]
    print(
        f"games for a ±{TARGET * 100:g}-point 95% interval on a seat's edge (worst seat);"
        f" {args.games} games per design, seed {args.seed}"
    )
    print(
        f"{'map':<14}{'design':<22}{'units':>6}{'spread':>8}{'games needed':>14}"
        f"{'vs independent':>16}{'run s':>8}"
    )
    met = True
    for slug in maps:
        players = load_map(builtin_map_path(slug)).players
        independent, t_ind = records(slug, args.games, args.seed, args.workers, "independent")
        duplicate, t_dup = records(slug, args.games, args.seed, args.workers, "duplicate")
        dup_units = units_of(duplicate, players, "duplicate")
        log_kinds = tuple(range(len(EVENT_KINDS)))
        model_kind = (KINDS.index("aivat"),)
        rows = [
            ("independent", units_of(independent, players, "independent"), 1, False, t_ind, None),
            ("duplicate", dup_units, players, False, t_dup, None),
            ("dup + event-log luck", dup_units, players, True, t_dup, log_kinds),
            ("dup + AIVAT luck", dup_units, players, True, t_dup, model_kind),
            ("duplicate + luck", dup_units, players, True, t_dup, None),
        ]
        base = 0.0
        for name, units, per_unit, adjusted, took, kinds in rows:
            need, worst = games_needed(units, per_unit, adjusted, kinds)
            base = base or need
            print(
                f"{slug:<14}{name:<22}{len(units):>6}{worst:>8.3f}{need:>14.0f}"
                f"{need / base:>15.2f}x{took:>8.1f}"
            )
        met = met and need <= base * GOALS.get(slug, 1 / 3)
    print(
        f"(the interval's spread counts no prior unit here; the playtest adds one unit of"
        f" variance {PRIOR_VARIANCE} to every spread it reports)"
    )
    print()
    import engine.bots.scene

    kind = "compiled" if engine.bots.scene.__file__.endswith(".so") else "pure Python"
    print(
        "gkr-map playtest FILE --until-verdict --margin 5 (a fresh process, default workers,"
        f" {kind} engine)"
    )
    fast = True
    for slug in ("final-stand", "plateau"):
        for seed in range(1, args.verdict_seeds + 1):
            took, data = verdict_run(slug, seed)
            fast = fast and took <= VERDICT_BUDGET_S
            print(
                f"  {slug:<12} seed {seed}: {took:5.1f} s, {data['games']:>4} games,"
                f" {data['verdict']}: {data['verdict_text']}"
            )
    print(
        f"goals (duplicate + luck against independent: {GOALS}): {'met' if met else 'NOT met'};"
        f" verdict within {VERDICT_BUDGET_S:g} s: {'met' if fast else 'NOT met'}"
    )
    return 0 if met and fast else 1


if __name__ == "__main__":
    sys.exit(main())
