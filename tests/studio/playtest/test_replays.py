"""Replays in the playtest window: a game file steps to its start and back to its recorded
end, board and log in sync; the jumps land on the game's moments."""

from __future__ import annotations

import pytest

from engine.game.combat_events import ArmorSave, DamageDealt
from engine.game.sandbox.gamefile import save_game
from engine.game.sandbox.open_any import open_any
from engine.game.sandbox.replays import first_blood_by
from engine.playtest.kept_games import batch_game_file
from engine.playtest.modes import StandardMode
from engine.playtest.runner import run_playtest
from gkr_studio.playtest.opened_files import playtest_window_for
from tests.engine.game.helpers import the_map

FINAL_STAND = the_map("final-stand")


@pytest.fixture(scope="module")
def batch():
    """Four games of Final Stand (seed 3), to save one and replay it."""
    return run_playtest(FINAL_STAND, 4, 3, bot="full")


def shown(qtbot, window):
    qtbot.addWidget(window)
    window.auto.setChecked(False)
    window.show()
    qtbot.waitExposed(window)
    return window


def replay_of(qtbot, tmp_path, batch, index: int = 0):
    saved = batch_game_file(StandardMode(), FINAL_STAND, index, batch.seed, batch.bot)
    path = tmp_path / "game.gkrgame.json"
    save_game(saved, path)
    return saved, shown(qtbot, playtest_window_for(open_any(path)))


def test_a_replay_of_a_saved_batch_game_steps_from_its_start_to_its_recorded_winner(
    qtbot, tmp_path, batch
):
    saved, window = replay_of(qtbot, tmp_path, batch)
    replay, session = window.replay, window.session
    assert replay is not None and replay.end == len(saved.actions)
    replay.to_start()
    assert session.state.history == [] and session.state.result is None
    assert not replay.back_button.isEnabled() and replay.where.text() == f"Action 0 of {replay.end}"
    assert session.is_bot_turn()  # a replay says it is one, not that something was taken back
    assert "A replay" in window.status.text()
    assert "after a take-back" not in window.status.text()
    replay.set_playing(True)
    assert replay.play_button.isChecked() and replay.timer.isActive()
    for _ in range(5):
        replay._tick()  # what the timer does at each beat
    assert replay.step() == 5 and [str(a) for a in session.state.history] == [
        str(a) for a in saved.actions[:5]
    ]
    replay.set_playing(False)
    while replay.forward_button.isEnabled():
        replay.step_forward()
    assert replay.step() == replay.end
    assert session.state.result == saved.result is not None
    assert window.shown_events == len(session.state.events)  # the log keeps up
    assert window.log.blockCount() == len(session.state.events)
    assert len(window.unit_items) == len(list(session.state.units()))  # the board too
    assert not session.bots_may_play()  # a replay never plays a move of its own
    window.position_editor.set_editing(True)
    assert not replay.isEnabled()  # the game waits while its position is edited
    window.position_editor.discard()
    assert replay.isEnabled()


def test_jumping_to_first_blood_lands_on_the_action_after_which_damage_first_gets_through(
    qtbot, tmp_path, batch
):
    saved, window = replay_of(qtbot, tmp_path, batch)
    replay, session = window.replay, window.session
    blood = replay.marks.first_blood
    assert blood is not None

    def damage_through() -> bool:
        return any(
            (isinstance(e, ArmorSave) and e.damage > 0)
            or (isinstance(e, DamageDealt) and e.damage > 0 and e.reason.startswith("critical hit"))
            for e in session.state.events
        )

    replay.to_start()
    index = replay.jump.findData(blood)
    replay.jump.activated.emit(index)
    assert replay.step() == blood and damage_through()
    assert first_blood_by(session.state.events) is not None
    replay.step_back()
    assert not damage_through()
    replay.jump_to(replay.marks.end)
    assert replay.step() == len(saved.actions) and session.state.result == saved.result
