"""Studio fixtures: a main window with its settings and data in a temporary folder,
and dialogs patched so that tests answer them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from engine import load_map
from gkr_studio import app as studio_app
from gkr_studio.mainwindow import MainWindow
from tests.conftest import MAPS


class Dialogs:
    """What the patched dialogs were asked, and what they answer."""

    def __init__(self) -> None:
        self.errors: list[tuple[str, str]] = []
        self.unsaved_answer = QMessageBox.StandardButton.Cancel
        self.unsaved_asked = 0
        self.open_path = ""
        self.save_path = ""
        self.recover_answer = QMessageBox.StandardButton.Yes
        self.recoveries_offered: list[list] = []
        """The work offered in each recovery dialog, newest first."""


@pytest.fixture
def dialogs() -> Dialogs:
    return Dialogs()


@pytest.fixture
def make_window(qtbot, tmp_path, dialogs, monkeypatch):
    from gkr_studio.mainwindow import MainWindow
    from gkr_studio.map_files import MapFiles

    def ask_unsaved(self):
        dialogs.unsaved_asked += 1
        return dialogs.unsaved_answer

    monkeypatch.setattr(
        MainWindow, "show_error", lambda self, title, text: dialogs.errors.append((title, text))
    )
    monkeypatch.setattr(MapFiles, "ask_unsaved", ask_unsaved)
    monkeypatch.setattr(MapFiles, "ask_open_path", lambda self: dialogs.open_path)
    monkeypatch.setattr(MapFiles, "ask_save_path", lambda self: dialogs.save_path)

    def ask_recoveries(self, found):
        # Yes: open the newest, keep the others; No: discard them all; Cancel: keep all
        from gkr_studio.recovery import RecoveryChoice

        dialogs.recoveries_offered.append(list(found))
        if dialogs.recover_answer == QMessageBox.StandardButton.Yes:
            return RecoveryChoice(found[0])
        if dialogs.recover_answer == QMessageBox.StandardButton.No:
            return RecoveryChoice(None, tuple(found))
        return RecoveryChoice(None)

    monkeypatch.setattr(MainWindow, "ask_recoveries", ask_recoveries, raising=False)

    def make(
        slug: str | None = "crackshot-alley", path: str | None = None, live: bool = False
    ) -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("balance_paused", not live)  # live games only where a test asks
        game_map = load_map(MAPS / f"{slug}.gkrmap.json") if slug else None
        window = MainWindow(
            settings=settings, data_dir=tmp_path / "data", game_map=game_map, path=path
        )
        qtbot.addWidget(window)
        window.resize(1400, 900)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


@pytest.fixture
def window(make_window):
    return make_window("crackshot-alley")


@pytest.fixture
def tmp_maps(tmp_path) -> Path:
    folder = tmp_path / "maps"
    folder.mkdir()
    for p in MAPS.glob("*.gkrmap.json"):
        (folder / p.name).write_text(p.read_text())
    return folder


@pytest.fixture
def run_studio(qapp, monkeypatch, tmp_path):
    """``run_studio(*argv)``: ``gkr-studio`` started with ``argv`` and quit once its window
    is up; ``.errors`` the error boxes it showed, ``.opened`` its windows."""
    QStandardPaths.setTestModeEnabled(True)
    monkeypatch.setattr("gkr_studio.mainwindow._default_data_dir", lambda: tmp_path / "data")
    errors: list[str] = []
    monkeypatch.setattr(MainWindow, "show_error", lambda self, t, text: errors.append(text))
    opened: list[MainWindow] = []

    def run(*argv: str) -> int:
        def grab_and_quit() -> None:
            for w in QApplication.topLevelWidgets():
                if isinstance(w, MainWindow) and w.isVisible():
                    opened.append(w)
                    w.autosave_timer.stop()
                    w.hide()
            QApplication.quit()

        QTimer.singleShot(300, grab_and_quit)
        return studio_app.main(list(argv))

    run.errors = errors  # type: ignore[attr-defined]
    run.opened = opened  # type: ignore[attr-defined]
    yield run
    QStandardPaths.setTestModeEnabled(False)
