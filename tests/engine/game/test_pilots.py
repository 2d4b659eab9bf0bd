"""Pilots and the alternate achievements board (R-PILOT-1…3, R-ACH-1, R-ACH-2): rule tests
on hand-made positions with scripted dice."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import CatalogError, GameSetupError
from engine.files.resources import catalog_path
from engine.game import Action, GameConfig, replay, state_text
from engine.game.achievements import PathDecision
from engine.game.actions import ChoosePath, ChoosePilot, Reroll
from engine.game.catalog_file import catalog_from_data, loads_catalog
from engine.game.combat import FireDecision
from engine.game.combat_events import ArmorSave, AttackRoll
from engine.game.movement import HHMoveDecision, MovementPhase
from engine.game.option_events import PilotAbility, UpgradeUnlocked
from engine.game.pilots import PilotDecision, choosing_order
from engine.game.reset import ResetPhase
from engine.game.scoring import advance_track
from engine.game.setup import new_game
from tests.engine.game.helpers import at, declare, dice, game, hand, new_events, put, texts

PILOTS = GameConfig(pilots=True)


def pilots(*factions: str) -> GameConfig:
    return GameConfig(factions=factions, pilots=True)


# -- setup ------------------------------------------------------------------------------------


def test_the_default_game_has_no_pilots_and_no_paths():
    g = game("final-stand")
    assert texts(g.legal_actions()) == ["keep", "reboot"]
    assert all(p.pilot is None and p.path is None for p in g.players)


def test_each_player_gets_the_pilot_of_their_faction_before_the_opening_hands():
    """R-PILOT-1: with one pilot a faction the engine takes it; hands come afterwards."""
    g = game("final-stand", config=pilots("zenith", "neon"))
    assert [p.pilot.id for p in g.players if p.pilot] == ["orla-quill", "dex-kilo"]
    lines = new_events(g, 0)
    chosen = [i for i, e in enumerate(lines) if " pilot: " in e]
    hands = [i for i, e in enumerate(lines) if "opening hand" in e]
    assert len(chosen) == 2 and max(chosen) < min(hands)
    assert "P1 pilot: Orla Quill (stand-in) (reroll 1)" in lines
    assert "P2 pilot: Dex Kilo (stand-in) (brace 1)" in lines


def test_pilots_are_chosen_counter_clockwise_with_the_glory_hound_last():
    """R-PILOT-1: from the player right of the Glory Hound, counter-clockwise."""
    g = game("showdown", config=GameConfig(achievements="alternate"))  # P1 is Glory Hound
    assert g.glory_hound == 0
    assert choosing_order(g) == g.turn_order()[::-1]
    assert choosing_order(g)[-1] == 0
    order = []
    while isinstance(g.decision, PathDecision):
        order.append(g.current_player())
        g.apply_action("path power")
    assert order == choosing_order(g)


def test_a_pilot_taken_is_not_offered_again_unless_the_faction_has_no_other():
    """R-PILOT-2 with a catalog of two Vanguard pilots, in a mirror match."""
    data = json.loads(open(catalog_path("standin"), encoding="utf-8").read())
    data["pilots"].append(
        {
            "id": "nova-reyes",
            "name": "Nova Reyes",
            "faction": "vanguard",
            "ability": {"kind": "draw", "value": 1},
        }
    )
    cat = catalog_from_data(data)
    m = game("final-stand").game_map
    from engine.game import ScriptedDice

    g = new_game(
        m, dice=ScriptedDice([6, 6, 1, 1]), catalog=cat, config=pilots("vanguard", "vanguard")
    )
    assert isinstance(g.decision, PilotDecision) and g.current_player() == 1
    assert texts(g.legal_actions()) == ["pilot kestrel-vance", "pilot nova-reyes"]
    g.apply_action("pilot nova-reyes")
    assert g.players[0].pilot is not None and g.players[0].pilot.id == "kestrel-vance"
    # the stand-in catalog's single pilot goes to both players of a mirror match
    g2 = game("final-stand", config=pilots("neon", "neon"))
    assert [p.pilot.id for p in g2.players if p.pilot] == ["dex-kilo", "dex-kilo"]


def test_a_solo_game_refuses_pilots_and_the_alternate_board():
    """Rulebook, SOLO PLAY: no Achievements Board, Pilots or Upgrades."""
    for config in (
        GameConfig(mode="solo", pilots=True),
        GameConfig(mode="solo", achievements="alternate"),
    ):
        with pytest.raises(GameSetupError, match="solo game uses no"):
            game("final-stand", config=config)
    with pytest.raises(GameSetupError, match="achievements 'reverse'"):
        game("final-stand", config=GameConfig(achievements="reverse"))


def test_a_catalog_without_a_pilot_for_a_faction_refuses_pilots():
    data = json.loads(open(catalog_path("standin"), encoding="utf-8").read())
    data["pilots"] = [p for p in data["pilots"] if p["faction"] != "neon"]
    cat = catalog_from_data(data)
    with pytest.raises(GameSetupError, match="no pilot for the faction 'neon'"):
        new_game(game("final-stand").game_map, 1, catalog=cat, config=pilots("vanguard", "neon"))
    new_game(game("final-stand").game_map, 1, catalog=cat)  # without pilots it plays


def test_catalog_pilots_and_paths_are_checked_with_their_place():
    data = json.loads(open(catalog_path("standin"), encoding="utf-8").read())
    data["pilots"][1]["faction"] = "atlantis"
    data["achievements"]["paths"][2]["upgrades"] = ["targeting-suite", "reactor-boost"]
    with pytest.raises(CatalogError) as e:
        loads_catalog(json.dumps(data), "mine.catalog.json")
    lines = str(e.value).splitlines()
    assert any(
        line.startswith("mine.catalog.json: /pilots/1/faction: no faction 'atlantis'")
        for line in lines
    )
    assert any(
        line.startswith(
            "mine.catalog.json: /achievements/paths/2/upgrades: a path unlocks every upgrade once"
        )
        for line in lines
    )
    data = json.loads(open(catalog_path("standin"), encoding="utf-8").read())
    data["pilots"][0]["ability"] = {"kind": "teleport", "value": 1}
    with pytest.raises(CatalogError, match="/pilots/0/ability"):
        loads_catalog(json.dumps(data), "mine.catalog.json")


def test_catalog_pilot_and_path_ids_must_differ():
    data = json.loads(open(catalog_path("standin"), encoding="utf-8").read())
    data["pilots"][2]["id"] = data["pilots"][0]["id"]
    data["achievements"]["paths"][1]["id"] = data["achievements"]["paths"][0]["id"]
    with pytest.raises(CatalogError) as e:
        loads_catalog(json.dumps(data), "mine.catalog.json")
    lines = str(e.value).splitlines()
    pilot, path = data["pilots"][0]["id"], data["achievements"]["paths"][0]["id"]
    assert (
        f"mine.catalog.json: /pilots/2/id: the pilot id {pilot!r} is used twice"
        " (also /pilots/0); ids must differ"
    ) in lines
    assert (
        f"mine.catalog.json: /achievements/paths/1/id: the path id {path!r} is used"
        " twice (also /achievements/paths/0); ids must differ"
    ) in lines


def test_setup_choices_print_and_parse():
    for text, action in (
        ("pilot dex-kilo", ChoosePilot("dex-kilo")),
        ("path guard", ChoosePath("guard")),
        ("reroll pilot", Reroll(pilot=True)),
        ("reroll", Reroll()),
    ):
        assert Action.parse(text) == action and str(action) == text


# -- abilities ------------------------------------------------------------------------------


def test_stride_the_first_hex_of_the_move_costs_no_energy():
    """Kestrel Vance (stride 1): three hexes for 2 energy; without pilots 3."""
    for config, cost in (
        (pilots("vanguard", "rustbelt"), 2),
        (GameConfig(factions=("vanguard", "rustbelt")), 3),
    ):
        g = game("final-stand", config=config)
        put(g, 0, "HH", "1F", facing="S")
        at(g, MovementPhase(), phase="movement")
        assert isinstance(g.decision, HHMoveDecision) and g.current_player() == 0
        assert g.decision.sprint == (1 if config.pilots else 0)
        g.apply_action("move HH 1F-2F-3F-4F face S")
        assert g.players[0].energy == 5 - cost
        assert f"P1 HH moves 1F-2F-3F-4F, faces S ({cost} energy)" in new_events(g, 0)


def test_stride_is_only_the_vanguard_pilots():
    g = game("final-stand", config=pilots("rustbelt", "vanguard"))
    at(g, MovementPhase(), phase="movement")
    assert isinstance(g.decision, HHMoveDecision) and g.decision.sprint == 0


def _shootout(config: GameConfig) -> object:
    """P1's Heavy Hitter on 5F facing S, P2's on 6F facing N: adjacent, no flank, 5+."""
    g = game("final-stand", config=config)
    put(g, 0, "HH", "5F", facing="S")
    put(g, 1, "HH", "6F", facing="N")
    hand(g, 1)  # no cards: no reactions
    g.round = 1
    return g


def _fire_at_6f(g: object, weapon: str, *rolls: int) -> ArmorSave:
    """Fire ``weapon`` at P2's Heavy Hitter on 6F with these dice (the attack roll, then
    the saves); the armor save it brought about."""
    dice(g).add(*rolls)
    g.apply_action(f"fire {weapon} 6F")
    return [e for e in g.events if isinstance(e, ArmorSave)][-1]


def test_reroll_once_a_round_without_a_card():
    """Orla Quill (reroll 1): the first missed attack of the round may be re-rolled, the
    second not; the next round it may again (R-PILOT-3)."""
    g = _shootout(pilots("zenith", "vanguard"))
    declare(g, 0, "starfall-missiles", "micro-missiles")
    at(g, FireDecision(0, "starfall-missiles"), FireDecision(0, "micro-missiles"), phase="combat")
    dice(g).add(1, 2)  # 3 against 5: a miss
    g.apply_action("fire starfall-missiles 6F")
    assert texts(g.legal_actions()) == ["accept", "reroll pilot"]
    damage = g.players[0].faction.card("starfall-missiles").damage
    dice(g).add(3, 3, *[6] * damage)  # the re-roll hits; every save succeeds
    g.apply_action("reroll pilot")
    assert any(isinstance(e, PilotAbility) for e in g.events)
    rolls = [e for e in g.events if isinstance(e, AttackRoll)]
    assert [r.outcome for r in rolls] == ["miss", "hit"]
    dice(g).add(1, 2)
    g.apply_action("fire micro-missiles 6F")  # misses: no second re-roll this round
    assert g.legal_actions() == []
    assert [r.outcome for r in g.events if isinstance(r, AttackRoll)][-1] == "miss"
    g.round = 2
    declare(g, 0, "micro-missiles")
    at(g, FireDecision(0, "micro-missiles"), phase="combat")
    dice(g).add(1, 2)
    g.apply_action("fire micro-missiles 6F")
    assert texts(g.legal_actions()) == ["accept", "reroll pilot"]


def test_no_pilot_reroll_without_the_ability():
    g = _shootout(pilots("vanguard", "zenith"))
    declare(g, 0, "dire-laser")
    at(g, FireDecision(0, "dire-laser"), phase="combat")
    dice(g).add(1, 2)
    g.apply_action("fire dire-laser 6F")
    assert g.legal_actions() == []  # the miss stands: nothing to re-roll with


def test_brace_the_first_armor_saves_of_the_round_succeed_on_4():
    """Dex Kilo (brace 1): the saves against the round's first attack of 4 or more damage
    on 4+, later ones on 5+."""
    g = _shootout(pilots("vanguard", "neon"))
    declare(g, 0, "dire-laser", "pulse-laser")
    at(g, FireDecision(0, "dire-laser"), FireDecision(0, "pulse-laser"), phase="combat")
    # a hit (8); seven saves of 4: all succeed on 4+
    save = _fire_at_6f(g, "dire-laser", 4, 4, 4, 4, 4, 4, 4, 4, 4)
    assert (save.armor, save.saved, save.damage) == (4, 7, 0)
    assert "P2 pilot ability: braces: saves on 4+" in new_events(g, 0)
    # pulse laser: a hit; two saves of 4 now fail on 5+
    save = _fire_at_6f(g, "pulse-laser", 4, 4, 4, 4)
    assert (save.armor, save.saved, save.damage) == (5, 0, 2)


def test_brace_waits_for_an_attack_of_4_or_more_damage():
    """A stray 2-damage shot first does not spend the brace; the dire laser (7) gets it."""
    g = _shootout(pilots("vanguard", "neon"))
    declare(g, 0, "dire-laser", "pulse-laser")
    at(g, FireDecision(0, "pulse-laser"), FireDecision(0, "dire-laser"), phase="combat")
    # pulse laser: a hit; two saves of 4 fail on 5+
    save = _fire_at_6f(g, "pulse-laser", 4, 4, 4, 4)
    assert (save.armor, save.damage) == (5, 2)
    assert not any(isinstance(e, PilotAbility) for e in g.events)
    save = _fire_at_6f(g, "dire-laser", 4, 4, *[4] * 7)
    assert (save.armor, save.saved) == (4, 7)


def test_brace_without_pilots_is_5_plus():
    g = _shootout(GameConfig(factions=("vanguard", "neon")))
    declare(g, 0, "dire-laser")
    at(g, FireDecision(0, "dire-laser"), phase="combat")
    save = _fire_at_6f(g, "dire-laser", 4, 4, *[4] * 7)
    assert (save.armor, save.saved) == (5, 0)


def test_draw_the_hand_refills_to_8_at_reset():
    """Mags Rook (draw 2): 8 cards after the Reset phase; the other player 6."""
    g = game("final-stand", config=pilots("rustbelt", "vanguard"))
    hand(g, 0, "wrecking-cannon")
    hand(g, 1, "dire-laser")
    at(g, ResetPhase())
    assert [len(p.hand) for p in g.players] == [8, 6]
    assert "P1 draws 7 cards (hand back to 8)" in new_events(g, 0)


def test_draw_discards_down_to_8():
    g = game("final-stand", config=pilots("rustbelt", "vanguard"))
    p = g.players[0]
    while len(p.hand) < 9:
        p.hand.append(p.deck.pop())
    at(g, ResetPhase())
    assert g.current_player() == 0 and "hand back to 8" in g.decision.describe(g)
    g.apply_action(g.legal_actions()[0])
    assert len(p.hand) == 8 and g.legal_actions() == []


# -- the alternate achievements board -----------------------------------------------------


def test_alternate_board_each_player_picks_a_path_as_a_legal_action():
    """R-ACH-2: ``path ID`` at setup, every path open to every player."""
    g = game("final-stand", config=GameConfig(achievements="alternate"))
    assert isinstance(g.decision, PathDecision) and g.current_player() == 1
    assert texts(g.legal_actions()) == ["path guard", "path power", "path strike"]
    g.apply_action("path guard")
    assert texts(g.legal_actions()) == ["path guard", "path power", "path strike"]
    g.apply_action("path guard")
    assert [p.path for p in g.players] == ["guard", "guard"]
    assert texts(g.legal_actions()) == ["keep", "reboot"]
    again = replay(
        g.initial_map,
        g.seed,
        [str(a) for a in g.history],
        config=GameConfig(achievements="alternate"),
    )
    assert [p.path for p in again.players] == ["guard", "guard"]


def test_a_path_unlocks_the_upgrades_in_its_own_order():
    """R-ACH-1: the Guard path's first upgrade space (2) unlocks Reinforced Hull, the
    Strike path's Targeting Suite; the standard side's Reactor Boost on neither."""
    g = game("final-stand", config=GameConfig(achievements="alternate"))
    g.apply_action("path guard")  # P2
    g.apply_action("path strike")  # P1
    for _ in range(2):
        advance_track(g, 0, "test")
        advance_track(g, 1, "test")
    unlocked = [(e.player, e.upgrade) for e in g.events if isinstance(e, UpgradeUnlocked)]
    assert unlocked == [(0, "Targeting Suite (stand-in)"), (1, "Reinforced Hull (stand-in)")]
    assert (g.upgrade_bonus(1, "armor"), g.upgrade_bonus(1, "reactor")) == (1, 0)
    assert (g.upgrade_bonus(0, "targeting"), g.upgrade_bonus(0, "reactor")) == (1, 0)
    for _ in range(2):
        advance_track(g, 1, "test")
    assert (g.upgrade_bonus(1, "targeting"), g.upgrade_bonus(1, "reactor")) == (1, 0)


def test_a_reached_armor_path_saves_on_4_in_combat():
    g = _shootout(GameConfig(factions=("vanguard", "neon"), achievements="alternate"))
    g.players[1].path = "guard"
    g.players[0].path = "power"
    g.players[1].track = 2
    declare(g, 0, "dire-laser")
    at(g, FireDecision(0, "dire-laser"), phase="combat")
    save = _fire_at_6f(g, "dire-laser", 4, 4, *[4] * 7)
    assert (save.armor, save.saved) == (4, 7)


def test_pilot_and_path_show_in_the_state_text():
    g = game("final-stand", config=GameConfig(pilots=True, achievements="alternate"))
    g.apply_action("path strike")
    g.apply_action("path power")
    text = state_text(g)
    assert "pilot Kestrel Vance (stand-in) (stride 1)" in text
    assert "path strike" in text and "path power" in text
