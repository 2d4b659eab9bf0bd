"""What can shoot what, now: every unit's shots on a live position, with the odds.

:func:`shots_now` lists, for every unit on the board and every weapon it may fire (once a
Heavy Hitter has declared in the Combat phase, the weapons on its firing line still to
fire, else the weapons in its hand; a support unit's own), every enemy unit: the distance, the line of sight and cover, the arc, the
flank, and — when the rules let the shot be taken (:func:`~engine.game.targets.shot_options`,
the combat's own answer) — its target number, hit chance and expected damage through the
target's armor (:mod:`engine.bots.odds`, the bots' dice odds); otherwise why not. The
playtest window's Shots panel shows it; cards a viewer may not see stay hidden.

>>> from engine.game import new_game
>>> from engine.files.resources import builtin_map_path
>>> from engine.files.mapfile import load_map
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=3)
>>> t = shots_now(g)  # the Heavy Hitters on their starts, 8 hexes apart
>>> all(not r.possible for r in t.rows), t.rows[0].weapon, t.rows[0].why_not
(True, 'Dire Laser (stand-in)', 'out of range (8 > 5)')
>>> shots_now(g, viewer=0).hidden  # seat 2's hand is not seat 1's to see
(1,)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from engine.bots.odds import expected_damage, hit_chance
from engine.core.messages import N_, _
from engine.game.catalog import CardKind, UnitClass
from engine.game.combat import DeclareDecision
from engine.game.state import GameState
from engine.game.targets import ShotOption, hh_armor, shot_options
from engine.game.teams import friendly_seats
from engine.geometry.hexes import Hex
from engine.lineofsight.sight import Cover, in_arc, is_flank

WORDS: Final = {
    "sight": N_("clear line of sight"),
    "partial": N_("partial cover"),
    "alley": N_("alley shot"),
    "spotted": N_("spotted (missile)"),
    "orbital": N_("orbital strike"),
    "blocked": N_("no line of sight"),
    "in_arc": N_("in arc"),
    "out_of_arc": N_("out of arc"),
    "no_arc": N_("any direction"),
    "arc": N_("out of the Heavy Hitter's arc"),
    "alley_only": N_("answering an alley shot: only an alley shot back"),
    "no_sight": N_("no line of sight, no alley shot, no spotter"),
}
"""The table's words, in one place (translated where a row is made: :func:`word`)."""


def word(key: str) -> str:
    """:data:`WORDS`' word ``key`` in the current language."""
    return _(WORDS[key])


@dataclass(frozen=True)
class ShotRow:
    """One unit's weapon against one enemy unit, now."""

    seat: int
    unit: UnitClass
    origin: Hex
    weapon: str
    """The card's name (a support unit: its card's name)."""
    source: str
    """What a Fire action names: the card id, or the support class."""
    target_seat: int
    target_unit: UnitClass
    target: Hex
    distance: int
    reach: int
    sight: str
    """How the target is seen: :data:`WORDS`' sight, partial, alley, spotted, orbital or
    blocked."""
    cover: Cover
    arc: str
    flank: bool
    possible: bool
    number: int | None
    """The target number (``None``: no roll, an orbital strike; or not possible)."""
    hit: float
    """The chance to hit (0 when not possible)."""
    expected: float
    """Expected points of damage through the target's armor (0 when not possible)."""
    damage: int
    armor: int
    modifiers: tuple[str, ...]
    why_not: str
    """Why the shot cannot be taken ("" when it can)."""


@dataclass(frozen=True)
class ShotTable:
    """Every unit's shots now, and the seats whose weapons are face down to the viewer."""

    rows: tuple[ShotRow, ...]
    hidden: tuple[int, ...]


def _declared(state: GameState, seat: int) -> bool:
    """In the Combat phase, ``seat`` has declared: its Heavy Hitter fires only what is on
    its firing line (what is left of it once the firing has begun)."""
    if state.phase != "combat":
        return False
    return not any(
        isinstance(s, DeclareDecision) and s.player == seat for s in [*state.stack, state.pending]
    )


def _weapons(state: GameState, seat: int, viewer: int | None) -> list[str] | None:
    """The card ids ``seat``'s Heavy Hitter may fire now, or ``None`` when ``viewer`` may
    not see them."""
    p = state.players[seat]
    if _declared(state, seat):
        if not state.firing_line_visible(seat, viewer):
            return None
        cards = p.firing_line
    else:
        if viewer is not None and viewer != seat:
            return None
        cards = [c for c in p.hand if p.faction.card(c).kind.is_weapon]
    return sorted(set(cards), key=cards.index)


def shots_now(state: GameState, viewer: int | None = None) -> ShotTable:
    """Every unit's weapon against every enemy unit on ``state`` as ``viewer`` (``None``:
    an onlooker who sees every card) may know it; the shots the rules allow first."""
    rows: list[ShotRow] = []
    hidden: list[int] = []
    for p in state.players:
        if not p.alive:
            continue
        friends = friendly_seats(state, p.seat)
        for cls, origin in sorted(p.units.items(), key=lambda u: u[0] is not UnitClass.HH):
            if cls is UnitClass.HH:
                cards = _weapons(state, p.seat, viewer)
                if cards is None:
                    hidden.append(p.seat)
                    continue
                sources = [
                    (
                        c,
                        p.faction.card(c).name,
                        p.faction.card(c).range,
                        p.faction.card(c).damage,
                        p.faction.card(c).kind is CardKind.ORBITAL,
                    )
                    for c in cards
                ]
            else:
                card = p.faction.unit(cls)
                sources = [(cls.value, card.name, card.range, card.damage, False)]
            for source, name, reach, damage, orbital in sources:
                options = {o.target: o for o in shot_options(state, p.seat, source)}
                for target, (q, tcls) in sorted(
                    state.occupant.items(), key=lambda t: t[0].sort_key()
                ):
                    if q in friends:
                        continue
                    rows.append(
                        _row(
                            state,
                            p.seat,
                            cls,
                            origin,
                            source,
                            name,
                            reach,
                            damage,
                            orbital,
                            target,
                            q,
                            tcls,
                            options.get(target),
                        )
                    )
    rows.sort(
        key=lambda r: (
            not r.possible,
            r.seat,
            r.unit is not UnitClass.HH,
            r.weapon,
            -r.expected,
            r.target.sort_key(),
        )
    )
    return ShotTable(tuple(rows), tuple(hidden))


def _row(
    state: GameState,
    seat: int,
    cls: UnitClass,
    origin: Hex,
    source: str,
    name: str,
    reach: int,
    damage: int,
    orbital: bool,
    target: Hex,
    q: int,
    tcls: UnitClass,
    option: ShotOption | None,
) -> ShotRow:
    sight = state.sight
    distance = origin.distance(target)
    cover = sight.cover(origin, target)
    facing = state.players[seat].facing
    arc_key = (
        "no_arc"
        if cls is not UnitClass.HH or orbital
        else "in_arc"
        if in_arc(origin, facing, target)
        else "out_of_arc"
    )
    arc = word(arc_key)
    flank = tcls is UnitClass.HH and is_flank(origin, target, state.players[q].facing)
    armor = (
        hh_armor(state, q, damage)
        if tcls is UnitClass.HH
        else state.players[q].faction.unit(tcls).defend
    )
    if option is not None:
        seen = word("partial" if option.mode == "sight" and cover is Cover.PARTIAL else option.mode)
        hit = 1.0 if option.number is None else hit_chance(option.number)
        return ShotRow(
            seat,
            cls,
            origin,
            name,
            source,
            q,
            tcls,
            target,
            distance,
            reach,
            seen,
            cover,
            arc,
            option.flank,
            True,
            option.number,
            hit,
            expected_damage(option.number, damage, armor),
            damage,
            armor,
            option.modifiers,
            "",
        )
    seen = word(
        "blocked" if cover is Cover.FULL else "partial" if cover is Cover.PARTIAL else "sight"
    )
    if distance > reach:
        why = _("out of range ({distance} > {reach})").format(distance=distance, reach=reach)
    elif arc_key == "out_of_arc":
        why = word("arc")
    elif ((q, tcls), (seat, cls)) in state.alley_cover:
        why = word("alley_only")
    else:
        why = word("no_sight")
    return ShotRow(
        seat,
        cls,
        origin,
        name,
        source,
        q,
        tcls,
        target,
        distance,
        reach,
        seen,
        cover,
        arc,
        flank,
        False,
        None,
        0.0,
        0.0,
        damage,
        armor,
        (),
        why,
    )
