"""The one output writer reports a write as done only when it is complete: on a full disk
(:mod:`tests.full_disk`: a file-size limit, writes past it fail as on a full disk) it
refuses in one line naming the file and leaves nothing where the file should be; a folder
of outputs names the files written before the failure, which are whole."""

from __future__ import annotations

import errno
import json

import pytest

from engine.core.errors import MapFileError
from engine.core.messages import set_language
from engine.files.atomicfile import write_bytes_atomic, write_complete, write_text_atomic
from engine.files.folder_outputs import FolderOutputs, completed, failure_text
from engine.files.mapfile import load_map, save_map
from engine.files.resources import builtin_map_path
from tests.full_disk import file_size_limit, our_files


def test_a_text_too_big_for_the_disk_is_refused_and_leaves_no_file(tmp_path):
    target = tmp_path / "notes.json"
    with file_size_limit(1000), pytest.raises(MapFileError) as caught:
        write_text_atomic(str(target), json.dumps(["x" * 100] * 50))
    assert caught.value.lines() == [f"{target}: cannot save (File too large)"]
    assert our_files(tmp_path) == []  # neither the file nor its temporary file


def test_a_file_that_cannot_be_replaced_whole_stays_as_it_was(tmp_path):
    target = tmp_path / "board.svg"
    target.write_bytes(b"<svg>the old picture</svg>\n")
    with file_size_limit(4096), pytest.raises(MapFileError):
        write_bytes_atomic(str(target), b"<svg>" + b" " * 10_000 + b"</svg>\n")
    assert our_files(tmp_path) == ["board.svg"]
    assert target.read_bytes() == b"<svg>the old picture</svg>\n"


def test_a_complete_write_is_synced_and_whole(tmp_path):
    path = tmp_path / "part"
    write_complete(str(path), b"a" * 5000)
    assert path.read_bytes() == b"a" * 5000
    with file_size_limit(4096), pytest.raises(OSError) as caught:
        write_complete(str(path), b"b" * 5000)
    assert caught.value.errno == errno.EFBIG


def test_a_map_on_a_full_disk_is_one_line(tmp_path):
    target = tmp_path / "showdown.gkrmap.json"
    with file_size_limit(100), pytest.raises(MapFileError) as caught:
        save_map(load_map(builtin_map_path("showdown")), str(target))
    assert str(caught.value) == f"{target}: cannot save (File too large)"
    assert our_files(tmp_path) == []


def test_a_folder_of_outputs_names_those_completed_when_one_fails(tmp_path):
    outputs = FolderOutputs(tmp_path, "maps", 4)
    sizes = {"a.json": 100, "b.json": 200, "c.json": 5000, "d.json": 100}
    with file_size_limit(1000), pytest.raises(MapFileError) as caught:
        for name, size in sizes.items():
            outputs.write(name, lambda path, size=size: write_bytes_atomic(path, b"x" * size))
    assert caught.value.lines() == [
        f"{tmp_path / 'c.json'}: cannot save (File too large)"
        " after writing 2 maps of 4: a.json, b.json are complete"
    ]
    assert outputs.written == ["a.json", "b.json"]
    assert our_files(tmp_path) == ["a.json", "b.json"]
    assert (tmp_path / "b.json").read_bytes() == b"x" * 200


def test_the_completed_files_are_named_or_given_as_a_range():
    problem = "cannot save (No space left on device)"
    names = [f"map-{i:02d}" for i in range(1, 8)]
    assert completed(names[:1]) == "map-01"
    assert failure_text("maps", problem, names, 20) == (
        "cannot save (No space left on device) after writing 7 maps of 20: map-01…map-07 are"
        " complete"
    )
    assert failure_text("maps", problem, names[:1], 20) == (
        "cannot save (No space left on device) after writing 1 map of 20: map-01 is complete"
    )
    assert failure_text("games", problem, [], 3) == (
        "cannot save (No space left on device); no game file was written"
    )
    assert failure_text("games", problem, names[:2], 3) == (
        "cannot save (No space left on device) after writing 2 game files of 3: map-01,"
        " map-02 are complete"
    )


def test_the_completed_files_are_named_in_french():
    set_language("fr")
    try:
        assert failure_text(
            "maps", "impossible d'enregistrer (disque plein)", ["a", "b", "c", "d"], 9
        ) == (
            "impossible d'enregistrer (disque plein) après avoir écrit 4 cartes sur 9 :"
            " a…d sont complètes"
        )
        assert failure_text("games", "x", [], 2) == "x ; aucun fichier de partie n'a été écrit"
    finally:
        set_language("en")
