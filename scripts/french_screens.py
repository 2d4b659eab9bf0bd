"""The French user guide's pictures: the studio in French in a real X server (Xvfb).

    python scripts/french_screens.py [OUT_DIR] [--screen WxH]   # default: docs/screens, 1366x768

Runs the studio as ``gkr-studio --lang fr`` would, on the smallest screen it supports, and
saves the main window (menus, toolbar, the checks), its Edit menu open, File ▸ Export Image, File ▸ Generate
(after one press of Générer), File ▸ New and the playtest window (a game in progress, its
Shots panel, Edit position: :mod:`french_playtest_screens`) as ``fr-*.png`` for ``docs/fr/``. Each step
checks that the window fits the screen and that its texts are French, and stops with a
message when not. Xvfb comes from :mod:`real_window`.

The Balance dock and Balance Playtest follow, on a map of their own
(:mod:`french_balance_screens`).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "scripts"))
from french_playtest_screens import playtest_shots  # noqa: E402
from real_window import run_on_xvfb  # noqa: E402

SCREEN = (1366, 768)


def drive(out: Path) -> int:
    sys.path.insert(0, str(REPO))
    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from engine import builtin_map_path, load_map
    from gkr_studio.canvas.overlays import Overlay
    from gkr_studio.dialogs import NewMapDialog
    from gkr_studio.export import ExportDialog
    from gkr_studio.generate_dialog import GenerateDialog
    from gkr_studio.i18n import apply_language
    from gkr_studio.mainwindow import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    if apply_language(app, "fr") != "fr":
        raise SystemExit("the French catalog did not load")
    scratch = Path(tempfile.mkdtemp(prefix="gkr-fr-"))
    settings = QSettings(str(scratch / "settings.ini"), QSettings.Format.IniFormat)

    def settle(ms: int = 200) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def check(ok: bool, what: str) -> None:
        if not ok:
            raise SystemExit(f"French screenshots failed: {what}")

    def shot(name: str, widget: QWidget) -> None:
        settle()
        area = app.primaryScreen().availableGeometry()
        frame = widget.window().frameGeometry()
        check(
            area.contains(frame),
            f"{name} ({frame.width()}x{frame.height()}) fits the"
            f" {area.width()}x{area.height()} screen",
        )
        pixmap = app.primaryScreen().grabWindow(
            0, frame.x(), frame.y(), frame.width(), frame.height()
        )
        path = out / f"{name}.png"
        if not pixmap.save(str(path)):
            raise SystemExit(f"cannot write {path}")
        print(f"wrote {path}")

    path = builtin_map_path("final-stand")
    window = MainWindow(
        settings=settings, data_dir=scratch, game_map=load_map(path), path=str(path)
    )
    window.hints.dismiss()
    window.show()
    QTest.qWaitForWindowExposed(window)
    for overlay in (Overlay.ALLEYS, Overlay.REACH):
        window.overlays.set_enabled(overlay, True)
    check(window.menuBar().actions()[0].text() == "&Fichier", "the menus are French")
    shot("fr-01-fenetre", window)
    edit = window.menuBar().actions()[1]
    menu = edit.menu()
    menu.popup(window.menuBar().mapToGlobal(window.menuBar().actionGeometry(edit).bottomLeft()))
    settle()
    check(menu.isVisible() and edit.text() == "É&dition", "the Edit menu opens, in French")
    shot("fr-05-menu-edition", window)
    menu.hide()

    export = ExportDialog(window.doc.map, window.overlays.enabled, None, window)
    export.move(200, 60)
    export.show()
    QTest.qWaitForWindowExposed(export)
    check(export.windowTitle() == "Exporter une image", "the export dialog is French")
    shot("fr-02-exporter", export)
    export.close()

    generate = GenerateDialog(window.doc.map, window)
    generate.show()
    QTest.qWaitForWindowExposed(generate)
    check(len(generate.generate()) > 0, "the generator makes candidates")
    shot("fr-03-generer", generate)
    generate.close()

    gallery = NewMapDialog(window)
    gallery.show()
    QTest.qWaitForWindowExposed(gallery)
    shot("fr-04-nouvelle-carte", gallery)
    gallery.close()

    playtest_shots(shot, check, settle)

    window.autosave_timer.stop()
    window.doc.undo_stack.setClean()
    window.close()
    from french_balance_screens import balance_shots

    balance_shots(out, scratch, settle, check, shot)
    return 0


def main() -> int:
    return run_on_xvfb(drive, sys.argv[1:], SCREEN)


if __name__ == "__main__":
    sys.exit(main())
