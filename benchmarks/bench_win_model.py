"""The win-probability model: its calibration on fresh games, and what it costs in play.

* **calibration**: ``--games`` duplicate games per map with the full bot on the seven
  shipped maps (standard; 2v2 on the four-player maps too) from a seed the model was not
  trained on (``--seed``, default 2; the training used 1), every position at which the
  turn passes; the Brier score of the shipped model's chances against the outcomes, and
  the base rate's (each seat the rate of wins for its number of seats still in, from
  these same games: the best constant); a reliability diagram (mean chance against rate
  of wins, per tenth) saved as an image (``--image``, needs matplotlib).
* **cost**: for each map, ``--cost-games`` games played by the full bot in one process,
  the model evaluated once after every chance event (attack rolls, armor saves, repair
  rolls, card draws); the processor time of the evaluations against the time of the same
  game as a batch plays it (``play_game``: set-up, play, record and luck, the collector
  off). Several chance events can come in one action (an attack roll and its save); the
  state between them is never seen, so an evaluation after each action with chance
  events is the finest the engine allows: its share is given too.

Budget (issue 25): the model costs at most 10% of a game's time. Exit status 1 when
missed or when the model does not beat the base rate.

    python benchmarks/bench_win_model.py [--games 24] [--seed 2] [--cost-games 4]
                                         [--image reliability.png] [--workers 2]
                                         [--engine DIR] [--no-calibration]

``--engine DIR`` plays with a compiled copy of the engine (``python hatch_build.py DIR``),
as ``pip install .`` builds it, the model's modules compiled too.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if "--engine" in sys.argv[:-1]:  # a compiled copy of the engine (hatch_build.py DIR) first
    sys.path.insert(0, str(Path(sys.argv[sys.argv.index("--engine") + 1]).resolve()))

from engine.bots import make_bot  # noqa: E402
from engine.bots.winmodel import WinModel, shipped_win_model, win_probabilities  # noqa: E402
from engine.files.mapfile import load_map  # noqa: E402
from engine.files.resources import BUILTIN_MAPS, builtin_map_path  # noqa: E402
from engine.game.combat_events import ArmorSave, AttackRoll, Repaired  # noqa: E402
from engine.game.events import CardsDrawn  # noqa: E402
from engine.game.observation import observe  # noqa: E402
from engine.selfplay.games import batch_game, play_game  # noqa: E402
from engine.selfplay.win_positions import Calibration, LoggedGame, calibration, play_logged  # noqa: E402

BUDGET = 0.10
CHANCE = (AttackRoll, ArmorSave, Repaired, CardsDrawn)


def _logged(task: tuple[str, str, int, int]) -> LoggedGame:
    slug, mode, index, seed = task
    return play_logged(load_map(builtin_map_path(slug)), index, seed, "full", mode)


def fresh_games(games: int, seed: int, workers: int) -> list[LoggedGame]:
    todo = []
    for slug in BUILTIN_MAPS:
        players = load_map(builtin_map_path(slug)).players
        for mode in ("standard", "2v2") if players == 4 else ("standard",):
            todo += [(slug, mode, i, seed) for i in range(games)]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(_logged, todo, chunksize=4))


def game_cost(slug: str, index: int, seed: int) -> tuple[float, int, int]:
    """One game with the model after every chance event, the collector off as in a batch:
    (seconds evaluating, evaluations, actions that had a chance event)."""
    state = batch_game(load_map(builtin_map_path(slug)), index, seed, None, "duplicate")
    assert state.seed is not None
    bots = [make_bot("full", s, state.seed) for s in range(state.num_players)]
    evaluate = 0.0
    evaluations = actions = 0
    seen_events = len(state.events)
    gc.disable()
    try:
        while not state.is_terminal():
            seat = state.current_player()
            state.apply_action(bots[seat].choose(observe(state, seat)))
            chances = sum(1 for e in state.events[seen_events:] if isinstance(e, CHANCE))
            seen_events = len(state.events)
            if chances:
                actions += 1
                t0 = time.process_time()
                for _ in range(chances):
                    win_probabilities(observe(state, 0))
                evaluate += time.process_time() - t0
                evaluations += chances
    finally:
        gc.enable()
    return evaluate, evaluations, actions


def reliability_image(cal: Calibration, path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5, 5), dpi=110)
    ax.plot([0, 1], [0, 1], color="#999999", linestyle="--", label="perfectly calibrated")
    xs = [b[0] for b in cal.bins]
    ys = [b[1] for b in cal.bins]
    sizes = [max(8.0, 400 * b[2] / max(n for _, _, n in cal.bins)) for b in cal.bins]
    ax.plot(xs, ys, color="#1f5fa8", marker="")
    ax.scatter(xs, ys, s=sizes, color="#1f5fa8", zorder=3, label="model (area: positions)")
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.set_xlabel("predicted chance to win")
    ax.set_ylabel("share of those seats that won")
    ax.set_title(
        f"Win model on fresh games: Brier {cal.brier:.3f} (base rate {cal.base_rate_brier:.3f})",
        fontsize=10,
    )
    ax.legend(loc="upper left", fontsize=8)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--cost-games", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--image", default=None, help="reliability diagram (PNG)")
    parser.add_argument(
        "--engine",
        default=None,
        metavar="DIR",
        help="play with the engine in DIR (a compiled copy built by python hatch_build.py DIR)",
    )
    parser.add_argument("--no-calibration", action="store_true", help="measure the cost only")
    args = parser.parse_args()

    import engine.bots.winmodel.win_model as wm

    kind = "compiled" if wm.__file__.endswith(".so") else "pure Python"
    print(f"engine: {Path(wm.__file__).parent} ({kind})")
    model = shipped_win_model()
    cal = None
    if not args.no_calibration:
        cal = report_calibration(model, args)
    ok = cost(args.seed, args.cost_games) and (cal is None or cal.brier < cal.base_rate_brier)
    print("budget met" if ok else "BUDGET MISSED")
    return 0 if ok else 1


def report_calibration(model: WinModel, args: argparse.Namespace) -> Calibration:
    games = fresh_games(args.games, args.seed, args.workers)
    cal = calibration(model, games, games)
    print(
        f"calibration: {len(games)} fresh games, {cal.positions} seat-positions;"
        f" Brier {cal.brier:.4f} against the base rate's {cal.base_rate_brier:.4f}"
        f" ({1 - cal.brier / cal.base_rate_brier:.0%} better)"
    )
    print("  bin  predicted  observed  positions")
    for p, o, n in cal.bins:
        print(f"  {int(p * 10) / 10:.1f}  {p:9.3f} {o:9.3f} {n:10d}")
    if args.image:
        reliability_image(cal, args.image)
        print(f"reliability diagram: {args.image}")
    return cal


def batch_game_time(slug: str, index: int, seed: int) -> float:
    """Processor seconds of one game as a batch plays it (``play_game``: set-up, play,
    record and luck), without the model."""
    m = load_map(builtin_map_path(slug))
    t0 = time.process_time()
    play_game(m, index, seed, "full", design="duplicate")
    return time.process_time() - t0


def cost(seed: int, cost_games: int) -> bool:
    """The model's time against the game's on each map; whether within the budget."""
    print(
        f"cost: {'map':<16} {'game ms':>8} {'events':>6} {'actions':>7} {'eval µs':>8}"
        f" {'each event':>10} {'each action':>11}"
    )
    shares = []
    for slug in BUILTIN_MAPS:
        runs = [game_cost(slug, i, seed) for i in range(cost_games)]
        batch = sum(batch_game_time(slug, i, seed) for i in range(cost_games))
        evaluate = sum(r[0] for r in runs)
        n = sum(r[1] for r in runs)
        actions = sum(r[2] for r in runs)
        per_event = evaluate / batch
        per_action = per_event * actions / n
        shares.append((per_event, per_action))
        print(
            f"      {slug:<16} {1000 * batch / cost_games:8.1f} {n / cost_games:6.0f}"
            f" {actions / cost_games:7.0f} {1e6 * evaluate / max(1, n):8.1f}"
            f" {per_event:10.1%} {per_action:11.1%}"
        )
    worst = max(s[0] for s in shares)
    print(
        f"model's cost, evaluated after every chance event: {statistics.mean(s[0] for s in shares):.1%}"
        f" of a batch game's time on average, at most {worst:.1%} (budget {BUDGET:.0%});"
        f" once after each action with chance events:"
        f" {statistics.mean(s[1] for s in shares):.1%}, at most {max(s[1] for s in shares):.1%}"
    )
    return worst <= BUDGET


if __name__ == "__main__":
    sys.exit(main())
