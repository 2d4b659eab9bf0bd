"""The playtest window in French: its docks, settings, status, decision, tables, Shots
panel, win chance and Edit position read French, counts take their plural forms, and
numbers are written the French way ("52 %"); in English the same counts read "1 opponent",
"2 opponents", never "opponent(s)"."""

from __future__ import annotations

import pytest

from engine import Hex
from engine.core.numbers import NARROW_NBSP
from engine.game import Move
from engine.game.catalog import UnitClass
from engine.geometry.hexes import Direction
from gkr_studio.i18n import apply_language, counted
from gkr_studio.playtest.counts import counts
from gkr_studio.playtest.interaction import command_words, label
from tests.studio.helpers import playtest_window


@pytest.fixture
def french(qapp):
    """The studio speaks French for one test, then English again."""
    apply_language(qapp, "fr")
    yield qapp
    apply_language(qapp, "en")


def _mode_items(window) -> list[str]:
    return [window.mode_box.itemText(i) for i in range(window.mode_box.count())]


def test_the_playtest_window_reads_french(french, qtbot):
    window = playtest_window(qtbot, "final-stand", controllers=["human", "full"])
    assert window.windowTitle().startswith("Partie d'essai : ")
    titles = {key: dock.windowTitle() for key, dock in window.docks.items()}
    assert titles == {
        "players": "Joueurs",
        "hand": "Main",
        "shots": "Tirs",
        "chance": "Chances de victoire",
        "moves": "Coups",
        "log": "Dés et événements",
    }
    assert window.play_dock.windowTitle() == "Jeu"
    assert window.decision_box.title() == "Votre décision"
    assert window.speed.currentText() == "Normale"
    # the settings' texts, looked up under the class that writes them (R-SOLO-1's modes)
    assert window.seats_box.title() == "Places"
    assert window.seat_labels[0].text().startswith("Place 1 · ")
    assert window.seat_boxes[1].currentText() == "Bot : complet"
    assert "Partie solo : 1 adversaire" in _mode_items(window)
    assert window.players.horizontalHeaderItem(2).text() == "Énergie"
    assert "Tour" in window.status.text() and "Glory Hound : place" in window.status.text()


def test_the_counts_take_the_french_plural_forms(french, qtbot):
    window = playtest_window(qtbot, "showdown", controllers=["human", "full", "full", "full"])
    assert {"Partie solo : 1 adversaire", "Partie solo : 2 adversaires"} <= set(_mode_items(window))
    assert (
        counts().game_over(1).replace("%1", "la place 2")
        == "Partie terminée : la place 2 a gagné (%2)."
    )
    assert counts().game_over(2).startswith("Partie terminée : %1 ont gagné")
    state = window.session.state
    step = Move(UnitClass.HH, (Hex.parse("1B"), Hex.parse("2C")), Direction.S)
    assert label(state, step) == "Aller en 2C (1 hexagone), face S"


def test_the_shots_panel_writes_french_numbers_and_plurals(french, qtbot):
    window = playtest_window(qtbot, "final-stand", controllers=["full", "full"], seed=3)
    while not any(r.possible for r in window.shots.rows):
        assert window.session.step()
    window.docks["shots"].raise_()
    possible = sum(r.possible for r in window.shots.rows)
    note = window.shots.note.text()
    assert note.startswith(f"{possible} tir")
    assert ("tirs possibles maintenant" if possible > 1 else "tir possible maintenant") in note
    hit = window.shots.table.item(0, 8).text()
    assert hit.endswith(NARROW_NBSP + "%") and hit[:-2].isdigit()
    assert window.shots.table.horizontalHeaderItem(0).text() == "Tireur"


def test_the_win_chance_and_edit_position_read_french(french, qtbot):
    window = playtest_window(qtbot, "final-stand", controllers=["full", "full"])
    now = window.win_chance.now.text()
    assert now.startswith("Chances de victoire après l'action 0 (Tour ")
    assert NARROW_NBSP + "%" in now
    editor = window.position_editor
    assert editor.toggle.text() == "Modifier la position"
    editor.toggle.setChecked(True)
    assert editor.panel.resume_button.text() == "Réactiver les règles"
    assert "Modification de la position" in window.status.text()
    assert window.win_chance.where == "la position en cours de modification"


def test_english_counts_read_as_english_writes_them(qtbot):
    window = playtest_window(qtbot, "showdown", controllers=["human", "full", "full", "full"])
    assert {"Solo game: 1 opponent", "Solo game: 2 opponents"} <= set(_mode_items(window))
    step = Move(UnitClass.HH, (Hex.parse("1B"), Hex.parse("2C"), Hex.parse("3C")), None)
    assert label(window.session.state, step) == "Move to 3C (2 hexes), stay"
    assert counted("1 hex(es), 1 shot(s)", 1) == "1 hex, 1 shot"


def test_the_moves_panel_lists_the_actions_in_french(french, qtbot):
    window = playtest_window(qtbot, "final-stand", controllers=["human", "full"])
    assert command_words("move HH 1B-2C face S") == "déplacer HH 1B-2C face S"
    assert command_words("declare (face down)") == "déclaration (face cachée)"
    assert command_words("not an action") == "not an action"
    s = window.session
    s.play_to_end()
    assert window.take(s.state.legal_actions()[0])  # seat 1 keeps or reboots
    s.play_to_end()
    rows = [
        window.moves.tree.topLevelItem(i).text(3)
        for i in range(1, window.moves.tree.topLevelItemCount())
    ]
    assert rows and rows == [command_words(s.history.nodes[n].action) for n in s.history.line()]
    assert any(r in ("garder la main", "Reboot") for r in rows)
