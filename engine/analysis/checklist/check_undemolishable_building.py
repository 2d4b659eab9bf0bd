"""``undemolishable-building`` (R-TAG-2): a building with fewer than 4 taggable faces can
never be demolished."""

from __future__ import annotations

from engine.analysis.checklist.check_spec import WARNING, CheckSpec
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.wording import hex_list
from engine.core.messages import N_, _, ngettext


def shortfall(f: MapFacts) -> int:
    """Over the intact buildings, the taggable faces each lacks."""
    need = f.config.tags_to_demolish
    return sum(max(0, need - len(f.taggable_faces(b))) for b in f.map.intact_hexes)


def passed(f: MapFacts) -> list[Check]:
    return [
        Check(
            "undemolishable-building",
            True,
            WARNING,
            _(
                "Every building has at least {n} taggable faces, so each can be"
                " demolished (R-TAG-2)."
            ).format(n=f.config.tags_to_demolish),
        )
    ]


def failed(f: MapFacts) -> list[Check]:
    need = f.config.tags_to_demolish
    problems = []
    for b in sorted(f.map.intact_hexes):
        faces = f.taggable_faces(b)
        if len(faces) >= need:
            continue
        which = f" ({hex_list(faces)})" if faces else ""
        problems.append(
            Check(
                "undemolishable-building",
                False,
                WARNING,
                ngettext(
                    "{building} can never be demolished: only {n} face{which} touches a free"
                    " playable hex, and {need} tags are needed (R-TAG-2).",
                    "{building} can never be demolished: only {n} faces{which} touch a free"
                    " playable hex, and {need} tags are needed (R-TAG-2).",
                    len(faces),
                ).format(building=b, n=len(faces), which=which, need=need),
                (b,) + faces,
            )
        )
    return problems


SPEC = CheckSpec(
    id="undemolishable-building",
    summary=N_(
        "R-TAG-2: every intact building has 4 or more faces touching a free playable hex,"
        " so it can be demolished."
    ),
    rules=("R-TAG-2",),
    severity=WARNING,
    thresholds=("tags_to_demolish",),
    shortfall=shortfall,
    passed=passed,
    failed=failed,
    repair_cost=4,
)
