"""How the analysis words its findings: hex lists, lists of names, spans, numbers, in the
current language (:mod:`engine.core.messages`).

>>> hex_list([Hex.parse("2D"), Hex.parse("2H")])
'2D 2H'
>>> join_and(["1B", "1J", "9B"]), span(7, 8), span(3, 6, "to")
('1B, 1J and 9B', '7 or 8', '3 to 6')
>>> from engine.core.messages import set_language
>>> set_language("fr")
'fr'
>>> join_and(["1B", "1J", "9B"]), span(7, 8), span(3, 6, "to"), decimal(4.5)
('1B, 1J et 9B', '7 ou 8', '3 à 6', '4,5')
>>> set_language("en")
'en'
"""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable

from engine.core.messages import _
from engine.core.numbers import format_significant
from engine.geometry.hexes import Hex


def hex_list(hexes: Iterable[Hex]) -> str:
    """Hex labels separated by spaces, as the rulebook writes them: ``2D 2H 7D``."""
    return " ".join(str(h) for h in hexes)


def join_and(items: Iterable[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    words = list(items)
    if len(words) <= 1:
        return "".join(words)
    return _("{items} and {last}").format(items=", ".join(words[:-1]), last=words[-1])


def span(low: int, high: int, joiner: str = "or") -> str:
    """``7`` when both ends agree, ``7 or 8`` for neighbours (``joiner`` ``"to"``:
    ``7 to 8``), ``7 to 9`` otherwise.

    >>> span(7, 8), span(8, 8), span(3, 6)
    ('7 or 8', '8', '3 to 6')
    """
    if low == high:
        return str(low)
    if high == low + 1 and joiner == "or":
        return _("{low} or {high}").format(low=low, high=high)
    return _("{low} to {high}").format(low=low, high=high)


def decimal(x: float | Fraction) -> str:
    """A share or a mean as a designer reads it: ``4``, ``4.5``, ``3.33`` (``3,33``)."""
    return format_significant(float(x), 3)
