"""Per-player state: energy, the faction piles, sponsor cards, units, the pilot token.

A :class:`PlayerState` is mutable and owned by one game state; ``copy()`` makes
the independent copy a cloned game needs (card ids are strings, so copying the
piles' lists is a deep copy).

Piles are lists whose **end is the top**: ``deck.pop()`` draws.
"""

from __future__ import annotations

from typing import Final

from engine.game.catalog import Faction, Pilot, UnitClass
from engine.geometry.hexes import Direction, Hex

FREE_ENERGY: Final = 5
"""Energy a reactor gives each round (RULES.md §5, Reset)."""
HAND_SIZE: Final = 6
"""Faction cards in hand after the Reset phase (and the opening hand)."""
SPONSOR_HAND_LIMIT: Final = 5
TAG_SUPPLY: Final = 20
"""Holo-board tags a faction owns (rulebook setup): tags on buildings + rubble markers."""


class PlayerState:
    """Everything one player owns."""

    __slots__ = (
        "seat",
        "faction",
        "energy",
        "gained",
        "hand",
        "deck",
        "discard",
        "damage",
        "firing_line",
        "revealed",
        "sponsors",
        "units",
        "hp",
        "facing",
        "track",
        "tags_placed",
        "tagged",
        "used_units",
        "alive",
        "rubble",
        "pilot",
        "path",
        "pilot_round",
        "pilot_uses",
    )

    def __init__(self, seat: int, faction: Faction) -> None:
        self.seat = seat
        self.faction = faction
        self.energy = FREE_ENERGY
        self.gained = 0
        """Energy added this round beyond the reset value (sponsor cards)."""
        self.hand: list[str] = []
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.damage: list[str] = []
        self.firing_line: list[str] = []
        self.revealed = True
        """Whether the firing line has been revealed (declarations are face down)."""
        self.sponsors: list[str] = []
        self.units: dict[UnitClass, Hex] = {}
        """Units on the board: the Heavy Hitter and deployed support units."""
        self.hp: dict[UnitClass, int] = {}
        """Hit points left of each support unit on the board."""
        self.facing = Direction.N
        self.track = 0
        """Spaces the pilot token has moved along the achievements track."""
        self.tags_placed = 0
        """Tags placed in this round's Tagging phase (for the Glory Hound)."""
        self.tagged: set[Hex] = set()
        """Buildings tagged in this round's Tagging phase (one sponsor card each)."""
        self.used_units: set[UnitClass] = set()
        """Units that have tagged this round."""
        self.alive = True
        self.rubble = 0
        """Demolished buildings this player controls."""
        self.pilot: Pilot | None = None
        """The pilot card (a game with pilots, :mod:`engine.game.pilots`)."""
        self.path: str | None = None
        """The path id on the alternate Achievements Board (:mod:`engine.game.achievements`)."""
        self.pilot_round = 0
        """The round of :attr:`pilot_uses`."""
        self.pilot_uses = 0
        """Times the pilot's once-a-round ability was used in round :attr:`pilot_round`."""

    def copy(self) -> PlayerState:
        # Through __init__: a class compiled by mypyc runs it from __new__ as well.
        c = PlayerState(self.seat, self.faction)
        c.energy = self.energy
        c.gained = self.gained
        c.hand = self.hand.copy()
        c.deck = self.deck.copy()
        c.discard = self.discard.copy()
        c.damage = self.damage.copy()
        c.firing_line = self.firing_line.copy()
        c.revealed = self.revealed
        c.sponsors = self.sponsors.copy()
        c.units = self.units.copy()
        c.hp = self.hp.copy()
        c.facing = self.facing
        c.track = self.track
        c.tags_placed = self.tags_placed
        c.tagged = self.tagged.copy()
        c.used_units = self.used_units.copy()
        c.alive = self.alive
        c.rubble = self.rubble
        c.pilot = self.pilot
        c.path = self.path
        c.pilot_round = self.pilot_round
        c.pilot_uses = self.pilot_uses
        return c

    # -- derived ------------------------------------------------------------------------
    @property
    def hh(self) -> Hex | None:
        """The Heavy Hitter's hex (``None`` once destroyed)."""
        return self.units.get(UnitClass.HH)

    @property
    def card_count(self) -> int:
        """Hand + deck + discard + damage + firing line: always 25."""
        return (
            len(self.hand)
            + len(self.deck)
            + len(self.discard)
            + len(self.damage)
            + len(self.firing_line)
        )

    @property
    def undamaged(self) -> int:
        """Faction cards not on the damage pile (part of the score)."""
        return self.card_count - len(self.damage)

    @property
    def spare_cards(self) -> int:
        """Cards that can go to the damage pile without touching the firing line."""
        return len(self.hand) + len(self.deck) + len(self.discard)

    @property
    def critical_capacity(self) -> int:
        """Critical energy this player may still spend (see :mod:`engine.game.energy`)."""
        return max(0, self.spare_cards - 1)
