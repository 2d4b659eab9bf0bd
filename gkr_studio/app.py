"""``gkr-studio [FILE]``: start the studio (with no file, the built-in Showdown map).

This module reads the command line and checks for a display without loading Qt or the
studio: ``--help`` and ``--version`` answer at once, and the worker processes of a balance
run, which import the main module again (``gkr_studio.__main__``), stay free of them.
:func:`gkr_studio.start.start` starts the application and its window.
"""

from __future__ import annotations

import argparse
import os
import sys

from gkr_studio import __version__


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="gkr-studio", description="GKR Studio: design GKR: Heavy Hitters battlefields."
    )
    p.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="a .gkrmap.json file to open, or a game (.gkrgame.json) or position"
        " (.gkrpos.json) file to open in a playtest window",
    )
    p.add_argument("--version", action="version", version=f"gkr-studio {__version__}")
    p.add_argument(
        "--lang",
        choices=("en", "fr"),
        metavar="LANG",
        help="the language of the studio: en or fr (default: the Language setting,"
        " else the environment's)",
    )
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if (
        sys.platform.startswith("linux")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
        and "QT_QPA_PLATFORM" not in os.environ
    ):
        print(
            "gkr-studio: no display found; set QT_QPA_PLATFORM=offscreen to run without one",
            file=sys.stderr,
        )
        return 1
    from gkr_studio.start import start  # Qt and the studio: see this module's description

    return start(args.file, args.lang)


def entry_point() -> None:
    sys.exit(main())
