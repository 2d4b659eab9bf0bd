"""argparse's own words — the usage line, the headings of ``--help``, the refusals of a bad
command line — in the language of the texts (:mod:`engine.core.messages`).

argparse words everything through the module-level ``_`` and ``ngettext`` it imports from
:mod:`gettext`, which read the process's global ``messages`` domain; :func:`speak` points
them at the engine's catalog instead, where :data:`TEXTS` lists the words it translates
(argparse's own English strings, as Python 3.11 has them). A word of argparse's that the
list leaves out stays English.
"""

from __future__ import annotations

import argparse

from engine.core import N_, _, ngettext

TEXTS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
    N_("ignored explicit argument %r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
)
"""The argparse words the catalog translates."""


def _word(message: str | None) -> str | None:
    """argparse's ``_``: ``None`` and the empty text (gettext's catalog header) as they
    are, every other text through the catalog."""
    return _(message) if message else message


def speak() -> None:
    """Have argparse word everything in the language of the texts, from now on."""
    setattr(argparse, "_", _word)
    setattr(argparse, "ngettext", ngettext)
