"""Colours and sizes of the studio's board drawing (one place for the look)."""

from __future__ import annotations

from PySide6.QtGui import QColor

HEX_SIZE = 40.0
"""Circumradius of a hex in scene units."""
BOARD_MARGIN = 24.0

BACKGROUND = QColor("#1f2328")
BOARD_EDGE = QColor("#0f1114")
HEX_FILL = QColor("#c9ccc4")
HEX_FILL_ALT = QColor("#c2c5bd")
HALF_HEX_FILL = QColor("#a7aaa3")
HEX_LINE = QColor("#8a8e86")
LABEL = QColor("#5a5e57")

BUILDING_WALL = QColor("#3d4a5c")
BUILDING_ROOF = QColor("#5d7089")
BUILDING_EDGE = QColor("#1c232d")
BUILDING_WINDOW = QColor("#9fc3e8")
RUBBLE = QColor("#7d766b")
RUBBLE_DARK = QColor("#4f4a42")

SEAT_COLORS = (QColor("#e4572e"), QColor("#2e86de"), QColor("#3bb273"), QColor("#f2a541"))
"""Seat 1 red, seat 2 blue, seat 3 green, seat 4 amber."""

TEAM_COLORS = (QColor("#5f3dc4"), QColor("#212529"))
"""The 2v2 teams' rings and badges: team 1 violet, team 2 near black (apart from the
seat colours)."""

ZONE_COLORS = {
    1: QColor(90, 170, 110, 70),
    2: QColor(235, 200, 60, 90),
    3: QColor(240, 130, 40, 110),
    4: QColor(220, 50, 40, 130),
}

LOS_CLEAR = QColor(60, 200, 90, 70)
LOS_PARTIAL = QColor(245, 200, 40, 120)
LOS_BLOCKED = QColor(20, 20, 30, 150)
FOCUS = QColor("#ffd43b")
HIGHLIGHT = QColor("#ff3d7f")
SELECTION = QColor("#22b8cf")
"""The outline of selected pieces."""
ALLEY_LINE = QColor("#ff7a1a")
ALLEY_WEAK = QColor(255, 122, 26, 110)
PATH_CLEAR = QColor("#1c9c4a")
PATH_BLOCKED = QColor("#c0392b")
RING_LINE = QColor(30, 60, 120, 160)
RING_SHADE = QColor(40, 80, 160, 35)
"""Every second distance ring is shaded, so the rings read at a glance."""
REACH_ALPHA = 45
TERRITORY_ALPHA = 70
SHARED_TERRITORY = QColor(120, 120, 120, 60)
REFUSED = QColor(230, 40, 40, 160)


def seat_color(seat: int) -> QColor:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def team_color(team: int) -> QColor:
    """The colour of 2v2 team ``team`` (0 or 1)."""
    return TEAM_COLORS[team % len(TEAM_COLORS)]


def heat_color(strength: float) -> QColor:
    """The shade of a heat-map hex; ``strength`` is its count over the largest (0-1]."""
    return QColor(230, 40, 20, int(30 + 170 * max(0.0, min(1.0, strength))))


def translucent(color: QColor, alpha: int) -> QColor:
    c = QColor(color)
    c.setAlpha(alpha)
    return c
