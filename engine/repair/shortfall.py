"""How far a map is from passing each check: the measure a repair search ranks by.

A check either passes or not; the *shortfall* says by how much it fails, so that
a search can prefer a map that is nearly there. Both come from the check's own
spec (:mod:`engine.analysis.checklist`): its shortfall is 0 exactly when it
passes, and its verdict is that test, so the search and the report cannot
disagree.

>>> from engine import load_map, builtin_map_path
>>> from engine.analysis.config import DEFAULT_CONFIG
>>> f = MapFacts(load_map(builtin_map_path("salvage-city")), DEFAULT_CONFIG)
>>> shortfall(f, "alley-shots"), shortfall(f, "symmetry"), shortfall(f, "start-distance")
(1, 4, 0)
"""

from __future__ import annotations

from engine.analysis.checklist import COST_ORDER, spec_of
from engine.analysis.facts import MapFacts

__all__ = ["COST_ORDER", "passes", "shortfall"]


def passes(facts: MapFacts, check_id: str) -> bool:
    """Whether the check passes: its shortfall is 0."""
    return spec_of(check_id).shortfall(facts) == 0


def shortfall(facts: MapFacts, check_id: str) -> int:
    """0 when the check passes, else how far it is from passing (at least 1)."""
    return spec_of(check_id).shortfall(facts)
