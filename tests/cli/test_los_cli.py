"""``gkr-map los``: one pair, all pairs, text and JSON (DESIGN.md contract)."""

from __future__ import annotations

import json

import pytest

from engine import Sight, load_map
from engine.geometry.board import PLAYABLE_SORTED
from gkr_studio.cli import main
from tests.conftest import MAPS

CRACKSHOT = str(MAPS / "crackshot-alley.gkrmap.json")


def run(capsys, *args: str):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_crackshot_1b_9j_json(capsys):
    status, out, err = run(capsys, "los", CRACKSHOT, "1B", "9J", "--json")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert data["distance"] == 12 and data["paths"] == 495 and data["cover"] == "none"
    assert data["from"] == "1B" and data["to"] == "9J" and data["alley"] is False
    assert data["line_of_sight"] is True


def test_alley_shot_pair_with_facings(capsys):
    status, out, _ = run(
        capsys, "los", CRACKSHOT, "4d", "H4", "--json", "--facing", "se", "--target-facing", "SE"
    )
    data = json.loads(out)
    assert status == 0
    assert data["alley"] is True and data["alley_buildings"] == ["3E", "4E"]
    assert data["cover"] == "full" and data["line_of_sight"] is False
    assert data["in_arc"] is True and data["flank"] is True
    assert data["target_number"] == {"heavy_hitter": 6, "support_unit": 9}


def test_text_output(capsys):
    status, out, _ = run(capsys, "los", CRACKSHOT, "4D", "4H")
    assert status == 0
    assert "alley shot      yes, through 3E–4E" in out
    assert "Heavy Hitter 7+, support unit 9+" in out


def test_all_pairs_json_matches_the_engine(capsys):
    status, out, _ = run(capsys, "los", CRACKSHOT, "--all", "--json")
    assert status == 0
    pairs = json.loads(out)["pairs"]
    m = load_map(CRACKSHOT)
    free = [h for h in PLAYABLE_SORTED if m.building_at(h) is None]
    assert len(pairs) == len(free) * (len(free) - 1)
    assert set(pairs[0]) == {"from", "to", "distance", "paths", "cover", "alley"}
    s = Sight(m)
    by_pair = {(p["from"], p["to"]): p for p in pairs}
    assert by_pair[("1B", "9J")]["paths"] == 495
    assert by_pair[("4D", "4H")]["alley"] is True
    for (a, b), p in list(by_pair.items())[::97]:
        from engine import Hex

        assert p["cover"] == s.cover(Hex.parse(a), Hex.parse(b)).value


def test_all_pairs_text(capsys):
    status, out, _ = run(capsys, "los", CRACKSHOT, "--all")
    assert status == 0 and "ordered pairs of free hexes" in out.splitlines()[0]


@pytest.mark.parametrize(
    "args,message",
    [
        (["1B"], "los needs two hexes"),
        (["1B", "10A"], "TO '10A' is not on the board"),
        (["0C", "1B"], "FROM '0C' is a half-hex"),
        (["5L", "1B"], "FROM '5L' is not a hex label"),
        (["3E", "1B"], "FROM 3E holds a building"),
        (["1B", "9J", "--facing", "up"], "--facing: 'up' is not a facing"),
        (["1B", "--all"], "--all takes no hexes"),
    ],
)
def test_bad_arguments_get_one_line_and_exit_1(capsys, args, message):
    status, out, err = run(capsys, "los", CRACKSHOT, *args)
    assert status == 1 and out == ""
    assert len(err.splitlines()) == 1 and message in err


def test_bad_file_gets_one_line_naming_it(tmp_path, capsys):
    path = tmp_path / "x.gkrmap.json"
    path.write_text("{oops")
    status, out, err = run(capsys, "los", str(path), "1B", "9J")
    assert status == 1 and err.splitlines() == [
        f"{path}: line 1, column 2: not valid JSON: Expecting property name enclosed in"
        " double quotes"
    ]
