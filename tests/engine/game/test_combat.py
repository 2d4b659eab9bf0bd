"""The Combat phase (RULES.md §3-§5.3): targets, target numbers, dice, damage."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.game import Phase, UnitClass, state_text
from engine.game.combat import CombatPhase, FireDecision, StartFiring
from engine.game.combat_events import ArmorSave, AttackRoll, Shot
from engine.game.option_events import Achievement
from engine.game.targets import shot_options
from engine.geometry.hexes import Direction
from engine.geometry.zones import Side
from engine.lineofsight.sight import Cover, in_arc, is_flank
from tests.engine.game.helpers import H, at, declare, dice, game, hand, new_events, put, texts


def facing_towards(a: str, b: str) -> str:
    """A facing of a unit on ``a`` that has ``b`` in its arc."""
    return next(str(d) for d in Direction if in_arc(H(a), d, H(b)))


def facing_away(target: str, attacker: str, flank: bool) -> str:
    return next(str(d) for d in Direction if is_flank(H(attacker), H(target), d) == flank)


def duel(
    slug: str, attacker: str, target: str, *, weapon: str = "dire-laser", flank: bool = False
) -> object:
    g = game(slug)
    put(g, 0, "HH", attacker, facing=facing_towards(attacker, target))
    put(g, 1, "HH", target, facing=facing_away(target, attacker, flank))
    hand(g, 1)  # no cards in hand: no reactions, damage comes off the deck
    declare(g, 0, weapon)
    at(g, FireDecision(0, weapon), phase="combat")
    return g


def test_alley_shot_on_crackshot_alley_4D_to_4H_needs_7():
    """R-ALLEY-3: through the crack between 3E and 4E, +2 to the target number."""
    g = duel("crackshot-alley", "4D", "4H")
    (option,) = [o for o in shot_options(g, 0, "dire-laser") if o.target == H("4H")]
    assert (option.mode, option.number) == ("alley", 7)
    assert not g.sight.has_los(H("4D"), H("4H"))
    dice(g).add(4, 3, *([6] * 7))  # 7: a hit; every save succeeds
    g.apply_action("fire dire-laser 4H")
    shot = next(e for e in g.events if isinstance(e, Shot))
    assert shot.number == 7 and "alley shot +2" in shot.modifiers
    roll = next(e for e in g.events if isinstance(e, AttackRoll))
    assert roll.outcome == "hit"
    assert [e.reason for e in g.events if isinstance(e, Achievement)] == ["alley-shot hit"]
    assert g.players[0].track == 1


def test_alley_shooter_has_full_cover_against_the_defender():
    """RULES.md §3: the defender may answer only with an alley shot of its own."""
    g = game("crackshot-alley")
    put(g, 0, "HH", "4D", facing=facing_towards("4D", "4H"))
    put(g, 1, "HH", "4H", facing=facing_towards("4H", "4D"))
    put(g, 1, "recon", "5D")  # spots 4D for P2's missiles
    declare(g, 0, "dire-laser")
    declare(g, 1, "crusher-rockets")
    at(g, FireDecision(0, "dire-laser"), FireDecision(1, "crusher-rockets"), phase="combat")
    assert H("4D") in {o.target for o in shot_options(g, 1, "crusher-rockets")}
    dice(g).add(1, 2)  # a miss: the alley shot was still made
    g.apply_action("fire dire-laser 4H")
    assert g.decision is not None and g.decision.player == 1
    assert H("4D") not in {o.target for o in shot_options(g, 1, "crusher-rockets")}
    # the recon unit itself was not the defender: it may still fire at 4D
    assert H("4D") in {o.target for o in shot_options(g, 1, "recon")}


def test_partial_cover_adds_1():
    """R-LOS-3, with a pair of hexes the sight rules call partial cover."""
    g = game("final-stand")
    pair = next(
        (a, b)
        for a in ("2E", "2F", "2G", "3F", "3G")
        for b in (
            "4D",
            "4E",
            "4F",
            "4G",
            "5D",
            "5E",
            "5F",
            "5G",
            "5H",
            "6E",
            "6F",
            "7G",
            "7H",
            "5I",
        )
        if g.sight.cover(H(a), H(b)) is Cover.PARTIAL and H(a).distance(H(b)) <= 5
    )
    g = duel("final-stand", *pair)
    (option,) = [o for o in shot_options(g, 0, "dire-laser") if o.target == H(pair[1])]
    assert option.number == 6 and "partial cover +1" in option.modifiers


def test_no_line_of_sight_means_no_direct_fire():
    """R-LOS-2: every shortest path from 2C to 4C runs through the building on 3C."""
    g = duel("final-stand", "2C", "4C")
    assert not g.sight.has_los(H("2C"), H("4C"))
    assert H("4C") not in {o.target for o in shot_options(g, 0, "dire-laser")}


def test_flank_shot_subtracts_1_and_a_flank_hit_is_an_achievement():
    """R-ARC-3."""
    g = duel("final-stand", "4F", "5F", flank=True)
    (option,) = [o for o in shot_options(g, 0, "dire-laser") if o.target == H("5F")]
    assert option.number == 4 and option.flank
    dice(g).add(2, 2, *([6] * 7))
    g.apply_action("fire dire-laser 5F")
    assert [e.reason for e in g.events if isinstance(e, Achievement)] == ["flank hit"]


def test_firing_arc_and_range():
    """R-ARC-2: only targets in the front half-plane; range limits the distance."""
    g = game("final-stand")
    put(g, 0, "HH", "5F", facing="N")
    put(g, 1, "HH", "7F")  # behind
    declare(g, 0, "dire-laser")
    at(g, FireDecision(0, "dire-laser"), phase="combat")
    assert shot_options(g, 0, "dire-laser") == []
    assert texts(g.legal_actions()) == []  # no target: the engine held fire by itself
    assert "P1 dire-laser: holds fire" in new_events(g, 0)
    g = game("final-stand")
    put(g, 0, "HH", "1F", facing="S")
    put(g, 1, "HH", "7F")  # distance 6 > range 5
    put(g, 1, "combat", "6F")  # distance 5
    declare(g, 0, "dire-laser")
    at(g, FireDecision(0, "dire-laser"), phase="combat")
    assert [o.target for o in shot_options(g, 0, "dire-laser")] == [H("6F")]
    assert shot_options(g, 0, "dire-laser")[0].number == 7  # a support unit: 7+


def test_missile_at_a_spotted_target_needs_no_line_of_sight_and_counts_as_uncovered():
    """R-SPOT-1."""
    g = game("final-stand")
    put(g, 0, "HH", "2C", facing="S")
    put(g, 1, "HH", "4C", facing="N")
    declare(g, 0, "seeker-pod", "dire-laser")
    at(g, FireDecision(0, "seeker-pod"), phase="combat")
    assert shot_options(g, 0, "seeker-pod") == []  # nobody spots
    put(g, 0, "recon", "4B")
    (option,) = shot_options(g, 0, "seeker-pod")
    assert option.mode == "spotted" and option.number == 5  # no cover
    assert shot_options(g, 0, "dire-laser") == []  # an energy weapon still needs sight


def test_support_units_fire_all_round_but_never_without_line_of_sight():
    g = game("final-stand")
    put(g, 0, "combat", "2C")
    put(g, 1, "HH", "1C")  # support units have no arc
    put(g, 1, "recon", "4C")  # 3C blocks every shortest path: no line of sight
    at(g, FireDecision(0, "combat"), phase="combat")
    targets = {o.target for o in shot_options(g, 0, "combat")}
    assert H("1C") in targets and H("4C") not in targets


def test_critical_hit_deals_full_damage_without_a_save():
    g = duel("final-stand", "4F", "5F")
    dice(g).add(6, 6)
    g.apply_action("fire dire-laser 5F")
    assert not any(isinstance(e, ArmorSave) for e in g.events)
    assert len(g.players[1].damage) == 7  # no hand: all from the deck, no choice to make
    assert "P2 HH takes 7 damage (critical hit: no armor save)" in new_events(g, 0)


def test_critical_failure_puts_the_weapon_card_on_the_damage_pile():
    g = duel("final-stand", "4F", "5F")
    dice(g).add(1, 1)
    g.apply_action("fire dire-laser 5F")
    p = g.players[0]
    assert p.damage == ["dire-laser"] and "dire-laser" not in p.firing_line


def test_critical_failure_of_a_support_unit_costs_a_hit_point():
    g = game("final-stand")
    put(g, 0, "combat", "4F")
    put(g, 1, "HH", "5F")
    hand(g, 1)
    at(g, FireDecision(0, "combat"), phase="combat")
    dice(g).add(1, 1)
    g.apply_action("fire combat 5F")
    assert (
        g.players[0].hp[UnitClass.COMBAT]
        == g.players[0].faction.unit(UnitClass.COMBAT).hit_points - 1
    )


def test_armor_saves_one_die_per_point_each_5_or_more_saves():
    g = duel("final-stand", "4F", "5F")
    hand(g, 1, "chain-gun", "bulkhead")  # the defender chooses which cards are damaged
    g.players[1].hand.remove("bulkhead")  # no reaction card in hand
    g.players[1].deck.append("bulkhead")
    dice(g).add(3, 3, 5, 6, 1, 2, 4, 5, 1)  # hit; saves: 5 6 5 → 3 saved, 4 damage
    g.apply_action("fire dire-laser 5F")
    save = next(e for e in g.events if isinstance(e, ArmorSave))
    assert (save.saved, save.damage) == (3, 4)
    assert g.current_player() == 1
    assert "damage hand chain-gun deck 3" in texts(g.legal_actions())
    g.apply_action("damage hand chain-gun deck 3")
    assert len(g.players[1].damage) == 4 and g.players[1].hand == []


def test_support_unit_damage_takes_hit_points_and_removes_it_at_zero():
    g = game("final-stand")
    put(g, 0, "HH", "4F", facing="S")
    put(g, 1, "combat", "5F")
    declare(g, 0, "dire-laser")
    at(g, FireDecision(0, "dire-laser"), phase="combat")
    dice(g).add(4, 4, *([1] * 7))  # hit (7+), no save
    g.apply_action("fire dire-laser 5F")
    assert UnitClass.COMBAT not in g.players[1].units and g.unit_at(H("5F")) is None
    assert "P2 combat on 5F is destroyed" in new_events(g, 0)


def test_attacks_from_zone_4_deal_2_more_damage():
    m = game("final-stand").game_map.with_side(Side.FALLOUT)
    g = game(m)
    put(g, 0, "HH", "5F", facing="S")
    put(g, 1, "HH", "7F", facing="N")
    hand(g, 1)
    declare(g, 0, "pulse-laser")  # 2 damage
    at(g, FireDecision(0, "pulse-laser"), phase="combat")
    dice(g).add(4, 4, 6, 6, 6, 6)
    g.apply_action("fire pulse-laser 7F")
    save = next(e for e in g.events if isinstance(e, ArmorSave))
    assert len(save.dice) == 4  # 2 + 2 from Zone 4


def test_orbital_strike_called_from_zone_4_deals_2_more_damage():
    """Advanced rules: "all attacks fired from within" Zone 3/4 deal +1/+2; an orbital
    strike is fired from its Heavy Hitter's hex, so it gets the bonus too."""
    m = game("final-stand").game_map.with_side(Side.FALLOUT)
    g = game(m)
    put(g, 0, "HH", "5F", facing="N")  # Zone 4; the target behind it: no arc needed
    put(g, 1, "HH", "7F", facing="N")
    hand(g, 1)
    declare(g, 0, "ion-strike")
    at(g, FireDecision(0, "ion-strike"), phase="combat")
    dice(g).add(6, 6, 6, 6, 6, 6)
    g.apply_action("fire ion-strike 7F")
    shot = next(e for e in g.events if isinstance(e, Shot))
    assert "zone 4 +2 damage" in shot.modifiers
    save = next(e for e in g.events if isinstance(e, ArmorSave))
    card = g.players[0].faction.card("ion-strike")
    assert len(save.dice) == card.damage + 2 and save.damage == 0  # every point saved


def test_orbital_strike_from_zone_1_or_the_standard_side_gets_no_bonus():
    for side in (Side.FALLOUT, Side.STANDARD):
        g = game(game("final-stand").game_map.with_side(side))
        put(g, 0, "HH", "2C", facing="N")  # Zone 1 on the fallout side
        put(g, 1, "HH", "4C", facing="N")
        hand(g, 1)
        declare(g, 0, "ion-strike")
        at(g, FireDecision(0, "ion-strike"), phase="combat")
        dice(g).add(6, 6, 6, 6, 6, 6)
        g.apply_action("fire ion-strike 4C")
        save = next(e for e in g.events if isinstance(e, ArmorSave))
        assert len(save.dice) == g.players[0].faction.card("ion-strike").damage


def test_declaring_one_copy_of_each_weapon_and_paying_at_reveal_with_critical_energy():
    g = game("final-stand")
    hand(g, 0, "dire-laser", "dire-laser", "pulse-laser", "seeker-pod", "ion-strike", "kinetic-rod")
    hand(g, 1, "chain-gun")
    at(g, CombatPhase())
    declarations = texts(g.legal_actions())
    assert "declare dire-laser pulse-laser seeker-pod ion-strike" not in declarations
    assert all(d.count("dire-laser") <= 1 for d in declarations)
    assert not any("ion-strike" in d and "kinetic-rod" in d for d in declarations)
    g.apply_action("declare dire-laser ion-strike pulse-laser seeker-pod")  # 3+3+1+2 = 9
    assert "P1 declares 4 cards face down" in new_events(g, 0)
    assert state_text(g, viewer=1).count("4 cards face down") == 1  # P2 does not see which
    assert "firing line: dire-laser" in state_text(g, viewer=0)
    g.apply_action("declare")
    assert g.current_player() == 0 and "critical energy" in g.decision.describe(g)
    g.apply_action("damage hand dire-laser deck 3")  # 4 critical energy: 4 cards damaged
    p = g.players[0]
    assert p.energy == 0 and len(p.damage) == 4 and p.card_count == 25


def test_weapons_fire_in_descending_speed_then_turn_order():
    g = game("final-stand")
    declare(g, 0, "dire-laser", "seeker-pod")  # speeds 8 and 3
    declare(g, 1, "wrecking-cannon", "cutting-torch")  # 5 and 7
    put(g, 0, "recon", "2F")  # speed 7
    g.phase = Phase.COMBAT
    StartFiring().run(g)
    # speed 7 twice: the Glory Hound (P1) first
    assert g.firing_queue == (
        (0, "dire-laser"),
        (0, "recon"),
        (1, "cutting-torch"),
        (1, "wrecking-cannon"),
        (0, "seeker-pod"),
    )


def test_unfired_weapons_return_to_hand_and_energy_is_not_refunded():
    g = game("final-stand")
    hand(g, 0, "dire-laser")
    hand(g, 1)
    at(g, CombatPhase())
    g.apply_action("declare dire-laser")  # P2 has nothing to declare: declared for it
    # no target in arc and range from 1F: the engine holds fire; the card comes back
    assert g.players[0].hand == ["dire-laser"] and g.players[0].energy == 2


def test_orbital_strike_needs_no_roll_sight_or_arc_and_the_target_saves():
    g = game("final-stand")
    put(g, 0, "HH", "2C", facing="N")
    put(g, 1, "HH", "4C", facing="N")
    hand(g, 1, "bulkhead")  # a reaction card may not answer an orbital strike
    declare(g, 0, "ion-strike")
    at(g, FireDecision(0, "ion-strike"), phase="combat")
    (option,) = shot_options(g, 0, "ion-strike")
    assert option.number is None and option.mode == "orbital"
    dice(g).add(6, 6, 6, 1)
    g.apply_action("fire ion-strike 4C")
    assert not any(isinstance(e, AttackRoll) for e in g.events)
    save = next(e for e in g.events if isinstance(e, ArmorSave))
    assert save.damage == 1
    assert g.current_player() == 1 and "damage" in g.decision.describe(g)


def test_reaction_card_answers_an_attack_on_the_heavy_hitter():
    g = duel("final-stand", "4F", "5F")
    hand(g, 1, "bulkhead", "chain-gun")  # Rustbelt's Bulkhead: saves succeed on 1 less
    dice(g).add(3, 3, 4, 4, 4, 4, 4, 4, 4)
    g.apply_action("fire dire-laser 5F")
    assert g.current_player() == 1
    assert texts(g.legal_actions()) == ["react bulkhead", "react none"]
    g.apply_action("react bulkhead")
    save = next(e for e in g.events if isinstance(e, ArmorSave))
    assert save.armor == 4 and save.saved == 7 and g.players[1].energy == 4


def test_fake_shot_sponsor_rerolls_a_miss():
    g = duel("final-stand", "4F", "5F")
    g.players[0].sponsors.append("fake-shot")
    g.sponsor_deck.remove("fake-shot")
    dice(g).add(1, 2, 6, 5, *([6] * 7))
    g.apply_action("fire dire-laser 5F")
    assert texts(g.legal_actions()) == ["accept", "reroll"]
    g.apply_action("reroll")
    rolls = [e.outcome for e in g.events if isinstance(e, AttackRoll)]
    assert rolls == ["miss", "hit"] and g.sponsor_discard == ["fake-shot"]


def test_repair_unit_repairs_its_heavy_hitter():
    g = game("final-stand")
    put(g, 0, "repair", "2F")
    p = g.players[0]
    p.damage.append(p.deck.pop())
    at(g, FireDecision(0, "repair"), phase="combat")
    assert "repair" in texts(g.legal_actions())
    dice(g).add(3)
    g.apply_action("repair")
    assert p.damage == [] and len(p.discard) == 1


def test_a_target_chosen_must_be_legal():
    g = duel("final-stand", "4F", "5F")
    with pytest.raises(IllegalActionError):
        g.apply_action("fire dire-laser 9F")
