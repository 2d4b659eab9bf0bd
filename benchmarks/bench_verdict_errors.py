"""How often the sequential verdict is wrong, and how many games it takes: synthetic maps with
known seat edges, each run to its verdict many times (:mod:`engine.verdicts.simulate`).

For two, three and four seats and a favoured seat's edge of 0, 2.5, 3.75, 5 and 7.5 points
(the other seats sharing its opposite), plus four seats at ±2.5 in pairs (two seats
favoured, two held back: the hardest fair map for the Bonferroni split), it plays ``--runs``
synthetic batches to their verdict with the default test (F = 2.5, E = 5, α = β = 5%) and
the default cap, and prints a Markdown table:

* **false verdicts**: ``edge`` said when every seat is within ±F (the edges 0 and 2.5),
  ``fair`` said when a seat is beyond ±E (5 and 7.5); at 2.5 and 5 points the map sits on
  the edge of a hypothesis, where the rate should be at most α or β; further in it is
  far smaller. ``±`` is twice the binomial standard error of the rate measured. At 3.75,
  halfway between F and E, either answer is right, and the test is at its slowest;
* **unclear**: the share of batches that reached the cap undecided;
* **mean games** and the 90th percentile (a synthetic deal is one game per seat).

    python benchmarks/bench_verdict_errors.py [--runs 400] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT))  # after PYTHONPATH: a compiled copy there comes first

from engine.playtest.runner import UNTIL_VERDICT_GAMES  # noqa: E402
from engine.verdicts.sequential import VerdictTest  # noqa: E402
from engine.verdicts.simulate import run_test, seat_edges  # noqa: E402

CASES = [(k, edge, "one") for k in (2, 3, 4) for edge in (0.0, 0.025, 0.0375, 0.05, 0.075)] + [
    (4, 0.025, "pairs")
]


def measure(
    players: int, edge: float, pattern: str, runs: int, seed: int, test: VerdictTest, cap_games: int
) -> dict[str, float]:
    """The verdicts of ``runs`` synthetic batches of one case."""
    rng = random.Random(f"{seed}:{players}:{edge}:{pattern}")
    edges = seat_edges(players, edge, pattern)
    outcomes = [run_test(edges, test, cap_games // players, rng) for _ in range(runs)]
    games = sorted(n * players for _, n in outcomes)
    said = [v.split(":")[0] for v, _ in outcomes]
    wrong = (
        "edge"
        if edge <= test.fair_within + 1e-12
        else ("fair" if edge >= test.edge_beyond - 1e-12 else None)
    )
    rate = said.count(wrong) / runs if wrong else float("nan")
    return {
        "fair": said.count("fair") / runs,
        "edge": said.count("edge") / runs,
        "unclear": said.count("unclear") / runs,
        "false": rate,
        "stated": (test.alpha if wrong == "edge" else test.beta) if wrong else float("nan"),
        "se2": 2 * math.sqrt(max(rate * (1 - rate), 1e-9) / runs) if wrong else 0.0,
        "mean": sum(games) / runs,
        "p90": games[int(0.9 * (runs - 1))],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=400, help="batches per case")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--cap",
        type=int,
        default=UNTIL_VERDICT_GAMES,
        help=f"games a batch may play (default {UNTIL_VERDICT_GAMES})",
    )
    args = parser.parse_args(argv)
    test = VerdictTest()
    print(
        f"F = {test.fair_within * 100:g}, E = {test.edge_beyond * 100:g} points,"
        f" α = β = {test.alpha:g}, cap {args.cap:,} games, {args.runs} batches a case\n"
    )
    print(
        "| seats | edges (points) | fair | edge | unclear | false verdicts (stated) |"
        " mean games | 90% within |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for players, edge, pattern in CASES:
        m = measure(players, edge, pattern, args.runs, args.seed, test, args.cap)
        edges = " ".join(f"{e * 100:+.1f}" for e in seat_edges(players, edge, pattern))
        false = (
            "—"
            if math.isnan(m["false"])
            else f"{m['false']:.1%} ± {m['se2']:.1%} ({m['stated']:.0%})"
        )
        print(
            f"| {players} | {edges} | {m['fair']:.1%} | {m['edge']:.1%} |"
            f" {m['unclear']:.1%} | {false} | {m['mean']:,.0f} | {m['p90']:,} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
