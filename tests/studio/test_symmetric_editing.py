"""Symmetric editing is a property of the map: shown, undoable, never carried over."""

from __future__ import annotations

from engine import PLAYABLE, Hex, load_map
from engine.mapmodel.edit_symmetry import SymmetryMode
from tests.studio.helpers import click

H = Hex.parse


def test_symmetric_editing_is_the_maps_own_and_never_carried_to_the_next_map(make_window, tmp_maps):
    """Issue 22, item 3: set on one map, it placed 5B and 5J on a map saved without it."""
    window = make_window("showdown")
    assert window.symmetry_controls.label.text() == "Symmetry: Off"
    window.symmetry_controls.actions[SymmetryMode.MIRROR].trigger()  # Edit ▸ Symmetric…
    assert window.doc.map.symmetric_editing is SymmetryMode.MIRROR
    assert window.symmetry_controls.label.text() == "Symmetry: Mirror"
    assert window.symmetry_controls.button.iconText() == "Sym: Mirror"
    button = window.toolbar.widgetForAction(window.symmetry_controls.button)
    assert button is not None and button.isVisible()
    assert window.statusBar().isAncestorOf(window.symmetry_controls.label)
    assert (
        window.doc.undo_stack.text(0) == "Set symmetric editing to left–right mirror about column F"
    )
    window.acts["undo"].trigger()
    assert window.symmetry is SymmetryMode.NONE
    assert window.symmetry_controls.label.text() == "Symmetry: Off"
    window.acts["redo"].trigger()
    assert window.symmetry is SymmetryMode.MIRROR

    assert window.open_file(str(tmp_maps / "plateau.gkrmap.json"), ask=False)
    assert window.symmetry is SymmetryMode.NONE  # the other map's own (none)
    assert window.symmetry_controls.label.text() == "Symmetry: Off"
    assert window.properties.symmetry.currentData() == SymmetryMode.NONE.value
    window.set_tool("building")
    click(window, "5B")
    assert window.doc.map.building_at(H("5B")) is not None
    assert window.doc.map.building_at(H("5J")) is None


def test_the_mode_is_saved_with_the_map_and_comes_back_with_it(make_window, tmp_path):
    window = make_window("showdown")
    window.symmetry_controls.choose(SymmetryMode.HALF_TURN)
    path = tmp_path / "turned.gkrmap.json"
    assert window.save_to(str(path))
    assert load_map(path).symmetric_editing is SymmetryMode.HALF_TURN
    other = make_window("plateau")
    assert other.symmetry is SymmetryMode.NONE
    assert other.open_file(str(path), ask=False)
    assert other.symmetry is SymmetryMode.HALF_TURN
    assert other.symmetry_controls.button.iconText() == "Sym: Half turn"


def test_third_turn_editing_near_a_corner_is_refused_whole_naming_the_images(make_window):
    """Issue 22, item 3: third-turn editing placed only the copy that landed on the board."""
    window = make_window("three-walls")
    window.symmetry_controls.choose(SymmetryMode.THIRD_TURN)
    before = window.doc.map
    window.set_tool("building")
    click(window, "1B")
    assert window.doc.map is before
    message = window.statusBar().currentMessage()
    strays = [x for x in SymmetryMode.THIRD_TURN.images(H("1B")) if x not in PLAYABLE]
    assert strays and message.count("image of 1B under the third turn") == len(strays)
    assert all(f"{x}: " in message for x in strays if x.has_label)
    assert "image of 1B under the third turn" in message and message.startswith("Refused")
