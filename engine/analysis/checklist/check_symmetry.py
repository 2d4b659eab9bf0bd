"""``symmetry``: which symmetry about 5F the map has; what breaks the one its starts
suggest, and the changes that restore it."""

from __future__ import annotations

from engine.analysis.checklist.check_spec import WARNING, CheckSpec, seats_to_judge
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check
from engine.analysis.symmetry import (
    CANDIDATES,
    SymmetryFit,
    describe_hex,
    image_table,
    orbit,
    symmetries_held,
    symmetry_description,
    symmetry_name,
)
from engine.analysis.wording import hex_list, join_and
from engine.core.messages import N_, _, ngettext
from engine.geometry.board import PLAYABLE
from engine.mapmodel.model import GameMap


def shortfall(f: MapFacts) -> int:
    """Over the candidate symmetries, the fewest buildings whose image is not a building
    in the same state; a symmetry the starts do not fit costs 10 more per start. 0 when
    the map has a symmetry (every start's image a start, every building's image a
    building in the same state)."""
    if not seats_to_judge(f):
        return 0
    starts = set(f.starts)
    state = {b.hex: b.demolished for b in f.map.buildings}
    costs = []
    for _name, symmetry in CANDIDATES:
        images = image_table(symmetry)
        bad_starts = sum(1 for s in starts if images[s] not in starts)
        bad = sum(1 for b, d in state.items() if state.get(images[b]) != d)
        costs.append(10 * bad_starts + bad)
    return min(costs)


def passed(f: MapFacts) -> list[Check]:
    if not seats_to_judge(f):
        return []
    which = join_and(symmetry_description(s) for s in symmetries_held(f.map))
    return [
        Check(
            "symmetry",
            True,
            WARNING,
            _("{map} is symmetric under {which}.").format(map=f.map.name, which=which),
        )
    ]


def failed(f: MapFacts) -> list[Check]:
    fit = f.symmetry.suggested
    if fit is None:
        return [_starts_not_symmetric(f)]
    text = _("{map} is not symmetric: its starts suggest {symmetry}, which {breaking}.").format(
        map=f.map.name, symmetry=fit.description, breaking=_breaking(fit, f.map)
    )
    changes = ", ".join(c.text() for c in fit.changes)
    text += " " + _("To restore it: {changes}.").format(changes=changes)
    hexes = fit.breakers + tuple(h for h in fit.missing if h in PLAYABLE)
    return [Check("symmetry", False, WARNING, text, hexes)]


def _breaking(fit: SymmetryFit, game_map: GameMap) -> str:
    """What breaks a symmetry, e.g. "2D 2H break: no building on their partners 8H 8D"."""
    parts = []
    absent = [b for b in fit.breakers if b not in fit.mismatched]
    if absent:
        placeable = [h for h in fit.missing if h not in fit.unplaceable]
        text = ngettext("{hexes} breaks", "{hexes} break", len(absent)).format(
            hexes=hex_list(absent)
        )
        if placeable:
            text += ngettext(
                ": no building on its partner {hexes}",
                ": no building on their partners {hexes}",
                len(placeable),
            ).format(hexes=hex_list(placeable))
        for x in fit.unplaceable:
            owner = next(b for b in absent if x in orbit(b, fit.symmetry))
            where = (
                describe_hex(x) if x not in game_map.starts else _("the start {hex}").format(hex=x)
            )
            text += _("; {owner}'s partner is {where}, where no building can stand").format(
                owner=owner, where=where
            )
        parts.append(text)
    if fit.mismatched:
        rubble = [h for h in fit.mismatched if h not in game_map.intact_hexes]
        intact = [h for h in fit.mismatched if h in game_map.intact_hexes]
        parts.append(
            _(
                "{hexes} break: partners must be in the same state, but {rubble} and {intact}"
            ).format(
                hexes=hex_list(fit.mismatched),
                rubble=ngettext("{hexes} is rubble", "{hexes} are rubble", len(rubble)).format(
                    hexes=hex_list(rubble)
                ),
                intact=ngettext("{hexes} stands", "{hexes} stand", len(intact)).format(
                    hexes=hex_list(intact)
                ),
            )
        )
    return _("; and ").join(parts)


def _starts_not_symmetric(f: MapFacts) -> Check:
    fits = f.symmetry.fits
    best = min(fits, key=lambda x: sum(1 for b in x.breakers if b in f.starts))
    starts = [b for b in best.breakers if b in f.starts]
    partners = best.missing[: len(starts)]
    pairs = ", ".join(
        _("{start}'s partner would be {where}").format(start=s, where=describe_hex(p))
        for s, p in zip(starts, partners)
    )
    options = ", ".join(symmetry_name(name) for name, _symmetry in CANDIDATES)
    return Check(
        "symmetry",
        False,
        WARNING,
        _(
            "{map} is not symmetric: its starts {starts} fit none of the symmetries about 5F"
            " ({options}); closest is {closest}, where {pairs}."
        ).format(
            map=f.map.name,
            starts=hex_list(f.starts),
            options=options,
            closest=best.description,
            pairs=pairs,
        ),
        tuple(starts) + tuple(p for p in partners if p in PLAYABLE),
    )


SPEC = CheckSpec(
    id="symmetry",
    summary=N_(
        "The map has the symmetry its starts suggest (half turn, third turn or mirror about 5F)."
    ),
    rules=(),
    severity=WARNING,
    thresholds=(),
    shortfall=shortfall,
    passed=passed,
    failed=failed,
    repair_cost=10,
)
