""" "Show a game where SEAT lost": from a batch's verdict to one of its games, replayed.

A batch's result knows each game's winners by its index
(:attr:`engine.playtest.PlaytestResult.game_winners`); every game of a batch is a pure
function of the batch's settings, so :func:`engine.playtest.kept_games.batch_game_file`
plays the one chosen again as a game file, which opens in a playtest window as a replay
(:func:`~gkr_studio.playtest.opened_files.replay_window`). The Balance Playtest dialog and
the Balance dock offer it with :class:`LostGameButton`; the seat offered first is the one
that wins least — the seat a designer reading "9F favoured" wants to watch lose.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from engine.game import Catalog
from engine.mapmodel import GameMap
from engine.playtest import PlaytestResult, StandardMode, batch_game_file
from gkr_studio.balance.batch_words import count_text
from gkr_studio.i18n import translate
from gkr_studio.playtest.opened_files import replay_window
from gkr_studio.playtest.window import PlaytestWindow


def least_winning_seat(result: PlaytestResult | None) -> int:
    """The seat with the lowest win rate (luck-adjusted when the batch has it; the lowest
    seat number on a tie; seat 0 without a result)."""
    if result is None or not result.seats:
        return 0
    return min(
        result.seats,
        key=lambda s: (
            s.adjusted_win_rate if s.adjusted_win_rate is not None else s.win_rate,
            s.seat,
        ),
    ).seat


def game_lost_by(result: PlaytestResult, seat: int) -> int | None:
    """The index of the batch's first game that ``seat`` did not win (``None``: it won
    every game, or the result keeps no games)."""
    return next((index for index, winners in result.game_winners if seat not in winners), None)


class LostGameWords(QObject):
    """The sentences of :func:`lost_game_window` that depend on a count."""

    def none_lost(self, seat: int, start: object, games: int) -> str:
        """``"Seat 2 (9F) lost none of the 40 games."``"""
        return count_text(
            self.tr("Seat {1} ({2}) lost none of the {0} game(s).", "", games),
            games,
            seat + 1,
            start,
        )


def lost_game_window(
    game_map: GameMap, result: PlaytestResult, seat: int, catalog: Catalog | None = None
) -> PlaytestWindow | str:
    """A playtest window replaying, from its start, a game of the batch ``result`` (played
    on ``game_map`` with ``catalog``) where ``seat`` lost; or why there is none."""
    start = game_map.starts[seat] if seat < len(game_map.starts) else seat + 1
    index = game_lost_by(result, seat)
    if index is None:
        return LostGameWords().none_lost(seat, start, result.games)
    game = batch_game_file(
        StandardMode(), game_map, index, result.seed, result.bot, catalog, result.design
    )
    if game.result is None or seat in game.result.winners:  # the map changed since
        return translate(
            "LostGames",
            "Game {0} of these games played again is not the one"
            " recorded (the map has changed since?): wait for the new"
            " games.",
        ).format(index + 1)
    window = replay_window(game, at_start=True)
    names = [f"P{w + 1}" for w in (game.result.winners if game.result else ())]
    winners = names[0] if names else translate("LostGames", "nobody")
    for name in names[1:]:
        winners = translate("LostGames", "{0} and {1}").format(winners, name)
    window.setWindowTitle(
        translate(
            "LostGames",
            "Replay: game {0} of the batch, where seat {1} ({2}) lost — {3} won — GKR Studio",
        ).format(index + 1, seat + 1, start, winners)
    )
    return window


class LostGameButton(QToolButton):
    """ "Show a game where SEAT lost": a click asks for the least-winning seat's lost game,
    the menu for any seat's (:attr:`seatChosen`)."""

    seatChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setMenu(QMenu(self))
        self.seat = 0
        self.clicked.connect(lambda: self.seatChosen.emit(self.seat))
        self.set_result(None)

    def set_result(self, result: PlaytestResult | None) -> None:
        """Offer the seats of ``result`` (disabled without games to show)."""
        menu = self.menu()
        menu.clear()
        self.seat = least_winning_seat(result)
        has_games = result is not None and bool(result.game_winners)
        self.setEnabled(has_games)
        if result is None or not has_games:
            self.setText(self.tr("Show a game where a seat lost"))
            self.setToolTip(
                self.tr("Once games have been played: open one where a seat lost, to watch how")
            )
            return
        starts = {s.seat: s.start for s in result.seats}
        self.setText(self.tr("Show a game where {0} lost").format(starts[self.seat]))
        self.setToolTip(
            self.tr(
                "Replay one of these games where seat {0} ({1}), the seat"
                " that wins least, lost; the arrow picks another seat"
            ).format(self.seat + 1, starts[self.seat])
        )
        for s in result.seats:
            action: QAction = menu.addAction(self.tr("Seat {0} ({1})").format(s.seat + 1, s.start))
            action.triggered.connect(lambda _on=False, seat=s.seat: self.seatChosen.emit(seat))
