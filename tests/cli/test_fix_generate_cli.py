"""``gkr-map fix`` and ``gkr-map generate``: edits in words, files written, exit status."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import Hex, dumps_map, load_map
from engine.mapmodel.model import GameMap
from gkr_studio.cli import main
from tests.conftest import MAPS

SALVAGE = str(MAPS / "salvage-city.gkrmap.json")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def _crowded(tmp_path: Path) -> Path:
    m = GameMap(name="Crowded", starts=(Hex.parse("1F"), Hex.parse("9F")))
    for b in "1C 1I 2E 2G 3C 8D".split():
        m = m.with_building(Hex.parse(b))
    path = tmp_path / "crowded.gkrmap.json"
    path.write_text(dumps_map(m))
    return path


def test_fix_salvage_city_in_at_most_two_edits_and_write_the_map(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out_path = tmp_path / "fixed.gkrmap.json"
    before = Path(SALVAGE).read_text()
    status, out, err = run(capsys, "fix", SALVAGE, "-o", str(out_path))
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Salvage City: fixed alley-shots, symmetry with 2 edits:"
    assert all(line.startswith(("  1. move ", "  2. move ")) for line in lines[1:3])
    assert lines[-1] == f"wrote {out_path}"
    assert Path(SALVAGE).read_text() == before
    status, out, _ = run(capsys, "check", str(out_path), "--json")
    assert status == 0 and all(c["ok"] for c in json.loads(out)["checks"])


def test_fix_the_crowded_two_player_map_within_six_edits(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _crowded(tmp_path)
    status, out, _ = run(capsys, "fix", str(path), "--max-edits", "6", "--json")
    data = json.loads(out)
    assert status == 0 and data["fixed"] and 1 <= len(data["edits"]) <= 6
    assert set(data["targets"]) == {"alley-shots", "building-reach", "symmetry"}
    assert data["output"] is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["crowded.gkrmap.json"]


def test_fix_without_success_exits_1_names_the_obstacle_and_writes_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out_path = tmp_path / "fixed.gkrmap.json"
    status, out, _ = run(capsys, "fix", SALVAGE, "--max-edits", "1", "-o", str(out_path))
    assert status == 1
    assert out.startswith("Salvage City: No fix for alley-shots, symmetry within 1 edit")
    assert "the obstacle is" in out
    assert not out_path.exists()


def test_fix_only_the_checks_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "fix", SALVAGE, "--checks", "alley-shots")
    assert status == 0
    assert out.splitlines()[0] == "Salvage City: fixed alley-shots with 1 edit:"


@pytest.mark.parametrize(
    "args, message",
    [
        (["--checks", "alley"], "gkr-map fix: unknown check id 'alley'; the checks are"),
        (["--checks", ","], "gkr-map fix: --checks: give check ids separated by commas"),
        (["--max-edits", "-2"], "gkr-map fix: max edits -2: give 0 or more"),
    ],
)
def test_fix_bad_arguments_get_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    status, out, err = run(capsys, "fix", SALVAGE, *args)
    assert status == 1 and out == ""
    assert err.startswith(message) and err.count("\n") == 1


def test_fix_a_missing_file_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "fix", "nope.gkrmap.json")
    assert status == 1 and err.count("\n") == 1 and err.startswith("nope.gkrmap.json: ")


@pytest.mark.slow
@pytest.mark.parametrize(
    "players, symmetry", [(4, "half-turn"), (2, "half-turn"), (3, "third-turn")]
)
def test_generate_twenty_distinct_maps_that_check_and_validate(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, players: int, symmetry: str
) -> None:
    out_dir = tmp_path / "out"
    status, out, err = run(
        capsys,
        "generate",
        "--players",
        str(players),
        "--symmetry",
        symmetry,
        "--seed",
        "1",
        "--count",
        "20",
        "-o",
        str(out_dir),
    )
    assert status == 0 and err == ""
    files = sorted(out_dir.glob("*.gkrmap.json"))
    assert len(files) == 20 and len(out.splitlines()) == 20
    assert len({f.read_text().split('"buildings"')[1] for f in files}) == 20
    status, out, _ = run(capsys, "validate", *map(str, files))
    assert status == 0 and out.splitlines()[-1].startswith("20 maps: 20 passed, 0 failed")
    for f in files:
        status, out, _ = run(capsys, "check", str(f), "--json")
        assert status == 0
        assert [c["id"] for c in json.loads(out)["checks"] if not c["ok"]] == []
        assert load_map(f).players == players


@pytest.mark.parametrize(
    "args, message",
    [
        (["--players", "3", "--symmetry", "half-turn"], "gkr-map generate: 3 players cannot sit"),
        (["--players", "2", "--count", "0"], "gkr-map generate: count 0: give 1 or more"),
        (["--players", "2", "--side", "moon"], "gkr-map generate: side 'moon': give standard"),
    ],
)
def test_generate_bad_arguments_get_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, args: list[str], message: str
) -> None:
    status, out, err = run(capsys, "generate", *args, "-o", str(tmp_path / "o"))
    assert status == 1 and out == ""
    assert err.startswith(message) and err.count("\n") == 1
    assert not (tmp_path / "o").exists()


def test_generate_into_a_file_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    f = tmp_path / "file.txt"
    f.write_text("x")
    status, _, err = run(capsys, "generate", "--players", "2", "-o", str(f))
    assert status == 1 and "is a file; -o names a folder" in err
