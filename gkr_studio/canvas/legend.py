"""The legend: what each colour of the overlays and heat maps on the board means.

:func:`legend_sections` says it as data (drawn with the very colours the overlays
use, from :mod:`gkr_studio.style`); :class:`LegendBox` shows it in a corner of the
board and follows the overlay controller.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsView, QLabel, QWidget

from engine.geometry import Hex, Side
from engine.mapmodel import GameMap
from gkr_studio import style
from gkr_studio.canvas.board_items import named_teams
from gkr_studio.canvas.overlays import Overlay, OverlayController
from gkr_studio.i18n import translate


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


def legend_sections(
    enabled: set[Overlay],
    game_map: GameMap | None,
    focus: Hex | None,
    heat: dict[Hex, int] | None = None,
    heat_title: str | None = None,
) -> list[LegendSection]:
    """The legend of the overlays switched on (and of a heat map, under ``heat_title``),
    in drawing order, in the studio's language."""
    sections: list[LegendSection] = []
    seats = range(game_map.players if game_map is not None else 0)
    if Overlay.LOS in enabled:
        title = (
            translate("Legend", "Sight and cover from the hex under the cursor")
            if focus is None
            else translate("Legend", "Sight and cover from {0}").format(focus)
        )
        sections.append(
            LegendSection(
                title,
                (
                    LegendEntry(translate("Legend", "in sight, no cover"), style.LOS_CLEAR),
                    LegendEntry(
                        translate("Legend", "partial cover (+1 to hit)"), style.LOS_PARTIAL
                    ),
                    LegendEntry(
                        translate("Legend", "full cover: no direct fire"), style.LOS_BLOCKED
                    ),
                    LegendEntry(translate("Legend", "alley-shot target"), outline=style.ALLEY_LINE),
                ),
            )
        )
    if Overlay.ALLEYS in enabled:
        sections.append(
            LegendSection(
                translate("Legend", "Alleys"),
                (
                    LegendEntry(
                        translate("Legend", "alley with shots"), style.ALLEY_LINE, line=True
                    ),
                    LegendEntry(
                        translate("Legend", "alley without a shot"), style.ALLEY_WEAK, line=True
                    ),
                ),
            )
        )
    if Overlay.RINGS in enabled:
        title = (
            translate("Legend", "Distance from the hex under the cursor")
            if focus is None
            else translate("Legend", "Distance from {0}").format(focus)
        )
        sections.append(
            LegendSection(
                title, (LegendEntry(translate("Legend", "even distances"), style.RING_SHADE),)
            )
        )
    if Overlay.REACH in enabled:
        first = translate("Legend", "seat {0}; its buildings ringed")
        other = translate("Legend", "seat {0}")
        sections.append(
            LegendSection(
                translate("Legend", "First-move reach"),
                tuple(
                    LegendEntry(
                        (first if seat == 0 else other).format(seat + 1),
                        style.translucent(style.seat_color(seat), style.REACH_ALPHA),
                        outline=style.seat_color(seat),
                    )
                    for seat in seats
                ),
            )
        )
    if Overlay.TERRITORY in enabled:
        shared = LegendEntry(translate("Legend", "shared (a tie)"), style.SHARED_TERRITORY)
        sections.append(
            LegendSection(
                translate("Legend", "Territories (nearest seat)"),
                tuple(
                    LegendEntry(
                        translate("Legend", "seat {0}").format(seat + 1),
                        style.translucent(style.seat_color(seat), style.TERRITORY_ALPHA),
                    )
                    for seat in seats
                )
                + (shared,),
            )
        )
    if Overlay.ZONES in enabled and game_map is not None and game_map.side is Side.FALLOUT:
        zone = translate("Legend", "Zone {0}")
        names = {
            1: translate("Legend", "Zone 1 (outer ring)"),
            2: zone.format(2),
            3: zone.format(3),
            4: translate("Legend", "Zone 4 (centre)"),
        }
        sections.append(
            LegendSection(
                translate("Legend", "Fallout zones"),
                tuple(LegendEntry(names[z], style.ZONE_COLORS[z]) for z in (1, 2, 3, 4)),
            )
        )
    if game_map is not None:
        sections += team_legend(game_map)
    if heat:
        top = max(heat.values())
        title = heat_title or translate("Legend", "Heat map (count per hex)")
        sections.append(
            LegendSection(
                title,
                (
                    LegendEntry("1", style.heat_color(1 / top)),
                    LegendEntry(f"{max(1, top // 2)}", style.heat_color(max(1, top // 2) / top)),
                    LegendEntry(
                        translate("Legend", "{0} (most)").format(top), style.heat_color(1.0)
                    ),
                ),
            )
        )
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
    return [LegendSection(translate("Legend", "2v2 teams (named in the map)"), tuple(entries))]


class LegendBox(QWidget):
    """The legend, drawn in a column of its own beside the board (see
    :func:`board_with_legend`): it never covers a hex, and as overlays come and go only
    its text changes, never the board's place."""

    SWATCH = 13
    PAD = 7
    WIDTH = 190
    """The legend column's width: long titles wrap."""

    def __init__(self, controller: OverlayController, parent: QWidget | None = None) -> None:
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
        self.setFixedWidth(self.WIDTH)
        self.column: QWidget | None = None
        """The legend's column beside the board (see :func:`board_with_legend`)."""
        self.placeholder: QLabel | None = None
        """What the column says when no overlay needs explaining."""
        controller.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Follow the overlay controller: the sections, the height they need; the
        placeholder's words when nothing needs explaining."""
        c = self.controller
        self.sections = legend_sections(c.enabled, c.map, c.pinned, c.heat, heat_title=c.heat_title)
        self.setVisible(bool(self.sections) and self.wanted)
        self.setFixedHeight(self.sizeHint().height())
        if self.placeholder is not None:
            self.placeholder.setVisible(not self.sections)
        if self.column is not None:
            self.column.setVisible(self.wanted)
        self.update()

    def set_wanted(self, on: bool) -> None:
        """View ▸ Legend: show or hide the legend's column."""
        self.wanted = on
        self.refresh()

    def lines(self) -> int:
        """Rows drawn: each section's title and entries."""
        return sum(1 + len(s.entries) for s in self.sections)

    def _text_height(self, font: QFont, text: str, width: int) -> int:
        from PySide6.QtCore import QRect
        from PySide6.QtGui import QFontMetrics

        rect = QFontMetrics(font).boundingRect(
            QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text
        )
        return max(self._line_height(), rect.height() + 3)

    def _rows(self) -> list[tuple[LegendSection | None, LegendEntry | None, str, int]]:
        """What is drawn, top to bottom: (section, entry, text, height)."""
        inner = self.WIDTH - 2 * self.PAD
        rows: list[tuple[LegendSection | None, LegendEntry | None, str, int]] = []
        for section in self.sections:
            rows.append(
                (section, None, section.title, self._text_height(self._bold, section.title, inner))
            )
            for e in section.entries:
                rows.append(
                    (
                        section,
                        e,
                        e.text,
                        self._text_height(self._font, e.text, inner - self.SWATCH - 6),
                    )
                )
        return rows

    def sizeHint(self) -> QSize:
        height = sum(h for *_rest, h in self._rows()) + max(0, len(self.sections) - 1) * 4
        return QSize(self.WIDTH, height + 2 * self.PAD)

    def _line_height(self) -> int:
        return max(self.SWATCH + 3, 16)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        painter.setBrush(QBrush(QColor(250, 250, 247, 228)))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        line = self._line_height()
        wrap = int(Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap)
        inner = self.WIDTH - 2 * self.PAD
        y = float(self.PAD)
        previous: LegendSection | None = None
        for section, e, text, height in self._rows():
            if section is not previous and previous is not None:
                y += 4
            previous = section
            if e is None:
                painter.setFont(self._bold)
                painter.setPen(QColor("#1c232d"))
                painter.drawText(QRectF(self.PAD, y, inner, height), wrap, text)
            else:
                painter.setFont(self._font)
                paint_swatch(
                    painter,
                    QRectF(
                        self.PAD,
                        y + (min(height, line) - self.SWATCH) / 2,
                        self.SWATCH,
                        self.SWATCH,
                    ),
                    e,
                    SWATCH_PX,
                )
                painter.setPen(QColor("#1c232d"))
                painter.drawText(
                    QRectF(self.PAD + self.SWATCH + 6, y, inner - self.SWATCH - 6, height),
                    wrap,
                    text,
                )
            y += height
        painter.end()


SWATCH_PX = 11.0
"""The legend column's text size in pixels, for its swatches' pens."""


def paint_swatch(painter: QPainter, r: QRectF, e: LegendEntry, px: float) -> None:
    """The swatch of one legend entry in ``r``: a line, or a hex filled and outlined as on the
    board (``px``: the legend's text size in pixels, which scales the pens)."""
    if e.line:
        painter.setPen(QPen(e.fill or QColor("black"), px / 4))
        painter.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()))
        return
    hexagon = QPolygonF(
        [
            QPointF(r.center().x() + r.width() / 2 * dx, r.center().y() + r.height() / 2 * dy)
            for dx, dy in ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0), (-0.5, -0.87), (0.5, -0.87))
        ]
    )
    painter.setPen(QPen(style.HEX_LINE, px / 11))
    painter.setBrush(QBrush(style.HEX_FILL))
    painter.drawPolygon(hexagon)
    if e.fill is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(e.fill))
        painter.drawPolygon(hexagon)
    if e.outline is not None:
        painter.setPen(QPen(e.outline, px / 4.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(hexagon)


def board_with_legend(view: QGraphicsView, legend: LegendBox) -> QWidget:
    """The board view with the legend's column on its left: a fixed width that is there
    whatever the overlays (View ▸ Legend hides it), so the board never moves when a
    legend comes or goes, and no legend covers a hex."""
    from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QVBoxLayout

    holder = QWidget()
    row = QHBoxLayout(holder)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(0)
    inside = QWidget()
    stack = QVBoxLayout(inside)
    stack.setContentsMargins(legend.PAD, legend.PAD, legend.PAD, legend.PAD)
    placeholder = QLabel(
        QCoreApplication.translate(
            "LegendBox",
            "No overlay is on. Switch one on in the Overlays menu (Ctrl+1…7);"
            " this column then says what its colours mean.",
        )
    )
    placeholder.setWordWrap(True)
    placeholder.setStyleSheet("color: #5c6570")
    stack.addWidget(legend)
    stack.addWidget(placeholder)
    stack.addStretch(1)
    column = QScrollArea()
    column.setObjectName("legend-column")
    column.setFrameShape(QFrame.Shape.NoFrame)
    column.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    column.setWidgetResizable(True)
    column.setWidget(inside)
    column.setFixedWidth(
        legend.WIDTH + 2 * legend.PAD + column.verticalScrollBar().sizeHint().width()
    )
    row.addWidget(column)
    row.addWidget(view, 1)
    legend.column, legend.placeholder = column, placeholder
    legend.refresh()
    return holder
