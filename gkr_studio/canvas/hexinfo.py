"""What the board says about one hex: the status bar's line and the board's tooltip.

Every fact is the engine's answer (distance, cover, alley shots, first-move reach,
territories, zones); this module only words them, for the overlays switched on.
"""

from __future__ import annotations

from engine.analysis import buildings_in_reach, reachable_hexes, seat_territories
from engine.geometry import HALF_HEXES, PLAYABLE, Hex
from engine.lineofsight import Cover, Sight
from engine.mapmodel import GameMap
from gkr_studio.canvas.overlays import Overlay

COVER_TEXT = {
    Cover.NONE: "in sight, no cover",
    Cover.PARTIAL: "partial cover (+1 to hit)",
    Cover.FULL: "full cover (no direct fire)",
}


def describe_hex(m: GameMap, h: Hex) -> str:
    """``"5F · Zone 4 · building"``: the hex, its zone and what stands on it."""
    if h in HALF_HEXES:
        return f"{h} · half-hex (a board space for counting paths; nothing stands here)"
    if h not in PLAYABLE:
        return ""
    parts = [str(h)]
    zone = m.zone_of(h)
    if zone is not None:
        parts.append(f"Zone {zone}")
    b = m.building_at(h)
    if b is not None:
        parts.append("rubble of a demolished building" if b.demolished else "building")
    elif h in m.starts:
        parts.append(f"start of seat {m.starts.index(h) + 1}")
    else:
        parts.append("empty")
    if m.is_locked(h):
        parts.append("locked")
    return " · ".join(parts)


def _seats(seats: list[int] | tuple[int, ...]) -> str:
    names = [str(s + 1) for s in seats]
    if len(names) == 1:
        return f"seat {names[0]}"
    return "seats " + ", ".join(names[:-1]) + " and " + names[-1]


class HexInfo:
    """Answers about hexes of one map, computed once per map and kept."""

    def __init__(self, game_map: GameMap, sight: Sight | None = None) -> None:
        self.map = game_map
        self.sight = sight if sight is not None and sight.map == game_map else Sight(game_map)
        self._reach: list[frozenset[Hex]] | None = None
        self._reach_buildings: list[tuple[Hex, ...]] | None = None
        self._owners: dict[Hex, tuple[int, ...]] | None = None

    def reach(self) -> list[frozenset[Hex]]:
        """Per seat, the hexes its first move can end on."""
        if self._reach is None:
            self._reach = [reachable_hexes(self.map, s) for s in self.map.starts]
        return self._reach

    def reach_buildings(self) -> list[tuple[Hex, ...]]:
        """Per seat, the buildings in its first move's reach."""
        if self._reach_buildings is None:
            self._reach_buildings = [buildings_in_reach(self.map, s) for s in self.map.starts]
        return self._reach_buildings

    def owners(self) -> dict[Hex, tuple[int, ...]]:
        """Each hex → the seats whose territory it is."""
        if self._owners is None:
            self._owners = seat_territories(self.map).hex_owners if self.map.starts else {}
        return self._owners

    def facts(
        self, h: Hex, enabled: set[Overlay], focus: Hex | None, heat: dict[Hex, int] | None = None
    ) -> list[str]:
        """One line per thing the active overlays say about ``h``; the first line is
        :func:`describe_hex`. ``focus`` is the pinned hex (or none)."""
        m = self.map
        head = describe_hex(m, h)
        if not head:
            return []
        lines = [head]
        if h not in PLAYABLE:
            return lines
        if focus is not None and focus in PLAYABLE and focus != h:
            if enabled & {Overlay.RINGS, Overlay.LOS}:
                lines.append(f"distance from {focus}: {focus.distance(h)}")
            if Overlay.LOS in enabled and m.building_at(h) is None:
                lines.append(f"from {focus}: {COVER_TEXT[self.sight.cover(focus, h)]}")
                alleys = [a for target, a in self.sight.alley_shot_targets(focus) if target == h]
                if alleys:
                    lines.append(f"alley shot from {focus} through {alleys[0].label}")
        if Overlay.REACH in enabled and m.starts:
            reached = [seat for seat, hexes in enumerate(self.reach()) if h in hexes]
            if m.building_at(h) is not None:
                reached = [seat for seat, bs in enumerate(self.reach_buildings()) if h in bs]
                lines.append(
                    "building in first-move reach of " + _seats(reached)
                    if reached
                    else "building out of every seat's first-move reach"
                )
            elif reached:
                lines.append(f"first-move reach of {_seats(reached)}")
            else:
                lines.append("out of every seat's first-move reach")
        if Overlay.TERRITORY in enabled and m.starts:
            owners = self.owners().get(h)
            if owners:
                lines.append(
                    f"territory of {_seats(owners)}"
                    if len(owners) == 1
                    else f"territory shared by {_seats(owners)}"
                )
        if heat and h in heat:
            lines.append(f"balance heat map: {heat[h]}")
        return lines
