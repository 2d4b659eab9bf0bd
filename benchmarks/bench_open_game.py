"""Opening a long game in the studio: time per file and per action, before and after, in
one run.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_open_game.py
        [--actions 1000,10000,20000] [--before b5ecd23] [--after COMMIT]
        [--before-compiled DIR] [--after-compiled DIR] [--pure] [--repeat 1]

Makes legal game files of about 1,000, 10,000 and 20,000 actions: four-player Showdown
games with a round limit of a twentieth of the actions, played by a fixed policy that keeps
them going to the limit (each seat deploys its support units, then takes the first legal
action: it never fires, so nobody is hurt and every unit moves every round, about 20
actions a round). Each file is opened as File ▸ Open does (``MapFiles.open_file``), in a
fresh studio session in a fresh interpreter, until the playtest window is shown and
painted; the time per action should stay flat as the files grow. A timer on the window's
thread also gives the longest it went without handling an event (the time the studio was
frozen).

Two engines open the same files, interleaved:

* **before**: the tree of ``--before`` (the code before the long-game work), extracted
  with ``git archive``;
* **after**: the checkout (or the tree of ``--after``).

Each is run compiled, as ``pip install .`` builds it: its ``engine/`` compiled by its own
``hatch_build.py DIR`` (``--before-compiled`` / ``--after-compiled``: copies built
before), its studio from its tree; ``--pure`` runs both trees as pure Python too.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from trees import REPO, extract

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CHILD = r"""
import json, os, sys, tempfile, time
from pathlib import Path
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
paths = sys.argv[1:]
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
ticks = []
ticker = QTimer()
ticker.timeout.connect(lambda: ticks.append(time.perf_counter()))
import engine.game.state as state_module
from gkr_studio.mainwindow import MainWindow

scratch = Path(tempfile.mkdtemp(prefix="gkr-open-"))
window = MainWindow(settings=QSettings(str(scratch / "b.ini"), QSettings.Format.IniFormat),
                    data_dir=scratch)
errors = []
window.show_error = lambda title, text: errors.append(text)
window.show()
app.processEvents()
window.stop_games()  # the Balance dock's games would share the processor
window.autosave_timer.stop()
times, frozen = [], []
for k, path in enumerate(paths):  # the first, short, warms up: imports, a first window
    ticker.start(5)  # the window's thread: how long it went without handling its events
    start = time.perf_counter()
    ticks[:] = [start]
    assert window.files.open_file(path), errors
    (shown,) = window.playtest_windows
    shown.repaint()
    app.processEvents()
    end = time.perf_counter()
    ticker.stop()
    times.append(end - start)
    frozen.append(max(b - a for a, b in zip(ticks, ticks[1:] + [end])))
    shown.auto.setChecked(False)
    shown.close()
    app.processEvents()
    app.sendPostedEvents()
print(json.dumps({"times": times[1:], "frozen": frozen[1:],
                  "module": state_module.__file__}))
"""


def long_game_file(actions: int, folder: Path) -> tuple[Path, int, int]:
    """A legal four-player game of about ``actions`` actions, saved in ``folder``: its file,
    its actions and its size in bytes."""
    from engine.files.mapfile import load_map
    from engine.files.resources import builtin_map_path
    from engine.game import GameConfig, new_game
    from engine.game.sandbox.gamefile import save_game, saved_game

    rounds = max(1, actions // 20)
    g = new_game(load_map(builtin_map_path("showdown")), 1, config=GameConfig(max_rounds=rounds))
    while not g.is_terminal():
        legal = g.legal_actions()
        deploys = [a for a in legal if str(a).startswith("deploy")]
        g.apply_action(deploys[0] if deploys else legal[0])
    path = folder / f"showdown-{len(g.history)}.gkrgame.json"
    save_game(saved_game(g), path)
    return path, len(g.history), path.stat().st_size


def compiled_copy(tree: Path, dest: Path | None, scratch: Path, name: str) -> Path:
    """``tree``'s engine compiled by its own ``hatch_build.py`` (or ``dest``, built before)."""
    if dest is not None:
        return dest.resolve()
    out = scratch / name
    print(f"compiling the {name.split('-')[0]} engine with mypyc…", file=sys.stderr)
    subprocess.run(
        [sys.executable, str(tree / "hatch_build.py"), str(out)], check=True, capture_output=True
    )
    return out


def open_files(tree: Path, engine: Path, files: list[Path], scratch: Path) -> dict[str, object]:
    """Open ``files`` in one fresh studio session with ``engine``'s engine first on the path
    and ``tree``'s studio (the script runs from ``scratch``, which holds neither)."""
    script = scratch / "bench_open_game_child.py"
    script.write_text(CHILD, encoding="utf-8")
    path = os.pathsep.join(dict.fromkeys((str(engine), str(tree))))
    try:
        proc = subprocess.run(
            [sys.executable, str(script), *map(str, files)],
            capture_output=True,
            text=True,
            cwd=scratch,
            timeout=7200,
            env={**os.environ, "PYTHONPATH": path},
        )
    finally:
        script.unlink()
    if proc.returncode != 0:
        raise SystemExit(f"{tree}: opening failed:\n{proc.stderr[-3000:]}")
    found: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--actions", default="1000,10000,20000", help="about how many actions each game file has"
    )
    parser.add_argument("--before", default="b5ecd23", help="the commit to compare against")
    parser.add_argument("--after", default=None, help="a commit to measure instead of the checkout")
    parser.add_argument(
        "--before-compiled",
        type=Path,
        metavar="DIR",
        help="the before tree's engine compiled before (its hatch_build.py)",
    )
    parser.add_argument(
        "--after-compiled",
        type=Path,
        metavar="DIR",
        help="the after tree's engine compiled before (hatch_build.py DIR)",
    )
    parser.add_argument("--pure", action="store_true", help="also run both as pure Python")
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="interleaved rounds; the best time of each engine counts",
    )
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="gkr-bench-") as tmp:
        scratch = Path(tmp)
        before = extract(args.before, scratch / "before")
        after = REPO if args.after is None else extract(args.after, scratch / "after")
        games = scratch / "games"
        games.mkdir()
        print("making the game files…", file=sys.stderr)
        warm, _n, _size = long_game_file(20, games)
        made = [long_game_file(int(n), games) for n in args.actions.split(",")]
        files = [warm] + [p for p, _n, _size in made]
        engines = {
            "before": (
                before,
                compiled_copy(before, args.before_compiled, scratch, "before-compiled"),
            ),
            "after": (after, compiled_copy(after, args.after_compiled, scratch, "after-compiled")),
        }
        if args.pure:
            engines |= {"before, pure": (before, before), "after, pure": (after, after)}
        times: dict[str, list[list[float]]] = {name: [] for name in engines}
        frozen: dict[str, list[list[float]]] = {name: [] for name in engines}
        for round_ in range(args.repeat):
            for name, (tree, engine) in engines.items():
                print(f"round {round_ + 1}: opening with {name}…", file=sys.stderr)
                start = time.perf_counter()
                found = open_files(tree, engine, files, scratch)
                module = str(found["module"])
                kind = "compiled" if module.endswith(".so") else "pure"
                print(
                    f"  {name}: {kind} engine ({module}), {time.perf_counter() - start:.0f} s",
                    file=sys.stderr,
                )
                times[name].append([float(t) for t in found["times"]])  # type: ignore[union-attr]
                frozen[name].append([float(t) for t in found["frozen"]])  # type: ignore[union-attr]

    best = {
        name: [min(r[k] for r in rounds) for k in range(len(made))]
        for name, rounds in times.items()
    }
    print(
        f"opening a game file in the studio (File > Open to the window shown and painted),"
        f" best of {args.repeat}; the ratio is before / after"
    )
    names = list(engines)
    print(
        "(ms/action: the time over the actions; marginal: the time the file takes more than"
        " the one above, over the actions it has more)"
    )
    print(
        f"{'actions':>8} {'KB':>5} "
        + " ".join(f"{n + ' s':>14} {'ms/action':>9} {'marginal':>8}" for n in names)
        + f" {'ratio':>7}"
    )
    for k, (_path, n, size) in enumerate(made):
        cells = []
        for name in names:
            t = best[name][k]
            marginal = (
                "" if k == 0 else f"{1000 * (t - best[name][k - 1]) / (n - made[k - 1][1]):8.3f}"
            )
            cells.append(f"{t:14.2f} {1000 * t / n:9.3f} {marginal:>8}")
        print(
            f"{n:8,} {size // 1024:5} {' '.join(cells)}"
            f" {best['before'][k] / best['after'][k]:6.1f}x"
        )
    print("the longest the window's thread went without handling an event, s (best of the rounds):")
    for name in names:
        worst = [min(r[k] for r in frozen[name]) for k in range(len(made))]
        print(f"  {name:14} " + "  ".join(f"{n:,}: {w:.2f}" for (_p, n, _s), w in zip(made, worst)))
    if len(made) >= 3:  # how the cost of an action grows: linear 1, quadratic (n2+n1)/(n1+n0)
        (n0, n1, n2) = (made[0][1], made[-2][1], made[-1][1])
        quadratic = (n2 + n1) / (n1 + n0)
        for name in names:
            t0, t1, t2 = best[name][0], best[name][-2], best[name][-1]
            growth = ((t2 - t1) / (n2 - n1)) / ((t1 - t0) / (n1 - n0))
            print(
                f"{name}: an action from {n1:,} to {n2:,} costs {growth:.2f}x one from"
                f" {n0:,} to {n1:,} (linear: 1; quadratic: {quadratic:.2f})"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
