"""The events of units on the board: deploying, moving, pushing, tagging and demolishing
(see :mod:`engine.game.events` for what an event is)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.messages import _
from engine.game.events import Event, seat
from engine.geometry.hexes import Direction, Hex, facing_name


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
        words = (
            _("{seat} deploys {unit} on {hex} with {card} ({cost} energy)")
            if self.card
            else _("{seat} deploys {unit} on {hex} without a Deploy card ({cost} energy)")
        )
        return words.format(
            seat=seat(self.player), unit=self.unit, hex=self.hex, card=self.card, cost=self.cost
        )


@dataclass(frozen=True, slots=True)
class Moved(Event):
    player: int
    unit: str
    path: tuple[Hex, ...]
    facing: Direction | None
    cost: int

    # __init__ made by scripts/make_value_types.py
    def __init__(
        self, player: int, unit: str, path: tuple[Hex, ...], facing: Direction | None, cost: int
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "path", path)
        object.__setattr__(self, "facing", facing)
        object.__setattr__(self, "cost", cost)

    def __str__(self) -> str:
        where = (
            _("stays on {hex}").format(hex=self.path[0])
            if len(self.path) == 1
            else _("moves {path}").format(path="-".join(map(str, self.path)))
        )
        face = (
            _(", faces {facing}").format(facing=facing_name(self.facing))
            if self.facing is not None
            else ""
        )
        cost = _(" ({n} energy)").format(n=self.cost) if self.cost else ""
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
        return _("{seat} HH ends on {pushed_seat} {unit}: pushed {source} -> {to}").format(
            seat=seat(self.by),
            pushed_seat=seat(self.player),
            unit=self.unit,
            source=self.source,
            to=self.destination,
        )


@dataclass(frozen=True, slots=True)
class Tagged(Event):
    player: int
    unit: str
    building: Hex
    face: Direction
    replaced: int | None
    tags: int

    # __init__ made by scripts/make_value_types.py
    def __init__(
        self,
        player: int,
        unit: str,
        building: Hex,
        face: Direction,
        replaced: int | None,
        tags: int,
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "building", building)
        object.__setattr__(self, "face", face)
        object.__setattr__(self, "replaced", replaced)
        object.__setattr__(self, "tags", tags)

    def __str__(self) -> str:
        words = (
            _(
                "{seat} {unit} tags {building} on its {face} face, over {replaced}'s tag"
                " ({n} of theirs there)"
            )
            if self.replaced is not None
            else _("{seat} {unit} tags {building} on its {face} face ({n} of theirs there)")
        )
        return words.format(
            seat=seat(self.player),
            unit=self.unit,
            building=self.building,
            face=self.face,
            n=self.tags,
            replaced=seat(self.replaced) if self.replaced is not None else "",
        )


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
        return _(
            "{seat} demolishes {building}: rubble under their control ({n} demolished)"
        ).format(seat=seat(self.player), building=self.building, n=self.controlled)
