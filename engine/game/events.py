"""The event log: everything that happens in a game, as structured immutable values.

Each event is a frozen dataclass (its type and fields say what happened) whose
``str`` is one readable line, so a playtest window can show why something
happened. Players are seats 0-3 in the fields and ``P1``-``P4`` in the text.

This module holds the base :class:`Event` and the events of the game's flow (rounds,
phases, cards, energy, sponsors, scoring, the end; alliances and pilots);
:mod:`engine.game.board_events` those of units on the board and
:mod:`engine.game.combat_events` those of combat.

>>> str(GloryHound(2, "roll-off"))
'P3 is the Glory Hound (roll-off)'
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.hexes import Direction, Hex


def seat(player: int) -> str:
    """``P1`` for seat 0."""
    return f"P{player + 1}"


class Event:
    """Base of every event; ``kind`` names its type."""

    __slots__ = ()

    @property
    def kind(self) -> str:
        return type(self).__name__


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    glory_hound: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, round: int, glory_hound: int) -> None:
        object.__setattr__(self, "round", round)
        object.__setattr__(self, "glory_hound", glory_hound)

    def __str__(self) -> str:
        if self.glory_hound < 0:  # a solo game has no Glory Hound
            return f"== Round {self.round} =="
        return f"== Round {self.round} (Glory Hound {seat(self.glory_hound)}) =="


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    phase: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, phase: str) -> None:
        object.__setattr__(self, "phase", phase)

    def __str__(self) -> str:
        return f"-- {self.phase} phase --"


@dataclass(frozen=True, slots=True)
class RollOff(Event):
    """One round of a roll-off: two dice per player (``what`` it decides: the first Glory
    Hound, or a tie-break)."""

    rolls: tuple[tuple[int, tuple[int, ...]], ...]
    what: str = "Glory Hound"

    # __init__ made by scripts/make_value_types.py
    def __init__(self, rolls: tuple[tuple[int, tuple[int, ...]], ...],
                 what: str = "Glory Hound") -> None:
        object.__setattr__(self, "rolls", rolls)
        object.__setattr__(self, "what", what)

    def __str__(self) -> str:
        parts = [f"{seat(p)} {'+'.join(map(str, d))}={sum(d)}" for p, d in self.rolls]
        return f"{self.what} roll-off: " + ", ".join(parts)


@dataclass(frozen=True, slots=True)
class GloryHound(Event):
    player: int
    reason: str
    previous: int | None = None

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, reason: str, previous: int | None = None) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "previous", previous)

    def __str__(self) -> str:
        return f"{seat(self.player)} is the Glory Hound ({self.reason})"


@dataclass(frozen=True, slots=True)
class Placed(Event):
    """A Heavy Hitter placed on its start hex at setup."""

    player: int
    faction: str
    hex: Hex
    facing: Direction

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, faction: str, hex: Hex, facing: Direction) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "faction", faction)
        object.__setattr__(self, "hex", hex)
        object.__setattr__(self, "facing", facing)

    def __str__(self) -> str:
        return f"{seat(self.player)} ({self.faction}) starts on {self.hex} facing {self.facing}"


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    player: int
    count: int
    reason: str
    cards: tuple[str, ...] = ()
    """The cards drawn, in order."""
    decks: tuple[tuple[str, ...], ...] = ()
    """The deck each card was drawn from (its cards just before the draw, in any order:
    a shuffled deck is drawn from at random)."""

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, count: int, reason: str, cards: tuple[str, ...] = (),
                 decks: tuple[tuple[str, ...], ...] = ()) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "decks", decks)

    def __str__(self) -> str:
        return f"{seat(self.player)} draws {self.count} card{'s' * (self.count != 1)} ({self.reason})"


@dataclass(frozen=True, slots=True)
class Rebooted(Event):
    player: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def __str__(self) -> str:
        return f"{seat(self.player)} reboots: hand shuffled back, 6 new cards"


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    player: int | None
    cards: int
    pile: str = "discard pile"

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int | None, cards: int, pile: str = "discard pile") -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "pile", pile)

    def __str__(self) -> str:
        who = seat(self.player) if self.player is not None else "Sponsor"
        return f"{who} shuffles the {self.pile} ({self.cards} cards) into a new deck"


@dataclass(frozen=True, slots=True)
class EnergySpent(Event):
    player: int
    amount: int
    critical: int
    left: int
    reason: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, amount: int, critical: int, left: int, reason: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "critical", critical)
        object.__setattr__(self, "left", left)
        object.__setattr__(self, "reason", reason)

    def __str__(self) -> str:
        crit = f", {self.critical} critical" if self.critical else ""
        return f"{seat(self.player)} spends {self.amount} energy on {self.reason}{crit} ({self.left} left)"


@dataclass(frozen=True, slots=True)
class EnergyGained(Event):
    player: int
    amount: int
    energy: int
    reason: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, amount: int, energy: int, reason: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "energy", energy)
        object.__setattr__(self, "reason", reason)

    def __str__(self) -> str:
        return f"{seat(self.player)} energy +{self.amount} ({self.reason}): {self.energy}"


@dataclass(frozen=True, slots=True)
class CardsDamaged(Event):
    """Faction cards put on a damage pile: from hand (named), deck top, firing line."""

    player: int
    from_hand: tuple[str, ...]
    from_deck: int
    from_firing_line: tuple[str, ...]
    reason: str
    damage_pile: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, from_hand: tuple[str, ...], from_deck: int,
                 from_firing_line: tuple[str, ...], reason: str, damage_pile: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "from_hand", from_hand)
        object.__setattr__(self, "from_deck", from_deck)
        object.__setattr__(self, "from_firing_line", from_firing_line)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "damage_pile", damage_pile)

    def __str__(self) -> str:
        parts = []
        if self.from_hand:
            parts.append("hand " + " ".join(self.from_hand))
        if self.from_deck:
            parts.append(f"{self.from_deck} from the deck")
        if self.from_firing_line:
            parts.append("firing line " + " ".join(self.from_firing_line))
        what = ", ".join(parts) or "nothing"
        return (f"{seat(self.player)} damage pile +{len(self.from_hand) + self.from_deck + len(self.from_firing_line)}"
                f" ({self.reason}): {what}; {self.damage_pile}/25")


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    player: int
    card: str
    effect: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, card: str, effect: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "effect", effect)

    def __str__(self) -> str:
        return f"{seat(self.player)} plays {self.card} ({self.effect})"


@dataclass(frozen=True, slots=True)
class SponsorDrawn(Event):
    player: int
    count: int
    hand: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, count: int, hand: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "hand", hand)

    def __str__(self) -> str:
        return f"{seat(self.player)} draws {self.count} sponsor card{'s' * (self.count != 1)} ({self.hand} in hand)"


@dataclass(frozen=True, slots=True)
class SoloDraw(Event):
    """A solo opponent's combat die: how many cards it draws for combat."""

    player: int
    roll: int
    cards: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, roll: int, cards: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "roll", roll)
        object.__setattr__(self, "cards", cards)

    def __str__(self) -> str:
        return f"{seat(self.player)} rolls {self.roll} for combat: {self.cards} cards off its deck"


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    player: int
    card: str
    sponsor: bool

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, card: str, sponsor: bool) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "sponsor", sponsor)

    def __str__(self) -> str:
        return f"{seat(self.player)} discards {'sponsor card ' if self.sponsor else ''}{self.card}"


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
        return f"{seat(self.player)} achievement: {self.reason}; pilot token on space {self.position}"


@dataclass(frozen=True, slots=True)
class UpgradeUnlocked(Event):
    player: int
    upgrade: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, upgrade: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "upgrade", upgrade)

    def __str__(self) -> str:
        return f"{seat(self.player)} unlocks the upgrade {self.upgrade}"


@dataclass(frozen=True, slots=True)
class EnergyReset(Event):
    player: int
    energy: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, energy: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "energy", energy)

    def __str__(self) -> str:
        return f"{seat(self.player)} energy back to {self.energy}"


@dataclass(frozen=True, slots=True)
class Eliminated(Event):
    player: int
    remaining: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, remaining: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "remaining", remaining)

    def __str__(self) -> str:
        return f"{seat(self.player)} Heavy Hitter destroyed: {self.remaining} left"


@dataclass(frozen=True, slots=True)
class Scored(Event):
    player: int
    undamaged: int
    achievements: int
    tags: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, undamaged: int, achievements: int, tags: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "undamaged", undamaged)
        object.__setattr__(self, "achievements", achievements)
        object.__setattr__(self, "tags", tags)

    def __str__(self) -> str:
        return (f"{seat(self.player)} scores {self.undamaged + self.achievements}"
                f" ({self.undamaged} undamaged cards + {self.achievements} achievement spaces;"
                f" {self.tags} tags on standing buildings)")


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    win_type: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, winners: tuple[int, ...], win_type: str) -> None:
        object.__setattr__(self, "winners", winners)
        object.__setattr__(self, "win_type", win_type)

    def __str__(self) -> str:
        who = " and ".join(seat(p) for p in self.winners) or "nobody"
        return f"Game over: {who} win{'s' * (len(self.winners) == 1)} ({self.win_type})"


@dataclass(frozen=True, slots=True)
class AllyPicked(Event):
    """Shifting alliances: a player picked an opposing pilot card, face down."""

    player: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def __str__(self) -> str:
        return f"{seat(self.player)} picks a pilot card face down"


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
        shown = ", ".join(f"{seat(q)} picked {seat(a)}" for q, a in enumerate(self.picks)
                          if a >= 0)
        pairs = (", ".join(f"{seat(a)}+{seat(b)}" for a, b in self.alliances)
                 if self.alliances else "none")
        return (f"Pilot cards revealed: {shown}; allied until the end of the next Reset"
                f" phase: {pairs}")


@dataclass(frozen=True, slots=True)
class AlliancesEnded(Event):
    """Shifting alliances: every alliance ends without a new pick."""

    reason: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, reason: str) -> None:
        object.__setattr__(self, "reason", reason)

    def __str__(self) -> str:
        return f"Alliances end ({self.reason})"


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
        return f"{seat(self.player)} pilot: {self.pilot} ({self.ability})"


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
        order = ", ".join(f"{u} on {at}" for u, at in self.spaces)
        return f"{seat(self.player)} takes the {self.path}: {order}"


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
        return f"{seat(self.player)} pilot ability: {self.ability}"
