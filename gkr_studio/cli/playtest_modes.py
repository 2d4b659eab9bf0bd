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

from engine.game.alliances import SHIFTING
from engine.game.catalog import Catalog
from engine.playtest.figures import percent_span
from engine.playtest.solo_batch import SoloResult, run_solo_playtest
from engine.playtest.team_batch import TeamLine, TeamResult, run_team_playtest
from gkr_studio.cli.common import EXIT_OK, CommandError, load_finished_map
from gkr_studio.cli.playtest_saves import game_saver, write_saved


def _one_map(args: argparse.Namespace, paths: list[str]) -> None:
    if len(paths) != 1:
        raise CommandError(f"--mode {args.mode} plays one map: give one file")
    if args.scheduler or args.results:
        raise CommandError(f"--mode {args.mode} takes neither --scheduler nor --results")


def batch_options(args: argparse.Namespace) -> dict[str, Any]:
    """The verdict's options, the same in every mode: the design, stopping at the verdict,
    its margins (E and F)."""
    return {"design": args.design, "until_verdict": args.until_verdict,
            "margin": args.margin / 100,
            "fair_within": None if args.fair_within is None else args.fair_within / 100}


def run_2v2(args: argparse.Namespace, paths: list[str], games: int | None, workers: int,
            catalog: Catalog | None = None) -> int:
    """The 2v2 playtest of one four-player map (``--mode 2v2`` or ``shifting``): text or
    ``--json``."""
    _one_map(args, paths)
    game_map = load_finished_map(paths[0], "playing")
    if game_map.players != 4:
        raise CommandError(f"{paths[0]}: 2v2 needs a four-player map; {game_map.name} has"
                           f" {game_map.players} starts")
    from gkr_studio.cli.playtest import report, with_progress
    saver = game_saver(args, game_map, catalog, args.mode)
    result = with_progress(lambda progress: run_team_playtest(
        game_map, games, args.seed, workers=workers, bot=args.bot, catalog=catalog,
        progress=progress, mode=args.mode, keep_games=saver.offer if saver else None,
        **batch_options(args)), at_most=args.until_verdict)
    write_saved(saver)
    report(args, result.to_json(), lambda: team_lines(result))
    return EXIT_OK


def team_lines(r: TeamResult) -> list[str]:
    """The human-readable 2v2 report."""
    if r.mode == SHIFTING:
        return seat_lines(r)
    lines = [f"{r.map_name}: 2v2 with fixed alliances, {r.games} games, {r.bot} bot,"
             f" seed {r.seed}"]
    lines.append(f"  verdict      {r.verdict}: {r.verdict_text} ({r.design} design)")
    lines.append(f"  {'team':<8}{'seats':<8}{'wins':>7}  {'win rate':>8}  95% interval"
                 f"   {'edge':>6}  luck-adjusted edge")
    for t in r.teams:
        lo, hi = t.ci95
        seats = "+".join(f"P{q + 1}" for q in t.seats)
        lines.append(f"  {t.label:<8}{seats:<8}{t.wins:>7g}  {100 * t.win_rate:>7.1f}%"
                     f"  {percent_span(lo, hi):<11}{_edges(t, len(r.teams))}")
    lines.append("  win types    " + ", ".join(f"{k} {n}" for k, n in r.win_types.items()))
    lines.append(f"  rounds       mean {r.rounds_mean:.1f}")
    return lines


def seat_lines(r: TeamResult) -> list[str]:
    """The human-readable report of a playtest with shifting alliances: each seat's wins."""
    lines = [f"{r.map_name}: 2v2 with shifting alliances, {r.games} games, {r.bot} bot,"
             f" seed {r.seed}"]
    lines.append(f"  verdict      {r.verdict}: {r.verdict_text} ({r.design} design)")
    lines.append(f"  {'seat':<6}{'start':<8}{'wins':>7}  {'win rate':>8}  95% interval"
                 f"   {'edge':>6}  luck-adjusted edge")
    for t in r.teams:
        lo, hi = t.ci95
        lines.append(f"  P{t.seats[0] + 1:<5}{t.label:<8}{t.wins:>7g}  {100 * t.win_rate:>7.1f}%"
                     f"  {percent_span(lo, hi):<11}{_edges(t, len(r.teams))}")
    lines.append("  win types    " + ", ".join(f"{k} {n}" for k, n in r.win_types.items()))
    lines.append(f"  rounds       mean {r.rounds_mean:.1f}")
    lines.append(f"  alliances    {r.alliances_mean:.1f} formed a game (mutual picks)")
    return lines


def _edges(t: TeamLine, sides: int) -> str:
    """A side's edge and luck-adjusted edge, in points."""
    if t.estimate is None:
        return ""
    fair = 1 / sides
    lo, hi = t.estimate.adjusted_edge_interval
    return (f"   {100 * (t.win_rate - fair):>+6.1f}  {100 * t.estimate.adjusted_edge:+.1f}"
            f" ({100 * lo:+.1f} to {100 * hi:+.1f})")


def run_solo(args: argparse.Namespace, paths: list[str], games: int | None, workers: int,
             catalog: Catalog | None = None) -> int:
    """The solo playtest of one map: text or ``--json``."""
    _one_map(args, paths)
    game_map = load_finished_map(paths[0], "playing")
    from gkr_studio.cli.playtest import report, with_progress
    saver = game_saver(args, game_map, catalog, "solo")
    result = with_progress(lambda progress: run_solo_playtest(
        game_map, games, args.seed, workers=workers, bot=args.bot,
        extra_weapons=args.extra_weapons, catalog=catalog, progress=progress,
        keep_games=saver.offer if saver else None, **batch_options(args)), at_most=args.until_verdict)
    write_saved(saver)
    report(args, result.to_json(), lambda: solo_lines(result))
    return EXIT_OK


def solo_lines(r: SoloResult) -> list[str]:
    """The human-readable solo report."""
    extra = f", {r.extra_weapons} extra weapons" if r.extra_weapons else ""
    lines = [f"{r.map_name}: solo games, {r.bot} bot as the player against solo opponents,"
             f" {r.games} games each, seed {r.seed}{extra}"]
    lines.append(f"  {'opponents':<10}{'games':>6}{'wins':>7}  {'win rate':>8}  95% interval"
                 "    rounds  win types")
    for line in r.lines:
        lo, hi = line.ci95
        kinds = ", ".join(f"{k} {n}" for k, n in line.win_types.items() if n)
        lines.append(f"  {line.opponents:<10}{line.games:>6}{line.wins:>7}  "
                     f"{100 * line.win_rate:>7.1f}%  {percent_span(lo, hi):<11}"
                     f"{'':<4}{line.rounds_mean:>6.1f}  {kinds}")
        starts = ", ".join(f"{k} {w}/{n}" for k, (w, n) in line.by_start.items())
        factions = ", ".join(f"{k} {w}/{n}" for k, (w, n) in line.by_faction.items())
        lines.append(f"    player's wins by start: {starts}")
        lines.append(f"    by faction: {factions}")
    if r.facts is not None:
        design = r.facts.design
        lines.append(f"  verdict on the player's starts: {r.verdict}: {r.verdict_text}"
                     f" ({design} design)")
        fair = 1 / len(r.sides) if r.sides else 0.0
        for k, (side, (w, n)) in enumerate(zip(r.sides, r.starts)):
            est = r.judgement.estimates[k] if r.judgement.estimates else None
            edge = f"{100 * est.edge:+.1f}" if est else "—"
            adj = f"{100 * (est.adjusted - fair):+.1f}" if est else "—"
            lines.append(f"    from {side.label}: {w}/{n} won, share of the wins edge {edge},"
                         f" luck-adjusted {adj}")
    for note in r.unavailable:
        lines.append(f"  not played: {note}")
    return lines
