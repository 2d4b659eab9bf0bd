"""``gkr-map render FILE -o OUT``: draw a map to PNG, SVG or PDF (Qt, offscreen)."""

from __future__ import annotations

import argparse

from engine.core import MapFileError, Problem, _
from engine.files import load_map
from engine.geometry import Hex
from gkr_studio.cli.common import EXIT_OK, output_file
from gkr_studio.render_options import (
    MAX_DPI,
    MAX_WIDTH,
    MIN_DPI,
    MIN_WIDTH,
    RenderOptions,
    image_format,
)

OVERLAY_NAMES = ("sight", "alleys", "rings", "reach", "territory")
"""The overlays ``--overlay`` takes, as the studio's toolbar names them."""
_OVERLAY_IDS = {
    "sight": "los",
    "alleys": "alleys",
    "rings": "rings",
    "reach": "reach",
    "territory": "territory",
}


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "render",
        help=_("draw the board or a map sheet to an image (PNG, SVG or PDF)"),
        description=_(
            "Draw the map as the studio draws it, without the editor's marks. The "
            "format follows the output file's extension: .png, .svg or .pdf. A "
            "fallout map shows its zones unless --no-zones."
        ),
    )
    p.add_argument("file", metavar="FILE", help=_("a .gkrmap.json file"))
    p.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="OUT",
        help=_("image file to write (.png, .svg or .pdf)"),
    )
    p.add_argument(
        "--sheet",
        action="store_true",
        help=_(
            "a one-page A4 map sheet: title, author, players, side, the board "
            "and the checks summary"
        ),
    )
    p.add_argument(
        "--overlay",
        action="append",
        default=[],
        choices=OVERLAY_NAMES,
        metavar="NAME",
        help=_("draw an overlay (repeatable): {names}").format(names=", ".join(OVERLAY_NAMES)),
    )
    p.add_argument(
        "--focus",
        metavar="HEX",
        help=_("the hex the sight and rings overlays are drawn from (e.g. 4D)"),
    )
    p.add_argument(
        "--no-zones",
        action="store_true",
        help=_("leave the fallout zones out (they are drawn on a fallout map)"),
    )
    size = p.add_mutually_exclusive_group()
    size.add_argument(
        "--scale",
        type=float,
        default=None,
        help=_("pixels per scene unit for a PNG board (default 2)"),
    )
    size.add_argument("--width", type=int, default=None, help=_("width of a PNG board in pixels"))
    p.add_argument(
        "--dpi", type=int, default=150, help=_("resolution of a sheet (PNG or PDF; default 150)")
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gkr_studio.render import render_map  # draws with Qt: loaded only to draw

    output_file(args.output)  # refuse an empty name, a folder or a special file,
    image_format(args.output)  # and a wrong extension, before loading anything
    problems = []
    focus = None
    if args.focus is not None:
        try:
            focus = Hex.parse(args.focus)
        except ValueError:
            problems.append(
                Problem("--focus", _("{focus!r} is not a hex such as 4D").format(focus=args.focus))
            )
    needs_focus = {"sight", "rings"} & set(args.overlay)
    if needs_focus and focus is None and not problems:
        names = sorted(needs_focus)
        text = (
            _("{overlay} needs --focus HEX").format(overlay=names[0])
            if len(names) == 1
            else _("{overlay} and {other} need --focus HEX").format(
                overlay=names[0], other=names[1]
            )
        )
        problems.append(Problem("--overlay", text))
    if args.width is not None and not MIN_WIDTH <= args.width <= MAX_WIDTH:
        problems.append(
            Problem(
                "--width",
                _("{width} is out of range ({low}-{high})").format(
                    width=args.width, low=MIN_WIDTH, high=MAX_WIDTH
                ),
            )
        )
    if not MIN_DPI <= args.dpi <= MAX_DPI:
        problems.append(
            Problem(
                "--dpi",
                _("{dpi} is out of range ({low}-{high})").format(
                    dpi=args.dpi, low=MIN_DPI, high=MAX_DPI
                ),
            )
        )
    if problems:
        raise MapFileError(args.output, problems)
    game_map = load_map(args.file)
    options = RenderOptions(
        overlays=frozenset(_OVERLAY_IDS[name] for name in args.overlay),
        zones=False if args.no_zones else None,
        focus=focus,
        sheet=args.sheet,
        scale=max(0.25, min(8.0, args.scale if args.scale is not None else 2.0)),
        width=args.width,
        dpi=args.dpi,
    )
    render_map(game_map, args.output, options)
    print(_("wrote {path}").format(path=args.output))
    return EXIT_OK
