"""The registry of the ways the game is played: every :class:`GameMode` by its name.

The standard game, solo play and 2v2 with fixed or shifting alliances are registered
here; :func:`register_mode` adds another (from a test, a plug-in…), after which
``GameConfig(mode=name)`` plays it, the menus offer it and :func:`mode_named` finds it.

>>> mode_names()
('standard', 'solo', '2v2', 'shifting')
>>> mode_named("2v2") is FIXED_ALLIANCES
True
>>> mode_named("duel")
Traceback (most recent call last):
...
engine.core.errors.GameSetupError: mode 'duel': use one of standard, solo, 2v2, shifting
"""

from __future__ import annotations

import copyreg
from typing import Any, Final

from engine.core.errors import GameSetupError
from engine.core.messages import _
from engine.game.modes.fixed_alliances import FIXED_ALLIANCES
from engine.game.modes.mode_base import GameMode
from engine.game.modes.shifting_alliances import SHIFTING_ALLIANCES
from engine.game.modes.solo_game import SOLO_GAME
from engine.game.modes.standard_game import STANDARD_GAME

BUILT_IN: Final[tuple[GameMode, ...]] = (
    STANDARD_GAME,
    SOLO_GAME,
    FIXED_ALLIANCES,
    SHIFTING_ALLIANCES,
)
"""The modes of the rulebooks, in the order the menus list them."""

_MODES: dict[str, GameMode] = {}


def _by_name(mode: GameMode) -> tuple[Any, tuple[str]]:
    """A mode pickles (and copies) as its name: the same object comes back."""
    return mode_named, (mode.name,)


def register_mode(mode: GameMode) -> GameMode:
    """Add ``mode`` to the registry (returned, so that a module may write
    ``TOY: Final = register_mode(Toy())``). Raises :class:`GameSetupError` when its name
    or its seed tag is already another mode's: each names one way of playing, in files
    and in batch seeds."""
    for other in _MODES.values():
        if other is mode:
            return mode
        if other.name == mode.name:
            raise GameSetupError(_("mode {mode!r} is registered already").format(mode=mode.name))
        if other.seed_tag == mode.seed_tag:
            raise GameSetupError(
                _("mode {mode!r}: {prefix!r} already draws the seeds of mode {other!r}").format(
                    mode=mode.name, prefix=mode.seed_tag, other=other.name
                )
            )
    _MODES[mode.name] = mode
    copyreg.pickle(type(mode), _by_name)
    return mode


def unregister_mode(name: str) -> None:
    """Take the mode ``name`` out of the registry again (a test's mode, when it is done).
    Raises :class:`GameSetupError` for a built-in mode or a name not registered."""
    mode = mode_named(name)
    if mode in BUILT_IN:
        raise GameSetupError(
            _("mode {mode!r} is one of the rulebooks' modes: it stays").format(mode=name)
        )
    del _MODES[name]


def mode_named(name: str) -> GameMode:
    """The mode called ``name`` (``GameConfig.mode``). Raises :class:`GameSetupError`, in
    one line naming the modes there are, for a name no mode has."""
    mode = _MODES.get(name)
    if mode is None:
        raise GameSetupError(
            _("mode {mode!r}: use one of {choices}").format(mode=name, choices=", ".join(_MODES))
        )
    return mode


def registered_modes() -> tuple[GameMode, ...]:
    """Every registered mode: the built-in ones first, then the others as registered."""
    return tuple(_MODES.values())


def mode_names() -> tuple[str, ...]:
    """The names of :func:`registered_modes` (the command line's ``--mode`` choices)."""
    return tuple(_MODES)


for _mode in BUILT_IN:
    register_mode(_mode)
