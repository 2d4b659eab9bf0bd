"""The tool interface: every editing tool is an object behind it.

The view turns mouse events into hexes and calls the active tool; a tool turns
them into engine edits (:mod:`engine.editing`) pushed on the document as undo
commands. A refused placement is reported on the status bar, never a crash.
"""

from __future__ import annotations

import itertools
from typing import Protocol

from PySide6.QtCore import Qt

from engine.editing import EditResult, SymmetryMode
from engine.hexes import Hex
from gkr_studio.canvas.scene import BoardScene
from gkr_studio.document import MapDocument

_strokes = itertools.count(1)


class ToolContext(Protocol):
    """What a tool may use: the document, the symmetry setting, the scene, the status bar."""

    @property
    def document(self) -> MapDocument: ...

    @property
    def symmetry(self) -> SymmetryMode: ...

    @property
    def scene(self) -> BoardScene: ...

    def show_status(self, text: str) -> None: ...

    def select_hex(self, h: Hex | None) -> None: ...

    def pick_attacker(self, h: Hex) -> None: ...

    def pick_target(self, h: Hex) -> None: ...


class Tool:
    """Base class: a tool reacts to press / drag / release / hover on hexes."""

    id = "tool"
    label = "Tool"
    shortcut = ""
    tip = ""
    cursor = Qt.CursorShape.ArrowCursor

    def __init__(self, ctx: ToolContext) -> None:
        self.ctx = ctx
        self.stroke: str | None = None

    # lifecycle
    def activate(self) -> None:
        self.ctx.show_status(self.tip)

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
            prefix = "Not placed" if result.done else "Refused"
            self.ctx.show_status(f"{prefix}: {result.message()}")
        key = self.stroke if merge else None
        return self.ctx.document.apply_result(text, result, key)


def hexes_text(hexes: tuple[Hex, ...] | list[Hex]) -> str:
    """``"2G"``, ``"2G and 7E"``, ``"1D, 5K and 8C"``."""
    names = [str(h) for h in dict.fromkeys(hexes)]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
