"""``deploy-zone``: on the fallout side, each seat can deploy support units (Zone 1) from
its start."""

from __future__ import annotations

from engine.analysis.checklist.check_spec import ERROR, CheckSpec, seats_to_judge
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.wording import join_and
from engine.core.messages import N_, _, ngettext


def _applies(f: MapFacts) -> bool:
    return f.fallout and seats_to_judge(f)


def shortfall(f: MapFacts) -> int:
    """The seats with nowhere to deploy."""
    return sum(1 for d in f.deploy if not d) if _applies(f) else 0


def passed(f: MapFacts) -> list[Check]:
    if not _applies(f):
        return []
    each = ", ".join(f"{s} {len(d)}" for s, d in zip(f.starts, f.deploy))
    return [
        Check(
            "deploy-zone",
            True,
            ERROR,
            _(
                "Every seat can deploy support units from its start: free Zone 1 hexes"
                " within {range} ({each})."
            ).format(range=f.config.deploy_range, each=each),
        )
    ]


def failed(f: MapFacts) -> list[Check]:
    problems = []
    for i, s in enumerate(f.starts):
        if f.deploy[i]:
            continue
        zones = sorted(set(f.reach_zones(i).values()))
        lie = (
            ngettext(
                "; its buildings in reach lie in Zone {zones}",
                "; its buildings in reach lie in Zones {zones}",
                len(zones),
            ).format(zones=join_and(str(z) for z in zones))
            if zones
            else ""
        )
        problems.append(
            Check(
                "deploy-zone",
                False,
                ERROR,
                _(
                    "{start} cannot deploy support units from its start: no free Zone 1 hex within"
                    " {range} hexes{lie}."
                ).format(start=s, range=f.config.deploy_range, lie=lie),
                (s,),
            )
        )
    return problems


SPEC = CheckSpec(
    id="deploy-zone",
    summary=N_("Fallout side: each start has a free Zone 1 hex within deploy range 2."),
    rules=(),
    severity=ERROR,
    thresholds=("deploy_range",),
    shortfall=shortfall,
    passed=passed,
    failed=failed,
    repair_cost=3,
)
