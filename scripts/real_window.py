"""Run the studio in a real X server (Xvfb), drive its main workflows, save screenshots.

    python scripts/real_window.py [OUT_DIR] [--screen WxH]   # default: docs/screens, 1600x1000

Starts Xvfb (Debian's package ``xvfb``) on a free display, runs the studio there on
Qt's xcb platform — real windows, a real pointer, real tooltips — and drives it with
QTest: the first start with its hints, overlays with their legend and a tooltip,
a rubber-band selection moved as a group, the whole map mirrored, the New gallery,
the quick reference, a playtest in progress, the export options and a map sheet.
Each step's screen is saved as a PNG (the user guide's pictures in docs/ come from here). The
script checks what it does as it goes and stops with a message when a step fails: the
windows size themselves to the screen (try ``--screen 1366x768``), the legend keeps
off the board, a pointer resting on a hex (moved by xdotool when installed) shows its
tooltip, and a playtest turn's decision shows without scrolling.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parent.parent
SCREEN = (1600, 1000)


def free_display() -> int:
    for n in range(90, 200):
        if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists():
            return n
    raise SystemExit("no free X display number between :90 and :199")


def start_xvfb(screen: tuple[int, int]) -> subprocess.Popen[bytes]:
    if shutil.which("Xvfb") is None:
        raise SystemExit("Xvfb is not installed (Debian: apt-get install xvfb)")
    n = free_display()
    proc = subprocess.Popen(
        ["Xvfb", f":{n}", "-screen", "0", f"{screen[0]}x{screen[1]}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(50):
        if Path(f"/tmp/.X11-unix/X{n}").exists():
            break
        if proc.poll() is not None:
            raise SystemExit("Xvfb did not start")
        time.sleep(0.1)
    os.environ["DISPLAY"] = f":{n}"
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    return proc


def run_on_xvfb(
    drive: Callable[[Path], int], argv: list[str], screen: tuple[int, int] = SCREEN
) -> int:
    """``drive(out)`` on a virtual screen of its own: ``argv`` is ``[OUT] [--screen WxH]``
    (default: docs/screens, ``screen``); the screen stops when ``drive`` returns."""
    args = list(argv)
    if "--screen" in args:
        at = args.index("--screen")
        width, height = args[at + 1].lower().split("x")
        screen = (int(width), int(height))
        del args[at : at + 2]
    out = Path(args[0]) if args else REPO / "docs" / "screens"
    out.mkdir(parents=True, exist_ok=True)
    xvfb = start_xvfb(screen)
    try:
        return drive(out)
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)


def main() -> int:
    return run_on_xvfb(drive, sys.argv[1:])


def drive(out: Path) -> int:
    sys.path.insert(0, str(REPO))
    from PySide6.QtCore import QEventLoop, QPoint, QRect, QSettings, Qt, QTimer
    from PySide6.QtGui import QCursor
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QToolTip, QWidget

    from engine import Hex, builtin_map_path, load_map
    from gkr_studio.canvas.overlays import Overlay
    from gkr_studio.mainwindow import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    assert app.platformName() == "xcb", app.platformName()
    scratch = Path(tempfile.mkdtemp(prefix="gkr-real-"))
    settings = QSettings(str(scratch / "settings.ini"), QSettings.Format.IniFormat)
    shots: list[str] = []

    def settle(ms: int = 150) -> None:
        """Let the studio run for ``ms`` (its event loop, as app.exec() would)."""
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def point_at(global_pos: QPoint) -> None:
        """Move the X server's pointer, as a person's mouse does."""
        if shutil.which("xdotool"):
            subprocess.run(
                ["xdotool", "mousemove", str(global_pos.x()), str(global_pos.y())], check=True
            )
        else:
            QCursor.setPos(global_pos)

    def on_screen(window: QWidget, what: str) -> None:
        area = app.primaryScreen().availableGeometry()
        frame = window.frameGeometry()
        check(
            area.contains(frame),
            f"{what} ({frame.width()}x{frame.height()} at"
            f" {frame.x()},{frame.y()}) fits the {area.width()}x{area.height()} screen",
        )

    def in_window(widget: QWidget) -> QRect:
        return QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())

    def shot(name: str, widget: QWidget) -> None:
        """The screen's pixels under ``widget``'s window (popups and tooltips included)."""
        settle()
        frame = widget.window().frameGeometry()
        screen = app.primaryScreen()
        pixmap = screen.grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height())
        path = out / f"{name}.png"
        if not pixmap.save(str(path)):
            raise SystemExit(f"cannot write {path}")
        shots.append(path.name)
        print(f"wrote {path}")

    def check(ok: bool, what: str) -> None:
        if not ok:
            raise SystemExit(f"real-window run failed: {what}")

    def at(window: MainWindow, label: str) -> QPoint:
        return window.view.mapFromScene(window.board.hex_center(Hex.parse(label)))

    path = builtin_map_path("showdown")
    window = MainWindow(
        settings=settings, data_dir=scratch, game_map=load_map(path), path=str(path)
    )
    window.show()
    window.activateWindow()
    QTest.qWaitForWindowExposed(window)
    QTest.qWaitForWindowActive(window)
    settle(300)
    on_screen(window, "the main window")
    bar = window.statusBar()
    check(
        bar.isVisible() and in_window(bar).bottom() < window.height(),
        "the status bar with the tool hints shows",
    )
    check(window.hints.isVisible(), "the first-start hints show")
    shot("01-first-start", window)
    QTest.mouseClick(window.hints.button, Qt.MouseButton.LeftButton)
    check(not window.hints.isVisible(), "Got it hides the hints")

    # overlays, legend and a tooltip from the pinned hex
    viewport = window.view.viewport()
    for overlay in (Overlay.LOS, Overlay.ALLEYS):
        button = window.toolbar.widgetForAction(window.overlay_actions[overlay])
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    check({Overlay.LOS, Overlay.ALLEYS} <= window.overlays.enabled, "toolbar switches overlays")
    QTest.mouseMove(viewport, at(window, "4D"))
    settle()
    check(
        window.overlays.hover == Hex.parse("4D"),
        f"the pointer is over 4D, not {window.overlays.hover}",
    )
    QTest.keyClick(window.view, Qt.Key.Key_P)
    check(window.overlays.pinned == Hex.parse("4D"), "P pins the hex under the pointer")
    check(
        not in_window(window.legend).intersects(in_window(viewport)),
        "the legend keeps off the board",
    )
    point_at(viewport.mapToGlobal(at(window, "4H")))
    settle(1500)  # the pointer rests: Qt asks for the tooltip after about 700 ms
    check(window.overlays.hover == Hex.parse("4H"), "the pointer moved to 4H")
    check(
        QToolTip.isVisible() and "from 4D:" in QToolTip.text(),
        f"a tooltip over 4H speaks of the pinned hex (shown: {QToolTip.isVisible()},"
        f" {QToolTip.text()!r})",
    )
    shot("02-overlays-legend-tooltip", window)
    QTest.keyClick(window.view, Qt.Key.Key_P)
    for overlay in (Overlay.LOS, Overlay.ALLEYS):
        window.overlay_actions[overlay].setChecked(False)

    # a rubber band around three buildings, dragged together
    window.set_tool("select")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at(window, "2A"))
    for label in ("3B", "4C", "6D"):
        QTest.mouseMove(viewport, at(window, label))
        settle(40)
    shot("03-rubber-band", window)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at(window, "6D"))
    check(len(window.selection.hexes) == 3, "the band selects three buildings")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at(window, "5C"))
    QTest.mouseMove(viewport, at(window, "6C"))
    settle(40)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at(window, "6C"))
    check(window.undo_group.activeStack().count() == 1, "the group move is one step")
    shot("04-group-moved", window)
    # paste floats as a stamp under the real pointer; Esc puts it away
    window.acts["copy"].trigger()
    before = window.doc.map
    QTest.mouseMove(viewport, at(window, "7H"))
    settle()
    window.acts["paste"].trigger()
    QTest.mouseMove(viewport, at(window, "8H"))
    settle()
    ghosts = {g.hex for g in window.board.stamp.ghosts}
    check(
        Hex.parse("8H") in ghosts and window.doc.map is before,
        "the pasted pieces follow the pointer as ghosts, nothing placed yet",
    )
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    check(not window.board.stamp.ghosts and window.doc.map is before, "Esc puts the stamp away")
    # the whole map mirrored: previewed, then made with OK
    window.acts["transform_mirror"].trigger()
    settle()
    dialog = window.transforms.dialog
    check(
        dialog is not None and dialog.isVisible() and window.board.stamp.ghosts != (),
        "the mirror is previewed with a question",
    )
    from PySide6.QtWidgets import QMessageBox

    QTest.mouseClick(dialog.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    settle()
    check(window.doc.map is not before and not window.board.stamp.ghosts, "OK mirrors the map")
    shot("05-mirrored", window)

    # File > New gallery, quick reference, export options
    from gkr_studio.dialogs import NewMapDialog
    from gkr_studio.export import ExportDialog

    gallery = NewMapDialog(window)
    gallery.move(60, 40)
    gallery.show()
    QTest.qWaitForWindowExposed(gallery)
    shot("06-new-gallery", gallery)
    gallery.close()
    reference = window.show_quick_reference()
    reference.move(80, 40)
    QTest.qWaitForWindowExposed(reference)
    shot("07-quick-reference", reference)
    reference.close()
    export = ExportDialog(window.doc.map, window.overlays.enabled, None, window)
    export.move(200, 120)
    export.show()
    QTest.qWaitForWindowExposed(export)
    shot("08-export-options", export)
    export.close()

    # a playtest: seat 1 human, the bots play until it is seat 1's turn
    playtest = window.open_playtest()
    check(playtest is not None, "the playtest window opens")
    assert playtest is not None
    QTest.qWaitForWindowExposed(playtest)
    settle(300)
    on_screen(playtest, "the playtest window")
    QTest.mouseClick(playtest.end_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    settle(300)
    decision = playtest.decision_box  # type: ignore[attr-defined]
    check(
        decision.visibleRegion().boundingRect() == decision.rect(),
        "the decision shows whole, beside the board, without scrolling",
    )
    players = playtest.players  # type: ignore[attr-defined]
    check(
        players.rowViewportPosition(3) + players.rowHeight(3) <= players.viewport().height(),
        "the Players table shows all four seats",
    )
    shot("09-playtest", playtest)
    playtest.close()

    # the map sheet, as gkr-map render --sheet writes it
    from gkr_studio.render import render_map
    from gkr_studio.render_options import RenderOptions

    render_map(
        load_map(builtin_map_path("plateau")),
        str(out / "10-map-sheet.png"),
        RenderOptions(sheet=True, dpi=110),
    )
    shots.append("10-map-sheet.png")
    print(f"wrote {out / '10-map-sheet.png'}")

    window.autosave_timer.stop()
    window.doc.undo_stack.setClean()
    window.close()
    print(f"{len(shots)} screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
