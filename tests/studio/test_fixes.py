"""Fixes in the checks dock: a preview on the board, then one undoable edit; locks."""

from __future__ import annotations

from engine import Hex
from engine.files.mapfile import load_map
from gkr_studio.document import MapDocument
from tests.conftest import MAPS
from tests.studio.helpers import click


def _final_stand_without_6d(window) -> None:
    m = load_map(MAPS / "final-stand.gkrmap.json").without_building(Hex.parse("6D"))
    window.set_document(MapDocument(m.with_info(name="Final Stand (copy)")))


def _failing_rows(window) -> list[tuple[int, str]]:
    visible = window.checks.visible_checks()
    return [(i, c.id) for i, c in enumerate(visible) if not c.ok]


def test_each_warning_of_final_stand_without_6d_offers_a_fix_that_is_one_undo_step(
    make_window, tmp_path
) -> None:
    window = make_window("final-stand")
    _final_stand_without_6d(window)
    failing = _failing_rows(window)
    assert failing
    for row, check_id in failing:
        window.checks.select(row)
        assert window.checks.fix_button.isVisible(), check_id
        assert window.board.fix_preview.steps  # shown before anything changes
        assert window.board.fix_preview.isVisible()
        window.checks.fix_button.click()
        assert window.doc.undo_stack.count() == 1 and window.doc.undo_stack.index() == 1
        assert all(c.ok for c in window.report.by_id(check_id))
        assert window.board.fix_preview.steps == ()
        window.acts["undo"].trigger()
        assert not all(c.ok for c in window.report.by_id(check_id))
        window.grab().save(str(tmp_path / f"after-{check_id}.png"))


def test_fix_all_warnings_clears_them_in_one_step(make_window) -> None:
    window = make_window("final-stand")
    _final_stand_without_6d(window)
    assert window.report.warnings
    assert window.checks.fix_all_button.isVisible()
    window.checks.fix_all_button.click()
    assert window.report.warnings == [] and window.report.errors == []
    assert window.doc.undo_stack.count() == 1
    assert window.doc.undo_stack.text(0).startswith("Fix all warnings (")
    assert not window.checks.fix_all_button.isVisible()


def test_a_move_is_previewed_with_an_arrow_and_a_ghost(make_window) -> None:
    window = make_window("salvage-city")
    row = next(i for i, c in _failing_rows(window) if c == "alley-shots")
    window.checks.select(row)
    steps = window.board.fix_preview.steps
    assert [s.kind for s in steps] == ["move"]
    assert window.checks.fix_button.text() == f"Fix: move {steps[0].hex} to {steps[0].to}"
    window.checks.list.clearSelection()
    assert window.board.fix_preview.steps == ()


def test_the_lock_tool_locks_and_a_locked_building_is_not_moved_by_a_fix(make_window) -> None:
    window = make_window("salvage-city")
    window.set_tool("lock")
    click(window, "2H")
    assert window.doc.map.locked == frozenset({Hex.parse("2H")})
    assert window.doc.undo_stack.text(0) == "Lock building on 2H"
    assert window.board.locks.hexes == (Hex.parse("2H"),)
    row = next(i for i, c in _failing_rows(window) if c == "alley-shots")
    window.checks.select(row)
    assert all(s.hex != Hex.parse("2H") for s in window.board.fix_preview.steps)
    window.checks.fix_button.click()
    assert window.doc.map.building_at(Hex.parse("2H")) is not None
    click(window, "5F")  # an empty hex: nothing to lock
    assert window.doc.undo_stack.count() == 2
    window.set_tool("lock")
    click(window, "2H")
    assert window.doc.map.locked == frozenset()


def test_the_symmetry_fix_spares_a_locked_building(make_window) -> None:
    window = make_window("salvage-city")
    window.doc.apply("Lock building on 2H", window.doc.map.with_lock(Hex.parse("2H")))
    row = next(i for i, c in _failing_rows(window) if c == "symmetry")
    window.checks.select(row)
    assert all(s.hex != Hex.parse("2H") for s in window.board.fix_preview.steps)
    if window.checks.fix_button.isVisible():
        window.checks.fix_button.click()
        assert window.doc.map.building_at(Hex.parse("2H")) is not None


def test_the_fix_button_goes_once_the_fix_is_made_and_every_check_passes(make_window) -> None:
    """After a fix the check passes: no "Fix: …" button is left (issue 22, item 10)."""
    window = make_window("final-stand")
    _final_stand_without_6d(window)
    for shown_passed in (False, True):
        window.checks.show_passed.setChecked(shown_passed)
        failing = _failing_rows(window)
        assert len(failing) >= 1
        row, check_id = failing[0]
        window.checks.select(row)
        assert window.checks.fix_button.isVisible()
        window.checks.fix_button.click()
        assert all(c.ok for c in window.report.by_id(check_id))
        assert not window.checks.fix_button.isVisible(), window.checks.fix_button.text()
        assert window.board.fix_preview.steps == ()
        window.acts["undo"].trigger()


def test_a_fix_offered_is_for_the_map_as_it_is_after_an_edit(make_window) -> None:
    window = make_window("salvage-city")
    row = next(i for i, c in _failing_rows(window) if c == "alley-shots")
    window.checks.select(row)
    before = window.checks.fix_button.text()
    step = window.board.fix_preview.steps[0]
    window.set_tool("erase")
    click(window, str(step.hex))  # the building the fix would move is gone
    if window.checks.fix_button.isVisible():
        assert window.checks.fix_button.text() != before
        assert all(s.hex != step.hex for s in window.board.fix_preview.steps)


def test_a_draft_offers_no_fix_but_says_to_place_the_starts(make_window) -> None:
    window = make_window("final-stand")
    window.set_document(MapDocument(load_map(MAPS / "final-stand.gkrmap.json").with_starts(())))
    row = next(r for r, check_id in _failing_rows(window) if check_id == "players")
    window.checks.select(row)
    assert not window.checks.fix_button.isVisible()
    assert window.checks.fix_note.isVisibleTo(window.checks)
    assert window.checks.fix_note.text().startswith("Place the start hexes with the Start hex")
    assert window.doc.undo_stack.count() == 0
    assert [c.id for c in window.report.checks if not c.ok] == ["players"]
    assert not window.checks.fix_all_button.isVisible()  # nothing a repair could do


def test_a_fix_and_its_undo_text_read_french(make_window, qapp) -> None:
    """The fix button and the edit it makes in the undo history speak the studio's language,
    the count of checks with its plural form."""
    from gkr_studio.i18n import apply_language

    apply_language(qapp, "fr")
    try:
        window = make_window("salvage-city")
        row = next(i for i, c in _failing_rows(window) if c == "alley-shots")
        window.checks.select(row)
        assert window.checks.fix_button.text().startswith("Correction : ")
        window.checks.list.clearSelection()
        n = len(window.report.warnings)
        window.checks.fix_all_button.click()
        checks = "vérification" if n == 1 else "vérifications"
        assert window.doc.undo_stack.text(0).startswith(
            f"Corriger tous les avertissements ({n} {checks}) : "
        )
    finally:
        apply_language(qapp, "en")
