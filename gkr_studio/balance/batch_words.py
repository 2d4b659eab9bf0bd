"""What the Balance Playtest dialog and the Balance dock say of a batch besides the engine's
figures, in the studio's language: a count, the win types, a percentage, the verdict's name
before its sentence.

The win types are the engine's ids (:data:`engine.verdicts.result.WIN_TYPES`, as the JSON
output keeps them), named in the engine's words (:func:`engine.verdicts.explain_words.win_type_name`,
the engine speaking the studio's language). Numbers are written as the language writes them
(:mod:`engine.core.numbers`).
"""

from __future__ import annotations

from typing import Mapping

from engine.core import format_general, format_integer, format_percent
from engine.playtest import win_type_name
from gkr_studio.i18n import counted, translate


def count_text(text: str, n: int, *values: object) -> str:
    """A count's text from the catalog (``self.tr("{0} game(s)", "", n)``, its plural form
    picked by ``n``: :func:`gkr_studio.i18n.counted`) with ``{0}`` the count written as the
    language writes numbers (``20 000`` in French) and ``{1}``… the ``values``.

    >>> count_text("{0} game(s) of {1}", 1, "9F"), count_text("{0} game(s)", 2000)
    ('1 game of 9F', '2,000 games')
    """
    return counted(text, n).format(format_integer(n), *values)


def percent(share: float) -> str:
    """A share as a percentage with one decimal, kept even when it is zero: ``50.0%``,
    ``50,0 %`` in French."""
    return format_percent(share, 1, trim=False)


def win_types_text(win_types: Mapping[str, float]) -> str:
    """``"demolition 3, score 5"`` (the kinds that happened), or ``"—"``."""
    return (
        ", ".join(f"{win_type_name(k)} {format_general(v)}" for k, v in win_types.items() if v)
        or "—"
    )


def named_verdict(verdict: str, sentence: str) -> str:
    """The verdict's sentence after its name (``"fair: every seat…"``); an unclear verdict's
    sentence alone."""
    if verdict == "fair":
        return translate("BatchWords", "fair: {0}").format(sentence)
    if verdict == "edge":
        return translate("BatchWords", "edge: {0}").format(sentence)
    return sentence
