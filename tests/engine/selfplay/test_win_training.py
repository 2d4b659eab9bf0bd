"""Training the win-probability model (``scripts/train_win_model.py``): a tiny fit on a
few games, split by deal, loadable by the engine, the same for the same seed."""

from __future__ import annotations

import importlib.util
import json

import pytest

from engine.bots.winmodel import load_win_model
from engine.files.mapfile import load_map
from engine.files.resources import builtin_map_path
from engine.selfplay.win_positions import base_rates, calibration, labelled, play_logged
from tests.conftest import REPO

pytest.importorskip("sklearn")


def _script():
    spec = importlib.util.spec_from_file_location(
        "train_win_model", REPO / "scripts" / "train_win_model.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_logged_positions_are_labelled_by_the_games_winners():
    g = play_logged(load_map(builtin_map_path("final-stand")), 0, 1, "full")
    for position, outcome in labelled(g):
        assert [q for q, y in zip(position.seats, outcome) if y] == [
            q for q in position.seats if q in g.winners
        ]


def test_a_tiny_fit_writes_a_model_the_engine_loads_the_same_for_a_seed(tmp_path):
    train = _script()
    out = tmp_path / "m.json"
    args = [
        "--games",
        "4",
        "--maps",
        str(builtin_map_path("final-stand")),
        "--modes",
        "standard",
        "--held-out",
        "0.5",
        "--out",
        str(out),
        "--date",
        "2026-11-25",
    ]
    assert train.main(args) == 0
    first = out.read_text(encoding="utf-8")
    data = json.loads(first)
    info = data["training"]
    assert info["games"] + info["held_out_games"] == 4 and info["held_out_games"] == 2
    assert info["maps"] == ["Final Stand"] and info["seed"] == 1 and info["bot"] == "full"
    assert "scikit-learn" in info["libraries"]
    model = load_win_model(out)
    assert len(model.weights) == len(data["features"])
    assert train.main(args) == 0 and out.read_text(encoding="utf-8") == first


def test_the_split_keeps_each_deal_on_one_side():
    train = _script()
    m = load_map(builtin_map_path("final-stand"))
    games = [play_logged(m, i, 1, "full") for i in range(4)]
    fit_part, held = train.split(games, 0.5, seed=3)
    deals = lambda gs: {g.index // g.players for g in gs}  # noqa: E731
    assert deals(fit_part) and deals(held) and not deals(fit_part) & deals(held)
    assert len(fit_part) + len(held) == 4


def test_the_base_rate_of_two_seats_is_a_half_and_calibration_counts_every_seat():
    m = load_map(builtin_map_path("final-stand"))
    games = [play_logged(m, i, 1, "full") for i in range(2)]
    assert base_rates(games) == {2: pytest.approx(0.5)}
    from engine.bots.winmodel import shipped_win_model

    cal = calibration(shipped_win_model(), games, games)
    assert cal.positions == 2 * sum(len(g.positions) for g in games)
    assert sum(n for _, _, n in cal.bins) == cal.positions
    assert cal.base_rate_brier == pytest.approx(0.25)
