"""Paste as a floating stamp: the copied pieces follow the cursor as ghosts.

Edit ▸ Paste does not change the map at once: the pieces (and their images under the
map's symmetric editing) hover over the board where they would land, in red with a
cross where they do not fit, and the status bar names those. A click (or Enter)
places them all, as one undo step, or none; Esc or a right click puts the stamp
away. The rule of what fits is :func:`engine.mapmodel.groups.paste_plan`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt

from engine.geometry import Hex
from engine.mapmodel import Clip, paste, paste_plan
from gkr_studio.canvas.stamp import Ghost
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate
from gkr_studio.tools.tool_base import Tool, ToolContext, hexes_text

if TYPE_CHECKING:
    from gkr_studio.canvas.view import BoardView


class StampContext(ToolContext, Protocol):
    """What the stamp needs beyond a tool's context: the view it floats over, and the
    tool to go back to."""

    @property
    def view(self) -> BoardView: ...

    @property
    def tool(self) -> Tool | None: ...

    def set_tool(self, tool_id: str) -> None: ...


def _pieces(n: int) -> str:
    return (
        translate("PasteStamp", "{0} piece") if n == 1 else translate("PasteStamp", "{0} pieces")
    ).format(n)


class PasteStamp(Tool):
    """The pieces being pasted, following the cursor until a click places them."""

    id = "paste"
    label = QT_TRANSLATE_NOOP("tools", "Paste")
    short_label = QT_TRANSLATE_NOOP("toolbar", "Paste")
    icon = "select"
    shortcut = "Ctrl+V"
    """Not a toolbar tool: Edit ▸ Paste (Ctrl+V) floats the stamp."""
    tip = QT_TRANSLATE_NOOP(
        "tools", "Move the pasted pieces where they go and click (or press Enter); Esc cancels."
    )
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, ctx: StampContext) -> None:
        super().__init__(ctx)
        self.stamp_ctx = ctx
        self.clip: Clip | None = None
        self.at: Hex | None = None
        self.previous = "select"

    @property
    def active(self) -> bool:
        """Whether a stamp is floating over the board."""
        return self.clip is not None

    def begin(self, clip: Clip | None, at: Hex | None = None) -> bool:
        """Float ``clip`` with its first piece on ``at`` (where it was copied when
        ``None``), until a click places it or Esc puts it away; False (and a word on
        the status bar) when there is nothing to paste."""
        if clip is None or not clip.pieces:
            self.ctx.show_status(
                translate("PasteStamp", "Nothing to paste: copy pieces first (Ctrl+C).")
            )
            return False
        current = self.stamp_ctx.tool
        if current is not None and current is not self:
            self.previous = current.id
        self.clip = clip
        self.at = clip.anchor if at is None else at
        if current is not self:
            self.stamp_ctx.view.set_tool(self)
        self.show()
        return True

    def show(self) -> None:
        """Draw the ghosts where the stamp is now and say whether it fits."""
        if self.clip is None or self.at is None:
            return
        mode = self.ctx.symmetry
        plan = paste_plan(self.ctx.document.map, self.clip, self.at, mode)
        self.ctx.scene.set_stamp(tuple(Ghost(p.kind, p.hex, p.problem is None) for p in plan))
        misfits = [p.refusal(mode) for p in plan if p.problem is not None]
        if misfits:
            self.ctx.show_status(
                translate(
                    "PasteStamp", "Does not fit at {0}: {1}. Move the stamp, or Esc to cancel."
                ).format(self.at, "; ".join(str(r) for r in misfits))
            )
        else:
            self.ctx.show_status(
                translate(
                    "PasteStamp", "Click to paste {0} at {1} (Enter places it too); Esc cancels."
                ).format(_pieces(len(plan)), self.at)
            )

    # -- events -------------------------------------------------------------------------
    def hover(self, h: Hex | None) -> None:
        if h is not None and self.clip is not None and h != self.at:
            self.at = h
            self.show()

    def press(self, h: Hex, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        if button == Qt.MouseButton.RightButton:
            self.cancel()
        elif button == Qt.MouseButton.LeftButton:
            self.at = h
            self.place()

    def key(self, key: int) -> bool:
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.place()
            return True
        return False

    # -- ending -------------------------------------------------------------------------
    def place(self) -> bool:
        """Paste every piece where the stamp is, or none (the stamp stays, and the
        status bar names what does not fit)."""
        if self.clip is None or self.at is None:
            return False
        result = paste(self.ctx.document.map, self.clip, self.at, self.ctx.symmetry)
        self.ctx.scene.flash_refused({r.hex for r in result.refused})
        if not result.done:
            self.ctx.show_status(
                translate("PasteStamp", "Not pasted: {0}").format(result.message())
            )
            self.show()
            return False
        at = self.at
        self.ctx.document.apply_result(
            translate("PasteStamp", "Paste {0} at {1}").format(_pieces(len(result.changed)), at),
            result,
        )
        self._leave()
        self.ctx.selection.set(set(result.changed))
        self.ctx.show_status(
            translate("PasteStamp", "Pasted {0}: {1}.").format(
                _pieces(len(result.changed)), hexes_text(result.changed)
            )
        )
        return True

    def cancel(self) -> None:
        """Esc: put the stamp away, nothing pasted."""
        if self.clip is not None:
            self._leave()
            self.ctx.show_status(translate("PasteStamp", "Paste cancelled: nothing was placed."))
        super().cancel()

    def deactivate(self) -> None:
        """Another tool was chosen: the stamp goes, nothing pasted."""
        self.clip = None
        self.ctx.scene.set_stamp(())
        super().deactivate()

    def _leave(self) -> None:
        self.clip = None
        self.ctx.scene.set_stamp(())
        if self.stamp_ctx.tool is self:
            self.stamp_ctx.set_tool(self.previous)
