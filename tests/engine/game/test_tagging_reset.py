"""Tagging (RULES.md §5.4), Reset (§5.5), achievements and the end of the game."""

from __future__ import annotations

from engine.game import GameConfig, Move, UnitClass
from engine.game.board_events import Demolished
from engine.game.combat import EndCombat
from engine.game.damage import eliminate
from engine.game.events import GameOver
from engine.game.movement import HHMoveDecision
from engine.game.option_events import Achievement
from engine.game.reset import NewGloryHound, ResetPhase
from engine.game.tagging import EndTagTurn, TagDecision, TaggingPhase, place_tag
from engine.geometry.zones import Side
from tests.engine.game.helpers import H, at, game, hand, new_events, put, texts, wreck


def test_a_tag_goes_on_the_face_the_unit_touches():
    """R-TAG-1."""
    g = game("final-stand")
    put(g, 0, "HH", "2E")  # touches 3E from the north
    at(g, TaggingPhase())
    assert texts(g.legal_actions()) == ["pass", "tag HH 3E"]
    g.apply_action("tag HH 3E")
    assert g.tags[H("3E")][0] == 0  # face N (index 0) holds P1's tag
    assert "P1 HH tags 3E on its N face (1 of theirs there)" in new_events(g, 0)


def test_one_tag_per_unit_per_round_even_next_to_two_buildings():
    g = game("final-stand")
    put(g, 0, "HH", "4D")  # adjacent to 3C? 3E and 5C
    at(g, TaggingPhase())
    tags = [a for a in g.legal_actions() if str(a).startswith("tag")]
    assert len(tags) >= 2
    g.apply_action(tags[0])
    assert g.players[0].tags_placed == 1
    assert g.players[0].used_units == {UnitClass.HH}
    assert g.legal_actions() == []  # no second tag: the turn ended by itself


def test_over_tagging_replaces_an_opponents_tag_and_a_players_own_face_is_not_retagged():
    g = game("final-stand")
    put(g, 0, "HH", "2E")
    g.tags[H("3E")] = (1, -1, -1, -1, -1, -1)
    at(g, TagDecision(0), phase="tagging")
    g.apply_action("tag HH 3E")
    assert g.tags[H("3E")][0] == 0
    assert "over P2's tag" in new_events(g, 0)[-1]
    g.players[0].used_units.clear()
    at(g, TagDecision(0), phase="tagging")
    assert texts(g.legal_actions()) == []  # only "pass": taken by the engine


def test_sponsor_cards_one_per_building_tagged_and_hand_limit_5():
    g = game("final-stand")
    put(g, 0, "HH", "2E")
    put(g, 0, "recon", "4E")  # touches 3E from the south
    put(g, 0, "combat", "4C")  # touches 3C and 5C
    sponsors = g.players[0].sponsors
    for _ in range(4):
        sponsors.append(g.sponsor_deck.pop())
    at(g, TagDecision(0), EndTagTurn(0), phase="tagging")
    g.apply_action("tag HH 3E")
    g.apply_action("tag recon 3E")
    g.apply_action("tag combat 3C")
    assert g.players[0].tags_placed == 3
    # 2 different buildings: 2 sponsor cards; 6 in hand: discard one
    assert len(sponsors) == 6 and g.decision is not None and "sponsor" in g.decision.describe(g)
    g.apply_action(g.legal_actions()[0])
    assert len(g.players[0].sponsors) == 5 and len(g.sponsor_discard) == 1


def test_fourth_tag_demolishes_and_rubble_still_blocks_movement():
    g = game("final-stand")
    g.tags[H("3E")] = (0, 0, 0, -1, -1, -1)  # N NE SE
    put(g, 0, "HH", "3D")  # touches 3E on its NW face? check the face the engine names
    face = H("3E").direction_to(H("3D"))
    assert g.tags[H("3E")][face.index] == -1
    at(g, TagDecision(0), phase="tagging")
    g.apply_action("tag HH 3E")
    assert any(isinstance(e, Demolished) for e in g.events)
    assert H("3E") not in g.tags and g.rubble_owner[H("3E")] == 0
    assert g.players[0].rubble == 1 and g.players[0].track == 1
    assert not g.game_map.building_at(H("3E")).intact
    assert H("3E") not in g.sight.map.intact_hexes  # no longer blocks sight…
    at(g, HHMoveDecision(0), phase="movement")
    dests = {a.destination for a in g.legal_actions() if isinstance(a, Move)}
    assert H("3E") not in dests  # …but still blocks movement
    assert H("3F") in dests and not any(
        H("3E") in a.path for a in g.legal_actions() if isinstance(a, Move)
    )


def test_fourth_demolished_building_wins_at_once():
    g = game("final-stand")
    g.players[0].rubble = 3
    g.tags[H("3E")] = (0, 0, 0, -1, -1, -1)
    put(g, 0, "HH", "3D")
    at(g, TagDecision(0), phase="tagging")
    g.apply_action("tag HH 3E")
    assert g.is_terminal() and g.result.winners == (0,) and g.result.win_type == "demolition"
    assert g.returns() == [1.0, 0.0]


def test_reset_energy_to_5_and_hand_to_6():
    g = game("final-stand")
    g.players[0].energy = 0
    hand(g, 0, "dire-laser")
    at(g, ResetPhase())
    assert g.players[0].energy == 5 and len(g.players[0].hand) == 6


def test_glory_hound_most_tags_and_taking_it_is_an_achievement():
    g = game("final-stand")
    g.players[1].tags_placed = 2
    g.players[0].tags_placed = 1
    at(g, NewGloryHound())
    assert g.glory_hound == 1 and g.players[1].track == 1


def test_glory_hound_tie_goes_to_the_next_tied_player_clockwise_not_the_current_one():
    g = game("crackshot-alley")  # clockwise: P1 P2 P4 P3; P1 is Glory Hound
    for seat, tags in enumerate([2, 1, 2, 2]):
        g.players[seat].tags_placed = tags
    at(g, NewGloryHound())
    assert g.glory_hound == 3  # P4 is next clockwise after P1 among the tied


def test_glory_hound_stays_when_nobody_tagged():
    g = game("final-stand")
    at(g, NewGloryHound())
    assert g.glory_hound == 0 and not any(isinstance(e, Achievement) for e in g.events)


def test_unit_in_zone_4_takes_2_damage_at_the_end_of_the_reset_phase_without_save():
    """R-ZONE-2."""
    m = game("final-stand").game_map.with_side(Side.FALLOUT)
    g = game(m)
    put(g, 0, "combat", "5F")  # Zone 4
    put(g, 1, "HH", "4F")  # Zone 4 too
    hand(g, 1)
    at(g, ResetPhase())
    assert g.players[0].hp[UnitClass.COMBAT] == 1  # 3 - 2
    assert g.current_player() == 1 and "fallout Zone 4" in g.decision.describe(g)
    g.apply_action("damage deck 2")  # the hand was refilled first: a choice of cards
    assert len(g.players[1].damage) == 2
    assert "P1 combat takes 2 damage (fallout Zone 4, no save)" in new_events(g, 0)


def test_last_heavy_hitter_standing_wins():
    g = game("final-stand")
    wreck(g, 1)
    at(g, phase="combat")
    eliminate(g, 1)
    assert g.result.winners == (0,) and g.result.win_type == "destruction"


def test_destroyed_heavy_hitter_with_more_left_scores_after_the_combat_phase():
    g = game("three-walls")
    wreck(g, 2)
    g.players[0].track = 2  # 25 + 2
    g.players[1].damage.append(g.players[1].deck.pop())  # 24
    at(g, EndCombat(), phase="combat")
    g.stack.insert(0, EndCombat())
    eliminate(g, 2)
    assert not g.is_terminal() and g.score_pending
    at(g, EndCombat(), phase="combat")
    assert g.is_terminal() and g.result.win_type == "score" and g.result.winners == (0,)
    assert dict(g.result.scores) == {0: 27, 1: 24}
    assert isinstance(g.events[-1], GameOver)


def test_score_ties_go_to_the_furthest_pilot_then_the_most_tags():
    g = game("final-stand")
    g.players[0].track = 1
    g.players[1].damage.append(g.players[1].deck.pop())
    g.players[1].track = 2  # both score 26
    from engine.game.scoring import finish_by_score

    finish_by_score(g)
    assert g.result.winners == (1,)
    g = game("final-stand")
    g.tags[H("3E")] = (1, -1, -1, -1, -1, -1)
    finish_by_score(g)
    assert g.result.winners == (1,)


def test_last_bot_standing_variant_plays_on():
    g = game("three-walls", config=GameConfig(last_bot_standing=True))
    wreck(g, 2)
    at(g, phase="combat")
    eliminate(g, 2)
    assert not g.is_terminal() and not g.score_pending
    assert not g.players[2].units


def test_round_limit_scores_the_game():
    g = game("final-stand", config=GameConfig(max_rounds=1))
    g.round = 1
    from engine.game.reset import EndRound

    at(g, EndRound())
    assert g.result.win_type == "round limit"


def test_place_tag_counts_for_the_glory_hound():
    g = game("final-stand")
    put(g, 1, "HH", "2E")
    place_tag(g, 1, UnitClass.HH, H("3E"))
    assert g.players[1].tags_placed == 1 and H("3E") in g.players[1].tagged
