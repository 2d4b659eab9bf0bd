"""Judging batches: the units' statistics and the luck adjustment
(:mod:`~engine.verdicts.stats`), the sequential test and its running form
(:mod:`~engine.verdicts.sequential`, :mod:`~engine.verdicts.running_test`, checked by
simulation in :mod:`~engine.verdicts.simulate`), a batch's sides and the one call that gives
the verdict (:mod:`~engine.verdicts.sides`), the verdict's words
(:mod:`~engine.verdicts.verdict_words`), a standard batch's result
(:mod:`~engine.verdicts.result`) and the figures every view shows
(:mod:`~engine.verdicts.figures`), the explanation of an edge
(:mod:`~engine.verdicts.explain`, :mod:`~engine.verdicts.explain_words`,
:mod:`~engine.verdicts.play_figures`), ratings (:mod:`~engine.verdicts.ratings`) and skill
levels (:mod:`~engine.verdicts.skills`).

It reads the records of :mod:`engine.selfplay`; the batches (:mod:`engine.playtest`) stop at
its verdict and build their results with it.
"""

from engine.verdicts.sequential import Verdict, VerdictTest, judge
from engine.verdicts.stats import DEFAULT_MARGIN, VERDICTS, SeatEstimate, estimate, verdict

__all__ = [
    "DEFAULT_MARGIN",
    "VERDICTS",
    "SeatEstimate",
    "Verdict",
    "VerdictTest",
    "estimate",
    "judge",
    "verdict",
]
