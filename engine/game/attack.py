"""The attack being resolved: who fires what at whom, with which target number, and the
dice once rolled (:attr:`GameState.attack <engine.game.state.GameState.attack>`).

The targets an attack may be made on are in :mod:`engine.game.targets`; the Combat phase
that resolves it is in :mod:`engine.game.combat`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.game.catalog import UnitClass
from engine.geometry.hexes import Hex


@dataclass(frozen=True, slots=True)
class Attack:
    """The attack being resolved."""

    player: int
    source: str
    unit: UnitClass
    origin: Hex
    target_player: int
    target_unit: UnitClass
    target: Hex
    number: int | None
    damage: int
    alley: bool
    flank: bool
    armor_bonus: int = 0
    dice: tuple[int, ...] = ()

    # __init__ made by scripts/make_value_types.py
    def __init__(
        self,
        player: int,
        source: str,
        unit: UnitClass,
        origin: Hex,
        target_player: int,
        target_unit: UnitClass,
        target: Hex,
        number: int | None,
        damage: int,
        alley: bool,
        flank: bool,
        armor_bonus: int = 0,
        dice: tuple[int, ...] = (),
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "origin", origin)
        object.__setattr__(self, "target_player", target_player)
        object.__setattr__(self, "target_unit", target_unit)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "number", number)
        object.__setattr__(self, "damage", damage)
        object.__setattr__(self, "alley", alley)
        object.__setattr__(self, "flank", flank)
        object.__setattr__(self, "armor_bonus", armor_bonus)
        object.__setattr__(self, "dice", dice)

    @property
    def orbital(self) -> bool:
        return self.number is None

    def rolled(self, dice: tuple[int, ...]) -> Attack:
        """This attack with its dice rolled (``replace(self, dice=dice)``, built directly:
        every attack is rolled once)."""
        return Attack(
            self.player,
            self.source,
            self.unit,
            self.origin,
            self.target_player,
            self.target_unit,
            self.target,
            self.number,
            self.damage,
            self.alley,
            self.flank,
            self.armor_bonus,
            dice,
        )
