"""File ▸ Export Image, Print and Print Preview: the options dialog, the printed sheet,
and the controller the main window hands these commands to.

All draw from the map on a fresh scene (:mod:`gkr_studio.render`), so what is
written or printed never carries the editor's hover, selection or highlights. The
export options chosen are remembered (in the studio's settings) for the next export;
the overlays follow the board's, and the file name follows the map's file.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QIODevice, QObject, QRectF, QSettings
from PySide6.QtGui import QPagedPaintDevice, QPainter, QPdfWriter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.analysis import Report, analyse
from engine.core import GkrError
from engine.files import MAP_SUFFIX
from engine.geometry import Hex
from engine.mapmodel import GameMap
from gkr_studio.canvas.overlays import Overlay, OverlayController
from gkr_studio.document import MapDocument
from gkr_studio.picture import export_legend
from gkr_studio.render import board_scene, render_map, write_drawing
from gkr_studio.render_options import FORMATS, MAX_DPI, MAX_WIDTH, MIN_DPI, MIN_WIDTH, RenderOptions
from gkr_studio.sheet import paint_sheet

BOARD_OVERLAYS = tuple(o for o in Overlay if o is not Overlay.ZONES)
"""The overlays an export may include (the zones have their own switch)."""


IMAGE_FILTERS = {
    "png": "PNG image (*.png)",
    "svg": "SVG drawing (*.svg)",
    "pdf": "PDF document (*.pdf)",
}


def name_stem(name: str) -> str:
    """A file name for a map name: ``"Crackshot Alley"`` → ``"crackshot-alley"``."""
    stem = "".join(c if c.isalnum() or c in "-_ " else "" for c in name).strip()
    return stem.lower().replace(" ", "-") or "untitled"


def file_stem(path: str | None, map_name: str) -> str:
    """The name an export of a map gets: its file's (``twin-towers.gkrmap.json`` →
    ``twin-towers``), or one made from the map's name when it has no file."""
    if path:
        name = Path(path).name
        for suffix in (MAP_SUFFIX, ".json"):
            if name.endswith(suffix) and len(name) > len(suffix):
                return name[: -len(suffix)]
        return Path(name).stem or name_stem(map_name)
    return name_stem(map_name)


def _flag(settings: QSettings | None, key: str, default: bool) -> bool:
    value = settings.value(key, default) if settings is not None else default
    return value if isinstance(value, bool) else str(value).lower() == "true"


def _number(settings: QSettings | None, key: str, default: int) -> int:
    try:
        return int(str(settings.value(key, default))) if settings is not None else default
    except ValueError:
        return default


class ExportDialog(QDialog):
    """Choose what an exported image shows: overlays, zones, title and legend, sheet or
    board, size. With ``settings``, it starts from the choices of the last export (the
    overlays start from the board's)."""

    def __init__(
        self,
        game_map: GameMap,
        enabled: set[Overlay],
        focus: Hex | None,
        parent: QWidget | None = None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Export image"))
        self.focus = focus
        self.overlay_boxes: dict[Overlay, QCheckBox] = {}
        group = QGroupBox(self.tr("Overlays"))
        g = QVBoxLayout(group)
        for overlay in BOARD_OVERLAYS:
            box = QCheckBox(overlay.label)
            box.setChecked(overlay in enabled)
            if overlay in (Overlay.LOS, Overlay.RINGS) and focus is None:
                box.setChecked(False)
                box.setEnabled(False)
                box.setToolTip(self.tr("Pin a hex first (P): these overlays are drawn from it"))
            g.addWidget(box)
            self.overlay_boxes[overlay] = box
        self.zones = QCheckBox(self.tr("Fallout zones"))
        fallout = RenderOptions().shows_zones(game_map)
        self.zones.setChecked(fallout and _flag(settings, "export/zones", True))
        self.zones.setEnabled(fallout)
        if not fallout:
            self.zones.setToolTip(self.tr("Zones belong to the fallout side"))
        g.addWidget(self.zones)
        self.sheet = QCheckBox(
            self.tr(
                "Map sheet: title, author, players, side, the board and the checks on one A4 page"
            )
        )
        self.width_box = QSpinBox()
        self.width_box.setRange(MIN_WIDTH, MAX_WIDTH)
        self.width_box.setValue(_number(settings, "export/width", 1600))
        self.width_box.setSuffix(self.tr(" px"))
        self.dpi_box = QSpinBox()
        self.dpi_box.setRange(MIN_DPI, MAX_DPI)
        self.dpi_box.setValue(_number(settings, "export/dpi", 150))
        self.dpi_box.setSuffix(self.tr(" dpi"))
        self.sheet.toggled.connect(self._sheet_toggled)
        self.title = QCheckBox(
            self.tr("Title: the map's name, players, side and buildings above the board")
        )
        self.title.setChecked(_flag(settings, "export/title", True))
        self.legend = QCheckBox(self.tr("Legend of the overlays beside the board"))
        self.legend.setChecked(_flag(settings, "export/legend", True))
        form = QFormLayout()
        form.addRow(self.tr("Board width (PNG)"), self.width_box)
        form.addRow(self.tr("Sheet resolution"), self.dpi_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(group)
        layout.addWidget(self.title)
        layout.addWidget(self.legend)
        layout.addWidget(self.sheet)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.sheet.setChecked(_flag(settings, "export/sheet", False))
        self._sheet_toggled(self.sheet.isChecked())

    def _sheet_toggled(self, on: bool) -> None:
        self.width_box.setEnabled(not on)
        self.dpi_box.setEnabled(on)
        self.title.setEnabled(not on)  # a sheet always has its title

    def remember(self) -> None:
        """Keep the choices for the next export (this session and the next ones)."""
        if self.settings is None:
            return
        for key, value in (
            ("sheet", self.sheet.isChecked()),
            ("title", self.title.isChecked()),
            ("legend", self.legend.isChecked()),
            ("width", self.width_box.value()),
            ("dpi", self.dpi_box.value()),
        ):
            self.settings.setValue(f"export/{key}", value)
        if self.zones.isEnabled():
            self.settings.setValue("export/zones", self.zones.isChecked())

    def options(self) -> RenderOptions:
        """The options as chosen."""
        return RenderOptions(
            overlays=frozenset(o.value for o, box in self.overlay_boxes.items() if box.isChecked()),
            zones=self.zones.isChecked(),
            focus=self.focus,
            sheet=self.sheet.isChecked(),
            width=None if self.sheet.isChecked() else self.width_box.value(),
            dpi=self.dpi_box.value(),
            title=self.title.isChecked() and not self.sheet.isChecked(),
            legend=self.legend.isChecked(),
        )


def print_sheet(
    printer: QPagedPaintDevice,
    game_map: GameMap,
    options: RenderOptions,
    report: Report | None = None,
) -> bool:
    """Print the map sheet of ``game_map`` on ``printer`` (one page; a printer, or a PDF
    writer for a printer's file); ``report``: the map's analysis when the caller has it
    (the editor's), else it is run here."""
    scene = board_scene(game_map, options)
    painter = QPainter()
    if not painter.begin(printer):
        return False
    page = QRectF(painter.viewport())
    paint_sheet(
        painter,
        page,
        game_map,
        scene,
        report if report is not None else analyse(game_map),
        export_legend(game_map, options),
    )
    return painter.end()


class ExportHost(Protocol):
    """What the export controller uses of the main window."""

    settings: QSettings
    suggested_path: str | None

    @property
    def doc(self) -> MapDocument: ...

    @property
    def report(self) -> Report: ...

    @property
    def overlays(self) -> OverlayController: ...

    def show_status(self, text: str) -> None: ...

    def show_error(self, title: str, text: str) -> None: ...


class ExportController(QObject):
    """File ▸ Export Image, Print and Print Preview of the window's map."""

    def __init__(self, host: ExportHost, window: QWidget) -> None:
        super().__init__(window)
        self.host = host
        self.window = window

    def options(self) -> RenderOptions:
        """What the board shows now: its overlays, the pinned hex, the zones of a
        fallout map (no title or legend)."""
        o = self.host.overlays
        return RenderOptions(overlays=frozenset(x.value for x in o.enabled), focus=o.pinned)

    def print_options(self) -> RenderOptions:
        """The sheet printed: the board's overlays with their legend."""
        return dataclasses.replace(self.options(), legend=True)

    def default_path(self) -> str:
        """Where an export is offered: the last export's folder (else the map's, else
        the last folder used) and format, named after the map's file."""
        s = self.host.settings
        doc = self.host.doc
        source = doc.path or self.host.suggested_path
        folder = (
            str(s.value("export/dir", "") or "")
            or (str(Path(source).parent) if source else "")
            or str(s.value("last_dir", str(Path.home())))
        )
        fmt = str(s.value("export/format", "png"))
        fmt = fmt if fmt in FORMATS else "png"
        return str(Path(folder) / f"{file_stem(source, doc.map.name)}.{fmt}")

    def export_dialog(self) -> bool:
        """File ▸ Export Image: the options, then the file."""
        o = self.host.overlays
        dialog = ExportDialog(
            self.host.doc.map, o.enabled, o.pinned, self.window, self.host.settings
        )
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        dialog.remember()
        path = self.ask_path(self.default_path())
        return bool(path) and self.export_image(path, dialog.options())

    def ask_path(self, start: str) -> str:
        fmt = Path(start).suffix.lstrip(".")
        filters = [IMAGE_FILTERS[fmt]] + [f for k, f in IMAGE_FILTERS.items() if k != fmt]
        path, _filter = QFileDialog.getSaveFileName(
            self.window, self.tr("Export image"), start, ";;".join(filters)
        )
        return path

    def export_image(self, path: str, options: RenderOptions | None = None) -> bool:
        """Write the map to PNG, SVG or PDF, drawn afresh from the map."""
        try:
            render_map(self.host.doc.map, path, options or self.options())
        except GkrError as e:
            self.host.show_error(self.tr("Cannot export image"), str(e))
            return False
        fmt = Path(path).suffix.lower().lstrip(".")
        if fmt in FORMATS:
            self.host.settings.setValue("export/format", fmt)
        self.host.settings.setValue("export/dir", str(Path(path).resolve().parent))
        self.host.show_status(self.tr("Exported {0}").format(path))
        return True

    def print_dialog(self) -> bool:
        """File ▸ Print: the map sheet through Qt's print dialog."""
        from PySide6.QtPrintSupport import QPrintDialog

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        return self.print_to(printer)

    def print_to(self, printer: QPrinter) -> bool:
        """Print the map sheet (title, players, side, board, legend, checks); to a file
        when the print dialog chose one (:meth:`print_to_file`)."""
        if printer.outputFormat() is QPrinter.OutputFormat.PdfFormat and printer.outputFileName():
            return self.print_to_file(printer)
        if not print_sheet(printer, self.host.doc.map, self.print_options(), self.host.report):
            self.host.show_error(
                self.tr("Cannot print"), self.tr("The printer could not be started.")
            )
            return False
        self.host.show_status(self.tr("Printed the map sheet"))
        return True

    def print_to_file(self, printer: QPrinter) -> bool:
        """Print to the PDF file the print dialog chose: drawn into memory on the printer's
        page, resolution and document name, then written as every output is
        (:func:`gkr_studio.render.write_drawing`: synced, checked whole, renamed into
        place). A failed write (a full disk) is one line in a message box, and leaves
        nothing where the file should be."""
        path = printer.outputFileName()

        def draw(out: QIODevice, _fmt: str) -> bool:
            writer = QPdfWriter(out)
            writer.setResolution(printer.resolution())
            writer.setPageLayout(printer.pageLayout())
            writer.setTitle(printer.docName())
            return print_sheet(writer, self.host.doc.map, self.print_options(), self.host.report)

        try:
            write_drawing(path, draw, "pdf")
        except GkrError as e:
            self.host.show_error(self.tr("Cannot print"), str(e))
            return False
        self.host.show_status(self.tr("Printed the map sheet to {0}").format(path))
        return True

    def preview_dialog(self) -> QPrintPreviewDialog:
        """File ▸ Print Preview: the map sheet as it would print, page set-up included."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintPreviewDialog(printer, self.window)
        self._preview_printer = printer  # the dialog does not own it: it must outlive it
        dialog.setWindowTitle(self.tr("Print Preview: {0}").format(self.host.doc.display_name))
        dialog.paintRequested.connect(
            lambda p: print_sheet(p, self.host.doc.map, self.print_options(), self.host.report)
        )
        return dialog

    def print_preview(self) -> None:
        self.preview_dialog().exec()
