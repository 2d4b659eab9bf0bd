"""Help ▸ Quick reference, Help ▸ About, and the first-start hints."""

from __future__ import annotations

from PySide6.QtCore import QSettings, QUrl

from engine.analysis import CHECK_IDS
from engine.rules import rulings
from gkr_studio import __version__
from gkr_studio.canvas.overlays import Overlay
from gkr_studio.help import HINTS_KEY, about_html, check_rows, quick_reference_html, rule_url
from gkr_studio.tools import TOOL_CLASSES


def test_quick_reference_lists_every_tool_key_overlay_and_check_with_rule_ids(window):
    text = quick_reference_html()
    for cls in TOOL_CLASSES:
        assert cls.label in text and f"<td>{cls.shortcut}</td>" in text
    for overlay in Overlay:
        assert overlay.label in text
    for check_id in CHECK_IDS:
        assert f"<code>{check_id}</code>" in text
    ids = dict((c, r) for c, _doc, r in check_rows())
    assert ids["start-distance"] == ["G-START", "R-GUIDE-1"]
    assert ids["undemolishable-building"] == ["R-TAG-2"]
    assert '<a href="gkr-rule:R-TAG-2">R-TAG-2</a>' in text  # ids link to the reference
    dialog = window.show_quick_reference()
    assert dialog.isVisible() and "Shot inspector" in dialog.browser.toPlainText()
    assert window.show_quick_reference() is dialog


def test_about_names_version_licence_and_the_rules_source():
    text = about_html()
    assert __version__ in text and "MIT" in text and "rulebook" in text


def test_hints_show_on_the_first_start_only(make_window, tmp_path, qtbot):
    window = make_window("showdown")
    assert window.hints.isVisible()
    bar = window.hints.geometry()
    assert window.view.rect().contains(bar)  # on the board, not off it
    window.hints.button.click()
    assert not window.hints.isVisible()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert str(settings.value(HINTS_KEY)).lower() == "true"
    again = make_window("showdown")  # same settings file: seen
    assert not again.hints.isVisible()
    again.acts["hints"].trigger()
    assert again.hints.isVisible()


def test_the_help_menu_holds_reference_hints_and_about(window):
    texts = [a.text() for a in window.menus["help"].actions()]
    assert texts == ["&Quick Reference", "&Rules Reference", "Show &Hints", "", "&About GKR Studio"]


def test_rules_reference_opens_from_the_package_with_every_ruling(window):
    """Help ▸ Rules Reference reads the packaged reference (no shared/ folder needed) and
    holds every ruling, e.g. R-LOS-3 and the new R-TEAM-6."""
    window.acts["rules_reference"].trigger()
    dialog = window.rules_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.browser.toPlainText()
    for ruling in rulings():
        assert f"{ruling.id} {ruling.title}." in text
    assert window.show_rules_reference() is dialog


def test_a_rule_id_in_the_quick_reference_opens_the_rules_reference_at_it(window):
    quick = window.show_quick_reference()
    quick.browser.anchorClicked.emit(QUrl(rule_url("R-TEAM-6")))
    dialog = window.rules_dialog
    assert dialog is not None and dialog.isVisible()
    bar = dialog.browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() > 0  # scrolled down to R-TEAM-6, near the end
    dialog.show_rule("")
    assert bar.value() == 0
