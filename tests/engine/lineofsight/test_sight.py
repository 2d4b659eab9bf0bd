"""Sight rules R-LOS-1…4, R-ALLEY-1…3 and R-ARC-1…3, checked against known answers
and against a brute-force enumeration of every shortest path."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Building, Direction, GameMap, Hex, Sight, builtin_map_path, load_map
from engine.files.resources import BUILTIN_MAPS
from engine.geometry.board import PLAYABLE_SORTED, SPACES, SPACES_SORTED
from engine.lineofsight.sight import (
    Cover,
    arc_hexes,
    in_arc,
    is_flank,
    path_count,
    path_hexes,
    path_steps,
)
from tests.engine.lineofsight import brute_sight as brute

H = Hex.parse


def builtin(slug: str) -> GameMap:
    return load_map(builtin_map_path(slug))


def map_with(*buildings: str, demolished: tuple[str, ...] = ()) -> GameMap:
    return GameMap(
        buildings=tuple(Building(H(b)) for b in buildings)
        + tuple(Building(H(b), True) for b in demolished)
    )


@st.composite
def random_maps(draw, max_buildings: int = 30) -> GameMap:
    chosen = draw(st.lists(st.sampled_from(PLAYABLE_SORTED), unique=True, max_size=max_buildings))
    flags = draw(st.lists(st.booleans(), min_size=len(chosen), max_size=len(chosen)))
    return GameMap(buildings=tuple(Building(h, d) for h, d in zip(chosen, flags)))


# -- R-LOS-1: counting shortest paths ------------------------------------------------


def test_r_los_1_1b_to_1d_has_two_paths_one_through_half_hex_0c():
    paths = brute.shortest_paths(H("1B"), H("1D"))
    assert path_count(H("1B"), H("1D")) == 2
    assert sorted(str(p[1]) for p in paths) == ["0C", "1C"]


def test_r_los_1_crackshot_1b_to_9j_has_495_paths():
    assert path_count(H("1B"), H("9J")) == 495
    assert len(brute.shortest_paths(H("1B"), H("9J"))) == 495


@pytest.mark.slow
def test_r_los_1_counts_match_enumeration_for_every_pair_of_spaces():
    for a in SPACES_SORTED:
        for b in SPACES_SORTED:
            assert path_count(a, b) == len(brute.shortest_paths(a, b)), (a, b)


def test_r_los_1_every_two_spaces_are_joined_by_a_shortest_path():
    """The board is convex in the hex metric: the cover computation relies on it."""
    assert all(path_count(a, b) >= 1 for a in SPACES for b in SPACES)


def test_r_los_1_path_hexes_and_steps_cover_exactly_the_paths():
    a, b = H("2C"), H("6H")
    paths = brute.shortest_paths(a, b)
    assert path_hexes(a, b) == frozenset(h for p in paths for h in p)
    assert set(path_steps(a, b)) == {(p[i], p[i + 1]) for p in paths for i in range(len(p) - 1)}


def test_r_los_1_off_board_hexes_have_no_paths():
    assert path_count(H("0B"), H("5F")) == 0
    assert path_hexes(H("0B"), H("5F")) == frozenset()


# -- R-LOS-2…4 on hand-made positions ------------------------------------------------


def test_r_los_2_a_building_on_the_only_path_blocks_sight():
    # 5F to 3F: straight up the column, only path through 4F
    s = Sight(map_with("4F"))
    assert path_count(H("5F"), H("3F")) == 1
    assert not s.has_los(H("5F"), H("3F"))
    assert s.cover(H("5F"), H("3F")) is Cover.FULL
    assert not s.has_los(H("3F"), H("5F"))


def test_r_los_2_demolished_building_does_not_block():
    s = Sight(map_with(demolished=("4F",)))
    assert s.has_los(H("5F"), H("3F"))
    assert s.cover(H("5F"), H("3F")) is Cover.NONE


def test_r_los_3_partial_cover_from_a_building_next_to_the_target():
    # 5F -> 3G (distance 2) has two paths: via 4F and via 4G; a building on 4G
    # (adjacent to the target) leaves one clear path: partial cover.
    assert path_count(H("5F"), H("3G")) == 2
    s = Sight(map_with("4G"))
    assert s.has_los(H("5F"), H("3G"))
    assert s.cover(H("5F"), H("3G")) is Cover.PARTIAL
    assert s.clear_path_count(H("5F"), H("3G")) == 1


def test_r_los_3_cover_is_not_symmetric():
    # seen from 3G the building on 4G is next to the attacker, not the target 5F
    s = Sight(map_with("4G"))
    assert s.cover(H("3G"), H("5F")) is Cover.PARTIAL  # 4G also touches 5F
    s2 = Sight(map_with("2C"))
    # 1A -> 3C: paths pass 2B or 2C... 2C touches the target 3C, not the attacker 1A
    assert s2.cover(H("1A"), H("3C")) is Cover.PARTIAL
    assert s2.cover(H("3C"), H("1A")) is Cover.NONE


def test_r_los_4_adjacent_hexes_always_see_each_other_without_cover():
    s = Sight(map_with(*[str(n) for n in H("5F").neighbors() if n != H("4F")]))
    assert s.has_los(H("5F"), H("4F"))
    assert s.cover(H("5F"), H("4F")) is Cover.NONE


def test_r_los_4_units_never_block():
    m = map_with().with_start(H("4F")).with_start(H("9J"))
    assert Sight(m).has_los(H("5F"), H("3F"))


# -- the fast code against the brute force --------------------------------------------


def _check_all_pairs(m: GameMap, sources) -> None:
    s = Sight(m)
    intact = frozenset(m.intact_hexes)
    for a in sources:
        for b in PLAYABLE_SORTED:
            if a == b:
                continue
            want_los = brute.has_los(intact, a, b)
            assert s.has_los(a, b) == want_los, (a, b)
            assert s.cover(a, b).value == brute.cover(intact, a, b), (a, b)


@settings(max_examples=12)
@given(random_maps())
@pytest.mark.slow
def test_r_los_2_3_4_fast_table_matches_brute_force_all_pairs(m):
    _check_all_pairs(m, PLAYABLE_SORTED)


@settings(max_examples=150)
@given(random_maps(), st.sampled_from(PLAYABLE_SORTED), st.sampled_from(PLAYABLE_SORTED))
def test_r_los_fast_pair_matches_brute_force(m, a, b):
    s = Sight(m)
    intact = frozenset(m.intact_hexes)
    assert s.has_los(a, b) == brute.has_los(intact, a, b) == s.has_los(b, a)
    assert s.cover(a, b).value == brute.cover(intact, a, b)
    assert s.clear_path_count(a, b) == (1 if a == b else brute.clear_path_count(intact, a, b))


@pytest.mark.slow
@pytest.mark.parametrize("slug", BUILTIN_MAPS)
def test_r_los_pregenerated_maps_match_brute_force(slug):
    _check_all_pairs(builtin(slug), PLAYABLE_SORTED)


# -- R-ALLEY-1…3 -------------------------------------------------------------------------


def test_r_alley_2_salvage_city_has_exactly_one_potential_alley_shot():
    assert [al.label for al in Sight(builtin("salvage-city")).potential_alleys()] == ["6E–7D"]


def test_r_alley_2_crackshot_alley_has_four():
    assert len(Sight(builtin("crackshot-alley")).potential_alleys()) == 4


def test_r_alley_1_mouths_touch_both_buildings():
    for slug in BUILTIN_MAPS:
        for al in Sight(builtin(slug)).alleys():
            b1, b2 = al.buildings
            assert b1.distance(b2) == 1
            for mouth in al.mouths:
                assert mouth.distance(b1) == mouth.distance(b2) == 1
            assert al.mouths[0].distance(al.mouths[1]) == 2


def test_r_alley_2_a_mouth_on_a_building_or_off_the_board_is_not_potential():
    # 1A-2A along the left edge: one mouth is off the board
    s = Sight(map_with("1A", "2A"))
    assert len(s.alleys()) == 1 and s.potential_alleys() == []
    # 3E-4E with mouth 4F holding rubble
    s = Sight(map_with("3E", "4E", demolished=("4F",)))
    assert s.alleys()[0].mouths == (H("4D"), H("4F"))
    assert s.potential_alleys() == []


def test_r_alley_1_demolished_buildings_form_no_alley():
    assert Sight(map_with("3E", demolished=("4E",))).alleys() == ()


def test_r_alley_3_crackshot_4d_fires_at_4h_through_3e_4e():
    s = Sight(builtin("crackshot-alley"))
    al = s.alley_shot(H("4D"), H("4H"))
    assert al is not None and al.label == "3E–4E"
    assert not s.has_los(H("4D"), H("4H"))
    targets = {str(t) for t, _ in s.alley_shot_targets(H("4D"))}
    assert {"4F", "4H", "4J"} <= targets
    assert {str(t) for t, _ in s.alley_shot_targets(H("4D"), max_range=4)} >= {"4F", "4H"}
    assert "4J" not in {str(t) for t, _ in s.alley_shot_targets(H("4D"), max_range=4)}


def test_r_alley_3_a_building_on_the_line_stops_the_shot():
    s = Sight(map_with("3E", "4E", "4H"))
    targets = [str(t) for t, _ in s.alley_shot_targets(H("4D"))]
    assert targets == ["4F"]  # 4H holds a building, which also stops the line to 4J
    assert s.alley_shot(H("4D"), H("4J")) is None
    s = Sight(map_with("3E", "4E", demolished=("4H",)))
    targets = [str(t) for t, _ in s.alley_shot_targets(H("4D"))]
    assert targets == ["4F", "4J"]  # rubble holds no unit but lets the shot through


@settings(max_examples=150)
@given(random_maps(max_buildings=40), st.sampled_from(PLAYABLE_SORTED))
def test_r_alley_3_targets_match_brute_force(m, mouth):
    s = Sight(m)
    intact = frozenset(m.intact_hexes)
    fast = {t for t, _ in s.alley_shot_targets(mouth)}
    assert fast == brute.alley_shot_targets(intact, frozenset(m.building_hexes), mouth)


@settings(max_examples=150)
@given(random_maps(max_buildings=40), st.sampled_from(PLAYABLE_SORTED))
def test_r_alley_3_alley_targets_have_no_ordinary_line_of_sight(m, mouth):
    s = Sight(m)
    for t, _ in s.alley_shot_targets(mouth):
        assert not s.has_los(mouth, t)


# -- R-ARC-1…3 ---------------------------------------------------------------------------


def test_r_arc_2_the_three_forward_neighbours_are_in_the_arc():
    c = H("5F")
    front = {str(n) for n in c.neighbors() if in_arc(c, Direction.N, n)}
    assert front == {"4E", "4F", "4G"}
    front = {str(n) for n in c.neighbors() if in_arc(c, Direction.SE, n)}
    assert front == {"4G", "5G", "6F"}


def test_r_arc_2_boundary_line_counts_as_inside():
    # facing N from 5F: the boundary is the horizontal line through 5F; 5D and 5H
    # lie on it (same row, raised columns like F), 6D and 6H lie below it.
    c = H("5F")
    assert in_arc(c, Direction.N, H("5D")) and in_arc(c, Direction.N, H("5H"))
    assert not in_arc(c, Direction.N, H("6D"))


@pytest.mark.parametrize("facing", list(Direction))
def test_r_arc_2_arc_is_half_the_board_around_the_facing(facing):
    c = H("5F")
    arc = arc_hexes(c, facing)
    opposite = arc_hexes(c, facing.opposite)
    # every hex is in the arc of a facing or of its opposite; the boundary in both
    assert arc | opposite == {h for h in PLAYABLE_SORTED if h != c}
    assert c.neighbor(facing) in arc and c.neighbor(facing.opposite) not in arc


def test_r_arc_3_flank_is_strictly_behind_the_front_line():
    c = H("5F")
    assert is_flank(H("6F"), c, Direction.N)
    assert is_flank(H("6E"), c, Direction.N)
    assert not is_flank(H("5D"), c, Direction.N)  # on the front line: not a flank
    assert not is_flank(H("4F"), c, Direction.N)


@given(
    st.sampled_from(PLAYABLE_SORTED),
    st.sampled_from(PLAYABLE_SORTED),
    st.sampled_from(list(Direction)),
)
def test_r_arc_3_flank_is_exactly_outside_the_closed_front_half_plane(a, t, facing):
    if a != t:
        assert is_flank(a, t, facing) == (not in_arc(t, facing, a))


def test_sight_handles_hexes_off_the_board():
    s = Sight(map_with("5F"))
    assert not s.has_los(H("0B"), H("5F"))
    assert s.visible_from(H("0B")) == frozenset()
    assert s.cover(H("1A"), H("0B")) is Cover.FULL
    assert H("0B") not in SPACES


@pytest.mark.parametrize("slug", BUILTIN_MAPS)
def test_r_alley_3_alley_shot_is_the_first_alley_whose_crack_reaches_the_target(slug):
    m = load_map(builtin_map_path(slug))
    sight = Sight(m)
    found = 0
    for a in PLAYABLE_SORTED:
        for t in PLAYABLE_SORTED:
            first = next(
                (
                    al
                    for al in sight.alleys()
                    if a in al.mouths and t in tuple(al.shot_targets(a, m))
                ),
                None,
            )
            assert sight.alley_shot(a, t) == first, (a, t)
            found += first is not None
    assert found > 0
