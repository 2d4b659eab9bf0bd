"""How each stand-in faction does with pilots on and off (and on the alternate achievements
board): the full bot on every seat of a two-player map, the factions rotated over the seats
and pairings as in ``gkr-map playtest`` (duplicate deals: every pairing from both seats),
the same seed for every setting, each faction's win rate with its 95% Wilson interval, and
the change pilots make.

    python benchmarks/bench_pilots.py [--games 400] [--seed 1] [--map final-stand]
                                      [--workers 2] [--alone]

A pilot ability of similar worth for every faction leaves the factions' win rates where
they are without pilots (every player has one); a strong ability shows as its faction
gaining what the others lose.

``--alone`` measures each pilot's own worth instead: every game of the batch is played
three times — without pilots, with only seat 1's pilot in play and with only seat 2's (the
other player's pilot card taken away after setup, a measuring device the rules do not
have) — and each faction's win rate with its pilot alone is set against its win rate in
the same games without pilots: the difference is what the pilot is worth to it.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.files.mapfile import load_map  # noqa: E402
from engine.files.resources import builtin_map_path  # noqa: E402
from engine.game import GameConfig, standin_catalog  # noqa: E402
from engine.playtest import run_playtest  # noqa: E402
from engine.verdicts.result import PlaytestResult  # noqa: E402

SETTINGS: tuple[tuple[str, GameConfig | None], ...] = (
    ("no pilots", None),
    ("pilots", GameConfig(pilots=True)),
    ("pilots + alternate board", GameConfig(pilots=True, achievements="alternate")),
)


def _alone(job: tuple[str, int, int, int]) -> tuple[str, str, bool]:
    """Game ``index`` with only seat ``keep``'s pilot: (the pilot's faction, the other
    faction, whether the pilot's side won; a shared win counts as not)."""
    from engine.bots import make_bot
    from engine.game import observe
    from engine.selfplay.games import batch_game

    slug, seed, index, keep = job
    m = load_map(builtin_map_path(slug))
    g = batch_game(m, index, seed, design="duplicate", config=GameConfig(pilots=keep >= 0))
    for q, p in enumerate(g.players):
        if q != keep:
            p.pilot = None
    assert g.seed is not None
    bots = [make_bot("full", q, g.seed) for q in range(m.players)]
    while not g.is_terminal():
        g.apply_action(bots[g.current_player()].choose(observe(g)))
    assert g.result is not None
    if keep < 0:  # no pilots: who won, as (winner's faction, loser's faction, True)
        if len(g.result.winners) != 1:
            return ("", "", False)
        w = g.result.winners[0]
        return (g.players[w].faction.id, g.players[1 - w].faction.id, True)
    other = 1 - keep
    return (g.players[keep].faction.id, g.players[other].faction.id, g.result.winners == (keep,))


def alone(args: argparse.Namespace) -> None:
    import multiprocessing

    from engine.playtest import wilson
    from engine.selfplay.games import lineup

    jobs = [(args.map, args.seed, i, keep) for i in range(args.games) for keep in (-1, 0, 1)]
    start = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        results = pool.map(_alone, jobs, chunksize=8)
    secs = time.perf_counter() - start
    ids = tuple(f.id for f in standin_catalog().factions)
    print(
        f"{args.map}, full bot, {args.games} games (duplicate deals) played three times:"
        f" without pilots, and with each seat's pilot alone; seed {args.seed}; win rate,"
        " 95% interval"
    )
    print(
        f"{'faction':<32}{'pilot ability':<15}{'no pilots':>28}{'own pilot alone':>28}{'worth':>8}"
    )
    pilots = {p.faction: p for p in standin_catalog().pilots}
    for f in standin_catalog().factions:
        base = [
            won
            for (_m, _s, i, keep), (fa, _o, won) in zip(jobs, results)
            if keep < 0 and f.id in lineup(i, 2, ids)
            for won in [fa == f.id]
        ]
        mine = [
            won
            for (_m, _s, _i, keep), (fa, _o, won) in zip(jobs, results)
            if keep >= 0 and fa == f.id
        ]
        if not mine or not base:
            continue
        a, b = sum(mine) / len(mine), sum(base) / len(base)
        lo_a, hi_a = wilson(sum(mine), len(mine))
        lo_b, hi_b = wilson(sum(base), len(base))
        print(
            f"{f.name:<32}{str(pilots[f.id].ability):<15}"
            f"{f'{100 * b:5.1f}% ({100 * lo_b:4.1f}-{100 * hi_b:4.1f}) n={len(base)}':>28}"
            f"{f'{100 * a:5.1f}% ({100 * lo_a:4.1f}-{100 * hi_a:4.1f}) n={len(mine)}':>28}"
            f"{100 * (a - b):>+8.1f}"
        )
    print(f"  {len(jobs)} games in {secs:.1f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--map", default="final-stand")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument(
        "--alone", action="store_true", help="each pilot's own worth: one seat's pilot at a time"
    )
    args = ap.parse_args()
    if args.alone:
        alone(args)
        return
    m = load_map(builtin_map_path(args.map))
    results: list[tuple[str, PlaytestResult, float]] = []
    for name, config in SETTINGS:
        start = time.perf_counter()
        r = run_playtest(m, args.games, args.seed, workers=args.workers, config=config)
        results.append((name, r, time.perf_counter() - start))
    pilots = {p.faction: p for p in standin_catalog().pilots}
    print(
        f"{m.name}, full bot, {args.games} games a setting (duplicate deals), seed"
        f" {args.seed}; faction win rate, 95% interval"
    )
    head = f"{'faction':<32}{'pilot ability':<15}"
    for name, _, _ in results:
        head += f"{name:>30}"
    print(head + f"{'pilots - none':>15}")
    base = {f.faction: f for f in results[0][1].factions}
    for f in results[0][1].factions:
        pilot = pilots.get(f.faction)
        line = f"{f.name:<32}{str(pilot.ability) if pilot else '-':<15}"
        for _, r, _ in results:
            g = next(x for x in r.factions if x.faction == f.faction)
            cell = f"{100 * g.win_rate:5.1f}% ({100 * g.ci_low:4.1f}-{100 * g.ci_high:4.1f}) n={g.games}"
            line += f"{cell:>30}"
        on = next(x for x in results[1][1].factions if x.faction == f.faction)
        line += f"{100 * (on.win_rate - base[f.faction].win_rate):>+14.1f}"
        print(line)
    for name, r, secs in results:
        types = ", ".join(f"{t} {n}" for t, n in r.win_types.items() if n)
        print(
            f"  {name:<26} {secs:5.1f} s; rounds mean {r.length.mean:.1f}; {types};"
            f" seats {', '.join(f'{s.start} {100 * s.win_rate:.1f}%' for s in r.seats)}"
        )


if __name__ == "__main__":
    main()
