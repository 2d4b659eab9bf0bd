"""The events of units on the board: deploying, moving, pushing, tagging and demolishing
(see :mod:`engine.game.events` for what an event is)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.game.events import Event, seat
from engine.hexes import Direction, Hex

@dataclass(frozen=True, slots=True)
class Deployed(Event):
    player: int
    unit: str
    hex: Hex
    card: str | None
    cost: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, unit: str, hex: Hex, card: str | None, cost: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "hex", hex)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "cost", cost)

    def __str__(self) -> str:
        how = f"with {self.card}" if self.card else "without a Deploy card"
        return f"{seat(self.player)} deploys {self.unit} on {self.hex} {how} ({self.cost} energy)"


@dataclass(frozen=True, slots=True)
class Moved(Event):
    player: int
    unit: str
    path: tuple[Hex, ...]
    facing: Direction | None
    cost: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, unit: str, path: tuple[Hex, ...], facing: Direction | None,
                 cost: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "path", path)
        object.__setattr__(self, "facing", facing)
        object.__setattr__(self, "cost", cost)

    def __str__(self) -> str:
        where = ("stays on " + str(self.path[0]) if len(self.path) == 1
                 else "moves " + "-".join(map(str, self.path)))
        face = f", faces {self.facing}" if self.facing is not None else ""
        cost = f" ({self.cost} energy)" if self.cost else ""
        return f"{seat(self.player)} {self.unit} {where}{face}{cost}"


@dataclass(frozen=True, slots=True)
class Pushed(Event):
    player: int
    unit: str
    source: Hex
    destination: Hex
    by: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, unit: str, source: Hex, destination: Hex, by: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "destination", destination)
        object.__setattr__(self, "by", by)

    def __str__(self) -> str:
        return (f"{seat(self.by)} HH ends on {seat(self.player)} {self.unit}: pushed"
                f" {self.source} -> {self.destination}")


@dataclass(frozen=True, slots=True)
class Tagged(Event):
    player: int
    unit: str
    building: Hex
    face: Direction
    replaced: int | None
    tags: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, unit: str, building: Hex, face: Direction,
                 replaced: int | None, tags: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "building", building)
        object.__setattr__(self, "face", face)
        object.__setattr__(self, "replaced", replaced)
        object.__setattr__(self, "tags", tags)

    def __str__(self) -> str:
        over = f", over {seat(self.replaced)}'s tag" if self.replaced is not None else ""
        return (f"{seat(self.player)} {self.unit} tags {self.building} on its {self.face}"
                f" face{over} ({self.tags} of theirs there)")


@dataclass(frozen=True, slots=True)
class Demolished(Event):
    player: int
    building: Hex
    controlled: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, building: Hex, controlled: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "building", building)
        object.__setattr__(self, "controlled", controlled)

    def __str__(self) -> str:
        return (f"{seat(self.player)} demolishes {self.building}: rubble under their control"
                f" ({self.controlled} demolished)")
