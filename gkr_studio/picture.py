"""An exported board with its title and legend: the map's name and summary above the
board, the legend of the overlays drawn on it at its right, on white paper.

:func:`picture_size` and :func:`paint_picture` work in the units of the board drawn
``scale`` times the scene's size (pixels of a PNG, points of an SVG); a PDF page
scales the whole picture into its printable area.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from engine.mapmodel import GameMap
from gkr_studio.canvas.legend import LegendSection, legend_sections
from gkr_studio.canvas.legend_art import legend_extent, paint_legend
from gkr_studio.canvas.overlays import Overlay
from gkr_studio.i18n import translate
from gkr_studio.render_options import RenderOptions
from gkr_studio.sheet import INK, MUTED, summary_line

PAPER = QColor("white")


def shown_overlays(game_map: GameMap, options: RenderOptions) -> set[Overlay]:
    """The overlays an image of ``game_map`` shows with ``options`` (zones included)."""
    shown = {Overlay(name) for name in options.overlays} - {Overlay.ZONES}
    if options.shows_zones(game_map):
        shown.add(Overlay.ZONES)
    return shown


def export_legend(game_map: GameMap, options: RenderOptions) -> list[LegendSection]:
    """The legend of what an image drawn with ``options`` shows (none unless asked)."""
    if not options.legend:
        return []
    return legend_sections(shown_overlays(game_map, options), game_map, options.focus)


def decorated(game_map: GameMap, options: RenderOptions) -> bool:
    """Whether the board gets a title or a legend (else it is drawn alone, as before)."""
    return options.title or bool(export_legend(game_map, options))


@dataclass(frozen=True)
class _Layout:
    size: QSizeF
    board: QRectF
    legend_at: QPointF
    text_px: float


def _layout(
    scene: QGraphicsScene, game_map: GameMap, options: RenderOptions, scale: float
) -> _Layout:
    source = scene.sceneRect()
    bw, bh = source.width() * scale, source.height() * scale
    px = max(12.0, bw / 60)
    margin = px
    top = margin
    if options.title:
        top += px * 2.2 * 1.4 + px * 1.3 * 1.5 + px * 0.6
    legend = legend_extent(export_legend(game_map, options), px)
    board = QRectF(margin, top, bw, bh)
    right = board.right() + (margin + legend.width() if legend.width() else 0) + margin
    bottom = top + max(bh, legend.height()) + margin
    return _Layout(QSizeF(right, bottom), board, QPointF(board.right() + margin, top), px)


def picture_size(
    scene: QGraphicsScene, game_map: GameMap, options: RenderOptions, scale: float
) -> QSizeF:
    """The size of the decorated picture, in units of the board at ``scale``."""
    return _layout(scene, game_map, options, scale).size


def paint_picture(
    painter: QPainter,
    scene: QGraphicsScene,
    game_map: GameMap,
    options: RenderOptions,
    scale: float,
) -> None:
    """Draw the title, the board and the legend from the painter's origin."""
    lay = _layout(scene, game_map, options, scale)
    px = lay.text_px
    painter.save()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.fillRect(QRectF(QPointF(0, 0), lay.size), PAPER)
    if options.title:
        y = px
        for text, size, bold, color in (
            (game_map.name or translate("MapSummary", "Untitled map"), px * 2.2, True, INK),
            (summary_line(game_map), px * 1.3, False, MUTED),
        ):
            font = QFont("Sans Serif")
            font.setPixelSize(max(1, round(size)))
            font.setBold(bold)
            painter.setFont(font)
            painter.setPen(QPen(color))
            rect = QRectF(px, y, lay.size.width() - 2 * px, size * 1.4)
            painter.drawText(
                rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text
            )
            y = rect.bottom() + size * 0.1
    background = scene.backgroundBrush()
    scene.setBackgroundBrush(PAPER)
    scene.render(painter, lay.board, scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    scene.setBackgroundBrush(background)
    paint_legend(painter, lay.legend_at, export_legend(game_map, options), px)
    painter.restore()
