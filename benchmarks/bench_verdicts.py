"""Time to a verdict on every shipped map, against the same games played without one.

For each map, in a fresh process each (worker start-up included):

* **verdict**: ``gkr-map playtest MAP --until-verdict --json -w W`` with the default
  test (F = 2.5, E = 5, α = β = 5%, cap 20,000 games): wall time, games played, and the
  verdict;
* **reference**: ``gkr-map playtest MAP --games N --json -w W``, a fixed batch of the
  same N games with the same seed — what the games alone cost on this machine in this
  run. The ratio ``verdict / reference`` is what stopping at the verdict costs on top
  (judging after every deal); the seconds themselves depend on the machine and its load.

Budgets (issue 24, DESIGN.md): a decisive verdict on every shipped map; two-player maps
within 3 s, three-player maps within 6 s (2 workers, the compiled install that
``pip install .`` builds); issue 25: Showdown within 5 s, Crackshot Alley and Salvage City
within 8 s. On a shared, loaded machine the wall times stretch: the processor time of each
run (the command and its workers) and the ratio to the reference in the same run are given
too. The exit status is 1 when a map ends ``unclear`` or a budget is
missed.

Run it with the interpreter of the install to time (the compiled one), from anywhere::

    /path/to/venv/bin/python benchmarks/bench_verdicts.py [--workers 2] [--seed 0]
                                                          [--map citadel …] [--repeat 1]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MAPS = (
    "final-stand",
    "plateau",
    "citadel",
    "three-walls",
    "showdown",
    "crackshot-alley",
    "salvage-city",
)
BUDGET_S = {2: 3.0, 3: 6.0}
MAP_BUDGET_S = {"showdown": 5.0, "crackshot-alley": 8.0, "salvage-city": 8.0}
"""The four-player maps' budgets (issue 25)."""

PROBE = (
    "import engine.game.state as s, engine.playtest.runner as r;"
    "print(s.__file__.endswith(('.so', '.pyd')), r.__file__)"
)


def _run(args: list[str], here: str) -> tuple[float, dict[str, object]]:
    took, _cpu, data = _run_timed(args, here)
    return took, data


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _run_timed(args: list[str], here: str) -> tuple[float, float, dict[str, object]]:
    """Wall time, processor time (the command and its workers) and the JSON of a run."""
    cpu = _children_cpu()
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "gkr_studio.cli", *args],
        check=True,
        capture_output=True,
        cwd=here,
        env=_env(),
    ).stdout
    return time.perf_counter() - start, _children_cpu() - cpu, json.loads(out)


def _env() -> dict[str, str]:
    # Run from a folder of its own: from the checkout, ``-m`` would put the checkout's
    # pure-Python engine ahead of the install being timed.
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    return env


def map_path(slug: str, here: str) -> str:
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from engine.files.resources import builtin_map_path;"
            f" print(builtin_map_path({slug!r}))",
        ],
        check=True,
        capture_output=True,
        text=True,
        cwd=here,
        env=_env(),
    )
    return out.stdout.strip()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--map", action="append", dest="maps")
    ap.add_argument(
        "--repeat", type=int, default=1, help="time each run this many times and keep the best"
    )
    args = ap.parse_args()
    ok = True
    with tempfile.TemporaryDirectory(prefix="gkr-verdicts-") as here:
        probe = subprocess.run(
            [sys.executable, "-c", PROBE],
            check=True,
            capture_output=True,
            text=True,
            cwd=here,
            env=_env(),
        )
        compiled, where = probe.stdout.split()
        print(
            f"engine: {'compiled' if compiled == 'True' else 'pure Python'} ({Path(where).parent})"
        )
        print(
            f"{'map':16} {'players':>7} {'games':>6} {'verdict':>8} {'s':>6}"
            f" {'reference s':>11} {'ratio':>6} {'cpu s':>6} {'ref cpu s':>9}  budget"
        )
        for slug in args.maps or MAPS:
            path = map_path(slug, here)
            common = ["playtest", path, "--json", "-w", str(args.workers), "--seed", str(args.seed)]
            best = ref_best = cpu_best = ref_cpu_best = float("inf")
            data: dict[str, object] = {}
            for _ in range(args.repeat):
                took, cpu, data = _run_timed([*common, "--until-verdict"], here)
                best = min(best, took)
                cpu_best = min(cpu_best, cpu)
            games = int(str(data["games"]))
            for _ in range(args.repeat):
                took, cpu, _ref = _run_timed([*common, "--games", str(games)], here)
                ref_best = min(ref_best, took)
                ref_cpu_best = min(ref_cpu_best, cpu)
            players = int(str(data["players"]))
            budget = MAP_BUDGET_S.get(slug, BUDGET_S.get(players))
            verdict = str(data["verdict"])
            met = verdict != "unclear" and (budget is None or best <= budget)
            ok = ok and met
            note = "—" if budget is None else f"≤ {budget:g} s: {'met' if met else 'NOT met'}"
            if verdict == "unclear":
                note = "unclear: NOT met"
            print(
                f"{slug:16} {players:>7} {games:>6,} {verdict:>8} {best:>6.1f}"
                f" {ref_best:>11.1f} {best / ref_best:>6.2f} {cpu_best:>6.1f}"
                f" {ref_cpu_best:>9.1f}  {note}"
            )
            print(f"{'':16} {data['verdict_text']}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
