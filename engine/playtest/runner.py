"""Running a batch of self-play games, in this process or in worker processes.

Each game is a pure function of the map, the catalog, the bot kind, the batch's
seed and design, and the game's index (:func:`~engine.playtest.games.play_game`),
so the games can be shared out among processes in any way: the result is the same
whatever the number of workers. The work goes out in small fixed chunks of
consecutive *units* — deals in a duplicate batch (every rotation of a deal is
played by the same task), games in an independent one; ``progress(done, total)``
is called in the calling thread as games finish, ``partial(result)`` with the
statistics of the units finished so far in order, and ``should_stop()`` is asked
between games (and every tenth of a second while waiting for workers): when it
answers true the workers are stopped and the result covers the games finished,
marked ``cancelled``.

With ``until_verdict`` the batch stops as soon as its sequential test decides
(:func:`engine.playtest.sequential.judge`, looked at after every unit from
:data:`~engine.playtest.stats.MIN_UNITS_SEQUENTIAL` on), or at its cap of games. The
verdict is read on the units finished *in order*, so where a batch stops — and so
its result — does not depend on which worker finished first.

Workers are started with the ``spawn`` method, which is safe from a program
with threads (a GUI): each worker imports the engine afresh.
"""

from __future__ import annotations

from typing import Callable

from engine.bots import BOT_KINDS, DEFAULT_BOT, UnknownBotError
from engine.bots.round_limit import require_round_limit
from engine.core.errors import GameSetupError, GkrError, MapError
from engine.game.achievements import check_board
from engine.game.catalog import Catalog, standin_catalog
from engine.game.pilots import check_pilots
from engine.game.state import GameConfig
from engine.mapmodel.model import GameMap, playable_problems
from engine.playtest.games import DEFAULT_DESIGN, DESIGNS, GameRecord, play_game
from engine.playtest.pool import BatchCollector, WarmPool, one_shot_pool
from engine.playtest.result import PlaytestResult, summarise
from engine.playtest.sequential import VerdictTest, judge
from engine.playtest.stats import DEFAULT_MARGIN, MIN_UNITS_SEQUENTIAL, Unit, units_of

Progress = Callable[[int, int], None]
StopCheck = Callable[[], bool]
Partial = Callable[[PlaytestResult], None]

CHUNK = 8
"""Games per task sent to a worker at most."""
UNTIL_VERDICT_GAMES = 20_000
"""Games a batch that stops at its verdict plays at most when no number is given: in the
simulations of ``benchmarks/bench_verdict_errors.py`` even maps whose edge lies halfway
between F and E (the slowest) decide within it nearly always."""


HORIZON_UNITS = 500
"""The most units at which a batch that stops at its verdict tunes its confidence sequences
to be tightest (a quarter of its cap, up to this: about where its test decides)."""


class PlaytestError(GkrError, ValueError):
    """A batch that cannot be run as asked (no games, no workers…)."""


def chunks(units: int, workers: int, size: int = CHUNK) -> list[range]:
    """Consecutive ranges of unit indexes: about eight per worker, at most ``size`` units
    each.

    >>> [list(r) for r in chunks(5, 2)]
    [[0], [1], [2], [3], [4]]
    >>> [len(r) for r in chunks(1000, 2)][:3], len(chunks(1000, 2))
    ([8, 8, 8], 125)
    """
    step = max(1, min(size, units // (8 * workers)))
    return [range(i, min(units, i + step)) for i in range(0, units, step)]


class _Batch:
    """The games of a batch as they come in, its units in order, and when to stop."""

    def __init__(self, game_map: GameMap, per_unit: int, design: str, until_verdict: bool,
                 test: VerdictTest, horizon: int) -> None:
        self.game_map = game_map
        self.per_unit = per_unit
        self.design = design
        self.until_verdict = until_verdict
        self.test = test
        self.horizon = horizon
        self.by_unit: dict[int, list[GameRecord]] = {}
        self.done = 0
        """Games finished."""
        self.ordered: list[Unit] = []
        """The units finished in order, from the first."""
        self.decided_at: int | None = None
        """Units after which the verdict was clear (``until_verdict``)."""

    def add(self, records: list[GameRecord]) -> bool:
        """Take a task's games; whether the batch's verdict is now clear."""
        for r in records:
            self.by_unit.setdefault(r.index // self.per_unit, []).append(r)
        self.done += len(records)
        players = self.game_map.players
        while self.decided_at is None:
            games = self.by_unit.get(len(self.ordered))
            if games is None or len(games) < self.per_unit:
                break
            self.ordered.extend(units_of(games, players, self.design))
            n = len(self.ordered)
            if self.until_verdict and n >= MIN_UNITS_SEQUENTIAL:
                judged = judge(self.ordered, self.game_map.starts, self.test,
                               sequential=True, horizon=self.horizon)
                if judged.verdict != "unclear":
                    self.decided_at = n
        return self.decided_at is not None

    def records(self, prefix_only: bool) -> list[GameRecord]:
        """The games of the units finished in order (``prefix_only``), or of every unit."""
        if prefix_only:
            units = range(self.decided_at if self.decided_at is not None
                          else len(self.ordered))
            return [r for u in units for r in self.by_unit[u]]
        return [r for games in self.by_unit.values() for r in games]


def check_batch(game_map: GameMap, workers: int, bot: str) -> None:
    """What every batch needs: 1 worker or more, a known bot kind, a playable map.
    Raises :class:`PlaytestError`, :class:`~engine.bots.UnknownBotError` or
    :class:`~engine.core.errors.MapError`."""
    if workers < 1:
        raise PlaytestError(f"use at least 1 worker, not {workers}")
    if bot not in BOT_KINDS:
        raise UnknownBotError(f"no bot called {bot!r}; choose one of"
                              f" {', '.join(sorted(BOT_KINDS))}")
    problems = playable_problems(game_map)
    if problems:
        raise MapError(problems)


def check_options(config: GameConfig, catalog: Catalog, game_map: GameMap) -> None:
    """Raise :class:`PlaytestError` when a batch's options cannot be played (a mode other
    than standard, no round limit, pilots the catalog lacks, an unknown board side): one
    line, before any game starts."""
    if config.mode != "standard":
        raise PlaytestError(f"mode {config.mode!r}: this batch plays standard games; the solo"
                            " and 2v2 playtests have their own")
    try:
        require_round_limit(config)
        check_board(config)
        check_pilots(config, catalog, tuple(f.id for f in catalog.factions))
    except GameSetupError as e:
        raise PlaytestError(str(e)) from None


def run_playtest(game_map: GameMap, games: int | None, seed: int, *, workers: int = 1,
                 bot: str = DEFAULT_BOT, catalog: Catalog | None = None,
                 design: str = DEFAULT_DESIGN, until_verdict: bool = False,
                 margin: float = DEFAULT_MARGIN, fair_within: float | None = None,
                 progress: Progress | None = None,
                 should_stop: StopCheck | None = None, partial: Partial | None = None,
                 pool: WarmPool | None = None, config: GameConfig | None = None
                 ) -> PlaytestResult:
    """Play ``games`` games of ``game_map`` with ``bot`` bots in every seat and return the
    statistics.

    A duplicate batch plays whole deals (``players`` games each), at least the games
    asked for. With ``until_verdict`` it stops as soon as its sequential test decides
    between "every seat within ±``fair_within``" (default: half the margin) and "some
    seat beyond ±``margin``" (win-rate differences, 0.05 = 5 points;
    :mod:`engine.playtest.sequential`), ``games`` being the most it plays (``None``:
    :data:`UNTIL_VERDICT_GAMES`). A fixed-size batch is judged at ``margin``.

    Raises :class:`PlaytestError` for fewer than 1 game or worker, an unknown design,
    a margin outside (0, 1) or a ``fair_within`` outside [0, margin),
    :class:`~engine.bots.UnknownBotError` for an unknown bot
    kind and :class:`~engine.core.errors.MapError` for a map that cannot be played.

    With a warm ``pool`` (:class:`~engine.playtest.pool.WarmPool`) the games run in its
    worker processes — even with one worker, so a program with a user interface keeps
    its own thread free — and the processes stay alive for the next batch.

    ``config`` sets the advanced options of every game (``GameConfig(pilots=True,
    achievements="alternate")``; its factions are the batch's lineup); it must be a
    standard game (the solo and 2v2 playtests are :mod:`engine.playtest.solo` and
    :mod:`engine.playtest.teams`).

    >>> from engine.files.mapfile import load_map
    >>> from engine.files.resources import builtin_map_path
    >>> m = load_map(builtin_map_path("final-stand"))
    >>> seen = []
    >>> r = run_playtest(m, 4, seed=1, bot="solo", progress=lambda d, t: seen.append(d))
    >>> r.games, r.deals, seen, sum(s.wins for s in r.seats)
    (4, 2, [1, 2, 3, 4], 4.0)
    >>> run_playtest(m, 0, seed=1)
    Traceback (most recent call last):
    ...
    engine.playtest.runner.PlaytestError: play at least 1 game, not 0
    """
    if games is None:
        games = UNTIL_VERDICT_GAMES if until_verdict else 0
    if games < 1:
        raise PlaytestError(f"play at least 1 game, not {games}")
    if design not in DESIGNS:
        raise PlaytestError(f"no design called {design!r}; choose one of {', '.join(DESIGNS)}")
    test = VerdictTest.at(margin, fair_within)
    problem = test.problem()
    if problem:
        raise PlaytestError(problem)
    check_batch(game_map, workers, bot)
    cat = catalog or standin_catalog()
    if config is not None:
        check_options(config, cat, game_map)
    per_unit = game_map.players if design == "duplicate" else 1
    units = -(-games // per_unit)
    horizon = max(MIN_UNITS_SEQUENTIAL, min(units // 4, HORIZON_UNITS))
    batch = _Batch(game_map, per_unit, design, until_verdict, test, horizon)
    stop = should_stop or (lambda: False)
    tasks = chunks(units, workers, 2 if until_verdict else max(1, CHUNK // per_unit))
    job = _Job(game_map, seed, bot, catalog, design, per_unit, config)

    def report() -> None:
        if partial:
            partial(summary(prefix_only=True))

    def summary(prefix_only: bool, cancelled: bool = False, final: bool = False
                ) -> PlaytestResult:
        decided = batch.decided_at is not None
        return summarise(game_map, cat, bot, seed, games, batch.records(prefix_only),
                         cancelled, design=design, margin=margin, sequential=until_verdict,
                         horizon=horizon, stopped_early=decided and batch.decided_at != units,
                         config=config, test=test, final=final)

    if pool is not None:
        cancelled = _run_in_pool(pool, job, tasks, batch, progress, stop, units * per_unit,
                                 report, workers)
    elif workers == 1 or len(tasks) == 1:
        cancelled = _run_here(job, tasks, batch, progress, stop, units * per_unit, report)
    else:
        cancelled = _run_in_workers(job, tasks, batch, progress, stop, units * per_unit,
                                    report, min(workers, len(tasks)))
    return summary(prefix_only=not cancelled, cancelled=cancelled, final=True)


class _Job:
    """What every task of a batch shares: the map, seed, bot, catalog and design."""

    def __init__(self, game_map: GameMap, seed: int, bot: str, catalog: Catalog | None,
                 design: str, per_unit: int, config: GameConfig | None = None) -> None:
        self.game_map = game_map
        self.seed = seed
        self.bot = bot
        self.catalog = catalog
        self.design = design
        self.per_unit = per_unit
        self.config = config

    def games(self, span: range) -> range:
        """The game indexes of a range of units."""
        return range(span.start * self.per_unit, span.stop * self.per_unit)

    def play(self, index: int) -> GameRecord:
        return play_game(self.game_map, index, self.seed, self.bot, self.catalog, self.design,
                         self.config)


def _run_here(job: _Job, tasks: list[range], batch: _Batch, progress: Progress | None,
              stop: StopCheck, total: int, report: Callable[[], None]) -> bool:
    with BatchCollector() as collector:
        for task in tasks:
            records: list[GameRecord] = []
            for i in job.games(task):
                if stop():
                    batch.add(records)
                    return True
                records.append(job.play(i))
                collector.game_done()
                if progress:
                    progress(batch.done + len(records), total)
            decided = batch.add(records)
            report()
            if decided:
                return False
    return False


def _run_in_workers(job: _Job, tasks: list[range], batch: _Batch, progress: Progress | None,
                    stop: StopCheck, total: int, report: Callable[[], None], workers: int
                    ) -> bool:
    """A batch on worker processes started for it alone: a :class:`WarmPool` used once,
    so a worker that dies (also while starting) is reported as a :class:`PoolError`."""
    if stop():
        return True
    with one_shot_pool(workers) as pool:
        return _run_in_pool(pool, job, tasks, batch, progress, stop, total, report, workers)


def _run_in_pool(pool: WarmPool, job: _Job, tasks: list[range], batch: _Batch,
                 progress: Progress | None, stop: StopCheck, total: int,
                 report: Callable[[], None], workers: int) -> bool:
    spans = [job.games(t) for t in tasks]
    finished = 0
    for _span, records in pool.run(play_indexed, job, spans, workers, stop):
        finished += 1
        decided = batch.add(records)
        if progress:
            progress(batch.done, total)
        report()
        if decided:
            return False
    return finished < len(spans)


def play_indexed(job: _Job, index: int) -> GameRecord:
    """Game ``index`` of a batch (a pool's task)."""
    return job.play(index)
