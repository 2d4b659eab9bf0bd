"""Render a map to an image file (PNG, SVG or PDF), as the studio draws it.

Used by File ▸ Export image and by ``gkr-map render``. Needs a Qt application
object; :func:`ensure_app` makes an offscreen one when there is no display.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from engine.errors import MapFileError, Problem
from engine.model import GameMap

FORMATS = ("png", "svg", "pdf")


def ensure_app() -> QApplication:
    """The running QApplication, or a new one (offscreen when there is no display)."""
    app = QApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") \
                and sys.platform.startswith("linux"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([sys.argv[0] if sys.argv else "gkr-studio"])
    assert isinstance(app, QApplication)
    return app


def image_format(path: str) -> str:
    """``png``, ``svg`` or ``pdf`` from the file name; raises MapFileError otherwise."""
    ext = Path(path).suffix.lower().lstrip(".")
    if ext not in FORMATS:
        raise MapFileError(path, [Problem("", "choose an image file ending in .png, .svg or"
                                              " .pdf")])
    return ext


def render_scene(scene: QGraphicsScene, path: str, scale: float = 2.0) -> None:
    """Write ``scene`` to ``path`` atomically; the format follows the extension."""
    fmt = image_format(path)
    target = Path(path)
    if target.is_dir():
        raise MapFileError(path, [Problem("", "is a folder; choose a file name")])
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise MapFileError(path, [Problem("", "cannot save: the folder does not exist")])
    source = scene.sceneRect()
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=f".{fmt}", dir=folder)
    os.close(fd)
    try:
        ok = _render(scene, source, tmp, fmt, scale)
        if not ok:
            raise MapFileError(path, [Problem("", "cannot write the image")])
        os.replace(tmp, target)
        tmp = ""
    except OSError as e:
        raise MapFileError(path, [Problem("", f"cannot save ({e.strerror or e})")]) from None
    finally:
        if tmp and os.path.exists(tmp):
            os.unlink(tmp)


def _render(scene: QGraphicsScene, source: QRectF, path: str, fmt: str, scale: float) -> bool:
    if fmt == "png":
        image = QImage(QSize(int(source.width() * scale), int(source.height() * scale)),
                       QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.TextAntialiasing)
        scene.render(painter, QRectF(image.rect()), source)
        painter.end()
        return bool(image.save(path))  # the format follows the ".png" suffix
    if fmt == "svg":
        from PySide6.QtSvg import QSvgGenerator

        gen = QSvgGenerator()
        gen.setFileName(path)
        gen.setSize(QSize(int(source.width()), int(source.height())))
        gen.setViewBox(QRectF(0, 0, source.width(), source.height()))
        gen.setTitle("GKR: Heavy Hitters battlefield")
        painter = QPainter(gen)
        scene.render(painter, QRectF(0, 0, source.width(), source.height()), source)
        return painter.end()
    writer = QPdfWriter(path)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageOrientation(QPageLayout.Orientation.Landscape)
    writer.setPageMargins(QMarginsF(10, 10, 10, 10))
    writer.setTitle("GKR: Heavy Hitters battlefield")
    painter = QPainter(writer)
    target = QRectF(painter.viewport())
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    return painter.end()


def render_map(game_map: GameMap, path: str, scale: float = 2.0) -> None:
    """Draw ``game_map`` (board, zones, buildings, starts) to an image file."""
    ensure_app()
    from gkr_studio.canvas.scene import BoardScene

    scene = BoardScene()
    scene.set_map(game_map)
    render_scene(scene, path, scale)
