"""The board (R-BOARD-1…4) and its sides and zones (R-ZONE-1)."""

from __future__ import annotations

import pytest

from engine import CENTER, DEFAULT_ZONES, HALF_HEXES, PLAYABLE, SPACES, Hex, HexError, ZoneLayout
from engine.geometry.board import parse_playable, playable_neighbors, space_neighbors
from engine.geometry.zones import Side, default_zone

H = Hex.parse


def test_r_board_3_ninety_nine_playable_hexes_1a_to_9k():
    assert len(PLAYABLE) == 99
    assert {str(h) for h in PLAYABLE} == {f"{r}{c}" for r in range(1, 10) for c in "ABCDEFGHIJK"}


def test_r_board_3_half_hexes_above_lowered_and_below_raised_columns():
    assert sorted(str(h) for h in HALF_HEXES) == sorted(
        ["0A", "0C", "0E", "0G", "0I", "0K", "10B", "10D", "10F", "10H", "10J"]
    )
    assert SPACES == PLAYABLE | HALF_HEXES and not PLAYABLE & HALF_HEXES


def test_r_board_4_centre_is_5f():
    assert CENTER == H("5F")


def test_r_board_3_1b_touches_two_half_hexes():
    assert sorted(str(h) for h in space_neighbors(H("1B"))) == ["0A", "0C", "1A", "1C", "2B"]
    assert sorted(str(h) for h in playable_neighbors(H("1B"))) == ["1A", "1C", "2B"]


def test_r_board_3_corner_hexes():
    assert sorted(str(h) for h in space_neighbors(H("9K"))) == ["10J", "8K", "9J"]
    assert sorted(str(h) for h in space_neighbors(H("1A"))) == ["0A", "1B", "2A", "2B"]


@pytest.mark.parametrize(
    "label,message",
    [
        ("10A", "not on the board"),
        ("5L", "columns run A-K"),
        ("0B", "not on the board"),
        ("0C", "half-hex"),
        ("10B", "half-hex"),
        ("xx", "not a hex label"),
    ],
)
def test_r_board_3_parse_playable_refuses_with_the_reason(label, message):
    with pytest.raises(HexError, match=message):
        parse_playable(label)


def test_r_zone_1_default_rings_by_distance_from_5f():
    for h in PLAYABLE:
        d = h.distance(CENTER)
        assert default_zone(h) == (4 if d <= 1 else 3 if d == 2 else 2 if d == 3 else 1)
    assert DEFAULT_ZONES.count(4) == 7 and DEFAULT_ZONES.count(3) == 12
    assert DEFAULT_ZONES.count(2) == 18 and DEFAULT_ZONES.count(1) == 62


def test_zone_layout_is_an_immutable_complete_mapping():
    z = DEFAULT_ZONES.with_zone(H("1A"), 3)
    assert z[H("1A")] == 3 and DEFAULT_ZONES[H("1A")] == 1
    assert len(z) == 99 and not z.is_default() and DEFAULT_ZONES.is_default()
    assert z != DEFAULT_ZONES and hash(z) == hash(ZoneLayout({H("1A"): 3}))
    assert sorted(z.hexes_in(3))[0] == H("1A")
    with pytest.raises(HexError):
        ZoneLayout({H("0C"): 1})
    with pytest.raises(ValueError):
        ZoneLayout({H("1A"): 5})


def test_sides():
    assert Side("fallout") is Side.FALLOUT and str(Side.STANDARD) == "standard"
