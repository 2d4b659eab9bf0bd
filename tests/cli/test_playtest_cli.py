"""``gkr-map playtest FILE --games N --seed S [--workers W] [--bot KIND] [--json]``."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from gkr_studio.cli import main
from gkr_studio.cli.playtest import ProgressBar
from tests.conftest import MAPS, REPO

FINAL_STAND = str(MAPS / "final-stand.gkrmap.json")


def run(capsys, *args: str):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_json_is_the_result_object_and_nothing_else(capsys):
    status, out, err = run(
        capsys, "playtest", FINAL_STAND, "--games", "4", "--seed", "2", "--workers", "1", "--json"
    )
    assert status == 0 and err == ""  # no progress bar: stderr is not a terminal
    data = json.loads(out)
    assert data["map"] == "Final Stand" and data["games"] == 4 and data["seed"] == 2
    assert data["bot"] == "full" and data["cancelled"] is False
    assert [s["start"] for s in data["seats"]] == ["1F", "9F"]
    assert sum(s["wins"] for s in data["seats"]) == pytest.approx(4)
    assert set(data["win_types"]) >= {"demolition", "destruction", "score", "round limit"}
    assert set(data["length"]) == {"mean", "median", "min", "max"}


def test_text_report(capsys):
    status, out, err = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "--games",
        "3",
        "--seed",
        "1",
        "--bot",
        "solo",
        "--workers",
        "1",
    )
    lines = out.splitlines()
    assert status == 0 and err == ""
    # a duplicate batch plays whole deals: 3 games on two seats make 2 deals of 2 games
    assert lines[0] == (
        "Final Stand: 2 deals, 4 games, 2 players, solo bot, seed 1, duplicate design"
    )
    assert lines[1].split()[0] == "verdict" and lines[1].split()[1] in (
        "fair:",
        "edge:",
        "unclear:",
    )
    # what to do next: a fixed-size batch that is not clear asks for more games
    assert lines[2].split()[:2] == ["next", "step"]
    assert lines[3].split() == [
        "seat",
        "start",
        "wins",
        "win",
        "rate",
        "95%",
        "interval",
        "edge",
        "luck-adjusted",
        "edge",
    ]
    assert lines[4].split()[:2] == ["P1", "1F"] and lines[5].split()[:2] == ["P2", "9F"]
    for label in (
        "win types",
        "rounds",
        "first blood",
        "first demolition",
        "factions",
        "fired from",
        "destroyed at",
    ):
        assert any(line.strip().startswith(label) for line in lines), label


@pytest.mark.slow
def test_the_same_command_twice_prints_the_same_bytes_whatever_the_workers():
    def once(workers: str, hash_seed: str) -> bytes:
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        return subprocess.run(
            [
                sys.executable,
                "-m",
                "gkr_studio.cli",
                "playtest",
                FINAL_STAND,
                "--games",
                "6",
                "--seed",
                "9",
                "--workers",
                workers,
                "--json",
            ],
            check=True,
            capture_output=True,
            cwd=REPO,
            env=env,
        ).stdout

    first = once("1", "1")
    assert first == once("2", "2") == once("1", "3")
    data = json.loads(first)
    assert data["games"] == 6 and data["design"] == "duplicate" and data["deals"] == 3
    assert data["verdict"] in ("fair", "edge", "unclear") and data["stopped_early"] is False
    assert {"edge", "edge_ci95", "adjusted_win_rate", "adjusted_ci95"} <= set(data["seats"][0])


@pytest.mark.parametrize(
    "args, message",
    [
        (["--games", "0"], "--games must be 1 or more, not 0"),
        (["--games", "-3"], "--games must be 1 or more"),
        (["--workers", "0"], "--workers must be 1 or more"),
        (["--bot", "clever"], "no bot called 'clever'; choose one of full, random, solo, strong"),
        (["--margin", "0"], "--edge-beyond (--margin) must be between 0 and 100 points, not 0"),
        (
            ["--edge-beyond", "120"],
            "--edge-beyond (--margin) must be between 0 and 100 points, not 120",
        ),
        (
            ["--fair-within", "5"],
            "--fair-within must be at least 0 and less than --edge-beyond (5), not 5",
        ),
        (
            ["--fair-within", "-1", "--margin", "8"],
            "--fair-within must be at least 0 and less than --edge-beyond (8), not -1",
        ),
    ],
)
def test_bad_arguments_get_one_line_and_exit_1(capsys, args, message):
    status, out, err = run(capsys, "playtest", FINAL_STAND, *args)
    assert status == 1 and out == ""
    assert err.strip().count("\n") == 0 and message in err


def test_a_bad_file_gets_one_line_and_exit_1(capsys, tmp_path):
    bad = tmp_path / "bad.gkrmap.json"
    bad.write_text("{not json", encoding="utf-8")
    status, out, err = run(capsys, "playtest", str(bad), "--games", "2")
    assert status == 1 and out == "" and err.startswith(str(bad))
    status, out, err = run(capsys, "playtest", str(tmp_path / "missing.gkrmap.json"))
    assert status == 1 and "no such file" in err


def test_progress_bar_redraws_in_place(capsys):
    import io

    out = io.StringIO()
    bar = ProgressBar(out)
    bar.update(1, 4)
    bar.update(4, 4)
    bar.close()
    text = out.getvalue()
    assert text.count("\r") == 2 and text.endswith("\n") and "4/4 games" in text
    assert "[" + "#" * ProgressBar.WIDTH + "]" in text


def test_progress_shows_the_rate_and_the_time_left():
    """Deliver 11: the rate and the time left, not only a count (a made-up clock)."""
    import io

    out = io.StringIO()
    now = [100.0]
    bar = ProgressBar(out, clock=lambda: now[0])
    bar.update(40, 400)  # a resumed sweep's games read back: no rate yet
    now[0] += 10
    bar.update(140, 400)  # 100 games in 10 s
    now[0] += 26
    bar.update(400, 400)
    bar.close()
    lines = out.getvalue().split("\r")[1:]
    assert lines[0].rstrip() == "[###...........................]  40/400 games"
    assert lines[1].rstrip() == (
        "[##########....................] 140/400 games · 10.0 games/s · 0:26 left"
    )
    assert lines[2] == "[" + "#" * 30 + "] 400/400 games · 10.0 games/s · took 0:36\n"


def test_a_folder_of_maps_is_one_sweep_with_one_summary_table(capsys, tmp_path):
    pack = tmp_path / "pack" / "two-player"
    pack.mkdir(parents=True)
    for slug in ("final-stand", "plateau"):
        (pack / f"{slug}.gkrmap.json").write_bytes((MAPS / f"{slug}.gkrmap.json").read_bytes())
    (pack / "notes.txt").write_text("not a map")
    status, out, err = run(
        capsys,
        "playtest",
        str(tmp_path / "pack"),
        "--games",
        "4",
        "--seed",
        "1",
        "--bot",
        "random",
        "--workers",
        "1",
    )
    lines = out.splitlines()
    assert status == 0 and err == ""
    assert lines[0].split()[:4] == ["map", "players", "games", "verdict"]
    assert [line.split()[0] for line in lines[1:3]] == [
        str(pack / "final-stand.gkrmap.json"),
        str(pack / "plateau.gkrmap.json"),
    ]
    assert lines[-1] == "verdicts at ±5 points, duplicate design"
    status, out, _ = run(
        capsys,
        "playtest",
        str(tmp_path / "pack"),
        "--games",
        "4",
        "--seed",
        "1",
        "--bot",
        "random",
        "--workers",
        "1",
        "--json",
    )
    data = json.loads(out)
    assert [m["file"] for m in data["maps"]] == [
        str(pack / "final-stand.gkrmap.json"),
        str(pack / "plateau.gkrmap.json"),
    ]
    assert all(m["games"] == 4 and "verdict" in m for m in data["maps"])


def test_an_interrupted_sweep_says_which_map_finished_no_games(capsys, tmp_path, monkeypatch):
    from engine.playtest import sweep

    pack = tmp_path / "pack"
    pack.mkdir()
    for slug in ("final-stand", "plateau"):
        (pack / f"{slug}.gkrmap.json").write_bytes((MAPS / f"{slug}.gkrmap.json").read_bytes())
    real = sweep.play_batch_game

    def until_plateau(game_map, *args, **kwargs):
        if game_map.name == "Plateau":
            raise KeyboardInterrupt  # Ctrl+C as the second map starts
        return real(game_map, *args, **kwargs)

    monkeypatch.setattr(sweep, "play_batch_game", until_plateau)
    status, out, err = run(
        capsys,
        "playtest",
        str(pack),
        "--games",
        "4",
        "--seed",
        "1",
        "--bot",
        "random",
        "--workers",
        "1",
    )
    rows = {line.split()[0]: line for line in out.splitlines()[1:3]}
    assert status == 130
    assert err.splitlines() == [
        "gkr-map playtest: interrupted; the games finished are in the table"
    ]
    assert " 4*" not in rows[str(pack / "final-stand.gkrmap.json")]
    assert rows[str(pack / "plateau.gkrmap.json")].split()[2:] == [
        "0*",
        "unclear",
        "no",
        "games",
        "finished",
    ]


def test_ctrl_c_during_a_batch_on_workers_prints_one_line_and_no_traceback():
    import signal
    import time

    done = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gkr_studio.cli",
            "playtest",
            str(MAPS / "showdown.gkrmap.json"),
            "--games",
            "4000",
            "--workers",
            "2",
        ],
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    time.sleep(2.0)  # the workers are playing (4,000 games take far longer)
    os.killpg(done.pid, signal.SIGINT)  # as a terminal's Ctrl+C: the whole process group
    _out, err = done.communicate(timeout=60)
    assert done.returncode == 130, err
    assert "Traceback" not in err and err.strip().splitlines()[-1] == "gkr-map: interrupted"


def test_a_sweep_with_a_bad_map_names_it_and_plays_nothing(capsys, tmp_path):
    bad = tmp_path / "bad.gkrmap.json"
    bad.write_text("{not json", encoding="utf-8")
    status, out, err = run(capsys, "playtest", FINAL_STAND, str(bad), "--games", "2")
    assert status == 1 and out == "" and err.startswith(str(bad))
    assert err.count("\n") == 1


@pytest.mark.parametrize(
    "args, message",
    [
        (["--until-verdict", "--results", "x.jsonl"], "--until-verdict plays one map at a time"),
        (["missing-folder"], "missing-folder: "),
        (
            ["--results", ""],
            "--results is empty; name the file to write",
        ),  # was ignored: no file, exit 0
    ],
)
def test_sweep_arguments_that_cannot_work_get_one_line(capsys, tmp_path, args, message):
    status, out, err = run(capsys, "playtest", FINAL_STAND, *args)
    assert status == 1 and out == "" and message in err and err.count("\n") == 1


def test_playtest_with_your_own_catalog(tmp_path, capsys):
    import json as _json

    from tests.catalog_files import my_catalog

    mine = my_catalog(tmp_path)
    assert (
        main(
            [
                "playtest",
                str(MAPS / "final-stand.gkrmap.json"),
                "--games",
                "4",
                "--seed",
                "3",
                "--workers",
                "1",
                "--bot",
                "random",
                "--catalog",
                str(mine),
                "--json",
            ]
        )
        == 0
    )
    out = _json.loads(capsys.readouterr().out)
    assert out["factions"] and all(f["name"].startswith("Mine: ") for f in out["factions"])


def test_a_broken_catalog_gets_one_line_per_problem_and_exit_1(tmp_path, capsys):
    from tests.catalog_files import broken_catalog

    bad = broken_catalog(tmp_path)
    assert (
        main(
            [
                "playtest",
                str(MAPS / "final-stand.gkrmap.json"),
                "--games",
                "2",
                "--catalog",
                str(bad),
            ]
        )
        == 1
    )
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2 and all(line.startswith(f"{bad}: /") for line in lines)
    assert any("/factions/0/primary/0/damage" in line for line in lines)
    assert any(line.startswith(f"{bad}: /name") for line in lines)


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_sponsor_named_like_a_faction_card_is_refused_before_any_game(tmp_path, capsys, workers):
    """The full bot took the sponsor card for the faction card of the same id: an
    AssertionError with one worker, a vague line with two."""
    from tests.catalog_files import STANDIN

    data = json.loads(STANDIN.read_text())
    next(s for s in data["sponsors"] if s["id"] == "smoke-screen")["id"] = "slag-strike"
    clash = tmp_path / "clash.catalog.json"
    clash.write_text(json.dumps(data))
    status, out, err = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "--games",
        "2",
        "--workers",
        workers,
        "--catalog",
        str(clash),
    )
    assert status == 1 and out == ""
    assert err.splitlines() == [
        f"{clash}: /sponsors/2/id: the id 'slag-strike' is used twice"
        " (also /factions/1/orbital/1/id); every card of a catalog,"
        " of any kind, needs an id of its own"
    ]


def test_a_results_file_of_another_map_at_the_same_path_is_refused(tmp_path, capsys):
    """Resuming trusted the path: the old map's games were reported as the new map's, exit 0
    (an IndexError traceback when the number of players changed)."""
    import shutil

    from engine.files.mapfile import load_map
    from engine.playtest.results import map_hash

    path = tmp_path / "m.gkrmap.json"
    shutil.copy(FINAL_STAND, path)
    results = tmp_path / "r.jsonl"
    args = [
        "playtest",
        str(path),
        "--games",
        "2",
        "--seed",
        "1",
        "--bot",
        "random",
        "--workers",
        "1",
        "--results",
        str(results),
    ]
    assert run(capsys, *args)[0] == 0
    kept = results.read_bytes()
    shutil.copy(MAPS / "showdown.gkrmap.json", path)
    status, out, err = run(capsys, *args)
    assert status == 1 and out == ""
    then, now = (
        map_hash(load_map(MAPS / f"{slug}.gkrmap.json"))[:12]
        for slug in ("final-stand", "showdown")
    )
    assert err.splitlines() == [
        f"gkr-map playtest: {results}:2: the map {path} has changed since its games were kept"
        f" (2 players, sha256 {then} then, 4 players, sha256 {now} now); use another results"
        " file, or the map as it was"
    ]
    assert results.read_bytes() == kept


@pytest.mark.parametrize(
    "winners, words",
    [
        ([7], "7 is out of range (maximum 3)"),
        ([-1], "-1 is out of range (minimum 0)"),  # was counted for the last seat
    ],
)
def test_an_edited_results_line_is_refused_with_its_file_and_line(tmp_path, capsys, winners, words):
    results = tmp_path / "r.jsonl"
    args = [
        "playtest",
        FINAL_STAND,
        "--games",
        "2",
        "--seed",
        "1",
        "--bot",
        "random",
        "--workers",
        "1",
        "--results",
        str(results),
    ]
    assert run(capsys, *args)[0] == 0
    lines = results.read_text().splitlines()
    game = json.loads(lines[2])
    game["record"]["winners"] = winners
    lines[2] = json.dumps(game)
    results.write_text("\n".join(lines) + "\n")
    status, out, err = run(capsys, *args)
    assert (status, out) == (1, "")
    assert err.splitlines() == [f"gkr-map playtest: {results}:3: /record/winners/0: {words}"]


def test_solo_mode_reports_the_player_against_one_and_two_opponents(capsys):
    showdown = str(MAPS / "showdown.gkrmap.json")
    status, out, err = run(
        capsys,
        "playtest",
        showdown,
        "--mode",
        "solo",
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
    assert data["mode"] == "solo" and data["bot"] == "full"
    assert (data["games"], data["requested"]) == (4, 2)  # whole rounds of the 4 starts
    assert [o["opponents"] for o in data["opponents"]] == [1, 2]
    for o in data["opponents"]:  # whole deals: the player once from each of the 4 starts
        assert o["games"] == 4 and 0 <= o["wins"] <= 4
        assert o["ci95"][0] <= o["win_rate"] <= o["ci95"][1]
    again = run(
        capsys,
        "playtest",
        showdown,
        "--mode",
        "solo",
        "--games",
        "2",
        "--seed",
        "1",
        "--workers",
        "2",
        "--json",
    )[1]
    assert again == out


def test_solo_mode_text_names_what_a_two_player_map_cannot_seat(capsys):
    status, out, _ = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "--mode",
        "solo",
        "--games",
        "2",
        "--seed",
        "1",
        "--workers",
        "1",
        "--extra-weapons",
        "1",
    )
    lines = out.splitlines()
    assert status == 0 and lines[0].startswith("Final Stand: solo games, full bot")
    assert "1 extra weapon" in lines[0]
    assert lines[2].split()[:2] == ["1", "2"]
    assert (
        lines[-1]
        == "  not played: 2 opponents: Final Stand has 2 starts; 2 opponents need 3 or more"
    )


def test_solo_mode_refuses_a_sweep(capsys):
    status, out, err = run(capsys, "playtest", str(MAPS), "--mode", "solo", "--games", "1")
    assert status != 0 and "one map" in err and "Traceback" not in err


def test_2v2_mode_reports_each_team_reproducibly(capsys):
    showdown = str(MAPS / "showdown.gkrmap.json")
    status, out, err = run(
        capsys,
        "playtest",
        showdown,
        "--mode",
        "2v2",
        "--games",
        "2",
        "--seed",
        "1",
        "--workers",
        "1",
        "--bot",
        "random",
        "--json",
    )
    assert status == 0 and err == ""
    data = json.loads(out)
    assert data["mode"] == "2v2" and data["games"] == 4  # one whole deal
    assert [t["team"] for t in data["teams"]] == ["1B+9J", "1J+9B"]
    assert sum(t["wins"] for t in data["teams"]) == 4
    for t in data["teams"]:
        assert t["ci95"][0] <= t["win_rate"] <= t["ci95"][1]
    again = run(
        capsys,
        "playtest",
        showdown,
        "--mode",
        "2v2",
        "--games",
        "2",
        "--seed",
        "1",
        "--workers",
        "2",
        "--bot",
        "random",
        "--json",
    )[1]
    assert again == out


def test_2v2_mode_refuses_a_map_without_four_seats(capsys):
    status, out, err = run(capsys, "playtest", FINAL_STAND, "--mode", "2v2", "--games", "1")
    assert status == 1 and out == ""
    assert err.strip() == (
        "gkr-map playtest: " + FINAL_STAND + ": 2v2 needs a four-player"
        " map; Final Stand has 2 starts"
    )


def test_shifting_mode_reports_each_seat_reproducibly(capsys):
    showdown = str(MAPS / "showdown.gkrmap.json")
    args = (
        "playtest",
        showdown,
        "--mode",
        "shifting",
        "--games",
        "4",
        "--seed",
        "1",
        "--bot",
        "random",
        "--json",
    )
    status, out, err = run(capsys, *args, "--workers", "1")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert data["mode"] == "shifting" and data["games"] == 4
    assert [(s["seat"], s["start"]) for s in data["seats"]] == [
        (1, "1B"),
        (2, "1J"),
        (3, "9B"),
        (4, "9J"),
    ]
    assert sum(s["wins"] for s in data["seats"]) == 4  # one winner a game
    assert sum(data["win_types"].values()) == 4 and data["alliances_mean"] >= 0
    for s in data["seats"]:
        assert s["ci95"][0] <= s["win_rate"] <= s["ci95"][1]
    assert run(capsys, *args, "--workers", "2")[1] == out
    status, text, err = run(capsys, *args[:-1], "--workers", "1")
    assert status == 0 and "2v2 with shifting alliances, 4 games, random bot, seed 1" in text
    assert "alliances" in text.splitlines()[-1]


def test_shifting_mode_refuses_a_map_without_four_seats(capsys):
    status, out, err = run(capsys, "playtest", FINAL_STAND, "--mode", "shifting", "--games", "1")
    assert status == 1 and out == ""
    assert err.strip() == (
        "gkr-map playtest: " + FINAL_STAND + ": 2v2 needs a four-player"
        " map; Final Stand has 2 starts"
    )


def test_until_verdict_names_its_test_and_takes_both_margins(capsys):
    status, out, _ = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "--until-verdict",
        "--games",
        "8",
        "--seed",
        "1",
        "--bot",
        "random",
        "--workers",
        "1",
        "--fair-within",
        "1",
        "--edge-beyond",
        "4",
        "--json",
    )
    test = json.loads(out)["test"]
    assert status == 0 and test["name"] == "GSPRT" and test["unit"] == "deal"
    assert (test["fair_within"], test["edge_beyond"]) == (0.01, 0.04)
    assert test["h0"] == "every seat within ±1 points of its fair share"
    assert (test["alpha"], test["beta"], test["cap"]) == (0.05, 0.05, 8)
    assert test["decision"] == "unclear" and test["capped"]


@pytest.mark.parametrize(
    "slug, mode, sides, key",
    [
        ("showdown", "2v2", ["1B+9J", "1J+9B"], "teams"),
        ("final-stand", "solo", ["1F", "9F"], "starts"),
    ],
)
def test_every_mode_gives_a_verdict_and_per_side_edges_until_the_verdict(
    capsys, slug, mode, sides, key
):
    path = str(MAPS / f"{slug}.gkrmap.json")
    args = (
        "playtest",
        path,
        "--mode",
        mode,
        "--until-verdict",
        "--games",
        "48",
        "--seed",
        "1",
        "--bot",
        "random",
        "--json",
    )
    status, out, err = run(capsys, *args, "--workers", "1")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert data["verdict"] in ("fair", "edge", "unclear") and data["verdict_text"]
    assert data["design"] == "duplicate" and data["interval"] == "confidence sequence"
    assert [s.get("team", s.get("start")) for s in data[key]] == sides
    for s in data[key]:
        assert s["edge_ci95"][0] <= s["edge"] <= s["edge_ci95"][1]
        assert {"adjusted_win_rate", "adjusted_ci95"} <= set(s)
    assert data["test"]["name"] == "GSPRT"  # the sequential test judges every mode
    assert run(capsys, *args, "--workers", "2")[1] == out


def test_the_text_report_says_why_seat_by_seat_and_check_by_check(capsys):
    """The lopsided test map: building reach (R-GUIDE-2) and exposure both hold against 9F;
    the report tells each seat's story, then each check against the games, in the words of
    the JSON's ``explain``."""
    lopsided = str(REPO / "tests" / "engine" / "playtest" / "data" / "lopsided.gkrmap.json")
    args = ("playtest", lopsided, "--games", "8", "--seed", "3", "--workers", "1")
    status, out, err = run(capsys, *args)
    assert status == 0 and err == ""
    lines = out.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("  why "))
    why = [line.strip() for line in lines[first:]]
    assert why[0].startswith("why") and "1F won" in why[0]
    assert any(line.startswith("9F won") for line in why)
    _status, out, _err = run(capsys, *args, "--json")
    explained = [e["text"] for e in json.loads(out)["explain"]]
    checks = [e["check"] for e in json.loads(out)["explain"]]
    assert {"building-reach", "seat-exposure"} <= set(checks)
    assert why[-len(explained) :] == explained
