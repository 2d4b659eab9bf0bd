"""``building-count``: at most the 10 buildings in the box."""

from __future__ import annotations

from engine.analysis.checklist.check_spec import WARNING, CheckSpec
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.wording import count


def shortfall(f: MapFacts) -> int:
    """The buildings more than the box holds."""
    return max(0, len(f.map.buildings) - f.config.max_buildings)


def passed(f: MapFacts) -> list[Check]:
    return [Check("building-count", True, WARNING,
                  f"{count(len(f.map.buildings), 'building')}; the box holds"
                  f" {f.config.max_buildings}.")]


def failed(f: MapFacts) -> list[Check]:
    return [Check("building-count", False, WARNING,
                  f"{count(len(f.map.buildings), 'building')}: the box holds"
                  f" {f.config.max_buildings}, so playing this map needs buildings from a"
                  " second copy of the game.", tuple(sorted(f.map.building_hexes)))]


SPEC = CheckSpec(
    id="building-count",
    summary="At most the 10 buildings in the box.",
    rules=(),
    severity=WARNING,
    thresholds=("max_buildings",),
    shortfall=shortfall, passed=passed, failed=failed,
    repair_cost=1,
)
