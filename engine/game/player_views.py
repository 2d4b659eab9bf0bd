"""What a seat sees of each player: the public view of a player (:class:`PlayerView`) and a
player's view of itself, its own cards included (:class:`OwnView`).

They are read-only views over the players (nothing is copied): an
:class:`~engine.game.observation.Observation` hands them out, and the state keeps each
seat's once made (:attr:`GameState.seat_views <engine.game.state.GameState.seat_views>`).
"""

from __future__ import annotations

from typing import AbstractSet, Mapping, Sequence

from engine.game.catalog import Faction, Pilot, UnitClass
from engine.game.units import PlayerState
from engine.geometry.hexes import Direction, Hex


class PlayerView:
    """What everyone sees of one player (read-only)."""

    __slots__ = ("_player", "seat", "faction")

    def __init__(self, player: PlayerState) -> None:
        self._player = player
        self.seat: int = player.seat
        self.faction: Faction = player.faction
        """The faction (it never changes; plain attributes are read fastest)."""

    @property
    def alive(self) -> bool:
        return self._player.alive

    @property
    def energy(self) -> int:
        return self._player.energy

    @property
    def gained(self) -> int:
        return self._player.gained

    @property
    def units(self) -> Mapping[UnitClass, Hex]:
        """Units on the board: the Heavy Hitter and deployed support units."""
        return self._player.units

    @property
    def hp(self) -> Mapping[UnitClass, int]:
        """Hit points left of each support unit on the board."""
        return self._player.hp

    @property
    def hh(self) -> Hex | None:
        return self._player.units.get(UnitClass.HH)

    @property
    def facing(self) -> Direction:
        return self._player.facing

    @property
    def track(self) -> int:
        return self._player.track

    @property
    def pilot(self) -> Pilot | None:
        return self._player.pilot

    @property
    def path(self) -> str | None:
        return self._player.path

    @property
    def pilot_round(self) -> int:
        return self._player.pilot_round

    @property
    def pilot_uses(self) -> int:
        return self._player.pilot_uses

    @property
    def rubble(self) -> int:
        return self._player.rubble

    @property
    def tags_placed(self) -> int:
        return self._player.tags_placed

    @property
    def tagged(self) -> AbstractSet[Hex]:
        return self._player.tagged

    @property
    def used_units(self) -> AbstractSet[UnitClass]:
        return self._player.used_units

    @property
    def revealed(self) -> bool:
        """Whether the firing line is face up."""
        return self._player.revealed

    @property
    def discard(self) -> Sequence[str]:
        """The discard pile (face up), top last."""
        return self._player.discard

    @property
    def revealed_firing_line(self) -> Sequence[str] | None:
        """The declared weapons once face up (``None`` while face down)."""
        return self._player.firing_line if self._player.revealed else None

    @property
    def hand_size(self) -> int:
        return len(self._player.hand)

    @property
    def deck_size(self) -> int:
        return len(self._player.deck)

    @property
    def damage_size(self) -> int:
        """Cards on the damage pile (face down)."""
        return len(self._player.damage)

    @property
    def firing_line_size(self) -> int:
        return len(self._player.firing_line)

    @property
    def sponsor_count(self) -> int:
        return len(self._player.sponsors)

    @property
    def card_count(self) -> int:
        return self._player.card_count

    @property
    def undamaged(self) -> int:
        """Faction cards not on the damage pile (part of the score)."""
        return self._player.undamaged

    @property
    def spare_cards(self) -> int:
        return self._player.spare_cards

    @property
    def critical_capacity(self) -> int:
        return self._player.critical_capacity

    def card_ids(self) -> frozenset[str]:
        """The different cards the player's deck list holds, wherever they are now (the deck
        lists are open knowledge)."""
        p = self._player
        return frozenset(p.hand).union(p.deck, p.discard, p.damage, p.firing_line)


class OwnView(PlayerView):
    """What a player sees of itself: the public view and its own cards."""

    __slots__ = ()

    @property
    def hand(self) -> Sequence[str]:
        return self._player.hand

    @property
    def deck(self) -> tuple[str, ...]:
        """The cards in the deck, sorted: which they are is known, their order is not."""
        return tuple(sorted(self._player.deck))

    @property
    def damage(self) -> Sequence[str]:
        return self._player.damage

    @property
    def firing_line(self) -> Sequence[str]:
        return self._player.firing_line

    @property
    def sponsors(self) -> Sequence[str]:
        return self._player.sponsors


def views_from(players: list[PlayerState], seat: int) -> tuple[OwnView, tuple[PlayerView, ...]]:
    """The views of the players from ``seat``: its own, and everyone's in seat order."""
    own = OwnView(players[seat])
    views: list[PlayerView] = []
    for p in players:
        views.append(own if p.seat == seat else PlayerView(p))
    return own, tuple(views)
