"""The one runner of batch self-play: a mode's games, in this process or in worker processes.

A batch is run the same way whatever its mode (:mod:`engine.playtest.modes`: standard,
advanced play, 2v2, shifting alliances, solo): :func:`run_batch` asks the mode how many
games make a unit and plays the units' games. Each game is a pure function of the map,
the catalog, the bot kind, the batch's seed and design, and the game's index, so the
games can be shared out among processes in any way: the result is the same whatever
the number of workers. The work goes out in small fixed chunks of consecutive *units* —
deals in a duplicate batch (every rotation of a deal is played by the same task), games
(or rounds of starts) in an independent one; ``progress(done, total)`` is called in the
calling thread as games finish, ``partial(result)`` with the result of the units
finished so far in order, and ``should_stop()`` is asked between games (and every tenth
of a second while waiting for workers): when it answers true the workers are stopped
and the result covers the games finished, marked ``cancelled``.

With ``until_verdict`` the batch stops as soon as its sequential test decides
(:func:`engine.verdicts.sides.judge_sides` on the mode's sides, its sums kept up to date
unit by unit by :class:`~engine.verdicts.running_test.RunningTest`, looked at
after every unit from :data:`~engine.verdicts.stats.MIN_UNITS_SEQUENTIAL` on), or at its
cap of games. The
verdict is read on the units finished *in order*, so where a batch stops — and so its
result — does not depend on which worker finished first.

Workers are started with the ``spawn`` method, which is safe from a program
with threads (a GUI): each worker imports the engine afresh.
"""

from __future__ import annotations

from typing import Any, Callable, Generator, Protocol, Sequence, TypeVar

from engine.bots import BOT_KINDS, DEFAULT_BOT, UnknownBotError
from engine.core.errors import GkrError, MapError
from engine.core.messages import _
from engine.game.catalog import Catalog
from engine.game.catalog_file import standin_catalog
from engine.game.state import GameConfig
from engine.mapmodel.model import GameMap, playable_problems
from engine.playtest.modes import Mode, ModeError, StandardMode
from engine.playtest.pool import BatchCollector, WarmPool, one_shot_pool
from engine.selfplay.deals import DEFAULT_DESIGN, DESIGNS
from engine.selfplay.game_record import KeptGame
from engine.selfplay.games import play_batch_game
from engine.verdicts.result import PlaytestResult
from engine.verdicts.running_test import RunningTest
from engine.verdicts.sequential import UNDECIDED, VerdictTest
from engine.verdicts.sides import BatchFacts, BatchResult, judge_sides
from engine.verdicts.stats import DEFAULT_MARGIN, MIN_UNITS_SEQUENTIAL, Unit

ResultT = TypeVar("ResultT", bound=BatchResult)
Progress = Callable[[int, int], None]
StopCheck = Callable[[], bool]
Partial = Callable[[Any], None]
Played = tuple[int, Any]
"""A finished game: its index in the batch and its record."""

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


KeepGame = Callable[[int, KeptGame | None], None]
"""Takes each finished game to keep: its index and its actions (``--save-games``)."""


class _Batch:
    """The games of a batch as they come in, its units in order, and when to stop."""

    def __init__(
        self,
        mode: Mode[Any],
        game_map: GameMap,
        per_unit: int,
        design: str,
        until_verdict: bool,
        test: VerdictTest,
        horizon: int,
    ) -> None:
        self.mode = mode
        self.game_map = game_map
        self.labels = [s.label for s in mode.sides(game_map)]
        self.per_unit = per_unit
        self.design = design
        self.until_verdict = until_verdict
        self.test = test
        self.horizon = horizon
        self.by_unit: dict[int, list[Played]] = {}
        self.done = 0
        """Games finished."""
        self.ordered: list[Unit] = []
        """The units finished in order, from the first."""
        self.decided_at: int | None = None
        """Units after which the verdict was clear (``until_verdict``)."""
        self.running = RunningTest(len(self.labels))
        """The verdict's test on the units so far, kept up to date unit by unit."""
        self.keep: KeepGame | None = None
        """Takes each game's kept actions, when the games come with them (:class:`_Job`)."""
        self.held: dict[int, KeptGame | None] = {}
        """Kept games not yet handed to :attr:`keep`: a game's actions go to it when the
        game counts in the result (:meth:`hand_over`), so a batch that stops at its verdict
        keeps none of the games its workers played after it."""

    def add(self, played: Sequence[Played]) -> bool:
        """Take a task's games; whether the batch's verdict is now clear."""
        for index, record in played:
            if self.keep is not None:
                record, kept = record
                self.held[index] = kept
            self.by_unit.setdefault(index // self.per_unit, []).append((index, record))
        self.done += len(played)
        while self.decided_at is None:
            games = self.by_unit.get(len(self.ordered))
            if games is None or len(games) < self.per_unit:
                break
            self.hand_over([index for index, _record in games])
            units = self.mode.units(self.game_map, _in_order(games), self.design)
            self.ordered.extend(units)
            self.running.add(units)
            n = len(self.ordered)
            if self.until_verdict and n >= MIN_UNITS_SEQUENTIAL:
                if (
                    judge_sides(
                        self.ordered,
                        self.labels,
                        self.test,
                        sequential=True,
                        horizon=self.horizon,
                        running=self.running,
                    ).verdict
                    != UNDECIDED
                ):
                    self.decided_at = n
        return self.decided_at is not None

    def hand_over(self, indexes: Sequence[int]) -> None:
        """Give :attr:`keep` the kept games of these indexes, in order (those held)."""
        if self.keep is not None:
            for index in sorted(indexes):
                if index in self.held:
                    self.keep(index, self.held.pop(index))

    def records(self, prefix_only: bool) -> list[Any]:
        """The records of the units finished in order (``prefix_only``), or of every unit,
        in the order of the games' indexes."""
        if prefix_only:
            units = range(self.decided_at if self.decided_at is not None else len(self.ordered))
            return _in_order([p for u in units for p in self.by_unit[u]])
        return _in_order([p for games in self.by_unit.values() for p in games])


def _in_order(played: list[Played]) -> list[Any]:
    return [record for _index, record in sorted(played, key=lambda p: p[0])]


def check_batch(game_map: GameMap, workers: int, bot: str) -> None:
    """What every batch needs: 1 worker or more, a known bot kind, a playable map.
    Raises :class:`PlaytestError`, :class:`~engine.bots.UnknownBotError` or
    :class:`~engine.core.errors.MapError`."""
    if workers < 1:
        raise PlaytestError(_("use at least 1 worker, not {workers}").format(workers=workers))
    if bot not in BOT_KINDS:
        raise UnknownBotError(
            _("no bot called {kind!r}; choose one of {kinds}").format(
                kind=bot, kinds=", ".join(sorted(BOT_KINDS))
            )
        )
    problems = playable_problems(game_map)
    if problems:
        raise MapError(problems)


def check_options(
    mode: Mode[Any],
    game_map: GameMap,
    catalog: Catalog,
    games: int,
    design: str,
    test: VerdictTest,
    workers: int,
    bot: str,
) -> None:
    """The one place a batch's options are checked, before any game starts: the number
    of games, the design, the verdict's test (its margins), the workers, the bot, the map,
    and what the mode asks of them (:meth:`Mode.check`). Raises :class:`PlaytestError` (one line),
    :class:`~engine.bots.UnknownBotError` or :class:`~engine.core.errors.MapError`."""
    if games < 1:
        raise PlaytestError(_("play at least 1 game, not {games}").format(games=games))
    if design not in DESIGNS:
        raise PlaytestError(
            _("no design called {design!r}; choose one of {designs}").format(
                design=design, designs=", ".join(DESIGNS)
            )
        )
    problem = test.problem()
    if problem:
        raise PlaytestError(problem)
    check_batch(game_map, workers, bot)
    try:
        mode.check(game_map, catalog)
    except ModeError as e:
        raise PlaytestError(str(e)) from None


def run_batch(
    mode: Mode[ResultT],
    game_map: GameMap,
    games: int | None,
    seed: int,
    *,
    workers: int = 1,
    bot: str = DEFAULT_BOT,
    catalog: Catalog | None = None,
    design: str = DEFAULT_DESIGN,
    until_verdict: bool = False,
    margin: float = DEFAULT_MARGIN,
    fair_within: float | None = None,
    progress: Progress | None = None,
    should_stop: StopCheck | None = None,
    partial: Partial | None = None,
    pool: WarmPool | None = None,
    keep_games: KeepGame | None = None,
) -> ResultT:
    """Play a batch of ``mode`` on ``game_map`` with ``bot`` bots and return the mode's
    result, its verdict on the mode's sides included.

    The batch plays whole units (a duplicate batch whole deals), at least the games asked
    for (what ``games`` counts is the mode's: games per number of opponents in a solo
    batch). With ``until_verdict`` it stops as soon as its sequential test decides between
    "every side within ±``fair_within``" (default: half the margin) and "some side beyond
    ±``margin``" (win-rate differences, 0.05 = 5 points; :mod:`engine.verdicts.sequential`),
    ``games`` being the most it plays (``None``: :data:`UNTIL_VERDICT_GAMES`). A fixed-size
    batch is judged at ``margin``.

    Raises what :func:`check_options` raises. With a warm ``pool``
    (:class:`~engine.playtest.pool.WarmPool`) the games run in its worker processes —
    even with one worker, so a program with a user interface keeps its own thread
    free — and the processes stay alive for the next batch.

    With ``keep_games`` the workers send each game's actions back with its record, and
    ``keep_games(index, game)`` is called in the calling thread as games finish
    (:mod:`engine.playtest.kept_games`); without it they send the records alone.
    """
    if games is None:
        games = UNTIL_VERDICT_GAMES if until_verdict else 0
    cat = catalog or standin_catalog()
    test = VerdictTest.at(margin, fair_within)
    check_options(mode, game_map, cat, games, design, test, workers, bot)
    per_unit = mode.unit_size(game_map, design)
    units = mode.units_for(game_map, games, design)
    horizon = max(MIN_UNITS_SEQUENTIAL, min(units // 4, HORIZON_UNITS))
    batch = _Batch(mode, game_map, per_unit, design, until_verdict, test, horizon)
    stop = should_stop or (lambda: False)
    tasks = chunks(units, workers, 2 if until_verdict else max(1, CHUNK // per_unit))
    job = _Job(mode, game_map, seed, bot, catalog, design, per_unit, keep_games is not None)
    batch.keep = keep_games
    total = units * per_unit

    def report() -> None:
        if partial:
            partial(summary(prefix_only=True))

    def summary(prefix_only: bool, cancelled: bool = False, final: bool = False) -> ResultT:
        decided = batch.decided_at is not None
        facts = BatchFacts(
            seed,
            bot,
            games,
            cancelled,
            design,
            test,
            until_verdict,
            horizon,
            decided and batch.decided_at != units,
            final,
        )
        return mode.summarise(game_map, cat, batch.records(prefix_only), facts)

    cancelled = run_tasks(
        job,
        tasks,
        batch,
        total,
        workers=workers,
        progress=progress,
        should_stop=stop,
        report=report,
        pool=pool,
    )
    if cancelled:  # a cancelled batch's result counts every game it finished
        batch.hand_over(list(batch.held))
    return summary(prefix_only=not cancelled, cancelled=cancelled, final=True)


def run_playtest(
    game_map: GameMap,
    games: int | None,
    seed: int,
    *,
    workers: int = 1,
    bot: str = DEFAULT_BOT,
    catalog: Catalog | None = None,
    design: str = DEFAULT_DESIGN,
    until_verdict: bool = False,
    margin: float = DEFAULT_MARGIN,
    fair_within: float | None = None,
    progress: Progress | None = None,
    should_stop: StopCheck | None = None,
    partial: Partial | None = None,
    pool: WarmPool | None = None,
    config: GameConfig | None = None,
    keep_games: KeepGame | None = None,
) -> PlaytestResult:
    """A standard batch (:class:`~engine.playtest.modes.StandardMode`, ``config`` its
    advanced play): :func:`run_batch` with every seat for itself.

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
    return run_batch(
        StandardMode(config),
        game_map,
        games,
        seed,
        workers=workers,
        bot=bot,
        catalog=catalog,
        design=design,
        until_verdict=until_verdict,
        margin=margin,
        fair_within=fair_within,
        progress=progress,
        should_stop=should_stop,
        partial=partial,
        pool=pool,
        keep_games=keep_games,
    )


class _Job:
    """What every task of a batch shares: the mode, map, seed, bot, catalog and design."""

    def __init__(
        self,
        mode: Mode[Any],
        game_map: GameMap,
        seed: int,
        bot: str,
        catalog: Catalog | None,
        design: str,
        per_unit: int,
        keep: bool = False,
    ) -> None:
        self.mode = mode
        self.game_map = game_map
        self.seed = seed
        self.bot = bot
        self.catalog = catalog
        self.design = design
        self.per_unit = per_unit
        self.keep = keep
        """Whether each game's actions come back with its record."""

    def games(self, span: range) -> range:
        """The game indexes of a range of units."""
        return range(span.start * self.per_unit, span.stop * self.per_unit)

    def play(self, index: int) -> Any:
        """Game ``index``'s record, or (record, kept game) when the job keeps its games."""
        record, kept = play_batch_game(
            self.game_map,
            self.mode.deal(self.game_map, index, self.seed, self.bot, self.catalog, self.design),
            self.catalog,
            self.keep,
        )
        return (record, kept) if self.keep else record


# -- playing a list of tasks: here, on workers of their own, on a warm pool, elsewhere ----------


class Games(Protocol):
    """What the runner plays (it goes to the worker processes): the games of a task, and
    game ``index`` played to its end (its record)."""

    def games(self, task: range) -> range: ...

    def play(self, index: int) -> Any: ...


class Sink(Protocol):
    """Where finished games go: ``add`` takes a task's games (or, played here, one game at
    a time) and answers whether to stop; ``done`` counts the games taken."""

    done: int

    def add(self, played: Sequence[Played]) -> bool: ...


Finished = Generator[tuple[range, list[Any]], None, None]
"""Spans of games as they finish, with their records (closed when the runner stops
taking them: the games still running are cancelled)."""
Remote = Callable[[Games, list[range]], Finished]
"""Plays spans of games somewhere else (a cluster) and yields them as they finish."""


def run_tasks(
    job: Games,
    tasks: list[range],
    sink: Sink,
    total: int,
    *,
    workers: int = 1,
    progress: Progress | None = None,
    should_stop: StopCheck | None = None,
    report: Callable[[], None] = lambda: None,
    pool: WarmPool | None = None,
    remote: Remote | None = None,
) -> bool:
    """The one loop of batch self-play: play the games of ``tasks`` — on ``remote``, on a
    warm ``pool``, here (one worker or one task) or on ``workers`` processes started for
    them — putting them in ``sink`` as they finish, calling ``progress(sink.done, total)``
    and then ``report()``, until the tasks are done, the sink says stop, or
    ``should_stop()`` answers true. Returns whether it was stopped that way (cancelled).
    Games played here run with the cyclic collector on a batch's schedule
    (:class:`~engine.playtest.pool.BatchCollector`), as they do in the workers. A
    ``KeyboardInterrupt`` (from ``progress`` too) stops the workers and propagates, the
    games finished being in the sink."""
    stop = should_stop or (lambda: False)
    if remote is not None:
        return _take(
            remote(job, [job.games(t) for t in tasks]), len(tasks), sink, progress, total, report
        )
    if pool is not None:
        return _run_in_pool(pool, job, tasks, sink, progress, stop, total, report, workers)
    if workers == 1 or len(tasks) == 1:
        return _run_here(job, tasks, sink, progress, stop, total, report)
    return _run_in_workers(
        job, tasks, sink, progress, stop, total, report, min(workers, len(tasks))
    )


def _run_here(
    job: Games,
    tasks: list[range],
    sink: Sink,
    progress: Progress | None,
    stop: StopCheck,
    total: int,
    report: Callable[[], None],
) -> bool:
    with BatchCollector() as collector:
        for task in tasks:
            decided = False
            for i in job.games(task):
                if stop():
                    return True
                decided = sink.add([(i, job.play(i))]) or decided
                collector.game_done()
                if progress:
                    progress(sink.done, total)
            report()
            if decided:
                return False
    return False


def _run_in_workers(
    job: Games,
    tasks: list[range],
    sink: Sink,
    progress: Progress | None,
    stop: StopCheck,
    total: int,
    report: Callable[[], None],
    workers: int,
) -> bool:
    """Tasks on worker processes started for them alone: a :class:`WarmPool` used once,
    so a worker that dies (also while starting) is reported as a :class:`PoolError`."""
    if stop():
        return True
    with one_shot_pool(workers) as pool:
        return _run_in_pool(pool, job, tasks, sink, progress, stop, total, report, workers)


def _run_in_pool(
    pool: WarmPool,
    job: Games,
    tasks: list[range],
    sink: Sink,
    progress: Progress | None,
    stop: StopCheck,
    total: int,
    report: Callable[[], None],
    workers: int,
) -> bool:
    spans = [job.games(t) for t in tasks]
    return _take(
        pool.run(play_indexed, job, spans, workers, stop), len(spans), sink, progress, total, report
    )


def _take(
    finished: Finished,
    spans: int,
    sink: Sink,
    progress: Progress | None,
    total: int,
    report: Callable[[], None],
) -> bool:
    """Spans as they finish, into ``sink``; whether fewer than ``spans`` came (stopped)."""
    taken = 0
    try:
        for span, records in finished:
            taken += 1
            decided = sink.add(list(zip(span, records)))
            if progress:
                progress(sink.done, total)
            report()
            if decided:
                return False
    finally:
        finished.close()
    return taken < spans


def play_indexed(job: Games, index: int) -> Any:
    """Game ``index`` of a batch (a pool's task)."""
    return job.play(index)
