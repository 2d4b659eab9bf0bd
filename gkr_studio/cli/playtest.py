"""``gkr-map playtest FILE [--games N] [--seed S] [--workers W] [--bot KIND | --skills B1,B2]
[--design duplicate|independent] [--until-verdict] [--edge-beyond E] [--fair-within F]
[--pilots]
[--achievements standard|alternate] [--restrict SEAT:PART] [--save-games DIR [--which …]]
[--json]``.

Bots play the map against each other (factions rotated over the seats) on the engine's
one batch runner (:func:`engine.playtest.runner.run_batch`, whatever ``--mode``) and the
command prints each seat's win rate with its 95% interval, its edge over the fair
share raw and adjusted for luck, the verdict (fair, edge or unclear), how the games
ended, how long they lasted, who drew first blood and demolished first, the factions'
win rates, and where units fired from and were destroyed. Duplicate games are the
default design (:mod:`engine.selfplay.games`); ``--until-verdict`` plays until a
sequential test decides between fair (every seat within ±F points) and edge (a seat
beyond ±E), :mod:`engine.verdicts.sequential`. The same seed gives the
same output, whatever the number of workers; nothing in it depends on timing. A
progress line (:mod:`gkr_studio.cli.progress`: count, rate and time left) goes to stderr
when stderr is a terminal. ``--save-games`` writes the games as game files
(:mod:`gkr_studio.cli.playtest_saves`). ``--skills full,strong`` plays the batch with each
bot and compares the verdicts (:mod:`gkr_studio.cli.playtest_skills`).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from engine.bots import BOT_KINDS, DEFAULT_BOT
from engine.core import MapFileError, _, format_general, ngettext
from engine.game import BOARDS, Catalog, GameConfig, load_catalog
from engine.game.modes import STANDARD_GAME, mode_named, mode_names
from engine.playtest import (
    CLUSTER_HINT,
    DEFAULT_DESIGN,
    DEFAULT_MARGIN,
    DESIGNS,
    UNTIL_VERDICT_GAMES,
    ResultsFileError,
    SweepMap,
    SweepResult,
    run_playtest,
    run_sweep,
)
from gkr_studio.cli.cluster_options import add_tls_arguments, cluster_options
from gkr_studio.cli.common import (
    EXIT_INVALID,
    EXIT_OK,
    CommandError,
    load_finished_map,
    output_file,
)
from gkr_studio.cli.pack import collect, finding_line, is_pack
from gkr_studio.cli.playtest_modes import run_2v2, run_solo
from gkr_studio.cli.playtest_report import report, result_lines
from gkr_studio.cli.playtest_restrict import restrict_help, run_restrict
from gkr_studio.cli.playtest_saves import add_arguments as add_save_arguments
from gkr_studio.cli.playtest_saves import game_saver, refuse_saving, write_saved
from gkr_studio.cli.playtest_skills import HELP as SKILLS_HELP
from gkr_studio.cli.playtest_skills import run_skills
from gkr_studio.cli.playtest_words import design_name, pct, points, verdict_word, width
from gkr_studio.cli.progress import ProgressBar as ProgressBar
from gkr_studio.cli.progress import with_progress as with_progress

DEFAULT_GAMES = 100


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "playtest",
        help=_("bot self-play: win rate per seat with a confidence interval"),
        description=_(
            "Play the map many times with bots in every seat (factions rotated "
            "between seats from game to game) and report each seat's win rate with "
            "a 95% confidence interval, win types, game length, first blood and "
            "first demolition, and heat maps. The same seed gives the same output."
        ),
    )
    p.add_argument(
        "files",
        nargs="+",
        metavar="FILE",
        help=_(
            "a .gkrmap.json file, or several files and folders (a sweep over every map in them)"
        ),
    )
    p.add_argument(
        "--games",
        "-n",
        type=int,
        default=None,
        metavar="N",
        help=_(
            "games to play (default {n}; with --until-verdict the most to play, default"
            " {cap}); a duplicate batch plays whole deals"
        ).format(n=DEFAULT_GAMES, cap=UNTIL_VERDICT_GAMES),
    )
    p.add_argument(
        "--seed", "-s", type=int, default=0, metavar="S", help=_("seed of the batch (default 0)")
    )
    p.add_argument(
        "--workers",
        "-w",
        type=int,
        default=None,
        metavar="W",
        help=_("worker processes (default: one per core; the output is the same)"),
    )
    p.add_argument(
        "--bot",
        default=DEFAULT_BOT,
        metavar="KIND",
        help=_("bot in every seat: {kinds} (default {bot})").format(
            kinds=", ".join(BOT_KINDS), bot=DEFAULT_BOT
        ),
    )
    p.add_argument("--skills", metavar="B1,B2", default=None, help=_(SKILLS_HELP))
    p.add_argument(
        "--design",
        choices=DESIGNS,
        default=DEFAULT_DESIGN,
        help=_(
            "duplicate: each deal (one seed for decks and dice) is played once per"
            " rotation of the factions over the seats (in solo, once from each"
            " of the player's starts), and the deal is the unit of the"
            " intervals; independent: every game its own seed, as every mode"
            " but the standard one played before (default {design})"
        ).format(design=DEFAULT_DESIGN),
    )
    p.add_argument(
        "--until-verdict",
        action="store_true",
        help=_(
            "play until a sequential test decides between fair (every seat, team"
            " or start within ±F points of its fair share) and edge (one beyond"
            " ±E), each wrong at most 5 times in 100, in any --mode; unclear only"
            " at the cap of games (intervals become confidence sequences, valid"
            " however often they are looked at)"
        ),
    )
    p.add_argument(
        "--edge-beyond",
        "--margin",
        dest="margin",
        type=float,
        default=DEFAULT_MARGIN * 100,
        metavar="E",
        help=_(
            "points of win rate off its fair share that make a seat's edge worth"
            " reporting (default %(default)g; --margin is the same option); a"
            " fixed number of games is judged by its 95%% intervals at ±E"
        ),
    )
    p.add_argument(
        "--fair-within",
        type=float,
        default=None,
        metavar="F",
        help=_(
            "--until-verdict: points within which every seat must lie for the"
            " map to be fair (default: half of E); between F and E either"
            " answer is acceptable, and the closer F is to E the more games"
            " it takes"
        ),
    )
    p.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help=_(
            "play on a Dask cluster: a scheduler's address (tcp://host:8786), or"
            " 'local' for a local cluster of --workers processes (needs"
            " {extra}); the results are the same as without it. The cluster"
            " can run code in this process: use one you trust"
        ).format(extra=CLUSTER_HINT),
    )
    add_tls_arguments(p)
    p.add_argument(
        "--results",
        metavar="FILE",
        help=_(
            "keep every finished game in this file (JSON Lines) and resume from"
            " it: a sweep interrupted with Ctrl+C or a crash plays only the games"
            " still missing next time"
        ),
    )
    p.add_argument(
        "--catalog",
        metavar="FILE",
        default=None,
        help=_(
            "play with your own cards: a .catalog.json file (default: the"
            " built-in stand-in catalog)"
        ),
    )
    p.add_argument(
        "--mode",
        choices=mode_names(),
        default=STANDARD_GAME.name,
        help=_(
            "standard: bots in every seat; solo: the bot as the player against one"
            " and two solo opponents (the rulebook's solo play), reporting how often"
            " it wins and the verdict on its starts; 2v2: fixed alliances on a"
            " four-player map, each team's win rate and the verdict on the teams;"
            " shifting: 2v2 with shifting alliances (picked each round, one"
            " winner), each seat's win rate and the verdict (default standard)"
        ),
    )
    p.add_argument(
        "--extra-weapons",
        type=int,
        default=0,
        metavar="N",
        help=_(
            "--mode solo: cards more in each solo opponent's combat draw, a harder game (default 0)"
        ),
    )
    p.add_argument(
        "--pilots",
        action="store_true",
        help=_(
            "advanced play: every player has a pilot card with its ability (the"
            " catalog's pilots; the stand-in catalog has one a faction)"
        ),
    )
    p.add_argument(
        "--achievements",
        choices=BOARDS,
        default="standard",
        help=_(
            "the Achievements Board's side: standard, or alternate (each player"
            " picks a path that unlocks the upgrades in its own order; the bots"
            " pick by a stated rule) (default standard)"
        ),
    )
    p.add_argument(
        "--restrict", action="append", default=[], metavar="SEAT:PART", help=restrict_help()
    )
    add_save_arguments(p)
    p.add_argument("--json", action="store_true", help=_("print the result as a JSON object"))
    p.set_defaults(run=run)


def advanced_options(args: argparse.Namespace) -> GameConfig | None:
    """The ``--pilots`` and ``--achievements`` options as a game configuration (``None``
    for the default game); refused where they cannot be played."""
    if not args.pilots and args.achievements == "standard":
        return None
    asked = _(" and ").join(
        o
        for o, on in (
            ("--pilots", args.pilots),
            ("--achievements alternate", args.achievements != "standard"),
        )
        if on
    )
    mode = mode_named(args.mode)
    if not mode.advanced_rules:
        raise CommandError(
            _(
                "{options}: a solo game uses no pilots or Achievements Board (rulebook, SOLO PLAY)"
            ).format(options=asked)
        )
    if mode is not STANDARD_GAME:
        raise CommandError(
            _("{options}: not yet for --mode {mode}; play standard games").format(
                options=asked, mode=args.mode
            )
        )
    if is_pack(args.files) or args.scheduler or args.results:
        raise CommandError(
            _(
                "{options}: one map on the built-in pool; leave out --scheduler and"
                " --results, and give one file"
            ).format(options=asked)
        )
    return GameConfig(pilots=args.pilots, achievements=args.achievements)


def run(args: argparse.Namespace) -> int:
    if args.games is not None and args.games < 1:
        raise CommandError(_("--games must be 1 or more, not {games}").format(games=args.games))
    if not 0 < args.margin < 100:
        raise CommandError(
            _("--edge-beyond (--margin) must be between 0 and 100 points, not {margin}").format(
                margin=format_general(args.margin)
            )
        )
    if args.fair_within is not None and not 0 <= args.fair_within < args.margin:
        raise CommandError(
            _(
                "--fair-within must be at least 0 and less than --edge-beyond"
                " ({margin}), not {fair}"
            ).format(margin=format_general(args.margin), fair=format_general(args.fair_within))
        )
    games = (
        args.games if args.games is not None else (None if args.until_verdict else DEFAULT_GAMES)
    )
    if args.workers is not None and args.workers < 1:
        raise CommandError(
            _("--workers must be 1 or more, not {workers}").format(workers=args.workers)
        )
    if args.bot not in BOT_KINDS:
        raise CommandError(
            _("no bot called {kind!r}; choose one of {kinds}").format(
                kind=args.bot, kinds=", ".join(sorted(BOT_KINDS))
            )
        )
    if args.scheduler is None:
        cluster_options(args)  # the TLS files alone are refused
    output_file(args.results, "--results")  # as every output: never a FIFO, a device…
    catalog = load_catalog(args.catalog) if args.catalog is not None else None
    workers = args.workers or max(1, min(os.cpu_count() or 1, games or DEFAULT_GAMES))
    config = advanced_options(args)
    if args.skills is not None:
        return run_skills(args, games, workers, catalog, config)
    if args.restrict:
        refuse_saving(args, _("leave out --restrict"))
        return run_restrict(args, games or DEFAULT_GAMES, workers, catalog, config)
    mode = mode_named(args.mode)
    if mode is not STANDARD_GAME:
        return (run_solo if mode.solo_play else run_2v2)(  # 2v2 or shifting
            args, collect(args.files)[0], games, workers, catalog
        )
    if is_pack(args.files) or args.scheduler or args.results:
        refuse_saving(args, _("leave out --scheduler and --results, and give one file"))
        return run_sweep_command(args, games or DEFAULT_GAMES, workers, catalog)
    game_map = load_finished_map(args.files[0], "playing")
    saver = game_saver(args, game_map, catalog, STANDARD_GAME.name)
    result = with_progress(
        lambda progress: run_playtest(
            game_map,
            games,
            args.seed,
            workers=workers,
            bot=args.bot,
            catalog=catalog,
            design=args.design,
            until_verdict=args.until_verdict,
            margin=args.margin / 100,
            fair_within=None if args.fair_within is None else args.fair_within / 100,
            progress=progress,
            config=config,
            keep_games=saver.offer if saver else None,
        ),
        at_most=args.until_verdict,
    )
    write_saved(saver)
    report(args, result.to_json(), lambda: result_lines(result))
    return EXIT_OK


def run_sweep_command(
    args: argparse.Namespace, games: int, workers: int, catalog: Catalog | None
) -> int:
    """Several maps (or a cluster, or a results file): one summary table, or ``--json``
    with every map's result. Folders stand for the maps under them, as for ``check``."""
    if args.until_verdict:
        raise CommandError(
            _(
                "--until-verdict plays one map at a time on the built-in pool;"
                " leave out --scheduler and --results, and give one file"
            )
        )
    tls = cluster_options(args)
    paths, empty = collect(args.files)
    problems = [finding_line(r, f) for r in empty for f in r.problems()]
    maps = []
    for p in paths:
        try:
            maps.append(SweepMap(p, load_finished_map(p, "playing")))
        except MapFileError as e:
            problems.extend(e.lines())
    if problems:
        for line in problems:
            print(line, file=sys.stderr)
        return EXIT_INVALID
    try:
        result = with_progress(
            lambda progress: run_sweep(
                maps,
                games,
                args.seed,
                bot=args.bot,
                workers=workers,
                catalog=catalog,
                design=args.design,
                scheduler=args.scheduler,
                results=Path(args.results) if args.results else None,
                progress=progress,
                tls=tls,
            )
        )
    except ResultsFileError as e:
        raise CommandError(str(e)) from None
    report(args, result.to_json(), lambda: sweep_lines(result, args.margin / 100))
    if result.cancelled:
        print(
            _(
                "gkr-map playtest: interrupted; the games finished are in the table and in {file}"
            ).format(file=args.results)
            if args.results
            else _("gkr-map playtest: interrupted; the games finished are in the table"),
            file=sys.stderr,
        )
        return 130
    return EXIT_OK


def sweep_lines(result: SweepResult, margin: float) -> list[str]:
    """One line per map: its games, verdict and each seat's win rate and edge."""
    heads = (_("map"), _("players"), _("games"), _("verdict"))
    w_map = max([len(key) for key, _r in result.maps] + [len(heads[0])])
    w_players, w_games = width(heads[1], 7), width(heads[2], 6)
    w_verdict = max([8, len(heads[3])] + [len(verdict_word(r.verdict)) for _k, r in result.maps])
    lines = [
        f"{heads[0]:<{w_map}}  {heads[1]:>{w_players}}  {heads[2]:>{w_games}}"
        f"  {heads[3]:<{w_verdict}} " + _("seats: win rate (edge, luck-adjusted)")
    ]
    for key, r in result.maps:
        seats = (
            " · ".join(
                f"{s.start} {pct(s.win_rate)} ({points(s.adjusted_win_rate - 1 / r.players)})"
                for s in r.seats
            )
            if r.games
            else _("no games finished")
        )
        games = f"{r.games}" + ("*" if r.cancelled else "")
        lines.append(
            f"{key:<{w_map}}  {r.players:>{w_players}}  {games:>{w_games}}"
            f"  {verdict_word(r.verdict):<{w_verdict}} {seats}"
        )
    if any(r.cancelled for _k, r in result.maps):
        lines.append(_("* fewer games than asked: the sweep was interrupted"))
    if result.resumed:
        lines.append(
            ngettext(
                "{n} game read back from the results file",
                "{n} games read back from the results file",
                result.resumed,
            ).format(n=result.resumed)
        )
    lines.append(
        _("verdicts at ±{margin} points, {design}").format(
            margin=format_general(margin * 100), design=design_name(result.maps[0][1].design)
        )
    )
    return lines
