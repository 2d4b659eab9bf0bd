"""Editing tools driven by real mouse events on the board view."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine import Hex
from engine.geometry.zones import Side
from engine.mapmodel.editing import SymmetryMode
from tests.studio.helpers import click, drag, hover

H = Hex.parse


def buildings(window) -> list[str]:
    return sorted(str(b.hex) for b in window.doc.map.buildings)


def test_building_tool_places_and_removes(window):
    window.set_tool("building")
    before = buildings(window)
    click(window, "5F")
    assert "5F" in buildings(window) and window.doc.undo_stack.count() == 1
    assert H("5F") in window.board.building_items
    click(window, "5F")
    assert buildings(window) == before and window.doc.undo_stack.count() == 2


def test_building_tool_drag_paints_one_undo_step(window):
    window.set_tool("building")
    drag(window, ["1D", "1E", "1F", "1G"])
    assert {"1D", "1E", "1F", "1G"} <= set(buildings(window))
    assert window.doc.undo_stack.count() == 1
    window.doc.undo_stack.undo()
    assert not {"1D", "1E", "1F", "1G"} & set(buildings(window))


def test_illegal_placements_are_refused_with_a_status_message(window):
    window.set_tool("building")
    before = window.doc.map
    click(window, "1B")  # a start hex
    assert window.doc.map == before
    assert "start of seat 1" in window.statusBar().currentMessage()
    window.board.set_map(window.doc.map)
    window.tools["building"].press(
        H("0C"), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    assert window.doc.map == before and "half-hex" in window.statusBar().currentMessage()


def test_demolish_tool_toggles_rubble(window):
    window.set_tool("demolish")
    click(window, "3E")
    assert window.doc.map.building_at(H("3E")).demolished
    assert window.board.building_items[H("3E")].demolished
    click(window, "3E")
    assert window.doc.map.building_at(H("3E")).intact
    click(window, "5F")
    assert "holds no building" in window.statusBar().currentMessage()


def test_start_tool_adds_removes_and_moves_starts(make_window):
    window = make_window("final-stand")
    window.set_tool("start")
    click(window, "5A")
    assert [str(s) for s in window.doc.map.starts] == ["1F", "9F", "5A"]
    assert window.properties.players.text().startswith("3")
    drag(window, ["5A", "5B", "6B"])
    assert [str(s) for s in window.doc.map.starts] == ["1F", "9F", "6B"]
    assert window.doc.undo_stack.count() == 2
    click(window, "6B")
    assert [str(s) for s in window.doc.map.starts] == ["1F", "9F"]


def test_erase_tool(window):
    window.set_tool("erase")
    drag(window, ["3E", "4E", "1B"])
    m = window.doc.map
    assert m.building_at(H("3E")) is None and m.building_at(H("4E")) is None
    assert H("1B") not in m.starts and window.doc.undo_stack.count() == 1


def test_select_tool_drags_a_building_as_one_step(window):
    window.set_tool("select")
    drag(window, ["2G", "2F", "1F"])
    m = window.doc.map
    assert m.building_at(H("1F")) is not None and m.building_at(H("2G")) is None
    assert window.doc.undo_stack.count() == 1
    assert window.doc.undo_stack.text(0).startswith("Move building 2G")


def test_select_tool_cannot_drop_on_an_occupied_hex(window):
    window.set_tool("select")
    drag(window, ["2G", "3H"])
    assert window.doc.map.building_at(H("2G")) is not None
    assert "holds a building" in window.statusBar().currentMessage()


def test_symmetric_placement_through_the_ui(window):
    window.properties.symmetry.setCurrentIndex(
        window.properties.symmetry.findData(SymmetryMode.HALF_TURN.value)
    )
    window.properties.symmetry.activated.emit(window.properties.symmetry.currentIndex())
    assert window.symmetry is SymmetryMode.HALF_TURN
    window.set_tool("building")
    click(window, "1E")
    image = H("1E").rotated(3, H("5F"))
    assert window.doc.map.building_at(H("1E")) and window.doc.map.building_at(image)
    assert window.doc.undo_stack.count() == 2  # the mode, then the placement
    click(window, "9A")  # its image 0K is a half-hex: refused whole, named
    assert "0K" in window.statusBar().currentMessage()
    assert window.doc.map.building_at(H("9A")) is None


def test_zone_tool(window):
    window.set_tool("zone")
    click(window, "1A")
    assert window.doc.undo_stack.count() == 0
    window.properties.side.setCurrentIndex(window.properties.side.findData(Side.FALLOUT.value))
    window.properties.side.activated.emit(1)
    assert window.doc.map.side is Side.FALLOUT
    window.zone_choice.setCurrentIndex(2)
    drag(window, ["1A", "2A"])
    assert window.doc.map.zone_of(H("1A")) == 3 and window.doc.map.zone_of(H("2A")) == 3
    assert window.board.board_item.zones[H("1A")] == 3
    window.doc.undo_stack.undo()
    assert window.doc.map.zone_of(H("1A")) == 1


def test_los_tool_fills_the_inspector(window):
    window.set_tool("los")
    click(window, "4D")
    click(window, "4H", button=Qt.MouseButton.RightButton)
    assert window.inspector.fields["alley"].text() == "yes, through 3E–4E (+2)"
    assert window.overlays.pinned == H("4D")


def test_status_bar_shows_the_hex_under_the_cursor(window):
    hover(window, "3E")
    assert window.hex_label.text() == "3E · building"
    hover(window, "1B")
    assert window.hex_label.text() == "1B · start of seat 1"
    hover(window, "5F")
    assert window.hex_label.text() == "5F · empty"


def test_escape_cancels_a_stroke(window, qtbot):
    window.set_tool("building")
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.tools["building"].stroke is None
