"""Bots play only under a round limit (``GameConfig.max_rounds``).

A game among bots that nothing else ends — a start walled in by buildings, say, where
neither side can reach the other — ends at the round limit and is scored there (win
type ``round limit``). Without a limit such a game never ends, so a bot refuses to play
one: :func:`require_round_limit` raises :class:`~engine.core.errors.GameSetupError` with one
line. Every place where bots play sets a limit, :data:`~engine.game.state.DEFAULT_MAX_ROUNDS`
unless told otherwise: the batch playtests (standard, solo, 2v2) and the studio's
playtest window. A game among people may still leave ``max_rounds`` at ``None``.
"""

from __future__ import annotations

from typing import Final

from engine.core.errors import GameSetupError
from engine.game import DEFAULT_MAX_ROUNDS, GameConfig

NO_ROUND_LIMIT: Final = (
    "bots play only under a round limit, and this game has none"
    " (max_rounds=None): give GameConfig a max_rounds"
    f" (the default is {DEFAULT_MAX_ROUNDS})"
)


def require_round_limit(config: GameConfig) -> None:
    """Raise :class:`~engine.core.errors.GameSetupError` when bots may not play a game of
    ``config``: it has no round limit.

    >>> require_round_limit(GameConfig())
    >>> require_round_limit(GameConfig(max_rounds=None))
    Traceback (most recent call last):
    ...
    engine.core.errors.GameSetupError: bots play only under a round limit, and this game has none (max_rounds=None): give GameConfig a max_rounds (the default is 30)
    """
    if config.max_rounds is None:
        raise GameSetupError(NO_ROUND_LIMIT)
