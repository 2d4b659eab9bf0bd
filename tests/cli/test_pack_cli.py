"""``gkr-map check`` and ``validate`` over a map pack: folders, the summary table, the
exit status, and each output format checked against its published format."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from jsonschema import Draft7Validator

from engine import Hex, MapFileError, dumps_map, load_map
from engine.analysis import CHECK_IDS
from gkr_studio.cli import main
from gkr_studio.cli.formats import artifact_uri
from tests.conftest import MAPS, REPO

DATA = Path(__file__).parent / "data"
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def run(capsys, *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def pack(tmp_path) -> Path:
    """A map pack: the seven maps in two folders, a boxed-in start (an error), a broken
    file, a hidden file and a hidden folder (both left out), and notes."""
    root = tmp_path / "pack"
    (root / "duels").mkdir(parents=True)
    (root / "brawls").mkdir()
    for p in sorted(MAPS.glob("*.gkrmap.json")):
        m = load_map(p)
        folder = root / ("duels" if m.players == 2 else "brawls")
        (folder / p.name).write_text(p.read_text(encoding="utf-8"), encoding="utf-8")
    boxed = load_map(MAPS / "showdown.gkrmap.json")
    for h in ("1A", "1C", "2B"):
        boxed = boxed.with_building(Hex.parse(h))
    (root / "boxed.gkrmap.json").write_text(dumps_map(boxed), encoding="utf-8")
    (root / "broken.gkrmap.json").write_text('{"format": "gkr-map", "version": 1,\n "x": ]}')
    (root / ".draft.gkrmap.json").write_text("{")
    (root / ".git").mkdir()
    (root / ".git" / "old.gkrmap.json").write_text("{")
    (root / "notes.txt").write_text("not a map")
    return root


def table_rows(out: str) -> dict[str, list[str]]:
    lines = out.splitlines()
    head = next(i for i, line in enumerate(lines) if line.split()[:2] == ["file", "map"])
    return {line.split()[0]: line.split() for line in lines[head + 1 : -1]}


# -- folders, table, exit status -----------------------------------------------------------


def test_a_folder_is_searched_recursively_and_summed_up(pack, capsys):
    status, out, err = run(capsys, "check", str(pack))
    assert status == 1
    rows = table_rows(out)
    names = [Path(p).name for p in rows]
    assert len(rows) == 9 and ".draft.gkrmap.json" not in names and "old.gkrmap.json" not in names
    assert list(rows) == sorted(rows)
    assert rows[str(pack / "boxed.gkrmap.json")][-1] == "failed"
    assert rows[str(pack / "broken.gkrmap.json")][-1] == "invalid"
    assert rows[str(pack / "brawls" / "salvage-city.gkrmap.json")][-3:] == ["0", "2", "warnings"]
    assert rows[str(pack / "duels" / "plateau.gkrmap.json")][-1] == "ok"
    assert out.splitlines()[-1].startswith("9 maps: 7 passed, 2 failed (1 invalid); ")
    assert err.splitlines() == [
        f"{pack / 'broken.gkrmap.json'}: line 2, column 7: not valid JSON: Expecting value"
    ]
    assert f"{pack / 'boxed.gkrmap.json'}:" in out and " error start-blocked: " in out


def test_warnings_pass_unless_strict(pack, capsys):
    salvage = str(pack / "brawls" / "salvage-city.gkrmap.json")
    assert run(capsys, "check", salvage)[0] == 0
    assert run(capsys, "check", salvage, "--strict")[0] == 1
    assert run(capsys, "check", str(pack / "duels"))[0] == 0
    assert run(capsys, "check", str(pack / "duels"), "--strict")[0] == 0
    status, out, _ = run(capsys, "check", str(pack / "brawls"), "--strict")
    assert status == 1 and "(--strict: warnings fail)" in out
    assert table_rows(out)[salvage][-1] == "failed"


def test_each_file_is_checked_once_and_empty_folders_say_so(pack, tmp_path, capsys):
    empty = tmp_path / "empty"
    empty.mkdir()
    plateau = str(pack / "duels" / "plateau.gkrmap.json")
    status, out, err = run(capsys, "validate", str(pack / "duels"), plateau, str(empty))
    assert status == 1
    assert list(table_rows(out)) == [
        str(pack / "duels" / "final-stand.gkrmap.json"),
        plateau,
        str(empty),
    ]
    assert err.splitlines() == [
        f"{empty}: a folder without any *.gkrmap.json file (hidden ones are left out)"
    ]


def test_validate_over_a_pack(pack, capsys):
    status, out, err = run(capsys, "validate", str(pack))
    assert status == 1  # the broken file; the boxed-in start is a valid file
    rows = table_rows(out)
    assert rows[str(pack / "boxed.gkrmap.json")][-1] == "ok"
    assert len(err.splitlines()) == 1


# -- JSON -----------------------------------------------------------------------------------


def test_json_over_a_pack_holds_every_map_and_its_report(pack, capsys):
    status, out, _ = run(capsys, "check", str(pack), "--format", "json")
    data = json.loads(out)
    assert status == 1 and data["ok"] is False and data["command"] == "check"
    assert data["summary"] == {
        "files": 9,
        "passed": 7,
        "failed": 2,
        "invalid": 1,
        "errors": sum(f["errors"] for f in data["files"]),
        "warnings": sum(f["warnings"] for f in data["files"]),
    }
    assert data["summary"]["errors"] >= 2  # the broken file, the boxed-in start
    by_file = {Path(f["file"]).name: f for f in data["files"]}
    assert by_file["broken.gkrmap.json"]["map"] is None
    assert by_file["broken.gkrmap.json"]["problems"][0]["line"] == 2
    salvage = by_file["salvage-city.gkrmap.json"]
    assert salvage["status"] == "warnings" and salvage["passed"] is True
    assert {p["id"] for p in salvage["problems"]} == {"alley-shots", "symmetry"}
    assert salvage["report"]["map"] == "Salvage City"
    assert [c["id"] for c in salvage["report"]["checks"]][:2] == ["players", "start-distance"]


def test_json_of_one_file_is_still_the_contract_object(capsys):
    status, out, _ = run(capsys, "check", str(MAPS / "showdown.gkrmap.json"), "--format", "json")
    assert status == 0 and set(json.loads(out)) == {"map", "checks", "metrics"}


# -- JUnit XML ------------------------------------------------------------------------------


def junit_schema():
    import xmlschema

    return xmlschema.XMLSchema(str(DATA / "junit.xsd"))


@pytest.mark.parametrize("strict", [False, True])
def test_junit_validates_against_the_junit_schema(pack, capsys, strict):
    args = ["check", str(pack), "--format", "junit"] + (["--strict"] if strict else [])
    status, out, _ = run(capsys, *args)
    assert status == 1
    junit_schema().validate(out)
    root = ET.fromstring(out)
    suites = {Path(s.get("name")).name: s for s in root.iter("testsuite")}
    assert len(suites) == 9
    salvage = suites["salvage-city.gkrmap.json"]
    cases = [c.get("name") for c in salvage.iter("testcase")]
    assert cases == ["map-file"] + [c for c in CHECK_IDS if c != "deploy-zone"]
    failed = {c.get("name") for c in salvage.iter("testcase") if c.find("failure") is not None}
    assert failed == ({"alley-shots", "symmetry"} if strict else set())
    assert salvage.get("failures") == str(len(failed))
    broken = suites["broken.gkrmap.json"]
    assert broken.get("tests") == "1" and broken.find("testcase/failure") is not None
    total = sum(int(s.get("failures")) for s in root.iter("testsuite"))
    assert root.get("failures") == str(total)
    assert root.get("tests") == str(sum(int(s.get("tests")) for s in root.iter("testsuite")))


def test_junit_of_validate_has_one_case_per_file(pack, capsys):
    status, out, _ = run(capsys, "validate", str(pack / "duels"), "--format", "junit")
    assert status == 0
    junit_schema().validate(out)
    root = ET.fromstring(out)
    assert [c.get("name") for c in root.iter("testcase")] == ["map-file", "map-file"]


# -- SARIF 2.1.0 ----------------------------------------------------------------------------


def sarif_log(out: str) -> dict:
    log = json.loads(out)
    schema = json.loads((DATA / "sarif-2.1.0.schema.json").read_text(encoding="utf-8"))
    Draft7Validator.check_schema(schema)
    errors = sorted(Draft7Validator(schema).iter_errors(log), key=str)
    assert not errors, errors[0]
    run_ = log["runs"][0]
    rules = run_["tool"]["driver"]["rules"]
    for result in run_["results"]:  # §3.27.6: ruleIndex is the rule's place in rules
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        for loc in result["locations"]:
            uri = loc["physicalLocation"]["artifactLocation"]["uri"]
            assert re.fullmatch(r"(file://)?[A-Za-z0-9\-._~!$&'()*+,;=:@/%]+", uri), uri
    return log


def test_sarif_validates_and_points_at_the_lines(pack, capsys):
    status, out, _ = run(capsys, "check", str(pack), "--format", "sarif")
    assert status == 1
    log = sarif_log(out)
    run_ = log["runs"][0]
    assert log["version"] == "2.1.0" and run_["tool"]["driver"]["name"] == "gkr-map"
    assert [r["id"] for r in run_["tool"]["driver"]["rules"]] == ["map-file", *CHECK_IDS]
    assert run_["invocations"][0]["exitCode"] == 1
    by_rule = {}
    for r in run_["results"]:
        by_rule.setdefault(r["ruleId"], []).append(r)
    alley = by_rule["alley-shots"][0]
    loc = alley["locations"][0]["physicalLocation"]
    path = pack / "brawls" / "salvage-city.gkrmap.json"
    assert loc["artifactLocation"]["uri"] == artifact_uri(str(path))
    lines = path.read_text(encoding="utf-8").splitlines()
    assert '"6E"' in lines[loc["region"]["startLine"] - 1]  # the building the alley runs by
    assert alley["level"] == "warning" and alley["properties"]["hexes"]
    broken = by_rule["map-file"][0]
    assert broken["level"] == "error"
    assert broken["locations"][0]["physicalLocation"]["region"]["startLine"] == 2
    assert {r["ruleId"] for r in by_rule["start-blocked"]} == {"start-blocked"}


def test_sarif_uris_are_relative_references(tmp_path, capsys, monkeypatch):
    odd = tmp_path / "my maps" / "50% #1, a:b.gkrmap.json"
    odd.parent.mkdir()
    odd.write_text((MAPS / "salvage-city.gkrmap.json").read_text(encoding="utf-8"))
    monkeypatch.chdir(tmp_path)
    status, out, _ = run(capsys, "check", "my maps", "--format", "sarif")
    log = sarif_log(out)
    uris = {
        loc["physicalLocation"]["artifactLocation"]["uri"]
        for r in log["runs"][0]["results"]
        for loc in r["locations"]
    }
    assert uris == {"my%20maps/50%25%20%231%2C%20a%3Ab.gkrmap.json"}


# -- GitHub workflow annotations -------------------------------------------------------------

ANNOTATION = re.compile(r"^::(error|warning|notice)(?: ([^:]*))?::(.*)$")


def unescape(text: str) -> str:
    return re.sub(
        r"%(25|0D|0A|3A|2C)",
        lambda m: {"25": "%", "0D": "\r", "0A": "\n", "3A": ":", "2C": ","}[m.group(1)],
        text,
    )


def annotations(out: str) -> list[tuple[str, dict[str, str], str]]:
    """The workflow commands of the output, parsed as the Actions runner reads them:
    ``::command key=value,key=value::message``, values and message escaped."""
    found = []
    for line in out.splitlines():
        if not line.startswith("::"):
            continue
        m = ANNOTATION.match(line)
        assert m, line
        props = {}
        for part in (m.group(2) or "").split(","):
            key, _, value = part.partition("=")
            assert key in ("file", "line", "endLine", "col", "endColumn", "title"), key
            assert not re.search(r"[:,\r\n]", value) and not re.search(r"%(?![0-9A-F]{2})", value)
            props[key] = unescape(value)
        assert "\n" not in m.group(3) and not re.search(r"%(?![0-9A-F]{2})", m.group(3))
        found.append((m.group(1), props, unescape(m.group(3))))
    return found


def test_github_annotations_follow_the_workflow_command_format(pack, tmp_path, capsys):
    odd = pack / "odd, 100%: name.gkrmap.json"
    odd.write_text((MAPS / "salvage-city.gkrmap.json").read_text(encoding="utf-8"))
    status, out, _ = run(capsys, "check", str(pack), "--format", "github")
    assert status == 1
    found = annotations(out)
    files = {props["file"] for _, props, _ in found}
    assert str(odd) in files
    levels = {(Path(props["file"]).name, props["title"]): level for level, props, _ in found}
    assert levels[("odd, 100%: name.gkrmap.json", "gkr-map check: alley-shots")] == "warning"
    assert levels[("broken.gkrmap.json", "gkr-map check: map-file")] == "error"
    assert levels[("boxed.gkrmap.json", "gkr-map check: start-blocked")] == "error"
    assert all(int(props["line"]) >= 1 for _, props, _ in found)
    assert out.splitlines()[-1].startswith("10 maps: ")


# -- untrusted files on the command line -------------------------------------------------------


def run_cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gkr_studio.cli", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@needs_fifo
@pytest.mark.parametrize(
    "command", [["validate"], ["check"], ["los", "--all"], ["check", "--format", "sarif"]]
)
def test_a_named_pipe_ends_in_one_line(tmp_path, command):
    pipe = tmp_path / "pipe.gkrmap.json"
    os.mkfifo(pipe)
    args = [command[0], str(pipe), *command[1:]]
    proc = run_cli(*args)  # a hang raises TimeoutExpired
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert proc.stderr.splitlines() == [
        f"{pipe}: is a named pipe (FIFO), not a map file; only regular files are read"
    ]


@needs_fifo
def test_a_named_pipe_in_a_pack_is_one_invalid_row(pack):
    os.mkfifo(pack / "duels" / "pipe.gkrmap.json")
    proc = run_cli("validate", str(pack / "duels"))
    assert proc.returncode == 1
    assert proc.stderr.splitlines() == [
        f"{pack / 'duels' / 'pipe.gkrmap.json'}: is a named"
        " pipe (FIFO), not a map file; only regular files are read"
    ]
    assert re.search(r"pipe\.gkrmap\.json +- +1 +0 +invalid$", proc.stdout, re.M)


def test_a_map_name_with_a_newline_stays_on_its_row(tmp_path, capsys):
    data = json.loads((MAPS / "plateau.gkrmap.json").read_text(encoding="utf-8"))
    data["name"] = "Two\nLines\u2028\x1b[31m"
    (tmp_path / "a.gkrmap.json").write_text(json.dumps(data))
    (tmp_path / "b.gkrmap.json").write_text(json.dumps(data))
    status, out, err = run(capsys, "check", str(tmp_path))
    assert status == 0 and err == ""
    assert len(out.splitlines()) == 4 and "Two\\nLines\\u2028\\x1b[31m" in out
    status, out, err = run(capsys, "check", str(tmp_path / "a.gkrmap.json"))
    assert out.splitlines()[0].startswith("Two\\nLines")
    status, out, err = run(capsys, "validate", str(tmp_path / "a.gkrmap.json"))
    assert len(out.splitlines()) == 1
    status, out, err = run(capsys, "check", str(tmp_path), "--format", "junit")
    junit_schema().validate(out)


def test_an_unreadable_folder_in_a_pack_is_reported(pack, capsys, monkeypatch):
    real_walk = os.walk
    locked = str(pack / "duels")

    def walk(top, onerror=None, **kwargs):  # root reads any folder: fail the listing itself
        for root, dirs, names in real_walk(top, onerror=onerror, **kwargs):
            if root == locked:
                onerror(PermissionError(13, "Permission denied", locked))
                dirs[:] = []
                continue
            yield root, dirs, names

    monkeypatch.setattr("gkr_studio.cli.pack.os.walk", walk)
    status, out, err = run(capsys, "validate", str(pack))
    assert status == 1
    assert f"{locked}: a folder that cannot be read (Permission denied)" in err.splitlines()
    assert not any("/duels/" in row for row in table_rows(out))


@pytest.mark.parametrize("fmt", ["text", "json", "github", "junit", "sarif"])
def test_a_file_name_that_is_not_utf8_prints_in_every_format(tmp_path, fmt):
    """A map whose file name's bytes are not UTF-8 (Python holds it with a lone surrogate)
    is checked like any other: every format prints it as its escape, and the JSON decodes
    back to the very name (it once ended in a UnicodeEncodeError traceback)."""
    name = os.fsdecode(b"\x80odd.gkrmap.json")
    (tmp_path / name).write_bytes((MAPS / "salvage-city.gkrmap.json").read_bytes())
    done = subprocess.run(
        [sys.executable, "-m", "gkr_studio.cli", "check", str(tmp_path), "--format", fmt],
        capture_output=True,
        cwd=REPO,
        env={**os.environ, "PYTHONIOENCODING": "utf-8:strict", "PYTHONPATH": str(REPO)},
    )
    assert done.returncode == 0, done.stderr.decode()
    out = done.stdout.decode("utf-8")
    assert "Traceback" not in done.stderr.decode("utf-8")
    if fmt == "sarif":  # a URI: the file name's own bytes, percent-encoded
        assert "%80odd.gkrmap.json" in out
    else:
        assert "\\udc80odd.gkrmap.json" in out
    if fmt == "json":
        assert name in json.dumps(json.loads(out), ensure_ascii=False)


TERMINAL_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")
"""What a terminal or a CI log reads as a command: controls (ESC, BEL, CSI…) and the line
and paragraph separators; a newline may only end a line."""


@pytest.mark.parametrize("fmt", ["text", "github", "json", "sarif", "junit"])
def test_names_with_terminal_escapes_reach_no_output_raw(tmp_path, capsys, fmt):
    """A file named with an OSC "set title" sequence and a "clear screen" one, and a map
    named with a C1 escape: every format a terminal or a CI log shows escapes them, as the
    text format does (--format github wrote the file name as it was)."""
    data = json.loads((MAPS / "salvage-city.gkrmap.json").read_text(encoding="utf-8"))
    data["name"] = "Salvage\x9b2J City"
    odd = tmp_path / "set\x1b]0;owned\x07title\x1b[2J.gkrmap.json"
    odd.write_text(json.dumps(data), encoding="utf-8")
    status, out, err = run(capsys, "check", str(tmp_path), "--format", fmt)
    assert status in (0, 1) and not TERMINAL_CONTROLS.search(out + err), (out + err)[:400]
    if fmt == "github":
        assert {props["file"] for _, props, _ in annotations(out)} == {
            str(tmp_path / "set\\x1b]0;owned\\x07title\\x1b[2J.gkrmap.json")
        }
    if fmt == "json":  # the names read back whole
        (one,) = json.loads(out)["files"]
        assert (one["file"], one["report"]["map"]) == (str(odd), "Salvage\x9b2J City")


def test_a_long_key_is_cut_alike_in_a_packs_line_and_the_readers(tmp_path, capsys):
    """A refused file of a pack is the same line as its reader's refusal, a 70,000-character
    key cut short in both (the pack's line repeated the key whole)."""
    data = json.loads((MAPS / "three-walls.gkrmap.json").read_text(encoding="utf-8"))
    data["buildings"][0] = {"Q" * 70_000: ["\ud800"]}
    path = tmp_path / "long.gkrmap.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(MapFileError) as refused:
        load_map(path)
    for args in ((str(path),), (str(tmp_path),), (str(tmp_path), "--format", "sarif")):
        status, _out, err = run(capsys, "check", *args)
        assert status == 1 and err.splitlines() == refused.value.lines()
        assert all(len(line) < 400 for line in err.splitlines())
