"""Several pieces at once: rubber band, Shift+click, group moves, copy/paste, transforms."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from engine import CENTER, Hex, Side
from engine.geometry.board import PLAYABLE
from engine.mapmodel.edit_symmetry import SymmetryMode
from engine.mapmodel.groups import HALF_TURN, MIRROR_LR, THIRD_TURN
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
    other.files.new_map()
    other.acts["paste"].trigger()  # no hex under the cursor: where they were, floating
    assert buildings(other) == set()
    qtbot.keyClick(other.view, Qt.Key.Key_Return)  # Enter places the stamp
    assert buildings(other) == {"4D", "6B", "6C"}
    assert other.selection.hexes == hexes("4D 6B 6C")
    hover(other, "7H")
    other.acts["paste"].trigger()  # at the hex under the cursor: the first piece there
    click(other, "7H")
    assert len(other.doc.map.buildings) == 6 and "7H" in buildings(other)
    assert other.doc.undo_stack.text(1) == "Paste 3 pieces at 7H"

    moved = window.doc.map
    window.acts["transform_mirror"].trigger()
    window.transforms.dialog.button(QMessageBox.StandardButton.Ok).click()
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


def test_a_third_turn_of_a_four_player_fallout_map_is_refused_naming_each_start(
    make_window, dialogs
):
    """Issue 22, item 1: Third Turn removed the starts 1B 1J 9B 9J without a word."""
    window = make_window("showdown")
    window.doc.apply("Switch to the fallout side", window.doc.map.with_side(Side.FALLOUT))
    before = window.doc.map
    window.acts["transform_third"].trigger()
    assert window.doc.map is before and window.doc.undo_stack.count() == 1
    assert window.properties.players.text().startswith("4")
    ((title, text),) = dialogs.errors
    assert title == "Turn the map a third of a turn" and "nothing was changed" in text
    for seat, start in enumerate(("1B", "1J", "9B", "9J")):
        assert f"{start}: its image" in text and f"start of seat {seat + 1} would be lost" in text
    assert "Refused" in window.statusBar().currentMessage()


def test_a_transform_is_previewed_and_cancel_leaves_the_map(make_window):
    """Issue 22, item 4: a transform shows its result before it is made."""
    window = make_window("showdown")
    before = window.doc.map
    window.acts["transform_mirror"].trigger()
    ghosts = {g.hex for g in window.board.stamp.ghosts}
    assert ghosts == {MIRROR_LR.apply(b.hex, CENTER) for b in before.buildings} | {
        MIRROR_LR.apply(s, CENTER) for s in before.starts
    }
    assert window.board.item_for(H("2G")).opacity() < 1.0  # the map as it is, faded
    assert window.doc.map is before
    window.transforms.dialog.button(QMessageBox.StandardButton.Cancel).click()
    assert window.doc.map is before and window.doc.undo_stack.count() == 0
    assert window.board.stamp.ghosts == () and window.board.item_for(H("2G")).opacity() == 1.0


def test_paste_floats_under_the_cursor_until_a_click_and_esc_cancels(make_window, qtbot):
    """Issue 22, item 4: Paste committed at once, with no preview."""
    window = make_window("showdown")
    window.selection.set({H("2G"), H("3D")})
    window.acts["copy"].trigger()
    before = window.doc.map
    hover(window, "6A")
    window.acts["paste"].trigger()
    assert window.doc.map is before and window.tool is window.stamp
    anchor = window.selection.clipboard().anchor
    assert {g.hex for g in window.board.stamp.ghosts} == {
        H("6A") + (H(x) - anchor) for x in ("2G", "3D")
    }
    first = {g.hex for g in window.board.stamp.ghosts}
    hover(window, "7A")
    assert {g.hex for g in window.board.stamp.ghosts} != first  # the ghosts follow
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.doc.map is before and window.board.stamp.ghosts == ()
    assert window.tool is window.tools["select"]
    assert "nothing was placed" in window.statusBar().currentMessage()


def test_a_paste_that_does_not_fit_places_nothing_and_names_what_does_not_fit(make_window):
    """Issue 22, item 4: two buildings copied, one off the board: "Paste 1 piece"."""
    window = make_window("showdown")
    window.selection.set({H("2G"), H("4I")})
    window.acts["copy"].trigger()
    before = window.doc.map
    hover(window, "7K")
    window.acts["paste"].trigger()
    misfits = [g for g in window.board.stamp.ghosts if not g.fits]
    assert misfits and "Does not fit at 7K" in window.statusBar().currentMessage()
    click(window, "7K")
    assert window.doc.map is before and window.doc.undo_stack.count() == 0
    message = window.statusBar().currentMessage()
    assert "off the board (building copied from 4I not pasted)" in message
    assert window.tool is window.stamp  # still floating: move it where it fits
    click(window, "6C")
    assert window.doc.map.building_at(H("6C")) is not None
    assert window.doc.undo_stack.text(0) == "Paste 2 pieces at 6C"


def test_a_floating_paste_follows_an_undo_under_it(make_window, qtbot):
    window = make_window("showdown")
    window.selection.set({H("2G")})
    window.acts["copy"].trigger()
    window.set_tool("building")
    click(window, "6C")
    hover(window, "6C")
    window.acts["paste"].trigger()
    assert [g.fits for g in window.board.stamp.ghosts] == [False]  # 6C holds a building
    window.acts["undo"].trigger()  # Ctrl+Z while the stamp floats: 6C is free again
    assert [g.fits for g in window.board.stamp.ghosts] == [True]
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.tool is window.tools["building"]


def test_paste_honours_the_maps_symmetric_editing(make_window):
    window = make_window("showdown")
    window.selection.set({H("2G")})
    window.acts["copy"].trigger()
    window.symmetry_controls.choose(SymmetryMode.HALF_TURN)
    hover(window, "3C")
    window.acts["paste"].trigger()
    assert {g.hex for g in window.board.stamp.ghosts} == {H("3C"), HALF_TURN.apply(H("3C"), CENTER)}
    click(window, "3C")
    m = window.doc.map
    assert m.building_at(H("3C")) is not None
    assert m.building_at(HALF_TURN.apply(H("3C"), CENTER)) is not None


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


def test_a_third_turn_says_which_zones_fall_off_before_it_is_made(make_window):
    """A fallout map's own zones on a third turn's corners have no place on the turned
    board: the question says so, naming the hexes, before OK (undo brings them back)."""
    from engine.geometry.zones import ZoneLayout

    window = make_window("citadel")
    zoned = window.doc.map.with_side(Side.FALLOUT).with_zones(
        ZoneLayout({H("1A"): 4, H("9K"): 3, H("5F"): 1})
    )
    window.doc.apply("Zones", zoned)
    window.acts["transform_third"].trigger()
    text = window.transforms.dialog.text()
    fallen = [str(h) for h in (H("1A"), H("9K")) if THIRD_TURN.apply(h, CENTER) not in PLAYABLE]
    assert fallen  # the test's premise: a corner falls off
    assert (
        f"The zones of {len(fallen)} hex{'es' if len(fallen) > 1 else ''}"
        f" ({', '.join(fallen)}) fall off the board and are not kept" in text
    )
    window.transforms.dialog.button(QMessageBox.StandardButton.Ok).click()
    assert window.doc.map.zone_layout[THIRD_TURN.apply(H("5F"), CENTER)] == 1
    window.acts["undo"].trigger()
    assert window.doc.map == zoned


def test_a_half_turn_keeps_every_zone_and_says_nothing_of_them(make_window):
    from engine.geometry.zones import ZoneLayout

    window = make_window("showdown")
    window.doc.apply(
        "Zones", window.doc.map.with_side(Side.FALLOUT).with_zones(ZoneLayout({H("1A"): 4}))
    )
    window.acts["transform_half"].trigger()
    assert "fall off the board" not in window.transforms.dialog.text()
    window.transforms.dialog.button(QMessageBox.StandardButton.Cancel).click()
