"""The full-rules bot: it plays every decision within the rules, never changes the state
it is shown, is deterministic, beats the random bot, and goes for both ways to win."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.bots import FullBot, make_bot
from engine.files.mapfile import load_map
from engine.files.resources import BUILTIN_MAPS, builtin_map_path
from engine.game import (
    Declare,
    Fire,
    GameConfig,
    Move,
    Repair,
    Tag,
    UnitClass,
    new_game,
    observe,
    state_text,
)
from engine.game.combat import DeclareDecision, FireDecision
from engine.game.movement import HHMoveDecision
from engine.game.state import GameState
from engine.game.tagging import TagDecision
from engine.geometry.zones import Side
from engine.playtest import game_seed, lineup
from tests.engine.game.helpers import H, at, declare, game, hand, put, the_map, wreck


def play(slug: str, seed: int, kinds: list[str], **config: object) -> GameState:
    g = new_game(the_map(slug), seed=seed, config=GameConfig(**config))  # type: ignore[arg-type]
    bots = [make_bot(kind, s, seed) for s, kind in enumerate(kinds)]
    while not g.is_terminal():
        g.apply_action(bots[g.current_player()].choose(observe(g)))
    return g


def snapshot(g: GameState) -> tuple[object, ...]:
    return (
        state_text(g),
        len(g.history),
        len(g.events),
        g.stack.copy(),
        g.pending,
        dict(g.occupant),
        dict(g.tags),
        [(p.energy, list(p.hand), list(p.deck), list(p.damage), dict(p.units)) for p in g.players],
    )


def test_choosing_never_changes_the_state_and_every_choice_is_legal():
    g = new_game(the_map("three-walls"), seed=5)
    bots = [FullBot(s, 5) for s in range(g.num_players)]
    while not g.is_terminal():
        before = snapshot(g)
        action = bots[g.current_player()].choose(observe(g))
        assert snapshot(g) == before
        g.apply_action(action)  # raises if the action were illegal


@pytest.mark.parametrize("slug", BUILTIN_MAPS)
def test_plays_a_whole_game_on_every_map(slug):
    g = play(slug, 3, ["full"] * load_map(builtin_map_path(slug)).players)
    assert g.result is not None


def test_plays_the_fallout_side():
    m = the_map("final-stand").with_side(Side.FALLOUT)
    g = new_game(m, seed=2)
    bots = [FullBot(s, 2) for s in range(2)]
    while not g.is_terminal():
        g.apply_action(bots[g.current_player()].choose(observe(g)))
    assert g.result is not None


def test_the_same_seed_plays_the_same_game():
    a = play("final-stand", 9, ["full", "full"])
    b = play("final-stand", 9, ["full", "full"])
    assert [str(x) for x in a.history] == [str(x) for x in b.history]


def test_beats_the_random_bot_from_either_seat():
    wins = 0
    games = 16
    for i in range(games):
        hero = i % 2
        kinds = ["full" if s == hero else "random" for s in range(2)]
        g = play("final-stand", 100 + i, kinds)
        wins += hero in g.result.winners  # type: ignore[union-attr]
    assert wins >= games - 1


def test_beats_three_random_bots_on_showdown():
    wins = 0
    for i in range(4):
        hero = i % 4
        kinds = ["full" if s == hero else "random" for s in range(4)]
        g = play("showdown", 200 + i, kinds)
        wins += hero in g.result.winners  # type: ignore[union-attr]
    assert wins >= 3


def test_goes_for_both_ways_to_win():
    ways = Counter()
    factions = ("vanguard", "rustbelt", "zenith", "neon")
    for i in range(16):
        g = play("final-stand", game_seed(4, i), ["full", "full"], factions=lineup(i, 2, factions))
        ways[g.result.win_type] += 1  # type: ignore[union-attr]
    assert ways["demolition"] >= 2 and ways["destruction"] >= 2


# -- single decisions on hand-made positions --------------------------------------------


def test_fires_at_the_heavy_hitter_rather_than_a_support_unit():
    g = game("final-stand")
    put(g, 0, "HH", "4F", facing="S")
    put(g, 1, "HH", "6F")
    put(g, 1, "recon", "5E")
    declare(g, 0, "dire-laser")
    at(g, FireDecision(0, "dire-laser"), phase="combat")
    assert FullBot(0).choose(observe(g)) == Fire("dire-laser", H("6F"))


def test_a_repair_unit_repairs_rather_than_pecks_at_a_heavy_hitter():
    g = game("final-stand")
    put(g, 0, "repair", "2F")
    put(g, 1, "HH", "3F")
    for _ in range(3):
        g.players[0].damage.append(g.players[0].deck.pop())
    at(g, FireDecision(0, "repair"), phase="combat")
    assert FullBot(0).choose(observe(g)) == Repair()


def test_declares_within_its_free_energy():
    g = game("final-stand")
    put(g, 0, "HH", "4F", facing="S")
    put(g, 1, "HH", "7F")
    hand(g, 0, "dire-laser", "pulse-laser", "deflector")
    g.players[0].energy = 2
    at(g, DeclareDecision(0), phase="combat")
    assert FullBot(0).choose(observe(g)) == Declare(("pulse-laser",))  # no critical energy for more


def test_spends_critical_energy_on_a_finishing_blow():
    g = game("final-stand")
    put(g, 0, "HH", "4F", facing="S")
    put(g, 1, "HH", "6F")
    hand(g, 0, "dire-laser", "pulse-laser")
    g.players[0].energy = 1
    wreck(g, 1)
    p = g.players[1]
    p.deck.extend(p.damage[:2])  # two cards from destruction
    del p.damage[:2]
    at(g, DeclareDecision(0), phase="combat")
    action = FullBot(0).choose(observe(g))
    assert isinstance(action, Declare) and "dire-laser" in action.weapons


def test_tags_the_building_it_can_demolish():
    g = game("final-stand")
    put(g, 0, "HH", "4D")  # touches 3C, 3E and 5C
    g.tags[H("3E")] = (0, 0, 0, -1, -1, -1)  # 3 of P1's tags on 3E: the 4th demolishes it
    at(g, TagDecision(0), phase="tagging")
    action = FullBot(0).choose(observe(g))
    assert action == Tag(UnitClass.HH, H("3E"))


def test_moves_next_to_a_building_it_can_demolish():
    g = game("final-stand")
    put(g, 0, "HH", "1F")
    g.tags[H("3E")] = (-1, -1, -1, 0, 0, 0)  # P1 on the S, SW and NW faces (4E, 4D, 3D)
    hand(g, 0)  # nothing to fire: the move is about the tag
    at(g, HHMoveDecision(0), phase="movement")
    action = FullBot(0).choose(observe(g))
    assert isinstance(action, Move)
    assert action.destination in (H("2E"), H("3F"), H("4F"))  # a face that demolishes 3E
