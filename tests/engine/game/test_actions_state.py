"""Actions print and parse; the state API: clone, illegal actions, replay, setup."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import GameSetupError, IllegalActionError
from engine.files.resources import BUILTIN_MAPS
from engine.game import (
    TERMINAL_PLAYER,
    Action,
    DeckSpec,
    GameConfig,
    Keep,
    Move,
    TakeDamage,
    check_invariants,
    new_game,
    replay,
    state_text,
)
from engine.game.catalog import deck_problems
from engine.game.catalog_file import standin_catalog
from engine.game.events import RollOff
from engine.game.setup import facing_centre
from tests.engine.game.helpers import H, game, the_map

MAPS = {slug: the_map(slug) for slug in BUILTIN_MAPS}


GAME_STEPS = (st.sampled_from(BUILTIN_MAPS), st.integers(0, 10_000), st.integers(0, 400))
"""A random game: its map, seed and the random actions played (every legal action of every
step printed and parsed: about 7,500 a game)."""


@settings(max_examples=10)
@given(*GAME_STEPS)
def test_every_legal_action_round_trips_through_its_text(slug, seed, steps):
    legal_actions_round_trip(slug, seed, steps)


@pytest.mark.slow
@settings(max_examples=40)
@given(*GAME_STEPS)
def test_every_legal_action_round_trips_through_its_text_in_many_games(slug, seed, steps):
    legal_actions_round_trip(slug, seed, steps)


def legal_actions_round_trip(slug: str, seed: int, steps: int) -> None:
    g = new_game(MAPS[slug], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_terminal():
            break
        actions = g.legal_actions()
        for a in actions:
            assert Action.parse(str(a)) == a, str(a)
        g.apply_action(rng.choice(actions))


@pytest.mark.parametrize(
    "text",
    [
        "move HH 1B-2C-3C face S",
        "deploy recon 2D",
        "fire dire-laser 5F",
        "tag HH 4E",
        "pass",
        "declare dire-laser seeker-pod",
        "declare",
        "hold combat",
        "react none",
        "react deflector",
        "damage hand dire-laser pulse-laser deck 2",
        "damage deck 0",
        "discard sponsor power-cell",
        "discard pulse-laser",
        "push combat 3D",
        "move recon 3D-3E-3F",
        "play jump-jets",
        "keep",
        "reboot",
        "repair",
        "repair ally",
        "reroll",
        "accept",
    ],
)
def test_action_texts_round_trip(text):
    assert str(Action.parse(text)) == text


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "empty"),
        ("move HH 1B-2C", "face"),
        ("move combat 1B face S", "no facing"),
        ("deploy tank 2D", "not a unit"),
        ("fire dire-laser", "target"),
        ("tag HH 12Z", "hex"),
        ("damage hand", "name the cards"),
        ("keep now", "nothing after"),
    ],
)
def test_bad_action_texts_say_why(text, message):
    with pytest.raises(IllegalActionError, match=message):
        Action.parse(text)


def test_action_values_are_immutable_and_order_free():
    a = Action.parse("damage hand b a deck 1")
    assert a == TakeDamage(("a", "b"), 1) and str(a) == "damage hand a b deck 1"
    with pytest.raises(AttributeError):
        a.deck = 3  # type: ignore[misc]


def test_seed_and_actions_replay_the_same_game():
    g = new_game(MAPS["showdown"], seed=11)
    rng = random.Random(5)
    while not g.is_terminal():
        g.apply_action(rng.choice(g.legal_actions()))
    again = replay(MAPS["showdown"], 11, [str(a) for a in g.history])
    assert [str(e) for e in again.events] == [str(e) for e in g.events]
    assert again.result == g.result and again.current_player() == TERMINAL_PLAYER


def test_clone_is_deep_and_independent():
    g = new_game(MAPS["final-stand"], seed=2)
    rng = random.Random(2)
    for _ in range(25):
        g.apply_action(rng.choice(g.legal_actions()))
    assert not g.is_terminal()
    c = g.clone()
    before = state_text(g), len(g.events)
    a = rng.choice(c.legal_actions())
    c.apply_action(a)
    for _ in range(30):
        if c.is_terminal():
            break
        c.apply_action(rng.choice(c.legal_actions()))
    assert (state_text(g), len(g.events)) == before
    # the copy draws the same dice: the same action gives the same events
    g.apply_action(a)
    d = g.clone()
    assert [str(e) for e in d.events] == [str(e) for e in g.events]
    assert c.game_map is g.game_map or c.catalog is g.catalog


def test_an_illegal_action_raises_and_changes_nothing():
    g = new_game(MAPS["final-stand"], seed=4)
    before = state_text(g), len(g.events), len(g.history), g.current_player()
    with pytest.raises(IllegalActionError, match="not legal now"):
        g.apply_action("pass")
    with pytest.raises(IllegalActionError):
        g.apply_action("flee")
    assert (state_text(g), len(g.events), len(g.history), g.current_player()) == before


def test_setup_opening_hand_of_6_and_one_reboot():
    g = new_game(MAPS["final-stand"], seed=9)
    for p in g.players:
        assert len(p.hand) == 6 and len(p.deck) == 19 and p.card_count == 25
    first = g.current_player()
    g.apply_action("reboot")
    assert "reboots" in str(g.events[-2]) or "reboots" in str(g.events[-1])
    assert g.current_player() != first  # one reboot only: the next player decides
    assert g.legal_actions() == [Keep(), Action.parse("reboot")]


def test_glory_hound_roll_off_rerolls_ties():
    g = game("final-stand")  # scripted: 6+6 against 1+1
    assert g.glory_hound == 0
    rolls = [e for e in g.events if isinstance(e, RollOff)]
    assert len(rolls) == 1 and rolls[0].rolls == ((0, (6, 6)), (1, (1, 1)))
    from engine.game import ScriptedDice

    g = new_game(MAPS["final-stand"], dice=ScriptedDice([3, 4, 5, 2, 1, 1, 2, 2]))
    assert g.glory_hound == 1 and len([e for e in g.events if isinstance(e, RollOff)]) == 2


def test_heavy_hitters_start_on_their_seats_start_hex_facing_the_centre():
    g = new_game(MAPS["three-walls"], seed=1)
    for seat, start in enumerate(MAPS["three-walls"].starts):
        assert g.players[seat].hh == start
        assert g.players[seat].facing == facing_centre(start)
    assert str(facing_centre(H("1F"))) == "S" and str(facing_centre(H("9F"))) == "N"


def test_turn_order_is_clockwise_from_the_glory_hound():
    """R-SEAT-1: Showdown seats 1B 1J 9B 9J go round 1B, 1J, 9J, 9B."""
    g = game("showdown")
    assert g.turn_order() == [0, 1, 3, 2]
    g.glory_hound = 3
    assert g.turn_order() == [3, 2, 0, 1]


def test_deck_building_rules():
    f = standin_catalog().faction("vanguard")
    ok = DeckSpec.of(
        "dire-laser",
        ["pulse-laser", "seeker-pod"],
        {"air-drop": 5, "ion-strike": 2, "deflector": 3, "jump-jets": 2},
    )
    assert deck_problems(f, ok) == []
    bad = DeckSpec.of("pulse-laser", ["arc-beam", "arc-beam"], {"air-drop": 6, "deflector": 9})
    problems = deck_problems(f, bad)
    assert any("not a primary" in p for p in problems)
    assert any("must differ" in p for p in problems)
    assert any("at most 5" in p for p in problems)
    assert any("25" in p for p in problems)
    with pytest.raises(GameSetupError, match="deck"):
        new_game(MAPS["final-stand"], config=GameConfig(decks=(bad, None)))


def test_factions_and_decks_from_the_configuration():
    g = new_game(MAPS["final-stand"], seed=1, config=GameConfig(factions=("neon", "neon")))
    assert [p.faction.id for p in g.players] == ["neon", "neon"]
    with pytest.raises(GameSetupError, match="3 factions for 2 players"):
        new_game(MAPS["final-stand"], config=GameConfig(factions=("neon",) * 3))


def test_invariants_hold_after_setup_on_every_map():
    for m in MAPS.values():
        assert check_invariants(new_game(m, seed=0)) == []


def test_heavy_hitter_moves_are_one_per_destination_and_facing():
    g = new_game(MAPS["final-stand"], seed=0)
    while g.phase != "movement":
        g.apply_action(g.legal_actions()[0])
    moves = [a for a in g.legal_actions() if isinstance(a, Move)]
    keys = {(a.destination, a.facing) for a in moves}
    assert len(keys) == len(moves) and len(moves) % 6 == 0


def test_clone_copies_every_field_of_the_state():
    """clone() copies the state's fields by name (compiled classes have no __dict__ to copy):
    a field added to GameState and forgotten there would be missing from every clone."""
    from engine.game.state import GameState

    g = game()
    if not hasattr(g, "__dict__"):  # the compiled engine: checked on the pure one
        return
    c = g.clone()
    assert isinstance(c, GameState) and set(vars(c)) == set(vars(g))
