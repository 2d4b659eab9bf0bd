"""Export Image, map sheets and printing: drawn from the map, never from the editor's view."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtPrintSupport import QPrinter

from engine import Hex, load_map
from engine.geometry.zones import Side
from gkr_studio import style
from gkr_studio.canvas.board_items import label_rect
from gkr_studio.canvas.overlays import Overlay
from gkr_studio.cli import main
from gkr_studio.render import render_map
from gkr_studio.render_options import RenderOptions
from tests.conftest import MAPS

H = Hex.parse
SCALE = 2.0


def pdf_page_image(path: Path, dpi: int = 100) -> tuple[int, QImage]:
    """The first page of a PDF as an image (pdfium), and the number of pages."""
    pdf = pypdfium2.PdfDocument(str(path))
    bitmap = pdf[0].render(scale=dpi / 72, rev_byteorder=True, prefer_bgrx=True)
    image = QImage(
        bytes(bitmap.buffer),
        bitmap.width,
        bitmap.height,
        bitmap.stride,
        QImage.Format.Format_RGBX8888,
    ).copy()
    return len(pdf), image


def close(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return all(
        abs(x - y) <= tolerance
        for x, y in ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue()))
    )


def pixel(image: QImage, x: float, y: float) -> QColor:
    """The colour at scene point (x, y) of a board rendered at ``SCALE``."""
    from gkr_studio.canvas.board_scene import BoardScene

    origin = BoardScene().sceneRect().topLeft()
    return QColor(image.pixel(int((x - origin.x()) * SCALE), int((y - origin.y()) * SCALE)))


def region(image: QImage, rect) -> list[int]:
    r = rect.toRect()
    return [
        pixel(image, x, y).rgb()
        for x in range(r.left() + 1, r.right())
        for y in range(r.top() + 1, r.bottom())
    ]


def test_start_tokens_leave_their_hex_labels_readable(tmp_path, qapp):
    showdown = load_map(MAPS / "showdown.gkrmap.json")
    with_starts, without = tmp_path / "with.png", tmp_path / "without.png"
    render_map(showdown, str(with_starts))
    render_map(showdown.with_starts(()), str(without))
    a, b = QImage(str(with_starts)), QImage(str(without))
    from gkr_studio.canvas.board_scene import BoardScene

    layout = BoardScene().layout
    for start in showdown.starts:  # 1B 1J 9B 9J
        rect = label_rect(layout, start)
        assert region(a, rect) == region(b, rect), start
    # and the tokens are drawn: the hex's centre differs
    x, y = layout.center(H("1B"))
    assert pixel(a, x, y) != pixel(b, x, y)


def test_export_has_no_selection_hover_or_highlight(window, tmp_path):
    window.select_hex(H("4D"))
    window.board.set_highlight([H("4H"), H("5F")])
    window.board.set_hover(H("6F"))
    exported, clean = tmp_path / "export.png", tmp_path / "clean.png"
    assert window.export_image(str(exported))
    render_map(window.doc.map, str(clean), RenderOptions())
    assert QImage(str(exported)) == QImage(str(clean))
    assert window.board.highlighted == (H("4H"), H("5F"))  # the editor keeps its marks


def test_a_fallout_map_exports_its_zones_even_with_the_zones_overlay_off(make_window, tmp_path):
    window = make_window("showdown")
    window.doc.apply("Switch to the fallout side", window.doc.map.with_side(Side.FALLOUT))
    window.overlay_actions[Overlay.ZONES].setChecked(False)
    exported, bare = tmp_path / "export.png", tmp_path / "bare.png"
    assert window.export_image(str(exported))
    render_map(window.doc.map, str(bare), RenderOptions(zones=False))
    a, b = QImage(str(exported)), QImage(str(bare))
    assert a != b
    x, y = window.board.layout.center(H("5E"))  # zone 4 at the centre: tinted red
    tinted, plain = pixel(a, x, y + 6), pixel(b, x, y + 6)
    assert tinted.red() > tinted.green() + 20
    assert close(plain, style.HEX_FILL_ALT, 4) or close(plain, style.HEX_FILL, 4)


def test_overlays_and_size_options_change_the_picture(tmp_path, qapp):
    m = load_map(MAPS / "crackshot-alley.gkrmap.json")
    plain, sight = tmp_path / "plain.png", tmp_path / "sight.png"
    render_map(m, str(plain), RenderOptions(width=800))
    render_map(m, str(sight), RenderOptions(overlays=frozenset({"los"}), focus=H("4D"), width=800))
    a, b = QImage(str(plain)), QImage(str(sight))
    assert a.width() == b.width() == 800 and a != b


def test_sheet_pdf_is_one_a4_page_with_the_title_board_and_checks(tmp_path, qapp, capsys):
    out = tmp_path / "sheet.pdf"
    assert main(["render", str(MAPS / "plateau.gkrmap.json"), "-o", str(out), "--sheet"]) == 0
    pages, image = pdf_page_image(out)
    assert pages == 1
    assert abs(image.height() / image.width() - 297 / 210) < 0.01  # A4 portrait
    w, h = image.width(), image.height()

    def count(y0: float, y1: float, test) -> int:
        return sum(
            1
            for x in range(0, w, 3)
            for y in range(int(y0 * h), int(y1 * h), 3)
            if test(QColor(image.pixel(x, y)))
        )

    def dark(c: QColor) -> bool:
        return c.lightness() < 80

    assert count(0.0, 0.1, dark) > 50  # the title
    board = count(0.2, 0.7, lambda c: close(c, style.HEX_FILL) or close(c, style.HEX_FILL_ALT))
    assert board > 2000  # the hexes
    assert count(0.2, 0.7, lambda c: close(c, style.BUILDING_ROOF, 20)) > 50  # buildings
    green = QColor("#2f9e44")
    assert count(0.75, 1.0, lambda c: close(c, green, 25)) > 20  # the checks' marks


def test_print_writes_the_sheet_through_a_printer(window, tmp_path):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setResolution(150)  # the same sheet as at the PDF printer's 1200 dpi, sooner
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    assert window.print_to(printer)
    pages, image = pdf_page_image(out, 40)
    assert pages == 1
    assert any(
        QColor(image.pixel(x, y)).lightness() < 80
        for x in range(image.width())
        for y in range(image.height() // 10)
    )


@pytest.mark.parametrize(
    "args, message",
    [
        (["--overlay", "sight"], "--overlay: sight needs --focus HEX"),
        (
            ["--overlay", "sight", "--overlay", "rings"],
            "--overlay: rings and sight need --focus HEX",
        ),
        (["--focus", "Z9"], "--focus: 'Z9' is not a hex such as 4D"),
        (["--width", "5"], "--width: 5 is out of range (200-10000)"),
    ],
)
def test_render_options_are_checked_before_anything_is_written(
    tmp_path, capsys, qapp, args, message
):
    out = tmp_path / "b.png"
    assert main(["render", str(MAPS / "showdown.gkrmap.json"), "-o", str(out), *args]) == 1
    assert capsys.readouterr().err.strip() == f"{out}: {message}"
    assert not out.exists()


def test_cli_renders_a_fallout_map_with_its_zones_by_default(tmp_path, qapp):
    from engine.files.mapfile import save_map

    fallout = tmp_path / "fallout.gkrmap.json"
    save_map(load_map(MAPS / "showdown.gkrmap.json").with_side(Side.FALLOUT), str(fallout))
    zoned, bare = tmp_path / "zoned.png", tmp_path / "bare.png"
    assert main(["render", str(fallout), "-o", str(zoned)]) == 0
    assert main(["render", str(fallout), "-o", str(bare), "--no-zones"]) == 0
    assert QImage(str(zoned)) != QImage(str(bare))


def test_export_dialog_starts_from_the_board_and_turns_the_zones_on_for_fallout(make_window, qtbot):
    from gkr_studio.export import ExportDialog

    window = make_window("showdown")
    window.overlay_actions[Overlay.ALLEYS].setChecked(True)
    dialog = ExportDialog(window.doc.map, window.overlays.enabled, None, window)
    qtbot.addWidget(dialog)
    assert dialog.overlay_boxes[Overlay.ALLEYS].isChecked()
    assert not dialog.overlay_boxes[Overlay.LOS].isEnabled()  # no pinned hex to draw from
    assert not dialog.zones.isChecked() and not dialog.zones.isEnabled()  # standard side
    options = dialog.options()
    assert options.overlays == frozenset({"alleys"}) and options.width == 1600
    fallout = window.doc.map.with_side(Side.FALLOUT)
    dialog = ExportDialog(fallout, set(), H("4D"), window)
    qtbot.addWidget(dialog)
    assert dialog.zones.isChecked() and dialog.overlay_boxes[Overlay.LOS].isEnabled()
    dialog.sheet.setChecked(True)
    options = dialog.options()
    assert options.sheet and options.width is None and options.shows_zones(fallout)
    assert options.focus == H("4D")


def test_an_exported_image_gets_the_permissions_of_a_new_file_not_a_temporary_one(tmp_path, qapp):
    import os
    import stat

    umask = os.umask(0o022)
    try:
        out = tmp_path / "board.png"
        render_map(load_map(MAPS / "showdown.gkrmap.json"), str(out), RenderOptions(width=300))
        assert stat.S_IMODE(out.stat().st_mode) == 0o644
        out.chmod(0o640)  # a file written over keeps its permissions
        render_map(load_map(MAPS / "showdown.gkrmap.json"), str(out), RenderOptions(width=300))
        assert stat.S_IMODE(out.stat().st_mode) == 0o640
    finally:
        os.umask(umask)


def test_an_svg_sheet_is_a4_in_millimetres(tmp_path, qapp):
    out = tmp_path / "sheet.svg"
    assert main(["render", str(MAPS / "plateau.gkrmap.json"), "-o", str(out), "--sheet"]) == 0
    head = out.read_text()[:400]
    assert 'width="210' in head and 'height="297' in head
