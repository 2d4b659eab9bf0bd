"""``start-distance`` (G-START, R-GUIDE-1): every start 7 or 8 hexes from its closest opponent."""

from __future__ import annotations

from engine.analysis.checklist.check_spec import WARNING, CheckSpec
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.wording import join_and, span
from engine.core.messages import N_, _, ngettext
from engine.geometry.hexes import Hex


def _closest(f: MapFacts) -> list[tuple[int, tuple[Hex, ...]]]:
    """Per seat, the distance to its closest opponents and those opponents."""
    closest: list[tuple[int, tuple[Hex, ...]]] = []
    for i, s in enumerate(f.starts):
        others = [o for j, o in enumerate(f.starts) if j != i]
        d = min(s.distance(o) for o in others)
        closest.append((d, tuple(sorted(o for o in others if s.distance(o) == d))))
    return closest


def _off(d: int, f: MapFacts) -> int:
    """How many hexes a closest distance ``d`` lies outside the wanted span."""
    low, high = f.config.start_distance
    return max(0, low - d) + max(0, d - high)


def shortfall(f: MapFacts) -> int:
    """Over the seats, how many hexes each closest distance lies outside the span."""
    if len(f.starts) < 2:
        return 0
    return sum(_off(d, f) for d, _ in _closest(f))


def passed(f: MapFacts) -> list[Check]:
    if len(f.starts) < 2:
        return []
    low, high = f.config.start_distance
    dists = [d for d, _ in _closest(f)]
    return [
        Check(
            "start-distance",
            True,
            WARNING,
            _(
                "Every Heavy Hitter starts {span} hexes from its closest opponent"
                " ({between} hexes between); the guideline wants {wanted} (G-START,"
                " R-GUIDE-1)."
            ).format(
                span=span(min(dists), max(dists), "to"),
                between=span(min(dists) - 1, max(dists) - 1, "to"),
                wanted=span(low, high),
            ),
            tuple(f.starts),
        )
    ]


def failed(f: MapFacts) -> list[Check]:
    low, high = f.config.start_distance
    wanted = _(
        "each Heavy Hitter should start {span} hexes from its closest opponent,"
        " {between} hexes between (R-GUIDE-1)"
    ).format(span=span(low, high), between=span(low - 1, high - 1))
    closest = _closest(f)
    problems: list[Check] = []
    told: set[frozenset[Hex]] = set()
    for s, (d, nearest) in zip(f.starts, closest):
        if not _off(d, f):
            continue
        mutual = (
            len(nearest) == 1 and nearest[0] != s and closest[f.starts.index(nearest[0])][1] == (s,)
        )
        if mutual:
            pair = frozenset((s, nearest[0]))
            if pair in told:
                continue
            told.add(pair)
            text = (
                _("{start} and {other} start only {d} hexes apart ({between})")
                if d < low
                else _("{start} and {other} start {d} hexes apart ({between})")
            ).format(start=s, other=nearest[0], d=d, between=_between(d))
        else:
            which = ngettext(
                "its closest opponent, {seats}", "its closest opponents, {seats}", len(nearest)
            ).format(seats=join_and(h.label for h in nearest))
            text = (
                _("{start} starts only {d} hexes from {which} ({between})")
                if d < low
                else _("{start} starts {d} hexes from {which} ({between})")
            ).format(start=s, d=d, which=which, between=_between(d))
        problems.append(
            Check(
                "start-distance",
                False,
                WARNING,
                _("{text}; {wanted}.").format(text=text, wanted=wanted),
                (s,) + nearest,
            )
        )
    return problems


def _between(d: int) -> str:
    """``4 hexes between``: the hexes between two starts ``d`` apart."""
    n = max(d - 1, 0)
    return ngettext("{n} hex between", "{n} hexes between", n).format(n=n)


SPEC = CheckSpec(
    id="start-distance",
    summary=N_("G-START, R-GUIDE-1: each start is 7 or 8 hexes from its closest opponent."),
    rules=("G-START", "R-GUIDE-1"),
    severity=WARNING,
    thresholds=("start_distance",),
    shortfall=shortfall,
    passed=passed,
    failed=failed,
    repair_cost=2,
)
