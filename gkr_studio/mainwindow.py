"""The studio's main window: board canvas, tools, docks, files, undo, autosave."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QUndoView,
    QWidget,
)

from engine.analysis import Report, analyse
from engine.editing import SymmetryMode, reorder_seats
from engine.errors import GkrError, MapFileError
from engine.hexes import Hex
from engine.mapfile import SUFFIX, load_map
from engine.model import GameMap, playable_problems
from engine.playtest import WarmPool
from engine.resources import DEFAULT_MAP, builtin_map_path
from engine.zones import Side
from gkr_studio.autosave import Autosaver, Recovery, discard, find_recoveries
from gkr_studio.canvas.hexinfo import HexInfo, describe_hex
from gkr_studio.canvas.legend import LegendBox
from gkr_studio.canvas.overlays import Overlay, OverlayController
from gkr_studio.canvas.scene import BoardScene
from gkr_studio.canvas.view import BoardView
from gkr_studio.dialogs import BLANK, GENERATE, NewMapDialog, new_map
from gkr_studio.document import MapDocument
from gkr_studio.fixes import FixController
from gkr_studio.generate_dialog import GenerateDialog
from gkr_studio.help import AboutDialog, HintBar, QuickReference
from gkr_studio.selection import TRANSFORMS, Selection
from gkr_studio.panels.balance import BalancePanel
from gkr_studio.panels.checks import ChecksPanel
from gkr_studio.panels.inspector import InspectorPanel
from gkr_studio.panels.properties import PropertiesPanel
from gkr_studio.playtest.live import LiveBalance
from gkr_studio.toolbar import build_toolbar, dress, overlay_group
from gkr_studio.tools import TOOL_CLASSES, Tool, ZoneTool

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from gkr_studio.render import RenderOptions

APP_NAME = "GKR Studio"
MAP_FILTER = f"GKR maps (*{SUFFIX} *.json);;All files (*)"
IMAGE_FILTER = "PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"
MAX_RECENT = 8
DOCK_WIDTH = 380
"""Default width of the dock column (the board gets the rest)."""
AUTOSAVE_MS = 10_000


BACKGROUND_NICENESS = 5
"""How much lower the balance games' worker processes run than the window (os.nice)."""


class MainWindow(QMainWindow):
    """One studio window editing one map document."""

    def __init__(self, settings: QSettings | None = None, data_dir: Path | None = None,
                 game_map: GameMap | None = None, path: str | None = None) -> None:
        super().__init__()
        self.settings = settings or QSettings(APP_NAME, APP_NAME)
        self.data_dir = data_dir or _default_data_dir()
        self.autosaver = Autosaver(self.data_dir / "autosave")
        self.suggested_path: str | None = None
        """A recovered document's former file: offered by Save As, never written unasked."""
        self.symmetry_mode = SymmetryMode.NONE
        self.report: Report | None = None
        self.playtest_windows: list[QMainWindow] = []
        self.last_analysis_ms = 0.0
        self.undo_group = QUndoGroup(self)
        self.board = BoardScene()
        self.view = BoardView(self.board)
        self.overlays = OverlayController(self.board, self)
        self.legend = LegendBox(self.overlays, self.view)
        self.hex_info: HexInfo | None = None
        self.hints = HintBar(self.settings, self.view)
        self.selection = Selection(self, self)
        self.quick_reference: QuickReference | None = None
        self.setCentralWidget(self.view)
        self.setAcceptDrops(True)
        self.resize(1400, 900)

        self.pool = WarmPool(max(1, os.cpu_count() or 1), niceness=BACKGROUND_NICENESS)
        """The worker processes of every batch of bot games (started on first use), at a
        lower priority than the window's thread."""
        self.live = LiveBalance(self.pool, self)
        app = QCoreApplication.instance()
        if app is not None:  # a window only hidden when the application quits stops its games
            app.aboutToQuit.connect(self.stop_games)
        self.checks = ChecksPanel()
        self.balance = BalancePanel()
        self.inspector = InspectorPanel()
        self.properties = PropertiesPanel()
        self.history = QUndoView(self.undo_group)
        self.history.setEmptyLabel("Opened")
        self.docks: dict[str, QDockWidget] = {}
        # one column on the right: the checks above, and below them as tabs the bots'
        # balance (shown first), the map's properties, the inspector and the history, so
        # the board keeps most of the window
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self._add_dock("checks", "Checks", self.checks, right)
        self._add_dock("balance", "Balance", self.balance, right)
        self._add_dock("properties", "Map properties", self.properties, right)
        self._add_dock("inspector", "LOS inspector", self.inspector, right)
        self._add_dock("history", "History", self.history, right)
        self.tabifyDockWidget(self.docks["balance"], self.docks["properties"])
        self.tabifyDockWidget(self.docks["properties"], self.docks["inspector"])
        self.tabifyDockWidget(self.docks["inspector"], self.docks["history"])
        self.docks["balance"].raise_()
        self.resizeDocks([self.docks["checks"]], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        self.resizeDocks([self.docks["checks"], self.docks["balance"]], [360, 470],
                         Qt.Orientation.Vertical)

        self.tools: dict[str, Tool] = {cls.id: cls(self) for cls in TOOL_CLASSES}
        self.hex_label = QLabel()
        self.statusBar().addPermanentWidget(self.hex_label)
        self._build_actions()
        self._wire()
        self.fixer = FixController(self, self)

        self._doc: MapDocument | None = None
        if game_map is None:
            game_map = load_map(builtin_map_path(DEFAULT_MAP))
        self.set_document(MapDocument(game_map, path))
        self.set_tool("select")

        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(AUTOSAVE_MS)
        self.autosave_timer.timeout.connect(self.autosave)
        self.autosave_timer.start()

    # -- construction ----------------------------------------------------------------
    def _add_dock(self, key: str, title: str, widget: QWidget,
                  area: Qt.DockWidgetArea) -> None:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock-{key}")
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.docks[key] = dock

    def _action(self, text: str, slot: Callable[..., object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                tip: str = "", checkable: bool = False) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(slot)
        else:
            action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.acts: dict[str, QAction] = {
            "new": self._action("&New…", self.new_map_dialog, std.New, "Start a new map"),
            "generate": self._action("&Generate…", self.generate_dialog, "Ctrl+Shift+N",
                                     "Make new maps that pass every check and pick one"),
            "open": self._action("&Open…", self.open_dialog, std.Open, "Open a map file"),
            "save": self._action("&Save", self.save, std.Save, "Save the map"),
            "save_as": self._action("Save &As…", self.save_as_dialog, std.SaveAs),
            "export": self._action("&Export Image…", self.export_dialog, "Ctrl+E",
                                   "Export the board as PNG, SVG or PDF"),
            "print": self._action("&Print…", self.print_dialog, std.Print,
                                  "Print the map sheet: title, players, side, board, checks"),
            "quit": self._action("&Quit", self.close, std.Quit),
            "zoom_in": self._action("Zoom &In", self.view.zoom_in, std.ZoomIn),
            "zoom_out": self._action("Zoom &Out", self.view.zoom_out, std.ZoomOut),
            "fit": self._action("&Fit to Window", self.view.fit, "Ctrl+0"),
            "pin": self._action("&Pin Focus Hex", self.toggle_pin, "P",
                                "Pin the hex under the cursor for the LOS and distance"
                                " overlays (P again to unpin)"),
            "playtest": self._action("&Playtest…", self.open_playtest, "Ctrl+T",
                                     "Play the map as it is now (unsaved edits included),"
                                     " seats human or bot"),
            "balance": self._action("&Balance Playtest…", self.open_balance_playtest,
                                    "Ctrl+Shift+T", "Let bots play the map many times and"
                                    " measure each seat's chances"),
            "copy": self._action("&Copy", self.selection.copy, std.Copy,
                                 "Copy the selected pieces (paste them here or on another"
                                 " map)"),
            "paste": self._action("&Paste", self.paste, std.Paste,
                                  "Paste the copied pieces at the hex under the cursor (or"
                                  " where they were)"),
            "delete": self._action("&Delete", self.selection.delete, std.Delete,
                                   "Delete the selected pieces"),
            "select_all": self._action("Select &All", self.selection.select_all,
                                       std.SelectAll, "Select every building and start"),
            "transform_half": self._action("&Half Turn about 5F",
                                           lambda: self.selection.transform("half"),
                                           tip="Turn the whole map half a turn"),
            "transform_third": self._action("&Third Turn about 5F",
                                            lambda: self.selection.transform("third"),
                                            tip="Turn the whole map a third of a turn"),
            "transform_mirror": self._action("&Mirror about Column F",
                                             lambda: self.selection.transform("mirror"),
                                             tip="Mirror the whole map left to right"),
            "quick_reference": self._action("&Quick Reference", self.show_quick_reference,
                                            std.HelpContents, "Tools, keys, overlays and"
                                            " checks with their rule ids"),
            "hints": self._action("Show &Hints", self.hints.show_again,
                                  tip="Show the first-start hints again"),
            "about": self._action("&About GKR Studio", self.show_about,
                                  tip="Version, licence and the rules' source"),
        }
        undo = self.undo_group.createUndoAction(self, "&Undo")
        undo.setShortcut(QKeySequence(std.Undo))
        redo = self.undo_group.createRedoAction(self, "&Redo")
        redo.setShortcuts([QKeySequence(std.Redo), QKeySequence("Ctrl+Y")])
        self.acts["undo"], self.acts["redo"] = undo, redo
        self.undo_group.undoTextChanged.connect(
            lambda text: undo.setToolTip(f"Undo {text}".strip() + " (Ctrl+Z)"))
        self.undo_group.redoTextChanged.connect(
            lambda text: redo.setToolTip(f"Redo {text}".strip() + " (Ctrl+Shift+Z)"))
        self.overlay_actions: dict[Overlay, QAction] = {}
        for i, overlay in enumerate(Overlay):
            action = QAction(overlay.label, self)
            dress(action, overlay.icon, overlay.short_label)
            action.setToolTip(f"{overlay.label} (Ctrl+{i + 1})")
            action.setCheckable(True)
            action.setChecked(overlay in self.overlays.enabled)
            action.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
            action.toggled.connect(lambda on, o=overlay: self.overlays.set_enabled(o, on))
            self.overlay_actions[overlay] = action
        self.tool_group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for tool in self.tools.values():
            action = QAction(tool.label, self)
            dress(action, tool.icon, tool.short_label)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(tool.shortcut))
            action.setToolTip(f"{tool.label} ({tool.shortcut}): {tool.tip}")
            action.setStatusTip(tool.tip)
            action.triggered.connect(lambda _c=False, t=tool.id: self.set_tool(t))
            self.tool_group.addAction(action)
            self.tool_actions[tool.id] = action
        self.zone_choice = QComboBox()
        for z in (1, 2, 3, 4):
            self.zone_choice.addItem(f"Zone {z}", z)
        self.zone_choice.setToolTip("Zone painted by the Paint zone tool (keys 1-4)")
        self.zone_choice.currentIndexChanged.connect(self._zone_chosen)
        zone_tool = self.tools["zone"]
        assert isinstance(zone_tool, ZoneTool)
        zone_tool.zone_listeners.append(self._show_zone)
        self.overlay_group = overlay_group(self, self.overlay_actions.values())

        menu = self.menuBar()
        file_menu = menu.addMenu("&File")
        for key in ("new", "generate", "open"):
            file_menu.addAction(self.acts[key])
        self.recent_menu = file_menu.addMenu("Open &Recent")
        for key in ("save", "save_as", "export", "print"):
            file_menu.addAction(self.acts[key])
        file_menu.addSeparator()
        file_menu.addAction(self.acts["quit"])
        edit_menu = menu.addMenu("&Edit")
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)
        edit_menu.addSeparator()
        for key in ("copy", "paste", "delete", "select_all"):
            edit_menu.addAction(self.acts[key])
        transform_menu = edit_menu.addMenu("&Transform Map")
        for key in TRANSFORMS:
            transform_menu.addAction(self.acts[f"transform_{key}"])
        view_menu = menu.addMenu("&View")
        for key in ("zoom_in", "zoom_out", "fit"):
            view_menu.addAction(self.acts[key])
        view_menu.addSeparator()
        legend = QAction("&Legend", self)
        legend.setCheckable(True)
        legend.setChecked(True)
        legend.setStatusTip("Show what the colours of the overlays on the board mean")
        legend.toggled.connect(self.legend.set_wanted)
        self.acts["legend"] = legend
        view_menu.addAction(legend)
        for dock in self.docks.values():
            view_menu.addAction(dock.toggleViewAction())
        overlay_menu = menu.addMenu("&Overlays")
        for action in self.overlay_actions.values():
            overlay_menu.addAction(action)
        overlay_menu.addSeparator()
        overlay_menu.addAction(self.acts["pin"])
        tools_menu = menu.addMenu("&Tools")
        for action in self.tool_actions.values():
            tools_menu.addAction(action)
        play_menu = menu.addMenu("&Play")
        play_menu.addAction(self.acts["playtest"])
        play_menu.addAction(self.acts["balance"])
        help_menu = menu.addMenu("&Help")
        help_menu.addAction(self.acts["quick_reference"])
        help_menu.addAction(self.acts["hints"])
        help_menu.addSeparator()
        help_menu.addAction(self.acts["about"])
        self.menus = {"file": file_menu, "edit": edit_menu, "view": view_menu,
                      "overlays": overlay_menu, "tools": tools_menu, "play": play_menu,
                      "help": help_menu}

        self.toolbar = build_toolbar(self, self.acts, self.tool_actions.values(),
                                     self.zone_choice, self.overlay_actions.values())
        self._rebuild_recent_menu()

    def _wire(self) -> None:
        self.view.hexHovered.connect(self._hovered)
        self.view.fileDropped.connect(self.open_file)
        self.checks.hexesSelected.connect(self.board.set_highlight)
        self.inspector.pathsRequested.connect(self.overlays.set_paths)
        self.properties.infoEdited.connect(self._edit_info)
        self.properties.descriptionEdited.connect(self._edit_description)
        self.properties.sideChosen.connect(self._choose_side)
        self.properties.seatsReordered.connect(self._reorder_seats)
        self.properties.teamsChosen.connect(self.name_teams)
        self.properties.symmetryChosen.connect(self._choose_symmetry)
        self.properties.resetZonesRequested.connect(self._reset_zones)
        self.live.updated.connect(self.balance.set_result)
        self.live.stateChanged.connect(self.balance.set_state)
        self.balance.pauseToggled.connect(self._pause_balance)
        self.balance.pause_button.setChecked(
            str(self.settings.value("balance_paused", "false")).lower() == "true")

    # -- the tool context (what tools may use) -----------------------------------------
    @property
    def document(self) -> MapDocument:
        return self.doc

    @property
    def symmetry(self) -> SymmetryMode:
        return self.symmetry_mode

    @property
    def scene(self) -> BoardScene:
        return self.board

    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def select_hex(self, h: Hex | None) -> None:
        self.selection.set({h} if h is not None else set())
        if h is not None:
            self.statusBar().showMessage(self.describe_hex(h), 6000)

    def pick_attacker(self, h: Hex) -> None:
        self.docks["inspector"].raise_()
        self.overlays.set_pinned(h)
        self.inspector.set_attacker(h)

    def pick_target(self, h: Hex) -> None:
        self.docks["inspector"].raise_()
        self.inspector.set_target(h)

    # -- documents ---------------------------------------------------------------------
    @property
    def doc(self) -> MapDocument:
        """The document being edited."""
        assert self._doc is not None
        return self._doc

    def set_document(self, doc: MapDocument) -> None:
        old = self._doc
        if old is not None:
            old.mapChanged.disconnect(self._map_changed)
            old.modifiedChanged.disconnect(self._update_title)
            old.pathChanged.disconnect(self._update_title)
            self.undo_group.removeStack(old.undo_stack)
            old.deleteLater()
        self._doc = doc
        self.suggested_path = None
        doc.setParent(self)
        self.undo_group.addStack(doc.undo_stack)
        self.undo_group.setActiveStack(doc.undo_stack)
        doc.mapChanged.connect(self._map_changed)
        doc.modifiedChanged.connect(self._update_title)
        doc.pathChanged.connect(self._update_title)
        self.board.set_highlight(())
        self.selection.hexes = frozenset()
        self.board.flash_refused(set())
        self.overlays.set_pinned(None)
        self.overlays.set_heat(None)  # a heat map belongs to the map it was measured on
        self._map_changed(doc.map)
        self._update_title()
        self.view.fit()

    def _map_changed(self, game_map: GameMap) -> None:
        self.board.set_map(game_map)
        self.selection.follow(game_map)
        # zones belong to the fallout side: the switch is off-limits on the standard side
        self.overlay_actions[Overlay.ZONES].setEnabled(game_map.side is Side.FALLOUT)
        self.overlays.set_map(game_map)
        self.properties.set_map(game_map)
        self.inspector.set_map(game_map)
        self.run_analysis(game_map)
        self.live.set_map(game_map)
        self.acts["save"].setEnabled(True)

    def run_analysis(self, game_map: GameMap) -> Report:
        """Analyse the map as it is now and show the findings (never a stale report)."""
        start = time.perf_counter()
        report = analyse(game_map)
        self.last_analysis_ms = (time.perf_counter() - start) * 1000.0
        self.report = report
        self.checks.set_report(report, self.last_analysis_ms)
        self.board.set_fix_preview(())
        if self.board.highlighted:
            self.board.set_highlight(())
        return report

    def apply_fix(self, check_id: str) -> bool:
        """Apply the engine's fix for a check as one undoable edit."""
        return self.fixer.apply(check_id)

    def _update_title(self, *_args: object) -> None:
        mark = "*" if self.doc.is_modified else ""
        self.setWindowTitle(f"{self.doc.display_name}{mark} — {APP_NAME}")

    # -- status --------------------------------------------------------------------------
    def describe_hex(self, h: Hex) -> str:
        return describe_hex(self.doc.map, h)

    def hex_facts(self, h: Hex) -> list[str]:
        """What the active overlays say about ``h`` (the board's tooltip), one per line."""
        if self.hex_info is None or self.hex_info.map is not self.doc.map:
            self.hex_info = HexInfo(self.doc.map, self.overlays.sight_for(self.doc.map))
        o = self.overlays
        return self.hex_info.facts(h, o.enabled, o.pinned, o.heat)

    def _hovered(self, h: Hex | None) -> None:
        self.board.set_hover(h)
        self.overlays.set_hover(h)
        self.hex_label.setText(self.describe_hex(h) if h is not None else "")
        self.view.viewport().setToolTip("\n".join(self.hex_facts(h)) if h is not None else "")

    # -- tools and settings ------------------------------------------------------------
    def set_tool(self, tool_id: str) -> None:
        tool = self.tools[tool_id]
        self.tool_actions[tool_id].setChecked(True)
        self.view.set_tool(tool)

    @property
    def tool(self) -> Tool | None:
        return self.view.tool

    def _zone_chosen(self, _index: int) -> None:
        tool = self.tools["zone"]
        assert isinstance(tool, ZoneTool)
        tool.set_zone(int(self.zone_choice.currentData()))

    def _show_zone(self, zone: int) -> None:
        """The zone tool's zone changed (keys 1-4): the toolbar's box follows."""
        index = self.zone_choice.findData(zone)
        if index != self.zone_choice.currentIndex():
            self.zone_choice.blockSignals(True)
            self.zone_choice.setCurrentIndex(index)
            self.zone_choice.blockSignals(False)

    def _choose_symmetry(self, mode: SymmetryMode) -> None:
        self.symmetry_mode = mode
        self.show_status(f"Symmetric editing: {mode.label}.")

    def toggle_pin(self) -> None:
        if self.overlays.pinned is not None:
            self.overlays.set_pinned(None)
            self.show_status("Focus unpinned: the overlays follow the cursor.")
        elif self.overlays.hover is not None:
            self.overlays.set_pinned(self.overlays.hover)
            self.show_status(f"Focus pinned on {self.overlays.hover}.")

    def _pause_balance(self, paused: bool) -> None:
        self.settings.setValue("balance_paused", paused)
        self.live.set_paused(paused)

    # -- map-level edits -------------------------------------------------------------------
    def _edit_info(self, name: str, author: str, description: str) -> None:
        m = self.doc.map
        verb = "Rename map" if name != m.name else "Edit map details"
        self.doc.apply(verb, m.with_info(name=name, author=author, description=description))

    def _edit_description(self, text: str) -> None:
        self.doc.apply("Edit description", self.doc.map.with_info(description=text),
                       merge_key="description")

    def _choose_side(self, side: Side) -> None:
        m = self.doc.map
        if side is m.side:
            return
        after = m.with_side(side)
        if side is Side.STANDARD:
            after = after.with_zones(None)
        self.doc.apply(f"Switch to the {side.value} side", after)

    def _reset_zones(self) -> None:
        self.doc.apply("Reset zones", self.doc.map.with_zones(None))

    def _reorder_seats(self, order: list[int]) -> None:
        self.doc.apply("Reorder seats", reorder_seats(self.doc.map, order))

    def name_teams(self, teams: tuple[tuple[Hex, ...], ...] | None) -> None:
        """Name the map's 2v2 teams (start hexes), or ``None`` to go back to R-TEAM-1's
        default; one undoable edit, saved in the file's ``teams``."""
        m = self.doc.map
        if teams is None:
            self.doc.apply("Use the default teams", m.with_teams(None))
        else:
            words = " vs ".join("+".join(str(h) for h in t) for t in teams)
            self.doc.apply(f"Name teams {words}", m.with_teams(teams))

    # -- files ------------------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; False when the user cancels."""
        if not self.doc.is_modified:
            return True
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def ask_unsaved(self) -> QMessageBox.StandardButton:
        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        return QMessageBox.question(
            self, APP_NAME, f"“{self.doc.display_name}” has unsaved changes. Save them?",
            buttons, QMessageBox.StandardButton.Save)

    def show_error(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def new_map_dialog(self) -> None:
        if not self.maybe_save():
            return
        dialog = NewMapDialog(self)
        if dialog.exec() == NewMapDialog.DialogCode.Accepted:
            if dialog.choice() == GENERATE:
                self.generate_dialog(asked=True)
            else:
                self.new_map(dialog.choice())

    def generate_dialog(self, asked: bool = False) -> None:
        """File ▸ Generate…: choose among generated maps; the chosen one opens unsaved.
        ``asked``: the unsaved changes were dealt with already (from the New gallery)."""
        if not asked and not self.maybe_save():
            return
        dialog = GenerateDialog(self.doc.map, self)
        if dialog.exec() == GenerateDialog.DialogCode.Accepted:
            chosen = dialog.chosen_map()
            if chosen is not None:
                self.set_document(MapDocument(chosen))
                self.autosaver.clear()

    def new_map(self, choice: str = BLANK) -> None:
        self.set_document(MapDocument(new_map(choice)))
        self.autosaver.clear()

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path = self.ask_open_path()
        if path:
            self.open_file(path, ask=False)

    def ask_open_path(self) -> str:
        path, _filter = QFileDialog.getOpenFileName(self, "Open map", self._last_dir(),
                                                    MAP_FILTER)
        return path

    def open_file(self, path: str, ask: bool = True) -> bool:
        """Open a map file; a file that fails validation opens nothing and says why."""
        if ask and not self.maybe_save():
            return False
        try:
            doc = MapDocument.open(path)
        except MapFileError as e:
            self.show_error("Cannot open map", _problem_text(e))
            return False
        self.set_document(doc)
        self.autosaver.clear()
        self._remember(path)
        self.show_status(f"Opened {path}")
        return True

    def save(self) -> bool:
        if not self.doc.path:
            return self.save_as_dialog()
        return self.save_to(self.doc.path)

    def save_as_dialog(self) -> bool:
        path = self.ask_save_path()
        if not path:
            return False
        return self.save_to(path)

    def ask_save_path(self) -> str:
        start = self.doc.path or self.suggested_path or str(Path(self._last_dir())
                                     / (_file_stem(self.doc.map.name) + SUFFIX))
        path, _filter = QFileDialog.getSaveFileName(self, "Save map as", start, MAP_FILTER)
        if path and not path.endswith(SUFFIX) and not path.endswith(".json"):
            path += SUFFIX
        return path

    def save_to(self, path: str) -> bool:
        try:
            written = self.doc.save(path)
        except MapFileError as e:
            self.show_error("Cannot save map", _problem_text(e))
            return False
        self.autosaver.clear()
        self._remember(written)
        self.show_status(f"Saved {written}")
        return True

    def export_dialog(self) -> None:
        from gkr_studio.export import ExportDialog

        dialog = ExportDialog(self.doc.map, self.overlays.enabled, self.overlays.pinned, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        start = str(Path(self._last_dir()) / (_file_stem(self.doc.map.name) + ".png"))
        path, _filter = QFileDialog.getSaveFileName(self, "Export image", start, IMAGE_FILTER)
        if path:
            self.export_image(path, dialog.options())

    def export_options(self) -> RenderOptions:
        """The overlays switched on now, the pinned hex, and the zones of a fallout map."""
        from gkr_studio.render import RenderOptions

        return RenderOptions(overlays=frozenset(o.value for o in self.overlays.enabled),
                             focus=self.overlays.pinned)

    def export_image(self, path: str, options: RenderOptions | None = None) -> bool:
        """Write the map to PNG, SVG or PDF, drawn afresh from the map: the overlays
        chosen, the zones on a fallout map, no hover, selection or highlights."""
        from gkr_studio.render import render_map

        try:
            render_map(self.doc.map, path, options or self.export_options())
        except GkrError as e:
            self.show_error("Cannot export image", str(e))
            return False
        self.show_status(f"Exported {path}")
        return True

    def print_dialog(self) -> bool:
        """File ▸ Print: the map sheet through Qt's print dialog."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        return self.print_to(printer)

    def print_to(self, printer: QPrinter) -> bool:
        """Print the map sheet (title, players, side, board, checks) on ``printer``."""
        from gkr_studio.export import print_sheet

        if not print_sheet(printer, self.doc.map, self.export_options()):
            self.show_error("Cannot print", "The printer could not be started.")
            return False
        self.show_status("Printed the map sheet")
        return True

    # -- recent files -----------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.settings.value("recent_files", [])
        if isinstance(value, str):
            return [value]
        if isinstance(value, (list, tuple)):
            return [str(v) for v in value]
        return []

    def _remember(self, path: str) -> None:
        path = str(Path(path).resolve())
        recent = [p for p in self.recent_files() if p != path]
        recent.insert(0, path)
        self.settings.setValue("recent_files", recent[:MAX_RECENT])
        self.settings.setValue("last_dir", str(Path(path).parent))
        self._rebuild_recent_menu()

    def _last_dir(self) -> str:
        return str(self.settings.value("last_dir", str(Path.home())))

    def _rebuild_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.recent_files()
        for i, path in enumerate(recent):
            action = self.recent_menu.addAction(f"&{i + 1} {Path(path).name}")
            action.setToolTip(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_file(p))
        if recent:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction("Clear Recent Files", self._clear_recent)
        self.recent_menu.setEnabled(bool(recent))

    def _clear_recent(self) -> None:
        self.settings.setValue("recent_files", [])
        self._rebuild_recent_menu()

    # -- autosave and recovery -------------------------------------------------------------
    def autosave(self) -> None:
        if self.doc.is_modified:
            try:
                self.autosaver.save(self.doc.map, self.doc.path or self.suggested_path)
            except GkrError as e:
                self.show_status(f"Autosave failed: {e}")
        else:
            self.autosaver.clear()

    def offer_recovery(self) -> int:
        """Offer unsaved work left by a studio that did not close; returns how many were
        recovered."""
        found, problems = find_recoveries(self.autosaver.folder)
        for line in problems:
            self.show_status(line)
        recovered = 0
        for rec in sorted(found, key=lambda r: -r.saved_at):
            answer = self.ask_recover(rec)
            if answer == QMessageBox.StandardButton.Yes and recovered == 0:
                self.recover(rec)
                recovered += 1
            elif answer == QMessageBox.StandardButton.No:
                discard(rec)
        return recovered

    def ask_recover(self, rec: Recovery) -> QMessageBox.StandardButton:
        return QMessageBox.question(
            self, "Recover unsaved work?",
            f"GKR Studio found unsaved work: {rec.describe()}.\n\nRecover it? (No discards"
            " it; Cancel keeps it for later.)",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes)

    def recover(self, rec: Recovery) -> None:
        """Open recovered work as a document without a file: the path the autosave names
        is only suggested when the designer saves (an autosave is untrusted input)."""
        doc = MapDocument(rec.map)
        doc.undo_stack.resetClean()  # recovered work is unsaved work
        self.set_document(doc)
        self.suggested_path = rec.path
        discard(rec)
        self.autosave()

    # -- playtest ------------------------------------------------------------------------------
    def playable_map(self) -> GameMap | None:
        """The map as it is now, if a game can be played on it (else says why)."""
        m = self.doc.map
        problems = playable_problems(m)
        if problems:
            self.show_error(self.tr("Cannot playtest this map"),
                            self.tr("A game needs a finished, valid map (see Checks):")
                            + "\n" + "\n".join(p.for_people() for p in problems))
            return None
        return m

    def open_playtest(self) -> QMainWindow | None:
        """Open a game of the map being edited (unsaved edits included)."""
        m = self.playable_map()
        if m is None:
            return None
        from gkr_studio.playtest.window import PlaytestWindow

        window = PlaytestWindow(m, parent=None)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.playtest_windows.append(window)
        window.destroyed.connect(lambda _o=None, w=window: self._forget_playtest(w))
        window.show()
        return window

    def open_balance_playtest(self) -> QDialog | None:
        """Bot self-play of the map as it is now, with a chart and heat maps."""
        m = self.playable_map()
        if m is None:
            return None
        from gkr_studio.playtest.balance import BalancePlaytestDialog

        dialog = BalancePlaytestDialog(m, self, pool=self.pool)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.heatMapChosen.connect(
            lambda counts, d=self.doc: self.overlays.set_heat(counts if d is self._doc
                                                              else None))
        dialog.runStarted.connect(lambda: self.live.hold(True))
        dialog.runEnded.connect(lambda: self.live.hold(False))
        dialog.show()
        return dialog

    def paste(self) -> bool:
        """Edit ▸ Paste: at the hex under the cursor when it is on the board."""
        return self.selection.paste(self.overlays.hover)

    # -- help ---------------------------------------------------------------------------------
    def show_quick_reference(self) -> QuickReference:
        """Help ▸ Quick reference (one window, raised when open)."""
        if self.quick_reference is None:
            self.quick_reference = QuickReference(self)
        self.quick_reference.show()
        self.quick_reference.raise_()
        return self.quick_reference

    def show_about(self) -> None:
        AboutDialog(self).exec()

    def _forget_playtest(self, window: QMainWindow) -> None:
        if window in self.playtest_windows:
            self.playtest_windows.remove(window)

    # -- closing ------------------------------------------------------------------------------
    def stop_games(self) -> None:
        """Stop the Balance dock's games and the worker processes (closing, quitting)."""
        self.live.shutdown()
        self.pool.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.maybe_save():
            self.autosave_timer.stop()
            self.autosaver.clear()
            for window in list(self.playtest_windows):
                window.close()
            for dialog in self.findChildren(QDialog):
                dialog.close()
            self.stop_games()
            event.accept()
        else:
            event.ignore()


def _default_data_dir() -> Path:
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".gkr-studio")


def _file_stem(name: str) -> str:
    """A file name for a map name: ``"Crackshot Alley"`` → ``"crackshot-alley"``."""
    stem = "".join(c if c.isalnum() or c in "-_ " else "" for c in name).strip()
    return stem.lower().replace(" ", "-") or "untitled"


def _problem_text(error: MapFileError) -> str:
    lines = error.lines_for_people()
    shown = "\n".join(lines[:12])
    if len(lines) > 12:
        shown += f"\n… and {len(lines) - 12} more"
    return shown
