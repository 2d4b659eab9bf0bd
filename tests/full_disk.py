"""A full disk without root: a file-size limit (``RLIMIT_FSIZE``) with ``SIGXFSZ`` ignored
makes every write past the limit fail with ``EFBIG`` ("File too large"), as a full disk
fails them with ``ENOSPC``: part of the bytes reach the file, the rest is refused. No
mounting, no special file system; POSIX only.

:func:`limited_gkr_map` runs ``gkr-map`` in a process of its own under such a limit;
:func:`file_size_limit` sets it in this process for a block (the studio's tests), and
puts the limit back after it.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

from tests.conftest import REPO

resource = pytest.importorskip("resource")  # POSIX only

LIMITED = """
import resource, signal, sys
limit = int(sys.argv[1])
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
from gkr_studio.cli import main
sys.exit(main(sys.argv[2:]))
"""

LIBRARY_LINES = re.compile(r"^(Fontconfig\b|write cache: )")
"""What fontconfig prints when the limit also stops it rewriting its own cache files (not
a line of ``gkr-map``'s)."""


def limited_gkr_map(limit: int, args: list[str], cwd: Path) -> tuple[int, str, list[str]]:
    """``gkr-map ARGS`` in a new process whose files may not grow past ``limit`` bytes:
    its exit status, its stdout and its stderr's lines (without fontconfig's)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANGUAGE="en", PYTHONPATH=str(REPO))
    done = subprocess.run(
        [sys.executable, "-c", LIMITED, str(limit), *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    lines = [line for line in done.stderr.splitlines() if not LIBRARY_LINES.match(line)]
    return done.returncode, done.stdout, lines


@contextlib.contextmanager
def file_size_limit(limit: int) -> Iterator[None]:
    """Within the block, no file this process writes may grow past ``limit`` bytes (the
    soft limit only: the hard one stays, so the old limit can be put back)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    old_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, old_handler)


def fitting_limit(sizes: list[int]) -> int | None:
    """A limit under which the first files of ``sizes`` (in the order they are written)
    fit and the next does not: the largest size before the first file larger than every
    one before it; None when no file is larger than those before it."""
    for k in range(1, len(sizes)):
        if sizes[k] > max(sizes[:k]):
            return max(sizes[:k])
    return None


def our_files(folder: Path) -> list[str]:
    """The names in ``folder``, temporary files included, sorted."""
    return sorted(p.name for p in folder.iterdir())
