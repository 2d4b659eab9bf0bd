"""The studio started: the application in its language, the main window, and the file
given on the command line (a map, or a game or position opened over the window in a playtest
window), then what went wrong opening it and any unsaved work to recover."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from engine.core import GameFileError, MapFileError
from engine.game.sandbox import MAP_KIND, OpenedFile, file_kind, open_document
from gkr_studio.i18n import apply_language, chosen_language
from gkr_studio.mainwindow import APP_NAME, MainWindow
from gkr_studio.map_files import problem_text
from gkr_studio.playtest.opening import open_in_background


def start(file_name: str | None, language: str | None) -> int:
    """Run the studio on ``file_name`` (``None``: the built-in map) in ``language`` (``None``:
    the Language setting, else the environment's) until its last window closes."""
    app = QApplication.instance() or QApplication([sys.argv[0], *sys.argv[1:2]])
    assert isinstance(app, QApplication)
    apply_language(app, chosen_language(language, QSettings(APP_NAME, APP_NAME)))
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    error: MapFileError | GameFileError | None = None
    game_map, path = None, None
    opened: OpenedFile | None = None

    def read(name: str, over: MainWindow | None = None) -> OpenedFile | None:
        """The file opened (a game or a position behind a progress dialog ``over`` the
        window: ``None`` when cancelled), or ``None`` with its problems on stderr."""
        nonlocal error
        try:
            if over is None:
                return open_document(name)
            return open_in_background(name, over)
        except (MapFileError, GameFileError) as e:
            error = e
            for line in e.lines():
                print(line, file=sys.stderr)
        return None

    game_file = file_name if file_name and file_kind(file_name) != MAP_KIND else None
    if file_name and game_file is None:
        opened = read(file_name)
        if opened is not None:
            game_map, path = opened.game_map, file_name
    window = MainWindow(game_map=game_map, path=path)
    window.show()
    if game_file is not None:  # once the window is up: a long game shows its progress over it
        opened = read(game_file, window)
        if opened is not None:
            window.open_playtest(opened)

    def greet() -> None:
        """Say why the file did not open, then offer any unsaved work found."""
        if error is not None:
            title = (
                QCoreApplication.translate("app", "Cannot open map")
                if isinstance(error, MapFileError)
                else QCoreApplication.translate("app", "Cannot open game")
            )
            window.show_error(title, problem_text(error))
        window.offer_recovery()

    QTimer.singleShot(0, greet)
    return int(app.exec())
