"""The Balance dock, the Balance Playtest dialog and ``gkr-map playtest`` show the same
figures for the same games: win rates and their intervals, edges, luck-adjusted edges and
their intervals, the verdict's sentence and the next step (engine.verdicts.figures).

The dock shows the command line that plays its games; the test runs that very command
and sets the dialog to the same settings (it then shows the same command)."""

from __future__ import annotations

import json
import shlex

import pytest

from engine.verdicts.figures import batch_figures
from gkr_studio.balance.balance_dialog import SEAT_FIGURES, BalancePlaytestDialog
from gkr_studio.balance.balance_panel import DOCK_COLUMNS
from gkr_studio.cli import main as gkr_map
from tests.conftest import MAPS

GAMES = 40
MAP = MAPS / "final-stand.gkrmap.json"


def _dock_run(make_window, qtbot):
    studio = make_window("final-stand", path=str(MAP), live=True)
    studio.live.timer.stop()
    studio.live.games, studio.live.bot, studio.live.debounce_ms = GAMES, "random", 50
    studio.live.set_map(studio.doc.map)  # again, with these settings
    qtbot.waitUntil(
        lambda: studio.live.state == "done" and not studio.live.running, timeout=120_000
    )
    return studio


def _command(label_text: str) -> list[str]:
    """The ``gkr-map playtest`` arguments a label shows, the map's name made its path."""
    words = shlex.split(label_text[label_text.index("gkr-map playtest") :])
    assert words[2] == MAP.name
    return ["playtest", str(MAP), *words[3:]]


def _seat_lines(out: str) -> dict[str, str]:
    return {
        line.split()[1]: line
        for line in out.splitlines()
        if line.strip().startswith(("P1 ", "P2 "))
    }


@pytest.mark.slow
def test_the_dock_the_dialog_and_the_command_line_show_the_same_figures(make_window, qtbot, capsys):
    studio = _dock_run(make_window, qtbot)
    try:
        dock = studio.balance
        shown = dock.settings_line.text()
        assert "Seed 1 · random bot · duplicate deals · until the verdict (±5 points" in shown
        args = _command(shown)
        assert args[2:] == [
            "--until-verdict",
            "--games",
            str(GAMES),
            "--seed",
            "1",
            "--bot",
            "random",
        ]
        # what the dock shows (the dialog's run gives way to the dock's games, which start
        # again afterwards)
        ours = batch_figures(dock.result)
        dock_verdict, dock_next = dock.verdict.text(), dock.next_step.text()
        assert dock.action_button.isVisibleTo(dock) and dock.action == "more-games"
        dock_rows = [
            [dock.table.item(row, 1 + i).text() for i in range(len(DOCK_COLUMNS))]
            for row in range(dock.table.rowCount())
        ]

        # the dialog, set as the dock is, shows the same command and plays the same games
        dialog = studio.open_balance_playtest()
        assert isinstance(dialog, BalancePlaytestDialog)
        qtbot.addWidget(dialog)
        dialog.games.setValue(GAMES)
        dialog.seed.setValue(1)
        dialog.until_verdict.setChecked(True)
        dialog.bot.setCurrentIndex(dialog.bot.findData("random"))
        assert _command(dialog.command_line.text()) == args
        dialog.run_panel.run_button.click()
        qtbot.waitUntil(lambda: dialog.outcome is not None and not dialog.running, timeout=120_000)

        capsys.readouterr()
        assert gkr_map(args) == 0
        text = capsys.readouterr().out
        assert gkr_map([*args, "--json"]) == 0
        data = json.loads(capsys.readouterr().out)

        assert batch_figures(dialog.outcome) == ours
        assert ours.games == GAMES and ours.action == "more-games"  # capped, undecided
        # the verdict and the next step, word for word
        assert dock_verdict == dialog.verdict.text() == ours.sentence
        assert dock_next == dialog.next_step.text() == ours.next_step
        assert f"  verdict           {ours.verdict}: {data['verdict_sentence']}" in text
        said = data["verdict_sentence"]  # undecided: the sentence says so itself
        assert ours.sentence == said[:1].upper() + said[1:]
        assert f"  next step         {ours.next_step}" in text
        assert data["next_step"] == ours.next_step
        lines = _seat_lines(text)
        for row, side in enumerate(ours.sides):
            cells = side.cells()
            dialog_cells = [dialog.table.item(row, 2 + i).text() for i in range(len(SEAT_FIGURES))]
            assert dialog_cells == [cells[k] for k in SEAT_FIGURES]
            assert dock_rows[row] == [cells[k] for k in DOCK_COLUMNS]
            assert all(cells[k] in lines[side.label] for k in SEAT_FIGURES)
            seat = data["seats"][row]
            assert seat["start"] == side.label
            assert seat["win_rate"] == round(side.rate, 4)
            assert seat["ci95"] == [round(x, 4) for x in side.interval]
            assert seat["edge"] == round(side.edge, 4)
            fair = 1 / len(ours.sides)
            assert seat["adjusted_win_rate"] == round(side.adjusted_edge + fair, 4)
            assert seat["adjusted_ci95"] == [round(x + fair, 4) for x in side.adjusted_interval]
        dialog.close()
    finally:
        studio.live.shutdown()
        studio.pool.close()
