"""Board spaces as bits of one Python integer, for fast whole-board set algebra.

Bit ``q + W * (r - R_MIN)`` stands for the hex with axial coordinates ``(q, r)``.
With a padding column between rows, each of the six neighbour directions is a
fixed shift, so the neighbours of a whole set of hexes are six shifts and a
mask (:func:`expand`). Everything here is about the empty board and is
computed once, on first use.

>>> from engine.geometry.hexes import Hex
>>> m = mask_of([Hex.parse("5F")])
>>> sorted(str(h) for h in hexes_of(expand(m)))
['4E', '4F', '4G', '5E', '5G', '6F']
>>> popcount(SPACE_MASK)
110
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final, Iterable, Iterator

from engine.geometry.board import PLAYABLE, SPACES, SPACES_SORTED, space_neighbors
from engine.geometry.hexes import Hex

W: Final = 12
"""Bits per axial row: 11 columns and one padding bit that stops wrap-around."""
R_MIN: Final = -5
"""Smallest axial ``r`` of a board space (``0K``)."""


def bit_index(h: Hex) -> int:
    """The bit standing for ``h`` (the one formula; everything else calls it)."""
    return h.q + W * (h.r - R_MIN)


def bit(h: Hex) -> int:
    return 1 << bit_index(h)


def mask_of(hexes: Iterable[Hex]) -> int:
    m = 0
    for h in hexes:
        m |= 1 << (h.q + W * (h.r - R_MIN))
    return m


SPACE_MASK: Final = mask_of(SPACES)
PLAYABLE_MASK: Final = mask_of(PLAYABLE)
_HEX_AT_BIT: Final[dict[int, Hex]] = {bit_index(h): h for h in SPACES}


_BITS_OF_BYTE: Final[list[tuple[int, ...]]] = [
    tuple(k for k in range(8) if v >> k & 1) for v in range(256)
]


def bit_indexes(m: int) -> list[int]:
    """The indexes of the bits set in ``m`` (not negative), lowest first.

    Read a byte at a time (one table lookup per byte): about twice as fast in the
    compiled engine as peeling the lowest bit off the whole integer, which makes a new
    integer of the board's width at every step.

    >>> bit_indexes(0b1010_0000_0001), bit_indexes(0), bit_indexes(1 << 169)
    ([0, 9, 11], [], [169])
    """
    found: list[int] = []
    if m:
        table = _BITS_OF_BYTE
        base = 0
        for byte in m.to_bytes((m.bit_length() + 7) // 8, "little"):
            if byte:
                for k in table[byte]:
                    found.append(base + k)
            base += 8
    return found


WORD: Final = 60
"""Bits in each of the three words a mask splits into (:func:`words`): few enough for a
machine integer, which the compiled engine tests and combines without making a new
object each time (a whole-board mask is a Python integer of several digits, and each
``&`` on it makes one)."""
_WORD_MASK: Final = (1 << WORD) - 1


def words(m: int) -> tuple[int, int, int]:
    """Mask ``m`` (−1: every hex) as three words of :data:`WORD` bits, lowest first.

    >>> words(1 << 61 | 1)
    (1, 2, 0)
    """
    return m & _WORD_MASK, (m >> WORD) & _WORD_MASK, (m >> (2 * WORD)) & _WORD_MASK


def mask_of_indexes(indexes: list[int]) -> int:
    """The mask of the bits of ``indexes``, set a word at a time (no whole-board integer
    is made until the end).

    >>> mask_of_indexes([169, 0, 64]) == 1 << 169 | 1 << 64 | 1
    True
    """
    w0 = w1 = w2 = 0
    for i in indexes:
        if i < WORD:
            w0 |= 1 << i
        elif i < 2 * WORD:
            w1 |= 1 << (i - WORD)
        else:
            w2 |= 1 << (i - 2 * WORD)
    return from_words(w0, w1, w2)


def from_words(w0: int, w1: int, w2: int) -> int:
    """The mask of three words (:func:`words`).

    >>> m = 1 << 169 | 1 << 64 | 5
    >>> from_words(*words(m)) == m
    True
    """
    return w0 | w1 << WORD | w2 << (2 * WORD)


def word_holds(w0: int, w1: int, w2: int, i: int) -> bool:
    """Whether the mask of three words holds bit ``i`` (the one test; inner loops call it).

    >>> word_holds(*words(1 << 150), 150), word_holds(*words(1 << 150), 30)
    (True, False)
    """
    if i < WORD:
        return w0 >> i & 1 != 0
    if i < 2 * WORD:
        return w1 >> (i - WORD) & 1 != 0
    return w2 >> (i - 2 * WORD) & 1 != 0


def word_indexes(w0: int, w1: int, w2: int) -> list[int]:
    """The indexes of the bits set in a mask of three words, lowest first (as
    :func:`bit_indexes`, a byte at a time).

    >>> word_indexes(*words(1 << 169 | 1 << 64 | 5))
    [0, 2, 64, 169]
    """
    found: list[int] = []
    _add_indexes(found, w0, 0)
    _add_indexes(found, w1, WORD)
    _add_indexes(found, w2, 2 * WORD)
    return found


def add_at_words(found: list[float], w0: int, w1: int, w2: int, value: float) -> None:
    """Add ``value`` to ``found[i]`` for each bit ``i`` of a mask of three words (what
    ``for i in word_indexes(...)`` would do, without making the list).

    >>> found = [0.0] * 170
    >>> add_at_words(found, *words(1 << 169 | 2), 0.5)
    >>> [i for i, v in enumerate(found) if v]
    [1, 169]
    """
    _add_at(found, w0, 0, value)
    _add_at(found, w1, WORD, value)
    _add_at(found, w2, 2 * WORD, value)


def _add_at(found: list[float], w: int, base: int, value: float) -> None:
    table = _BITS_OF_BYTE
    while w:
        byte = w & 255
        if byte:
            for k in table[byte]:
                j = base + k
                found[j] = found[j] + value  # not +=, which the compiled code does generically
        w >>= 8
        base += 8


def _add_indexes(found: list[int], w: int, base: int) -> None:
    table = _BITS_OF_BYTE
    while w:
        byte = w & 255
        if byte:
            for k in table[byte]:
                found.append(base + k)
        w >>= 8
        base += 8


def hexes_of(m: int) -> Iterator[Hex]:
    """The hexes of a mask, in bit order."""
    while m:
        low = m & -m
        yield _HEX_AT_BIT[low.bit_length() - 1]
        m ^= low


def popcount(m: int) -> int:
    return m.bit_count()


def expand(m: int) -> int:
    """Board spaces adjacent to any hex of ``m``."""
    return (
        (m << 1) | (m >> 1) | (m << W) | (m >> W) | (m << (W - 1)) | (m >> (W - 1))
    ) & SPACE_MASK


def _up(w0: int, w1: int, w2: int, s: int) -> tuple[int, int, int]:
    """Three words shifted ``s`` bits up (``s`` below :data:`WORD`), bits carried across;
    every intermediate stays a machine integer (no bit is shifted past the word)."""
    keep = _WORD_MASK >> s
    out = WORD - s
    return ((w0 & keep) << s, (w1 & keep) << s | w0 >> out, (w2 & keep) << s | w1 >> out)


def _down(w0: int, w1: int, w2: int, s: int) -> tuple[int, int, int]:
    """Three words shifted ``s`` bits down, bits carried across."""
    low = (1 << s) - 1
    out = WORD - s
    return (w0 >> s | (w1 & low) << out, w1 >> s | (w2 & low) << out, w2 >> s)


_SPACE_WORDS: Final = words(SPACE_MASK)


def expand_words(w0: int, w1: int, w2: int) -> tuple[int, int, int]:
    """:func:`expand` on three words (:func:`words`): the board spaces adjacent to any hex
    of the mask, each shift a few operations on machine integers.

    >>> m = mask_of([Hex.parse("5F"), Hex.parse("1A")])
    >>> from_words(*expand_words(*words(m))) == expand(m)
    True
    """
    a0, a1, a2 = _up(w0, w1, w2, 1)
    b0, b1, b2 = _down(w0, w1, w2, 1)
    c0, c1, c2 = _up(w0, w1, w2, W)
    d0, d1, d2 = _down(w0, w1, w2, W)
    e0, e1, e2 = _up(w0, w1, w2, W - 1)
    f0, f1, f2 = _down(w0, w1, w2, W - 1)
    s0, s1, s2 = _SPACE_WORDS
    return (
        (a0 | b0 | c0 | d0 | e0 | f0) & s0,
        (a1 | b1 | c1 | d1 | e1 | f1) & s1,
        (a2 | b2 | c2 | d2 | e2 | f2) & s2,
    )


@lru_cache(maxsize=None)
def neighbor_mask(h: Hex) -> int:
    """Board spaces adjacent to ``h``."""
    return mask_of(space_neighbors(h))


_LAYER_WORDS: dict[Hex, list[tuple[int, int, int]]] = {}


def layer_words(a: Hex) -> list[tuple[int, int, int]]:
    """:func:`layers` as three words each (do not change the list)."""
    found = _LAYER_WORDS.get(a)
    if found is None:
        found = _LAYER_WORDS[a] = [words(m) for m in layers(a)]
    return found


@lru_cache(maxsize=None)
def layers(a: Hex) -> tuple[int, ...]:
    """``layers(a)[k]`` = board spaces at distance ``k`` from ``a`` (ignoring buildings)."""
    by_distance: dict[int, int] = {}
    for h in SPACES_SORTED:
        d = a.distance(h)
        by_distance[d] = by_distance.get(d, 0) | bit(h)
    return tuple(by_distance.get(k, 0) for k in range(max(by_distance) + 1))
