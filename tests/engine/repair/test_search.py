"""The repair search (engine.repair): smallest fixes, locks, symmetry, bad arguments."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Hex, load_map
from engine.analysis import analyse, map_symmetry
from engine.core.errors import GkrError, RepairError
from engine.files.resources import builtin_map_path
from engine.geometry.board import PLAYABLE, SPACES_SORTED
from engine.mapmodel.model import GameMap
from engine.repair import Edit, candidate_edits, find_fix
from engine.repair.search import _key
from tests.engine.repair.repair_brute import brute_force_fixes, failing_ids

PLAYABLE_SORTED = [h for h in SPACES_SORTED if h in PLAYABLE]


def _h(text: str) -> Hex:
    return Hex.parse(text)


def _map(buildings: str, starts: str = "1F 9F") -> GameMap:
    m = GameMap(name="Test", starts=tuple(_h(s) for s in starts.split()))
    for b in buildings.split():
        m = m.with_building(_h(b))
    return m


def crowded() -> GameMap:
    """Two seats 8 apart (R-GUIDE-1 wants 7-8), but five buildings crowd 1F: no alley,
    reach 5 against 1 (G-REACH), not symmetric."""
    return _map("1C 1I 2E 2G 3C 8D")


def test_the_crowded_map_fails_what_it_should() -> None:
    r = analyse(crowded())
    assert [s["reach_count"] for s in r.metrics["seats"]] == [5, 1]
    assert r.metrics["potential_alley_shots"] == 0
    assert _h("1F").distance(_h("9F")) == 8
    assert failing_ids(crowded()) == {"alley-shots", "building-reach", "symmetry"}


def test_the_crowded_map_is_fixed_within_six_edits_and_nothing_else_breaks() -> None:
    fix = find_fix(crowded(), max_edits=6)
    assert fix.fixed and 1 <= len(fix.edits) <= 6
    assert failing_ids(fix.map) == set()
    again = crowded()
    for e in fix.edits:
        again = e.apply(again)
    assert again == fix.map


def test_salvage_city_is_fixed_with_at_most_two_edits() -> None:
    m = load_map(builtin_map_path("salvage-city"))
    fix = find_fix(m)
    assert fix.fixed and len(fix.edits) <= 2
    assert failing_ids(fix.map) == set()
    assert fix.summary().startswith("Fixed alley-shots, symmetry with 2 edits: move")


def test_final_stand_without_6d_gets_a_fix_for_each_warning() -> None:
    m = load_map(builtin_map_path("final-stand")).without_building(_h("6D"))
    warnings = sorted(failing_ids(m))
    assert warnings  # removing 6D breaks something
    before = failing_ids(m)
    for check_id in warnings:
        fix = find_fix(m, [check_id])
        assert fix.fixed, check_id
        after = failing_ids(fix.map)
        assert check_id not in after and after <= before


def test_a_locked_building_is_never_moved() -> None:
    m = load_map(builtin_map_path("salvage-city"))
    plain = find_fix(m)
    moved = {h for e in plain.edits for h, _ in e.pairs}
    locked = m.with_locks(moved)
    fix = find_fix(locked)
    touched = {h for e in fix.edits for h, _ in e.pairs}
    assert not touched & moved
    assert all(locked.building_at(h) == fix.map.building_at(h) for h in moved)
    assert all(not e.applies_to(locked) for e in plain.edits)


def test_no_edit_touches_a_lock() -> None:
    m = load_map(builtin_map_path("showdown"))
    m = m.with_locks([m.buildings[0].hex, m.starts[0]])
    for e in candidate_edits(m):
        assert not {h for h, _ in e.pairs} & m.locked


def test_a_symmetric_map_keeps_its_symmetry_and_an_edit_with_its_images_counts_once() -> None:
    m = load_map(builtin_map_path("final-stand")).without_building(_h("6D"))
    m = m.without_building(_h("4H"))  # 6D's partner under the half turn: symmetric again
    assert map_symmetry(m).symmetries
    fix = find_fix(m)
    assert fix.fixed
    assert map_symmetry(fix.map).symmetries
    assert all(e.images for e in fix.edits)


def test_no_fix_says_so_and_names_the_obstacle() -> None:
    # nothing may be placed anywhere near: the alley guideline cannot be met
    m = _map("3C 3I 7C 7I")
    fix = find_fix(m, ["alley-shots"], max_edits=1, region=frozenset({_h("5F")}))
    assert not fix.fixed and fix.edits == () and fix.map == m
    assert fix.obstacles == ("alley-shots",)
    assert fix.summary().startswith("No fix for alley-shots within 1 edit")


@pytest.mark.parametrize(
    "buildings, region, target, smallest",
    [
        ("4C 5I 3F 7F", "5D 5H 4B 6I 4F", "alley-shots", 1),  # one symmetric move
        pytest.param(
            "4C 5I 3F 7F 2B",
            "5D 5H 4B 6I 4F",
            "alley-shots",
            2,  # two moves are needed
            marks=pytest.mark.slow,
        ),
    ],
)
def test_the_smallest_fix_matches_a_brute_force_over_single_and_double_edits(
    buildings: str, region: str, target: str, smallest: int
) -> None:
    m = _map(buildings)
    area = frozenset(_h(x) for x in region.split())
    fixes = brute_force_fixes(m, area, {target})
    best_key, best = min(fixes, key=lambda f: f[0])
    assert len(best) == smallest
    fix = find_fix(m, [target], max_edits=2, region=area)
    assert fix.fixed and fix.exhaustive_depth >= len(fix.edits) - 1
    assert _key(fix.edits) == best_key


@st.composite
def random_maps(draw: st.DrawFn) -> GameMap:
    hexes = draw(st.lists(st.sampled_from(PLAYABLE_SORTED), min_size=4, max_size=9, unique=True))
    m = GameMap(name="Random", starts=tuple(hexes[:2]))
    for h in hexes[2:]:
        m = m.with_building(h)
    return m


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(random_maps())
def test_a_fix_never_breaks_a_passing_check(m: GameMap) -> None:
    before = failing_ids(m)
    fix = find_fix(m, max_edits=2, max_evaluations=300)
    after = failing_ids(fix.map)
    assert after <= before
    if fix.fixed:
        assert not after & set(fix.targets)
    else:
        assert fix.map == m and fix.obstacles


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"checks": ["alley"]}, "unknown check id 'alley'; the checks are start-distance,"),
        (
            {"checks": ["players"]},
            "check 'players' is not repaired: place the starts; the checks"
            " repaired are start-distance,",
        ),
        ({"max_edits": -1}, "max edits -1: give 0 or more"),
        ({"beam": 0}, "beam, promising edits and max evaluations must be 1 or more"),
    ],
)
def test_bad_arguments_get_one_line_errors(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(RepairError) as e:
        find_fix(crowded(), **kwargs)  # type: ignore[arg-type]
    assert isinstance(e.value, GkrError)
    assert str(e.value).startswith(message) and "\n" not in str(e.value)


def test_edits_read_as_words() -> None:
    e = Edit("move", _h("2D"), _h("3D"), ((_h("8H"), _h("7H")),))
    assert str(e) == "move 2D to 3D (and 8H to 7H)"
    assert str(Edit("remove", _h("4E"))) == "remove the building on 4E"
