"""Map edits and their rules: refusals, and symmetric editing about 5F."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import CENTER, GameMap, Hex, Side, builtin_map_path, load_map
from engine.geometry.board import PLAYABLE, PLAYABLE_SORTED
from engine.mapmodel.editing import (
    SymmetryMode,
    erase,
    move,
    paint_zone,
    place_building,
    place_start,
    remove_building,
    remove_start,
    reorder_seats,
    set_demolished,
    toggle_demolished,
)

H = Hex.parse


def names(hexes) -> list[str]:
    return [str(h) for h in hexes]


def test_place_building_on_a_free_hex():
    r = place_building(GameMap(), H("5F"))
    assert r.done and names(r.changed) == ["5F"] and r.refused == ()
    assert r.map.building_at(H("5F")) is not None


@pytest.mark.parametrize("label,reason", [("0C", "a half-hex"), ("10B", "a half-hex")])
def test_r_board_3_nothing_is_placed_on_a_half_hex(label, reason):
    r = place_building(GameMap(), H(label))
    assert not r.done and r.map == GameMap() and reason in r.message()


def test_nothing_is_placed_off_the_board_or_on_an_occupied_hex():
    m = GameMap(starts=(H("1B"),)).with_building(H("5F"))
    assert "not on the board" in place_building(m, Hex.from_offset(0, 1)).message()
    assert "holds a building" in place_building(m, H("5F")).message()
    assert "start of seat 1" in place_building(m, H("1B")).message()
    assert "holds a building" in place_start(m, H("5F")).message()
    assert "holds rubble" in place_building(m.with_demolished(H("5F"), True), H("5F")).message()


def test_half_turn_places_the_image_too():
    r = place_building(GameMap(), H("2G"), SymmetryMode.HALF_TURN)
    assert names(r.changed) == ["2G", "7E"]


def test_third_turn_places_two_images():
    r = place_start(GameMap(), H("1D"), SymmetryMode.THIRD_TURN)
    assert names(r.map.starts) == ["1D", "5K", "8C"]


def test_mirror_image_of_a_centre_column_hex_is_itself():
    r = place_building(GameMap(), H("3F"), SymmetryMode.MIRROR)
    assert names(r.changed) == ["3F"] and r.refused == ()


def test_an_image_off_the_playable_board_refuses_the_whole_edit_naming_it():
    r = place_building(GameMap(), H("9A"), SymmetryMode.HALF_TURN)
    assert not r.done and r.map == GameMap()
    (refusal,) = r.refused
    assert refusal.hex == H("0K") and refusal.image_of == H("9A")
    assert "half-hex" in str(refusal) and "image of 9A under the half turn" in str(refusal)


_CORNER = GameMap(side=Side.FALLOUT).with_building(H("1J"))
_BUILT = _CORNER.with_building(H("1B"))
_STARTED = _CORNER.with_start(H("1B"))


@pytest.mark.parametrize(
    "edit, m",
    [
        (lambda m, h, mode: place_building(m, h, mode), _CORNER),
        (lambda m, h, mode: place_start(m, h, mode), _CORNER),
        (lambda m, h, mode: remove_building(m, h, mode), _BUILT),
        (lambda m, h, mode: remove_start(m, h, mode), _STARTED),
        (lambda m, h, mode: toggle_demolished(m, h, mode), _BUILT),
        (lambda m, h, mode: erase(m, h, mode), _STARTED),
        (lambda m, h, mode: move(m, h, H("2B"), mode), _BUILT),
        (lambda m, h, mode: paint_zone(m, h, 4, mode), _CORNER),
    ],
)
def test_third_turn_editing_on_a_corner_is_refused_whole_with_the_images_named(edit, m):
    """Issue 22, item 3: third-turn editing placed only the copy that landed on the board."""
    r = edit(m, H("1B"), SymmetryMode.THIRD_TURN)
    assert not r.done and r.map == m
    strays = [x for x in SymmetryMode.THIRD_TURN.images(H("1B")) if x not in PLAYABLE]
    assert strays and [x.hex for x in r.refused][: len(strays)] == strays
    assert all("image of 1B under the third turn" in str(x) for x in r.refused[: len(strays)])


def test_an_occupied_image_is_reported():
    m = GameMap().with_building(H("7E"))
    r = place_building(m, H("2G"), SymmetryMode.HALF_TURN)
    assert names(r.changed) == ["2G"] and "7E: holds a building" in r.message()


def test_at_most_four_starts():
    m = GameMap(starts=tuple(H(x) for x in ("1B", "1J", "9B", "9J")))
    r = place_start(m, H("5F"))
    assert not r.done and "at most 4" in r.message()
    r = place_start(
        GameMap(starts=(H("1B"), H("1J"), H("9B"))), H("1D"), SymmetryMode.HALF_TURN
    )  # 1D and its image: five starts, so neither
    assert not r.done and "at most 4" in r.message()


def test_remove_and_erase_with_images():
    m = place_building(GameMap(), H("2G"), SymmetryMode.HALF_TURN).map
    r = remove_building(m, H("2G"), SymmetryMode.HALF_TURN)
    assert r.map.buildings == () and names(r.changed) == ["2G", "7E"]
    assert not remove_building(GameMap(), H("2G")).done
    m = place_start(GameMap(), H("1D"), SymmetryMode.THIRD_TURN).map
    assert erase(m, H("5K")).map.starts == (H("1D"), H("8C"))
    assert remove_start(m, H("1D"), SymmetryMode.THIRD_TURN).map.starts == ()
    assert "is empty" in erase(GameMap(), H("5F")).message()


def test_demolish_and_restore():
    m = GameMap().with_building(H("2G")).with_building(H("7E"))
    r = toggle_demolished(m, H("2G"), SymmetryMode.HALF_TURN)
    assert all(b.demolished for b in r.map.buildings)
    assert toggle_demolished(r.map, H("7E")).map.building_at(H("7E")).intact
    assert not set_demolished(r.map, H("2G"), True).done
    assert "holds no building" in toggle_demolished(m, H("5F")).message()


def test_move_keeps_state_and_seat_and_moves_images():
    m = load_map(builtin_map_path("showdown"))
    r = move(m, H("2G"), H("2F"), SymmetryMode.HALF_TURN)
    assert r.map.building_at(H("2F")) is not None and r.map.building_at(H("8F")) is not None
    assert r.map.building_at(H("2G")) is None and r.map.building_at(H("7E")) is None
    r = move(m, H("1B"), H("2B"))
    assert r.map.starts[0] == H("2B")
    assert "holds a building" in move(m, H("1B"), H("2G")).message()
    assert not move(m, H("1C"), H("1D")).done
    assert move(m, H("1B"), H("1B")).map is m


def test_zones_only_on_the_fallout_side():
    m = GameMap()
    assert "fallout side" in paint_zone(m, H("1A"), 3).message()
    f = m.with_side(Side.FALLOUT)
    r = paint_zone(f, H("1A"), 3, SymmetryMode.HALF_TURN)
    assert r.map.zone_of(H("1A")) == 3 and r.map.zone_of(H("1A").rotated(3, CENTER)) == 3
    assert not paint_zone(r.map, H("1A"), 3).done
    assert "zones are 1-4" in paint_zone(f, H("1A"), 5).message()


def test_reorder_seats():
    m = GameMap(starts=(H("1B"), H("1J"), H("9B")))
    assert names(reorder_seats(m, [2, 0, 1]).starts) == ["9B", "1B", "1J"]
    with pytest.raises(ValueError):
        reorder_seats(m, [0, 0, 1])


@given(
    st.sampled_from([SymmetryMode.HALF_TURN, SymmetryMode.THIRD_TURN, SymmetryMode.MIRROR]),
    st.lists(st.sampled_from(PLAYABLE_SORTED), max_size=12),
)
def test_symmetric_placements_give_a_symmetric_map_unless_refused(mode, hexes):
    m = GameMap()
    refused = False
    for h in hexes:
        r = place_building(m, h, mode)
        refused |= bool(r.refused)
        m = r.map
    placed = m.building_hexes
    if not refused:
        for g in mode.symmetries:
            assert {g.apply(h, CENTER) for h in placed} == placed
    # every building is the chosen hex or an image of one
    chosen = set(hexes)
    assert all(any(b == h or b in mode.images(h) for h in chosen) for b in placed)
    assert placed <= PLAYABLE
