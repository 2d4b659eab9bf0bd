"""Fuzzing the readers of untrusted files: map files, catalogs, autosaves and playtest
results files.

The contract (DESIGN.md, Reliability): whatever the file, the reader answers with a
value or with one line per problem naming the file; ``gkr-map`` exits 0 or 1 with those
lines on stderr and never a traceback; nothing on disk changes; a catalog that loads
plays a game; an autosave that is offered opens.

The suite runs a short fuzz (``GKR_FUZZ`` cases per test, 40 by default, as many as the
profile's examples when fewer: 25 in the fast tier); set ``GKR_FUZZ=10000`` for a long run.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from engine import builtin_map_path, load_map
from engine.core.errors import CatalogError, GkrError, MapFileError, one_line
from engine.game import new_game
from engine.game.catalog import Catalog
from engine.game.catalog_file import load_catalog
from engine.mapmodel.model import GameMap, draft_problems, validate_map
from engine.selfplay.games import play_game
from gkr_studio.autosave import SUFFIX as AUTOSAVE_SUFFIX
from gkr_studio.autosave import find_recoveries
from gkr_studio.cli import main
from tests.fuzz.strategies import (
    MAP_KEY,
    RESULTS_GAMES,
    RESULTS_SEED,
    autosave_files,
    catalog_files,
    colliding_catalogs,
    file_names,
    map_files,
    results_files,
)

CASES = int(os.environ.get("GKR_FUZZ", "0")) or min(40, settings.default.max_examples)
FUZZ = settings(
    max_examples=CASES,
    deadline=None,
    derandomize=False,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.filter_too_much,
    ],
)


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


DEAD_PID = _dead_pid()
PLAIN = "plain.gkrmap.json"


def snapshot(folder: Path) -> dict[str, tuple[str, int]]:
    out = {}
    for p in sorted(folder.rglob("*")):
        st_ = p.lstat()
        digest = hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "other"
        out[str(p)] = (digest, st_.st_mtime_ns)
    return out


def write(folder: Path, name: str, data: bytes) -> Path | None:
    """Write ``data`` as ``folder/name``; ``None`` when the system refuses the name."""
    path = folder / name
    try:
        path.write_bytes(data)
    except (OSError, ValueError):
        return None
    return path


def cli(*args: str) -> tuple[int, list[str], list[str]]:
    """``gkr-map`` in this process, with streams that encode like a real UTF-8 terminal
    (a lone surrogate would fail to print, as it would there)."""
    out_b, err_b = io.BytesIO(), io.BytesIO()
    out = io.TextIOWrapper(out_b, encoding="utf-8", errors="strict", newline="\n")
    err = io.TextIOWrapper(err_b, encoding="utf-8", errors="strict", newline="\n")
    with redirect_stdout(out), redirect_stderr(err):
        status = main(list(args))
        out.flush()
        err.flush()
    return (
        status,
        out_b.getvalue().decode("utf-8").splitlines(),
        err_b.getvalue().decode("utf-8").splitlines(),
    )


MAX_PROBLEM_CHARS = 1_000
"""The longest a refusal's line may be after the file's name: a bad value is quoted as a
short excerpt with its length (``engine.core.errors.excerpt``), never whole."""


def assert_problem_lines(lines: list[str] | tuple[str, ...], path: str) -> None:
    assert lines, "a refusal says why"
    prefix = one_line(path) + ": "
    for line in lines:
        assert line.startswith(prefix), (line, prefix)
        assert len(line) - len(prefix) <= MAX_PROBLEM_CHARS, (len(line), line[:300])
        assert line.splitlines() == [line], line  # one line: no break of any kind
        line.encode("utf-8")  # printable on a UTF-8 terminal


def has_lone_surrogate(data: bytes) -> bool:
    """Whether a file, decoded as JSON, holds a lone surrogate in some string (which then
    cannot be encoded as UTF-8)."""
    try:
        decoded = json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        return False  # refused before any string reaches a reader
    try:
        json.dumps(decoded, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def load_or_problems(path: Path) -> tuple[GameMap | None, list[str]]:
    try:
        return load_map(path), []
    except MapFileError as e:
        return None, e.lines()


@FUZZ
@given(data=map_files(), name=st.one_of(st.just(PLAIN), file_names(".gkrmap.json")))
def test_map_files_end_in_a_map_or_one_line_per_problem(data, name):
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = write(folder, name, data) or write(folder, PLAIN, data)
        assert path is not None
        before = snapshot(folder)
        game_map, problems = load_or_problems(path)
        if has_lone_surrogate(data):
            assert game_map is None  # no reader lets one through
        if game_map is None:
            assert_problem_lines(problems, str(path))
        else:
            assert validate_map(game_map) == []
        status, out, err = cli("validate", str(path))
        draft = game_map is not None and bool(draft_problems(game_map))
        assert status == (0 if game_map is not None and not draft else 1)
        if game_map is None:
            assert out == [] and err == problems
        elif draft:  # a draft reads, and validate fails it in a line on stderr
            assert out == [] and len(err) == 1 and ": a draft: " in err[0]
        else:
            assert err == [] and len(out) == 1
        status, out, err = cli("check", str(path))
        assert status in (0, 1)
        if game_map is None:
            assert status == 1 and out == [] and err == problems
        status, out, err = cli("check", "--json", str(path))
        assert status in (0, 1)
        if game_map is None:
            assert out == [] and err == problems
        status, out, err = cli("los", str(path), "1B", "9J")
        assert status in (0, 1)
        if game_map is None:
            assert out == [] and err == problems
        status, out, err = cli("check", str(folder), "--format", "sarif")
        assert status in (0, 1) and json.loads("\n".join(out))["version"] == "2.1.0"
        if path.name.startswith("."):  # hidden: a folder is searched without it
            assert status == 1 and err == [
                f"{one_line(str(folder))}: a folder without any"
                " *.gkrmap.json file (hidden ones are left out)"
            ]
        else:
            assert err == problems
        assert snapshot(folder) == before


@FUZZ
@given(
    names=st.lists(file_names(".gkrmap.json"), min_size=1, max_size=4, unique=True),
    data=st.lists(map_files(), min_size=1, max_size=4),
)
def test_a_pack_of_odd_names_gets_one_row_each(names, data):
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        written = [p for p in (write(folder, n, d) for n, d in zip(names, data * 4)) if p]
        before = snapshot(folder)
        for fmt in ("text", "github", "junit", "json"):
            status, out, err = cli("check", str(folder), "--format", fmt)
            assert status in (0, 1)
            for line in out + err:
                line.encode("utf-8")
            if fmt == "text":
                shown = [p for p in written if not p.name.startswith(".")]
                assert out[-1].startswith(f"{len(shown) or 1} map")
        assert snapshot(folder) == before


@FUZZ
@given(data=catalog_files(), seed=st.integers(0, 2**16))
def test_catalogs_load_and_play_or_end_in_one_line_per_problem(data, seed):
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = write(folder, "fuzz.catalog.json", data)
        assert path is not None
        before = snapshot(folder)
        try:
            catalog: Catalog | None = load_catalog(path)
        except CatalogError as e:
            catalog = None
            assert_problem_lines(e.lines(), str(path))
        if has_lone_surrogate(data):
            assert catalog is None
        assert snapshot(folder) == before
    if catalog is None:
        return
    # a catalog that loads plays: random legal actions for a while, no exception but ours
    rng = random.Random(seed)
    try:
        game = new_game(load_map(builtin_map_path("final-stand")), seed=seed, catalog=catalog)
    except GkrError:
        return
    for _ in range(300):
        if game.is_terminal():
            break
        game.apply_action(rng.choice(game.legal_actions()))


@FUZZ
@given(
    files=st.lists(autosave_files(DEAD_PID), min_size=1, max_size=3),
    names=st.lists(file_names(AUTOSAVE_SUFFIX), min_size=3, max_size=3, unique=True),
)
def test_autosaves_are_offered_only_when_they_open(files, names):
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        data_of = {
            str(p): d for p, d in ((write(folder, n, d), d) for n, d in zip(names, files)) if p
        }
        written = [Path(p) for p in data_of]
        before = snapshot(folder)
        found, problems = find_recoveries(folder)
        assert snapshot(folder) == before
        assert len(found) + len(
            {line.split(AUTOSAVE_SUFFIX + ": ")[0] for line in problems}
        ) <= len(written)
        for line in problems:
            assert any(line.startswith(one_line(str(p)) + ": ") for p in written), line
            assert line.splitlines() == [line]
            line.encode("utf-8")
        for rec in found:
            assert not has_lone_surrogate(data_of[str(rec.file)])
            rec.describe().encode("utf-8")
            unfinished = [p for p in validate_map(rec.map) if p.where != "/starts"]
            assert unfinished == []
            assert rec.path is None or isinstance(rec.path, str)


@FUZZ
@given(data=results_files())
def test_results_files_resume_or_end_in_one_line(data):
    """A hostile results file: the sweep resumes from it (and a second run gives the same
    numbers) or refuses it in one line naming the file, exit 1, the file untouched."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        map_path = folder / "m.gkrmap.json"
        shutil.copy(builtin_map_path("final-stand"), map_path)
        results = folder / "r.jsonl"
        key = json.dumps(str(map_path))[1:-1].encode()
        results.write_bytes(data.replace(MAP_KEY.encode(), key))
        before = results.read_bytes()
        args = (
            "playtest",
            str(map_path),
            "--games",
            str(RESULTS_GAMES),
            "--seed",
            str(RESULTS_SEED),
            "--bot",
            "random",
            "--workers",
            "1",
            "--results",
            str(results),
            "--json",
        )
        status, out, err = cli(*args)
        assert status in (0, 1)
        if status == 1:
            event("refused")
            assert out == [] and len(err) == 1, err
            assert err[0].startswith(f"gkr-map playtest: {one_line(str(results))}"), err
            assert results.read_bytes() == before
            return
        event("resumed")
        assert err == []
        assert json.loads("\n".join(out))["maps"][0]["games"] == RESULTS_GAMES
        assert cli(*args) == (0, out, [])  # every game now read back alike


@FUZZ
@given(case=colliding_catalogs(), seed=st.integers(0, 2**16))
def test_catalogs_with_colliding_ids_are_refused_or_play_the_full_bot(case, seed):
    """Ids that share a namespace (every card of the catalog; factions; paths) must differ:
    the catalog is refused naming both places; one that loads plays a full-bot game."""
    data, earlier, later = case
    with tempfile.TemporaryDirectory() as tmp:
        path = write(Path(tmp), "clash.catalog.json", data)
        assert path is not None
        try:
            catalog: Catalog | None = load_catalog(path)
        except CatalogError as e:
            catalog = None
            assert_problem_lines(e.lines(), str(path))
            if later is not None and earlier is not None:
                where = "/" + "/".join(str(p) for p in later) + "/id: "
                also = "(also /" + "/".join(str(p) for p in earlier)
                assert any(f": {where}" in line and also in line for line in e.lines()), e.lines()
    event("refused" if catalog is None else "loaded")
    if catalog is None:
        return
    assert later is None, "a clash in one namespace was let through"
    try:
        play_game(load_map(builtin_map_path("final-stand")), 0, seed, "full", catalog)
    except GkrError:
        pass  # a catalog this map cannot set up (refused in one line by the playtest)
