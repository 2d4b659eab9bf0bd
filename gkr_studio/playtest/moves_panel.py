"""The playtest's Moves panel: every action of the line being played, and its branches.

One row per action from the start (round, phase, seat, action), the position looked at in
bold and the actions a redo would play greyed after it. Clicking a row goes back (or
forward) there; a row where other branches leave has them as child rows, and clicking one
goes to the end of that branch. Another seat's face-down declarations and ally picks stay
face down (:meth:`~engine.game.history.GameHistory.action_seen_by`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.game import HISTORY_ROOT, GameHistory
from gkr_studio import style
from gkr_studio.i18n import QT_TRANSLATE_NOOP, counted
from gkr_studio.playtest.interaction import command_words
from gkr_studio.playtest.outcome import phase_words

NODE = Qt.ItemDataRole.UserRole
"""Item data: the node a row stands for."""
BRANCH = Qt.ItemDataRole.UserRole + 1
"""Item data of a branch's row: True (a click goes to the end of the branch)."""
AHEAD = QColor("#868e96")
"""The colour of the actions a redo would play."""
PHASE_WORDS = {
    "setup": QT_TRANSLATE_NOOP("MovesPanel", "setup"),
    "deploy": QT_TRANSLATE_NOOP("MovesPanel", "deploy"),
    "movement": QT_TRANSLATE_NOOP("MovesPanel", "move"),
    "combat": QT_TRANSLATE_NOOP("MovesPanel", "combat"),
    "tagging": QT_TRANSLATE_NOOP("MovesPanel", "tag"),
    "reset": QT_TRANSLATE_NOOP("MovesPanel", "reset"),
}
"""Each phase in the few letters the Round column has room for."""


class MovesPanel(QWidget):
    """The line of actions played, with its branches; a click goes there."""

    nodeChosen = Signal(int)
    """A node of the history to go to."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        self.hint = QLabel(
            self.tr(
                "Click an action to go back there. Playing on from there"
                " starts a branch; the old line stays (↳ under the"
                " action where it leaves)."
            )
        )
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(4)
        self.tree.setHeaderLabels(
            [self.tr("#"), self.tr("Round"), self.tr("Seat"), self.tr("Action")]
        )
        self.tree.headerItem().setToolTip(1, self.tr("The round and phase"))
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setIndentation(12)
        metrics = self.tree.fontMetrics()
        round_width = (
            max(metrics.horizontalAdvance(f"10 {self.tr(word)}") for word in PHASE_WORDS.values())
            + 12
        )
        for col, width in enumerate((40, max(66, round_width), 34)):
            self.tree.setColumnWidth(col, width)
        self.tree.itemClicked.connect(self._clicked)
        layout.addWidget(self.tree, 1)
        self._history: GameHistory | None = None
        self._viewer: int | None = None
        self._line: list[int] = []
        self._items: list[QTreeWidgetItem] = []
        self._current = -1
        self._depth = -1
        """The depth of the row in bold (−1: none yet): :meth:`_mark` restyles only the
        rows between it and the new one, and the rows added since."""
        self._said: dict[tuple[str, bool], str] = {}
        """:meth:`_words` by action text and whether the viewer sees it face up."""

    def show_history(self, history: GameHistory, viewer: int | None) -> None:
        """Follow ``history`` as ``viewer`` may see it (rows are added and removed where
        the line changed, not rebuilt)."""
        if history is not self._history or viewer != self._viewer:
            self.tree.clear()
            self._history, self._viewer = history, viewer
            start = QTreeWidgetItem(["", "", "", self.tr("Start of the game")])
            start.setData(0, NODE, HISTORY_ROOT)
            self.tree.addTopLevelItem(start)
            self._items, self._line = [start], []
            self._current = -1
            self._depth = -1
            self._said = {}
        line = history.line()
        same = 0
        while same < min(len(line), len(self._line)) and line[same] == self._line[same]:
            same += 1
        for _ in range(len(self._line) - same):
            self.tree.takeTopLevelItem(self.tree.topLevelItemCount() - 1)
            self._items.pop()
        new = [self._item(history, n) for n in line[same:]]
        self.tree.addTopLevelItems(new)
        for item in new:
            if item.childCount():
                item.setExpanded(True)
        fresh = len(self._items)
        self._items.extend(new)
        self._line = line
        if history.current != self._current or new:
            self._mark(history, fresh)

    def _words(self, history: GameHistory, node: int) -> str:
        """``node``'s action in words as the viewer may see it, worked out once per action
        text (a long game repeats its actions: a row costs little more than its item)."""
        n = history.nodes[node]
        key = (n.action, self._viewer is None or self._viewer == n.seat)
        words = self._said.get(key)
        if words is None:
            words = self._said[key] = command_words(history.action_seen_by(node, self._viewer))
        return words

    def _item(self, history: GameHistory, node: int) -> QTreeWidgetItem:
        n = history.nodes[node]
        alternatives = history.alternatives(node)
        item = self._row(history, node, self._words(history, node))
        item.setData(0, NODE, node)
        if alternatives:
            item.setToolTip(
                3,
                self.tr("{0}\nOther branches leaving here: {1}").format(
                    self._words(history, node), len(alternatives)
                ),
            )
        for alt in alternatives:
            end = history.line_end(alt)
            more = history.nodes[end].depth - n.depth
            text = counted(self.tr("↳ branch: {0} … (%n action(s))", "", more), more).format(
                self._words(history, alt)
            )
            child = self._row(history, alt, text)
            child.setText(0, "")
            child.setData(0, NODE, alt)
            child.setData(0, BRANCH, True)
            child.setToolTip(3, self.tr("Go to the end of this branch"))
            item.addChild(child)
        return item

    def _row(self, history: GameHistory, node: int, text: str) -> QTreeWidgetItem:
        n = history.nodes[node]
        short = PHASE_WORDS.get(n.phase)
        item = QTreeWidgetItem(
            [
                str(n.depth),
                f"{n.round} {self.tr(short) if short else n.phase}",
                f"P{n.seat + 1}",
                text,
            ]
        )
        item.setToolTip(1, self.tr("round {0}, {1}").format(n.round, phase_words(n.phase)))
        item.setToolTip(3, text)
        item.setForeground(2, QBrush(style.seat_color(n.seat).darker(120)))
        return item

    def _mark(self, history: GameHistory, fresh: int) -> None:
        """The position looked at in bold, the actions ahead of it greyed: only the rows
        whose look changes are restyled (those between the old bold row and the new one,
        and the rows from ``fresh`` on, made plain, that are not to stay so), so a step
        costs the same in a long game as in a short one."""
        depth = history.nodes[history.current].depth
        last = len(self._items) - 1
        rows = set(range(max(fresh, depth), last + 1))
        if self._depth >= 0:
            rows.update(range(min(self._depth, depth), min(max(self._depth, depth), last) + 1))
        for k in sorted(rows):  # item k is at depth k
            item = self._items[k]
            font = item.font(3)
            font.setBold(k == depth)
            ahead = k > depth
            item.setFont(3, font)
            for col in (0, 1, 3):
                item.setForeground(col, QBrush(AHEAD) if ahead else QBrush())
        self._current = history.current
        self._depth = depth
        if depth < len(self._items):
            self.tree.setCurrentItem(self._items[depth])
            self.tree.scrollToItem(
                self._items[depth],  # what led there and what follows
                QAbstractItemView.ScrollHint.PositionAtCenter,
            )

    def current_row_text(self) -> str:
        """The text of the bold row (the position looked at)."""
        item = self.tree.currentItem()
        return item.text(3) if item is not None else ""

    def _clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        node = item.data(0, NODE)
        if node is None or self._history is None:
            return
        if item.data(0, BRANCH):
            node = self._history.line_end(int(node))
        self.nodeChosen.emit(int(node))
