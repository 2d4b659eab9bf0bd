"""A batch's charts: each seat's win rate as a bar with its 95% interval (the chart of the
Balance Playtest dialog and of the Balance dock), and each seat's mean chance to win by
round (:class:`RoundCurveChart`, beside it in the dialog)."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from engine.core import format_integer, format_percent
from engine.playtest import PlaytestResult, SeatResult
from gkr_studio import style
from gkr_studio.playtest.win_chart import percent_grid, small_font


class WinRateChart(QWidget):
    """Win rate per seat as bars with their intervals: the win rate and interval figures
    of the table beside it (:func:`engine.verdicts.figures.batch_figures`), the same in
    the Balance dock and the dialog."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcome: PlaytestResult | None = None
        self.placeholder = self.tr("Run a balance playtest")
        """What the chart says while it has no games to show."""
        self.setMinimumHeight(190)

    @staticmethod
    def estimate(seat: SeatResult) -> tuple[float, float, float]:
        """The rate drawn for a seat and its interval."""
        return seat.win_rate, seat.ci_low, seat.ci_high

    def set_result(self, result: PlaytestResult | None) -> None:
        self.outcome = result
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(44, 12, -12, -30)
        painter.setPen(QPen(QColor("#888"), 1))
        font = QFont()
        font.setPixelSize(11)
        painter.setFont(font)
        percent_grid(painter, r, range(0, 101, 25), 40, line_colour="#ddd")
        if self.outcome is None or not self.outcome.seats:
            painter.setPen(QColor("#666"))
            painter.drawText(
                r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.placeholder
            )
            painter.end()
            return
        seats = self.outcome.seats
        n = len(seats)
        fair = 1.0 / n
        y_fair = r.bottom() - r.height() * fair
        painter.setPen(QPen(QColor("#555"), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(r.left(), y_fair), QPointF(r.right(), y_fair))
        slot = r.width() / n
        for i, seat in enumerate(seats):
            x = r.left() + slot * i + slot * 0.25
            w = slot * 0.5
            rate, ci_low, ci_high = self.estimate(seat)
            top = r.bottom() - r.height() * rate
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(style.seat_color(seat.seat)))
            painter.drawRect(QRectF(x, top, w, r.bottom() - top))
            lo = r.bottom() - r.height() * ci_low
            hi = r.bottom() - r.height() * ci_high
            cx = x + w / 2
            painter.setPen(QPen(QColor("#222"), 2))
            painter.drawLine(QPointF(cx, lo), QPointF(cx, hi))
            painter.drawLine(QPointF(cx - 6, lo), QPointF(cx + 6, lo))
            painter.drawLine(QPointF(cx - 6, hi), QPointF(cx + 6, hi))
            painter.setPen(QColor("#222"))
            label = self.tr("Seat {0} ({1}) {2}").format(
                seat.seat + 1, seat.start, format_percent(rate, 0)
            )
            if painter.fontMetrics().horizontalAdvance(label) > slot - 4:
                label = f"{seat.start} {format_percent(rate, 0)}"  # a narrow chart (the dock)
            painter.drawText(
                QRectF(r.left() + slot * i, r.bottom() + 4, slot, 22),
                Qt.AlignmentFlag.AlignCenter,
                label,
            )
        painter.end()


class RoundCurveChart(QWidget):
    """A batch's mean chance to win per seat at the end of each round (one line a seat)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.curves: Sequence[Sequence[float]] = ()
        self.setMinimumHeight(120)
        self.setToolTip(
            self.tr(
                "Each seat's mean chance to win by the win model at the end"
                " of each round (a finished game counts with its result)"
            )
        )

    def set_curves(self, curves: Sequence[Sequence[float]]) -> None:
        self.curves = curves
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(small_font())
        r = QRectF(self.rect()).adjusted(40, 22, -10, -20)
        painter.setPen(QColor("#444"))
        painter.drawText(
            QRectF(r.left(), 2, r.width(), 16),
            Qt.AlignmentFlag.AlignLeft,
            self.tr("Mean chance to win, end of each round"),
        )
        percent_grid(painter, r, (0, 50, 100), 36)
        if not self.curves or not self.curves[0]:
            return
        rounds = len(self.curves[0])

        def x(k: int) -> float:
            return r.left() + r.width() * k / max(1, rounds - 1)

        labels = [self.tr("R{0}").format(format_integer(k + 1)) for k in range(rounds)]
        wide = painter.fontMetrics().horizontalAdvance(labels[-1]) + 8
        step = max(1, -(-rounds * wide // max(1, int(r.width()))))  # the labels never touch
        painter.setPen(QColor("#888"))
        for k in range(0, rounds, step):
            painter.drawText(
                QRectF(x(k) - wide / 2, r.bottom() + 2, wide, 16),
                Qt.AlignmentFlag.AlignCenter,
                labels[k],
            )
        for seat, curve in enumerate(self.curves):
            path = QPainterPath(QPointF(x(0), r.bottom() - r.height() * curve[0]))
            for k, p in enumerate(curve[1:], 1):
                path.lineTo(QPointF(x(k), r.bottom() - r.height() * p))
            painter.setPen(QPen(style.seat_color(seat), 2))
            painter.drawPath(path)
