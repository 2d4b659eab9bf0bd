"""Symmetric editing: how one placement repeats itself about ``5F``.

The mode belongs to a map (its file's optional ``symmetric_editing`` field), so it
travels with the map and never from one map to another. :func:`stray_images` names
the images of a hex that fall off the board or on a half-hex: an edit with any of
them is refused whole.

>>> [str(x) for x in SymmetryMode.THIRD_TURN.images(Hex.parse("1D"))]
['5K', '8C']
>>> [f"{x} of {h}" for x, h in stray_images([Hex.parse("1B")], SymmetryMode.HALF_TURN)]
[]
>>> [f"{x} of {h}" for x, h in stray_images([Hex.parse("9A")], SymmetryMode.HALF_TURN)]
['0K of 9A']
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from engine.geometry.board import CENTER, PLAYABLE
from engine.geometry.hexes import HALF_TURN, IDENTITY, MIRROR_LR, THIRD_TURN, Hex, Symmetry


class SymmetryMode(str, Enum):
    """How one placement repeats itself about ``5F`` while editing."""

    NONE = "none"
    HALF_TURN = "half-turn"
    THIRD_TURN = "third-turn"
    MIRROR = "mirror"

    @property
    def label(self) -> str:
        return _MODE_LABELS[self]

    @property
    def short_label(self) -> str:
        """A word or two for the toolbar and the status bar: ``"Half turn"``."""
        return _SHORT_LABELS[self]

    @property
    def generator(self) -> Symmetry:
        """The symmetry whose powers make up the mode's group."""
        return _GENERATORS[self]

    @property
    def symmetries(self) -> tuple[Symmetry, ...]:
        """The group of the mode, identity first.

        >>> [str(g) for g in SymmetryMode.THIRD_TURN.symmetries]
        ['identity', 'turn 120°', 'turn 240°']
        """
        g = self.generator
        return (
            (IDENTITY,)
            if g == IDENTITY
            else tuple(
                Symmetry(g.turns * k % 6, g.mirror and k % 2 == 1) for k in range(_ORDERS[self])
            )
        )

    def images(self, h: Hex) -> list[Hex]:
        """The other images of ``h`` under the mode (without ``h``; no repeats).

        >>> SymmetryMode.MIRROR.images(Hex.parse("3F"))
        []
        """
        return list(self.generator.orbit(h, CENTER)[1:])


_GENERATORS = {
    SymmetryMode.NONE: IDENTITY,
    SymmetryMode.HALF_TURN: HALF_TURN,
    SymmetryMode.THIRD_TURN: THIRD_TURN,
    SymmetryMode.MIRROR: MIRROR_LR,
}
_ORDERS = {
    SymmetryMode.NONE: 1,
    SymmetryMode.HALF_TURN: 2,
    SymmetryMode.THIRD_TURN: 3,
    SymmetryMode.MIRROR: 2,
}

_MODE_LABELS = {
    SymmetryMode.NONE: "No symmetry",
    SymmetryMode.HALF_TURN: "Half turn about 5F",
    SymmetryMode.THIRD_TURN: "Third turn about 5F",
    SymmetryMode.MIRROR: "Left–right mirror about column F",
}
_SHORT_LABELS = {
    SymmetryMode.NONE: "Off",
    SymmetryMode.HALF_TURN: "Half turn",
    SymmetryMode.THIRD_TURN: "Third turn",
    SymmetryMode.MIRROR: "Mirror",
}


def stray_images(hexes: Iterable[Hex], mode: SymmetryMode) -> list[tuple[Hex, Hex]]:
    """``(image, hex)`` for each image of ``hexes`` under ``mode`` that is not a
    playable hex (off the board or a half-hex), in the order of ``hexes``."""
    stray = []
    for h in hexes:
        for x in mode.images(h):
            if x not in PLAYABLE:
                stray.append((x, h))
    return stray
