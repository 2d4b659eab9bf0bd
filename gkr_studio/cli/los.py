"""``gkr-map los``: line of sight, cover and alley shots between hexes."""

from __future__ import annotations

import argparse
import sys

from engine.core import N_, HexError, _, ngettext, pgettext
from engine.files import load_map
from engine.geometry import PLAYABLE_SORTED, Direction
from engine.lineofsight import ShotReport, Sight, path_count, shot_report
from engine.mapmodel import GameMap
from gkr_studio.cli.common import EXIT_OK, CommandError, hex_argument, print_json, yes_no


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "los",
        help=_("line of sight, cover and alley shot between two hexes (or all pairs)"),
        description=_(
            "Distance, number of shortest paths, line of sight, the target's cover "
            "and whether an alley shot is possible, from FROM to TO; with facings, "
            "the firing arc and the flank. With --all, every ordered pair of "
            "playable hexes without a building."
        ),
    )
    p.add_argument("file", metavar="FILE", help=_("a .gkrmap.json file"))
    p.add_argument("hexes", nargs="*", metavar="HEX", help=_("FROM and TO, e.g. 1B 9J"))
    p.add_argument("--all", action="store_true", help=_("every ordered pair of free hexes"))
    p.add_argument(
        "--facing",
        metavar="DIR",
        help=_("facing of a Heavy Hitter on FROM (N, NE, SE, S, SW, NW): firing arc"),
    )
    p.add_argument(
        "--target-facing",
        metavar="DIR",
        help=_("facing of a Heavy Hitter on TO: is FROM in its flank?"),
    )
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(run=run)


def _direction(text: str | None, option: str) -> Direction | None:
    if text is None:
        return None
    try:
        return Direction.parse(text)
    except HexError as e:
        raise CommandError(_("{option}: {reason}").format(option=option, reason=e)) from None


def run(args: argparse.Namespace) -> int:
    if args.all:
        if args.hexes or args.facing or args.target_facing:
            raise CommandError(_("--all takes no hexes and no facings"))
    elif len(args.hexes) != 2:
        raise CommandError(
            _("los needs two hexes, FROM and TO (got {count}), or --all").format(
                count=len(args.hexes)
            )
        )
    facing = _direction(args.facing, "--facing")
    target_facing = _direction(args.target_facing, "--target-facing")
    game_map = load_map(args.file)
    sight = Sight(game_map)
    if args.all:
        return _run_all(game_map, sight, args.json)
    a = hex_argument(args.hexes[0], "FROM", game_map, args.file)
    b = hex_argument(args.hexes[1], "TO", game_map, args.file)
    report = shot_report(sight, a, b, facing, target_facing)
    if args.json:
        print_json({"map": game_map.name, **report.to_json()})
    else:
        _print_report(game_map, report)
    return EXIT_OK


_COVER = {
    "none": N_("none"),
    "partial": N_("partial (+1 to hit)"),
    "full": N_("full (no direct fire)"),
}
"""The target's cover in the report's words, by its id."""


def _print_report(game_map: GameMap, r: ShotReport) -> None:
    """The report of one shot: a label column as wide as the language's longest label."""
    rows = [
        (_("distance"), str(r.distance)),
        (
            _("shortest paths"),
            _("{paths} ({clear} clear of buildings)").format(paths=r.paths, clear=r.clear_paths),
        ),
        (_("line of sight"), yes_no(r.line_of_sight)),
        (_("cover"), _(_COVER[r.cover.value])),
        (
            _("alley shot"),
            _("yes, through {hex} (+2 to hit)").format(hex=r.alley.label)
            if r.alley is not None
            else _("no"),
        ),
    ]
    if r.facing is not None:
        rows.append(
            (
                _("firing arc"),
                _("{answer} (facing {facing})").format(
                    answer=yes_no(bool(r.in_arc)), facing=r.facing.name
                ),
            )
        )
    if r.target_facing is not None:
        rows.append(
            (
                _("flank"),
                _("{answer} (target facing {facing})").format(
                    answer=yes_no(bool(r.flank)), facing=r.target_facing.name
                ),
            )
        )
    hh, su = r.heavy_hitter_number, r.support_unit_number
    if r.facing is not None and not r.in_arc:
        to_hit = _("out of the firing arc")
    elif hh is None:
        to_hit = _("no direct fire (a missile needs a spotter)")
    else:
        to_hit = _("Heavy Hitter {hh}+, support unit {su}+").format(hh=hh, su=su)
    rows.append((_("to hit"), to_hit))
    width = max(len(label) for label, _value in rows) + 2
    print(f"{game_map.name}: {r.attacker} -> {r.target}")
    for label, value in rows:
        print(f"  {label:<{width}}{value}")


def _run_all(game_map: GameMap, sight: Sight, as_json: bool) -> int:
    free = [h for h in PLAYABLE_SORTED if game_map.building_at(h) is None]
    pairs = []
    for a in free:
        alley_targets = {t for t, _ in sight.alley_shot_targets(a)}
        for b in free:
            if a == b:
                continue
            pairs.append(
                {
                    "from": str(a),
                    "to": str(b),
                    "distance": a.distance(b),
                    "paths": path_count(a, b),
                    "cover": sight.cover(a, b).value,
                    "alley": b in alley_targets,
                }
            )
    if as_json:
        print_json({"map": game_map.name, "pairs": pairs})
        return EXIT_OK
    out = sys.stdout
    out.write(
        ngettext(
            "{map}: {n} ordered pair of free hexes",
            "{map}: {n} ordered pairs of free hexes",
            len(pairs),
        ).format(map=game_map.name, n=len(pairs))
        + "\n"
    )
    covers = {
        "none": pgettext("los table", "none"),
        "partial": pgettext("los table", "partial"),
        "full": pgettext("los table", "full"),
    }
    heads = [
        pgettext("los table", "from"),
        pgettext("los table", "to"),
        pgettext("los table", "distance"),
        pgettext("los table", "paths"),
        pgettext("los table", "cover"),
        pgettext("los table", "alley"),
    ]
    widths = [max(w, len(h)) for w, h in zip((4, 4, 8, 5, 7), heads)]
    out.write(
        f"{heads[0]:<{widths[0]}} {heads[1]:<{widths[1]}} {heads[2]:>{widths[2]}}"
        f" {heads[3]:>{widths[3]}} {heads[4]:<{widths[4]}} {heads[5]}\n"
    )
    for p in pairs:
        out.write(
            f"{p['from']:>{widths[0]}} {p['to']:>{widths[1]}} {p['distance']:>{widths[2]}}"
            f" {p['paths']:>{widths[3]}} {covers[str(p['cover'])]:<{widths[4]}}"
            f" {yes_no(bool(p['alley']))}\n"
        )
    return EXIT_OK
