"""The events of the Combat phase: declarations, shots, attack rolls, saves, damage,
repairs and salvage (see :mod:`engine.game.events` for what an event is).

>>> str(AttackRoll(0, "dire-laser", (6, 6), 7, "critical hit"))
'P1 dire-laser rolls 6+6=12 against 7: critical hit'
>>> str(ArmorSave(1, "HH", (5, 2, 1), 5, 1, 2))
'P2 HH saves on 5+: rolls 5 2 1, 1 saved, 2 damage'
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.game.events import Event, seat
from engine.hexes import Hex

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
        return f"{seat(self.player)} declares {self.count} card{'s' * (self.count != 1)} face down"


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
        what = " ".join(self.weapons) or "nothing"
        return f"{seat(self.player)} reveals {what} ({self.energy} energy)"


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
    def __init__(self, player: int, source: str, target_player: int, target_unit: str,
                 target: Hex, number: int | None, modifiers: tuple[str, ...]) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "target_player", target_player)
        object.__setattr__(self, "target_unit", target_unit)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "number", number)
        object.__setattr__(self, "modifiers", modifiers)

    def __str__(self) -> str:
        need = "no attack roll" if self.number is None else f"needs {self.number}"
        mods = f" ({', '.join(self.modifiers)})" if self.modifiers else ""
        return (f"{seat(self.player)} {self.source} fires at {seat(self.target_player)}"
                f" {self.target_unit} on {self.target}: {need}{mods}")


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
    def __init__(self, player: int, source: str, dice: tuple[int, ...], number: int, outcome: str,
                 damage: int = 0, armor: int = 0, target_player: int = -1,
                 target_unit: str = "") -> None:
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
        return (f"{seat(self.player)} {self.source} rolls {'+'.join(map(str, self.dice))}"
                f"={sum(self.dice)} against {self.number}: {self.outcome}")


@dataclass(frozen=True, slots=True)
class ArmorSave(Event):
    player: int
    unit: str
    dice: tuple[int, ...]
    armor: int
    saved: int
    damage: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, unit: str, dice: tuple[int, ...], armor: int, saved: int,
                 damage: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "dice", dice)
        object.__setattr__(self, "armor", armor)
        object.__setattr__(self, "saved", saved)
        object.__setattr__(self, "damage", damage)

    def __str__(self) -> str:
        rolls = " ".join(map(str, self.dice)) or "nothing"
        return (f"{seat(self.player)} {self.unit} saves on {self.armor}+: rolls {rolls},"
                f" {self.saved} saved, {self.damage} damage")


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
        return f"{seat(self.player)} {self.unit} takes {self.damage} damage ({self.reason})"


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
        return f"{seat(self.player)} {self.unit} loses {self.lost} hit point{'s' * (self.lost != 1)}: {self.left} left"


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
        return f"{seat(self.player)} {self.unit} on {self.hex} is destroyed"


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
        return f"{seat(self.player)} {self.source}: {self.what}"


@dataclass(frozen=True, slots=True)
class Repaired(Event):
    player: int
    roll: int
    needed: int
    repaired: bool
    damage_pile: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, roll: int, needed: int, repaired: bool,
                 damage_pile: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "roll", roll)
        object.__setattr__(self, "needed", needed)
        object.__setattr__(self, "repaired", repaired)
        object.__setattr__(self, "damage_pile", damage_pile)

    def __str__(self) -> str:
        result = "one card back to the discard pile" if self.repaired else "no repair"
        return (f"{seat(self.player)} repair rolls {self.roll} against {self.needed}+:"
                f" {result}; {self.damage_pile}/25")


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
        return (f"{seat(self.player)} salvages {self.cards} card{'s' * (self.cards != 1)} from"
                f" the damage pile; {self.damage_pile}/25")
