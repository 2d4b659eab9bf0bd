"""What the model's luck (AIVAT, :mod:`engine.selfplay.aivat`) costs a batch game.

For each shipped map, ``--games`` duplicate games played by the full bot as a batch plays
them (``play_game``: set-up, play, record and luck, the collector off), each twice in one
process, alternately: with the recorder listening to the game's log, and with a recorder
that listens and does nothing (``diff``: the difference of the two, noisy on a loaded
machine); and once more with the recorder's own calls timed (``timed``: their processor
time against the game's without the model — the figure held to the budget). The number
of chance events valued per game is given too.

Budget (issue 25): the model costs at most 10% of a game's time in batch play. Exit
status 1 when missed.

    python benchmarks/bench_aivat_cost.py [--games 6] [--seed 1] [--map showdown]

Run it with the compiled install's Python to measure what ``pip install .`` gives.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parent.parent))  # a compiled install first

import engine.game.state  # noqa: E402
import engine.selfplay.games as games  # noqa: E402
from engine.files.mapfile import load_map  # noqa: E402
from engine.files.resources import BUILTIN_MAPS, builtin_map_path  # noqa: E402
from engine.game.combat_events import ArmorSave, AttackRoll, Repaired  # noqa: E402
from engine.game.events import Event  # noqa: E402
from engine.game.state import GameState  # noqa: E402
from engine.selfplay.aivat import AivatRecorder  # noqa: E402

CHANCE = (AttackRoll, ArmorSave, Repaired)

BUDGET = 0.10


class TimedRecorder:
    """The recorder, with the processor time of its calls added up."""

    spent = 0.0
    calls = 0

    def __init__(self, players: int) -> None:
        self.inner = AivatRecorder(players)
        self.luck = self.inner.luck

    def __call__(self, state: GameState, event: Event) -> None:
        if not isinstance(event, CHANCE):  # the rest returns at once: left untimed
            return
        start = time.process_time()
        self.inner(state, event)
        TimedRecorder.spent += time.process_time() - start
        TimedRecorder.calls += 1


def clock_cost(n: int = 20000) -> float:
    """The processor time of one timing (two clock reads), taken off the timed calls."""
    start = time.process_time()
    for _ in range(n):
        a = time.process_time()
        b = time.process_time()
    del a, b
    return (time.process_time() - start) / n


class SilentRecorder:
    """Listens and values nothing (the game as it would be without the model)."""

    def __init__(self, players: int) -> None:
        self.luck = [0.0] * players
        self.events = 0

    def __call__(self, state: object, event: object) -> None:
        return None


def timed(slug: str, index: int, seed: int, recorder: type) -> float:
    setattr(games, "AivatRecorder", recorder)
    m = load_map(builtin_map_path(slug))
    gc.collect()
    start = time.process_time()
    games.play_game(m, index, seed, "full", design="duplicate")
    return time.process_time() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--map", action="append", dest="maps")
    args = ap.parse_args()
    compiled = not engine.game.state.__file__.endswith(".py")
    print(
        f"the model's luck in batch play; {args.games} games a map, seed {args.seed},"
        f" {'compiled' if compiled else 'pure Python'} engine"
    )
    print(f"{'map':<17}{'game s':>8}{'with s':>8}{'diff':>8}{'timed':>8}{'events':>8}")
    total_on = total_off = total_spent = 0.0
    tick = clock_cost()
    for slug in args.maps or list(BUILTIN_MAPS):
        on = off = 0.0
        events = 0
        timed(slug, args.games, args.seed, SilentRecorder)  # warm-up: caches, imports
        timed(slug, args.games, args.seed, AivatRecorder)
        TimedRecorder.spent = 0.0
        TimedRecorder.calls = 0
        for i in range(args.games):
            timed(slug, i, args.seed, TimedRecorder)  # warms the game's caches for both
            if i % 2:
                on += timed(slug, i, args.seed, AivatRecorder)
                off += timed(slug, i, args.seed, SilentRecorder)
            else:
                off += timed(slug, i, args.seed, SilentRecorder)
                on += timed(slug, i, args.seed, AivatRecorder)
            rec = AivatRecorder(load_map(builtin_map_path(slug)).players)
            events += _events(slug, i, args.seed, rec)
        total_on += on
        total_off += off
        TimedRecorder.spent -= TimedRecorder.calls * tick
        total_spent += TimedRecorder.spent
        print(
            f"{slug:<17}{off / args.games:>8.3f}{on / args.games:>8.3f}"
            f"{(on - off) / off:>7.1%}{TimedRecorder.spent / off:>8.1%}"
            f"{events / args.games:>8.0f}"
        )
    share = total_spent / total_off
    print(f"{'all':<17}{'':>8}{'':>8}{(total_on - total_off) / total_off:>7.1%}")
    print(
        f"the recorder's own time against a game's (timed): {share:.1%}; budget ≤ {BUDGET:.0%}:"
        f" {'met' if share <= BUDGET else 'MISSED'}"
    )
    setattr(games, "AivatRecorder", AivatRecorder)
    return 0 if share <= BUDGET else 1


def _events(slug: str, index: int, seed: int, rec: AivatRecorder) -> int:
    """How many chance events a game's recorder values."""
    kept = getattr(games, "AivatRecorder")
    made: list[AivatRecorder] = []

    def factory(players: int) -> AivatRecorder:
        made.append(rec)
        return rec

    setattr(games, "AivatRecorder", factory)
    games.play_game(load_map(builtin_map_path(slug)), index, seed, "full", design="duplicate")
    setattr(games, "AivatRecorder", kept)
    return made[0].events


if __name__ == "__main__":
    raise SystemExit(main())
