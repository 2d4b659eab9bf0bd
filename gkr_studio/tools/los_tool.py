"""The shot inspector tool: pick the LOS inspector's attacker and target on the board."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.geometry import Hex
from gkr_studio.i18n import QT_TRANSLATE_NOOP
from gkr_studio.tools.tool_base import Tool


class LosTool(Tool):
    """Left click picks the attacker, right click (or Shift+click) the target."""

    id = "los"
    label = QT_TRANSLATE_NOOP("tools", "Shot inspector")
    short_label = QT_TRANSLATE_NOOP("toolbar", "Inspect")
    icon = "inspect"
    shortcut = "L"
    tip = QT_TRANSLATE_NOOP(
        "tools",
        "Click a hex to pick the attacker; right-click (or Shift+click) to pick the target.",
    )
    cursor = Qt.CursorShape.CrossCursor

    def press(self, h: Hex, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        if button == Qt.MouseButton.RightButton or modifiers & Qt.KeyboardModifier.ShiftModifier:
            self.ctx.pick_target(h)
        elif button == Qt.MouseButton.LeftButton:
            self.ctx.pick_attacker(h)
