"""Fit the win-probability model from the full bot's self-play and write its JSON.

Plays ``--games`` duplicate games per map and mode with bots of one kind (default the
full bot) on the seven shipped maps (``--maps`` for others), standard games on every map
and 2v2 games on the four-player maps, logging every position at which the turn passes
(:func:`engine.selfplay.win_positions.play_logged`). The deals (the duplicate design's
units: the rotations of one deal share their dice) are split at random, by the seed, into
training deals and held-out deals (``--held-out``, a share), so no game lends positions
to both. The model is a conditional logit (:mod:`engine.bots.winmodel.win_model`: each
seat's chance is its share of ``exp(w·x)``), and it is fitted by pairs: given that the
winner is one of two seats, the model says it is the first with probability
``σ(w·(x₁ − x₂))``, so every pair of a winning and a losing seat of every training position
gives a row — the difference of their features, labelled 1, and the opposite difference,
labelled 0 — and a logistic regression without intercept (scikit-learn's
``LogisticRegression``, L2, lbfgs) on the standardised rows estimates ``w`` (a pairwise
likelihood: with two seats it is the conditional logit's own). The scaling is folded into
the exported weights, so the engine's pure-Python inference computes exactly the fitted
score. The Brier score on the held-out deals, and the base rate's, go into the file with
the training inputs.

The same seed and options give the same numbers (the date aside: ``--date``).

    pip install .[train]
    python scripts/train_win_model.py [--games 48] [--seed 1] [--workers 2]
        [--out engine/bots/winmodel/win_model.json] [--date YYYY-MM-DD]

Needs scikit-learn and numpy (the ``train`` extra); nothing at run time does.
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots.winmodel.win_features import FEATURE_NAMES  # noqa: E402
from engine.bots.winmodel.win_model import FORMAT, MODEL_PATH, VERSION, WinModel, model_from_data  # noqa: E402
from engine.files.atomicfile import write_text_atomic  # noqa: E402
from engine.files.mapfile import load_map  # noqa: E402
from engine.files.resources import BUILTIN_MAPS, builtin_map_path  # noqa: E402
from engine.selfplay.win_positions import (  # noqa: E402
    WIN_MODEL_MODES,
    LoggedGame,
    calibration,
    labelled,
    play_logged,
)

Task = tuple[str, str, int, int, str]
"""A game to play: map path, mode, index, seed, bot."""


def _play(task: Task) -> LoggedGame:
    path, mode, index, seed, bot = task
    return play_logged(load_map(path), index, seed, bot, mode)


def tasks(
    maps: Sequence[str], games: int, seed: int, bot: str, modes: Sequence[str] = WIN_MODEL_MODES
) -> list[Task]:
    """The games to play: ``games`` per map and mode (2v2 on four-player maps only)."""
    out: list[Task] = []
    for path in maps:
        players = load_map(path).players
        for mode in modes:
            if mode == "2v2" and players != 4:
                continue
            out += [(path, mode, i, seed, bot) for i in range(games)]
    return out


def play_all(todo: list[Task], workers: int) -> list[LoggedGame]:
    """Every game of ``todo``, in its order (the same whatever the number of workers)."""
    if workers <= 1:
        return [_play(t) for t in todo]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(_play, todo, chunksize=4))


def split(
    games: list[LoggedGame], held_out: float, seed: int
) -> tuple[list[LoggedGame], list[LoggedGame]]:
    """Training and held-out games, split by deal (map, mode, deal) at random."""
    deals = sorted({(g.map_name, g.mode, g.index // g.players) for g in games})
    random.Random(f"win-model-split/{seed}").shuffle(deals)
    out = set(deals[: round(len(deals) * held_out)])
    train = [g for g in games if (g.map_name, g.mode, g.index // g.players) not in out]
    test = [g for g in games if (g.map_name, g.mode, g.index // g.players) in out]
    return train, test


def design_matrix(games: list[LoggedGame]) -> tuple[list[list[float]], list[int]]:
    """Every pair of a winning and a losing seat of every position: the difference of
    their features, labelled 1, and the opposite difference, labelled 0."""
    xs: list[list[float]] = []
    ys: list[int] = []
    for g in games:
        for p, outcome in labelled(g):
            won = [r for r, y in zip(p.rows, outcome) if y]
            lost = [r for r, y in zip(p.rows, outcome) if not y]
            for w in won:
                for loss in lost:
                    d = [a - b for a, b in zip(w, loss)]
                    xs += [d, [-x for x in d]]
                    ys += [1, 0]
    return xs, ys


def fit(games: list[LoggedGame], c: float = 1.0) -> list[float]:
    """scikit-learn's logistic regression without intercept on the pairs' standardised
    feature differences; the weights on the raw features (the scaling folded in)."""
    import numpy as np
    from sklearn.linear_model import LogisticRegression

    xs, ys = design_matrix(games)
    x = np.asarray(xs, dtype=float)
    scale = x.std(axis=0)
    scale = np.where(scale > 0, scale, 1.0)
    lr = LogisticRegression(C=c, fit_intercept=False, max_iter=5000).fit(x / scale, ys)
    return [round(float(w), 6) for w in lr.coef_[0] / scale]


def libraries() -> dict[str, str]:
    import numpy
    import sklearn

    return {
        "python": sys.version.split()[0],
        "numpy": numpy.__version__,
        "scikit-learn": sklearn.__version__,
    }


def train(
    maps: Sequence[str],
    games: int,
    seed: int,
    bot: str,
    held_out: float,
    workers: int,
    date: str,
    modes: Sequence[str] = WIN_MODEL_MODES,
) -> dict[str, Any]:
    """Play, split, fit and check: the model file's JSON."""
    played = play_all(tasks(maps, games, seed, bot, modes), workers)
    training, test = split(played, held_out, seed)
    weights = fit(training)
    model = WinModel(tuple(weights), {})
    cal = calibration(model, training, test) if test else None
    info: dict[str, Any] = {
        "maps": sorted({g.map_name for g in played}),
        "modes": sorted({g.mode for g in played}),
        "games": len(training),
        "held_out_games": len(test),
        "positions": sum(len(g.positions) for g in training),
        "seed": seed,
        "bot": bot,
        "model": "conditional logit fitted by pairs: logistic regression (scikit-learn,"
        " L2, C=1, no intercept) on the standardised feature differences of"
        " each winning and losing seat",
        "libraries": libraries(),
        "date": date,
    }
    if cal is not None:
        info["calibration"] = {
            "brier": round(cal.brier, 5),
            "base_rate_brier": round(cal.base_rate_brier, 5),
            "positions": cal.positions,
        }
    return {
        "format": FORMAT,
        "version": VERSION,
        "features": list(FEATURE_NAMES),
        "weights": weights,
        "training": info,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=48, help="games per map and mode")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="full")
    parser.add_argument(
        "--maps",
        nargs="*",
        default=None,
        metavar="MAP",
        help="map files (default: the seven shipped maps)",
    )
    parser.add_argument("--modes", default=",".join(WIN_MODEL_MODES))
    parser.add_argument("--held-out", type=float, default=0.25)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", type=Path, default=MODEL_PATH)
    parser.add_argument("--date", default=datetime.date.today().isoformat())
    args = parser.parse_args(argv)
    maps = args.maps or [str(builtin_map_path(s)) for s in BUILTIN_MAPS]
    modes = [m for m in args.modes.split(",") if m]
    if args.games < 2 or not 0 <= args.held_out < 1 or not set(modes) <= set(WIN_MODEL_MODES):
        parser.error(
            "use --games 2 or more, --held-out in [0, 1) and modes among"
            f" {', '.join(WIN_MODEL_MODES)}"
        )
    data = train(
        maps, args.games, args.seed, args.bot, args.held_out, args.workers, args.date, modes
    )
    model_from_data(data, str(args.out))  # the file must load as the engine reads it
    write_text_atomic(str(args.out), json.dumps(data, indent=1) + "\n")
    cal = data["training"].get("calibration")
    print(
        f"{data['training']['games']} training games, {data['training']['positions']}"
        f" positions -> {args.out}"
    )
    if cal:
        print(f"held out: Brier {cal['brier']:.4f} (base rate {cal['base_rate_brier']:.4f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
