"""How game ``i`` of a batch is dealt: its seed, its dice, who sits where and which bots
play it — for every mode alike, as one :class:`BatchGame` the one pipeline plays
(:func:`engine.selfplay.games.play_batch_game`).

Factions rotate between games (:func:`lineup`): game ``i`` is rotation ``i % players``
of the window of factions ``i // players``, so in every block of ``factions × players``
games each seat plays each faction equally often, and each pairing from both sides, and
a strong faction does not make a seat look strong.

A batch has one of two designs (:data:`DESIGNS`):

* ``duplicate`` (the default), as in duplicate bridge: the games of one window — its
  ``players`` rotations — form a *deal*. The deal has one seed, and each faction of the
  window has its own stream of dice and card draws in it, which follows the faction from
  seat to seat (:class:`~engine.game.dice.StreamDice`): every seat gets the same luck once
  per deal, and the deal is the unit of the statistics.
* ``independent``: game ``i`` has its own seed and one stream of dice for everything; the
  game is the unit.

Every seed of a batch comes from one formula, :func:`derived_seed`, over the batch's seed
and the game's place in it, tagged by its use (the mode's tag for a game's own seed, a
deal's tag for a deal's). Either way any game can be played again alone, by any process,
with the same result.

>>> [lineup(i, 2, ("a", "b", "c")) for i in range(4)]
[('a', 'b'), ('b', 'a'), ('b', 'c'), ('c', 'b')]
>>> derived_seed("gkr-playtest", 1, 0) == derived_seed("gkr-playtest", 1, 0)
True
>>> derived_seed("gkr-playtest", 1, 0) != derived_seed("gkr-playtest", 1, 1)
True
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace

from engine.game.modes import STANDARD_GAME, GameMode
from engine.game.state import GameConfig

DESIGNS = ("duplicate", "independent")
"""How a batch's games share their seeds (see the module's description)."""
DEFAULT_DESIGN = "duplicate"

DEAL_TAG = "gkr-deal"
"""The tag of a duplicate deal's seeds (every mode but solo, whose deals are its own)."""


def mode_tag(mode: GameMode) -> str:
    """The tag of the seeds of ``mode``'s batch games: ``gkr-`` and its seed tag
    (``gkr-playtest`` for the standard game, ``gkr-2v2``…).

    >>> mode_tag(STANDARD_GAME)
    'gkr-playtest'
    """
    return f"gkr-{mode.seed_tag}"


STANDARD_TAG = mode_tag(STANDARD_GAME)
"""The tag of an independent standard game's seed (``gkr-playtest``)."""


def derived_seed(*parts: object) -> int:
    """The seed named by ``parts`` (a tag, the batch's seed, the game's place in the
    batch…), stable across runs and machines: the first 63 bits of the SHA-256 of the
    parts joined by ``/``."""
    digest = hashlib.sha256("/".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of an independent standard batch seeded ``seed``.

    >>> game_seed(1, 0) == derived_seed(STANDARD_TAG, 1, 0)
    True
    """
    return derived_seed(STANDARD_TAG, seed, index)


def deal_seed(seed: int, deal: int) -> int:
    """The seed of deal ``deal`` of a duplicate batch seeded ``seed``."""
    return derived_seed(DEAL_TAG, seed, deal)


def lineup(index: int, players: int, factions: tuple[str, ...]) -> tuple[str, ...]:
    """The faction at each seat in game ``index``: a window of ``players`` factions that
    moves on every ``players`` games, turned one seat further each game."""
    block, turn = divmod(index, players)
    window = [factions[(block + k) % len(factions)] for k in range(players)]
    return tuple(window[(s + turn) % players] for s in range(players))


@dataclass(frozen=True)
class BatchGame:
    """Game ``index`` of a batch as dealt, before it is played: everything
    :func:`~engine.selfplay.games.play_batch_game` needs besides the map and catalog."""

    index: int
    """The game's index in its series (what its record is filed under)."""
    config: GameConfig
    """Its options: the mode, the factions at each seat, the mode's own settings."""
    seed: int
    """Its seed (the bots' too)."""
    streams: tuple[int, ...] | None
    """The seed of each seat's stream of dice and draws when they are not the game seed's
    one stream (a duplicate deal's, :class:`~engine.game.dice.StreamDice`)."""
    bots: tuple[str, ...]
    """The kind of bot at each seat."""
    barred: tuple[frozenset[str], ...] = ()
    """Per seat, the parts of the game it is barred from (restricted play; none when the
    tuple is shorter)."""
    opponents: int = 0
    """A solo game's number of opponents (0 in every other mode)."""


def dealt_game(
    index: int,
    players: int,
    factions: tuple[str, ...],
    seed: int,
    design: str,
    config: GameConfig,
    tag: str,
    bots: tuple[str, ...],
    barred: tuple[frozenset[str], ...] = (),
) -> BatchGame:
    """Game ``index`` of a batch of ``design`` seeded ``seed`` where every seat plays the
    factions of :func:`lineup` in turn: a duplicate deal's seed and streams (each faction's
    stream follows it from seat to seat), or the game's own seed under the mode's ``tag``.
    ``config`` gives the other options, the factions its own."""
    deal, turn = divmod(index, players)
    streams: tuple[int, ...] | None = None
    if design == "duplicate":
        game_seed = deal_seed(seed, deal)
        streams = tuple(
            derived_seed(DEAL_TAG, seed, deal, (s + turn) % players) for s in range(players)
        )
    else:
        game_seed = derived_seed(tag, seed, index)
    options = replace(config, factions=lineup(index, players, factions))
    return BatchGame(index, options, game_seed, streams, bots, barred)
