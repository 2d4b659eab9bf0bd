"""The full-rules bot's card choices: the opening hand, damage, discards, sponsor plays.

A card in hand is worth what :data:`engine.bots.values.CARD_WORTH` says for its
kind, less for a second copy of a weapon (only one of each fires) and for a
Deploy card when every support unit is on the board. Damage goes first onto
hand cards worth less than an average card of the deck, then off the deck.
"""

from __future__ import annotations

from engine.bots import values as V
from engine.game import (
    SUPPORT_CLASSES,
    Action,
    CardKind,
    DamageDecision,
    Discard,
    Keep,
    Observation,
    OwnView,
    Play,
    Reboot,
    TakeDamage,
    card_counts,
)


def card_worth(p: OwnView, card: str, copies_before: int = 0) -> float:
    """How much keeping ``card`` in hand is worth (``copies_before``: copies already kept)."""
    kind = p.faction.card(card).kind
    worth = V.CARD_WORTH[kind]
    if kind is CardKind.DEPLOY and all(c in p.units for c in SUPPORT_CLASSES):
        worth = 0.3
    if copies_before:
        worth *= 0.5 if kind.is_weapon else 0.7
    return worth


def hand_worths(p: OwnView) -> list[tuple[float, str]]:
    """Each card in hand with its worth, lowest first (ties by card id)."""
    seen: dict[str, int] = {}
    result = []
    # the better copy of a pair is the one counted first
    for c in sorted(p.hand):
        n = seen.get(c, 0)
        result.append((card_worth(p, c, n), c))
        seen[c] = n + 1
    return sorted(result)


def deck_worth(p: OwnView) -> float:
    """The average worth of a card off the deck (deck and discard pile: what comes next)."""
    pool = [*p.deck, *p.discard]
    if not pool:
        return 0.0
    counts = card_counts(pool)
    return sum(card_worth(p, c) * n for c, n in counts.items()) / len(pool)


def choose_reboot(p: OwnView) -> Action:
    """Reboot an opening hand without a primary weapon and with at most one other weapon."""
    kinds = [p.faction.card(c).kind for c in p.hand]
    weapons = sum(1 for k in kinds if k.is_weapon)
    if CardKind.PRIMARY not in kinds and weapons <= 1:
        return Reboot()
    return Keep()


def choose_damage(seen: Observation, decision: DamageDecision) -> Action:
    """Cheap hand cards onto the damage pile first, then cards off the deck."""
    p = seen.own
    points = decision.points
    average = deck_worth(p)
    pool = p.deck_size + len(p.discard)
    from_hand: list[str] = []
    for worth, c in hand_worths(p):
        if len(from_hand) >= points:
            break
        if worth < average or points - len(from_hand) > pool:
            from_hand.append(c)
    action = TakeDamage(tuple(from_hand), points - len(from_hand))
    if not seen.is_legal(action):  # pragma: no cover - the choice above keeps to the rules
        options = [a for a in seen.legal_actions() if isinstance(a, TakeDamage)]
        return min(options, key=lambda a: (sum(card_worth(p, c) for c in a.hand), str(a)))
    return action


def choose_discard(p: OwnView) -> Action:
    """Over the hand limit of 6: the card worth least."""
    return Discard(hand_worths(p)[0][1])


def sponsor_worth(seen: Observation, p: OwnView, card: str) -> float:
    kind = seen.catalog.sponsor(card).effect.kind
    worth = V.SPONSOR_WORTH.get(kind, 0.5)
    if kind == "salvage" and not p.damage:
        worth *= 0.5
    return worth


def choose_sponsor_discard(seen: Observation, p: OwnView) -> Action:
    """Over the sponsor hand limit of 5: the sponsor card worth least."""
    card = min(sorted(set(p.sponsors)), key=lambda c: sponsor_worth(seen, p, c))
    return Discard(card, True)


def salvage_play(seen: Observation, p: OwnView, legal: list[Action]) -> Action | None:
    """A salvage sponsor card, played as soon as it takes back all it can."""
    for a in legal:
        if isinstance(a, Play) and not p.faction.has_card(a.card):
            effect = seen.catalog.sponsor(a.card).effect
            if effect.kind == "salvage" and len(p.damage) >= max(1, effect.value):
                return a
    return None
