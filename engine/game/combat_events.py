"""The events of the Combat phase: declarations, shots, attack rolls, saves, damage,
repairs and salvage (see :mod:`engine.game.events` for what an event is).

>>> str(AttackRoll(0, "dire-laser", (6, 6), 7, "critical hit"))
'P1 dire-laser rolls 6+6=12 against 7: critical hit'
>>> str(ArmorSave(1, "HH", (5, 2, 1), 5, 1, 2))
'P2 HH saves on 5+: rolls 5 2 1, 1 saved, 2 damage'
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.messages import _, ngettext
from engine.game.events import Event, said, seat
from engine.geometry.hexes import Hex


@dataclass(frozen=True, slots=True)
class Declared(Event):
    """A hidden declaration: how many cards went face down, not which."""

    player: int
    count: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, count: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "count", count)

    def __str__(self) -> str:
        return ngettext(
            "{seat} declares {n} card face down", "{seat} declares {n} cards face down", self.count
        ).format(seat=seat(self.player), n=self.count)


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    player: int
    weapons: tuple[str, ...]
    energy: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, weapons: tuple[str, ...], energy: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "weapons", weapons)
        object.__setattr__(self, "energy", energy)

    def __str__(self) -> str:
        what = " ".join(self.weapons) or _("nothing")
        return _("{seat} reveals {weapons} ({energy} energy)").format(
            seat=seat(self.player), weapons=what, energy=self.energy
        )


@dataclass(frozen=True, slots=True)
class Shot(Event):
    """A unit fires: at whom, and the target number with each modifier."""

    player: int
    source: str
    target_player: int
    target_unit: str
    target: Hex
    number: int | None
    modifiers: tuple[str, ...]

    # __init__ made by scripts/make_value_types.py
    def __init__(
        self,
        player: int,
        source: str,
        target_player: int,
        target_unit: str,
        target: Hex,
        number: int | None,
        modifiers: tuple[str, ...],
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "target_player", target_player)
        object.__setattr__(self, "target_unit", target_unit)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "number", number)
        object.__setattr__(self, "modifiers", modifiers)

    def __str__(self) -> str:
        need = (
            _("no attack roll")
            if self.number is None
            else _("needs {number}").format(number=self.number)
        )
        mods = f" ({', '.join(self.modifiers)})" if self.modifiers else ""
        return (
            _("{seat} {weapon} fires at {target_seat} {unit} on {hex}: {need}").format(
                seat=seat(self.player),
                weapon=self.source,
                target_seat=seat(self.target_player),
                unit=self.target_unit,
                hex=self.target,
                need=need,
            )
            + mods
        )


@dataclass(frozen=True, slots=True)
class AttackRoll(Event):
    player: int
    source: str
    dice: tuple[int, ...]
    number: int
    outcome: str
    damage: int = 0
    """The attack's damage on a hit (before the armor save)."""
    armor: int = 0
    """The target's armor value (what its saves need)."""
    target_player: int = -1
    target_unit: str = ""

    # __init__ made by scripts/make_value_types.py
    def __init__(
        self,
        player: int,
        source: str,
        dice: tuple[int, ...],
        number: int,
        outcome: str,
        damage: int = 0,
        armor: int = 0,
        target_player: int = -1,
        target_unit: str = "",
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "dice", dice)
        object.__setattr__(self, "number", number)
        object.__setattr__(self, "outcome", outcome)
        object.__setattr__(self, "damage", damage)
        object.__setattr__(self, "armor", armor)
        object.__setattr__(self, "target_player", target_player)
        object.__setattr__(self, "target_unit", target_unit)

    def __str__(self) -> str:
        return _("{seat} {weapon} rolls {dice}={total} against {number}: {outcome}").format(
            seat=seat(self.player),
            weapon=self.source,
            dice="+".join(map(str, self.dice)),
            total=sum(self.dice),
            number=self.number,
            outcome=said(self.outcome),
        )


@dataclass(frozen=True, slots=True)
class ArmorSave(Event):
    player: int
    unit: str
    dice: tuple[int, ...]
    armor: int
    saved: int
    damage: int

    # __init__ made by scripts/make_value_types.py
    def __init__(
        self, player: int, unit: str, dice: tuple[int, ...], armor: int, saved: int, damage: int
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "dice", dice)
        object.__setattr__(self, "armor", armor)
        object.__setattr__(self, "saved", saved)
        object.__setattr__(self, "damage", damage)

    def __str__(self) -> str:
        rolls = " ".join(map(str, self.dice)) or _("nothing")
        return _(
            "{seat} {unit} saves on {armor}+: rolls {rolls}, {saved} saved, {damage} damage"
        ).format(
            seat=seat(self.player),
            unit=self.unit,
            armor=self.armor,
            rolls=rolls,
            saved=self.saved,
            damage=self.damage,
        )


@dataclass(frozen=True, slots=True)
class DamageDealt(Event):
    """Damage a unit takes before it is applied (attack, critical hit, fallout…)."""

    player: int
    unit: str
    damage: int
    reason: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, unit: str, damage: int, reason: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "damage", damage)
        object.__setattr__(self, "reason", reason)

    def __str__(self) -> str:
        return _("{seat} {unit} takes {damage} damage ({reason})").format(
            seat=seat(self.player), unit=self.unit, damage=self.damage, reason=said(self.reason)
        )


@dataclass(frozen=True, slots=True)
class HitPointsLost(Event):
    player: int
    unit: str
    lost: int
    left: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, unit: str, lost: int, left: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "lost", lost)
        object.__setattr__(self, "left", left)

    def __str__(self) -> str:
        return ngettext(
            "{seat} {unit} loses {n} hit point: {left} left",
            "{seat} {unit} loses {n} hit points: {left} left",
            self.lost,
        ).format(seat=seat(self.player), unit=self.unit, n=self.lost, left=self.left)


@dataclass(frozen=True, slots=True)
class UnitDestroyed(Event):
    player: int
    unit: str
    hex: Hex

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, unit: str, hex: Hex) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "hex", hex)

    def __str__(self) -> str:
        return _("{seat} {unit} on {hex} is destroyed").format(
            seat=seat(self.player), unit=self.unit, hex=self.hex
        )


@dataclass(frozen=True, slots=True)
class WeaponDone(Event):
    """What became of a declared weapon card: fired, held, no target, returned."""

    player: int
    source: str
    what: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, source: str, what: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "what", what)

    def __str__(self) -> str:
        return f"{seat(self.player)} {self.source}: {said(self.what)}"


@dataclass(frozen=True, slots=True)
class Repaired(Event):
    player: int
    roll: int
    needed: int
    repaired: bool
    damage_pile: int

    # __init__ made by scripts/make_value_types.py
    def __init__(
        self, player: int, roll: int, needed: int, repaired: bool, damage_pile: int
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "roll", roll)
        object.__setattr__(self, "needed", needed)
        object.__setattr__(self, "repaired", repaired)
        object.__setattr__(self, "damage_pile", damage_pile)

    def __str__(self) -> str:
        result = _("one card back to the discard pile") if self.repaired else _("no repair")
        return _("{seat} repair rolls {roll} against {needed}+: {result}; {pile}/25").format(
            seat=seat(self.player),
            roll=self.roll,
            needed=self.needed,
            result=result,
            pile=self.damage_pile,
        )


@dataclass(frozen=True, slots=True)
class Salvaged(Event):
    """Cards taken off the damage pile to the bottom of the discard pile."""

    player: int
    cards: int
    damage_pile: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, cards: int, damage_pile: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "damage_pile", damage_pile)

    def __str__(self) -> str:
        return ngettext(
            "{seat} salvages {n} card from the damage pile; {pile}/25",
            "{seat} salvages {n} cards from the damage pile; {pile}/25",
            self.cards,
        ).format(seat=seat(self.player), n=self.cards, pile=self.damage_pile)
