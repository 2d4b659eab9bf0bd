"""Whom a unit may fire at, and how: a Combat phase's targets and attacks (RULES.md §5.3).

:func:`shot_options` lists every target a declared weapon or a support unit may fire at
now — in range, in a Heavy Hitter's arc (R-ARC-2), in line of sight, by an alley shot
(R-ALLEY-3) or spotted for a missile (R-SPOT-1) — each with its target number and
modifiers (:class:`ShotOption`); :class:`~engine.game.attack.Attack` is one being resolved, and
:func:`target_armor` the armor value its target saves with. The phase's steps are in
:mod:`engine.game.combat`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from engine.game.attack import Attack
from engine.game.catalog import SUPPORT_CLASSES, CardKind, UnitClass
from engine.game.pilots import BRACE_DAMAGE, brace_bonus
from engine.game.teams import friendly_seats
from engine.geometry.bitboard import bit
from engine.geometry.hexes import Hex
from engine.lineofsight.shot import HEAVY_HITTER_TARGET, SUPPORT_UNIT_TARGET, target_number
from engine.lineofsight.sight import Cover, arc_holds, flank_holds

if TYPE_CHECKING:
    from engine.game.state import GameState

HH_ARMOR: Final = 5
MIN_ARMOR: Final = 2
"""**Ruling:** armor never improves past 2+ (a save die showing 1 always fails)."""
SUPPORT_SOURCES: Final = {c.value: c for c in SUPPORT_CLASSES}
UnitKey = tuple[int, UnitClass]


@dataclass(frozen=True, slots=True)
class ShotOption:
    """One target a weapon or unit may fire at now, and how."""

    target: Hex
    target_player: int
    target_unit: UnitClass
    number: int | None
    """Target number (``None``: an orbital strike, no attack roll)."""
    mode: str
    """``sight``, ``alley``, ``spotted`` or ``orbital``."""
    modifiers: tuple[str, ...]
    flank: bool

    # __init__ made by scripts/make_value_types.py
    def __init__(
        self,
        target: Hex,
        target_player: int,
        target_unit: UnitClass,
        number: int | None,
        mode: str,
        modifiers: tuple[str, ...],
        flank: bool,
    ) -> None:
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "target_player", target_player)
        object.__setattr__(self, "target_unit", target_unit)
        object.__setattr__(self, "number", number)
        object.__setattr__(self, "mode", mode)
        object.__setattr__(self, "modifiers", modifiers)
        object.__setattr__(self, "flank", flank)


def source_unit(state: GameState, player: int, source: str) -> tuple[UnitClass, Hex | None]:
    cls = SUPPORT_SOURCES.get(source, UnitClass.HH)
    return cls, state.players[player].units.get(cls)


def spotted(state: GameState, player: int, target: Hex) -> bool:
    """R-SPOT-1: a friendly support unit sees ``target`` within its LOS range."""
    p = state.players[player]
    for cls, h in p.units.items():
        if cls is UnitClass.HH:
            continue
        if h.distance(target) <= p.faction.unit(cls).los_range and state.sight.has_los(h, target):
            return True
    return False


def shot_options(state: GameState, player: int, source: str) -> list[ShotOption]:
    """Every target ``source`` (a declared weapon card or a support class) may fire at now."""
    p = state.players[player]
    cls, origin = source_unit(state, player, source)
    if origin is None:
        return []
    if cls is UnitClass.HH:
        card = p.faction.card(source)
        reach, orbital, missile = card.range, card.kind is CardKind.ORBITAL, card.is_missile
    else:
        reach, orbital, missile = p.faction.unit(cls).range, False, False
    sight = state.sight
    me: UnitKey = (player, cls)
    targeting = state.upgrade_bonus(player, "targeting") if cls is UnitClass.HH else 0
    oq, orr = origin.q, origin.r
    facing = p.facing._value_
    visible = sight.visible_mask(origin)
    partial = sight.partial_mask(origin)
    options = []
    friends = friendly_seats(state, player)
    alley_cover = state.alley_cover
    for h, (q, ucls) in state.occupant.items():
        if q in friends:
            continue
        dq, dr = h.q - oq, h.r - orr
        if h.distance(origin) > reach:
            continue
        covered = bool(alley_cover) and ((q, ucls), me) in alley_cover
        if orbital:
            if not covered:
                options.append(ShotOption(h, q, ucls, None, "orbital", ("orbital strike",), False))
            continue
        if cls is UnitClass.HH and not arc_holds(dq, dr, facing):
            continue  # out of the firing arc (R-ARC-2)
        base = HEAVY_HITTER_TARGET if ucls is UnitClass.HH else SUPPORT_UNIT_TARGET
        if ucls is UnitClass.HH:
            flank = flank_holds(-dq, -dr, state.players[q].facing._value_)  # R-ARC-3
        else:
            flank = False
        # The ways to reach the target, the best (lowest number, the first on a tie) kept:
        # sight or an alley shot, then a missile's spotter. A defender answering an alley
        # shot (``covered``) has only an alley shot of its own.
        way: tuple[int, str, tuple[str, ...]] | None = None
        hb = bit(h)
        if visible & hb:
            if not covered:
                cover = Cover.PARTIAL if partial & hb else Cover.NONE
                way = (
                    _number(target_number(base, cover, False, flank)),
                    "sight",
                    ("partial cover +1",) if cover is Cover.PARTIAL else (),
                )
        elif sight.alley_shot(origin, h) is not None:
            way = (
                _number(target_number(base, Cover.NONE, True, flank)),
                "alley",
                ("alley shot +2",),
            )
        if missile and not covered and spotted(state, player, h):
            n = _number(target_number(base, Cover.NONE, False, flank))
            if way is None or n < way[0]:
                way = (n, "spotted", ("spotted: no cover",))
        if way is None:
            continue
        number, mode, way_mods = way
        mods: tuple[str, ...] = (f"base {base}",) + way_mods + (("flank -1",) if flank else ())
        if targeting:
            number -= targeting
            mods += (f"targeting upgrade -{targeting}",)
        options.append(ShotOption(h, q, ucls, number, mode, mods, flank))
    options.sort(key=lambda o: o.target.sort_key())
    return options


def _number(n: int | None) -> int:
    assert n is not None
    return n


def can_repair(state: GameState, player: int, target: int | None = None) -> bool:
    """Whether ``player``'s Repair unit may repair the Heavy Hitter of ``target`` (default:
    its own; in a 2v2 game also its ally's): damaged, within range and in sight."""
    p = state.players[player]
    t = state.players[player if target is None else target]
    unit = p.units.get(UnitClass.REPAIR)
    hh = t.hh
    if unit is None or hh is None or not t.damage:
        return False
    card = p.faction.unit(UnitClass.REPAIR)
    return (
        card.repair_roll > 0 and unit.distance(hh) <= card.range and state.sight.has_los(unit, hh)
    )


def hh_armor(state: GameState, player: int, damage: int = BRACE_DAMAGE) -> int:
    """The armor value ``player``'s Heavy Hitter saves with against an attack of ``damage``
    now: its armor upgrades and a pilot's brace not yet used this round (never better than
    :data:`MIN_ARMOR`; a harden reaction comes on top, :func:`target_armor`)."""
    return max(
        MIN_ARMOR,
        HH_ARMOR - state.upgrade_bonus(player, "armor") - brace_bonus(state, player, damage),
    )


def target_armor(state: GameState, a: Attack) -> int:
    """The armor value the target of ``a`` saves with (upgrades, a pilot's brace and a
    harden reaction included; never better than :data:`MIN_ARMOR`)."""
    if a.target_unit is UnitClass.HH:
        armor = hh_armor(state, a.target_player, a.damage)
    else:
        armor = state.players[a.target_player].faction.unit(a.target_unit).defend
    return max(MIN_ARMOR, armor - a.armor_bonus)
