"""The rulebook's solo opponent (advanced rulebook, "SOLO PLAY" and its quick reference),
on hand-made positions with its die rolls scripted."""

from __future__ import annotations

import pytest

from engine.bots.solo_bot import (
    ATTACK_PRIORITY,
    COMBAT_CARDS,
    DEPLOY,
    HH_STEPS,
    SoloBot,
    facings_toward,
    lettered,
)
from engine.game import (
    Declare,
    Deploy,
    Fire,
    Move,
    Observation,
    Pass,
    React,
    Repair,
    UnitClass,
    observe,
)
from engine.game.combat import DeclareDecision, FireDecision, ReactionDecision
from engine.game.damage import DamageDecision
from engine.game.deploying import DeployDecision
from engine.game.movement import HHMoveDecision, SupportMoveDecision
from engine.game.tagging import TagDecision
from engine.geometry.hexes import Direction
from tests.engine.game.helpers import H, at, declare, game, hand, put

pytestmark = pytest.mark.pure_python  # Scripted subclasses SoloBot, a compiled class


class Scripted(SoloBot):
    """The solo opponent with its die rolls given in advance."""

    def __init__(self, seat: int, *rolls: int) -> None:
        super().__init__(seat)
        self.rolls = list(rolls)
        self.asked: list[str] = []

    def die(self, seen: Observation, purpose: str) -> int:
        self.asked.append(purpose)
        return self.rolls.pop(0)


def test_quick_reference_tables():
    """The columns the text gives: deploy, cards for combat, attack priorities."""
    assert DEPLOY == (UnitClass.COMBAT,) * 3 + (UnitClass.RECON,) * 2 + (UnitClass.REPAIR,)
    assert COMBAT_CARDS == (2, 2, 3, 3, 3, 4)
    hh, combat, repair, recon = UnitClass.HH, UnitClass.COMBAT, UnitClass.REPAIR, UnitClass.RECON
    assert ATTACK_PRIORITY[hh] == (hh, combat, repair, recon)
    assert ATTACK_PRIORITY[combat] == (combat, repair, recon, hh)
    assert ATTACK_PRIORITY[repair] == (recon, repair, combat, hh)
    assert ATTACK_PRIORITY[recon] == (repair, recon, combat, hh)


def test_letters_go_toward_the_player_then_by_bearing():
    around = [H(s) for s in ("1E", "1G", "2F")]
    assert [str(h) for h in lettered(around, H("1F"), H("9F"))] == ["2F", "1E", "1G"]
    assert facings_toward(H("5F"), H("9F")) == [Direction.S]
    assert facings_toward(H("5F"), H("5H")) == [Direction.NE, Direction.SE]


@pytest.mark.parametrize("roll", range(1, 7))
def test_deploy_rolls_the_unit_and_places_it_on_letter_a(roll):
    g = game("final-stand")
    hand(g, 0, "air-drop", "dire-laser")
    at(g, DeployDecision(0), phase="deploy")
    action = Scripted(0, roll).choose(observe(g))
    assert action == Deploy(DEPLOY[roll - 1], H("2F"))  # next to 1F, toward P2 on 9F


def test_deploy_takes_the_next_letter_when_a_is_taken():
    g = game("final-stand")
    hand(g, 0, "air-drop")
    put(g, 1, "combat", "2F")
    at(g, DeployDecision(0), phase="deploy")
    assert Scripted(0, 1).choose(observe(g)) == Deploy(UnitClass.COMBAT, H("1E"))


def test_deploy_nothing_when_the_unit_is_on_the_board_or_the_energy_is_short():
    g = game("final-stand")
    hand(g, 0, "air-drop")
    put(g, 0, "combat", "3F")
    at(g, DeployDecision(0), phase="deploy")
    assert Scripted(0, 2).choose(observe(g)) == Pass()
    g = game("final-stand")
    hand(g, 0, "dire-laser")  # no Deploy card: 4 energy
    g.players[0].energy = 3
    at(g, DeployDecision(0), phase="deploy")
    assert Scripted(0, 1).choose(observe(g)) == Pass()  # never critical energy


@pytest.mark.parametrize("roll, to", [(1, "1F"), (2, "2F"), (3, "2F"), (4, "3F"), (6, "4F")])
def test_heavy_hitter_moves_the_rolled_hexes_toward_the_player_and_faces_it(roll, to):
    g = game("final-stand")
    at(g, HHMoveDecision(0), phase="movement")
    action = Scripted(0, roll).choose(observe(g))
    assert isinstance(action, Move)
    assert action.destination == H(to) and action.steps == HH_STEPS[roll - 1]
    assert action.facing is Direction.S


def test_heavy_hitter_move_is_cut_to_its_free_energy():
    g = game("final-stand")
    g.players[0].energy = 1
    at(g, HHMoveDecision(0), phase="movement")
    action = Scripted(0, 6).choose(observe(g))
    assert isinstance(action, Move) and action.steps == 1


@pytest.mark.parametrize("roll, facing", [(2, Direction.NE), (5, Direction.SE)])
def test_between_two_facings_a_die_chooses(roll, facing):
    g = game("final-stand")
    put(g, 0, "HH", "5D")
    put(g, 1, "HH", "5H")  # straight east: NE and SE point equally near
    at(g, HHMoveDecision(0), phase="movement")
    bot = Scripted(0, 1, roll)  # 1: stay (and turn)
    action = bot.choose(observe(g))
    assert isinstance(action, Move) and action.facing is facing
    assert bot.asked == ["move", "facing"]


def test_support_unit_moves_to_the_earliest_letter_in_reach():
    g = game("final-stand")
    put(g, 0, "HH", "3F")
    put(g, 0, "combat", "2E")
    at(g, SupportMoveDecision(0, UnitClass.COMBAT), phase="movement")
    action = Scripted(0, 1).choose(observe(g))  # die 1: ring 1 around its Heavy Hitter
    assert isinstance(action, Move) and action.destination == H("4F")  # A: toward 9F


def test_declares_the_rolled_number_of_weapons_from_the_hand_in_order():
    g = game("final-stand")
    hand(g, 0, "air-drop", "pulse-laser", "pulse-laser", "seeker-pod", "dire-laser")
    at(g, DeclareDecision(0), phase="combat")
    assert Scripted(0, 1).choose(observe(g)) == Declare(("pulse-laser", "seeker-pod"))  # 2 cards
    g.players[0].energy = 6  # 4 cards: the second Pulse Laser is left out
    assert Scripted(0, 6).choose(observe(g)) == Declare(("dire-laser", "pulse-laser", "seeker-pod"))


def test_declares_no_more_than_its_free_energy_pays():
    g = game("final-stand")
    hand(g, 0, "dire-laser", "seeker-pod", "pulse-laser")
    g.players[0].energy = 3
    at(g, DeclareDecision(0), phase="combat")
    assert Scripted(0, 6).choose(observe(g)) == Declare(("dire-laser",))


def test_heavy_hitter_weapons_target_the_heavy_hitter_first():
    g = game("final-stand")
    put(g, 0, "HH", "4F", facing="S")
    put(g, 1, "HH", "6F")
    put(g, 1, "combat", "5F")
    declare(g, 0, "dire-laser")
    at(g, FireDecision(0, "dire-laser"), phase="combat")
    assert Scripted(0).choose(observe(g)) == Fire("dire-laser", H("6F"))


def test_combat_unit_targets_the_combat_unit_first():
    g = game("final-stand")
    put(g, 0, "combat", "4F")
    put(g, 1, "HH", "5F")
    put(g, 1, "combat", "5G")
    at(g, FireDecision(0, "combat"), phase="combat")
    assert Scripted(0).choose(observe(g)) == Fire("combat", H("5G"))


def test_repair_unit_always_repairs_when_it_can():
    g = game("final-stand")
    put(g, 0, "repair", "2F")
    put(g, 1, "recon", "3F")
    g.players[0].damage.append(g.players[0].deck.pop())
    at(g, FireDecision(0, "repair"), phase="combat")
    assert Scripted(0).choose(observe(g)) == Repair()


def test_never_tags_never_reacts_and_takes_damage_off_the_deck():
    g = game("final-stand")
    put(g, 0, "HH", "2C")  # next to the building on 3C
    at(g, TagDecision(0), phase="tagging")
    assert g.legal_actions() != [Pass()]
    assert Scripted(0).choose(observe(g)) == Pass()
    g = game("final-stand")
    hand(g, 0, "dire-laser", "deflector")
    at(g, DamageDecision(0, 2, "test"), phase="combat")
    assert str(Scripted(0).choose(observe(g))) == "damage deck 2"


def test_answers_no_attack():
    g = game("final-stand")
    put(g, 0, "HH", "6F", facing="N")
    put(g, 1, "HH", "4F", facing="S")
    hand(g, 0, "deflector")
    declare(g, 1, "wrecking-cannon")
    at(g, FireDecision(1, "wrecking-cannon"), phase="combat")
    g.apply_action("fire wrecking-cannon 6F")
    assert isinstance(g.decision, ReactionDecision)
    assert Scripted(0).choose(observe(g)) == React(None)


def test_plays_whole_games_on_every_map_within_the_rules():
    from engine.files.mapfile import load_map
    from engine.files.resources import BUILTIN_MAPS, builtin_map_path
    from engine.game import new_game

    for slug in BUILTIN_MAPS:
        g = new_game(load_map(builtin_map_path(slug)), seed=11)
        bots = [SoloBot(s, seed=11) for s in range(g.num_players)]
        while not g.is_terminal():
            g.apply_action(bots[g.current_player()].choose(observe(g)))
        assert g.result is not None and g.result.win_type != "demolition"
