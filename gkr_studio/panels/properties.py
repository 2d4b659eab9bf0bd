"""Map properties: name, author, description, board side, seats, 2v2 teams and symmetric
editing."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.analysis import map_teams, pairings, teams_alternate
from engine.geometry import Side
from engine.mapmodel import MIN_PLAYERS, GameMap, SymmetryMode
from gkr_studio import style


class PropertiesPanel(QWidget):
    """Edits of the map's own fields are requested through signals; the main window
    turns them into undo commands."""

    infoEdited = Signal(str, str, str)
    """name, author, description (from the name and author fields)"""
    descriptionEdited = Signal(str)
    """the description as typed (each keystroke; the main window merges them)"""
    sideChosen = Signal(object)
    seatsReordered = Signal(object)
    """a list of old seat indices in their new order"""
    symmetryChosen = Signal(object)
    resetZonesRequested = Signal()
    teamsChosen = Signal(object)
    """the 2v2 teams to name, as two tuples of start hexes, or ``None`` for R-TEAM-1"""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.map: GameMap | None = None
        self.name = QLineEdit()
        self.author = QLineEdit()
        self.description = QPlainTextEdit()
        self.description.setMaximumHeight(70)
        self.side = QComboBox()
        self.side.addItem(self.tr("Standard"), Side.STANDARD)
        self.side.addItem(self.tr("Fallout (zones 1–4)"), Side.FALLOUT)
        self.players = QLabel("—")
        self.seats = QListWidget()
        self.seats.setMaximumHeight(110)
        self.up = QPushButton(self.tr("Move up"))
        self.down = QPushButton(self.tr("Move down"))
        self.reset_zones = QPushButton(self.tr("Reset zones to the default rings"))
        self.teams = QComboBox()
        self.teams.setToolTip(
            self.tr(
                "Who plays with whom in a 2v2 game, saved in the map"
                " file; by default the starts farthest apart are allies"
                " (R-TEAM-1)"
            )
        )
        self.symmetry = QComboBox()
        for mode in SymmetryMode:
            self.symmetry.addItem(mode.label, mode)
        seat_buttons = QHBoxLayout()
        seat_buttons.addWidget(self.up)
        seat_buttons.addWidget(self.down)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Author"), self.author)
        form.addRow(self.tr("Description"), self.description)
        form.addRow(self.tr("Board side"), self.side)
        form.addRow("", self.reset_zones)
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Seat order"), self.seats)
        form.addRow("", seat_buttons)
        form.addRow(self.tr("2v2 teams"), self.teams)
        self._form = form
        form.addRow(self.tr("Symmetric editing"), self.symmetry)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(form)
        layout.addStretch(1)
        self.name.editingFinished.connect(self._info)
        self.author.editingFinished.connect(self._info)
        self.description.textChanged.connect(self._description_changed)
        self.side.activated.connect(lambda _i: self.sideChosen.emit(Side(self.side.currentData())))
        self.up.clicked.connect(lambda: self._move_seat(-1))
        self.down.clicked.connect(lambda: self._move_seat(1))
        self.seats.currentRowChanged.connect(self._update_buttons)
        self.symmetry.activated.connect(
            lambda _i: self.symmetryChosen.emit(SymmetryMode(self.symmetry.currentData()))
        )
        self.reset_zones.clicked.connect(self.resetZonesRequested.emit)
        self.teams.activated.connect(self._teams_chosen)

    def _description_changed(self) -> None:
        text = self.description.toPlainText()
        if self.map is not None and text != self.map.description:
            self.descriptionEdited.emit(text)

    def _info(self) -> None:
        if self.map is None:
            return
        name, author = self.name.text(), self.author.text()
        if (name, author) != (self.map.name, self.map.author):
            self.infoEdited.emit(name, author, self.map.description)

    def _move_seat(self, step: int) -> None:
        row = self.seats.currentRow()
        if self.map is None or row < 0:
            return
        other = row + step
        if not 0 <= other < self.map.players:
            return
        order = list(range(self.map.players))
        order[row], order[other] = order[other], order[row]
        self.seatsReordered.emit(order)
        self.seats.setCurrentRow(other)

    def _update_buttons(self) -> None:
        row = self.seats.currentRow()
        n = self.map.players if self.map else 0
        self.up.setEnabled(row > 0)
        self.down.setEnabled(0 <= row < n - 1)

    def set_map(self, game_map: GameMap) -> None:
        """Show ``game_map`` without emitting edits."""
        self.map = game_map
        for widget, text in ((self.name, game_map.name), (self.author, game_map.author)):
            if widget.text() != text:
                widget.setText(text)
        if self.description.toPlainText() != game_map.description:
            self.description.blockSignals(True)
            self.description.setPlainText(game_map.description)
            self.description.blockSignals(False)
        self.side.setCurrentIndex(self.side.findData(game_map.side.value))
        self.set_symmetry(game_map.symmetric_editing)
        self.reset_zones.setVisible(game_map.side is Side.FALLOUT)
        self.reset_zones.setEnabled(
            game_map.zones is not None and not game_map.zone_layout.is_default()
        )
        self.players.setText(self.players_text(game_map))
        row = self.seats.currentRow()
        self.seats.clear()
        for seat, h in enumerate(game_map.starts):
            item = QListWidgetItem(self.tr("Seat {0}: {1}").format(seat + 1, h))
            item.setForeground(QBrush(style.seat_color(seat).darker(120)))
            item.setData(Qt.ItemDataRole.UserRole, seat)
            self.seats.addItem(item)
        if 0 <= row < game_map.players:
            self.seats.setCurrentRow(row)
        self._update_buttons()
        self._show_teams(game_map)

    def players_text(self, game_map: GameMap) -> str:
        """The players row: one per start; a draft says what it still lacks."""
        n, planned = game_map.players, game_map.planned_players
        if planned is not None:
            return self.tr("{n} of {planned} starts placed: a draft (see Checks)").format(
                n=n, planned=planned
            )
        if n == 0:
            return self.tr("none yet: place 2-4 start hexes (a draft until then)")
        if n < MIN_PLAYERS:
            return self.tr("1 start placed: place at least one more (a draft until then)")
        return self.tr("{n} (one per start hex)").format(n=n)

    def _teams_chosen(self, index: int) -> None:
        if self.map is None:
            return
        teams = self.teams.itemData(index)
        if teams != self.map.teams:
            self.teamsChosen.emit(teams)

    def _show_teams(self, game_map: GameMap) -> None:
        """The teams box: R-TEAM-1's default and the three pairings of a four-player map;
        a pairing whose turns would not alternate is shown, but cannot be chosen."""
        self.teams.clear()
        four = game_map.players == 4
        self._form.setRowVisible(self.teams, four)
        if not four:
            return
        s = game_map.starts

        def words(teams: tuple[tuple[int, ...], ...]) -> str:
            return " vs ".join("+".join(str(s[q]) for q in t) for t in teams)

        default = words(map_teams(game_map.with_teams(None)) or ())
        self.teams.addItem(self.tr("Default: {0} (farthest apart)").format(default), None)
        model = self.teams.model()
        for pairing in pairings(game_map):
            named = tuple(tuple(s[q] for q in t) for t in pairing)
            self.teams.addItem(self.tr("Named: {0}").format(words(pairing)), named)
            if not teams_alternate(game_map, pairing):
                row = self.teams.count() - 1
                item = model.item(row) if isinstance(model, QStandardItemModel) else None
                if item is not None:
                    item.setEnabled(False)
                    item.setToolTip(
                        self.tr(
                            "Turns would not alternate between these teams: 2v2"
                            " needs allies at opposite corners (R-TEAM-1)"
                        )
                    )
        current = 0
        if game_map.teams is not None:
            chosen = {frozenset(t) for t in game_map.teams}
            current = next(
                (
                    i
                    for i in range(1, self.teams.count())
                    if {frozenset(t) for t in self.teams.itemData(i)} == chosen
                ),
                0,
            )
        self.teams.setCurrentIndex(current)

    def set_symmetry(self, mode: SymmetryMode) -> None:
        self.symmetry.setCurrentIndex(self.symmetry.findData(mode.value))
