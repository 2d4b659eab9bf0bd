"""Board sides and the fallout side's zones.

The *standard* side has no zones. The *fallout* side divides the board into
Zones 1-4 (advanced rules). The board art is not in our sources, so the default
layout is rings by distance from ``5F`` (R-ZONE-1): Zone 4 = distance 0-1,
Zone 3 = 2, Zone 2 = 3, Zone 1 = 4 and more. A map may carry its own layout.

>>> default_zone(Hex.parse("5F")), default_zone(Hex.parse("3F")), default_zone(Hex.parse("1B"))
(4, 3, 1)
>>> DEFAULT_ZONES.count(1)
62
"""

from __future__ import annotations

from enum import Enum
from typing import Final, Iterator, Mapping

from engine.core.errors import HexError
from engine.core.messages import _
from engine.geometry.board import CENTER, PLAYABLE, PLAYABLE_SORTED
from engine.geometry.hexes import Hex

ZONES: Final = (1, 2, 3, 4)

DEPLOY_ZONE: Final = 1
"""Support units deploy only here on the fallout side."""

ZONE_ATTACK_BONUS: Final = {1: 0, 2: 0, 3: 1, 4: 2}
"""Extra damage of attacks fired from a zone (orbital strikes included: see :func:`attack_bonus`)."""


def attack_bonus(zone: int | None) -> int:
    """Extra damage of every attack fired from a unit in ``zone`` (``None``: standard side).

    The advanced rules say "all attacks fired from within" Zone 3 or 4 deal +1 or +2
    damage, and no rule exempts orbital strikes, so an orbital strike called down by a
    Heavy Hitter standing in the zone gets the bonus too (the Heavy Hitter's hex is where
    it is fired from).

    >>> attack_bonus(None), attack_bonus(2), attack_bonus(3), attack_bonus(4)
    (0, 0, 1, 2)
    """
    return 0 if zone is None else ZONE_ATTACK_BONUS[zone]


ZONE_RESET_DAMAGE: Final = {1: 0, 2: 0, 3: 1, 4: 2}
"""Damage a unit in a zone takes at the end of the Reset phase (no save, R-ZONE-2)."""


class Side(str, Enum):
    """Which side of the board is up."""

    STANDARD = "standard"
    FALLOUT = "fallout"

    def __str__(self) -> str:
        return self.value


def default_zone(h: Hex) -> int:
    """The zone of a playable hex in the default rings of R-ZONE-1."""
    d = h.distance(CENTER)
    if d <= 1:
        return 4
    if d == 2:
        return 3
    if d == 3:
        return 2
    return 1


class ZoneLayout(Mapping[Hex, int]):
    """An immutable zone number (1-4) for every playable hex.

    Built from a partial mapping: hexes it does not name take their default
    ring zone (R-ZONE-1).

    >>> z = ZoneLayout({Hex.parse("1A"): 3})
    >>> z[Hex.parse("1A")], z[Hex.parse("5F")], len(z)
    (3, 4, 99)
    >>> z == ZoneLayout({Hex.parse("1A"): 3, Hex.parse("5F"): 4})
    True
    """

    __slots__ = ("_zones", "_hash")

    def __init__(self, zones: Mapping[Hex, int] | None = None) -> None:
        table = {h: default_zone(h) for h in PLAYABLE_SORTED}
        for h, z in (zones or {}).items():
            if h not in PLAYABLE:
                raise HexError(
                    _("{h} is not a playable hex; zones cover playable hexes only").format(h=h)
                )
            if z not in ZONES:
                raise ValueError(_("zone {zone!r} for {h}: zones are 1-4").format(zone=z, h=h))
            table[h] = z
        self._zones: dict[Hex, int] = table
        self._hash: int | None = None

    def __getitem__(self, h: Hex) -> int:
        return self._zones[h]

    def __iter__(self) -> Iterator[Hex]:
        return iter(self._zones)

    def __len__(self) -> int:
        return len(self._zones)

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(tuple(self._zones.values()))
        return self._hash

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ZoneLayout):
            return self._zones == other._zones
        return NotImplemented

    def __repr__(self) -> str:
        changed = {str(h): z for h, z in self._zones.items() if z != default_zone(h)}
        return f"ZoneLayout({changed!r})"

    def with_zone(self, h: Hex, zone: int) -> ZoneLayout:
        """A copy with ``h`` in ``zone``."""
        return ZoneLayout({**self._zones, h: zone})

    def with_zones(self, changes: Mapping[Hex, int]) -> ZoneLayout:
        return ZoneLayout({**self._zones, **changes})

    def hexes_in(self, zone: int) -> list[Hex]:
        return [h for h, z in self._zones.items() if z == zone]

    def count(self, zone: int) -> int:
        return sum(1 for z in self._zones.values() if z == zone)

    def is_default(self) -> bool:
        return all(z == default_zone(h) for h, z in self._zones.items())


DEFAULT_ZONES: Final = ZoneLayout()
"""The default rings of R-ZONE-1."""
