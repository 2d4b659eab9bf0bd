"""The strong bot: the full bot's moves, checked by looking ahead.

Where its Heavy Hitter moves decides most of a game, so that is where the bot looks ahead:
at each move decision it takes the full bot's best few destinations (each with its best
facing; :func:`~engine.bots.moving.hh_move_choices`) and plays each out in games
consistent with what its seat knows (:class:`~engine.game.SampledGame`: the other hands, the
decks' order and the dice drawn again from its observation), with every seat played by the
full bot (:mod:`engine.bots.full`; the solo opponents of a solo game by the solo bot) to the
end of the round, and scores where each game stands then by the win-probability model
(:mod:`engine.bots.winmodel`; a finished game by its result). Every candidate meets the same
determinized games (common random numbers), so the comparison is paired. It takes the
candidate with the best mean when it beats the full bot's own move by :data:`MARGIN`;
otherwise, and at every other decision, it plays as the full bot. (Searching the smaller
decisions too — weapons, targets, reactions, tags — cost two to three times as much for no
gain the benchmark could tell from the noise of the dice.)

All candidates are played out in a first determinized game; then only the full bot's move
and the best of the others go on, in the rest of the :data:`PLAN`'s games (successive
halving). Deterministic: the random stream of a decision comes from the bot's seed, its seat
and the number of actions taken, so the same seed and observation give the same choice,
whatever was hidden and whatever the bot decided before.

>>> from engine.game import new_game, observe
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=2)
>>> bots = [StrongBot(0, seed=2), FullBot(1, seed=2)]
>>> while not g.is_terminal():
...     g.apply_action(bots[g.current_player()].choose(observe(g)))
>>> g.result.win_type in ("demolition", "destruction", "score", "round limit")
True
"""

from __future__ import annotations

import random
from typing import Final, Protocol

from engine.bots.full import FullBot
from engine.bots.moving import hh_move_choices
from engine.bots.round_limit import require_round_limit
from engine.bots.scene import Scene
from engine.bots.solo_bot import SoloBot
from engine.bots.winmodel import win_probabilities
from engine.game import Action, HHMoveDecision, Move, Observation, SampledGame

PLAN: Final = {2: (4, 4), 3: (4, 3), 4: (4, 3)}
"""Players → (candidates, samples): the full bot's best this many destinations are compared
(its own move among them), in this many determinized games — fewer where every play-out
costs more, to keep a game within 30 times the full bots' time."""
HORIZON: Final = 60
"""A play-out stops at the end of the round, or after this many actions."""
MARGIN: Final = {2: 0.05, 3: 0.03, 4: 0.02}
"""Players → how much better (in chance to win) a candidate's mean must be than the full
bot's move: the play-outs are noisy (dice), and a small margin trades the full bot's sound
choices for lucky draws. A seat's chances are smaller with more players, and so is the
margin (chosen on the benchmark's deals of seed 1: with 0.05 on three- and four-player maps
the strong seat won 6.7 to 13.3 points over its fair share, with 0.03 10.4 to 17.8; on the
four-player maps 0.02 won 10.8 to 16.9 against 10.4 to 15.0 with 0.03)."""


class _Player(Protocol):
    def choose(self, seen: Observation) -> Action: ...


class StrongBot:
    """The full bot with a look-ahead at its Heavy Hitter's moves (see the module's
    description)."""

    name = "strong"

    def __init__(self, seat: int, seed: int = 0, barred: frozenset[str] = frozenset()) -> None:
        """``barred``: the parts of the game the seat is barred from
        (:mod:`engine.bots.restriction`), for the bot and its own seat in the play-outs."""
        self.seat = seat
        self.seed = seed
        self.full = FullBot(seat, seed, barred)
        self._players: dict[int, _Player] = {}

    def choose(self, seen: Observation) -> Action:
        """One of ``seen.legal_actions()``: the bot decides on what its seat may know."""
        require_round_limit(seen.config)
        default = self.full.choose(seen)
        if not isinstance(seen.decision, HHMoveDecision) or not isinstance(default, Move):
            return default  # a maneuver card or a salvage first: the full bot's play
        width, samples = PLAN.get(seen.num_players, PLAN[4])
        scene = Scene(seen, self.full.rank, self.full.barred)
        others = [a for a in hh_move_choices(scene, seen.decision, width) if a != default]
        if not others:
            return default
        candidates: list[Action] = [default, *others[: width - 1]]
        rng = random.Random(f"strong/{self.seed}/{self.seat}/{seen.actions_taken}")
        totals = [0.0] * len(candidates)
        for k in range(samples):
            world = SampledGame.deal(seen, rng)
            for i, action in enumerate(candidates):
                game = world.clone()
                game.apply_action(action)
                totals[i] += self.play_out(game)
            if k == 0 and len(candidates) > 2:  # halving: the best other goes on alone
                best = max(range(1, len(candidates)), key=lambda i: (totals[i], -i))
                candidates, totals = ([candidates[0], candidates[best]], [totals[0], totals[best]])
        if totals[-1] > totals[0] + MARGIN.get(seen.num_players, MARGIN[4]) * samples:
            return candidates[-1]
        return default

    def play_out(self, game: SampledGame) -> float:
        """The seat's chance to win after playing ``game`` on to the end of the round."""
        start = game.round
        for _ in range(HORIZON):
            if game.is_terminal() or game.round != start:
                break
            seat = game.current_player()
            game.apply_action(self.player(seat, game).choose(game.observation(seat)))
        return win_probabilities(game.observation(self.seat))[self.seat]

    def player(self, seat: int, game: SampledGame) -> _Player:
        """The bot that plays ``seat`` in the play-outs."""
        found = self._players.get(seat)
        if found is None:
            if seat == self.seat:
                found = self.full
            elif game.observation(seat).mode.solo_play:
                found = SoloBot(seat, self.seed)
            else:
                found = FullBot(seat, self.seed)
            self._players[seat] = found
        return found
