"""What the shared JSON reading layer refuses in every kind of file: strings holding a lone
surrogate, a second byte order mark, a size over the limit (said to the byte); and a hex
locked twice under two spellings."""

from __future__ import annotations

import json
import time

import pytest

from engine import builtin_map_path, load_map, loads_map, save_map
from engine.core.errors import CatalogError, MapFileError
from engine.files.mapfile import MAX_FILE_BYTES
from engine.game.catalog_file import load_catalog
from engine.mapmodel.model import validate_map
from engine.playtest.sweep import ResultsFileError, SweepMap, run_sweep
from gkr_studio.autosave import SUFFIX as AUTOSAVE_SUFFIX
from gkr_studio.autosave import find_recoveries
from tests.catalog_files import STANDIN

SHOWDOWN = builtin_map_path("showdown")
LONE_SURROGATE = (
    "holds a lone surrogate (an escape from \\ud800 to \\udfff without its pair),"
    " which is not a character: write the character itself"
)


def showdown_data() -> dict:
    return json.loads(SHOWDOWN.read_text(encoding="utf-8"))


@pytest.mark.parametrize("field", ["name", "author", "description"])
def test_a_lone_surrogate_in_a_map_text_is_refused_with_its_field(tmp_path, field):
    data = showdown_data()
    data[field] = "Show\ud800down"
    path = tmp_path / "s.gkrmap.json"
    path.write_text(json.dumps(data), encoding="ascii")  # the escape "\ud800", as a file has it
    with pytest.raises(MapFileError) as e:
        load_map(path)
    assert e.value.lines() == [f"{path}: /{field}: {LONE_SURROGATE}"]
    "\n".join(e.value.lines()).encode("utf-8")


def test_a_surrogate_pair_is_one_character_and_reads():
    data = showdown_data()
    data["name"] = "Show \U0001f5fa"
    assert loads_map(json.dumps(data)).name == "Show \U0001f5fa"


def test_a_lone_surrogate_in_a_key_is_refused_and_the_line_prints(tmp_path):
    text = SHOWDOWN.read_text(encoding="utf-8").replace('"name"', '"\\udfffname"', 1)
    with pytest.raises(MapFileError) as e:
        loads_map(text, "k.gkrmap.json")
    assert e.value.lines() == [f"k.gkrmap.json: /\\udfffname: {LONE_SURROGATE}"]


def test_a_map_built_with_a_lone_surrogate_is_not_saved(tmp_path):
    m = load_map(SHOWDOWN).with_info(author="a\udc80b")
    assert [str(p) for p in validate_map(m)] == [f"/author: {LONE_SURROGATE}"]
    target = tmp_path / "out.gkrmap.json"
    with pytest.raises(MapFileError):
        save_map(m, target)
    assert list(tmp_path.iterdir()) == []


def test_a_lone_surrogate_in_a_catalog_faction_name_is_refused(tmp_path):
    data = json.loads(STANDIN.read_text(encoding="utf-8"))
    data["factions"][1]["name"] = "\ud800"
    path = tmp_path / "s.catalog.json"
    path.write_text(json.dumps(data), encoding="ascii")
    with pytest.raises(CatalogError) as e:
        load_catalog(path)
    assert e.value.lines() == [f"{path}: /factions/1/name: {LONE_SURROGATE}"]


def test_an_autosave_with_a_lone_surrogate_is_not_offered(tmp_path):
    data = {
        "format": "gkr-studio-autosave",
        "version": 1,
        "pid": 2**31,
        "path": None,
        "saved_at": time.time(),
        "map": showdown_data(),
    }
    data["map"]["name"] = "x\ud800"
    file = tmp_path / f"a{AUTOSAVE_SUFFIX}"
    file.write_text(json.dumps(data), encoding="ascii")
    found, problems = find_recoveries(tmp_path)
    assert found == []
    assert problems == [f"{file}: /map/name: {LONE_SURROGATE}"]


def test_a_results_file_line_with_a_lone_surrogate_is_refused_with_its_line(tmp_path):
    """A game line (line 3: the header, then the map's binding) whose text holds a lone
    surrogate is refused with its line, in a message that prints."""
    maps = [SweepMap("final-stand", load_map(builtin_map_path("final-stand")))]
    results = tmp_path / "r.jsonl"
    run_sweep(maps, 2, 1, bot="random", results=results)
    lines = results.read_text().splitlines()
    entry = json.loads(lines[2])
    entry["record"]["win_type"] = "score\ud800"
    lines[2] = json.dumps(entry)
    results.write_text("\n".join(lines) + "\n")
    with pytest.raises(ResultsFileError) as e:
        run_sweep(maps, 2, 1, bot="random", results=results)
    assert str(e.value).startswith(f"{results}:3: /record/win_type: ")
    str(e.value).encode("utf-8")  # no lone surrogate in the message itself


def test_a_second_byte_order_mark_is_refused(tmp_path):
    path = tmp_path / "bom.gkrmap.json"
    path.write_bytes(b"\xef\xbb\xbf" * 2 + SHOWDOWN.read_bytes())
    with pytest.raises(MapFileError) as e:
        load_map(path)
    assert e.value.lines() == [
        f"{path}: starts with two byte order marks (U+FEFF); a file may start with one at most"
    ]
    path.write_bytes(b"\xef\xbb\xbf" + SHOWDOWN.read_bytes())
    assert load_map(path).name == "Showdown"


def test_a_file_one_byte_too_large_says_both_sizes_to_the_byte(tmp_path):
    path = tmp_path / "big.gkrmap.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(MapFileError) as e:
        load_map(path)
    assert e.value.lines() == [
        f"{path}: file is 1,000,001 bytes; a map file is at most"
        " 1,000,000 bytes, so this is not one"
    ]


@pytest.mark.parametrize("spelling", ["1b", "b1", "B1"])
def test_a_hex_locked_twice_in_any_spelling_is_refused(spelling):
    data = showdown_data()
    assert data["starts"][0] == "1B"
    data["locked"] = ["1B", spelling]
    with pytest.raises(MapFileError) as e:
        loads_map(json.dumps(data), "x.gkrmap.json")
    assert e.value.lines() == [
        'x.gkrmap.json: /locked/1: 1B is locked twice (also /locked/0 as "1B"); keep one'
    ]


def test_a_map_of_one_lock_per_hex_still_reads():
    data = showdown_data()
    data["locked"] = [data["starts"][0].lower()]
    assert len(loads_map(json.dumps(data)).locked) == 1


def test_playtest_refuses_a_catalog_with_a_lone_surrogate_before_any_game(tmp_path, capsys):
    from gkr_studio.cli import main

    data = json.loads(STANDIN.read_text(encoding="utf-8"))
    data["factions"][0]["name"] = "Slag\udfff"
    path = tmp_path / "s.catalog.json"
    path.write_text(json.dumps(data), encoding="ascii")
    status = main(
        [
            "playtest",
            str(builtin_map_path("final-stand")),
            "--games",
            "2",
            "--workers",
            "1",
            "--bot",
            "random",
            "--catalog",
            str(path),
            "--json",
        ]
    )
    out, err = capsys.readouterr()
    assert status == 1 and out == ""
    assert err.splitlines() == [f"{path}: /factions/0/name: {LONE_SURROGATE}"]
