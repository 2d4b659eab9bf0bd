"""The warm pool: the same games as without it, processes started once and kept between
batches, cancel without losing the workers, failures reported, a clean close."""

from __future__ import annotations

import json

import pytest

from engine.playtest import PoolError, WarmPool, run_playtest
from engine.playtest.pool import square
from tests.engine.game.helpers import the_map

FINAL_STAND = the_map("final-stand")


@pytest.fixture(scope="module")
def pool():
    with WarmPool(2) as p:
        yield p


def _fails(payload: int, index: int) -> int:
    if index == payload:
        raise ValueError(f"item {index} is bad")
    return index


def test_a_pool_plays_the_same_games_as_one_process(pool):
    alone = run_playtest(FINAL_STAND, 10, seed=7, bot="random")
    for workers in (1, 2):
        warm = run_playtest(FINAL_STAND, 10, seed=7, bot="random", workers=workers, pool=pool)
        assert json.dumps(warm.to_json()) == json.dumps(alone.to_json())


def test_the_second_batch_starts_no_process(pool):
    pool.warm_up()
    started = pool.started
    seen = []
    run_playtest(
        FINAL_STAND,
        6,
        seed=1,
        bot="random",
        workers=2,
        pool=pool,
        progress=lambda done, total: seen.append((done, total)),
    )
    run_playtest(FINAL_STAND, 6, seed=2, bot="solo", workers=2, pool=pool)
    assert pool.started == started == 2 and pool.alive == 2
    assert seen[-1] == (6, 6) and [d for d, _t in seen] == sorted(d for d, _t in seen)


def test_a_cancelled_batch_keeps_the_workers_and_the_next_batch_is_whole(pool):
    pool.warm_up()
    started = pool.started
    done = []
    result = run_playtest(
        FINAL_STAND,
        400,
        seed=1,
        bot="random",
        workers=2,
        pool=pool,
        progress=lambda d, t: done.append(d),
        should_stop=lambda: bool(done),
    )
    assert result.cancelled and 1 <= result.games < 400
    after = run_playtest(FINAL_STAND, 4, seed=5, bot="random", workers=2, pool=pool)
    assert not after.cancelled and after.games == 4
    assert after.to_json() == run_playtest(FINAL_STAND, 4, seed=5, bot="random").to_json()
    assert pool.started == started


def test_stopping_the_iteration_cancels_the_rest(pool):
    batches = pool.run(square, 3, [range(i, i + 1) for i in range(50)], 2)
    first = next(batches)
    batches.close()
    assert len(first[1]) == 1
    assert sorted(x for _s, r in pool.run(square, 1, [range(0, 4)], 2) for x in r) == [0, 1, 4, 9]


def test_a_failing_task_is_reported_and_the_pool_lives_on(pool):
    with pytest.raises(PoolError, match="item 3 is bad"):
        list(pool.run(_fails, 3, [range(0, 5)], 1))
    assert [r for _s, r in pool.run(_fails, 99, [range(0, 3)], 1)] == [[0, 1, 2]]


def _fails_at_length(payload: int, index: int) -> int:
    raise RuntimeError("\n    the first line says what\n\n    and the rest advises at length\n")


def test_a_task_error_over_several_lines_is_reported_in_one(pool):
    with pytest.raises(PoolError) as raised:
        list(pool.run(_fails_at_length, 0, [range(0, 1)], 1))
    message = str(raised.value)
    assert "\n" not in message and "advises" not in message
    assert message.endswith("RuntimeError: the first line says what")


def test_a_dead_worker_is_reported_and_replaced():
    with WarmPool(1) as pool:
        pool.warm_up()
        pool._workers[0].process.kill()
        pool._workers[0].process.join()
        # the dead worker is found before the batch and started again
        assert [r for _s, r in pool.run(square, 2, [range(1, 3)], 1)] == [[2, 8]]
        assert pool.started == 2


def test_a_closed_pool_refuses_work_and_leaves_no_process():
    pool = WarmPool(2)
    pool.warm_up()
    processes = [w.process for w in pool._workers]
    pool.close()
    assert all(not p.is_alive() for p in processes) and pool.alive == 0
    with pytest.raises(PoolError, match="closed"):
        list(pool.run(square, 1, [range(0, 1)], 1))
    with pytest.raises(PoolError, match="at least 1"):
        WarmPool(0)


class _KillsItsWorker:
    """A catalog stand-in whose unpickling ends the process that receives it: a worker
    that dies as it starts its first task."""

    def __reduce__(self):
        return (_exit_now, ())


def _exit_now():
    import os

    os._exit(3)


def test_a_worker_that_dies_at_start_up_is_reported_not_waited_for():
    """Without a pool, a batch on several workers runs on a pool of its own: a worker that
    dies is an error naming it, not a batch that waits for ever."""
    with pytest.raises(PoolError, match="stopped"):
        run_playtest(FINAL_STAND, 8, seed=1, bot="random", workers=2, catalog=_KillsItsWorker())  # type: ignore[arg-type]


def _niceness(payload: int, index: int) -> int:
    import os

    return os.nice(0)


@pytest.mark.skipif(not hasattr(__import__("os"), "nice"), reason="no os.nice here")
@pytest.mark.slow  # worker processes: the whole run's (one such test stays fast)
def test_a_background_pool_runs_its_workers_at_a_lower_priority():
    import os

    here = os.nice(0)
    with WarmPool(1, niceness=4) as background, WarmPool(1) as plain:
        low = [x for _, chunk in background.run(_niceness, 0, [range(0, 1)]) for x in chunk]
        same = [x for _, chunk in plain.run(_niceness, 0, [range(0, 1)]) for x in chunk]
    assert low == [min(19, here + 4)] and same == [here]


def test_fork_is_never_chosen_with_threads_or_qt(monkeypatch):
    from engine.playtest import pool as pool_module

    monkeypatch.setattr(pool_module.threading, "active_count", lambda: 1)
    monkeypatch.delitem(pool_module.sys.modules, "PySide6", raising=False)
    alone = pool_module.fork_is_safe()
    assert alone == pool_module.sys.platform.startswith("linux")
    monkeypatch.setattr(pool_module.threading, "active_count", lambda: 2)
    assert not pool_module.fork_is_safe()
    monkeypatch.setattr(pool_module.threading, "active_count", lambda: 1)
    monkeypatch.setitem(pool_module.sys.modules, "PySide6", object())
    assert not pool_module.fork_is_safe()
    assert pool_module.one_shot_pool(1).start_method == "spawn"


ONE_SHOT = """
import json, sys
from engine.playtest import pool, run_playtest
from tests.engine.game.helpers import the_map
started = []
real = pool.one_shot_pool
def watched(size):
    p = real(size)
    started.append(p.start_method)
    return p
pool.one_shot_pool = watched
import engine.playtest.runner as runner
runner.one_shot_pool = watched
m = the_map("final-stand")
print("before the batch")  # buffered: a forked worker must not print it again (multiprocessing flushes)
two = run_playtest(m, 12, seed=3, bot="random", workers=2).to_json()
one = run_playtest(m, 12, seed=3, bot="random").to_json()
print(json.dumps({"same": two == one, "started": started}))
"""


def test_a_command_line_batch_forks_its_workers_and_plays_the_same_games(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    script = tmp_path / "one_shot.py"
    script.write_text(ONE_SHOT)
    done = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        cwd=root,
        env={**__import__("os").environ, "PYTHONPATH": str(root)},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "before the batch" and lines.count("before the batch") == 1
    found = json.loads(lines[-1])
    expected = "fork" if sys.platform.startswith("linux") else "spawn"
    assert found == {"same": True, "started": [expected]}
