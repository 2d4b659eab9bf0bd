"""2v2 with fixed alliances (RULES.md §9, the advanced rulebook's "2v2 Play").

``GameConfig(mode="2v2")`` on a four-player map: two teams of two.

* **Teams** (R-TEAM-1): allies are the seats whose starts are farthest apart — on the
  printed four-player maps 1B with 9J and 1J with 9B — or the map file's ``teams``, or
  ``GameConfig.teams``.
  Allies so sit at opposite corners, and since turns go clockwise from the Glory
  Hound, **turns alternate between the teams** (checked at setup: teams that would
  not alternate are refused).
* **Allies cannot attack each other's units** (:func:`friendly_seats`), nor replace
  each other's tags, but a Repair unit may repair the ally's Heavy Hitter
  (``repair ally``, by its own repair roll).
* **Tags of one team count together**: 4 tags of a team on a building demolish it
  (the player who placed the fourth controls the rubble).
* **A team wins** by destroying an opposing Heavy Hitter, or when its two players
  control 6 demolished buildings together (:data:`TEAM_DEMOLITIONS_TO_WIN`); a
  player's own 4 demolitions do not end the game. **Rulings:** a Heavy Hitter
  destroyed by fallout damage ends the game the same way (the other team wins); at
  the round limit the team with the higher summed score wins (ties: both win).
* Allies share strategy only: cards and energy stay each player's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import GameSetupError
from engine.core.messages import _
from engine.game.modes.fixed_alliances import FIXED_ALLIANCES
from engine.game.modes.fixed_alliances import TEAM_DEMOLITIONS_TO_WIN as TEAM_DEMOLITIONS_TO_WIN

if TYPE_CHECKING:
    from engine.game.state import GameConfig, GameState
    from engine.mapmodel.model import GameMap


def default_teams(game_map: GameMap) -> tuple[tuple[int, ...], ...]:
    """The teams the map names (its ``teams`` of start hexes, as seats), or R-TEAM-1:
    seat 0 with the seat whose start is farthest from its own (ties: seat order), the
    other two together.

    >>> from engine.files.mapfile import load_map
    >>> from engine.files.resources import builtin_map_path
    >>> default_teams(load_map(builtin_map_path("showdown")))  # 1B+9J, 1J+9B
    ((0, 3), (1, 2))
    """
    if not FIXED_ALLIANCES.fits(game_map.players):
        raise GameSetupError(
            _("2v2 needs a four-player map; {name} has {players} starts").format(
                name=game_map.name, players=game_map.players
            )
        )
    s = game_map.starts
    if game_map.teams is not None:
        return tuple(
            tuple(sorted(s.index(h) for h in t))
            for t in sorted(game_map.teams, key=lambda t: min(s.index(h) for h in t))
        )
    ally = max((1, 2, 3), key=lambda q: (s[0].distance(s[q]), -q))
    rest = tuple(q for q in (1, 2, 3) if q != ally)
    return ((0, ally), (rest[0], rest[1]))


def check_teams(
    config: GameConfig, game_map: GameMap, seat_order: tuple[int, ...]
) -> tuple[tuple[int, ...], ...]:
    """The teams of a 2v2 game (``config.teams`` or :func:`default_teams`), checked: two
    teams of two covering the four seats, alternating in seat order."""
    teams = config.teams or default_teams(game_map)
    if not FIXED_ALLIANCES.fits(game_map.players):
        raise GameSetupError(
            _("2v2 needs a four-player map; {name} has {players} starts").format(
                name=game_map.name, players=game_map.players
            )
        )
    seats = sorted(q for t in teams for q in t)
    if len(teams) != 2 or any(len(t) != 2 for t in teams) or seats != [0, 1, 2, 3]:
        raise GameSetupError(
            _("teams {teams}: give two teams of two seats, each seat once").format(teams=teams)
        )
    if not alternate(teams, seat_order):
        raise GameSetupError(
            _(
                "teams {teams}: allies must sit at opposite corners, so that "
                "turns alternate between the teams"
            ).format(teams=teams)
        )
    return tuple(tuple(t) for t in teams)


def alternate(teams: tuple[tuple[int, ...], ...], seat_order: tuple[int, ...]) -> bool:
    """Whether turns taken in ``seat_order`` alternate between the ``teams``.

    >>> alternate(((0, 3), (1, 2)), (0, 1, 3, 2)), alternate(((0, 1), (2, 3)), (0, 1, 3, 2))
    (True, False)
    """
    team = {q: k for k, t in enumerate(teams) for q in t}
    n = len(seat_order)
    return all(team[seat_order[i]] != team[seat_order[(i + 1) % n]] for i in range(n))


def is_team_game(state: GameState) -> bool:
    """Whether teams set at setup play together (its mode's ``fixed_teams``)."""
    return state.mode.fixed_teams


def team_of(state: GameState, player: int) -> tuple[int, ...]:
    """The seats of ``player``'s team (just ``player`` outside a 2v2 game): the mode's
    :meth:`~engine.game.modes.GameMode.team_of`."""
    return state.mode.team_of(state, player)


def friendly_seats(state: GameState, player: int) -> tuple[int, ...]:
    """Seats whose units ``player`` may not attack: its own; its ally's in a 2v2 game, fixed
    or shifting (its ally of the moment); in a solo game, for a solo opponent, every solo
    opponent (they are all on one side). The mode's
    :meth:`~engine.game.modes.GameMode.friendly_seats`."""
    return state.mode.friendly_seats(state, player)


def ally_of(state: GameState, player: int) -> int | None:
    """``player``'s ally: its team-mate in a 2v2 game, its ally of the moment with shifting
    alliances; ``None`` otherwise (solo opponents are on one side but not allies: they do
    not repair one another). The mode's :meth:`~engine.game.modes.GameMode.ally_of`."""
    return state.mode.ally_of(state, player)


def team_rubble(state: GameState, player: int) -> int:
    """Demolished buildings ``player``'s team controls."""
    return sum(state.players[q].rubble for q in team_of(state, player))
