"""Balance sweeps: bot self-play over many maps at once, on the built-in worker pool or on a
Dask distributed cluster, resumable from a results file.

Every game of a sweep is an independent task keyed by its map, deal and rotation
(:func:`task_key`), and a pure function of them, the seed, the bot, the catalog and the
design (:func:`engine.playtest.games.play_game`). So the games can run anywhere, in any
order: the per-map statistics (:func:`engine.playtest.result.summarise`, which sorts the
games by index) come out the same, byte for byte, from the built-in pool and from a
cluster.

A results file (JSON Lines, :mod:`engine.playtest.results`) keeps every finished game as it
comes in, bound to what produced it — the seed, bot, design, mode and catalog, and each
map's content hash — so a sweep that is interrupted (Ctrl+C, a crash) loses nothing it
finished, and the next run with the same file plays only the games still missing. A file
of another run, or with a line that is not what the sweep wrote, is refused in one line;
a torn last line (the process killed mid-write) is dropped and its game played again.

Dask is optional (``pip install 'gkr-studio[cluster]'``): ``scheduler="local"`` starts a
local cluster of worker processes, any other value is a scheduler's address
(``tcp://host:8786``, or ``tls://host:8786`` with :class:`~engine.playtest.cluster.TlsFiles`),
whose workers need ``gkr-studio`` installed. :mod:`engine.playtest.cluster` connects, and
says whom a cluster is trusted as.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Generator, Sequence

from engine.game.catalog import Catalog, standin_catalog
from engine.mapmodel.model import GameMap
from engine.playtest.cluster import CLUSTER_HINT as CLUSTER_HINT
from engine.playtest.cluster import ClusterError as ClusterError
from engine.playtest.cluster import TlsFiles, load_dask, open_client
from engine.playtest.games import DEFAULT_DESIGN, GameRecord, play_game
from engine.playtest.pool import BatchCollector, one_shot_pool
from engine.playtest.modes import StandardMode
from engine.playtest.result import PlaytestResult
from engine.playtest.results import RESULTS_FORMAT, ResultsFile, ResultsFileError, sweep_header
from engine.playtest.results_lines import record_from_json, record_to_json
from engine.playtest.runner import CHUNK, PlaytestError
from engine.playtest.sides import BatchFacts

SWEEP_MODE = StandardMode()
"""A sweep plays standard games: its games and each map's result are a standard batch's
(:class:`~engine.playtest.modes.StandardMode`)."""

__all__ = ["CLUSTER_HINT", "RESULTS_FORMAT", "ClusterError", "ResultsFileError", "SweepMap",
           "SweepResult", "game_indexes", "record_from_json", "record_to_json", "run_sweep",
           "task_key"]


@dataclass(frozen=True)
class SweepMap:
    """One map of a sweep: ``key`` names it in the output and the results file (its path as
    given)."""

    key: str
    game_map: GameMap


@dataclass(frozen=True)
class SweepResult:
    """Each map's statistics, in the order the maps were given."""

    maps: tuple[tuple[str, PlaytestResult], ...]
    cancelled: bool
    resumed: int
    """Games read back from the results file instead of played."""

    def to_json(self) -> dict[str, Any]:
        return {"maps": [{"file": key, **r.to_json()} for key, r in self.maps],
                "cancelled": self.cancelled}


def task_key(map_key: str, index: int, players: int) -> str:
    """The key of one game of a sweep: its map, deal and rotation.

    >>> task_key("maps/showdown.gkrmap.json", 9, 4)
    'gkr-game|maps/showdown.gkrmap.json|deal-2|rotation-1'
    """
    deal, rotation = divmod(index, players)
    return f"gkr-game|{map_key}|deal-{deal}|rotation-{rotation}"


def game_indexes(game_map: GameMap, games: int, design: str) -> range:
    """The games a sweep plays on a map: whole deals in a duplicate sweep."""
    per_unit = game_map.players if design == "duplicate" else 1
    return range(-(-games // per_unit) * per_unit)


# -- running -----------------------------------------------------------------------------------

Progress = Callable[[int, int], None]
Task = tuple[str, int]
"""A game of the sweep: (map key, game index)."""
Stream = Generator[tuple[str, GameRecord], None, None]
"""Finished games as they come in: (map key, record)."""
SweepJob = tuple[dict[str, GameMap], int, str, Catalog | None, str, tuple[Task, ...]]
"""What every game of a sweep on the built-in pool shares: the maps by key, the seed, the
bot, the catalog, the design, and the games to play."""


def run_sweep(maps: Sequence[SweepMap], games: int, seed: int, *, bot: str, workers: int = 1,
              catalog: Catalog | None = None, design: str = DEFAULT_DESIGN,
              scheduler: str | None = None, results: Path | None = None,
              progress: Progress | None = None, tls: TlsFiles | None = None) -> SweepResult:
    """Play ``games`` games of each map (whole deals in a duplicate sweep) and return each
    map's statistics. ``scheduler``: ``None`` for the built-in pool of ``workers``
    processes, ``"local"`` for a local Dask cluster of ``workers`` processes, or a Dask
    scheduler's address (``tls``: the certificate files of a ``tls://`` one). Ctrl+C
    (``KeyboardInterrupt``) stops the sweep; the result then covers the games finished,
    marked cancelled, and the results file keeps them."""
    if games < 1:
        raise PlaytestError(f"play at least 1 game, not {games}")
    cat = catalog or standin_catalog()
    by_key = {m.key: m for m in maps}
    done: dict[str, dict[int, GameRecord]] = {m.key: {} for m in maps}
    store = None
    if results is not None:
        store = ResultsFile(results, sweep_header(seed, bot, design, cat),
                            {m.key: m.game_map for m in maps}, cat)
    resumed = 0
    cancelled = False
    try:
        for key, recs in (store.open() if store is not None else {}).items():
            if key in done:
                wanted = game_indexes(by_key[key].game_map, games, design)
                kept = {i: r for i, r in recs.items() if i in wanted}
                done[key].update(kept)
                resumed += len(kept)
        todo = [(m.key, i) for m in maps for i in game_indexes(m.game_map, games, design)
                if i not in done[m.key]]
        total = resumed + len(todo)
        finished = resumed
        if progress and resumed:
            progress(finished, total)
        if scheduler is None:
            stream = _pool_stream(maps, todo, seed, bot, catalog, design, workers)
        else:
            stream = _dask_stream(maps, todo, seed, bot, catalog, design, workers, scheduler,
                                  tls)
        try:
            for key, record in stream:
                done[key][record.index] = record
                if store is not None:
                    store.add(key, record)
                finished += 1
                if progress:
                    progress(finished, total)
        except KeyboardInterrupt:
            cancelled = True
        finally:
            stream.close()
    finally:
        if store is not None:
            store.close()
    out = []
    for m in maps:
        played = list(done[m.key].values())
        short = len(played) < len(game_indexes(m.game_map, games, design))
        facts = BatchFacts(seed, bot, games, short, design)
        out.append((m.key, SWEEP_MODE.summarise(m.game_map, cat, sorted(
            played, key=lambda r: r.index), facts)))
    return SweepResult(tuple(out), cancelled, resumed)


def _pool_stream(maps: Sequence[SweepMap], todo: list[Task], seed: int, bot: str,
                 catalog: Catalog | None, design: str, workers: int) -> Stream:
    """The games of ``todo`` played here (one worker) or on a pool of their own
    (:func:`~engine.playtest.pool.one_shot_pool`, as a one-map playtest's: the collector
    on a batch's schedule, Ctrl+C left to the sweep, a worker that dies reported)."""
    job: SweepJob = ({m.key: m.game_map for m in maps}, seed, bot, catalog, design,
                     tuple(todo))
    spans = [range(i, min(i + CHUNK, len(todo))) for i in range(0, len(todo), CHUNK)]
    if workers <= 1 or len(spans) <= 1:
        with BatchCollector() as collector:
            for n in range(len(todo)):
                yield play_todo(job, n)
                collector.game_done()
        return
    with one_shot_pool(workers) as pool:
        for _span, chunk in pool.run(play_todo, job, spans, workers):
            yield from chunk


def play_todo(job: SweepJob, n: int) -> tuple[str, GameRecord]:
    """Game ``n`` of a sweep's list of games to play (a pool's task): its map and record."""
    maps, seed, bot, catalog, design, todo = job
    key, i = todo[n]
    return key, play_game(maps[key], i, seed, bot, catalog, design)  # = SWEEP_MODE.play


def _dask_stream(maps: Sequence[SweepMap], todo: list[Task], seed: int, bot: str,
                 catalog: Catalog | None, design: str, workers: int, scheduler: str,
                 tls: TlsFiles | None = None) -> Stream:
    """The games of ``todo`` played on a Dask cluster, one task per game."""
    dask: Any = load_dask()
    client, cluster = open_client(scheduler, workers, tls)
    players = {m.key: m.game_map.players for m in maps}
    futures = []
    try:
        shared = {m.key: client.scatter(m.game_map, broadcast=True) for m in maps}
        for key, i in todo:
            futures.append(client.submit(play_game, shared[key], i, seed, bot, catalog, design,
                                         key=task_key(key, i, players[key]), pure=False))
        owner = {f.key: k for f, (k, _) in zip(futures, todo)}
        for future in dask.as_completed(futures):
            yield owner[future.key], future.result()
    finally:
        for f in futures:
            f.cancel()
        client.close()
        if cluster is not None:
            cluster.close()
