"""Bot ratings (Bradley–Terry / Luce's choice model, Hunter's MM algorithm): known
strengths are recovered, exact data gives exact answers."""

from __future__ import annotations

import math
import random

import pytest

from engine.verdicts.ratings import fit_ratings, log_strengths, rate, summary


def _winner(seats, truth, rng):
    weights = [10 ** (truth[b] / 400) for b in seats]
    return (rng.choices(seats, weights)[0],)


TRUTH = {"weak": -300.0, "middle": 20.0, "strong": 280.0}
"""Known ratings (they average 0, as the fitted ones do)."""


def _synthetic_units(seed: int, matches: int = 150) -> list[list[tuple]]:
    """Duplicate-like matches between every pair, won as Luce's model with :data:`TRUTH`
    says: two seats both ways, and one bot alone against three copies both ways."""
    rng = random.Random(seed)
    units = []
    for a, b in (("weak", "middle"), ("weak", "strong"), ("middle", "strong")):
        for _ in range(matches):
            units.append(
                [
                    (seats, _winner(seats, TRUTH, rng))
                    for seats in ((a, b), (b, a), (a, b, b, b), (b, a, a, a))
                ]
            )
    return units


def test_known_strengths_are_recovered_within_their_intervals():
    ratings = rate(_synthetic_units(seed=0), list(TRUTH), seed=1, resamples=100)
    assert [r.name for r in ratings] == ["strong", "middle", "weak"]
    for r in ratings:
        lo, hi = r.ci95
        assert lo <= TRUTH[r.name] <= hi, r
        assert hi - lo < 150


@pytest.mark.slow
def test_the_intervals_cover_the_known_ratings_about_95_times_in_100():
    """Over 40 synthetic ladders each bot's known rating lies in its interval at least 34
    times (P(fewer) < 1% at a true coverage of 95%); the estimates are unbiased."""
    covered = {b: 0 for b in TRUTH}
    estimates: dict[str, list[float]] = {b: [] for b in TRUTH}
    for seed in range(40):
        for r in rate(
            _synthetic_units(seed + 100, matches=60), list(TRUTH), seed=seed, resamples=100
        ):
            covered[r.name] += r.ci95[0] <= TRUTH[r.name] <= r.ci95[1]
            estimates[r.name].append(r.rating)
    assert all(c >= 34 for c in covered.values()), covered
    for b, xs in estimates.items():
        assert abs(sum(xs) / len(xs) - TRUTH[b]) < 15, (b, sum(xs) / len(xs))


def test_equal_bots_alone_against_copies_rate_equal():
    """One seat in four wins a quarter of the games when the bots are equal: the lone
    bot's wins are counted against the three seats of the others."""
    games = []
    for lone, crowd in (("a", "b"), ("b", "a")):
        seats = (lone, crowd, crowd, crowd)
        games += [(seats, (lone,))] * 10 + [(seats, (crowd,))] * 30
    r = fit_ratings(games)
    assert r["a"] == pytest.approx(0, abs=1e-6) and r["b"] == pytest.approx(0, abs=1e-6)


def test_the_fit_is_the_maximum_of_the_likelihood():
    """Two bots head to head, 30 wins to 10: at the fitted log-strengths the gradient of
    the log-likelihood (prior included: one virtual win and one loss each against
    strength 1) is zero."""
    games = [(("a", "b"), ("a",))] * 30 + [(("b", "a"), ("b",))] * 10
    ta, tb = log_strengths(summary(games), ["a", "b"])
    pa, pb = math.exp(ta), math.exp(tb)
    assert 31 - 40 * pa / (pa + pb) - 2 * pa / (1 + pa) == pytest.approx(0, abs=1e-7)
    assert 11 - 40 * pb / (pa + pb) - 2 * pb / (1 + pb) == pytest.approx(0, abs=1e-7)
    r = fit_ratings(games)
    assert r["a"] - r["b"] == pytest.approx(400 * math.log10(pa / pb))


def test_a_bot_that_never_wins_keeps_a_finite_rating():
    games = [(("a", "b"), ("a",))] * 20
    r = fit_ratings(games)
    assert math.isfinite(r["b"]) and r["b"] < -200


def test_ties_share_the_win_and_the_score():
    games = [(("a", "b", "c"), ("a", "b"))] * 6 + [(("a", "b", "c"), ("c",))] * 3
    ratings = {r.name: r for r in rate([[g] for g in games], ["a", "b", "c"])}
    assert ratings["a"].score == pytest.approx(3 / 9) == ratings["c"].score
    assert ratings["a"].rating == pytest.approx(ratings["b"].rating)
