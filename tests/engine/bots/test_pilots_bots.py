"""The bots with pilots and on the alternate achievements board: the stated rules."""

from __future__ import annotations

from engine.bots import make_bot
from engine.game import GameConfig, observe
from engine.game.achievements import PathDecision
from engine.game.actions import Reroll
from engine.game.attack_rolls import RerollDecision
from engine.game.combat import FireDecision
from tests.engine.game.helpers import at, declare, dice, game, hand, put


def test_the_full_bot_takes_the_power_path_unless_its_kit_fits_the_free_energy():
    """Vanguard's primary and two secondaries cost 6 energy (a reactor point counts 3): the
    Power path; Neon's cost 5 (a reactor point counts 1.5): the Strike path."""
    g = game(
        "final-stand", config=GameConfig(factions=("vanguard", "neon"), achievements="alternate")
    )
    picks = {}
    while isinstance(g.decision, PathDecision):
        q = g.current_player()
        action = make_bot("full", q, 1).choose(observe(g))
        picks[g.players[q].faction.id] = str(action)
        g.apply_action(action)
    assert picks == {"vanguard": "path power", "neon": "path strike"}


def test_bots_reroll_a_missed_shot_at_a_heavy_hitter_with_the_pilot():
    for kind in ("full", "solo"):
        g = game("final-stand", config=GameConfig(factions=("zenith", "vanguard"), pilots=True))
        put(g, 0, "HH", "5F", facing="S")
        put(g, 1, "HH", "6F", facing="N")
        hand(g, 1)
        g.round = 1
        declare(g, 0, "starfall-missiles")
        at(g, FireDecision(0, "starfall-missiles"), phase="combat")
        dice(g).add(1, 2)
        g.apply_action("fire starfall-missiles 6F")
        assert isinstance(g.decision, RerollDecision)
        assert make_bot(kind, 0, 1).choose(observe(g)) == Reroll(pilot=True)


def test_a_full_bot_game_with_pilots_and_the_alternate_board_runs_to_its_end():
    from engine.game import check_invariants, new_game

    g = new_game(
        game("showdown").game_map, seed=5, config=GameConfig(pilots=True, achievements="alternate")
    )
    bots = [make_bot("full", q, 5) for q in range(4)]
    while not g.is_terminal():
        g.apply_action(bots[g.current_player()].choose(observe(g)))
        assert not check_invariants(g)
    assert all(p.pilot is not None and p.path is not None for p in g.players)
