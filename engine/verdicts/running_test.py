"""The sequential test kept up to date deal by deal, at a constant cost per deal.

A batch that stops at its verdict asks after every unit whether the test has decided
(:func:`engine.verdicts.sequential.decide` on each seat's luck-adjusted results). Asking
:func:`~engine.verdicts.sequential.judge` anew each time refits the luck coefficients and
sums every unit's adjusted result again: the work grows with the units, and over a batch
with the number of units squared. :class:`RunningTest` keeps, per seat, the sums the fit
and the moments are made of — the units, the sums of the result and of each kind of luck,
and of their products — so that the coefficients, the adjusted results' mean and their
spread come from a few sums, whatever the number of units. It gives the same moments as
:func:`~engine.verdicts.stats.adjusted_results` and
:func:`~engine.verdicts.sequential.moments` (to rounding: the centred sums are taken as
differences of sums).

>>> from engine.verdicts.sequential import VerdictTest, decide, moments
>>> from engine.verdicts.stats import adjusted_results
>>> units = [Unit((1.0, 0.0), ((0.5,), (-0.5,))), Unit((0.0, 1.0), ((-1.0,), (1.0,)))] * 6
>>> running = RunningTest(2)
>>> running.add(units)
>>> anew = [moments(v, 0.5) for v in adjusted_results(units)]
>>> [(round(m.mean, 9), round(m.variance, 9)) for m in running.moments()] == [
...     (round(m.mean, 9), round(m.variance, 9)) for m in anew]
True
>>> running.decide(VerdictTest()).verdict == decide(anew, VerdictTest()).verdict
True
"""

from __future__ import annotations

from typing import Sequence

from engine.verdicts.sequential import PRIOR_UNITS, Decision, Moments, VerdictTest, decide
from engine.verdicts.stats import MIN_FIT, PRIOR_VARIANCE, Unit, least_squares_solve


class RunningTest:
    """Each seat's sums over the units so far, and the test's decision on them."""

    def __init__(self, sides: int) -> None:
        self.sides = sides
        self.n = 0
        self.kinds = 0
        self.sy = [0.0] * sides
        self.syy = [0.0] * sides
        self.sx: list[list[float]] = [[] for _ in range(sides)]
        self.sxy: list[list[float]] = [[] for _ in range(sides)]
        self.sxx: list[list[list[float]]] = [[] for _ in range(sides)]
        self.with_luck = True
        """Whether the units carry luck (the first unit says, as the fit's does)."""

    def add(self, units: Sequence[Unit]) -> None:
        """Count ``units`` (in order, after those counted before)."""
        for u in units:
            if self.n == 0:
                self.with_luck = bool(u.luck) and bool(u.luck[0])
                self.kinds = len(u.luck[0]) if self.with_luck else 0
                k = self.kinds
                self.sx = [[0.0] * k for _ in range(self.sides)]
                self.sxy = [[0.0] * k for _ in range(self.sides)]
                self.sxx = [[[0.0] * k for _ in range(k)] for _ in range(self.sides)]
            self.n += 1
            for s in range(self.sides):
                y = u.shares[s]
                self.sy[s] += y
                self.syy[s] += y * y
                if not self.kinds:
                    continue
                x = u.luck[s]
                sx, sxy, sxx = self.sx[s], self.sxy[s], self.sxx[s]
                for a in range(self.kinds):
                    sx[a] += x[a]
                    sxy[a] += x[a] * y
                    row = sxx[a]
                    for b in range(self.kinds):
                        row[b] += x[a] * x[b]

    def coefficients(self) -> tuple[float, ...]:
        """The luck coefficients (:func:`engine.verdicts.stats.luck_coefficients`)."""
        n, k = self.n, self.kinds
        if n < MIN_FIT or not self.with_luck:
            return ()
        xtx = [[0.0] * k for _ in range(k)]
        xty = [0.0] * k
        for s in range(self.sides):
            sx = self.sx[s]
            for a in range(k):
                xty[a] += self.sxy[s][a] - sx[a] * self.sy[s] / n
                for b in range(k):
                    xtx[a][b] += self.sxx[s][a][b] - sx[a] * sx[b] / n
        return least_squares_solve(xtx, xty)

    def moments(self) -> list[Moments]:
        """Each seat's luck-adjusted results' moments less its fair share
        (:func:`engine.verdicts.sequential.moments`)."""
        n = self.n
        beta = self.coefficients()
        fair = 1 / self.sides
        out = []
        for s in range(self.sides):
            cyy = self.syy[s] - self.sy[s] ** 2 / n
            mean = self.sy[s] / n
            spread = cyy
            if beta:
                sx = self.sx[s]
                cxy = [self.sxy[s][a] - sx[a] * self.sy[s] / n for a in range(self.kinds)]
                quad = sum(
                    beta[a] * beta[b] * (self.sxx[s][a][b] - sx[a] * sx[b] / n)
                    for a in range(self.kinds)
                    for b in range(self.kinds)
                )
                mean -= sum(b * x for b, x in zip(beta, sx)) / n
                spread = cyy - 2 * sum(b * c for b, c in zip(beta, cxy)) + quad
            variance = (max(spread, 0.0) + PRIOR_UNITS * PRIOR_VARIANCE) / n
            out.append(Moments(n, mean - fair, variance))
        return out

    def decide(self, test: VerdictTest) -> Decision:
        """The test's decision on the units so far (:func:`~engine.verdicts.sequential.decide`)."""
        return decide(self.moments(), test)
