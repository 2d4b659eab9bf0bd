"""The real-window run (scripts/real_window.py) as a test of the slow tier: it takes a while
and needs Xvfb (skipped without it)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from tests.conftest import REPO

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        shutil.which("Xvfb") is None, reason="no Xvfb to drive the studio in a real X server"
    ),
]


@pytest.mark.parametrize("screen", ["1600x1000", "1366x768", "1920x1080"])
def test_the_studio_runs_its_workflows_in_a_real_x_server(tmp_path, screen):
    """Among the checks: the windows fit the screen, the legend keeps off the board, a
    pointer resting on a hex shows its tooltip, a playtest turn needs no scrolling."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
    proc = subprocess.run(
        [
            sys.executable,
            str(REPO / "scripts" / "real_window.py"),
            str(tmp_path),
            "--screen",
            screen,
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    shots = sorted(p.name for p in tmp_path.glob("*.png"))
    assert len(shots) == 10 and shots[0] == "01-first-start.png"
