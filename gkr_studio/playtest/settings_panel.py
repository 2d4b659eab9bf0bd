"""The playtest window's settings: the Mode box, the advanced rules, the seats (who plays
each one), the cards and the next seed, with the question asked before they end a game in
progress. The window (:class:`~gkr_studio.playtest.window.PlaytestWindow`) builds on this
base."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.bots import BOT_KINDS
from engine.core import GkrError
from engine.game import MAX_EXTRA_WEAPONS, Action, Catalog, GameConfig, GameHistory, GameState
from engine.game.modes import mode_named, registered_modes
from gkr_studio import style
from gkr_studio.i18n import translate
from gkr_studio.playtest.bot_names import bot_name
from gkr_studio.playtest.session import HUMAN, PlaytestSession


def seat_words(state: GameState, seat: int, faction: str) -> str:
    """A seat's row in Seats: ``Seat 1 · Iron Legion``, and its role on a second line in
    a solo game (you, a solo opponent) or a 2v2 game (its team and ally)."""
    first = translate("PlaytestSettingsWindow", "Seat {0} · {1}").format(seat + 1, faction)
    if state.teams:
        team = next(k for k, t in enumerate(state.teams) if seat in t)
        ally = next(q for q in state.teams[team] if q != seat)
        return (
            first
            + "\n"
            + translate("PlaytestSettingsWindow", "(team {0}, ally: seat {1})").format(
                "AB"[team], ally + 1
            )
        )
    if state.mode.solo_play:
        return (
            first
            + "\n"
            + (
                translate("PlaytestSettingsWindow", "(you)")
                if seat == 0
                else translate("PlaytestSettingsWindow", "(solo opponent)")
            )
        )
    return first


class PlaytestSettingsWindow(QMainWindow):
    """The settings part of the playtest window (the window fills in the rest).

    Its texts go through ``translate("PlaytestSettingsWindow", …)``, not ``self.tr()``:
    Qt would look ``self.tr()``'s texts up under the window's class name, where the
    catalog does not file them."""

    session: PlaytestSession
    error: str
    controls_layout: QVBoxLayout
    seed_box: QSpinBox

    def refresh(self) -> None:
        """Redraw from the session (the window's)."""
        raise NotImplementedError

    def _refresh_status(self) -> None:
        raise NotImplementedError

    def _build_game_controls(self, panel: QWidget, layout: QVBoxLayout) -> None:
        raise NotImplementedError

    def _build_controls(self) -> None:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        modes = QGroupBox(translate("PlaytestSettingsWindow", "Mode"))
        m = QGridLayout(modes)
        self.mode_box = QComboBox()
        for mode in registered_modes():  # each mode's entries for this map, its own labels
            for choice in mode.choices(self.session.game_map.players):
                self.mode_box.addItem(choice.label, (choice.mode, choice.opponents))
        self.mode_box.setToolTip(
            translate(
                "PlaytestSettingsWindow",
                "Solo game: you (seat 1) against the rulebook's solo"
                " opponents; no Glory Hound, pilots or upgrades. 2v2: allies"
                " at opposite corners, a team wins together. Shifting"
                " alliances: each Reset phase every player picks an"
                " opponent's pilot card; mutual picks are allied for a"
                " round; only one player wins",
            )
        )
        self.extra_box = QSpinBox()
        self.extra_box.setRange(0, MAX_EXTRA_WEAPONS)
        self.extra_box.setToolTip(
            translate(
                "PlaytestSettingsWindow", "Solo game: cards more in each opponent's combat draw"
            )
        )
        m.addWidget(self.mode_box, 0, 0, 1, 2)
        m.addWidget(QLabel(translate("PlaytestSettingsWindow", "Extra weapons (solo)")), 1, 0)
        m.addWidget(self.extra_box, 1, 1)
        self.mode_box.currentIndexChanged.connect(lambda _i: self._mode_changed())
        self.extra_box.valueChanged.connect(lambda _v: self._mode_changed())
        layout.addWidget(modes)
        layout.addWidget(self._build_advanced())
        self.controls_layout = layout
        self.seats_box = QGroupBox(translate("PlaytestSettingsWindow", "Seats"))
        self.seat_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        self._build_seats()
        layout.addWidget(self.seats_box)
        self._build_game_controls(panel, layout)

    def _mode_changed(self) -> None:
        mode, opponents = self.mode_box.currentData()
        solo = mode_named(mode).solo_play
        config = replace(
            self.session.config,
            mode=mode,
            solo_opponents=max(1, opponents),
            solo_extra_weapons=self.extra_box.value() if solo else 0,
        )
        config = self._with_advanced(config)
        if config == self.session.config:
            return
        if not self._may_end_game():
            return
        self.session.set_config(config)
        self._build_seats()

    def game_in_progress(self) -> bool:
        """Someone has acted and the game is not over: a new game would lose it."""
        state = self.session.state
        return bool(state.history) and not state.is_terminal()

    def ask_new_game(self) -> bool:
        """Ask before another mode or rule set ends the game being played."""
        answer = QMessageBox.question(
            self,
            translate("PlaytestSettingsWindow", "Start a new game?"),
            translate(
                "PlaytestSettingsWindow",
                "A game is in progress (round {0}). Playing another mode or with other"
                " rules starts a new game from the seed, and this one ends. Start the"
                " new game?",
            ).format(self.session.state.round),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _may_end_game(self) -> bool:
        """True when the settings may start a new game; otherwise the boxes go back to
        the game being played."""
        if not self.game_in_progress() or self.ask_new_game():
            return True
        self._show_config(self.session.config)
        return False

    def _show_config(self, config: GameConfig) -> None:
        """Set the Mode and Advanced rules boxes to ``config`` (without acting on it)."""
        game_mode = config.game_mode
        solo = game_mode.solo_play
        boxes = (self.mode_box, self.extra_box, self.pilots_box, self.board_box)
        for box in boxes:
            box.blockSignals(True)
        mode = (config.mode, config.solo_opponents if solo else 0)
        self.mode_box.setCurrentIndex(
            next(
                i for i in range(self.mode_box.count()) if tuple(self.mode_box.itemData(i)) == mode
            )
        )
        self.extra_box.setValue(config.solo_extra_weapons)
        self.pilots_box.setChecked(config.pilots)
        self.board_box.setCurrentIndex(self.board_box.findData(config.achievements))
        for box in boxes:
            box.blockSignals(False)
        self.extra_box.setEnabled(solo)
        self.pilots_box.setEnabled(game_mode.advanced_rules)
        self.board_box.setEnabled(game_mode.advanced_rules)

    def _build_advanced(self) -> QGroupBox:
        """Advanced rules: pilots (a checkbox) and the Achievements Board's side (a box)."""
        box = QGroupBox(translate("PlaytestSettingsWindow", "Advanced rules"))
        a = QGridLayout(box)
        self.pilots_box = QCheckBox(translate("PlaytestSettingsWindow", "Pilots"))
        self.pilots_box.setToolTip(
            translate(
                "PlaytestSettingsWindow",
                "Every player has a pilot card of their faction with one"
                " ability (the catalog's pilots; stand-ins: stride, re-roll,"
                " brace, draw)",
            )
        )
        self.board_box = QComboBox()
        self.board_box.addItem(
            translate("PlaytestSettingsWindow", "Achievements: standard side"), "standard"
        )
        self.board_box.addItem(
            translate("PlaytestSettingsWindow", "Achievements: alternate side (paths)"), "alternate"
        )
        self.board_box.setToolTip(
            translate(
                "PlaytestSettingsWindow",
                "Alternate side: each player picks a path at setup that"
                " unlocks the upgrades in its own order",
            )
        )
        a.addWidget(self.pilots_box, 0, 0)
        a.addWidget(self.board_box, 1, 0)
        self.pilots_box.toggled.connect(lambda _on: self._advanced_changed())
        self.board_box.currentIndexChanged.connect(lambda _i: self._advanced_changed())
        return box

    def _with_advanced(self, config: GameConfig) -> GameConfig:
        """``config`` with the advanced rules chosen (none in a solo game, whose rules
        leave them out; the controls are then disabled)."""
        mode = config.game_mode
        self.extra_box.setEnabled(mode.solo_play)
        self.pilots_box.setEnabled(mode.advanced_rules)
        self.board_box.setEnabled(mode.advanced_rules)
        if not mode.advanced_rules:
            return replace(config, pilots=False, achievements="standard")
        return replace(
            config,
            pilots=self.pilots_box.isChecked(),
            achievements=str(self.board_box.currentData()),
        )

    def _advanced_changed(self) -> None:
        config = self._with_advanced(self.session.config)
        if config == self.session.config or not self._may_end_game():
            return
        try:
            self.session.set_config(config)
        except GkrError as e:
            self.error = translate(
                "PlaytestSettingsWindow", "Cannot play with these rules: {0}"
            ).format(e)
            self._refresh_status()
            return
        self.error = ""
        self._build_seats()
        self.refresh()

    def _build_seats(self) -> None:
        """One row per seat: its faction and who plays it (a new box when seats change)."""
        if self.seat_boxes:
            old = self.seats_box
            self.seats_box = QGroupBox(translate("PlaytestSettingsWindow", "Seats"))
            self.controls_layout.replaceWidget(old, self.seats_box)
            old.hide()
            old.setParent(None)
            old.deleteLater()
        grid = QGridLayout(self.seats_box)
        self.seat_boxes = []
        self.seat_labels = []
        state = self.session.state
        for seat, player in enumerate(state.players):
            name = QLabel(seat_words(state, seat, player.faction.name))
            name.setStyleSheet(
                f"color: {style.seat_color(seat).darker(115).name()}; font-weight: bold"
            )
            box = QComboBox()
            box.addItem(translate("PlaytestSettingsWindow", "Human"), HUMAN)
            for kind in sorted(BOT_KINDS):
                box.addItem(
                    translate("PlaytestSettingsWindow", "Bot: {0}").format(bot_name(kind)), kind
                )
            box.setCurrentIndex(box.findData(self.session.controllers[seat]))
            box.currentIndexChanged.connect(
                lambda _i, s=seat, b=box: self.session.set_controller(s, str(b.currentData()))
            )
            grid.addWidget(name, seat, 0)
            grid.addWidget(box, seat, 1)
            self.seat_boxes.append(box)
            self.seat_labels.append(name)

    def use_catalog(self, catalog: Catalog | None) -> bool:
        """Play with ``catalog`` (``None``: the stand-in cards): a new game, same seed."""
        old = self.session.catalog
        self.session.catalog = catalog
        try:
            self.session.restart()
        except GkrError as e:
            self.session.catalog = old
            self.error = translate(
                "PlaytestSettingsWindow", "Cannot play with these cards: {0}"
            ).format(e)
            self._refresh_status()
            return False
        self._build_seats()  # the seats' factions come from the new cards
        return True

    def take_up(
        self,
        start: GameState,
        actions: Sequence[Action] = (),
        controllers: Sequence[str] | None = None,
        from_start: bool = True,
    ) -> None:
        """Show and play on from a game of a file (see :meth:`PlaytestSession.take_up`):
        the Mode, Advanced rules, Seats and Seed boxes follow it."""
        self.session.take_up(start, actions, controllers, from_start)
        self._follow_session()

    def adopt(self, history: GameHistory, controllers: Sequence[str] | None = None) -> None:
        """Show and play on from a game file's history, recorded while the file was
        checked (see :meth:`PlaytestSession.adopt`): nothing is played again."""
        self.session.adopt(history, controllers)
        self._follow_session()

    def _follow_session(self) -> None:
        """The Mode, Advanced rules, Seats and Seed boxes follow the session's game."""
        self._show_config(self.session.config)
        self._build_seats()
        self.seed_box.blockSignals(True)
        self.seed_box.setValue(
            max(self.seed_box.minimum(), min(self.seed_box.maximum(), self.session.seed))
        )
        self.seed_box.blockSignals(False)

    def _new_seed(self) -> None:
        self.seed_box.setValue(self.seed_box.value() + 1)
        self.session.restart(self.seed_box.value())
