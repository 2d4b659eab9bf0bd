"""The words and numbers of ``gkr-map playtest``'s text output, in the current language:
verdicts, win types, designs, percentages and points (:mod:`engine.core.numbers`), and
table headings padded to fit the longer of the translation and the English column.

>>> from engine.core.messages import set_language
>>> set_language("fr")
'fr'
>>> pct(0.5), points(0.032), verdict_word("fair"), win_type_name("round limit")
('50,0\\u202f%', '+3,2', 'équilibrée', 'limite de tours')
>>> set_language("en")
'en'
>>> pct(0.5), points(-0.032), verdict_word("unclear"), win_type_name("score")
('50.0%', '-3.2', 'unclear', 'score')
"""

from __future__ import annotations

from engine.core import _, format_decimal, format_general, format_percent, format_signed, ngettext
from engine.playtest import verdict_word as verdict_word
from engine.playtest import win_type_name as win_type_name


def pct(share: float) -> str:
    """A win rate with one decimal: ``55.0%`` / ``55,0 %``."""
    return format_percent(share, 1, trim=False)


def points(x: float) -> str:
    """A difference of win rates in points: ``+3.2``."""
    return format_signed(100 * x)


def decimal(x: float) -> str:
    """A mean with one decimal: ``9.9``."""
    return format_decimal(x, 1, trim=False)


def number(x: float) -> str:
    """``9`` or ``9.5`` (a median, a margin in points)."""
    return format_general(x) if x == int(x) else format_decimal(x, 2)


def seat(s: int) -> str:
    """A seat as the options name it: ``P1``."""
    return f"P{s + 1}"


def design_name(design: str) -> str:
    """``duplicate design`` or ``independent design``."""
    return {"duplicate": _("duplicate design"), "independent": _("independent design")}.get(
        design, design
    )


def games_count(n: int) -> str:
    """``40 games``."""
    return ngettext("{n} game", "{n} games", n).format(n=n)


def bot_name(bot: str) -> str:
    """``full bot``: the bot's kind is its id (``--bot full``)."""
    return _("{bot} bot").format(bot=bot)


def width(heading: str, english: int) -> int:
    """A column's width: the English one, or the heading's when a translation is longer."""
    return max(english, len(heading))
