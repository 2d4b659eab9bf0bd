"""What the win-probability model reads of a position: numbers per seat, all public.

Every feature is computed from an :class:`~engine.game.Observation` and uses only what
every player may see (the same numbers whichever seat observes), so the model gives the
same answer to every seat and never peeks at a hand, a deck's order or the dice to come.
Each *family* below is one function returning a few numbers for one seat; the model reads
a seat's numbers *relative to its opponents'* (the seat's value less the mean of its
opposing seats' that are still in), so what counts is being ahead, on any map, with two
to four players, and in a 2v2 game against the other team.

>>> from engine.game import new_game
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> seen = new_game(load_map(builtin_map_path("final-stand")), seed=3).observation(0)
>>> rows = relative_features(seen)
>>> len(rows), len(rows[0]) == len(FEATURE_NAMES), rows[0] == tuple(-x for x in rows[1])
(2, True, True)
"""

from __future__ import annotations

from typing import Callable, Sequence

from engine.game import DEMOLITIONS_TO_WIN, TAGS_TO_DEMOLISH, Observation, UnitClass

THREAT_RANGE = 3
"""Hexes within which an opposing unit counts as a threat to a Heavy Hitter."""
FAR = 12.0
"""The distance given when a seat has no Heavy Hitter or no opponent on the board."""
ROUND_SCALE = 10.0
"""Rounds are read in tens (self-play games last 5 to 20 rounds)."""

Family = Callable[[Observation, int], tuple[float, ...]]


def card_features(seen: Observation, seat: int) -> tuple[float, ...]:
    """Cards: the share of the faction's cards not yet damaged (the Heavy Hitter's life
    and most of the score), and cards in hand."""
    p = seen.players[seat]
    return (p.undamaged / max(1, seen.deck_cards(seat)), p.hand_size / 6.0)


def score_features(seen: Observation, seat: int) -> tuple[float, ...]:
    """The score as it would be counted now (undamaged cards + achievement spaces), in
    tens, and the achievement track alone."""
    p = seen.players[seat]
    return ((p.undamaged + p.track) / 10.0, p.track / 5.0)


def demolition_features(seen: Observation, seat: int) -> tuple[float, ...]:
    """Demolitions: buildings demolished (as a share of the demolitions that win), tags
    on standing buildings, and the most tags on one building (as a share of those that
    demolish it)."""
    p = seen.players[seat]
    placed = 0
    most = 0
    for faces in seen.tags.values():
        mine = faces.count(seat)
        placed += mine
        most = max(most, mine)
    return (p.rubble / DEMOLITIONS_TO_WIN, placed / 4.0, most / TAGS_TO_DEMOLISH)


def force_features(seen: Observation, seat: int) -> tuple[float, ...]:
    """Forces: the Heavy Hitter on the board, the support units on it and their hit
    points, and energy."""
    p = seen.players[seat]
    support = [c for c in p.units if c is not UnitClass.HH]
    return (1.0 if p.hh is not None else 0.0, len(support) / 3.0,
            sum(p.hp.get(c, 0) for c in support) / 6.0, p.energy / 5.0)


def position_features(seen: Observation, seat: int) -> tuple[float, ...]:
    """The board: distance from the seat's Heavy Hitter to the nearest opposing Heavy
    Hitter, opposing units within :data:`THREAT_RANGE` of it (threats), and the seat's
    units within that range of an opposing Heavy Hitter (its own threats)."""
    hh = seen.players[seat].hh
    friends = set(seen.team_of(seat))
    foes_hh = [v.hh for v in seen.players if v.seat not in friends and v.hh is not None]
    nearest = min((hh.distance(h) for h in foes_hh), default=FAR) if hh is not None else FAR
    threats = mine = 0
    for player, _cls, where in seen.units():
        if player in friends:
            if player == seat and any(where.distance(h) <= THREAT_RANGE for h in foes_hh):
                mine += 1
        elif hh is not None and where.distance(hh) <= THREAT_RANGE:
            threats += 1
    return (min(float(nearest), FAR) / FAR, threats / 2.0, mine / 2.0)


def tempo_features(seen: Observation, seat: int) -> tuple[float, ...]:
    """Tempo: whether the seat holds the Glory Hound (it acts first), and how the cards
    and the demolitions weigh as the game goes on (each times the round, in tens)."""
    p = seen.players[seat]
    late = seen.round / ROUND_SCALE
    return (1.0 if seen.glory_hound == seat else 0.0,
            late * p.undamaged / max(1, seen.deck_cards(seat)),
            late * p.rubble / DEMOLITIONS_TO_WIN)


FAMILIES: tuple[tuple[Family, tuple[str, ...]], ...] = (
    (card_features, ("undamaged_share", "hand")),
    (score_features, ("score", "track")),
    (demolition_features, ("demolitions", "tags", "most_tags")),
    (force_features, ("hh_on_board", "support_units", "support_hp", "energy")),
    (position_features, ("nearest_foe", "threats", "own_threats")),
    (tempo_features, ("glory_hound", "late_undamaged", "late_demolitions")),
)
"""Each family and the names of its numbers, in the model's order."""

FEATURE_NAMES: tuple[str, ...] = tuple(n for _, names in FAMILIES for n in names)


def seat_features(seen: Observation, seat: int) -> tuple[float, ...]:
    """Every family's numbers for ``seat``, in :data:`FEATURE_NAMES`' order."""
    out: list[float] = []
    for family, _names in FAMILIES:
        out.extend(family(seen, seat))
    return tuple(out)


def contenders(seen: Observation) -> list[int]:
    """The seats still in the game (a seat whose Heavy Hitter is destroyed is out), or every
    seat of a team still in (2v2)."""
    alive = seen.alive_players()
    if seen.is_team_game():
        return [q for q in range(seen.num_players)
                if any(m in alive for m in seen.team_of(q))]
    return sorted(alive)


def relative_features(seen: Observation, seats: Sequence[int] | None = None
                      ) -> list[tuple[float, ...]]:
    """Each of ``seats``' features (default: every seat) less the mean of its opponents'
    that are still in (:func:`contenders`); a seat without an opponent left keeps its own."""
    order = list(range(seen.num_players)) if seats is None else list(seats)
    inside = contenders(seen)
    raw = {q: seat_features(seen, q) for q in set(order) | set(inside)}
    rows = []
    for q in order:
        friends = set(seen.team_of(q))
        foes = [raw[f] for f in inside if f not in friends]
        if not foes:
            rows.append(raw[q])
            continue
        n = len(foes)
        rows.append(tuple(x - sum(f[i] for f in foes) / n for i, x in enumerate(raw[q])))
    return rows
