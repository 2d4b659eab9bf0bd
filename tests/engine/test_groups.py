"""Group edits: moving several pieces, copy and paste, whole-map transforms about 5F."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine import CENTER, GameMap, Hex, Side, builtin_map_path, load_map
from engine.board import HALF_HEXES, PLAYABLE, PLAYABLE_SORTED
from engine.groups import (
    HALF_TURN,
    MIRROR_LR,
    THIRD_TURN,
    Clip,
    copy_pieces,
    move_group,
    paste,
    pieces_in,
    remove_pieces,
    transform_map,
)
from engine.hexes import Direction

H = Hex.parse
SYMMETRIES = st.sampled_from([HALF_TURN, THIRD_TURN, MIRROR_LR])


@st.composite
def maps(draw) -> GameMap:
    hexes = draw(st.lists(st.sampled_from(PLAYABLE_SORTED), min_size=0, max_size=14,
                          unique=True))
    n_starts = draw(st.integers(0, min(4, len(hexes))))
    starts, buildings = hexes[:n_starts], hexes[n_starts:]
    m = GameMap(name="Test").with_starts(starts)
    for h in buildings:
        m = m.with_building(h, demolished=draw(st.booleans()))
    return m


def pieces(m: GameMap) -> set[tuple[Hex, str]]:
    return {(b.hex, "rubble" if b.demolished else "building") for b in m.buildings} | \
        {(s, f"start {i}") for i, s in enumerate(m.starts)}


@given(maps(), SYMMETRIES)
def test_a_transform_keeps_or_reports_every_piece(m, g):
    r = transform_map(m, g)
    kept = len(r.map.buildings) + len(r.map.starts)
    assert kept + len(r.refused) == len(m.buildings) + len(m.starts)
    for refusal in r.refused:
        assert g.apply(refusal.hex, CENTER) not in PLAYABLE
        assert "dropped" in refusal.reason
    for b in r.map.buildings:
        assert b.hex in PLAYABLE


@given(maps(), SYMMETRIES)
def test_undoing_a_transform_with_its_inverse_gives_the_map_back(m, g):
    order = {HALF_TURN: 2, THIRD_TURN: 3, MIRROR_LR: 2}[g]
    after = m
    for _ in range(order):
        r = transform_map(after, g)
        if r.refused:  # a piece fell off on the way: nothing to compare
            return
        after = r.map
    assert pieces(after) == pieces(m)


def test_showdown_is_its_own_half_turn_and_crackshot_mirrors_about_column_f():
    showdown = load_map(builtin_map_path("showdown"))
    r = transform_map(showdown, HALF_TURN)
    assert not r.refused
    assert {b.hex for b in r.map.buildings} == {b.hex for b in showdown.buildings}
    assert [str(s) for s in r.map.starts] == ["9J", "9B", "1J", "1B"]  # seats kept in order
    m = GameMap().with_building(H("2B")).with_start(H("4C"))
    r = transform_map(m, MIRROR_LR)
    assert [str(b.hex) for b in r.map.buildings] == ["2J"] and r.map.starts == (H("4I"),)


def test_a_third_turn_reports_what_falls_off_the_board():
    m = GameMap().with_building(H("1A")).with_building(H("5F"))
    r = transform_map(m, THIRD_TURN)
    image = THIRD_TURN.apply(H("1A"), CENTER)
    assert image not in PLAYABLE
    assert [str(x.hex) for x in r.refused] == ["1A"]
    assert [str(b.hex) for b in r.map.buildings] == ["5F"]


def test_fallout_zones_turn_with_the_map():
    m = GameMap().with_side(Side.FALLOUT)
    layout = m.zone_layout.with_zones({H("2C"): 4})
    m = m.with_zones(layout)
    r = transform_map(m, HALF_TURN)
    assert r.map.zone_of(HALF_TURN.apply(H("2C"), CENTER)) == 4


@given(maps(), st.sampled_from(list(Direction)), st.integers(1, 3))
def test_a_group_moves_all_or_nothing_and_back(m, direction, steps):
    group = pieces_in(m, [b.hex for b in m.buildings[:3]] + list(m.starts[:1]))
    delta = direction.vector * steps
    r = move_group(m, group, delta)
    if r.refused:
        assert r.map == m and not r.changed
        return
    if not group:
        return
    assert {(h + delta, k) for h, k in pieces(m) if h in group} <= pieces(r.map)
    back = move_group(r.map, [h + delta for h in group], -delta)
    assert back.map == m


def test_a_group_move_onto_a_staying_piece_is_refused_with_the_place():
    m = GameMap().with_building(H("2D")).with_building(H("3D")).with_building(H("5D"))
    r = move_group(m, [H("2D"), H("3D")], H("3D") - H("2D"))  # 3D moves onto 4D: free
    assert r.done
    r = move_group(m, [H("2D"), H("3D")], H("4D") - H("2D"))  # 3D would land on 5D
    assert not r.done and r.map == m
    assert [str(x) for x in r.refused] == ["5D: holds a building (moving 3D)"]


@given(maps(), st.sampled_from(PLAYABLE_SORTED))
def test_copy_then_paste_on_an_empty_map_repeats_the_shape(m, at):
    clip = copy_pieces(m, PLAYABLE_SORTED)
    clip = Clip.from_json(clip.to_json())  # through the clipboard's text
    r = paste(GameMap(), clip, at)
    placed = len(r.changed)
    assert placed + len(r.refused) == len(clip.pieces)
    shift = at - clip.anchor
    for h in r.changed:
        assert (h - shift) in {b.hex for b in m.buildings} | set(m.starts)
    for refusal in r.refused:
        assert refusal.hex not in PLAYABLE or refusal.hex in HALF_HEXES \
            or "fifth start" in refusal.reason


def test_paste_refuses_occupied_hexes_and_a_fifth_start():
    showdown = load_map(builtin_map_path("showdown"))
    source = GameMap().with_start(H("5F")).with_building(H("6G")).with_building(H("2G"))
    r = paste(showdown, copy_pieces(source, PLAYABLE))
    assert [str(x) for x in r.refused] == [
        "2G: holds a building (building not pasted)",
        "5F: a fifth start: a map has at most 4 players (start not pasted)"]
    assert showdown.building_at(H("6G")) is None and r.map.building_at(H("6G")) is not None
    assert r.changed == (H("6G"),)


def test_remove_pieces_keeps_the_other_seats_in_order():
    showdown = load_map(builtin_map_path("showdown"))
    r = remove_pieces(showdown, [H("1J"), H("2G"), H("5F")])
    assert [str(s) for s in r.map.starts] == ["1B", "9B", "9J"]
    assert r.map.building_at(H("2G")) is None and r.changed == (H("1J"), H("2G"))
