"""Setting up a game (RULES.md §5, rulebook "Game setup").

1. The Glory Hound roll-off: every player rolls 2 dice, the highest total takes
   the token. **Ruling:** tied highest rollers roll again among themselves.
2. Factions and decks come from the configuration (:class:`GameConfig`): by
   default seat *i* plays the catalog's faction *i* with its default deck. Each
   deck is checked against the deck-building rules and shuffled.
3. Each Heavy Hitter starts on its seat's start hex (seat order = the map's
   order of starts). **Ruling:** it faces the centre hex ``5F`` (the facing whose
   direction is closest; it may turn freely when it first moves anyway).
4. Everyone draws 6 cards; then, in turn order, each player may reboot once
   (``reboot``: shuffle the hand back and draw 6 new cards) or ``keep``.

Turn order is clockwise around the board centre from the Glory Hound, taking
each player's start hex as their seat (R-SEAT-1).

Other modes (``GameConfig.mode``): a solo game (:mod:`engine.game.solo`) seats the
player and 1 or 2 solo opponents on some of the map's starts, gives the opponents
their 24-card solo decks and no hand or energy, leaves out the roll-off (the player
is first) and the no-solo-play sponsor cards; a 2v2 game (:mod:`engine.game.teams`)
checks its teams before anything is rolled; so does a game with shifting alliances
(:mod:`engine.game.alliances`) check its four-player map.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.errors import GameSetupError, MapError
from engine.core.messages import _
from engine.game.achievements import check_board
from engine.game.actions import Action, Keep, Reboot
from engine.game.alliances import start_alliances
from engine.game.catalog import Catalog, UnitClass, build_deck
from engine.game.catalog_file import standin_catalog
from engine.game.dice import SeededDice, twin_streams
from engine.game.events import GloryHound, Placed, Rebooted
from engine.game.piles import draw
from engine.game.pilots import check_pilots, setup_choices
from engine.game.reset import StartRound
from engine.game.roll_off import roll_off
from engine.game.solo import SOLO_PLAYER, check_config, solo_deck, solo_map, solo_opponent
from engine.game.state import Decision, GameConfig, GameState, Step
from engine.game.teams import check_teams
from engine.game.units import HAND_SIZE, PlayerState
from engine.geometry.board import CENTER, Layout
from engine.geometry.hexes import Direction, Hex
from engine.mapmodel.model import GameMap, playable_problems

if TYPE_CHECKING:
    from engine.game.dice import Dice


class TwinStreamsError(GameSetupError):
    """Dice that give two seats one stream (:func:`~engine.game.dice.twin_streams`): the
    roll-off between them would never end."""

    def __init__(self, first: int, second: int) -> None:
        super().__init__(
            _(
                "P{second} is given the same stream of dice as P{first}: their"
                " roll-offs would tie for ever; give each seat a stream of its"
                " own"
            ).format(first=first + 1, second=second + 1)
        )
        self.first = first
        self.second = second


def clockwise(starts: tuple[Hex, ...]) -> tuple[int, ...]:
    """Seats in clockwise order around the board centre, as seen with row 1 at the top.

    >>> from engine.geometry.hexes import Hex
    >>> clockwise(tuple(Hex.parse(s) for s in ("1B", "1J", "9B", "9J")))
    (0, 1, 3, 2)
    """
    lay = Layout()
    cx, cy = lay.center(CENTER)
    # screen y grows downward: a larger angle is further clockwise
    angles = [math.atan2(y - cy, x - cx) for x, y in map(lay.center, starts)]
    return tuple(sorted(range(len(starts)), key=angles.__getitem__))


def facing_centre(h: Hex) -> Direction:
    """The facing that points closest to ``5F`` (``N`` on the centre itself)."""
    to_centre = CENTER - h
    return max(Direction, key=lambda d: to_centre.dot(d.vector))


def new_game(
    game_map: GameMap,
    seed: int | None = 0,
    *,
    catalog: Catalog | None = None,
    config: GameConfig | None = None,
    dice: Dice | None = None,
) -> GameState:
    """A new game on ``game_map``, set up and waiting for the first reboot decision.

    Every random draw comes from ``dice`` (default: :class:`SeededDice` of ``seed``).
    Raises :class:`~engine.core.errors.MapError` for an invalid map and
    :class:`~engine.core.errors.GameSetupError` for a configuration that cannot be played.
    """
    problems = playable_problems(game_map)
    if problems:
        raise MapError(problems)
    catalog = catalog or standin_catalog()
    config = config or GameConfig()
    check_config(config)
    check_board(config)
    initial_map = game_map
    mode = config.game_mode
    solo = mode.solo_play
    if solo:
        game_map = solo_map(game_map, config.solo_opponents, config.solo_start)
    n = game_map.players
    factions = config.factions or tuple(
        catalog.factions[i % len(catalog.factions)].id for i in range(n)
    )
    if len(factions) != n:
        raise GameSetupError(_("{count} factions for {n} players").format(count=len(factions), n=n))
    decks = config.decks or (None,) * n
    if len(decks) != n:
        raise GameSetupError(_("{count} decks for {n} players").format(count=len(decks), n=n))
    check_pilots(config, catalog, tuple(factions))
    players = []
    for i in range(n):
        faction = catalog.faction(factions[i])
        p = PlayerState(i, faction)
        if solo and i != SOLO_PLAYER:
            p.deck = solo_deck(faction)
            p.energy = 0
        else:
            p.deck = build_deck(faction, decks[i] or faction.default_deck)
        players.append(p)
    dice = dice or SeededDice(seed)
    twins = twin_streams(dice)
    if twins is not None:
        raise TwinStreamsError(*twins)
    state = GameState(game_map, catalog, config, dice, players, clockwise(game_map.starts), seed)
    state.initial_map = initial_map  # a solo game plays on the starts chosen from it
    if mode.fixed_teams:
        state.teams = check_teams(config, game_map, state.seat_order)
    elif mode.ally_picks:
        start_alliances(state, game_map)
    mode.check_map(initial_map)
    state.glory_hound = _roll_off(state) if mode.glory_hound else SOLO_PLAYER
    for i, h in enumerate(game_map.starts):
        p = players[i]
        p.units[UnitClass.HH] = h
        p.facing = facing_centre(h)
        state.occupant[h] = (i, UnitClass.HH)
        state.log(Placed(i, p.faction.name, h, p.facing))
    for p in players:
        dice.for_player(p.seat).shuffle(p.deck)
    state.sponsor_deck = catalog.sponsor_deck(solo=solo)
    dice.shuffle(state.sponsor_deck)
    hands = [q for q in state.turn_order() if not solo_opponent(state, q)]
    state.schedule(
        *setup_choices(state),
        OpeningHands(tuple(sorted(hands))),
        *(RebootDecision(q) for q in hands),
        StartRound(),
    )
    state.run()
    return state


@dataclass(frozen=True, slots=True)
class OpeningHands(Step):
    """Everyone (but solo opponents) draws 6 cards, after the pilots and paths are chosen
    (R-PILOT-1; the rulebook builds the decks after choosing pilots)."""

    seats: tuple[int, ...]

    # __init__ made by scripts/make_value_types.py
    def __init__(self, seats: tuple[int, ...]) -> None:
        object.__setattr__(self, "seats", seats)

    def run(self, state: GameState) -> None:
        for q in self.seats:
            draw(state, q, HAND_SIZE, "opening hand")


def _roll_off(state: GameState) -> int:
    first = roll_off(state, list(range(state.num_players)))
    state.log(GloryHound(first, "won the roll-off"))
    return first


@dataclass(frozen=True, slots=True)
class RebootDecision(Decision):
    """Keep the opening hand, or reboot once: shuffle it back and draw 6 new cards."""

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def describe(self, state: GameState) -> str:
        return _("P{n}: keep the opening hand or reboot").format(n=self.player + 1)

    def legal_actions(self, state: GameState) -> list[Action]:
        return [Keep(), Reboot()]

    def resolve(self, state: GameState, action: Action) -> None:
        if isinstance(action, Reboot):
            p = state.players[self.player]
            p.deck.extend(p.hand)
            p.hand.clear()
            state.dice.for_player(self.player).shuffle(p.deck)
            state.log(Rebooted(self.player))
            draw(state, self.player, HAND_SIZE, "reboot")


def replay(
    game_map: GameMap,
    seed: int | None,
    actions: list[Action] | list[str],
    *,
    catalog: Catalog | None = None,
    config: GameConfig | None = None,
) -> GameState:
    """The game that a seed and a list of actions (or their texts) make on ``game_map``.

    Give the map the game started on (:attr:`GameState.initial_map`), not the one it has
    come to (:attr:`GameState.game_map`, with its rubble), and the same catalog and config.
    """
    state = new_game(game_map, seed, catalog=catalog, config=config)
    for a in actions:
        state.apply_action(a)
    return state
