"""``gkr-map render``: the board as the studio draws it, to PNG, SVG or PDF."""

from __future__ import annotations

from PySide6.QtGui import QImage

from gkr_studio.cli import main
from tests.conftest import MAPS

SHOWDOWN = str(MAPS / "showdown.gkrmap.json")


def test_render_png_is_a_picture_of_the_board(tmp_path, capsys, qapp):
    out = tmp_path / "showdown.png"
    assert main(["render", SHOWDOWN, "-o", str(out)]) == 0
    image = QImage(str(out))
    assert image.width() > 1000 and image.height() > 1000
    colors = {
        image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 23)
    }
    assert len(colors) > 30


def test_render_svg_and_pdf(tmp_path, qapp):
    for ext, magic in (("svg", b"<?xml"), ("pdf", b"%PDF")):
        out = tmp_path / f"board.{ext}"
        assert main(["render", SHOWDOWN, "-o", str(out)]) == 0
        assert out.read_bytes().startswith(magic)


def test_render_refuses_bad_output_and_bad_maps(tmp_path, capsys, qapp):
    assert main(["render", SHOWDOWN, "-o", str(tmp_path / "board.gif")]) == 1
    err = capsys.readouterr().err
    assert (
        err.strip() == f"{tmp_path / 'board.gif'}: choose an image file ending in .png,"
        " .svg or .pdf"
    )
    assert main(["render", SHOWDOWN, "-o", str(tmp_path / "missing" / "b.png")]) == 1
    assert "folder does not exist" in capsys.readouterr().err
    bad = tmp_path / "bad.gkrmap.json"
    bad.write_text("{")
    assert main(["render", str(bad), "-o", str(tmp_path / "b.png")]) == 1
    assert capsys.readouterr().err.startswith(f"{bad}: line 1")
    assert not (tmp_path / "b.png").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.gkrmap.json"]


def test_a_pdf_board_is_drawn_at_print_resolution(tmp_path, qapp):
    """The board and the picture PDFs are drawn at 300 dpi (render.PDF_DPI), not
    QPdfWriter's 1,200: what Qt rasterises in them (about 4 MB of pixels at 1,200 dpi) is
    a sixteenth of that, and the page stays A4 landscape."""
    import re

    from gkr_studio.render import PDF_DPI

    assert PDF_DPI == 300
    for extra in ((), ("--overlay", "sight", "--focus", "5F")):
        out = tmp_path / "board.pdf"
        assert main(["render", SHOWDOWN, "-o", str(out), *extra]) == 0
        data = out.read_bytes()
        assert len(data) < 1_500_000, len(data)
        box = re.search(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data)
        assert box and (round(float(box[1])), round(float(box[2]))) == (842, 595)
