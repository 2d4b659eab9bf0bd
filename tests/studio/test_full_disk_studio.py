"""The studio on a full disk (:mod:`tests.full_disk`: a file-size limit, writes past it
fail as on a full disk): Export Image, Print to a file and Save each say so in one line
in a message box, and leave nothing half-written where the file should be."""

from __future__ import annotations

from PySide6.QtPrintSupport import QPrinter

from gkr_studio.render_options import RenderOptions
from tests.full_disk import file_size_limit, our_files

LIMIT = 20_000
"""Below every picture and map sheet of a map (and the map file of Crackshot Alley)."""


def test_export_image_on_a_full_disk_is_one_line_and_leaves_no_file(window, dialogs, tmp_path):
    folder = tmp_path / "out"
    folder.mkdir()
    for name, options in (
        ("board.pdf", RenderOptions()),
        ("sheet.svg", RenderOptions(sheet=True)),
        ("board.png", RenderOptions(width=1600)),
    ):
        target = folder / name
        with file_size_limit(LIMIT):
            assert not window.export_image(str(target), options)
        assert dialogs.errors[-1] == (
            "Cannot export image",
            f"{target}: cannot save (File too large)",
        )
    assert len(dialogs.errors) == 3
    assert our_files(folder) == []


def test_print_to_a_file_on_a_full_disk_is_one_line_and_leaves_no_file(window, dialogs, tmp_path):
    """Qt's printer wrote the PDF itself: a full disk left a cut-off file and "Printed"."""
    folder = tmp_path / "out"
    folder.mkdir()
    target = folder / "printed.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setResolution(150)
    printer.setOutputFileName(str(target))
    with file_size_limit(LIMIT):
        assert not window.print_to(printer)
    assert dialogs.errors == [("Cannot print", f"{target}: cannot save (File too large)")]
    assert our_files(folder) == []
    assert window.print_to(printer)  # with room on the disk: the whole sheet
    assert target.read_bytes().rstrip().endswith(b"%%EOF")


def test_save_on_a_full_disk_is_one_line_and_keeps_the_work_unsaved(window, dialogs, tmp_path):
    folder = tmp_path / "out"
    folder.mkdir()
    target = folder / "mine.gkrmap.json"
    with file_size_limit(200):
        assert not window.save_to(str(target))
    assert dialogs.errors == [("Cannot save map", f"{target}: cannot save (File too large)")]
    assert our_files(folder) == []
    assert window.doc.path != str(target)


def test_a_playtest_game_on_a_full_disk_is_one_line_naming_the_file_once(qtbot, tmp_path):
    """The playtest window's Save game said the file twice (``FILE: FILE: cannot…``)."""
    from tests.studio.playtest.test_edit_position import window_at_seat_1s_move

    editor = window_at_seat_1s_move(qtbot).position_editor
    folder = tmp_path / "out"
    folder.mkdir()
    target = folder / "line.gkrgame.json"
    with file_size_limit(1000):
        problem = editor.save_game_to(str(target))
    assert problem == f"{target}: cannot save (File too large)"
    assert our_files(folder) == []
