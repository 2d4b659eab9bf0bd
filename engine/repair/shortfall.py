"""How far a map is from passing each check: the measure a repair search ranks by.

A check either passes or not (:mod:`engine.analysis.checks` decides); the
*shortfall* says by how much it fails, so that a search can prefer a map that
is nearly there. It is 0 exactly when the check passes and at least 1 when it
fails; each check id has one formula below.

>>> from engine import load_map, builtin_map_path
>>> from engine.analysis.config import DEFAULT_CONFIG
>>> f = MapFacts(load_map(builtin_map_path("salvage-city")), DEFAULT_CONFIG)
>>> shortfall(f, "alley-shots"), shortfall(f, "symmetry"), shortfall(f, "start-distance")
(1, 4, 0)
"""

from __future__ import annotations

from typing import Callable

from engine.analysis.checks import CHECKS
from engine.analysis.facts import MapFacts
from engine.analysis.symmetry import CANDIDATES, image_table, symmetries_held
from engine.analysis.team_metrics import team_gaps, teams_alternate

COST_ORDER: tuple[str, ...] = (
    "building-count", "start-distance", "deploy-zone", "undemolishable-building",
    "building-reach", "start-blocked", "alley-shots", "seat-exposure", "team-balance",
    "symmetry",
)
"""Check ids from the cheapest to run to the dearest: a search asks in this order
and stops at the first check a candidate breaks."""


def passes(facts: MapFacts, check_id: str) -> bool:
    """Whether every finding of the check is a pass (the analysis decides; for the
    symmetry check, whether the map has a symmetry, without the wording of what
    breaks it)."""
    if check_id == "symmetry":
        return bool(symmetries_held(facts.map))
    return all(c.ok for c in CHECKS[check_id](facts))


def shortfall(facts: MapFacts, check_id: str) -> int:
    """0 when the check passes, else how far it is from passing (at least 1)."""
    if passes(facts, check_id):
        return 0
    return max(1, _MEASURES[check_id](facts))


def _start_distance(f: MapFacts) -> int:
    low, high = f.config.start_distance
    total = 0
    for i, s in enumerate(f.starts):
        d = min(s.distance(o) for j, o in enumerate(f.starts) if j != i)
        total += max(0, low - d) + max(0, d - high)
    return total


def _alley_shots(f: MapFacts) -> int:
    return f.config.min_potential_alley_shots - len(f.potential_alleys)


def _building_reach(f: MapFacts) -> int:
    counts = [len(b) for b in f.buildings_in_reach]
    return max(counts) - min(counts) - f.config.max_reach_spread


def _undemolishable(f: MapFacts) -> int:
    need = f.config.tags_to_demolish
    return sum(max(0, need - len(f.taggable_faces(b)))
               for b in f.map.intact_hexes)


def _building_count(f: MapFacts) -> int:
    return len(f.map.buildings) - f.config.max_buildings


def _start_blocked(f: MapFacts) -> int:
    need = f.config.min_escape_distance
    stuck = sum(need + 1 if not n else max(0, need - far)
                for n, far in zip(f.free_neighbors, f.farthest_first_move))
    return stuck + len(f.walk_groups) - 1


def _symmetry(f: MapFacts) -> int:
    """Over the candidate symmetries, the fewest buildings whose image is not a building
    in the same state; a symmetry the starts do not fit costs 10 more per start."""
    starts = set(f.starts)
    state = {b.hex: b.demolished for b in f.map.buildings}
    costs = []
    for _, symmetry in CANDIDATES:
        images = image_table(symmetry)
        bad_starts = sum(1 for s in starts if images[s] not in starts)
        bad = sum(1 for b, d in state.items() if state.get(images[b]) != d)
        costs.append(10 * bad_starts + bad)
    return min(costs)


def _seat_exposure(f: MapFacts) -> int:
    seen = [n for n, _ in f.exposure_counts]
    return max(seen) - min(seen) - f.config.exposure_min_difference + 1


def _team_balance(f: MapFacts) -> int:
    """Over the team metrics, how far the teams' gaps go past their thresholds, and 1
    when the teams would not alternate turns."""
    if not f.teams:
        return 0
    a, b = f.teams
    crossed = 0 if teams_alternate(f.map, (a.seats, b.seats)) else 1
    return crossed + sum(g.excess for g in team_gaps(a, b, f.config))


def _deploy_zone(f: MapFacts) -> int:
    return sum(1 for d in f.deploy if not d)


_MEASURES: dict[str, Callable[[MapFacts], int]] = {
    "start-distance": _start_distance,
    "alley-shots": _alley_shots,
    "building-reach": _building_reach,
    "undemolishable-building": _undemolishable,
    "building-count": _building_count,
    "start-blocked": _start_blocked,
    "symmetry": _symmetry,
    "seat-exposure": _seat_exposure,
    "deploy-zone": _deploy_zone,
    "team-balance": _team_balance,
}
