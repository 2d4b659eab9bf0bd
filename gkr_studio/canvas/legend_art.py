"""The legend drawn on any painter at any size: exported images, map sheets, prints.

The sections come from :func:`gkr_studio.canvas.legend.legend_sections` (the same
data the legend over the board shows); ``px`` is the size of the entries' text in the
painter's units, and every other length follows from it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen

from gkr_studio.canvas.legend import LegendSection, paint_swatch

INK = QColor("#1c232d")


def _fonts(px: float) -> tuple[QFont, QFont]:
    plain = QFont("Sans Serif")
    plain.setPixelSize(max(1, round(px)))
    bold = QFont(plain)
    bold.setBold(True)
    return plain, bold


def _metrics(px: float) -> tuple[float, float, float]:
    """(swatch, line height, padding) for text of ``px``."""
    swatch = px * 1.2
    return swatch, max(swatch + 0.3 * px, px * 1.5), px * 0.65


def legend_extent(sections: Sequence[LegendSection], px: float) -> QSizeF:
    """The size of the legend box (nothing when there are no sections)."""
    if not sections:
        return QSizeF(0, 0)
    plain, bold = _fonts(px)
    fm_plain, fm_bold = QFontMetricsF(plain), QFontMetricsF(bold)
    swatch, line, pad = _metrics(px)
    width = 0.0
    for section in sections:
        width = max(width, fm_bold.horizontalAdvance(section.title))
        for e in section.entries:
            width = max(width, swatch + 0.5 * px + fm_plain.horizontalAdvance(e.text))
    rows = sum(1 + len(s.entries) for s in sections)
    height = rows * line + (len(sections) - 1) * 0.35 * px
    return QSizeF(width + 2 * pad, height + 2 * pad)


def paint_legend(
    painter: QPainter, at: QPointF, sections: Sequence[LegendSection], px: float
) -> QRectF:
    """Draw the legend box with its top-left corner at ``at``; returns its rectangle."""
    size = legend_extent(sections, px)
    box = QRectF(at, size)
    if not sections:
        return box
    plain, bold = _fonts(px)
    swatch, line, pad = _metrics(px)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(0, 0, 0, 90), max(1.0, px / 11)))
    painter.setBrush(QBrush(QColor(250, 250, 247)))
    painter.drawRoundedRect(box, px / 2, px / 2)
    y = box.top() + pad
    left = box.left() + pad
    for section in sections:
        painter.setFont(bold)
        painter.setPen(INK)
        painter.drawText(
            QRectF(left, y, size.width(), line), int(Qt.AlignmentFlag.AlignVCenter), section.title
        )
        y += line
        painter.setFont(plain)
        for e in section.entries:
            paint_swatch(painter, QRectF(left, y + (line - swatch) / 2, swatch, swatch), e, px)
            painter.setPen(INK)
            painter.drawText(
                QRectF(left + swatch + 0.5 * px, y, size.width(), line),
                int(Qt.AlignmentFlag.AlignVCenter),
                e.text,
            )
            y += line
        y += 0.35 * px
    painter.restore()
    return box
