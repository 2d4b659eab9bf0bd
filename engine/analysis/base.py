"""Small pieces every part of the analysis uses: naming a seat, ordering hexes.

>>> from engine.mapmodel.model import GameMap
>>> m = GameMap(starts=(Hex.parse("1F"), Hex.parse("9F")))
>>> start_of(m, 1), start_of(m, Hex.parse("1F"))
(Hex('9F'), Hex('1F'))
>>> from engine.geometry.bitboard import mask_of
>>> sorted_hexes(mask_of([Hex.parse("2A"), Hex.parse("1K")]))
(Hex('1K'), Hex('2A'))
"""

from __future__ import annotations

from typing import Iterable, Union

from engine.core.errors import HexError
from engine.core.messages import _
from engine.geometry.bitboard import PLAYABLE_MASK, bit_index, mask_of
from engine.geometry.board import SPACES_SORTED
from engine.geometry.hexes import Hex
from engine.mapmodel.model import GameMap

SeatRef = Union[int, Hex]
"""A seat: its index in seat order (0 = the first start) or its start hex."""


def start_of(game_map: GameMap, seat_or_start: SeatRef) -> Hex:
    """The start hex of a seat given by index or by start hex.

    A hex that is not a start is accepted as is (the studio asks "what if a
    Heavy Hitter started here?"); an index out of range is an error.
    """
    if isinstance(seat_or_start, Hex):
        return seat_or_start
    if not 0 <= seat_or_start < game_map.players:
        raise HexError(
            _("seat {seat_or_start} does not exist: {name} has {players} starts").format(
                seat_or_start=seat_or_start, name=game_map.name, players=game_map.players
            )
        )
    return game_map.starts[seat_or_start]


def free_mask(game_map: GameMap) -> int:
    """Bit set of the playable hexes without a building (intact or rubble): where a
    unit can stand, and what a Heavy Hitter can move through."""
    return PLAYABLE_MASK & ~mask_of(game_map.building_hexes)


_RANK_OF_BIT: dict[int, int] = {bit_index(h): i for i, h in enumerate(SPACES_SORTED)}
"""Bit index of each board space → its place in reading order."""


def sorted_hexes(mask_or_hexes: int | Iterable[Hex]) -> tuple[Hex, ...]:
    """Hexes (a bit set or any iterable) in reading order: ``1A``, ``1B``, … ``9K``."""
    if not isinstance(mask_or_hexes, int):
        return tuple(sorted(mask_or_hexes))
    ranks = []
    m = mask_or_hexes
    while m:
        low = m & -m
        ranks.append(_RANK_OF_BIT[low.bit_length() - 1])
        m ^= low
    ranks.sort()
    return tuple(SPACES_SORTED[r] for r in ranks)


def union(masks: Iterable[int]) -> int:
    """All the hexes of several bit sets."""
    result = 0
    for m in masks:
        result |= m
    return result


def labels(hexes: Iterable[Hex]) -> list[str]:
    """Hex labels, for JSON: ``["1B", "9J"]``."""
    return [str(h) for h in hexes]
