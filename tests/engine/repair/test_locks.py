"""Locks on buildings and starts: in the model, the map file and its schema."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import Hex, load_map
from engine.core.errors import MapFileError
from engine.files.mapfile import dumps_map, loads_map, save_map
from engine.files.resources import builtin_map_path
from engine.mapmodel.model import GameMap, validate_map


def _h(text: str) -> Hex:
    return Hex.parse(text)


def test_a_map_with_locks_round_trips_through_save_and_load(tmp_path: Path) -> None:
    m = load_map(builtin_map_path("salvage-city")).with_lock(_h("2D")).with_lock(_h("1B"))
    path = tmp_path / "locked.gkrmap.json"
    save_map(m, path)
    again = load_map(path)
    assert again == m
    assert again.locked == frozenset({_h("2D"), _h("1B")})
    assert json.loads(path.read_text())["locked"] == ["1B", "2D"]


def test_a_map_without_locks_writes_no_locked_field() -> None:
    m = load_map(builtin_map_path("showdown"))
    assert "locked" not in json.loads(dumps_map(m))
    assert dumps_map(m) == Path(builtin_map_path("showdown")).read_text()


def test_a_lock_on_an_empty_hex_is_refused_with_its_place() -> None:
    data = json.loads(dumps_map(load_map(builtin_map_path("showdown"))))
    data["locked"] = ["1B", "5F"]
    with pytest.raises(MapFileError) as e:
        loads_map(json.dumps(data), "x.gkrmap.json")
    assert e.value.lines() == [
        "x.gkrmap.json: /locked/1: 5F is locked but holds no building and"
        " no start; lock only what stands on the board"
    ]


def test_a_bad_hex_in_locked_is_a_schema_problem() -> None:
    data = json.loads(dumps_map(load_map(builtin_map_path("showdown"))))
    data["locked"] = ["ZZ"]
    with pytest.raises(MapFileError) as e:
        loads_map(json.dumps(data), "x.gkrmap.json")
    assert len(e.value.lines()) == 1 and "/locked/0" in e.value.lines()[0]


def test_locks_follow_moves_and_go_with_removals() -> None:
    m = GameMap(starts=(_h("1F"), _h("9F"))).with_building(_h("5F"))
    m = m.with_lock(_h("1F")).with_lock(_h("5F"))
    m = m.moved(_h("1F"), _h("1E"))
    assert m.locked == frozenset({_h("1E"), _h("5F")})
    assert m.without_start(_h("1E")).locked == frozenset({_h("5F")})
    assert validate_map(m) == []
    assert [str(p) for p in validate_map(m.with_lock(_h("3C")))] == [
        "/locked/1: 3C is locked but holds no building and no start; lock only what stands"
        " on the board"
    ]
