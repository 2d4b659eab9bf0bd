"""Several pieces at once: rubber band, Shift+click, group moves, copy/paste, transforms."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine import CENTER, Hex
from engine.groups import MIRROR_LR
from tests.studio.helpers import click, drag, hover

H = Hex.parse


def hexes(labels: str) -> frozenset[Hex]:
    return frozenset(H(x) for x in labels.split())


def buildings(window) -> set[str]:
    return {str(b.hex) for b in window.doc.map.buildings}


def test_rubber_band_move_undo_copy_to_another_map_and_mirror(make_window, qtbot):
    window = make_window("showdown")
    window.set_tool("select")
    before = window.doc.map
    drag(window, ["2A", "3B", "4C", "6D"])  # a band from 2A to 6D
    assert window.selection.hexes == hexes("3D 5B 5C")
    assert window.board._band.path().isEmpty()  # the band is gone on release
    drag(window, ["5C", "6C"])  # drag one of them: the three move together
    assert buildings(window) >= {"4D", "6B", "6C"} and not buildings(window) & {"3D", "5B", "5C"}
    assert window.selection.hexes == hexes("4D 6B 6C")
    assert window.undo_group.activeStack().count() == 1  # one step
    window.acts["undo"].trigger()
    assert window.doc.map == before
    window.acts["redo"].trigger()

    window.acts["copy"].trigger()
    other = make_window(None)
    other.new_map()
    other.acts["paste"].trigger()  # no hex under the cursor: where they were
    assert buildings(other) == {"4D", "6B", "6C"}
    assert other.selection.hexes == hexes("4D 6B 6C")
    hover(other, "7H")
    other.acts["paste"].trigger()  # at the hex under the cursor: the first piece there
    assert len(other.doc.map.buildings) == 6 and "7H" in buildings(other)

    moved = window.doc.map
    window.acts["transform_mirror"].trigger()
    assert buildings(window) == {str(MIRROR_LR.apply(b.hex, CENTER)) for b in moved.buildings}
    window.acts["undo"].trigger()
    assert window.doc.map == moved


def test_shift_click_adds_and_removes_and_arrows_move_the_selection(make_window, qtbot):
    window = make_window("showdown")
    window.set_tool("select")
    click(window, "2G")
    click(window, "4F", modifiers=Qt.KeyboardModifier.ShiftModifier)
    click(window, "1B", modifiers=Qt.KeyboardModifier.ShiftModifier)
    assert window.selection.hexes == hexes("2G 4F 1B")
    click(window, "1B", modifiers=Qt.KeyboardModifier.ShiftModifier)
    assert window.selection.hexes == hexes("2G 4F")
    qtbot.keyClick(window.view, Qt.Key.Key_Down)
    assert window.selection.hexes == hexes("3G 5F")
    assert {"3G", "5F"} <= buildings(window)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # two columns, straight across
    assert window.selection.hexes == hexes("3I 5H")
    assert window.undo_group.activeStack().count() == 2


def test_a_move_onto_a_staying_piece_or_a_half_hex_is_refused_whole(make_window, qtbot):
    window = make_window("showdown")
    window.set_tool("select")
    click(window, "4F")
    click(window, "2G", modifiers=Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(window.view, Qt.Key.Key_Down)  # 4F → 5F, 2G → 3G
    assert window.selection.hexes == hexes("5F 3G")
    moved = window.doc.map
    qtbot.keyClick(window.view, Qt.Key.Key_Down)  # 5F → 6F holds a building that stays
    assert window.doc.map == moved and window.selection.hexes == hexes("5F 3G")
    assert "6F: holds a building (moving 5F)" in window.statusBar().currentMessage()
    qtbot.keyClick(window.view, Qt.Key.Key_Up)
    qtbot.keyClick(window.view, Qt.Key.Key_Up)  # 4F → 3F, 2G → 1G
    top = window.doc.map
    qtbot.keyClick(window.view, Qt.Key.Key_Up)  # 1G → 0G, a half-hex
    assert window.doc.map == top
    assert "half-hex" in window.statusBar().currentMessage()


def test_delete_and_select_all(make_window):
    window = make_window("showdown")
    window.acts["select_all"].trigger()
    assert len(window.selection.hexes) == 14
    window.acts["delete"].trigger()
    assert not window.doc.map.buildings and not window.doc.map.starts
    window.acts["undo"].trigger()
    assert len(window.doc.map.buildings) == 10 and len(window.doc.map.starts) == 4


def test_a_third_turn_reports_what_falls_off(make_window):
    window = make_window("showdown")
    window.acts["transform_third"].trigger()
    message = window.statusBar().currentMessage()
    assert "off the board" in message and "dropped" in message
    window.acts["undo"].trigger()
    assert len(window.doc.map.buildings) == 10


def test_paste_after_copying_other_text_pastes_nothing(make_window):
    from PySide6.QtWidgets import QApplication

    window = make_window("showdown")
    window.selection.set({H("2G")})
    window.acts["copy"].trigger()
    QApplication.clipboard().setText("hello")
    before = window.doc.map
    window.acts["paste"].trigger()
    assert window.doc.map == before
    assert "Nothing to paste" in window.statusBar().currentMessage()
