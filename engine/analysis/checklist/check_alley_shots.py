"""``alley-shots`` (G-ALLEY): 2 or more potential alley shots (R-ALLEY-2)."""

from __future__ import annotations

from engine.analysis.checklist.check_spec import WARNING, CheckSpec
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.wording import join_and
from engine.core.messages import N_, _, ngettext


def shortfall(f: MapFacts) -> int:
    """The potential alley shots missing."""
    return max(0, f.config.min_potential_alley_shots - len(f.potential_alleys))


def _guideline(f: MapFacts) -> str:
    return _("the guideline wants {n} or more (G-ALLEY, R-ALLEY-2)").format(
        n=f.config.min_potential_alley_shots
    )


def _count(n: int) -> str:
    return ngettext("{n} potential alley shot", "{n} potential alley shots", n).format(n=n)


def passed(f: MapFacts) -> list[Check]:
    potential = f.potential_alleys
    labels = join_and(al.label for al in potential)
    hexes = tuple(h for al in potential for h in al.buildings + al.mouths)
    return [
        Check(
            "alley-shots",
            True,
            WARNING,
            _("{shots} ({labels}); {guideline}.").format(
                shots=_count(len(potential)), labels=labels, guideline=_guideline(f)
            ),
            hexes,
        )
    ]


def failed(f: MapFacts) -> list[Check]:
    potential = f.potential_alleys
    labels = join_and(al.label for al in potential)
    hexes = tuple(h for al in potential for h in al.buildings + al.mouths)
    closed = [al for al in f.sight.alleys() if al not in potential]
    found = (
        _("Only {shots} ({labels})").format(shots=_count(len(potential)), labels=labels)
        if potential
        else _("No potential alley shot")
    )
    text = _(
        "{found}; {guideline}: put two buildings side by side with both hexes that"
        " touch them both free."
    ).format(found=found, guideline=_guideline(f))
    if closed:
        text += " " + ngettext(
            "{alleys} has a mouth closed by a building or the board's edge.",
            "{alleys} have a mouth closed by a building or the board's edge.",
            len(closed),
        ).format(alleys=join_and(al.label for al in closed))
        hexes += tuple(h for al in closed for h in al.buildings)
    return [Check("alley-shots", False, WARNING, text, hexes)]


SPEC = CheckSpec(
    id="alley-shots",
    summary=N_("G-ALLEY: the map sets up 2 or more potential alley shots (R-ALLEY-2)."),
    rules=("G-ALLEY", "R-ALLEY-2"),
    severity=WARNING,
    thresholds=("min_potential_alley_shots",),
    shortfall=shortfall,
    passed=passed,
    failed=failed,
    repair_cost=7,
)
