"""What the win-probability model reads of a position: numbers per seat, all public.

Every feature is computed from an :class:`~engine.game.Observation` and uses only what
every player may see (the same numbers whichever seat observes), so the model gives the
same answer to every seat and never peeks at a hand, a deck's order or the dice to come.
Each *family* below is one function giving a few numbers for every seat, in one pass over
the position; :func:`feature_table` puts them side by side in :data:`FEATURE_NAMES`' order.
The model compares the seats' numbers with each other (:mod:`engine.bots.winmodel.win_model`),
so what counts is being ahead, on any map, with two to four players.

>>> from engine.game import new_game, observe
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> seen = observe(new_game(load_map(builtin_map_path("final-stand")), seed=3), 0)
>>> table = feature_table(seen)
>>> len(table), len(table[0]) == len(FEATURE_NAMES), table[0][0], table[1][0]
(2, True, 1.0, 1.0)
"""

from __future__ import annotations

from typing import Callable

from engine.game import DEMOLITIONS_TO_WIN, EMPTY_FACES, TAGS_TO_DEMOLISH, Observation, UnitClass

THREAT_RANGE = 3
"""Hexes within which an opposing unit counts as a threat to a Heavy Hitter."""
FAR = 12.0
"""The distance given when a seat has no Heavy Hitter or no opponent on the board."""
ROUND_SCALE = 10.0
"""Rounds are read in tens (self-play games last 5 to 20 rounds)."""

Rows = list[tuple[float, ...]]
"""A family's numbers for every seat, by seat."""
Family = Callable[[Observation], Rows]


def card_features(seen: Observation) -> Rows:
    """Cards: the share of the faction's cards not yet damaged (the Heavy Hitter's life
    and most of the score), and cards in hand."""
    return [
        (p.undamaged / max(1, seen.deck_cards(p.seat)), p.hand_size / 6.0) for p in seen.players
    ]


def achievement_features(seen: Observation) -> Rows:
    """Achievements: spaces on the track (the rest of the score, with the undamaged
    cards; the first tie-break)."""
    return [(p.track / 5.0,) for p in seen.players]


def demolition_features(seen: Observation) -> Rows:
    """Demolitions: buildings demolished (as a share of the demolitions that win), tags
    on standing buildings, and the most tags on one building (as a share of those that
    demolish it)."""
    n = seen.num_players
    placed = [0] * n
    most = [0] * n
    for faces in seen.tags.values():
        if faces == EMPTY_FACES:  # most buildings carry no tag
            continue
        mine = [0] * n
        for q in faces:
            if q >= 0:
                mine[q] += 1
        for q in range(n):
            placed[q] += mine[q]
            if mine[q] > most[q]:
                most[q] = mine[q]
    return [
        (p.rubble / DEMOLITIONS_TO_WIN, placed[p.seat] / 4.0, most[p.seat] / TAGS_TO_DEMOLISH)
        for p in seen.players
    ]


def force_features(seen: Observation) -> Rows:
    """Forces: the support units on the board and their hit points, and energy."""
    rows: Rows = []
    for p in seen.players:
        hp = p.hp
        support = [c for c in p.units if c is not UnitClass.HH]
        rows.append((len(support) / 3.0, sum(hp.get(c, 0) for c in support) / 6.0, p.energy / 5.0))
    return rows


def position_features(seen: Observation) -> Rows:
    """The board: distance from the seat's Heavy Hitter to the nearest opposing Heavy
    Hitter, opposing units within :data:`THREAT_RANGE` of it (threats), and the seat's
    units within that range of an opposing Heavy Hitter (its own threats, one for each
    Heavy Hitter threatened)."""
    n = seen.num_players
    hhs = [p.hh for p in seen.players]
    friendly = [seen.team_of(q) for q in range(n)] if seen.is_team_game() else None
    nearest = [FAR] * n
    threats = [0] * n
    mine = [0] * n
    for player, _cls, where in seen.units():
        for q in range(n):
            hq = hhs[q]
            if hq is None or player == q or (friendly is not None and player in friendly[q]):
                continue
            d = where.distance(hq)
            if _cls is UnitClass.HH and d < nearest[q]:
                nearest[q] = float(d)
            if d <= THREAT_RANGE:
                threats[q] += 1
                mine[player] += 1
    return [(nearest[q] / FAR, threats[q] / 2.0, mine[q] / 2.0) for q in range(n)]


def tempo_features(seen: Observation) -> Rows:
    """Tempo: whether the seat holds the Glory Hound (it acts first), and how the cards
    and the demolitions weigh as the game goes on (each times the round, in tens)."""
    late = seen.round / ROUND_SCALE
    hound = seen.glory_hound
    return [
        (
            1.0 if hound == p.seat else 0.0,
            late * p.undamaged / max(1, seen.deck_cards(p.seat)),
            late * p.rubble / DEMOLITIONS_TO_WIN,
        )
        for p in seen.players
    ]


FAMILIES: tuple[tuple[Family, tuple[str, ...]], ...] = (
    (card_features, ("undamaged_share", "hand")),
    (achievement_features, ("track",)),
    (demolition_features, ("demolitions", "tags", "most_tags")),
    (force_features, ("support_units", "support_hp", "energy")),
    (position_features, ("nearest_foe", "threats", "own_threats")),
    (tempo_features, ("glory_hound", "late_undamaged", "late_demolitions")),
)
"""Each family and the names of its numbers, in the model's order."""

FEATURE_NAMES: tuple[str, ...] = tuple(n for _, names in FAMILIES for n in names)


def feature_table(seen: Observation) -> Rows:
    """Every seat's numbers, every family's side by side in :data:`FEATURE_NAMES`' order."""
    table: Rows = [() for _ in range(seen.num_players)]
    for family, _names in FAMILIES:
        for q, row in enumerate(family(seen)):
            table[q] += row
    return table


def contenders(seen: Observation) -> list[int]:
    """The seats still in the game (a seat whose Heavy Hitter is destroyed is out), or
    every seat of a team still in (2v2)."""
    alive = seen.alive_players()
    if seen.is_team_game():
        return [q for q in range(seen.num_players) if any(m in alive for m in seen.team_of(q))]
    return sorted(alive)
