"""``gkr-map ladder [MAP…] --bots B1,B2 --games N [--seed S] [--workers W] [--json]``."""

from __future__ import annotations

import json

from gkr_studio.cli import main
from tests.conftest import MAPS

FINAL_STAND = str(MAPS / "final-stand.gkrmap.json")


def run(capsys, *args: str):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_json_lists_each_bot_with_its_rating_interval_and_score(capsys):
    status, out, err = run(
        capsys,
        "ladder",
        FINAL_STAND,
        "--bots",
        "random,full",
        "--games",
        "2",
        "--seed",
        "1",
        "--workers",
        "1",
        "--json",
    )
    assert status == 0 and err == ""
    data = json.loads(out)
    assert [b["name"] for b in data["bots"]] == ["full", "random"]
    for bot in data["bots"]:
        lo, hi = bot["ci95"]
        assert lo <= bot["rating"] <= hi and 0 <= bot["score"] <= 1
    assert data["maps"] == ["Final Stand"] and data["games"] == 2


def test_the_text_is_a_table_best_first(capsys):
    status, out, _ = run(
        capsys, "ladder", FINAL_STAND, "--bots", "solo,full", "--games", "2", "--workers", "1"
    )
    lines = out.splitlines()
    assert status == 0 and lines[0].startswith("Ladder: 1 map, 2 games")
    assert lines[2].split()[:2] == ["1", "full"] and lines[3].split()[:2] == ["2", "solo"]


def test_an_unknown_bot_is_one_line_and_no_game(capsys):
    status, out, err = run(capsys, "ladder", FINAL_STAND, "--bots", "full,clever")
    assert status == 1 and out == ""
    assert err.strip().splitlines() == [
        "gkr-map ladder: no bot called 'clever'; choose one of full, random, solo, strong"
    ]


def test_a_missing_map_is_one_line(capsys, tmp_path):
    status, _, err = run(
        capsys, "ladder", str(tmp_path / "none.gkrmap.json"), "--bots", "full,random"
    )
    assert status == 1 and len(err.strip().splitlines()) == 1 and "none.gkrmap.json" in err


def test_zero_games_are_refused_in_one_line(capsys):
    status, _, err = run(capsys, "ladder", FINAL_STAND, "--games", "0")
    assert status == 1 and err.strip().splitlines() == [
        "gkr-map ladder: play at least 1 game per pair and map, not 0"
    ]
