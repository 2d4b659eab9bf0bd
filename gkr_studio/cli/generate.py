"""``gkr-map generate --players N [...] -o DIR``: new maps that pass every check."""

from __future__ import annotations

import argparse
from pathlib import Path

from engine.mapfile import SUFFIX, load_map, save_map
from engine.repair import SYMMETRIES, default_symmetry, generate_maps
from gkr_studio.cli.common import EXIT_OK, CommandError


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "generate", help="make new maps that pass every check",
        description="Make maps for a number of players that pass every check with no "
                    "warning and write them as .gkrmap.json files into a folder. The same "
                    "options and seed always give the same maps.")
    p.add_argument("--players", type=int, required=True, metavar="N", help="2, 3 or 4")
    p.add_argument("--side", default="standard", metavar="S", help="standard or fallout")
    p.add_argument("--symmetry", metavar="K",
                   help=f"{', '.join(SYMMETRIES)} (default: third-turn for 3 players,"
                        " half-turn otherwise)")
    p.add_argument("--buildings", type=int, default=10, metavar="N",
                   help="buildings per map (default 10, the box)")
    p.add_argument("--seed", type=int, default=1, metavar="S", help="first seed (default 1)")
    p.add_argument("--count", type=int, default=1, metavar="C", help="maps to make (default 1)")
    p.add_argument("--min-alley-shots", type=int, metavar="N",
                   help="at least this many potential alley shots")
    p.add_argument("--min-reach", type=int, metavar="N",
                   help="every seat reaches at least this many buildings in its first move")
    p.add_argument("--keep", metavar="FILE",
                   help="keep the locked buildings and starts of this map")
    p.add_argument("-o", "--output", required=True, metavar="DIR",
                   help="folder to write the maps into (made when missing)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    folder = Path(args.output)
    if folder.exists() and not folder.is_dir():
        raise CommandError(f"{args.output}: is a file; -o names a folder to write maps into")
    keep = load_map(args.keep) if args.keep else None
    symmetry = args.symmetry or default_symmetry(args.players)
    maps = generate_maps(args.players, args.count, seed=args.seed, side=args.side,
                         symmetry=symmetry, buildings=args.buildings,
                         min_alley_shots=args.min_alley_shots, min_reach=args.min_reach,
                         keep=keep)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CommandError(f"{args.output}: cannot make the folder ({e.strerror or e})") from None
    for seed, m in maps:
        path = folder / f"generated-{args.players}p-{symmetry}-{seed}{SUFFIX}"
        save_map(m, path)
        print(f"wrote {path} ({m.players} players, {m.side.value} side,"
              f" {len(m.buildings)} buildings, seed {seed})")
    if len(maps) < args.count:
        print(f"{args.count - len(maps)} of the seeds gave maps already made; wrote"
              f" {len(maps)}")
    return EXIT_OK
