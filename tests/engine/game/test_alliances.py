"""2v2 with shifting alliances (RULES.md §9 "2v2, shifting alliances"; the README's
R-TEAM-2 to R-TEAM-5), on hand-made positions with scripted dice."""

from __future__ import annotations

import random

import pytest

from engine.bots import make_bot
from engine.core.errors import GameSetupError, IllegalActionError
from engine.game import (
    Action,
    GameConfig,
    ScriptedDice,
    check_invariants,
    new_game,
    observe,
    state_text,
)
from engine.game.actions import PickAlly
from engine.game.alliances import AlliancePicks, AllyPickDecision, alliances, mutual
from engine.game.board_events import Demolished
from engine.game.combat import FireDecision
from engine.game.damage import eliminate
from engine.game.option_events import PicksRevealed
from engine.game.reset import EndRound, ResetPhase
from engine.game.scoring import finish_by_score
from engine.game.state import GameState, Phase
from engine.game.tagging import TagDecision, tag_options
from engine.game.targets import shot_options
from engine.game.teams import friendly_seats
from tests.engine.game.helpers import (
    H,
    at,
    declare,
    dice,
    fourth_tag_on_4f,
    put,
    repair_beside_damaged_p4,
    texts,
    the_map,
)

# Showdown: seats 1B 1J 9B 9J (P1 P2 P3 P4); clockwise from P1: P1 P2 P4 P3.


def shifting_game(**config: object) -> GameState:
    cfg = GameConfig(mode="shifting", **config)  # type: ignore[arg-type]
    return new_game(the_map("showdown"), dice=ScriptedDice([6, 6, 1, 1, 1, 1, 1, 1]), config=cfg)


def pick(g: GameState, choices: dict[int, int]) -> None:
    """Run the end-of-Reset pick with these picks (seat: seat picked), in turn order."""
    at(g, AlliancePicks(), phase="reset")
    while isinstance(g.decision, AllyPickDecision):
        g.apply_action(PickAlly(choices[g.current_player()]))


def test_a_shifting_alliance_forms_only_on_mutual_picks_and_lasts_to_the_next_reset():
    g = shifting_game()
    assert alliances(g) == ()  # nobody has picked in the first round
    pick(g, {0: 3, 3: 0, 1: 2, 2: 0})  # P1 and P4 pick each other; P2's pick is not returned
    assert alliances(g) == ((0, 3),)
    assert friendly_seats(g, 0) == (0, 3) and friendly_seats(g, 1) == (1,)
    revealed = [e for e in g.events if isinstance(e, PicksRevealed)]
    assert len(revealed) == 1 and revealed[0].picks == (3, 2, 0, 0)
    assert str(revealed[0]).endswith("allied until the end of the next Reset phase: P1+P4")
    # The next Reset phase: the alliance holds through it until the new picks are revealed.
    at(g, ResetPhase(), phase="tagging")
    assert isinstance(g.decision, AllyPickDecision) and alliances(g) == ((0, 3),)
    while isinstance(g.decision, AllyPickDecision):
        assert alliances(g) == ((0, 3),)
        g.apply_action(PickAlly({0: 3, 3: 1, 1: 2, 2: 1}[g.current_player()]))
    assert alliances(g) == ((1, 2),)  # P4 picked P2 this time: P1+P4 is over
    assert friendly_seats(g, 0) == (0,) and friendly_seats(g, 2) == (2, 1)
    assert not check_invariants(g)


def test_picks_stay_face_down_until_everyone_has_picked():
    g = shifting_game()
    at(g, AlliancePicks(), phase="reset")
    first = g.current_player()
    g.apply_action(PickAlly(3 if first != 3 else 0))
    other = g.current_player()
    assert f"P{first + 1} picked face down" in state_text(g, viewer=other)
    assert f"P{first + 1}→" in state_text(g, viewer=first) and f"P{first + 1}→" in state_text(g)
    assert str(g.events[-1]) == f"P{first + 1} picks a pilot card face down"
    assert not any(isinstance(e, PicksRevealed) for e in g.events)
    assert alliances(g) == ()


def test_a_player_picks_an_opposing_pilot_card_never_its_own():
    g = shifting_game()
    at(g, AlliancePicks(), phase="reset")
    me = g.current_player()
    assert texts(g.legal_actions()) == sorted(f"ally P{q + 1}" for q in range(4) if q != me)
    with pytest.raises(IllegalActionError):
        g.apply_action(f"ally P{me + 1}")
    assert Action.parse("ally p3") == PickAlly(2) and str(PickAlly(2)) == "ally P3"
    for bad in ("ally", "ally 3", "ally P0", "ally P３", "ally P1 P2"):
        with pytest.raises(IllegalActionError):
            Action.parse(bad)


def test_mutual_picks_make_the_alliances():
    assert mutual((3, 2, 1, 0)) == (3, 2, 1, 0)
    assert mutual((1, 2, 3, 0)) == (-1, -1, -1, -1)  # a ring: nobody is picked back
    assert mutual((1, 0, 0, -1)) == (1, 0, -1, -1)


def test_allies_cannot_target_each_other_with_shifting_alliances():
    g = shifting_game()
    put(g, 0, "HH", "3G", facing="S")
    put(g, 3, "HH", "4G", facing="N")  # P4, right in front
    put(g, 1, "HH", "5G", facing="N")  # P2, in range behind it
    put(g, 3, "combat", "3H")
    declare(g, 0, "dire-laser")

    def targets(source: str) -> set[tuple[int, str]]:
        return {(o.target_player, str(o.target)) for o in shot_options(g, 0, source)}

    assert (3, "4G") in targets("dire-laser")  # no alliance yet
    pick(g, {0: 3, 3: 0, 1: 0, 2: 1})
    assert alliances(g) == ((0, 3),)
    assert (3, "4G") not in targets("dire-laser") and (3, "3H") not in targets("dire-laser")
    assert (1, "5G") in targets("dire-laser")
    orbital = next(c.id for c in g.players[0].faction.cards if c.kind.value == "orbital")
    declare(g, 0, orbital)
    struck = {q for q, _h in targets(orbital)}
    assert 1 in struck and 3 not in struck  # orbital strikes spare the ally too
    at(g, FireDecision(3, "combat"), phase="combat")
    assert not any(a.startswith("fire") and a.endswith(("3G",)) for a in texts(g.legal_actions()))
    pick(g, {0: 1, 3: 0, 1: 0, 2: 1})  # new picks: P1 picks P2, so P1+P4 ends
    assert alliances(g) == ((0, 1),)
    assert (3, "4G") in targets("dire-laser") and (1, "5G") not in targets("dire-laser")


def test_r_team_2_a_repair_unit_may_repair_its_ally_of_the_moment():
    g = shifting_game()
    ally = repair_beside_damaged_p4(g)
    assert not any(t.startswith("repair") for t in texts(g.legal_actions()))  # not allied
    pick(g, {0: 3, 3: 0, 1: 2, 2: 1})
    at(g, FireDecision(0, "repair"), phase="combat")
    assert "repair ally" in texts(g.legal_actions())
    dice(g).add(6)
    g.apply_action("repair ally")
    assert ally.damage == [] and len(ally.discard) == 1


def test_r_team_3_tags_stay_each_player_s_own():
    g = shifting_game()
    pick(g, {0: 3, 3: 0, 1: 2, 2: 1})
    b = H("4F")
    put(g, 0, "HH", "3F", facing="S")
    face = b.direction_to(H("3F"))
    assert face is not None
    others = [d for d in range(6) if d != face.index]
    faces = [-1] * 6
    faces[face.index] = 3  # the ally's tag on the face P1 touches: P1 may tag over it
    faces[others[0]] = 0
    faces[others[1]] = 3
    faces[others[2]] = 3
    g.tags[b] = tuple(faces)
    assert [t for t in tag_options(g, 0) if t.building == b]
    at(g, TagDecision(0), phase="tagging")
    g.apply_action("tag HH 4F")
    assert not any(isinstance(e, Demolished) for e in g.events)  # 2 of P1's, 2 of P4's
    assert g.tags[b][face.index] == 0


def test_four_demolitions_of_one_player_win_alone():
    g = shifting_game()
    pick(g, {0: 3, 3: 0, 1: 2, 2: 1})
    g.players[0].rubble = 3
    g.players[3].rubble = 3
    fourth_tag_on_4f(g)
    assert g.result is not None and g.result.winners == (0,)
    assert g.result.win_type == "demolition"


def test_a_destroyed_heavy_hitter_ends_the_game_on_the_score_with_one_winner():
    g = shifting_game()
    pick(g, {0: 3, 3: 0, 1: 2, 2: 1})
    for q in (0, 1):  # P1 and P2 lost a card: P4 leads
        g.players[q].damage.append(g.players[q].deck.pop())
    g.phase = Phase.TAGGING
    eliminate(g, 2)  # outside the Combat phase: scored at once
    assert g.result is not None and g.result.win_type == "score"
    assert g.result.winners == (3,)  # P4 alone, though P1 is its ally


def test_only_one_player_wins_r_team_4_the_tied_roll_off():
    g = shifting_game()
    pick(g, {0: 3, 3: 0, 1: 2, 2: 1})
    for q in (1, 2):  # P2 and P3 fall behind; P1 and P4 tie on every tie-break
        g.players[q].damage.append(g.players[q].deck.pop())
    dice(g).add(3, 4, 5, 5)  # P1 rolls 7, P4 rolls 10
    finish_by_score(g)
    assert g.result is not None and g.result.winners == (3,)
    assert any(str(e) == "Tie-break roll-off: P1 3+4=7, P4 5+5=10" for e in g.events)
    standard = new_game(the_map("showdown"), dice=ScriptedDice([6, 6, 1, 1, 1, 1, 1, 1]))
    for q in (1, 2):
        standard.players[q].damage.append(standard.players[q].deck.pop())
    finish_by_score(standard)
    assert standard.result is not None and standard.result.winners == (0, 3)  # shared


def test_only_one_player_wins_at_the_round_limit():
    g = shifting_game(max_rounds=2)
    g.round = 2
    dice(g).add(6, 6, 1, 1, 2, 2, 3, 3)  # all four tie on the score: P1 rolls highest
    at(g, EndRound())
    assert g.result is not None and g.result.winners == (0,)
    assert g.result.win_type == "round limit"


def test_r_team_5_with_two_players_left_nobody_picks_and_alliances_end():
    g = shifting_game(last_bot_standing=True)
    pick(g, {0: 3, 3: 0, 1: 2, 2: 1})
    g.phase = Phase.TAGGING
    eliminate(g, 1)
    eliminate(g, 2)
    assert g.result is None and (0, 3) in alliances(g)
    at(g, AlliancePicks(), phase="reset")
    assert not isinstance(g.decision, AllyPickDecision)
    assert alliances(g) == () and str(g.events[-1]).startswith("Alliances end")
    assert friendly_seats(g, 0) == (0,)


def test_nobody_picks_in_the_last_round_of_the_round_limit():
    g = shifting_game(max_rounds=3)
    g.round = 3
    at(g, AlliancePicks(), phase="reset")
    assert not isinstance(g.decision, AllyPickDecision)


def test_shifting_alliances_need_a_four_player_map():
    with pytest.raises(GameSetupError, match="four-player map"):
        new_game(the_map("three-walls"), config=GameConfig(mode="shifting"))


def test_a_game_with_shifting_alliances_asks_for_picks_at_the_end_of_each_reset():
    g = new_game(the_map("crackshot-alley"), seed=3, config=GameConfig(mode="shifting"))
    rng = random.Random(3)
    asked: dict[int, list[int]] = {}
    while not g.is_terminal() and g.round <= 3:
        if isinstance(g.decision, AllyPickDecision):
            assert g.phase == "reset"
            assert g.events[-1].kind in (
                "AllyPicked",
                "PhaseStarted",
                "DamageDealt",
                "CardsDamaged",
                "GloryHound",
                "Achievement",
                "CardsDrawn",
                "EnergyReset",
                "Discarded",
                "UpgradeUnlocked",
            )
            asked.setdefault(g.round, []).append(g.current_player())
        g.apply_action(rng.choice(g.legal_actions()))
    for r, seats in asked.items():
        assert sorted(seats) == sorted(g.alive_players()) or len(seats) == 4, (r, seats)
    assert asked and 1 in asked


def test_the_full_bot_picks_the_farthest_opponent():
    g = shifting_game()
    put(g, 0, "HH", "3C", facing="S")
    put(g, 1, "HH", "4E", facing="S")
    put(g, 2, "HH", "7C", facing="N")
    put(g, 3, "HH", "8J", facing="N")  # the farthest from P1
    at(g, AllyPickDecision(0), phase="reset")
    assert str(make_bot("full", 0, 1).choose(observe(g))) == "ally P4"
    put(g, 3, "HH", "6D", facing="N")
    put(g, 2, "HH", "8J", facing="N")
    at(g, AllyPickDecision(0), phase="reset")
    assert str(make_bot("full", 0, 1).choose(observe(g))) == "ally P3"


def test_the_full_bot_picks_the_lower_score_among_equally_far_opponents():
    g = shifting_game()  # P1 on 1B: P3 (9B) and P2 (1J) are 8 away, P4 (9J) more
    put(g, 3, "HH", "2C", facing="N")  # P4 next to P1 now
    g.players[2].damage.append(g.players[2].deck.pop())  # P3 scores less than P2
    at(g, AllyPickDecision(0), phase="reset")
    assert g.players[0].hh is not None
    assert g.players[0].hh.distance(g.players[1].hh) == g.players[0].hh.distance(g.players[2].hh)
    assert str(make_bot("full", 0, 1).choose(observe(g))) == "ally P3"


def test_the_full_bot_does_not_repair_a_shifting_ally():
    g = shifting_game()
    pick(g, {0: 3, 3: 0, 1: 2, 2: 1})
    repair_beside_damaged_p4(g)
    assert "repair ally" in texts(g.legal_actions())
    assert str(make_bot("full", 0, 1).choose(observe(g))) == "hold repair"


@pytest.mark.parametrize("kind", ["full", "random"])
def test_bots_never_fire_at_an_ally_and_one_player_wins(kind):
    for seed in range(2):
        g = new_game(
            the_map(("showdown", "salvage-city")[seed]),
            seed=seed,
            config=GameConfig(mode="shifting"),
        )
        bots = [make_bot(kind, q, seed) for q in range(4)]
        formed = 0
        while not g.is_terminal():
            allies = g.allies
            seen = len(g.events)
            g.apply_action(bots[g.current_player()].choose(observe(g)))
            for e in g.events[seen:]:
                if e.kind == "Shot":
                    assert allies[e.player] != e.target_player, str(e)  # type: ignore[attr-defined]
            formed += sum(
                1 for e in g.events[seen:] if isinstance(e, PicksRevealed) and e.alliances
            )
        assert g.result is not None and len(g.result.winners) == 1
        if kind == "full":
            assert formed  # the farthest-opponent rule makes mutual picks
