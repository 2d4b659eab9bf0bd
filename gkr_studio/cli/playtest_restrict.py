"""``gkr-map playtest FILE --restrict SEAT:PART [--restrict …]``: restricted play.

The unrestricted batch and, with the same seed and settings, one batch per restriction
(:func:`engine.playtest.restricted.run_restricted`): per restriction the seat's win rate
unrestricted and restricted, and the change with its 95% interval (paired deal by deal).
JSON: the unrestricted batch's object with a ``restrictions`` list.
"""

from __future__ import annotations

import argparse

from engine.bots import RESTRICTION_PARTS, RestrictionError
from engine.core import N_, _, ngettext
from engine.game import Catalog, GameConfig
from engine.game.modes import STANDARD_GAME, mode_named
from engine.playtest import RestrictedPlay, parse_restriction, run_restricted
from gkr_studio.cli.common import EXIT_OK, CommandError, load_finished_map
from gkr_studio.cli.pack import is_pack
from gkr_studio.cli.playtest_report import report
from gkr_studio.cli.playtest_words import bot_name, design_name, pct, points, width
from gkr_studio.cli.progress import with_progress


def restrict_help() -> str:
    """``--restrict``'s help, in the language of the texts."""
    return _(
        "bar seat SEAT (a start's hex label, e.g. 1F) from part PART of the game"
        " ({parts}) and report how its win rate moves against the unrestricted batch"
        " of the same seed; repeatable"
    ).format(parts=", ".join(RESTRICTION_PARTS))


TEXTS = {
    "one_map": N_(
        "--restrict plays one map on the built-in pool; leave out --scheduler and"
        " --results, and give one file"
    ),
    "mode": N_("--restrict plays standard games; leave out --mode {mode}"),
    "until": N_(
        "--restrict compares batches of the same number of games; leave out"
        " --until-verdict and give --games"
    ),
}


def text_of(key: str) -> str:
    """:data:`TEXTS`' text ``key`` in the current language."""
    return _(TEXTS[key])


def check_restrict(args: argparse.Namespace) -> None:
    """Refuse what ``--restrict`` cannot be combined with (one line)."""
    if mode_named(args.mode) is not STANDARD_GAME:
        raise CommandError(text_of("mode").format(mode=args.mode))
    if is_pack(args.files) or args.scheduler or args.results:
        raise CommandError(text_of("one_map"))
    if args.until_verdict:
        raise CommandError(text_of("until"))


def run_restrict(
    args: argparse.Namespace,
    games: int,
    workers: int,
    catalog: Catalog | None,
    config: GameConfig | None,
) -> int:
    """The restricted-play report of one map: text or ``--json``."""
    check_restrict(args)
    game_map = load_finished_map(args.files[0], "playing")
    try:
        wanted = list(
            dict.fromkeys(
                parse_restriction(text, game_map)  # once each
                for text in args.restrict
            )
        )
    except RestrictionError as e:
        raise CommandError(_("--restrict {e}").format(e=e)) from None  # the option, then the reason
    result = with_progress(
        lambda progress: run_restricted(
            game_map,
            wanted,
            games,
            args.seed,
            workers=workers,
            bot=args.bot,
            catalog=catalog,
            design=args.design,
            margin=args.margin / 100,
            config=config,
            progress=progress,
        )
    )
    report(args, result.to_json(), lambda: restrict_lines(result))
    return EXIT_OK


def restrict_lines(r: RestrictedPlay) -> list[str]:
    """The human-readable table: one line per restriction."""
    b = r.baseline
    options = b.options()
    advanced = ([_("pilots")] if options.get("pilots") else []) + (
        [
            _("alternate achievements board")
            if options["achievements"] == "alternate"
            else _("{side} achievements board").format(side=options["achievements"])
        ]
        if "achievements" in options
        else []
    )
    settings = ngettext("{games} game a batch", "{games} games a batch", b.games).format(
        games=b.games
    )
    title = _("{map}: restricted play, {settings}").format(
        map=b.map_name,
        settings=", ".join(
            [settings, bot_name(b.bot), _("seed {seed}").format(seed=b.seed), design_name(b.design)]
            + advanced
        ),
    )
    h = (
        _("seat"),
        _("barred from"),
        _("unrestricted"),
        _("restricted"),
        _("change"),
        _("95% interval"),
    )
    w = (
        width(h[0], 5) + 1,
        width(h[1], 14) + 1,
        width(h[2], 12) + 1,
        width(h[3], 11) + 1,
        width(h[4], 7) + 1,
    )
    lines = [
        title,
        f"  {h[0]:<{w[0]}}{h[1]:<{w[1]}}{h[2]:>{w[2]}}{h[3]:>{w[3]}}{h[4]:>{w[4]}}  {h[5]}",
    ]
    for x in r.restrictions:
        lo, hi = x.delta_ci
        lines.append(
            f"  {x.start:<{w[0]}}{x.part:<{w[1]}}{pct(x.baseline.win_rate):>{w[2]}}"
            f"{pct(x.restricted.win_rate):>{w[3]}}{points(x.delta):>{w[4]}}  "
            + _("{low} to {high}").format(low=points(lo), high=points(hi))
        )
    if r.cancelled:
        lines.append("  " + _("(interrupted: the restrictions above finished)"))
    lines.append(
        "  "
        + _(
            "win rates of the seat unrestricted and restricted; change in points,"
            " paired deal by deal"
        )
    )
    lines += [sentence for sentence in r.sentences() if sentence]  # each seat's answer
    return lines
