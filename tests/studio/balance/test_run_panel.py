"""The run panel the Balance Playtest dialog, restricted play and the second opinion share:
Run asks its window, a run disables Run and enables Cancel, its progress fills the bar, its
result goes to the window, a failure is one red line, Cancel says it stops, and the thread is
let go when the run ends."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from gkr_studio.balance.balance_dialog import BalancePlaytestDialog
from gkr_studio.balance.restricted_play import RestrictedPlayDialog
from gkr_studio.balance.run_panel import RunPanel
from tests.engine.game.helpers import the_map


class Worker(QObject):
    """Plays nothing: reports half its progress, waits to be let go (or stopped), then
    ends with ``result`` or fails with ``failure``."""

    finished = Signal(object)
    failed = Signal(str)
    progressed = Signal(int, int)

    def __init__(self, result: object = "result", failure: str | None = None) -> None:
        super().__init__()
        self.stop = threading.Event()
        self.go = threading.Event()
        self.result, self.failure = result, failure

    def run(self) -> None:
        self.progressed.emit(1, 2)
        while not (self.go.wait(0.01) or self.stop.is_set()):
            pass
        if self.failure is not None:
            self.failed.emit(self.failure)
        else:
            self.progressed.emit(2, 2)
            self.finished.emit(self.result)


def _panel(qtbot) -> RunPanel:
    panel = RunPanel()
    qtbot.addWidget(panel)
    panel.show()
    return panel


def test_a_run_disables_run_fills_the_bar_and_hands_its_result_over(qtbot):
    panel = _panel(qtbot)
    asked, results, ended = [], [], []
    panel.runRequested.connect(lambda: asked.append(True))
    panel.runEnded.connect(lambda: ended.append(True))
    assert panel.run_button.text() == "Run" and panel.run_button.isEnabled()
    assert not panel.cancel_button.isEnabled() and not panel.status.isVisible()
    panel.run_button.click()
    assert asked == [True] and not panel.running  # the window decides whether to start
    worker = Worker()
    with qtbot.waitSignal(panel.runStarted):
        panel.start(worker, results.append, 4, "Playing 4 games…")
    assert panel.running and not panel.run_button.isEnabled() and panel.cancel_button.isEnabled()
    assert panel.status.isVisible() and panel.status.text() == "Playing 4 games…"
    qtbot.waitUntil(lambda: panel.progress.value() == 1 and panel.progress.maximum() == 2)
    worker.go.set()
    qtbot.waitUntil(lambda: bool(ended))
    assert results == ["result"] and not panel.running and panel.run_thread is None
    assert panel.run_button.isEnabled() and not panel.cancel_button.isEnabled()
    assert panel.progress.isVisible() and panel.progress.value() == 2


def test_a_failure_is_one_red_line_and_cancel_says_it_stops(qtbot):
    panel = _panel(qtbot)
    panel.start(Worker(failure="map.gkrmap.json: no <starts>"), lambda _r: None)
    panel.cancel()
    assert panel.status.text() == "Stopping after the games under way…"
    qtbot.waitUntil(lambda: not panel.running)
    assert "color:#e03131" in panel.status.text() and "no &lt;starts&gt;" in panel.status.text()


def test_a_panel_that_keeps_no_bar_shows_it_only_while_running(qtbot):
    panel = RunPanel("Second opinion", keep_progress=False)
    qtbot.addWidget(panel)
    panel.show()
    assert panel.run_button.text() == "Second opinion" and not panel.progress.isVisible()
    panel.set_available(False)
    assert not panel.run_button.isEnabled()
    panel.set_available(True)
    worker = Worker()
    panel.start(worker, lambda _r: None)
    assert panel.progress.isVisible()
    panel.stop_and_wait()  # the window closes: the run ends at once
    assert worker.stop.is_set() and not panel.running and not panel.progress.isVisible()


def test_the_three_balance_runs_share_the_panel(qtbot):
    dialog = BalancePlaytestDialog(the_map("final-stand"))
    qtbot.addWidget(dialog)
    edge = RestrictedPlayDialog(the_map("final-stand"))
    qtbot.addWidget(edge)
    panels = [dialog.run_panel, edge.run_panel, dialog.second_opinion.run_panel]
    assert all(isinstance(p, RunPanel) for p in panels)
    assert [p.run_button.text() for p in panels] == [
        "Run",
        "Run",
        "Second opinion: the same games with the strong bot",
    ]
    assert [p.keep_progress for p in panels] == [True, True, False]
