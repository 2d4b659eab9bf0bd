"""``gkr-map check FILE [--json]``: the DESIGN.md contract, exit status and error path."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from engine import BUILTIN_MAPS, Hex, dumps_map, load_map
from gkr_studio.cli import main
from tests.conftest import MAPS, REPO

SHOWDOWN = str(MAPS / "showdown.gkrmap.json")
SALVAGE = str(MAPS / "salvage-city.gkrmap.json")


def run(capsys, *args: str):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_showdown_json_is_the_contract_object(capsys):
    status, out, err = run(capsys, "check", SHOWDOWN, "--json")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert set(data) == {"map", "checks", "metrics"}
    assert data["map"] == "Showdown"
    assert [c["id"] for c in data["checks"]][:4] == [
        "players",
        "start-distance",
        "alley-shots",
        "building-reach",
    ]
    for c in data["checks"]:
        assert set(c) == {"id", "ok", "severity", "message", "hexes"}
        assert isinstance(c["ok"], bool) and c["severity"] in ("error", "warning", "info")
        assert isinstance(c["message"], str) and all(isinstance(h, str) for h in c["hexes"])
    seat = data["metrics"]["seats"][0]
    assert seat["start"] == "1B" and seat["opponent_distances"] == {"1J": 8, "9B": 8, "9J": 12}
    assert data["metrics"]["symmetry"]["symmetries"] == ["half turn"]


@pytest.mark.parametrize("slug", BUILTIN_MAPS)
def test_every_printed_map_checks_without_errors(capsys, slug):
    status, out, _ = run(capsys, "check", str(MAPS / f"{slug}.gkrmap.json"), "--json")
    assert status == 0 and json.loads(out)["checks"]


def test_text_has_a_line_per_check_then_metrics(capsys):
    status, out, err = run(capsys, "check", SALVAGE)
    lines = out.splitlines()
    assert status == 0 and err == ""
    assert lines[0] == "Salvage City: 4 players, standard side, 10 buildings"
    assert lines[1].split()[:2] == ["ok", "players"]
    assert lines[2].split()[:2] == ["ok", "start-distance"]
    assert lines[3].split()[:2] == ["warning", "alley-shots"]
    assert any(
        line.split()[:2] == ["warning", "symmetry"] and "2D 2H 7D 7H" in line for line in lines
    )
    assert "Seats" in lines and "Map" in lines
    assert any(line.strip().startswith("9B ") and "6 buildings in reach" in line for line in lines)
    assert (
        "  symmetry none (the starts suggest a half turn; restore: move 2D to 3D,"
        " move 2H to 3H)" in lines
    )


def test_an_error_finding_exits_1(tmp_path, capsys):
    m = load_map(SHOWDOWN)
    for h in ("1A", "1C", "2B"):
        m = m.with_building(Hex.parse(h))
    path = tmp_path / "boxed.gkrmap.json"
    path.write_text(dumps_map(m), encoding="utf-8")
    status, out, _ = run(capsys, "check", str(path))
    assert status == 1
    assert any(line.split()[:2] == ["error", "start-blocked"] for line in out.splitlines())
    status, out, _ = run(capsys, "check", str(path), "--json")
    assert status == 1 and json.loads(out)["checks"]


def test_bad_file_gets_one_line_naming_it(tmp_path, capsys):
    path = tmp_path / "x.gkrmap.json"
    path.write_text("{oops")
    status, out, err = run(capsys, "check", str(path), "--json")
    assert status == 1 and out == ""
    assert err.splitlines() == [
        f"{path}: line 1, column 2: not valid JSON: Expecting property name enclosed in"
        " double quotes"
    ]


def test_missing_file_gets_one_line(tmp_path, capsys):
    status, out, err = run(capsys, "check", str(tmp_path / "nope.gkrmap.json"))
    assert status == 1 and out == "" and len(err.splitlines()) == 1


def test_console_script_never_prints_a_traceback_and_loads_no_qt(tmp_path):
    path = tmp_path / "bad.gkrmap.json"
    path.write_text('{"format": "gkr-map", "version": 1, "starts": ["0C"]}')
    code = (
        "import sys\nfrom gkr_studio.cli import main\n"
        f"status = main(['check', {SHOWDOWN!r}])\n"
        "assert status == 0 and not [m for m in sys.modules if m.startswith('PySide6')]\n"
        f"sys.exit(main(['check', {str(path)!r}]))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr and proc.stderr.startswith(str(path))


TEAM_KEYS = {
    "team",
    "label",
    "seats",
    "starts",
    "buildings_in_reach",
    "reach_count",
    "exposure",
    "territory_share",
    "ally_distance",
    "enemy_distances",
    "enemy_distance",
}


def test_json_adds_the_team_metrics_of_a_four_player_map(capsys):
    """R-TEAM-1: additive keys ``teams`` and ``teams_from``; the seat keys stay as they were."""
    _, out, _ = run(capsys, "check", SHOWDOWN, "--json")
    data = json.loads(out)
    metrics = data["metrics"]
    assert {
        "players",
        "side",
        "buildings",
        "intact_buildings",
        "seats",
        "alleys",
        "potential_alley_shots",
        "potential_alleys",
        "sight",
        "symmetry",
        "unclaimed_buildings",
    } < set(metrics)
    assert metrics["teams_from"] == "R-TEAM-1"
    assert [set(t) for t in metrics["teams"]] == [TEAM_KEYS, TEAM_KEYS]
    first = metrics["teams"][0]
    assert (first["label"], first["seats"], first["starts"]) == ("1B+9J", [1, 4], ["1B", "9J"])
    (check,) = [c for c in data["checks"] if c["id"] == "team-balance"]
    assert check["ok"] and check["hexes"] == ["1B", "9J", "1J", "9B"]


def test_text_lists_the_teams_after_the_seats(capsys):
    _, out, _ = run(capsys, "check", SHOWDOWN)
    lines = out.splitlines()
    at = lines.index("Teams (2v2, R-TEAM-1)")
    assert lines[at - 1].strip().startswith("9J ") and lines[at + 3] == "Map"
    assert lines[at + 1].split(";")[0].split() == ["1B+9J", "allies", "12", "apart"]
    assert "territory 6" in lines[at + 2]


def test_two_player_maps_have_no_teams(capsys):
    _, out, _ = run(capsys, "check", str(MAPS / "final-stand.gkrmap.json"), "--json")
    data = json.loads(out)
    assert "teams" not in data["metrics"]
    assert all(c["id"] != "team-balance" for c in data["checks"])
