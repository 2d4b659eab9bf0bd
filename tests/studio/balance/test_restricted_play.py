"""“What does this seat's edge come from?”: restricted play in the studio (R-TAG-1,
R-ALLEY-3): the favoured seat, a run off the GUI thread, the table of the engine's
figures, cancelled when the dialog closes."""

from __future__ import annotations

import pytest

from engine.playtest.restricted import run_restricted
from gkr_studio.balance.balance_dialog import BalancePlaytestDialog
from gkr_studio.balance.restricted_play import RestrictedPlayDialog, favoured_seat
from tests.engine.game.helpers import the_map

PARTS = ("alley-shots", "tagging", "support-units")


def _cells(edge: RestrictedPlayDialog) -> list[list[str]]:
    return [[edge.table.item(r, c).text() for c in range(4)] for r in range(edge.table.rowCount())]


def _same_as_the_engine(
    edge: RestrictedPlayDialog, seat: int, games: int, seed: int, bot: str
) -> None:
    header = [edge.table.horizontalHeaderItem(c).text() for c in range(4)]
    assert header == ["Barred from", "Unrestricted", "Restricted", "Change (95% interval)"]
    cells = _cells(edge)
    assert [row[0] for row in cells] == ["Alley shots", "Tagging", "Support units"]
    same = run_restricted(edge.game_map, [(seat, p) for p in PARTS], games, seed, bot=bot)
    for row, x in zip(cells, same.restrictions, strict=True):
        lo, hi = x.delta_ci
        assert row[1:] == [
            f"{x.baseline.win_rate:.1%}",
            f"{x.restricted.win_rate:.1%}",
            f"{100 * x.delta:+.1f} ({100 * lo:+.1f} to {100 * hi:+.1f})",
        ]
    assert f"{games} games a batch" in edge.run_panel.status.text()
    # the answer above the table: where the seat's edge comes from, the engine's sentence
    assert edge.answer.text() == " ".join(same.sentences()) and not edge.answer.isHidden()
    start = same.restrictions[0].start
    assert edge.answer.text().startswith(
        (f"{start}'s edge comes mostly from", f"{start}'s wins come mostly from", "No part of")
    )


def test_the_edge_table_is_the_engines_restricted_play(qtbot):
    """The light variant: the dialog alone, no worker processes, two games a batch."""
    edge = RestrictedPlayDialog(the_map("final-stand"), seat=1, games=2, seed=3, workers=1)
    qtbot.addWidget(edge)
    assert edge.seat.currentText() == "Seat 2 (9F)"
    edge.run_panel.run_button.click()
    assert (
        edge.running
        and not edge.run_panel.run_button.isEnabled()
        and edge.run_panel.cancel_button.isEnabled()
    )
    qtbot.waitUntil(lambda: edge.outcome is not None and not edge.running, timeout=120_000)
    assert (
        edge.run_panel.run_button.isEnabled()
        and edge.run_panel.progress.value() == edge.run_panel.progress.maximum()
    )
    _same_as_the_engine(edge, 1, 2, 3, "full")


@pytest.mark.slow
def test_the_balance_dialog_offers_the_favoured_seats_restricted_play(make_window, qtbot):
    studio = make_window("final-stand")
    dialog = studio.open_balance_playtest()
    assert isinstance(dialog, BalancePlaytestDialog)
    qtbot.addWidget(dialog)
    assert not dialog.edge_button.isEnabled()  # nothing measured yet
    dialog.games.setValue(8)
    dialog.workers.setValue(1)
    dialog.run_panel.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome is not None and not dialog.running, timeout=120_000)
    assert dialog.edge_button.isEnabled()
    dialog.edge_button.click()
    edge = dialog.restricted_dialog
    assert isinstance(edge, RestrictedPlayDialog) and edge.isVisible()
    favoured = favoured_seat(dialog.outcome)
    assert favoured == max(dialog.outcome.seats, key=lambda s: s.win_rate).seat
    assert edge.seat.currentData() == favoured
    assert (edge.games.value(), edge.seed.value()) == (8, dialog.seed.value())
    edge.games.setValue(4)
    edge.run_panel.run_button.click()
    assert edge.running
    dialog.run_panel.run_button.click()  # no balance run while the restricted one uses the pool
    assert not dialog.running
    qtbot.waitUntil(lambda: edge.outcome is not None and not edge.running, timeout=120_000)
    _same_as_the_engine(edge, favoured, 4, dialog.seed.value(), "full")
    edge.games.setValue(2000)
    edge.run_panel.run_button.click()
    assert edge.running
    edge.close()  # cancels the run and waits for it
    assert not edge.running and edge.run_panel.run_button.isEnabled()
    assert edge.outcome is None or edge.outcome.cancelled
