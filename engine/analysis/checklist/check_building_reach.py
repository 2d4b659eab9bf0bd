"""``building-reach`` (G-REACH, R-GUIDE-2): the seats' counts of buildings in reach differ
by at most 1."""

from __future__ import annotations

from engine.analysis.checklist.check_spec import WARNING, CheckSpec
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.wording import join_and, span
from engine.core.messages import N_, _, ngettext


def shortfall(f: MapFacts) -> int:
    """How far the largest and smallest counts are apart beyond the spread allowed."""
    if len(f.starts) < 2:
        return 0
    counts = [len(b) for b in f.buildings_in_reach]
    return max(0, max(counts) - min(counts) - f.config.max_reach_spread)


def passed(f: MapFacts) -> list[Check]:
    if len(f.starts) < 2:
        return []
    counts = [len(b) for b in f.buildings_in_reach]
    most, least = max(counts), min(counts)
    if most == least:
        text = ngettext(
            "Every seat can reach {n} building in its first move",
            "Every seat can reach {n} buildings in its first move",
            most,
        ).format(n=most)
    else:
        each = ", ".join(f"{s} {n}" for s, n in zip(f.starts, counts))
        text = _("Seats reach {span} buildings in their first move ({each})").format(
            span=span(least, most, "to"), each=each
        )
    return [
        Check(
            "building-reach",
            True,
            WARNING,
            _(
                "{text}; with {energy} energy, R-GUIDE-2 wants counts at most {spread} apart."
            ).format(text=text, energy=f.config.energy, spread=f.config.max_reach_spread),
            tuple(f.starts),
        )
    ]


def failed(f: MapFacts) -> list[Check]:
    counts = [len(b) for b in f.buildings_in_reach]
    most, least = max(counts), min(counts)
    high = [s for s, n in zip(f.starts, counts) if n == most]
    low = [s for s, n in zip(f.starts, counts) if n == least]
    reach = (
        ngettext(
            "{seat} can reach {n} building in its first move",
            "{seat} can reach {n} buildings in its first move",
            most,
        )
        if len(high) == 1
        else ngettext(
            "{seat} can each reach {n} building in their first move",
            "{seat} can each reach {n} buildings in their first move",
            most,
        )
    )
    text = _(
        "{reach}, {low} only {least}; with {energy} energy the counts should differ by"
        " at most {spread} (G-REACH, R-GUIDE-2)."
    ).format(
        reach=reach.format(seat=join_and(h.label for h in high), n=most),
        low=join_and(h.label for h in low),
        least=least,
        energy=f.config.energy,
        spread=f.config.max_reach_spread,
    )
    return [Check("building-reach", False, WARNING, text, tuple(high + low))]


SPEC = CheckSpec(
    id="building-reach",
    summary=N_(
        "G-REACH, R-GUIDE-2: the numbers of buildings each Heavy Hitter can reach in its"
        " first move are at most 1 apart."
    ),
    rules=("G-REACH", "R-GUIDE-2"),
    severity=WARNING,
    thresholds=("energy", "max_reach_spread"),
    shortfall=shortfall,
    passed=passed,
    failed=failed,
    repair_cost=5,
)
