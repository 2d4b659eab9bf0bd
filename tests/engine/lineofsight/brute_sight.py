"""A brute-force reading of the sight rules, straight from their text.

It enumerates every shortest path (R-LOS-1) by depth-first search and applies
R-LOS-2…4 and R-ALLEY-3 literally. Slow on purpose and independent of the
engine's counting and bit sets, so the fast code can be checked against it.
"""

from __future__ import annotations

from functools import lru_cache

from engine.geometry.board import PLAYABLE, SPACES
from engine.geometry.hexes import Hex


@lru_cache(maxsize=None)
def shortest_paths(a: Hex, b: Hex) -> tuple[tuple[Hex, ...], ...]:
    """Every chain of adjacent board spaces from a to b of length distance(a, b)."""
    d = a.distance(b)
    out: list[tuple[Hex, ...]] = []

    def walk(path: list[Hex]) -> None:
        x = path[-1]
        if len(path) - 1 == d:
            if x == b:
                out.append(tuple(path))
            return
        for n in x.neighbors():
            if n in SPACES and n.distance(b) == d - len(path):
                path.append(n)
                walk(path)
                path.pop()

    walk([a])
    return tuple(out)


@lru_cache(maxsize=None)
def interiors(a: Hex, b: Hex) -> tuple[frozenset[Hex], ...]:
    """The hexes each shortest path passes through (strictly between a and b)."""
    return tuple(frozenset(p[1:-1]) for p in shortest_paths(a, b))


def has_los(intact: frozenset[Hex], a: Hex, b: Hex) -> bool:
    """R-LOS-2: blocked when every shortest path passes through an intact building."""
    return any(inner.isdisjoint(intact) for inner in interiors(a, b))


def cover(intact: frozenset[Hex], attacker: Hex, target: Hex) -> str:
    """R-LOS-2…4 read literally."""
    if not has_los(intact, attacker, target):
        return "full"
    paths = interiors(attacker, target)
    adjacent_buildings = {h for h in intact if h.distance(target) == 1}
    if len(paths) > 1 and any(inner & adjacent_buildings for inner in paths):
        return "partial"
    return "none"


def clear_path_count(intact: frozenset[Hex], a: Hex, b: Hex) -> int:
    return sum(1 for inner in interiors(a, b) if inner.isdisjoint(intact))


def alley_shot_targets(intact: frozenset[Hex], buildings: frozenset[Hex], mouth: Hex) -> set[Hex]:
    """R-ALLEY-1 and R-ALLEY-3 read literally, for a unit standing on ``mouth``.

    Hexes holding a building (or rubble) hold no unit and are not targets.
    """
    targets: set[Hex] = set()
    if mouth not in PLAYABLE:
        return targets
    for b1 in mouth.neighbors():
        for b2 in mouth.neighbors():
            if b1 in intact and b2 in intact and b1.distance(b2) == 1:
                common = [h for h in b1.neighbors() if h.distance(b2) == 1]
                assert mouth in common and len(common) == 2
                other = common[0] if common[1] == mouth else common[1]
                d = other - mouth
                k = 1
                while k < 20:
                    h = mouth + d * k
                    if (
                        h in PLAYABLE
                        and h not in buildings
                        and all(mouth + d * j not in intact for j in range(1, k))
                    ):
                        targets.add(h)
                    k += 1
    return targets
