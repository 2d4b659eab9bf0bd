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

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction as QtAction
from PySide6.QtGui import QBrush, QCloseEvent, QColor, QFont, QPen, QTextCursor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.bots import BOT_KINDS
from engine.errors import GkrError
from engine.game import Action, Declare, Fire, GameConfig, GameState, Move
from engine.game.actions import PickAlly
from engine.game.combat import DeclareDecision
from engine.game.catalog import CardKind, Catalog, UnitClass
from engine.game.events import Event
from engine.game.alliances import SHIFTING, alliances, is_shifting, shifting_ally
from engine.game.solo import MAX_EXTRA_WEAPONS, deck_cards, is_solo
from engine.hexes import Hex
from engine.model import GameMap
from engine.sight import in_arc
from gkr_studio import style
from gkr_studio.canvas.overlay_item import OverlayContent
from gkr_studio.canvas.scene import Z_OVER, Z_UNDER, BoardScene
from gkr_studio.canvas.view import BoardView
from gkr_studio.playtest.outcome import winners_words
from gkr_studio.playtest.interaction import (
    actions_at,
    board_actions,
    label,
    move_energy,
    other_actions,
    pilot_cell,
    pilot_tip,
)
from gkr_studio.playtest.ally_picker import AllyPicker
from gkr_studio.playtest.catalog_picker import CatalogPicker
from gkr_studio.playtest.items import TagsItem, UnitItem
from gkr_studio.playtest.session import HUMAN, PlaytestSession

DICE_EVENTS = frozenset({"AttackRoll", "ArmorSave", "RollOff", "Repaired"})
"""Events that show dice, repeated above the log."""
CRITICAL_MOVE = QColor(240, 130, 40, 60)
"""Shade of hexes a Heavy Hitter reaches only with critical energy."""
SPEEDS = {"Slow": 500, "Normal": 150, "Fast": 30, "Instant": 0}
MAX_BUTTONS = 14
WIDE_LABEL = 30
"""Buttons with a longer label (a path's upgrades) go one to a row, so the dock stays narrow."""
PLAYERS_HEIGHT = 150
PILOT_COLUMN = 10
"""The players' table's pilot column: the track, and the pilot and path when in play."""
ROW_HEIGHT = 22
"""Compact table rows, so the hand fits under the decision and the players under the board."""
HAND_COLUMNS = (("Card", "The card's name (its effect is in the tooltip)"),
                ("Kind", "primary, secondary, orbital, deploy, reaction, maneuver or sponsor"),
                ("E", "Energy to play it"), ("Spd", "Speed: faster weapons fire first"),
                ("Rng", "Range in hexes"), ("Dmg", "Damage"), ("Effect", "What it does"))
"""The hand table's columns, short enough to fit beside the board, with tooltips."""


class PlaytestWindow(QMainWindow):
    """A live game of the map: seats human or bot, the board, dice and log."""

    play_scroll: QScrollArea
    """The scroll area of the Play dock (mode, seats, game, the decision)."""

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
        self.resize(1500, 950)
        self.refresh()

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
        self.extra_box.setEnabled(solo)
        config = replace(self.session.config, mode=mode, solo_opponents=max(1, opponents),
                         solo_extra_weapons=self.extra_box.value() if solo else 0)
        config = self._with_advanced(config)
        if config == self.session.config:
            return
        self.session.set_config(config)
        self._build_seats()

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
        self.pilots_box.setEnabled(not solo)
        self.board_box.setEnabled(not solo)
        if solo:
            return replace(config, pilots=False, achievements="standard")
        return replace(config, pilots=self.pilots_box.isChecked(),
                       achievements=str(self.board_box.currentData()))

    def _advanced_changed(self) -> None:
        config = self._with_advanced(self.session.config)
        if config == self.session.config:
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
        game = QGroupBox("Game")
        g = QGridLayout(game)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 2_000_000_000)
        self.seed_box.setValue(self.session.seed)
        self.restart_button = QPushButton("Restart (same seed)")
        self.new_seed_button = QPushButton("New game (next seed)")
        self.auto = QCheckBox("Bots play by themselves")
        self.auto.setChecked(True)
        self.speed = QComboBox()
        self.speed.addItems(list(SPEEDS))
        self.speed.setCurrentText("Normal")
        self.step_button = QPushButton("Step")
        self.phase_button = QPushButton("Step phase")
        self.end_button = QPushButton("Play to end")
        g.addWidget(QLabel("Seed"), 0, 0)
        g.addWidget(self.seed_box, 0, 1)
        g.addWidget(self.restart_button, 1, 0)
        g.addWidget(self.new_seed_button, 1, 1)
        g.addWidget(self.auto, 2, 0)
        g.addWidget(self.speed, 2, 1)
        steps = QHBoxLayout()
        for b in (self.step_button, self.phase_button, self.end_button):
            steps.addWidget(b)
        g.addLayout(steps, 3, 0, 1, 2)
        self.catalog_picker = CatalogPicker()
        self.catalog_picker.catalogChosen.connect(self.use_catalog)
        g.addWidget(self.catalog_picker, 4, 0, 1, 2)
        layout.addWidget(game)
        self.restart_button.clicked.connect(lambda: self.session.restart(self.seed_box.value()))
        self.new_seed_button.clicked.connect(self._new_seed)
        self.auto.toggled.connect(lambda _on: self._schedule())
        self.step_button.clicked.connect(lambda: self.session.step())
        self.phase_button.clicked.connect(lambda: self.session.step_phase())
        self.end_button.clicked.connect(self.play_to_end)
        self.end_button.setToolTip("Bots play until the game ends or a person's seat must"
                                   " decide")

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.status)

        decision = QGroupBox("Your decision")
        d = QVBoxLayout(decision)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        d.addWidget(self.prompt)
        self.declare_box = QGroupBox("Declare weapons (face down)")
        self.declare_layout = QVBoxLayout(self.declare_box)
        self.declare_checks: dict[str, QCheckBox] = {}
        self.declare_total = QLabel()
        self.declare_button = QPushButton("Declare the checked weapons")
        self.declare_button.clicked.connect(self._declare)
        d.addWidget(self.declare_box)
        self.ally_picker = AllyPicker()
        self.ally_picker.picked.connect(self.take)
        self.ally_picker.laidOut.connect(  # the pick must not hide below the panel's fold
            lambda: self.play_scroll.ensureWidgetVisible(self.ally_picker, 0, 0))
        d.addWidget(self.ally_picker)
        self.buttons_box = QWidget()
        self.buttons_layout = QGridLayout(self.buttons_box)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        d.addWidget(self.buttons_box)
        self.action_list = QListWidget()
        self.action_list.setToolTip("Every legal action: double-click one to take it")
        self.action_list.itemDoubleClicked.connect(self._list_chosen)
        d.addWidget(QLabel("All legal actions (double-click):"))
        d.addWidget(self.action_list, 1)
        self.decision_box = decision
        layout.addWidget(decision, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(panel)
        self.play_scroll = scroll
        dock = QDockWidget("Play", self)
        dock.setObjectName("dock-play")
        dock.setWidget(scroll)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setMinimumWidth(380)
        self.play_dock = dock

    def _build_docks(self) -> None:
        self.players = QTableWidget()
        self.players.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.players.verticalHeader().setVisible(False)
        columns = ["Seat", "Heavy Hitter", "Energy", "Hand", "Deck", "Discard", "Damage",
                   "Firing line", "Sponsors", "Support units (HP)", "Pilot", "Rubble", "Tags"]
        assert columns[PILOT_COLUMN] == "Pilot"
        self.players.setColumnCount(len(columns))
        self.players.setHorizontalHeaderLabels(columns)
        self.players.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.hand = QTableWidget()
        self.hand.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.hand.verticalHeader().setVisible(False)
        self.hand.setColumnCount(len(HAND_COLUMNS))
        self.hand.setHorizontalHeaderLabels([short for short, _tip in HAND_COLUMNS])
        for col, (_short, tip) in enumerate(HAND_COLUMNS):
            header_item = self.hand.horizontalHeaderItem(col)
            if header_item is not None:
                header_item.setToolTip(tip)
        self.hand.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.hand.horizontalHeader().setSectionResizeMode(
            len(HAND_COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.hand.setWordWrap(False)
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
        self.resizeDocks([docks["log"], self.play_dock], [280, 470], Qt.Orientation.Horizontal)
        self.resizeDocks([docks["players"]], [PLAYERS_HEIGHT], Qt.Orientation.Vertical)
        self.resizeDocks([self.play_dock, docks["hand"]], [480, 200], Qt.Orientation.Vertical)
        for table in (self.players, self.hand):
            table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)

    # -- refreshing from the state ---------------------------------------------------------
    def refresh(self) -> None:
        state = self.session.state
        if state is not self.shown_state or len(state.events) < self.shown_events:
            self.shown_state = state  # another game (a restart, another mode): a fresh log
            self.shown_events = 0
            self.log.clear()
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
        state = self.session.state
        s = self.session
        first = ("solo game: you (seat 1) move first" if is_solo(state)
                 else f"Glory Hound: seat {state.glory_hound + 1}")
        if state.teams:
            first += " · teams " + " vs ".join(
                "+".join(f"seat {q + 1}" for q in t) for t in state.teams)
        if is_shifting(state):
            pairs = alliances(state)
            first += " · alliances: " + (", ".join(f"seat {a + 1}+seat {b + 1}"
                                                   for a, b in pairs) if pairs else "none")
        text = (f"<b>{state.game_map.name}</b> · round {state.round} · {state.phase} phase · "
                f"{first}")
        if state.result is not None:
            winners = winners_words(state)
            scores = ", ".join(f"seat {q + 1}: {sc}" for q, sc in
                               state.result.scores) if state.result.scores else ""
            text += (f"<br><b style='color:#2f9e44'>Game over: {winners} won"
                     f" ({state.result.win_type}).</b>" + (f"<br>Scores: {scores}" if scores
                                                           else ""))
        elif state.decision is not None:
            who = s.to_move
            kind = "you" if s.is_human_turn() else f"bot: {s.controllers[who or 0]}"
            text += f"<br>To act: seat {(who or 0) + 1} ({kind}) — {state.decision.describe(state)}"
        if self.error:
            text += f"<br><span style='color:#e03131'>{self.error}</span>"
        if self.notice:
            text += f"<br><span style='color:#d9480f'>{self.notice}</span>"
        self.status.setText(text)

    def _refresh_decision(self) -> None:
        s = self.session
        state = s.state
        human = s.is_human_turn()
        self.decision_box.setEnabled(human)
        while self.buttons_layout.count():
            old = self.buttons_layout.takeAt(0)
            w = old.widget() if old is not None else None
            if w is not None:
                w.deleteLater()
        self.action_list.clear()
        bot_turn = s.is_bot_turn()
        for b in (self.step_button, self.phase_button):
            b.setEnabled(bot_turn)
        self.end_button.setEnabled(s.to_move is not None)
        declaring = human and isinstance(state.decision, DeclareDecision)
        self._build_declare_box(declaring)
        self.ally_picker.show_for(state, state.legal_actions(), human)
        if not human or state.decision is None:
            self.prompt.setText("Waiting for the bots…" if bot_turn else "")
            return
        actions = state.legal_actions()
        on_board = board_actions(actions)
        hint = " Click a highlighted hex on the board." if on_board else ""
        self.prompt.setText(f"Seat {(s.to_move or 0) + 1}: {state.decision.describe(state)}."
                            + hint)
        buttons = [a for a in other_actions(actions)
                   if not (declaring and isinstance(a, Declare) and a.weapons)
                   and not isinstance(a, PickAlly)]  # those are in the ally picker
        labels = [label(state, a) for a in buttons[:MAX_BUTTONS]]
        columns = 1 if any(len(t) > WIDE_LABEL for t in labels) else 2  # long ones fit
        for i, (action, text) in enumerate(zip(buttons, labels)):
            b = QPushButton(text)
            b.setToolTip(str(action))
            b.clicked.connect(lambda _c=False, a=action: self.take(a))
            self.buttons_layout.addWidget(b, i // columns, i % columns)
        for action in actions:
            item = QListWidgetItem(label(state, action))
            item.setToolTip(str(action))
            item.setData(Qt.ItemDataRole.UserRole, str(action))
            self.action_list.addItem(item)

    def _build_declare_box(self, show: bool) -> None:
        """Check boxes for the weapons in hand, with the energy they would cost."""
        self.declare_box.setVisible(show)
        while self.declare_layout.count():
            old = self.declare_layout.takeAt(0)
            w = old.widget() if old is not None else None
            if w is not None and w not in (self.declare_total, self.declare_button):
                w.deleteLater()
        self.declare_checks = {}
        if not show:
            return
        state = self.session.state
        p = state.players[state.current_player()]
        for cid in sorted({c for c in p.hand if p.faction.card(c).kind.is_weapon}):
            card = p.faction.card(cid)
            box = QCheckBox(f"{card.name}: {card.energy} energy, speed {card.speed}, range"
                            f" {card.range}, damage {card.damage}")
            box.toggled.connect(self._declare_changed)
            self.declare_layout.addWidget(box)
            self.declare_checks[cid] = box
        self.declare_layout.addWidget(self.declare_total)
        self.declare_layout.addWidget(self.declare_button)
        self._declare_changed()

    def _declare_changed(self, _on: bool = False) -> None:
        state = self.session.state
        if state.decision is None:
            return
        p = state.players[state.current_player()]
        cost = sum(p.faction.card(c).energy for c, box in self.declare_checks.items()
                   if box.isChecked())
        extra = max(0, cost - p.energy)
        self.declare_total.setText(
            f"{cost} energy of your {p.energy}" + (f": {extra} critical, {extra} card"
                                                  f"{'s' if extra != 1 else ''} to the"
                                                  " damage pile" if extra else ""))

    def _declare(self) -> None:
        chosen = tuple(c for c, box in self.declare_checks.items() if box.isChecked())
        self.take(Declare(chosen))

    def _refresh_players(self) -> None:
        state = self.session.state
        self.players.setRowCount(len(state.players))
        tags_by_seat = [0] * len(state.players)
        for faces in state.tags.values():
            for f in faces:
                if f >= 0:
                    tags_by_seat[f] += 1
        for row, p in enumerate(state.players):
            hh = p.units.get(UnitClass.HH)
            gh = " ★ Glory Hound" if p.seat == state.glory_hound and not is_solo(state) else ""
            ally = shifting_ally(state, p.seat) if p.alive else None
            if ally is not None and state.players[ally].alive:
                gh += f" · ally: seat {ally + 1}"
            visible = state.firing_line_visible(p.seat, None if self._sees_all() else
                                                self._viewer())
            support = ", ".join(f"{c.value} {p.units[c]} ({p.hp.get(c, 0)})"
                                for c in (UnitClass.COMBAT, UnitClass.REPAIR, UnitClass.RECON)
                                if c in p.units) or "—"
            cells = [
                f"{p.seat + 1} {p.faction.name}{gh}",
                (f"{hh} facing {p.facing}" if hh else "destroyed") if p.alive else "destroyed",
                str(p.energy), str(len(p.hand)), str(len(p.deck)), str(len(p.discard)),
                f"{len(p.damage)}/{deck_cards(state, p.seat)}",
                (", ".join(p.firing_line) if visible else f"{len(p.firing_line)} face down")
                if p.firing_line else "—",
                str(len(p.sponsors)), support, pilot_cell(p), str(p.rubble),
                str(tags_by_seat[p.seat]),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setForeground(QBrush(style.seat_color(p.seat).darker(120)))
                if col == PILOT_COLUMN:
                    item.setToolTip(pilot_tip(state, p))
                self.players.setItem(row, col, item)

    def _viewer(self) -> int | None:
        s = self.session
        humans = [i for i, c in enumerate(s.controllers) if c == HUMAN]
        if len(humans) == 1:
            return humans[0]
        return s.to_move if s.is_human_turn() else None

    def _sees_all(self) -> bool:
        return HUMAN not in self.session.controllers

    def _refresh_hand(self) -> None:
        state = self.session.state
        viewer = self._viewer()
        if viewer is None and not self._sees_all():
            self.hand.setRowCount(0)
            return
        seat = viewer if viewer is not None else (self.session.to_move or 0)
        p = state.players[seat]
        cards = [(cid, p.faction.card(cid)) for cid in p.hand]
        self.hand.setRowCount(len(cards) + len(p.sponsors))
        for row, (cid, card) in enumerate(cards):
            weapon = card.kind in (CardKind.PRIMARY, CardKind.SECONDARY, CardKind.ORBITAL)
            values = [card.name, card.kind.value, str(card.energy),
                      str(card.speed) if weapon else "", str(card.range) if weapon else "",
                      str(card.damage) if weapon else "", card.text]
            for col, text in enumerate(values):
                cell = QTableWidgetItem(text)
                cell.setToolTip(card.text or card.name)
                self.hand.setItem(row, col, cell)
        for i, sid in enumerate(p.sponsors):
            sponsor = next((sc for sc in state.catalog.sponsors if sc.id == sid), None)
            values = [sponsor.name if sponsor else sid, "sponsor", "", "", "", "",
                      sponsor.text if sponsor else ""]
            for col, text in enumerate(values):
                self.hand.setItem(len(cards) + i, col, QTableWidgetItem(text))

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
        state = self.session.state
        content = OverlayContent()
        arc = OverlayContent()
        if self.session.is_human_turn():
            actions = state.legal_actions()
            energy = state.players[state.current_player()].energy
            for h, acts in board_actions(actions).items():
                moves = [move_energy(state, a) for a in acts if isinstance(a, Move)]
                if moves and min(moves) > energy:
                    # reachable only with critical energy: cards to the damage pile
                    content.shades.append((h, CRITICAL_MOVE))
                    continue
                color = style.HIGHLIGHT if any(isinstance(a, Fire) for a in acts) \
                    else style.FOCUS
                content.outlines.append((h, QPen(color, 3.5), 0.85))
                content.shades.append((h, style.translucent(color, 40)))
            seat = self.session.to_move
            hh = state.players[seat or 0].hh
            if hh is not None and state.phase == "combat":
                facing = state.players[seat or 0].facing
                for h in self._arc_hexes(hh, facing):
                    arc.shades.append((h, QColor(255, 255, 255, 35)))
        self.board.overlay("playable", Z_UNDER + 4).set_content(content)
        self.board.overlay("arc", Z_UNDER).set_content(arc)
        self._refresh_preview()

    @staticmethod
    def _arc_hexes(hh: Hex, facing: object) -> list[Hex]:
        from engine.board import PLAYABLE_SORTED
        from engine.hexes import Direction

        assert isinstance(facing, Direction)
        return [h for h in PLAYABLE_SORTED if h != hh and in_arc(hh, facing, h)]

    def _refresh_preview(self) -> None:
        content = OverlayContent()
        state = self.session.state
        h = self.hover
        text = ""
        if h is not None and self.session.is_human_turn():
            acts = actions_at(state.legal_actions(), h)
            moves = [a for a in acts if isinstance(a, Move)]
            if moves:
                path = moves[0].path
                for a, b in zip(path, path[1:]):
                    content.lines.append((a, b, QPen(style.FOCUS, 4)))
                cost = move_energy(state, moves[0])
                energy = state.players[state.current_player()].energy
                extra = max(0, cost - energy)
                text = f"{cost} energy" + (f" ({extra} critical: {extra} card"
                                           f"{'s' if extra != 1 else ''} to damage)"
                                           if extra else "")
                content.labels.append((h, f"{cost}", QColor("#1c232d")))
            elif acts:
                text = "; ".join(label(state, a) for a in acts[:3])
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

    def _list_chosen(self, item: QListWidgetItem) -> None:
        self.take(str(item.data(Qt.ItemDataRole.UserRole)))

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
