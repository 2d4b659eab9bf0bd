"""The checks of the balance analysis: one module per check, each defining its
:class:`CheckSpec`, collected here in the order the report lists them.

Everything that knows about checks reads these specs: the analysis
(:func:`engine.analysis.analyse` runs each spec), the repair search (its
shortfalls and its order of cost), Help ▸ Quick reference (summaries and rule
ids), ``gkr-map check`` and ``fix --checks`` (the ids, SARIF's rule texts), and
the studio's Checks dock. A new check is a new module here, a line in
:data:`CHECK_SPECS` and its id in :data:`engine.analysis.config.CHECK_IDS`, at the same place
(docs/architecture.md, "How to add a check").

Each check gives one passing finding when all is well, or one failing finding per
separate problem, with a sentence that names the hexes and the hexes themselves.
Severities: the rulebook's guidelines and the studio's own checks are warnings,
except that a draft (too few starts, or not one per player planned), a start whose
Heavy Hitter can never move, and a fallout seat that cannot deploy from its start,
are errors. The checks of the seats need two starts: on a draft with fewer they are
left out, and the ``players`` finding says so.

>>> CHECK_IDS[:3]
('players', 'start-distance', 'alley-shots')
>>> spec_of("start-distance").rules, spec_of("start-distance").severity.value
(('G-START', 'R-GUIDE-1'), 'warning')
>>> COST_ORDER[0], COST_ORDER[-1], "players" in COST_ORDER
('building-count', 'symmetry', False)
"""

from __future__ import annotations

from engine.analysis.checklist import (
    check_alley_shots,
    check_building_count,
    check_building_reach,
    check_deploy_zone,
    check_players,
    check_seat_exposure,
    check_start_blocked,
    check_start_distance,
    check_symmetry,
    check_team_balance,
    check_undemolishable_building,
)
from engine.analysis.checklist.check_spec import CheckSpec
from engine.analysis.config import CHECK_IDS, unknown_check

CHECK_SPECS: tuple[CheckSpec, ...] = (
    check_players.SPEC,
    check_start_distance.SPEC,
    check_alley_shots.SPEC,
    check_building_reach.SPEC,
    check_undemolishable_building.SPEC,
    check_building_count.SPEC,
    check_start_blocked.SPEC,
    check_symmetry.SPEC,
    check_seat_exposure.SPEC,
    check_deploy_zone.SPEC,
    check_team_balance.SPEC,
)
"""Every check, in the order the report lists them: whether the map is finished, the
rulebook's three guidelines, then the studio's own checks."""

_BY_ID: dict[str, CheckSpec] = {s.id: s for s in CHECK_SPECS}

REPAIRABLE: tuple[str, ...] = tuple(s.id for s in CHECK_SPECS if s.repairable)
"""The ids of the checks the repair search works on, in report order."""

COST_ORDER: tuple[str, ...] = tuple(
    s.id for s in sorted((s for s in CHECK_SPECS if s.repairable), key=lambda s: s.repair_cost or 0)
)
"""The repairable check ids from the cheapest to run to the dearest (ties in report
order): a search asks in this order and stops at the first check a candidate breaks."""


def spec_of(check_id: str) -> CheckSpec:
    """The spec of the check with this id (an :class:`AnalysisConfigError` for no such id)."""
    try:
        return _BY_ID[check_id]
    except KeyError:
        raise unknown_check(check_id) from None


__all__ = ["CHECK_IDS", "CHECK_SPECS", "COST_ORDER", "CheckSpec", "REPAIRABLE", "spec_of"]
