"""``gkr-map check PATH... [--json] [--format F] [--strict]``: the balance report of a map
(DESIGN.md contract), or of every map of a pack with a summary table."""

from __future__ import annotations

import argparse
from typing import Any

from engine.analysis import Report, analyse, symmetry_name
from engine.core import N_, _, format_general, ngettext, one_line
from engine.files import load_map
from gkr_studio.cli import formats, pack
from gkr_studio.cli.common import EXIT_INVALID, EXIT_OK, print_json


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "check",
        help=_("the balance report: design guidelines, fairness checks and metrics"),
        description=_(
            "Check a map against the rulebook's design guidelines (start-distance, "
            "alley-shots, building-reach) and the studio's further checks, then "
            "print the metrics. Given several files or a folder (every "
            "*.gkrmap.json under it), print each failed check and a summary table. "
            "Exit status 1 when a file is invalid or a check with error severity "
            "fails (with --strict, a warning too), 0 otherwise."
        ),
    )
    p.add_argument(
        "files", nargs="+", metavar="PATH", help=_("a .gkrmap.json file, or a folder of them")
    )
    p.add_argument(
        "--json",
        action="store_true",
        help=_(
            'the same as --format json: for one file {"map", "checks": [{"id",'
            ' "ok", "severity", "message", "hexes"}], "metrics"}'
        ),
    )
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


MARKERS = {"ok": N_("ok"), "error": N_("error"), "warning": N_("warning"), "info": N_("info")}
"""The first column of a check's line: passed, or the severity of its failure."""

SIDES = {"standard": N_("standard"), "fallout": N_("fallout")}


def report_lines(report: Report) -> list[str]:
    """The human-readable report, in the current language: a line per check, then the
    metrics."""
    m = report.metrics
    side_name = str(m["side"])
    side = _(SIDES[side_name]) if side_name in SIDES else side_name
    lines = [
        _("{map}: {players} players, {side} side, {buildings} buildings").format(
            map=report.map_name, players=m["players"], side=side, buildings=m["buildings"]
        )
    ]
    width = max((len(c.id) for c in report.checks), default=0)
    for c in report.checks:
        outcome = "ok" if c.ok else c.severity.value
        marker = _(MARKERS[outcome])
        lines.append(f"  {marker:<8} {c.id:<{width}}  {c.message}")
    lines.append(_("Seats"))
    lines.extend(f"  {_seat_line(seat)}" for seat in m["seats"])
    if "teams" in m:
        source = _("named in the map") if m["teams_from"] == "map" else "R-TEAM-1"
        lines.append(_("Teams (2v2, {source})").format(source=source))
        lines.extend(f"  {_team_line(team)}" for team in m["teams"])
    lines.append(_("Map"))
    alleys = ", ".join(m["potential_alleys"])
    lines.append(
        "  "
        + _("alleys {alleys}, potential alley shots {shots}").format(
            alleys=m["alleys"], shots=m["potential_alley_shots"]
        )
        + (f" ({alleys})" if alleys else "")
    )
    s = m["sight"]
    lines.append(
        "  "
        + _(
            "sight over {pairs} ordered pairs of free hexes: {seen} in line of"
            " sight ({none} no cover, {partial} partial cover), {full} blocked"
        ).format(
            pairs=s["pairs"],
            seen=s["line_of_sight"],
            none=s["no_cover"],
            partial=s["partial_cover"],
            full=s["full_cover"],
        )
    )
    lines.append("  " + _("symmetry {text}").format(text=_symmetry_text(m["symmetry"])))
    if m["unclaimed_buildings"]:
        lines.append(
            "  "
            + _("unreachable buildings {hexes}").format(hexes=" ".join(m["unclaimed_buildings"]))
        )
    return lines


def _hexes_or_none(hexes: list[str]) -> str:
    return " ".join(hexes) or _("none")


def _seat_line(seat: dict[str, Any]) -> str:
    others = ", ".join(f"{h} {d}" for h, d in seat["opponent_distances"].items())
    e = seat["exposure"]
    parts = [
        f"{seat['start']:<3} "
        + _("closest opponent {d} ({others})").format(d=seat["closest_opponent"], others=others),
        ngettext(
            "{n} building in reach ({hexes})",
            "{n} buildings in reach ({hexes})",
            seat["reach_count"],
        ).format(n=seat["reach_count"], hexes=_hexes_or_none(seat["buildings_in_reach"])),
        _("territory {share}").format(share=format_general(seat["territory_share"])),
        _("seen from {n} hexes ({partial} of them in partial cover from it)").format(
            n=e["seen_by"], partial=e["partial_cover"]
        ),
    ]
    if "deploy_hexes" in seat:
        parts.append(_("{n} Zone 1 deploy hexes").format(n=len(seat["deploy_hexes"])))
    return "; ".join(parts)


def _team_line(team: dict[str, Any]) -> str:
    enemies = ", ".join(f"{h} {d}" for h, d in team["enemy_distances"].items())
    return "; ".join(
        [
            f"{team['label']:<6} " + _("allies {d} apart").format(d=team["ally_distance"]),
            _("closest enemy {d} on average ({enemies})").format(
                d=format_general(team["enemy_distance"]), enemies=enemies
            ),
            ngettext(
                "{n} building in reach ({hexes})",
                "{n} buildings in reach ({hexes})",
                team["reach_count"],
            ).format(n=team["reach_count"], hexes=_hexes_or_none(team["buildings_in_reach"])),
            _("territory {share}").format(share=format_general(team["territory_share"])),
            _("seen from {n} hexes in all").format(n=team["exposure"]),
        ]
    )


def _symmetry_text(sym: dict[str, Any]) -> str:
    if sym["symmetries"]:
        return ", ".join(symmetry_name(s) for s in sym["symmetries"])
    if sym["suggested"] is None:
        return _("none (the starts suggest none)")
    return _("none (the starts suggest a {symmetry}; restore: {changes})").format(
        symmetry=symmetry_name(sym["suggested"]), changes=", ".join(sym["restore"])
    )
