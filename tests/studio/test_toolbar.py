"""The toolbar and the window's layout: steady, iconed, tools and overlays apart."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QToolButton

from engine import Hex
from gkr_studio.canvas.overlays import Overlay
from gkr_studio.icons import icon_path, names
from gkr_studio.toolbar import UNDO_WIDTH, overflowing
from tests.studio.helpers import click

H = Hex.parse


def test_the_whole_toolbar_fits_at_1400_pixels_with_an_icon_on_every_button(window):
    assert window.width() == 1400
    assert overflowing(window.toolbar) == []
    for action in window.toolbar.actions():
        if (
            not action.isSeparator()
            and window.toolbar.widgetForAction(action) is not None
            and isinstance(window.toolbar.widgetForAction(action), QToolButton)
        ):
            assert not action.icon().isNull(), action.text()
            assert window.toolbar.widgetForAction(action).isVisible()


def test_undo_keeps_its_short_fixed_width_text_whatever_it_would_undo(window):
    undo = window.acts["undo"]
    button = window.toolbar.widgetForAction(undo)
    window.set_tool("building")
    click(window, "5F")
    assert undo.text() == "&Undo Place building on 5F"  # the menu says what it undoes
    assert "Place building on 5F" in undo.toolTip()
    assert undo.iconText() == "Undo" and button.width() == UNDO_WIDTH
    assert overflowing(window.toolbar) == []


def test_tools_are_one_exclusive_group_and_overlays_another_with_other_names(window):
    tool_group = window.window_actions.tool_group
    assert tool_group.exclusionPolicy() == QActionGroup.ExclusionPolicy.Exclusive
    assert set(tool_group.actions()) == set(window.tool_actions.values())
    actions = window.window_actions
    assert actions.overlay_group.exclusionPolicy() == QActionGroup.ExclusionPolicy.None_
    assert set(actions.overlay_group.actions()) == {
        *window.overlay_actions.values(),
        actions.heat_action,
    }
    window.overlay_actions[Overlay.LOS].setChecked(True)
    window.overlay_actions[Overlay.ALLEYS].setChecked(True)
    assert {Overlay.LOS, Overlay.ALLEYS} <= window.overlays.enabled
    tool_names = {n.lower() for a in window.tool_actions.values() for n in (a.text(), a.iconText())}
    overlay_names = {
        n.lower() for a in window.overlay_actions.values() for n in (a.text(), a.iconText())
    }
    assert not tool_names & overlay_names
    assert "line of sight" not in tool_names | overlay_names


def test_keys_1_to_4_change_the_zone_box_too(make_window, qtbot):
    window = make_window("showdown")
    window.set_tool("zone")
    qtbot.keyClick(window.view, Qt.Key.Key_3)
    assert window.tools["zone"].zone == 3
    assert window.zone_choice.currentData() == 3 and window.zone_choice.currentText() == "Zone 3"
    window.zone_choice.setCurrentIndex(window.zone_choice.findData(2))
    assert window.tools["zone"].zone == 2


def test_the_board_gets_at_least_60_percent_of_the_window(window):
    """The board's area (the view and the legend's column beside it) has 60% of the
    window, and the fitted board fills the view's width or height."""
    area = window.centralWidget()
    share = area.width() * area.height() / (window.width() * window.height())
    assert share >= 0.60, share
    window.view.fit()
    scene = window.board.sceneRect()
    viewport = window.view.viewport()
    zoom = window.view.zoom
    assert (
        max(scene.width() * zoom / viewport.width(), scene.height() * zoom / viewport.height())
        >= 0.97
    )


def test_every_icon_the_studio_uses_is_shipped_as_an_svg(qapp):
    for name in (
        "new",
        "open",
        "save",
        "undo",
        "redo",
        "playtest",
        "select",
        "building",
        "demolish",
        "start",
        "erase",
        "zone",
        "inspect",
        "sight",
        "alleys",
        "rings",
        "reach",
        "territory",
        "zones",
        "heat",
    ):
        assert name in names()
        text = icon_path(name).read_text()
        assert text.startswith("<svg") and "viewBox" in text


def test_a_heat_map_does_not_outlive_its_map(make_window, tmp_maps):
    # A balance run's heat map (red shades, like zone tints) stayed on the board after
    # another map was opened: it is cleared with the document it was measured on.
    window = make_window("showdown")
    window.overlays.set_heat({H("5F"): 3, H("4E"): 1})
    heat = window.board.overlays["heat"]
    assert heat.isVisible()
    assert window.open_file(str(tmp_maps / "plateau.gkrmap.json"))
    assert not heat.isVisible() and heat.content.is_empty()


def test_every_tool_shows_its_own_name_and_icon_the_lock_tool_a_padlock(window):
    """The Lock tool was "Tool" under the Select tool's arrow (issue 22, item 11)."""
    tools = list(window.tool_actions.items())
    shorts = [a.iconText() for _id, a in tools]
    assert len(set(shorts)) == len(shorts) and "Tool" not in shorts
    icons = [window.tools[tool_id].icon for tool_id, _a in tools]
    assert len(set(icons)) == len(icons)
    assert window.tool_actions["lock"].iconText() == "Lock"
    assert window.tools["lock"].icon == "lock" and icon_path("lock").is_file()
    assert "lock" in names()


def test_a_tool_that_does_not_name_itself_is_refused_when_defined():
    import pytest

    from gkr_studio.tools import Tool

    with pytest.raises(TypeError, match="short_label, icon"):
        type("Nameless", (Tool,), {"id": "x", "label": "X", "shortcut": "X", "tip": "t"})
