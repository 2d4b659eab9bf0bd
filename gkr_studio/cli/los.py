"""``gkr-map los``: line of sight, cover and alley shots between hexes."""

from __future__ import annotations

import argparse
import sys

from engine.core.messages import _
from engine.geometry.board import PLAYABLE_SORTED
from engine.core.errors import HexError
from engine.geometry.hexes import Direction
from engine.files.mapfile import load_map
from engine.mapmodel.model import GameMap
from engine.lineofsight.shot import ShotReport, shot_report
from engine.lineofsight.sight import Sight, path_count
from gkr_studio.cli.common import (
    EXIT_OK,
    CommandError,
    hex_argument,
    print_json,
    yes_no,
)


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "los", help="line of sight, cover and alley shot between two hexes (or all pairs)",
        description="Distance, number of shortest paths, line of sight, the target's cover "
                    "and whether an alley shot is possible, from FROM to TO; with facings, "
                    "the firing arc and the flank. With --all, every ordered pair of "
                    "playable hexes without a building.")
    p.add_argument("file", metavar="FILE", help="a .gkrmap.json file")
    p.add_argument("hexes", nargs="*", metavar="HEX", help="FROM and TO, e.g. 1B 9J")
    p.add_argument("--all", action="store_true", help="every ordered pair of free hexes")
    p.add_argument("--facing", metavar="DIR",
                   help="facing of a Heavy Hitter on FROM (N, NE, SE, S, SW, NW): firing arc")
    p.add_argument("--target-facing", metavar="DIR",
                   help="facing of a Heavy Hitter on TO: is FROM in its flank?")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(run=run)


def _direction(text: str | None, option: str) -> Direction | None:
    if text is None:
        return None
    try:
        return Direction.parse(text)
    except HexError as e:
        raise CommandError(f"{option}: {e}") from None


def run(args: argparse.Namespace) -> int:
    if args.all:
        if args.hexes or args.facing or args.target_facing:
            raise CommandError(_("--all takes no hexes and no facings"))
    elif len(args.hexes) != 2:
        raise CommandError(_("los needs two hexes, FROM and TO (got {count}), or --all").format(
                             count=len(args.hexes)))
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


def _print_report(game_map: GameMap, r: ShotReport) -> None:
    print(f"{game_map.name}: {r.attacker} -> {r.target}")
    print(f"  distance        {r.distance}")
    print(f"  shortest paths  {r.paths} ({r.clear_paths} clear of buildings)")
    print(f"  line of sight   {yes_no(r.line_of_sight)}")
    cover_note = {"none": "none", "partial": "partial (+1 to hit)",
                  "full": "full (no direct fire)"}[r.cover.value]
    print(f"  cover           {cover_note}")
    if r.alley is not None:
        print(f"  alley shot      yes, through {r.alley.label} (+2 to hit)")
    else:
        print("  alley shot      no")
    if r.facing is not None:
        print(f"  firing arc      {yes_no(bool(r.in_arc))} (facing {r.facing.name})")
    if r.target_facing is not None:
        print(f"  flank           {yes_no(bool(r.flank))} (target facing"
              f" {r.target_facing.name})")
    hh, su = r.heavy_hitter_number, r.support_unit_number
    if r.facing is not None and not r.in_arc:
        print("  to hit          out of the firing arc")
    elif hh is None:
        print("  to hit          no direct fire (a missile needs a spotter)")
    else:
        print(f"  to hit          Heavy Hitter {hh}+, support unit {su}+")


def _run_all(game_map: GameMap, sight: Sight, as_json: bool) -> int:
    free = [h for h in PLAYABLE_SORTED if game_map.building_at(h) is None]
    pairs = []
    for a in free:
        alley_targets = {t for t, _ in sight.alley_shot_targets(a)}
        for b in free:
            if a == b:
                continue
            pairs.append({
                "from": str(a),
                "to": str(b),
                "distance": a.distance(b),
                "paths": path_count(a, b),
                "cover": sight.cover(a, b).value,
                "alley": b in alley_targets,
            })
    if as_json:
        print_json({"map": game_map.name, "pairs": pairs})
        return EXIT_OK
    out = sys.stdout
    out.write(f"{game_map.name}: {len(pairs)} ordered pairs of free hexes\n")
    out.write("from to   distance paths cover   alley\n")
    for p in pairs:
        out.write(f"{p['from']:>4} {p['to']:>4} {p['distance']:>8} {p['paths']:>5}"
                  f" {p['cover']:<7} {yes_no(bool(p['alley']))}\n")
    return EXIT_OK
