"""Never lose work: generated maps count as unsaved, autosave failures are told once and
never raised out of the timer, every copy found is offered in one dialog (issue 22,
items 5, 6 and 24)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from engine import builtin_map_path, load_map
from gkr_studio.autosave import SUFFIX, find_recoveries, process_started
from gkr_studio.generate_dialog import GenerateDialog
from gkr_studio.recovery import RecoveryChoice, RecoveryDialog
from tests.studio.helpers import click
from tests.studio.test_autosave_files import payload, plant


def _generate(window, monkeypatch) -> None:
    chosen = load_map(builtin_map_path("showdown")).with_info(name="Generated 7")
    monkeypatch.setattr(GenerateDialog, "exec", lambda self: GenerateDialog.DialogCode.Accepted)
    monkeypatch.setattr(GenerateDialog, "chosen_map", lambda self: chosen)
    window.files.generate_dialog()
    assert window.doc.map.name == "Generated 7"


def test_opening_another_file_asks_before_dropping_a_generated_map(
    window, dialogs, tmp_maps, monkeypatch
):
    _generate(window, monkeypatch)
    assert window.doc.is_modified and window.windowTitle().startswith("Generated 7*")
    dialogs.unsaved_answer = QMessageBox.StandardButton.Cancel
    assert not window.open_file(str(tmp_maps / "citadel.gkrmap.json"))
    assert dialogs.unsaved_asked == 1 and window.doc.map.name == "Generated 7"


def test_a_generated_map_is_autosaved_before_any_edit(window, monkeypatch):
    _generate(window, monkeypatch)
    assert window.autosave()
    assert window.autosaver.file.exists()


def _edit(window) -> None:
    window.set_tool("building")
    click(window, "5F")
    assert window.doc.is_modified


def test_a_recovery_folder_that_is_a_file_is_told_once_and_never_raised(
    make_window, dialogs, tmp_path
):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "autosave").write_text("not a folder")
    window = make_window("crackshot-alley")
    _edit(window)
    edited = window.doc.map
    window.autosave_timer.timeout.emit()  # the timer's slot: nothing may escape it
    window.autosave_timer.timeout.emit()
    assert window.autosave() is False
    assert len(dialogs.errors) == 1
    title, text = dialogs.errors[0]
    assert title == "Autosave failed"
    assert f"{tmp_path / 'data' / 'autosave'}: is a file, not a folder" in text
    assert window.doc.map == edited and window.doc.is_modified  # the work is still open
    # once autosave works again, a new failure is told again
    (tmp_path / "data" / "autosave").unlink()
    assert window.autosave()
    window.autosaver.file.unlink()
    window.autosaver.folder.rmdir()
    window.autosaver.folder.write_text("a file again")
    assert window.autosave() is False and len(dialogs.errors) == 2


def _crash_with_work(make_window) -> object:
    window = make_window("crackshot-alley")
    _edit(window)
    assert window.autosave()
    window.autosave_timer.stop()
    window.hide()
    return window.doc.map


def _refuse_removal(monkeypatch, folder: Path) -> None:
    """A read-only recovery folder (the tests may run as root, who may write anywhere)."""
    real_unlink = Path.unlink

    def unlink(self, missing_ok=False):
        if self.parent == folder:
            raise PermissionError(13, "Permission denied", str(self))
        return real_unlink(self, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", unlink)


def test_a_read_only_recovery_folder_recovers_and_keeps_the_copy(
    make_window, dialogs, tmp_path, monkeypatch
):
    edited = _crash_with_work(make_window)
    folder = tmp_path / "data" / "autosave"
    _refuse_removal(monkeypatch, folder)
    fresh = make_window("showdown")
    assert fresh.offer_recovery() == 1  # Yes: nothing raised, the work is open
    assert fresh.doc.map == edited and fresh.doc.is_modified
    assert [
        name
        for name in (p.name for p in folder.glob(f"*{SUFFIX}"))
        if not name.startswith(f"{fresh.autosaver.file.name}")
    ]  # the old copy stays


def test_a_read_only_recovery_folder_refusing_a_discard_says_so(
    make_window, dialogs, tmp_path, monkeypatch
):
    _crash_with_work(make_window)
    folder = tmp_path / "data" / "autosave"
    _refuse_removal(monkeypatch, folder)
    dialogs.recover_answer = QMessageBox.StandardButton.No
    fresh = make_window("showdown")
    assert fresh.offer_recovery() == 0  # No: nothing raised
    assert len(list(folder.glob(f"*{SUFFIX}"))) == 1  # nothing lost
    assert [t for t, _text in dialogs.errors] == ["Recovery folder"]
    assert "cannot be removed: permission denied" in dialogs.errors[0][1]


@pytest.mark.slow
def test_three_hundred_autosaves_are_offered_in_one_dialog(make_window, dialogs, tmp_path):
    folder = tmp_path / "data" / "autosave"
    for i in range(300):
        plant(folder, f"copy-{i:03}", json.dumps(payload(saved_at=1_700_000_000.0 + i)))
    window = make_window("crackshot-alley")
    dialogs.recover_answer = QMessageBox.StandardButton.Cancel
    assert window.offer_recovery() == 0
    assert len(dialogs.recoveries_offered) == 1 and len(dialogs.recoveries_offered[0]) == 300
    saved = [r.saved_at for r in dialogs.recoveries_offered[0]]
    assert saved == sorted(saved, reverse=True)  # newest first
    assert len(list(folder.glob(f"*{SUFFIX}"))) == 300  # kept for later


def test_the_recovery_dialog_lists_every_copy_and_discards_those_selected(window, qtbot, tmp_path):
    folder = tmp_path / "found"
    for i in range(5):
        plant(folder, f"copy-{i}", json.dumps(payload(saved_at=1_700_000_000.0 + i)))
    found, _problems = find_recoveries(folder)
    dialog = RecoveryDialog(found, window)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 5
    assert dialog.list.item(0).text() == found[0].describe()
    dialog.list.selectAll()
    assert not dialog.recover_button.isEnabled()  # one window opens one piece of work
    QTimer.singleShot(0, dialog.discard_button.click)
    assert dialog.choose() == RecoveryChoice(None, tuple(found))
    dialog.list.clearSelection()
    dialog.list.setCurrentRow(2)
    QTimer.singleShot(0, dialog.recover_button.click)
    assert dialog.choose() == RecoveryChoice(found[2])
    QTimer.singleShot(0, dialog.later_button.click)
    assert dialog.choose() == RecoveryChoice(None)


def test_an_autosave_whose_pid_now_belongs_to_another_process_is_offered(tmp_path):
    folder = tmp_path / "autosave"
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        started = process_started(other.pid)
        if started is None:  # no /proc here: only the pid can be checked
            return
        plant(folder, "reused", json.dumps(payload(pid=other.pid, started=started + 1)))
        plant(folder, "running", json.dumps(payload(pid=other.pid, started=started)))
        found, problems = find_recoveries(folder)
        assert problems == []
        assert [r.file.name for r in found] == [f"reused{SUFFIX}"]
    finally:
        other.kill()
        other.wait()


def test_an_autosave_records_when_its_writer_started(window):
    _edit(window)
    assert window.autosave()
    data = json.loads(window.autosaver.file.read_text())
    assert data["started"] == process_started(data["pid"])


def test_a_copy_that_cannot_be_removed_after_a_save_is_said_once_on_the_status_bar(
    window, dialogs, tmp_path, monkeypatch
):
    _edit(window)
    assert window.autosave()
    _refuse_removal(monkeypatch, window.autosaver.folder)
    said: list[str] = []
    monkeypatch.setattr(window, "show_status", said.append)
    assert window.save_to(str(tmp_path / "kept.gkrmap.json"))
    for _ in range(3):
        window.autosave_timer.timeout.emit()  # nothing unsaved: the copy is only left over
    assert [line for line in said if "cannot be removed" in line] == [
        f"{window.autosaver.file}: cannot be removed: permission denied"
    ]
    assert dialogs.errors == []
