"""The verdict of a batch: a sequential test that decides between fair and edge.

**Hypotheses.** With ``k`` seats, a seat's *edge* is its luck-adjusted win rate less its
fair share 1/k. The test decides between

* H0, **fair**: every seat's edge lies within ±F (:attr:`VerdictTest.fair_within`,
  2.5 points by default), and
* H1, **edge**: some seat's edge lies beyond ±E (:attr:`VerdictTest.edge_beyond`,
  5 points by default — the ``margin``),

with the stated error rates α (saying ``edge`` when every seat is within ±F) and β
(saying ``fair`` when a seat is beyond ±E), 5% each by default. Between F and E lies the
indifference zone, where either answer is acceptable; it is what lets the test end.

**The unit** is the batch's unit (:func:`engine.verdicts.stats.units_of`): the deal of a
duplicate batch — a seat's result in a deal is its average over the deal's rotations,
as fishtest scores a pair of games with the colours reversed (its *pentanomial* model)
rather than each game alone — or the game of an independent batch. Each unit's result is
the luck-adjusted one (:func:`engine.verdicts.stats.adjusted_results`).

**The statistic** is the generalized sequential probability ratio test (GSPRT) of
fishtest, in Michel Van den Bergh's normal approximation: for a mean ``μ0`` against
``μ1``, after ``n`` units whose results have mean ``x̄`` and variance ``v``,
``LLR = n/2 · ln((v + (x̄ − μ0)²) / (v + (x̄ − μ1)²))`` (the log of the likelihood ratio
with the variance fitted under each hypothesis). Each seat gets two one-sided tests:
*favoured* (``μ0 = +F`` against ``μ1 = +E``) and *held back* (``−F`` against ``−E``).
With two seats one seat's edge is the other's negated, so one pair of tests, on seat 1's
result in each deal, covers both; with three and four seats every seat is tested and
α is split between the seats (Bonferroni): ``α/k`` per test.

**Bounds.** ``edge`` as soon as any test's LLR reaches ``ln(1/α_test)``; ``fair`` as soon
as every test's LLR is at or below ``ln β``. These are the bounds of Ville's inequality:
under H0 ``exp(LLR)`` of a test is a (super)martingale, so the chance that it *ever*
reaches ``1/α_test`` is at most ``α_test``, however long the batch runs and however often
it looks (a seat's other side, far from its own H0 then, adds a term of order
``α_test⁵``); likewise under H1 for ``exp(−LLR)`` and ``β`` (Wald's bounds,
``ln((1 − β)/α)`` and ``ln(β/(1 − α))``, are the same to within a few percent). The
variance is estimated and the results are not normal, so the rates hold approximately:
the variance counts :data:`PRIOR_UNITS` extra coin-flip units (variance 1/4 each), which
errs on the slow side early on — with one, as the intervals count, synthetic four-seat
deals with many even splits gave 7.5% false ``fair`` verdicts at the edge of H1 (2,000
batches); with four, 5.3% (2,000) and 3.5% (the benchmark's 400) — and ``benchmarks/bench_verdict_errors.py`` measures the rates by simulation
(:mod:`engine.verdicts.simulate`).

**The cap.** The test ends with probability 1, but its length varies; a batch has a cap
of games (``--games``). A batch that reaches it undecided is ``unclear`` — with the
best estimate, its interval and the advice to play more games. A cap can only turn
decisions into ``unclear``: the error rates of the decisions made stay as stated.

>>> t = VerdictTest()
>>> t.fair_within, t.edge_beyond, t.alpha, t.beta
(0.025, 0.05, 0.05, 0.05)
>>> [round(b, 3) for b in t.bounds(2)], [round(b, 3) for b in t.bounds(4)]
([-2.996, 2.996], [-2.996, 4.382])
>>> fair = [Moments(400, 0.0, 0.06), Moments(400, 0.0, 0.06)]
>>> decide(fair, t).verdict
'fair'
>>> decide([Moments(400, -0.07, 0.06), Moments(400, 0.07, 0.06)], t).seat
1
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

from engine.core.messages import _
from engine.core.numbers import format_general
from engine.geometry.hexes import Hex
from engine.verdicts.stats import (
    DEFAULT_MARGIN,
    PRIOR_VARIANCE,
    WORDS_NONE,
    SeatEstimate,
    Unit,
    adjusted_results,
    estimate,
    recorded_text,
    verdict,
)
from engine.verdicts.verdict_words import (
    edge_phrase,
    fair_sentence,
    hypothesis,
    named_seat,
    next_step,
    undecided_sentence,
)

DEFAULT_ALPHA = 0.05
DEFAULT_BETA = 0.05
TEST_NAME = "GSPRT"
"""The generalized sequential probability ratio test (normal approximation)."""
UNDECIDED = "unclear"
PRIOR_UNITS = 4
"""Extra coin-flip units counted in the test's variance (see the module's description)."""


@dataclass(frozen=True)
class VerdictTest:
    """The hypotheses and error rates of the test (shares of games: 0.05 is 5 points)."""

    fair_within: float = DEFAULT_MARGIN / 2
    """F: H0 says every seat's edge lies within ±F."""
    edge_beyond: float = DEFAULT_MARGIN
    """E: H1 says some seat's edge lies beyond ±E."""
    alpha: float = DEFAULT_ALPHA
    """The most likely it is to say ``edge`` when every seat is within ±F."""
    beta: float = DEFAULT_BETA
    """The most likely it is to say ``fair`` when a seat is beyond ±E."""

    @classmethod
    def at(
        cls,
        margin: float = DEFAULT_MARGIN,
        fair_within: float | None = None,
        alpha: float = DEFAULT_ALPHA,
        beta: float = DEFAULT_BETA,
    ) -> VerdictTest:
        """The test with E = ``margin`` and F = ``fair_within`` (default: half of E)."""
        return cls(margin / 2 if fair_within is None else fair_within, margin, alpha, beta)

    def problem(self) -> str | None:
        """What is wrong with these settings, in one line (``None``: nothing)."""
        if not 0 < self.edge_beyond < 1:
            return _("the margin is a share of games between 0 and 1, not {margin}").format(
                margin=format_general(self.edge_beyond)
            )
        if not 0 <= self.fair_within < self.edge_beyond:
            return _(
                "fair within {f} points: it must be at least 0 and less than the edge"
                " margin, {e} points"
            ).format(
                f=format_general(self.fair_within * 100), e=format_general(self.edge_beyond * 100)
            )
        for name, rate in (("alpha", self.alpha), ("beta", self.beta)):
            if not 0 < rate < 0.5:
                return _("{name} is an error rate between 0 and 0.5, not {rate}").format(
                    name=name, rate=format_general(rate)
                )
        return None

    def tested_seats(self, players: int) -> int:
        """Seats with tests of their own: one with two seats (the other is its mirror)."""
        return 1 if players == 2 else players

    def alpha_per_test(self, players: int) -> float:
        """α split between the seats tested (Bonferroni)."""
        return self.alpha / self.tested_seats(players)

    def bounds(self, players: int) -> tuple[float, float]:
        """The LLR at or below which a test accepts H0, and at or above which H1."""
        return (math.log(self.beta), -math.log(self.alpha_per_test(players)))

    def h0(self) -> str:
        return hypothesis("h0", self.fair_within)

    def h1(self) -> str:
        return hypothesis("h1", self.edge_beyond)


@dataclass(frozen=True)
class Moments:
    """Units, mean and variance of a seat's edges (the variance counting
    :data:`PRIOR_UNITS` extra coin-flip units, as :func:`moments` makes it)."""

    n: int
    mean: float
    variance: float


def moments(values: Sequence[float], fair: float) -> Moments:
    """The moments of a seat's results less its fair share."""
    n = len(values)
    mean = sum(values) / n
    variance = (sum((v - mean) ** 2 for v in values) + PRIOR_UNITS * PRIOR_VARIANCE) / n
    return Moments(n, mean - fair, variance)


def llr(m: Moments, mu0: float, mu1: float) -> float:
    """The GSPRT's log-likelihood ratio of mean ``mu1`` against ``mu0`` (normal
    approximation, the variance fitted under each hypothesis)."""
    return (
        m.n / 2 * math.log((m.variance + (m.mean - mu0) ** 2) / (m.variance + (m.mean - mu1) ** 2))
    )


@dataclass(frozen=True)
class Decision:
    """Where the test stands: ``fair``, ``edge`` or ``unclear`` (not decided), each seat's
    LLRs, and the seat an edge was found at."""

    verdict: str
    llr: tuple[tuple[float, float], ...]
    """Per seat: the LLR of its *favoured* test and of its *held back* test."""
    seat: int | None = None
    """The seat whose test decided ``edge``."""
    favoured: bool = True
    """Whether that seat is favoured (else held back)."""


def decide(edges: Sequence[Moments], test: VerdictTest) -> Decision:
    """The test's decision on each seat's edges so far (see the module's description)."""
    f, e = test.fair_within, test.edge_beyond
    k = len(edges)
    tested = edges[: test.tested_seats(k)]
    pairs = [(llr(m, f, e), llr(m, -f, -e)) for m in tested]
    if k == 2:
        pairs.append((pairs[0][1], pairs[0][0]))
    lower, upper = test.bounds(k)
    crossed = [
        (value, s, side == 0)
        for s, pair in enumerate(pairs[: len(tested)])
        for side, value in enumerate(pair)
        if value >= upper
    ]
    seat_llrs = tuple(pairs)
    if crossed:
        _, s, favoured = max(crossed)
        if k == 2 and not favoured:
            s, favoured = 1 - s, True
        return Decision("edge", seat_llrs, s, favoured)
    if all(value <= lower for pair in pairs for value in pair):
        return Decision("fair", seat_llrs)
    return Decision(UNDECIDED, seat_llrs)


@dataclass(frozen=True)
class Verdict:
    """A batch's verdict: the word, the sentence, the seats' estimates it rests on and,
    for a batch that stops at its verdict, the test's state (:meth:`test_json`)."""

    verdict: str
    text: str
    estimates: tuple[SeatEstimate, ...]
    test: VerdictTest
    decision: Decision | None = None
    """The sequential test's decision (``None`` for a fixed-size batch)."""
    players: int = 2
    capped: bool = False
    """Whether the batch reached its cap of games undecided."""
    unit: str = "deal"
    recorded: str | None = None
    """The JSON's ``verdict_text`` when it differs from :attr:`text` (a fixed-size batch's
    wording kept as it was: :func:`engine.verdicts.stats.recorded_text`)."""
    named: int | None = None
    """The side whose edge the sentence names (:func:`engine.verdicts.verdict_words.named_seat`)."""
    next_step: str = ""
    """What to do next, in a sentence (:func:`engine.verdicts.verdict_words.next_step`);
    empty while the games go on."""
    action: str = "wait"
    """What the next step asks for (:data:`engine.verdicts.verdict_words.ACTIONS`)."""

    @property
    def recorded_text(self) -> str:
        """The sentence the JSON's ``verdict_text`` gives."""
        return self.text if self.recorded is None else self.recorded

    def test_json(self, starts: Sequence[Hex], cap: int) -> dict[str, Any]:
        """The test, its hypotheses, error rates, bounds and LLRs (JSON-ready)."""
        t = self.test
        lower, upper = t.bounds(self.players)
        llrs = self.decision.llr if self.decision else ()
        return {
            "name": TEST_NAME,
            "unit": self.unit,
            "h0": t.h0(),
            "h1": t.h1(),
            "fair_within": _r(t.fair_within),
            "edge_beyond": _r(t.edge_beyond),
            "alpha": t.alpha,
            "beta": t.beta,
            "alpha_per_test": _r(t.alpha_per_test(self.players)),
            "bounds": [_r(lower), _r(upper)],
            "llr": [
                {"start": str(starts[s]), "favoured": _r(a), "held_back": _r(b)}
                for s, (a, b) in enumerate(llrs)
            ],
            "decision": self.verdict,
            "cap": cap,
            "capped": self.capped,
        }


def judge(
    units: Sequence[Unit],
    starts: Sequence[Hex],
    test: VerdictTest,
    *,
    sequential: bool,
    horizon: int = 100,
    unit: str = "deal",
    final: bool = False,
    cancelled: bool = False,
    games: int = 0,
    decided: Decision | None = None,
    noun: str = "seat",
) -> Verdict:
    """The verdict on a batch's ``units`` (deals or games, in order) — the one function
    the command line, the studio and the API judge a batch by.

    ``decided``: the sequential test's decision on these ``units``, from its sums kept unit
    by unit (:meth:`RunningTest.decide <engine.verdicts.running_test.RunningTest.decide>`,
    given for a ``sequential`` batch with some ``units``) — a batch asking after each unit
    whether to stop gets the verdict of that decision alone, at a constant cost, with no
    estimates and no sentence.

    ``sequential``: the batch stops at its verdict, which is then the sequential test's
    (its intervals are confidence sequences tuned to ``horizon`` units); a fixed-size
    batch is judged by its 95% intervals at the margin E
    (:func:`engine.verdicts.stats.verdict`). ``unit``: ``deal`` or ``game``. ``final``:
    the batch has ended, after ``games`` games — reaching its cap undecided unless
    ``cancelled``. ``noun``: what the sides are, as the sentence names them
    (:data:`~engine.verdicts.verdict_words.NOUNS`).
    """
    players = len(starts)
    if decided is not None:
        return Verdict(decided.verdict, "", (), test, decided, players, unit=unit)
    adjusted = adjusted_results(units)
    estimates = estimate(units, sequential=sequential, horizon=horizon, adjusted=adjusted)
    if not units:
        return Verdict("unclear", _(WORDS_NONE), estimates, test, players=players, unit=unit)
    named = named_seat([e.adjusted_edge for e in estimates], test.edge_beyond)
    phrase = edge_phrase(
        starts[named], estimates[named].adjusted_edge, estimates[named].adjusted_edge_interval
    )

    def said(
        called: str,
        text: str,
        decision: Decision | None = None,
        capped: bool = False,
        recorded: str | None = None,
    ) -> Verdict:
        step, action = next_step(
            called,
            capped=capped,
            cancelled=final and cancelled,
            final=final,
            games=games,
            side=str(starts[named]),
        )
        return Verdict(
            called,
            text,
            estimates,
            test,
            decision,
            players,
            capped,
            unit,
            recorded,
            named,
            step,
            action,
        )

    if not sequential:
        called, text = verdict(estimates, starts, test.edge_beyond, noun)
        recorded = recorded_text(estimates, starts, test.edge_beyond, noun)
        return said(called, text, recorded=None if recorded == text else recorded)
    fair = 1 / players
    decision = decide([moments(values, fair) for values in adjusted], test)
    capped = final and not cancelled and decision.verdict == UNDECIDED
    if decision.verdict == "edge":
        return said("edge", phrase, decision)
    if decision.verdict == "fair":
        text = fair_sentence(test.edge_beyond, test.beta, phrase, noun)
    else:
        text = undecided_sentence(
            phrase,
            units=len(units),
            unit=unit,
            games=games,
            capped=capped,
            cancelled=final and cancelled,
            fair_within=test.fair_within,
            edge_beyond=test.edge_beyond,
        )
    return said(decision.verdict, text, decision, capped)


def _r(x: float) -> float:
    return round(x, 4)
