"""What a decision asks, in words (``Decision.describe``), in the engine's language: the
playtest window's prompt and status line, and the refusal of an action not legal now."""

from __future__ import annotations

import pytest

from engine.core.messages import set_language
from engine.game.damage import DamageDecision
from tests.engine.game.helpers import game


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


def test_the_opening_hand_is_asked_for_in_french(french):
    state = game("final-stand")
    assert state.decision is not None
    assert state.decision.describe(state) == "P1 : gardez votre main de départ ou faites un Reboot"


def test_the_damage_pile_choice_takes_the_french_plural_forms(french):
    state = game("final-stand")
    one, two = DamageDecision(0, 1, "fallout"), DamageDecision(0, 2, "fallout")
    assert one.describe(state).startswith("P1 : choisissez 1 carte pour la Pile des Dégâts")
    assert two.describe(state).startswith("P1 : choisissez 2 cartes pour la Pile des Dégâts")


def test_english_stays_as_it_was():
    state = game("final-stand")
    assert state.decision is not None
    assert state.decision.describe(state) == "P1: keep the opening hand or reboot"
    assert (
        DamageDecision(0, 1, "fallout").describe(state)
        == "P1: choose 1 card for the damage pile (fallout): from hand and/or the deck"
    )
