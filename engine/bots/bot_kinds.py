"""What a bot is: something that picks one of its seat's legal actions from what the seat
may know.

A bot decides on an observation (``observe(state, seat)``,
:class:`~engine.game.Observation`): the public game and its own cards, never the other
players' hands, the order of a deck or the dice to come; it imports only the
:mod:`engine.game` facade. A bot is deterministic for its seed, so a seeded game with
seeded bots replays exactly.

>>> from engine.game import new_game, observe
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=3)
>>> bots = [make_bot("random", seat, seed=3) for seat in range(g.num_players)]
>>> while not g.is_terminal():
...     g.apply_action(bots[g.current_player()].choose(observe(g)))
>>> g.result.win_type in ("demolition", "destruction", "score", "round limit")
True
"""

from __future__ import annotations

import random
from typing import Callable, Protocol

from engine.bots.full import FullBot
from engine.bots.round_limit import require_round_limit
from engine.bots.solo_bot import SoloBot
from engine.bots.strong import StrongBot
from engine.core.errors import GkrError
from engine.core.messages import _
from engine.game import Action, Observation


class Bot(Protocol):
    """A player that decides by itself, only in a game with a round limit
    (:func:`~engine.bots.round_limit.require_round_limit`)."""

    name: str

    def choose(self, seen: Observation) -> Action:
        """One of ``seen.legal_actions()``: ``seen`` is what the bot's seat may know now,
        when it is asked to decide."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline other bots must beat (with
    shifting alliances it so picks an ally uniformly among the opponents still in)."""

    name = "random"

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random(f"random-bot/{seed}/{seat}")

    def choose(self, seen: Observation) -> Action:
        require_round_limit(seen.config)
        return self.rng.choice(seen.legal_actions())


BotFactory = Callable[[int, int], Bot]
"""``factory(seat, seed)`` makes a bot for one seat of one game."""

BOT_KINDS: dict[str, BotFactory] = {
    "full": FullBot,
    "strong": StrongBot,
    "solo": SoloBot,
    "random": RandomBot,
}
"""The kinds of bot by name (``gkr-map playtest --bot KIND``, the playtest window):
``full`` (the default: plays every part of the game, :mod:`engine.bots.full`), ``strong``
(the full bot with a look-ahead at its moves, :mod:`engine.bots.strong`), ``solo``
(the rulebook's solo opponent, :mod:`engine.bots.solo_bot`) and ``random`` (a uniformly
random legal action, the baseline)."""
DEFAULT_BOT = "full"


class UnknownBotError(GkrError, ValueError):
    """A bot kind that does not exist."""


def make_bot(kind: str, seat: int, seed: int = 0) -> Bot:
    """A bot of the named kind for ``seat``; the same kind, seat and seed make a bot that
    makes the same choices.

    >>> make_bot("full", 0).name, make_bot("solo", 1, seed=3).name
    ('full', 'solo')
    >>> make_bot("clever", 0)
    Traceback (most recent call last):
    ...
    engine.bots.bot_kinds.UnknownBotError: no bot called 'clever'; choose one of full, random, solo, strong
    """
    try:
        factory = BOT_KINDS[kind]
    except KeyError:
        raise UnknownBotError(
            _("no bot called {kind!r}; choose one of {kinds}").format(
                kind=kind, kinds=", ".join(sorted(BOT_KINDS))
            )
        ) from None
    return factory(seat, seed)
