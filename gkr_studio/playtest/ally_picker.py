"""The ally pick of shifting alliances in the playtest window: a labelled box of buttons.

At the end of each Reset phase of a game with shifting alliances
(:mod:`engine.game.alliances`) a human seat picks the pilot card of one opponent, face
down. The box says what the pick does and offers one button per opponent still in the
game (its seat, start, faction and score, and whether it is the ally of the moment);
a click emits :attr:`AllyPicker.picked` with that ``ally P…`` action, which the window
takes.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.game import Action, GameState, PickAlly, score_key, shifting_ally
from gkr_studio.i18n import translate


def pick_label(state: GameState, action: PickAlly) -> str:
    """A button's text: ``Seat 4 (9J) · Neon Syndicate (stand-in) · score 25``."""
    q = action.seat
    p = state.players[q]
    start = state.game_map.starts[q]
    me = state.current_player()
    text = translate("AllyPicker", "Seat {0} ({1}) · {2} · score {3}").format(
        q + 1, start, p.faction.name, score_key(state, q)[0]
    )
    if me >= 0 and shifting_ally(state, me) == q:
        text += translate("AllyPicker", " · your ally now")
    return text


class AllyPicker(QGroupBox):
    """Buttons to pick an ally's pilot card when a human seat's pick is due."""

    picked = Signal(object)
    """A button was clicked: the :class:`~engine.game.actions.PickAlly` action."""
    laidOut = Signal()
    """The box got its size with buttons in it (the window scrolls it into view)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Pick an ally (shifting alliances)"))
        layout = QVBoxLayout(self)
        self.explain = QLabel(
            self.tr(
                "Face down. If that player picks you too, you are"
                " allies until the end of the next Reset phase."
            )
        )
        self.explain.setWordWrap(True)
        self.explain.setToolTip(
            self.tr(
                "Pick the pilot card of one opponent, face down. The picks are revealed"
                " together: if that player picked you too, you are allied until the end of the"
                " next Reset phase (allies cannot attack each other; only one player wins)."
            )
        )
        layout.addWidget(self.explain)
        self.buttons: list[QPushButton] = []
        self.setVisible(False)

    def show_for(self, state: GameState, actions: list[Action], due: bool) -> None:
        """Show a button per ``ally P…`` action when ``due`` (a human's pick), else hide."""
        layout = self.layout()
        assert layout is not None
        for b in self.buttons:
            layout.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        picks = [a for a in actions if isinstance(a, PickAlly)] if due else []
        self.setVisible(bool(picks))
        for a in picks:
            b = QPushButton(pick_label(state, a))
            b.setToolTip(str(a))
            b.clicked.connect(lambda _c=False, act=a: self.picked.emit(act))
            layout.addWidget(b)
            self.buttons.append(b)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.buttons:
            self.laidOut.emit()
