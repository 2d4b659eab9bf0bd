"""The live Balance dock: games start after an edit and a pause, fill the dock as they
come in, restart on the next edit, can be paused, give way to the dialog's run, and play
the same games as ``gkr-map playtest`` with the same seed."""

from __future__ import annotations

import json

import pytest

from engine import Hex
from engine.mapmodel.edit_symmetry import SymmetryMode
from engine.mapmodel.editing import place_building
from engine.playtest import DEFAULT_MARGIN, run_playtest
from gkr_studio.balance.live import LIVE_DESIGN, LIVE_SEED
from gkr_studio.cli import main as gkr_map
from tests.conftest import MAPS

GAMES = 12


def _alone(game_map):
    """The live batch of a map, played without the studio."""
    return run_playtest(
        game_map, GAMES, LIVE_SEED, bot="random", design=LIVE_DESIGN, until_verdict=True
    )


@pytest.fixture
def live_window(make_window):
    made = []

    def make(slug: str = "final-stand"):
        studio = make_window(slug, live=True)
        made.append(studio)
        studio.live.timer.stop()
        studio.live.games = GAMES
        studio.live.bot = "random"
        studio.live.debounce_ms = 50
        studio.live.set_map(studio.doc.map)  # again, with the small batch
        return studio

    yield make
    for studio in made:
        studio.live.shutdown()
        studio.pool.close()


def _done(studio):
    return studio.live.state == "done" and not studio.live.running


def test_the_dock_fills_in_after_a_pause_and_matches_a_batch_of_the_same_seed(live_window, qtbot):
    studio = live_window()
    assert studio.live.state == "waiting" and studio.balance.result is None
    seen, shown = [], []
    studio.live.updated.connect(lambda r: seen.append(None if r is None else r.deals))
    studio.live.updated.connect(lambda r: shown.append(studio.balance.status.text()))
    qtbot.waitUntil(lambda: _done(studio), timeout=60_000)
    result = studio.balance.result
    assert result is studio.live.result and result.games == GAMES and not result.cancelled
    assert result.design == "duplicate" and result.deals == GAMES // 2
    # the dock filled in deal by deal: several partial results, growing, then the whole
    assert len(seen) >= 3 and seen == sorted(seen) and seen[-1] == result.deals
    assert any("so far" in line for line in shown)
    assert studio.balance.chart.outcome is result
    assert studio.balance.table.rowCount() == 2
    assert studio.balance.table.item(0, 1).text() == f"{100 * result.seats[0].win_rate:.1f}%"
    assert f"{result.deals} deals ({GAMES} games)" in studio.balance.status.text()
    # a decision is led by its word; an undecided batch's sentence says so itself
    said = (
        f"{result.verdict}: {result.verdict_text}"
        if result.verdict != "unclear"
        else result.verdict_text
    )
    assert studio.balance.verdict.text() == said[:1].upper() + said[1:]
    alone = _alone(studio.doc.map)
    assert json.dumps(result.to_json()) == json.dumps(alone.to_json())


def test_the_dock_and_the_command_line_give_the_same_numbers(live_window, qtbot, capsys):
    studio = live_window()
    qtbot.waitUntil(lambda: _done(studio), timeout=60_000)
    capsys.readouterr()
    assert (
        gkr_map(
            [
                "playtest",
                str(MAPS / "final-stand.gkrmap.json"),
                "--until-verdict",
                "--games",
                str(GAMES),
                "--seed",
                str(LIVE_SEED),
                "--bot",
                "random",
                "--workers",
                "1",
                "--json",
            ]
        )
        == 0
    )
    printed = json.loads(capsys.readouterr().out)
    assert json.loads(json.dumps(studio.live.result.to_json())) == printed


def test_an_edit_restarts_the_games_on_the_edited_map(live_window, qtbot):
    studio = live_window()
    studio.live.games = 2000  # long enough to be under way at the edit
    studio.live.margin = 1e-6  # and no verdict before it
    studio.live.set_map(studio.doc.map)
    qtbot.waitUntil(lambda: studio.live.running, timeout=30_000)
    first = studio.live.worker
    runs = studio.live.runs
    studio.live.games, studio.live.margin = GAMES, DEFAULT_MARGIN
    studio.doc.apply_result("Place building on 5D", place_building(studio.doc.map, Hex.parse("5D")))
    assert first.stop.is_set()  # the batch under way is cancelled at once
    assert studio.live.state == "waiting" and studio.balance.result is None
    qtbot.waitUntil(lambda: _done(studio), timeout=60_000)
    assert studio.live.runs == runs + 1
    edited = studio.doc.map
    assert studio.live.result.games == GAMES
    assert studio.live.result.to_json() == _alone(edited).to_json()
    # the warm pool did not start its processes again for the second batch
    assert studio.pool.started == studio.pool.alive


def test_changing_symmetric_editing_keeps_the_balance_games(live_window, qtbot):
    """Symmetric editing is a field of the map but no part of play: the dock's games and
    figures stay when it changes (and when it is undone)."""
    studio = live_window()
    qtbot.waitUntil(lambda: _done(studio), timeout=60_000)
    runs, result = studio.live.runs, studio.live.result
    studio.symmetry_controls.choose(SymmetryMode.HALF_TURN)
    studio.acts["undo"].trigger()
    assert _done(studio) and studio.live.runs == runs and studio.live.result is result
    assert studio.balance.result is not None


def test_pause_stops_the_games_and_resume_starts_them(live_window, qtbot):
    studio = live_window()
    studio.balance.pause_button.click()
    assert studio.live.state == "paused" and studio.balance.pause_button.text() == "Resume"
    studio.doc.apply_result("Place building on 5D", place_building(studio.doc.map, Hex.parse("5D")))
    qtbot.wait(300)
    assert studio.live.state == "paused" and not studio.live.running
    assert studio.settings.value("balance_paused") in (True, "true")
    studio.balance.pause_button.click()
    qtbot.waitUntil(lambda: _done(studio), timeout=60_000)
    assert studio.live.result.games == GAMES


def test_an_unplayable_map_says_why_and_plays_nothing(live_window, qtbot):
    studio = live_window()
    studio.doc.apply("Remove start", studio.doc.map.without_start(Hex.parse("9F")))
    assert studio.live.state == "invalid" and "No games" in studio.balance.status.text()
    qtbot.wait(300)
    assert not studio.live.running and studio.balance.result is None


def test_the_dialog_takes_the_workers_and_gives_them_back(live_window, qtbot):
    studio = live_window()
    studio.live.games, studio.live.margin = 2000, 1e-6
    studio.live.set_map(studio.doc.map)
    qtbot.waitUntil(lambda: studio.live.running, timeout=30_000)
    dialog = studio.open_balance_playtest()
    qtbot.addWidget(dialog)
    dialog.games.setValue(6)
    dialog.workers.setValue(1)
    dialog.bot.setCurrentIndex(dialog.bot.findData("random"))
    studio.live.games, studio.live.margin = GAMES, DEFAULT_MARGIN
    dialog.run_panel.run_button.click()
    assert studio.live.state == "held"
    qtbot.waitUntil(lambda: dialog.outcome is not None and not dialog.running, timeout=60_000)
    assert dialog.outcome.games == 6
    qtbot.waitUntil(lambda: _done(studio), timeout=60_000)
    assert studio.live.result.games == GAMES


def test_the_studio_and_the_command_line_give_the_same_numbers(make_window, qtbot, capsys):
    studio = make_window("final-stand")
    dialog = studio.open_balance_playtest()
    qtbot.addWidget(dialog)
    dialog.games.setValue(8)
    dialog.seed.setValue(5)
    dialog.workers.setValue(2)
    dialog.bot.setCurrentIndex(dialog.bot.findData("solo"))
    dialog.run_panel.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome is not None and not dialog.running, timeout=120_000)
    capsys.readouterr()
    assert (
        gkr_map(
            [
                "playtest",
                str(MAPS / "final-stand.gkrmap.json"),
                "--games",
                "8",
                "--seed",
                "5",
                "--workers",
                "1",
                "--bot",
                "solo",
                "--json",
            ]
        )
        == 0
    )
    printed = json.loads(capsys.readouterr().out)
    assert json.loads(json.dumps(dialog.outcome.to_json())) == printed
    studio.pool.close()


def test_closing_the_window_while_games_run_stops_them_and_the_workers(live_window, qtbot):
    studio = live_window()
    studio.live.games, studio.live.margin = 2000, 1e-6
    studio.live.set_map(studio.doc.map)
    qtbot.waitUntil(lambda: studio.live.running and studio.pool.alive >= 1, timeout=30_000)
    thread = studio.live.run_thread
    processes = [w.process for w in studio.pool._workers]
    studio.close()
    assert thread.isFinished() and not studio.live.running
    assert all(not p.is_alive() for p in processes)


def test_results_of_a_cancelled_batch_still_queued_are_not_shown(live_window, qtbot):
    studio = live_window()
    studio.live.games, studio.live.margin = 2000, 1e-6
    studio.live.set_map(studio.doc.map)
    qtbot.waitUntil(lambda: studio.live.result is not None, timeout=60_000)
    old = studio.live.worker
    stale = studio.live.result
    studio.live.debounce_ms = 60_000  # no new batch during the test
    studio.doc.apply_result("Place building on 5D", place_building(studio.doc.map, Hex.parse("5D")))
    old.partial.emit(stale)  # as if it had been queued before the edit
    old.finished.emit(stale)
    qtbot.wait(100)
    assert studio.live.state == "waiting" and studio.balance.result is None
