"""``gkr-map check PATH... [--json] [--format F] [--strict]``: the balance report of a map
(DESIGN.md contract), or of every map of a pack with a summary table."""

from __future__ import annotations

import argparse
from typing import Any

from engine.analysis import analyse
from engine.analysis.report import Report
from engine.core.errors import one_line
from engine.files.mapfile import load_map
from gkr_studio.cli import formats, pack
from gkr_studio.cli.common import EXIT_INVALID, EXIT_OK, print_json


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "check", help="the balance report: design guidelines, fairness checks and metrics",
        description="Check a map against the rulebook's design guidelines (start-distance, "
                    "alley-shots, building-reach) and the studio's further checks, then "
                    "print the metrics. Given several files or a folder (every "
                    "*.gkrmap.json under it), print each failed check and a summary table. "
                    "Exit status 1 when a file is invalid or a check with error severity "
                    "fails (with --strict, a warning too), 0 otherwise.")
    p.add_argument("files", nargs="+", metavar="PATH",
                   help="a .gkrmap.json file, or a folder of them")
    p.add_argument("--json", action="store_true",
                   help='the same as --format json: for one file {"map", "checks": [{"id",'
                        ' "ok", "severity", "message", "hexes"}], "metrics"}')
    formats.add_options(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    fmt = "json" if args.json else args.format
    if pack.is_pack(args.files) or fmt not in ("text", "json"):
        results = pack.run_all(args.files, lambda path: pack.check_one(path, analyse))
        return formats.write(results, "check", fmt, args.strict)
    game_map = load_map(args.files[0])
    report = analyse(game_map)
    if fmt == "json":
        print_json(report.to_json())
    else:
        print("\n".join(one_line(line) for line in report_lines(report)))
    fails = report.has_errors or args.strict and bool(report.warnings)
    return EXIT_INVALID if fails else EXIT_OK


def report_lines(report: Report) -> list[str]:
    """The human-readable report: a line per check, then the metrics."""
    m = report.metrics
    lines = [f"{report.map_name}: {m['players']} players, {m['side']} side,"
             f" {m['buildings']} buildings"]
    width = max((len(c.id) for c in report.checks), default=0)
    for c in report.checks:
        marker = "ok" if c.ok else c.severity.value
        lines.append(f"  {marker:<8} {c.id:<{width}}  {c.message}")
    lines.append("Seats")
    lines.extend(f"  {_seat_line(seat)}" for seat in m["seats"])
    if "teams" in m:
        source = "named in the map" if m["teams_from"] == "map" else "R-TEAM-1"
        lines.append(f"Teams (2v2, {source})")
        lines.extend(f"  {_team_line(team)}" for team in m["teams"])
    lines.append("Map")
    alleys = ", ".join(m["potential_alleys"])
    lines.append(f"  alleys {m['alleys']}, potential alley shots"
                 f" {m['potential_alley_shots']}{f' ({alleys})' if alleys else ''}")
    s = m["sight"]
    lines.append(f"  sight over {s['pairs']} ordered pairs of free hexes:"
                 f" {s['line_of_sight']} in line of sight ({s['no_cover']} no cover,"
                 f" {s['partial_cover']} partial cover), {s['full_cover']} blocked")
    lines.append(f"  symmetry {_symmetry_text(m['symmetry'])}")
    if m["unclaimed_buildings"]:
        lines.append(f"  unreachable buildings {' '.join(m['unclaimed_buildings'])}")
    return lines


def _seat_line(seat: dict[str, Any]) -> str:
    others = ", ".join(f"{h} {d}" for h, d in seat["opponent_distances"].items())
    e = seat["exposure"]
    share = f"{seat['territory_share']:g}"
    parts = [
        f"{seat['start']:<3} closest opponent {seat['closest_opponent']} ({others})",
        f"{seat['reach_count']} buildings in reach"
        f" ({' '.join(seat['buildings_in_reach']) or 'none'})",
        f"territory {share}",
        f"seen from {e['seen_by']} hexes"
        f" ({e['partial_cover']} of them in partial cover from it)",
    ]
    if "deploy_hexes" in seat:
        parts.append(f"{len(seat['deploy_hexes'])} Zone 1 deploy hexes")
    return "; ".join(parts)


def _team_line(team: dict[str, Any]) -> str:
    enemies = ", ".join(f"{h} {d}" for h, d in team["enemy_distances"].items())
    return "; ".join([
        f"{team['label']:<6} allies {team['ally_distance']} apart",
        f"closest enemy {team['enemy_distance']:g} on average ({enemies})",
        f"{team['reach_count']} buildings in reach"
        f" ({' '.join(team['buildings_in_reach']) or 'none'})",
        f"territory {team['territory_share']:g}",
        f"seen from {team['exposure']} hexes in all",
    ])


def _symmetry_text(sym: dict[str, Any]) -> str:
    if sym["symmetries"]:
        return ", ".join(sym["symmetries"])
    if sym["suggested"] is None:
        return "none (the starts suggest none)"
    return (f"none (the starts suggest a {sym['suggested']}; restore:"
            f" {', '.join(sym['restore'])})")
