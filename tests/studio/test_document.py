"""The document owns the map and the undo stack; every edit is an undo command."""

from __future__ import annotations

from engine import Hex, builtin_map_path, load_map
from engine.mapmodel.editing import move, place_building
from gkr_studio.document import MapDocument

H = Hex.parse


def crackshot() -> MapDocument:
    return MapDocument(load_map(builtin_map_path("crackshot-alley")))


def test_push_undo_redo_gives_back_the_same_saved_file(qtbot, tmp_path):
    doc = crackshot()
    original = doc.map
    assert doc.apply_result("Place building on 5F", place_building(doc.map, H("5F")))
    edited = doc.map
    doc.save(str(tmp_path / "edited.gkrmap.json"))
    doc.undo_stack.undo()
    assert doc.map == original and doc.is_modified
    doc.undo_stack.redo()
    assert doc.map == edited and not doc.is_modified
    doc.save(str(tmp_path / "redone.gkrmap.json"))
    assert (tmp_path / "edited.gkrmap.json").read_bytes() == (
        tmp_path / "redone.gkrmap.json"
    ).read_bytes()


def test_commands_are_named_as_verbs_and_signal_the_views(qtbot):
    doc = crackshot()
    seen = []
    doc.mapChanged.connect(seen.append)
    doc.apply_result("Place building on 5F", place_building(doc.map, H("5F")))
    assert doc.undo_stack.text(0) == "Place building on 5F"
    doc.undo_stack.undo()
    assert len(seen) == 2 and seen[-1] == load_map(builtin_map_path("crackshot-alley"))


def test_a_drag_is_one_undo_step(qtbot):
    doc = crackshot()
    start = doc.map
    for src, dst in (("2G", "2F"), ("2F", "2E"), ("2E", "1E")):
        doc.apply_result(
            f"Move building {src} → {dst}", move(doc.map, H(src), H(dst)), merge_key="drag-1"
        )
    assert doc.undo_stack.count() == 1
    assert doc.map.building_at(H("1E")) is not None
    doc.undo_stack.undo()
    assert doc.map == start


def test_a_drag_back_to_where_it_started_leaves_no_step(qtbot):
    doc = crackshot()
    doc.apply_result("Move", move(doc.map, H("2G"), H("2F")), merge_key="drag-2")
    doc.apply_result("Move", move(doc.map, H("2F"), H("2G")), merge_key="drag-2")
    assert doc.undo_stack.count() == 0 and not doc.is_modified


def test_no_change_pushes_nothing(qtbot):
    doc = crackshot()
    assert not doc.apply("Nothing", doc.map)
    assert not doc.apply_result("Refused", place_building(doc.map, H("0C")))
    assert doc.undo_stack.count() == 0


def test_modified_flag_and_save_path(qtbot, tmp_path):
    doc = crackshot()
    flags = []
    doc.modifiedChanged.connect(flags.append)
    doc.apply_result("Place", place_building(doc.map, H("5F")))
    assert doc.is_modified and flags == [True]
    written = doc.save(str(tmp_path / "m"))
    assert written.endswith("m.gkrmap.json") and doc.path == written
    assert not doc.is_modified and flags == [True, False]
    assert doc.display_name == "m.gkrmap.json"
