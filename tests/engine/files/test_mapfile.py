"""Map files: the seven pre-generated maps, round trips, atomic saving, refusals."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import (
    BUILTIN_MAPS,
    Building,
    GameMap,
    Hex,
    MapFileError,
    Side,
    ZoneLayout,
    builtin_map_path,
    dumps_map,
    load_map,
    loads_map,
    save_map,
)
from engine.files.mapfile import MAX_FILE_BYTES, map_to_data, schema_problems
from engine.files.resources import schema_path
from engine.geometry.board import PLAYABLE_SORTED
from engine.mapmodel.edit_symmetry import SymmetryMode

H = Hex.parse

PRINTED = {  # RULES.md §7
    "showdown": ("Showdown", "2G 3D 4F 4I 5B 5C 5J 6F 7E 7H", "1B 1J 9B 9J"),
    "crackshot-alley": ("Crackshot Alley", "2G 3E 3H 4B 4E 5G 6G 6J 7D 7E", "1B 1J 9B 9J"),
    "salvage-city": ("Salvage City", "2D 2H 3G 4B 4E 5G 6E 6J 7D 7H", "1B 1J 9B 9J"),
    "three-walls": ("Three Walls", "2G 3D 3F 4I 5C 6D 6H 7E 7H", "1D 5K 8C"),
    "citadel": ("Citadel", "2G 3H 4C 4F 5C 5E 5G 7G 7H", "1D 5K 8C"),
    "final-stand": ("Final Stand", "3C 3E 4H 4I 5C 6D 6G 6I", "1F 9F"),
    "plateau": ("Plateau", "3C 3D 4G 4J 5E 6B 6I 7H", "1F 9F"),
}


@pytest.mark.parametrize("slug", BUILTIN_MAPS)
def test_pregenerated_maps_match_the_rulebook(slug):
    m = load_map(builtin_map_path(slug))
    name, buildings, starts = PRINTED[slug]
    assert m.name == name
    assert [str(b) for b in m.buildings] == buildings.split()
    assert [str(s) for s in m.starts] == starts.split()
    assert m.side is Side.STANDARD and m.players == len(starts.split())


@pytest.mark.parametrize("slug", BUILTIN_MAPS)
def test_pregenerated_files_are_in_canonical_form(slug):
    path = builtin_map_path(slug)
    assert path.read_text(encoding="utf-8") == dumps_map(load_map(path))


def test_schema_is_draft_2020_12_with_an_id():
    schema = json.loads(schema_path("map").read_text())
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"].startswith("https://")


def test_saved_document_satisfies_the_schema():
    m = load_map(builtin_map_path("showdown"))
    assert schema_problems(map_to_data(m)) == []


@st.composite
def valid_maps(draw) -> GameMap:
    hexes = draw(st.lists(st.sampled_from(PLAYABLE_SORTED), unique=True, min_size=2, max_size=20))
    n_starts = draw(st.integers(2, min(4, len(hexes))))
    starts, rest = hexes[:n_starts], hexes[n_starts:]
    side = draw(st.sampled_from(list(Side)))
    zones = None
    if side is Side.FALLOUT and draw(st.booleans()):
        zones = ZoneLayout(
            draw(st.dictionaries(st.sampled_from(PLAYABLE_SORTED), st.integers(1, 4), max_size=30))
        )
    text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)
    return GameMap(
        name=draw(text),
        author=draw(text),
        description=draw(text),
        side=side,
        buildings=tuple(Building(h, draw(st.booleans())) for h in rest),
        starts=tuple(starts),
        zones=zones,
        symmetric_editing=draw(st.sampled_from(list(SymmetryMode))),
    )


@settings(max_examples=200)
@given(valid_maps())
def test_save_load_round_trip(m):
    text = dumps_map(m)
    back = loads_map(text, "x.gkrmap.json")
    assert back == m
    assert dumps_map(back) == text
    assert schema_problems(json.loads(text)) == []


def test_symmetric_editing_is_an_optional_field_of_the_map_file():
    """Issue 22, item 3: symmetric editing belongs to the map, saved in its file."""
    showdown = load_map(builtin_map_path("showdown"))
    assert showdown.symmetric_editing is SymmetryMode.NONE  # a file without the field
    assert "symmetric_editing" not in dumps_map(showdown)
    turned = showdown.with_symmetric_editing(SymmetryMode.HALF_TURN)
    assert turned != showdown and turned.buildings == showdown.buildings
    text = dumps_map(turned)
    assert json.loads(text)["symmetric_editing"] == "half-turn"
    assert loads_map(text).symmetric_editing is SymmetryMode.HALF_TURN
    assert loads_map(_showdown(symmetric_editing="none")) == showdown


def test_save_is_atomic_and_refuses_invalid_maps(tmp_path):
    path = tmp_path / "a.gkrmap.json"
    m = load_map(builtin_map_path("showdown"))
    save_map(m, path)
    before = path.read_bytes()
    bad = m.with_start(H("0C"))
    with pytest.raises(MapFileError) as err:
        save_map(bad, path)
    assert "/starts/4" in str(err.value)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.gkrmap.json"]


def test_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "a.gkrmap.json"
    m = load_map(builtin_map_path("showdown"))
    save_map(m, path)
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(MapFileError, match="No space left"):
        save_map(m.with_info(name="changed"), path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.gkrmap.json"]


def test_save_to_missing_folder_or_onto_a_folder(tmp_path):
    m = load_map(builtin_map_path("showdown"))
    with pytest.raises(MapFileError, match="folder does not exist"):
        save_map(m, tmp_path / "nope" / "a.gkrmap.json")
    with pytest.raises(MapFileError, match="is a folder"):
        save_map(m, tmp_path)


def test_saving_keeps_permissions_of_an_existing_file(tmp_path):
    path = tmp_path / "a.gkrmap.json"
    m = load_map(builtin_map_path("showdown"))
    save_map(m, path)
    os.chmod(path, 0o640)
    save_map(m, path)
    assert path.stat().st_mode & 0o777 == 0o640


def test_lower_case_and_column_first_labels_load_as_canonical():
    data = json.loads(builtin_map_path("final-stand").read_text())
    data["starts"] = ["f1", "F9"]
    m = loads_map(json.dumps(data))
    assert [str(s) for s in m.starts] == ["1F", "9F"]


def _problems(text: str) -> list[str]:
    with pytest.raises(MapFileError) as err:
        loads_map(text, "m.gkrmap.json")
    return err.value.lines()


def _showdown(**changes) -> str:
    data = json.loads(builtin_map_path("showdown").read_text())
    for k, v in changes.items():
        if v is None:
            del data[k]
        else:
            data[k] = v
    return json.dumps(data)


@pytest.mark.parametrize(
    "text,expected",
    [
        ("{", "m.gkrmap.json: line 1, column 2: not valid JSON"),
        ("[1, 2]", "m.gkrmap.json: a map file holds a JSON object, not a list"),
        ('{"format": "tiled"}', 'm.gkrmap.json: /format: "tiled" is not a GKR map file'),
        ('{"a": 1, "a": 2}', "appears twice"),
        (_showdown(version=2), "m.gkrmap.json: /version: this file is format version 2, newer"),
        (_showdown(version=0), "m.gkrmap.json: /version: format version 0 is unknown"),
        (_showdown(version="1"), "m.gkrmap.json: /version: version must be a whole number"),
        (_showdown(players="4"), "m.gkrmap.json: /players: must be a whole number, not a string"),
        (_showdown(players=5), "m.gkrmap.json: /players: 5 players: a map has 2-4 players"),
        (
            _showdown(side="moon"),
            'm.gkrmap.json: /side: "moon" is not one of "standard", "fallout"',
        ),
        (_showdown(starts=None), 'm.gkrmap.json: /starts: missing field "starts"'),
        (_showdown(starts=["10A", "1J", "9B", "9J"]), "/starts/0: 10A is not on the board"),
        (_showdown(starts=["5L", "1J", "9B", "9J"]), "/starts/0: '5L' is not a hex label: columns"),
        (_showdown(starts=["0B", "1J", "9B", "9J"]), "/starts/0: 0B is not on the board"),
        (_showdown(starts=["0C", "1J", "9B", "9J"]), "/starts/0: 0C is a half-hex"),
        (_showdown(starts=["1B", "1B", "9B", "9J"]), "/starts/1: 1B is a start twice"),
        (
            _showdown(starts=["2G", "1J", "9B", "9J"]),
            "/starts/0: 2G holds a building (/buildings/0)",
        ),
        (
            _showdown(buildings=[{"hex": "2G"}, {"hex": "2g"}]),
            "/buildings/1: 2G holds two buildings",
        ),
        (_showdown(buildings=[{"hex": 5}]), "/buildings/0/hex: must be text, not a number"),
        (
            _showdown(buildings=[{"hex": "2G", "demolished": "no"}]),
            "/buildings/0/demolished: must be true or false",
        ),
        (_showdown(buildings=[{"hex": "2G", "tags": 3}]), '/buildings/0: unknown field "tags"'),
        (_showdown(zones={"1A": 2}), "/zones: zones belong to the fallout side"),
        (_showdown(side="fallout", zones={"1A": 7}), "/zones/1A: zone 7: zones are 1-4"),
        (_showdown(side="fallout", zones={"0C": 1}), "/zones/0C: 0C is a half-hex"),
        (_showdown(side="fallout", zones={"1A": 1, "a1": 2}), "/zones/a1: 1A has a zone twice"),
        (_showdown(name=None), 'm.gkrmap.json: /name: missing field "name"'),
        (_showdown(symmetric_editing="spiral"), '/symmetric_editing: "spiral" is not one of'),
        ("[" * 100000 + "]" * 100000, "nested too deeply"),
        ('{"format": "gkr-map", "version": 1' + "9" * 5000 + "}", "not a usable JSON document"),
    ],
)
def test_bad_documents_get_one_line_naming_the_file_and_the_place(text, expected):
    lines = _problems(text)
    assert len(lines) == 1, lines
    assert lines[0].startswith("m.gkrmap.json: ")
    assert expected in lines[0]
    assert "Traceback" not in lines[0]


def test_several_problems_are_all_reported_in_file_order():
    """Shape problems come first (the meaning of a malformed document is not read)."""
    lines = _problems(_showdown(players=7, buildings=[{"hex": 1}], side="x"))
    assert [line.split(": ")[1] for line in lines] == ["/players", "/side", "/buildings/0/hex"]
    lines = _problems(_showdown(starts=["0C", "10A", "2G", "2G"]))
    assert [line.split(": ")[1] for line in lines] == [
        "/starts/0",
        "/starts/1",
        "/starts/2",
        "/starts/3",
    ]


def test_file_level_refusals(tmp_path):
    with pytest.raises(MapFileError, match="no such file"):
        load_map(tmp_path / "missing.gkrmap.json")
    with pytest.raises(MapFileError, match="is a folder"):
        load_map(tmp_path)
    big = tmp_path / "big.gkrmap.json"
    with open(big, "wb") as f:
        f.truncate(50 * 1024 * 1024)
    with pytest.raises(
        MapFileError, match="file is 52,428,800 bytes; a map file is at most 1,000,000 bytes"
    ):
        load_map(big)
    binary = tmp_path / "bin.gkrmap.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(MapFileError, match="not UTF-8"):
        load_map(binary)
    assert MAX_FILE_BYTES == 1_000_000


def test_unreadable_file(tmp_path, monkeypatch):
    path = tmp_path / "locked.gkrmap.json"
    path.write_text(builtin_map_path("showdown").read_text())
    real_open = os.open

    def deny(file, *args, **kwargs):
        if Path(file) == path:
            raise PermissionError(13, "Permission denied")
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr("os.open", deny)  # root reads anything: make the open itself fail
    with pytest.raises(MapFileError) as err:
        load_map(path)
    assert err.value.lines() == [f"{path}: cannot be read (permission denied)"]


def test_bom_is_accepted():
    text = "\ufeff" + builtin_map_path("plateau").read_text()
    assert loads_map(text).name == "Plateau"
