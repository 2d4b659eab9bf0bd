"""Balance sweeps: bot self-play over many maps at once, on the built-in worker pool or on a
Dask distributed cluster, resumable from a results file.

Every game of a sweep is an independent task keyed by its map, deal and rotation
(:func:`task_key`), and a pure function of them, the seed, the bot, the catalog and the
design (:func:`engine.playtest.games.play_game`). So the games can run anywhere, in any
order: the per-map statistics (:func:`engine.playtest.result.summarise`, which sorts the
games by index) come out the same, byte for byte, from the built-in pool and from a
cluster.

A results file (JSON Lines) keeps every finished game as it comes in — a header line with
the sweep's seed, bot, design and catalog, then one line per game — so a sweep that is
interrupted (Ctrl+C, a crash) loses nothing it finished, and the next run with the same
file plays only the games still missing. A torn last line (the process killed mid-write)
is ignored.

Dask is optional (``pip install 'gkr-studio[cluster]'``): ``scheduler="local"`` starts a
local cluster of worker processes, any other value is a scheduler's address
(``tcp://host:8786``), whose workers need ``gkr-studio`` installed.
"""

from __future__ import annotations

import importlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Generator, Sequence

from engine.errors import GkrError, one_line
from engine.game.catalog import Catalog, standin_catalog
from engine.hexes import Hex
from engine.jsondoc import LONE_SURROGATE, lone_surrogate_at
from engine.model import GameMap
from engine.playtest.games import DEFAULT_DESIGN, GameRecord, play_game
from engine.playtest.pool import BatchCollector, one_shot_pool
from engine.playtest.result import PlaytestResult, summarise
from engine.playtest.runner import CHUNK, PlaytestError

RESULTS_FORMAT = "gkr-playtest-results"
RESULTS_VERSION = 1
CLUSTER_HINT = "pip install 'gkr-studio[cluster]'"


class ClusterError(PlaytestError):
    """Dask is not installed, or the cluster cannot be reached."""


class ResultsFileError(GkrError):
    """A results file that cannot be resumed from (another sweep's, or not one at all)."""


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


# -- records as JSON ---------------------------------------------------------------------------

def record_to_json(r: GameRecord) -> dict[str, Any]:
    """A game record as a JSON-ready object (:func:`record_from_json` reads it back)."""
    return {"index": r.index, "factions": list(r.factions), "winners": list(r.winners),
            "win_type": r.win_type, "rounds": r.rounds, "first_blood": r.first_blood,
            "first_demolition": r.first_demolition,
            "fired_from": [str(h) for h in r.fired_from],
            "destroyed_at": [str(h) for h in r.destroyed_at],
            "deal": r.deal, "rotation": r.rotation, "luck": [list(row) for row in r.luck]}


def record_from_json(data: dict[str, Any]) -> GameRecord:
    """A game record from :func:`record_to_json` (raises ``KeyError``, ``TypeError`` or
    ``ValueError`` on anything else).

    >>> from engine.mapfile import load_map
    >>> from engine.resources import builtin_map_path
    >>> r = play_game(load_map(builtin_map_path("final-stand")), 1, 2, "random", design="duplicate")
    >>> record_from_json(json.loads(json.dumps(record_to_json(r)))) == r
    True
    """
    return GameRecord(
        int(data["index"]), tuple(str(f) for f in data["factions"]),
        tuple(int(w) for w in data["winners"]), str(data["win_type"]), int(data["rounds"]),
        _optional_int(data["first_blood"]), _optional_int(data["first_demolition"]),
        tuple(Hex.parse(h) for h in data["fired_from"]),
        tuple(Hex.parse(h) for h in data["destroyed_at"]),
        int(data["deal"]), int(data["rotation"]),
        tuple(tuple(float(x) for x in row) for row in data["luck"]))


def _optional_int(x: Any) -> int | None:
    return None if x is None else int(x)


# -- the results file --------------------------------------------------------------------------

class ResultsFile:
    """A sweep's finished games, one JSON line each, appended as they finish."""

    def __init__(self, path: Path, header: dict[str, Any]) -> None:
        self.path = path
        self.header = header

    def load(self) -> dict[str, dict[int, GameRecord]]:
        """The games already finished, by map key and index (none when there is no file).
        Raises :class:`ResultsFileError` for another sweep's file or one that is not a
        results file."""
        found: dict[str, dict[int, GameRecord]] = {}
        if not self.path.exists():
            return found
        if not self.path.is_file():
            raise ResultsFileError(f"{self.path}: not a regular file")
        data = self.path.read_bytes()
        if not data:
            return found
        whole = data.endswith(b"\n")
        lines = data.split(b"\n")
        if not lines[-1]:
            lines.pop()
        try:
            head = json.loads(lines[0])
        except ValueError:
            head = None
        self._refuse_lone_surrogate(head, 1)
        if not isinstance(head, dict) or head.get("format") != RESULTS_FORMAT:
            raise ResultsFileError(f"{self.path}:1: not a playtest results file (its first line"
                                   f" should say \"format\": \"{RESULTS_FORMAT}\")")
        for field in ("version", "seed", "bot", "design", "catalog"):
            if head.get(field) != self.header[field]:
                raise ResultsFileError(
                    f"{self.path}:1: made with {field} {head.get(field)!r}, not"
                    f" {self.header[field]!r}; use another results file or the same options")
        for n, line in enumerate(lines[1:], start=2):
            try:
                entry = json.loads(line)
                self._refuse_lone_surrogate(entry, n)
                record = record_from_json(entry["record"])
                key = str(entry["map"])
            except ResultsFileError:
                raise
            except (ValueError, KeyError, TypeError, GkrError):
                if n == len(lines) and not whole:
                    break  # a torn last line: the writer was stopped mid-line
                raise ResultsFileError(f"{self.path}:{n}: not a game record") from None
            found.setdefault(key, {})[record.index] = record
        return found

    def _refuse_lone_surrogate(self, value: Any, line: int) -> None:
        where = lone_surrogate_at(value)
        if where is not None:
            raise ResultsFileError(one_line(f"{self.path}:{line}: {where}: {LONE_SURROGATE}"))

    def open(self) -> _Appender:
        return _Appender(self.path, self.header)


class _Appender:
    """Appends game lines to a results file, after the header (a new file) or after the
    last whole line (a torn last line is cut off first)."""

    def __init__(self, path: Path, header: dict[str, Any]) -> None:
        data = path.read_bytes() if path.exists() else b""
        self.file = path.open("r+b" if data else "wb")
        if data:
            self.file.truncate(data.rfind(b"\n") + 1)
            self.file.seek(0, os.SEEK_END)
        else:
            self.file.write(json.dumps(header).encode() + b"\n")
        self.file.flush()

    def add(self, key: str, record: GameRecord) -> None:
        line = json.dumps({"map": key, "record": record_to_json(record)})
        self.file.write(line.encode() + b"\n")
        self.file.flush()

    def close(self) -> None:
        self.file.close()


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
              progress: Progress | None = None) -> SweepResult:
    """Play ``games`` games of each map (whole deals in a duplicate sweep) and return each
    map's statistics. ``scheduler``: ``None`` for the built-in pool of ``workers``
    processes, ``"local"`` for a local Dask cluster of ``workers`` processes, or a Dask
    scheduler's address. Ctrl+C (``KeyboardInterrupt``) stops the sweep; the result then
    covers the games finished, marked cancelled, and the results file keeps them."""
    if games < 1:
        raise PlaytestError(f"play at least 1 game, not {games}")
    cat = catalog or standin_catalog()
    header = {"format": RESULTS_FORMAT, "version": RESULTS_VERSION, "seed": seed, "bot": bot,
              "design": design, "catalog": cat.name}
    by_key = {m.key: m for m in maps}
    done: dict[str, dict[int, GameRecord]] = {m.key: {} for m in maps}
    store = ResultsFile(results, header) if results is not None else None
    resumed = 0
    if store is not None:
        for key, recs in store.load().items():
            if key in done:
                wanted = game_indexes(by_key[key].game_map, games, design)
                kept = {i: r for i, r in recs.items() if i in wanted}
                done[key].update(kept)
                resumed += len(kept)
    todo = [(m.key, i) for m in maps for i in game_indexes(m.game_map, games, design)
            if i not in done[m.key]]
    total = resumed + len(todo)
    cancelled = False
    appender = store.open() if store is not None else None
    try:
        finished = resumed
        if progress and resumed:
            progress(finished, total)
        if scheduler is None:
            stream = _pool_stream(maps, todo, seed, bot, catalog, design, workers)
        else:
            stream = _dask_stream(maps, todo, seed, bot, catalog, design, workers, scheduler)
        try:
            for key, record in stream:
                done[key][record.index] = record
                if appender is not None:
                    appender.add(key, record)
                finished += 1
                if progress:
                    progress(finished, total)
        except KeyboardInterrupt:
            cancelled = True
        finally:
            stream.close()
    finally:
        if appender is not None:
            appender.close()
    out = []
    for m in maps:
        played = list(done[m.key].values())
        short = len(played) < len(game_indexes(m.game_map, games, design))
        out.append((m.key, summarise(m.game_map, cat, bot, seed, games, played, short,
                                     design=design)))
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
    return key, play_game(maps[key], i, seed, bot, catalog, design)


def _dask_stream(maps: Sequence[SweepMap], todo: list[Task], seed: int, bot: str,
                 catalog: Catalog | None, design: str, workers: int, scheduler: str) -> Stream:
    """The games of ``todo`` played on a Dask cluster, one task per game."""
    try:
        # Dask is an optional extra with no type information: used as a plain module
        dask: Any = importlib.import_module("distributed")
    except ImportError:
        raise ClusterError(f"--scheduler needs Dask: {CLUSTER_HINT}") from None
    cluster = None
    try:
        if scheduler == "local":
            cluster = dask.LocalCluster(n_workers=max(1, workers), threads_per_worker=1,
                                        processes=True, dashboard_address=None)
            client = dask.Client(cluster)
        else:
            client = dask.Client(scheduler, timeout=10)
    except (OSError, TimeoutError, ValueError) as e:
        if cluster is not None:
            cluster.close()
        raise ClusterError(f"cannot reach the Dask scheduler at {scheduler}: {e}") from None
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
