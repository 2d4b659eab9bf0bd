"""Time batch self-play with the full-rules bot against a naive bot, in the same run.

* **batch**: ``run_playtest`` of 1,000 four-player games on Showdown with the full
  bot in every seat and two worker processes (``--games``, ``--workers``), wall
  time from the call to the result, worker start-up included;
* **naive reference**: the same bot's strategy implemented the obvious way for a
  Heavy Hitter's move — build every legal move action (each reachable hex × each
  facing), try each on a clone of the game state, and price the position it leads
  to from scratch — timed against the full bot on the very same decisions (states
  taken from the first games of the batch), and on whole games in one process.

Budget (issue 14): 1,000 four-player games on Showdown in at most 10 s on the 2-core
machine with two workers (it was 30 s). The exit status is 1 when the budget is not
met. It runs the engine it imports (pure in a checkout); ``bench_selfplay.py`` compares
the compiled and pure engines with the code before the speed work.

    python benchmarks/bench_playtest.py [--games 1000] [--workers 2] [--seed 1]
                                        [--naive-games 4]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import values as V  # noqa: E402
from engine.bots.board_tables import bit, index  # noqa: E402
from engine.bots.fighting import Arsenal  # noqa: E402
from engine.bots.full import FullBot  # noqa: E402
from engine.bots.scene import Scene  # noqa: E402
from engine.files.mapfile import load_map  # noqa: E402
from engine.files.resources import builtin_map_path  # noqa: E402
from engine.game import GameConfig, GameState, Move, new_game, observe, standin_catalog  # noqa: E402
from engine.game.actions import Action  # noqa: E402
from engine.game.catalog import UnitClass  # noqa: E402
from engine.game.movement import HHMoveDecision  # noqa: E402
from engine.mapmodel.model import GameMap  # noqa: E402
from engine.playtest import run_playtest  # noqa: E402
from engine.selfplay.games import game_seed, lineup  # noqa: E402

BUDGET_S = 10.0


class NaiveBot(FullBot):
    """The full bot, but a Heavy Hitter's move is chosen by trying every legal move action
    on a clone of the state and pricing the result from scratch (a reference for timing
    only: it is handed the whole state, which a real bot never sees)."""

    def choose_on_state(self, state: GameState) -> Action:
        if not isinstance(state.decision, HHMoveDecision):
            return self.choose(observe(state))
        me = state.current_player()
        energy = state.players[me].energy
        best: tuple[float, Action] | None = None
        for action in state.legal_actions():
            if not isinstance(action, Move):
                continue
            cost = action.steps - state.decision.sprint
            if cost > energy:
                continue
            after = state.clone()
            after.apply_action(action)
            worth = _price(after, me, action, energy - max(0, cost))
            if best is None or worth > best[0]:
                best = (worth, action)
        assert best is not None
        return best[1]


def _price(state: GameState, me: int, move: Move, energy: int) -> float:
    """What the full bot weighs for a Heavy Hitter standing where ``move`` left it."""
    scene = Scene(observe(state, me))
    x = move.destination
    assert move.facing is not None
    i = index(x)
    worth = (
        V.APPROACH * scene.approach[i]
        + scene.lean(i)
        - V.ENERGY_HEX * move.steps
        + (scene.tag_at(i, UnitClass.HH) if scene.tables.face_mask >> i & 1 else 0.0)
    )
    arsenal = Arsenal(scene, bit(x))
    worth += arsenal.plan(x, energy, move.facing)[0]
    return worth - V.THREAT * scene.threat_at(x, facing=move.facing)


def hh_states(game_map: GameMap, seed: int, games: int) -> list[GameState]:
    """Every Heavy Hitter move decision of the first games of the batch (copies)."""
    factions = tuple(f.id for f in standin_catalog().factions)
    found = []
    for i in range(games):
        s = game_seed(seed, i)
        g = new_game(game_map, s, config=GameConfig(factions=lineup(i, 4, factions)))
        bots = [FullBot(seat, s) for seat in range(4)]
        while not g.is_terminal():
            if isinstance(g.decision, HHMoveDecision):
                found.append(g.clone())
            g.apply_action(decide(bots[g.current_player()], g))
    return found


def decide(bot: FullBot, state: GameState) -> Action:
    """``bot``'s choice: the naive reference looks at the whole state, the full bot at what
    its seat sees."""
    if isinstance(bot, NaiveBot):
        return bot.choose_on_state(state)
    return bot.choose(observe(state))


def time_decisions(states: list[GameState], bot: type[FullBot]) -> float:
    """Median seconds per decision."""
    times = []
    for s in states:
        b = bot(s.current_player(), 0)
        t = time.perf_counter()
        decide(b, s)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def time_games(game_map: GameMap, seed: int, games: int, bot: type[FullBot]) -> float:
    """Seconds per whole game in this process."""
    factions = tuple(f.id for f in standin_catalog().factions)
    t = time.perf_counter()
    for i in range(games):
        s = game_seed(seed, i)
        g = new_game(game_map, s, config=GameConfig(factions=lineup(i, 4, factions)))
        bots = [bot(seat, s) for seat in range(4)]
        while not g.is_terminal():
            g.apply_action(decide(bots[g.current_player()], g))
    return (time.perf_counter() - t) / games


def random_playout_ms(game_map: GameMap, games: int = 40) -> float:
    """Milliseconds per random-playout game (``benchmarks/bench_game.py``'s workload): how
    fast this machine runs the engine just now, to read the other figures against."""
    start = time.perf_counter()
    for i in range(games):
        rng = random.Random(i)
        g = new_game(game_map, seed=i)
        while not g.is_terminal():
            g.apply_action(rng.choice(g.legal_actions()))
    return 1000 * (time.perf_counter() - start) / games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--naive-games",
        type=int,
        default=4,
        help="whole games played by each bot for the naive comparison",
    )
    args = parser.parse_args(argv)
    showdown = load_map(builtin_map_path("showdown"))

    before = random_playout_ms(showdown)
    start = time.perf_counter()
    result = run_playtest(showdown, args.games, args.seed, workers=args.workers)
    batch = time.perf_counter() - start
    after = random_playout_ms(showdown)
    print(
        f"machine: random playouts on Showdown {before:.1f} ms a game before the batch,"
        f" {after:.1f} ms after"
    )
    print(
        f"batch: {result.games} four-player games on Showdown, full bot, "
        f"{args.workers} workers: {batch:.1f} s ({1000 * batch / result.games:.1f} ms a game;"
        f" mean {result.length.mean:.1f} rounds)"
    )

    states = hh_states(showdown, args.seed, 2)
    fast = time_decisions(states, FullBot)
    naive = time_decisions(states, NaiveBot)
    print(
        f"Heavy Hitter move, median over {len(states)} decisions: full bot"
        f" {1e6 * fast:.0f} us, naive {1e3 * naive:.1f} ms  ratio {naive / fast:.0f}x"
    )
    fast_game = time_games(showdown, args.seed, args.naive_games, FullBot)
    naive_game = time_games(showdown, args.seed, args.naive_games, NaiveBot)
    print(
        f"whole games, one process, {args.naive_games} games: full bot"
        f" {1000 * fast_game:.0f} ms a game, naive {1000 * naive_game:.0f} ms a game"
        f"  ratio {naive_game / fast_game:.1f}x"
    )
    scaled = batch * 1000 / result.games
    met = scaled <= BUDGET_S
    print(
        f"budget: 1,000 games in <= {BUDGET_S:.0f} s with 2 workers:"
        f" {'met' if met else 'NOT met'} ({scaled:.1f} s for 1,000)"
    )
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
