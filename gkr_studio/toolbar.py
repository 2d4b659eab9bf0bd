"""The main window's toolbar: one steady row of icons with short text under them.

Files and undo on the left, then the tools (one exclusive group), the zone painted,
the map's symmetric editing, then the overlays (a second, non-exclusive group, named apart from the tools). Undo
and Redo keep their short text whatever command they would undo, so the row never
reflows; the full "Undo Place building on 2H" stays in the menu and the tooltip.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QToolBar, QToolButton, QWidget

from gkr_studio.i18n import QT_TRANSLATE_NOOP
from gkr_studio.icons import icon

ICON_SIZE = 24
UNDO_WIDTH = 56
"""Undo and Redo buttons are this wide, whatever the command's name."""

FILE_ICONS = {
    "new": ("new", QT_TRANSLATE_NOOP("toolbar", "New")),
    "open": ("open", QT_TRANSLATE_NOOP("toolbar", "Open")),
    "save": ("save", QT_TRANSLATE_NOOP("toolbar", "Save")),
    "undo": ("undo", QT_TRANSLATE_NOOP("toolbar", "Undo")),
    "redo": ("redo", QT_TRANSLATE_NOOP("toolbar", "Redo")),
    "playtest": ("playtest", QT_TRANSLATE_NOOP("toolbar", "Playtest")),
}
"""Action key → (icon, text under the icon)."""


def dress(action: QAction, icon_name: str, short: str) -> None:
    """Give ``action`` its icon and the short text shown under it (translated here: the
    tools and overlays name themselves in class attributes)."""
    action.setIcon(icon(icon_name))
    action.setIconText(QCoreApplication.translate("toolbar", short))


def overlay_group(parent: QWidget, actions: Iterable[QAction]) -> QActionGroup:
    """The overlays: checkable, any number on at once."""
    group = QActionGroup(parent)
    group.setExclusionPolicy(QActionGroup.ExclusionPolicy.None_)
    for action in actions:
        group.addAction(action)
    return group


def build_toolbar(
    window: QMainWindow,
    acts: dict[str, QAction],
    tools: Iterable[QAction],
    zone_box: QWidget,
    overlays: Iterable[QAction],
    symmetry: QAction | None = None,
) -> QToolBar:
    """Make the main toolbar of ``window`` from its actions."""
    bar = QToolBar("Toolbar", window)
    bar.setObjectName("toolbar-main")
    bar.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
    bar.setMovable(False)
    for key, (icon_name, short) in FILE_ICONS.items():
        dress(acts[key], icon_name, short)
        bar.addAction(acts[key])
        if key in ("undo", "redo"):
            button = bar.widgetForAction(acts[key])
            if isinstance(button, QToolButton):
                button.setFixedWidth(UNDO_WIDTH)
        if key in ("save", "redo"):
            bar.addSeparator()
    bar.addSeparator()
    for action in tools:
        bar.addAction(action)
    bar.addWidget(zone_box)
    if symmetry is not None:  # the map's symmetric editing, beside the tools it repeats
        bar.addAction(symmetry)
        button = bar.widgetForAction(symmetry)
        if isinstance(button, QToolButton):
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    bar.addSeparator()
    for action in overlays:
        bar.addAction(action)
    window.addToolBar(bar)
    return bar


def overflowing(bar: QToolBar) -> list[QAction]:
    """The toolbar's actions that did not fit (hidden in its » menu)."""
    hidden = []
    for action in bar.actions():
        if action.isSeparator():
            continue
        widget = bar.widgetForAction(action)
        if widget is not None and not widget.isVisible():
            hidden.append(action)
    return hidden
