"""Each seat's chance to win on screen, as a chess program's evaluation: a bar and a chart.

The win model (:func:`engine.bots.winmodel.win_probabilities`) reads only what every player
may see, so the bar and the chart show nothing private in a hot-seat game. :class:`WinBar`
is a slim bar above the board, a stacked segment per seat in its colour; :class:`WinChart`
draws one line per seat over the actions of the line looked at (rounds marked), with the
position looked at marked; a click goes to that action. Both follow take-backs, branches,
replays and edited positions: the values come from the history's states, each node's kept
(:class:`~engine.selfplay.win_curve.HistoryChances`), so stepping about costs nothing.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QToolTip, QVBoxLayout, QWidget

from engine.bots.winmodel import win_probabilities
from engine.core import format_integer, format_percent
from engine.game import GameState, observe, team_of
from engine.playtest import Chances, HistoryChances
from gkr_studio import style
from gkr_studio.playtest.session import PlaytestSession

BAR_HEIGHT = 22
CHART_LEAST_HEIGHT = 56
"""The chart's least height: with its line of text the Win chance dock needs no more room
than the Players table it shares a tab with, so the window keeps to a 768-pixel screen."""


def seat_name(seat: int) -> str:
    return f"P{seat + 1}"


def chances_text(chances: Chances, places: int = 1) -> str:
    """``P1 52.3% · P2 47.7%``."""
    return " · ".join(f"{seat_name(s)} {format_percent(p, places)}" for s, p in enumerate(chances))


def chances_html(chances: Chances) -> str:
    """:func:`chances_text` with each seat's name in its colour (a legend of the chart)."""
    return " · ".join(
        f"<b style='color:{style.seat_color(s).darker(115).name()}'>"
        f"{seat_name(s)}</b> {format_percent(p)}"
        for s, p in enumerate(chances)
    )


def small_font() -> QFont:
    font = QFont()
    font.setPixelSize(11)
    return font


def percent_grid(
    painter: QPainter,
    r: QRectF,
    levels: Sequence[int],
    label_width: float,
    line_colour: str = "#e4e4e4",
    middle_colour: str | None = None,
) -> None:
    """The horizontal lines of a chart of chances at ``levels`` (percent) across the plot
    area ``r``, each labelled at the left (``50 %`` in French) within ``label_width``;
    the 50% line in ``middle_colour`` when given."""
    for k in levels:
        y = r.bottom() - r.height() * k / 100
        colour = middle_colour if k == 50 and middle_colour is not None else line_colour
        painter.setPen(QPen(QColor(colour), 1))
        painter.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
        painter.setPen(QColor("#666"))
        painter.drawText(
            QRectF(0, y - 8, label_width, 16),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            format_percent(k / 100, 0),
        )


def sides_of(state: GameState) -> list[tuple[int, ...]]:
    """The sides that win together: the teams of a 2v2 game (each seat's chance is its
    team's), else each seat alone."""
    return sorted({team_of(state, q) for q in range(len(state.players))})


class WinBar(QWidget):
    """Each side's chance to win now: one bar, a segment per seat (per team in a 2v2 game)
    in its colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chances: Chances = ()
        self.segments: list[tuple[tuple[int, ...], float]] = []
        """Each side's seats and chance, as drawn from left to right."""
        self.setFixedHeight(BAR_HEIGHT)

    def show_chances(
        self, chances: Chances, where: str, sides: Sequence[tuple[int, ...]] | None = None
    ) -> None:
        """Show ``chances``, a segment per side of ``sides`` (default: each seat);
        ``where`` says which position they are of (the tooltip)."""
        self.chances = chances
        self.segments = [
            (side, chances[side[0]]) for side in (sides or [(q,) for q in range(len(chances))])
        ]
        self.setToolTip(
            self.tr("Chance to win by the win model (public information only), {0}:\n{1}").format(
                where, chances_text(chances)
            )
        )
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setFont(small_font())
        r = QRectF(self.rect()).adjusted(1, 2, -1, -2)
        x = r.left()
        for side, p in self.segments:
            w = r.width() * p
            segment = QRectF(x, r.top(), w, r.height())
            painter.fillRect(segment, style.seat_color(side[0]))
            text = f"{'+'.join(seat_name(q) for q in side)} {format_percent(p, 0)}"
            if painter.fontMetrics().horizontalAdvance(text) + 6 < w:
                painter.setPen(Qt.GlobalColor.white)
                painter.drawText(segment, Qt.AlignmentFlag.AlignCenter, text)
            x += w
        painter.setPen(QPen(QColor("#666"), 1))
        painter.drawRect(r)


class WinChart(QWidget):
    """Each seat's chance to win after every action of the line looked at."""

    nodeChosen = Signal(int)
    """A click on the chart: the history node of the action there."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[int, Chances]] = []
        """The line's nodes with their chances, from the start."""
        self.rounds: list[int] = []
        """The round each point's action was taken in (0: the setup)."""
        self.at = 0
        """The index of the position looked at in :attr:`points`."""
        self.setMinimumHeight(CHART_LEAST_HEIGHT)
        self.setMouseTracking(True)

    def show_line(self, points: list[tuple[int, Chances]], rounds: list[int], at: int) -> None:
        self.points, self.rounds, self.at = points, rounds, at
        self.update()

    def plot_area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(40, 8, -10, -20)

    def _x(self, k: int, r: QRectF) -> float:
        return r.left() + r.width() * k / max(1, len(self.points) - 1)

    def index_at(self, x: float) -> int:
        r = self.plot_area()
        k = round((x - r.left()) / r.width() * max(1, len(self.points) - 1))
        return min(max(k, 0), len(self.points) - 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(small_font())
        r = self.plot_area()
        percent_grid(painter, r, (0, 50, 100), 36, middle_colour="#ccc")
        if not self.points:
            return
        last_round = -1
        for k, rnd in enumerate(self.rounds):  # a round begins: a light line and its name
            if rnd != last_round and rnd >= 1:
                x = self._x(k, r)
                painter.setPen(QPen(QColor("#eee"), 1))
                painter.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
                painter.setPen(QColor("#888"))
                painter.drawText(
                    QRectF(x - 14, r.bottom() + 2, 28, 16),
                    Qt.AlignmentFlag.AlignCenter,
                    self.tr("R{0}").format(format_integer(rnd)),
                )
            last_round = rnd
        x_at = self._x(self.at, r)
        painter.setPen(QPen(QColor("#444"), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(x_at, r.top()), QPointF(x_at, r.bottom()))
        for seat in range(len(self.points[0][1])):
            path = QPainterPath()
            for k, (_node, chances) in enumerate(self.points):
                point = QPointF(self._x(k, r), r.bottom() - r.height() * chances[seat])
                if k == 0:
                    path.moveTo(point)
                else:
                    path.lineTo(point)
            painter.setPen(QPen(style.seat_color(seat), 2))
            painter.drawPath(path)
            y = r.bottom() - r.height() * self.points[self.at][1][seat]
            painter.setBrush(style.seat_color(seat))
            painter.drawEllipse(QPointF(x_at, y), 3.5, 3.5)
            painter.setBrush(Qt.BrushStyle.NoBrush)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.points:
            k = self.index_at(event.position().x())
            text = self.tr("Action {0}, round {1}: {2}").format(
                format_integer(k), format_integer(self.rounds[k]), chances_text(self.points[k][1])
            )
            QToolTip.showText(event.globalPosition().toPoint(), text, self)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.points and event.button() == Qt.MouseButton.LeftButton:
            self.nodeChosen.emit(self.points[self.index_at(event.position().x())][0])


class WinChancePanel(QWidget):
    """The Win chance dock: the chances now in words and the chart over the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kept = HistoryChances()
        self.now = QLabel()
        self.now.setWordWrap(True)
        self.now.setTextFormat(Qt.TextFormat.RichText)
        self.chart = WinChart()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.addWidget(self.now)
        layout.addWidget(self.chart, 1)
        self.chances: Chances = ()
        """The chances of the position looked at (the draft's while it is edited)."""
        self.where = ""
        """Which position they are of, in words."""

    def keep(self, kept: HistoryChances) -> None:
        """Use chances kept already (a game file's, noted as its replay was recorded)."""
        self.kept = kept

    def show_session(self, session: PlaytestSession) -> Chances:
        """Show the session's line and position; returns the position's chances."""
        history = session.history
        points = self.kept.along(history)
        nodes = [n for n, _c in points]
        rounds = [history.nodes[n].round for n in nodes]
        at = nodes.index(history.current)
        self.chart.show_line(points, rounds, at)
        state = session.state
        if session.editing is not None:
            self.chances = win_probabilities(observe(state, 0))
            where = self.tr("the position being edited")
        else:
            self.chances = points[at][1]
            where = self.tr("after action {0} (round {1})").format(
                format_integer(at), format_integer(state.round)
            )
        self.now.setText(
            self.tr("Chance to win {0}: {1}").format(where, chances_html(self.chances))
        )
        self.where = where
        return self.chances
