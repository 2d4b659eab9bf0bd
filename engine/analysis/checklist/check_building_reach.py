"""``building-reach`` (G-REACH, R-GUIDE-2): the seats' counts of buildings in reach differ
by at most 1."""

from __future__ import annotations

from engine.analysis.checklist.check_spec import WARNING, CheckSpec
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.wording import count, join_and, span


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
        text = f"Every seat can reach {count(most, 'building')} in its first move"
    else:
        each = ", ".join(f"{s} {n}" for s, n in zip(f.starts, counts))
        text = f"Seats reach {span(least, most, 'to')} buildings in their first move ({each})"
    return [Check("building-reach", True, WARNING,
                  f"{text}; with {f.config.energy} energy, R-GUIDE-2 wants counts at most"
                  f" {f.config.max_reach_spread} apart.", tuple(f.starts))]


def failed(f: MapFacts) -> list[Check]:
    counts = [len(b) for b in f.buildings_in_reach]
    most, least = max(counts), min(counts)
    high = [s for s, n in zip(f.starts, counts) if n == most]
    low = [s for s, n in zip(f.starts, counts) if n == least]
    verb = "can" if len(high) == 1 else "can each"
    text = (f"{join_and(h.label for h in high)} {verb} reach {count(most, 'building')} in"
            f" {'its' if len(high) == 1 else 'their'} first move,"
            f" {join_and(h.label for h in low)} only {least}; with {f.config.energy} energy"
            f" the counts should differ by at most {f.config.max_reach_spread} (G-REACH,"
            " R-GUIDE-2).")
    return [Check("building-reach", False, WARNING, text, tuple(high + low))]


SPEC = CheckSpec(
    id="building-reach",
    summary="G-REACH, R-GUIDE-2: the numbers of buildings each Heavy Hitter can reach in its"
            " first move are at most 1 apart.",
    rules=("G-REACH", "R-GUIDE-2"),
    severity=WARNING,
    thresholds=("energy", "max_reach_spread"),
    shortfall=shortfall, passed=passed, failed=failed,
    repair_cost=5,
)
