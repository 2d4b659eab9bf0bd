"""The event log: everything that happens in a game, as structured immutable values.

Each event is a frozen dataclass (its type and fields say what happened) whose
``str`` is one readable line, so a playtest window can show why something
happened. Players are seats 0-3 in the fields and ``P1``-``P4`` in the text.

This module holds the base :class:`Event` and the events of the game's flow (rounds,
phases, cards, energy, sponsors, scoring, the end); :mod:`engine.game.option_events` those
of the optional rules (the Achievements Board, shifting alliances, pilots),
:mod:`engine.game.board_events` those of units on the board and
:mod:`engine.game.combat_events` those of combat.

>>> str(GloryHound(2, "roll-off"))
'P3 is the Glory Hound (roll-off)'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.core.messages import N_, _, ngettext
from engine.geometry.hexes import Direction, Hex, facing_name

PHASES = {
    "setup": N_("setup"),
    "deploy": N_("deploy"),
    "movement": N_("movement"),
    "combat": N_("combat"),
    "tagging": N_("tagging"),
    "reset": N_("reset"),
}
"""The phases in the log's words (``-- movement phase --``)."""
WIN_TYPES = {
    "demolition": N_("demolition"),
    "destruction": N_("destruction"),
    "score": N_("score"),
    "round limit": N_("round limit"),
}
"""How a game was won, in the log's words."""
REASONS = (
    N_("Glory Hound"),
    N_("Tie-break"),
    N_("won the roll-off"),
    N_("the Glory Hound's Heavy Hitter was destroyed"),
    N_("opening hand"),
    N_("reboot"),
    N_("movement"),
    N_("declared weapons"),
    N_("discard pile"),
    N_("sponsor discard pile"),
    N_("alley-shot hit"),
    N_("flank hit"),
    N_("took the Glory Hound"),
    N_("demolition"),
    N_("re-rolls the missed attack"),
    N_("critical hit: no armor save"),
    N_("not fired, to the discard pile"),
    N_("not fired, back to hand"),
    N_("holds fire"),
    N_("hit"),
    N_("miss"),
    N_("critical hit"),
    N_("critical failure"),
    N_("solo combat draw"),
    N_("reroll"),
    N_("deploying combat"),
    N_("deploying repair"),
    N_("deploying recon"),
    N_("fallout Zone 1, no save"),
    N_("fallout Zone 2, no save"),
    N_("fallout Zone 3, no save"),
    N_("fallout Zone 4, no save"),
    N_("hand back to 5"),
    N_("hand back to 6"),
    N_("hand back to 7"),
)
"""The constant reasons, whats and piles the rules log (translated where an event is
shown; a reason made of a card's or a count's words stays as the rules wrote it)."""


REASON_PATTERNS = (
    N_("most tags: {n}"),
    N_("braces: saves on {armor}+"),
    N_("hand back to {size}"),
    N_("{n} players left: nobody picks"),
)
"""The reasons the rules write with a number in them (``most tags: 3``), translated whole
where an event is shown: each ``{name}`` stands for a number."""
_PATTERNS = tuple(
    (
        pattern,
        re.compile(
            "".join(
                f"(?P<{part[1:-1]}>[0-9]+)" if part.startswith("{") else re.escape(part)
                for part in re.split(r"(\{[a-z]+\})", pattern)
                if part
            )
        ),
    )
    for pattern in REASON_PATTERNS
)


def said(text: str) -> str:
    """A reason, a pile, an outcome… the rules wrote in English, in the engine's language
    when the catalog has it (marked with ``N_``, or one of :data:`REASON_PATTERNS` with its
    numbers), else as it is.

    >>> said("most tags: 3"), said("a card's own words")
    ('most tags: 3', "a card's own words")
    """
    if not text:
        return text
    translated = _(text)
    if translated != text:
        return translated
    for pattern, regex in _PATTERNS:
        match = regex.fullmatch(text)
        if match:
            return _(pattern).format(**match.groupdict())
    return text


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
            return _("== Round {n} ==").format(n=self.round)
        return _("== Round {n} (Glory Hound {seat}) ==").format(
            n=self.round, seat=seat(self.glory_hound)
        )


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    phase: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, phase: str) -> None:
        object.__setattr__(self, "phase", phase)

    def __str__(self) -> str:
        return _("-- {phase} phase --").format(
            phase=said(PHASES.get(str(self.phase), str(self.phase)))
        )


@dataclass(frozen=True, slots=True)
class RollOff(Event):
    """One round of a roll-off: two dice per player (``what`` it decides: the first Glory
    Hound, or a tie-break)."""

    rolls: tuple[tuple[int, tuple[int, ...]], ...]
    what: str = "Glory Hound"

    # __init__ made by scripts/make_value_types.py
    def __init__(
        self, rolls: tuple[tuple[int, tuple[int, ...]], ...], what: str = "Glory Hound"
    ) -> None:
        object.__setattr__(self, "rolls", rolls)
        object.__setattr__(self, "what", what)

    def __str__(self) -> str:
        parts = [f"{seat(p)} {'+'.join(map(str, d))}={sum(d)}" for p, d in self.rolls]
        return _("{what} roll-off: {rolls}").format(what=said(self.what), rolls=", ".join(parts))


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
        return _("{seat} is the Glory Hound ({reason})").format(
            seat=seat(self.player), reason=said(self.reason)
        )


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
        return _("{seat} ({faction}) starts on {hex} facing {facing}").format(
            seat=seat(self.player),
            faction=self.faction,
            hex=self.hex,
            facing=facing_name(self.facing),
        )


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
    def __init__(
        self,
        player: int,
        count: int,
        reason: str,
        cards: tuple[str, ...] = (),
        decks: tuple[tuple[str, ...], ...] = (),
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "decks", decks)

    def __str__(self) -> str:
        return ngettext(
            "{seat} draws {n} card ({reason})", "{seat} draws {n} cards ({reason})", self.count
        ).format(seat=seat(self.player), n=self.count, reason=said(self.reason))


@dataclass(frozen=True, slots=True)
class Rebooted(Event):
    player: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def __str__(self) -> str:
        return _("{seat} reboots: hand shuffled back, 6 new cards").format(seat=seat(self.player))


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
        who = seat(self.player) if self.player is not None else _("Sponsor")
        return _("{who} shuffles the {pile} ({n} cards) into a new deck").format(
            who=who, pile=said(self.pile), n=self.cards
        )


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
        words = (
            _("{seat} spends {n} energy on {reason}, {critical} critical ({left} left)")
            if self.critical
            else _("{seat} spends {n} energy on {reason} ({left} left)")
        )
        return words.format(
            seat=seat(self.player),
            n=self.amount,
            reason=said(self.reason),
            critical=self.critical,
            left=self.left,
        )


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
        return _("{seat} energy +{n} ({reason}): {energy}").format(
            seat=seat(self.player), n=self.amount, reason=said(self.reason), energy=self.energy
        )


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
    def __init__(
        self,
        player: int,
        from_hand: tuple[str, ...],
        from_deck: int,
        from_firing_line: tuple[str, ...],
        reason: str,
        damage_pile: int,
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "from_hand", from_hand)
        object.__setattr__(self, "from_deck", from_deck)
        object.__setattr__(self, "from_firing_line", from_firing_line)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "damage_pile", damage_pile)

    def __str__(self) -> str:
        parts = []
        if self.from_hand:
            parts.append(_("hand {cards}").format(cards=" ".join(self.from_hand)))
        if self.from_deck:
            parts.append(_("{n} from the deck").format(n=self.from_deck))
        if self.from_firing_line:
            parts.append(_("firing line {cards}").format(cards=" ".join(self.from_firing_line)))
        what = ", ".join(parts) or _("nothing")
        added = len(self.from_hand) + self.from_deck + len(self.from_firing_line)
        return _("{seat} damage pile +{n} ({reason}): {what}; {pile}/25").format(
            seat=seat(self.player),
            n=added,
            reason=said(self.reason),
            what=what,
            pile=self.damage_pile,
        )


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
        return _("{seat} plays {card} ({effect})").format(
            seat=seat(self.player), card=self.card, effect=said(self.effect)
        )


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
        return ngettext(
            "{seat} draws {n} sponsor card ({hand} in hand)",
            "{seat} draws {n} sponsor cards ({hand} in hand)",
            self.count,
        ).format(seat=seat(self.player), n=self.count, hand=self.hand)


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
        return _("{seat} rolls {roll} for combat: {n} cards off its deck").format(
            seat=seat(self.player), roll=self.roll, n=self.cards
        )


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
        return (
            _("{seat} discards sponsor card {card}")
            if self.sponsor
            else _("{seat} discards {card}")
        ).format(seat=seat(self.player), card=self.card)


@dataclass(frozen=True, slots=True)
class EnergyReset(Event):
    player: int
    energy: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, energy: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "energy", energy)

    def __str__(self) -> str:
        return _("{seat} energy back to {energy}").format(
            seat=seat(self.player), energy=self.energy
        )


@dataclass(frozen=True, slots=True)
class Eliminated(Event):
    player: int
    remaining: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, remaining: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "remaining", remaining)

    def __str__(self) -> str:
        return _("{seat} Heavy Hitter destroyed: {n} left").format(
            seat=seat(self.player), n=self.remaining
        )


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
        return _(
            "{seat} scores {score} ({undamaged} undamaged cards + {achievements}"
            " achievement spaces; {tags} tags on standing buildings)"
        ).format(
            seat=seat(self.player),
            score=self.undamaged + self.achievements,
            undamaged=self.undamaged,
            achievements=self.achievements,
            tags=self.tags,
        )


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[int, ...]
    win_type: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, winners: tuple[int, ...], win_type: str) -> None:
        object.__setattr__(self, "winners", winners)
        object.__setattr__(self, "win_type", win_type)

    def __str__(self) -> str:
        how = said(WIN_TYPES.get(self.win_type, self.win_type))
        if not self.winners:
            return _("Game over: nobody wins ({how})").format(how=how)
        who = _(" and ").join(seat(p) for p in self.winners)
        return ngettext(
            "Game over: {who} wins ({how})", "Game over: {who} win ({how})", len(self.winners)
        ).format(who=who, how=how)
