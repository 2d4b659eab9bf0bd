"""``observe(state, seat)``: what one seat may know, by the rulebook's face-up and face-down
piles (the Dashboard at Setup; declarations face down until revealed, the Combat phase;
shifting alliances' secret picks), as a read-only view."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.game import GameConfig, GameResult, Observation, OwnView, PlayerView, UnitClass, observe
from engine.game.movement import HHMoveDecision
from tests.engine.game.helpers import H, at, declare, game, hand, put


def test_a_seat_sees_its_own_cards_and_only_the_sizes_of_the_others_hidden_piles():
    g = game()
    hand(g, 0, "dire-laser", "air-drop")
    hand(g, 1, "pulse-laser")
    g.players[1].damage.append(g.players[1].deck.pop())
    g.players[1].discard.append(g.players[1].deck.pop())
    g.players[1].sponsors.append("emergency-power")
    seen = observe(g, 0)
    me, foe = seen.own, seen.players[1]
    assert isinstance(me, OwnView) and seen.players[0] is me
    assert isinstance(foe, PlayerView) and not isinstance(foe, OwnView)
    assert list(me.hand) == ["dire-laser", "air-drop"]
    assert (foe.hand_size, foe.deck_size, foe.damage_size, foe.sponsor_count) == (
        1,
        len(g.players[1].deck),
        1,
        1,
    )
    assert list(foe.discard) == g.players[1].discard  # the discard pile lies face up
    for hidden in ("hand", "deck", "damage", "sponsors", "firing_line"):
        assert not hasattr(foe, hidden), hidden


def test_the_own_deck_shows_which_cards_but_not_their_order():
    g = game()
    p = g.players[0]
    seen = observe(g, 0)
    assert seen.own.deck == tuple(sorted(p.deck))
    p.deck.reverse()
    assert seen.own.deck == tuple(sorted(p.deck))


def test_deck_lists_are_open_knowledge():
    g = game()
    p = g.players[1]
    assert observe(g, 0).players[1].card_ids() == frozenset(p.hand + p.deck)


def test_a_face_down_firing_line_shows_its_size_until_it_is_revealed():
    g = game()
    declare(g, 1, "pulse-laser")
    g.players[1].revealed = False
    foe = observe(g, 0).players[1]
    assert foe.firing_line_size == 1 and foe.revealed_firing_line is None
    assert list(observe(g, 1).own.firing_line) == ["pulse-laser"]
    g.players[1].revealed = True
    assert list(foe.revealed_firing_line or ()) == ["pulse-laser"]


def test_the_board_is_public():
    g = game()
    put(g, 1, "combat", "8F", hp=2)
    seen = observe(g, 0)
    assert seen.unit_at(H("8F")) == (1, UnitClass.COMBAT)
    assert seen.players[1].hp[UnitClass.COMBAT] == 2 and seen.players[1].units[
        UnitClass.COMBAT
    ] == H("8F")
    assert seen.game_map is g.game_map and seen.catalog is g.catalog
    assert (seen.round, seen.phase, seen.seat_order) == (g.round, g.phase, g.seat_order)


def test_only_the_deciding_seat_is_asked_and_gets_the_legal_actions():
    g = game()
    at(g, HHMoveDecision(0, 0), phase="movement")
    mine, other = observe(g, 0), observe(g, 1)
    assert mine.decision is g.decision and mine.legal_actions() == g.legal_actions()
    assert other.decision is None and other.legal_actions() == []
    assert mine.destinations() == g.decision.destinations(g)
    with pytest.raises(IllegalActionError):
        other.destinations()
    assert mine.is_legal(g.legal_actions()[0]) and not other.is_legal(g.legal_actions()[0])
    assert observe(g).seat == 0  # by default: the seat deciding now


def test_a_secret_ally_pick_is_seen_only_by_the_one_who_made_it():
    g = game("showdown", config=GameConfig(mode="shifting"))
    g.picks = (2, -1, 0, -1)
    assert observe(g, 0).own_pick == 2 and observe(g, 1).own_pick is None
    assert not hasattr(observe(g, 1), "picks")


def test_an_observation_cannot_be_written_through():
    seen: Observation = observe(game(), 0)
    with pytest.raises(AttributeError):
        seen.round = 3  # type: ignore[misc]
    with pytest.raises(AttributeError):
        seen.players[1].energy = 9  # type: ignore[misc]
    with pytest.raises(AttributeError):
        seen.extra = 1  # type: ignore[attr-defined]


def test_nobody_observes_a_finished_game_by_default():
    g = game()
    g.result = GameResult((0,), "score")
    with pytest.raises(IllegalActionError):
        observe(g)
    assert observe(g, 1).is_terminal()


def test_the_views_are_made_once_per_state_and_a_clone_sees_its_own_players():
    g = game()
    assert observe(g, 0).players is observe(g, 0).players  # no new views per decision
    c = g.clone()
    c.players[0].hand.clear()
    assert observe(c, 0).own.hand_size == 0 and observe(g, 0).own.hand_size == 6
