"""A pseudo-locale run: every studio text accented and 40% longer (the room a longer
language such as French needs) clips no label and no button of the main window at
1366×768, nor of any window its menus open (each action in turn), nor of the recovery
dialog shown at start."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QSettings, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QToolButton, QWidget

from engine import load_map
from tests.conftest import MAPS, REPO

sys.path.insert(0, str(REPO))
from scripts.update_catalogs import (  # noqa: E402
    compile_ts,
    pseudo_text,
    studio_catalog_path,
    write_pseudo_ts,
)

sys.path.remove(str(REPO))


@pytest.fixture
def pseudo(qapp, tmp_path):
    ts, qm = tmp_path / "pseudo.ts", tmp_path / "pseudo.qm"
    write_pseudo_ts(studio_catalog_path("fr"), ts)
    compile_ts(ts, qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def clipped(root: QWidget) -> list[str]:
    """The visible labels and buttons under ``root`` whose text does not fit them."""
    found = []
    for label in root.findChildren(QLabel):
        text = label.text()
        if not label.isVisible() or not text or "<" in text:
            continue
        width = label.contentsRect().width()
        if label.wordWrap():
            if label.heightForWidth(width) > label.contentsRect().height() + 1:
                found.append(f"label {text[:40]!r}: wrapped text taller than the label")
        elif label.fontMetrics().horizontalAdvance(text) > width + 1:
            found.append(f"label {text[:40]!r}: wider than the label")
    for button in root.findChildren(QAbstractButton):
        if (
            button.isVisible()
            and button.text()
            and not isinstance(button, QToolButton)
            and button.sizeHint().width() > button.width() + 1
        ):
            found.append(f"{type(button).__name__} {button.text()[:40]!r}: cut")
    return found


def test_pseudo_texts_are_longer_accented_and_keep_their_placeholders():
    text = pseudo_text("Copied {0}: &Open <b>{n}</b> %1")
    assert "{0}" in text and "&O" in text and "<b>{n}</b>" in text and "%1" in text
    assert "Çôpîéd" in text and len(text) >= 1.3 * len("Copied {0}: &Open <b>{n}</b> %1")


def test_the_main_window_clips_no_text_in_the_pseudo_locale(pseudo, make_window):
    window = make_window("final-stand")
    window.resize(1366, 768)
    assert window.menuBar().actions()[0].text().startswith("[")  # the pseudo-locale is on
    window.hints.place()
    assert clipped(window) == []


def test_the_dialogs_clip_no_text_in_the_pseudo_locale(pseudo, qtbot, tmp_path):
    import json

    from gkr_studio.autosave import find_recoveries
    from gkr_studio.dialogs import NewMapDialog
    from gkr_studio.export import ExportDialog
    from gkr_studio.generate_dialog import GenerateDialog
    from gkr_studio.recovery import RecoveryDialog
    from tests.studio.test_recovery import payload, plant

    game_map = load_map(MAPS / "final-stand.gkrmap.json")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    for i in range(2):
        plant(tmp_path / "found", f"copy-{i}", json.dumps(payload(saved_at=1.7e9 + i)))
    found, _problems = find_recoveries(tmp_path / "found")
    for dialog in (
        NewMapDialog(),
        GenerateDialog(game_map),
        ExportDialog(game_map, set(), None, None, settings),
        RecoveryDialog(found),
    ):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert clipped(dialog) == [], type(dialog).__name__


def test_a_cut_label_and_a_cut_button_are_found(qtbot):
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    widget = QWidget()
    layout = QVBoxLayout(widget)
    for item in (QLabel("a label far too long for its width"), QPushButton("a long button")):
        item.setFixedWidth(40)
        layout.addWidget(item)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    assert len(clipped(widget)) == 2


SKIPPED_ACTIONS = ("quit", "print", "print_preview")
"""Menu actions the run leaves alone: quitting; and Qt's own print dialogs, whose texts
and layout are Qt's (qtbase's catalog), not the studio's."""


def _menu_actions(menu, skipped: list) -> list:
    actions = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        if action.menu() is not None:
            actions += _menu_actions(action.menu(), skipped)
        elif all(action is not s for s in skipped):
            actions.append(action)
    return actions


def _windows_opened_by(qtbot, action) -> list[tuple[QWidget, list[str]]]:
    """Trigger ``action`` and look at every window it opens: a modal dialog while its own
    event loop runs (then closed), and any other new window once the action returns."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    seen: list[tuple[QWidget, list[str]]] = []
    before = set(QApplication.topLevelWidgets())

    def look_at_the_modal_one() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None or modal in before:
            return
        QApplication.processEvents()
        seen.append((modal, clipped(modal)))
        if isinstance(modal, QDialog):
            modal.reject()
        else:
            modal.close()

    QTimer.singleShot(0, look_at_the_modal_one)
    action.trigger()
    QApplication.processEvents()
    for widget in QApplication.topLevelWidgets():
        if widget not in before and widget.isVisible() and all(widget is not w for w, _c in seen):
            qtbot.waitExposed(widget)
            seen.append((widget, clipped(widget)))
            widget.close()
    return seen


def test_every_window_the_menus_open_clips_no_text_in_the_pseudo_locale(pseudo, make_window, qtbot):
    """Each action of every menu, one by one (Balance Playtest and Qt's print dialogs
    aside): New, Generate, Export, the playtest window, the three transforms' previews,
    Quick Reference, Rules Reference, About, the language's notice… each dialog it opens
    shows every label and button whole, at its own size."""
    window = make_window("final-stand")
    window.resize(1366, 768)
    opened: dict[str, list[str]] = {}
    skipped = [window.acts[key] for key in SKIPPED_ACTIONS]
    for menu_action in window.menuBar().actions():
        for action in _menu_actions(menu_action.menu(), skipped):
            for widget, cut in _windows_opened_by(qtbot, action):
                opened[f"{action.text()} → {type(widget).__name__}"] = cut
    problems = {name: cut for name, cut in opened.items() if cut}
    assert problems == {}
    kinds = {name.split(" → ")[1] for name in opened}
    assert {
        "NewMapDialog",
        "GenerateDialog",
        "ExportDialog",
        "QuickReference",
        "RulesReferenceDialog",
        "AboutDialog",
        "QMessageBox",
        "PlaytestWindow",
        "BalancePlaytestDialog",
    } <= kinds, sorted(opened)


def test_the_balance_dock_and_dialog_clip_no_text_after_a_run_in_the_pseudo_locale(
    pseudo, make_window, qtbot
):
    """After a short batch: the Balance dock (its status, the games' settings, the verdict,
    what to do next and its button, the table, the lost-game button) in the main window at
    1366×768, and the Balance Playtest dialog with its results, every text whole."""
    from engine.playtest import run_playtest
    from engine.verdicts.figures import batch_figures
    from gkr_studio.balance.balance_dialog import BalancePlaytestDialog

    window = make_window("final-stand")
    window.resize(1366, 768)
    result = run_playtest(window.doc.map, 12, 1, bot="random", design="duplicate")
    dock = window.balance
    window.docks["balance"].raise_()
    dock.set_settings(window.live.settings(), "final-stand.gkrmap.json")
    dock.set_state(
        "done", window.live.tr("Done: {0} (all games played).").format(batch_figures(result).played)
    )
    dock.set_result(result)
    qtbot.waitExposed(window)
    QApplication.processEvents()  # the layout takes in the new texts
    assert dock.isVisible() and dock.verdict.text() and dock.status.text().startswith("[")
    assert clipped(dock) == []
    dialog = BalancePlaytestDialog(window.doc.map, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog._finished(result)
    QApplication.processEvents()
    assert dialog.run_panel.status.text().startswith("[") and clipped(dialog) == []
    assert dialog.table.horizontalScrollBar().maximum() == 0  # every column shows whole
