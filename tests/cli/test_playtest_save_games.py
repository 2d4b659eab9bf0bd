"""``gkr-map playtest FILE --save-games DIR [--which …]``: the games as files, the result
printed unchanged, bad requests refused in one line before any game is played."""

from __future__ import annotations

import json

from engine.game.sandbox.gamefile import load_game
from gkr_studio.cli import main
from tests.conftest import MAPS

FINAL_STAND = str(MAPS / "final-stand.gkrmap.json")
BATCH = ("playtest", FINAL_STAND, "--games", "4", "--seed", "5", "--workers", "1", "--json")


def run(capsys, *args: str):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_saved_games_leave_the_json_alone_and_replay_to_their_winners(capsys, tmp_path):
    status, plain, err = run(capsys, *BATCH)
    assert status == 0 and err == ""
    folder = tmp_path / "wins"
    status, out, err = run(capsys, *BATCH, "--save-games", str(folder), "--which", "wins-of", "9F")
    assert status == 0 and out == plain
    files = sorted(folder.iterdir())
    wins_9f = json.loads(plain)["seats"][1]["wins"]
    assert len(files) == wins_9f
    assert err == f"{len(files)} game file{'' if len(files) == 1 else 's'} saved in {folder}\n"
    for f in files:
        assert f.name.startswith("final-stand-seed5-game") and f.name.endswith(
            "-9F-won.gkrgame.json"
        )
        assert load_game(f).result.winners == (1,)


def test_which_without_save_games_and_a_bad_seat_are_refused(capsys, tmp_path):
    status, out, err = run(capsys, *BATCH, "--which", "longest")
    assert status == 1 and out == ""
    assert (
        err == "gkr-map playtest: --which chooses the games of --save-games; add --save-games DIR\n"
    )
    status, out, err = run(
        capsys, *BATCH, "--save-games", str(tmp_path / "g"), "--which", "wins-of", "3C"
    )
    assert status == 1 and out == "" and err.count("\n") == 1
    assert "--which wins-of 3C: no such seat" in err
    assert not (tmp_path / "g").exists()


def test_a_file_in_the_way_of_the_folder_is_refused(capsys, tmp_path):
    blocker = tmp_path / "taken"
    blocker.write_text("x", encoding="utf-8")
    status, out, err = run(capsys, *BATCH, "--save-games", str(blocker))
    assert status == 1 and out == ""
    assert err == f"gkr-map playtest: {blocker}: is a file, not a folder for the saved games\n"
    assert blocker.read_text(encoding="utf-8") == "x"


def test_a_batch_that_stops_at_its_verdict_saves_the_games_it_counted(capsys, tmp_path):
    """Workers play ahead of the verdict (a task is two deals): the games after the deciding
    deal are not in the result, so they are not saved either."""
    folder = tmp_path / "all"
    status, out, err = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "--until-verdict",
        "--margin",
        "40",
        "--seed",
        "1",
        "--workers",
        "2",
        "--json",
        "--save-games",
        str(folder),
    )
    assert status == 0, err
    counted = json.loads(out)["games"]
    files = sorted(folder.iterdir())
    assert len(files) == counted
    indexes = sorted(int(f.name.split("-game")[1][:4]) for f in files)
    assert indexes == list(range(counted))
