"""Where a seat's edge comes from, in a sentence: restricted play's comparisons ranked by
what each part carries of the seat's wins (R-TAG-1, R-ALLEY-3: the parts barred)."""

from __future__ import annotations

import pytest

from engine.core.messages import set_language
from engine.playtest.edge_sources import AGAINST, CARRIES, SAME, edge_sentence, ranked_parts
from engine.playtest.restricted import RestrictionResult, SeatPlay, run_restricted
from tests.engine.game.helpers import the_map

PLAY = SeatPlay(100, 0.6, (0.5, 0.7), 0.1, {})


def barred(part: str, delta: float, low: float, high: float, start: str = "1F"):
    return RestrictionResult(0, start, part, PLAY, PLAY, delta, (low, high), 50)


def test_the_part_that_carries_most_comes_first_and_is_named():
    ranked = ranked_parts(
        [
            barred("alley-shots", 0.01, -0.05, 0.07),
            barred("support-units", -0.12, -0.2, -0.04),
            barred("tagging", -0.34, -0.47, -0.21),
        ]
    )
    assert [(p.part, p.effect) for p in ranked] == [
        ("tagging", CARRIES),
        ("support-units", CARRIES),
        ("alley-shots", SAME),
    ]
    assert edge_sentence(ranked) == (
        "1F's edge comes mostly from tagging: barred from it, 1F wins 34 points less (21–47);"
        " barred from support units, 1F wins 12 points less (4–20); barred from alley shots,"
        " about the same."
    )


def test_no_part_that_clearly_carries_says_so_and_a_part_against_the_seat_is_said_too():
    ranked = ranked_parts(
        [barred("tagging", -0.02, -0.09, 0.05, "9F"), barred("alley-shots", 0.15, 0.06, 0.24, "9F")]
    )
    assert [p.effect for p in ranked] == [SAME, AGAINST]
    assert edge_sentence(ranked) == (
        "No part of the game clearly carries 9F's edge: barred from tagging, about the same;"
        " barred from alley shots, 9F wins 15 points more (6–24)."
    )
    assert edge_sentence([]) == ""


def test_a_seat_that_is_not_favoured_is_told_where_its_wins_come_from():
    ranked = ranked_parts([barred("tagging", -0.225, -0.293, -0.157, "9F")])
    assert edge_sentence(ranked, favoured=False) == (
        "9F's wins come mostly from tagging: barred from it, 9F wins 23 points less (16–29)."
    )


def test_the_sentence_reads_french():
    set_language("fr")
    try:
        text = edge_sentence(ranked_parts([barred("tagging", -0.34, -0.47, -0.21)]))
    finally:
        set_language("en")
    assert text == (
        "L'avantage de 1F vient surtout de « Tag » : privé de cette partie, 1F gagne 34 points"
        " de moins (21–47)."
    )


@pytest.mark.parametrize("seed", [1, 2])
def test_a_run_ranks_each_seats_parts_from_its_own_comparisons(seed):
    m = the_map("final-stand")
    play = run_restricted(
        m, [(0, "tagging"), (1, "alley-shots"), (0, "alley-shots")], 4, seed, bot="random"
    )
    assert play.seats() == [0, 1]
    data = play.to_json()
    assert [s["start"] for s in data["edge_sources"]] == ["1F", "9F"]
    first = data["edge_sources"][0]
    assert sorted(r["part"] for r in first["ranking"]) == ["alley-shots", "tagging"]
    assert [s["text"] for s in data["edge_sources"]] == play.sentences()
