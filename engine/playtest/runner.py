"""Running a batch of self-play games, in this process or in worker processes.

Each game is a pure function of the map, the catalog, the bot kind, the batch's
seed and the game's index (:func:`~engine.playtest.games.play_game`), so the
games can be shared out among processes in any way: the result is the same
whatever the number of workers. Games go out in small fixed chunks of
consecutive indexes; ``progress(done, total)`` is called in the calling thread
as games finish, and ``should_stop()`` is asked between them (and every tenth of
a second while waiting for workers): when it answers true the workers are
stopped and the result covers the games finished, marked ``cancelled``.

Workers are started with the ``spawn`` method, which is safe from a program
with threads (a GUI): each worker imports the engine afresh.
"""

from __future__ import annotations

import gc
import multiprocessing
from typing import Callable

from engine.bots import BOT_KINDS, DEFAULT_BOT, UnknownBotError
from engine.errors import GkrError, MapError
from engine.game.catalog import Catalog, standin_catalog
from engine.model import GameMap, validate_map
from engine.playtest.games import GameRecord, play_game
from engine.playtest.pool import WarmPool
from engine.playtest.result import PlaytestResult, summarise

Progress = Callable[[int, int], None]
StopCheck = Callable[[], bool]

CHUNK = 8
"""Games per task sent to a worker at most."""
POLL = 0.1
"""Seconds between checks of ``should_stop`` while waiting for workers."""


class PlaytestError(GkrError, ValueError):
    """A batch that cannot be run as asked (no games, no workers…)."""


def chunks(games: int, workers: int) -> list[range]:
    """Consecutive ranges of game indexes: about eight per worker, at most :data:`CHUNK`
    games each.

    >>> [list(r) for r in chunks(5, 2)]
    [[0], [1], [2], [3], [4]]
    >>> [len(r) for r in chunks(1000, 2)][:3], len(chunks(1000, 2))
    ([8, 8, 8], 125)
    """
    size = max(1, min(CHUNK, games // (8 * workers)))
    return [range(i, min(games, i + size)) for i in range(0, games, size)]


def run_playtest(game_map: GameMap, games: int, seed: int, *, workers: int = 1,
                 bot: str = DEFAULT_BOT, catalog: Catalog | None = None,
                 progress: Progress | None = None, should_stop: StopCheck | None = None,
                 pool: WarmPool | None = None) -> PlaytestResult:
    """Play ``games`` games of ``game_map`` with ``bot`` bots in every seat and return the
    statistics.

    Raises :class:`PlaytestError` for fewer than 1 game or worker,
    :class:`~engine.bots.UnknownBotError` for an unknown bot kind and
    :class:`~engine.errors.MapError` for a map that cannot be played.

    With a warm ``pool`` (:class:`~engine.playtest.pool.WarmPool`) the games run in its
    worker processes — even with one worker, so a program with a user interface keeps
    its own thread free — and the processes stay alive for the next batch.

    >>> from engine.mapfile import load_map
    >>> from engine.resources import builtin_map_path
    >>> m = load_map(builtin_map_path("final-stand"))
    >>> seen = []
    >>> r = run_playtest(m, 4, seed=1, bot="solo", progress=lambda d, t: seen.append(d))
    >>> r.games, seen, sum(s.wins for s in r.seats)
    (4, [1, 2, 3, 4], 4.0)
    >>> run_playtest(m, 0, seed=1)
    Traceback (most recent call last):
    ...
    engine.playtest.runner.PlaytestError: play at least 1 game, not 0
    """
    if games < 1:
        raise PlaytestError(f"play at least 1 game, not {games}")
    if workers < 1:
        raise PlaytestError(f"use at least 1 worker, not {workers}")
    if bot not in BOT_KINDS:
        raise UnknownBotError(f"no bot called {bot!r}; choose one of"
                              f" {', '.join(sorted(BOT_KINDS))}")
    problems = validate_map(game_map)
    if problems:
        raise MapError(problems)
    cat = catalog or standin_catalog()
    records: list[GameRecord] = []
    stop = should_stop or (lambda: False)
    tasks = chunks(games, workers)
    if pool is not None:
        cancelled = _run_in_pool(pool, (game_map, seed, bot, catalog), tasks, records,
                                 progress, stop, games, workers)
    elif workers == 1 or len(tasks) == 1:
        cancelled = _run_here(game_map, seed, bot, catalog, tasks, records, progress, stop,
                              games)
    else:
        cancelled = _run_in_workers(game_map, seed, bot, catalog, tasks, records, progress,
                                    stop, games, min(workers, len(tasks)))
    return summarise(game_map, cat, bot, seed, games, records, cancelled)


def _run_here(game_map: GameMap, seed: int, bot: str, catalog: Catalog | None,
              tasks: list[range], records: list[GameRecord], progress: Progress | None,
              stop: StopCheck, total: int) -> bool:
    for task in tasks:
        for i in task:
            if stop():
                return True
            records.append(play_game(game_map, i, seed, bot, catalog))
            if progress:
                progress(len(records), total)
    return False


def _run_in_workers(game_map: GameMap, seed: int, bot: str, catalog: Catalog | None,
                    tasks: list[range], records: list[GameRecord], progress: Progress | None,
                    stop: StopCheck, total: int, workers: int) -> bool:
    if stop():
        return True
    ctx = multiprocessing.get_context("spawn")
    pool = ctx.Pool(workers, initializer=_init_worker, initargs=(game_map, seed, bot, catalog))
    try:
        results = pool.imap_unordered(_play_chunk, [(t.start, t.stop) for t in tasks])
        done = 0
        while done < len(tasks):
            if stop():
                pool.terminate()
                return True
            try:
                chunk = results.next(timeout=POLL)
            except multiprocessing.TimeoutError:
                continue
            done += 1
            records.extend(chunk)
            if progress:
                progress(len(records), total)
        pool.close()
        return False
    finally:
        pool.terminate()
        pool.join()


def _run_in_pool(pool: WarmPool, batch: tuple[GameMap, int, str, Catalog | None],
                 tasks: list[range], records: list[GameRecord], progress: Progress | None,
                 stop: StopCheck, total: int, workers: int) -> bool:
    for _span, chunk in pool.run(play_indexed, batch, tasks, workers, stop):
        records.extend(chunk)
        if progress:
            progress(len(records), total)
    return len(records) < total


def play_indexed(batch: tuple[GameMap, int, str, Catalog | None], index: int) -> GameRecord:
    """Game ``index`` of a batch given as ``(map, seed, bot, catalog)`` (a pool's task)."""
    game_map, seed, bot, catalog = batch
    return play_game(game_map, index, seed, bot, catalog)


_WORKER: tuple[GameMap, int, str, Catalog | None] | None = None
_SETTLED = False
"""Whether this worker has frozen its long-lived objects (see :func:`_play_chunk`)."""


def _init_worker(game_map: GameMap, seed: int, bot: str, catalog: Catalog | None) -> None:
    global _WORKER
    _WORKER = (game_map, seed, bot, catalog)


def _play_chunk(span: tuple[int, int]) -> list[GameRecord]:
    """Play a task's games in a worker. After its first task the worker's long-lived
    objects — the tables of sight and the bots' memos, kept for the whole batch — are
    moved out of the cyclic collector's reach (:func:`gc.freeze`): its later full passes
    would walk them again and again and find nothing to free."""
    global _SETTLED
    assert _WORKER is not None
    game_map, seed, bot, catalog = _WORKER
    records = [play_game(game_map, i, seed, bot, catalog) for i in range(*span)]
    if not _SETTLED:
        gc.collect()
        gc.freeze()
        _SETTLED = True
    return records
