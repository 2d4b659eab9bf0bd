"""The French user guide's pictures of the playtest window (called by french_screens.py).

A game of Final Stand played by the bots into its second round's Combat phase, where seat 1
becomes a person's: the decision box (weapons to declare), the win-chance bar above the
board and its chart, the Moves panel; then the Shots panel on the same position; then Edit
position. Each step checks the window's texts are French and stops with a message when not.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QWidget

Shot = Callable[[str, QWidget], None]
Check = Callable[[bool, str], None]


def playtest_shots(shot: Shot, check: Check, settle: Callable[[], None]) -> None:
    """Take ``fr-06-partie-essai``, ``fr-07-partie-essai-tirs`` and
    ``fr-08-modifier-position``."""
    from PySide6.QtTest import QTest

    from engine import builtin_map_path, load_map
    from engine.game.combat import DeclareDecision
    from gkr_studio.playtest.session import HUMAN
    from gkr_studio.playtest.window import PlaytestWindow

    window = PlaytestWindow(
        load_map(builtin_map_path("final-stand")), seed=4, controllers=["full", "full"]
    )
    window.auto.setChecked(False)
    window.show()
    QTest.qWaitForWindowExposed(window)
    session = window.session

    def seat_one_declares() -> bool:
        state = session.state
        return (
            state.round >= 2
            and isinstance(state.decision, DeclareDecision)
            and state.current_player() == 0
        )

    while not seat_one_declares():
        check(session.step(), "the bots reach seat 1's declaration in round 2")
    seat_one = window.seat_boxes[0]
    seat_one.setCurrentIndex(seat_one.findData(HUMAN))  # a person takes seat 1 over
    settle()
    check(window.windowTitle().startswith("Partie d'essai"), "the window's title is French")
    check(window.decision_box.title() == "Votre décision", "the decision box is French")
    check(window.declare_box.isVisible(), "seat 1 declares its weapons")
    window.docks["chance"].raise_()
    settle()
    check(
        window.win_chance.now.text().startswith("Chances de victoire"),
        "the win chance reads French",
    )
    shot("fr-06-partie-essai", window)

    window.docks["shots"].raise_()
    settle()
    check(
        window.shots.refused_box.text().startswith("Aussi les tirs"), "the Shots panel reads French"
    )
    shot("fr-07-partie-essai-tirs", window)

    window.docks["players"].raise_()
    window.position_editor.toggle.setChecked(True)
    building = sorted(session.state.game_map.building_hexes)[0]
    window.position_editor.building = building
    window.position_editor.sync()
    settle()
    check(
        window.position_editor.panel.resume_button.text() == "Réactiver les règles",
        "Edit position reads French",
    )
    shot("fr-08-modifier-position", window)
    window.position_editor.discard()
    window.close()
