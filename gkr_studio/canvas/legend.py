"""The legend: what each colour of the overlays and heat maps on the board means.

:func:`legend_sections` says it as data (drawn with the very colours the overlays
use, from :mod:`gkr_studio.style`); :class:`LegendBox` shows it in a corner of the
board and follows the overlay controller.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsView, QWidget

from engine.hexes import Hex
from engine.model import GameMap
from engine.zones import Side
from gkr_studio import style
from gkr_studio.canvas.items import named_teams
from gkr_studio.canvas.overlays import Overlay, OverlayController


@dataclass(frozen=True)
class LegendEntry:
    """One colour and what it means; ``outline`` draws a ring, ``line`` a stroke."""

    text: str
    fill: QColor | None = None
    outline: QColor | None = None
    line: bool = False


@dataclass(frozen=True)
class LegendSection:
    """A titled group of entries: one overlay or heat map."""

    title: str
    entries: tuple[LegendEntry, ...]


def legend_sections(enabled: set[Overlay], game_map: GameMap | None, focus: Hex | None,
                    heat: dict[Hex, int] | None = None) -> list[LegendSection]:
    """The legend of the overlays switched on (and of a heat map), in drawing order."""
    sections: list[LegendSection] = []
    seats = range(game_map.players if game_map is not None else 0)
    at = f" {focus}" if focus is not None else " the hex under the cursor"
    if Overlay.LOS in enabled:
        sections.append(LegendSection(f"Sight and cover from{at}", (
            LegendEntry("in sight, no cover", style.LOS_CLEAR),
            LegendEntry("partial cover (+1 to hit)", style.LOS_PARTIAL),
            LegendEntry("full cover: no direct fire", style.LOS_BLOCKED),
            LegendEntry("alley-shot target", outline=style.ALLEY_LINE),
        )))
    if Overlay.ALLEYS in enabled:
        sections.append(LegendSection("Alleys", (
            LegendEntry("alley with shots", style.ALLEY_LINE, line=True),
            LegendEntry("alley without a shot", style.ALLEY_WEAK, line=True),
        )))
    if Overlay.RINGS in enabled:
        sections.append(LegendSection(f"Distance from{at}", (
            LegendEntry("even distances", style.RING_SHADE),
        )))
    if Overlay.REACH in enabled:
        sections.append(LegendSection("First-move reach", tuple(
            LegendEntry(f"seat {seat + 1}; its buildings ringed" if seat == 0 else
                        f"seat {seat + 1}",
                        style.translucent(style.seat_color(seat), style.REACH_ALPHA),
                        outline=style.seat_color(seat)) for seat in seats)))
    if Overlay.TERRITORY in enabled:
        sections.append(LegendSection("Territories (nearest seat)", tuple(
            LegendEntry(f"seat {seat + 1}",
                        style.translucent(style.seat_color(seat), style.TERRITORY_ALPHA))
            for seat in seats) + (LegendEntry("shared (a tie)", style.SHARED_TERRITORY),)))
    if Overlay.ZONES in enabled and game_map is not None and game_map.side is Side.FALLOUT:
        sections.append(LegendSection("Fallout zones", tuple(
            LegendEntry(style.ZONE_NAMES[z], style.ZONE_COLORS[z]) for z in (1, 2, 3, 4))))
    if game_map is not None:
        sections += team_legend(game_map)
    if heat:
        top = max(heat.values())
        sections.append(LegendSection("Heat map (count per hex)", (
            LegendEntry("1", style.heat_color(1 / top)),
            LegendEntry(f"{max(1, top // 2)}", style.heat_color(max(1, top // 2) / top)),
            LegendEntry(f"{top} (most)", style.heat_color(1.0)),
        )))
    return sections


def team_legend(game_map: GameMap) -> list[LegendSection]:
    """The 2v2 teams' rings and badges on the start tokens, when the map names its teams."""
    teams = named_teams(game_map)
    if not teams:
        return []
    entries = []
    for k in (0, 1):
        starts = "+".join(str(game_map.starts[q]) for q, t in sorted(teams.items()) if t == k)
        entries.append(LegendEntry(f"T{k + 1}: {starts}", outline=style.team_color(k)))
    return [LegendSection("2v2 teams (named in the map)", tuple(entries))]


class LegendBox(QWidget):
    """A small legend drawn over a corner of the board view; hidden when empty."""

    SWATCH = 13
    PAD = 7

    def __init__(self, controller: OverlayController, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.sections: list[LegendSection] = []
        self.wanted = True
        """False when the user hid the legend (View ▸ Legend)."""
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._font = QFont()
        self._font.setPixelSize(11)
        self._bold = QFont(self._font)
        self._bold.setBold(True)
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Follow the overlay controller: sections, size, visibility, the board's room."""
        c = self.controller
        self.sections = legend_sections(c.enabled, c.map, c.pinned, c.heat)
        shown = bool(self.sections) and self.wanted
        self.setVisible(shown)
        self.resize(self.sizeHint())
        self.move(10, 10)
        view = self.parentWidget()
        if isinstance(view, QGraphicsView):
            # a board that fits is drawn to the right, leaving the legend its own room
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            wanted = right if shown else Qt.AlignmentFlag.AlignCenter
            if view.alignment() != wanted:
                view.setAlignment(wanted)
        self.update()

    def set_wanted(self, on: bool) -> None:
        """View ▸ Legend: show the legend when there is something to explain."""
        self.wanted = on
        self.refresh()

    def lines(self) -> int:
        """Rows drawn: each section's title and entries."""
        return sum(1 + len(s.entries) for s in self.sections)

    def sizeHint(self) -> QSize:
        from PySide6.QtGui import QFontMetrics

        bold, plain = QFontMetrics(self._bold), QFontMetrics(self._font)
        width = 0
        for section in self.sections:
            width = max(width, bold.horizontalAdvance(section.title))
            for e in section.entries:
                width = max(width, self.SWATCH + 6 + plain.horizontalAdvance(e.text))
        line = self._line_height()
        height = self.lines() * line + max(0, len(self.sections) - 1) * 4
        return QSize(width + 2 * self.PAD, height + 2 * self.PAD)

    def _line_height(self) -> int:
        return max(self.SWATCH + 3, 16)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        painter.setBrush(QBrush(QColor(250, 250, 247, 228)))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        line = self._line_height()
        y = self.PAD
        for section in self.sections:
            painter.setFont(self._bold)
            painter.setPen(QColor("#1c232d"))
            painter.drawText(QRectF(self.PAD, y, self.width(), line),
                             int(Qt.AlignmentFlag.AlignVCenter), section.title)
            y += line
            painter.setFont(self._font)
            for e in section.entries:
                self._swatch(painter, QRectF(self.PAD, y + (line - self.SWATCH) / 2,
                                             self.SWATCH, self.SWATCH), e)
                painter.setPen(QColor("#1c232d"))
                painter.drawText(QRectF(self.PAD + self.SWATCH + 6, y, self.width(), line),
                                 int(Qt.AlignmentFlag.AlignVCenter), e.text)
                y += line
            y += 4
        painter.end()

    def _swatch(self, painter: QPainter, r: QRectF, e: LegendEntry) -> None:
        if e.line:
            painter.setPen(QPen(e.fill or QColor("black"), 3))
            painter.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()))
            return
        hexagon = QPolygonF([QPointF(r.center().x() + r.width() / 2 * dx,
                                     r.center().y() + r.height() / 2 * dy)
                             for dx, dy in ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0),
                                            (-0.5, -0.87), (0.5, -0.87))])
        painter.setPen(QPen(style.HEX_LINE, 1))
        painter.setBrush(QBrush(style.HEX_FILL))
        painter.drawPolygon(hexagon)
        if e.fill is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(e.fill))
            painter.drawPolygon(hexagon)
        if e.outline is not None:
            painter.setPen(QPen(e.outline, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hexagon)
