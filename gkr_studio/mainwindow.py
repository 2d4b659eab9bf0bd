"""The studio's main window: board canvas, tools, docks, files, undo, autosave."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QUndoGroup
from PySide6.QtPrintSupport import QPrinter
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
from engine.errors import MapFileError
from engine.hexes import Hex
from engine.mapfile import SUFFIX, load_map
from engine.model import GameMap, playable_problems
from engine.playtest import WarmPool
from engine.resources import DEFAULT_MAP, builtin_map_path
from engine.zones import Side
from gkr_studio.autosave import Recovery
from gkr_studio.canvas.hexinfo import HexInfo, describe_hex
from gkr_studio.canvas.legend import LegendBox, board_with_legend
from gkr_studio.canvas.overlays import Overlay, OverlayController
from gkr_studio.canvas.scene import BoardScene
from gkr_studio.canvas.view import BoardView
from gkr_studio.dialogs import BLANK, GENERATE, NewMapDialog, new_map
from gkr_studio.document import MapDocument
from gkr_studio.export import ExportController, name_stem
from gkr_studio.fixes import FixController
from gkr_studio.generate_dialog import GenerateDialog
from gkr_studio.heat_switch import heat_action
from gkr_studio.help import AboutDialog, HintBar, QuickReference, RulesReferenceDialog
from gkr_studio.selection import Selection
from gkr_studio.symmetry_controls import SymmetryControls
from gkr_studio.transform_preview import TransformPreview
from gkr_studio.panels.balance import BalancePanel
from gkr_studio.panels.checks import ChecksPanel
from gkr_studio.panels.inspector import InspectorPanel
from gkr_studio.panels.properties import PropertiesPanel
from gkr_studio.playtest.live import LiveBalance
from gkr_studio.recovery import AutosaveKeeper, RecoveryChoice, RecoveryDialog
from gkr_studio.render import RenderOptions
from gkr_studio.screen_fit import fit_to_screen, needs_scrolling, scrolled
from gkr_studio.toolbar import build_toolbar, dress, overlay_group
from gkr_studio.tools import TOOL_CLASSES, Tool, ZoneTool
from gkr_studio.tools.paste_stamp import PasteStamp

if TYPE_CHECKING:
    from gkr_studio.playtest.balance import BalancePlaytestDialog

APP_NAME = "GKR Studio"
MAP_FILTER = f"GKR maps (*{SUFFIX} *.json);;All files (*)"
MAX_RECENT = 8
WINDOW_SIZE = QSize(1400, 900)
"""The main window's size on a screen with room for it (else the screen's available area)."""
DOCK_WIDTH = 380
"""Default width of the dock column (the board gets the rest)."""


BACKGROUND_NICENESS = 5
"""How much lower the balance games' worker processes run than the window (os.nice)."""


class MainWindow(QMainWindow):
    """One studio window editing one map document."""

    def __init__(self, settings: QSettings | None = None, data_dir: Path | None = None,
                 game_map: GameMap | None = None, path: str | None = None) -> None:
        super().__init__()
        self.settings = settings or QSettings(APP_NAME, APP_NAME)
        self.data_dir = data_dir or _default_data_dir()
        self.keeper = AutosaveKeeper(self, self.data_dir / "autosave", self)
        self.autosaver = self.keeper.autosaver
        self.autosave_timer = self.keeper.timer
        self.suggested_path: str | None = None
        """A recovered document's former file: offered by Save As, never written unasked."""
        self.report: Report | None = None
        self.playtest_windows: list[QMainWindow] = []
        self.balance_dialog: BalancePlaytestDialog | None = None
        self.last_analysis_ms = 0.0
        self.undo_group = QUndoGroup(self)
        self.board = BoardScene()
        self.view = BoardView(self.board)
        self.overlays = OverlayController(self.board, self)
        self.legend = LegendBox(self.overlays)
        self.hex_info: HexInfo | None = None
        self.hints = HintBar(self.settings, self.view)
        self.selection = Selection(self, self)
        self.quick_reference: QuickReference | None = None
        self.rules_dialog: RulesReferenceDialog | None = None
        self.setCentralWidget(board_with_legend(self.view, self.legend))
        self.setAcceptDrops(True)

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
        self.stamp = PasteStamp(self)
        self.transforms = TransformPreview(self, self)
        self.symmetry_controls = SymmetryControls(self, self)
        self.hex_label = QLabel()
        self.statusBar().addPermanentWidget(self.symmetry_controls.label)
        self.statusBar().addPermanentWidget(self.hex_label)
        self._build_actions()
        self._wire()
        self.fixer = FixController(self, self)
        self.exporter = ExportController(self, self)

        self._doc: MapDocument | None = None
        if game_map is None:
            game_map = load_map(builtin_map_path(DEFAULT_MAP))
        self.set_document(MapDocument(game_map, path))
        self.set_tool("select")

        fit_to_screen(self, WINDOW_SIZE)

    # -- construction ----------------------------------------------------------------
    def _add_dock(self, key: str, title: str, widget: QWidget,
                  area: Qt.DockWidgetArea) -> None:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock-{key}")
        dock.setWidget(scrolled(widget) if needs_scrolling(widget) else widget)
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
            "export": self._action("&Export Image…", lambda: self.exporter.export_dialog(),
                                   "Ctrl+E", "Export the board as PNG, SVG or PDF"),
            "print_preview": self._action(
                self.tr("Print Pre&view…"), lambda: self.exporter.print_preview(),
                tip=self.tr("See the map sheet as it would print, and print it")),
            "print": self._action("&Print…", lambda: self.exporter.print_dialog(), std.Print,
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
                                  "Paste the copied pieces: they follow the cursor until a"
                                  " click places them (Esc cancels)"),
            "delete": self._action("&Delete", self.selection.delete, std.Delete,
                                   "Delete the selected pieces"),
            "select_all": self._action("Select &All", self.selection.select_all,
                                       std.SelectAll, "Select every building and start"),
            **self.transforms.make_actions(),
            "quick_reference": self._action("&Quick Reference", self.show_quick_reference,
                                            std.HelpContents, "Tools, keys, overlays and"
                                            " checks with their rule ids"),
            "rules_reference": self._action(self.tr("&Rules Reference"),
                                            lambda: self.show_rules_reference(),
                                            tip=self.tr("Every rule and ruling id (R-…, G-…)"
                                                        " the checks and games cite")),
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
        self.heat_action = heat_action(self, self.overlays)
        overlay_switches = [*self.overlay_actions.values(), self.heat_action]
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
        self.overlay_group = overlay_group(self, overlay_switches)

        menu = self.menuBar()
        file_menu = menu.addMenu("&File")
        for key in ("new", "generate", "open"):
            file_menu.addAction(self.acts[key])
        self.recent_menu = file_menu.addMenu("Open &Recent")
        for key in ("save", "save_as", "export", "print_preview", "print"):
            file_menu.addAction(self.acts[key])
        file_menu.addSeparator()
        file_menu.addAction(self.acts["quit"])
        edit_menu = menu.addMenu("&Edit")
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)
        edit_menu.addSeparator()
        for key in ("copy", "paste", "delete", "select_all"):
            edit_menu.addAction(self.acts[key])
        edit_menu.addMenu(self.transforms.menu(self.acts))
        edit_menu.addMenu(self.symmetry_controls.menu)
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
        for action in overlay_switches:
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
        help_menu.addAction(self.acts["rules_reference"])
        help_menu.addAction(self.acts["hints"])
        help_menu.addSeparator()
        help_menu.addAction(self.acts["about"])
        self.menus = {"file": file_menu, "edit": edit_menu, "view": view_menu,
                      "overlays": overlay_menu, "tools": tools_menu, "play": play_menu,
                      "help": help_menu}

        self.toolbar = build_toolbar(self, self.acts, self.tool_actions.values(),
                                     self.zone_choice, overlay_switches,
                                     self.symmetry_controls.button)
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
        self.properties.symmetryChosen.connect(self.symmetry_controls.choose)
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
        """The symmetric editing of the map being edited (a field of the map)."""
        return self.doc.map.symmetric_editing

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
        self.symmetry_controls.show_map(game_map)
        self.stamp.show()  # a floating paste says what fits on the map as it is now
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
        self.board.set_fix_preview(())
        if self.board.highlighted:
            self.board.set_highlight(())
        self.checks.set_report(report, self.last_analysis_ms)  # may offer a fix afresh
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
                self.set_document(MapDocument(chosen, unsaved=True))
                self.keeper.clear()

    def new_map(self, choice: str = BLANK) -> None:
        self.set_document(MapDocument(new_map(choice)))
        self.keeper.clear()

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
        self.keeper.clear()
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
                                     / (name_stem(self.doc.map.name) + SUFFIX))
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
        self.keeper.clear()
        self._remember(written)
        self.show_status(f"Saved {written}")
        return True

    def export_image(self, path: str, options: RenderOptions | None = None) -> bool:
        """Write the map to PNG, SVG or PDF (:class:`gkr_studio.export.ExportController`)."""
        return self.exporter.export_image(path, options)

    def print_to(self, printer: QPrinter) -> bool:
        return self.exporter.print_to(printer)

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

    # -- autosave and recovery (gkr_studio.recovery) ----------------------------------------
    def autosave(self) -> bool:
        return self.keeper.autosave()

    def offer_recovery(self) -> int:
        """Offer unsaved work left by studios that did not close, in one dialog."""
        return self.keeper.offer_recovery()

    def ask_recoveries(self, found: list[Recovery]) -> RecoveryChoice:
        return RecoveryDialog(found, self).choose()

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
        """Bot self-play of the map as it is now, with a chart and heat maps; reopened
        on the same map, the dialog shows its last games."""
        m = self.playable_map()
        if m is None:
            return None
        from gkr_studio.playtest.balance import balance_dialog

        dialog = balance_dialog(self.balance_dialog, m, self, self.pool,
                                self.overlays.set_heat, self.live.hold)
        self.balance_dialog = dialog
        dialog.show()
        dialog.raise_()
        return dialog

    def paste(self) -> bool:
        """Edit ▸ Paste: the pieces float as a stamp under the cursor until a click."""
        return self.stamp.begin(self.selection.clipboard(), self.overlays.hover)

    # -- help ---------------------------------------------------------------------------------
    def show_quick_reference(self) -> QuickReference:
        """Help ▸ Quick reference (one window, raised when open)."""
        if self.quick_reference is None:
            self.quick_reference = QuickReference(self)
            self.quick_reference.ruleRequested.connect(self.show_rules_reference)
        self.quick_reference.show()
        self.quick_reference.raise_()
        return self.quick_reference

    def show_rules_reference(self, rule_id: str = "") -> RulesReferenceDialog:
        """Help ▸ Rules reference (one window, raised when open), at ``rule_id`` if given."""
        if self.rules_dialog is None:
            self.rules_dialog = RulesReferenceDialog(self)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        self.rules_dialog.show_rule(rule_id)
        return self.rules_dialog

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
            self.keeper.clear()
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


def _problem_text(error: MapFileError) -> str:
    lines = error.lines_for_people()
    shown = "\n".join(lines[:12])
    if len(lines) > 12:
        shown += f"\n… and {len(lines) - 12} more"
    return shown
