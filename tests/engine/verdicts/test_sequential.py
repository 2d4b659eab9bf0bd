"""The sequential verdict: a test between "every seat within ±F" and "some seat beyond ±E"
that decides at its stated error rates, names an edge one way, and is unclear only at the
cap of games."""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest

from engine.files.mapfile import load_map
from engine.playtest import PlaytestError, run_playtest
from engine.verdicts.sequential import Moments, VerdictTest, decide, judge, llr
from engine.verdicts.simulate import deal_shares, run_test, seat_edges
from engine.verdicts.stats import Unit
from tests.engine.game.helpers import H, the_map

WALLED_IN = load_map(Path(__file__).parents[1] / "playtest" / "data" / "walled-in.gkrmap.json")
FINAL_STAND = the_map("final-stand")
TEST = VerdictTest()
RUNS = 300


def _within_simulation_error(rate: float, stated: float, runs: int) -> bool:
    """``rate`` measured over ``runs`` batches is at most ``stated`` give or take the
    simulation's binomial error (one-sided, 2.33 standard errors: 1% of the time a
    correct test would fail here; the seed is fixed, so it does not flake)."""
    return rate <= stated + 2.33 * math.sqrt(stated * (1 - stated) / runs)


LONG = pytest.mark.slow
"""300 simulated batches a case: long statistics; the fast tier keeps the first case."""


@pytest.mark.parametrize(
    "players, edge, pattern, wrong",
    [
        # on the edge of H0: edge said at most α of the time
        (2, 0.025, "one", "edge"),
        # four seats at ±F: the Bonferroni split's worst case
        pytest.param(4, 0.025, "pairs", "edge", marks=LONG),
        # on the edge of H1: fair said at most β of the time
        pytest.param(2, 0.05, "one", "fair", marks=LONG),
        pytest.param(3, 0.05, "one", "fair", marks=LONG),
        pytest.param(4, 0.05, "one", "fair", marks=LONG),
    ],
)
def test_simulated_false_verdicts_stay_within_the_stated_error_rates(players, edge, pattern, wrong):
    rng = random.Random(f"verdict-errors:{players}:{edge}:{pattern}")
    edges = seat_edges(players, edge, pattern)
    said = [run_test(edges, TEST, 20_000 // players, rng)[0].split(":")[0] for _ in range(RUNS)]
    stated = TEST.alpha if wrong == "edge" else TEST.beta
    assert said.count("unclear") == 0
    assert _within_simulation_error(said.count(wrong) / RUNS, stated, RUNS), said.count(wrong)


def test_a_synthetic_deal_has_the_edges_asked_for():
    rng = random.Random(3)
    edges = seat_edges(4, 0.05)
    n = 20_000
    totals = [0.0] * 4
    for _ in range(n):
        for s, x in enumerate(deal_shares(edges, rng)):
            totals[s] += x
    for s in range(4):
        assert totals[s] / n == pytest.approx(0.25 + edges[s], abs=0.006)


def test_the_llr_is_zero_halfway_and_grows_with_the_units():
    halfway = Moments(100, 0.0375, 0.06)
    assert llr(halfway, 0.025, 0.05) == pytest.approx(0.0)
    assert (
        llr(Moments(400, 0.06, 0.06), 0.025, 0.05) > llr(Moments(100, 0.06, 0.06), 0.025, 0.05) > 0
    )


def test_two_seats_are_one_paired_test_and_name_the_favoured_seat():
    # seat 1F (the first) held back by 7 points is seat 9F favoured by 7
    d = decide([Moments(400, -0.07, 0.06), Moments(400, 0.07, 0.06)], TEST)
    assert (d.verdict, d.seat, d.favoured) == ("edge", 1, True)
    assert d.llr[1] == (d.llr[0][1], d.llr[0][0])
    assert TEST.bounds(2) == (pytest.approx(math.log(0.05)), pytest.approx(math.log(20)))


def test_more_seats_split_alpha_and_can_name_a_held_back_seat():
    assert TEST.alpha_per_test(3) == pytest.approx(0.05 / 3)
    seats = [Moments(400, 0.035, 0.05), Moments(400, 0.035, 0.05), Moments(400, -0.07, 0.05)]
    d = decide(seats, TEST)
    assert (d.verdict, d.seat, d.favoured) == ("edge", 2, False)
    assert decide([Moments(400, 0.0, 0.05)] * 3, TEST).verdict == "fair"
    assert decide([Moments(30, 0.0, 0.05)] * 3, TEST).verdict == "unclear"


def _units(shares_by_deal):
    return [Unit(tuple(s), tuple(() for _ in s)) for s in shares_by_deal]


def test_a_capped_batch_is_unclear_with_its_estimate_interval_and_advice():
    units = _units([(0.5, 0.5), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0)] * 10 + [(1.0, 0.0)] * 2)
    starts = [H("1F"), H("9F")]
    running = judge(units, starts, TEST, sequential=True)
    assert running.verdict == "unclear" and running.text.startswith("not decided yet after 42")
    capped = judge(units, starts, TEST, sequential=True, final=True, games=84)
    assert capped.verdict == "unclear" and capped.capped
    assert capped.text.startswith("no decision in the 84 games allowed: 1F favoured by")
    assert "play more games: allow 168 games" in capped.text
    data = capped.test_json(starts, 84)
    assert (data["name"], data["unit"], data["alpha"], data["beta"]) == (
        "GSPRT",
        "deal",
        0.05,
        0.05,
    )
    assert data["h0"] == "every seat within ±2.5 points of its fair share"
    assert data["h1"] == "some seat beyond ±5 points of its fair share"
    assert data["capped"] and data["cap"] == 84 and data["decision"] == "unclear"
    assert [s["start"] for s in data["llr"]] == ["1F", "9F"]


def test_a_fair_verdict_says_what_the_test_rules_out():
    units = _units([(0.5, 0.5), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0)] * 150)
    v = judge(units, [H("1F"), H("9F")], TEST, sequential=True)
    assert v.verdict == "fair"
    assert v.text.startswith("no seat beyond ±5 points (at most a 5% risk of missing one)")


@pytest.mark.slow  # about 170 games of the full bot to the verdict: long statistics
def test_until_verdict_names_the_test_in_the_result_and_the_edge_one_way():
    r = run_playtest(WALLED_IN, 400, seed=2, workers=1, until_verdict=True)
    assert r.verdict == "edge" and r.stopped_early
    assert r.verdict_text.startswith("9F favoured by") and " points, " in r.verdict_text
    data = r.to_json()
    assert data["test"]["name"] == "GSPRT" and data["test"]["decision"] == "edge"
    lower, upper = data["test"]["bounds"]
    assert max(max(s["favoured"], s["held_back"]) for s in data["test"]["llr"]) >= upper
    assert "test" not in run_playtest(WALLED_IN, 4, seed=2).to_json()


def test_fair_within_must_lie_below_the_edge_margin():
    with pytest.raises(PlaytestError, match="fair within 5 points: it must be at least 0"):
        run_playtest(FINAL_STAND, 4, seed=1, until_verdict=True, fair_within=0.05)
    assert VerdictTest.at(0.08).fair_within == pytest.approx(0.04)
