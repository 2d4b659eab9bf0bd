"""``seat-exposure``: seats whose starts are seen from markedly different numbers of hexes."""

from __future__ import annotations

from engine.analysis.checklist.check_spec import WARNING, CheckSpec
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.wording import span
from engine.core.messages import N_, _, ngettext
from engine.core.numbers import format_percent


def shortfall(f: MapFacts) -> int:
    """When the most and least exposed starts differ by the ratio and by at least the
    minimum difference: how many hexes the difference must shrink to fall below it."""
    if len(f.starts) < 2:
        return 0
    seen = [n for n, _ in f.exposure_counts]
    most, least = max(seen), min(seen)
    gap = f.config.exposure_min_difference
    if most - least >= gap and most > f.config.exposure_ratio * least:
        return most - least - gap + 1
    return 0


def passed(f: MapFacts) -> list[Check]:
    if len(f.starts) < 2:
        return []
    seen = [n for n, _ in f.exposure_counts]
    return [
        Check(
            "seat-exposure",
            True,
            WARNING,
            _(
                "Every start is seen from {span} free hexes; no seat is markedly more"
                " exposed than another."
            ).format(span=span(min(seen), max(seen), "to")),
        )
    ]


def failed(f: MapFacts) -> list[Check]:
    counts = f.exposure_counts
    seen = [n for n, _ in counts]
    most, least = max(seen), min(seen)
    i, j = seen.index(most), seen.index(least)
    percent = format_percent(f.config.exposure_ratio - 1, 0)
    return [
        Check(
            "seat-exposure",
            False,
            WARNING,
            ngettext(
                "{start} can be fired at from {n} hex ({partial} of them with partial cover"
                " against it), {other} from only {least} ({other_partial}): the seats'"
                " exposure differs by more than {percent}.",
                "{start} can be fired at from {n} hexes ({partial} of them with partial cover"
                " against it), {other} from only {least} ({other_partial}): the seats'"
                " exposure differs by more than {percent}.",
                most,
            ).format(
                start=f.starts[i],
                n=most,
                partial=counts[i][1],
                other=f.starts[j],
                least=least,
                other_partial=counts[j][1],
                percent=percent,
            ),
            (f.starts[i], f.starts[j]),
        )
    ]


SPEC = CheckSpec(
    id="seat-exposure",
    summary=N_("The starts are seen from similar numbers of free hexes."),
    rules=(),
    severity=WARNING,
    thresholds=("exposure_ratio", "exposure_min_difference"),
    shortfall=shortfall,
    passed=passed,
    failed=failed,
    repair_cost=8,
)
