"""The events of the game's optional rules: the Achievements Board (achievements, upgrades),
shifting alliances (picks, alliances, their end) and pilots (chosen, their paths and
abilities); the base :class:`~engine.game.events.Event` and the flow's events are
:mod:`engine.game.events`'s."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.messages import _
from engine.game.events import Event, said, seat


@dataclass(frozen=True, slots=True)
class Achievement(Event):
    player: int
    reason: str
    position: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, reason: str, position: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "position", position)

    def __str__(self) -> str:
        return _("{seat} achievement: {reason}; pilot token on space {space}").format(
            seat=seat(self.player), reason=said(self.reason), space=self.position
        )


@dataclass(frozen=True, slots=True)
class UpgradeUnlocked(Event):
    player: int
    upgrade: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, upgrade: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "upgrade", upgrade)

    def __str__(self) -> str:
        return _("{seat} unlocks the upgrade {upgrade}").format(
            seat=seat(self.player), upgrade=self.upgrade
        )


@dataclass(frozen=True, slots=True)
class AllyPicked(Event):
    """Shifting alliances: a player picked an opposing pilot card, face down."""

    player: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def __str__(self) -> str:
        return _("{seat} picks a pilot card face down").format(seat=seat(self.player))


@dataclass(frozen=True, slots=True)
class PicksRevealed(Event):
    """Shifting alliances: the picks turn face up; mutual picks are the new alliances."""

    picks: tuple[int, ...]
    """The seat each player picked (−1: no pick, the player is out)."""
    alliances: tuple[tuple[int, int], ...]

    # __init__ made by scripts/make_value_types.py
    def __init__(self, picks: tuple[int, ...], alliances: tuple[tuple[int, int], ...]) -> None:
        object.__setattr__(self, "picks", picks)
        object.__setattr__(self, "alliances", alliances)

    def __str__(self) -> str:
        shown = ", ".join(
            _("{seat} picked {picked}").format(seat=seat(q), picked=seat(a))
            for q, a in enumerate(self.picks)
            if a >= 0
        )
        pairs = (
            ", ".join(f"{seat(a)}+{seat(b)}" for a, b in self.alliances)
            if self.alliances
            else _("none")
        )
        return _(
            "Pilot cards revealed: {picks}; allied until the end of the next Reset phase: {pairs}"
        ).format(picks=shown, pairs=pairs)


@dataclass(frozen=True, slots=True)
class AlliancesEnded(Event):
    """Shifting alliances: every alliance ends without a new pick."""

    reason: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, reason: str) -> None:
        object.__setattr__(self, "reason", reason)

    def __str__(self) -> str:
        return _("Alliances end ({reason})").format(reason=said(self.reason))


@dataclass(frozen=True, slots=True)
class PilotChosen(Event):
    """A player's pilot card at setup (advanced play)."""

    player: int
    pilot: str
    ability: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, pilot: str, ability: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "pilot", pilot)
        object.__setattr__(self, "ability", ability)

    def __str__(self) -> str:
        return _("{seat} pilot: {pilot} ({ability})").format(
            seat=seat(self.player), pilot=self.pilot, ability=self.ability
        )


@dataclass(frozen=True, slots=True)
class PathChosen(Event):
    """A player's path on the alternate Achievements Board: each upgrade with its space."""

    player: int
    path: str
    spaces: tuple[tuple[str, int], ...]

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, path: str, spaces: tuple[tuple[str, int], ...]) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "path", path)
        object.__setattr__(self, "spaces", spaces)

    def __str__(self) -> str:
        order = ", ".join(
            _("{upgrade} on {space}").format(upgrade=u, space=at) for u, at in self.spaces
        )
        return _("{seat} takes the {path}: {order}").format(
            seat=seat(self.player), path=self.path, order=order
        )


@dataclass(frozen=True, slots=True)
class PilotAbility(Event):
    """A pilot's once-a-round ability used."""

    player: int
    ability: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, ability: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "ability", ability)

    def __str__(self) -> str:
        return _("{seat} pilot ability: {ability}").format(
            seat=seat(self.player), ability=said(self.ability)
        )
