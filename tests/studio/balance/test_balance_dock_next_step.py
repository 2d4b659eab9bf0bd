"""The Balance dock's last word says what to do next: for an edge it looks for one edit
that evens the seats out (the repair's balance fix, with the dock's settings) and makes it
as one undoable edit; for a batch undecided at its cap it plays more games."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine.repair.balance_fix import BalanceFix
from engine.repair.edits import candidate_edits
from gkr_studio.balance import fix_search

WALLED_IN = Path(__file__).parents[2] / "engine" / "playtest" / "data" / "walled-in.gkrmap.json"


def _done(studio):
    return studio.live.state == "done" and not studio.live.running


@pytest.mark.slow
def test_an_edge_offers_a_balance_fix_with_the_docks_settings_and_makes_it(
    make_window, qtbot, monkeypatch
):
    asked = []

    def found_by_the_repair(game_map, *, games, seed, margin, workers, bot, before, progress):
        """The repair's search, answered with its first candidate (the engine's search has
        tests of its own; this one is about the dock)."""
        asked.append({"games": games, "seed": seed, "margin": margin, "bot": bot, "before": before})
        edit = next(e for e in candidate_edits(game_map) if e.kind == "move")
        after = replace(before, verdict="fair", verdict_text="fair within ±10 points")
        return BalanceFix(game_map, edit.apply(game_map), before, after, edit, ((edit, 0.0),))

    monkeypatch.setattr(fix_search, "find_balance_fix", found_by_the_repair)
    studio = make_window("final-stand", live=True)
    try:
        studio.live.timer.stop()
        # the full bot finds the open seat's lead fast at a 10-point margin
        studio.live.games, studio.live.margin, studio.live.debounce_ms = 400, 0.10, 50
        assert studio.files.open_file(str(WALLED_IN), ask=False)
        assert studio.doc.map.players == 2 and studio.live.game_map == studio.doc.map
        qtbot.waitUntil(lambda: _done(studio), timeout=300_000)
        dock = studio.balance
        assert dock.result.verdict == "edge", dock.result.verdict_text
        assert dock.verdict.text().startswith("Edge: 9F favoured by ")
        assert "away from 9F" in dock.next_step.text()
        assert dock.action == "fix" and dock.action_button.text() == "Find a balance fix"
        original = studio.doc.map
        dock.action_button.click()
        assert not dock.action_button.isEnabled() and "Looking for" in dock.next_step.text()
        qtbot.waitUntil(lambda: dock.action == "apply", timeout=60_000)
        settings = studio.live.settings()
        assert asked == [
            {
                "games": 400,
                "seed": settings.seed,
                "margin": 0.10,
                "bot": settings.bot,
                "before": dock.result,
            }
        ]
        assert (
            dock.next_step.text().startswith("Move ") and " makes it fair" in dock.next_step.text()
        )
        fix = dock.fix
        dock.action_button.click()
        assert studio.doc.map == fix.map != original
        assert studio.doc.undo_stack.undoText() == f"Balance fix: {fix.edit}"
        studio.doc.undo_stack.undo()
        assert studio.doc.map == original
    finally:
        studio.live.shutdown()
        studio.pool.close()


@pytest.mark.slow
def test_a_batch_undecided_at_its_cap_offers_twice_the_games(make_window, qtbot):
    studio = make_window("final-stand", live=True)
    try:
        studio.live.timer.stop()
        studio.live.games, studio.live.bot, studio.live.debounce_ms = 40, "random", 50
        studio.live.set_map(studio.doc.map)
        qtbot.waitUntil(lambda: _done(studio), timeout=120_000)
        dock = studio.balance
        assert dock.result.verdict == "unclear" and dock.action == "more-games"
        assert "allow 80 (--games 80)" in dock.next_step.text()
        runs = studio.live.runs
        dock.action_button.click()
        assert studio.live.games == 80
        qtbot.waitUntil(lambda: studio.live.runs == runs + 1 and _done(studio), timeout=120_000)
        assert studio.live.result.games > 40 or studio.live.result.stopped_early
        assert "--games 80" in dock.settings_line.text()
    finally:
        studio.live.shutdown()
        studio.pool.close()
