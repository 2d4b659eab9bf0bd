"""Self-play's verdicts and their explanations in French: whole sentences with the plural
forms a count decides (« 1,2 point », « 6,5 points », « 1 donne », « 3 donnes »), numbers as
French writes them (« 51,8 % » with a narrow no-break space, « 1 000 »), and a JSON output
that is the same in both languages apart from its text fields."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from engine.core.messages import set_language
from engine.files.mapfile import load_map
from engine.playtest import run_playtest
from engine.verdicts.figures import batch_figures, heading, percent, percent_span
from engine.verdicts.sequential import VerdictTest
from engine.verdicts.sides import judge_sides
from engine.verdicts.stats import Unit
from engine.verdicts.verdict_words import (
    edge_phrase,
    fixed_sentence,
    next_step,
    undecided_sentence,
    verdict_word,
)

NNBSP = "\u202f"
LOPSIDED = Path(__file__).parents[1] / "playtest" / "data" / "lopsided.gkrmap.json"
"""A map whose checks flag 9F (building reach and exposure): its batches explain them."""


@pytest.fixture
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def test_an_edge_is_named_in_french_with_the_plural_its_number_takes(french):
    assert edge_phrase("1F", 0.065, (0.033, 0.097)) == "1F en avance de 6,5 points, 3,3–9,7"
    assert edge_phrase("9J", -0.012, (-0.054, 0.03)) == "9J en retard de 1,2 point, -3,0 à 5,4"
    assert edge_phrase("1F", 0.02, (-0.01, 0.05)) == "1F en avance de 2,0 points, -1,0 à 5,0"


def test_english_keeps_points_in_the_plural_below_two():
    assert edge_phrase("9J", -0.012, (-0.054, 0.03)) == "9J held back by 1.2 points, -3.0 to 5.4"


def test_the_undecided_sentences_count_deals_and_games_in_french(french):
    phrase = edge_phrase("1F", 0.03, (-0.01, 0.07))
    one = undecided_sentence(
        phrase,
        units=1,
        unit="deal",
        games=2,
        capped=False,
        cancelled=False,
        fair_within=0.025,
        edge_beyond=0.05,
    )
    many = undecided_sentence(
        phrase,
        units=1200,
        unit="deal",
        games=2400,
        capped=False,
        cancelled=False,
        fair_within=0.025,
        edge_beyond=0.05,
    )
    assert one == "pas encore tranché après 1 donne : " + phrase
    assert many == f"pas encore tranché après 1{NNBSP}200 donnes : " + phrase
    capped = undecided_sentence(
        phrase,
        units=20,
        unit="deal",
        games=40,
        capped=True,
        cancelled=False,
        fair_within=0.025,
        edge_beyond=0.05,
    )
    assert capped.startswith("aucune décision dans les 40 parties autorisées : 1F en avance")
    assert capped.endswith(
        "entre l'équilibre (±2,5) et un avantage (±5) ; jouez plus de parties : autorisez-en 80"
    )


def test_a_fair_verdict_names_the_sides_with_their_own_french_word(french):
    """A team's and a start's verdicts are sentences of their own, not the seat's with a
    word replaced: « aucune équipe », « aucun départ »."""
    units = [Unit((0.5, 0.5), ((0.0,), (0.0,)))] * 100
    test = VerdictTest.at(0.2)
    team = judge_sides(units, ("1B+9J", "1J+9B"), test, noun="team")
    start = judge_sides(units, ("1F", "9F"), test, noun="start")
    seat = judge_sides(units, ("1F", "9F"), test)
    assert team.verdict == start.verdict == seat.verdict == "fair"
    assert team.text.startswith(
        "aucune équipe au-delà de ±20 points ; plus grand écart : 1B+9J en avance de 0,0 point"
    )
    assert start.text.startswith("aucun départ au-delà de ±20 points")
    assert seat.text.startswith("aucune place au-delà de ±20 points")
    assert team.recorded_text.startswith(
        "équilibrée à ±20 points près (plus grand écart : équipe 1B+9J +0,0 ± "
    )


def test_the_team_and_start_verdicts_in_english_are_the_sentences_they_always_were():
    """The English sentences as they were when the word 'seat' was replaced in them."""
    units = [Unit((0.5, 0.5), ((0.0,), (0.0,)))] * 100
    team = judge_sides(units, ("1B+9J", "1J+9B"), VerdictTest.at(0.2), noun="team")
    assert team.text == (
        "no team beyond ±20 points; largest edge 1B+9J favoured by 0.0 points, -1.0 to 1.0"
    )
    assert team.recorded_text == "fair within ±20 points (largest edge: team 1B+9J +0.0 ± 1.0)"
    start = judge_sides(
        units,
        ("1F", "9F"),
        VerdictTest.at(0.2),
        noun="start",
        sequential=True,
        final=True,
        games=200,
    )
    assert start.text == (
        "no start beyond ±20 points (at most a 5% risk of missing one);"
        " largest edge 1F favoured by 0.0 points, -1.5 to 1.5"
    )


def test_a_margin_of_one_point_is_singular_in_french(french):
    assert fixed_sentence("unclear", 0.01, "…") == "pas encore net à ±1 point : …"
    assert fixed_sentence("unclear", 0.05, "…") == "pas encore net à ±5 points : …"


def test_the_next_step_groups_thousands_the_french_way(french):
    step, action = next_step("unclear", capped=True, cancelled=False, final=True, games=500)
    assert (step, action) == (
        f"Jouez plus de parties : autorisez-en 1{NNBSP}000 (--games 1000).",
        "more-games",
    )
    assert (
        next_step("fair", capped=False, cancelled=False, final=True, games=8)[0] == "Rien à faire."
    )
    assert verdict_word("fair") == "équilibrée" and verdict_word("edge") == "avantage"


def test_figures_write_percentages_and_headings_in_french(french):
    assert percent(0.518) == f"51,8{NNBSP}%"
    assert percent_span(0.504, 0.606) == f"50,4–60,6{NNBSP}%"
    assert heading("adjusted_edge") == "Avantage corrigé de la chance"


def test_a_french_batch_reads_in_french_from_its_verdict_to_its_explanations(french):
    """A small seeded batch on a map whose checks flag 9F: the verdict, the seats' stories
    and the checks set against play are French sentences with French numbers."""
    result = run_playtest(load_map(LOPSIDED), 8, seed=1, bot="random")
    figures = batch_figures(result)
    assert figures.played == "4 donnes (8 parties)"
    cells = figures.sides[0].cells()
    assert cells["rate"].endswith(f"{NNBSP}%") and "," in cells["rate"]
    assert " à " in cells["adjusted_edge"]
    assert result.why is not None
    lines = result.why.lines()
    assert any(line.startswith("1F a gagné ") and " des parties" in line for line in lines)
    assert any(
        "a porté le premier coup" in line or "n'a jamais porté le premier coup" in line
        for line in lines
    )
    explained = [e.text for e in result.why.explanations]
    assert explained and all(
        t.startswith(("Les vérifications signalent", "Les territoires")) for t in explained
    )
    assert any("en jeu 9F a " in t and f"intervalle à 95{NNBSP}%" in t for t in explained)


@pytest.mark.slow
def test_a_batch_played_by_worker_processes_is_worded_in_french_as_one_played_here(french):
    """The workers only play the games; the sentences are written here, from the numbers,
    in the language chosen here (a worker's own language does not matter)."""
    game_map = load_map(LOPSIDED)
    here = run_playtest(game_map, 4, seed=2, bot="random", workers=1)
    pooled = run_playtest(game_map, 4, seed=2, bot="random", workers=2)
    assert pooled.verdict_text == here.verdict_text and "points" in here.verdict_text
    assert here.why is not None and pooled.why is not None
    assert pooled.why.lines() == here.why.lines()
    assert here.why.lines()[0].startswith("1F a gagné ")


def test_a_check_set_against_play_is_one_french_sentence_with_its_plurals(french):
    """Building reach (R-GUIDE-2) against the demolitions: « 1,9 Immeuble par partie »
    (singular below 2), « 2,5 Immeubles », the 95 % interval, and the conclusion."""
    from engine.verdicts.explain_words import Flag, explanation_text
    from engine.verdicts.play_figures import Comparison

    reach = Flag(
        "building-reach",
        (1,),
        "9F",
        ((0,),),
        "1F",
        {"figure": "buildings_in_reach", "value": 1, "against": 7},
        "demolitions",
        -1,
        ("tags",),
    )
    fewer = Comparison(1.9, 3.1, -1.2, (-1.8, -0.6), 20)
    text = explanation_text(
        reach, fewer, {"tags": Comparison(11.8, 17.7, -5.9, None, 20)}, "borne out"
    )
    assert text == (
        "Les vérifications signalent la faible portée de 9F sur les Immeubles (elle"
        " en atteint 1 à son premier déplacement contre 7 pour 1F), et en jeu 9F a"
        " démoli 1,9 Immeuble par partie contre 3,1 pour 1F (différence -1,20,"
        f" intervalle à 95{NNBSP}% de -1,80 à -0,60) ; elle a posé 11,8 Tags par"
        " partie contre 17,7 : sa faible portée lui a coûté des démolitions."
    )
    more = Comparison(2.5, 3.1, -0.6, (-1.1, 0.1), 20)
    assert "9F a démoli 2,5 Immeubles par partie" in explanation_text(
        reach, more, {}, "not borne out"
    )
    territory = Flag(
        "territory",
        (1,),
        "9F",
        ((0,),),
        "1F",
        {"figure": "territory_share", "value": 1, "against": 7},
        "demolitions",
        -1,
    )
    assert "(1 plus proche d'elle à pied contre 7 pour 1F)" in explanation_text(
        territory, fewer, {}, "too few games"
    )
