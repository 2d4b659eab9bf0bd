"""The Balance dock says why: each check the games were set against, in the engine's words
and in the order of the JSON's ``explain``, then each seat's story."""

from __future__ import annotations

from pathlib import Path

from engine.files.mapfile import load_map
from engine.playtest import run_playtest
from gkr_studio.balance.balance_panel import BalancePanel

LOPSIDED = Path(__file__).parents[2] / "engine" / "playtest" / "data" / "lopsided.gkrmap.json"


def test_the_dock_shows_the_checks_against_the_games_then_each_seat(qtbot):
    """Building reach (R-GUIDE-2) and exposure hold against 9F on the lopsided map."""
    panel = BalancePanel()
    qtbot.addWidget(panel)
    result = run_playtest(load_map(LOPSIDED), 6, seed=2, bot="random")
    panel.set_result(result)
    explained = [e["text"] for e in result.to_json()["explain"]]
    assert {e["check"] for e in result.to_json()["explain"]} >= {"building-reach", "seat-exposure"}
    assert panel.why.sentences[: len(explained)] == explained
    assert panel.why.sentences[len(explained) :] == result.why.lines()[: -len(explained)]
    shown = panel.why.text.toPlainText()
    assert all(text in shown for text in explained)
    panel.set_result(None)
    assert panel.why.sentences == [] and panel.why.text.toPlainText() == ""
