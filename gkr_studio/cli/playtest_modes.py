"""``gkr-map playtest FILE --mode solo|2v2|shifting``: the other ways the game is played.

``--mode solo [--extra-weapons N]``: how often the bot, as the player, beats one and
two solo opponents (:mod:`engine.playtest.solo_batch`). ``--mode 2v2``: each team's win rate
with fixed alliances; ``--mode shifting``: each seat's win rate with shifting alliances
(:mod:`engine.playtest.team_batch`). Each runs on the one batch runner with the standard
mode's verdict options (``--design``, ``--until-verdict``, ``--margin``) and reports the
verdict on its sides: the player's starts, the teams, the seats."""

from __future__ import annotations

import argparse
from typing import Any

from engine.core import _, format_general, ngettext
from engine.game import Catalog
from engine.game.modes import SOLO_GAME, mode_named
from engine.playtest import (
    SoloResult,
    TeamLine,
    TeamResult,
    percent_span,
    run_solo_playtest,
    run_team_playtest,
)
from gkr_studio.cli.common import EXIT_OK, CommandError, load_finished_map
from gkr_studio.cli.playtest_report import report
from gkr_studio.cli.playtest_saves import game_saver, write_saved
from gkr_studio.cli.playtest_words import (
    bot_name,
    decimal,
    design_name,
    games_count,
    pct,
    points,
    seat,
    verdict_word,
    width,
    win_type_name,
)
from gkr_studio.cli.progress import with_progress


def _one_map(args: argparse.Namespace, paths: list[str]) -> None:
    if len(paths) != 1:
        raise CommandError(_("--mode {mode} plays one map: give one file").format(mode=args.mode))
    if args.scheduler or args.results:
        raise CommandError(
            _("--mode {mode} takes neither --scheduler nor --results").format(mode=args.mode)
        )


def batch_options(args: argparse.Namespace) -> dict[str, Any]:
    """The verdict's options, the same in every mode: the design, stopping at the verdict,
    its margins (E and F)."""
    return {
        "design": args.design,
        "until_verdict": args.until_verdict,
        "margin": args.margin / 100,
        "fair_within": None if args.fair_within is None else args.fair_within / 100,
    }


def run_2v2(
    args: argparse.Namespace,
    paths: list[str],
    games: int | None,
    workers: int,
    catalog: Catalog | None = None,
) -> int:
    """The 2v2 playtest of one four-player map (``--mode 2v2`` or ``shifting``): text or
    ``--json``."""
    _one_map(args, paths)
    game_map = load_finished_map(paths[0], "playing")
    if not mode_named(args.mode).fits(game_map.players):
        raise CommandError(
            _("{file}: 2v2 needs a four-player map; {map} has {starts} starts").format(
                file=paths[0], map=game_map.name, starts=game_map.players
            )
        )
    saver = game_saver(args, game_map, catalog, args.mode)
    result = with_progress(
        lambda progress: run_team_playtest(
            game_map,
            games,
            args.seed,
            workers=workers,
            bot=args.bot,
            catalog=catalog,
            progress=progress,
            mode=args.mode,
            keep_games=saver.offer if saver else None,
            **batch_options(args),
        ),
        at_most=args.until_verdict,
    )
    write_saved(saver)
    report(args, result.to_json(), lambda: team_lines(result))
    return EXIT_OK


def _labels() -> tuple[int, dict[str, str]]:
    """The width of a 2v2 report's label column (the English one, or wider for longer
    translations) and the labels by their English text."""
    labels = {
        "verdict": _("verdict"),
        "win types": _("win types"),
        "rounds": _("rounds"),
        "alliances": _("alliances"),
    }
    return max(len(text) for text in labels.values()) + 4, labels


def _team_columns(r: TeamResult) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The headings of a 2v2 report's table and their widths (the English ones, or wider
    for longer translations)."""
    shifting = mode_named(r.mode).ally_picks
    heads = ((_("seat"), _("start")) if shifting else (_("team"), _("seats"))) + (
        _("wins"),
        _("win rate"),
        _("95% interval"),
        _("edge"),
    )
    widths = (
        width(heads[0], 5 if shifting else 7) + 1,
        width(heads[1], 7) + 1,
        width(heads[2], 6) + 1,
        width(heads[3], 8),
        width(heads[4], 12),
        width(heads[5], 6),
    )
    return heads, widths


def team_lines(r: TeamResult) -> list[str]:
    """The human-readable 2v2 report: each team's wins with fixed alliances, each seat's
    with shifting alliances."""
    settings = ", ".join(
        (games_count(r.games), bot_name(r.bot), _("seed {seed}").format(seed=r.seed))
    )
    shifting = mode_named(r.mode).ally_picks
    title = (
        _("{map}: 2v2 with shifting alliances, {settings}")
        if shifting
        else _("{map}: 2v2 with fixed alliances, {settings}")
    )
    w_label, labels = _labels()
    h, w = _team_columns(r)
    lines = [
        title.format(map=r.map_name, settings=settings),
        f"  {labels['verdict']:<{w_label}}"
        + _("{verdict}: {text} ({design})").format(
            verdict=verdict_word(r.verdict), text=r.verdict_text, design=design_name(r.design)
        ),
        f"  {h[0]:<{w[0]}}{h[1]:<{w[1]}}{h[2]:>{w[2]}}  {h[3]:>{w[3]}}  {h[4]:<{w[4]}}"
        f"   {h[5]:>{w[5]}}  " + _("luck-adjusted edge"),
    ]
    for t in r.teams:
        first, second = (
            (seat(t.seats[0]), t.label)
            if shifting
            else (t.label, "+".join(seat(q) for q in t.seats))
        )
        lo, hi = t.ci95
        lines.append(
            f"  {first:<{w[0]}}{second:<{w[1]}}{format_general(t.wins):>{w[2]}}"
            f"  {pct(t.win_rate):>{w[3]}}  {percent_span(lo, hi):<{w[4] - 1}}"
            f"{_edges(t, len(r.teams), w[5])}"
        )
    lines.append(
        f"  {labels['win types']:<{w_label}}"
        + ", ".join(f"{win_type_name(k)} {n}" for k, n in r.win_types.items())
    )
    lines.append(
        f"  {labels['rounds']:<{w_label}}" + _("mean {mean}").format(mean=decimal(r.rounds_mean))
    )
    if shifting:
        lines.append(
            f"  {labels['alliances']:<{w_label}}"
            + _("{alliances} formed a game (mutual picks)").format(
                alliances=decimal(r.alliances_mean)
            )
        )
    return lines


def seat_lines(r: TeamResult) -> list[str]:
    """The human-readable report of a playtest with shifting alliances: each seat's wins."""
    return team_lines(r)


def _edges(t: TeamLine, sides: int, edge_width: int) -> str:
    """A side's edge and luck-adjusted edge, in points."""
    if t.estimate is None:
        return ""
    fair = 1 / sides
    lo, hi = t.estimate.adjusted_edge_interval
    return (
        f"   {points(t.win_rate - fair):>{edge_width}}  {points(t.estimate.adjusted_edge)} ("
        + _("{low} to {high}").format(low=points(lo), high=points(hi))
        + ")"
    )


def run_solo(
    args: argparse.Namespace,
    paths: list[str],
    games: int | None,
    workers: int,
    catalog: Catalog | None = None,
) -> int:
    """The solo playtest of one map: text or ``--json``."""
    _one_map(args, paths)
    game_map = load_finished_map(paths[0], "playing")
    saver = game_saver(args, game_map, catalog, SOLO_GAME.name)
    result = with_progress(
        lambda progress: run_solo_playtest(
            game_map,
            games,
            args.seed,
            workers=workers,
            bot=args.bot,
            extra_weapons=args.extra_weapons,
            catalog=catalog,
            progress=progress,
            keep_games=saver.offer if saver else None,
            **batch_options(args),
        ),
        at_most=args.until_verdict,
    )
    write_saved(saver)
    report(args, result.to_json(), lambda: solo_lines(result))
    return EXIT_OK


def solo_lines(r: SoloResult) -> list[str]:
    """The human-readable solo report."""
    extra = (
        ngettext(", {n} extra weapon", ", {n} extra weapons", r.extra_weapons).format(
            n=r.extra_weapons
        )
        if r.extra_weapons
        else ""
    )
    lines = [
        _(
            "{map}: solo games, {bot} as the player against solo opponents, {games} each,"
            " seed {seed}"
        ).format(map=r.map_name, bot=bot_name(r.bot), games=games_count(r.games), seed=r.seed)
        + extra
    ]
    h = (
        _("opponents"),
        _("games"),
        _("wins"),
        _("win rate"),
        _("95% interval"),
        _("rounds"),
        _("win types"),
    )
    w = (
        width(h[0], 9) + 1,
        width(h[1], 5) + 1,
        width(h[2], 6) + 1,
        width(h[3], 8),
        width(h[4], 12),
        width(h[5], 6),
    )
    lines.append(
        f"  {h[0]:<{w[0]}}{h[1]:>{w[1]}}{h[2]:>{w[2]}}  {h[3]:>{w[3]}}  {h[4]:<{w[4]}}"
        f"    {h[5]:>{w[5]}}  {h[6]}"
    )
    for line in r.lines:
        lo, hi = line.ci95
        kinds = ", ".join(f"{win_type_name(k)} {n}" for k, n in line.win_types.items() if n)
        lines.append(
            f"  {line.opponents:<{w[0]}}{line.games:>{w[1]}}{line.wins:>{w[2]}}  "
            f"{pct(line.win_rate):>{w[3]}}  {percent_span(lo, hi):<{w[4] - 1}}"
            f"{'':<4}{decimal(line.rounds_mean):>{w[5]}}  {kinds}"
        )
        starts = ", ".join(f"{k} {w}/{n}" for k, (w, n) in line.by_start.items())
        factions = ", ".join(f"{k} {w}/{n}" for k, (w, n) in line.by_faction.items())
        lines.append("    " + _("player's wins by start: {starts}").format(starts=starts))
        lines.append("    " + _("by faction: {factions}").format(factions=factions))
    if r.facts is not None:
        lines.append(
            "  "
            + _("verdict on the player's starts: {verdict}: {text} ({design})").format(
                verdict=verdict_word(r.verdict),
                text=r.verdict_text,
                design=design_name(r.facts.design),
            )
        )
        fair = 1 / len(r.sides) if r.sides else 0.0
        for k, (side, (won, n)) in enumerate(zip(r.sides, r.starts)):
            est = r.judgement.estimates[k] if r.judgement.estimates else None
            lines.append(
                "    "
                + _(
                    "from {start}: {won}/{games} won, share of the wins edge"
                    " {edge}, luck-adjusted {adjusted}"
                ).format(
                    start=side.label,
                    won=won,
                    games=n,
                    edge=points(est.edge) if est else "—",
                    adjusted=points(est.adjusted - fair) if est else "—",
                )
            )
    for note in r.unavailable:
        lines.append("  " + _("not played: {note}").format(note=note))
    return lines
