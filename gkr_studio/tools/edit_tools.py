"""The editing tools: select/move, building, demolish, start, erase, zone painting."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt

from engine.geometry import Hex, Side
from engine.mapmodel import (
    erase,
    paint_zone,
    place_building,
    place_start,
    remove_building,
    remove_start,
    toggle_demolished,
)
from gkr_studio.canvas.board_scene import BoardScene
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate
from gkr_studio.tools.tool_base import Drag, Tool, ToolContext, drag_to, hexes_text


class SelectTool(Tool):
    """Select pieces and move them: click one, Shift+click to add or take out, drag a
    rubber band over empty hexes; drag a piece (or the whole selection) to move it, or
    use the arrow keys. Each move is one undo step."""

    id = "select"
    label = QT_TRANSLATE_NOOP("tools", "Select / Move")
    short_label = QT_TRANSLATE_NOOP("toolbar", "Select")
    icon = "select"
    shortcut = "S"
    tip = QT_TRANSLATE_NOOP(
        "tools",
        "Click or drag a rubber band to select, Shift+click to add; drag the "
        "selection or use the arrow keys to move it.",
    )
    cursor = Qt.CursorShape.ArrowCursor

    def __init__(self, ctx: ToolContext) -> None:
        super().__init__(ctx)
        self.dragging: Drag | None = None
        self.group: Drag | None = None
        self.band_from: Hex | None = None
        self.band_base: frozenset[Hex] = frozenset()

    def press(self, h: Hex, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        m = self.ctx.document.map
        selection = self.ctx.selection
        piece = m.building_at(h) is not None or h in m.starts
        shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        if piece and shift:
            selection.toggle(h)
            self.ctx.show_status(translate("tools", "{0} selected").format(len(selection.hexes)))
        elif piece and h in selection.hexes and len(selection.hexes) > 1:
            self.group = Drag(h)
            self.new_stroke()
        elif piece:
            self.ctx.select_hex(h)
            self.dragging = Drag(h)
            self.new_stroke()
        else:
            self.band_from = h
            self.band_base = selection.hexes if shift else frozenset()
            if not shift:
                self.ctx.select_hex(h)

    def drag(self, h: Hex) -> None:
        if self.group is not None:
            if self.ctx.selection.move_by(h - self.group.at, self.stroke):
                self.group.at = h
                self.group.moved = True
        elif self.dragging is not None:
            drag_to(self, self.dragging, h)
            if self.dragging.at == h:
                self.ctx.select_hex(h)
        elif self.band_from is not None:
            scene = self.ctx.scene
            rect = band_rect(scene, self.band_from, h)
            scene.set_band(rect)
            self.ctx.selection.set(self.band_base | scene.hexes_in(rect))

    def release(self, h: Hex | None) -> None:
        if self.band_from is not None:
            self.ctx.scene.set_band(None)
            n = len(self.ctx.selection.hexes)
            if n:
                self.ctx.show_status(
                    (
                        translate(
                            "tools",
                            "{0} piece selected: drag one or use the"
                            " arrow keys to move them; Ctrl+C copies.",
                        )
                        if n == 1
                        else translate(
                            "tools",
                            "{0} pieces selected: drag one or use"
                            " the arrow keys to move them; Ctrl+C copies.",
                        )
                    ).format(n)
                )
        self.dragging = None
        self.group = None
        self.band_from = None
        super().release(h)

    def key(self, key: int) -> bool:
        return self.ctx.selection.nudge(key)

    def cancel(self) -> None:
        self.dragging = None
        self.group = None
        if self.band_from is not None:
            self.ctx.scene.set_band(None)
            self.band_from = None
        super().cancel()


def band_rect(scene: BoardScene, a: Hex, b: Hex) -> QRectF:
    """The rubber band from hex ``a`` to hex ``b``: their centres' rectangle, grown so
    both hexes' centres lie well inside."""
    s = scene.layout.size
    return (
        QRectF(scene.hex_center(a), scene.hex_center(b))
        .normalized()
        .adjusted(-s * 0.5, -s * 0.45, s * 0.5, s * 0.45)
    )


class BuildingTool(Tool):
    """Click an empty hex to place a building, a building to remove it; drag to paint."""

    id = "building"
    label = QT_TRANSLATE_NOOP("tools", "Building")
    short_label = QT_TRANSLATE_NOOP("toolbar", "Building")
    icon = "building"
    shortcut = "B"
    tip = QT_TRANSLATE_NOOP(
        "tools", "Click or drag over empty hexes to place buildings; over buildings to remove them."
    )
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, ctx: ToolContext) -> None:
        super().__init__(ctx)
        self.removing = False

    def press(self, h: Hex, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        m = self.ctx.document.map
        self.new_stroke()
        self.removing = button == Qt.MouseButton.RightButton or m.building_at(h) is not None
        self._apply(h)

    def drag(self, h: Hex) -> None:
        if self.stroke is not None:
            self._apply(h)

    def _apply(self, h: Hex) -> None:
        m = self.ctx.document.map
        mode = self.ctx.symmetry
        if self.removing:
            if m.building_at(h) is None:
                return
            result = remove_building(m, h, mode)
            self.commit(
                translate("tools", "Remove building {0}").format(hexes_text(result.changed)), result
            )
        else:
            result = place_building(m, h, mode)
            self.commit(
                translate("tools", "Place building on {0}").format(hexes_text(result.changed)),
                result,
            )


class DemolishTool(Tool):
    """Click a building to turn it into rubble, or rubble back into a building."""

    id = "demolish"
    label = QT_TRANSLATE_NOOP("tools", "Demolish")
    short_label = QT_TRANSLATE_NOOP("toolbar", "Demolish")
    icon = "demolish"
    shortcut = "D"
    tip = QT_TRANSLATE_NOOP(
        "tools",
        "Click a building to demolish it (rubble blocks movement, not sight); "
        "click again to restore it.",
    )
    cursor = Qt.CursorShape.PointingHandCursor

    def press(self, h: Hex, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        m = self.ctx.document.map
        b = m.building_at(h)
        result = toggle_demolished(m, h, self.ctx.symmetry)
        text = (
            translate("tools", "Restore building {0}")
            if b is not None and b.demolished
            else translate("tools", "Demolish building {0}")
        )
        self.commit(text.format(hexes_text(result.changed)), result, merge=False)


class StartTool(Tool):
    """Click an empty hex to add a start (a new seat); click a start to remove it;
    drag a start to move it."""

    id = "start"
    label = QT_TRANSLATE_NOOP("tools", "Start hex")
    short_label = QT_TRANSLATE_NOOP("toolbar", "Start")
    icon = "start"
    shortcut = "H"
    tip = QT_TRANSLATE_NOOP(
        "tools",
        "Click to add a Heavy Hitter start (next seat); click a start to remove"
        " it; drag a start to move it.",
    )
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, ctx: ToolContext) -> None:
        super().__init__(ctx)
        self.dragging: Drag | None = None

    def press(self, h: Hex, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        m = self.ctx.document.map
        self.new_stroke()
        if h in m.starts:
            if button == Qt.MouseButton.RightButton:
                self._remove(h)
            else:
                self.dragging = Drag(h)
            return
        result = place_start(m, h, self.ctx.symmetry)
        self.commit(
            translate("tools", "Place start on {0}").format(hexes_text(result.changed)),
            result,
            merge=False,
        )

    def drag(self, h: Hex) -> None:
        if self.dragging is not None:
            drag_to(self, self.dragging, h)

    def release(self, h: Hex | None) -> None:
        d = self.dragging
        if d is not None and not d.moved and h == d.origin:
            self._remove(d.origin)
        self.dragging = None
        super().release(h)

    def _remove(self, h: Hex) -> None:
        result = remove_start(self.ctx.document.map, h, self.ctx.symmetry)
        self.commit(
            translate("tools", "Remove start {0}").format(hexes_text(result.changed)),
            result,
            merge=False,
        )

    def cancel(self) -> None:
        self.dragging = None
        super().cancel()


class EraseTool(Tool):
    """Click or drag to remove buildings and starts."""

    id = "erase"
    label = QT_TRANSLATE_NOOP("tools", "Erase")
    short_label = QT_TRANSLATE_NOOP("toolbar", "Erase")
    icon = "erase"
    shortcut = "E"
    tip = QT_TRANSLATE_NOOP("tools", "Click or drag to remove buildings and starts.")
    cursor = Qt.CursorShape.ForbiddenCursor

    def press(self, h: Hex, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        self.new_stroke()
        self._apply(h, quiet=False)

    def drag(self, h: Hex) -> None:
        if self.stroke is not None:
            self._apply(h, quiet=True)

    def _apply(self, h: Hex, quiet: bool) -> None:
        m = self.ctx.document.map
        if quiet and m.building_at(h) is None and h not in m.starts:
            return
        result = erase(m, h, self.ctx.symmetry)
        self.commit(translate("tools", "Erase {0}").format(hexes_text(result.changed)), result)


class ZoneTool(Tool):
    """Paint fallout zones (fallout side only); keys 1-4 choose the zone."""

    id = "zone"
    label = QT_TRANSLATE_NOOP("tools", "Paint zone")
    short_label = QT_TRANSLATE_NOOP("toolbar", "Paint zone")
    icon = "zone"
    shortcut = "Z"
    tip = QT_TRANSLATE_NOOP("tools", "Drag to paint the fallout zone; keys 1-4 choose the zone.")
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, ctx: ToolContext) -> None:
        super().__init__(ctx)
        self.zone = 1
        self.zone_listeners: list[Callable[[int], None]] = []
        """Called with the zone whenever it changes (keys 1-4 or the toolbar's box), so
        every view of the painted zone says the same."""

    def activate(self) -> None:
        if self.ctx.document.map.side is not Side.FALLOUT:
            self.ctx.show_status(
                translate(
                    "tools",
                    "Zones belong to the fallout side: switch the"
                    " board side in Map properties to paint them.",
                )
            )
        else:
            self.ctx.show_status(
                translate("tools", self.tip)
                + " "
                + translate("tools", "Painting zone {0}.").format(self.zone)
            )

    def key(self, key: int) -> bool:
        zones = {Qt.Key.Key_1: 1, Qt.Key.Key_2: 2, Qt.Key.Key_3: 3, Qt.Key.Key_4: 4}
        for k, z in zones.items():
            if key == k:
                self.set_zone(z)
                return True
        return False

    def set_zone(self, zone: int) -> None:
        changed = zone != self.zone
        self.zone = zone
        self.ctx.show_status(translate("tools", "Painting zone {0}.").format(zone))
        if changed:
            for listener in self.zone_listeners:
                listener(zone)

    def press(self, h: Hex, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        self.new_stroke()
        self._apply(h)

    def drag(self, h: Hex) -> None:
        if self.stroke is not None:
            self._apply(h)

    def _apply(self, h: Hex) -> None:
        result = paint_zone(self.ctx.document.map, h, self.zone, self.ctx.symmetry)
        self.commit(translate("tools", "Paint zone {0}").format(self.zone), result)
