"""The Balance dock and the Balance Playtest dialog in French: their own words translated,
counts with the right plural form in both languages, numbers written the French way
("7,3 tours", "+4,5"), and a run's failure line in the studio's language."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from engine import load_map
from engine.playtest import run_playtest
from gkr_studio.balance.balance_dialog import BalancePlaytestDialog
from gkr_studio.balance.balance_panel import BalancePanel
from gkr_studio.balance.batch_words import named_verdict, percent, win_types_text
from gkr_studio.balance.lost_games import LostGameWords
from gkr_studio.balance.restricted_play import signed
from gkr_studio.balance.workers import BatchWorker
from gkr_studio.i18n import apply_language
from tests.conftest import MAPS


@pytest.fixture
def french(qapp):
    """The studio speaks French for one test, then English again."""
    apply_language(qapp, "fr")
    yield qapp
    apply_language(qapp, "en")


@pytest.fixture(scope="module")
def batch():
    """A short duplicate batch of final-stand (12 games, random bots)."""
    game_map = load_map(MAPS / "final-stand.gkrmap.json")
    return game_map, run_playtest(game_map, 12, 1, bot="random", design="duplicate")


def test_the_dialog_counts_games_with_plural_forms_in_english_and_french(qapp, batch, qtbot):
    game_map, result = batch
    dialog = BalancePlaytestDialog(game_map)
    qtbot.addWidget(dialog)
    one = replace(result, games=1)
    assert dialog.batch_summary(one).startswith("1 game. Win types: ")
    assert dialog.batch_summary(result).startswith("12 games. Win types: ")
    apply_language(qapp, "fr")
    try:
        assert dialog.batch_summary(one).startswith("1 partie. Types de victoire : ")
        assert dialog.batch_summary(replace(result, games=20_000, cancelled=True)).startswith(
            "20\u202f000 parties (annulé : voici les parties terminées). Types de victoire"
        )
    finally:
        apply_language(qapp, "en")


def test_the_balance_dock_speaks_french(french, batch, qtbot):
    _map, result = batch
    panel = BalancePanel()
    qtbot.addWidget(panel)
    panel.set_result(result)
    headings = [
        panel.table.horizontalHeaderItem(c).text() for c in range(panel.table.columnCount())
    ]
    assert headings[0] == "Place"
    assert panel.table.item(0, 0).text().startswith("Place 1 (")
    assert panel.pause_button.text() == "Pause"
    panel.pause_button.setChecked(True)
    assert panel.pause_button.text() == "Reprendre"
    assert panel.why.title.text() == "Pourquoi"
    assert (
        panel.fix_sentence("fair").format("Déplacer 9F", "Équilibrée")
        == "Déplacer 9F la rend équilibrée : Équilibrée"
    )


def test_the_balance_playtest_dialog_speaks_french_with_french_numbers(french, batch, qtbot):
    game_map, result = batch
    dialog = BalancePlaytestDialog(game_map)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == f"Test d'équilibre : {game_map.name}"
    assert dialog.run_panel.run_button.text() == "Lancer"
    dialog._finished(result)
    summary = dialog.run_panel.status.text()
    assert summary.startswith("12 parties. Types de victoire : ")
    assert re.search(
        r"Durée des parties : \d+,\d tours en moyenne \(médiane [\d,]+, de \d+ à"
        r" \d+\)\.$",
        summary,
    ), summary
    headings = [
        dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())
    ]
    assert headings[:2] == ["Place", "Départ"] and headings[-1] == "Premier sang"
    assert dialog.table.item(0, 0).text() == "Place 1"
    assert dialog.fired_box.text() == (
        "Carte de chaleur sur le Plateau de Jeu : d'où les unités ont tiré"
    )


def test_words_and_numbers_of_a_batch_in_french(french):
    assert percent(0.5) == "50,0\u202f%" and signed(0.045) == "+4,5" and signed(-0.005) == "-0,5"
    assert (
        win_types_text({"demolition": 3, "round limit": 2, "score": 0})
        == "démolition 3, limite de tours 2"
    )
    assert win_types_text({}) == "—"
    assert named_verdict("fair", "x") == "équilibrée : x"
    assert LostGameWords().none_lost(1, "9F", 1) == "La place 2 (9F) n'a perdu aucune partie sur 1."
    assert (
        LostGameWords().none_lost(1, "9F", 40) == "La place 2 (9F) n'a perdu aucune des 40 parties."
    )


def test_words_of_a_batch_stay_english_in_english(qapp):
    assert percent(0.5) == "50.0%" and signed(0.045) == "+4.5"
    assert win_types_text({"demolition": 3, "round limit": 2}) == "demolition 3, round limit 2"
    assert LostGameWords().none_lost(1, "9F", 1) == "Seat 2 (9F) lost none of the 1 game."
    assert LostGameWords().none_lost(1, "9F", 40) == "Seat 2 (9F) lost none of the 40 games."


class _Broken(BatchWorker):
    def play(self) -> object:
        raise ValueError("boom")


def test_a_run_that_breaks_says_so_in_the_studio_language(french):
    """The worker's first words are a constant marked for the catalog and translated when
    the line is made (the language is chosen after import)."""
    worker = _Broken()
    lines: list[str] = []
    worker.failed.connect(lines.append)
    worker.run()
    assert lines and lines[0].startswith("le test s'est arrêté : "), lines


def test_the_docks_long_headings_take_two_lines_so_the_narrow_dock_shows_them_whole(
    french, batch, qtbot
):
    """The dock at the width it has beside the board at 1366×768: no heading wider than its
    column (the French "Avantage corrigé de la chance" was cut on both sides)."""
    from gkr_studio.balance.balance_panel import two_lines

    assert two_lines("Avantage corrigé de la chance") == "Avantage corrigé\nde la chance"
    _map, result = batch
    panel = BalancePanel()
    qtbot.addWidget(panel)
    panel.setFixedWidth(366)
    panel.show()
    qtbot.waitExposed(panel)
    panel.set_result(result)
    header, metrics = panel.table.horizontalHeader(), panel.table.horizontalHeader().fontMetrics()
    for column in range(panel.table.columnCount()):
        text = panel.table.horizontalHeaderItem(column).text()
        widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        assert widest <= header.sectionSize(column), text
