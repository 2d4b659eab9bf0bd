"""``start-blocked``: a start whose Heavy Hitter can never move (error), is boxed in, or is
walled off from the others by buildings."""

from __future__ import annotations

from engine.analysis.checklist.check_spec import ERROR, WARNING, CheckSpec, seats_to_judge
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.wording import join_and
from engine.core.messages import N_, _, ngettext
from engine.geometry.board import PLAYABLE


def shortfall(f: MapFacts) -> int:
    """Per seat that cannot move, the escape distance plus one; per boxed-in seat, the hexes
    its first move falls short; plus one per extra group of seats walled apart."""
    if not seats_to_judge(f):
        return 0
    need = f.config.min_escape_distance
    stuck = sum(
        need + 1 if not n else max(0, need - far)
        for n, far in zip(f.free_neighbors, f.farthest_first_move)
    )
    # no group at all only when every seat is stuck, which already counts 2 or more
    return stuck + len(f.walk_groups) - 1


def passed(f: MapFacts) -> list[Check]:
    if not seats_to_judge(f):
        return []
    return [
        Check(
            "start-blocked",
            True,
            ERROR,
            ngettext(
                "Every Heavy Hitter can leave its start and get at least {n} hex"
                " away in its first move.",
                "Every Heavy Hitter can leave its start and get at least {n} hexes"
                " away in its first move.",
                f.config.min_escape_distance,
            ).format(n=f.config.min_escape_distance),
        )
    ]


def failed(f: MapFacts) -> list[Check]:
    need = f.config.min_escape_distance
    problems = []
    for i, s in enumerate(f.starts):
        if not f.free_neighbors[i]:
            problems.append(
                Check(
                    "start-blocked",
                    False,
                    ERROR,
                    _(
                        "{start} has no free neighbour: its Heavy Hitter can never leave its start."
                    ).format(start=s),
                    (s,) + tuple(n for n in s.neighbors() if n in PLAYABLE),
                )
            )
            continue
        far = f.farthest_first_move[i]
        if far < need:
            problems.append(
                Check(
                    "start-blocked",
                    False,
                    WARNING,
                    ngettext(
                        "{start} is boxed in: with {energy} energy its Heavy Hitter ends its"
                        " first move at most {n} hex from its start ({need} or more wanted);"
                        " open a way out through the buildings around it.",
                        "{start} is boxed in: with {energy} energy its Heavy Hitter ends its"
                        " first move at most {n} hexes from its start ({need} or more wanted);"
                        " open a way out through the buildings around it.",
                        far,
                    ).format(start=s, energy=f.config.energy, n=far, need=need),
                    (s,),
                )
            )
    groups = [[f.starts[i].label for i in g] for g in f.walk_groups]
    if len(groups) == 2:
        problems.append(
            Check(
                "start-blocked",
                False,
                WARNING,
                _(
                    "Buildings wall {one} off from {other}: their Heavy Hitters can never walk to"
                    " each other."
                ).format(one=join_and(groups[0]), other=join_and(groups[1])),
                tuple(f.starts),
            )
        )
    elif len(groups) > 2:
        problems.append(
            Check(
                "start-blocked",
                False,
                WARNING,
                _(
                    "Buildings split the seats into {n} groups that can never walk to each other:"
                    " {groups}."
                ).format(n=len(groups), groups="; ".join(join_and(g) for g in groups)),
                tuple(f.starts),
            )
        )
    return problems


SPEC = CheckSpec(
    id="start-blocked",
    summary=N_(
        "Every start has a free neighbour, its first move can end 3 or more hexes away,"
        " and no seat is walled off by buildings."
    ),
    rules=(),
    severity=ERROR,
    thresholds=("energy", "min_escape_distance"),
    shortfall=shortfall,
    passed=passed,
    failed=failed,
    repair_cost=6,
)
