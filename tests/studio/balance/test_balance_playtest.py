"""The studio's balance playtest: progress, cancel, the chart and the heat maps."""

from __future__ import annotations

from engine import Hex
from gkr_studio.balance.balance_dialog import BalancePlaytestDialog


def _dialog(make_window, qtbot, slug="final-stand"):
    studio = make_window(slug)
    dialog = studio.open_balance_playtest()
    assert isinstance(dialog, BalancePlaytestDialog)
    qtbot.addWidget(dialog)
    return studio, dialog


def test_a_balance_playtest_runs_and_shows_each_seat(make_window, qtbot):
    studio, dialog = _dialog(make_window, qtbot)
    dialog.games.setValue(12)
    dialog.workers.setValue(1)
    dialog.bot.setCurrentIndex(dialog.bot.findData("random"))
    seen = []
    dialog.run_panel.progress.valueChanged.connect(seen.append)
    dialog.run_panel.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome is not None and not dialog.running, timeout=120_000)
    result = dialog.outcome
    assert result.games == 12 and not result.cancelled
    assert dialog.run_panel.progress.value() == 12 and seen[-1] == 12
    assert dialog.table.rowCount() == 2
    assert abs(sum(s.wins for s in result.seats) - 12) < 1e-9
    assert dialog.chart.outcome is result
    assert "12 games" in dialog.run_panel.status.text()
    dialog.fired_box.setChecked(True)
    heat = studio.board.overlays["heat"]
    assert heat.isVisible() and heat.content.shades
    assert {h for h, _c in heat.content.shades} == {h for h, n in result.fired_from.items() if n}
    dialog.destroyed_box.setChecked(True)
    assert not dialog.fired_box.isChecked()


def test_the_heat_map_is_an_overlay_named_in_the_legend_and_forgotten_on_edit(make_window, qtbot):
    """It stayed on the board after the dialog closed, through edits, with no switch, and
    the reopened dialog had its boxes disabled."""
    studio, dialog = _dialog(make_window, qtbot)
    switch = studio.window_actions.heat_action
    assert switch in studio.menus["overlays"].actions()
    assert switch in studio.window_actions.overlay_group.actions()
    assert not switch.isEnabled()  # no heat map yet
    dialog.games.setValue(12)
    dialog.workers.setValue(1)
    dialog.bot.setCurrentIndex(dialog.bot.findData("random"))
    dialog.run_panel.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome is not None and not dialog.running, timeout=120_000)
    dialog.fired_box.setChecked(True)
    heat = studio.board.overlays["heat"]
    title = "Heat map: where units fired from (Balance Playtest, 12 games)"
    assert heat.isVisible() and switch.isEnabled() and switch.isChecked()
    assert title in [s.title for s in studio.legend.sections]
    switch.trigger()  # Ctrl+7, the toolbar's Heat button, Overlays ▸ Balance heat map
    assert not heat.isVisible() and not switch.isChecked()
    assert title not in [s.title for s in studio.legend.sections]
    switch.trigger()
    assert heat.isVisible()
    dialog.close()
    assert heat.isVisible() and switch.isChecked()  # an overlay like the others
    again = studio.open_balance_playtest()
    assert again is dialog and dialog.outcome is not None  # its last games, boxes usable
    assert dialog.fired_box.isEnabled() and dialog.fired_box.isChecked()
    dialog.close()
    studio.doc.apply(
        "Clear a building", studio.doc.map.without_building(studio.doc.map.buildings[0].hex)
    )
    assert not heat.isVisible() and not switch.isEnabled()  # measured on the map before
    assert not any(s.title.startswith("Heat map") for s in studio.legend.sections)


def test_the_same_seed_gives_the_same_result(make_window, qtbot):
    studio, dialog = _dialog(make_window, qtbot)
    dialog.games.setValue(6)
    dialog.workers.setValue(1)
    dialog.bot.setCurrentIndex(dialog.bot.findData("random"))
    dialog.run_panel.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome is not None and not dialog.running, timeout=120_000)
    first = dialog.outcome.to_json()
    dialog.run_panel.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome is not None and not dialog.running, timeout=120_000)
    assert dialog.outcome.to_json() == first


def test_cancel_stops_early(make_window, qtbot):
    studio, dialog = _dialog(make_window, qtbot, "showdown")
    dialog.games.setValue(5000)
    dialog.workers.setValue(1)
    dialog.bot.setCurrentIndex(dialog.bot.findData("random"))
    dialog.run_panel.run_button.click()
    qtbot.waitUntil(lambda: dialog.run_panel.progress.value() >= 2, timeout=60_000)
    dialog.run_panel.cancel_button.click()
    qtbot.waitUntil(lambda: dialog.outcome is not None and not dialog.running, timeout=60_000)
    assert dialog.outcome.cancelled and 2 <= dialog.outcome.games < 5000
    assert "cancelled" in dialog.run_panel.status.text()


def test_an_invalid_map_is_not_played(make_window, dialogs):
    studio = make_window("final-stand")
    studio.doc.apply("Remove start", studio.doc.map.without_start(Hex.parse("9F")))
    assert studio.open_balance_playtest() is None
    assert "A game needs a finished, valid map" in dialogs.errors[-1][1]


def test_the_balance_run_plays_the_chosen_catalog(make_window, qtbot, tmp_path):
    from tests.catalog_files import my_catalog

    studio, dialog = _dialog(make_window, qtbot)
    assert dialog.catalog_picker.load(str(my_catalog(tmp_path)))
    dialog.games.setValue(4)
    dialog.workers.setValue(1)
    dialog.bot.setCurrentIndex(dialog.bot.findData("random"))
    dialog.run_panel.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome is not None and not dialog.running, timeout=120_000)
    names = [f.name for f in dialog.outcome.factions]
    assert names and all(n.startswith("Mine: ") for n in names)
    dialog.close()


def test_waiting_for_a_cancelled_run_does_not_block_the_window(make_window, qtbot):
    # the worker's thread must end without the GUI thread's event loop (closing the dialog
    # waits for it there)
    studio, dialog = _dialog(make_window, qtbot, "showdown")
    dialog.games.setValue(5000)
    dialog.workers.setValue(1)
    dialog.bot.setCurrentIndex(dialog.bot.findData("random"))
    dialog.run_panel.run_button.click()
    qtbot.waitUntil(lambda: dialog.run_panel.progress.value() >= 1, timeout=60_000)
    thread = dialog.run_panel.run_thread
    dialog.cancel()
    dialog.wait_done(20_000)
    assert thread.isFinished()
    dialog.close()
    assert not dialog.running


def test_the_dialog_draws_the_batchs_win_chance_by_round(make_window, qtbot):
    _studio, dialog = _dialog(make_window, qtbot)
    dialog.games.setValue(4)
    dialog.workers.setValue(1)
    dialog.bot.setCurrentIndex(dialog.bot.findData("random"))
    dialog.run_panel.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome is not None and not dialog.running, timeout=120_000)
    result = dialog.outcome
    assert len(result.win_chances) == 2 and result.win_chances[0]
    assert dialog.round_curve.curves == result.win_chances
    dialog.grab()  # paints the curve


def test_after_a_four_player_batch_the_dialog_fits_1366_by_768_without_scrolling(
    make_window, qtbot, qapp
):
    """Its settings in two columns, the seat table as tall as its rows (no empty band),
    the follow-ups side by side: the whole dialog shows in its 700 pixels, in French too."""
    from PySide6.QtWidgets import QScrollArea

    from gkr_studio.i18n import apply_language

    for language in ("en", "fr"):
        apply_language(qapp, language)
        try:
            studio, dialog = _dialog(make_window, qtbot, "showdown")
            dialog.show()
            dialog.games.setValue(8)
            dialog.workers.setValue(1)
            dialog.bot.setCurrentIndex(dialog.bot.findData("random"))
            dialog.run_panel.run_button.click()
            qtbot.waitUntil(
                lambda: dialog.outcome is not None and not dialog.running, timeout=120_000
            )
            table = dialog.table
            rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
            assert table.rowCount() == 4
            assert table.height() == (
                table.horizontalHeader().sizeHint().height() + rows + 2 * table.frameWidth()
            )
            body = dialog.findChild(QScrollArea).widget()
            assert dialog.height() <= 700
            assert body.sizeHint().height() <= dialog.height(), language
            assert body.sizeHint().width() <= dialog.width(), language
            dialog.close()
        finally:
            apply_language(qapp, "en")
