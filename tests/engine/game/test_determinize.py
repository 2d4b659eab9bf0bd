"""``determinized``: a game consistent with one seat's observation, the hidden parts drawn
again — the same public position and own cards, the same counts, a function of the
observation and the random stream only."""

from __future__ import annotations

import random
from collections import Counter

from engine.bots import make_bot
from engine.files.mapfile import load_map
from engine.files.resources import builtin_map_path
from engine.game import GameConfig, GameState, determinized, new_game, observe


def positions(
    slug: str, config: GameConfig = GameConfig(), seed: int = 1, every: int = 7
) -> list[GameState]:
    """Every ``every``-th position of a full-bot game."""
    state = new_game(load_map(builtin_map_path(slug)), seed, config=config)
    bots = [make_bot("full", q, seed) for q in range(state.num_players)]
    found = []
    while not state.is_terminal():
        if len(state.history) % every == 0:
            found.append(state.clone())
        state.apply_action(bots[state.current_player()].choose(observe(state)))
    return found


def public(state: GameState, seat: int) -> tuple[object, ...]:
    """What ``seat`` may know of ``state``, as plain values."""
    seen = observe(state, seat)
    own = seen.own
    return (
        seen.round,
        seen.phase,
        seen.glory_hound,
        dict(seen.occupant),
        dict(seen.tags),
        seen.sponsor_discard,
        seen.sponsor_deck_size,
        seen.allies,
        seen.own_pick,
        tuple(own.hand),
        own.deck,
        tuple(own.damage),
        tuple(own.firing_line),
        tuple(own.sponsors),
        seen.actions_taken,
        seen.decision,
        [
            (
                p.energy,
                p.hand_size,
                p.deck_size,
                p.damage_size,
                p.firing_line_size,
                p.sponsor_count,
                tuple(p.discard),
                p.revealed_firing_line,
                dict(p.units),
            )
            for p in seen.players
        ],
    )


def test_a_determinized_game_shows_the_seat_what_it_knew_and_keeps_the_cards() -> None:
    for state in positions("final-stand") + positions("showdown", seed=2, every=13):
        for seat in range(state.num_players):
            d = determinized(observe(state, seat), random.Random(seat))
            assert public(d, seat) == public(state, seat)
            if state.current_player() == seat:
                assert d.legal_actions() == state.legal_actions()
            for p, q in zip(d.players, state.players):
                mine = p.seat == seat
                assert Counter(p.hand + p.deck + p.damage + p.firing_line) == Counter(
                    q.hand + q.deck + q.damage + q.firing_line
                )
                assert (p.hand == q.hand) or not mine
            assert Counter(d.sponsor_deck + [c for p in d.players for c in p.sponsors]) == Counter(
                state.sponsor_deck + [c for p in state.players for c in p.sponsors]
            )


def test_the_hidden_cards_are_drawn_again() -> None:
    state = positions("final-stand")[6]
    draws = {
        tuple(determinized(observe(state, 0), random.Random(k)).players[1].hand) for k in range(10)
    }
    assert len(draws) > 1


def test_determinized_games_play_on_to_the_end_by_the_rules() -> None:
    for state in positions("salvage-city", GameConfig(mode="shifting"), every=31):
        d = determinized(observe(state, state.current_player()), random.Random(5))
        bots = [make_bot("full", q, 3) for q in range(d.num_players)]
        while not d.is_terminal():
            d.apply_action(bots[d.current_player()].choose(observe(d)))
        assert d.result is not None


def test_the_draw_depends_on_the_observation_only() -> None:
    """Two games the seat cannot tell apart (the other hands swapped for a deal of the same
    cards) give the same determinized game for the same stream."""
    state = positions("final-stand")[8]
    other = determinized(observe(state, 0), random.Random(99))
    a = determinized(observe(state, 0), random.Random(4))
    b = determinized(observe(other, 0), random.Random(4))
    for p, q in zip(a.players, b.players):
        assert (p.hand, p.deck, p.damage, p.firing_line, p.sponsors) == (
            q.hand,
            q.deck,
            q.damage,
            q.firing_line,
            q.sponsors,
        )
    assert a.sponsor_deck == b.sponsor_deck and a.picks == b.picks
