"""The ``gkr-map`` command line: validate, check, fix, generate, render and playtest maps
headlessly, and print the rules reference.

Every command reports bad input as one line per problem on stderr and exits
with status 1; it never ends in a traceback.

The texts follow the environment's language (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
``LANG``) or the global ``--lang`` option (:mod:`engine.core.messages`); JSON output is the
same in every language but for its text fields.
"""

from __future__ import annotations

import argparse
import os
import sys

from engine.core import (
    LANGUAGES,
    CatalogError,
    GameFileError,
    GkrError,
    MapFileError,
    _,
    set_language,
)
from engine.playtest import ClusterError
from gkr_studio import __version__
from gkr_studio.cli import (
    argparse_words,
    check,
    fix,
    generate,
    ladder,
    los,
    playtest,
    render,
    rules,
    validate,
)
from gkr_studio.cli.cluster_options import cluster_error_line
from gkr_studio.cli.common import EXIT_INVALID, EXIT_OK, EXIT_USAGE, CommandError

COMMANDS = (validate, check, fix, generate, los, render, playtest, ladder, rules)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gkr-map",
        description=_(
            "Validate, check, fix, generate, render and playtest GKR: Heavy Hitters map files."
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"gkr-map {__version__}",
        help=_("show the program's version number and exit"),
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        metavar="LANG",
        help=_(
            "the language of the texts: en or fr (default: the"
            " environment's, from LANGUAGE, LC_ALL, LC_MESSAGES or LANG)"
        ),
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in COMMANDS:
        module.add_parser(sub)
    return parser


def printable_streams() -> None:
    """Let stdout and stderr print any file name: one whose bytes are not UTF-8 reaches
    Python with lone surrogates (``\\udc80``), which a strict UTF-8 stream refuses; they
    print as their escape instead (which JSON readers decode back to the same name)."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def language_option(argv: list[str]) -> str | None:
    """The value of the global ``--lang`` option in ``argv`` (before the subcommand), or
    None; read before the parser is built, so that everything it prints is in that
    language. A bad value is left for the parser to refuse."""
    for i, arg in enumerate(argv):
        if not arg.startswith("-"):
            return None  # the subcommand: options after it are its own
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1] if argv[i + 1] in LANGUAGES else None
        if arg.startswith("--lang="):
            value = arg.partition("=")[2]
            return value if value in LANGUAGES else None
    return None


def main(argv: list[str] | None = None) -> int:
    printable_streams()
    argv = sys.argv[1:] if argv is None else argv
    set_language(language_option(argv))
    argparse_words.speak()
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        return int(args.run(args))
    except (MapFileError, CatalogError, GameFileError) as e:
        for line in e.lines():
            print(line, file=sys.stderr)
    except CommandError as e:
        print(f"gkr-map {args.command}: {e}", file=sys.stderr)
    except ClusterError as e:  # named by the options that gave the address
        print(f"gkr-map {args.command}: {cluster_error_line(e)}", file=sys.stderr)
    except GkrError as e:
        print(f"gkr-map {args.command}: {e}", file=sys.stderr)
    except KeyboardInterrupt:
        print(_("gkr-map: interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): point stdout at /dev/null so that
        # Python's final flush does not complain, and stop quietly.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except OSError as e:  # a file the command reads or writes: one line, never a traceback
        where = f"{e.filename}: " if e.filename else ""
        print(f"gkr-map {args.command}: {where}{e.strerror or e}", file=sys.stderr)
    return EXIT_INVALID


def entry_point() -> None:
    """Console-script entry: exit with :func:`main`'s status."""
    sys.exit(main())
