"""Balance analysis: the rulebook's design guidelines and seat-fairness metrics.

``analyse(game_map)`` turns a map into a :class:`~engine.analysis.report.Report`.
"""

from engine.analysis.report import Check, Report, Severity

__all__ = ["Check", "Report", "Severity"]
