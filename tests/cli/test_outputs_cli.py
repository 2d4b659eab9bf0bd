"""Every output of every command goes through one mechanism (``engine.files.atomicfile``): an
unwritable folder, an empty name, a special file or a link at the target get the same
answer from ``fix -o``, ``render -o`` and ``generate -o``, and killed writes are tidied."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

from engine.files.atomicfile import leftover_name
from gkr_studio.cli import main
from tests.conftest import MAPS, REPO

SALVAGE = str(MAPS / "salvage-city.gkrmap.json")  # fix writes it (two edits)
SHOWDOWN = str(MAPS / "showdown.gkrmap.json")

OUTPUTS = {
    "fix": lambda out: ["fix", SALVAGE, "-o", out],
    "render": lambda out: ["render", SHOWDOWN, "-o", out],
}
"""The file outputs, each writing the file ``out`` (``generate`` writes into a folder)."""


def run(capsys: pytest.CaptureFixture[str], args: list[str]) -> tuple[int, str, str]:
    status = main(args)
    out, err = capsys.readouterr()
    return status, out, err


@contextlib.contextmanager
def unwritable_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder this process cannot write into: read-only, and immutable (``chattr +i``)
    when the tests run as root, who writes into read-only folders."""
    folder = tmp_path / "locked"
    folder.mkdir()
    os.chmod(folder, 0o555)
    immutable = os.geteuid() == 0
    if (
        immutable
        and subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode != 0
    ):
        pytest.skip("root writes into any folder here, and chattr +i is not available")
    try:
        yield folder
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(folder)], check=True)
        os.chmod(folder, 0o755)


@pytest.mark.parametrize("command", sorted(OUTPUTS))
def test_an_unwritable_folder_is_one_line_for_every_output(capsys, qapp, tmp_path, command):
    with unwritable_folder(tmp_path) as folder:
        target = folder / ("out.png" if command == "render" else "out.gkrmap.json")
        status, _out, err = run(capsys, OUTPUTS[command](str(target)))
        left = list(folder.iterdir())
    assert status == 1
    assert err == f"{target}: cannot save: permission denied\n"
    assert left == []


def test_generate_into_an_unwritable_folder_is_one_line(capsys, tmp_path):
    with unwritable_folder(tmp_path) as folder:
        status, _out, err = run(capsys, ["generate", "--players", "2", "-o", str(folder)])
        left = list(folder.iterdir())
    assert status == 1 and err.count("\n") == 1
    assert err.endswith(": cannot save: permission denied; no map was written\n")
    assert "Traceback" not in err
    assert left == []


@pytest.mark.parametrize("command", sorted(OUTPUTS))
def test_an_empty_output_name_is_refused_by_every_command(
    capsys, qapp, tmp_path, monkeypatch, command
):
    monkeypatch.chdir(tmp_path)
    status, out, err = run(capsys, OUTPUTS[command](""))
    assert (status, out) == (1, "")
    assert err == f"gkr-map {command}: -o is empty; name the file to write\n"
    assert list(tmp_path.iterdir()) == []


def test_an_empty_output_folder_is_refused_by_generate(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, out, err = run(capsys, ["generate", "--players", "2", "-o", ""])
    assert (status, out) == (1, "")
    assert err == "gkr-map generate: -o is empty; name the folder to write the maps into\n"
    assert list(tmp_path.iterdir()) == []


def _special(kind: str, path: Path) -> socket.socket | None:
    if kind == "fifo":
        os.mkfifo(path)
        return None
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(path))
    return sock


@pytest.mark.parametrize("kind, what", [("fifo", "a named pipe (FIFO)"), ("socket", "a socket")])
@pytest.mark.parametrize("command", sorted(OUTPUTS))
def test_an_output_never_replaces_a_special_file(capsys, qapp, tmp_path, command, kind, what):
    target = tmp_path / ("out.png" if command == "render" else "out.gkrmap.json")
    sock = _special(kind, target)
    try:
        status, out, err = run(capsys, OUTPUTS[command](str(target)))
        still = target.is_fifo() if kind == "fifo" else target.is_socket()
    finally:
        if sock is not None:
            sock.close()
    assert (status, out) == (1, "")
    assert err == f"{target}: is {what}, not a regular file; choose another file name\n"
    assert still
    assert [p.name for p in tmp_path.iterdir()] == [target.name]


def test_generate_never_replaces_a_special_file_in_its_folder(capsys, tmp_path):
    target = tmp_path / "generated-2p-half-turn-1.gkrmap.json"
    os.mkfifo(target)
    status, _out, err = run(capsys, ["generate", "--players", "2", "-o", str(tmp_path)])
    assert status == 1
    assert (
        err == f"{target}: is a named pipe (FIFO), not a regular file; choose another"
        " file name; no map was written\n"
    )
    assert target.is_fifo()


@pytest.mark.parametrize("command", sorted(OUTPUTS))
def test_an_output_through_a_link_replaces_the_file_it_points_at(capsys, qapp, tmp_path, command):
    name = "out.png" if command == "render" else "out.gkrmap.json"
    (tmp_path / "real").mkdir()
    real = tmp_path / "real" / name
    real.write_text("old")
    link = tmp_path / name
    link.symlink_to(real)
    status, _out, err = run(capsys, OUTPUTS[command](str(link)))
    assert (status, err) == (0, "")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_bytes() != b"old" and real.stat().st_size > 100
    assert sorted(p.name for p in tmp_path.iterdir()) == [name, "real"]
    assert [p.name for p in (tmp_path / "real").iterdir()] == [name]


def test_an_output_through_a_link_that_loops_is_one_line(capsys, tmp_path):
    loop = tmp_path / "loop.gkrmap.json"
    loop.symlink_to(loop)
    status, _out, err = run(capsys, OUTPUTS["fix"](str(loop)))
    assert status == 1
    assert err == f"{loop}: is a symbolic link that loops; choose another file name\n"


KILLED_RENDER = """
import os, sys
from engine import builtin_map_path, load_map
from gkr_studio.render import render_map
os.replace = lambda *a, **k: os._exit(9)   # killed between the write and the rename
render_map(load_map(builtin_map_path("plateau")), sys.argv[1])
"""


def test_a_killed_render_leaves_nothing_after_the_next_render(capsys, qapp, tmp_path):
    target = tmp_path / "board.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO))
    for _ in range(2):  # each killed render tidies the one before: they never pile up
        proc = subprocess.run(
            [sys.executable, "-c", KILLED_RENDER, str(target)],
            cwd=REPO,
            env=env,
            capture_output=True,
            timeout=120,
        )
        assert proc.returncode == 9, proc.stderr
        leftovers = [p.name for p in tmp_path.iterdir()]
        assert len(leftovers) == 1 and leftover_name(leftovers[0])[0] == "board.png"
    assert run(capsys, ["render", SHOWDOWN, "-o", str(target)])[0] == 0
    assert [p.name for p in tmp_path.iterdir()] == ["board.png"]


@pytest.mark.parametrize("kind", ["fifo", "empty"])
def test_a_results_file_is_checked_as_every_output(tmp_path, kind):
    """A FIFO as ``--results`` was opened and read: the command hung on it."""
    results = tmp_path / "sweep.results.jsonl"
    if kind == "fifo":
        os.mkfifo(results)
    name = str(results) if kind == "fifo" else ""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "gkr_studio.cli",
            "playtest",
            SHOWDOWN,
            "-n",
            "2",
            "-w",
            "1",
            "--results",
            name,
        ],
        cwd=REPO,
        env=dict(os.environ, PYTHONPATH=str(REPO)),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1 and done.stdout == ""
    assert (
        done.stderr
        == (
            {
                "fifo": f"{results}: is a named pipe (FIFO), not a regular file; choose another"
                " file name\n",
                "empty": "gkr-map playtest: --results is empty; name the file to write\n",
            }[kind]
        )
    )
