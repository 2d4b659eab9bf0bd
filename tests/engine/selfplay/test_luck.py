"""Luck (engine.selfplay.luck): every term has expectation zero under its own odds, so the
control variate built on it cannot bias a seat's estimate.

The expectations are exact: every outcome of the dice (or every card of the deck) is
enumerated with its probability."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.game import standin_catalog
from engine.game.attack_rolls import roll_outcome
from engine.game.combat_events import ArmorSave, AttackRoll, Repaired
from engine.game.events import CardsDrawn
from engine.playtest import play_game
from engine.selfplay.luck import (
    EVENT_KINDS,
    KINDS,
    attack_luck,
    draw_luck,
    relative_luck,
    repair_luck,
    save_luck,
    seat_luck,
)
from tests.engine.game.helpers import the_map

FACTION = standin_catalog().factions[0]


@given(
    number=st.integers(-2, 15),
    damage=st.integers(0, 8),
    armor=st.integers(2, 7),
    target=st.sampled_from(["HH", "combat", "recon"]),
    source=st.sampled_from(["pulse-laser", "combat"]),
)
def test_an_attack_roll_is_lucky_by_zero_on_average(number, damage, armor, target, source):
    total = 0.0
    for dice in itertools.product(range(1, 7), repeat=2):
        e = AttackRoll(
            0, source, dice, number, roll_outcome(dice, number), damage, armor, 1, target
        )
        total += attack_luck(e) / 36
    assert total == pytest.approx(0.0, abs=1e-9)


@given(damage=st.integers(1, 6), armor=st.integers(2, 7), unit=st.sampled_from(["HH", "repair"]))
def test_an_armor_save_is_lucky_by_zero_on_average(damage, armor, unit):
    total = 0.0
    for dice in itertools.product(range(1, 7), repeat=damage):
        saved = sum(1 for d in dice if d >= armor)
        total += save_luck(ArmorSave(1, unit, dice, armor, saved, damage - saved)) / 6**damage
    assert total == pytest.approx(0.0, abs=1e-9)


@given(needed=st.integers(1, 7))
def test_a_repair_roll_is_lucky_by_zero_on_average(needed):
    total = sum(
        repair_luck(Repaired(0, roll, needed, roll >= needed, 3)) / 6 for roll in range(1, 7)
    )
    assert total == pytest.approx(0.0, abs=1e-9)


@given(st.lists(st.sampled_from(sorted({c.id for c in FACTION.cards})), min_size=1, max_size=25))
def test_a_draw_from_a_shuffled_deck_is_lucky_by_zero_on_average(deck):
    total = sum(
        draw_luck(CardsDrawn(0, 1, "test", (card,), (tuple(deck),)), FACTION) for card in deck
    ) / len(deck)
    assert total == pytest.approx(0.0, abs=1e-9)


def test_good_and_bad_dice_count_for_the_right_player():
    hit = AttackRoll(0, "combat", (6, 5), 7, "hit", 3, 5, 1, "HH")
    miss = AttackRoll(0, "combat", (1, 2), 7, "miss", 3, 5, 1, "HH")
    assert attack_luck(hit) > 0 > attack_luck(miss)
    all_saved = ArmorSave(1, "HH", (6, 6, 5), 5, 3, 0)
    none_saved = ArmorSave(1, "HH", (1, 2, 3), 5, 0, 3)
    assert save_luck(all_saved) > 0 > save_luck(none_saved)
    luck = seat_luck([hit, all_saved], [FACTION, FACTION], 2)
    assert len(luck) == 2 and all(len(row) == len(EVENT_KINDS) for row in luck)
    assert luck[0][0] == pytest.approx(attack_luck(hit)) and luck[0][1] == 0.0
    assert luck[1][0] == pytest.approx(save_luck(all_saved))


@given(st.lists(st.floats(-50, 50), min_size=2, max_size=4))
def test_relative_luck_adds_up_to_zero(luck):
    assert sum(relative_luck(luck)) == pytest.approx(0.0, abs=1e-9)


def test_a_game_records_every_seats_luck():
    r = play_game(the_map("showdown"), 0, 3, "full", design="duplicate")
    assert len(r.luck) == 4 and all(len(row) == len(KINDS) for row in r.luck)
    assert any(row[0] != 0.0 for row in r.luck) and any(row[1] != 0.0 for row in r.luck)
