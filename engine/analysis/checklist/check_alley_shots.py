"""``alley-shots`` (G-ALLEY): 2 or more potential alley shots (R-ALLEY-2)."""

from __future__ import annotations

from engine.analysis.checklist.check_spec import WARNING, CheckSpec
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.wording import count, join_and


def shortfall(f: MapFacts) -> int:
    """The potential alley shots missing."""
    return max(0, f.config.min_potential_alley_shots - len(f.potential_alleys))


def _guideline(f: MapFacts) -> str:
    return (f"the guideline wants {f.config.min_potential_alley_shots} or more"
            " (G-ALLEY, R-ALLEY-2)")


def passed(f: MapFacts) -> list[Check]:
    potential = f.potential_alleys
    labels = join_and(al.label for al in potential)
    hexes = tuple(h for al in potential for h in al.buildings + al.mouths)
    return [Check("alley-shots", True, WARNING,
                  f"{count(len(potential), 'potential alley shot')} ({labels});"
                  f" {_guideline(f)}.", hexes)]


def failed(f: MapFacts) -> list[Check]:
    potential = f.potential_alleys
    labels = join_and(al.label for al in potential)
    hexes = tuple(h for al in potential for h in al.buildings + al.mouths)
    closed = [al for al in f.sight.alleys() if al not in potential]
    found = f"Only {count(len(potential), 'potential alley shot')} ({labels})" if potential \
        else "No potential alley shot"
    text = (f"{found}; {_guideline(f)}: put two buildings side by side with both hexes that"
            " touch them both free.")
    if closed:
        text += (f" {join_and(al.label for al in closed)}"
                 f" {'has' if len(closed) == 1 else 'have'} a mouth closed by a building or"
                 " the board's edge.")
        hexes += tuple(h for al in closed for h in al.buildings)
    return [Check("alley-shots", False, WARNING, text, hexes)]


SPEC = CheckSpec(
    id="alley-shots",
    summary="G-ALLEY: the map sets up 2 or more potential alley shots (R-ALLEY-2).",
    rules=("G-ALLEY", "R-ALLEY-2"),
    severity=WARNING,
    thresholds=("min_potential_alley_shots",),
    shortfall=shortfall, passed=passed, failed=failed,
    repair_cost=7,
)
