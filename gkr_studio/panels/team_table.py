"""The team figures under the checks: each 2v2 team's metrics on a four-player map."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from engine.analysis import join_and
from engine.core import format_general
from gkr_studio import style
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate
from gkr_studio.screen_fit import fit_rows

ROWS: tuple[tuple[str, str, str], ...] = (
    (
        QT_TRANSLATE_NOOP("TeamTable", "Buildings in reach"),
        "reach_count",
        QT_TRANSLATE_NOOP(
            "TeamTable", "intact buildings either ally can end its first move next to (R-GUIDE-2)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("TeamTable", "Territory"),
        "territory_share",
        QT_TRANSLATE_NOOP(
            "TeamTable",
            "buildings the team is nearest to by walking distance, its nearer ally's (ties split)",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("TeamTable", "Exposure (hexes)"),
        "exposure",
        QT_TRANSLATE_NOOP("TeamTable", "free hexes that see each ally's start, added up"),
    ),
    (
        QT_TRANSLATE_NOOP("TeamTable", "Allies apart"),
        "ally_distance",
        QT_TRANSLATE_NOOP("TeamTable", "hexes between the allies' starts"),
    ),
    (
        QT_TRANSLATE_NOOP("TeamTable", "Closest enemy"),
        "enemy_distance",
        QT_TRANSLATE_NOOP("TeamTable", "each ally's distance to its closest enemy start, averaged"),
    ),
)
"""Each row: its heading, the key of the team metrics (engine.analysis.team_metrics) and a tip
(translated where they are shown)."""


class TeamTable(QTableWidget):
    """A column per team (``T1 1B+9J``), a row per team metric; hidden on maps without
    four starts."""

    def __init__(self) -> None:
        super().__init__(len(ROWS), 2)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for row, (name, _key, tip) in enumerate(ROWS):
            header = QTableWidgetItem(translate("TeamTable", name))
            header.setToolTip(translate("TeamTable", tip))
            self.setVerticalHeaderItem(row, header)
        self.setVisible(False)

    def set_metrics(self, metrics: dict[str, Any]) -> None:
        """Show the ``teams`` of a report's metrics, or hide when there are none."""
        teams = metrics.get("teams")
        self.setVisible(bool(teams))
        if not teams:
            return
        source = (
            self.tr("named in the map")
            if metrics.get("teams_from") == "map"
            else self.tr("R-TEAM-1: starts farthest apart")
        )
        for col, team in enumerate(teams):
            head = QTableWidgetItem(f"T{team['team']} {team['label']}")
            head.setToolTip(
                self.tr("2v2 team {0}: seats {1} ({2})").format(
                    team["team"], join_and(str(q) for q in team["seats"]), source
                )
            )
            head.setForeground(QBrush(style.team_color(col)))
            self.setHorizontalHeaderItem(col, head)
            for row, (_name, key, _tip) in enumerate(ROWS):
                item = QTableWidgetItem(format_general(team[key]))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(row, col, item)
        fit_rows(self)

    def figures(self) -> list[list[str]]:
        """The texts shown, a list per team (for tests)."""
        return [
            [
                item.text() if (item := self.item(r, c)) is not None else ""
                for r in range(self.rowCount())
            ]
            for c in range(self.columnCount())
        ]
