"""The playtest window: play the map being edited, seats human or bot.

Click the board to deploy, move (a path preview shows the route and its energy),
fire (targets show their target number) and tag; other choices are buttons.
Bots play by themselves (or one step, one phase at a time). The Mode box
switches to a solo game (you against 1 or 2 of the rulebook's solo opponents), or on a
four-player map to 2v2 with fixed or shifting alliances (a human picks an ally with the
buttons of the "Pick an ally" box when the pick is due). The players' table,
the hand of the seat to move, and the dice and event log say what happened and
why. Every action is one of the engine's legal actions.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QAction as QtAction
from PySide6.QtGui import QCloseEvent, QFont, QShowEvent, QTextCursor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QGridLayout,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMessageBox,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.bots import BOT_KINDS
from engine.core.errors import GkrError
from engine.game import Action, GameConfig, GameState
from engine.game.catalog import Catalog, UnitClass
from engine.game.events import Event
from engine.game.alliances import SHIFTING
from engine.game.solo import MAX_EXTRA_WEAPONS, is_solo
from engine.geometry.hexes import Hex
from engine.mapmodel.model import GameMap
from gkr_studio import style
from gkr_studio.canvas.board_scene import Z_OVER, Z_UNDER, BoardScene
from gkr_studio.canvas.view import BoardView
from gkr_studio.playtest.outcome import status_html
from gkr_studio.playtest.interaction import actions_at, label
from gkr_studio.playtest.catalog_picker import CatalogPicker
from gkr_studio.playtest.decision import DecisionBox
from gkr_studio.playtest.game_items import TagsItem, UnitItem
from gkr_studio.playtest.turn_marks import move_preview, playable_marks
from gkr_studio.playtest.session import HUMAN, PlaytestSession
from gkr_studio.screen_fit import fit_to_screen
from gkr_studio.playtest.player_tables import (
    ROW_HEIGHT,
    fill_hand,
    fill_players,
    hand_table,
    players_table,
)

DICE_EVENTS = frozenset({"AttackRoll", "ArmorSave", "RollOff", "Repaired"})
"""Events that show dice, repeated above the log."""
SPEEDS = {"Slow": 500, "Normal": 150, "Fast": 30, "Instant": 0}
PLAYERS_HEIGHT = 150
WINDOW_SIZE = QSize(1500, 950)
"""The window's size on a screen with room for it (else the screen's available area)."""
ROOM_FOR_SETTINGS = 900
"""A window at least this tall opens with the settings unfolded under the decision."""


class PlaytestWindow(QMainWindow):
    """A live game of the map: seats human or bot, the board, dice and log."""

    play_scroll: QScrollArea
    """The settings' scroll area (mode, rules, seats, seed, cards), folded on a small screen."""

    def __init__(self, game_map: GameMap, seed: int = 1, controllers: list[str] | None = None,
                 parent: QWidget | None = None, catalog: Catalog | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Playtest: {game_map.name} — GKR Studio")
        self.session = PlaytestSession(game_map, seed, controllers, catalog=catalog,
                                       parent=self)
        self.board = BoardScene()
        self.view = BoardView(self.board)
        self.setCentralWidget(self.view)
        self.unit_items: list[UnitItem] = []
        self.tag_items: list[TagsItem] = []
        self.shown_events = 0
        self.shown_state: GameState | None = None
        """The game whose events the log shows (the first ``shown_events`` of them)."""
        self.hover: Hex | None = None
        self.error = ""
        self.notice = ""
        self._build_controls()
        self._build_docks()
        self.view.hexHovered.connect(self._hovered)
        self.view.hexPressed.connect(self._pressed)
        self.session.changed.connect(self.refresh)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._auto_step)
        self.refresh()
        fit_to_screen(self, WINDOW_SIZE)
        self.show_settings(self.height() >= ROOM_FOR_SETTINGS)
        self._room_shared = False

    # -- construction -----------------------------------------------------------------
    def _build_controls(self) -> None:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        modes = QGroupBox("Mode")
        m = QGridLayout(modes)
        self.mode_box = QComboBox()
        self.mode_box.addItem("Standard game", ("standard", 0))
        for k in (1, 2):
            if k + 1 <= self.session.game_map.players:
                self.mode_box.addItem(f"Solo game: {k} opponent{'s' * (k > 1)}", ("solo", k))
        if self.session.game_map.players == 4:
            self.mode_box.addItem("2v2 game (fixed alliances)", ("2v2", 0))
            self.mode_box.addItem("2v2 game (shifting alliances)", (SHIFTING, 0))
        self.mode_box.setToolTip("Solo game: you (seat 1) against the rulebook's solo"
                                 " opponents; no Glory Hound, pilots or upgrades. 2v2: allies"
                                 " at opposite corners, a team wins together. Shifting"
                                 " alliances: each Reset phase every player picks an"
                                 " opponent's pilot card; mutual picks are allied for a"
                                 " round; only one player wins")
        self.extra_box = QSpinBox()
        self.extra_box.setRange(0, MAX_EXTRA_WEAPONS)
        self.extra_box.setToolTip("Solo game: cards more in each opponent's combat draw")
        m.addWidget(self.mode_box, 0, 0, 1, 2)
        m.addWidget(QLabel("Extra weapons (solo)"), 1, 0)
        m.addWidget(self.extra_box, 1, 1)
        self.mode_box.currentIndexChanged.connect(lambda _i: self._mode_changed())
        self.extra_box.valueChanged.connect(lambda _v: self._mode_changed())
        layout.addWidget(modes)
        layout.addWidget(self._build_advanced())
        self.controls_layout = layout
        self.seats_box = QGroupBox("Seats")
        self.seat_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        self._build_seats()
        layout.addWidget(self.seats_box)
        self._build_game_controls(panel, layout)

    def _mode_changed(self) -> None:
        mode, opponents = self.mode_box.currentData()
        solo = mode == "solo"
        config = replace(self.session.config, mode=mode, solo_opponents=max(1, opponents),
                         solo_extra_weapons=self.extra_box.value() if solo else 0)
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
            self, self.tr("Start a new game?"),
            self.tr("A game is in progress (round {0}). Playing another mode or with other"
                    " rules starts a new game from the seed, and this one ends. Start the"
                    " new game?").format(self.session.state.round),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
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
        solo = config.mode == "solo"
        boxes = (self.mode_box, self.extra_box, self.pilots_box, self.board_box)
        for box in boxes:
            box.blockSignals(True)
        mode = (config.mode, config.solo_opponents if solo else 0)
        self.mode_box.setCurrentIndex(next(i for i in range(self.mode_box.count())
                                           if tuple(self.mode_box.itemData(i)) == mode))
        self.extra_box.setValue(config.solo_extra_weapons)
        self.pilots_box.setChecked(config.pilots)
        self.board_box.setCurrentIndex(self.board_box.findData(config.achievements))
        for box in boxes:
            box.blockSignals(False)
        self.extra_box.setEnabled(solo)
        self.pilots_box.setEnabled(not solo)
        self.board_box.setEnabled(not solo)

    def _build_advanced(self) -> QGroupBox:
        """Advanced rules: pilots (a checkbox) and the Achievements Board's side (a box)."""
        box = QGroupBox("Advanced rules")
        a = QGridLayout(box)
        self.pilots_box = QCheckBox("Pilots")
        self.pilots_box.setToolTip("Every player has a pilot card of their faction with one"
                                   " ability (the catalog's pilots; stand-ins: stride, re-roll,"
                                   " brace, draw)")
        self.board_box = QComboBox()
        self.board_box.addItem("Achievements: standard side", "standard")
        self.board_box.addItem("Achievements: alternate side (paths)", "alternate")
        self.board_box.setToolTip("Alternate side: each player picks a path at setup that"
                                  " unlocks the upgrades in its own order")
        a.addWidget(self.pilots_box, 0, 0)
        a.addWidget(self.board_box, 1, 0)
        self.pilots_box.toggled.connect(lambda _on: self._advanced_changed())
        self.board_box.currentIndexChanged.connect(lambda _i: self._advanced_changed())
        return box

    def _with_advanced(self, config: GameConfig) -> GameConfig:
        """``config`` with the advanced rules chosen (none in a solo game, whose rules
        leave them out; the controls are then disabled)."""
        solo = config.mode == "solo"
        self.extra_box.setEnabled(solo)
        self.pilots_box.setEnabled(not solo)
        self.board_box.setEnabled(not solo)
        if solo:
            return replace(config, pilots=False, achievements="standard")
        return replace(config, pilots=self.pilots_box.isChecked(),
                       achievements=str(self.board_box.currentData()))

    def _advanced_changed(self) -> None:
        config = self._with_advanced(self.session.config)
        if config == self.session.config or not self._may_end_game():
            return
        try:
            self.session.set_config(config)
        except GkrError as e:
            self.error = f"Cannot play with these rules: {e}"
            self._refresh_status()
            return
        self.error = ""
        self._build_seats()
        self.refresh()

    def _build_seats(self) -> None:
        """One row per seat: its faction and who plays it (a new box when seats change)."""
        if self.seat_boxes:
            old = self.seats_box
            self.seats_box = QGroupBox("Seats")
            self.controls_layout.replaceWidget(old, self.seats_box)
            old.hide()
            old.setParent(None)
            old.deleteLater()
        grid = QGridLayout(self.seats_box)
        self.seat_boxes = []
        self.seat_labels = []
        state = self.session.state
        solo = state.config.mode == "solo"
        for seat, player in enumerate(state.players):
            role = ("\n(you)" if seat == 0 else "\n(solo opponent)") if solo else ""
            if state.teams:
                ally = next(q for t in state.teams if seat in t for q in t if q != seat)
                role = f"\n(team {'AB'[next(k for k, t in enumerate(state.teams) if seat in t)]},"\
                       f" ally: seat {ally + 1})"
            name = QLabel(f"Seat {seat + 1} · {player.faction.name}{role}")
            name.setStyleSheet(f"color: {style.seat_color(seat).darker(115).name()};"
                               " font-weight: bold")
            box = QComboBox()
            box.addItem("Human", HUMAN)
            for kind in sorted(BOT_KINDS):
                box.addItem(f"Bot: {kind}", kind)
            box.setCurrentIndex(box.findData(self.session.controllers[seat]))
            box.currentIndexChanged.connect(
                lambda _i, s=seat, b=box: self.session.set_controller(s, str(b.currentData())))
            grid.addWidget(name, seat, 0)
            grid.addWidget(box, seat, 1)
            self.seat_boxes.append(box)
            self.seat_labels.append(name)

    def _build_game_controls(self, panel: QWidget, layout: QVBoxLayout) -> None:
        """The Play dock: the game's state, the bots' controls and the decision, always in
        view beside the board; under them the settings (mode, rules, seats, seed, cards),
        folded away on a small screen."""
        game = QGroupBox(self.tr("Game"))
        g = QGridLayout(game)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 2_000_000_000)
        self.seed_box.setValue(self.session.seed)
        self.restart_button = QPushButton(self.tr("Restart (same seed)"))
        self.new_seed_button = QPushButton(self.tr("New game (next seed)"))
        g.addWidget(QLabel(self.tr("Seed")), 0, 0)
        g.addWidget(self.seed_box, 0, 1)
        g.addWidget(self.restart_button, 1, 0)
        g.addWidget(self.new_seed_button, 1, 1)
        self.catalog_picker = CatalogPicker()
        self.catalog_picker.catalogChosen.connect(self.use_catalog)
        g.addWidget(self.catalog_picker, 2, 0, 1, 2)
        layout.addWidget(game)
        layout.addStretch(1)
        self.restart_button.clicked.connect(lambda: self.session.restart(self.seed_box.value()))
        self.new_seed_button.clicked.connect(self._new_seed)

        self.auto = QCheckBox(self.tr("Bots play by themselves"))
        self.auto.setChecked(True)
        self.speed = QComboBox()
        self.speed.addItems(list(SPEEDS))
        self.speed.setCurrentText("Normal")
        self.step_button = QPushButton(self.tr("Step"))
        self.phase_button = QPushButton(self.tr("Step phase"))
        self.end_button = QPushButton(self.tr("Play to end"))
        self.auto.toggled.connect(lambda _on: self._schedule())
        self.step_button.clicked.connect(lambda: self.session.step())
        self.phase_button.clicked.connect(lambda: self.session.step_phase())
        self.end_button.clicked.connect(self.play_to_end)
        self.end_button.setToolTip(self.tr("Bots play until the game ends or a person's seat"
                                           " must decide"))
        bots = QGridLayout()
        bots.addWidget(self.auto, 0, 0, 1, 2)
        bots.addWidget(self.speed, 0, 2)
        for col, b in enumerate((self.step_button, self.phase_button, self.end_button)):
            bots.addWidget(b, 1, col)

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.decision_box = DecisionBox()
        self.decision_box.chosen.connect(self.take)
        d = self.decision_box  # the names the tests and scripts know the parts by
        self.prompt, self.declare_box = d.prompt, d.declare_box
        self.declare_checks: dict[str, QCheckBox] = {}
        self.declare_button, self.ally_picker = d.declare_button, d.ally_picker
        self.buttons_box, self.buttons_layout = d.buttons_box, d.buttons_layout
        self.action_list = d.action_list

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(panel)
        self.play_scroll = scroll
        self.settings_button = QToolButton()
        self.settings_button.setText(self.tr("Settings: mode, rules, seats, seed, cards"))
        self.settings_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.settings_button.setCheckable(True)
        self.settings_button.setAutoRaise(True)
        self.settings_button.toggled.connect(self.show_settings)
        column = QWidget()
        c = QVBoxLayout(column)
        c.setContentsMargins(4, 4, 4, 4)
        c.addWidget(self.status)
        c.addLayout(bots)
        c.addWidget(self.decision_box, 1)  # its least height shows every choice
        c.addWidget(self.settings_button)
        c.addWidget(scroll, 3)
        dock = QDockWidget(self.tr("Play"), self)
        dock.setObjectName("dock-play")
        dock.setWidget(column)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setMinimumWidth(380)
        self.play_dock = dock

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._room_shared:  # the docks' sizes once the window has its own
            self._room_shared = True
            self._share_room()

    def _share_room(self) -> None:
        """The docks' sizes for the window's size: the players' four rows under the board,
        the log left, the Play panel right with the hand under it."""
        docks = self.docks
        self.resizeDocks([docks["log"], self.play_dock], [280, 470], Qt.Orientation.Horizontal)
        hand = ROW_HEIGHT * 10  # six cards and two sponsors, under their header
        self.resizeDocks([self.play_dock, docks["hand"]], [self.height() - hand, hand],
                         Qt.Orientation.Vertical)
        self.resizeDocks([docks["players"]], [PLAYERS_HEIGHT], Qt.Orientation.Vertical)

    def show_settings(self, shown: bool) -> None:
        """Unfold or fold the settings under the decision."""
        if self.settings_button.isChecked() != shown:
            self.settings_button.setChecked(shown)  # comes back here
            return
        self.play_scroll.setVisible(shown)
        self.settings_button.setArrowType(Qt.ArrowType.DownArrow if shown
                                          else Qt.ArrowType.RightArrow)

    def _build_docks(self) -> None:
        self.players = players_table()
        self.hand = hand_table()
        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(20000)
        font = QFont("Monospace")
        font.setStyleHint(QFont.StyleHint.TypeWriter)
        self.log.setFont(font)
        self.dice = QLabel("—")
        self.dice.setWordWrap(True)
        log_panel = QWidget()
        lp = QVBoxLayout(log_panel)
        lp.setContentsMargins(2, 2, 2, 2)
        lp.addWidget(self.dice)
        lp.addWidget(self.log, 1)
        # the players' table spans the whole width under everything, so all its columns
        # show; the hand sits under the decision it is played from
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.BottomDockWidgetArea)
        docks: dict[str, QDockWidget] = {}
        for key, title, widget, area in (
                ("players", "Players", self.players, Qt.DockWidgetArea.BottomDockWidgetArea),
                ("hand", "Hand", self.hand, Qt.DockWidgetArea.RightDockWidgetArea),
                ("log", "Dice and events", log_panel, Qt.DockWidgetArea.LeftDockWidgetArea)):
            dock = QDockWidget(title, self)
            dock.setObjectName(f"dock-{key}")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            docks[key] = dock
        self.docks = docks

    # -- refreshing from the state ---------------------------------------------------------
    def refresh(self) -> None:
        state = self.session.state
        if state is not self.shown_state or len(state.events) < self.shown_events:
            self.shown_state = state  # another game (a restart, another mode): a fresh log
            self.shown_events = 0
            self.log.clear()
            self.dice.setText("—")  # the last game's rolls are not this game's
        if not self.session.is_human_turn():
            self.notice = ""  # why Play to end stopped: no person's seat is to decide now
        self.board.set_map(state.game_map.with_starts(()))
        for item in self.unit_items + self.tag_items:
            self.board.removeItem(item)
        self.unit_items, self.tag_items = [], []
        for h, faces in state.tags.items():
            if any(f >= 0 for f in faces):
                t = TagsItem(self.board.layout, h, faces)
                self.board.addItem(t)
                self.tag_items.append(t)
        for seat, cls, h in state.units():
            p = state.players[seat]
            item = UnitItem(self.board.layout, h, seat, cls,
                            facing=p.facing if cls is UnitClass.HH else None,
                            hp=p.hp.get(cls) if cls is not UnitClass.HH else None,
                            glory_hound=(cls is UnitClass.HH and seat == state.glory_hound
                                         and not is_solo(state)))
            self.board.addItem(item)
            self.unit_items.append(item)
        self._refresh_status()
        self._refresh_decision()
        self._refresh_players()
        self._refresh_hand()
        self._refresh_log()
        self._refresh_highlights()
        self._schedule()

    def _refresh_status(self) -> None:
        self.status.setText(status_html(self.session, self.error, self.notice))

    def _refresh_decision(self) -> None:
        s = self.session
        for b in (self.step_button, self.phase_button):
            b.setEnabled(s.is_bot_turn())
        self.end_button.setEnabled(s.to_move is not None)
        self.decision_box.show_session(s)
        self.declare_checks = self.decision_box.declare_checks

    def _refresh_players(self) -> None:
        fill_players(self.players, self.session.state,
                     None if self._sees_all() else self._viewer())

    def _viewer(self) -> int | None:
        s = self.session
        humans = [i for i, c in enumerate(s.controllers) if c == HUMAN]
        if len(humans) == 1:
            return humans[0]
        return s.to_move if s.is_human_turn() else None

    def _sees_all(self) -> bool:
        return HUMAN not in self.session.controllers

    def _refresh_hand(self) -> None:
        viewer = self._viewer()
        shown = None if viewer is None and not self._sees_all() else \
            viewer if viewer is not None else (self.session.to_move or 0)
        fill_hand(self.hand, self.session.state, shown)

    def _refresh_log(self) -> None:
        events: list[Event] = self.session.state.events
        new = events[self.shown_events:]
        if not new:
            return
        self.log.appendPlainText("\n".join(str(e) for e in new))
        self.shown_events = len(events)
        self.log.moveCursor(QTextCursor.MoveOperation.End)
        rolls = [e for e in new if e.kind in DICE_EVENTS]
        if rolls:
            self.dice.setText("Dice: " + " · ".join(str(e) for e in rolls[-3:]))

    def _refresh_highlights(self) -> None:
        content, arc = playable_marks(self.session)
        self.board.overlay("playable", Z_UNDER + 4).set_content(content)
        self.board.overlay("arc", Z_UNDER).set_content(arc)
        self._refresh_preview()

    def _refresh_preview(self) -> None:
        content, text = move_preview(self.session, self.hover)
        self.board.overlay("preview", Z_OVER + 3).set_content(content)
        if text:
            self.statusBar().showMessage(text)

    # -- human input -----------------------------------------------------------------------
    def take(self, action: Action | str) -> bool:
        """Apply a human's action; a refusal is shown, never raised."""
        self.notice = ""
        self.error = self.session.apply(action) or ""
        if self.error:
            self._refresh_status()
            return False
        return True

    def click_hex(self, h: Hex, global_pos: QPoint | None = None) -> bool:
        if not self.session.is_human_turn():
            return False
        acts = actions_at(self.session.state.legal_actions(), h)
        if not acts:
            self.statusBar().showMessage(f"{h}: nothing to do there now", 4000)
            return False
        action = acts[0] if len(acts) == 1 else self.choose_from_menu(acts, global_pos)
        return action is not None and self.take(action)

    def choose_from_menu(self, actions: list[Action], global_pos: QPoint | None) -> Action | None:
        """Several actions on one hex (e.g. the facings after a move): pick one."""
        menu = QMenu(self)
        chosen: dict[QtAction, Action] = {}
        for a in actions:
            chosen[menu.addAction(label(self.session.state, a))] = a
        picked = menu.exec(global_pos or self.cursor().pos())
        return chosen.get(picked) if picked is not None else None

    def _pressed(self, h: Hex, button: Qt.MouseButton) -> None:
        if button == Qt.MouseButton.LeftButton:
            self.click_hex(h)

    def _hovered(self, h: Hex | None) -> None:
        self.hover = h
        self._refresh_preview()

    # -- bots ---------------------------------------------------------------------------------
    def _schedule(self) -> None:
        if self.auto.isChecked() and self.session.is_bot_turn() and not self.timer.isActive():
            self.timer.start(SPEEDS[self.speed.currentText()])

    def _auto_step(self) -> None:
        if not self.auto.isChecked():
            return
        if SPEEDS[self.speed.currentText()] == 0:
            self.session.play_to_end(limit=400)
        else:
            self.session.step()

    def play_to_end(self) -> int:
        """Bots play on; when a person's seat must decide, say so rather than nothing."""
        n = self.session.play_to_end()
        seat = self.session.to_move
        self.notice = ""
        if seat is not None and self.session.is_human_turn():
            humans = [i + 1 for i, c in enumerate(self.session.controllers) if c == HUMAN]
            who = " and ".join(f"seat {i}" for i in humans)
            self.notice = (f"Play to end stopped: seat {seat + 1} is played by a person. Take"
                           f" its turn, or make {who} a bot in Seats to let the bots finish"
                           " the game.")
        self._refresh_status()
        return n

    def use_catalog(self, catalog: Catalog | None) -> bool:
        """Play with ``catalog`` (``None``: the stand-in cards): a new game, same seed."""
        old = self.session.catalog
        self.session.catalog = catalog
        try:
            self.session.restart()
        except GkrError as e:
            self.session.catalog = old
            self.error = f"Cannot play with these cards: {e}"
            self._refresh_status()
            return False
        self._build_seats()  # the seats' factions come from the new cards
        return True

    def _new_seed(self) -> None:
        self.seed_box.setValue(self.seed_box.value() + 1)
        self.session.restart(self.seed_box.value())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        self.auto.setChecked(False)
        super().closeEvent(event)
