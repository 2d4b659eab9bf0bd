"""Render a map to an image file (PNG, SVG or PDF), as the studio draws it.

Used by File ▸ Export Image, File ▸ Print and ``gkr-map render``. The picture is
drawn from the map itself on a fresh scene, never from the editor's view, so it
has no hover, selection or highlight; :class:`~gkr_studio.render_options.RenderOptions`
(:mod:`gkr_studio.render_options`) choose the overlays,
the fallout zones (on by default on a fallout map), the size, and whether to lay
out a one-page *map sheet* (:mod:`gkr_studio.sheet`). Needs a Qt application
object; :func:`ensure_app` makes an offscreen one when there is no display.

Qt draws every image into memory (a :class:`QBuffer`), never into the file: its file
writers do not report a failed write (a full disk left a truncated PDF or SVG and a
success). The bytes are checked whole (a PDF ends with ``%%EOF``, an SVG with
``</svg>``, a PNG with its ``IEND`` chunk), then written by
:func:`engine.files.atomicfile.write_bytes_atomic`, which syncs them to the disk and
checks their size before renaming them into place; a failure is one line naming the
file, and nothing is left where the image should be.
"""

from __future__ import annotations

import os
import sys
from typing import Callable

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsScene

from engine.analysis import analyse
from engine.core import MapFileError, Problem
from engine.files import output_target, text_of, write_bytes_atomic
from engine.mapmodel import GameMap
from gkr_studio.canvas.board_scene import BoardScene
from gkr_studio.canvas.overlays import Overlay, OverlayController
from gkr_studio.picture import decorated, export_legend, paint_picture, picture_size
from gkr_studio.render_options import RenderOptions, image_format
from gkr_studio.sheet import PAGE_MM, paint_sheet

ENDINGS = {"png": b"IEND\xaeB`\x82", "svg": b"</svg>", "pdf": b"%%EOF"}
"""How a whole file of each format ends: a PNG with its ``IEND`` chunk (and its checksum),
an SVG with its root's closing tag, a PDF with its end-of-file marker."""
PDF_DPI = 300
"""The resolution of a PDF picture or board. Most of the drawing is vector; what Qt turns
into pixels prints the same at 300 dpi as at QPdfWriter's 1,200 (only a close zoom shows
softer lines), in an eighth of the file (0.5 MB against 3.9 MB for a board) and a third
of the time."""


def ensure_app() -> QApplication:
    """The running QApplication, or a new one (offscreen when there is no display)."""
    app = QApplication.instance()
    if app is None:
        if (
            not os.environ.get("DISPLAY")
            and not os.environ.get("WAYLAND_DISPLAY")
            and sys.platform.startswith("linux")
        ):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([sys.argv[0] if sys.argv else "gkr-studio"])
    assert isinstance(app, QApplication)
    return app


def board_scene(game_map: GameMap, options: RenderOptions | None = None) -> QGraphicsScene:
    """A fresh scene of ``game_map`` with the overlays of ``options`` (no editor marks)."""
    options = options or RenderOptions()
    scene = BoardScene()
    controller = OverlayController(scene, scene)
    controller.enabled = {Overlay(name) for name in options.overlays} - {Overlay.ZONES}
    if options.shows_zones(game_map):
        controller.enabled.add(Overlay.ZONES)
    controller.set_map(game_map)
    if options.focus is not None:
        controller.set_pinned(options.focus)
        controller.scene.overlay("pin", 0).setVisible(False)  # the pin marker is the editor's
    scene.set_map(game_map)
    controller.refresh()
    return scene


def render_map(game_map: GameMap, path: str, options: RenderOptions | None = None) -> None:
    """Draw ``game_map`` to an image file (format from the extension), written atomically."""
    ensure_app()
    options = options or RenderOptions()
    scene = board_scene(game_map, options)
    scale = options.scale
    if options.width is not None:
        scale = options.width / scene.sceneRect().width()
    write_drawing(path, lambda out, fmt: _render(game_map, scene, out, fmt, scale, options))


def thumbnail(game_map: GameMap, size: int) -> QPixmap:
    """A ``size``-pixel-wide picture of the map (zones shown on the fallout side)."""
    scene = board_scene(game_map)
    source = scene.sceneRect()
    height = max(1, round(size * source.height() / source.width()))
    pixmap = QPixmap(size, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
    )
    scene.render(painter, QRectF(pixmap.rect()), source)
    painter.end()
    return pixmap


def render_scene(scene: QGraphicsScene, path: str, scale: float = 2.0) -> None:
    """Write ``scene`` to ``path`` atomically; the format follows the extension."""
    write_drawing(path, lambda out, fmt: _render_board(scene, out, fmt, scale))


def complete_image(data: bytes, fmt: str) -> bool:
    """Whether ``data`` is a whole file of ``fmt``: it ends as that format ends
    (:data:`ENDINGS`; a PDF or an SVG may end with a line break).

    >>> complete_image(b"%PDF-1.4 ... %%EOF\\n", "pdf"), complete_image(b"<svg><g>", "svg")
    (True, False)
    """
    tail = data if fmt == "png" else data.rstrip()
    return tail.endswith(ENDINGS[fmt])


def image_bytes(path: str, draw: Callable[[QIODevice, str], bool], fmt: str | None = None) -> bytes:
    """The file ``path`` should hold: ``draw(device, fmt)`` paints it into memory and says
    whether its painter ended well; the bytes must make a whole file of the format
    (:func:`complete_image`). ``fmt``: the format, when the name does not say it (a
    printer's file). Raises :class:`MapFileError`, one line naming ``path``."""
    fmt = fmt or image_format(path)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    drawn = draw(buffer, fmt)
    buffer.close()
    data = bytes(buffer.data().data())
    if not drawn or not data:
        raise MapFileError(path, [Problem("", text_of("image"))])
    if not complete_image(data, fmt):
        raise MapFileError(
            path,
            [
                Problem(
                    "",
                    text_of("incomplete").format(
                        ending=ENDINGS[fmt].decode("latin-1") if fmt != "png" else "IEND"
                    ),
                )
            ],
        )
    return data


def write_drawing(
    path: str, draw: Callable[[QIODevice, str], bool], fmt: str | None = None
) -> None:
    """Draw the image into memory (:func:`image_bytes`) and write it through
    :func:`engine.files.atomicfile.write_bytes_atomic`, the mechanism of every output (a
    special file refused, a link followed, leftovers of killed writes tidied, the bytes
    synced and checked, errors in one line). The name is checked before the drawing."""
    if fmt is None:
        image_format(path)
    output_target(path)
    write_bytes_atomic(path, image_bytes(path, draw, fmt))


def _render(
    game_map: GameMap,
    scene: QGraphicsScene,
    out: QIODevice,
    fmt: str,
    scale: float,
    options: RenderOptions,
) -> bool:
    if options.sheet:
        return _render_sheet(game_map, scene, out, fmt, options)
    if decorated(game_map, options):
        return _render_picture(game_map, scene, out, fmt, scale, options)
    return _render_board(scene, out, fmt, scale)


def sheet_pixels(dpi: int) -> QSize:
    """The size of an A4 portrait sheet at ``dpi``."""
    return QSize(round(PAGE_MM[0] / 25.4 * dpi), round(PAGE_MM[1] / 25.4 * dpi))


def _render_sheet(
    game_map: GameMap, scene: QGraphicsScene, out: QIODevice, fmt: str, options: RenderOptions
) -> bool:
    dpi = options.dpi
    legend = export_legend(game_map, options)
    report = analyse(game_map)
    if fmt == "pdf":
        writer = QPdfWriter(out)
        writer.setResolution(dpi)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageOrientation(QPageLayout.Orientation.Portrait)
        writer.setPageMargins(QMarginsF(0, 0, 0, 0))
        writer.setTitle(f"{game_map.name}: GKR: Heavy Hitters map sheet")
        painter = QPainter(writer)
        paint_sheet(painter, QRectF(painter.viewport()), game_map, scene, report, legend)
        return painter.end()
    size = sheet_pixels(dpi if fmt == "png" else 96)
    if fmt == "svg":
        from PySide6.QtSvg import QSvgGenerator

        gen = QSvgGenerator()
        gen.setOutputDevice(out)
        gen.setSize(size)
        gen.setResolution(96)  # so the page is A4 in millimetres too
        gen.setViewBox(QRectF(0, 0, size.width(), size.height()))
        gen.setTitle(f"{game_map.name}: GKR: Heavy Hitters map sheet")
        painter = QPainter(gen)
        paint_sheet(
            painter, QRectF(0, 0, size.width(), size.height()), game_map, scene, report, legend
        )
        return painter.end()
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    paint_sheet(painter, QRectF(image.rect()), game_map, scene, report, legend)
    painter.end()
    # the format is named: a device has no file name to tell it (the stubs want bytes,
    # PySide takes the str)
    return bool(image.save(out, "PNG"))  # type: ignore[call-overload]


def _render_picture(
    game_map: GameMap,
    scene: QGraphicsScene,
    out: QIODevice,
    fmt: str,
    scale: float,
    options: RenderOptions,
) -> bool:
    """The board with its title and legend (:mod:`gkr_studio.picture`)."""
    title = f"{game_map.name}: GKR: Heavy Hitters battlefield"
    if fmt == "png":
        image = QImage(
            picture_size(scene, game_map, options, scale).toSize(), QImage.Format.Format_ARGB32
        )
        painter = QPainter(image)
        paint_picture(painter, scene, game_map, options, scale)
        painter.end()
        return bool(image.save(out, "PNG"))  # type: ignore[call-overload]  # as above
    if fmt == "svg":
        from PySide6.QtSvg import QSvgGenerator

        extent = picture_size(scene, game_map, options, 1.0)
        gen = QSvgGenerator()
        gen.setOutputDevice(out)
        gen.setSize(extent.toSize())
        gen.setViewBox(QRectF(0, 0, extent.width(), extent.height()))
        gen.setTitle(title)
        painter = QPainter(gen)
        paint_picture(painter, scene, game_map, options, 1.0)
        return painter.end()
    writer = QPdfWriter(out)
    writer.setResolution(PDF_DPI)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageOrientation(QPageLayout.Orientation.Landscape)
    writer.setPageMargins(QMarginsF(10, 10, 10, 10))
    writer.setTitle(title)
    painter = QPainter(writer)
    page = QRectF(painter.viewport())
    extent = picture_size(scene, game_map, options, 1.0)
    fit = min(page.width() / extent.width(), page.height() / extent.height())
    painter.translate(
        (page.width() - extent.width() * fit) / 2, (page.height() - extent.height() * fit) / 2
    )  # centred on the page
    painter.scale(fit, fit)
    paint_picture(painter, scene, game_map, options, 1.0)
    return painter.end()


def _render_board(scene: QGraphicsScene, out: QIODevice, fmt: str, scale: float) -> bool:
    source = scene.sceneRect()
    if fmt == "png":
        image = QImage(
            QSize(int(source.width() * scale), int(source.height() * scale)),
            QImage.Format.Format_ARGB32,
        )
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        scene.render(painter, QRectF(image.rect()), source)
        painter.end()
        return bool(image.save(out, "PNG"))  # type: ignore[call-overload]  # as above
    if fmt == "svg":
        from PySide6.QtSvg import QSvgGenerator

        gen = QSvgGenerator()
        gen.setOutputDevice(out)
        gen.setSize(QSize(int(source.width()), int(source.height())))
        gen.setViewBox(QRectF(0, 0, source.width(), source.height()))
        gen.setTitle("GKR: Heavy Hitters battlefield")
        painter = QPainter(gen)
        scene.render(painter, QRectF(0, 0, source.width(), source.height()), source)
        return painter.end()
    writer = QPdfWriter(out)
    writer.setResolution(PDF_DPI)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageOrientation(QPageLayout.Orientation.Landscape)
    writer.setPageMargins(QMarginsF(10, 10, 10, 10))
    writer.setTitle("GKR: Heavy Hitters battlefield")
    painter = QPainter(writer)
    target = QRectF(painter.viewport())
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    return painter.end()
