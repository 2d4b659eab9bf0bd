"""The File menu's map files: new, generate, open, save, save as and recent files.

:class:`MapFiles` asks about unsaved changes before a document goes, opens files
through :meth:`MapDocument.open` (a file that fails validation opens nothing and
says why, in one dialog), saves atomically through :meth:`MapDocument.save`, and
keeps the recent files and the last folder in the settings. Its three questions
(:meth:`MapFiles.ask_unsaved`, :meth:`MapFiles.ask_open_path`,
:meth:`MapFiles.ask_save_path`) are the only places it shows a dialog of its own.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from engine.core import GameFileError, MapFileError
from engine.files import MAP_SUFFIX
from engine.game.sandbox import GAME_SUFFIX, MAP_KIND, POSITION_SUFFIX, OpenedFile, file_kind
from gkr_studio.dialogs import BLANK, GENERATE, NewMapDialog, new_map
from gkr_studio.document import MapDocument
from gkr_studio.export import name_stem
from gkr_studio.generate_dialog import GenerateDialog
from gkr_studio.i18n import translate
from gkr_studio.playtest.opening import open_in_background
from gkr_studio.recovery import AutosaveKeeper

APP_NAME = "GKR Studio"
MAP_FILTER = (
    f"GKR maps, games and positions (*{MAP_SUFFIX} *{GAME_SUFFIX} *{POSITION_SUFFIX}"
    " *.json);;All files (*)"
)
MAX_RECENT = 8


class FilesHost(Protocol):
    """What the file controller uses of the main window."""

    settings: QSettings
    suggested_path: str | None
    keeper: AutosaveKeeper

    @property
    def doc(self) -> MapDocument: ...

    def set_document(self, doc: MapDocument) -> None: ...

    def show_status(self, text: str) -> None: ...

    def show_error(self, title: str, text: str) -> None: ...

    def open_playtest(self, opened: OpenedFile | None = None) -> object: ...


class MapFiles(QObject):
    """New, open, save and the recent files of one studio window."""

    def __init__(self, host: FilesHost, window: QWidget) -> None:
        super().__init__(window)
        self.host = host
        self.window = window
        self.recent_menu = QMenu(self.tr("Open &Recent"), window)

    # -- unsaved changes -------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; False when the user cancels."""
        if not self.host.doc.is_modified:
            return True
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def ask_unsaved(self) -> QMessageBox.StandardButton:
        buttons = (
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        return QMessageBox.question(
            self.window,
            APP_NAME,
            self.tr("“{0}” has unsaved changes. Save them?").format(self.host.doc.display_name),
            buttons,
            QMessageBox.StandardButton.Save,
        )

    # -- new documents ---------------------------------------------------------------------
    def new_map_dialog(self) -> None:
        if not self.maybe_save():
            return
        dialog = NewMapDialog(self.window)
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
        dialog = GenerateDialog(self.host.doc.map, self.window)
        if dialog.exec() == GenerateDialog.DialogCode.Accepted:
            chosen = dialog.chosen_map()
            if chosen is not None:
                self.host.set_document(MapDocument(chosen, unsaved=True))
                self.host.keeper.clear()

    def new_map(self, choice: str = BLANK) -> None:
        self.host.set_document(MapDocument(new_map(choice)))
        self.host.keeper.clear()

    # -- open --------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path = self.ask_open_path()
        if path:
            self.open_file(path, ask=False)

    def ask_open_path(self) -> str:
        path, _filter = QFileDialog.getOpenFileName(
            self.window, self.tr("Open map"), self.last_dir(), MAP_FILTER
        )
        return path

    def open_file(self, path: str, ask: bool = True) -> bool:
        """Open a map file; a file that fails validation opens nothing and says why. A game
        or a position file opens in a playtest window, the map being edited left as it is."""
        if file_kind(path) != MAP_KIND:
            return self.open_game_file(path)
        if ask and not self.maybe_save():
            return False
        try:
            doc = MapDocument.open(path)
        except MapFileError as e:
            self.host.show_error(self.tr("Cannot open map"), problem_text(e))
            return False
        self.host.set_document(doc)
        self.host.keeper.clear()
        self.remember(path)
        self.host.show_status(self.tr("Opened {0}").format(path))
        return True

    def open_game_file(self, path: str) -> bool:
        """Open a game or position file in a playtest window: read on a thread of its own
        behind a progress dialog with a Cancel (:mod:`gkr_studio.playtest.opening`);
        cancelled, nothing changes and nothing is said."""
        try:
            opened = open_in_background(path, self.window)
        except (GameFileError, MapFileError) as e:
            self.host.show_error(self.tr("Cannot open game"), problem_text(e))
            return False
        if opened is None:
            return False
        self.host.open_playtest(opened)
        self.remember(path)
        self.host.show_status(self.tr("Opened {0} in a playtest window").format(path))
        return True

    # -- save --------------------------------------------------------------------------------
    def save(self) -> bool:
        path = self.host.doc.path
        if not path:
            return self.save_as_dialog()
        return self.save_to(path)

    def save_as_dialog(self) -> bool:
        path = self.ask_save_path()
        if not path:
            return False
        return self.save_to(path)

    def ask_save_path(self) -> str:
        doc = self.host.doc
        start = (
            doc.path
            or self.host.suggested_path
            or str(Path(self.last_dir()) / (name_stem(doc.map.name) + MAP_SUFFIX))
        )
        path, _filter = QFileDialog.getSaveFileName(
            self.window, self.tr("Save map as"), start, MAP_FILTER
        )
        if path and not path.endswith(MAP_SUFFIX) and not path.endswith(".json"):
            path += MAP_SUFFIX
        return path

    def save_to(self, path: str) -> bool:
        try:
            written = self.host.doc.save(path)
        except MapFileError as e:
            self.host.show_error(self.tr("Cannot save map"), problem_text(e))
            return False
        self.host.keeper.clear()
        self.remember(written)
        self.host.show_status(self.tr("Saved {0}").format(written))
        return True

    # -- recent files ------------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.host.settings.value("recent_files", [])
        if isinstance(value, str):
            return [value]
        if isinstance(value, (list, tuple)):
            return [str(v) for v in value]
        return []

    def remember(self, path: str) -> None:
        path = str(Path(path).resolve())
        recent = [p for p in self.recent_files() if p != path]
        recent.insert(0, path)
        self.host.settings.setValue("recent_files", recent[:MAX_RECENT])
        self.host.settings.setValue("last_dir", str(Path(path).parent))
        self.rebuild_recent_menu()

    def last_dir(self) -> str:
        return str(self.host.settings.value("last_dir", str(Path.home())))

    def rebuild_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.recent_files()
        for i, path in enumerate(recent):
            action = self.recent_menu.addAction(f"&{i + 1} {Path(path).name}")
            action.setToolTip(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_file(p))
        if recent:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear Recent Files"), self.clear_recent)
        self.recent_menu.setEnabled(bool(recent))

    def clear_recent(self) -> None:
        self.host.settings.setValue("recent_files", [])
        self.rebuild_recent_menu()


def problem_text(error: MapFileError | GameFileError) -> str:
    """A map file's problems for a dialog: the first twelve, and how many more."""
    lines = error.lines_for_people()
    shown = "\n".join(lines[:12])
    if len(lines) > 12:
        shown += "\n" + translate("MapFiles", "… and {0} more").format(len(lines) - 12)
    return shown
