"""The studio's main window: the board, the docks, the status bar and the dialogs.

The window is the views of one :class:`gkr_studio.editor.Editor`: the editor owns
the document, the facts derived from its map (one sight table and one analysis
per version, shared) and the workers; the window's board, overlays and docks
follow its signals. Its actions, menus and toolbar come from
:mod:`gkr_studio.menus`, the File menu's files from :mod:`gkr_studio.map_files`,
the autosave from :mod:`gkr_studio.recovery`, export and printing from
:mod:`gkr_studio.export`, the checks' fixes from :mod:`gkr_studio.fixes`. The
window is also the context the tools work in (:class:`gkr_studio.tools.ToolContext`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QSize, Qt
from PySide6.QtGui import QCloseEvent, QUndoGroup
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QUndoView,
    QWidget,
)

from engine.analysis import Report
from engine.files import DEFAULT_MAP, builtin_map_path, load_map
from engine.game.sandbox import OpenedFile
from engine.geometry import Hex, Side
from engine.mapmodel import GameMap, SymmetryMode, playable_problems
from engine.playtest import WarmPool
from gkr_studio.autosave import Recovery
from gkr_studio.balance.balance_dialog import BalancePlaytestDialog, balance_dialog
from gkr_studio.balance.balance_panel import BalancePanel
from gkr_studio.balance.live import LiveBalance
from gkr_studio.balance.lost_games import lost_game_window
from gkr_studio.canvas.board_scene import BoardScene
from gkr_studio.canvas.hexinfo import describe_hex
from gkr_studio.canvas.legend import LegendBox, board_with_legend
from gkr_studio.canvas.overlays import Overlay, OverlayController
from gkr_studio.canvas.view import BoardView
from gkr_studio.document import MapDocument
from gkr_studio.editor import Editor
from gkr_studio.export import ExportController
from gkr_studio.fixes import FixController
from gkr_studio.help import AboutDialog, HintBar, QuickReference, RulesReferenceDialog
from gkr_studio.map_files import APP_NAME, MapFiles
from gkr_studio.menus import WindowActions
from gkr_studio.panels.checks_panel import ChecksPanel
from gkr_studio.panels.inspector import InspectorPanel
from gkr_studio.panels.properties import PropertiesPanel
from gkr_studio.playtest.opened_files import playtest_window_for
from gkr_studio.playtest.window import PlaytestWindow
from gkr_studio.recovery import AutosaveKeeper, RecoveryChoice, RecoveryDialog
from gkr_studio.render_options import RenderOptions
from gkr_studio.screen_fit import fit_to_screen, needs_scrolling, scrolled
from gkr_studio.selection import Selection
from gkr_studio.symmetry_controls import SymmetryControls
from gkr_studio.tools import TOOL_CLASSES, Tool
from gkr_studio.tools.paste_stamp import PasteStamp
from gkr_studio.transform_preview import TransformPreview

__all__ = ["APP_NAME", "WINDOW_SIZE", "MainWindow"]

WINDOW_SIZE = QSize(1400, 900)
"""The main window's size on a screen with room for it (else the screen's available area)."""
DOCK_WIDTH = 380
"""Default width of the dock column (the board gets the rest)."""


class MainWindow(QMainWindow):
    """One studio window editing one map document (through its :attr:`editor`)."""

    def __init__(
        self,
        settings: QSettings | None = None,
        data_dir: Path | None = None,
        game_map: GameMap | None = None,
        path: str | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or QSettings(APP_NAME, APP_NAME)
        self.data_dir = data_dir or _default_data_dir()
        self.editor = Editor(self)
        self.keeper = AutosaveKeeper(self, self.data_dir / "autosave", self)
        self.autosaver = self.keeper.autosaver
        self.autosave_timer = self.keeper.timer
        self.suggested_path: str | None = None
        """A recovered document's former file: offered by Save As, never written unasked."""
        self.files = MapFiles(self, self)
        self.playtest_windows: list[QMainWindow] = []
        self.balance_dialog: BalancePlaytestDialog | None = None
        self.board = BoardScene()
        self.view = BoardView(self.board)
        self.overlays = OverlayController(self.board, self)
        self.legend = LegendBox(self.overlays)
        self.hints = HintBar(self.settings, self.view)
        self.selection = Selection(self, self)
        self.quick_reference: QuickReference | None = None
        self.rules_dialog: RulesReferenceDialog | None = None
        self.setCentralWidget(board_with_legend(self.view, self.legend))
        self.setAcceptDrops(True)
        app = QCoreApplication.instance()
        if app is not None:  # a window only hidden when the application quits stops its games
            app.aboutToQuit.connect(self.stop_games)
        self.checks = ChecksPanel()
        self.balance = BalancePanel()
        self.inspector = InspectorPanel()
        self.properties = PropertiesPanel()
        self.history = QUndoView(self.undo_group)
        self.history.setEmptyLabel(self.tr("Opened"))
        self.docks: dict[str, QDockWidget] = {}
        self._add_docks()

        self.tools: dict[str, Tool] = {cls.id: cls(self) for cls in TOOL_CLASSES}
        self.stamp = PasteStamp(self)
        self.transforms = TransformPreview(self, self)
        self.symmetry_controls = SymmetryControls(self, self)
        self.hex_label = QLabel()
        self.statusBar().addPermanentWidget(self.symmetry_controls.label)
        self.statusBar().addPermanentWidget(self.hex_label)
        self.fixer = FixController(self, self)
        self.exporter = ExportController(self, self)
        self.window_actions = WindowActions(self, self)
        self.acts = self.window_actions.acts
        self.overlay_actions = self.window_actions.overlay_actions
        self.tool_actions = self.window_actions.tool_actions
        self.zone_choice = self.window_actions.zone_choice
        self.menus = self.window_actions.menus
        self.toolbar = self.window_actions.toolbar
        self._wire()

        if game_map is None:
            game_map = load_map(builtin_map_path(DEFAULT_MAP))
        self.set_document(MapDocument(game_map, path))
        self.set_tool("select")

        fit_to_screen(self, WINDOW_SIZE)

    # -- construction ----------------------------------------------------------------
    def _add_docks(self) -> None:
        # one column on the right: the checks above, and below them as tabs the bots'
        # balance (shown first), the map's properties, the inspector and the history, so
        # the board keeps most of the window
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self._add_dock("checks", self.tr("Checks"), self.checks, right)
        self._add_dock("balance", self.tr("Balance"), self.balance, right)
        self._add_dock("properties", self.tr("Map properties"), self.properties, right)
        self._add_dock("inspector", self.tr("LOS inspector"), self.inspector, right)
        self._add_dock("history", self.tr("History"), self.history, right)
        self.tabifyDockWidget(self.docks["balance"], self.docks["properties"])
        self.tabifyDockWidget(self.docks["properties"], self.docks["inspector"])
        self.tabifyDockWidget(self.docks["inspector"], self.docks["history"])
        self.docks["balance"].raise_()
        self.resizeDocks([self.docks["checks"]], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        self.resizeDocks(
            [self.docks["checks"], self.docks["balance"]], [360, 470], Qt.Orientation.Vertical
        )

    def _add_dock(self, key: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> None:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock-{key}")
        dock.setWidget(scrolled(widget) if needs_scrolling(widget) else widget)
        self.addDockWidget(area, dock)
        self.docks[key] = dock

    def _wire(self) -> None:
        editor = self.editor
        editor.documentChanged.connect(self._document_changed)
        editor.mapChanged.connect(self._map_changed)
        editor.reportChanged.connect(self._report_changed)
        editor.titleChanged.connect(self._update_title)
        self.view.hexHovered.connect(self._hovered)
        self.view.fileDropped.connect(self.files.open_file)
        self.checks.hexesSelected.connect(self.board.set_highlight)
        self.inspector.pathsRequested.connect(self.overlays.set_paths)
        self.properties.infoEdited.connect(editor.edit_info)
        self.properties.descriptionEdited.connect(editor.edit_description)
        self.properties.sideChosen.connect(editor.choose_side)
        self.properties.seatsReordered.connect(editor.reorder_seats)
        self.properties.teamsChosen.connect(editor.name_teams)
        self.properties.symmetryChosen.connect(self.symmetry_controls.choose)
        self.properties.resetZonesRequested.connect(editor.reset_zones)
        self.balance.follow(
            self.live, lambda: self.doc.path, lambda text, after: self.doc.apply(text, after)
        )
        self.balance.pauseToggled.connect(self._pause_balance)
        self.balance.lostGameWanted.connect(self.show_lost_game)
        self.balance.pause_button.setChecked(
            str(self.settings.value("balance_paused", "false")).lower() == "true"
        )

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

    # -- the editor's document and facts ------------------------------------------------
    @property
    def doc(self) -> MapDocument:
        """The document being edited (the editor's)."""
        return self.editor.doc

    @property
    def report(self) -> Report:
        """The analysis of the map as it is now (the editor's, shared by every view)."""
        return self.editor.report

    @property
    def undo_group(self) -> QUndoGroup:
        return self.editor.undo_group

    @property
    def pool(self) -> WarmPool:
        return self.editor.pool

    @property
    def live(self) -> LiveBalance:
        return self.editor.live

    def set_document(self, doc: MapDocument) -> None:
        """Edit ``doc`` from now on (new, opened, generated or recovered)."""
        self.editor.set_document(doc)
        self.view.fit()

    def _document_changed(self, _doc: MapDocument) -> None:
        self.suggested_path = None
        self.board.set_highlight(())
        self.selection.hexes = frozenset()
        self.board.flash_refused(set())
        self.overlays.set_pinned(None)
        self.overlays.set_heat(None)  # a heat map belongs to the map it was measured on

    def _map_changed(self, game_map: GameMap) -> None:
        sight = self.editor.sight
        self.board.set_map(game_map)
        self.selection.follow(game_map)
        # zones belong to the fallout side: the switch is off-limits on the standard side
        self.overlay_actions[Overlay.ZONES].setEnabled(game_map.side is Side.FALLOUT)
        self.overlays.set_map(game_map, sight)
        self.properties.set_map(game_map)
        self.symmetry_controls.show_map(game_map)
        self.stamp.show()  # a floating paste says what fits on the map as it is now
        self.inspector.set_map(game_map, sight)
        self.acts["save"].setEnabled(True)

    def _report_changed(self, report: Report) -> None:
        """Show the findings of the map as it is now (never a stale report)."""
        self.board.set_fix_preview(())
        if self.board.highlighted:
            self.board.set_highlight(())
        self.checks.set_report(report, self.editor.facts.analysis_ms)  # may offer a fix

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
        o = self.overlays
        return self.editor.facts.hex_info.facts(h, o.enabled, o.pinned, o.heat)

    def _hovered(self, h: Hex | None) -> None:
        self.board.set_hover(h)
        self.overlays.set_hover(h)
        self.hex_label.setText(self.describe_hex(h) if h is not None else "")
        self.view.viewport().setToolTip("\n".join(self.hex_facts(h)) if h is not None else "")

    # -- tools ---------------------------------------------------------------------------
    def set_tool(self, tool_id: str) -> None:
        tool = self.tools[tool_id]
        self.tool_actions[tool_id].setChecked(True)
        self.view.set_tool(tool)

    @property
    def tool(self) -> Tool | None:
        return self.view.tool

    def toggle_pin(self) -> None:
        if self.overlays.pinned is not None:
            self.overlays.set_pinned(None)
            self.show_status(self.tr("Focus unpinned: the overlays follow the cursor."))
        elif self.overlays.hover is not None:
            self.overlays.set_pinned(self.overlays.hover)
            self.show_status(self.tr("Focus pinned on {0}.").format(self.overlays.hover))

    def _pause_balance(self, paused: bool) -> None:
        self.settings.setValue("balance_paused", paused)
        self.live.set_paused(paused)

    # -- files, export and print (gkr_studio.map_files, gkr_studio.export) --------------------
    def show_error(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; False when the user cancels."""
        return self.files.maybe_save()

    def open_file(self, path: str, ask: bool = True) -> bool:
        """Open a map file; a file that fails validation opens nothing and says why."""
        return self.files.open_file(path, ask)

    def save(self) -> bool:
        return self.files.save()

    def save_to(self, path: str) -> bool:
        return self.files.save_to(path)

    def export_image(self, path: str, options: RenderOptions | None = None) -> bool:
        """Write the map to PNG, SVG or PDF (:class:`gkr_studio.export.ExportController`)."""
        return self.exporter.export_image(path, options)

    def print_to(self, printer: QPrinter) -> bool:
        return self.exporter.print_to(printer)

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
            self.show_error(
                self.tr("Cannot playtest this map"),
                self.tr("A game needs a finished, valid map (see Checks):")
                + "\n"
                + "\n".join(p.for_people() for p in problems),
            )
            return None
        return m

    def open_playtest(self, opened: OpenedFile | None = None) -> QMainWindow | None:
        """Open a game of the map being edited (unsaved edits included), or the game or
        position of a file ``opened`` (:mod:`gkr_studio.playtest.opened_files`)."""
        if opened is not None:
            window = playtest_window_for(opened)
        else:
            m = self.playable_map()
            if m is None:
                return None
            window = PlaytestWindow(m, parent=None)
        return self.show_playtest(window)

    def show_playtest(self, window: QMainWindow) -> QMainWindow:
        """Show a playtest window and keep it until it closes."""
        if window in self.playtest_windows:
            return window
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
        dialog = balance_dialog(
            self.balance_dialog,
            m,
            self,
            self.pool,
            self.overlays.set_heat,
            self.live.hold,
            self.doc.path,
            self.show_playtest,
        )
        self.balance_dialog = dialog
        dialog.show()
        dialog.raise_()
        return dialog

    def show_lost_game(self, seat: int) -> QMainWindow | None:
        """The Balance dock's “Show a game where SEAT lost”: one of its games, replayed."""
        result, played = self.balance.result, self.live.game_map
        if result is None or played is None:
            return None
        window = lost_game_window(played, result, seat)
        if isinstance(window, str):
            self.statusBar().showMessage(window, 8000)
            return None
        return self.show_playtest(window)

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
        self.editor.stop_games()

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
