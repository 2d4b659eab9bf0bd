"""``gkr-map render FILE -o OUT``: draw a map to PNG, SVG or PDF (Qt, offscreen)."""

from __future__ import annotations

import argparse

from engine.mapfile import load_map
from gkr_studio.cli.common import EXIT_OK


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "render", help="draw the board to an image (PNG, SVG or PDF)",
        description="Draw the map as the studio draws it. The format follows the output "
                    "file's extension: .png, .svg or .pdf.")
    p.add_argument("file", metavar="FILE", help="a .gkrmap.json file")
    p.add_argument("-o", "--output", required=True, metavar="OUT",
                   help="image file to write (.png, .svg or .pdf)")
    p.add_argument("--scale", type=float, default=2.0,
                   help="pixels per scene unit for PNG (default 2)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gkr_studio.render import image_format, render_map

    image_format(args.output)  # refuse a wrong extension before loading anything
    game_map = load_map(args.file)
    render_map(game_map, args.output, scale=max(0.25, min(8.0, args.scale)))
    print(f"wrote {args.output}")
    return EXIT_OK
