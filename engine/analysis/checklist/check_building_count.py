"""``building-count``: at most the 10 buildings in the box."""

from __future__ import annotations

from engine.analysis.checklist.check_spec import WARNING, CheckSpec
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.core.messages import N_, ngettext


def shortfall(f: MapFacts) -> int:
    """The buildings more than the box holds."""
    return max(0, len(f.map.buildings) - f.config.max_buildings)


def passed(f: MapFacts) -> list[Check]:
    return [
        Check(
            "building-count",
            True,
            WARNING,
            ngettext(
                "{n} building; the box holds {box}.",
                "{n} buildings; the box holds {box}.",
                len(f.map.buildings),
            ).format(n=len(f.map.buildings), box=f.config.max_buildings),
        )
    ]


def failed(f: MapFacts) -> list[Check]:
    return [
        Check(
            "building-count",
            False,
            WARNING,
            ngettext(
                "{n} building: the box holds {box}, so playing this map needs"
                " buildings from a second copy of the game.",
                "{n} buildings: the box holds {box}, so playing this map needs"
                " buildings from a second copy of the game.",
                len(f.map.buildings),
            ).format(n=len(f.map.buildings), box=f.config.max_buildings),
            tuple(sorted(f.map.building_hexes)),
        )
    ]


SPEC = CheckSpec(
    id="building-count",
    summary=N_("At most the 10 buildings in the box."),
    rules=(),
    severity=WARNING,
    thresholds=("max_buildings",),
    shortfall=shortfall,
    passed=passed,
    failed=failed,
    repair_cost=1,
)
