"""The Balance Playtest's second opinion: the same games played by the strong bot, both
verdicts side by side, in the background and cancellable."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.playtest import run_playtest
from engine.verdicts.figures import batch_figures
from engine.verdicts.skills import SkillVerdicts
from gkr_studio.balance import second_opinion
from gkr_studio.balance.balance_dialog import BalancePlaytestDialog


def _dialog(make_window, qtbot, games: int, bot: str = "full") -> BalancePlaytestDialog:
    studio = make_window("final-stand")
    dialog = studio.open_balance_playtest()
    qtbot.addWidget(dialog)
    dialog.games.setValue(games)
    dialog.seed.setValue(5)
    dialog.workers.setValue(1)
    dialog.bot.setCurrentIndex(dialog.bot.findData(bot))
    return dialog


def _first_run(dialog: BalancePlaytestDialog, qtbot) -> None:
    assert (
        not dialog.second_opinion.run_panel.run_button.isEnabled()
    )  # nothing to give a second opinion on
    dialog.run_panel.run_button.click()
    qtbot.waitUntil(lambda: dialog.outcome is not None and not dialog.running, timeout=120_000)


@pytest.fixture
def second_bot(monkeypatch, request) -> str:
    """The second opinion's bot: the strong bot in the slow tier, the solo bot (a quick
    stand-in: the same mechanism) in the fast one."""
    kind = getattr(request, "param", "solo")
    monkeypatch.setattr(second_opinion, "SECOND_BOT", kind)
    return kind


@pytest.mark.parametrize(
    "second_bot", ["solo", pytest.param("strong", marks=pytest.mark.slow)], indirect=True
)
def test_the_second_opinion_plays_the_same_games_with_another_bot(make_window, qtbot, second_bot):
    dialog = _dialog(make_window, qtbot, 2)
    _first_run(dialog, qtbot)
    second = dialog.second_opinion
    assert second.run_panel.run_button.isEnabled()
    second.run_panel.run_button.click()
    assert second.running and not dialog.run_panel.run_button.isEnabled()
    qtbot.waitUntil(lambda: second.second is not None and not second.running, timeout=120_000)
    assert dialog.run_panel.run_button.isEnabled()
    same = run_playtest(dialog.game_map, 2, seed=5, bot=second_bot)
    assert second.second.bot == second_bot and second.second.games == 2
    assert [s.wins for s in second.second.seats] == [s.wins for s in same.seats]
    table = second.table
    assert table.isVisible() and table.columnCount() == 2
    assert [table.horizontalHeaderItem(c).text() for c in range(2)] == [
        "full bot",
        f"{second_bot} bot",
    ]
    assert table.rowCount() == 2 + 2  # games, verdict, a row per seat
    assert table.item(0, 0).text() == "2" and table.item(0, 1).text() == "2"
    assert table.item(1, 0).text() == batch_figures(dialog.outcome).sentence
    assert table.item(1, 1).text() == batch_figures(same).sentence
    both = SkillVerdicts((dialog.outcome, second.second))
    assert second.run_panel.status.text().startswith(
        "The verdicts agree"
        if both.agree
        else "The verdicts differ"
        if both.clear
        else "Not comparable yet"
    )


def test_no_second_opinion_of_the_strong_bot_itself(make_window, qtbot):
    assert second_opinion.SECOND_BOT == "strong"
    dialog = _dialog(make_window, qtbot, 2, bot="random")
    _first_run(dialog, qtbot)
    assert dialog.second_opinion.run_panel.run_button.isEnabled()
    dialog.second_opinion.set_first(dialog.outcome, replace(dialog.settings(), bot="strong"))
    assert not dialog.second_opinion.run_panel.run_button.isEnabled()


def test_the_second_opinion_can_be_cancelled(make_window, qtbot, second_bot):
    dialog = _dialog(make_window, qtbot, 8)
    _first_run(dialog, qtbot)
    second = dialog.second_opinion
    second.run_panel.run_button.click()
    second.run_panel.cancel_button.click()
    qtbot.waitUntil(lambda: not second.running, timeout=120_000)
    assert second.second is not None and second.second.cancelled
    assert second.second.games < 8
    assert "cancelled" in second.run_panel.status.text()
    assert dialog.run_panel.run_button.isEnabled() and second.run_panel.run_button.isEnabled()
