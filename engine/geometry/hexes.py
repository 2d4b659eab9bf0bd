"""Hex geometry: the immutable :class:`Hex` value, directions and symmetries.

The board is flat-topped with hexes stacked in columns ``A``-``K``; columns
``A C E G I K`` sit half a hex lower than ``B D F H J`` (R-BOARD-2). In Red Blob
Games' terms these are "even-q" offset coordinates with ``A`` as column 0.
A :class:`Hex` stores axial coordinates ``(q, r)`` (``q`` is the column index)
and converts to and from the printed label (row, then column letter: ``5F``).

Hexes here are points of the infinite grid; whether one is on the board is a
question for :mod:`engine.geometry.board`.

>>> h = Hex.parse("5F")
>>> h
Hex('5F')
>>> [str(n) for n in sorted(h.neighbors())]
['4E', '4F', '4G', '5E', '5G', '6F']
>>> Hex.parse("1B").distance(Hex.parse("9J"))
12
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Final, Iterator

from engine.core.errors import HexError, excerpt
from engine.core.messages import _, pgettext
from engine.core.pickling import pickle_by_fields

COLUMNS: Final = "ABCDEFGHIJK"
"""Column letters, left to right; ``A`` is column index 0."""

_LABEL_ROW_FIRST: Final = re.compile(r"^\s*(\d{1,2})\s*([A-Za-z])\s*$")
_LABEL_COL_FIRST: Final = re.compile(r"^\s*([A-Za-z])\s*(\d{1,2})\s*$")


@dataclass(frozen=True, slots=True)
class Hex:
    """A hex of the grid in axial coordinates (``q`` = column index).

    Hexes print as their board label and parse from it (R-BOARD-1): row then
    column, ``5F``; lower case and the column-first form ``f5`` are accepted.

    >>> Hex.parse("f5") == Hex.from_offset(5, 5)
    True
    >>> str(Hex.from_offset(10, 1))
    '10B'
    >>> Hex.parse("5F").cube
    (5, 2, -7)
    """

    q: int
    r: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, q: int, r: int) -> None:
        object.__setattr__(self, "q", q)
        object.__setattr__(self, "r", r)

    # -- construction -----------------------------------------------------------------
    @classmethod
    def from_offset(cls, row: int, col: int) -> Hex:
        """The hex at board ``row`` (1-9, 0 and 10 for half-hexes) and column index."""
        return cls(col, row - (col + (col & 1)) // 2)

    @classmethod
    def from_cube(cls, q: int, r: int, s: int) -> Hex:
        """The hex with cube coordinates ``(q, r, s)``; ``q + r + s`` must be 0."""
        if q + r + s != 0:
            raise HexError(
                _("cube coordinates ({q}, {r}, {s}) do not add up to 0").format(q=q, r=r, s=s)
            )
        return cls(q, r)

    @classmethod
    def parse(cls, text: object) -> Hex:
        """Parse a label such as ``5F``, ``5f``, ``F5`` or ``10B``.

        Any row 0-10 and column A-K parses (including spaces that are not on the
        board, such as ``0B``); the board decides what is playable. Anything else, a value
        read from a file that is not a string included, raises :class:`HexError` (typed
        ``object`` so that the compiled module checks it here too).

        >>> Hex.parse(" 10b ")
        Hex('10B')
        >>> Hex.parse("5")
        Traceback (most recent call last):
        ...
        engine.core.errors.HexError: '5' is not a hex label like 5F (row 1-9, then column A-K)
        """
        if not isinstance(text, str):
            raise HexError(
                _("{text} is not a hex label like 5F (row 1-9, then column A-K)").format(
                    text=excerpt(text)
                )
            )
        m = _LABEL_ROW_FIRST.match(text)
        if m:
            row_text, letter = m.group(1), m.group(2)
        else:
            m = _LABEL_COL_FIRST.match(text)
            if not m:
                raise HexError(
                    _("{text} is not a hex label like 5F (row 1-9, then column A-K)").format(
                        text=excerpt(text)
                    )
                )
            letter, row_text = m.group(1), m.group(2)
        col = COLUMNS.find(letter.upper())
        if col < 0:
            raise HexError(
                _("{text} is not a hex label: columns run A-K").format(text=excerpt(text))
            )
        row = int(row_text)
        if row > 10:
            raise HexError(_("{text} is not a hex label: rows run 1-9").format(text=excerpt(text)))
        return cls.from_offset(row, col)

    # -- coordinates ------------------------------------------------------------------
    @property
    def s(self) -> int:
        """The third cube coordinate, ``-q - r``."""
        return -self.q - self.r

    @property
    def cube(self) -> tuple[int, int, int]:
        return (self.q, self.r, -self.q - self.r)

    @property
    def col(self) -> int:
        """Column index (``A`` = 0)."""
        return self.q

    @property
    def row(self) -> int:
        """Board row (1-9 on the playable board; 0 and 10 on the half-hex edges)."""
        return self.r + (self.q + (self.q & 1)) // 2

    @property
    def has_label(self) -> bool:
        """Whether the hex has a printed-style label (column A-K, row 0-10)."""
        return 0 <= self.q < len(COLUMNS) and 0 <= self.row <= 10

    @property
    def label(self) -> str:
        """The board label, e.g. ``5F``.

        Raises :class:`HexError` for hexes outside the labelled grid.
        """
        if not self.has_label:
            raise HexError(_("hex (q={q}, r={r}) has no board label").format(q=self.q, r=self.r))
        return f"{self.row}{COLUMNS[self.q]}"

    # Hexes are dictionary keys everywhere in the engine: hash and compare without
    # building tuples (the dataclass versions do), which the bots feel.
    def __hash__(self) -> int:
        return self.q * 1_000_003 + self.r

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Hex):  # compiled: a native check, then native attribute reads
            return self.q == other.q and self.r == other.r
        return NotImplemented

    def sort_key(self) -> tuple[int, int]:
        """Reading order: row, then column (``1A`` < ``1B`` < ``2A``)."""
        return (self.row, self.q)

    def __lt__(self, other: Hex) -> bool:
        return self.sort_key() < other.sort_key()

    def __str__(self) -> str:
        return self.label if self.has_label else f"({self.q},{self.r})"

    def __repr__(self) -> str:
        return f"Hex({str(self)!r})" if self.has_label else f"Hex(q={self.q}, r={self.r})"

    # -- vector arithmetic ------------------------------------------------------------
    def __add__(self, other: Hex) -> Hex:
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def __mul__(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def __rmul__(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def __neg__(self) -> Hex:
        return Hex(-self.q, -self.r)

    def length(self) -> int:
        """Steps from the origin to this hex taken as a vector."""
        return max(abs(self.q), abs(self.r), abs(self.q + self.r))

    def distance(self, other: Hex) -> int:
        """Steps between two hexes, ignoring everything on the board.

        >>> Hex.parse("5F").distance(Hex.parse("5F"))
        0
        >>> Hex.parse("1F").distance(Hex.parse("9F"))
        8
        """
        dq = self.q - other.q
        dr = self.r - other.r
        ds = dq + dr
        # max(abs(dq), abs(dr), abs(ds)) in plain comparisons (no calls of the builtins)
        if dq < 0:
            dq = -dq
        if dr < 0:
            dr = -dr
        if ds < 0:
            ds = -ds
        if dr > dq:
            dq = dr
        return ds if ds > dq else dq

    def dot(self, other: Hex) -> int:
        """Dot product of two hexes taken as vectors, in cube coordinates.

        Cube coordinates embed the plane isometrically (up to scale), so the sign
        of this integer is the sign of the Euclidean dot product of the hex centres.
        """
        return self.q * other.q + self.r * other.r + self.s * other.s

    # -- neighbours -------------------------------------------------------------------
    def neighbor(self, direction: Direction) -> Hex:
        dq, dr = direction._value_
        return Hex(self.q + dq, self.r + dr)

    def neighbors(self) -> Iterator[Hex]:
        """The six neighbours in the grid, N first then clockwise."""
        for dq, dr in _STEPS:
            yield Hex(self.q + dq, self.r + dr)

    def is_adjacent(self, other: Hex) -> bool:
        return self.distance(other) == 1

    def direction_to(self, other: Hex) -> Direction | None:
        """The direction of an adjacent hex, or ``None`` if ``other`` is not adjacent."""
        return _BY_STEP.get((other.q - self.q, other.r - self.r))

    def ring(self, radius: int) -> list[Hex]:
        """The hexes at exactly ``radius`` steps (just ``self`` for radius 0)."""
        if radius == 0:
            return [self]
        result = []
        h = self + Direction.SW.vector * radius
        for d in (Direction.N, Direction.NE, Direction.SE, Direction.S, Direction.SW, Direction.NW):
            for _step in range(radius):
                result.append(h)
                h = h.neighbor(d)
        return result

    # -- symmetries -------------------------------------------------------------------
    def rotated(self, steps: int, center: Hex) -> Hex:
        """Rotate about ``center`` by ``steps`` sixths of a turn clockwise.

        >>> str(Hex.parse("1B").rotated(3, Hex.parse("5F")))
        '9J'
        """
        q, r, s = (self - center).cube
        for _turn in range(steps % 6):
            q, r, s = -r, -s, -q
        return Hex(center.q + q, center.r + r)

    def mirrored(self, center: Hex) -> Hex:
        """Reflect left-right across the vertical line through ``center``.

        >>> str(Hex.parse("1B").mirrored(Hex.parse("5F")))
        '1J'
        """
        q, r, s = (self - center).cube
        return Hex(center.q - q, center.r - s)


class Direction(Enum):
    """The six edge directions of a flat-topped hex, clockwise from north (R-ARC-1).

    The value is the axial step ``(dq, dr)``. The engine's inner loops read it as
    ``_value_`` (the member's attribute), not through the ``value`` property, which runs
    as interpreted Python even in the compiled engine.

    >>> Direction.parse("ne")
    <Direction.NE: (1, -1)>
    >>> Direction.NE.opposite
    <Direction.SW: (-1, 1)>
    >>> Direction.NE._value_ == Direction.NE.value
    True
    """

    _value_: tuple[int, int]

    N = (0, -1)
    NE = (1, -1)
    SE = (1, 0)
    S = (0, 1)
    SW = (-1, 1)
    NW = (-1, 0)

    @property
    def vector(self) -> Hex:
        return Hex(*self.value)

    @property
    def opposite(self) -> Direction:
        return _DIRECTIONS[(_DIRECTIONS.index(self) + 3) % 6]

    def turned(self, steps: int) -> Direction:
        """This direction turned ``steps`` sixths clockwise."""
        return _DIRECTIONS[(_DIRECTIONS.index(self) + steps) % 6]

    @property
    def index(self) -> int:
        """0 for N, then clockwise to 5 for NW."""
        return _DIRECTIONS.index(self)

    @classmethod
    def parse(cls, text: str) -> Direction:
        """Parse ``N``, ``NE``, ``SE``, ``S``, ``SW`` or ``NW`` (any case)."""
        try:
            return cls[text.strip().upper()]
        except (KeyError, AttributeError):
            raise HexError(
                _("{text!r} is not a facing: use one of N, NE, SE, S, SW, NW").format(text=text)
            ) from None

    def __str__(self) -> str:
        return self.name


def facing_name(d: Direction) -> str:
    """``d`` as the current language abbreviates a compass point, for people: ``NW``, in
    French ``NO`` (nord-ouest). Files, actions' text and options keep :attr:`Direction.name`.

    >>> facing_name(Direction.SW)
    'SW'
    """
    names = {
        Direction.N: pgettext("compass", "N"),
        Direction.NE: pgettext("compass", "NE"),
        Direction.SE: pgettext("compass", "SE"),
        Direction.S: pgettext("compass", "S"),
        Direction.SW: pgettext("compass", "SW"),
        Direction.NW: pgettext("compass", "NW"),
    }
    return names[d]


_DIRECTIONS: Final[tuple[Direction, ...]] = tuple(Direction)
_BY_STEP: Final[dict[tuple[int, int], Direction]] = {d.value: d for d in Direction}
_STEPS: Final[tuple[tuple[int, int], ...]] = tuple(d.value for d in _DIRECTIONS)
"""Each direction's step, in direction order."""


@dataclass(frozen=True, slots=True)
class Symmetry:
    """One of the twelve symmetries of the hex grid about a centre hex.

    ``turns`` counts sixths of a turn clockwise; ``mirror`` reflects left-right
    (about the vertical line through the centre) before turning.

    >>> c = Hex.parse("5F")
    >>> HALF_TURN.apply(Hex.parse("2G"), c)
    Hex('7E')
    >>> THIRD_TURN.apply(Hex.parse("1D"), c)
    Hex('5K')
    """

    turns: int = 0
    mirror: bool = False

    def apply(self, h: Hex, center: Hex) -> Hex:
        if self.mirror:
            h = h.mirrored(center)
        return h.rotated(self.turns, center)

    def orbit(self, h: Hex, center: Hex) -> tuple[Hex, ...]:
        """``h`` and its images under this symmetry applied again and again.

        >>> [str(x) for x in THIRD_TURN.orbit(Hex.parse("1D"), Hex.parse("5F"))]
        ['1D', '5K', '8C']
        """
        result = [h]
        x = self.apply(h, center)
        while x != h:
            result.append(x)
            x = self.apply(x, center)
        return tuple(result)

    def __str__(self) -> str:
        if self.mirror:
            return "mirror" if self.turns == 0 else f"mirror+{self.turns * 60}°"
        return "identity" if self.turns == 0 else f"turn {self.turns * 60}°"


IDENTITY: Final = Symmetry(0)
HALF_TURN: Final = Symmetry(3)
THIRD_TURN: Final = Symmetry(2)
MIRROR_LR: Final = Symmetry(0, True)
ALL_SYMMETRIES: Final[tuple[Symmetry, ...]] = tuple(
    Symmetry(t, m) for m in (False, True) for t in range(6)
)

pickle_by_fields(Hex, Symmetry)
