"""A game consistent with what one seat knows, its hidden parts drawn at random: the
positions a searching bot (:mod:`engine.bots.strong`) plays ahead from.

:func:`determinized` takes an :class:`~engine.game.observation.Observation` and gives a
:class:`~engine.game.state.GameState` that shows the seat the same observation, with
everything hidden from it (:mod:`engine.game.observation`) drawn again from what the seat
may know: the other players' hands, damage piles, face-down firing lines and decks (dealt
from each one's cards the seat cannot see, whose list is open knowledge), the order of every
deck (the seat's own too), the other players' sponsor cards and the sponsor deck, the other
players' face-down ally picks and the dice to come.

A bot plays ahead in such a game through :class:`SampledGame`, which shows it observations
only.

The draw depends on the observation and the random stream only: the hidden piles are sorted
before they are dealt again, so two states that one seat cannot tell apart give the same
determinized game for the same stream. The game's log (history and events) is kept as it
was; a bot sees only its length.

>>> import random
>>> from engine.game import new_game, observe
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=3)
>>> d = determinized(observe(g, 0), random.Random(1))
>>> d.players[0].hand == g.players[0].hand, len(d.players[1].hand) == len(g.players[1].hand)
(True, True)
>>> d.legal_actions() == g.legal_actions()
True
"""

from __future__ import annotations

import random

from engine.game.actions import Action
from engine.game.dice import SeededDice
from engine.game.observation import Observation
from engine.game.state import GameState


def determinized(seen: Observation, rng: random.Random) -> GameState:
    """A copy of the game ``seen`` observes in which everything hidden from ``seen.seat`` is
    drawn again by ``rng``, with the same counts (see the module's description)."""
    me = seen.seat
    s = seen._state.clone()
    sponsor_pool = sorted(
        s.sponsor_deck + [c for p in s.players if p.seat != me for c in p.sponsors]
    )
    rng.shuffle(sponsor_pool)
    for p in s.players:
        if p.seat == me:
            p.deck = sorted(p.deck)
            rng.shuffle(p.deck)
            continue
        hidden_line = not p.revealed
        pool = sorted(p.hand + p.deck + p.damage + (p.firing_line if hidden_line else []))
        rng.shuffle(pool)
        a, b, c = len(p.hand), len(p.hand) + len(p.deck), len(p.hand) + len(p.deck) + len(p.damage)
        p.hand, p.deck, p.damage = pool[:a], pool[a:b], pool[b:c]
        if hidden_line:
            p.firing_line = pool[c:]
        n = len(p.sponsors)
        p.sponsors, sponsor_pool = sponsor_pool[:n], sponsor_pool[n:]
    s.sponsor_deck = sponsor_pool
    if s.picks:
        alive = s.alive_players()
        s.picks = tuple(
            pick if seat == me or pick < 0 else rng.choice([q for q in alive if q != seat])
            for seat, pick in enumerate(s.picks)
        )
    s.dice = SeededDice(rng.randrange(1 << 30))
    s._legal_for = None  # the deciding seat's options may rest on its hidden cards
    return s


class SampledGame:
    """A determinized game a bot may play ahead in (:func:`determinized`), made from its
    observation only: it sees the game through observations, as in a real game, and never
    holds a :class:`~engine.game.state.GameState` of its own.

    >>> import random
    >>> from engine.game import new_game, observe
    >>> from engine.files.mapfile import load_map
    >>> from engine.files.resources import builtin_map_path
    >>> g = new_game(load_map(builtin_map_path("final-stand")), seed=3)
    >>> ahead = SampledGame.deal(observe(g, 0), random.Random(1))
    >>> after = ahead.clone()
    >>> after.apply_action(after.observation(after.current_player()).legal_actions()[0])
    >>> ahead.observation(0).actions_taken, after.observation(0).actions_taken
    (0, 1)
    """

    __slots__ = ("_state",)

    def __init__(self, state: GameState) -> None:
        self._state = state

    @staticmethod
    def deal(seen: Observation, rng: random.Random) -> SampledGame:
        """A game consistent with ``seen``, its hidden parts drawn by ``rng``."""
        return SampledGame(determinized(seen, rng))

    def clone(self) -> SampledGame:
        return SampledGame(self._state.clone())

    def apply_action(self, action: Action) -> None:
        self._state.apply_action(action)

    def observation(self, seat: int) -> Observation:
        return Observation(self._state, seat)

    def is_terminal(self) -> bool:
        return self._state.result is not None

    def current_player(self) -> int:
        return self._state.current_player()

    @property
    def round(self) -> int:
        return self._state.round
