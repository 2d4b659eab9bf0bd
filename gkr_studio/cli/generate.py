"""``gkr-map generate --players N [...] -o DIR``: new maps that pass every check.

The maps are written one after the other through :class:`~engine.files.folder_outputs.
FolderOutputs`: one that cannot be written (a full disk) stops the command in one line
naming it and the maps written before it, which are complete."""

from __future__ import annotations

import argparse
import sys
from functools import partial
from pathlib import Path
from typing import Any

from engine.core import _, ngettext
from engine.files import MAP_SUFFIX, FolderOutputs, load_map, save_map
from engine.mapmodel import GameMap
from engine.playtest import verdict_word
from engine.repair import SYMMETRIES, default_symmetry, generate_maps, verify_balance
from gkr_studio.cli.common import EXIT_INVALID, EXIT_OK, CommandError
from gkr_studio.cli.fix import add_balance_arguments, balance_options
from gkr_studio.cli.progress import ProgressBar, with_progress


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "generate",
        help=_("make new maps that pass every check"),
        description=_(
            "Make maps for a number of players that pass every check with no "
            "warning and write them as .gkrmap.json files into a folder. The same "
            "options and seed always give the same maps."
        ),
    )
    p.add_argument("--players", type=int, required=True, metavar="N", help=_("2, 3 or 4"))
    p.add_argument("--side", default="standard", metavar="S", help=_("standard or fallout"))
    p.add_argument(
        "--symmetry",
        metavar="K",
        help=_("{kinds} (default: third-turn for 3 players, half-turn otherwise)").format(
            kinds=", ".join(SYMMETRIES)
        ),
    )
    p.add_argument(
        "--buildings",
        type=int,
        default=10,
        metavar="N",
        help=_("buildings per map (default 10, the box)"),
    )
    p.add_argument("--seed", type=int, default=1, metavar="S", help=_("first seed (default 1)"))
    p.add_argument("--count", type=int, default=1, metavar="C", help=_("maps to make (default 1)"))
    p.add_argument(
        "--min-alley-shots",
        type=int,
        metavar="N",
        help=_("at least this many potential alley shots"),
    )
    p.add_argument(
        "--min-reach",
        type=int,
        metavar="N",
        help=_("every seat reaches at least this many buildings in its first move"),
    )
    p.add_argument(
        "--keep", metavar="FILE", help=_("keep the locked buildings and starts of this map")
    )
    p.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="DIR",
        help=_("folder to write the maps into (made when missing)"),
    )
    add_balance_arguments(
        p,
        "--verify-balance",
        _(
            "keep only the maps whose bot playtest verdict is fair (duplicate games until the"
            " verdict is clear)"
        ),
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if not args.output:
        raise CommandError(_("-o is empty; name the folder to write the maps into"))
    folder = Path(args.output)
    if folder.exists() and not folder.is_dir():
        raise CommandError(
            _("{output}: is a file; -o names a folder to write maps into").format(
                output=args.output
            )
        )
    keep = load_map(args.keep) if args.keep else None
    balance = balance_options(args) if args.verify_balance else None
    symmetry = args.symmetry or default_symmetry(args.players)
    options = dict(
        side=args.side,
        symmetry=symmetry,
        buildings=args.buildings,
        min_alley_shots=args.min_alley_shots,
        min_reach=args.min_reach,
        keep=keep,
    )
    if balance is None:
        maps = with_progress(
            lambda progress: generate_maps(
                args.players, args.count, seed=args.seed, progress=progress, **options
            ),
            "maps",
        )
    else:
        maps = _balanced(args, balance, options)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CommandError(
            _("{output}: cannot make the folder ({reason})").format(
                output=args.output, reason=e.strerror or e
            )
        ) from None
    outputs = FolderOutputs(folder, "maps", len(maps))
    for seed, m in maps:
        path = outputs.write(
            f"generated-{args.players}p-{symmetry}-{seed}{MAP_SUFFIX}", partial(save_map, m)
        )
        words = (
            ngettext(
                "wrote {path} ({players} players, fallout side, {n} building, seed {seed})",
                "wrote {path} ({players} players, fallout side, {n} buildings, seed {seed})",
                len(m.buildings),
            )
            if m.side.value == "fallout"
            else ngettext(
                "wrote {path} ({players} players, standard side, {n} building, seed {seed})",
                "wrote {path} ({players} players, standard side, {n} buildings, seed {seed})",
                len(m.buildings),
            )
        )
        print(words.format(path=path, players=m.players, n=len(m.buildings), seed=seed))
    if len(maps) < args.count:
        missing = args.count - len(maps)
        words = (
            _("{missing} of the seeds gave no fair verdict; wrote {wrote}")
            if balance is not None
            else _("{missing} of the seeds gave maps already made; wrote {wrote}")
        )
        print(words.format(missing=missing, wrote=len(maps)))
        return EXIT_INVALID if balance is not None else EXIT_OK
    return EXIT_OK


def _balanced(
    args: argparse.Namespace, balance: dict[str, Any], options: dict[str, Any]
) -> list[tuple[int, GameMap]]:
    """Candidates from the seeds on, each played by the bots; those called fair, up to
    ``--count`` of them (at most four candidates per map asked)."""
    kept: list[tuple[int, GameMap]] = []
    bar = ProgressBar(sys.stderr, at_most=True) if sys.stderr.isatty() else None
    for seed, m in generate_maps(args.players, 4 * args.count, seed=args.seed, **options):
        try:
            result = verify_balance(m, progress=bar.update if bar else None, **balance)
        finally:
            if bar:
                bar.clear()  # the seed's line (or an interruption's) takes its place
        words = (
            _("seed {seed}: {verdict} after {games} games ({text})")
            if result.verdict == "fair"
            else _("seed {seed}: {verdict} after {games} games ({text}); left out")
        )
        print(
            words.format(
                seed=seed,
                verdict=verdict_word(result.verdict),
                games=result.games,
                text=result.verdict_text,
            ),
            file=sys.stderr,
        )
        if result.verdict == "fair":
            kept.append((seed, m))
            if len(kept) == args.count:
                break
    return kept
