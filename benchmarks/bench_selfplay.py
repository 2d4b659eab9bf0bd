"""Self-play speed: the code at the start of the speed work against today's, in one run.

Three engines play the same games, one after the other, each in its own fresh
interpreter:

* **start**: the tree of commit ``c67f4af`` (``--start``), extracted with ``git archive``
  into a temporary folder — the code before the speed work of issue 14;
* **pure**: today's checkout, pure Python;
* **compiled**: today's code with its hot modules compiled by mypyc, built from the
  checkout by ``hatch_build.py`` into a temporary folder (``--compiled DIR``: use a
  copy built before).

For each: ``run_playtest`` of 1,000 four-player games on Showdown with the full bot and
two worker processes, wall time from the call to the result (worker start-up included)
and the processor time of the caller and its workers; and whole games in one process
(processor ms a game, which the load of a shared machine disturbs least). With
``--repeat N`` the engines take turns N times and each one's best figures count. The batches' results (the ``--json`` object,
the fields the start has) and the one-process games' actions must be identical for the
three engines: the exit status is 1 when they differ, or when the budget is missed. All
three play the start's cards (its ``catalogs/standin.catalog.json``, passed as the
catalog) and the start's only design, independent games, so that a later change of the
stand-in numbers or of the default design does not make the games differ.

Budget (issue 14): compiled at least 3x faster than the start on the batch, and 1,000
games in at most 10 s with two workers.

    python benchmarks/bench_selfplay.py [--games 1000] [--workers 2] [--seed 1]
                                        [--one-process 40] [--repeat 1] [--start c67f4af]
                                        [--compiled DIR]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from trees import REPO, extract, run_in_tree

BUDGET_RATIO = 3.0
BUDGET_S = 10.0

CHILD = r"""
import gc, hashlib, json, resource, sys, time
tree, games, workers, seed, one = sys.argv[1], *map(int, sys.argv[2:6])
catalog_file = sys.argv[6]
sys.path.insert(0, tree)
# The fields of the start's --json object: later code adds fields (design, verdict…),
# which the comparison leaves out.
TOP = ("map", "players", "bot", "seed", "games", "requested", "cancelled", "seats",
       "win_types", "length", "first_blood", "first_demolition", "factions", "heatmaps")
SEAT = ("seat", "start", "wins", "win_rate", "ci95", "win_types", "first_blood",
        "first_demolition")

def main():
    import inspect
    import engine.bots.scene
    from engine.bots import make_bot
    import engine.game
    from engine.game import GameConfig, load_catalog, new_game
    from engine import builtin_map_path, load_map  # the facade: every tree has it
    from engine.playtest import run_playtest
    from engine.selfplay.games import game_seed, lineup
    observe = getattr(engine.game, "observe", None)
    assert engine.bots.scene.__file__.startswith(tree), engine.bots.scene.__file__
    showdown = load_map(builtin_map_path("showdown"))
    def cpu():
        return sum(r.ru_utime + r.ru_stime for r in (resource.getrusage(resource.RUSAGE_SELF),
                                                      resource.getrusage(resource.RUSAGE_CHILDREN)))
    catalog = load_catalog(catalog_file)
    options = {"catalog": catalog}
    if "design" in inspect.signature(run_playtest).parameters:
        options["design"] = "independent"   # the start's only design
    start, cpu_start = time.perf_counter(), cpu()
    result = run_playtest(showdown, games, seed, workers=workers, **options)
    batch, batch_cpu = time.perf_counter() - start, cpu() - cpu_start
    found = result.to_json()
    found = {key: found[key] for key in TOP}
    found["seats"] = [{key: s[key] for key in SEAT} for s in found["seats"]]
    digest = hashlib.sha256(json.dumps(found, sort_keys=True).encode()).hexdigest()

    factions = tuple(f.id for f in catalog.factions)
    actions = hashlib.sha256()
    def play(i):
        s = game_seed(seed, i)
        g = new_game(showdown, s, catalog=catalog, config=GameConfig(factions=lineup(i, 4, factions)))
        bots = [make_bot("full", k, s) for k in range(4)]
        while not g.is_terminal():
            g.apply_action(bots[g.current_player()].choose(
                observe(g) if observe else  # older trees: the state's method, or the state
                g.observation() if hasattr(g, "observation") else g))
        actions.update("\n".join(map(str, g.history)).encode())
    play(0)  # tables built, code warm
    gc.disable()
    start = time.process_time()
    for i in range(1, one + 1):
        play(i)
    per_game = (time.process_time() - start) / one
    gc.enable()
    print(json.dumps({"batch": batch, "batch_cpu": batch_cpu, "digest": digest, "games": result.games,
                      "per_game": per_game, "actions": actions.hexdigest(),
                      "module": engine.bots.scene.__file__}))

if __name__ == "__main__":
    main()
"""


def run(tree: Path, args: argparse.Namespace, catalog: Path) -> dict[str, object]:
    return run_in_tree(
        tree,
        "_bench_selfplay_child.py",
        CHILD,
        [
            str(tree),
            str(args.games),
            str(args.workers),
            str(args.seed),
            str(args.one_process),
            str(catalog),
        ],
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--one-process",
        type=int,
        default=40,
        help="whole games timed in one process (after one to warm up)",
    )
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="interleaved rounds; the best time of each engine counts",
    )
    parser.add_argument("--start", default="c67f4af", help="the commit to compare against")
    parser.add_argument(
        "--compiled", type=Path, help="a compiled copy built before (python hatch_build.py DIR)"
    )
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="gkr-bench-") as tmp:
        start_tree = extract(args.start, Path(tmp) / "start")
        catalog = start_tree / "catalogs" / "standin.catalog.json"
        compiled = args.compiled
        if compiled is None:
            compiled = Path(tmp) / "compiled"
            print("compiling today's engine with mypyc…", file=sys.stderr)
            subprocess.run(
                [sys.executable, str(REPO / "hatch_build.py"), str(compiled)],
                check=True,
                capture_output=True,
            )
        trees = {"start": start_tree, "pure": REPO, "compiled": compiled.resolve()}
        runs: dict[str, list[dict[str, object]]] = {name: [] for name in trees}
        for round_ in range(args.repeat):  # interleaved, so that load drifts hit all alike
            for name, tree in trees.items():
                print(f"round {round_ + 1}: playing with {name}…", file=sys.stderr)
                runs[name].append(run(tree, args, catalog))

    def best(name: str, key: str) -> float:
        return min(float(r[key]) for r in runs[name])  # type: ignore[arg-type]

    print(
        f"{args.games} four-player games on Showdown, full bot, seed {args.seed}, "
        f"{args.workers} workers (worker start-up included); one process: "
        f"{args.one_process} games; best of {args.repeat} interleaved rounds"
    )
    print(
        f"{'engine':10} {'batch s':>8} {'ratio':>7} {'batch cpu s':>12} {'ratio':>7}"
        f" {'cpu ms/game':>12} {'ratio':>7}"
    )
    for name in runs:
        print(
            f"{name:10} {best(name, 'batch'):8.1f} "
            f"{best('start', 'batch') / best(name, 'batch'):6.2f}x"
            f" {best(name, 'batch_cpu'):12.1f} "
            f"{best('start', 'batch_cpu') / best(name, 'batch_cpu'):6.2f}x"
            f" {1000 * best(name, 'per_game'):12.1f} "
            f"{best('start', 'per_game') / best(name, 'per_game'):6.2f}x"
        )
    every = [r for rs in runs.values() for r in rs]
    same = len({r["digest"] for r in every}) == 1 and len({r["actions"] for r in every}) == 1
    print(
        "results: "
        + (
            "identical (batch statistics and every action of the one-process games)"
            if same
            else "DIFFERENT"
        )
    )
    ratio = best("start", "batch") / best("compiled", "batch")
    scaled = best("compiled", "batch") * 1000 / float(runs["compiled"][0]["games"])  # type: ignore[arg-type]
    met = ratio >= BUDGET_RATIO and scaled <= BUDGET_S
    print(
        f"budget: compiled >= {BUDGET_RATIO:.0f}x the start ({ratio:.2f}x) and 1,000 games "
        f"<= {BUDGET_S:.0f} s ({scaled:.1f} s): {'met' if met else 'NOT met'}"
    )
    return 0 if same and met else 1


if __name__ == "__main__":
    raise SystemExit(main())
