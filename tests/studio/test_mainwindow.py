"""The main window: files, undo, checks, inspector, overlays, autosave, rendering."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent, QImage
from PySide6.QtWidgets import QApplication, QMessageBox

from engine import Hex, load_map
from engine.lineofsight.sight import Sight
from gkr_studio.canvas.overlays import Overlay
from tests.conftest import MAPS
from tests.studio.helpers import click, hover

H = Hex.parse


def test_opens_the_given_map_with_its_title(window):
    assert window.doc.map.name == "Crackshot Alley"
    assert window.windowTitle() == "Crackshot Alley — GKR Studio"
    assert len(window.board.building_items) == 10 and len(window.board.start_items) == 4


def test_with_no_file_a_built_in_map_opens(make_window):
    window = make_window(None)
    assert window.doc.map.name == "Showdown" and window.doc.path is None


def test_place_undo_redo_saves_the_same_file(window, tmp_path):
    path = tmp_path / "crackshot.gkrmap.json"
    window.set_tool("building")
    click(window, "5F")
    assert window.windowTitle().startswith("Crackshot Alley*")
    assert window.save_to(str(path))
    edited = path.read_bytes()
    assert window.windowTitle() == "crackshot.gkrmap.json — GKR Studio"
    window.acts["undo"].trigger()
    assert window.doc.map.building_at(H("5F")) is None and window.doc.is_modified
    window.acts["redo"].trigger()
    assert not window.doc.is_modified
    assert window.save_to(str(path))
    assert path.read_bytes() == edited


def test_open_save_as_round_trip_and_recent_files(make_window, dialogs, tmp_maps, tmp_path):
    window = make_window("showdown")
    dialogs.open_path = str(tmp_maps / "plateau.gkrmap.json")
    window.files.open_dialog()
    assert window.doc.map.name == "Plateau"
    window.set_tool("building")
    click(window, "5F")
    dialogs.save_path = str(tmp_path / "copy")
    assert window.save()  # a file opened has a path: plain save writes it back
    assert load_map(tmp_maps / "plateau.gkrmap.json") == window.doc.map
    assert window.files.save_as_dialog()
    assert window.doc.path == str(tmp_path / "copy.gkrmap.json")
    assert load_map(tmp_path / "copy.gkrmap.json") == window.doc.map
    assert window.files.recent_files()[0] == str((tmp_path / "copy.gkrmap.json").resolve())
    assert window.files.recent_menu.actions()[0].text().endswith("copy.gkrmap.json")


def test_a_file_that_fails_validation_opens_nothing_and_says_where(window, dialogs, tmp_path):
    bad = tmp_path / "bad.gkrmap.json"
    data = json.loads((MAPS / "showdown.gkrmap.json").read_text())
    data["starts"] = ["1B", "0C", "9B", "9J"]
    bad.write_text(json.dumps(data))
    before = window.doc
    assert not window.open_file(str(bad))
    assert window.doc is before
    (title, text) = dialogs.errors[-1]
    assert title == "Cannot open map" and f"{bad}: Start 2: 0C is a half-hex" in text
    assert "/starts" not in text  # a dialog names the place in words, not as a JSON pointer
    assert not window.open_file(str(tmp_path))
    assert "is a folder" in dialogs.errors[-1][1]


def test_an_unfinished_map_saves_and_reopens_as_a_draft_with_a_red_error(
    make_window, dialogs, tmp_path
):
    window = make_window("final-stand")
    window.set_tool("erase")
    click(window, "9F")
    draft = window.report.by_id("players")
    assert [(c.ok, c.severity.value) for c in draft] == [(False, "error")]
    assert draft[0].message.startswith("Draft: 1 start placed")
    assert window.checks.summary.text().startswith("1 error")
    first = window.checks.list.item(0)
    assert first.text() == draft[0].message  # problems first: the draft heads the list
    assert first.icon().pixmap(18, 18).toImage().pixelColor(9, 4).name() == "#e03131"
    assert not window.report.by_id("start-blocked")  # not passed vacuously: not judged
    path = tmp_path / "one-start.gkrmap.json"
    assert window.save_to(str(path)) and dialogs.errors == []
    assert not window.doc.is_modified
    assert json.loads(path.read_text())["players"] == 1
    fresh = make_window("showdown")
    assert fresh.open_file(str(path)) and dialogs.errors == []
    assert fresh.doc.map == window.doc.map and fresh.doc.map.players == 1
    assert "a draft" in fresh.properties.players.text()
    assert [c.ok for c in fresh.report.by_id("players")] == [False]


def test_new_map_from_a_template_and_blank(window):
    window.files.new_map("three-walls")
    assert window.doc.map.name == "Three Walls (copy)" and window.doc.path is None
    window.files.new_map()
    assert window.doc.map.buildings == () and window.doc.map.starts == ()


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_drag_and_drop_opens_a_map(window, tmp_maps):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(tmp_maps / "citadel.gkrmap.json"))])
    viewport = window.view.viewport()
    pos = QPointF(viewport.rect().center())
    from PySide6.QtGui import QDragEnterEvent

    enter = QDragEnterEvent(
        pos.toPoint(),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        pos,
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, drop)
    assert window.doc.map.name == "Citadel"


def test_close_with_unsaved_changes_asks(window, dialogs):
    window.set_tool("building")
    click(window, "5F")
    dialogs.unsaved_answer = QMessageBox.StandardButton.Cancel
    assert not window.close()
    assert dialogs.unsaved_asked == 1 and window.isVisible()
    dialogs.unsaved_answer = QMessageBox.StandardButton.Discard
    assert window.close()


def test_opening_another_map_asks_about_unsaved_changes(window, dialogs, tmp_maps):
    window.set_tool("building")
    click(window, "5F")
    dialogs.unsaved_answer = QMessageBox.StandardButton.Cancel
    assert not window.open_file(str(tmp_maps / "citadel.gkrmap.json"))
    assert window.doc.map.name == "Crackshot Alley"


def test_autosave_and_recovery(make_window, dialogs, tmp_path):
    window = make_window("crackshot-alley")
    window.set_tool("building")
    click(window, "5F")
    window.autosave()
    files = list((tmp_path / "data" / "autosave").glob("*.autosave.json"))
    assert len(files) == 1
    edited = window.doc.map
    # a crash: the window goes away without closing, its autosave stays
    window.autosave_timer.stop()
    window.hide()
    fresh = make_window("showdown")
    assert fresh.offer_recovery() == 1
    assert fresh.doc.map == edited and fresh.doc.is_modified
    assert fresh.windowTitle().startswith("Crackshot Alley*")
    assert not files[0].exists()


def test_unfinished_work_is_recovered_too(make_window, dialogs, tmp_path):
    window = make_window("final-stand")
    window.set_tool("erase")
    click(window, "9F")  # one start left: not a valid map file, but work to keep
    window.autosave()
    window.autosave_timer.stop()
    window.hide()
    fresh = make_window("showdown")
    assert fresh.offer_recovery() == 1 and fresh.doc.map.players == 1


def test_declined_recovery_is_discarded(make_window, dialogs, tmp_path):
    window = make_window("crackshot-alley")
    window.set_tool("building")
    click(window, "5F")
    window.autosave()
    window.autosave_timer.stop()
    window.hide()
    dialogs.recover_answer = QMessageBox.StandardButton.No
    fresh = make_window("showdown")
    assert fresh.offer_recovery() == 0
    assert not list((tmp_path / "data" / "autosave").glob("*.autosave.json"))


def test_saving_or_closing_clears_the_autosave(window, tmp_path, dialogs):
    window.set_tool("building")
    click(window, "5F")
    window.autosave()
    assert window.autosaver.file.exists()
    window.save_to(str(tmp_path / "x.gkrmap.json"))
    assert not window.autosaver.file.exists()


def test_inspector_on_crackshot_alley_4d_to_4h(window):
    window.inspector.attacker_edit.setText("4D")
    window.inspector.target_edit.setText("4H")
    window.inspector.update_report()
    f = window.inspector.fields
    assert f["distance"].text() == "4"
    assert f["paths"].text() == "6 (0 clear of buildings)"
    assert f["los"].text() == "no"
    assert f["alley"].text() == "yes, through 3E–4E (+2)"
    assert f["hh"].text() == "7+" and f["su"].text() == "9+"
    assert window.overlays.paths == (H("4D"), H("4H"))


def test_inspector_arc_flank_and_cover(window):
    insp = window.inspector
    insp.attacker_edit.setText("1B")
    insp.target_edit.setText("9J")
    insp.set_facings(None, None)
    insp.update_report()
    assert insp.fields["paths"].text() == "495 (61 clear of buildings)"
    assert insp.fields["hh"].text() == "5+"
    insp.facing.setCurrentText("N")
    assert insp.fields["arc"].text() == "no" and insp.fields["hh"].text() == "out of the firing arc"
    insp.facing.setCurrentText("SE")
    insp.target_facing.setCurrentText("S")
    assert insp.fields["arc"].text() == "yes"
    assert insp.fields["flank"].text() == "yes (−1)" and insp.fields["hh"].text() == "4+"
    insp.attacker_edit.setText("0C")
    insp.update_report()
    assert "half-hex" in insp.message.text() and insp.fields["distance"].text() == "—"


def test_los_overlay_shades_every_free_hex_from_the_focus(window):
    window.overlay_actions[Overlay.LOS].setChecked(True)
    hover(window, "4D")
    content = window.board.overlays["los"].content
    sight = Sight(window.doc.map)
    shaded = dict(content.shades)
    free = [h for h in shaded]
    assert len(free) == 99 - 10 - 1
    partial = [h for h in free if sight.cover(H("4D"), h).value == "partial"]
    from gkr_studio import style

    assert all(shaded[h] == style.LOS_PARTIAL for h in partial)
    assert (H("4H"),) and any(h == H("4H") for h, _pen, _s in content.outlines)
    window.toggle_pin()
    hover(window, "9J")
    assert window.overlays.focus == H("4D")


def test_all_overlays_draw_without_errors(window):
    for overlay, action in window.overlay_actions.items():
        action.setChecked(True)
    hover(window, "5F")
    assert not window.board.overlays["alleys"].content.is_empty()
    assert not window.board.overlays["rings"].content.is_empty()
    assert not window.board.overlays["reach"].content.is_empty()
    assert not window.board.overlays["territory"].content.is_empty()
    for action in window.overlay_actions.values():
        action.setChecked(False)
    assert not window.board.overlays["alleys"].isVisible()


def test_seat_order_is_editable(window):
    window.properties.seats.setCurrentRow(0)
    window.properties.down.click()
    assert [str(s) for s in window.doc.map.starts][:2] == ["1J", "1B"]
    assert window.doc.undo_stack.text(0) == "Reorder seats"


def test_map_details_are_undoable_edits(window):
    window.properties.name.setText("Crackshot Remix")
    window.properties.name.editingFinished.emit()
    assert window.doc.map.name == "Crackshot Remix"
    window.properties.description.setPlainText("new words")
    assert window.doc.map.description == "new words"
    window.acts["undo"].trigger()
    window.acts["undo"].trigger()
    assert window.doc.map.name == "Crackshot Alley"


def test_export_image_in_three_formats(window, tmp_path):
    for ext in ("png", "svg", "pdf"):
        path = tmp_path / f"board.{ext}"
        assert window.export_image(str(path))
        assert path.stat().st_size > 1000
    assert not window.export_image(str(tmp_path / "board.gif"))


def test_zoom_and_fit(window):
    window.view.fit()
    z = window.view.zoom
    window.acts["zoom_in"].trigger()
    assert window.view.zoom > z
    window.acts["fit"].trigger()
    assert abs(window.view.zoom - z) < 1e-6


def test_main_window_with_showdown_renders_to_a_picture(make_window, tmp_path):
    window = make_window("showdown")
    path = tmp_path / "studio.png"
    assert window.grab().save(str(path))
    image = QImage(str(path))
    assert image.width() > 800 and image.height() > 500
    colors = {
        image.pixel(x, y) for x in range(0, image.width(), 17) for y in range(0, image.height(), 17)
    }
    assert len(colors) > 50  # not blank: board, buildings, starts, docks
    seat_red = sum(
        1
        for x in range(0, image.width(), 3)
        for y in range(0, image.height(), 3)
        if _close(image.pixelColor(x, y), (0xE4, 0x57, 0x2E))
    )
    assert seat_red > 20  # seat 1's start disc is drawn


def _close(c, rgb) -> bool:
    return (
        abs(c.red() - rgb[0]) < 12 and abs(c.green() - rgb[1]) < 12 and abs(c.blue() - rgb[2]) < 12
    )


def test_checks_dock_changes_when_a_building_closes_the_last_alleys(window):
    """Crackshot Alley has 4 potential alley shots; G-ALLEY wants 2 or more."""

    def alley_check():
        (check,) = window.report.by_id("alley-shots")
        return check

    assert alley_check().ok
    before = window.checks.messages()
    sight = Sight(window.doc.map)
    alleys = sight.potential_alleys()
    window.set_tool("building")
    for alley in alleys[:-1]:
        click(window, str(alley.mouths[0]))  # a building on a mouth closes the alley
    check = alley_check()
    assert not check.ok and check.severity.value == "warning"
    assert "1 potential alley shot" in check.message
    assert window.checks.messages() != before
    assert window.checks.messages()[0] == check.message  # problems come first
    assert "warning" in window.checks.summary.text()


def test_selecting_a_check_highlights_its_hexes(make_window):
    window = make_window("salvage-city")
    messages = window.checks.messages()
    row = next(i for i, m in enumerate(messages) if "half turn" in m)
    window.checks.select(row)
    assert {str(h) for h in window.board.highlighted} >= {"2D", "2H", "7D", "7H"}
    window.checks.list.clearSelection()
    assert window.board.highlighted == ()


def test_the_report_shown_is_always_the_current_maps(window):
    window.set_tool("building")
    click(window, "5F")
    from engine.analysis import analyse

    assert window.report == analyse(window.doc.map)
    window.acts["undo"].trigger()
    assert window.report == analyse(window.doc.map)


def test_the_symmetry_fix_restores_salvage_city_in_one_undoable_step(make_window):
    window = make_window("salvage-city")
    messages = window.checks.messages()
    row = next(i for i, m in enumerate(messages) if "half turn" in m)
    window.checks.select(row)
    assert window.checks.fix_button.isVisible()
    assert "move 2D to 3D" in window.checks.fix_button.text()
    window.checks.fix_button.click()
    (check,) = window.report.by_id("symmetry")
    assert check.ok and "half turn" in check.message
    assert window.doc.undo_stack.text(0) == "Restore half turn symmetry"
    window.acts["undo"].trigger()
    (check,) = window.report.by_id("symmetry")
    assert not check.ok


def test_the_margin_round_the_board_outlines_no_hex(window):
    """The pointer over the margin (a hex position off the board's spaces) shows no hex."""
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QMouseEvent

    from engine.geometry.board import SPACES

    view = window.view
    hover(window, "5F")
    assert window.board._hover.path().elementCount() > 0 and window.hex_label.text()
    corner = view.mapFromScene(window.board.hex_center(H("1A")))
    margin = None
    for dx in range(4, 400, 4):  # left of 1A until the hex there is no board space
        p = QPoint(corner.x() - dx, corner.y())
        if view.viewport().rect().contains(p) and view.hex_at_view(p) not in SPACES:
            margin = p
            break
    assert margin is not None
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        margin,
        view.viewport().mapToGlobal(margin),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), event)
    assert window.board._hover.path().elementCount() == 0
    assert window.hex_label.text() == ""


def test_play_playtest_from_the_menu_opens_a_game_of_the_map(window):
    """The action's triggered(checked) once reached open_playtest as its file argument
    (False), so Play ▸ Playtest and Ctrl+T raised instead of opening the window."""
    window.acts["playtest"].trigger()
    assert len(window.playtest_windows) == 1
    assert window.playtest_windows[0].isVisible()
    window.playtest_windows[0].close()
