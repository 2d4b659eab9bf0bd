"""Balance-aware repairs and generation (engine.repair.balance_fix, gkr-map fix --balance,
gkr-map generate --verify-balance): the bots' verdict decides what is kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.files.mapfile import load_map
from engine.repair.balance_fix import advantage, find_balance_fix, largest_edge, verify_balance
from engine.repair.search import failing_checks
from gkr_studio.cli import main
from tests.engine.game.helpers import the_map

WALLED_IN_PATH = Path(__file__).parent.parent / "playtest" / "data" / "walled-in.gkrmap.json"
WALLED_IN = load_map(WALLED_IN_PATH)


@pytest.mark.slow
def test_a_balance_fix_shrinks_the_edge_of_the_walled_in_map_without_breaking_a_check():
    f = find_balance_fix(WALLED_IN, games=400, workers=2, candidates=3)
    assert f.needed and f.before.verdict == "edge"
    assert f.edit is not None and f.after is not None and len(f.tried) == 3
    assert largest_edge(f.after) < largest_edge(f.before)
    assert set(failing_checks(f.map)) <= set(failing_checks(WALLED_IN))
    assert f.map == f.edit.apply(WALLED_IN)
    # the edits tried were ranked by the static proxy: each shrinks the open seat's lead
    for edit, _ in f.tried:
        assert advantage(edit.apply(WALLED_IN), 1) < advantage(WALLED_IN, 1)


def test_a_map_with_no_edge_is_left_alone():
    fair = the_map("final-stand")
    f = find_balance_fix(fair, games=60, margin=0.3, workers=1)
    assert f.before.verdict == "fair"
    assert not f.needed and f.fixed and f.edit is None and f.map is fair and not f.tried


@pytest.mark.slow  # about 240 games of the full bot: long statistics
def test_verify_balance_stops_at_a_clear_verdict():
    r = verify_balance(WALLED_IN, games=400, workers=2)
    assert r.verdict == "edge" and r.stopped_early and r.games < 400


@pytest.mark.slow
def test_generate_verify_balance_keeps_only_maps_called_fair(capsys, tmp_path):
    out = tmp_path / "fair"
    status = main(
        [
            "generate",
            "--players",
            "2",
            "--seed",
            "3",
            "--count",
            "1",
            "--verify-balance",
            "--margin",
            "30",
            "--balance-games",
            "120",
            "--workers",
            "2",
            "-o",
            str(out),
        ]
    )
    captured = capsys.readouterr()
    assert status == 0 and len(list(out.glob("*.gkrmap.json"))) == 1
    assert "seed 3: fair after" in captured.err
    none = tmp_path / "none"
    status = main(
        [
            "generate",
            "--players",
            "2",
            "--seed",
            "3",
            "--count",
            "1",
            "--verify-balance",
            "--margin",
            "0.5",
            "--balance-games",
            "40",
            "--workers",
            "1",
            "-o",
            str(none),
        ]
    )
    captured = capsys.readouterr()
    assert status == 1 and not list(none.glob("*.gkrmap.json"))
    assert "gave no fair verdict; wrote 0" in captured.out
    assert captured.err.count("left out") == 4


@pytest.mark.slow
def test_fix_balance_on_the_command_line(capsys, tmp_path):
    out = tmp_path / "fixed.gkrmap.json"
    status = main(
        [
            "fix",
            str(WALLED_IN_PATH),
            "--balance",
            "--balance-games",
            "400",
            "--workers",
            "2",
            "-o",
            str(out),
            "--json",
        ]
    )
    data = json.loads(capsys.readouterr().out)
    assert data["balance"]["needed"] and data["balance"]["before"]["verdict"] == "edge"
    assert data["balance"]["edit"] is not None
    # the rule checks of this map cannot all be fixed within 3 edits: exit 1, but the
    # balance edit is written when it removed the edge
    assert status == 1 and data["fixed"] is False
    assert (data["output"] == str(out)) == (data["balance"]["fixed"] is True)
    status = main(["fix", str(WALLED_IN_PATH), "--balance", "--balance-games", "0"])
    assert status == 1 and "--balance-games must be 1 or more" in capsys.readouterr().err
