"""The Balance heat map's switch: an overlay action like the others (Overlays menu, the
toolbar's overlay group, Ctrl+7), enabled while there is a heat map of this map."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from gkr_studio.canvas.overlays import OverlayController
from gkr_studio.i18n import translate
from gkr_studio.toolbar import dress

HEAT_SHORTCUT = "Ctrl+7"


def heat_action(parent: QWidget, controller: OverlayController) -> QAction:
    """A checkable action that shows or hides ``controller``'s heat map and follows it."""
    action = QAction(translate("HeatSwitch", "Balance heat map"), parent)
    dress(action, "heat", translate("HeatSwitch", "Heat"))
    action.setCheckable(True)
    action.setShortcut(QKeySequence(HEAT_SHORTCUT))
    action.toggled.connect(controller.show_heat)

    def follow() -> None:
        heat = controller.heat_map
        action.setEnabled(heat is not None)
        action.blockSignals(True)
        action.setChecked(controller.heat_shown)
        action.blockSignals(False)
        tip = (
            heat.title()
            if heat is not None
            else translate(
                "HeatSwitch", "Balance heat map: run Play ▸ Balance Playtest and tick a heat map"
            )
        )
        action.setToolTip(f"{tip} ({HEAT_SHORTCUT})")
        action.setStatusTip(tip)

    controller.heatChanged.connect(follow)
    follow()
    return action
