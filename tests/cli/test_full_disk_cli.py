"""A full disk is a failure, never a success: every output of ``gkr-map`` is checked whole
before the command says it wrote it, and what could not be written is not left behind.

Each command runs in a process of its own whose files may not grow past a limit
(:mod:`tests.full_disk`: writes past it fail with "File too large", as a full disk fails
them): exit status 1, one line naming the file, no file and no temporary file where the
output should be; a folder of outputs keeps the files written before the failure, each
complete, and the line names them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.files.mapfile import load_map
from engine.game.sandbox.gamefile import load_game
from gkr_studio.cli import main
from tests.conftest import MAPS
from tests.full_disk import fitting_limit, limited_gkr_map, our_files

PLATEAU = str(MAPS / "plateau.gkrmap.json")
FINAL_STAND = str(MAPS / "final-stand.gkrmap.json")
LIMIT = 100_000
"""Below every picture of Plateau (106 KB for the SVG board, 134 KB for the PDF sheet, more
for the others), above what else a render writes."""


@pytest.mark.parametrize(
    "name, extra",
    [
        ("board.pdf", []),
        ("board.svg", []),
        ("board.png", []),
        # the other pictures go through the same checked writer: the whole run tries them
        pytest.param("sheet.pdf", ["--sheet"], marks=pytest.mark.slow),
        pytest.param("sheet.svg", ["--sheet"], marks=pytest.mark.slow),
        pytest.param("picture.pdf", ["--overlay", "alleys"], marks=pytest.mark.slow),
    ],
)
def test_a_render_on_a_full_disk_fails_in_one_line_and_leaves_no_file(tmp_path, name, extra):
    """Qt's PDF and SVG writers reported success over a truncated file: exit 0 and a
    picture cut off at the limit."""
    status, out, err = limited_gkr_map(LIMIT, ["render", PLATEAU, "-o", name, *extra], tmp_path)
    assert status == 1 and out == ""
    assert err == [f"{name}: cannot save (File too large)"]
    assert our_files(tmp_path) == []


def test_a_render_on_a_full_disk_leaves_the_file_it_would_replace(tmp_path):
    old = tmp_path / "board.pdf"
    old.write_bytes(b"%PDF-1.4 the picture of yesterday\n%%EOF\n")
    status, _out, err = limited_gkr_map(LIMIT, ["render", PLATEAU, "-o", "board.pdf"], tmp_path)
    assert status == 1 and err == ["board.pdf: cannot save (File too large)"]
    assert our_files(tmp_path) == ["board.pdf"]
    assert old.read_bytes() == b"%PDF-1.4 the picture of yesterday\n%%EOF\n"


def test_a_repaired_map_on_a_full_disk_fails_in_one_line(tmp_path):
    status, _out, err = limited_gkr_map(
        200, ["fix", str(MAPS / "salvage-city.gkrmap.json"), "-o", "fixed.gkrmap.json"], tmp_path
    )
    assert status == 1
    assert err == ["fixed.gkrmap.json: cannot save (File too large)"]
    assert our_files(tmp_path) == []


def _written_order(stdout: str) -> list[str]:
    return [Path(m).name for m in re.findall(r"^wrote (\S+) \(", stdout, re.M)]


def test_generate_on_a_full_disk_names_the_maps_it_completed(tmp_path, capsys):
    """generate stopped in one line, leaving the maps written so far without saying which
    were complete."""
    args = ["generate", "--players", "2", "--seed", "1", "--count", "12"]
    assert main([*args, "-o", str(tmp_path / "all")]) == 0
    order = _written_order(capsys.readouterr().out)
    sizes = [(tmp_path / "all" / name).stat().st_size for name in order]
    limit = fitting_limit(sizes)
    assert limit is not None, sizes  # seed 10 on has a longer name and description
    done = next(k for k, size in enumerate(sizes) if size > limit)
    assert done > 3  # a range, not a list

    status, out, err = limited_gkr_map(limit, [*args, "-o", "out"], tmp_path)
    assert status == 1
    assert err == [
        f"out/{order[done]}: cannot save (File too large) after writing {done} maps"
        f" of 12: {order[0]}…{order[done - 1]} are complete"
    ]
    assert _written_order(out) == order[:done]
    assert our_files(tmp_path / "out") == sorted(order[:done])
    for name in order[:done]:  # each complete: it loads, and is the map written without limit
        assert load_map(tmp_path / "out" / name) == load_map(tmp_path / "all" / name)
        assert (tmp_path / "out" / name).read_bytes() == (tmp_path / "all" / name).read_bytes()


def test_generate_on_a_full_disk_says_when_no_map_was_written(tmp_path):
    status, out, err = limited_gkr_map(100, ["generate", "--players", "2", "-o", "out"], tmp_path)
    assert status == 1 and out == ""
    assert err == [
        "out/generated-2p-half-turn-1.gkrmap.json: cannot save (File too large); no map was written"
    ]
    assert our_files(tmp_path / "out") == []


def test_saved_games_on_a_full_disk_name_the_game_files_completed(tmp_path, capsys):
    """--save-games stopped in one line, leaving the files written so far without saying
    which were complete."""
    args = ["playtest", FINAL_STAND, "--games", "6", "--seed", "1", "--workers", "1"]
    assert main([*args, "--save-games", str(tmp_path / "all")]) == 0
    capsys.readouterr()
    names = sorted(p.name for p in (tmp_path / "all").iterdir())  # written in this order
    sizes = [(tmp_path / "all" / name).stat().st_size for name in names]
    limit = fitting_limit(sizes)
    assert limit is not None, sizes
    done = next(k for k, size in enumerate(sizes) if size > limit)
    listed = ", ".join(names[:done]) if done <= 3 else f"{names[0]}…{names[done - 1]}"
    files = "game file" if done == 1 else "game files"
    verb = "is" if done == 1 else "are"

    status, out, err = limited_gkr_map(limit, [*args, "--save-games", "games"], tmp_path)
    assert status == 1
    assert err == [
        f"games/{names[done]}: cannot save (File too large) after writing {done}"
        f" {files} of 6: {listed} {verb} complete"
    ]
    assert our_files(tmp_path / "games") == names[:done]
    for name in names[:done]:  # each complete: it loads and replays to its recorded result
        game = load_game(tmp_path / "games" / name)
        assert game.result == load_game(tmp_path / "all" / name).result


def test_a_results_file_on_a_full_disk_keeps_whole_lines_and_resumes(tmp_path, capsys):
    """A full disk ended with "gkr-map playtest: File too large" (the buffered file's
    close failed again, hiding the one-line refusal) and a torn last line."""
    args = ["playtest", FINAL_STAND, "--games", "20", "--seed", "1", "--workers", "1", "--json"]
    status, out, err = limited_gkr_map(3000, [*args, "--results", "r.jsonl"], tmp_path)
    assert status == 1 and out == ""
    assert err == [
        "gkr-map playtest: r.jsonl: cannot be written (File too large); the games"
        " kept so far are in it"
    ]
    data = (tmp_path / "r.jsonl").read_bytes()
    assert data.endswith(b"\n") and len(data) <= 3000
    lines = [json.loads(line) for line in data.splitlines()]
    assert lines[0]["format"] == "gkr-playtest-results" and len(lines) >= 3

    results = str(tmp_path / "r.jsonl")
    assert main([*args, "--results", results]) == 0  # resumed: the same games as a fresh run
    resumed = json.loads(capsys.readouterr().out)
    assert main([*args, "--results", str(tmp_path / "fresh.jsonl")]) == 0
    fresh = json.loads(capsys.readouterr().out)
    assert resumed["maps"] == fresh["maps"]
