"""Each seat's luck in a game valued by the win-probability model, as AIVAT does (Burch,
Schmid, Moravčík, Morill and Bowling, AAAI 2018).

At every chance event the luck of each seat is ``f(outcome) − E[f]``: its chance to win
after the event, less the same chance averaged over everything the event could have
given, each outcome weighted by its probability. ``f`` is the shipped model's chance
(:mod:`engine.bots.winmodel`) read from the position just before the event with the
outcome's direct effect applied to the features it changes; the expectation is exact,
summed over the outcomes of the dice:

* **attack roll** (two dice against the target number): a miss changes nothing; a
  critical failure costs the attacker its weapon card (or a support unit a hit point); a
  critical hit deals the full damage; a hit deals what the armor save lets through,
  averaged over the save's binomial outcomes; a hit of an alley shot or a flank also moves
  the attacker's achievement track;
* **armor save** (one die per point of damage): each number of points through, weighted
  by its binomial chance;
* **repair roll**: a card back off the damage pile, or not.

Damage to a Heavy Hitter takes undamaged cards (its last one removes the seat from the
game, or gives the win to the last seat in); damage to a support unit takes hit points
(and the unit at 0). Card draws and shuffles change nothing the model reads (the number
of cards in hand is the same whatever is drawn, and hands are secret), so their term is
0. The Glory Hound roll-off decides who acts first and is left out.

**Why it is unbiased.** Whatever ``f`` is — however well or badly the model predicts —
the term ``f(outcome) − E[f]`` has expectation zero given everything before the event,
because ``E`` is taken under the dice's true odds and ``f`` reads only what was known
before the event plus its outcome. So each seat's summed luck has mean zero, and
subtracting a multiple of it from the seat's result (a control variate) keeps the
estimate's expectation; a model that predicts well makes the terms track who won, so the
adjusted results spread less (:mod:`engine.verdicts.stats`). The terms of one event add
up to zero over the seats (chances add up to 1).

**Cost.** The recorder listens to the game's log (:attr:`GameState.event_listener
<engine.game.state.GameState.event_listener>`), so the game plays exactly as without
it. Per event it reads only the model's cheap features (cards, track, forces, tempo) and
keeps the board's (positions, tags) per phase of a round: the cheap ones are read straight
off the players' state, and the board's do not change between the dice of one Combat phase (a destroyed unit's place is read again when the number of units
on the board changes). The outcomes differ in one seat's score only, so each costs one
softmax over at most four seats, without computing any feature again.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> from engine.game import new_game, observe
>>> from engine.bots import make_bot
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=4)
>>> rec = AivatRecorder(g.num_players)
>>> g.event_listener = rec
>>> bots = [make_bot("full", s, 4) for s in range(2)]
>>> while not g.is_terminal():
...     g.apply_action(bots[g.current_player()].choose(observe(g, g.current_player())))
>>> rec.events > 0, abs(sum(rec.luck)) < 1e-9
(True, True)
"""

from __future__ import annotations

import math
from typing import Sequence

from engine.bots.odds import CRITICAL, hit_chance, save_chance
from engine.bots.winmodel.win_features import (
    FAMILIES,
    FEATURE_NAMES,
    ROUND_SCALE,
    demolition_features,
    position_features,
)
from engine.bots.winmodel.win_model import WinModel, shipped_win_model
from engine.game import DEMOLITIONS_TO_WIN
from engine.game.catalog import SUPPORT_CLASSES, UnitClass
from engine.game.combat_events import ArmorSave, AttackRoll, Repaired
from engine.game.events import Event
from engine.game.observation import Observation
from engine.game.solo import deck_cards
from engine.game.state import GameState

_SUPPORT = {c.value: c for c in SUPPORT_CLASSES}
_BOARD = (demolition_features, position_features)
"""The families kept per phase of a round (see the module's description)."""


_BINOMIAL: dict[tuple[int, float], list[float]] = {}


def binomial(n: int, p: float) -> list[float]:
    """The chance of each number of successes, 0 to ``n``, in ``n`` tries of chance ``p``
    (kept once computed: a game asks for the same few; do not modify the list).

    >>> [round(x, 3) for x in binomial(2, 0.5)]
    [0.25, 0.5, 0.25]
    """
    key = (n, p)
    found = _BINOMIAL.get(key)
    if found is None:
        found = [math.comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)]
        _BINOMIAL[key] = found
    return found


def attack_odds(number: int) -> tuple[float, float, float, float]:
    """The chances of a miss, a critical failure, a hit (not critical) and a critical hit
    of an attack roll against ``number``.

    >>> [round(x * 36) for x in attack_odds(7)]
    [14, 1, 20, 1]
    """
    hit = hit_chance(number)
    return (1.0 - hit - CRITICAL, CRITICAL, hit - CRITICAL, CRITICAL)


class AivatRecorder:
    """Listens to a game's log and adds up each seat's AIVAT luck (:attr:`luck`)."""

    def __init__(self, players: int, model: WinModel | None = None) -> None:
        self.model = model if model is not None else shipped_win_model()
        self.luck = [0.0] * players
        """Each seat's summed luck so far."""
        self.events = 0
        """Chance events valued so far."""
        w = self.model.weights
        at = {name: i for i, name in enumerate(FEATURE_NAMES)}
        self._w_undamaged = w[at["undamaged_share"]]
        self._w_hand = w[at["hand"]]
        self._w_late = w[at["late_undamaged"]]
        self._w_late_rubble = w[at["late_demolitions"]]
        self._w_units = w[at["support_units"]]
        self._w_hp = w[at["support_hp"]]
        self._w_energy = w[at["energy"]]
        self._w_track = w[at["track"]]
        self._w_hound = w[at["glory_hound"]]
        self._team_read = False
        self._decks: list[int] = []
        starts: list[tuple[int, int]] = []
        start = 0
        for _family, names in FAMILIES:
            starts.append((start, len(names)))
            start += len(names)
        self._starts = starts
        self._board_key: tuple[int, str, int] = (-1, "", -1)
        self._board: list[float] = []
        self._hit: tuple[int, str, int, int, list[float], list[tuple[float, ...]]] | None = None
        self._before: list[float] = []
        self._inside: list[int] = []
        self._teams: tuple[tuple[int, ...], ...] | None = None
        self._alive: list[int] = []

    def __call__(self, state: GameState, event: Event) -> None:
        if isinstance(event, AttackRoll):
            self._attack(state, event)
        elif isinstance(event, ArmorSave):
            self._save(state, event)
        elif isinstance(event, Repaired):
            self._repair(state, event)

    # -- the position just before the event ----------------------------------------------
    def _read(self, state: GameState) -> None:
        """The seats' scores now (the board's families kept per phase), who is in, teams."""
        n = len(state.players)
        key = (state.round, str(state.phase), len(state.occupant))
        if key != self._board_key or not self._team_read:
            seen = Observation(state, 0)
            self._board_key = key
            self._board = self._family_scores(seen, _BOARD, n)
            if not self._team_read:
                self._teams = (
                    tuple(seen.team_of(q) for q in range(n)) if seen.is_team_game() else None
                )
                self._decks = [max(1, deck_cards(state, q)) for q in range(n)]
                self._team_read = True
        scores = self._board[:]
        late = state.round / ROUND_SCALE
        hound = state.glory_hound
        for q in range(n):
            p = state.players[q]
            share = p.undamaged / self._decks[q]
            units = 0
            hp = 0
            for cls in p.units:
                if cls is not UnitClass.HH:
                    units += 1
                    hp += p.hp.get(cls, 0)
            scores[q] += (
                self._w_undamaged * share
                + self._w_hand * len(p.hand) / 6.0
                + self._w_track * p.track / 5.0
                + self._w_units * units / 3.0
                + self._w_hp * hp / 6.0
                + self._w_energy * p.energy / 5.0
                + (self._w_hound if hound == q else 0.0)
                + self._w_late * late * share
                + self._w_late_rubble * late * p.rubble / DEMOLITIONS_TO_WIN
            )
        self._before = scores
        self._alive = state.alive_players()
        self._inside = self._contenders(-1)

    def _family_scores(self, seen: Observation, families: Sequence[object], n: int) -> list[float]:
        weights = self.model.weights
        scores = [0.0] * n
        for i, (family, _names) in enumerate(FAMILIES):
            if family not in families:
                continue
            start, width = self._starts[i]
            for q, row in enumerate(family(seen)):
                z = 0.0
                for j in range(width):
                    z += weights[start + j] * row[j]
                scores[q] += z
        return scores

    def _contenders(self, out: int) -> list[int]:
        """The seats still in with seat ``out`` (−1: none) out of the game."""
        alive = [q for q in self._alive if q != out]
        teams = self._teams
        if teams is None:
            return alive
        return [q for q in range(len(self._before)) if any(m in alive for m in teams[q])]

    def _chances(self, seat: int, delta: float, out: int = -1) -> tuple[float, ...]:
        """Every seat's chance with ``delta`` added to ``seat``'s score and seat ``out``
        (−1: none) out of the game."""
        scores = self._before
        n = len(scores)
        teams = self._teams
        inside = self._inside if out < 0 else self._contenders(out)
        if not inside:
            return tuple(1.0 / n for _ in range(n))
        shifted = [scores[q] + delta if q == seat else scores[q] for q in inside]
        return WinModel.shares(inside, shifted, n, teams)

    # -- what an outcome does ----------------------------------------------------------
    def _card_delta(self, state: GameState, seat: int, cards: int) -> float:
        """A seat's change of score for ``cards`` more (or, negative, fewer) undamaged."""
        return (
            cards
            / self._decks[seat]
            * (self._w_undamaged + self._w_late * state.round / ROUND_SCALE)
        )

    def _damaged(self, state: GameState, seat: int, unit: str, points: int) -> tuple[float, ...]:
        """Every seat's chance after ``points`` of damage to ``seat``'s ``unit``."""
        if points <= 0:
            return self._chances(seat, 0.0)
        p = state.players[seat]
        cls = _SUPPORT.get(unit)
        if cls is None:
            left = p.undamaged
            if points >= left:
                return self._chances(seat, 0.0, out=seat)
            return self._chances(seat, self._card_delta(state, seat, -points))
        hp = p.hp.get(cls, 0)
        lost = min(points, hp)
        delta = -lost / 6.0 * self._w_hp
        if lost >= hp and cls in p.units:
            delta -= self._w_units / 3.0
        return self._chances(seat, delta)

    def _add(
        self, got: Sequence[float], odds: Sequence[float], outcomes: Sequence[Sequence[float]]
    ) -> None:
        luck = self.luck
        for q in range(len(luck)):
            expected = 0.0
            for chance, values in zip(odds, outcomes):
                expected += chance * values[q]
            luck[q] += got[q] - expected
        self.events += 1

    # -- the events --------------------------------------------------------------------
    def _attack(self, state: GameState, e: AttackRoll) -> None:
        self._read(state)
        attacker, target = e.player, e.target_player
        miss = self._chances(attacker, 0.0)
        source = _SUPPORT.get(e.source)
        if source is None:
            p = state.players[attacker]
            fumble = (
                self._chances(attacker, 0.0, out=attacker)
                if p.undamaged <= 1
                else self._chances(attacker, self._card_delta(state, attacker, -1))
            )
        else:
            fumble = self._damaged(state, attacker, e.source, 1)
        a = state.attack
        moves = (int(a.alley) + int(a.flank)) if a is not None else 0
        if moves and 0 <= target < len(self.luck):
            # the track moves on a hit whatever the save: the attacker's score rises
            self._before = self._before[:]
            self._before[attacker] += moves / 5.0 * self._w_track
        if 0 <= target < len(self.luck):
            through = binomial(e.damage, 1.0 - save_chance(e.armor))
            table = [self._damaged(state, target, e.target_unit, k) for k in range(e.damage + 1)]
            hit = tuple(
                sum(c * t[q] for c, t in zip(through, table)) for q in range(len(self.luck))
            )
            critical = table[e.damage]
            self._hit = (target, e.target_unit, e.damage, e.armor, through, table)
        else:
            hit = critical = miss
            self._hit = None
        odds = attack_odds(e.number)
        outcomes = (miss, fumble, hit, critical)
        won = e.outcome
        got = (
            hit
            if won == "hit"
            else critical
            if won == "critical hit"
            else fumble
            if won == "critical failure"
            else miss
        )
        self._add(got, odds, outcomes)

    def _save(self, state: GameState, e: ArmorSave) -> None:
        n = len(e.dice)
        kept = self._hit
        self._hit = None
        if kept is not None and kept[:4] == (e.player, e.unit, n, e.armor):
            through, table = kept[4], kept[5]
        else:  # an orbital strike (no attack roll), or a save on a better armor (braced)
            self._read(state)
            through = binomial(n, 1.0 - save_chance(e.armor))
            table = [self._damaged(state, e.player, e.unit, k) for k in range(n + 1)]
        self._add(table[min(e.damage, n)], through, table)

    def _repair(self, state: GameState, e: Repaired) -> None:
        # logged after the card went back: the position before had one card fewer
        self._read(state)
        seat = e.player
        one = self._card_delta(state, seat, 1)
        if e.repaired:
            self._before = self._before[:]
            self._before[seat] -= one
        fixed = self._chances(seat, one)
        not_fixed = self._chances(seat, 0.0)
        chance = min(1.0, max(0.0, (7 - e.needed) / 6))
        self._add(fixed if e.repaired else not_fixed, (chance, 1.0 - chance), (fixed, not_fixed))
