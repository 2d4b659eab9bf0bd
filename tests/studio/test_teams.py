"""The studio's 2v2 teams (R-TEAM-1): naming them, the start tokens, the legend and the
team figures under the checks."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from engine import Hex, load_map
from engine.analysis import analyse
from engine.files.mapfile import schema_problems, validate_file
from engine.game import observe
from gkr_studio.canvas.legend import legend_sections

H = Hex.parse


def choose_teams(window, text: str) -> None:
    """Pick the teams box's item whose text is ``text``, as a click would."""
    box = window.properties.teams
    index = box.findText(text)
    assert index >= 0, [box.itemText(i) for i in range(box.count())]
    box.setCurrentIndex(index)
    box.activated.emit(index)


def test_the_teams_box_offers_the_default_and_the_playable_pairing(window):
    box = window.properties.teams  # Crackshot Alley: 1B 1J 9B 9J
    texts = [box.itemText(i) for i in range(box.count())]
    assert texts == [
        "Default: 1B+9J vs 1J+9B (farthest apart)",
        "Named: 1B+1J vs 9B+9J",
        "Named: 1B+9B vs 1J+9J",
        "Named: 1B+9J vs 1J+9B",
    ]
    model = box.model()
    enabled = [bool(model.item(i).flags() & Qt.ItemFlag.ItemIsEnabled) for i in range(4)]
    assert enabled == [True, False, False, True]  # side by side, turns would not alternate
    assert box.currentIndex() == 0


def test_naming_the_teams_is_one_undoable_edit_saved_in_the_file(window, tmp_path):
    choose_teams(window, "Named: 1B+9J vs 1J+9B")
    assert window.doc.map.teams == ((H("1B"), H("9J")), (H("1J"), H("9B")))
    assert window.doc.undo_stack.undoText() == "Name teams 1B+9J vs 1J+9B"
    path = tmp_path / "teams.gkrmap.json"
    assert window.save_to(str(path))
    assert json.loads(path.read_text())["teams"] == [["1B", "9J"], ["1J", "9B"]]
    assert validate_file(str(path)) == []
    assert schema_problems(json.loads(path.read_text())) == []
    assert load_map(path).teams == window.doc.map.teams
    window.doc.undo_stack.undo()
    assert window.doc.map.teams is None and window.properties.teams.currentIndex() == 0
    window.doc.undo_stack.redo()
    assert window.properties.teams.currentText() == "Named: 1B+9J vs 1J+9B"
    choose_teams(window, "Default: 1B+9J vs 1J+9B (farthest apart)")
    assert window.doc.map.teams is None
    assert window.doc.undo_stack.undoText() == "Use the default teams"


def test_start_tokens_and_legend_show_named_teams_only(window):
    starts = window.board.start_items
    assert {s.team for s in starts.values()} == {None}
    assert "2v2 teams (named in the map)" not in [
        s.title for s in legend_sections(set(), window.doc.map, None)
    ]
    choose_teams(window, "Named: 1B+9J vs 1J+9B")
    starts = window.board.start_items
    assert {str(h): s.team for h, s in starts.items()} == {"1B": 0, "9J": 0, "1J": 1, "9B": 1}
    (section,) = [s for s in window.legend.sections if s.title.startswith("2v2 teams")]
    assert [e.text for e in section.entries] == ["T1: 1B+9J", "T2: 1J+9B"]
    assert window.legend.isVisible()


def test_moving_a_start_keeps_its_team_on_the_board(window):
    choose_teams(window, "Named: 1B+9J vs 1J+9B")
    window.doc.apply("Move start", window.doc.map.moved(H("1B"), H("1C")))
    assert window.board.start_items[H("1C")].team == 0
    assert window.doc.map.teams == ((H("1C"), H("9J")), (H("1J"), H("9B")))


def test_the_checks_dock_shows_each_teams_figures(window):
    table = window.checks.team_table
    assert table.isVisible()
    teams = analyse(window.doc.map).metrics["teams"]
    assert table.figures() == [
        [
            f"{t[k]:g}"
            for k in (
                "reach_count",
                "territory_share",
                "exposure",
                "ally_distance",
                "enemy_distance",
            )
        ]
        for t in teams
    ]
    assert table.horizontalHeaderItem(0).text() == "T1 1B+9J"
    assert "team-balance" in {c.id for c in window.checks.report.checks}


def test_no_teams_on_a_two_player_map(make_window):
    window = make_window("final-stand")
    assert not window.checks.team_table.isVisible()
    assert window.properties.teams.count() == 0


def test_a_2v2_result_names_the_winning_team():
    """R-TEAM-1 teams 1B+9J (seats 1 and 4) and 1J+9B; a team wins together."""
    from engine.bots import make_bot
    from engine.game import GameConfig, new_game
    from engine.game.state import GameResult
    from gkr_studio.playtest.outcome import winners_words

    state = new_game(load_map_named("showdown"), 3, config=GameConfig(mode="2v2"))
    assert winners_words(state) == "nobody"
    bots = [make_bot("random", q, 3) for q in range(4)]
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].choose(observe(state)))
    assert state.result is not None
    words = winners_words(state)
    expected = {
        (0, 3): "team A (seats 1 and 4: 1B+9J)",
        (1, 2): "team B (seats 2 and 3: 1J+9B)",
        (0, 1, 2, 3): "both teams (a tie)",
    }
    assert words == expected[tuple(sorted(state.result.winners))]
    state.result = GameResult((1, 2), "demolition")
    assert winners_words(state) == "team B (seats 2 and 3: 1J+9B)"


def load_map_named(slug: str):
    from tests.conftest import MAPS

    return load_map(MAPS / f"{slug}.gkrmap.json")


def test_the_balance_playtest_reports_team_win_rates_on_a_four_player_map(make_window, qtbot):
    """The dialog's 2v2 run plays the games of ``gkr-map playtest --mode 2v2`` on the one
    runner (same seed, same bytes: duplicate deals) and shows a row per team with its
    interval and the verdict."""
    from engine.playtest.team_batch import run_team_playtest
    from gkr_studio.balance.balance_dialog import BalancePlaytestDialog

    studio = make_window("showdown")
    dialog = studio.open_balance_playtest()
    assert isinstance(dialog, BalancePlaytestDialog)
    qtbot.addWidget(dialog)
    modes = [dialog.mode.itemData(i) for i in range(dialog.mode.count())]
    assert modes == ["standard", "2v2"]
    dialog.mode.setCurrentIndex(1)
    dialog.games.setValue(6)
    dialog.workers.setValue(1)
    dialog.seed.setValue(4)
    dialog.bot.setCurrentIndex(dialog.bot.findData("random"))
    # the command line shown plays the same games: gkr-map playtest --mode 2v2
    assert dialog.command().endswith("--games 6 --seed 4 --bot random --mode 2v2")
    dialog.run_panel.run_button.click()
    qtbot.waitUntil(lambda: dialog.team_outcome is not None and not dialog.running, timeout=120_000)
    result = dialog.team_outcome
    same = run_team_playtest(studio.doc.map, 6, 4, bot="random")
    assert result.to_json() == same.to_json() and not result.cancelled
    assert dialog.table.rowCount() == 2
    rows = [[dialog.table.item(r, c).text() for c in range(6)] for r in range(2)]
    assert [r[:2] for r in rows] == [["T1", "1B+9J"], ["T2", "1J+9B"]]
    assert rows[0][5] == "P1+P4"
    lo, hi = result.teams[0].ci95
    assert rows[0][4] == f"{lo:.1%} – {hi:.1%}"
    assert result.games == 8 and result.design == "duplicate"  # whole deals of 4 games
    assert "8 2v2 games" in dialog.run_panel.status.text()
    assert f"Verdict: {result.verdict_text}." in dialog.run_panel.status.text()
    assert not dialog.chart.isVisible() and not dialog.fired_box.isEnabled()
    dialog.close()


def test_the_balance_playtest_of_a_two_player_map_has_no_2v2(make_window, qtbot):
    studio = make_window("final-stand")
    dialog = studio.open_balance_playtest()
    qtbot.addWidget(dialog)
    assert dialog.mode.count() == 1 and dialog.mode.currentData() == "standard"
    dialog.close()


def test_a_2v2_playtest_stops_when_asked():
    from engine.playtest.team_batch import run_team_playtest

    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 2

    result = run_team_playtest(load_map_named("showdown"), 10, 1, bot="random", should_stop=stop)
    assert result.cancelled and result.games == 2
    assert sum(t.wins for t in result.teams) == 2


def test_the_team_figures_are_headed_in_the_studios_language(make_window, qapp):
    """The rows of the team figures (and their tips) come from the catalog: in French,
    the glossary's *territoire* and *exposition*."""
    from gkr_studio.i18n import apply_language

    apply_language(qapp, "fr")
    try:
        table = make_window("crackshot-alley").checks.team_table
        heads = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
        assert heads == [
            "Immeubles à portée",
            "Territoire",
            "Exposition (hexagones)",
            "Distance entre alliés",
            "Ennemi le plus proche",
        ]
        assert "premier déplacement" in table.verticalHeaderItem(0).toolTip()
    finally:
        apply_language(qapp, "en")
