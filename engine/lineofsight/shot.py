"""What a shot from one hex at another looks like: the sight rules put together.

Used by ``gkr-map los``, the studio's LOS inspector and the game's combat.

Target numbers (2 attack dice must reach them): a Heavy Hitter 5+, a support
unit 7+; partial cover +1; an alley shot +2 (partial cover does not also
apply); a flank shot −1 (Heavy Hitters only, R-ARC-3).

>>> from engine import Sight, load_map, builtin_map_path
>>> sight = Sight(load_map(builtin_map_path("crackshot-alley")))
>>> r = shot_report(sight, Hex.parse("4D"), Hex.parse("4H"))
>>> r.line_of_sight, r.alley.label if r.alley else None, r.heavy_hitter_number, r.support_unit_number
(False, '3E–4E', 7, 9)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from engine.geometry.hexes import Direction, Hex
from engine.lineofsight.sight import Alley, Cover, Sight, in_arc, is_flank, path_count

HEAVY_HITTER_TARGET: Final = 5
SUPPORT_UNIT_TARGET: Final = 7
PARTIAL_COVER_MODIFIER: Final = 1
ALLEY_SHOT_MODIFIER: Final = 2
FLANK_MODIFIER: Final = -1


def target_number(base: int, cover: Cover, alley: bool, flank: bool) -> int | None:
    """The number two attack dice must reach, or ``None`` when direct fire is impossible.

    >>> target_number(HEAVY_HITTER_TARGET, Cover.PARTIAL, alley=False, flank=True)
    5
    >>> target_number(SUPPORT_UNIT_TARGET, Cover.FULL, alley=False, flank=False) is None
    True
    """
    if alley:
        number = base + ALLEY_SHOT_MODIFIER
    elif cover is Cover.FULL:
        return None
    else:
        number = base + cover.modifier
    if flank:
        number += FLANK_MODIFIER
    return number


@dataclass(frozen=True)
class ShotReport:
    """Everything the sight rules say about firing from ``attacker`` at ``target``."""

    attacker: Hex
    target: Hex
    distance: int
    paths: int
    clear_paths: int
    line_of_sight: bool
    cover: Cover
    alley: Alley | None
    facing: Direction | None = None
    target_facing: Direction | None = None

    @property
    def in_arc(self) -> bool | None:
        """Target in the attacker's arc (None when the attacker has no facing)."""
        if self.facing is None:
            return None
        return in_arc(self.attacker, self.facing, self.target)

    @property
    def flank(self) -> bool | None:
        """Attacker in the target's flank (None when the target has no facing)."""
        if self.target_facing is None:
            return None
        return is_flank(self.attacker, self.target, self.target_facing)

    @property
    def direct_fire(self) -> bool:
        """Line of sight or an alley shot (the arc aside)."""
        return self.line_of_sight or self.alley is not None

    @property
    def heavy_hitter_number(self) -> int | None:
        """Target number against a Heavy Hitter on the target hex."""
        return target_number(
            HEAVY_HITTER_TARGET, self.cover, self.alley is not None, bool(self.flank)
        )

    @property
    def support_unit_number(self) -> int | None:
        """Target number against a support unit (never flanked)."""
        return target_number(SUPPORT_UNIT_TARGET, self.cover, self.alley is not None, False)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "from": str(self.attacker),
            "to": str(self.target),
            "distance": self.distance,
            "paths": self.paths,
            "clear_paths": self.clear_paths,
            "line_of_sight": self.line_of_sight,
            "cover": self.cover.value,
            "alley": self.alley is not None,
            "alley_buildings": [str(h) for h in self.alley.buildings] if self.alley else None,
            "target_number": {
                "heavy_hitter": self.heavy_hitter_number,
                "support_unit": self.support_unit_number,
            },
        }
        if self.facing is not None:
            data["facing"] = self.facing.name
            data["in_arc"] = self.in_arc
        if self.target_facing is not None:
            data["target_facing"] = self.target_facing.name
            data["flank"] = self.flank
        return data


def shot_report(
    sight: Sight,
    attacker: Hex,
    target: Hex,
    facing: Direction | None = None,
    target_facing: Direction | None = None,
) -> ShotReport:
    """Put the sight rules together for one attacker and one target."""
    return ShotReport(
        attacker=attacker,
        target=target,
        distance=attacker.distance(target),
        paths=path_count(attacker, target),
        clear_paths=sight.clear_path_count(attacker, target),
        line_of_sight=sight.has_los(attacker, target),
        cover=sight.cover(attacker, target),
        alley=sight.alley_shot(attacker, target),
        facing=facing,
        target_facing=target_facing,
    )
