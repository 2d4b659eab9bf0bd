"""Self-play's runs in French: the settings' line, the shot table's words, the refusals of
bad options and files, and the texts a worker process makes, in the language the caller
chose (engine.core.messages)."""

from __future__ import annotations

import json

import pytest

from engine.core.messages import _, set_language
from engine.game.catalog_file import standin_catalog
from engine.playtest.batch_settings import BatchSettings
from engine.playtest.modes import StandardMode
from engine.playtest.pool import WarmPool
from engine.playtest.results_lines import parse_line
from engine.playtest.runner import PlaytestError, check_options
from engine.playtest.shot_table import shots_now
from engine.verdicts.sequential import VerdictTest
from gkr_studio.cli.game_chooser import SaveGamesError, parse_which
from tests.engine.game.helpers import H, game, hand, put, the_map

NNBSP = "\u202f"


def _seats_word(_payload: object, _index: int) -> str:
    """A task run in a worker process: a text the worker words itself."""
    return _("Seats")


def test_a_worker_process_speaks_the_language_of_the_batch_it_runs():
    """A spawned worker starts in English; each batch carries the caller's language, so the
    same warm worker answers in French, then in English again."""
    with WarmPool(1, start_method="spawn") as pool:
        set_language("fr")
        french = [x for _span, chunk in pool.run(_seats_word, None, [range(1)]) for x in chunk]
        set_language("en")
        english = [x for _span, chunk in pool.run(_seats_word, None, [range(1)]) for x in chunk]
    assert (french, english) == (["Places"], ["Seats"])


def test_the_settings_line_in_french_with_a_plural_and_french_numbers():
    set_language("fr")
    assert BatchSettings(games=1, seed=3).describe() == (
        "graine 3 · bot full · donnes dupliquées · 1 partie"
    )
    assert BatchSettings(until_verdict=True).describe() == (
        "graine 0 · bot full · donnes dupliquées · jusqu'au verdict (±5 points, équilibre"
        f" ±2,5), au plus 20{NNBSP}000 parties"
    )
    set_language("en")
    assert BatchSettings(until_verdict=True).describe() == (
        "seed 0 · full bot · duplicate deals · until the verdict (±5 points, fair ±2.5),"
        " at most 20,000 games"
    )


def test_the_shot_table_words_are_the_french_rulebook_s():
    """R-LOS-2 (no line of sight through a building), R-ARC-2 (behind the Heavy Hitter is
    out of its arc): the Shots panel's words in French, with the rulebook's terms."""
    set_language("fr")
    g = game("final-stand")
    put(g, 0, "HH", "2C", facing="S")
    put(g, 1, "HH", "4C", facing="N")
    put(g, 1, "combat", "1C")
    put(g, 1, "recon", "9K")
    hand(g, 0, "dire-laser")
    rows = {r.target: r for r in shots_now(g).rows if r.source == "dire-laser"}
    assert rows[H("4C")].sight == "pas de Ligne de Vue"
    assert rows[H("4C")].arc == "dans l'arc"
    assert rows[H("1C")].why_not == "hors de l'arc du Heavy Hitter"
    far = H("2C").distance(H("9K"))
    assert rows[H("9K")].why_not == f"hors de portée ({far} > 5)"


def test_bad_options_are_refused_in_one_french_line():
    set_language("fr")
    final_stand = the_map("final-stand")
    with pytest.raises(PlaytestError) as games:
        check_options(
            StandardMode(), final_stand, standin_catalog(), 0, "duplicate", VerdictTest(), 1, "full"
        )
    assert str(games.value) == "jouez au moins 1 partie, pas 0"
    with pytest.raises(SaveGamesError) as which:
        parse_which(["wins-of", "5Q"], final_stand)
    assert str(which.value) == (
        "--which wins-of 5Q : place inconnue ; nommez un départ (1F, 9F) ou P1 à P2"
    )


def test_a_bad_line_of_a_results_file_is_named_in_french():
    set_language("fr")
    assert parse_line(b"\n")[1].message == "une ligne vide ; chaque ligne est un objet JSON"
    problem = parse_line(b'{"a": 1, "a": 2}\n')[1]
    assert problem.message == ("JSON non valide : la clé 'a' apparaît deux fois dans un même objet")


def test_a_results_file_of_another_run_is_refused_in_french(tmp_path):
    """A results file of seed 1 read by a run of seed 2: the setting that differs is named
    in French, and the file is left as it was."""
    from engine.playtest.results import ResultsFile, ResultsFileError, sweep_header

    path = tmp_path / "runs.jsonl"
    path.write_text(
        json.dumps(sweep_header(1, "full", "duplicate", standin_catalog())) + "\n", encoding="utf-8"
    )
    kept = path.read_bytes()
    set_language("fr")
    run = ResultsFile(
        path,
        sweep_header(2, "full", "duplicate", standin_catalog()),
        {"fs": the_map("final-stand")},
        standin_catalog(),
    )
    with pytest.raises(ResultsFileError) as refused:
        run.open()
    assert str(refused.value) == (
        f"{path}:1: fait avec graine 1, pas 2 ; utilisez un autre"
        " fichier de résultats ou les mêmes options"
    )
    assert path.read_bytes() == kept
