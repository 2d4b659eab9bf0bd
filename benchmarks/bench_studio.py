"""Studio timings: an edit to repainted checks, and cold start to a usable window.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_studio.py

For each of the seven maps, places a building on each of 20 free hexes (and
undoes it), through the document as the building tool does, and times from the
edit to the repainted window (analysis, checks dock, scene, overlays), against
a naive reference that rebuilds the whole window for the edited map. Cold
start runs ``gkr-studio``'s start in a fresh interpreter until the window is
shown and painted. Budgets (DESIGN.md): edit to checks ≤ 50 ms; cold start ≤ 1.5 s.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine import BUILTIN_MAPS, builtin_map_path, load_map  # noqa: E402
from engine.geometry.board import PLAYABLE_SORTED  # noqa: E402
from engine.mapmodel.editing import place_building  # noqa: E402
from gkr_studio.mainwindow import MainWindow  # noqa: E402

EDITS = 20
STARTS = 5
EDIT_BUDGET_MS = 50.0
START_BUDGET_S = 1.5

STARTUP_PROBE = """
import time, os, sys
t0 = time.perf_counter()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from gkr_studio.mainwindow import MainWindow
w = MainWindow(settings=QSettings(sys.argv[1], QSettings.Format.IniFormat),
               data_dir=__import__("pathlib").Path(sys.argv[2]))
w.show()
app.processEvents()
w.repaint()
app.processEvents()
print("ready")
"""


def edit_times(window: MainWindow, app: QApplication, slug: str) -> list[float]:
    window.open_file(str(builtin_map_path(slug)), ask=False)
    return time_edits(window, app, random.Random(slug))


def time_edits(
    window: MainWindow, app: QApplication, rng: random.Random, pause: float = 0.0
) -> list[float]:
    """Milliseconds from placing a building (as the Building tool does) to the repainted
    window, for EDITS free hexes drawn by ``rng``; each edit is undone, then ``pause``
    seconds pass before the next."""
    free = [h for h in PLAYABLE_SORTED if window.doc.map.is_free(h)]
    times = []
    for h in rng.sample(free, EDITS):
        start = time.perf_counter()
        window.doc.apply_result(f"Place building on {h}", place_building(window.doc.map, h))
        window.repaint()
        app.processEvents()
        times.append((time.perf_counter() - start) * 1000.0)
        window.doc.undo_stack.undo()
        app.processEvents()
        if pause:
            time.sleep(pause)
    return times


def naive_times(app: QApplication, slug: str, scratch: Path) -> list[float]:
    """Reference: a new window (scene, docks, analysis) for every edited map."""
    m = load_map(builtin_map_path(slug))
    rng = random.Random(slug)
    free = [h for h in PLAYABLE_SORTED if m.is_free(h)]
    times = []
    for h in rng.sample(free, 5):
        start = time.perf_counter()
        w = MainWindow(
            settings=QSettings(str(scratch / "n.ini"), QSettings.Format.IniFormat),
            data_dir=scratch,
            game_map=place_building(m, h).map,
        )
        w.show()
        w.repaint()
        app.processEvents()
        times.append((time.perf_counter() - start) * 1000.0)
        w.autosave_timer.stop()
        w.close()
        w.deleteLater()
        app.processEvents()
    return times


def cold_start_times(scratch: Path) -> list[float]:
    times = []
    for i in range(STARTS):
        start = time.perf_counter()
        out = subprocess.run(
            [
                sys.executable,
                "-c",
                STARTUP_PROBE,
                str(scratch / f"s{i}.ini"),
                str(scratch / f"d{i}"),
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        assert "ready" in out.stdout
        times.append(time.perf_counter() - start)
    return times


def main() -> int:
    scratch = Path(tempfile.mkdtemp(prefix="gkr-bench-"))
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    window = MainWindow(
        settings=QSettings(str(scratch / "b.ini"), QSettings.Format.IniFormat), data_dir=scratch
    )
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    print(
        f"edit → repainted checks, {EDITS} edits per map (median / max, ms);"
        f" naive = rebuild the window"
    )
    worst = 0.0
    for slug in BUILTIN_MAPS:
        t = edit_times(window, app, slug)
        n = naive_times(app, slug, scratch)
        med, naive = statistics.median(t), statistics.median(n)
        worst = max(worst, med)
        print(
            f"  {slug:16} {med:6.1f} / {max(t):6.1f}   naive {naive:7.1f}"
            f"   ratio {naive / med:5.1f}x"
        )
    window.autosave_timer.stop()
    starts = cold_start_times(scratch)
    cold = statistics.median(starts)
    print(
        f"cold start to a painted window: median {cold:.2f} s"
        f" (min {min(starts):.2f}, max {max(starts):.2f}, {STARTS} runs)"
    )
    ok = worst <= EDIT_BUDGET_MS and cold <= START_BUDGET_S
    print(
        f"budget: edit ≤ {EDIT_BUDGET_MS:.0f} ms (worst map median {worst:.1f} ms),"
        f" cold start ≤ {START_BUDGET_S} s: {'met' if ok else 'NOT met'}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
