"""Untrusted map and catalog files: each way one used to hang, crash or mislead now ends
in one line per problem naming the file (DESIGN.md, Reliability)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Callable

import pytest

from engine import MapFileError, builtin_map_path, load_map, loads_map, save_map
from engine.core.errors import CatalogError, GkrError, one_line
from engine.files.atomicfile import STALE_SECONDS, leftover_name, remove_leftovers
from engine.files.jsondoc import MAX_DEPTH
from engine.files.resources import catalog_path
from engine.game.catalog_file import load_catalog, loads_catalog
from tests.conftest import REPO

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def showdown_data() -> dict:
    return json.loads(builtin_map_path("showdown").read_text(encoding="utf-8"))


def refusal(load: Callable[[str], object], path: str, timeout: float = 20.0) -> GkrError:
    """Run ``load(path)`` in a thread and return the GkrError it raised; a hang fails."""
    outcome: list[BaseException | None] = []

    def target() -> None:
        try:
            load(path)
            outcome.append(None)
        except BaseException as e:  # noqa: BLE001 - reported below
            outcome.append(e)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():  # unblock the stuck open so the thread can end, then fail
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        pytest.fail(f"reading {path} hangs")
    assert outcome and isinstance(outcome[0], GkrError), outcome
    return outcome[0]


@needs_fifo
@pytest.mark.parametrize(
    "load,suffix", [(load_map, ".gkrmap.json"), (load_catalog, ".catalog.json")]
)
def test_a_named_pipe_is_refused_unread(tmp_path, load, suffix):
    path = tmp_path / f"pipe{suffix}"
    os.mkfifo(path)
    err = refusal(load, str(path))
    assert err.lines() == [
        f"{path}: is a named pipe (FIFO), not a"  # type: ignore[attr-defined]
        f" {'map' if 'map' in suffix else 'catalog'} file; only regular"
        " files are read"
    ]


def test_a_device_is_refused_unread():
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    with pytest.raises(MapFileError) as err:
        load_map("/dev/zero")
    assert err.value.lines() == [
        "/dev/zero: is a device, not a map file; only regular files are read"
    ]


def test_a_name_with_a_nul_byte_is_one_line():
    with pytest.raises(MapFileError) as err:
        load_map("bad\x00name.gkrmap.json")
    assert len(err.value.lines()) == 1 and "\\x00" in err.value.lines()[0]


# -- one line per problem -------------------------------------------------------------------


@pytest.mark.parametrize("zones", [{"5F": 2, "5F\n": 1}, {"5F\n": 1}, {"\u20285F": 1}])
def test_a_newline_in_a_key_stays_on_the_problems_line(zones):
    data = showdown_data()
    data["side"] = "fallout"
    data["zones"] = zones
    with pytest.raises(MapFileError) as err:
        loads_map(json.dumps(data), "n.gkrmap.json")
    lines = str(err.value).splitlines()
    assert lines == err.value.lines() and len(lines) == 1
    assert lines[0].startswith("n.gkrmap.json: /zones")
    assert "is not a hex label" in lines[0]


def test_a_trailing_newline_does_not_pass_for_a_hex_label():
    # JSON Schema patterns are ECMA-262: "$" ends the text (Python's also matched before "\n")
    data = showdown_data()
    data["starts"] = ["1B\n", "1J", "9B", "9J"]
    with pytest.raises(MapFileError) as err:
        loads_map(json.dumps(data), "s.gkrmap.json")
    assert err.value.lines() == [
        "s.gkrmap.json: /starts/0: '1B\\n' is not a hex label like 5F (row 1-9, then column A-K)"
    ]


def test_names_and_paths_print_on_one_line():
    assert one_line("a\r\nb\x1b[2J\u2029\ud800") == "a\\r\\nb\\x1b[2J\\u2029\\ud800"
    with pytest.raises(MapFileError) as caught:
        load_map("no\nsuch.gkrmap.json")
    assert caught.value.lines() == ["no\\nsuch.gkrmap.json: no such file"]


# -- numbers JSON does not have, fractions where whole numbers belong -----------------------


def standin_data() -> dict:
    return json.loads(catalog_path("standin").read_text(encoding="utf-8"))


def test_a_fractional_damage_is_refused_before_the_dice_see_it():
    data = standin_data()
    data["factions"][0]["primary"][0]["damage"] = 7.0
    with pytest.raises(CatalogError) as err:
        loads_catalog(json.dumps(data), "mine.catalog.json")
    assert err.value.lines() == [
        "mine.catalog.json: /factions/0/primary/0/damage: must be a whole number written"
        " without a decimal point or exponent, not 7.0"
    ]


@pytest.mark.parametrize("value", ["4.0", "4e0", "4.5"])
def test_a_fractional_player_count_is_refused(value):
    text = json.dumps(showdown_data()).replace('"players": 4', f'"players": {value}')
    with pytest.raises(MapFileError) as err:
        loads_map(text, "f.gkrmap.json")
    assert err.value.lines()[0].startswith("f.gkrmap.json: /players: must be a whole number")


@pytest.mark.parametrize(
    "token,message",
    [
        ("NaN", "NaN is not a JSON number"),
        ("Infinity", "Infinity is not a JSON number"),
        ("-Infinity", "-Infinity is not a JSON number"),
        ("1e400", "the number 1e400 is too large"),
    ],
)
def test_numbers_json_does_not_have_are_refused(token, message):
    text = json.dumps(showdown_data()).replace('"players": 4', f'"players": {token}')
    with pytest.raises(MapFileError) as err:
        loads_map(text, "x.gkrmap.json")
    assert err.value.lines() == [f"x.gkrmap.json: not valid JSON: {message}"]


def test_deep_nesting_is_refused_before_it_is_walked():
    text = json.dumps(showdown_data())[:-1] + ', "pad": ' + "[" * 500 + "]" * 500 + "}"
    with pytest.raises(MapFileError) as err:
        loads_map(text, "deep.gkrmap.json")
    assert err.value.lines() == [
        f"deep.gkrmap.json: JSON nested too deeply to be a map file (over {MAX_DEPTH} levels)"
    ]


# -- saves killed before their rename ----------------------------------------------------------

KILLED_SAVE = """
import os, sys
from engine import builtin_map_path, load_map, save_map
os.replace = lambda *a, **k: os._exit(9)   # killed between the write and the rename
save_map(load_map(builtin_map_path("plateau")), sys.argv[1])
"""


def test_a_save_killed_before_its_rename_leaves_nothing_after_the_next_save(tmp_path):
    target = tmp_path / "plateau.gkrmap.json"
    for _ in range(3):  # each killed save tidies the one before: they never pile up
        proc = subprocess.run(
            [sys.executable, "-c", KILLED_SAVE, str(target)],
            cwd=REPO,
            capture_output=True,
            timeout=120,
        )
        assert proc.returncode == 9
        leftovers = [p.name for p in tmp_path.iterdir()]
        assert len(leftovers) == 1 and leftover_name(leftovers[0])
    assert not target.exists()
    save_map(load_map(builtin_map_path("plateau")), target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["plateau.gkrmap.json"]
    assert load_map(target).name == "Plateau"


def test_only_our_dead_or_stale_temporaries_are_removed(tmp_path):
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    now = time.time()  # the files below are written after their writer started
    try:
        files = {
            f".a.gkrmap.json.{live.pid}-abcdefgh.tmp": now,  # a save under way
            f".a.gkrmap.json.{live.pid}-abcdefg1.tmp": now - 2 * STALE_SECONDS,  # stale
            ".a.gkrmap.json.abcdefgh.tmp": now,  # older naming, new
            ".a.gkrmap.json.abcdefg2.tmp": now - 2 * STALE_SECONDS,  # older naming, stale
            ".b.gkrmap.json.1-abcdefgh.tmp": now - 2 * STALE_SECONDS,  # another target
            "a.gkrmap.json.notes.tmp": now - 2 * STALE_SECONDS,  # not ours
            ".a.gkrmap.json.tmp": now - 2 * STALE_SECONDS,  # not ours
        }
        for name, mtime in files.items():
            (tmp_path / name).write_text("x")
            os.utime(tmp_path / name, (mtime, mtime))
        removed = remove_leftovers(tmp_path, lambda n: n == "a.gkrmap.json", now=now)
    finally:
        live.kill()
        live.wait()
    assert sorted(p.name for p in removed) == [
        f".a.gkrmap.json.{live.pid}-abcdefg1.tmp",
        ".a.gkrmap.json.abcdefg2.tmp",
    ]
    dead = live.pid  # the process has ended: its temporary file is a leftover now
    (tmp_path / f".a.gkrmap.json.{dead}-zzzzzzzz.tmp").write_text("x")
    removed = remove_leftovers(tmp_path, lambda n: n == "a.gkrmap.json", now=now)
    assert {p.name for p in removed} == {
        f".a.gkrmap.json.{dead}-abcdefgh.tmp",
        f".a.gkrmap.json.{dead}-zzzzzzzz.tmp",
    }
    assert (tmp_path / "a.gkrmap.json.notes.tmp").exists()
    assert (tmp_path / ".b.gkrmap.json.1-abcdefgh.tmp").exists()


def test_a_temporary_whose_process_id_was_reused_is_removed(tmp_path):
    """The id in the name now belongs to a process that started after the file was last
    written: not its writer, so the file is a leftover (before it is stale by age)."""
    written = time.time() - STALE_SECONDS / 10
    later = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        reused = tmp_path / f".a.gkrmap.json.{later.pid}-abcdefgh.tmp"
        reused.write_text("x")
        os.utime(reused, (written, written))
        own = tmp_path / f".a.gkrmap.json.{later.pid}-abcdefg1.tmp"  # written by it: kept
        own.write_text("x")
        removed = remove_leftovers(tmp_path, lambda n: True)
    finally:
        later.kill()
        later.wait()
    assert removed == [reused]
    assert own.exists()


def test_saving_names_its_temporary_file_after_the_process(tmp_path, monkeypatch):
    seen: list[str] = []
    real_replace = os.replace

    def spy(src, dst, *a, **k):
        seen.append(Path(src).name)
        return real_replace(src, dst, *a, **k)

    monkeypatch.setattr(os, "replace", spy)
    save_map(load_map(builtin_map_path("plateau")), tmp_path / "p.gkrmap.json")
    assert leftover_name(seen[0]) == ("p.gkrmap.json", os.getpid())


def test_a_write_tidies_other_outputs_leftovers_but_only_our_telling_names(tmp_path):
    """Killed writes of other files in the folder are tidied too, but a hidden file that
    merely looks like the first versions' names (``.config.settings.tmp``) is kept."""
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    other = tmp_path / f".board.png.{ended.pid}-abcdefgh.tmp"  # its writer is gone
    other.write_text("x")
    look_alike = tmp_path / ".config.settings.tmp"
    look_alike.write_text("x")
    old = time.time() - 2 * STALE_SECONDS
    os.utime(look_alike, (old, old))
    save_map(load_map(builtin_map_path("plateau")), tmp_path / "p.gkrmap.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == [".config.settings.tmp", "p.gkrmap.json"]


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(format="x" * 65_000),
        lambda d: d["buildings"][0].update(hex="Z" * 100_000),
        lambda d: d.update(side="fallout", zones={"Q" * 70_000: 1}),
        lambda d: d.update(starts=["y" * 70_000, "1A", "9B", "9J"]),
        lambda d: d.update(side="s" * 70_000),
        lambda d: d.update({"extra" + "k" * 70_000: 1}),
    ],
    ids=["format", "hex", "zone-key", "start", "side", "unknown-field"],
)
def test_a_huge_value_is_quoted_as_a_short_excerpt_with_its_length(change):
    """A 65–100 KB value made a refusal repeat it whole on one line; now a refusal quotes
    at most its first 60 characters, with an ellipsis and its length."""
    data = showdown_data()
    change(data)
    with pytest.raises(MapFileError) as err:
        loads_map(json.dumps(data), "huge.gkrmap.json")
    for line in err.value.lines():
        assert len(line) < 300, line[:300]
    assert any("…" in line and "characters)" in line for line in err.value.lines()), (
        err.value.lines()
    )
