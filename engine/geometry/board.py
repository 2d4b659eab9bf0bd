"""The GKR board: playable hexes, half-hexes, board neighbours and pixel layout.

The 99 hexes ``1A``-``9K`` are playable. Half-hexes lie along the top edge above
each lowered column (``0A 0C 0E 0G 0I 0K``) and along the bottom edge below each
raised column (``10B 10D 10F 10H 10J``); they are board spaces for counting
paths but units never enter them (R-BOARD-3). ``5F`` is the centre (R-BOARD-4).

>>> len(PLAYABLE), len(HALF_HEXES), len(SPACES)
(99, 11, 110)
>>> is_half_hex(Hex.parse("0C")), is_playable(Hex.parse("0C")), is_space(Hex.parse("0B"))
(True, False, False)
>>> [str(h) for h in sorted(space_neighbors(Hex.parse("1B")))]
['0A', '0C', '1A', '1C', '2B']
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from engine.core.errors import HexError
from engine.core.messages import _
from engine.core.pickling import pickle_by_fields
from engine.geometry.hexes import COLUMNS, Direction, Hex

ROWS: Final = 9
"""Playable rows 1-9."""
COLS: Final = len(COLUMNS)
"""Columns A-K."""

CENTER: Final = Hex.from_offset(5, 5)
"""``5F``, the centre hex and the centre of every symmetry (R-BOARD-4)."""


def _is_lowered(col: int) -> bool:
    """Columns A C E G I K (even index) sit half a hex lower (R-BOARD-2)."""
    return col % 2 == 0


PLAYABLE: Final[frozenset[Hex]] = frozenset(
    Hex.from_offset(row, col) for row in range(1, ROWS + 1) for col in range(COLS)
)
"""The 99 playable hexes."""

HALF_HEXES: Final[frozenset[Hex]] = frozenset(
    [Hex.from_offset(0, col) for col in range(COLS) if _is_lowered(col)]
    + [Hex.from_offset(ROWS + 1, col) for col in range(COLS) if not _is_lowered(col)]
)
"""The eleven half-hexes along the top and bottom edges."""

SPACES: Final[frozenset[Hex]] = PLAYABLE | HALF_HEXES
"""Every board space: playable hexes and half-hexes (R-LOS-1)."""

PLAYABLE_SORTED: Final[tuple[Hex, ...]] = tuple(sorted(PLAYABLE))
"""Playable hexes in reading order ``1A``, ``1B``, … ``9K``."""

SPACES_SORTED: Final[tuple[Hex, ...]] = tuple(sorted(SPACES))


def is_playable(h: Hex) -> bool:
    return h in PLAYABLE


def is_half_hex(h: Hex) -> bool:
    return h in HALF_HEXES


def is_space(h: Hex) -> bool:
    return h in SPACES


@lru_cache(maxsize=None)
def space_neighbors(h: Hex) -> tuple[Hex, ...]:
    """Neighbours of ``h`` that are board spaces (playable or half-hex)."""
    return tuple(n for n in h.neighbors() if n in SPACES)


@lru_cache(maxsize=None)
def playable_neighbors(h: Hex) -> tuple[Hex, ...]:
    """Neighbours of ``h`` that are playable hexes.

    >>> [str(n) for n in sorted(playable_neighbors(Hex.parse("5E")))]
    ['4E', '5D', '5F', '6D', '6E', '6F']
    """
    return tuple(n for n in h.neighbors() if n in PLAYABLE)


def parse_playable(text: str) -> Hex:
    """Parse a label and insist on a playable hex, with a message saying why not.

    >>> parse_playable("0C")
    Traceback (most recent call last):
    ...
    engine.core.errors.HexError: '0C' is a half-hex: nothing is placed on one and units never enter it
    >>> parse_playable("10A")
    Traceback (most recent call last):
    ...
    engine.core.errors.HexError: '10A' is not on the board: rows run 1-9
    """
    h = Hex.parse(text)
    if h in PLAYABLE:
        return h
    label = text.strip() if isinstance(text, str) else str(text)
    if h in HALF_HEXES:
        raise HexError(
            _("{label!r} is a half-hex: nothing is placed on one and units never enter it").format(
                label=label
            )
        )
    raise HexError(_("{label!r} is not on the board: rows run 1-9").format(label=label))


# -- pixel layout ----------------------------------------------------------------------

SQRT3: Final = math.sqrt(3.0)


@dataclass(frozen=True)
class Layout:
    """Where hexes are drawn: flat-topped hexes of circumradius ``size`` pixels.

    ``origin`` is the pixel position of the centre of column ``A``'s row-0
    cell (the half-hex ``0A``); y grows downward, as on screen.

    >>> lay = Layout(size=10.0)
    >>> x, y = lay.center(Hex.parse("1B"))
    >>> round(x, 3), round(y, 3)
    (15.0, 8.66)
    >>> lay.hex_at(*lay.center(Hex.parse("7H")))
    Hex('7H')
    """

    size: float = 30.0
    origin: tuple[float, float] = (0.0, 0.0)

    @property
    def width(self) -> float:
        """Width of a hex (corner to corner)."""
        return 2.0 * self.size

    @property
    def height(self) -> float:
        """Height of a hex (flat side to flat side)."""
        return SQRT3 * self.size

    def center(self, h: Hex) -> tuple[float, float]:
        x = self.origin[0] + 1.5 * self.size * h.q
        y = self.origin[1] + SQRT3 * self.size * (h.r + h.q / 2.0)
        return (x, y)

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corners, starting east and going clockwise (on screen)."""
        cx, cy = self.center(h)
        return [
            (
                cx + self.size * math.cos(math.radians(60 * i)),
                cy + self.size * math.sin(math.radians(60 * i)),
            )
            for i in range(6)
        ]

    def hex_at(self, x: float, y: float) -> Hex:
        """The grid hex containing pixel ``(x, y)`` (on the board or not)."""
        px = (x - self.origin[0]) / self.size
        py = (y - self.origin[1]) / self.size
        fq = 2.0 / 3.0 * px
        fr = -1.0 / 3.0 * px + SQRT3 / 3.0 * py
        return _cube_round(fq, fr)

    def board_rect(self) -> tuple[float, float, float, float]:
        """``(left, top, right, bottom)`` of the board: the half-hexes' centre lines
        form the top and bottom edges; the outer columns are whole hexes."""
        left = self.center(Hex.from_offset(1, 0))[0] - self.size
        right = self.center(Hex.from_offset(1, COLS - 1))[0] + self.size
        top = self.center(Hex.from_offset(0, 0))[1]
        bottom = self.center(Hex.from_offset(ROWS + 1, 1))[1]
        return (left, top, right, bottom)

    def direction_angle(self, d: Direction) -> float:
        """Screen angle of a facing in degrees (0 = east, clockwise positive)."""
        x, y = self.center(d.vector)
        ox, oy = self.center(Hex(0, 0))
        return math.degrees(math.atan2(y - oy, x - ox))


def _cube_round(fq: float, fr: float) -> Hex:
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


pickle_by_fields(Layout)
