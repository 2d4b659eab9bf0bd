"""Many maps at once: the files and folders ``gkr-map check`` and ``validate`` are given,
each file's outcome, the pass/fail rule and the summary table.

A folder stands for every ``*.gkrmap.json`` under it (recursively, hidden files
and folders left out, in path order). Each file ends as a :class:`FileResult`:
the checks it passed and failed as :class:`Finding` values, each with the line
of the file it points at, so that every output format (text, JSON, JUnit XML,
SARIF, GitHub annotations) is written from the same values.

>>> r = FileResult("a.gkrmap.json", "A", (Finding("symmetry", False, "warning", "…"),))
>>> r.counts(), r.status(strict=False), r.status(strict=True)
((0, 1), 'warnings', 'failed')
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from engine.core import HexError, MapFileError, Problem, _, one_line
from engine.files import MAP_SUFFIX, MAX_FILE_BYTES, load_map, parse_json, read_text, value_lines
from engine.geometry import Hex
from engine.mapmodel import GameMap, draft_problems

FILE_CHECK = "map-file"
"""The id of the finding about the file itself: it cannot be read, or fails validation."""


@dataclass(frozen=True)
class Finding:
    """One check on one file: passed or failed, how much it matters, and where."""

    id: str
    ok: bool
    severity: str
    """``error``, ``warning`` or ``info``: what a failure of this check means."""
    message: str
    where: str = ""
    """A JSON pointer into the file, a ``line L, column C`` place, or ``""``."""
    line: int = 1
    hexes: tuple[str, ...] = ()

    def fails(self, strict: bool) -> bool:
        """Whether this finding fails the run (warnings only with ``--strict``)."""
        return not self.ok and (self.severity == "error" or strict and self.severity == "warning")

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "ok": self.ok,
            "severity": self.severity,
            "message": self.message,
            "where": self.where,
            "line": self.line,
            "hexes": list(self.hexes),
        }


@dataclass(frozen=True)
class FileResult:
    """What one file came to: its map's name (``None`` when it cannot be read) and its
    findings, passing ones included; ``report`` is the check's JSON object."""

    path: str
    map_name: str | None
    findings: tuple[Finding, ...]
    report: dict[str, Any] | None = None
    summary: str = ""
    """A few words on a valid map: ``4 players, standard side, 10 buildings``."""

    @property
    def readable(self) -> bool:
        return self.map_name is not None

    def problems(self) -> list[Finding]:
        """The failed findings."""
        return [f for f in self.findings if not f.ok]

    def counts(self) -> tuple[int, int]:
        """(errors, warnings) among the failed findings."""
        failed = self.problems()
        return (
            sum(f.severity == "error" for f in failed),
            sum(f.severity == "warning" for f in failed),
        )

    def passed(self, strict: bool) -> bool:
        return not any(f.fails(strict) for f in self.findings)

    def status(self, strict: bool) -> str:
        """``invalid`` (cannot be used as a map), ``failed``, ``warnings`` or ``ok``."""
        if not self.readable:
            return "invalid"
        if not self.passed(strict):
            return "failed"
        return "warnings" if self.counts()[1] else "ok"


# -- which files ----------------------------------------------------------------------------


def is_pack(paths: list[str]) -> bool:
    """Several paths or any folder: the command reports on a pack, with a summary table."""
    return len(paths) != 1 or os.path.isdir(paths[0])


def collect(paths: Iterable[str]) -> tuple[list[str], list[FileResult]]:
    """The map files the paths name, each once, in the order given (a folder's in path
    order), and a result for each folder that holds none."""
    files: list[str] = []
    empty: list[FileResult] = []
    seen: set[str] = set()

    def add(path: str) -> None:
        key = os.path.normcase(os.path.abspath(path))
        if key not in seen:
            seen.add(key)
            files.append(path)

    for path in paths:
        if not os.path.isdir(path):
            add(path)
            continue
        unreadable: list[OSError] = []
        found = sorted(_maps_under(path, unreadable.append))
        for e in unreadable:
            name = e.filename if isinstance(e.filename, str) else path
            empty.append(
                invalid(
                    name,
                    [
                        Problem(
                            "",
                            _("a folder that cannot be read ({reason})").format(
                                reason=e.strerror or e
                            ),
                        )
                    ],
                )
            )
        if not found and not unreadable:
            empty.append(
                invalid(
                    path,
                    [
                        Problem(
                            "",
                            _(
                                "a folder without any *{suffix} file (hidden ones are left out)"
                            ).format(suffix=MAP_SUFFIX),
                        )
                    ],
                )
            )
        for f in found:
            add(f)
    return files, empty


def _maps_under(folder: str, onerror: Callable[[OSError], object]) -> Iterable[str]:
    """The map files under ``folder``; symbolic links to folders are not followed."""
    for root, dirs, names in os.walk(folder, onerror=onerror):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in names:
            if name.endswith(MAP_SUFFIX) and not name.startswith("."):
                yield os.path.join(root, name)


# -- one file -------------------------------------------------------------------------------


def invalid(path: str, problems: Iterable[Problem], text: str | None = None) -> FileResult:
    """The result of a file that cannot be used as a map: a failed file finding per problem."""
    lines = _lines_of(text)
    return FileResult(
        path,
        None,
        tuple(
            Finding(FILE_CHECK, False, "error", p.message, p.where, _line(p.where, lines))
            for p in problems
        ),
    )


def load(path: str) -> tuple[GameMap | None, FileResult | None, dict[str, int], Any]:
    """The map of ``path``, or the result of a file that cannot be used; with the lines of
    the file's values and its decoded JSON (for pointing findings at their place)."""
    try:
        game_map = load_map(path)
    except MapFileError as e:
        text = _text(path) if any(p.where for p in e.problems) else None
        return None, invalid(path, e.problems, text), {}, None
    text = _text(path)
    try:
        data = (
            parse_json(text, path, MAX_FILE_BYTES, "map file", MapFileError)
            if text is not None
            else None
        )
    except MapFileError:  # changed since it was loaded: no places to point at
        text = data = None
    return game_map, None, _lines_of(text), data


def validate_one(path: str) -> FileResult:
    """``gkr-map validate`` on one file: its shape and meaning; a draft fails (an error)."""
    game_map, bad, lines, _data = load(path)
    if bad is not None:
        return bad
    assert game_map is not None
    summary = describe(game_map)
    findings = tuple(
        Finding(FILE_CHECK, False, "error", draft_text(p), p.where, _line(p.where, lines))
        for p in draft_problems(game_map)
    )
    return FileResult(
        path,
        game_map.name,
        findings or (Finding(FILE_CHECK, True, "error", "valid"),),
        summary=summary,
    )


def draft_text(problem: Problem) -> str:
    """What ``validate`` says of a draft (the ``players`` check says it in ``check``)."""
    return f"a draft: {problem.message}"


def check_one(path: str, analyse: Callable[[GameMap], Any]) -> FileResult:
    """``gkr-map check`` on one file: validity first, then every check of the analysis."""
    game_map, bad, lines, data = load(path)
    if bad is not None:
        return bad
    assert game_map is not None
    report = analyse(game_map)
    places = hex_places(data)
    findings = [Finding(FILE_CHECK, True, "error", "valid")]
    for c in report.checks:
        hexes = tuple(str(h) for h in c.hexes)
        where = next((places[h] for h in hexes if h in places), "")
        findings.append(
            Finding(c.id, c.ok, c.severity.value, c.message, where, _line(where, lines), hexes)
        )
    return FileResult(path, game_map.name, tuple(findings), report.to_json(), describe(game_map))


def describe(game_map: GameMap) -> str:
    return (
        f"{game_map.players} players, {game_map.side.value} side,"
        f" {len(game_map.buildings)} buildings"
    )


def hex_places(data: Any) -> dict[str, str]:
    """Each hex a map file names (buildings, starts, zones) → the JSON pointer naming it."""
    places: dict[str, str] = {}
    if not isinstance(data, dict):
        return places
    entries: list[tuple[Any, str]] = []
    for i, b in enumerate(data.get("buildings", [])):
        entries.append((b.get("hex") if isinstance(b, dict) else None, f"/buildings/{i}"))
    entries += [(s, f"/starts/{j}") for j, s in enumerate(data.get("starts", []))]
    zones = data.get("zones", {})
    if isinstance(zones, dict):
        entries += [(k, "/zones/" + k.replace("~", "~0").replace("/", "~1")) for k in zones]
    for label, where in entries:
        if isinstance(label, str):
            try:
                places.setdefault(str(Hex.parse(label)), where)
            except HexError:
                continue
    return places


def _text(path: str) -> str | None:
    """The text of a file that :func:`load_map` has just read (``None`` if it is gone)."""
    try:
        return read_text(path, MAX_FILE_BYTES, "map file", MapFileError).lstrip("\ufeff")
    except MapFileError:
        return None


def _lines_of(text: str | None) -> dict[str, int]:
    if text is None:
        return {}
    try:
        return value_lines(text)
    except (ValueError, IndexError):  # not JSON after all: no places to point at
        return {}


_LINE_COLUMN = re.compile(r"^line (\d+), column \d+$")


def _line(where: str, lines: dict[str, int]) -> int:
    """The line a place is on: a JSON pointer's value (or its nearest parent's), or the
    line of a ``line L, column C`` place; 1 when unknown."""
    m = _LINE_COLUMN.match(where)
    if m:
        return max(1, int(m.group(1)))
    at = where
    while at:
        if at in lines:
            return lines[at]
        at = at.rpartition("/")[0]
    return 1


# -- all files ------------------------------------------------------------------------------


def run_all(paths: list[str], one: Callable[[str], FileResult]) -> list[FileResult]:
    """Every file the paths name, through ``one``, then each folder without maps."""
    files, empty = collect(paths)
    return [one(f) for f in files] + empty


def exit_status(results: list[FileResult], strict: bool) -> int:
    return 0 if all(r.passed(strict) for r in results) else 1


def totals(results: list[FileResult], strict: bool) -> dict[str, int]:
    """How many files passed and failed, and the errors and warnings among them."""
    errors = sum(r.counts()[0] for r in results)
    warnings = sum(r.counts()[1] for r in results)
    passed = sum(r.passed(strict) for r in results)
    return {
        "files": len(results),
        "passed": passed,
        "failed": len(results) - passed,
        "invalid": sum(not r.readable for r in results),
        "errors": errors,
        "warnings": warnings,
    }


def summary_table(results: list[FileResult], strict: bool) -> list[str]:
    """One row per file (file, map, errors, warnings, result), then the totals."""
    rows = [("file", "map", "errors", "warnings", "result")]
    for r in results:
        errors, warnings = r.counts()
        rows.append(
            (
                one_line(r.path),
                one_line(r.map_name or "-"),
                str(errors),
                str(warnings),
                r.status(strict),
            )
        )
    widths = [max(len(row[k]) for row in rows) for k in range(5)]
    lines = [
        f"{f:<{widths[0]}}  {m:<{widths[1]}}  {e:>{widths[2]}}  {w:>{widths[3]}}  {s}"
        for f, m, e, w, s in rows
    ]
    t = totals(results, strict)
    maps = "map" if t["files"] == 1 else "maps"
    lines.append(
        f"{t['files']} {maps}: {t['passed']} passed, {t['failed']} failed"
        f" ({t['invalid']} invalid); {_count(t['errors'], 'error')},"
        f" {_count(t['warnings'], 'warning')}" + (" (--strict: warnings fail)" if strict else "")
    )
    return lines


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def finding_line(r: FileResult, f: Finding) -> str:
    """A failed finding as one line: ``FILE: WHERE: WHAT`` for the file itself (as every
    command prints a bad file), ``FILE:LINE: SEVERITY ID: MESSAGE`` for a check."""
    if f.id == FILE_CHECK:  # as the file's readers word it (a long key cut short)
        return one_line(f"{r.path}: {Problem(f.where, f.message)}")
    return one_line(f"{r.path}:{f.line}: {f.severity} {f.id}: {f.message}")
