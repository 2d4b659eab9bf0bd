"""Solo play (RULES.md §9 "Solo", R-SOLO-1, R-SOLO-2; the rulebook's SOLO PLAY section).

Hand-made positions with scripted dice: no shuffles, so a solo opponent's deck is in
:func:`solo_deck` order and its top is the end of that list.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core.errors import GameSetupError
from engine.game import GameConfig, ScriptedDice, UnitClass, check_invariants, new_game, state_text
from engine.game.actions import Deploy, TakeDamage
from engine.game.board_events import Moved, Tagged
from engine.game.catalog import CardKind
from engine.game.combat import CombatPhase, DeclareDecision, EndCombat, FireDecision
from engine.game.combat_events import ArmorSave, Shot
from engine.game.deploying import DeployDecision, DeployPhase
from engine.game.events import (
    EnergySpent,
    GloryHound,
    PhaseStarted,
    RollOff,
    RoundStarted,
    SoloDraw,
)
from engine.game.movement import HHMoveDecision
from engine.game.option_events import Achievement
from engine.game.reset import EndRound, ResetPhase
from engine.game.solo import SOLO_DECK_CARDS, SoloCombatDraw, solo_deck
from engine.game.state import GameState
from engine.game.tagging import TagDecision, TaggingPhase
from engine.game.targets import shot_options
from engine.mapmodel.model import GameMap
from tests.engine.game.helpers import H, at, declare, dice, put, texts, the_map, wreck


def solo_game(
    where: str | GameMap = "final-stand", opponents: int = 1, extra: int = 0, **config: object
) -> GameState:
    m = the_map(where) if isinstance(where, str) else where
    cfg = GameConfig(mode="solo", solo_opponents=opponents, solo_extra_weapons=extra, **config)  # type: ignore[arg-type]
    return new_game(m, dice=ScriptedDice([], strict=True), config=cfg)


def first_players(g: GameState, rounds: int) -> list[tuple[int, str, int]]:
    """(round, phase, seat) of the first decision of each Deploy and Movement phase,
    playing random legal actions."""
    rng = random.Random(1)
    found = []
    seen: set[tuple[int, str]] = set()
    while not g.is_terminal() and g.round <= rounds:
        key = (g.round, g.phase)
        if g.phase in ("deploy", "movement") and key not in seen:
            seen.add(key)
            found.append((g.round, g.phase, g.current_player()))
        g.apply_action(rng.choice(g.legal_actions()))
    return found


# -- setup ---------------------------------------------------------------------------------


def test_solo_deck_has_24_cards_two_primaries_three_secondaries_two_orbital_strikes():
    g = solo_game()
    p = g.players[1]
    assert len(p.deck) == SOLO_DECK_CARDS == 24 and not p.hand
    kinds = Counter(p.faction.card(c).kind for c in p.deck)
    assert kinds == {CardKind.PRIMARY: 10, CardKind.SECONDARY: 12, CardKind.ORBITAL: 2}
    counts = Counter(p.deck)
    assert sorted(n for c, n in counts.items() if p.faction.card(c).kind is CardKind.PRIMARY) == [
        5,
        5,
    ]
    assert sorted(n for c, n in counts.items() if p.faction.card(c).kind is CardKind.SECONDARY) == [
        4,
        4,
        4,
    ]
    assert sorted(counts.elements()) == sorted(solo_deck(p.faction))
    assert len(g.players[0].hand) == 6 and g.players[0].card_count == 25


def test_solo_game_has_no_glory_hound_roll_off():
    g = new_game(the_map("final-stand"), seed=5, config=GameConfig(mode="solo"))
    rng = random.Random(5)
    while not g.is_terminal():
        g.apply_action(rng.choice(g.legal_actions()))
    assert not any(isinstance(e, (RollOff, GloryHound)) for e in g.events)
    assert g.glory_hound == 0 and "Glory Hound" not in state_text(g).splitlines()[0]


def test_no_solo_play_sponsor_cards_are_removed():
    g = solo_game()
    marked = {s.id for s in g.catalog.sponsors if s.no_solo_play}
    assert marked == {"fake-shot"}
    assert not marked & set(g.sponsor_deck)
    full = Counter(g.catalog.sponsor_deck())
    assert Counter(g.sponsor_deck) == Counter({c: n for c, n in full.items() if c not in marked})


def test_two_solo_opponents_take_the_starts_farthest_from_the_player():
    g = solo_game("showdown", opponents=2)
    assert [str(h) for h in g.game_map.starts] == ["1B", "9J", "1J"]
    assert [str(p.hh) for p in g.players] == ["1B", "9J", "1J"]
    assert all(len(p.deck) == 24 for p in g.players[1:])


def test_solo_opponents_number_1_or_2_and_need_starts():
    with pytest.raises(GameSetupError, match="need a map of 3 or more starts"):
        solo_game("final-stand", opponents=2)
    with pytest.raises(GameSetupError, match="1 or 2"):
        solo_game("showdown", opponents=3)
    with pytest.raises(GameSetupError, match="mode"):
        new_game(the_map("final-stand"), config=GameConfig(mode="duel"))


# -- turn order ------------------------------------------------------------------------------


@pytest.mark.parametrize("where, opponents", [("final-stand", 1), ("three-walls", 2)])
def test_solo_player_moves_first_every_round(where: str, opponents: int):
    # a seed whose random game lasts the six rounds looked at, on both maps
    g = new_game(the_map(where), seed=5, config=GameConfig(mode="solo", solo_opponents=opponents))
    firsts = first_players(g, 6)
    assert len(firsts) >= 6
    assert all(q == 0 for _, _, q in firsts), firsts
    movers: list[list[int]] = []  # per round, the Heavy Hitters in the order they moved
    for e in g.events:
        if isinstance(e, RoundStarted):
            movers.append([])
        elif isinstance(e, Moved) and e.unit == "HH":
            movers[-1].append(e.player)
    full = [m for m in movers if len(m) == opponents + 1]
    assert len(full) >= 5 and all(m[0] == 0 for m in full), movers


def test_solo_player_stays_first_however_many_tags_the_opponent_could_place():
    g = solo_game()
    put(g, 0, "HH", "2F", facing="S")
    put(g, 1, "HH", "4D", facing="N")  # next to the buildings 3C 3E 5C…
    at(g, TaggingPhase(), ResetPhase(), DeployPhase(), phase="tagging")
    assert g.current_player() == 0
    assert g.turn_order() == [0, 1]


# -- no energy, no hand, free deploy and movement ----------------------------------------------


def test_solo_opponent_deploys_free_within_1_hex_of_its_heavy_hitter():
    g = solo_game()
    put(g, 1, "HH", "7F", facing="N")
    at(g, DeployDecision(1), phase="deploy")
    deploys = [a for a in g.legal_actions() if isinstance(a, Deploy)]
    assert deploys and {a.hex.distance(H("7F")) for a in deploys} == {1}
    before = len(g.events)
    g.apply_action("deploy combat 6F")
    assert g.players[1].units[UnitClass.COMBAT] == H("6F") and g.players[1].energy == 0
    assert not any(isinstance(e, EnergySpent) for e in g.events[before:])


def test_solo_opponent_heavy_hitter_moves_up_to_3_hexes_free():
    g = solo_game()
    put(g, 1, "HH", "7F", facing="N")
    at(g, HHMoveDecision(1), phase="movement")
    far = max(len(a.path) - 1 for a in g.legal_actions() if hasattr(a, "path"))
    assert far == 3
    g.apply_action("move HH 7F-6F-5F-4F face N")
    assert g.players[1].hh == H("4F") and g.players[1].energy == 0
    assert g.players[1].damage == []  # no critical energy either


# -- combat --------------------------------------------------------------------------------


def test_solo_combat_draw_takes_the_die_s_number_of_cards_off_the_top():
    g = solo_game()
    p = g.players[1]
    deck = list(p.deck)
    orbital, third = deck[-1], deck[-3]  # the top: 2 orbital strikes, then 4 × a secondary
    assert p.faction.card(orbital).kind is CardKind.ORBITAL and deck[-2] == orbital
    dice(g).add(6)  # 4 cards
    at(g, SoloCombatDraw(1), phase="combat")
    draw = next(e for e in g.events if isinstance(e, SoloDraw))
    assert (draw.player, draw.roll, draw.cards) == (1, 6, 4)
    assert p.deck == deck[:-4]
    assert p.firing_line == [orbital, third]  # one copy of each weapon
    assert p.discard == [orbital, third]  # the duplicates
    assert not p.hand and p.card_count == 24


@pytest.mark.parametrize("roll, cards", [(1, 2), (2, 2), (3, 3), (4, 3), (5, 3), (6, 4)])
def test_solo_combat_draw_follows_the_quick_reference(roll: int, cards: int):
    g = solo_game()
    dice(g).add(roll)
    at(g, SoloCombatDraw(1), phase="combat")
    assert len(g.players[1].deck) == 24 - cards


def test_solo_extra_weapons_draw_more_cards():
    g = solo_game(extra=2)
    dice(g).add(1)
    at(g, SoloCombatDraw(1), phase="combat")
    draw = next(e for e in g.events if isinstance(e, SoloDraw))
    assert (draw.roll, draw.cards) == (1, 4) and len(g.players[1].deck) == 20


def test_solo_opponent_does_not_declare_and_its_unfired_weapons_go_to_the_discard_pile():
    g = solo_game()
    put(g, 0, "HH", "1A", facing="S")
    put(g, 1, "HH", "9K", facing="N")  # 10 apart: nothing is in range
    p = g.players[1]
    orbital = p.deck[-1]
    at(g, CombatPhase(), phase="combat")
    assert isinstance(g.decision, DeclareDecision) and g.current_player() == 0
    dice(g).add(1)  # its combat die: 2 cards, both orbital strikes
    g.apply_action("declare")
    assert sum(1 for a in g.history if str(a).startswith("declare")) == 1
    assert p.discard == [orbital, orbital] and not p.firing_line and not p.hand
    assert f"P2 {orbital}: not fired, to the discard pile" in [str(e) for e in g.events]


def test_solo_opponent_weapons_left_on_the_firing_line_go_to_the_discard_pile():
    g = solo_game()
    p = g.players[1]
    secondaries = list(p.faction.default_deck.secondaries)
    for c in secondaries:
        p.deck.remove(c)
        p.firing_line.append(c)
    at(g, EndCombat(), phase="combat")
    assert p.discard == secondaries and not p.hand and not p.firing_line


def test_solo_opponent_takes_damage_off_the_top_of_its_deck():
    g = solo_game()
    put(g, 0, "HH", "4F", facing="S")
    put(g, 1, "HH", "5F", facing="S")
    declare(g, 0, "dire-laser")
    p = g.players[1]
    deck = list(p.deck)
    at(g, FireDecision(0, "dire-laser"), phase="combat")
    damage = g.players[0].faction.card("dire-laser").damage
    dice(g).add(4, 4, *([1] * damage))  # a hit; every save fails
    g.apply_action("fire dire-laser 5F")
    assert p.damage == deck[::-1][:damage]  # the top cards, in the order taken
    assert p.deck == deck[:-damage]
    assert not any(isinstance(a, TakeDamage) for a in g.history)  # never asked


def test_solo_opponent_is_destroyed_when_all_24_cards_are_damaged():
    g = solo_game()
    put(g, 0, "HH", "4F", facing="S")
    put(g, 1, "HH", "5F", facing="S")
    p = g.players[1]
    p.damage.extend(p.deck[:-1])
    del p.deck[:-1]
    assert len(p.damage) == 23 and p.alive
    declare(g, 0, "dire-laser")
    at(g, FireDecision(0, "dire-laser"), phase="combat")
    dice(g).add(6, 6)  # a critical hit: no save
    g.apply_action("fire dire-laser 5F")
    assert not p.alive and len(p.damage) == 24
    assert g.result is not None and g.result.winners == (0,)
    assert g.result.win_type == "destruction"


def test_solo_repair_unit_repairs_on_3_or_more():
    g = solo_game()
    p = g.players[1]
    put(g, 1, "HH", "8F")
    put(g, 1, "repair", "7F")
    p.damage.append(p.deck.pop())
    at(g, FireDecision(1, "repair"), phase="combat")
    assert "repair" in texts(g.legal_actions())
    dice(g).add(2)
    g.apply_action("repair")
    assert len(p.damage) == 1 and not p.discard  # 2 fails
    at(g, FireDecision(1, "repair"), phase="combat")
    dice(g).add(3)
    g.apply_action("repair")
    assert p.damage == [] and len(p.discard) == 1  # 3 repairs


# -- achievements, tagging, reset ----------------------------------------------------------------


def test_solo_flank_hit_moves_no_pilot_token():
    g = solo_game()
    put(g, 0, "HH", "4F", facing="S")
    put(g, 1, "HH", "5F", facing="S")  # the attacker stands behind it: a flank hit
    declare(g, 0, "dire-laser")
    at(g, FireDecision(0, "dire-laser"), phase="combat")
    dice(g).add(4, 4, *([6] * 7))  # a hit, every point saved
    g.apply_action("fire dire-laser 5F")
    shot = next(e for e in g.events if isinstance(e, Shot))
    assert any("flank" in m for m in shot.modifiers)
    assert any(isinstance(e, ArmorSave) for e in g.events)
    assert g.players[0].track == 0 and not any(isinstance(e, Achievement) for e in g.events)


def test_solo_opponent_does_not_act_in_tagging_and_reset():
    g = solo_game()
    put(g, 0, "HH", "1F", facing="S")
    put(g, 1, "HH", "4D", facing="N")  # next to buildings: it could tag
    put(g, 1, "combat", "4C")  # so could this one (3C, 5C)
    g.players[0].energy = 1
    at(g, TaggingPhase(), ResetPhase(), phase="tagging")
    p = g.players[1]
    assert p.tags_placed == 0 and not g.tags
    assert not any(isinstance(e, Tagged) for e in g.events)
    assert not p.hand and p.energy == 0 and len(p.deck) == 24
    assert g.players[0].energy == 5  # the player's reset still happens
    assert any(isinstance(e, PhaseStarted) and e.phase == "Reset" for e in g.events)


def test_solo_player_demolition_moves_no_pilot_and_four_win():
    g = solo_game()
    g.players[0].rubble = 3
    put(g, 0, "HH", "4D", facing="N")
    face = H("3E").direction_to(H("4D"))
    assert face is not None
    others = [d for d in range(6) if d != face.index][:3]
    g.tags[H("3E")] = tuple(0 if d in others else -1 for d in range(6))
    at(g, TagDecision(0), phase="tagging")
    g.apply_action("tag HH 3E")
    assert g.result is not None and g.result.winners == (0,)
    assert g.result.win_type == "demolition" and g.players[0].track == 0


# -- the end -------------------------------------------------------------------------------------


def test_solo_opponents_win_together_when_the_player_is_destroyed():
    g = solo_game("showdown", opponents=2)
    put(g, 0, "HH", "5F", facing="N")
    put(g, 1, "HH", "4F", facing="S")
    wreck(g, 0)
    g.players[0].deck.append(g.players[0].damage.pop())  # one card from destruction
    p = g.players[1]
    p.firing_line.append(p.faction.default_deck.primary)
    p.deck.remove(p.faction.default_deck.primary)
    source = p.faction.default_deck.primary
    at(g, FireDecision(1, source), phase="combat")
    dice(g).add(6, 6)
    g.apply_action(f"fire {source} 5F")
    assert g.result is not None and g.result.winners == (1, 2)
    assert g.result.win_type == "destruction"


def test_solo_player_must_destroy_every_opponent():
    g = solo_game("showdown", opponents=2)
    from engine.game.damage import eliminate

    eliminate(g, 2)
    assert g.result is None  # one opponent left: play on
    eliminate(g, 1)
    assert g.result is not None and g.result.winners == (0,)


def test_solo_round_limit_goes_to_the_opponents():
    g = solo_game("showdown", opponents=2, max_rounds=3)
    g.round = 3
    at(g, EndRound())
    assert g.result is not None and g.result.winners == (1, 2)
    assert g.result.win_type == "round limit"


def test_solo_invariants_hold_in_random_playouts_with_two_opponents():
    for seed in range(4):
        g = new_game(
            the_map("citadel"),
            seed=seed,
            config=GameConfig(mode="solo", solo_opponents=2, solo_extra_weapons=seed % 2),
        )
        rng = random.Random(seed)
        while not g.is_terminal():
            g.apply_action(rng.choice(g.legal_actions()))
            assert not check_invariants(g)
        assert g.result is not None and g.result.winners


def test_solo_opponents_never_target_one_another():
    g = solo_game("showdown", opponents=2)
    put(g, 0, "HH", "1B", facing="S")
    put(g, 1, "HH", "5F", facing="N")
    put(g, 2, "HH", "4F", facing="S")  # right in front of P2
    p = g.players[1]
    p.deck.remove(p.faction.default_deck.primary)
    declare(g, 1, p.faction.default_deck.primary)
    assert not [
        o for o in shot_options(g, 1, p.faction.default_deck.primary) if o.target_player == 2
    ]
    assert all(o.target_player == 0 for o in shot_options(g, 1, p.faction.default_deck.primary))
