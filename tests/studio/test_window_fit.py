"""Windows fit the screen they open on (its available area, frame included), from
1366×768 up: the status bar's hints, the Play panel, the decision and the players show."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from gkr_studio.screen_fit import fit_to_screen, frame_margins
from tests.studio.helpers import playtest_window

SMALL = QRect(0, 0, 1366, 768)


def _fits(window, area: QRect) -> bool:
    """The window and its frame (measured, or the estimate before the window manager
    decorates it) lie inside ``area``."""
    return area.contains(QRect(window.pos(), window.size().grownBy(frame_margins(window))))


def test_the_main_window_opens_inside_the_screens_available_area(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from gkr_studio.mainwindow import MainWindow

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("balance_paused", True)
    window = MainWindow(settings=settings, data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    area = QApplication.primaryScreen().availableGeometry()
    assert _fits(window, area), (window.frameGeometry(), area)
    window.autosave_timer.stop()


def test_on_a_1366_by_768_screen_the_status_bar_shows(make_window, qtbot):
    from gkr_studio.mainwindow import WINDOW_SIZE

    window = make_window("showdown")
    fit_to_screen(window, WINDOW_SIZE, SMALL)
    qtbot.wait(20)
    assert _fits(window, SMALL)
    assert window.height() >= window.minimumSizeHint().height()  # nothing forced it taller
    bar = window.statusBar()
    assert bar.isVisible()
    assert bar.mapTo(window, bar.rect().bottomLeft()).y() < window.height()


def test_a_playtest_turn_needs_no_scrolling_at_1366_by_768(qtbot):
    from gkr_studio.playtest.window import WINDOW_SIZE

    window = playtest_window(qtbot, "showdown")
    fit_to_screen(window, WINDOW_SIZE, SMALL)
    window._share_room()
    qtbot.wait(20)
    assert _fits(window, SMALL)
    assert window.height() >= window.minimumSizeHint().height()
    window.end_button.click()  # the bots play until seat 1 (a person) must decide
    qtbot.wait(20)
    assert window.session.is_human_turn()
    box = window.decision_box
    buttons = [
        window.buttons_layout.itemAt(i).widget() for i in range(window.buttons_layout.count())
    ]
    assert buttons
    for widget in [box, window.prompt, *buttons]:
        assert widget.isVisible()
        assert widget.visibleRegion().boundingRect() == widget.rect(), widget  # none hidden
    players = window.players
    last = players.rowViewportPosition(3) + players.rowHeight(3)
    assert last <= players.viewport().height()  # all four seats
    assert not window.play_scroll.isVisible()  # the settings fold away on a small screen
    window.settings_button.click()
    assert window.play_scroll.isVisible() and window.mode_box.isVisible()
