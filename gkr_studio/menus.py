"""The main window's actions, menus and toolbar.

:class:`WindowActions` makes every action of a studio window (keyed by name in
:attr:`WindowActions.acts`; the overlays' and tools' switches apart), puts them in
the menu bar and the toolbar, and keeps the toolbar's zone box in step with the
Paint zone tool. The actions call the window's controllers (the editor, the file
controller, the export controller, the selection…); nothing here edits the map.
"""

from __future__ import annotations

from typing import Callable, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QComboBox, QDockWidget, QMainWindow, QMenu, QToolBar

from gkr_studio.canvas.legend import LegendBox
from gkr_studio.canvas.overlays import Overlay, OverlayController
from gkr_studio.canvas.view import BoardView
from gkr_studio.editor import Editor
from gkr_studio.export import ExportController
from gkr_studio.heat_switch import heat_action
from gkr_studio.help import HintBar
from gkr_studio.i18n import translate
from gkr_studio.language_menu import LanguageMenu
from gkr_studio.map_files import MapFiles
from gkr_studio.selection import Selection
from gkr_studio.symmetry_controls import SymmetryControls
from gkr_studio.toolbar import build_toolbar, dress, overlay_group
from gkr_studio.tools import Tool, ZoneTool
from gkr_studio.transform_preview import TransformPreview


class ActionsHost(Protocol):
    """What the actions and menus use of the main window: its controllers, its views and
    the commands its menus call."""

    settings: QSettings
    editor: Editor
    files: MapFiles
    exporter: ExportController
    view: BoardView
    overlays: OverlayController
    legend: LegendBox
    hints: HintBar
    selection: Selection
    transforms: TransformPreview
    symmetry_controls: SymmetryControls
    tools: dict[str, Tool]
    docks: dict[str, QDockWidget]

    def toggle_pin(self) -> None: ...

    def set_tool(self, tool_id: str) -> None: ...

    def open_playtest(self) -> object: ...

    def open_balance_playtest(self) -> object: ...

    def paste(self) -> bool: ...

    def show_quick_reference(self) -> object: ...

    def show_rules_reference(self) -> object: ...

    def show_about(self) -> object: ...


def _tr(text: str) -> str:
    return QCoreApplication.translate("WindowActions", text)


class WindowActions(QObject):
    """Every action of one main window, its menus and its toolbar."""

    def __init__(self, host: ActionsHost, window: QMainWindow) -> None:
        """``host``: the window's controllers and commands; ``window``: the window itself,
        which owns the actions and holds the menu bar and the toolbar."""
        super().__init__(window)
        self.host = host
        self.window = window
        self.acts = self._make_actions()
        self.overlay_actions = self._make_overlay_actions()
        self.heat_action = heat_action(window, host.overlays)
        self.overlay_switches = [*self.overlay_actions.values(), self.heat_action]
        self.overlay_group = overlay_group(window, self.overlay_switches)
        self.tool_group = QActionGroup(window)
        self.tool_actions = self._make_tool_actions()
        self.zone_choice = self._make_zone_choice()
        self.menus = self._make_menus()
        self.toolbar: QToolBar = build_toolbar(
            window,
            self.acts,
            self.tool_actions.values(),
            self.zone_choice,
            self.overlay_switches,
            host.symmetry_controls.button,
        )

    def _action(
        self,
        text: str,
        slot: Callable[..., object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        tip: str = "",
    ) -> QAction:
        action = QAction(text, self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> dict[str, QAction]:
        w = self.host
        files = w.files
        std = QKeySequence.StandardKey
        a = self._action
        acts: dict[str, QAction] = {
            "new": a(self.tr("&New…"), files.new_map_dialog, std.New, self.tr("Start a new map")),
            "generate": a(
                self.tr("&Generate…"),
                lambda: files.generate_dialog(),
                "Ctrl+Shift+N",
                self.tr("Make new maps that pass every check and pick one"),
            ),
            "open": a(self.tr("&Open…"), files.open_dialog, std.Open, self.tr("Open a map file")),
            "save": a(self.tr("&Save"), files.save, std.Save, self.tr("Save the map")),
            "save_as": a(self.tr("Save &As…"), files.save_as_dialog, std.SaveAs),
            "export": a(
                self.tr("&Export Image…"),
                lambda: w.exporter.export_dialog(),
                "Ctrl+E",
                self.tr("Export the board as PNG, SVG or PDF"),
            ),
            "print_preview": a(
                self.tr("Print Pre&view…"),
                lambda: w.exporter.print_preview(),
                tip=self.tr("See the map sheet as it would print, and print it"),
            ),
            "print": a(
                self.tr("&Print…"),
                lambda: w.exporter.print_dialog(),
                std.Print,
                self.tr("Print the map sheet: title, players, side, board, checks"),
            ),
            "quit": a(self.tr("&Quit"), self.window.close, std.Quit),
            "zoom_in": a(self.tr("Zoom &In"), w.view.zoom_in, std.ZoomIn),
            "zoom_out": a(self.tr("Zoom &Out"), w.view.zoom_out, std.ZoomOut),
            "fit": a(self.tr("&Fit to Window"), w.view.fit, "Ctrl+0"),
            "pin": a(
                self.tr("&Pin Focus Hex"),
                w.toggle_pin,
                "P",
                self.tr(
                    "Pin the hex under the cursor for the LOS and distance overlays"
                    " (P again to unpin)"
                ),
            ),
            "playtest": a(
                self.tr("&Playtest…"),
                lambda: w.open_playtest(),
                "Ctrl+T",
                self.tr("Play the map as it is now (unsaved edits included), seats human or bot"),
            ),
            "balance": a(
                self.tr("&Balance Playtest…"),
                w.open_balance_playtest,
                "Ctrl+Shift+T",
                self.tr("Let bots play the map many times and measure each seat's chances"),
            ),
            "copy": a(
                self.tr("&Copy"),
                w.selection.copy,
                std.Copy,
                self.tr("Copy the selected pieces (paste them here or on another map)"),
            ),
            "paste": a(
                self.tr("&Paste"),
                w.paste,
                std.Paste,
                self.tr(
                    "Paste the copied pieces: they follow the cursor until a click"
                    " places them (Esc cancels)"
                ),
            ),
            "delete": a(
                self.tr("&Delete"),
                w.selection.delete,
                std.Delete,
                self.tr("Delete the selected pieces"),
            ),
            "select_all": a(
                self.tr("Select &All"),
                w.selection.select_all,
                std.SelectAll,
                self.tr("Select every building and start"),
            ),
            **w.transforms.make_actions(),
            "quick_reference": a(
                self.tr("&Quick Reference"),
                w.show_quick_reference,
                std.HelpContents,
                self.tr("Tools, keys, overlays and checks with their rule ids"),
            ),
            "rules_reference": a(
                self.tr("&Rules Reference"),
                lambda: w.show_rules_reference(),
                tip=self.tr("Every rule and ruling id (R-…, G-…) the checks and games cite"),
            ),
            "hints": a(
                self.tr("Show &Hints"),
                w.hints.show_again,
                tip=self.tr("Show the first-start hints again"),
            ),
            "about": a(
                self.tr("&About GKR Studio"),
                w.show_about,
                tip=self.tr("Version, licence and the rules' source"),
            ),
        }
        group = w.editor.undo_group
        undo = group.createUndoAction(self.window, self.tr("&Undo"))
        undo.setShortcut(QKeySequence(std.Undo))
        redo = group.createRedoAction(self.window, self.tr("&Redo"))
        redo.setShortcuts([QKeySequence(std.Redo), QKeySequence("Ctrl+Y")])
        acts["undo"], acts["redo"] = undo, redo
        group.undoTextChanged.connect(
            lambda text: undo.setToolTip(
                self._step_tip(self.tr("Undo"), self.tr("Undo {0}"), text) + " (Ctrl+Z)"
            )
        )
        group.redoTextChanged.connect(
            lambda text: redo.setToolTip(
                self._step_tip(self.tr("Redo"), self.tr("Redo {0}"), text) + " (Ctrl+Shift+Z)"
            )
        )
        legend = QAction(self.tr("&Legend"), self.window)
        legend.setCheckable(True)
        legend.setChecked(True)
        legend.setStatusTip(self.tr("Show what the colours of the overlays on the board mean"))
        legend.toggled.connect(w.legend.set_wanted)
        acts["legend"] = legend
        return acts

    @staticmethod
    def _step_tip(alone: str, named: str, text: str) -> str:
        """The undo or redo button's tip: ``Undo Place building on 5F``, or ``Undo`` when
        there is nothing to undo."""
        return named.format(text) if text else alone

    def _make_overlay_actions(self) -> dict[Overlay, QAction]:
        overlays = self.host.overlays
        actions: dict[Overlay, QAction] = {}
        for i, overlay in enumerate(Overlay):
            action = QAction(overlay.label, self.window)
            dress(action, overlay.icon, overlay.short_label)
            action.setToolTip(f"{overlay.label} (Ctrl+{i + 1})")
            action.setCheckable(True)
            action.setChecked(overlay in overlays.enabled)
            action.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
            action.toggled.connect(lambda on, o=overlay: overlays.set_enabled(o, on))
            actions[overlay] = action
        return actions

    def _make_tool_actions(self) -> dict[str, QAction]:
        actions: dict[str, QAction] = {}
        for tool in self.host.tools.values():
            label, tip = translate("tools", tool.label), translate("tools", tool.tip)
            action = QAction(label, self.window)
            dress(action, tool.icon, tool.short_label)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(tool.shortcut))
            action.setToolTip(f"{label} ({tool.shortcut}): {tip}")
            action.setStatusTip(tip)
            action.triggered.connect(lambda _c=False, t=tool.id: self.host.set_tool(t))
            self.tool_group.addAction(action)
            actions[tool.id] = action
        return actions

    # -- the zone box (the Paint zone tool's zone) ------------------------------------------
    def _zone_tool(self) -> ZoneTool:
        tool = self.host.tools["zone"]
        assert isinstance(tool, ZoneTool)
        return tool

    def _make_zone_choice(self) -> QComboBox:
        box = QComboBox()
        for z in (1, 2, 3, 4):
            box.addItem(self.tr("Zone {0}").format(z), z)
        box.setToolTip(self.tr("Zone painted by the Paint zone tool (keys 1-4)"))
        box.currentIndexChanged.connect(self._zone_chosen)
        self._zone_tool().zone_listeners.append(self._show_zone)
        return box

    def _zone_chosen(self, _index: int) -> None:
        self._zone_tool().set_zone(int(self.zone_choice.currentData()))

    def _show_zone(self, zone: int) -> None:
        """The zone tool's zone changed (keys 1-4): the toolbar's box follows."""
        index = self.zone_choice.findData(zone)
        if index != self.zone_choice.currentIndex():
            self.zone_choice.blockSignals(True)
            self.zone_choice.setCurrentIndex(index)
            self.zone_choice.blockSignals(False)

    # -- menus ------------------------------------------------------------------------------
    def _make_menus(self) -> dict[str, QMenu]:
        w, acts = self.host, self.acts
        bar = self.window.menuBar()

        def add(m: QMenu, *keys: str) -> QMenu:
            for key in keys:
                if key == "-":
                    m.addSeparator()
                else:
                    m.addAction(acts[key])
            return m

        def menu(title: str, *keys: str) -> QMenu:
            return add(bar.addMenu(title), *keys)

        file_menu = menu(self.tr("&File"), "new", "generate", "open")
        file_menu.addMenu(w.files.recent_menu)
        add(file_menu, "save", "save_as", "export", "print_preview", "print", "-", "quit")
        edit_menu = menu(
            self.tr("&Edit"), "undo", "redo", "-", "copy", "paste", "delete", "select_all"
        )
        edit_menu.addMenu(w.transforms.menu(acts))
        edit_menu.addMenu(w.symmetry_controls.menu)
        view_menu = menu(self.tr("&View"), "zoom_in", "zoom_out", "fit", "-", "legend")
        for dock in w.docks.values():
            view_menu.addAction(dock.toggleViewAction())
        view_menu.addSeparator()
        self.language_menu = LanguageMenu(self.window, w.settings)
        view_menu.addMenu(self.language_menu.menu)
        overlay_menu = bar.addMenu(self.tr("&Overlays"))
        for action in self.overlay_switches:
            overlay_menu.addAction(action)
        overlay_menu.addSeparator()
        overlay_menu.addAction(acts["pin"])
        tools_menu = bar.addMenu(self.tr("&Tools"))
        for action in self.tool_actions.values():
            tools_menu.addAction(action)
        play_menu = menu(self.tr("&Play"), "playtest", "balance")
        help_menu = menu(
            self.tr("&Help"), "quick_reference", "rules_reference", "hints", "-", "about"
        )
        w.files.rebuild_recent_menu()
        return {
            "file": file_menu,
            "edit": edit_menu,
            "view": view_menu,
            "overlays": overlay_menu,
            "tools": tools_menu,
            "play": play_menu,
            "help": help_menu,
        }
