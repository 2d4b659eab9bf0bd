"""``gkr-studio [FILE]``: start the studio (with no file, the built-in Showdown map)."""

from __future__ import annotations

import argparse
import os
import sys

from gkr_studio import __version__


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gkr-studio",
                                description="GKR Studio: design GKR: Heavy Hitters battlefields.")
    p.add_argument("file", nargs="?", metavar="FILE",
                   help="a .gkrmap.json file to open, or a game (.gkrgame.json) or position"
                        " (.gkrpos.json) file to open in a playtest window")
    p.add_argument("--version", action="version", version=f"gkr-studio {__version__}")
    p.add_argument("--lang", choices=("en", "fr"), metavar="LANG",
                   help="the language of the studio: en or fr (default: the Language setting,"
                        " else the environment's)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if sys.platform.startswith("linux") and not os.environ.get("DISPLAY") \
            and not os.environ.get("WAYLAND_DISPLAY") and "QT_QPA_PLATFORM" not in os.environ:
        print("gkr-studio: no display found; set QT_QPA_PLATFORM=offscreen to run without one",
              file=sys.stderr)
        return 1
    from PySide6.QtCore import QCoreApplication, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from engine.core.errors import GameFileError, MapFileError
    from engine.game.sandbox.open_any import MAP, OpenedFile, file_kind, open_any
    from gkr_studio.map_files import problem_text
    from gkr_studio.mainwindow import APP_NAME, MainWindow
    from gkr_studio.i18n import apply_language, chosen_language

    app = QApplication.instance() or QApplication([sys.argv[0], *sys.argv[1:2]])
    assert isinstance(app, QApplication)
    apply_language(app, chosen_language(args.lang, QSettings(APP_NAME, APP_NAME)))
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
                return open_any(name)
            from gkr_studio.playtest.opening import open_in_background

            return open_in_background(name, over)
        except (MapFileError, GameFileError) as e:
            error = e
            for line in e.lines():
                print(line, file=sys.stderr)
        return None

    game_file = bool(args.file) and file_kind(args.file) != MAP
    if args.file and not game_file:
        opened = read(args.file)
        if opened is not None:
            game_map, path = opened.game_map, args.file
    window = MainWindow(game_map=game_map, path=path)
    window.show()
    if game_file:  # once the window is up: a long game shows its progress over it
        opened = read(args.file, window)
        if opened is not None:
            window.open_playtest(opened)

    def greet() -> None:
        """Say why the file did not open, then offer any unsaved work found."""
        if error is not None:
            title = (QCoreApplication.translate("app", "Cannot open map")
                     if isinstance(error, MapFileError)
                     else QCoreApplication.translate("app", "Cannot open game"))
            window.show_error(title, problem_text(error))
        window.offer_recovery()

    QTimer.singleShot(0, greet)
    return int(app.exec())


def entry_point() -> None:
    sys.exit(main())
