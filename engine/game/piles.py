"""The faction piles and the sponsor deck: drawing, reshuffling, discarding.

When a faction deck runs out, the discard pile is shuffled into a new deck
(the damage pile never returns); the sponsor deck does the same with the
sponsor discard pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from engine.game.events import CardsDrawn, Reshuffled, SponsorDrawn

if TYPE_CHECKING:
    from engine.game.state import GameState


def card_counts(cards: Iterable[str]) -> dict[str, int]:
    """How many copies of each card ``cards`` holds (in first-seen order): a
    :class:`collections.Counter` without its Python-level overhead on the hot paths.

    >>> card_counts(["a", "b", "a"])
    {'a': 2, 'b': 1}
    """
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return counts


def missing_cards(wanted: Iterable[str], held: Iterable[str]) -> list[str]:
    """The cards of ``wanted`` (copies counted) that ``held`` lacks, sorted.

    >>> missing_cards(["a", "a", "b"], ["a", "c"])
    ['a', 'b']
    """
    have = card_counts(held)
    missing = []
    for c in wanted:
        n = have.get(c, 0)
        if n:
            have[c] = n - 1
        else:
            missing.append(c)
    return sorted(missing)


def refill_deck(state: GameState, player: int) -> bool:
    """Shuffle the discard pile into an empty deck; whether there is a deck now."""
    p = state.players[player]
    if p.deck:
        return True
    if not p.discard:
        return False
    p.deck = p.discard
    p.discard = []
    state.dice.for_player(player).shuffle(p.deck)
    state.log(Reshuffled(player, len(p.deck)))
    return True


def draw(state: GameState, player: int, n: int, reason: str) -> int:
    """Draw up to ``n`` faction cards into the hand; returns how many were drawn."""
    p = state.players[player]
    cards: list[str] = []
    decks: list[tuple[str, ...]] = []
    while len(cards) < n and refill_deck(state, player):
        decks.append(tuple(p.deck))
        card = p.deck.pop()
        p.hand.append(card)
        cards.append(card)
    if cards:
        state.log(CardsDrawn(player, len(cards), reason, tuple(cards), tuple(decks)))
    return len(cards)


def draw_sponsors(state: GameState, player: int, n: int) -> int:
    """Draw up to ``n`` sponsor cards (reshuffling the sponsor discard pile when needed)."""
    p = state.players[player]
    drawn = 0
    while drawn < n:
        if not state.sponsor_deck:
            if not state.sponsor_discard:
                break
            state.sponsor_deck = state.sponsor_discard
            state.sponsor_discard = []
            state.dice.shuffle(state.sponsor_deck)
            state.log(Reshuffled(None, len(state.sponsor_deck), "sponsor discard pile"))
        p.sponsors.append(state.sponsor_deck.pop())
        drawn += 1
    if drawn:
        state.log(SponsorDrawn(player, drawn, len(p.sponsors)))
    return drawn


def discard_sponsor(state: GameState, player: int, card: str) -> None:
    state.players[player].sponsors.remove(card)
    state.sponsor_discard.append(card)
