"""A map sheet: one page to share or print — the title, author, players and side, the
board, and the checks summary.

:func:`paint_sheet` draws it on any painter (an image, an SVG, a PDF page, a printer),
so every output is the same page.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from engine.analysis import Report
from engine.geometry import Side
from engine.mapmodel import GameMap
from gkr_studio.canvas.legend import LegendSection
from gkr_studio.canvas.legend_art import legend_extent, paint_legend
from gkr_studio.i18n import translate

PAGE_MM = (210.0, 297.0)
"""A4 portrait, in millimetres."""
MAX_CHECK_LINES = 14
INK = QColor("#1c232d")
MUTED = QColor("#5a5e57")
STATUS_COLORS = {
    "ok": QColor("#2f9e44"),
    "warning": QColor("#e8890c"),
    "error": QColor("#e03131"),
    "info": QColor("#1c7ed6"),
}


def players_and_side(game_map: GameMap) -> str:
    """``"4 players · standard side"``, in the studio's language."""
    players = (
        translate("MapSummary", "{0} player")
        if game_map.players == 1
        else translate("MapSummary", "{0} players")
    ).format(game_map.players)
    side = (
        translate("MapSummary", "fallout side")
        if game_map.side is Side.FALLOUT
        else translate("MapSummary", "standard side")
    )
    return f"{players} · {side}"


def summary_line(game_map: GameMap) -> str:
    """``"4 players · standard side · 10 buildings"``, in the studio's language."""
    n = len(game_map.buildings)
    buildings = (
        translate("MapSummary", "{0} building")
        if n == 1
        else translate("MapSummary", "{0} buildings")
    ).format(n)
    return f"{players_and_side(game_map)} · {buildings}"


def check_lines(report: Report) -> list[tuple[str, str]]:
    """(status, text) for each check: problems first, then the checks that pass."""
    problems = [(c.severity.value, f"{c.id}: {c.message}") for c in report.checks if not c.ok]
    passing = [("ok", f"{c.id}: {c.message}") for c in report.checks if c.ok]
    return problems + passing


def paint_sheet(
    painter: QPainter,
    page: QRectF,
    game_map: GameMap,
    scene: QGraphicsScene,
    report: Report,
    legend: Sequence[LegendSection] = (),
) -> None:
    """Draw the map sheet of ``game_map`` (its board drawn by ``scene``) into ``page``,
    with the ``legend`` of its overlays beside the board when there is one."""
    unit = page.width() / 100.0  # one hundredth of the page's width
    margin = 6 * unit
    inner = page.adjusted(margin, margin, -margin, -margin)
    painter.save()
    painter.fillRect(page, QColor("white"))
    y = inner.top()
    y = _text(
        painter,
        inner,
        y,
        game_map.name or translate("MapSummary", "Untitled map"),
        5.2 * unit,
        True,
        INK,
    )
    if game_map.author:
        y = _text(
            painter,
            inner,
            y,
            translate("MapSummary", "by {0}").format(game_map.author),
            2.6 * unit,
            False,
            MUTED,
        )
    y = _text(painter, inner, y + unit, summary_line(game_map), 2.6 * unit, True, INK)
    if game_map.description:
        y = _text(
            painter,
            inner,
            y + 0.5 * unit,
            game_map.description,
            2.2 * unit,
            False,
            MUTED,
            wrap=True,
        )
    y += 2 * unit
    lines = check_lines(report)[:MAX_CHECK_LINES]
    text_width = inner.width() - 3 * unit
    check_font = _font(1.8 * unit, False)
    painter.setFont(check_font)
    heights = [_wrapped_height(painter, text, text_width) for _status, text in lines]
    checks_height = 2.6 * unit * 1.5 + sum(heights) + 0.6 * unit * len(lines) + 2 * unit
    board_area = QRectF(inner.left(), y, inner.width(), inner.bottom() - y - checks_height)
    legend_px = 1.6 * unit
    legend_size = legend_extent(legend, legend_px)
    if legend:
        board_area.setRight(board_area.right() - legend_size.width() - unit)
    source = scene.sceneRect()
    scale = min(board_area.width() / source.width(), board_area.height() / source.height())
    w, h = source.width() * scale, source.height() * scale
    target = QRectF(board_area.left() + (board_area.width() - w) / 2, board_area.top(), w, h)
    background = scene.backgroundBrush()
    scene.setBackgroundBrush(QColor("white"))  # paper, not the editor's dark surround
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    scene.setBackgroundBrush(background)
    if legend:
        paint_legend(
            painter,
            QPointF(inner.right() - legend_size.width(), board_area.top()),
            legend,
            legend_px,
        )
    y = target.bottom() + 2 * unit
    problems = sum(1 for c in report.checks if not c.ok)
    heading = (
        translate("MapSummary", "Checks: all pass")
        if not problems
        else (
            translate("MapSummary", "Checks: {0} problem")
            if problems == 1
            else translate("MapSummary", "Checks: {0} problems")
        ).format(problems)
    )
    y = _text(painter, inner, y, heading, 2.6 * unit, True, INK)
    for (status, text), height in zip(lines, heights):
        painter.setPen(QPen(STATUS_COLORS.get(status, INK)))
        mark = QRectF(inner.left(), y + 0.5 * unit, 1.6 * unit, 1.6 * unit)
        painter.setBrush(STATUS_COLORS.get(status, INK))
        painter.drawEllipse(mark)
        painter.setFont(check_font)
        painter.setPen(QPen(INK))
        painter.drawText(
            QRectF(inner.left() + 3 * unit, y, text_width, height),
            int(Qt.TextFlag.TextWordWrap),
            text,
        )
        y += height + 0.6 * unit
    painter.restore()


def _font(size: float, bold: bool) -> QFont:
    font = QFont("Sans Serif")
    font.setPixelSize(max(1, int(size)))
    font.setBold(bold)
    return font


def _wrapped_height(painter: QPainter, text: str, width: float) -> float:
    """The height of ``text`` wrapped to ``width`` in the painter's font."""
    return painter.boundingRect(
        QRectF(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text
    ).height()


def _text(
    painter: QPainter,
    area: QRectF,
    y: float,
    text: str,
    size: float,
    bold: bool,
    color: QColor,
    wrap: bool = False,
) -> float:
    """Draw one line (or a wrapped paragraph) at ``y``; returns the ``y`` below it."""
    painter.setFont(_font(size, bold))
    painter.setPen(QPen(color))
    rect = QRectF(area.left(), y, area.width(), size * 1.5)
    if wrap:
        bound = painter.boundingRect(
            QRectF(area.left(), y, area.width(), size * 20), int(Qt.TextFlag.TextWordWrap), text
        )
        painter.drawText(bound, int(Qt.TextFlag.TextWordWrap), text)
        return bound.bottom() + size * 0.3
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
    return rect.bottom()
