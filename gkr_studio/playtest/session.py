"""A playtest session: one game of the engine, each seat played by a human or a bot.

The session owns the game's history (:class:`~engine.game.history.GameHistory`: every
line of actions played, the position looked at and its :class:`~engine.game.GameState`)
and the bots; the window shows it and sends the human's actions. Everything goes through
the engine's API, so the window can never make a move the rules do not allow.

Take-backs pause the bots: after going back, a bot to move waits until the bots are
resumed (or a person plays on from there), so it does not replay over the take-back.

Editing the position (:meth:`PlaytestSession.begin_edit`) pauses the rules: nobody is to
act while a draft of the position takes each edit of the engine's free setup
(:mod:`engine.game.sandbox.free_setup`, through :meth:`~PlaytestSession.edit`); resuming
the rules starts a new history from the edited position.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from PySide6.QtCore import QObject, Signal

from engine.bots import BOT_KINDS, Bot, make_bot
from engine.core import IllegalActionError, PositionError
from engine.game import Action, Catalog, GameConfig, GameHistory, GameState, new_game, observe
from engine.game.sandbox import resume as resume_rules
from engine.mapmodel import GameMap

HUMAN = "human"
"""The controller of a seat a person plays."""


def default_bot() -> str:
    """The strongest bot kind available (the full-rules bot when there is one)."""
    for kind in ("full", "solo", "random"):
        if kind in BOT_KINDS:
            return kind
    return next(iter(BOT_KINDS))


class PlaytestSession(QObject):
    """A game in progress and who plays each seat."""

    changed = Signal()
    """Emitted after every action and restart (views redraw from the state)."""

    def __init__(
        self,
        game_map: GameMap,
        seed: int = 1,
        controllers: list[str] | None = None,
        catalog: Catalog | None = None,
        parent: QObject | None = None,
        config: GameConfig | None = None,
    ) -> None:
        super().__init__(parent)
        self.game_map = game_map
        self.catalog = catalog
        self.config = config or GameConfig()
        n = self.seats(self.config)
        self.controllers = list(controllers or self.default_controllers(self.config))
        if len(self.controllers) != n:
            raise ValueError(f"{len(self.controllers)} controllers for {n} seats")
        self.seed = seed
        self.history = GameHistory(new_game(game_map, seed, catalog=catalog, config=self.config))
        self.paused = False
        self.replaying = False
        """Whether the history is a game file's replay (the replay bar walks it)."""
        """The bots wait (after a take-back) until resumed or a person plays on."""
        self.editing: GameState | None = None
        """The position being edited while the rules wait (``None``: the rules run)."""
        self.from_start = True
        """Whether the history starts at a game's setup (so its line is a game file), not
        at a position of a file or an edited one."""
        self.bots: dict[int, Bot] = {}
        self._make_bots()

    @property
    def state(self) -> GameState:
        """The game at the position looked at (the draft while it is edited)."""
        return self.editing if self.editing is not None else self.history.state

    def _new_game(self, state: GameState, from_start: bool = True) -> None:
        self._use_history(GameHistory(state), from_start)

    def _use_history(self, history: GameHistory, from_start: bool = True) -> None:
        self.history = history
        self.paused = False
        self.editing = None
        self.from_start = from_start

    # -- setup ----------------------------------------------------------------------
    def _make_bots(self) -> None:
        self.bots = {
            seat: make_bot(kind, seat, self.seed)
            for seat, kind in enumerate(self.controllers)
            if kind != HUMAN
        }

    def seats(self, config: GameConfig) -> int:
        """Seats of a game of this map with ``config`` (a solo game: the player and its
        opponents)."""
        return config.game_mode.seats(config, self.game_map.players)

    def default_controllers(self, config: GameConfig) -> list[str]:
        """A human, then bots: the solo opponent's bot in a solo game."""
        bot = "solo" if config.game_mode.solo_play and "solo" in BOT_KINDS else default_bot()
        return [HUMAN] + [bot] * (self.seats(config) - 1)

    def set_config(self, config: GameConfig) -> None:
        """Play another way (standard, solo, 2v2 or shifting alliances): a new game with the same seed; seats that
        change in number get the default controllers."""
        n = self.seats(config)
        state = new_game(self.game_map, self.seed, catalog=self.catalog, config=config)
        if n != len(self.controllers) or config.mode != self.config.mode:
            self.controllers = self.default_controllers(config)
        self.config = config
        self._new_game(state)
        self._make_bots()
        self.changed.emit()

    def restart(self, seed: int | None = None) -> None:
        """A new game from ``seed`` (the same seed when ``None``)."""
        if seed is not None:
            self.seed = seed
        self._new_game(new_game(self.game_map, self.seed, catalog=self.catalog, config=self.config))
        self._make_bots()
        self.changed.emit()

    def set_controller(self, seat: int, kind: str) -> None:
        """Make ``seat`` human or a bot of ``kind`` (takes effect at once)."""
        self.controllers[seat] = kind
        if kind == HUMAN:
            self.bots.pop(seat, None)
        else:
            self.bots[seat] = make_bot(kind, seat, self.seed)
        self.changed.emit()

    # -- whose turn -------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The seat to decide, or ``None`` when the game is over or its position is being
        edited."""
        if self.editing is not None or self.state.is_terminal():
            return None
        return self.state.current_player()

    def is_human_turn(self) -> bool:
        seat = self.to_move
        return seat is not None and self.controllers[seat] == HUMAN

    def is_bot_turn(self) -> bool:
        seat = self.to_move
        return seat is not None and self.controllers[seat] != HUMAN

    def bots_may_play(self) -> bool:
        """A bot is to move and the bots are not paused by a take-back."""
        return self.is_bot_turn() and not self.paused

    # -- take-backs and branches --------------------------------------------------------
    def undo(self) -> bool:
        """Take back the last action (any seat's); the bots pause."""
        done = self.history.undo()
        if done:
            self.paused = True
            self.changed.emit()
        return done

    def redo(self) -> bool:
        """Play again the action taken back last; the bots stay paused."""
        done = self.history.redo()
        if done:
            self.paused = True
            self.changed.emit()
        return done

    def go_to(self, node: int) -> None:
        """Go to a node of the history (back, forward or onto another branch); the bots
        pause."""
        if node != self.history.current:
            self.history.go_to(node)
            self.paused = True
            self.changed.emit()

    def resume(self) -> None:
        """Let the bots play on from the position looked at."""
        if self.paused:
            self.paused = False
            self.changed.emit()

    def load_history(self, data: object) -> None:
        """Take up a history saved with ``history.to_dict()`` for this game (same map, seed,
        cards and rules); raises :class:`~engine.game.history.HistoryError` and keeps the
        game when it cannot be read. The bots pause."""
        start = new_game(self.game_map, self.seed, catalog=self.catalog, config=self.config)
        self.history = GameHistory.from_dict(data, start)
        self.paused = True
        self.changed.emit()

    def take_up(
        self,
        start: GameState,
        actions: Sequence[Action] = (),
        controllers: Sequence[str] | None = None,
        from_start: bool = True,
    ) -> None:
        """Play on from ``start`` (a position file's game, or a game file's start with its
        ``actions`` played, so every one of them can be gone back to): its map, cards, rules
        and seed become the session's; the bots pause."""
        history = GameHistory(start)
        for action in actions:
            history.play(action)
        self.adopt(history, controllers, from_start)

    def adopt(
        self,
        history: GameHistory,
        controllers: Sequence[str] | None = None,
        from_start: bool = True,
    ) -> None:
        """Play on from ``history`` as it stands, as :meth:`take_up` does with the history
        it plays (a game file's, recorded while the file was checked:
        :func:`engine.game.sandbox.replays.read_replay`); nothing is played again."""
        start = history.start
        n = len(start.players)
        self.game_map = start.initial_map
        self.catalog = start.catalog
        self.config = start.config
        if start.seed is not None:
            self.seed = start.seed
        chosen = list(controllers or ())
        self.controllers = (
            chosen
            if len(chosen) == n and all(c == HUMAN or c in BOT_KINDS for c in chosen)
            else self.default_controllers(start.config)
        )
        self._use_history(history, from_start)
        self.paused = True
        self._make_bots()
        self.changed.emit()

    # -- editing the position -------------------------------------------------------------
    def begin_edit(self) -> None:
        """Pause the rules and edit a copy of the position looked at."""
        if self.editing is None:
            self.editing = self.history.state.clone()
            self.changed.emit()

    def edit(self, change: Callable[..., None], *args: Any) -> str | None:
        """Apply one free-setup edit (``change(state, *args)``) to the position being
        edited; returns why it was refused (``None``: done), the position then unchanged."""
        if self.editing is None:
            return self.tr("the position is not being edited")
        draft = self.editing.clone()
        try:
            change(draft, *args)
        except PositionError as e:
            return str(e)
        self.editing = draft
        self.changed.emit()
        return None

    def resume_from_edit(self) -> str | None:
        """Let the rules go on from the edited position: a new history starts there and
        the bots wait. Returns why the rules cannot go on (still editing, nothing lost)."""
        if self.editing is None:
            return None
        draft = self.editing.clone()
        try:
            resume_rules(draft)
        except PositionError as e:
            return str(e)
        self._new_game(draft, from_start=False)
        self.paused = True
        self.changed.emit()
        return None

    def cancel_edit(self) -> None:
        """Leave the position as it was before the edits."""
        if self.editing is not None:
            self.editing = None
            self.changed.emit()

    # -- playing --------------------------------------------------------------------------
    def apply(self, action: Action | str) -> str | None:
        """Apply a human's action; returns why it was refused (``None`` when applied)."""
        if self.editing is not None:
            return self.tr("the position is being edited: resume the rules first")
        if not self.is_human_turn():
            return self.tr("it is not a human player's turn")
        try:
            self.history.play(action)
        except IllegalActionError as e:
            return str(e)
        self.paused = False  # playing on from a take-back: the bots answer
        self.changed.emit()
        return None

    def _bot_action(self) -> bool:
        seat = self.to_move
        if seat is None or self.controllers[seat] == HUMAN:
            return False
        self.history.play(self.bots[seat].choose(observe(self.state, seat)))
        return True

    def step(self) -> bool:
        """One bot action; False when no bot is to move."""
        done = self._bot_action()
        if done:
            self.changed.emit()
        return done

    def step_phase(self, limit: int = 10_000) -> int:
        """Bot actions until the phase changes, a human must decide or the game ends."""
        start = (self.state.round, self.state.phase)
        n = 0
        while n < limit and (self.state.round, self.state.phase) == start and self._bot_action():
            n += 1
        if n:
            self.changed.emit()
        return n

    def play_to_end(self, limit: int = 200_000) -> int:
        """Bot actions until a human must decide or the game ends; returns how many."""
        n = 0
        while n < limit and self._bot_action():
            n += 1
        if n:
            self.changed.emit()
        return n
