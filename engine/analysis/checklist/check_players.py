"""``players``: a finished map has 2-4 starts, one per player; a draft fails it (error).

The repair leaves it alone: only the designer knows where the starts go.
"""

from __future__ import annotations

from engine.analysis.checklist.check_spec import ERROR, CheckSpec
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.core.messages import N_, _, ngettext
from engine.mapmodel.model import MIN_PLAYERS, draft_problems


def shortfall(f: MapFacts) -> int:
    """The map's draft problems (missing starts, or fewer than the players planned)."""
    return len(draft_problems(f.map))


def passed(f: MapFacts) -> list[Check]:
    n = len(f.starts)
    return [
        Check(
            "players",
            True,
            ERROR,
            ngettext(
                "{n} start, one per player: a {n}-player map.",
                "{n} starts, one per player: a {n}-player map.",
                n,
            ).format(n=n),
            tuple(f.starts),
        )
    ]


def failed(f: MapFacts) -> list[Check]:
    text = _("Draft: {problem}.").format(problem=draft_problems(f.map)[0].message)
    if len(f.starts) < MIN_PLAYERS:
        text += " " + _(
            "The checks of the seats wait for two starts; no game is played until then."
        )
    else:
        text += " " + _("No game is played until then.")
    return [Check("players", False, ERROR, text, tuple(f.starts))]


SPEC = CheckSpec(
    id="players",
    summary=N_("A finished map: 2-4 starts, one per player (a draft is an error until it is)."),
    rules=(),
    severity=ERROR,
    thresholds=(),
    shortfall=shortfall,
    passed=passed,
    failed=failed,
    repair_cost=None,
    designer_fix="place the starts",
)
