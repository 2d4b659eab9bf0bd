"""What one check is: its :class:`CheckSpec`, the single definition every part reads.

A check is defined once, in its own module of :mod:`engine.analysis.checklist`: its
id, the rule ids it rests on, its severity, the thresholds it reads, a sentence of
help, and three functions of :class:`MapFacts`:

* ``shortfall``: how far the map is from passing, 0 exactly when it passes — the
  check's one formula. The verdict is ``shortfall == 0``; the repair search ranks
  maps by the same number, so the two cannot disagree.
* ``passed``: the passing finding (or none, when the check does not apply);
* ``failed``: one failing finding per separate problem, in words.

:meth:`CheckSpec.run` picks one of the two by the shortfall.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from engine.analysis.facts import MapFacts
from engine.analysis.report import Check, Severity
from engine.mapmodel.model import MIN_PLAYERS

WARNING = Severity.WARNING
ERROR = Severity.ERROR

Findings = Callable[[MapFacts], list[Check]]


@dataclass(frozen=True)
class CheckSpec:
    """One check: what it asks, what it rests on, how it judges, words and measures."""

    id: str
    """The stable id in reports, ``--json``, ``fix --checks`` and ``disabled``."""
    summary: str
    """What the check asks of a map, in one sentence (Help ▸ Quick reference, SARIF)."""
    rules: tuple[str, ...]
    """The rule and guideline ids (R-…, G-…) it rests on."""
    severity: Severity
    """What a failure means at worst; its passing finding carries it."""
    thresholds: tuple[str, ...]
    """The :class:`~engine.analysis.config.AnalysisConfig` fields it reads."""
    shortfall: Callable[[MapFacts], int]
    """0 exactly when the check passes, else how far the map is from passing (>= 1)."""
    passed: Findings
    """The findings of a map that passes (one passing finding, or none)."""
    failed: Findings
    """The findings of a map that fails (at least one failing finding)."""
    repair_cost: int | None = None
    """How dear the check is to run, for the repair search (cheaper first); ``None``:
    the repair leaves it to the designer."""
    designer_fix: str = ""
    """For a check the repair leaves alone, what the designer does instead."""

    def run(self, facts: MapFacts) -> list[Check]:
        """The check's findings on a map: failing ones exactly when its shortfall is not 0."""
        return self.failed(facts) if self.shortfall(facts) else self.passed(facts)

    @property
    def repairable(self) -> bool:
        """Whether the repair search works on this check."""
        return self.repair_cost is not None


def seats_to_judge(f: MapFacts) -> bool:
    """Whether the map has the starts the checks of the seats need."""
    return len(f.starts) >= MIN_PLAYERS
