"""The Achievements Board's two sides (RULES.md §5; the advanced rulebook's ALTERNATE
ACHIEVEMENTS BOARD).

On the **standard** side every pilot token walks the same track and each upgrade
unlocks on its own space (the catalog's ``at``). On the **alternate** side
(``GameConfig(achievements="alternate")``) "players also choose which path they would
like to use" when they select their pilots, and "each path will unlock Pilot Upgrades
in a unique order". The reverse side's art is not in our sources, so:

* **R-ACH-1** (stand-in): the alternate board keeps the track's spaces and its upgrade
  spaces (the ``at`` values of the catalog's upgrades, in order); a path lists every
  upgrade once, and its *k*-th upgrade unlocks on the *k*-th upgrade space. The
  stand-in catalog's three paths are the three rotations of Reactor Boost, Reinforced
  Hull and Targeting Suite on spaces 2, 4 and 6 (the Power path is the standard side's
  order). A catalog without paths gets these rotations of its own upgrades.
* **R-ACH-2**: the path is chosen with the pilot, in the rulebook's order for pilots
  (from the player right of the Glory Hound counter-clockwise, the Glory Hound last;
  :func:`engine.game.pilots.choosing_order`), as the legal action ``path ID``
  (:class:`PathDecision`); it is seen by all and kept for the whole game. Any number
  of players may take the same path (the rulebook makes only pilots exclusive).
* Achievements, the score and the tie-breaks are the standard side's: a space is a
  space, whatever the path.

>>> from engine.game.catalog_file import standin_catalog
>>> cat = standin_catalog()
>>> [(u.id, at) for u, at in upgrade_spaces(cat, "guard")]
[('reinforced-hull', 2), ('targeting-suite', 4), ('reactor-boost', 6)]
>>> [(u.id, at) for u, at in upgrade_spaces(cat, None)]
[('reactor-boost', 2), ('reinforced-hull', 4), ('targeting-suite', 6)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from engine.core.errors import GameSetupError
from engine.core.messages import _
from engine.game.achievement_paths import board_path, board_paths, upgrade_spaces
from engine.game.actions import Action, ChoosePath
from engine.game.option_events import PathChosen
from engine.game.state import Decision

if TYPE_CHECKING:
    from engine.game.state import GameConfig, GameState

BOARDS: Final = ("standard", "alternate")
"""The Achievements Board's sides (``GameConfig.achievements``)."""


def check_board(config: GameConfig) -> None:
    """Raise :class:`GameSetupError` for a board side that cannot be played."""
    if config.achievements not in BOARDS:
        raise GameSetupError(
            _("achievements {achievements!r}: use one of {choices}").format(
                achievements=config.achievements, choices=", ".join(BOARDS)
            )
        )
    if config.achievements != "standard" and not config.game_mode.advanced_rules:
        raise GameSetupError(
            _(
                "a solo game uses no Achievements Board (rulebook, SOLO PLAY): "
                "leave achievements at 'standard'"
            )
        )


@dataclass(frozen=True, slots=True)
class PathDecision(Decision):
    """Setup on the alternate board: the player picks a path (``path ID``)."""

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def describe(self, state: GameState) -> str:
        return _("P{n}: choose a path on the alternate achievements board").format(
            n=self.player + 1
        )

    def legal_actions(self, state: GameState) -> list[Action]:
        return [ChoosePath(p.id) for p in board_paths(state.catalog)]

    def resolve(self, state: GameState, action: Action) -> None:
        assert isinstance(action, ChoosePath)
        path = board_path(state.catalog, action.path)
        state.players[self.player].path = path.id
        state.log(
            PathChosen(
                self.player,
                path.name,
                tuple((u.name, at) for u, at in upgrade_spaces(state.catalog, path.id)),
            )
        )
