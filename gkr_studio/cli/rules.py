"""``gkr-map rules [ID]``: print a ruling of the rules reference, or list them all."""

from __future__ import annotations

import argparse
import textwrap

from engine.core import N_, _, one_line
from engine.rules import RESTS_ON, Ruling, find_ruling, rulings
from gkr_studio.cli.common import EXIT_OK, CommandError

HELP = N_("print a rule or ruling of the rules reference (R-…, G-…), or list them")
DESCRIPTION = N_(
    "Print the rule or ruling ID as the project states it, with the place in the"
    " rulebook it rests on. Without ID, list every id with its title. An unknown"
    " id is one line on stderr and exit status 1."
)
WIDTH = 79


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("rules", help=_(HELP), description=_(DESCRIPTION))
    p.add_argument("rule_id", nargs="?", metavar="ID", help=_("a rule or ruling id, e.g. R-LOS-1"))
    p.set_defaults(run=run)


def ruling_text(ruling: Ruling) -> str:
    """One ruling as the command prints it, in the engine's language: id and title, then
    the text and its source."""
    body = textwrap.fill(ruling.text, WIDTH, initial_indent="  ", subsequent_indent="  ")
    source = textwrap.fill(
        f"{_(RESTS_ON)} {ruling.source}.", WIDTH, initial_indent="  ", subsequent_indent="  "
    )
    return f"{ruling.id} {ruling.title}\n{body}\n{source}"


def run(args: argparse.Namespace) -> int:
    if args.rule_id is None:
        width = max(len(r.id) for r in rulings())
        for r in rulings():
            print(f"{r.id:<{width}}  {r.title}")
        return EXIT_OK
    ruling = find_ruling(args.rule_id)
    if ruling is None:
        raise CommandError(
            _("no rule or ruling {id}; `gkr-map rules` lists them").format(
                id=one_line(args.rule_id)
            )
        )
    print(ruling_text(ruling))
    return EXIT_OK
