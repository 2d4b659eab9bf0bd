"""The playtest window: play the map being edited, seats human or bot.

Click the board to deploy, move (a path preview shows the route and its energy),
fire (targets show their target number) and tag; other choices are buttons.
Bots play by themselves (or one step, one phase at a time). Any number of actions can
be taken back (Ctrl+Z) and played again (Ctrl+Shift+Z); the Moves panel goes to any
action and to the other branches; a take-back pauses the bots until Resume bots. With
several people's seats, a "pass the device" page hides each one's cards from the next.
The Shots panel lists what can shoot what, now. The Mode box
switches to a solo game (you against 1 or 2 of the rulebook's solo opponents), or on a
four-player map to 2v2 with fixed or shifting alliances (a human picks an ally with the
buttons of the "Pick an ally" box when the pick is due). The players' table,
the hand of the seat to move, and the dice and event log say what happened and
why. Every action is one of the engine's legal actions.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QAction as QtAction
from PySide6.QtGui import QCloseEvent, QFont, QMouseEvent, QPen, QShowEvent, QTextCursor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QGridLayout,
    QGroupBox,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.game import Action, Catalog, Event, GameState, UnitClass, is_solo
from engine.geometry import Hex
from engine.mapmodel import GameMap
from gkr_studio import style
from gkr_studio.canvas.board_scene import Z_OVER, Z_UNDER, BoardScene
from gkr_studio.canvas.overlay_item import OverlayContent
from gkr_studio.canvas.view import BoardView
from gkr_studio.i18n import QT_TRANSLATE_NOOP
from gkr_studio.playtest.catalog_picker import CatalogPicker
from gkr_studio.playtest.decision import DecisionBox
from gkr_studio.playtest.edit_position import PositionEditor
from gkr_studio.playtest.game_items import TagsItem, UnitItem
from gkr_studio.playtest.handoff import PassDevicePage
from gkr_studio.playtest.interaction import actions_at, label
from gkr_studio.playtest.moves_panel import MovesPanel
from gkr_studio.playtest.outcome import seats_words, status_html
from gkr_studio.playtest.player_tables import (
    ROW_HEIGHT,
    fill_hand,
    fill_players,
    hand_table,
    players_table,
)
from gkr_studio.playtest.replay_controls import ReplayControls
from gkr_studio.playtest.session import HUMAN, PlaytestSession
from gkr_studio.playtest.settings_panel import PlaytestSettingsWindow
from gkr_studio.playtest.shots_panel import ShotsPanel
from gkr_studio.playtest.take_backs import TakeBacks
from gkr_studio.playtest.turn_marks import move_preview, playable_marks
from gkr_studio.playtest.win_chart import WinBar, WinChancePanel, sides_of
from gkr_studio.screen_fit import fit_to_screen

DICE_EVENTS = frozenset({"AttackRoll", "ArmorSave", "RollOff", "Repaired"})
"""Events that show dice, repeated above the log."""
SPEEDS = {
    QT_TRANSLATE_NOOP("PlaytestWindow", "Slow"): 500,
    QT_TRANSLATE_NOOP("PlaytestWindow", "Normal"): 150,
    QT_TRANSLATE_NOOP("PlaytestWindow", "Fast"): 30,
    QT_TRANSLATE_NOOP("PlaytestWindow", "Instant"): 0,
}
"""The bots' paces (milliseconds between two actions), by their names in English."""
DOCKS = (
    ("players", QT_TRANSLATE_NOOP("PlaytestWindow", "Players")),
    ("hand", QT_TRANSLATE_NOOP("PlaytestWindow", "Hand")),
    ("shots", QT_TRANSLATE_NOOP("PlaytestWindow", "Shots")),
    ("chance", QT_TRANSLATE_NOOP("PlaytestWindow", "Win chance")),
    ("moves", QT_TRANSLATE_NOOP("PlaytestWindow", "Moves")),
    ("log", QT_TRANSLATE_NOOP("PlaytestWindow", "Dice and events")),
)
"""The docks around the board: their keys and titles."""
PLAYERS_HEIGHT = 150
LOG_WIDTH = 330
"""The moves' and the log's width: the board keeps its height at 1366×768 beside them."""
WINDOW_SIZE = QSize(1500, 950)
"""The window's size on a screen with room for it (else the screen's available area)."""
ROOM_FOR_SETTINGS = 900
"""A window at least this tall opens with the settings unfolded under the decision."""
NOBODY = -1
"""The viewer when several people share the screen and none of them has it now: only what
every player may see is shown."""


class PlaytestWindow(PlaytestSettingsWindow):
    """A live game of the map: seats human or bot, the board, dice and log."""

    play_scroll: QScrollArea
    """The settings' scroll area (mode, rules, seats, seed, cards), folded on a small screen."""
    replay: ReplayControls | None = None
    """The replay bar of a game file's window (:mod:`~gkr_studio.playtest.opened_files`)."""

    def __init__(
        self,
        game_map: GameMap,
        seed: int = 1,
        controllers: list[str] | None = None,
        parent: QWidget | None = None,
        catalog: Catalog | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Playtest: {0} — GKR Studio").format(game_map.name))
        self.session = PlaytestSession(game_map, seed, controllers, catalog=catalog, parent=self)
        self.board = BoardScene()
        self.view = BoardView(self.board)
        self.win_bar = WinBar()
        """Each seat's chance to win now, above the board (:mod:`.win_chart`)."""
        board_area = QWidget()
        b = QVBoxLayout(board_area)
        b.setContentsMargins(0, 0, 0, 0)
        b.setSpacing(0)
        b.addWidget(self.win_bar)
        b.addWidget(self.view, 1)
        self.setCentralWidget(board_area)
        self.unit_items: list[UnitItem] = []
        self.tag_items: list[TagsItem] = []
        self.shown_events = 0
        self.shown_state: GameState | None = None
        """The game whose events the log shows (the first ``shown_events`` of them)."""
        self.hover: Hex | None = None
        self.error = ""
        self.notice = ""
        self.revealed_seat: int | None = None
        """Hot-seat: the person's seat whose cards the screen shows (``None``: nobody's)."""
        self.take_backs = TakeBacks(self, self.session)
        self._build_controls()
        self._build_docks()
        self.position_editor = PositionEditor(self, self)
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
        for name, ms in SPEEDS.items():
            self.speed.addItem(self.tr(name), ms)
        self.speed.setCurrentIndex(1)
        self.step_button = QPushButton(self.tr("Step"))
        self.phase_button = QPushButton(self.tr("Step phase"))
        self.end_button = QPushButton(self.tr("Play to end"))
        self.auto.toggled.connect(lambda _on: self._schedule())
        self.step_button.clicked.connect(lambda: self.session.step())
        self.phase_button.clicked.connect(lambda: self.session.step_phase())
        self.end_button.clicked.connect(self.play_to_end)
        self.end_button.setToolTip(
            self.tr("Bots play until the game ends or a person's seat must decide")
        )
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
        self.pass_page = PassDevicePage()
        self.pass_page.continued.connect(self.reveal_seat)
        self.decision_stack = QStackedWidget()
        self.decision_stack.addWidget(self.decision_box)
        self.decision_stack.addWidget(self.pass_page)
        c.addWidget(self.decision_stack, 1)  # its least height shows every choice
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
        """The docks' sizes for the window's size: the players' four rows (and the shots)
        under the board, the moves over the log left, the Play panel right with the hand
        under it."""
        docks = self.docks
        self.resizeDocks(
            [docks["log"], self.play_dock], [LOG_WIDTH, 470], Qt.Orientation.Horizontal
        )
        self.resizeDocks([docks["moves"], docks["log"]], [1, 1], Qt.Orientation.Vertical)
        hand = ROW_HEIGHT * 10  # six cards and two sponsors, under their header
        self.resizeDocks(
            [self.play_dock, docks["hand"]], [self.height() - hand, hand], Qt.Orientation.Vertical
        )
        self.resizeDocks([docks["players"]], [PLAYERS_HEIGHT], Qt.Orientation.Vertical)

    def show_settings(self, shown: bool) -> None:
        """Unfold or fold the settings under the decision."""
        if self.settings_button.isChecked() != shown:
            self.settings_button.setChecked(shown)  # comes back here
            return
        self.play_scroll.setVisible(shown)
        self.settings_button.setArrowType(
            Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow
        )

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
        self.log.viewport().installEventFilter(self)  # a double-click goes back there
        self.moves = MovesPanel()
        self.moves.nodeChosen.connect(self.session.go_to)
        self.shots = ShotsPanel()
        self.shots.shotShown.connect(self._show_shot)
        self.win_chance = WinChancePanel()
        self.win_chance.chart.nodeChosen.connect(self.session.go_to)
        # the players' table spans the whole width under everything, so all its columns
        # show; the hand sits under the decision it is played from
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.BottomDockWidgetArea)
        docks: dict[str, QDockWidget] = {}
        bottom, left = Qt.DockWidgetArea.BottomDockWidgetArea, Qt.DockWidgetArea.LeftDockWidgetArea
        widgets = {
            "players": (self.players, bottom),
            "hand": (self.hand, Qt.DockWidgetArea.RightDockWidgetArea),
            "shots": (self.shots, bottom),
            "chance": (self.win_chance, bottom),
            "moves": (self.moves, left),
            "log": (log_panel, left),
        }
        for key, title in DOCKS:
            widget, area = widgets[key]
            dock = QDockWidget(self.tr(title), self)
            dock.setObjectName(f"dock-{key}")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            docks[key] = dock
        self.docks = docks
        self.tabifyDockWidget(docks["players"], docks["shots"])
        self.tabifyDockWidget(docks["players"], docks["chance"])
        docks["players"].raise_()
        docks["shots"].visibilityChanged.connect(self._shots_shown)

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
            item = UnitItem(
                self.board.layout,
                h,
                seat,
                cls,
                facing=p.facing if cls is UnitClass.HH else None,
                hp=p.hp.get(cls) if cls is not UnitClass.HH else None,
                glory_hound=(
                    cls is UnitClass.HH and seat == state.glory_hound and not is_solo(state)
                ),
            )
            self.board.addItem(item)
            self.unit_items.append(item)
        self._refresh_status()
        self._refresh_decision()
        self._refresh_players()
        self._refresh_hand()
        self._refresh_log()
        self._refresh_highlights()
        self.moves.show_history(self.session.history, self._viewer())
        self._refresh_shots()
        self.win_bar.show_chances(
            self.win_chance.show_session(self.session), self.win_chance.where, sides_of(state)
        )
        self.take_backs.update()
        self._schedule()

    def _refresh_status(self) -> None:
        self.status.setText(status_html(self.session, self.error, self.notice))

    def _refresh_decision(self) -> None:
        s = self.session
        for b in (self.step_button, self.phase_button):
            b.setEnabled(s.is_bot_turn())
        self.end_button.setEnabled(s.to_move is not None)
        if s.editing is not None:  # Edit position: its panel in the decision's place
            self.decision_stack.setCurrentWidget(self.position_editor.panel.scroll_area)
        elif self.handoff_due():
            seat = s.to_move or 0
            self.pass_page.show_seat(seat, s.state.players[seat].faction.name)
            self.decision_stack.setCurrentWidget(self.pass_page)
        else:
            self.decision_stack.setCurrentWidget(self.decision_box)
        self.decision_box.show_session(s)
        self.declare_checks = self.decision_box.declare_checks

    def _refresh_players(self) -> None:
        fill_players(self.players, self.session.state, self._viewer())

    def _humans(self) -> list[int]:
        return [i for i, c in enumerate(self.session.controllers) if c == HUMAN]

    def handoff_due(self) -> bool:
        """Hot-seat: another person's seat is to act than the one whose cards are shown,
        so the screen waits for the device to change hands."""
        s = self.session
        return len(self._humans()) > 1 and s.is_human_turn() and s.to_move != self.revealed_seat

    def reveal_seat(self) -> None:
        """The person of the seat to act has the screen: show their cards."""
        self.revealed_seat = self.session.to_move
        self.refresh()

    def _viewer(self) -> int | None:
        """Whose eyes the window shows the game to: ``None`` when no seat is a person's
        (everything shown), the one person's seat, or with several people the seat whose
        cards are shown (:data:`NOBODY` while the device changes hands)."""
        humans = self._humans()
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        if self.handoff_due() or self.revealed_seat not in humans:
            return NOBODY
        return self.revealed_seat

    def _refresh_hand(self) -> None:
        viewer = self._viewer()
        shown = (
            (self.session.to_move or 0) if viewer is None else None if viewer == NOBODY else viewer
        )
        fill_hand(self.hand, self.session.state, shown)

    def _shots_shown(self, shown: bool) -> None:
        if shown:
            self._refresh_shots()

    def _refresh_shots(self) -> None:
        if self.docks["shots"].isVisible() or not self.isVisible():
            self.shots.show_state(self.session.state, self._viewer())

    def _show_shot(self, shot: tuple[Hex, Hex] | None) -> None:
        """The shot pointed at in the Shots panel: the shooter, the target and the line."""
        content = OverlayContent()
        if shot is not None:
            origin, target = shot
            content.lines.append((origin, target, QPen(style.HIGHLIGHT, 4)))
            for h in shot:
                content.outlines.append((h, QPen(style.HIGHLIGHT, 3.5), 0.9))
        self.board.overlay("shot", Z_OVER + 4).set_content(content)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A double-click on a line of the log goes back to the action that set it off."""
        if (
            watched is self.log.viewport()
            and event.type() == QEvent.Type.MouseButtonDblClick
            and isinstance(event, QMouseEvent)
        ):
            line = self.log.cursorForPosition(event.position().toPoint()).blockNumber()
            self.go_to_event(line)
            return True
        return super().eventFilter(watched, event)

    def go_to_event(self, index: int) -> None:
        """Go back to the position just after the action that set off event ``index``."""
        self.session.go_to(self.session.history.node_of_event(index))

    def _refresh_log(self) -> None:
        events: list[Event] = self.session.state.events
        new = events[self.shown_events :]
        if not new:
            return
        kept = new[-self.log.maximumBlockCount() :]  # the log keeps its last lines only
        self.log.appendPlainText("\n".join(str(e) for e in kept))
        self.shown_events = len(events)
        self.log.moveCursor(QTextCursor.MoveOperation.End)
        rolls = [e for e in new if e.kind in DICE_EVENTS]
        if rolls:
            self.dice.setText(self.tr("Dice: {0}").format(" · ".join(str(e) for e in rolls[-3:])))

    def _refresh_highlights(self) -> None:
        content, arc = (
            (OverlayContent(), OverlayContent())
            if self.handoff_due()
            else playable_marks(self.session)
        )
        self.board.overlay("playable", Z_UNDER + 4).set_content(content)
        self.board.overlay("arc", Z_UNDER).set_content(arc)
        self._refresh_preview()

    def _refresh_preview(self) -> None:
        content, text = move_preview(self.session, None if self.handoff_due() else self.hover)
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
        if not self.session.is_human_turn() or self.handoff_due():
            return False
        acts = actions_at(self.session.state.legal_actions(), h)
        if not acts:
            self.statusBar().showMessage(self.tr("{0}: nothing to do there now").format(h), 4000)
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
        if self.auto.isChecked() and self.session.bots_may_play() and not self.timer.isActive():
            self.timer.start(int(self.speed.currentData()))

    def _auto_step(self) -> None:
        if not self.auto.isChecked() or not self.session.bots_may_play():
            return
        if int(self.speed.currentData()) == 0:
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
            self.notice = self.tr(
                "Play to end stopped: seat {0} is played by a person. Take its turn, or make"
                " {1} a bot in Seats to let the bots finish the game."
            ).format(seat + 1, seats_words(humans))
        self._refresh_status()
        return n

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        self.auto.setChecked(False)
        super().closeEvent(event)
