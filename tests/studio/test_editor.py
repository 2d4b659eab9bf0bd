"""The editor object: one document, one set of derived facts per map version, shared."""

from __future__ import annotations

import inspect

import pytest

import engine.analysis.facts as facts_module
import engine.lineofsight.sight as sight_module
from engine.geometry.hexes import Hex
from engine.lineofsight.sight import Sight
from gkr_studio.canvas.overlays import Overlay
from tests.studio.helpers import hover

pytestmark = pytest.mark.skipif(
    not inspect.isfunction(Sight.__init__),
    reason="counts constructions by wrapping Python __init__s (the pure engine only)",
)


@pytest.fixture
def built(monkeypatch):
    """How many sight tables and analyses were built, by wrapping their constructors
    (wherever a module imported them from, every construction is counted)."""
    counts = {"sight": 0, "analysis": 0}

    def counting(cls, key):
        real = cls.__init__

        def init(self, *args, **kwargs):
            counts[key] += 1
            real(self, *args, **kwargs)

        monkeypatch.setattr(cls, "__init__", init)

    counting(sight_module.Sight, "sight")
    counting(facts_module.MapFacts, "analysis")
    return counts


def test_one_edit_builds_one_sight_table_and_one_analysis_for_every_view(window, built):
    """The overlays (LOS and alleys on), the LOS inspector, the Checks dock and the
    hex tooltip all read the editor's facts of the new map: one edit, one of each."""
    window.overlay_actions[Overlay.LOS].setChecked(True)
    window.overlay_actions[Overlay.ALLEYS].setChecked(True)
    hover(window, "3C")
    window.inspector.set_attacker(Hex.parse("3C"))
    window.inspector.set_target(Hex.parse("6H"))
    built.update(sight=0, analysis=0)

    m = window.doc.map
    assert window.doc.apply("Rename map", m.with_info(name=m.name + " II"))

    assert built == {"sight": 1, "analysis": 1}
    sight = window.editor.sight
    assert window.overlays.sight is sight and window.inspector.sight is sight
    assert window.editor.facts.hex_info.sight is sight
    assert window.checks.report is window.report is window.editor.report
    hover(window, "4D")  # the tooltip and the LOS overlay at a new focus
    hover(window, "3C")
    assert window.view.viewport().toolTip()
    assert built == {"sight": 1, "analysis": 1}


def test_undo_and_redo_bring_fresh_facts_once_each(window, built):
    m = window.doc.map
    window.doc.apply("Rename map", m.with_info(name="Another"))
    built.update(sight=0, analysis=0)
    window.doc.undo_stack.undo()
    assert built == {"sight": 1, "analysis": 1}
    assert window.editor.facts.map is window.doc.map is m
    assert window.report.map_name == m.name
    window.doc.undo_stack.redo()
    assert built == {"sight": 2, "analysis": 2}
    assert window.report.map_name == "Another"


def test_signals_come_in_order_with_the_facts_of_the_new_map(window):
    editor = window.editor
    seen: list[tuple[str, object]] = []
    editor.documentChanged.connect(lambda d: seen.append(("document", d)))
    editor.mapChanged.connect(lambda m: seen.append(("map", editor.facts.map is m)))
    editor.reportChanged.connect(lambda r: seen.append(("report", r is editor.report)))
    window.files.new_map()
    assert [k for k, _ in seen] == ["document", "map", "report"]
    assert seen[0][1] is window.doc and seen[1][1] is True and seen[2][1] is True
    seen.clear()
    m = window.doc.map
    window.doc.apply("Rename map", m.with_info(name="Renamed"))
    assert seen == [("map", True), ("report", True)]


def test_map_level_edits_are_one_undo_step_each(window):
    """The Map properties dock's edits go through the editor, one undoable edit each."""
    editor = window.editor
    start = window.doc.undo_stack.count()
    editor.edit_info("Renamed", "Someone", "A description")
    editor.edit_description("Another description")
    assert window.doc.map.name == "Renamed" and window.doc.map.author == "Someone"
    assert window.doc.map.description == "Another description"
    assert window.doc.undo_stack.count() == start + 2
    window.doc.undo_stack.undo()
    window.doc.undo_stack.undo()
    assert window.doc.map.name != "Renamed"


def test_printing_the_sheet_reads_the_editors_analysis(window, built, tmp_path):
    """The printed sheet's checks are the editor's report of the map as it is now: a
    print (or each repaint of the print preview) runs no analysis of its own."""
    from PySide6.QtPrintSupport import QPrinter

    built.update(sight=0, analysis=0)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setResolution(150)  # the same sheet as at the PDF printer's 1200 dpi, sooner
    printer.setOutputFileName(str(tmp_path / "sheet.pdf"))
    assert window.print_to(printer)
    assert (tmp_path / "sheet.pdf").stat().st_size > 0
    assert built["analysis"] == 0
