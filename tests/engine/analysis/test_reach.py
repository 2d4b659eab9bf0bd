"""First-move reach (R-GUIDE-2): hand-made positions with known answers, and properties."""

from __future__ import annotations

from collections import deque

from hypothesis import given
from hypothesis import strategies as st

from engine import Hex
from engine.analysis import buildings_in_reach, movement_costs, reachable_hexes
from engine.geometry.board import PLAYABLE, playable_neighbors
from tests.engine.analysis.analysis_maps import builtin, make_map, valid_maps

H = Hex.parse


def labels(hexes) -> list[str]:
    return [str(h) for h in hexes]


def test_r_guide_2_showdown_seats_reach_five_buildings_each():
    m = builtin("showdown")
    assert [len(buildings_in_reach(m, s)) for s in m.starts] == [5, 5, 5, 5]
    assert labels(buildings_in_reach(m, H("9J"))) == ["4I", "5J", "6F", "7E", "7H"]


def test_r_guide_2_salvage_city_counts_are_five_five_six_five():
    m = builtin("salvage-city")
    assert [len(buildings_in_reach(m, i)) for i in range(4)] == [5, 5, 6, 5]


def test_r_guide_2_open_board_reach_is_distance_six_at_most():
    """With 5 energy the Heavy Hitter ends at most 5 hexes away, next to a building 6 away."""
    m = make_map("1F 9F", "7F 8F")
    assert H("1F").distance(H("7F")) == 6 and H("1F").distance(H("8F")) == 7
    assert labels(buildings_in_reach(m, 0)) == ["7F"]


def test_r_guide_2_a_building_next_to_the_start_is_in_reach_without_moving():
    m = make_map("1F 9F", "2F")
    assert labels(buildings_in_reach(m, 0, energy=0)) == ["2F"]


def test_r_guide_2_rubble_blocks_movement_and_is_not_counted():
    # 1A's way south is closed by rubble on 2A and 2B: the Heavy Hitter walks round
    # by 1B 1C 2C 3B, so 3A costs 5 energy instead of 2.
    m = make_map("1A 9K", "4A", rubble="2A 2B")
    costs = movement_costs(m, 0, energy=None)
    assert costs[H("3A")] == 5 and costs[H("3B")] == 4
    assert H("2A") not in costs and H("2B") not in costs
    assert labels(buildings_in_reach(m, 0)) == ["4A"]
    assert buildings_in_reach(m, 0, energy=4) == ()
    assert labels(buildings_in_reach(make_map("1A 9K", "4A"), 0, energy=2)) == ["4A"]


def test_r_guide_2_intact_buildings_block_movement_too():
    m = make_map("1A 9K", "2A 2B 4A")
    assert movement_costs(m, 0, energy=None)[H("3A")] == 5
    assert labels(buildings_in_reach(m, 0, energy=0)) == ["2A", "2B"]


def test_reachable_hexes_of_a_corner_with_one_energy():
    m = make_map("1A 9K")
    assert sorted(labels(reachable_hexes(m, 0, energy=1))) == ["1A", "1B", "2A", "2B"]


def test_half_hexes_are_never_entered():
    m = make_map("1B 9J")
    assert all(h in PLAYABLE for h in reachable_hexes(m, 0, energy=12))
    assert len(reachable_hexes(m, 0, energy=30)) == 99


def bfs_costs(m, start: Hex) -> dict[Hex, int]:
    """Breadth-first search straight from the movement rules, for comparison."""
    blocked = m.building_hexes
    costs = {start: 0}
    queue = deque([start])
    while queue:
        x = queue.popleft()
        for n in playable_neighbors(x):
            if n not in costs and n not in blocked:
                costs[n] = costs[x] + 1
                queue.append(n)
    return costs


@given(valid_maps(min_starts=1), st.integers(0, 8))
def test_reach_matches_a_plain_breadth_first_search(m, energy):
    expected = {h: c for h, c in bfs_costs(m, m.starts[0]).items() if c <= energy}
    assert movement_costs(m, 0, energy) == expected
    assert reachable_hexes(m, 0, energy) == frozenset(expected)
    near = {b for b in m.intact_hexes if any(n in expected for n in b.neighbors())}
    assert set(buildings_in_reach(m, 0, energy)) == near


@given(valid_maps(min_starts=1), st.integers(0, 7))
def test_reach_grows_with_energy(m, energy):
    assert reachable_hexes(m, 0, energy) <= reachable_hexes(m, 0, energy + 1)
    assert set(buildings_in_reach(m, 0, energy)) <= set(buildings_in_reach(m, 0, energy + 1))


@given(valid_maps(min_starts=1))
def test_buildings_in_reach_are_intact_and_in_reading_order(m):
    found = buildings_in_reach(m, 0)
    assert set(found) <= m.intact_hexes
    assert list(found) == sorted(found)
