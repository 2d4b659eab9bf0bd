"""R-TEAM-6: in both alliance modes an ally is not an opponent, nor one's own faction.

A Heavy Hitter may end its move on an opponent's support unit and push it, not on an
ally's (that hex counts as occupied); no unit passes through an ally's units, except a
Recon unit, which flies over them.

Showdown: seats 1B 1J 9B 9J (P1 P2 P3 P4). In both modes below P1 is allied with P4 and
P2 with P3: the fixed teams of R-TEAM-1, or the mutual picks of a shifting game.
"""

from __future__ import annotations

import random

import pytest

from engine.bots import make_bot
from engine.core.errors import IllegalActionError
from engine.game import (
    GameConfig,
    Move,
    ScriptedDice,
    UnitClass,
    check_invariants,
    new_game,
    observe,
)
from engine.game.actions import PickAlly
from engine.game.alliances import AlliancePicks, AllyPickDecision
from engine.game.board_events import Pushed
from engine.game.movement import HHMoveDecision, SupportMoveDecision, hh_paths, support_paths
from engine.game.state import GameState
from engine.game.teams import ally_of
from tests.engine.game.helpers import H, at, put, texts, the_map

MODES = ["2v2", "shifting"]


def allied_game(mode: str) -> GameState:
    """A Showdown game in ``mode`` where P1+P4 and P2+P3 are allied."""
    g = new_game(
        the_map("showdown"),
        dice=ScriptedDice([6, 6, 1, 1, 1, 1, 1, 1]),
        config=GameConfig(mode=mode),
    )
    if mode == "shifting":
        at(g, AlliancePicks(), phase="reset")
        while isinstance(g.decision, AllyPickDecision):
            g.apply_action(PickAlly({0: 3, 3: 0, 1: 2, 2: 1}[g.current_player()]))
    assert ally_of(g, 0) == 3 and ally_of(g, 1) == 2
    return g


def hh_beside_two_support_units(mode: str) -> GameState:
    """P1's Heavy Hitter on 5E, its ally P4's Combat unit on 5F, opponent P2's on 5D; each
    has free hexes to be pushed to."""
    g = allied_game(mode)
    put(g, 0, "HH", "5E", facing="N")
    put(g, 3, "combat", "5F")
    put(g, 1, "combat", "5D")
    at(g, HHMoveDecision(0), phase="movement")
    return g


@pytest.mark.parametrize("mode", MODES)
def test_r_team_6_a_heavy_hitter_may_not_end_on_an_ally_s_support_unit(mode):
    g = hh_beside_two_support_units(mode)
    destinations = {a.destination for a in g.legal_actions() if isinstance(a, Move)}
    assert H("5F") not in destinations and H("5D") in destinations
    assert H("5F") not in hh_paths(g, 0, 5)
    with pytest.raises(IllegalActionError, match="5F is occupied by an ally's unit"):
        g.apply_action("move HH 5E-5F face S")
    assert g.players[0].hh == H("5E") and g.players[3].units[UnitClass.COMBAT] == H("5F")
    assert g.players[0].energy == 5  # the refused move changed nothing


@pytest.mark.parametrize("mode", MODES)
def test_r_team_6_a_heavy_hitter_may_end_on_an_opponent_s_support_unit_and_push_it(mode):
    g = hh_beside_two_support_units(mode)
    g.apply_action("move HH 5E-5D face S")
    assert g.current_player() == 1  # the opponent chooses where its unit goes
    assert "push combat 4D" in texts(g.legal_actions())
    g.apply_action("push combat 4D")
    assert g.unit_at(H("5D")) == (0, UnitClass.HH)
    assert g.players[1].units[UnitClass.COMBAT] == H("4D")
    assert [str(e) for e in g.events if isinstance(e, Pushed)] == [
        "P1 HH ends on P2 combat: pushed 5D -> 4D"
    ]


@pytest.mark.parametrize("mode", MODES)
def test_r_team_6_a_heavy_hitter_may_not_move_through_an_ally_s_unit(mode):
    g = allied_game(mode)
    put(g, 0, "HH", "5D", facing="N")
    put(g, 3, "combat", "5E")
    at(g, HHMoveDecision(0), phase="movement")
    with pytest.raises(IllegalActionError, match="passes through an ally's unit on 5E"):
        g.apply_action("move HH 5D-5E-6E face S")
    # the canonical path to 6E goes around the ally's unit (5D-6D-6E)
    (path,) = {
        a.path for a in g.legal_actions() if isinstance(a, Move) and a.destination == H("6E")
    }
    assert H("5E") not in path and len(path) == 3


@pytest.mark.parametrize("mode", MODES)
def test_r_team_6_a_support_unit_may_not_move_through_an_ally_s_unit(mode):
    g = allied_game(mode)
    put(g, 0, "combat", "5D")
    put(g, 3, "repair", "5E")
    put(g, 3, "HH", "4E")
    put(g, 0, "HH", "6D")
    assert g.players[0].faction.unit(UnitClass.COMBAT).move >= 2
    at(g, SupportMoveDecision(0, UnitClass.COMBAT), phase="movement")
    with pytest.raises(IllegalActionError, match="passes through an ally's unit on 5E"):
        g.apply_action("move combat 5D-5E-5F")
    assert H("5E") not in support_paths(g, 0, UnitClass.COMBAT)  # nor ends on it


@pytest.mark.parametrize("mode", MODES)
def test_r_team_6_a_recon_unit_still_flies_over_an_ally_s_unit(mode):
    g = allied_game(mode)
    put(g, 0, "recon", "5D")
    put(g, 3, "repair", "5E")
    put(g, 3, "HH", "4E")
    put(g, 0, "HH", "6D")
    assert g.players[0].faction.unit(UnitClass.RECON).move >= 2
    at(g, SupportMoveDecision(0, UnitClass.RECON), phase="movement")
    assert H("5E") not in support_paths(g, 0, UnitClass.RECON)  # over it, not onto it
    g.apply_action("move recon 5D-5E-5F")
    assert g.players[0].units[UnitClass.RECON] == H("5F")


def test_r_team_6_is_about_allies_a_standard_game_still_pushes_every_opponent():
    g = new_game(the_map("showdown"), dice=ScriptedDice([6, 6, 1, 1, 1, 1, 1, 1]))
    put(g, 0, "HH", "5E", facing="N")
    put(g, 3, "combat", "5F")
    at(g, HHMoveDecision(0), phase="movement")
    g.apply_action("move HH 5E-5F face S")
    assert g.current_player() == 3  # P4 is an opponent here: its unit is pushed


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("kind", ["full", "random"])
def test_r_team_6_bots_never_push_an_ally_s_unit_and_play_legal_games(mode, kind):
    pushes = 0
    for seed in range(3):
        rng = random.Random(seed)
        g = new_game(
            the_map(("showdown", "salvage-city", "crackshot-alley")[seed]),
            seed=seed,
            config=GameConfig(mode=mode),
        )
        bots = [make_bot(kind, q, rng.randrange(1 << 30)) for q in range(4)]
        while not g.is_terminal():
            seen = len(g.events)
            ally = {q: ally_of(g, q) for q in range(4)}
            g.apply_action(bots[g.current_player()].choose(observe(g)))
            for e in g.events[seen:]:
                if isinstance(e, Pushed):
                    pushes += 1
                    assert ally[e.by] != e.player, str(e)
            assert not check_invariants(g)
        assert g.result is not None
    assert pushes  # the bots do push opponents' units
