"""Numbers and percentages as the current language writes them.

English writes ``51.8%`` and ``1,234``; French ``51,8 %`` and ``1 234`` (a decimal comma,
a narrow no-break space to group thousands and before the percent sign, as CLDR and the
French typographic rules have it). Every text of the engine and the command line that
shows a number with decimals, a large count or a percentage formats it here; JSON output
never does (its numbers stay numbers).

>>> from engine.core.messages import set_language
>>> set_language("en")
'en'
>>> format_percent(0.518), format_decimal(4.5), format_significant(10 / 3), format_integer(1234)
('51.8%', '4.5', '3.33', '1,234')
>>> set_language("fr")
'fr'
>>> format_percent(0.518), format_decimal(4.5), format_significant(10 / 3), format_integer(1234)
('51,8\u202f%', '4,5', '3,33', '1\u202f234')
>>> set_language("en")
'en'
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.messages import current_language


@dataclass(frozen=True)
class NumberStyle:
    """How one language writes numbers."""

    decimal: str
    group: str
    percent: str
    """The percentage pattern, ``{}`` standing for the number."""


NARROW_NBSP = "\u202f"

STYLES = {
    "en": NumberStyle(decimal=".", group=",", percent="{}%"),
    "fr": NumberStyle(decimal=",", group=NARROW_NBSP, percent="{}" + NARROW_NBSP + "%"),
}


def _style() -> NumberStyle:
    return STYLES.get(current_language(), STYLES["en"])


def _localise(english: str) -> str:
    """A number Python wrote the English way (``1,234.5``), in the current style."""
    style = _style()
    return english.replace(",", "\0").replace(".", style.decimal).replace("\0", style.group)


def format_integer(n: int) -> str:
    """A whole number, its thousands grouped: ``1,234`` / ``1 234``."""
    return _localise(f"{n:,d}")


def format_decimal(x: float, places: int = 1, *, trim: bool = True) -> str:
    """``x`` with at most ``places`` decimals (exactly ``places`` unless ``trim``)."""
    text = f"{x:,.{places}f}"
    if trim and "." in text:
        text = text.rstrip("0").rstrip(".")
    return _localise(text)


def format_significant(x: float, digits: int = 3) -> str:
    """``x`` to ``digits`` significant digits, as ``format(x, ".3g")``: ``4``, ``4.5``, ``3.33``."""
    return _localise(f"{x:.{digits}g}")


def format_general(x: float) -> str:
    """``x`` as ``format(x, "g")`` writes it (``2``, ``4.5``, ``0.333``), in the current style."""
    return _localise(f"{x:g}")


def format_percent(share: float, places: int = 1, *, trim: bool = True) -> str:
    """A share (``0.518``) as a percentage with at most ``places`` decimals: ``51.8%``
    (exactly ``places`` unless ``trim``: ``50.0%``)."""
    return _style().percent.format(format_decimal(share * 100, places, trim=trim))


def format_signed(x: float, places: int = 1) -> str:
    """``x`` with its sign and exactly ``places`` decimals: ``+3.2``, ``-0.5`` / ``+3,2``."""
    return _localise(f"{x:+.{places}f}")


def percent_sign(number: str) -> str:
    """A number already written in the current style (``50.0``, ``2.5``), followed by the
    percent sign as the language writes it: ``50.0%`` / ``50,0 %``."""
    return _style().percent.format(number)
