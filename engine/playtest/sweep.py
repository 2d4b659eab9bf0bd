"""Balance sweeps: bot self-play over many maps at once, on the built-in worker pool or on a
Dask distributed cluster, resumable from a results file.

Every game of a sweep is an independent task keyed by its map, deal and rotation
(:func:`task_key`), and a pure function of them, the seed, the bot, the catalog and the
design (:func:`engine.selfplay.games.play_game`). So the games can run anywhere, in any
order: the per-map statistics (:func:`engine.verdicts.result.summarise`, which sorts the
games by index) come out the same, byte for byte, from the built-in pool and from a
cluster. A sweep runs on the one batch runner (:func:`engine.playtest.runner.run_tasks`):
its options are checked, and its games played, progress reported and Ctrl+C handled, as
every batch's.

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
from typing import Any, Callable, Sequence

from engine.game.catalog import Catalog
from engine.game.catalog_file import standin_catalog
from engine.mapmodel.model import GameMap
from engine.playtest.cluster import CLUSTER_HINT as CLUSTER_HINT
from engine.playtest.cluster import ClusterError as ClusterError
from engine.playtest.cluster import TlsFiles, load_dask, open_client
from engine.playtest.modes import StandardMode
from engine.playtest.results import RESULTS_FORMAT, ResultsFile, ResultsFileError, sweep_header
from engine.playtest.results_lines import record_from_json, record_to_json
from engine.playtest.runner import CHUNK, Finished, Games, Played, Remote, check_options, run_tasks
from engine.selfplay.deals import DEFAULT_DESIGN
from engine.selfplay.game_record import GameRecord
from engine.selfplay.games import play_batch_game, play_game
from engine.verdicts.result import PlaytestResult
from engine.verdicts.sequential import VerdictTest
from engine.verdicts.sides import BatchFacts

SWEEP_MODE = StandardMode()
"""A sweep plays standard games: its games and each map's result are a standard batch's
(:class:`~engine.playtest.modes.StandardMode`)."""

__all__ = [
    "CLUSTER_HINT",
    "RESULTS_FORMAT",
    "ClusterError",
    "ResultsFileError",
    "SweepMap",
    "SweepResult",
    "game_indexes",
    "record_from_json",
    "record_to_json",
    "run_sweep",
    "task_key",
]


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
        return {
            "maps": [{"file": key, **r.to_json()} for key, r in self.maps],
            "cancelled": self.cancelled,
        }


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


def run_sweep(
    maps: Sequence[SweepMap],
    games: int,
    seed: int,
    *,
    bot: str,
    workers: int = 1,
    catalog: Catalog | None = None,
    design: str = DEFAULT_DESIGN,
    scheduler: str | None = None,
    results: Path | None = None,
    progress: Progress | None = None,
    tls: TlsFiles | None = None,
) -> SweepResult:
    """Play ``games`` games of each map (whole deals in a duplicate sweep) and return each
    map's statistics. ``scheduler``: ``None`` for the built-in pool of ``workers``
    processes, ``"local"`` for a local Dask cluster of ``workers`` processes, or a Dask
    scheduler's address (``tls``: the certificate files of a ``tls://`` one). Ctrl+C
    (``KeyboardInterrupt``) stops the sweep; the result then covers the games finished,
    marked cancelled, and the results file keeps them. Raises what
    :func:`~engine.playtest.runner.check_options` raises, for the first map it refuses."""
    cat = catalog or standin_catalog()
    for m in maps:
        check_options(SWEEP_MODE, m.game_map, cat, games, design, VerdictTest(), workers, bot)
    by_key = {m.key: m for m in maps}
    sink = _SweepSink({m.key: {} for m in maps})
    store = None
    if results is not None:
        store = ResultsFile(
            results, sweep_header(seed, bot, design, cat), {m.key: m.game_map for m in maps}, cat
        )
    cancelled = False
    try:
        job = SweepGames({m.key: m.game_map for m in maps}, seed, bot, catalog, design, ())
        found = {} if store is None else store.open(job.game)
        for key, recs in found.items():
            if key in sink.by_map:
                wanted = game_indexes(by_key[key].game_map, games, design)
                kept = {i: r for i, r in recs.items() if i in wanted}
                sink.by_map[key].update(kept)
                sink.done += len(kept)
        resumed = sink.done
        sink.store = store
        todo = tuple(
            (m.key, i)
            for m in maps
            for i in game_indexes(m.game_map, games, design)
            if i not in sink.by_map[m.key]
        )
        total = resumed + len(todo)
        if progress and resumed:
            progress(resumed, total)
        job.todo = todo
        here = scheduler is None and (workers <= 1 or len(todo) <= CHUNK)
        size = 1 if here or scheduler is not None else CHUNK
        tasks = [range(n, min(n + size, len(todo))) for n in range(0, len(todo), size)]
        remote = None if scheduler is None else _on_cluster(maps, scheduler, workers, tls)
        try:
            run_tasks(
                job,
                tasks,
                sink,
                total,
                workers=1 if here else workers,
                progress=progress,
                remote=remote,
            )
        except KeyboardInterrupt:
            cancelled = True
        if store is not None:
            store.sync()
    finally:
        if store is not None:
            store.close()
    out = []
    for m in maps:
        played = list(sink.by_map[m.key].values())
        short = len(played) < len(game_indexes(m.game_map, games, design))
        facts = BatchFacts(seed, bot, games, short, design, final=True)
        out.append(
            (
                m.key,
                SWEEP_MODE.summarise(m.game_map, cat, sorted(played, key=lambda r: r.index), facts),
            )
        )
    return SweepResult(tuple(out), cancelled, resumed)


class SweepGames:
    """What every game of a sweep shares (it goes to the worker processes): the maps by
    key, the seed, the bot, the catalog, the design, and the games to play; game ``n``
    is the ``n``-th of these, its record given with its map's key."""

    def __init__(
        self,
        maps: dict[str, GameMap],
        seed: int,
        bot: str,
        catalog: Catalog | None,
        design: str,
        todo: tuple[Task, ...],
    ) -> None:
        self.maps = maps
        self.seed = seed
        self.bot = bot
        self.catalog = catalog
        self.design = design
        self.todo = todo

    def games(self, task: range) -> range:
        return task

    def play(self, n: int) -> tuple[str, GameRecord]:
        key, i = self.todo[n]
        return key, self.game(key, i)

    def game(self, key: str, index: int) -> GameRecord:
        """Game ``index`` of the map ``key``, as the sweep plays it."""
        game_map = self.maps[key]
        game = SWEEP_MODE.deal(game_map, index, self.seed, self.bot, self.catalog, self.design)
        return play_batch_game(game_map, game, self.catalog)[0]


class _SweepSink:
    """A sweep's finished games by map, each kept in the results file as it comes in."""

    def __init__(self, by_map: dict[str, dict[int, GameRecord]]) -> None:
        self.by_map = by_map
        self.done = 0
        self.store: ResultsFile | None = None

    def add(self, played: Sequence[Played]) -> bool:
        for _n, (key, record) in played:
            self.by_map[key][record.index] = record
            if self.store is not None:
                self.store.add(key, record)
        self.done += len(played)
        return False


def _on_cluster(
    maps: Sequence[SweepMap], scheduler: str, workers: int, tls: TlsFiles | None
) -> Remote:
    """Where a sweep's games run on a Dask cluster (the runner's ``remote``): one Dask task
    per game (keyed by :func:`task_key`), each game's span (of one game) and record
    yielded as it finishes."""

    def remote(games: Games, spans: list[range]) -> Finished:
        if not isinstance(games, SweepGames):
            raise TypeError("a sweep's games")
        return _dask_stream(
            maps, games, [n for span in spans for n in span], scheduler, workers, tls
        )

    return remote


def _dask_stream(
    maps: Sequence[SweepMap],
    job: SweepGames,
    indexes: Sequence[int],
    scheduler: str,
    workers: int,
    tls: TlsFiles | None = None,
) -> Finished:
    dask: Any = load_dask()
    client, cluster = open_client(scheduler, workers, tls)
    players = {m.key: m.game_map.players for m in maps}
    futures = []
    try:
        shared = {m.key: client.scatter(m.game_map, broadcast=True) for m in maps}
        for n in indexes:
            key, i = job.todo[n]
            futures.append(
                client.submit(
                    play_game,
                    shared[key],
                    i,
                    job.seed,
                    job.bot,
                    job.catalog,
                    job.design,
                    key=task_key(key, i, players[key]),
                    pure=False,
                )
            )
        where = {f.key: n for n, f in zip(indexes, futures)}
        for future in dask.as_completed(futures):
            n = where[future.key]
            yield range(n, n + 1), [(job.todo[n][0], future.result())]
    finally:
        for f in futures:
            f.cancel()
        client.close()
        if cluster is not None:
            cluster.close()
