"""The playtest window's texts with a count, for the code outside a widget.

``pyside6-lupdate`` files a text with its plural forms only when it meets it in a
``self.tr(text, "", n)`` call, so the labels, tooltips and status lines that module
functions make take their counted texts from here (:func:`~gkr_studio.i18n.counted`
makes the English plural).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from gkr_studio.i18n import counted


class PlaytestCounts(QObject):
    """One method per counted text; each returns it in the studio's language."""

    def move_to(self, steps: int, turned: bool) -> str:
        """``Move to {0} (3 hexes), face {1}`` (``stay`` when it keeps its facing)."""
        text = (
            self.tr("Move to {0} (%n hex(es)), face {1}", "", steps)
            if turned
            else self.tr("Move to {0} (%n hex(es)), stay", "", steps)
        )
        return counted(text, steps)

    def hit_points(self, hp: int) -> str:
        """``{0}, 2 hit points`` (a unit's tooltip)."""
        return counted(self.tr("{0}, %n hit point(s)", "", hp), hp)

    def critical_move(self, extra: int) -> str:
        """``{0} energy (1 critical: 1 card to damage)`` (a move under the pointer)."""
        return counted(self.tr("{0} energy (%n critical: %n card(s) to damage)", "", extra), extra)

    def more_problems(self, more: int) -> str:
        """``… and 3 more`` (a catalog's problems beyond those listed)."""
        return counted(self.tr("… and %n more", "", more), more)

    def game_over(self, winners: int) -> str:
        """``Game over: %1 won (%2).``, its verb agreeing with the winners' number."""
        return counted(self.tr("Game over: %1 won (%2).", "", winners), winners)

    def face_down(self, cards: int) -> str:
        """``2 face down`` (a firing line's cards in the players' table)."""
        return counted(self.tr("%n face down", "", cards), cards)


def counts() -> PlaytestCounts:
    """The counted texts (a fresh object: no Qt object outlives the application)."""
    return PlaytestCounts()
