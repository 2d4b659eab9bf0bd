"""A warm pool of playtest worker processes, started once and kept for many batches.

Starting a ``spawn`` worker costs a fresh interpreter that imports the engine and
builds its tables; a program that runs batch after batch (the studio, which
replays the map after every edit) should pay that once. A :class:`WarmPool`
starts its processes lazily, on the first batch that needs them, and keeps them
until :meth:`WarmPool.close` (or the program's exit).

A batch is a module-level function ``task(payload, index)`` run for a range of
indexes. The payload (the map, the seed, the bot…) is pickled once per batch and
sent to each worker with its first task of the batch; the worker keeps it for the
batch's later tasks. Cancelling a batch (``should_stop()`` answering true, or a
newer batch on the same pool) is seen by the workers between two items, through
a shared counter, so the processes stay alive and the next batch starts at once.
Each task carries the caller's language (:func:`engine.core.messages.current_language`):
a text a worker words, an error's, reads in the language of the caller's other texts.

The pool serves one batch at a time; a second caller waits for the first batch
to end. Any thread may call :meth:`WarmPool.run` (the studio calls it from a
worker thread): the results come back in the calling thread.

>>> from engine.playtest.pool import WarmPool, square
>>> with WarmPool(2) as pool:
...     got = sorted(x for chunk in pool.run(square, 10, [range(0, 3), range(3, 5)], 2)
...                  for x in chunk[1])
...     again = sorted(x for chunk in pool.run(square, 1, [range(0, 2)], 1) for x in chunk[1])
...     started = pool.started
>>> got, again, started
([0, 10, 40, 90, 160], [0, 1], 2)
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import pickle
import signal
import sys
import threading
import time
import weakref
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import TYPE_CHECKING, Any, Callable, Generator, Iterator, Sequence

from engine.core.errors import GkrError, error_line
from engine.core.messages import _, current_language, set_language

if TYPE_CHECKING:  # ForkContext exists only where processes fork
    from multiprocessing.context import ForkContext, SpawnContext

POLL = 0.1
"""Seconds between checks of ``should_stop`` while waiting for the workers."""
JOIN = 2.0
"""Seconds a worker is given to leave at :meth:`WarmPool.close` before it is killed."""
WATCH = 1.0
"""Seconds between a worker's checks that the process that started it is still there."""
PR_SET_PDEATHSIG = 1
"""Linux ``prctl`` option: the signal a process gets when the thread that started it ends."""

Task = Callable[[Any, int], Any]
"""A module-level function ``task(payload, index)`` played in a worker."""


class PoolError(GkrError, RuntimeError):
    """The worker processes cannot run a batch (a worker died, the pool is closed…)."""


def square(payload: int, index: int) -> int:
    """A tiny task for examples and tests: ``payload × index²``."""
    return payload * index * index


@dataclass
class _Worker:
    process: BaseProcess
    conn: Connection
    batch: int = -1
    """The batch whose payload this worker holds."""
    busy: range | None = None
    """The span of its task under way."""


@dataclass
class _Batch:
    number: int
    task: Task
    blob: bytes
    queue: list[range] = field(default_factory=list)


class WarmPool:
    """Up to ``size`` worker processes, started on first use and kept between batches.

    ``run(task, payload, spans, workers)`` yields ``(span, results)`` as each span of
    indexes finishes, in the order they finish. Use it as a context manager, or
    call :meth:`close` (a pool left open is closed at the program's exit).
    """

    def __init__(self, size: int, *, niceness: int = 0, start_method: str = "spawn") -> None:
        """``niceness``: how much lower the workers' scheduling priority is than this
        process's (``os.nice``; ignored where the system has none). A program with a window
        gives its background games a lower priority so that its own thread stays
        responsive while they run; with nothing else to run they lose no speed.

        ``start_method``: how the workers start (:mod:`multiprocessing`): ``spawn``, a fresh
        interpreter that imports the engine, works in any program; ``fork`` starts them
        with the engine already imported, in a few milliseconds instead of a few tenths
        of a second, but only a program with one thread may fork (see
        :func:`one_shot_pool`)."""
        if size < 1:
            raise PoolError(_("a pool needs at least 1 worker, not {size}").format(size=size))
        self.size = size
        self.niceness = niceness
        if start_method not in ("spawn", "fork"):
            raise PoolError(f"workers start by 'spawn' or 'fork', not {start_method!r}")
        self.start_method = start_method
        self._ctx: SpawnContext | ForkContext = (
            multiprocessing.get_context("fork")
            if start_method == "fork"
            else multiprocessing.get_context("spawn")
        )
        self._cancelled = self._ctx.Value("q", -1, lock=False)
        """The newest batch number that is cancelled; workers stop items of batches ≤ it."""
        self._workers: list[_Worker] = []
        self._lock = threading.Lock()
        self._batches = 0
        self._closed = False
        self.started = 0
        """Worker processes started so far (a warm pool starts each once)."""
        weakref.finalize(self, _shutdown, self._workers)  # also runs at the program's exit

    def __enter__(self) -> WarmPool:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    @property
    def alive(self) -> int:
        """Worker processes running now."""
        return sum(1 for w in self._workers if w.process.is_alive())

    def warm_up(self, workers: int | None = None) -> None:
        """Start ``workers`` processes now (all of the pool's by default) instead of at
        the first batch."""
        with self._lock:
            self._ensure(min(self.size, workers or self.size))

    def run(
        self,
        task: Task,
        payload: object,
        spans: Sequence[range],
        workers: int = 1,
        should_stop: Callable[[], bool] | None = None,
    ) -> Generator[tuple[range, list[Any]], None, None]:
        """Run ``task(payload, i)`` for every ``i`` of every span on up to ``workers``
        processes; yield ``(span, results)`` as spans finish.

        When ``should_stop()`` answers true, or the caller stops iterating, the batch
        is cancelled: the workers drop its remaining items and the generator ends
        (the spans yielded so far are whole). Raises :class:`PoolError` when a worker
        dies or the pool is closed.
        """
        stop = should_stop or (lambda: False)
        with self._lock:
            if self._closed:
                raise PoolError(_("the worker pool is closed"))
            self._batches += 1
            batch = _Batch(self._batches, task, pickle.dumps(payload), list(spans))
            pool = self._ensure(max(1, min(workers, self.size, len(batch.queue) or 1)))
            try:
                yield from self._serve(batch, pool, stop)
            finally:
                self._cancel(batch, pool)

    def close(self) -> None:
        """Stop the workers (they finish the item under way); the pool cannot be used
        again."""
        with self._lock:
            self._closed = True
            self._cancelled.value = self._batches
            _shutdown(self._workers)

    # -- inside ---------------------------------------------------------------------------
    def _ensure(self, count: int) -> list[_Worker]:
        """The first ``count`` workers, starting those not running."""
        for i in range(count):
            if i < len(self._workers) and self._workers[i].process.is_alive():
                continue
            parent, child = self._ctx.Pipe()
            # a signal at the parent's death is tied to the thread that starts the worker:
            # only the main thread lives as long as the process
            on_main_thread = threading.current_thread() is threading.main_thread()
            process = self._ctx.Process(
                target=_serve_worker,
                args=(child, self._cancelled, self.niceness, os.getpid(), on_main_thread),
                name=f"gkr-playtest-{i + 1}",
                daemon=True,
            )
            process.start()
            child.close()
            self.started += 1
            worker = _Worker(process, parent)
            if i < len(self._workers):
                self._workers[i].conn.close()
                self._workers[i] = worker
            else:
                self._workers.append(worker)
        return self._workers[:count]

    def _send(self, worker: _Worker, batch: _Batch) -> None:
        span = batch.queue.pop(0)
        blob = batch.blob if worker.batch != batch.number else None
        worker.conn.send(
            (batch.number, blob, batch.task, span.start, span.stop, current_language())
        )
        worker.batch, worker.busy = batch.number, span

    def _serve(
        self, batch: _Batch, pool: list[_Worker], stop: Callable[[], bool]
    ) -> Iterator[tuple[range, list[Any]]]:
        for worker in pool:
            if batch.queue:
                self._send(worker, batch)
        while any(w.busy is not None for w in pool):
            if stop():
                return
            ready = wait([w.conn for w in pool if w.busy is not None], timeout=POLL)
            for worker in pool:
                if worker.conn not in ready:
                    continue
                span, results = self._receive(worker, batch)
                if batch.queue:
                    self._send(worker, batch)
                yield span, results

    def _receive(self, worker: _Worker, batch: _Batch) -> tuple[range, list[Any]]:
        try:
            number, results, error = worker.conn.recv()
        except (EOFError, OSError) as e:
            worker.busy = None
            worker.process.kill()
            raise PoolError(
                _("playtest worker {name} stopped (exit code {code})").format(
                    name=worker.process.name, code=worker.process.exitcode
                )
            ) from e
        span = worker.busy
        worker.busy = None
        assert span is not None and number == batch.number
        if error is not None:
            raise PoolError(
                _("a playtest task failed in {name}: {error}").format(
                    name=worker.process.name, error=error
                )
            )
        return span, results

    def _cancel(self, batch: _Batch, pool: list[_Worker]) -> None:
        """Drop the batch's queue and let the workers' items under way end (each stops
        at its next item) before the next batch goes out."""
        batch.queue.clear()
        self._cancelled.value = batch.number
        for worker in pool:
            if worker.busy is not None:
                try:
                    worker.conn.recv()
                except (EOFError, OSError):
                    worker.process.kill()
                worker.busy = None


def fork_is_safe() -> bool:
    """Whether this process may start workers by forking: on Linux, with one thread of
    Python, and no Qt loaded (Qt runs threads of its own that Python does not see)."""
    return (
        sys.platform.startswith("linux")
        and threading.active_count() == 1
        and "PySide6" not in sys.modules
        and "fork" in multiprocessing.get_all_start_methods()
    )


def one_shot_pool(size: int) -> WarmPool:
    """A pool for one batch of a program that runs a batch and leaves (the command line).

    Its workers are forked where that is safe (:func:`fork_is_safe`), so they start with
    the engine imported and the map loaded: a batch of a few seconds no longer spends a
    tenth of them starting interpreters. Elsewhere, and in the studio (whose pool stays
    warm anyway), they are spawned.
    """
    return WarmPool(size, start_method="fork" if fork_is_safe() else "spawn")


def _shutdown(workers: list[_Worker]) -> None:
    for worker in workers:
        try:
            worker.conn.send(None)
        except (OSError, ValueError):
            pass
    for worker in workers:
        worker.process.join(JOIN)
        if worker.process.is_alive():
            worker.process.kill()
            worker.process.join(JOIN)
        worker.conn.close()
    workers.clear()


GAMES_PER_COLLECTION = 1000
"""How many items (games) a batch runs between two full passes of the cyclic garbage
collector (:class:`BatchCollector`)."""


class BatchCollector:
    """The cyclic garbage collector's schedule while a batch of games is played.

    A game makes many short-lived objects and almost no reference cycles; what outlives
    it is kept on purpose for the next games (the tables of each layout of buildings,
    the bots' memos). The collector's automatic passes after each game walk those again
    and again and free almost nothing (about a tenth of the compiled engine's time), so
    inside ``with BatchCollector():`` they are off, and one full pass runs every
    ``every`` calls of :meth:`game_done`, which bounds the garbage that can pile up.
    Leaving the block switches the collector back on if it was on.

    >>> import gc
    >>> with BatchCollector(every=2) as collector:
    ...     inside = gc.isenabled()
    ...     collector.game_done(); collector.game_done()
    ...     passes = collector.passes
    >>> inside, passes, gc.isenabled()
    (False, 1, True)
    """

    def __init__(self, every: int = GAMES_PER_COLLECTION) -> None:
        self.every = max(1, every)
        self.passes = 0
        """Full passes run so far."""
        self._games = 0
        self._was_enabled = False

    def __enter__(self) -> BatchCollector:
        self._was_enabled = gc.isenabled()
        gc.disable()
        return self

    def game_done(self) -> None:
        """Count a finished game; every :attr:`every` games, run a full pass."""
        self._games += 1
        if self._games % self.every == 0:
            gc.collect()
            self.passes += 1

    def __exit__(self, *exc: object) -> None:
        if self._was_enabled:
            gc.enable()


def ignore_interrupts() -> None:
    """Make a worker process ignore SIGINT, so that Ctrl+C in a terminal does not print a
    traceback from every worker: the owner of the workers stops them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def die_with_parent(parent: int, signal_at_death: bool = True) -> None:
    """Make this worker process end when the process ``parent`` that started it ends,
    even when that one is killed (SIGKILL) and cannot stop its workers.

    Two guards: on Linux, ``prctl(PR_SET_PDEATHSIG, SIGKILL)`` (when ``signal_at_death``:
    the kernel sends it when the *thread* that started the worker ends, so only a worker
    started from the main thread asks for it); everywhere, a daemon thread that checks
    every :data:`WATCH` seconds that the worker's parent is still ``parent`` (an orphan is
    handed to another process) and ends the worker at once when it is not.
    """
    if signal_at_death and sys.platform.startswith("linux"):
        try:
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
        except (OSError, AttributeError):
            pass  # the watchdog below still ends the worker
    if os.getppid() != parent:  # the parent ended before the guard was set
        os._exit(1)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(WATCH)
        os._exit(1)

    threading.Thread(target=watch, name="gkr-parent-watch", daemon=True).start()


def _serve_worker(
    conn: Connection,
    cancelled: Any,
    niceness: int = 0,
    parent: int | None = None,
    signal_at_death: bool = True,
) -> None:
    """A worker's loop: take a task, run its items until done or cancelled, answer.

    The cyclic collector runs on a :class:`BatchCollector`'s schedule for the worker's
    life (a full pass every :data:`GAMES_PER_COLLECTION` items). After its first task
    the worker's long-lived objects — the tables of sight and the bots' memos, kept for
    the worker's life — are moved out of the collector's reach (:func:`gc.freeze`): its
    later full passes would walk them again and again and find nothing to free.

    A worker ignores Ctrl+C (:func:`ignore_interrupts`): the terminal sends it to the whole
    process group, and the program that owns the pool answers it by cancelling the batch
    and closing the pool, which stops the workers. A worker ends with the process
    ``parent`` that started it, even one killed outright (:func:`die_with_parent`).
    """
    if parent is not None:
        die_with_parent(parent, signal_at_death)
    ignore_interrupts()
    if niceness > 0 and hasattr(os, "nice"):
        os.nice(niceness)
    with BatchCollector() as collector:
        _serve(conn, cancelled, collector)


def _serve(conn: Connection, cancelled: Any, collector: BatchCollector) -> None:
    held: tuple[int, Any] = (-1, None)
    settled = False
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if message is None:
            return
        number, blob, task, start, stop, language = message
        if language != current_language():
            set_language(language)  # the caller's language: texts made here are shown there
        results: list[Any] = []
        error: str | None = None
        try:
            if blob is not None:
                held = (number, pickle.loads(blob))
            payload = held[1]
            for i in range(start, stop):
                if cancelled.value >= number:
                    break
                results.append(task(payload, i))
                collector.game_done()
        except Exception as e:  # noqa: BLE001 - reported to the caller, the worker lives on
            error = error_line(e)
        try:
            conn.send((number, results, error))
        except (OSError, ValueError):
            return
        if not settled:
            gc.collect()
            gc.freeze()
            settled = True
