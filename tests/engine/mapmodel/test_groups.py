"""Group edits: moving several pieces, copy and paste, whole-map transforms about 5F."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine import CENTER, GameMap, Hex, Side, builtin_map_path, load_map
from engine.geometry.board import HALF_HEXES, PLAYABLE, PLAYABLE_SORTED
from engine.geometry.hexes import Direction
from engine.mapmodel.edit_symmetry import SymmetryMode
from engine.mapmodel.groups import (
    HALF_TURN,
    MIRROR_LR,
    THIRD_TURN,
    Clip,
    copy_pieces,
    move_group,
    paste,
    paste_plan,
    pieces_in,
    remove_pieces,
    transform_map,
)

H = Hex.parse
SYMMETRIES = st.sampled_from([HALF_TURN, THIRD_TURN, MIRROR_LR])


@st.composite
def maps(draw) -> GameMap:
    hexes = draw(st.lists(st.sampled_from(PLAYABLE_SORTED), min_size=0, max_size=14, unique=True))
    n_starts = draw(st.integers(0, min(4, len(hexes))))
    starts, buildings = hexes[:n_starts], hexes[n_starts:]
    m = GameMap(name="Test").with_starts(starts)
    for h in buildings:
        m = m.with_building(h, demolished=draw(st.booleans()))
    return m


def pieces(m: GameMap) -> set[tuple[Hex, str]]:
    return {(b.hex, "rubble" if b.demolished else "building") for b in m.buildings} | {
        (s, f"start {i}") for i, s in enumerate(m.starts)
    }


@given(maps(), SYMMETRIES)
def test_a_transform_keeps_every_piece_or_is_refused_naming_each_one_lost(m, g):
    r = transform_map(m, g)
    lost = {h for h, _k in pieces(m) if g.apply(h, CENTER) not in PLAYABLE}
    if lost:
        assert r.map is m and not r.done
        assert {x.hex for x in r.refused} == lost
        assert all("would be lost" in x.reason for x in r.refused)
        return
    assert not r.refused
    assert len(r.map.buildings) == len(m.buildings) and len(r.map.starts) == len(m.starts)
    assert all(b.hex in PLAYABLE for b in r.map.buildings)
    assert r.map.locked == {g.apply(h, CENTER) for h in m.locked}


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


def test_a_third_turn_that_would_lose_a_piece_is_refused_naming_it():
    m = GameMap().with_building(H("1A")).with_building(H("5F"))
    r = transform_map(m, THIRD_TURN)
    image = THIRD_TURN.apply(H("1A"), CENTER)
    assert image not in PLAYABLE
    assert [str(x.hex) for x in r.refused] == ["1A"]
    assert r.map is m and not r.done


def test_a_third_turn_of_a_four_player_fallout_map_keeps_every_start():
    """Issue 22, item 1: the third turn removed the starts 1B 1J 9B 9J without a word."""
    m = GameMap(side=Side.FALLOUT, starts=tuple(H(x) for x in ("1B", "1J", "9B", "9J")))
    r = transform_map(m, THIRD_TURN)
    assert r.map.starts == m.starts and not r.done
    assert [x.hex for x in r.refused] == sorted(m.starts)
    for seat, s in enumerate(m.starts):
        (refusal,) = [x for x in r.refused if x.hex == s]
        image = THIRD_TURN.apply(s, CENTER)
        assert image not in PLAYABLE
        assert str(refusal).startswith(f"{s}: its image ")
        assert str(image) in str(refusal) or not image.has_label
        assert str(refusal).endswith(f"the start of seat {seat + 1} would be lost")


def test_locks_follow_their_pieces_through_moves_transforms_and_deletes():
    m = GameMap().with_building(H("2D")).with_start(H("3D")).with_locks([H("2D"), H("3D")])
    assert move_group(m, [H("2D"), H("3D")], H("3E") - H("3D")).map.locked == {
        H("2D") + (H("3E") - H("3D")),
        H("3E"),
    }
    assert transform_map(m, MIRROR_LR).map.locked == {
        MIRROR_LR.apply(H("2D"), CENTER),
        MIRROR_LR.apply(H("3D"), CENTER),
    }
    assert remove_pieces(m, [H("2D")]).map.locked == {H("3D")}


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
def test_copy_then_paste_on_an_empty_map_repeats_the_shape_or_places_nothing(m, at):
    clip = copy_pieces(m, PLAYABLE_SORTED)
    clip = Clip.from_json(clip.to_json())  # through the clipboard's text
    r = paste(GameMap(), clip, at)
    shift = at - clip.anchor
    if r.refused:
        assert r.map == GameMap() and not r.done
        for refusal in r.refused:
            assert refusal.hex not in PLAYABLE or refusal.hex in HALF_HEXES
        return
    assert len(r.changed) == len(clip.pieces)
    unseated = {(h, k.split()[0]) for h, k in pieces(m)}  # pasted starts are new seats
    assert {(h, k.split()[0]) for h, k in pieces(r.map)} == {(h + shift, k) for h, k in unseated}


@given(maps(), st.sampled_from(PLAYABLE_SORTED), st.sampled_from(list(SymmetryMode)))
def test_a_symmetric_paste_places_every_image_or_nothing(m, at, mode):
    clip = copy_pieces(m, PLAYABLE_SORTED)
    plan = paste_plan(GameMap(), clip, at, mode)
    r = paste(GameMap(), clip, at, mode)
    if any(p.problem for p in plan):
        assert r.map == GameMap() and {x.hex for x in r.refused} == {
            p.hex for p in plan if p.problem
        }
        return
    placed = r.map.building_hexes | set(r.map.starts)
    for g in mode.symmetries:
        assert {g.apply(h, CENTER) for h in placed} == placed


def test_paste_refuses_occupied_hexes_and_a_fifth_start():
    showdown = load_map(builtin_map_path("showdown"))
    source = GameMap().with_start(H("5F")).with_building(H("6G")).with_building(H("2G"))
    r = paste(showdown, copy_pieces(source, PLAYABLE))
    assert [str(x) for x in r.refused] == [
        "2G: holds a building (building copied from 2G not pasted)",
        "5F: a start too many: a map has at most 4 players (start copied from 5F not pasted)",
    ]
    assert r.map is showdown and not r.done


def test_pasting_two_buildings_where_one_does_not_fit_pastes_neither_and_names_it():
    """Issue 22, item 4: Paste dropped what did not fit and said "Paste 1 piece"."""
    m = GameMap().with_building(H("5E")).with_building(H("5F"))
    clip = copy_pieces(m, [H("5E"), H("5F")])
    r = paste(GameMap(), clip, H("1K"))  # 5F's piece would land beside 1K, off the board
    assert not r.done and r.map == GameMap()
    (refusal,) = r.refused
    assert refusal.hex == H("1K") + (H("5F") - H("5E"))
    assert str(refusal).endswith("(building copied from 5F not pasted)")


def test_paste_honours_symmetric_editing():
    clip = copy_pieces(GameMap().with_building(H("2G")), [H("2G")])
    r = paste(GameMap(), clip, None, SymmetryMode.HALF_TURN)
    assert r.map.building_hexes == {H("2G"), H("7E")}
    r = paste(GameMap(), clip, H("9A"), SymmetryMode.HALF_TURN)
    assert not r.done and "0K: a half-hex" in r.message() and "image of 9A" in r.message()


def test_remove_pieces_keeps_the_other_seats_in_order():
    showdown = load_map(builtin_map_path("showdown"))
    r = remove_pieces(showdown, [H("1J"), H("2G"), H("5F")])
    assert [str(s) for s in r.map.starts] == ["1B", "9B", "9J"]
    assert r.map.building_at(H("2G")) is None and r.changed == (H("1J"), H("2G"))
