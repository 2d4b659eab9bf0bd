"""``gkr-map playtest MAP --skills full,strong``: the same batch played by each bot kind,
each verdict, and whether they agree (:mod:`engine.verdicts.skills`).

The output is the first kind's report as ``playtest`` prints it, followed by one line per
kind and the agreement; in JSON, the first kind's object with ``skills`` and ``agree``
added.
"""

from __future__ import annotations

import argparse

from engine.bots import DEFAULT_BOT
from engine.core import N_, _
from engine.game import Catalog, GameConfig
from engine.game.modes import STANDARD_GAME, mode_named
from engine.playtest import PlaytestResult, SkillVerdicts, run_playtest
from gkr_studio.cli.common import EXIT_OK, CommandError, load_finished_map, print_json
from gkr_studio.cli.pack import is_pack
from gkr_studio.cli.playtest_report import report, result_lines
from gkr_studio.cli.playtest_words import bot_name, games_count, verdict_word
from gkr_studio.cli.progress import with_progress
from gkr_studio.cli.skills_option import SkillsError, skill_kinds

HELP = N_(
    "play the same games with each of these bots (B1,B2: full,strong, the second"
    " opinion of a stronger player) and report each verdict and whether they agree"
)


def refuse_others(args: argparse.Namespace) -> None:
    """``--skills`` plays one map in the standard mode, every seat the same bot."""
    if args.bot != DEFAULT_BOT:
        raise CommandError(_("--skills names the bots; leave out --bot"))
    if mode_named(args.mode) is not STANDARD_GAME or args.restrict or args.save_games:
        raise CommandError(
            _("--skills: standard games only; leave out --mode, --restrict and --save-games")
        )
    if is_pack(args.files) or args.scheduler or args.results:
        raise CommandError(
            _(
                "--skills: one map on the built-in pool; leave out --scheduler and"
                " --results, and give one file"
            )
        )


def run_skills(
    args: argparse.Namespace,
    games: int | None,
    workers: int,
    catalog: Catalog | None,
    config: GameConfig | None,
) -> int:
    try:
        kinds = skill_kinds(args.skills)
    except SkillsError as e:
        raise CommandError(str(e)) from None
    refuse_others(args)
    game_map = load_finished_map(args.files[0], "playing")

    def batch(kind: str) -> PlaytestResult:
        return with_progress(
            lambda progress: run_playtest(
                game_map,
                games,
                args.seed,
                workers=workers,
                bot=kind,
                catalog=catalog,
                design=args.design,
                until_verdict=args.until_verdict,
                margin=args.margin / 100,
                fair_within=None if args.fair_within is None else args.fair_within / 100,
                progress=progress,
                config=config,
            ),
            at_most=args.until_verdict,
        )

    results = tuple(batch(kind) for kind in kinds)
    both = SkillVerdicts(results)
    if args.json:
        print_json({**results[0].to_json(), **both.to_json()})
        return EXIT_OK
    lines = result_lines(results[0])
    names = [bot_name(r.bot) for r in results]
    lines.append(_("skills"))
    for r, name in zip(results, names):
        lines.append(
            f"  {name:<{max(map(len, names))}}  {games_count(r.games)}  "
            + _("{verdict}: {text}").format(verdict=verdict_word(r.verdict), text=r.verdict_text)
        )
    lines.append("  " + agreement_line(both))
    report(args, {}, lambda: lines)
    return EXIT_OK


def agreement_line(both: SkillVerdicts) -> str:
    """Whether the verdicts agree, in words."""
    if not both.clear:
        return _("not comparable yet: a verdict is unclear (play more games, or --until-verdict)")
    if both.agree:
        return _("the verdicts agree")
    return _("the verdicts differ: the map plays differently at these skill levels")
