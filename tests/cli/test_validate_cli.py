"""``gkr-map validate``: exit status and one line per problem, never a traceback."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine import BUILTIN_MAPS, builtin_map_path
from gkr_studio.cli import main
from tests.conftest import MAPS


def snapshot(folder: Path) -> dict[str, tuple[str, float]]:
    out = {}
    for p in sorted(folder.rglob("*")):
        if p.is_file():
            out[str(p)] = (hashlib.sha256(p.read_bytes()).hexdigest(), p.stat().st_mtime)
        else:
            out[str(p)] = ("dir", 0.0)
    return out


def run(capsys, *args: str) -> tuple[int, list[str], list[str]]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out.splitlines(), err.splitlines()


def test_all_pregenerated_maps_validate(capsys):
    files = [str(MAPS / f"{slug}.gkrmap.json") for slug in BUILTIN_MAPS]
    status, out, err = run(capsys, "validate", *files)
    assert status == 0 and err == []
    assert out[0].split() == ["file", "map", "errors", "warnings", "result"]
    assert len(out) == 9
    assert [line.split()[-1] for line in out[1:8]] == ["ok"] * 7
    assert out[8] == "7 maps: 7 passed, 0 failed (0 invalid); 0 errors, 0 warnings"


def test_one_valid_file_gets_one_line(capsys):
    path = str(MAPS / "showdown.gkrmap.json")
    status, out, err = run(capsys, "validate", path)
    assert status == 0 and err == []
    assert out == [f"{path}: ok (Showdown, 4 players, standard side, 10 buildings)"]


def test_showdown_with_one_start_is_a_draft_in_one_line(tmp_path, capsys):
    data = json.loads(builtin_map_path("showdown").read_text())
    data["starts"] = ["1B"]
    path = tmp_path / "bad.gkrmap.json"
    path.write_text(json.dumps(data))
    status, out, err = run(capsys, "validate", str(path))
    assert status == 1 and out == []
    assert err == [
        f"{path}: /starts: a draft: 1 start placed (4 planned), and a map has 2-4"
        " players, one start each: place 3 more starts"
    ]


def _showdown_with(**changes) -> str:
    data = json.loads(builtin_map_path("showdown").read_text())
    data.update(changes)
    return json.dumps(data)


BAD_FILES = {
    "malformed.gkrmap.json": '{"format": "gkr-map", "version": 1,,}',
    "wrong-type.gkrmap.json": _showdown_with(players="four"),
    "missing-field.gkrmap.json": json.dumps(
        {k: v for k, v in json.loads(_showdown_with()).items() if k != "buildings"}
    ),
    "unknown-version.gkrmap.json": _showdown_with(version=3),
    "hex-10A.gkrmap.json": _showdown_with(starts=["10A", "1J", "9B", "9J"]),
    "hex-5L.gkrmap.json": _showdown_with(buildings=[{"hex": "5L"}]),
    "hex-0B.gkrmap.json": _showdown_with(buildings=[{"hex": "0B"}]),
    "hex-0C.gkrmap.json": _showdown_with(starts=["0C", "1J", "9B", "9J"]),
    "duplicate.gkrmap.json": _showdown_with(buildings=[{"hex": "4F"}, {"hex": "4F"}]),
    "start-on-building.gkrmap.json": _showdown_with(starts=["1B", "1J", "9B", "4F"]),
    "start-count.gkrmap.json": _showdown_with(starts=["1B", "1J", "9B"]),
    "nested.gkrmap.json": "[" * 50000 + "]" * 50000,
}

WHERE = {
    "malformed.gkrmap.json": "line 1, column 36",
    "wrong-type.gkrmap.json": "/players",
    "missing-field.gkrmap.json": "/buildings",
    "unknown-version.gkrmap.json": "/version",
    "hex-10A.gkrmap.json": "/starts/0",
    "hex-5L.gkrmap.json": "/buildings/0/hex",
    "hex-0B.gkrmap.json": "/buildings/0",
    "hex-0C.gkrmap.json": "/starts/0",
    "duplicate.gkrmap.json": "/buildings/1",
    "start-on-building.gkrmap.json": "/starts/3",
    "start-count.gkrmap.json": "/players: a draft: 3 starts placed for the 4 players planned",
    "nested.gkrmap.json": "nested too deeply",
}


@pytest.fixture
def bad_folder(tmp_path) -> Path:
    for name, text in BAD_FILES.items():
        (tmp_path / name).write_text(text)
    with open(tmp_path / "huge.gkrmap.json", "wb") as f:
        f.write(b'{"format": "gkr-map", "pad": "')
        f.truncate(50 * 1000 * 1000)
    (tmp_path / "folder.gkrmap.json").mkdir()
    return tmp_path


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_bad_file_gets_one_line_with_file_and_place(bad_folder, capsys, name):
    before = snapshot(bad_folder)
    path = bad_folder / name
    status, out, err = run(capsys, "validate", str(path))
    assert status == 1 and out == []  # problems go to stderr, as every command's do
    assert len(err) == 1, err
    assert err[0].startswith(f"{path}: ")
    assert WHERE[name] in err[0]
    assert snapshot(bad_folder) == before


def test_huge_file_and_folder_are_refused_unread(bad_folder, capsys):
    before = snapshot(bad_folder)
    # a folder is searched for map files: this one holds none
    for name, reason in [
        ("huge.gkrmap.json", "file is 50,000,000 bytes"),
        ("folder.gkrmap.json", "a folder without any *.gkrmap.json file"),
    ]:
        path = bad_folder / name
        status, out, err = run(capsys, "validate", str(path))
        assert status == 1 and err == [f"{path}: {reason}" + err[0].split(reason, 1)[1]]
    assert snapshot(bad_folder) == before


def test_unreadable_file(bad_folder, capsys, monkeypatch):
    path = bad_folder / "locked.gkrmap.json"
    path.write_text(builtin_map_path("showdown").read_text())
    if os.geteuid() != 0:
        os.chmod(path, 0)
    else:  # root reads anything: make the read itself fail
        real_open = os.open

        def deny(file, *a, **k):
            if str(file) == str(path):
                raise PermissionError(13, "Permission denied")
            return real_open(file, *a, **k)

        monkeypatch.setattr("os.open", deny)
    status, out, err = run(capsys, "validate", str(path))
    assert status == 1 and err == [f"{path}: cannot be read (permission denied)"]


def test_mixed_files_report_each_and_fail(bad_folder, capsys):
    good = str(MAPS / "showdown.gkrmap.json")
    bad = str(bad_folder / "hex-0C.gkrmap.json")
    status, out, err = run(capsys, "validate", good, bad)
    assert status == 1 and len(err) == 1 and err[0].startswith(f"{bad}: /starts/0: ")
    assert [line.split()[-1] for line in out[1:3]] == ["ok", "invalid"]
    assert out[3] == "2 maps: 1 passed, 1 failed (1 invalid); 1 error, 0 warnings"


def test_console_script_never_prints_a_traceback(bad_folder):
    exe = Path(sys.executable).parent / "gkr-map"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "gkr_studio.cli"]
    files = sorted(str(p) for p in bad_folder.iterdir())
    proc = subprocess.run(cmd + ["validate", *files], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stdout + proc.stderr
    # one line per bad file: on stderr for those that cannot be read, with the findings
    # (on stdout) for the draft, which reads
    assert len(proc.stderr.splitlines()) == len(files) - 1
    assert sum(": a draft: " in line for line in proc.stdout.splitlines()) == 1
    assert proc.stdout.splitlines()[-1].startswith(f"{len(files)} maps: 0 passed,")


def test_usage_errors_exit_2(capsys):
    with pytest.raises(SystemExit) as e:
        main(["validate"])
    assert e.value.code == 2
    assert main([]) == 2
