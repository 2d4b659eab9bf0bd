"""A brute-force reference for the repair search: every single and double edit."""

from __future__ import annotations

from engine.analysis import analyse, map_symmetry
from engine.geometry.hexes import Hex
from engine.mapmodel.model import GameMap
from engine.repair import Edit, candidate_edits, symmetry_mode_of
from engine.repair.search import EditKey, _key


def failing_ids(m: GameMap) -> set[str]:
    return {c.id for c in analyse(m).checks if not c.ok}


def brute_force_fixes(
    m: GameMap, region: frozenset[Hex], targets: set[str]
) -> list[tuple[EditKey, tuple[Edit, ...]]]:
    """Every sequence of one or two edits in ``region`` after which ``targets`` pass
    and no check that passed on ``m`` fails, with its preference key."""
    before = failing_ids(m)
    mode = symmetry_mode_of(next(iter(map_symmetry(m).symmetries), None))
    found: list[tuple[EditKey, tuple[Edit, ...]]] = []

    def ok(after: GameMap) -> bool:
        now = failing_ids(after)
        return not (now & targets) and now <= before

    for e1 in candidate_edits(m, mode, region):
        m1 = e1.apply(m)
        if ok(m1):
            found.append((_key((e1,)), (e1,)))
            continue
        for e2 in candidate_edits(m1, mode, region):
            m2 = e2.apply(m1)
            if ok(m2):
                found.append((_key((e1, e2)), (e1, e2)))
    return found
