"""The balance report: a plain value the CLI prints and the studio shows.

A report is a list of checks and a dictionary of metrics. Each check has a
stable id (``start-distance``, ``alley-shots``, …), whether it passed, its
severity, one sentence a designer understands, and the hexes involved (so the
studio can highlight them). A check id appears once when it passes; it may
appear several times when it finds several separate problems.

>>> c = Check("building-reach", False, Severity.WARNING,
...           "9B can reach 6 buildings in its first move, 1J only 4", (Hex.parse("9B"),))
>>> c.to_json()["hexes"]
['9B']
>>> Report("Demo", (c,), {}).to_json()["checks"][0]["severity"]
'warning'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from engine.geometry.hexes import Hex


class Severity(str, Enum):
    """How much a failed check matters: an error makes the map unplayable."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Check:
    """One finding of the analysis.

    ``severity`` is what a failure of this check means; a passing check keeps
    its check's severity and has ``ok`` set.
    """

    id: str
    ok: bool
    severity: Severity
    message: str
    hexes: tuple[Hex, ...] = ()

    @property
    def is_problem(self) -> bool:
        return not self.ok

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "ok": self.ok,
            "severity": self.severity.value,
            "message": self.message,
            "hexes": [str(h) for h in self.hexes],
        }


@dataclass(frozen=True)
class Report:
    """The analysis of one map: its checks and its metrics (JSON-ready values)."""

    map_name: str
    checks: tuple[Check, ...]
    metrics: dict[str, Any] = field(default_factory=dict)

    @property
    def errors(self) -> list[Check]:
        return [c for c in self.checks if not c.ok and c.severity is Severity.ERROR]

    @property
    def warnings(self) -> list[Check]:
        return [c for c in self.checks if not c.ok and c.severity is Severity.WARNING]

    @property
    def has_errors(self) -> bool:
        return any(not c.ok and c.severity is Severity.ERROR for c in self.checks)

    def by_id(self, check_id: str) -> list[Check]:
        return [c for c in self.checks if c.id == check_id]

    def to_json(self) -> dict[str, Any]:
        """The stable object of ``gkr-map check --json`` (DESIGN.md)."""
        return {
            "map": self.map_name,
            "checks": [c.to_json() for c in self.checks],
            "metrics": self.metrics,
        }
