"""The engine's own work in self-play: the compiled engine before its speed work against
today's, on the same games, in one run.

Self-play (the full bot in all four seats on Showdown) spends its time in the bots'
``choose`` and in ``GameState.apply_action`` — validating the action, resolving it and
running the game on to the next decision (the step stack, forced decisions, shot options,
events…). This benchmark times the second part, the engine's share, with the same games
played by two compiled copies, each in its own fresh interpreter:

* **before**: the tree of commit ``a9f7b87`` (``--start``), the last commit before the
  engine's speed work, extracted with ``git archive`` and compiled by its own
  ``hatch_build.py`` (``--start-compiled DIR``: use a copy built before);
* **today**: today's checkout compiled by ``hatch_build.py`` (``--compiled DIR``).

Each plays ``--games`` whole games (after one to warm up), the garbage collector paused
as in a playtest batch, and reports the processor milliseconds a game spent in
``apply_action`` and in the whole game. The games' actions must be identical for both:
the exit status is 1 when they differ. With ``--repeat N`` the two take turns N times and
each one's best figures count.

    python benchmarks/bench_engine.py [--games 40] [--seed 1] [--repeat 1] [--start a9f7b87]
                                      [--start-compiled DIR] [--compiled DIR]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from trees import REPO, extract, run_in_tree

CHILD = r"""
import gc, hashlib, json, sys, time
tree, games, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
sys.path.insert(0, tree)

def main():
    import engine.game.state
    from engine.bots import make_bot
    import engine.game
    from engine.game import GameConfig, new_game
    from engine.game.catalog_file import standin_catalog
    from engine import builtin_map_path, load_map  # the facade: every tree has it
    from engine.selfplay.games import game_seed, lineup
    observe = getattr(engine.game, "observe", None)
    assert engine.game.state.__file__.startswith(tree), engine.game.state.__file__
    assert engine.game.state.__file__.endswith(".so"), engine.game.state.__file__
    showdown = load_map(builtin_map_path("showdown"))
    catalog = standin_catalog()
    factions = tuple(f.id for f in catalog.factions)
    clock = time.process_time_ns
    actions = hashlib.sha256()
    totals = {"apply": 0, "game": 0}

    def play(i):
        s = game_seed(seed, i)
        t0 = clock()
        g = new_game(showdown, s, catalog=catalog,
                     config=GameConfig(factions=lineup(i, 4, factions)))
        bots = [make_bot("full", k, s) for k in range(4)]
        spent = 0
        while not g.is_terminal():
            action = bots[g.current_player()].choose(
                observe(g) if observe else  # older trees: the state's method, or the state
                g.observation() if hasattr(g, "observation") else g)
            t1 = clock()
            g.apply_action(action)
            spent += clock() - t1
        totals["apply"] += spent
        totals["game"] += clock() - t0
        actions.update("\n".join(map(str, g.history)).encode())

    play(0)  # tables built, code warm
    totals["apply"] = totals["game"] = 0
    gc.disable()
    for i in range(1, games + 1):
        play(i)
    gc.enable()
    print(json.dumps({"apply": totals["apply"] / 1e6 / games, "game": totals["game"] / 1e6 / games,
                      "actions": actions.hexdigest()}))

if __name__ == "__main__":
    main()
"""


def run(tree: Path, args: argparse.Namespace) -> dict[str, object]:
    return run_in_tree(
        tree, "_bench_engine_child.py", CHILD, [str(tree), str(args.games), str(args.seed)]
    )


def compiled_copy(source: Path, dest: Path) -> Path:
    """``dest``, built by the ``hatch_build.py`` of the tree ``source``."""
    print(f"compiling {source} with mypyc…", file=sys.stderr)
    subprocess.run(
        [sys.executable, str(source / "hatch_build.py"), str(dest)], check=True, capture_output=True
    )
    return dest.resolve()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="interleaved rounds; the best time of each engine counts",
    )
    parser.add_argument("--start", default="a9f7b87", help="the commit to compare against")
    parser.add_argument(
        "--start-compiled", type=Path, help="a compiled copy of the start built before"
    )
    parser.add_argument(
        "--compiled",
        type=Path,
        help="a compiled copy of today's code built before (python hatch_build.py DIR)",
    )
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="gkr-bench-") as tmp:
        before = args.start_compiled
        if before is None:
            source = extract(args.start, Path(tmp) / "start-source")
            before = compiled_copy(source, Path(tmp) / "start")
        today = args.compiled or compiled_copy(REPO, Path(tmp) / "today")
        trees = {"before": before.resolve(), "today": today.resolve()}
        runs: dict[str, list[dict[str, object]]] = {name: [] for name in trees}
        for round_ in range(args.repeat):  # interleaved, so that load drifts hit both alike
            for name, tree in trees.items():
                print(f"round {round_ + 1}: playing with {name}…", file=sys.stderr)
                runs[name].append(run(tree, args))

    def best(name: str, key: str) -> float:
        return min(float(r[key]) for r in runs[name])  # type: ignore[arg-type]

    print(
        f"{args.games} four-player games on Showdown, full bot, seed {args.seed}, one "
        f"process, compiled; processor ms a game; best of {args.repeat} interleaved rounds"
    )
    print(
        f"{'engine':8} {'apply':>7} {'ratio':>7} {'whole game':>11} {'ratio':>7}"
        f" {'apply share':>12}"
    )
    for name in runs:
        print(
            f"{name:8} {best(name, 'apply'):7.2f} "
            f"{best('before', 'apply') / best(name, 'apply'):6.2f}x"
            f" {best(name, 'game'):11.2f} {best('before', 'game') / best(name, 'game'):6.2f}x"
            f" {100 * best(name, 'apply') / best(name, 'game'):11.1f}%"
        )
    same = len({r["actions"] for rs in runs.values() for r in rs}) == 1
    print("games: " + ("identical (every action)" if same else "DIFFERENT"))
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
