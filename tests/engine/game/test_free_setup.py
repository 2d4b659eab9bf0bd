"""Free setup (engine.game.sandbox.free_setup): a position edited by hand resumes and the
rules apply from it; an impossible edit is refused with its reason and changes nothing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bots import make_bot
from engine.core.errors import GkrError, PositionError
from engine.game import GameConfig, Move, new_game, observe, state_text
from engine.game.catalog import UnitClass
from engine.game.invariants import check_invariants
from engine.game.sandbox.free_setup import (
    place_unit,
    remove_unit,
    restart_phase,
    resume,
    set_damage,
    set_deck_top,
    set_energy,
    set_facing,
    set_glory_hound,
    set_hand,
    set_rubble,
    set_tags,
)
from engine.game.sandbox.positionfile import dumps_position, loads_position
from engine.game.state import GameState, Phase
from engine.geometry.board import PLAYABLE
from engine.geometry.hexes import Direction
from tests.engine.game.helpers import H, the_map


def opening(
    slug: str = "final-stand", seed: int = 4, config: GameConfig | None = None
) -> GameState:
    """The game after every opening hand is kept."""
    g = new_game(the_map(slug), seed, config=config)
    while g.phase == Phase.SETUP:
        g.apply_action("keep")
    return g


def play_to_the_end(g: GameState) -> None:
    bots = [make_bot("full", q, 1) for q in range(g.num_players)]
    while not g.is_terminal():
        g.apply_action(bots[g.current_player()].choose(observe(g)))
        assert check_invariants(g) == []


def test_a_moved_and_damaged_heavy_hitter_resumes_and_the_rules_apply_from_there_R_SEAT_1():
    g = opening()
    place_unit(g, 0, UnitClass.HH, H("5F"))
    set_facing(g, 0, Direction.S)
    set_damage(g, 0, 10)
    restart_phase(g, 2, Phase.MOVEMENT)
    resume(g)
    assert g.round == 2 and g.phase == Phase.MOVEMENT
    assert "P1" in state_text(g).splitlines()[2] and "damage 10/25" in state_text(g)
    while g.current_player() != 0:  # the rules move P1's Heavy Hitter from where it was put
        g.apply_action(make_bot("full", g.current_player(), 1).choose(observe(g)))
    moves = [a for a in g.legal_actions() if isinstance(a, Move)]
    assert moves and all(m.path[0] == H("5F") for m in moves)
    assert len(g.players[0].damage) == 10
    play_to_the_end(g)
    assert g.result is not None


def test_an_edited_position_saves_loads_and_plays_on_alike():
    g = opening("showdown", 6)
    place_unit(g, 2, UnitClass.HH, H("5E"))
    set_damage(g, 2, 7)
    set_energy(g, 1, 2)
    set_glory_hound(g, 3)
    restart_phase(g, 3, Phase.COMBAT)
    resume(g)
    back = loads_position(dumps_position(g))
    assert state_text(back, None) == state_text(g, None)
    for _ in range(60):
        if g.is_terminal():
            break
        action = g.legal_actions()[0]
        g.apply_action(action)
        back.apply_action(action)
    assert state_text(back, 0) == state_text(g, 0)


def test_the_deck_top_set_by_hand_is_drawn_next_at_the_reset():
    g = opening()
    p = g.players[0]
    wanted = [p.deck[0], p.deck[1]]
    set_hand(g, 0, p.hand[:4])
    set_deck_top(g, 0, wanted)
    restart_phase(g, 1, Phase.RESET)
    resume(g)  # the Reset phase draws P1 back to 6 cards: the two put on top
    assert sorted(g.players[0].hand[-2:]) == sorted(wanted)
    assert len(g.players[0].hand) == 6


def test_rubble_by_hand_changes_the_map_and_the_sight_and_can_stand_again_R_TAG_2():
    g = opening()
    set_rubble(g, H("5C"), 1)
    assert g.rubble_owner == {H("5C"): 1} and g.players[1].rubble == 1
    assert H("5C") not in g.game_map.intact_hexes
    assert g.sight is not None and g.blocked is not None
    set_rubble(g, H("5C"), None)
    assert g.rubble_owner == {} and g.players[1].rubble == 0
    assert H("5C") in g.game_map.intact_hexes
    resume(g)
    assert check_invariants(g) == []


@pytest.mark.parametrize(
    "edit,reason",
    [
        (lambda g: place_unit(g, 0, UnitClass.HH, H("9F")), "9F already holds P2's HH"),
        (lambda g: place_unit(g, 0, UnitClass.HH, H("3E")), "3E holds a building"),
        (lambda g: place_unit(g, 0, UnitClass.HH, H("0C")), "0C is not a playable hex"),
        (
            lambda g: place_unit(g, 0, UnitClass.RECON, H("5F"), 9),
            "P1 recon with 9 hit points: it has 1 to",
        ),
        (lambda g: set_damage(g, 0, 25), "P1 damage 25: the damage track holds 0 to 24 cards"),
        (lambda g: set_damage(g, 0, -1), "P1 damage -1"),
        (lambda g: set_energy(g, 1, 6), "P2 energy 6: 0 to 5 now"),
        (lambda g: set_hand(g, 0, ["death-ray"]), "'death-ray' is not a card of"),
        (lambda g: set_hand(g, 0, [g.players[0].deck[0]] * 9), "to take, not 9"),
        (lambda g: set_tags(g, H("5C"), [0, 0, 0, 0, -1, -1]), "4 tags of P1's side demolish it"),
        (lambda g: set_tags(g, H("5F"), [0, -1, -1, -1, -1, -1]), "5F is not a standing building"),
        (lambda g: remove_unit(g, 1, UnitClass.HH), "its Heavy Hitter stays on the board"),
        (lambda g: set_glory_hound(g, 3), "seat 3: this game has seats 0 to 1"),
        (lambda g: restart_phase(g, 0, Phase.COMBAT), "round 0: this game has rounds 1 to 30"),
        (lambda g: restart_phase(g, 1, "lunch"), "phase 'lunch'"),
    ],
)
def test_an_impossible_edit_is_refused_with_its_reason_and_changes_nothing(edit, reason):
    g = opening()
    before = [state_text(g, v) for v in (None, 0, 1)], [list(p.deck) for p in g.players]
    with pytest.raises(PositionError) as e:
        edit(g)
    assert reason in str(e.value) and "\n" not in str(e.value)
    assert ([state_text(g, v) for v in (None, 0, 1)], [list(p.deck) for p in g.players]) == before


def test_rubble_that_would_win_the_game_is_refused():
    g = opening()
    for b in ("3C", "3E", "4H"):
        set_rubble(g, H(b), 0)
    with pytest.raises(PositionError, match="control 4 demolished buildings: 4 win the game"):
        set_rubble(g, H("4I"), 0)


@settings(max_examples=25, deadline=None)
@given(
    edits=st.lists(
        st.tuples(
            st.sampled_from(["place", "damage", "energy", "facing"]),
            st.integers(0, 1),
            st.sampled_from(sorted(PLAYABLE)),
            st.integers(-2, 30),
        ),
        max_size=6,
    ),
    phase=st.sampled_from(["deploy", "movement", "combat", "tagging", "reset"]),
)
def test_accepted_edits_keep_every_invariant_through_play(edits, phase):
    """Whatever edits are asked, each is refused (nothing changes) or taken, and the rules
    then play on with every invariant holding."""
    g = opening()
    for kind, seat, h, n in edits:
        before = state_text(g)
        try:
            if kind == "place":
                place_unit(g, seat, UnitClass.HH, h)
            elif kind == "damage":
                set_damage(g, seat, n)
            elif kind == "energy":
                set_energy(g, seat, n)
            else:
                set_facing(g, seat, list(Direction)[n % 6])
        except PositionError:
            assert state_text(g) == before
    restart_phase(g, 2, phase)
    resume(g)
    assert check_invariants(g) == []
    bots = [make_bot("random", q, 1) for q in range(2)]
    for _ in range(150):
        if g.is_terminal():
            break
        g.apply_action(bots[g.current_player()].choose(observe(g)))
        assert check_invariants(g) == []


def test_a_resume_of_an_impossible_position_names_the_first_problem():
    g = opening()
    g.players[0].energy = -3  # not through the API: a position from elsewhere
    with pytest.raises(GkrError, match="P1 has negative energy -3"):
        resume(g)


def test_support_units_tags_and_the_glory_hound_set_by_hand_show_and_resume():
    g = opening()
    unit = g.players[1].faction.support[0]
    place_unit(g, 1, unit.unit_class, H("5F"))
    assert g.players[1].hp[unit.unit_class] == unit.hit_points
    from engine.game.sandbox.free_setup import set_unit_hit_points

    set_unit_hit_points(g, 1, unit.unit_class, 1)
    set_tags(g, H("5C"), [0, 1, -1, -1, -1, -1])
    set_glory_hound(g, 1)
    restart_phase(g, 1, Phase.TAGGING)
    resume(g)
    text = state_text(g)
    assert f"{unit.unit_class} 5F (1 hp)" in text and "5C [N:P1 NE:P2]" in text
    assert "Glory Hound P2" in text.splitlines()[0]
    remove_unit(g, 1, unit.unit_class)
    assert unit.unit_class not in g.players[1].units and H("5F") not in g.occupant
    play_to_the_end(g)
