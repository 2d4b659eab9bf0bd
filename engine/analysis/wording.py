"""How the analysis words its findings: hex lists, counts, lists of names.

>>> hex_list([Hex.parse("2D"), Hex.parse("2H")])
'2D 2H'
>>> count(1, "building"), count(3, "potential alley shot")
('1 building', '3 potential alley shots')
>>> join_and(["1B", "1J", "9B"])
'1B, 1J and 9B'
"""

from __future__ import annotations

from typing import Iterable

from engine.geometry.hexes import Hex


def hex_list(hexes: Iterable[Hex]) -> str:
    """Hex labels separated by spaces, as the rulebook writes them: ``2D 2H 7D``."""
    return " ".join(str(h) for h in hexes)


def count(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` and the noun, plural unless ``n`` is 1."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def join_and(items: Iterable[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    words = list(items)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def span(low: int, high: int, joiner: str = "or") -> str:
    """``7`` when both ends agree, ``7 or 8`` for neighbours, ``7 to 9`` otherwise.

    >>> span(7, 8), span(8, 8), span(3, 6)
    ('7 or 8', '8', '3 to 6')
    """
    if low == high:
        return str(low)
    if high == low + 1:
        return f"{low} {joiner} {high}"
    return f"{low} to {high}"
