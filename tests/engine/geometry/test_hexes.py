"""Hex geometry: labels (R-BOARD-1), neighbours (R-BOARD-2), symmetries, pixels."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import (
    ALL_SYMMETRIES,
    CENTER,
    HALF_TURN,
    MIRROR_LR,
    THIRD_TURN,
    Direction,
    Hex,
    HexError,
)
from engine.geometry.board import PLAYABLE_SORTED, SPACES, Layout

hexes = st.builds(Hex, st.integers(-30, 30), st.integers(-30, 30))
board_hexes = st.sampled_from(PLAYABLE_SORTED)


def labels(hs):
    return sorted(str(h) for h in hs)


def test_r_board_1_labels_print_row_then_column():
    assert str(Hex.from_offset(5, 5)) == "5F"
    assert str(Hex.from_offset(1, 1)) == "1B"
    assert str(Hex.from_offset(9, 9)) == "9J"
    assert repr(Hex.parse("5F")) == "Hex('5F')"


@pytest.mark.parametrize("text", ["5F", "5f", "f5", "F5", " 5F ", "5 F"])
def test_r_board_1_parsing_accepts_lower_case_and_column_first(text):
    assert Hex.parse(text) == Hex.parse("5F")


@pytest.mark.parametrize(
    "text", ["", "5", "F", "5L", "L5", "55", "FF", "11A", "-1A", "5F5", "A100", None, 5]
)
def test_r_board_1_bad_labels_raise_hex_error(text):
    with pytest.raises(HexError):
        Hex.parse(text)


def test_hex_error_is_a_value_error_and_a_gkr_error():
    from engine import GkrError

    with pytest.raises(ValueError):
        Hex.parse("5L")
    with pytest.raises(GkrError):
        Hex.parse("5L")


@given(st.integers(0, 10), st.integers(0, 10))
def test_offset_cube_round_trip(row, col):
    h = Hex.from_offset(row, col)
    assert (h.row, h.col) == (row, col)
    assert Hex.from_cube(*h.cube) == h
    assert sum(h.cube) == 0
    assert Hex.parse(str(h)) == h


@given(hexes)
def test_cube_offset_round_trip(h):
    assert Hex.from_offset(h.row, h.col) == h


def test_from_cube_rejects_coordinates_off_the_plane():
    with pytest.raises(HexError):
        Hex.from_cube(1, 1, 1)


def test_r_board_2_neighbours_of_5F_raised_column():
    assert labels(Hex.parse("5F").neighbors()) == ["4E", "4F", "4G", "5E", "5G", "6F"]


def test_r_board_2_neighbours_of_5E_lowered_column():
    assert labels(Hex.parse("5E").neighbors()) == ["4E", "5D", "5F", "6D", "6E", "6F"]


@pytest.mark.parametrize("label", [str(h) for h in PLAYABLE_SORTED])
def test_r_board_2_rule_for_every_hex(label):
    """Raised columns touch rows r-1 and r beside them, lowered ones r and r+1."""
    h = Hex.parse(label)
    r, c = h.row, h.col
    side_rows = (r - 1, r) if c % 2 == 1 else (r, r + 1)
    expected = {Hex.from_offset(r - 1, c), Hex.from_offset(r + 1, c)}
    for dc in (-1, 1):
        for rr in side_rows:
            expected.add(Hex.from_offset(rr, c + dc))
    assert set(h.neighbors()) == expected


def test_directions_clockwise_from_north():
    c = Hex.parse("5F")
    got = [str(c.neighbor(d)) for d in Direction]
    assert got == ["4F", "4G", "5G", "6F", "5E", "4E"]
    for d in Direction:
        assert d.opposite.opposite is d
        assert c.neighbor(d).neighbor(d.opposite) == c
        assert c.direction_to(c.neighbor(d)) is d
        assert d.turned(6) is d
    assert c.direction_to(Hex.parse("3F")) is None


@pytest.mark.parametrize("text", ["x", "NNE", "", "north"])
def test_bad_facings_raise_hex_error(text):
    with pytest.raises(HexError):
        Direction.parse(text)


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a, b, c):
    assert a.distance(b) == b.distance(a) >= 0
    assert (a.distance(b) == 0) == (a == b)
    assert a.distance(c) <= a.distance(b) + b.distance(c)


@given(hexes)
def test_neighbours_are_at_distance_one(h):
    ns = list(h.neighbors())
    assert len(set(ns)) == 6
    assert all(h.distance(n) == 1 for n in ns)


@given(hexes, st.integers(0, 6))
def test_rings(h, radius):
    ring = h.ring(radius)
    assert len(ring) == max(1, 6 * radius)
    assert len(set(ring)) == len(ring)
    assert all(h.distance(x) == radius for x in ring)


@given(hexes, hexes, st.integers(-12, 12))
def test_rotation_keeps_distances_and_composes(a, b, k):
    assert a.rotated(k, CENTER).distance(b.rotated(k, CENTER)) == a.distance(b)
    assert a.rotated(k, CENTER).rotated(-k, CENTER) == a
    assert a.rotated(6, CENTER) == a
    assert a.rotated(k, CENTER).distance(CENTER) == a.distance(CENTER)


@given(hexes)
def test_mirror_is_an_involution_keeping_rows_of_the_centre_column(a):
    m = a.mirrored(CENTER)
    assert m.mirrored(CENTER) == a
    lay = Layout(10.0)
    (x, y), (mx, my) = lay.center(a), lay.center(m)
    cx, _ = lay.center(CENTER)
    assert my == pytest.approx(y)
    assert mx - cx == pytest.approx(cx - x)


def test_named_symmetries_on_the_printed_starts():
    assert HALF_TURN.apply(Hex.parse("1B"), CENTER) == Hex.parse("9J")
    assert MIRROR_LR.apply(Hex.parse("1B"), CENTER) == Hex.parse("1J")
    assert {str(THIRD_TURN.apply(Hex.parse(s), CENTER)) for s in ("1D", "5K", "8C")} == {
        "1D",
        "5K",
        "8C",
    }
    assert len(set(ALL_SYMMETRIES)) == 12


@given(hexes, st.sampled_from(ALL_SYMMETRIES), st.sampled_from(ALL_SYMMETRIES))
def test_symmetries_form_a_group(h, g1, g2):
    once = g2.apply(g1.apply(h, CENTER), CENTER)
    # some single symmetry does the same to every hex
    probe = [Hex.parse("1A"), Hex.parse("2C"), Hex.parse("7J")]
    matches = [
        g
        for g in ALL_SYMMETRIES
        if all(g.apply(p, CENTER) == g2.apply(g1.apply(p, CENTER), CENTER) for p in probe)
    ]
    assert len(matches) == 1
    assert matches[0].apply(h, CENTER) == once


@given(board_hexes, st.floats(-0.45, 0.45), st.floats(-0.45, 0.45))
def test_layout_pixel_round_trip(h, fx, fy):
    lay = Layout(size=20.0, origin=(7.0, -3.0))
    x, y = lay.center(h)
    assert lay.hex_at(x, y) == h
    # points well inside the hex (inner circle radius is size * sqrt(3)/2) map back to it
    assert lay.hex_at(x + fx * 20.0 * 0.8, y + fy * 20.0 * 0.8) == h


def test_layout_corners_are_on_the_circumcircle():
    lay = Layout(size=10.0)
    cx, cy = lay.center(Hex.parse("5F"))
    for x, y in lay.corners(Hex.parse("5F")):
        assert (x - cx) ** 2 + (y - cy) ** 2 == pytest.approx(100.0)


def test_r_board_2_lowered_columns_sit_half_a_hex_lower():
    lay = Layout(size=10.0)
    _, y_raised = lay.center(Hex.parse("5F"))
    _, y_lowered = lay.center(Hex.parse("5E"))
    assert y_lowered - y_raised == pytest.approx(lay.height / 2)


def test_board_rect_edges_run_through_the_half_hexes():
    lay = Layout(size=10.0)
    left, top, right, bottom = lay.board_rect()
    for h in SPACES:
        x, y = lay.center(h)
        assert top - 1e-9 <= y <= bottom + 1e-9
        assert left < x < right
    assert lay.center(Hex.parse("0A"))[1] == pytest.approx(top)
    assert lay.center(Hex.parse("10B"))[1] == pytest.approx(bottom)
