"""Results files are bound to what produced them: the map's content (not its path), the
catalog, the seed, bot, design and mode. A resume refuses a mismatch in one line naming
what differs; every line is checked before it is used (bad line: the file and the line
number); a torn last line is dropped and its game played again; paths that cannot hold a
results file get one line, and nothing is left behind."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from engine.files.mapfile import dumps_map, load_map, map_to_data
from engine.files.resources import catalog_path
from engine.game.catalog_file import loads_catalog
from engine.geometry.board import PLAYABLE
from engine.playtest import sweep
from engine.playtest.results import RESULTS_FORMAT, ResultsFileError, content_hash, map_hash
from engine.playtest.results_lines import game_problem, schema_problem
from engine.playtest.runner import PlaytestError
from engine.playtest.sweep import SweepMap, run_sweep
from tests.engine.game.helpers import the_map

FINAL_STAND = the_map("final-stand")


def _sweep(path: Path, results: Path, games: int = 4, **options):
    """A sweep of the map file at ``path`` (keyed by that path, as the command line does)."""
    options.setdefault("bot", "random")
    return run_sweep([SweepMap(str(path), load_map(path))], games, 1, results=results, **options)


@pytest.fixture
def kept(tmp_path):
    """A map file and the results file of 4 random games on it."""
    path = tmp_path / "m.gkrmap.json"
    path.write_text(dumps_map(FINAL_STAND))
    results = tmp_path / "r.jsonl"
    _sweep(path, results)
    return path, results


def _refused(path: Path, results: Path, **options) -> str:
    before = results.read_bytes()
    with pytest.raises(ResultsFileError) as e:
        _sweep(path, results, **options)
    assert results.read_bytes() == before  # nothing changed on disk
    text = str(e.value)
    assert "\n" not in text
    return text


def test_the_map_is_bound_by_its_content_not_its_path(kept):
    path, results = kept
    path.write_text(dumps_map(the_map("plateau")))  # another 2-player map, same path
    text = _refused(path, results)
    assert text.startswith(f"{results}:2: the map {path} has changed since its games were kept")
    assert f"sha256 {map_hash(FINAL_STAND)[:12]}" in text
    assert f"sha256 {map_hash(the_map('plateau'))[:12]}" in text


def test_a_map_with_another_number_of_players_is_refused_not_an_index_error(kept):
    path, results = kept
    path.write_text(dumps_map(the_map("showdown")))
    text = _refused(path, results)
    assert "has changed since its games were kept (2 players" in text and "4 players" in text


def test_the_same_map_under_a_new_name_on_disk_resumes(kept, tmp_path):
    path, results = kept
    moved = tmp_path / "moved.gkrmap.json"
    shutil.copy(path, moved)
    again = run_sweep([SweepMap(str(path), load_map(moved))], 4, 1, bot="random", results=results)
    assert again.resumed == 4


def test_the_map_hash_is_of_its_canonical_json():
    assert map_hash(FINAL_STAND) == content_hash(map_to_data(FINAL_STAND))
    free = sorted(PLAYABLE - {b.hex for b in FINAL_STAND.buildings} - set(FINAL_STAND.starts))
    assert map_hash(FINAL_STAND) != map_hash(FINAL_STAND.with_building(free[0]))


def test_another_catalog_of_the_same_name_is_refused(kept, tmp_path):
    path, results = kept
    data = json.loads(catalog_path("standin").read_text())
    data["factions"][0]["primary"][0]["damage"] = 6
    changed = loads_catalog(json.dumps(data), "changed.catalog.json")
    assert changed.name == "Stand-in catalog"
    text = _refused(path, results, catalog=changed)
    assert text.startswith(f"{results}:1: made with another catalog ('Stand-in catalog', sha256 ")


@pytest.mark.parametrize(
    "option, value, words",
    [
        ("bot", "solo", "made with bot 'random', not 'solo'"),
        ("design", "independent", "made with design 'duplicate', not 'independent'"),
    ],
)
def test_other_settings_are_refused_naming_the_setting(kept, option, value, words):
    path, results = kept
    assert (
        _refused(path, results, **{option: value}) == f"{results}:1: {words}; use another"
        " results file or the same options"
    )


def _edit(results: Path, line: int, change) -> None:
    lines = results.read_text().splitlines()
    data = json.loads(lines[line - 1])
    change(data["record"])
    lines[line - 1] = json.dumps(data)
    results.write_text("\n".join(lines) + "\n")


def _set(field, value):
    return lambda r: r.__setitem__(field, value)


@pytest.mark.parametrize(
    "change, where, words",
    [
        (_set("winners", [7]), "/record/winners/0", "7 is out of range (maximum 3)"),
        (_set("winners", [2]), "/record/winners/0", "seat 2 is not a seat of this 2-player map"),
        (_set("winners", [-1]), "/record/winners/0", "-1 is out of range (minimum 0)"),
        (_set("winners", [0, 0]), "/record/winners", "non-unique"),
        (_set("first_blood", 9), "/record/first_blood", "9 is out of range (maximum 3)"),
        (_set("first_demolition", 3), "/record/first_demolition", "seat 3 is not a seat"),
        (lambda r: r["factions"].pop(), "/record/factions", "1 entry; at least 2"),
        (
            lambda r: r["factions"].append("zenith"),
            "/record/factions",
            "seats vanguard, rustbelt, not vanguard, rustbelt, zenith",
        ),
        (lambda r: r["factions"].reverse(), "/record/factions", "game 0 seats vanguard, rustbelt"),
        (_set("factions", ["vanguard", "atlantis"]), "/record/factions", "no faction 'atlantis'"),
        (
            lambda r: r["luck"].__setitem__(1, r["luck"][1][:2]),
            "/record/luck/1",
            "2 numbers; one a kind of luck",
        ),
        (lambda r: r["luck"].append([0, 0, 0]), "/record/luck", "3 rows of luck; one a seat (2)"),
        (_set("index", 1.5), "/record/index", "must be a whole number written without a decimal"),
        (_set("index", 2), "/record/deal", "game 2 of a 2-player map is deal 1, rotation 0"),
        (_set("rounds", -3), "/record/rounds", "-3 is out of range (minimum 1)"),
        (_set("rounds", 10**6), "/record/rounds", "1000000 rounds; every game ends by round 30"),
        (_set("rounds", 10**9), "/record/rounds", "out of range (maximum 1000000)"),
        (_set("win_type", "knockout"), "/record/win_type", '"knockout" is not one of'),
        (_set("fired_from", ["5F", "0A"]), "/record/fired_from/1", "0A is a half-hex"),
        (_set("destroyed_at", ["10B"]), "/record/destroyed_at/0", "10B is a half-hex"),
        (_set("destroyed_at", ["5f"]), "/record/destroyed_at/0", "does not match"),
        (_set("luck", [[1e300, 0, 0], [0, 0, 0]]), "/record/luck/0/0", "out of range"),
        (_set("extra", 1), "/record", "unknown field"),
        (
            lambda r: r["play"].append([0] * 5),
            "/record/play",
            "3 rows of seat play; one a seat (2)",
        ),
        (lambda r: r["play"][0].pop(), "/record/play/0", "4 entries; at least 5"),
        (lambda r: r["fired_by"].append(1), "/record/fired_by", "seats for"),
        (
            lambda r: r["destroyed_seats"].__setitem__(slice(None), [2] * len(r["destroyed_at"])),
            "/record/destroyed_seats/0",
            "seat 2 is not a seat of this 2-player map",
        ),
        (lambda r: r.pop("fired_by"), "/record", "'fired_by' is a dependency of 'play'"),
        (
            lambda r: r["round_chances"][0].append(0.0),
            "/record/round_chances/0",
            "3 chances to win; one a seat (2)",
        ),
        (
            lambda r: r["round_chances"][0].__setitem__(1, 1.5),
            "/record/round_chances/0/1",
            "1.5 is out of range (maximum 1)",
        ),
    ],
)
def test_an_edited_game_line_is_refused_with_its_line_number(kept, change, where, words):
    path, results = kept
    _edit(results, 3, change)  # the first game's line
    text = _refused(path, results)
    assert text.startswith(f"{results}:3: {where}: "), text
    assert words in text


@pytest.mark.parametrize(
    "line, words",
    [
        ("", "an empty line"),
        ("[" * 100_000 + "]" * 100_000, "nested over 32 levels deep"),
        ('{"map": "m", "map": "m"}', "the key 'map' appears twice"),
        ('{"map": "x", "record": NaN}', "NaN is not a JSON number"),
        ('{"map": "x", "record": 1e999}', "1e999 is not a JSON number"),
        ("{not json", "not valid JSON"),
        ('{"format": "gkr-playtest-results"}', "a second header"),
        ("7", "must be an object, not a number"),
    ],
)
def test_a_line_that_is_not_a_results_line_is_refused(kept, line, words):
    path, results = kept
    lines = results.read_text().splitlines()
    lines.insert(3, line)
    results.write_text("\n".join(lines) + "\n")
    text = _refused(path, results)
    assert text.startswith(f"{results}:4: ") and words in text, text


def test_a_game_of_a_map_not_yet_bound_is_refused(kept):
    path, results = kept
    lines = results.read_text().splitlines()
    game = json.loads(lines[2])
    game["map"] = "elsewhere.gkrmap.json"
    lines.append(json.dumps(game))
    results.write_text("\n".join(lines) + "\n")
    assert _refused(path, results) == (
        f"{results}:7: a game of the map elsewhere.gkrmap.json before the line that binds that map"
    )


def test_a_game_kept_twice_with_two_outcomes_is_refused_and_twice_alike_is_one(kept):
    path, results = kept
    lines = results.read_text().splitlines()
    results.write_text("\n".join(lines + [lines[3]]) + "\n")  # the same game again: harmless
    assert _sweep(path, results).resumed == 4
    other = json.loads(lines[3])
    other["record"]["winners"] = [1 - other["record"]["winners"][0]]
    results.write_text("\n".join(lines + [json.dumps(other)]) + "\n")
    assert _refused(path, results) == (
        f"{results}:7: game 1 of {path} is also on line 4, with another outcome"
    )


@pytest.mark.parametrize("torn", ["[" * 100_000, '{"map": "x", "rec', "\x00\xff"])
def test_a_torn_last_line_is_dropped_and_its_game_played_again_whatever_it_holds(kept, torn):
    path, results = kept
    lines = results.read_text().splitlines()
    results.write_bytes(("\n".join(lines[:-1]) + "\n").encode() + torn.encode("latin-1"))
    again = _sweep(path, results)
    assert again.resumed == 3
    assert results.read_text().splitlines() == lines  # the game played again, alike


def test_a_version_1_file_is_refused_in_one_line(kept):
    path, results = kept
    results.write_text(
        json.dumps(
            {
                "format": RESULTS_FORMAT,
                "version": 1,
                "seed": 1,
                "bot": "random",
                "design": "duplicate",
                "catalog": "Stand-in catalog",
            }
        )
        + "\n"
    )
    assert _refused(path, results) == (
        f"{results}:1: a results file of format version 1, from"
        " an earlier GKR Studio, whose games are not bound to"
        " their maps; give a new results file"
    )


def test_every_line_the_sweep_writes_meets_the_schema_and_its_meaning(kept):
    _path, results = kept
    lines = [json.loads(line) for line in results.read_text().splitlines()]
    assert all(schema_problem(line) is None for line in lines)
    factions = ("vanguard", "rustbelt", "zenith", "neon")
    assert all(
        game_problem(line["record"], 2, factions, 30) is None for line in lines if "record" in line
    )


def test_the_schema_knows_every_way_a_game_ends():
    from engine.files.resources import schema_path
    from engine.verdicts.result import WIN_TYPES

    schema = json.loads(schema_path("playtest-results").read_text())
    assert tuple(schema["$defs"]["record"]["properties"]["win_type"]["enum"]) == WIN_TYPES


# -- paths -------------------------------------------------------------------------------------


def _path_refused(tmp_path: Path, results: Path) -> str:
    path = tmp_path / "m.gkrmap.json"
    path.write_text(dumps_map(FINAL_STAND))
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(ResultsFileError) as e:
        _sweep(path, results)
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # nothing made
    assert "\n" not in str(e.value)
    return str(e.value)


def test_a_results_file_in_a_missing_folder(tmp_path):
    results = tmp_path / "no" / "r.jsonl"
    assert _path_refused(tmp_path, results) == (
        f"{results}: cannot be created: no folder {tmp_path / 'no'}"
    )


def test_a_dangling_symbolic_link(tmp_path):
    results = tmp_path / "r.jsonl"
    results.symlink_to(tmp_path / "gone.jsonl")
    assert _path_refused(tmp_path, results) == (
        f"{results}: a symbolic link to a missing file; give the path of the results file itself"
    )


def test_a_loop_of_symbolic_links(tmp_path):
    results = tmp_path / "r.jsonl"
    other = tmp_path / "s.jsonl"
    results.symlink_to(other)
    other.symlink_to(results)
    assert _path_refused(tmp_path, results) == f"{results}: a loop of symbolic links"


def test_a_folder_or_a_pipe(tmp_path):
    folder = tmp_path / "r.jsonl"
    folder.mkdir()
    assert _path_refused(tmp_path, folder) == (
        f"{folder}: is a folder, not a results file; only regular files are kept"
    )
    pipe = tmp_path / "p.jsonl"
    os.mkfifo(pipe)
    assert "is a named pipe (FIFO), not a results file" in _path_refused(tmp_path, pipe)


def test_a_path_through_a_file(tmp_path):
    (tmp_path / "f").write_text("x")
    results = tmp_path / "f" / "r.jsonl"
    assert _path_refused(tmp_path, results) == (
        f"{results}: a part of the path is a file, not a folder"
    )


def _deny(monkeypatch, flag: int) -> None:
    """``os.open`` refused with a permission error when ``flag`` is asked for (as it is for
    a user without the right; the suite may run as root, who has every right)."""
    real = os.open

    def denied(name, flags, *args):
        if flags & flag == flag and str(name).endswith("r.jsonl"):
            raise PermissionError(13, "Permission denied", name)
        return real(name, flags, *args)

    monkeypatch.setattr(os, "open", denied)


def test_an_unwritable_folder(tmp_path, monkeypatch):
    _deny(monkeypatch, os.O_CREAT)
    results = tmp_path / "r.jsonl"
    assert _path_refused(tmp_path, results) == (
        f"{results}: cannot be created in {tmp_path} (permission denied)"
    )


def test_an_unreadable_file(tmp_path, monkeypatch):
    results = tmp_path / "r.jsonl"
    results.write_text("")
    _deny(monkeypatch, os.O_RDWR)
    assert _path_refused(tmp_path, results) == (
        f"{results}: cannot be opened for reading and appending (permission denied)"
    )


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_an_unwritable_folder_for_real(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        assert "(permission denied)" in _path_refused(tmp_path, folder / "r.jsonl")
    finally:
        folder.chmod(0o755)


def test_a_new_results_file_that_keeps_no_game_is_not_left_behind(tmp_path, monkeypatch):
    def broken(*args, **kwargs):
        raise PlaytestError("no worker could start")

    monkeypatch.setattr(sweep, "run_tasks", broken)
    path = tmp_path / "m.gkrmap.json"
    path.write_text(dumps_map(FINAL_STAND))
    with pytest.raises(PlaytestError):
        _sweep(path, tmp_path / "r.jsonl")
    assert not (tmp_path / "r.jsonl").exists()


def test_game_lines_as_written_take_the_plain_check_and_the_schema_agrees(kept):
    from engine.files.schema_check import schema_validator
    from engine.playtest.results_lines import plain_game_line

    _path, results = kept
    games = [json.loads(line) for line in results.read_text().splitlines()[2:]]
    assert games and all(plain_game_line(g) for g in games)
    assert all(not list(schema_validator("playtest-results").iter_errors(g)) for g in games)


def test_game_lines_without_the_seats_play_still_read_and_resume(kept):
    """Files written before the seats' play was kept: their lines read, with no play."""
    from engine.playtest.results_lines import plain_game_line, record_from_json

    path, results = kept
    lines = results.read_text().splitlines()
    old = []
    for line in lines[2:]:
        data = json.loads(line)
        for key in ("play", "fired_by", "destroyed_seats", "round_chances"):
            del data["record"][key]
        old.append(data)
    assert all(plain_game_line(g) for g in old)
    from engine.files.schema_check import schema_validator

    assert all(not list(schema_validator("playtest-results").iter_errors(g)) for g in old)
    assert all(record_from_json(g["record"]).play == () for g in old)
    assert all(record_from_json(g["record"]).round_chances == () for g in old)
    results.write_text("\n".join(lines[:2] + [json.dumps(g) for g in old]) + "\n")
    again = _sweep(path, results)
    assert again.maps[0][1].games == 4 and again.resumed == 4


@pytest.mark.skipif(os.name == "nt", reason="results files are locked on POSIX systems")
def test_a_second_run_on_a_file_in_use_is_refused_and_writes_nothing(kept):
    """Two runs appending to one file would write over each other's lines: the second is
    refused in one line while the first holds the file, and runs once it has let go."""
    import subprocess
    import sys
    import textwrap

    path, results = kept
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(f"""
        import fcntl, sys, time
        f = open({str(results)!r}, "r+b")
        fcntl.flock(f.fileno(), fcntl.LOCK_EX)
        print("held", flush=True)
        sys.stdin.readline()
        """),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        text = _refused(path, results)
        assert (
            text == f"{results}: is in use by another run; wait for it to end, or give"
            " another results file"
        )
    finally:
        holder.communicate("\n", timeout=30)
    before = results.read_bytes()
    _sweep(path, results, games=6)  # the file free again: the run resumes and adds games
    after = results.read_bytes()
    assert after.startswith(before) and len(after) > len(before)


def test_a_file_whose_games_now_end_otherwise_is_refused(kept, monkeypatch):
    """A file of an earlier version of the rules or the bots: its lines are sound, but the
    first game played again ends otherwise, so its games would mix with differently played
    ones. Refused in one line, naming the game and what differs, and nothing written."""
    path, results = kept
    first = json.loads(results.read_text().splitlines()[2])["record"]
    winner = first["winners"][0]
    _edit(results, 3, lambda r: r.__setitem__("winners", [1 - winner]))
    text = _refused(path, results)
    assert text == (
        f"{results}: game 0 of {path} ends otherwise when played again (winners"
        f" [{1 - winner}] then, [{winner}] now): the file was made by another"
        " version of the rules or the bots, or edited; use another results file"
    )


def test_a_sound_file_resumes_after_its_first_game_is_played_again(kept, monkeypatch):
    """The check plays one game, the first kept; the others are taken as read."""
    path, results = kept
    from engine.playtest.modes import StandardMode

    played: list[int] = []

    class Counting(StandardMode):
        def deal(self, game_map, index, *args, **kwargs):
            played.append(index)
            return super().deal(game_map, index, *args, **kwargs)

    monkeypatch.setattr(sweep, "SWEEP_MODE", Counting())
    again = _sweep(path, results, games=6)
    assert again.resumed == 4
    assert played[0] == 0 and sorted(played[1:]) == [4, 5]
