"""The sandbox's files and free setup: games and positions as files, and the edits of a
position the rules then continue from.

* :mod:`~engine.game.sandbox.gamefile`: game files (``.gkrgame.json``: the map, the
  settings, the catalog, the dice, the actions, the result); :func:`replay_game` steps
  through one; :mod:`~engine.game.sandbox.replays` records a file's replay (its history
  and its moments) in the pass that checks it.
* :mod:`~engine.game.sandbox.positionfile`: position files (``.gkrpos.json``: a game state
  at one point, the dice stream included, so that play resumes exactly);
  :mod:`~engine.game.sandbox.state_codec` turns a state into JSON and back.
* :mod:`~engine.game.sandbox.free_setup`: placing and changing anything of a position,
  each edit checked, and resuming the rules from it.
* :mod:`~engine.game.sandbox.catalog_ref`: how the files name their catalog (by name and
  content hash, embedded when it is not built in); :mod:`~engine.game.sandbox.settings`:
  a game's settings as JSON; :func:`~engine.game.sandbox.open_any.open_any` opens either kind.

The package is plain Python (the build compiles the game's own modules, not these).

The names below are the package's public face (the studio and the command line import
them from here, never from its modules). Some names are renamed here, so that none is also
a module's name or said twice: each file's name ending (``GAME_SUFFIX``,
``POSITION_SUFFIX``), the kinds of document :func:`open_document` tells apart
(``MAP_KIND``, ``GAME_KIND``, ``POSITION_KIND``), and :func:`open_document` itself
(:func:`~engine.game.sandbox.open_any.open_any`). Positions, their free setup and the
opening of any file load on first use (:class:`~engine.core.exports.LazyExports`): a batch
that keeps its games as files needs none of them.
"""

from typing import TYPE_CHECKING

from engine.core.exports import LazyExports
from engine.game.sandbox.gamefile import SUFFIX as GAME_SUFFIX
from engine.game.sandbox.gamefile import SavedGame, load_game, replay_game, save_game, saved_game
from engine.game.sandbox.replays import Replay, ReplayMarks, Watch, replay_marks, replay_of

if TYPE_CHECKING:
    from engine.game.sandbox.free_setup import (
        ROUND_PHASES,
        place_unit,
        position_problems,
        remove_unit,
        restart_phase,
        resume,
        set_damage,
        set_deck_top,
        set_energy,
        set_facing,
        set_glory_hound,
        set_hand,
        set_rubble,
        set_tags,
        set_unit_hit_points,
    )
    from engine.game.sandbox.open_any import GAME as GAME_KIND
    from engine.game.sandbox.open_any import MAP as MAP_KIND
    from engine.game.sandbox.open_any import POSITION as POSITION_KIND
    from engine.game.sandbox.open_any import OpenedFile, file_kind
    from engine.game.sandbox.open_any import open_any as open_document
    from engine.game.sandbox.positionfile import SUFFIX as POSITION_SUFFIX
    from engine.game.sandbox.positionfile import load_position, save_position
else:
    __getattr__ = LazyExports(
        __name__,
        {
            "engine.game.sandbox.free_setup": (
                "ROUND_PHASES",
                "place_unit",
                "position_problems",
                "remove_unit",
                "restart_phase",
                "resume",
                "set_damage",
                "set_deck_top",
                "set_energy",
                "set_facing",
                "set_glory_hound",
                "set_hand",
                "set_rubble",
                "set_tags",
                "set_unit_hit_points",
            ),
            "engine.game.sandbox.open_any": (
                "GAME_KIND=GAME",
                "MAP_KIND=MAP",
                "POSITION_KIND=POSITION",
                "OpenedFile",
                "file_kind",
                "open_document=open_any",
            ),
            "engine.game.sandbox.positionfile": (
                "POSITION_SUFFIX=SUFFIX",
                "load_position",
                "save_position",
            ),
        },
    )

__all__ = [
    "GAME_KIND",
    "GAME_SUFFIX",
    "MAP_KIND",
    "OpenedFile",
    "POSITION_KIND",
    "POSITION_SUFFIX",
    "ROUND_PHASES",
    "Replay",
    "ReplayMarks",
    "SavedGame",
    "Watch",
    "file_kind",
    "load_game",
    "load_position",
    "open_document",
    "replay_game",
    "replay_marks",
    "replay_of",
    "save_game",
    "save_position",
    "saved_game",
    # the free setup's edits of a position (the studio's Edit position panel names them),
    # its check and the rules resumed from it
    "place_unit",
    "position_problems",
    "remove_unit",
    "restart_phase",
    "resume",
    "set_damage",
    "set_deck_top",
    "set_energy",
    "set_facing",
    "set_glory_hound",
    "set_hand",
    "set_rubble",
    "set_tags",
    "set_unit_hit_points",
]
