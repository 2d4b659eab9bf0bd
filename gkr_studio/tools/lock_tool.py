"""The Lock tool: click a building or a start to lock it (fixes and the generator keep
it), click again to unlock."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.geometry import Hex
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate
from gkr_studio.tools.tool_base import Tool


class LockTool(Tool):
    id = "lock"
    label = QT_TRANSLATE_NOOP("tools", "Lock")
    short_label = QT_TRANSLATE_NOOP("toolbar", "Lock")
    icon = "lock"
    shortcut = "K"
    tip = QT_TRANSLATE_NOOP(
        "tools", "Click a building or a start to lock it so that fixes and the generator keep it"
    )
    cursor = Qt.CursorShape.PointingHandCursor

    def press(self, h: Hex, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        m = self.ctx.document.map
        if m.building_at(h) is None and h not in m.starts:
            self.ctx.show_status(
                translate("tools", "{0}: nothing to lock; lock a building or a start").format(h)
            )
            return
        locked = m.is_locked(h)
        if h in m.starts:
            text = (
                translate("tools", "Unlock start on {0}")
                if locked
                else translate("tools", "Lock start on {0}")
            )
        else:
            text = (
                translate("tools", "Unlock building on {0}")
                if locked
                else translate("tools", "Lock building on {0}")
            )
        self.ctx.document.apply(text.format(h), m.with_lock(h, not locked))
