"""The playtest's "Your decision" box: the prompt, the weapons to declare, the ally to
pick, a button per choice and every legal action, for the seat a person plays."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.game import Declare, DeclareDecision, PickAlly
from gkr_studio.i18n import counted
from gkr_studio.playtest.ally_picker import AllyPicker
from gkr_studio.playtest.interaction import board_actions, label, other_actions
from gkr_studio.playtest.session import PlaytestSession

MAX_BUTTONS = 14
WIDE_LABEL = 30
"""Buttons with a longer label (a path's upgrades) go one to a row, so the box stays narrow."""


class DecisionBox(QGroupBox):
    """What the seat to move may do, as buttons, check boxes and a list."""

    chosen = Signal(object)
    """An action (or its text, from the list) the person chose."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Your decision"))
        d = QVBoxLayout(self)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        d.addWidget(self.prompt)
        self.declare_box = QGroupBox(self.tr("Declare weapons (face down)"))
        self.declare_layout = QVBoxLayout(self.declare_box)
        self.declare_checks: dict[str, QCheckBox] = {}
        self.declare_total = QLabel()
        self.declare_button = QPushButton(self.tr("Declare the checked weapons"))
        self.declare_button.clicked.connect(self._declare)
        d.addWidget(self.declare_box)
        self.ally_picker = AllyPicker()
        self.ally_picker.picked.connect(self.chosen.emit)
        d.addWidget(self.ally_picker)
        self.buttons_box = QWidget()
        self.buttons_layout = QGridLayout(self.buttons_box)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        d.addWidget(self.buttons_box)
        self.action_list = QListWidget()
        self.action_list.setToolTip(self.tr("Every legal action: double-click one to take it"))
        self.action_list.itemDoubleClicked.connect(
            lambda item: self.chosen.emit(str(item.data(Qt.ItemDataRole.UserRole)))
        )
        self.list_label = QLabel(self.tr("All legal actions (double-click):"))
        d.addWidget(self.list_label)
        d.addWidget(self.action_list, 100)
        d.addStretch(1)  # without the list, the choices stay under the prompt
        self.session: PlaytestSession | None = None

    def show_session(self, s: PlaytestSession) -> None:
        """Follow the game: the choices of a person's seat, or wait for the bots."""
        self.session = s
        state = s.state
        human = s.is_human_turn()
        self.setEnabled(human)
        while self.buttons_layout.count():
            old = self.buttons_layout.takeAt(0)
            w = old.widget() if old is not None else None
            if w is not None:
                w.deleteLater()
        self.action_list.clear()
        declaring = human and isinstance(state.decision, DeclareDecision)
        self._build_declare_box(declaring)
        self.ally_picker.show_for(state, state.legal_actions(), human)
        if not human or state.decision is None:
            self.prompt.setText(self.tr("Waiting for the bots…") if s.is_bot_turn() else "")
            self._show_list(True)
            return
        actions = state.legal_actions()
        on_board = board_actions(actions)
        asked = state.decision.describe(state)  # it names the seat: "P1: declare weapons…"
        self.prompt.setText(
            self.tr("{0}. Click a highlighted hex on the board.").format(asked)
            if on_board
            else self.tr("{0}.").format(asked)
        )
        buttons = [
            a
            for a in other_actions(actions)
            if not (declaring and isinstance(a, Declare) and a.weapons)
            and not isinstance(a, PickAlly)
        ]  # those are in the ally picker
        labels = [label(state, a) for a in buttons[:MAX_BUTTONS]]
        columns = 1 if any(len(t) > WIDE_LABEL for t in labels) else 2  # long ones fit
        for i, (action, text) in enumerate(zip(buttons, labels)):
            b = QPushButton(text)
            b.setToolTip(str(action))
            b.clicked.connect(lambda _c=False, a=action: self.chosen.emit(a))
            self.buttons_layout.addWidget(b, i // columns, i % columns)
        for action in actions:
            item = QListWidgetItem(label(state, action))
            item.setToolTip(str(action))
            item.setData(Qt.ItemDataRole.UserRole, str(action))
            self.action_list.addItem(item)
        # the list only when it offers more than the buttons: the room goes to the hand
        self._show_list(len(actions) > len(labels))

    def _show_list(self, shown: bool) -> None:
        self.list_label.setVisible(shown)
        self.action_list.setVisible(shown)

    def _build_declare_box(self, show: bool) -> None:
        """Check boxes for the weapons in hand, with the energy they would cost."""
        self.declare_box.setVisible(show)
        while self.declare_layout.count():
            old = self.declare_layout.takeAt(0)
            w = old.widget() if old is not None else None
            if w is not None and w not in (self.declare_total, self.declare_button):
                w.deleteLater()
        self.declare_checks = {}
        if not show or self.session is None:
            return
        state = self.session.state
        p = state.players[state.current_player()]
        for cid in sorted({c for c in p.hand if p.faction.card(c).kind.is_weapon}):
            card = p.faction.card(cid)
            box = QCheckBox(
                self.tr("{0}: {1} energy, speed {2}, range {3}, damage {4}").format(
                    card.name, card.energy, card.speed, card.range, card.damage
                )
            )
            box.toggled.connect(self._declare_changed)
            self.declare_layout.addWidget(box)
            self.declare_checks[cid] = box
        self.declare_layout.addWidget(self.declare_total)
        self.declare_layout.addWidget(self.declare_button)
        self._declare_changed()

    def _declare_changed(self, _on: bool = False) -> None:
        if self.session is None or self.session.state.decision is None:
            return
        state = self.session.state
        p = state.players[state.current_player()]
        cost = sum(
            p.faction.card(c).energy for c, box in self.declare_checks.items() if box.isChecked()
        )
        extra = max(0, cost - p.energy)
        self.declare_total.setText(
            counted(
                self.tr(
                    "{0} energy of your {1}: %n critical, %n card(s) to the damage pile", "", extra
                ),
                extra,
            ).format(cost, p.energy)
            if extra
            else self.tr("{0} energy of your {1}").format(cost, p.energy)
        )

    def _declare(self) -> None:
        chosen = tuple(c for c, box in self.declare_checks.items() if box.isChecked())
        self.chosen.emit(Declare(chosen))
