"""The tool interface: every editing tool is an object behind it.

The view turns mouse events into hexes and calls the active tool; a tool turns
them into engine edits (:mod:`engine.mapmodel.editing`) pushed on the document as undo
commands. A refused placement is reported on the status bar, never a crash.
"""

from __future__ import annotations

import itertools
from typing import Protocol

from PySide6.QtCore import Qt

from engine.geometry import Hex
from engine.mapmodel import EditResult, GameMap, SymmetryMode, move
from gkr_studio.canvas.board_scene import BoardScene
from gkr_studio.document import MapDocument
from gkr_studio.i18n import translate
from gkr_studio.selection import Selection

_strokes = itertools.count(1)


class ToolContext(Protocol):
    """What a tool may use: the document, the symmetry setting, the scene, the status bar."""

    @property
    def document(self) -> MapDocument: ...

    @property
    def symmetry(self) -> SymmetryMode: ...

    @property
    def scene(self) -> BoardScene: ...

    @property
    def selection(self) -> Selection: ...

    def show_status(self, text: str) -> None: ...

    def select_hex(self, h: Hex | None) -> None: ...

    def pick_attacker(self, h: Hex) -> None: ...

    def pick_target(self, h: Hex) -> None: ...


class Tool:
    """Base class: a tool reacts to press / drag / release / hover on hexes.

    Every tool names itself: a subclass that leaves out its id, label, short label,
    icon, shortcut or tip is refused when it is defined, so that no tool shows another's
    name or icon on the toolbar.
    """

    id: str
    label: str
    short_label: str
    """The text under the tool's toolbar icon (short, so the toolbar never reflows)."""
    icon: str
    """The name of the tool's icon in :mod:`gkr_studio.icons`."""
    shortcut: str
    tip: str
    cursor = Qt.CursorShape.ArrowCursor

    OWN_NAMES = ("id", "label", "short_label", "icon", "shortcut", "tip")

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        missing = [
            n
            for n in Tool.OWN_NAMES
            if not isinstance(cls.__dict__.get(n), str) or not cls.__dict__[n]
        ]
        if missing:
            raise TypeError(f"tool {cls.__name__} does not set its own {', '.join(missing)}")

    def __init__(self, ctx: ToolContext) -> None:
        self.ctx = ctx
        self.stroke: str | None = None

    # lifecycle
    def activate(self) -> None:
        self.ctx.show_status(translate("tools", self.tip))

    def deactivate(self) -> None:
        self.cancel()

    def cancel(self) -> None:
        self.stroke = None

    # events
    def press(self, h: Hex, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        pass

    def drag(self, h: Hex) -> None:
        pass

    def release(self, h: Hex | None) -> None:
        self.stroke = None

    def hover(self, h: Hex | None) -> None:
        pass

    def key(self, key: int) -> bool:
        """A key pressed over the board; return True when the tool used it."""
        return False

    # helpers
    def new_stroke(self) -> str:
        """A merge key: every edit of one press-drag-release is one undo step."""
        self.stroke = f"{self.id}-{next(_strokes)}"
        return self.stroke

    def commit(self, text: str, result: EditResult, merge: bool = True) -> bool:
        """Push ``result`` on the document; report refusals on the status bar."""
        self.ctx.scene.flash_refused({r.hex for r in result.refused})
        if result.refused:
            prefix = (
                translate("tools", "Not placed") if result.done else translate("tools", "Refused")
            )
            self.ctx.show_status(f"{prefix}: {result.message()}")
        key = self.stroke if merge else None
        return self.ctx.document.apply_result(text, result, key)


class Drag:
    """A building or start being dragged: where it started and where it is now."""

    def __init__(self, origin: Hex) -> None:
        self.origin = origin
        self.at = origin
        self.moved = False


def move_text(m: GameMap, at: Hex, origin: Hex, to: Hex) -> str:
    """The undo text of a drag of the piece now on ``at`` from ``origin`` to ``to``, in
    the studio's language: ``"Move building 4J → 3K"``, ``"Move rubble …"``, ``"Move
    start 2 …"``."""
    b = m.building_at(at)
    seat = m.seat_of(at)
    if b is not None and b.demolished:
        return translate("tools", "Move rubble {0} → {1}").format(origin, to)
    if b is not None:
        return translate("tools", "Move building {0} → {1}").format(origin, to)
    if seat is not None:
        return translate("tools", "Move start {0} {1} → {2}").format(seat + 1, origin, to)
    return translate("tools", "Move {0} → {1}").format(origin, to)


def drag_to(tool: Tool, drag: Drag, h: Hex) -> None:
    """Move the dragged piece (and its symmetric images) one hex further: one undo step
    for the whole drag; a refused hex leaves it where it is, with a message."""
    if h == drag.at:
        return
    m = tool.ctx.document.map
    result = move(m, drag.at, h, tool.ctx.symmetry)
    if result.done:
        tool.commit(move_text(m, drag.at, drag.origin, h), result)
        drag.at = h
        drag.moved = True
    else:
        tool.commit("", result)


def hexes_text(hexes: tuple[Hex, ...] | list[Hex]) -> str:
    """``"2G"``, ``"2G and 7E"``, ``"1D, 5K and 8C"`` (``"2G et 7E"`` in French)."""
    names = [str(h) for h in dict.fromkeys(hexes)]
    if len(names) <= 1:
        return "".join(names)
    return translate("tools", "{0} and {1}").format(", ".join(names[:-1]), names[-1])
