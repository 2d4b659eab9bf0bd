"""Seat territories (Voronoi by walking distance, ties split) and seat exposure (R-LOS-2…4)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given

from engine import Cover, Hex, Sight
from engine.analysis import exposure, seat_exposures, seat_territories, sight_table
from engine.analysis.base import free_mask, sorted_hexes
from tests.engine.analysis.analysis_maps import builtin, make_map, valid_maps

H = Hex.parse


def labels(hexes) -> list[str]:
    return [str(h) for h in hexes]


# -- territories ---------------------------------------------------------------------


def test_a_building_halfway_between_two_starts_is_shared():
    m = make_map("1F 9F", "5F 1C")
    t = seat_territories(m)
    assert t.building_owners == {H("1C"): (0,), H("5F"): (0, 1)}
    assert t.shares == (Fraction(3, 2), Fraction(1, 2))


def test_walking_distance_not_straight_distance_decides():
    # 4F is 3 hexes from 1F and 5 from 9F, but a wall of rubble makes 1F walk round
    m = make_map("1F 9F", "4F", rubble="2E 2F 2G 3E 3G 1E 1G")
    t = seat_territories(m)
    assert t.building_owners[H("4F")] == (1,)


def test_a_building_no_one_can_reach_is_unclaimed():
    ring = " ".join(str(h) for h in H("5F").neighbors())
    t = seat_territories(make_map("1F 9F", "5F " + ring))
    assert labels(t.unclaimed) == ["5F"]
    assert sum(t.shares) == 6


def test_showdown_territories():
    t = seat_territories(builtin("showdown"))
    assert t.shares == (2, 3, 3, 2)
    assert labels(t.buildings_of(1)) == ["2G", "4F", "4I", "5J"]
    assert t.hex_owners[H("1F")] == (0, 1)


@given(valid_maps(min_starts=1))
def test_territory_shares_add_up_to_the_claimed_buildings(m):
    t = seat_territories(m)
    assert sum(t.shares) == len(m.intact_hexes) - len(t.unclaimed)
    assert set(t.building_owners) | set(t.unclaimed) == set(m.intact_hexes)
    assert all(owners for owners in t.hex_owners.values())


@given(valid_maps(min_starts=2))
def test_every_start_is_its_own_seats_hex(m):
    t = seat_territories(m)
    for i, s in enumerate(m.starts):
        assert i in t.hex_owners[s]


# -- exposure (R-LOS-2…4) ---------------------------------------------------------------


def test_r_los_3_showdown_1b_is_seen_from_79_hexes():
    e = exposure(builtin("showdown"), H("1B"))
    assert (e.seen_by, e.no_cover, e.partial_cover, e.start_partial_cover) == (79, 61, 18, 0)


def test_r_los_3_a_building_next_to_the_start_gives_it_partial_cover():
    m = make_map("5F 1A", "4F")
    e = exposure(m, 0)
    assert H("2F") not in e.hexes  # straight up the column, through 4F: no sight
    assert H("3E") in e.start_covered_from


@given(valid_maps(min_starts=1, max_buildings=15))
def test_exposure_agrees_with_sight_cover_pair_by_pair(m):
    """R-LOS-2…4 read pair by pair through Sight.cover, against the bit-set totals."""
    sight = Sight(m)
    (e, *_) = seat_exposures(m, sight)
    start = m.starts[0]
    free = [h for h in sorted_hexes(free_mask(m)) if h != start]
    assert list(e.hexes) == [a for a in free if sight.has_los(a, start)]
    assert list(e.covered_hexes) == [a for a in e.hexes if sight.cover(start, a) is Cover.PARTIAL]
    assert list(e.start_covered_from) == [
        a for a in e.hexes if sight.cover(a, start) is Cover.PARTIAL
    ]


def test_sight_table_agrees_with_sight_cover_on_crackshot_alley():
    m = builtin("crackshot-alley")
    sight = Sight(m)
    free = sorted_hexes(free_mask(m))
    tally = {c: 0 for c in Cover}
    for a in free:
        for b in free:
            if a != b:
                tally[sight.cover(a, b)] += 1
    t = sight_table(Sight(m))
    assert t.pairs == len(free) * (len(free) - 1)
    assert (t.no_cover, t.partial_cover, t.full_cover) == (
        tally[Cover.NONE],
        tally[Cover.PARTIAL],
        tally[Cover.FULL],
    )
    assert t.line_of_sight == t.no_cover + t.partial_cover
