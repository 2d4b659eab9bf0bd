"""Export with a title and a legend, remembered options, names from the map's file, and
a print preview (issue 22, item 14)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QImage
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QDialog

from engine import Hex, load_map
from gkr_studio import style
from gkr_studio.canvas.overlays import Overlay
from gkr_studio.export import ExportController, ExportDialog, file_stem
from gkr_studio.render import render_map
from gkr_studio.render_options import RenderOptions
from tests.conftest import MAPS
from tests.studio.test_export import close, pdf_page_image

H = Hex.parse


def _colours(image: QImage, left: int, top: int, right: int, bottom: int) -> list[QColor]:
    return [QColor(image.pixel(x, y)) for x in range(left, right, 2) for y in range(top, bottom, 2)]


def test_an_overlay_export_carries_a_title_and_the_legend_of_its_overlays(tmp_path, qapp):
    m = load_map(MAPS / "final-stand.gkrmap.json")
    plain_options = RenderOptions(overlays=frozenset({"los"}), focus=H("5F"), width=800)
    plain, dressed = tmp_path / "plain.png", tmp_path / "dressed.png"
    render_map(m, str(plain), plain_options)
    render_map(
        m,
        str(dressed),
        RenderOptions(
            overlays=frozenset({"los"}), focus=H("5F"), width=800, title=True, legend=True
        ),
    )
    bare, image = QImage(str(plain)), QImage(str(dressed))
    assert image.width() > bare.width() and image.height() > bare.height()
    # the title band above the board: dark ink on white paper
    band = _colours(image, 0, 0, image.width() // 2, image.height() - bare.height() - 20)
    assert any(c.lightness() < 60 for c in band) and any(c == QColor("white") for c in band)
    # the legend beside the board: its swatches in the sight overlay's own colours
    side = _colours(image, bare.width() + 10, 0, image.width(), image.height())
    assert any(close(c, QColor(250, 250, 247), 2) for c in side)  # the legend's box
    for colour in (style.LOS_CLEAR, style.LOS_PARTIAL, style.LOS_BLOCKED):
        assert any(close(c, _over(colour, style.HEX_FILL), 8) for c in side), colour.name()


def _over(top: QColor, under: QColor) -> QColor:
    """``top`` (maybe translucent) painted over ``under``."""
    a = top.alphaF()
    return QColor(
        *(
            round(t * a + u * (1 - a))
            for t, u in (
                (top.red(), under.red()),
                (top.green(), under.green()),
                (top.blue(), under.blue()),
            )
        )
    )


def test_the_export_dialog_asks_for_title_and_legend_and_remembers_its_choices(
    make_window, qtbot, tmp_path
):
    window = make_window("showdown")
    window.overlay_actions[Overlay.ALLEYS].setChecked(True)
    dialog = ExportDialog(window.doc.map, window.overlays.enabled, None, window, window.settings)
    qtbot.addWidget(dialog)
    options = dialog.options()
    assert options.title and options.legend  # on unless the designer turned them off
    dialog.title.setChecked(False)
    dialog.width_box.setValue(2400)
    dialog.dpi_box.setValue(300)
    dialog.remember()
    again = ExportDialog(window.doc.map, window.overlays.enabled, None, window, window.settings)
    qtbot.addWidget(again)
    assert not again.title.isChecked() and again.width_box.value() == 2400
    assert again.dpi_box.value() == 300 and again.legend.isChecked()
    # and in the next session: the settings file keeps them
    window.settings.sync()
    later = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    third = ExportDialog(window.doc.map, set(), None, window, later)
    qtbot.addWidget(third)
    assert third.width_box.value() == 2400 and not third.title.isChecked()
    assert third.options().overlays == frozenset()  # the overlays follow the board's


def test_export_from_the_menu_twice_starts_from_the_last_choices(
    make_window, monkeypatch, tmp_path
):
    window = make_window("showdown")
    seen: list[tuple[int, bool]] = []

    def run(dialog: ExportDialog) -> int:
        seen.append((dialog.width_box.value(), dialog.sheet.isChecked()))
        dialog.width_box.setValue(900)
        dialog.sheet.setChecked(True)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ExportDialog, "exec", run)
    asked: list[str] = []
    out = tmp_path / "out" / "sheet.pdf"
    out.parent.mkdir()
    monkeypatch.setattr(
        ExportController, "ask_path", lambda self, start: (asked.append(start), str(out))[1]
    )
    window.acts["export"].trigger()
    window.acts["export"].trigger()
    assert seen == [(1600, False), (900, True)]
    assert out.exists()
    assert asked[1] == str(out.parent / "showdown.pdf")  # the last folder and format


def test_the_default_export_name_comes_from_the_maps_file(make_window, tmp_path):
    path = tmp_path / "twin-towers.gkrmap.json"
    path.write_text((MAPS / "showdown.gkrmap.json").read_text())
    window = make_window("showdown", path=str(path))
    assert window.doc.map.name == "Showdown"
    assert window.exporter.default_path() == str(tmp_path / "twin-towers.png")
    assert file_stem("/x/plain.json", "Map") == "plain"
    assert file_stem(None, "Crackshot Alley") == "crackshot-alley"


def test_print_preview_shows_the_map_sheet(make_window, tmp_path, qtbot):
    window = make_window("final-stand")
    assert window.acts["print_preview"] in window.menus["file"].actions()
    dialog = window.exporter.preview_dialog()
    painted = []
    dialog.paintRequested.connect(lambda p: painted.append(p.pageLayout().pageSize().id()))
    dialog.show()
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    dialog.findChild(QPrintPreviewWidget).updatePreview()  # paints on its own printer
    assert painted  # (a printer freed too early crashed here)
    dialog.hide()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setResolution(150)  # the same sheet as at the PDF printer's 1200 dpi, sooner
    out = tmp_path / "preview.pdf"
    printer.setOutputFileName(str(out))
    dialog.paintRequested.emit(printer)
    pages, image = pdf_page_image(out, 40)
    assert pages == 1
    assert any(
        QColor(image.pixel(x, y)).lightness() < 80
        for x in range(image.width())
        for y in range(image.height() // 10)
    )
    dialog.deleteLater()


def test_a_map_without_a_file_is_named_after_the_map(window):
    assert Path(window.exporter.default_path()).name == "crackshot-alley.png"
