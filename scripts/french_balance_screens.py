"""The French user guide's pictures of the Balance dock and Balance Playtest, taken by
:mod:`french_screens` after its own (the studio already in French, on Xvfb).

On a map where one start has an edge (``walled-in``, a test map), the window once the
Balance dock's live games have decided (``fr-09-dock-equilibre``), the dock's whole content
with its verdict, next step, chart, table and Why (``fr-10-dock-equilibre-seul``), and Play ▸
Balance Playtest after a run of 200 games (``fr-11-test-equilibre``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, cast

REPO = Path(__file__).resolve().parent.parent

WALLED_IN = REPO / "tests" / "engine" / "playtest" / "data" / "walled-in.gkrmap.json"
"""A two-seat map where one start has an edge: the dock's verdict, next step and Why."""


def balance_shots(
    out: Path,
    scratch: Path,
    settle: Callable[..., None],
    check: Callable[[bool, str], None],
    shot: Callable[[str, Any], None],
) -> None:
    """The Balance dock after its live games on :data:`WALLED_IN` (the window, and the dock
    alone), and the Balance Playtest dialog after a run."""
    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtTest import QTest

    from engine import load_map
    from gkr_studio.balance.balance_dialog import BalancePlaytestDialog
    from gkr_studio.mainwindow import MainWindow

    settings = QSettings(str(scratch / "balance.ini"), QSettings.Format.IniFormat)
    settings.setValue("balance_paused", False)
    window = MainWindow(
        settings=settings,
        data_dir=scratch / "balance",
        game_map=load_map(WALLED_IN),
        path=str(WALLED_IN),
    )
    window.hints.dismiss()
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.docks["balance"].raise_()

    def wait_for(done: Callable[[], bool], signal: Any, what: str, ms: int = 300_000) -> None:
        if done():
            return
        loop = QEventLoop()
        signal.connect(lambda *_args: loop.quit() if done() else None)
        poll = QTimer()  # the state can settle just after the signal's last emission
        poll.timeout.connect(lambda: loop.quit() if done() else None)
        poll.start(200)
        QTimer.singleShot(ms, loop.quit)
        loop.exec()
        poll.stop()
        check(done(), what)

    live = window.live
    wait_for(
        lambda: live.state in ("done", "failed") and not live.running,
        live.stateChanged,
        "the Balance dock's games end",
    )
    dock = window.balance
    check(live.state == "done", f"the Balance dock's games end well: {dock.status.text()}")
    check(dock.status.text().startswith("Terminé"), "the Balance dock is French")
    check(bool(dock.why.sentences), "the Balance dock shows why")
    settle(400)
    shot("fr-09-dock-equilibre", window)
    path = out / "fr-10-dock-equilibre-seul.png"  # the dock's whole content, Why included
    if not window.balance.grab().save(str(path)):
        raise SystemExit(f"cannot write {path}")
    print(f"wrote {path}")
    opened = window.open_balance_playtest()
    check(isinstance(opened, BalancePlaytestDialog), "Balance Playtest opens")
    dialog = cast(BalancePlaytestDialog, opened)
    dialog.move(80, 10)
    dialog.start()
    wait_for(
        lambda: not dialog.running and dialog.outcome is not None,
        dialog.runEnded,
        "the Balance Playtest run ends",
    )
    check(dialog.windowTitle().startswith("Test d'équilibre"), "Balance Playtest is French")
    shot("fr-11-test-equilibre", dialog)
    dialog.close()
    window.autosave_timer.stop()
    window.doc.undo_stack.setClean()
    window.close()
