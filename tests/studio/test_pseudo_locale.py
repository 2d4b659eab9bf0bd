"""A pseudo-locale run: every studio text accented and 40% longer (the room a longer
language such as French needs) clips no label and no button of the main window at
1366×768, nor of the New map, Generate and Export dialogs."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QSettings, QTranslator
from PySide6.QtWidgets import QAbstractButton, QLabel, QToolButton, QWidget

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
        if button.isVisible() and button.text() and not isinstance(button, QToolButton) \
                and button.sizeHint().width() > button.width() + 1:
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
    from gkr_studio.dialogs import NewMapDialog
    from gkr_studio.export import ExportDialog
    from gkr_studio.generate_dialog import GenerateDialog

    game_map = load_map(MAPS / "final-stand.gkrmap.json")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    for dialog in (NewMapDialog(), GenerateDialog(game_map),
                   ExportDialog(game_map, set(), None, None, settings)):
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
