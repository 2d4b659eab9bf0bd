"""The game log in the engine's language: each event's line (``str(event)``) in French with
its plural forms, the rules' constant reasons and outcomes translated; English unchanged."""

from __future__ import annotations

import pytest

from engine.core.messages import set_language
from engine.game.board_events import Moved
from engine.game.combat_events import AttackRoll, HitPointsLost
from engine.game.events import CardsDrawn, EnergySpent, GameOver, PhaseStarted, RoundStarted
from engine.geometry.hexes import Direction, Hex
from tests.engine.game.helpers import game


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


def test_the_log_of_a_game_start_reads_french(french):
    state = game("final-stand")
    lines = [str(e) for e in state.events]
    assert any(line.startswith("P1 pioche 6 cartes (main de départ)") for line in lines)
    assert str(RoundStarted(2, 0)) == "== Tour 2 (Glory Hound P1) =="
    assert str(PhaseStarted("combat")) == "-- Phase de Combat --"


def test_counts_outcomes_and_the_end_take_their_french_forms(french):
    assert str(HitPointsLost(1, "combat", 1, 2)) == "P2 combat perd 1 Point de Vie : il en reste 2"
    assert str(HitPointsLost(1, "combat", 2, 1)) == "P2 combat perd 2 Points de Vie : il en reste 1"
    assert (
        str(AttackRoll(0, "dire-laser", (6, 6), 7, "critical hit"))
        == "P1 dire-laser fait 6+6=12 contre 7 : coup critique"
    )
    assert str(GameOver((0,), "score")) == "Partie terminée : P1 gagne (score)"
    assert (
        str(GameOver((0, 2), "destruction")) == "Partie terminée : P1 et P3 gagnent (destruction)"
    )
    moved = Moved(0, "HH", (Hex.parse("3H"), Hex.parse("3G")), Direction.SE, 1)
    assert str(moved) == "P1 HH se déplace 3H-3G, orienté SE (1 d'Énergie)"
    moved = Moved(0, "HH", (Hex.parse("3H"), Hex.parse("3G")), Direction.NW, 1)
    assert str(moved) == "P1 HH se déplace 3H-3G, orienté NO (1 d'Énergie)"  # nord-ouest
    assert (
        str(EnergySpent(1, 2, 0, 3, "deploying recon"))
        == "P2 dépense 2 d'Énergie pour déployer l'unité de reconnaissance (reste 3)"
    )
    assert (
        str(EnergySpent(1, 2, 0, 3, "jump-jets"))
        == "P2 dépense 2 d'Énergie pour jump-jets (reste 3)"
    )  # a card's id stays as it is


def test_english_lines_are_unchanged():
    assert str(CardsDrawn(0, 1, "opening hand")) == "P1 draws 1 card (opening hand)"
    assert str(GameOver((0, 2), "destruction")) == "Game over: P1 and P3 win (destruction)"
    assert str(GameOver((), "score")) == "Game over: nobody wins (score)"
    assert str(PhaseStarted("movement")) == "-- movement phase --"
    assert str(Moved(0, "HH", (Hex.parse("3H"),), Direction.NW, 0)) == "P1 HH stays on 3H, faces NW"
