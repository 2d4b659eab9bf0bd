"""The studio in French: the translator by language, the Language setting, ``--lang``, the
catalog compiled from a checkout, and Qt's own texts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from engine.core.messages import current_language
from gkr_studio.i18n import (
    LANGUAGE_KEY,
    apply_language,
    chosen_language,
    compiled_catalog,
    lrelease_command,
)
from gkr_studio.mainwindow import MainWindow


@pytest.fixture
def french(qapp):
    """The studio speaks French for one test, then English again."""
    apply_language(qapp, "fr")
    yield qapp
    apply_language(qapp, "en")


def _menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_the_window_built_in_french_has_french_menus_and_checks(french, make_window):
    window = make_window("final-stand")
    assert _menu_titles(window)[:3] == ["&Fichier", "É&dition", "&Affichage"]
    assert window.window_actions.acts["save"].text() == "&Enregistrer"
    messages = [c.message for c in window.report.checks]
    assert any("Tirs de Ruelle potentiels" in m for m in messages)
    assert current_language() == "fr"


def test_english_removes_the_translators(qapp, make_window):
    apply_language(qapp, "fr")
    apply_language(qapp, "en")
    window = make_window("final-stand")
    assert _menu_titles(window)[0] == "&File"
    assert QCoreApplication.translate("WindowActions", "&File") == "&File"


def test_qt_own_dialog_buttons_are_french(french):
    box = QMessageBox(
        QMessageBox.Icon.Question,
        "t",
        "x",
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
    )
    texts = {b.text().replace("&", "") for b in box.buttons()}
    assert "Annuler" in texts and "Enregistrer" in texts


def test_the_option_wins_over_the_setting_which_wins_over_the_environment(tmp_path, monkeypatch):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    monkeypatch.setenv("LANGUAGE", "fr")
    assert chosen_language(None, settings) == "fr"
    settings.setValue(LANGUAGE_KEY, "en")
    assert chosen_language(None, settings) == "en"
    assert chosen_language("fr", settings) == "fr"


def test_choosing_a_language_keeps_it_and_leaves_the_open_map_alone(make_window, monkeypatch):
    window = make_window("final-stand")
    m = window.doc.map
    assert window.doc.apply("Rename map", m.with_info(name="Mine"))
    before = (window.doc.map, window.doc.undo_stack.count(), window.doc.is_modified)
    assert before[2]
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: told.append(text))
    menu = window.window_actions.language_menu
    menu.actions["fr"].trigger()
    assert window.settings.value(LANGUAGE_KEY) == "fr"
    assert len(told) == 1 and "next start" in told[0]
    assert (window.doc.map, window.doc.undo_stack.count(), window.doc.is_modified) == before
    menu.actions[""].trigger()
    assert window.settings.value(LANGUAGE_KEY, "") == ""


def test_a_checkout_compiles_its_ts_once_into_the_cache(tmp_path):
    if lrelease_command() is None:
        pytest.skip("PySide6 ships no lrelease here")
    cache = tmp_path / "cache"
    first = compiled_catalog("fr", cache=cache, folder=_sources_only(tmp_path))
    assert first is not None and first.parent == cache and first.stat().st_size > 0
    assert compiled_catalog("fr", cache=cache, folder=_sources_only(tmp_path)) == first
    assert compiled_catalog("xx", cache=cache) is None


def _sources_only(tmp_path):
    """A copy of the studio's catalog folder with only the .ts, as in a checkout."""
    from gkr_studio.i18n import HERE

    folder = tmp_path / "i18n"
    folder.mkdir(exist_ok=True)
    (folder / "gkr_studio_fr.ts").write_bytes((HERE / "gkr_studio_fr.ts").read_bytes())
    return folder


def test_gkr_studio_lang_fr_starts_in_french(run_studio):
    try:
        assert run_studio("--lang", "fr") == 0
        window = run_studio.opened[-1]
        assert _menu_titles(window)[0] == "&Fichier"
    finally:
        apply_language(QApplication.instance(), "en")


def test_help_rules_reference_is_in_french_when_the_studio_is(french, make_window):
    """Help ▸ Rules Reference in French: R-LOS-3 is « Couvert Partiel », its source in French."""
    from engine.rules import rulings

    window = make_window("final-stand")
    window.acts["rules_reference"].trigger()
    dialog = window.rules_dialog
    assert dialog is not None and dialog.windowTitle().startswith("Référence des règles")
    text = dialog.browser.toPlainText()
    assert text.startswith("Référence des règles")
    assert "R-LOS-3 Couvert Partiel." in text and "S'appuie sur : Livre de Règles" in text
    assert all(f"{r.id} {r.title}." in text for r in rulings("fr"))
    assert "Partial cover" not in text


def test_the_legend_quick_reference_and_about_speak_french(french, make_window):
    """The legend beside the board (drawn from data, not widgets), Help ▸ Quick Reference
    and Help ▸ About were English in a French studio."""
    from gkr_studio.canvas.legend import legend_sections
    from gkr_studio.canvas.overlays import Overlay
    from gkr_studio.help import about_html, quick_reference_html

    window = make_window("final-stand")
    sections = legend_sections({Overlay.ALLEYS, Overlay.REACH, Overlay.LOS}, window.doc.map, None)
    assert [s.title for s in sections] == [
        "Vue et couvert depuis l'hexagone sous le curseur",
        "Ruelles",
        "Portée du premier déplacement",
    ]
    assert sections[2].entries[0].text == "place 1 ; ses Immeubles cerclés"
    quick = quick_reference_html()
    assert "<h3>Touches</h3>" in quick and "<h3>Calques</h3>" in quick
    assert "Keys" not in quick and "pan the board" not in quick
    assert "Ctrl+Maj+Z" in quick and "Shift" not in quick and "middle drag" not in quick
    assert "Un studio de cartes" in about_html()


def test_the_new_map_gallery_and_the_map_sheet_line_speak_french(french, make_window):
    """File ▸ New's tiles and the export's title line were built from bare English texts."""
    from engine import builtin_map_path, load_map
    from gkr_studio.dialogs import NewMapDialog
    from gkr_studio.sheet import summary_line

    window = make_window("final-stand")
    gallery = NewMapDialog(window)
    texts = [gallery.list.item(i).text() for i in range(gallery.list.count())]
    assert texts[0] == "Carte vide\ncôté standard, rien de placé"
    assert "Final Stand\n2 joueurs · côté standard" in texts
    assert texts[-1].startswith("Générer…\n")
    assert summary_line(load_map(builtin_map_path("final-stand"))) == (
        "2 joueurs · côté standard · 8 Immeubles"
    )


def test_the_french_toolbar_fits_at_1366_pixels_and_at_1400_in_every_symmetric_mode(
    french, make_window
):
    """Every button of the toolbar stays in view (none in its » menu): on the smallest
    screen the studio supports, and at 1400 px whichever mode the Sym button names, as
    in English. The French texts under the icons once pushed four overlays out."""
    from engine.mapmodel.edit_symmetry import SymmetryMode
    from gkr_studio.toolbar import overflowing

    window = make_window("final-stand")
    window.resize(1366, 768)
    QApplication.processEvents()
    assert [a.iconText() for a in overflowing(window.toolbar)] == []
    window.resize(1400, 900)
    for mode in SymmetryMode:
        window.symmetry_controls.choose(mode)
        QApplication.processEvents()
        assert [a.iconText() for a in overflowing(window.toolbar)] == [], mode


def test_the_french_dock_tabs_show_their_whole_titles_at_1366_pixels(french, make_window):
    """The tabs under the docks (Équilibre, Propriétés, Inspecteur LdV, Historique) were
    cut to « Propriétés de la … » on the smallest screen."""
    from PySide6.QtWidgets import QTabBar

    window = make_window("final-stand")
    window.resize(1366, 768)
    QApplication.processEvents()
    bars = [bar for bar in window.findChildren(QTabBar) if bar.isVisible()]
    assert bars
    for bar in bars:
        titles = [bar.tabText(i) for i in range(bar.count())]
        assert sum(bar.tabSizeHint(i).width() for i in range(bar.count())) <= bar.width(), titles
