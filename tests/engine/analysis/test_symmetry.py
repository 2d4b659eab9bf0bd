"""Symmetry about 5F (R-BOARD-2, R-BOARD-4): the printed maps, breakers, restoring changes."""

from __future__ import annotations

import pytest
from hypothesis import given

from engine import Hex
from engine.analysis import analyse, apply_changes, map_symmetry
from engine.analysis.symmetry import orbit
from engine.geometry.hexes import HALF_TURN, THIRD_TURN
from tests.engine.analysis.analysis_maps import builtin, make_map, symmetric_maps, valid_maps

H = Hex.parse


def labels(hexes) -> list[str]:
    return [str(h) for h in hexes]


@pytest.mark.parametrize(
    "slug,expected",
    [
        ("showdown", ("half turn",)),
        ("crackshot-alley", ("half turn",)),
        ("final-stand", ("half turn",)),
        ("plateau", ("half turn",)),
        ("three-walls", ("third turn",)),
        ("citadel", ("third turn",)),
        ("salvage-city", ()),
    ],
)
def test_r_board_2_printed_maps_symmetries(slug, expected):
    """R-BOARD-2: six printed maps are exactly symmetric about 5F; Salvage City is not."""
    assert map_symmetry(builtin(slug)).symmetries == expected


def test_salvage_city_breakers_and_their_missing_partners():
    fit = map_symmetry(builtin("salvage-city")).suggested
    assert fit is not None and fit.name == "half turn" and fit.starts_fit
    assert labels(fit.breakers) == ["2D", "2H", "7D", "7H"]
    assert labels(fit.missing) == ["8H", "8D", "3H", "3D"]
    assert labels(fit.unplaceable) == [] and labels(fit.mismatched) == []


def test_salvage_city_check_names_breakers_partners_and_a_restoring_change():
    (check,) = analyse(builtin("salvage-city")).by_id("symmetry")
    assert not check.ok and check.severity.value == "warning"
    assert "half turn about 5F" in check.message
    assert "2D 2H 7D 7H" in check.message and "8H 8D 3H 3D" in check.message
    assert "To restore it: move 2D to 3D, move 2H to 3H." in check.message
    assert labels(check.hexes) == ["2D", "2H", "7D", "7H", "8H", "8D", "3H", "3D"]


def test_the_suggested_moves_keep_the_building_count_and_restore_salvage_city():
    m = builtin("salvage-city")
    fixed = apply_changes(m, map_symmetry(m).suggested.changes)
    assert len(fixed.buildings) == len(m.buildings)
    assert map_symmetry(fixed).symmetries == ("half turn",)


def test_r_board_2_a_turn_can_carry_a_playable_hex_onto_a_half_hex():
    assert labels(orbit(H("9E"), HALF_TURN)) == ["9E", "0G"]
    m = builtin("showdown").with_building(H("9E"))
    fit = map_symmetry(m).suggested
    assert labels(fit.breakers) == ["9E"] and labels(fit.unplaceable) == ["0G"]
    assert [str(c) for c in fit.changes] == ["remove 9E"]
    (check,) = analyse(m).by_id("symmetry")
    assert "the half-hex 0G" in check.message


def test_third_turn_orbits_of_the_three_player_starts():
    assert labels(orbit(H("1D"), THIRD_TURN)) == ["1D", "5K", "8C"]


def test_a_third_turn_orbit_missing_one_building_is_completed():
    m = builtin("three-walls").without_building(H("2G"))
    fit = map_symmetry(m).fit("third turn")
    assert [str(c) for c in fit.changes] == ["add a building on 2G"]


def test_partners_in_different_states_break_the_symmetry():
    m = builtin("showdown").with_building(H("2G"), demolished=True)
    fit = map_symmetry(m).suggested
    assert labels(fit.mismatched) == ["2G", "7E"]
    assert [str(c) for c in fit.changes] == ["make 2G intact"]
    assert map_symmetry(apply_changes(m, fit.changes)).symmetries == ("half turn",)


def test_starts_that_fit_no_symmetry_are_named():
    m = make_map("1A 9K", "5F")
    sym = map_symmetry(m)
    assert sym.suggested is None and not sym.is_symmetric
    (check,) = analyse(m).by_id("symmetry")
    assert "starts 1A 9K fit none of the symmetries" in check.message
    assert "1A's partner would be 8K" in check.message


def test_a_mirror_symmetric_map_is_reported_as_such():
    m = make_map("1F 9F", "3C 3I 6E 6G")
    assert map_symmetry(m).symmetries == ("left-right mirror",)
    (check,) = analyse(m).by_id("symmetry")
    assert check.ok and "left-right mirror about column F" in check.message


@given(symmetric_maps())
def test_maps_built_symmetric_are_reported_symmetric(case):
    name, m = case
    sym = map_symmetry(m)
    assert name in sym.symmetries
    (check,) = analyse(m).by_id("symmetry")
    assert check.ok


@given(valid_maps(min_starts=2))
def test_the_suggested_changes_restore_the_suggested_symmetry(m):
    fit = map_symmetry(m).suggested
    if fit is None:
        return
    fixed = apply_changes(m, fit.changes)
    assert fit.name in map_symmetry(fixed).symmetries
    assert fixed.starts == m.starts


@given(valid_maps(min_starts=2))
def test_changes_touch_only_breakers_and_their_partners(m):
    fit = map_symmetry(m).suggested
    if fit is None or fit.holds:
        return
    touched = {c.hex for c in fit.changes} | {c.to for c in fit.changes if c.to}
    assert touched <= set(fit.breakers) | set(fit.missing)


@given(valid_maps())
def test_symmetry_does_not_depend_on_the_order_of_buildings(m):
    reordered = m.with_buildings(sorted(m.buildings, key=lambda b: b.hex, reverse=True))
    assert map_symmetry(reordered) == map_symmetry(m)


def test_three_lone_rubble_bases_one_move_and_one_addition_keep_their_state():
    # half-turn partners: 3C-6I, 4E-5G, 7I-2C; one move settles two orbits, the third
    # is completed (the map has room for more buildings)
    m = make_map("1F 9F", rubble="3C 7I 4E")
    fit = map_symmetry(m).fit("half turn")
    assert [str(c) for c in fit.changes] == ["move 3C to 2C", "add rubble on 5G"]
    assert "half turn" in map_symmetry(apply_changes(m, fit.changes)).symmetries


def test_the_quick_answer_agrees_with_the_full_fits_on_random_and_symmetric_maps():
    import random

    from engine.analysis.symmetry import symmetries_held
    from engine.geometry.board import PLAYABLE_SORTED
    from engine.mapmodel.editing import SymmetryMode, place_building, place_start
    from engine.mapmodel.model import GameMap

    rng = random.Random(3)
    for i in range(300):
        mode = list(SymmetryMode)[i % 4]
        m = GameMap()
        for h in rng.sample(PLAYABLE_SORTED, 2):
            m = place_start(m, h, mode).map
        for h in rng.sample(PLAYABLE_SORTED, rng.randint(0, 6)):
            m = place_building(m, h, mode, demolished=rng.random() < 0.2).map
        assert symmetries_held(m) == map_symmetry(m).symmetries
