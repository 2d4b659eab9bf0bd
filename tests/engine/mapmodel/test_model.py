"""The map model: editing returns new maps; validate_map is the meaning layer."""

from __future__ import annotations

from engine import Building, GameMap, Hex, Side, ZoneLayout, validate_map
from engine.mapmodel.model import draft_problems

H = Hex.parse


def duel() -> GameMap:
    return GameMap(name="Duel", starts=(H("1F"), H("9F")))


def wheres(m: GameMap) -> list[str]:
    return [p.where for p in validate_map(m)]


def test_editing_returns_new_maps_and_leaves_the_old_one():
    m0 = duel()
    m1 = m0.with_building(H("5F"))
    assert m0.buildings == () and m1.building_at(H("5F")) == Building(H("5F"))
    m2 = m1.with_demolished(H("5F"), True)
    assert m2.building_at(H("5F")).demolished and m1.building_at(H("5F")).intact
    assert m2.intact_hexes == frozenset() and m2.building_hexes == {H("5F")}
    m3 = m2.moved(H("5F"), H("5G"))
    assert m3.building_at(H("5G")) == Building(H("5G"), True) and m3.building_at(H("5F")) is None
    m4 = m3.moved(H("1F"), H("2F"))
    assert m4.starts == (H("2F"), H("9F"))
    assert m4.moved(H("3A"), H("3B")) is m4
    assert m4.without_building(H("5G")).buildings == ()
    assert m4.without_start(H("2F")).starts == (H("9F"),)


def test_building_order_and_equality_survive_edits():
    m = duel().with_building(H("2G")).with_building(H("3D")).with_building(H("4F"))
    assert [str(b) for b in m.moved(H("3D"), H("3E")).buildings] == ["2G", "3E", "4F"]
    assert m == duel().with_building(H("2G")).with_building(H("3D")).with_building(H("4F"))
    assert hash(m) == hash(
        duel().with_building(H("2G")).with_building(H("3D")).with_building(H("4F"))
    )


def test_players_follow_the_starts_and_seats_can_be_inserted():
    m = duel().with_start(H("5A"), seat=1)
    assert m.players == 3 and m.starts == (H("1F"), H("5A"), H("9F")) and m.seat_of(H("5A")) == 1
    assert m.seat_of(H("5B")) is None


def test_is_free_and_zones():
    m = duel().with_building(H("5F"))
    assert not m.is_free(H("5F")) and not m.is_free(H("1F")) and m.is_free(H("5E"))
    assert not m.is_free(H("0C"))
    assert m.zone_of(H("5E")) is None
    f = m.with_side(Side.FALLOUT)
    assert f.zone_of(H("5E")) == 4 and f.zone_of(H("1A")) == 1 and f.zone_of(H("0C")) is None
    f2 = f.with_zones(ZoneLayout({H("1A"): 2}))
    assert f2.zone_of(H("1A")) == 2 and f2.zone_layout[H("1A")] == 2


def test_info():
    m = duel().with_info(name="X", description="d")
    assert (m.name, m.author, m.description) == ("X", "", "d")


def test_valid_map_has_no_problems():
    assert validate_map(duel().with_building(H("5F"))) == []


def test_r_board_3_nothing_on_half_hexes_or_off_the_board():
    m = duel().with_building(H("0C")).with_building(Hex.from_offset(10, 0))
    msgs = [str(p) for p in validate_map(m)]
    assert msgs == [
        "/buildings/0: 0C is a half-hex; nothing is placed on one",
        "/buildings/1: 10A is not on the board (rows 1-9, columns A-K)",
    ]
    assert wheres(duel().with_start(H("10B"))) == ["/starts/2"]


def test_nothing_twice_on_one_hex():
    m = duel().with_buildings([Building(H("5F")), Building(H("5F"), True)])
    assert wheres(m) == ["/buildings/1"]
    m = GameMap(starts=(H("1F"), H("1F")))
    assert wheres(m) == ["/starts/1"]


def test_start_on_a_building_is_refused():
    m = duel().with_building(H("1F"))
    assert [str(p) for p in validate_map(m)] == [
        "/starts/0: 1F holds a building (/buildings/0); a start hex must be free"
    ]


def test_at_most_four_starts_and_fewer_than_two_is_a_draft():
    one = GameMap(starts=(H("1F"),))
    assert wheres(one) == [] and [p.where for p in draft_problems(one)] == ["/starts"]
    assert draft_problems(duel()) == []
    five = GameMap(starts=tuple(H(x) for x in ("1A", "1C", "1E", "1G", "1I")))
    assert wheres(five) == ["/starts"]


def test_zones_only_on_the_fallout_side():
    m = duel().with_zones(ZoneLayout())
    assert wheres(m) == ["/zones"]
    assert validate_map(m.with_side(Side.FALLOUT)) == []
