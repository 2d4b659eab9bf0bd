"""The game state and its engine-style API.

A :class:`GameState` answers, in the style of OpenSpiel: whose decision it is
(:meth:`~GameState.current_player`), the legal actions there
(:meth:`~GameState.legal_actions`), applying one (:meth:`~GameState.apply_action`;
an illegal action raises :class:`~engine.core.errors.IllegalActionError` and changes
nothing), whether the game is over (:meth:`~GameState.is_terminal`), the result
(:meth:`~GameState.returns`, :attr:`~GameState.result`) and an independent deep copy
(:meth:`~GameState.clone`). Its readable text is :func:`engine.game.text.state_text`.

Chance (dice, shuffles, the roll-off) is resolved inside the state from the
game's own seeded :mod:`dice <engine.game.dice>`; there are no chance nodes. A
point where every player acts at once (declaring weapons) is asked of each
player in turn, and a declaration stays face down until all have declared.

A decision with exactly one legal action is taken by the engine itself and
logged (a unit with no target holds its fire, damage with no choice of cards
is taken from the deck…), so every decision asked of a player is a real choice.

How the flow works: the state keeps a stack of *steps* (small frozen values).
The engine pops and runs steps until it meets a :class:`Decision`, which waits
for an action. Steps and decisions live in the modules of their concern
(:mod:`~engine.game.movement`, :mod:`~engine.game.combat`, …); this module
knows only the protocol.

Steps, decisions, actions and events are frozen dataclasses that write out their
``__init__`` (or have none, ``init=False``, when they have no fields): mypyc compiles an
``__init__`` written in the class, while the one ``@dataclass`` generates stays
interpreted Python, three to ten times slower, and a game makes thousands of these
values. ``tests/engine/game/test_value_types.py`` checks each against its fields.

>>> from engine.game import new_game
>>> from engine.files.resources import builtin_map_path
>>> from engine.files.mapfile import load_map
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=3)
>>> g.phase, g.phase == "setup", g.current_player() in (0, 1)
(<Phase.SETUP: 'setup'>, True, True)
>>> sorted(str(a) for a in g.legal_actions())
['keep', 'reboot']
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Callable, Final, Generic, Iterator, TypeVar

from engine.core.errors import IllegalActionError
from engine.core.messages import _
from engine.core.pickling import pickle_by_fields
from engine.game.achievement_paths import upgrade_spaces
from engine.game.actions import Action
from engine.game.catalog import Catalog, DeckSpec, UnitClass
from engine.game.events import Event
from engine.game.grid import blocked_table, shared_sight
from engine.game.modes import STANDARD_GAME, GameMode, mode_named
from engine.geometry.hexes import Direction, Hex
from engine.lineofsight.sight import Sight
from engine.mapmodel.model import GameMap

if TYPE_CHECKING:
    from engine.game.attack import Attack
    from engine.game.dice import Dice
    from engine.game.player_views import OwnView, PlayerView
    from engine.game.units import PlayerState

TERMINAL_PLAYER: Final = -4
"""``current_player()`` of a finished game (OpenSpiel's terminal player id)."""
DEFAULT_MAX_ROUNDS: Final = 30
"""``GameConfig.max_rounds`` unless told otherwise: bots play only under a round limit
(:mod:`engine.bots.round_limit`)."""


class Phase(StrEnum):
    """The phases of a round (and the setup before the first). A ``str``: ``phase ==
    "combat"`` holds, and it prints and goes into JSON as its value."""

    SETUP = "setup"
    DEPLOY = "deploy"
    MOVEMENT = "movement"
    COMBAT = "combat"
    TAGGING = "tagging"
    RESET = "reset"


PHASES: Final = tuple(p.value for p in Phase)

T = TypeVar("T")


@dataclass(frozen=True)
class GameConfig:
    """How a game is set up. Everything has a default.

    ``factions``: a faction id per seat (default: the catalog's factions in order);
    the same faction may sit at several seats (a mirror match).
    ``decks``: a deck per seat (``None``: the faction's default deck).
    ``last_bot_standing``: play on until one Heavy Hitter remains instead of
    scoring when one is destroyed (the rulebook's variant).
    ``max_rounds``: a safety limit; at the end of that round the game is scored
    (``None``: no limit, for games among people only: bots refuse to play without one,
    :mod:`engine.bots.round_limit`).
    ``mode``: the name of a registered mode (:mod:`engine.game.modes`, its object
    :attr:`game_mode`): ``standard``, or ``solo`` (:mod:`engine.game.solo`): seat 0 is the player,
    the other seats are ``solo_opponents`` (1 or 2) solo opponents, on the map's starts
    chosen by :func:`engine.game.solo.solo_map` from the player's start ``solo_start``;
    ``solo_extra_weapons`` cards more in each solo opponent's combat draw (difficulty);
    or ``2v2`` (:mod:`engine.game.teams`): fixed alliances on a four-player map, ``teams``
    (seats) or by default the seats whose starts are farthest apart;
    or ``shifting`` (:mod:`engine.game.alliances`): shifting alliances on a four-player
    map, picked at the end of every Reset phase; only one player wins.
    ``pilots``: play with pilot cards and their abilities (:mod:`engine.game.pilots`);
    ``achievements``: the Achievements Board's side, ``standard`` or ``alternate`` (each
    player picks a path at setup, :mod:`engine.game.achievements`). Both are advanced
    rules, off by default; a solo game has neither.
    """

    factions: tuple[str, ...] | None = None
    decks: tuple[DeckSpec | None, ...] | None = None
    last_bot_standing: bool = False
    max_rounds: int | None = DEFAULT_MAX_ROUNDS
    mode: str = STANDARD_GAME.name
    solo_opponents: int = 1
    solo_extra_weapons: int = 0
    solo_start: int = 0
    teams: tuple[tuple[int, ...], ...] | None = None
    pilots: bool = False
    achievements: str = "standard"

    @property
    def game_mode(self) -> GameMode:
        """The mode object of :attr:`mode` (:mod:`engine.game.modes`); raises
        :class:`~engine.core.errors.GameSetupError` for a name no mode has."""
        return mode_named(self.mode)


@dataclass(frozen=True)
class GameResult:
    """How a game ended: the winner(s), the way they won, and the scores if scored.

    ``win_type``: ``demolition`` (4 demolished buildings), ``destruction`` (the last
    Heavy Hitter standing), ``score`` (a Heavy Hitter destroyed with more than one
    left) or ``round limit``. ``scores`` maps each scored seat to its score.
    """

    winners: tuple[int, ...]
    win_type: str
    scores: tuple[tuple[int, int], ...] = ()


pickle_by_fields(GameConfig, GameResult)  # to and from worker processes, also when compiled


class Step:
    """One piece of game flow on the state's stack (subclasses are frozen dataclasses)."""

    __slots__ = ()

    def run(self, state: GameState) -> None:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Decision(Step):
    """A step that waits for an action of ``player``.

    Subclasses (frozen dataclasses; ``player`` is their first field) give
    ``legal_actions`` and ``resolve``; ``validate`` checks an action (by default: it is
    one of the legal actions) before anything changes.
    """

    player: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def run(self, state: GameState) -> None:  # pragma: no cover - the runner stops first
        raise AssertionError("a decision waits for an action")

    def active(self, state: GameState) -> bool:
        """Whether the decision still applies (a destroyed player decides nothing)."""
        return state.players[self.player].alive

    def legal_actions(self, state: GameState) -> list[Action]:
        raise NotImplementedError

    def forced(self, state: GameState) -> Action | None:
        """The action to take without asking, when there is no real choice."""
        actions = state.cached_legal_actions(self)
        return actions[0] if len(actions) == 1 else None

    def validate(self, state: GameState, action: Action) -> None:
        if action not in state.cached_legal_actions(self):
            raise IllegalActionError(
                _("{action} is not legal now: {asked}").format(
                    action=action, asked=self.describe(state)
                )
            )

    def resolve(self, state: GameState, action: Action) -> None:
        raise NotImplementedError

    def describe(self, state: GameState) -> str:
        """What is being asked, in words."""
        return _("P{n} to act").format(n=self.player + 1)


@dataclass(frozen=True, slots=True)
class Halt(Decision):
    """A decision with nothing to choose: the flow stops on it until steps are scheduled
    above it (a hand-made position's scripted flow ends with one)."""

    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def active(self, state: GameState) -> bool:
        return True

    def legal_actions(self, state: GameState) -> list[Action]:
        return []

    def forced(self, state: GameState) -> Action | None:
        return None


class _Log(Generic[T]):
    """An append-only list that clones share.

    A fork sees the first ``length`` items of the list it was forked from, as they were
    then: the list it shares is only ever appended to, so the one that owns it appends
    without copying, however many forks were made (a history's snapshots, a replay's
    states), and a fork copies its items out to a list of its own the first time it is
    read or appended to. Reading or appending is O(1) except for that one copy.
    """

    __slots__ = ("_items", "_length")

    def __init__(self, items: list[T] | None = None) -> None:
        self._items: list[T] = items if items is not None else []
        self._length = -1
        """How many of :attr:`_items` this log holds; −1: all of them, its own list."""

    @property
    def items(self) -> list[T]:
        """The log's own list (a fork copies its items out first)."""
        if self._length >= 0:
            self._items = self._items[: self._length]
            self._length = -1
        return self._items

    def append(self, item: T) -> None:
        self.items.append(item)

    def fork(self) -> _Log[T]:
        other: _Log[T] = _Log(self._items)
        other._length = len(self._items) if self._length < 0 else self._length
        return other


class GameState:
    """A game of GKR: Heavy Hitters in progress. Make one with :func:`engine.game.new_game`."""

    def __init__(
        self,
        game_map: GameMap,
        catalog: Catalog,
        config: GameConfig,
        dice: Dice,
        players: list[PlayerState],
        seat_order: tuple[int, ...],
        seed: int | None,
    ) -> None:
        self.game_map = game_map
        """The map as it is now (demolished buildings as rubble)."""
        self.initial_map = game_map
        """The map the game was set up on, as given to :func:`~engine.game.new_game`: with
        the seed (and the same catalog and config) its history replays the game
        (:func:`~engine.game.replay`), while :attr:`game_map` holds the rubble since."""
        self.sight: Sight = shared_sight(game_map)
        """Line of sight on the map as it is now (shared by the games that meet the same
        layout of buildings)."""
        self.blocked = blocked_table(game_map)
        """Per board index (:mod:`engine.game.grid`): a building or rubble blocks movement."""
        self.catalog = catalog
        self.config = config
        self.mode: GameMode = config.game_mode
        """The game's mode (``config.mode``'s object): the rules ask it, in one read."""
        self.dice = dice
        self.seed = seed
        self.players = players
        self.seat_order = seat_order
        """Seats clockwise around the board centre (R-SEAT-1)."""
        self.occupant: dict[Hex, tuple[int, UnitClass]] = {}
        self.tags: dict[Hex, tuple[int, ...]] = {}
        """Tags on each intact building: the player on each face (Direction index), or -1."""
        self.rubble_owner: dict[Hex, int] = {}
        self.sponsor_deck: list[str] = []
        self.sponsor_discard: list[str] = []
        self.round = 0
        self.phase: Phase = Phase.SETUP
        self.glory_hound = 0
        self.stack: list[Step] = []
        self.pending: Decision | None = None
        self.firing_queue: tuple[tuple[int, str], ...] = ()
        self.attack: Attack | None = None
        """The attack being resolved (read it with :meth:`pending_attack`)."""
        self.alley_cover: frozenset[tuple[tuple[int, UnitClass], tuple[int, UnitClass]]] = (
            frozenset()
        )
        """(alley attacker, defender) pairs this Combat phase: the defender may answer
        only with an alley shot of its own."""
        self.score_pending = False
        self.teams: tuple[tuple[int, ...], ...] = ()
        """The teams of a 2v2 game (seats); empty otherwise."""
        self.allies: tuple[int, ...] = ()
        """Shifting alliances: each seat's ally of the moment (−1: none); empty in other
        modes (:mod:`engine.game.alliances`)."""
        self.picks: tuple[int, ...] = ()
        """Shifting alliances: the pilot cards picked face down so far this Reset phase
        (the seat picked, −1: not yet); empty when no pick is under way."""
        self.result: GameResult | None = None
        self._legal_for: Decision | None = None
        self._legal: list[Action] = []
        self._memo_for: Decision | None = None
        self._memo: dict[str, Any] = {}
        self._bonus: dict[tuple[int, str, str | None], int] = {}
        """:meth:`upgrade_bonus` by (track space, kind, path): the catalog never changes."""
        self._events: _Log[Event] = _Log()
        self._history: _Log[Action] = _Log()
        self.seat_views: dict[int, tuple[OwnView, tuple[PlayerView, ...]]] = {}
        """The players' read-only views from each seat, made once per state (they follow the
        players; a clone makes its own): :meth:`observation` hands them out."""
        self.event_listener: Callable[[GameState, Event], None] | None = None
        """Called with the state and each event as it is logged (none by default, and a
        clone has none): a batch's luck recorder reads the position at every chance event
        (:mod:`engine.selfplay.aivat`). It must only read: the game plays the same with
        or without it."""

    # -- the engine API ---------------------------------------------------------------
    def current_player(self) -> int:
        """The seat whose decision it is, or :data:`TERMINAL_PLAYER` when the game is over."""
        if self.result is not None or self.pending is None:
            return TERMINAL_PLAYER
        return self.pending.player

    def legal_actions(self) -> list[Action]:
        """The actions the current player may take (empty when the game is over)."""
        if self.result is not None or self.pending is None:
            return []
        return list(self.cached_legal_actions(self.pending))

    def cached_legal_actions(self, decision: Decision) -> list[Action]:
        """``decision.legal_actions`` computed once per state (do not modify the list)."""
        if self._legal_for is not decision:
            self._legal = decision.legal_actions(self)
            self._legal_for = decision
        return self._legal

    def decision_memo(self, decision: Decision) -> dict[str, Any]:
        """A scratch dict for what ``decision`` computes about this state, kept while it
        is pending (the state does not change until an action is applied)."""
        if self._memo_for is not decision:
            self._memo = {}
            self._memo_for = decision
        return self._memo

    def apply_action(self, action: Action | str) -> None:
        """Apply an action (or its text) of the current player.

        An illegal action raises :class:`~engine.core.errors.IllegalActionError` and
        changes nothing.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        if self.result is not None or self.pending is None:
            raise IllegalActionError(_("{action}: the game is over").format(action=action))
        decision = self.pending
        decision.validate(self, action)
        self.pending = None
        self._history.append(action)
        decision.resolve(self, action)
        self.run()

    def is_terminal(self) -> bool:
        return self.result is not None

    def returns(self) -> list[float]:
        """1.0 for each winner, 0.0 for everyone else (all 0.0 while the game goes on)."""
        winners = self.result.winners if self.result else ()
        return [1.0 if p in winners else 0.0 for p in range(len(self.players))]

    def clone(self) -> GameState:
        """A deep, independent copy (the map, sight and catalog are shared: they are immutable)."""
        # Through __init__: a class compiled by mypyc runs it from __new__ as well.
        c = GameState(
            self.game_map,
            self.catalog,
            self.config,
            self.dice.clone(),
            [p.copy() for p in self.players],
            self.seat_order,
            self.seed,
        )
        c.initial_map = self.initial_map
        c.sight = self.sight
        c.blocked = self.blocked
        c.occupant = self.occupant.copy()
        c.tags = self.tags.copy()
        c.rubble_owner = self.rubble_owner.copy()
        c.sponsor_deck = self.sponsor_deck.copy()
        c.sponsor_discard = self.sponsor_discard.copy()
        c.round = self.round
        c.phase = self.phase
        c.glory_hound = self.glory_hound
        c.stack = self.stack.copy()
        c.pending = self.pending
        c.firing_queue = self.firing_queue
        c.attack = self.attack
        c.alley_cover = self.alley_cover
        c.score_pending = self.score_pending
        c.teams = self.teams
        c.allies = self.allies
        c.picks = self.picks
        c.result = self.result
        c._legal_for = self._legal_for
        c._legal = self._legal
        c._memo_for = None
        c._memo = {}
        c._bonus = self._bonus
        c._events = self._events.fork()
        c._history = self._history.fork()
        return c

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def events(self) -> list[Event]:
        """Everything that has happened, in order (do not modify)."""
        return self._events.items

    @property
    def history(self) -> list[Action]:
        """The actions players took, in order: with the seed, they replay the game."""
        return self._history.items

    @property
    def decision(self) -> Decision | None:
        """What the current player is asked (``None`` when the game is over)."""
        return None if self.result is not None else self.pending

    def position_changed(self) -> None:
        """The position was changed from outside the rules (the sandbox's free setup,
        :mod:`engine.game.sandbox.free_setup`): what was computed from it is computed again
        (the legal actions, the decision's memo, the seat views, sight and blocking)."""
        self._legal_for = None
        self._memo_for = None
        self.seat_views = {}
        self.sight = shared_sight(self.game_map)
        self.blocked = blocked_table(self.game_map)

    # -- the flow (used by the rule modules) ------------------------------------------
    def log(self, event: Event) -> None:
        self._events.append(event)
        listener = self.event_listener
        if listener is not None:
            listener(self, event)

    def schedule(self, *steps: Step) -> None:
        """Run these steps next, in the order given (before anything already scheduled)."""
        stack = self.stack
        for i in range(len(steps) - 1, -1, -1):
            stack.append(steps[i])

    def run(self) -> None:
        """Run steps until a player must decide or the game ends."""
        while self.result is None:
            self._legal_for = None
            self._memo_for = None
            step = self.stack.pop()
            if isinstance(step, Decision):
                if not step.active(self):
                    continue
                forced = step.forced(self)
                if forced is not None:
                    step.resolve(self, forced)
                    continue
                self.pending = step
                return
            step.run(self)
        self.pending = None

    # -- queries ----------------------------------------------------------------------
    def turn_order(self) -> list[int]:
        """Players still in the game, clockwise from the Glory Hound (R-SEAT-1)."""
        order = self.seat_order
        i = order.index(self.glory_hound)
        return [p for p in order[i:] + order[:i] if self.players[p].alive]

    def pending_attack(self) -> Attack | None:
        """The attack being resolved (a reaction or a re-roll is asked about it), if any."""
        return self.attack

    def alive_players(self) -> list[int]:
        return [p.seat for p in self.players if p.alive]

    def unit_at(self, h: Hex) -> tuple[int, UnitClass] | None:
        return self.occupant.get(h)

    def facing(self, player: int) -> Direction:
        return self.players[player].facing

    def upgrade_bonus(self, player: int, kind: str) -> int:
        """The total value of ``kind`` upgrades this player has unlocked (on the alternate
        board, on the spaces of the player's path)."""
        p = self.players[player]
        track = p.track
        key = (track, kind, p.path)
        found = self._bonus.get(key)
        if found is None:
            found = self._bonus[key] = sum(
                u.effect.value
                for u, at in upgrade_spaces(self.catalog, p.path)
                if at <= track and u.effect.kind == kind
            )
        return found

    def units(self) -> Iterator[tuple[int, UnitClass, Hex]]:
        """Every unit on the board: (player, class, hex)."""
        for h, (p, cls) in self.occupant.items():
            yield p, cls, h

    def firing_line_visible(self, player: int, viewer: int | None) -> bool:
        """Whether ``viewer`` (``None``: an onlooker who sees all) sees ``player``'s declaration."""
        return viewer is None or viewer == player or self.players[player].revealed
