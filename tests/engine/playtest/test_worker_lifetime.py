"""Playtest workers die with the process that started them, even one killed outright
(SIGKILL leaves it no chance to stop them): forked and spawned workers, the one-map
playtest and the sweep. Bounded waits, polled; nothing asserts how fast."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import MAPS, REPO

pytestmark = [
    pytest.mark.skipif(
        not sys.platform.startswith("linux"), reason="reads the process table from /proc"
    ),
    pytest.mark.slow,  # processes started, killed and waited for: the whole run's
]

BOUND = 60.0
"""Seconds a poll may wait: far more than anything here needs."""

POOL_SCRIPT = """
import sys, time
from engine.playtest.pool import WarmPool

def slow(payload, index):
    time.sleep(payload)
    return index

if __name__ == "__main__":
    pool = WarmPool(2, start_method=sys.argv[1])
    for _ in pool.run(slow, 0.2, [range(0, 1000), range(1000, 2000)], 2):
        pass
"""


def children(pid: int) -> set[int]:
    """The running (not zombie) processes whose parent is ``pid``."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            found.add(int(entry.name))
    return found


def running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def poll(condition, what: str) -> None:
    deadline = time.monotonic() + BOUND
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"{what} after {BOUND:g} s")
        time.sleep(0.2)


def kill_and_check_workers(command: list[str], workers: int = 2) -> None:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    proc = subprocess.Popen(
        command,
        cwd=REPO,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    seen: set[int] = set()
    try:

        def started() -> bool:
            seen.update(children(proc.pid))
            return len(seen) >= workers

        poll(started, "the workers did not start")
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=BOUND)
        poll(lambda: not any(running(p) for p in seen), "workers outlived their parent")
    finally:
        for pid in seen:  # tidy up when the test fails
            if running(pid):
                os.kill(pid, signal.SIGKILL)
        if proc.poll() is None:
            proc.kill()
            proc.wait()


@pytest.mark.parametrize("start_method", ["fork", "spawn"])
def test_pool_workers_die_when_their_parent_is_killed(tmp_path, start_method):
    script = tmp_path / "pool.py"
    script.write_text(POOL_SCRIPT)
    kill_and_check_workers([sys.executable, str(script), start_method])


def test_a_killed_playtest_leaves_no_worker():
    kill_and_check_workers(
        [
            sys.executable,
            "-m",
            "gkr_studio.cli",
            "playtest",
            str(MAPS / "final-stand.gkrmap.json"),
            "-w",
            "2",
            "--games",
            "100000",
        ]
    )


def test_a_killed_sweep_leaves_no_worker():
    kill_and_check_workers(
        [
            sys.executable,
            "-m",
            "gkr_studio.cli",
            "playtest",
            str(MAPS / "final-stand.gkrmap.json"),
            str(MAPS / "showdown.gkrmap.json"),
            "-w",
            "2",
            "--games",
            "100000",
        ]
    )


@pytest.mark.parametrize("start_method", ["fork", "spawn"])
def test_workers_started_from_a_thread_outlive_that_thread(start_method):
    """The kernel's signal at a parent's death follows the *thread* that started the
    worker: the studio starts its pool from a worker thread, and its workers must live on
    after that thread ends."""
    import threading

    from engine.playtest.pool import WarmPool, square

    with WarmPool(2, start_method=start_method) as pool:
        starter = threading.Thread(target=pool.warm_up)
        starter.start()
        starter.join(BOUND)
        pids = [w.process.pid for w in pool._workers]
        time.sleep(1.0)  # give a wrongly asked-for signal time to arrive (not a measure)
        got = sorted(x for _span, chunk in pool.run(square, 1, [range(0, 4)], 1) for x in chunk)
        assert got == [0, 1, 4, 9]
        assert pool.started == 2 and all(running(p) for p in pids)
