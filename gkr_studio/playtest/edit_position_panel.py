"""The Edit position panel: what the board editor changes besides where units stand.

It shows the draft of :class:`~gkr_studio.playtest.edit_position.PositionEditor` and asks
for each change as the name of a free-setup function (:mod:`engine.game.sandbox.free_setup`,
each one exported by :mod:`engine.game.sandbox`) and its arguments
(:attr:`EditPositionPanel.edited`); the editor applies it through the session, so a refused
one changes nothing.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.game import GameState, UnitClass
from engine.game.sandbox import ROUND_PHASES
from engine.geometry import Direction, Hex, facing_name
from gkr_studio.i18n import QT_TRANSLATE_NOOP
from gkr_studio.playtest.outcome import phase_words

FACE_NAMES = ("N", "NE", "SE", "S", "SW", "NW")
"""The faces of a building, in the order :func:`~engine.game.sandbox.free_setup.set_tags`
takes them."""
UNIT_NAMES = {
    UnitClass.HH: QT_TRANSLATE_NOOP("EditPositionPanel", "Heavy Hitter"),
    UnitClass.COMBAT: QT_TRANSLATE_NOOP("EditPositionPanel", "combat unit"),
    UnitClass.REPAIR: QT_TRANSLATE_NOOP("EditPositionPanel", "repair unit"),
    UnitClass.RECON: QT_TRANSLATE_NOOP("EditPositionPanel", "recon unit"),
}


def cards_of(text: str) -> list[str]:
    """Card ids typed in a box, separated by commas or spaces."""
    return [c for c in text.replace(",", " ").split() if c]


class EditPositionPanel(QWidget):
    """The editing panel, shown in the decision's place while the position is edited."""

    edited = Signal(str, object)
    """A free-setup function's name and its arguments after the state (a tuple)."""
    seatPicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._filling = False
        self.state: GameState | None = None
        hint = QLabel(
            self.tr(
                "The rules wait. Drag a unit to a hex, or pick one here and click"
                " a free hex; right-click a Heavy Hitter to turn it; click a"
                " building for its tags and rubble."
            )
        )
        hint.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seat = QComboBox()
        self.unit = QComboBox()
        for combo in (self.seat, self.unit):  # long faction names must not widen the panel
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(8)
        self.facing = QComboBox()
        for d in Direction:
            self.facing.addItem(facing_name(d), d)
        self.hit_points = QSpinBox()
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Take this support unit off the board"))
        self.damage = QSpinBox()
        self.energy = QSpinBox()
        for box in (self.hit_points, self.damage, self.energy):
            box.setKeyboardTracking(False)  # one edit per value, not per key
            box.setRange(0, 99)
        self.hand = QLineEdit()
        self.deck_top = QLineEdit()
        self.hand.setToolTip(self.tr("The hand's card ids, separated by commas; Enter applies"))
        self.deck_top.setToolTip(self.tr("The next cards drawn, first drawn first; Enter applies"))
        self.glory_button = QPushButton(self.tr("Give it the Glory Hound"))
        unit_box = QGroupBox(self.tr("Seat and unit"))
        form = QFormLayout(unit_box)
        row = QHBoxLayout()
        row.addWidget(self.seat)
        row.addWidget(self.unit, 1)
        form.addRow(row)
        form.addRow(self.tr("Facing"), self.facing)
        hp_row = QHBoxLayout()
        hp_row.addWidget(self.hit_points)
        hp_row.addWidget(self.remove_button)
        form.addRow(self.tr("Hit points"), hp_row)
        form.addRow(self.tr("Damage"), self.damage)
        form.addRow(self.tr("Energy"), self.energy)
        form.addRow(self.tr("Hand"), self.hand)
        form.addRow(self.tr("Deck top"), self.deck_top)
        form.addRow(self.glory_button)
        self.building_label = QLabel()
        self.rubble = QComboBox()
        self.faces: list[QComboBox] = [QComboBox() for _ in FACE_NAMES]
        building_box = QGroupBox(self.tr("Building"))
        b = QFormLayout(building_box)
        b.addRow(self.building_label)
        b.addRow(self.tr("Rubble"), self.rubble)
        tags = QGridLayout()
        for i, (name, face_box) in enumerate(zip(FACE_NAMES, self.faces)):
            face_box.setToolTip(self.tr("The tag on its {0} face").format(name))
            tags.addWidget(QLabel(name), i // 3, 2 * (i % 3))
            tags.addWidget(face_box, i // 3, 2 * (i % 3) + 1)
        b.addRow(self.tr("Tags"), tags)
        self.round = QSpinBox()
        self.round.setRange(1, 1000)
        self.phase = QComboBox()
        for p in ROUND_PHASES:
            self.phase.addItem(phase_words(str(p)), str(p))
        self.restart_button = QPushButton(self.tr("Restart at this round and phase"))
        turn_box = QGroupBox(self.tr("Round and phase"))
        t = QGridLayout(turn_box)
        t.addWidget(self.round, 0, 0)
        t.addWidget(self.phase, 0, 1)
        t.addWidget(self.restart_button, 1, 0, 1, 2)
        self.resume_button = QPushButton(self.tr("Resume the rules"))
        self.resume_button.setDefault(True)
        self.discard_button = QPushButton(self.tr("Discard the edits"))
        ends = QHBoxLayout()
        ends.addWidget(self.resume_button, 1)
        ends.addWidget(self.discard_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(hint)
        layout.addLayout(ends)
        layout.addWidget(self.message)
        layout.addWidget(unit_box)
        layout.addWidget(building_box)
        layout.addWidget(turn_box)
        layout.addStretch(1)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self)
        self._connect()

    def _connect(self) -> None:
        self.seat.activated.connect(lambda _i: self.seatPicked.emit(self.seat_shown()))
        self.unit.activated.connect(lambda _i: self.seatPicked.emit(self.seat_shown()))
        self.facing.activated.connect(
            lambda _i: self._ask("set_facing", self.seat_shown(), self.facing.currentData())
        )
        self.hit_points.valueChanged.connect(self._hit_points)
        self.remove_button.clicked.connect(self._remove)
        self.damage.valueChanged.connect(lambda n: self._ask("set_damage", self.seat_shown(), n))
        self.energy.valueChanged.connect(lambda n: self._ask("set_energy", self.seat_shown(), n))
        self.hand.returnPressed.connect(
            lambda: self._ask("set_hand", self.seat_shown(), cards_of(self.hand.text()))
        )
        self.deck_top.returnPressed.connect(
            lambda: self._ask("set_deck_top", self.seat_shown(), cards_of(self.deck_top.text()))
        )
        self.glory_button.clicked.connect(lambda: self._ask("set_glory_hound", self.seat_shown()))
        self.rubble.activated.connect(self._rubble)
        for box in self.faces:
            box.activated.connect(self._tags)
        self.restart_button.clicked.connect(
            lambda: self._ask("restart_phase", self.round.value(), self.phase.currentData())
        )

    # -- asking ------------------------------------------------------------------------------
    def _ask(self, name: str, *args: object) -> None:
        if not self._filling:
            self.edited.emit(name, args)

    def seat_shown(self) -> int:
        return max(0, self.seat.currentIndex())

    def picked_unit(self) -> tuple[int, UnitClass] | None:
        """The seat and unit the panel shows (the unit a click on a free hex puts there)."""
        unit = self.unit.currentData()
        return (self.seat_shown(), unit) if isinstance(unit, UnitClass) else None

    def pick(self, seat: int, unit: UnitClass) -> None:
        """Show ``seat``'s ``unit``."""
        self.seat.setCurrentIndex(seat)
        if self.state is not None:
            self._fill_units(self.state, seat)
        self.unit.setCurrentIndex(max(0, self.unit.findData(unit)))

    def _hit_points(self, n: int) -> None:
        unit = self.picked_unit()
        if unit is not None and unit[1] is not UnitClass.HH:
            self._ask("set_unit_hit_points", unit[0], unit[1], n)

    def _remove(self) -> None:
        unit = self.picked_unit()
        if unit is not None:
            self._ask("remove_unit", unit[0], unit[1])

    def _building(self) -> Hex | None:
        data = self.building_label.property("hex")
        return data if isinstance(data, Hex) else None

    def _rubble(self, _index: int) -> None:
        h = self._building()
        if h is not None:
            self._ask("set_rubble", h, self.rubble.currentData())

    def _tags(self, _index: int) -> None:
        h = self._building()
        if h is not None:
            self._ask("set_tags", h, [int(box.currentData()) for box in self.faces])

    # -- showing -------------------------------------------------------------------------------
    def show_message(self, text: str, refused: bool) -> None:
        self.message.setText(text)
        self.message.setStyleSheet("color: #e03131" if refused else "")
        self.message.setVisible(bool(text))

    def _fill_units(self, state: GameState, seat: int) -> None:
        kept = self.unit.currentData()
        self.unit.clear()
        p = state.players[seat]
        for cls in [UnitClass.HH] + [u.unit_class for u in p.faction.support]:
            where = p.units.get(cls)
            name = self.tr(UNIT_NAMES[cls])
            self.unit.addItem(
                self.tr("{0} on {1}").format(name, where)
                if where is not None
                else self.tr("{0} (off the board)").format(name),
                cls,
            )
        self.unit.setCurrentIndex(max(0, self.unit.findData(kept)))

    def show_state(self, state: GameState, building: Hex | None, message: str) -> None:
        """Show the draft ``state``, the building picked and the last edit's message."""
        self._filling = True
        try:
            self.state = state
            seat = min(self.seat_shown(), state.num_players - 1)
            self.seat.clear()
            for q, p in enumerate(state.players):
                self.seat.addItem(f"P{q + 1} {p.faction.name}", q)
            self.seat.setCurrentIndex(seat)
            self._fill_units(state, seat)
            p = state.players[seat]
            unit = self.picked_unit()
            self.facing.setCurrentIndex(max(0, self.facing.findData(p.facing)))
            support = unit is not None and unit[1] is not UnitClass.HH
            hp = p.hp.get(unit[1]) if unit is not None and support else None
            self.hit_points.setEnabled(hp is not None)
            self.remove_button.setEnabled(hp is not None)
            self.hit_points.setValue(hp or 0)
            self.damage.setValue(len(p.damage))
            self.energy.setValue(p.energy)
            self.hand.setText(", ".join(p.hand))
            self.deck_top.setText(", ".join(reversed(p.deck[-3:])))
            for line in (self.hand, self.deck_top):
                line.setCursorPosition(0)  # the first cards in view
            self.glory_button.setText(
                self.tr("P{0} has the Glory Hound").format(seat + 1)
                if state.glory_hound == seat
                else self.tr("Give P{0} the Glory Hound").format(seat + 1)
            )
            self.round.setValue(max(1, state.round))
            self.phase.setCurrentIndex(max(0, self.phase.findData(str(state.phase))))
            self._show_building(state, building)
            self.show_message(message, message.startswith("✗"))
        finally:
            self._filling = False

    def _show_building(self, state: GameState, h: Hex | None) -> None:
        self.building_label.setProperty("hex", h)
        for box in [self.rubble] + self.faces:
            box.clear()
            box.setEnabled(h is not None)
        if h is None:
            self.building_label.setText(self.tr("Click a building on the board"))
            return
        owner = state.rubble_owner.get(h)
        self.building_label.setText(
            self.tr("{0}: rubble of P{1}").format(h, owner + 1)
            if owner is not None
            else self.tr("{0}: standing").format(h)
        )
        self.rubble.addItem(self.tr("Standing"), None)
        for q in range(state.num_players):
            self.rubble.addItem(self.tr("Rubble of P{0}").format(q + 1), q)
        self.rubble.setCurrentIndex(0 if owner is None else owner + 1)
        faces = state.tags.get(h, (-1,) * 6)
        for box, face in zip(self.faces, faces):
            box.addItem("—", -1)
            for q in range(state.num_players):
                box.addItem(f"P{q + 1}", q)
            box.setCurrentIndex(face + 1)
            box.setEnabled(owner is None)
