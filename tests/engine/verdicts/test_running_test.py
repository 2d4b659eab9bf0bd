"""The verdict's test kept up to date unit by unit decides as judging every unit anew does."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.verdicts.running_test import RunningTest
from engine.verdicts.sequential import VerdictTest, judge
from engine.verdicts.stats import Unit


def _units(draw, sides: int, kinds: int, n: int) -> list[Unit]:
    out = []
    for _ in range(n):
        weights = [draw(st.floats(0.0, 1.0)) for _ in range(sides)]
        total = sum(weights) or 1.0
        shares = tuple(w / total for w in weights) if sum(weights) else (1.0 / sides,) * sides
        luck = tuple(tuple(draw(st.floats(-5.0, 5.0)) for _ in range(kinds)) for _ in range(sides))
        out.append(Unit(shares, luck))
    return out


@st.composite
def batches(draw):
    sides = draw(st.integers(2, 4))
    kinds = draw(st.sampled_from([0, 1, 4]))
    n = draw(st.integers(1, 40))
    return sides, _units(draw, sides, kinds, n)


@settings(max_examples=60, deadline=None)
@given(batches(), st.sampled_from([0.05, 0.1]))
def test_the_running_test_gives_judges_moments_and_decision_after_every_unit(batch, margin):
    sides, units = batch
    test = VerdictTest.at(margin)
    labels = [f"{s + 1}A" for s in range(sides)]
    running = RunningTest(sides)
    for n, unit in enumerate(units, 1):
        running.add([unit])
        judged = judge(units[:n], labels, test, sequential=True)
        assert judged.decision is not None
        decided = running.decide(test)
        assert decided.verdict == judged.decision.verdict
        for (a, b), (c, d) in zip(decided.llr, judged.decision.llr):
            assert math.isclose(a, c, rel_tol=1e-7, abs_tol=1e-7)
            assert math.isclose(b, d, rel_tol=1e-7, abs_tol=1e-7)


def test_a_batch_stopping_at_its_verdict_stops_where_judging_every_unit_would():
    """Seeded synthetic deals of a seat with a 7.5-point edge: the running test and
    judging anew stop at the same unit, with the same verdict."""
    import random

    rng = random.Random(5)
    units = []
    for _ in range(3000):
        a = 1.0 if rng.random() < 0.575 else 0.0
        luck = ((rng.gauss(0, 1), rng.gauss(0, 1)), (rng.gauss(0, 1), rng.gauss(0, 1)))
        units.append(Unit((a, 1 - a), luck))
    test = VerdictTest()
    running = RunningTest(2)
    stopped = None
    for n, unit in enumerate(units, 1):
        running.add([unit])
        if n >= 20 and running.decide(test).verdict != "unclear":
            stopped = n
            break
    assert stopped is not None
    verdicts = [
        judge(units[:n], ["1F", "9F"], test, sequential=True).verdict
        for n in range(20, stopped + 1)
    ]
    assert verdicts[-1] == "edge" and set(verdicts[:-1]) <= {"unclear"}
