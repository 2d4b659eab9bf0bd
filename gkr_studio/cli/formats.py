"""The machine-readable outputs of ``gkr-map check`` and ``validate`` over many maps:
JSON, JUnit XML (test reporters), SARIF 2.1.0 (code-scanning tools) and GitHub
workflow annotations. Each is written from the same :class:`FileResult` values.

>>> escape_property("maps/a,b:c.json")
'maps/a%2Cb%3Ac.json'
>>> escape_data("50% off\\nnow")
'50%25 off%0Anow'
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET
from itertools import groupby
from typing import Any
from urllib.parse import quote

from engine.analysis import CHECK_IDS, spec_of
from engine.core import _, json_for_terminal, one_line
from gkr_studio import __version__
from gkr_studio.cli.common import print_json
from gkr_studio.cli.pack import (
    FILE_CHECK,
    FileResult,
    Finding,
    exit_status,
    finding_line,
    summary_table,
    totals,
)

FORMATS = ("text", "json", "junit", "sarif", "github")

FILE_HELP = (
    "The file is a valid map file: JSON, the map schema, and the meaning of a"
    " map (hexes on the board, nothing twice on one hex, one start per player)."
)
"""What the ``map-file`` rule asks (the checks' own texts are their specs' summaries)."""

SARIF_SCHEMA = (
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
)


def rule_ids(command: str) -> list[str]:
    """The rules a command reports on, in report order."""
    return [FILE_CHECK] + (list(CHECK_IDS) if command == "check" else [])


def _help(rule: str) -> str:
    return FILE_HELP if rule == FILE_CHECK else spec_of(rule).summary


# -- JSON -----------------------------------------------------------------------------------


def to_json(results: list[FileResult], command: str, strict: bool) -> dict[str, Any]:
    """``{"command", "strict", "ok", "summary", "files": [...]}``; each file has ``file``,
    ``map``, ``status``, ``passed``, ``errors``, ``warnings``, ``problems`` (the failed
    findings) and, for ``check``, ``report`` (the single-map JSON object)."""
    files = []
    for r in results:
        errors, warnings = r.counts()
        entry: dict[str, Any] = {
            "file": r.path,
            "map": r.map_name,
            "status": r.status(strict),
            "passed": r.passed(strict),
            "errors": errors,
            "warnings": warnings,
            "problems": [f.to_json() for f in r.problems()],
        }
        if command == "check":
            entry["report"] = r.report
        files.append(entry)
    t = totals(results, strict)
    return {
        "command": command,
        "strict": strict,
        "ok": t["failed"] == 0,
        "summary": t,
        "files": files,
    }


# -- JUnit XML ------------------------------------------------------------------------------

_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_text(text: str) -> str:
    """Text that XML 1.0 can hold: one line, and no character XML forbids."""
    return _NOT_XML.sub(lambda m: f"\\u{ord(m.group()):04x}", one_line(text))


def junit(results: list[FileResult], command: str, strict: bool) -> str:
    """JUnit XML: a ``testsuite`` per file, a ``testcase`` per check.

    A check whose failure fails the run (an error; a warning with ``--strict``) is a
    ``failure``; a warning that does not is a passing test case that says so in its
    ``system-out``. Only the attributes every common reader accepts are written (the
    strictest, Jenkins' schema, has no ``file`` or ``line`` on a test case): the place
    is in the failure's text, ``FILE:LINE``.
    """
    all_cases = all_failures = 0
    root = ET.Element("testsuites", name=f"gkr-map {command}")
    for r in results:
        suite = ET.SubElement(root, "testsuite", name=xml_text(r.path))
        cases = failures = 0
        for rule, group in groupby(r.findings, key=lambda f: f.id):
            findings = list(group)
            cases += 1
            case = ET.SubElement(
                suite, "testcase", name=rule, classname=xml_text(r.map_name or r.path)
            )
            failing = [f for f in findings if f.fails(strict)]
            other = [f for f in findings if not f.ok and not f.fails(strict)]
            if failing:
                failures += 1
                failure = ET.SubElement(
                    case, "failure", type=failing[0].severity, message=xml_text(failing[0].message)
                )
                failure.text = "\n".join(xml_text(_place(r, f)) for f in failing)
            if other:
                out = ET.SubElement(case, "system-out")
                out.text = "\n".join(xml_text(_place(r, f)) for f in other)
        suite.set("tests", str(cases))
        suite.set("failures", str(failures))
        suite.set("errors", "0")
        suite.set("skipped", "0")
        all_cases += cases
        all_failures += failures
    root.set("tests", str(all_cases))
    root.set("failures", str(all_failures))
    root.set("errors", "0")
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def _place(r: FileResult, f: Finding) -> str:
    where = f" ({f.where})" if f.where else ""
    return f"{r.path}:{f.line}{where}: {f.severity} {f.id}: {f.message}"


# -- SARIF 2.1.0 ----------------------------------------------------------------------------


def artifact_uri(path: str) -> str:
    """A path as a SARIF ``artifactLocation.uri``: a relative reference with ``/``
    (what code-scanning tools resolve against the repository), or a ``file:`` URI.

    >>> artifact_uri("maps/my map.gkrmap.json")
    'maps/my%20map.gkrmap.json'
    """
    if os.path.isabs(path):
        return "file://" + quote(os.fsencode(os.path.normpath(path)).replace(b"\\", b"/"))
    norm = os.path.normpath(path).replace(os.sep, "/")
    return quote(os.fsencode(norm), safe="/")


_LEVELS = {"error": "error", "warning": "warning", "info": "note"}


def sarif(results: list[FileResult], command: str, strict: bool, exit_code: int) -> str:
    """A SARIF 2.1.0 log: one run of ``gkr-map``, a rule per check, a result per failed
    finding (level from its severity) located at the line it points at."""
    rules = rule_ids(command)
    index = {rule: i for i, rule in enumerate(rules)}
    sarif_results = []
    for r in results:
        uri = artifact_uri(r.path)
        for f in r.problems():
            result: dict[str, Any] = {
                "ruleId": f.id,
                "level": _LEVELS.get(f.severity, "warning"),
                "message": {"text": one_line(f.message)},
                "locations": [
                    {
                        "physicalLocation": {
                            "artifactLocation": {"uri": uri},
                            "region": {"startLine": f.line},
                        }
                    }
                ],
            }
            if f.id in index:
                result["ruleIndex"] = index[f.id]
            props: dict[str, Any] = {}
            if f.where:
                props["where"] = one_line(f.where)
            if f.hexes:
                props["hexes"] = list(f.hexes)
            if props:
                result["properties"] = props
            sarif_results.append(result)
    log = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "gkr-map",
                        "version": __version__,
                        "rules": [
                            {"id": rule, "shortDescription": {"text": _help(rule)}}
                            for rule in rules
                        ],
                    }
                },
                "invocations": [
                    {
                        "executionSuccessful": True,
                        "exitCode": exit_code,
                        "commandLine": f"gkr-map {command}" + (" --strict" if strict else ""),
                    }
                ],
                "columnKind": "unicodeCodePoints",
                "results": sarif_results,
            }
        ],
    }
    return json_for_terminal(log) + "\n"


# -- GitHub workflow annotations ------------------------------------------------------------


def escape_data(text: str) -> str:
    """A workflow command's message, escaped as the Actions toolkit does."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """A workflow command's property value (``file=``, ``title=``), escaped likewise."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


_COMMANDS = {"error": "error", "warning": "warning", "info": "notice"}


def github(results: list[FileResult], command: str, strict: bool) -> str:
    """A workflow command per failed finding (``::error file=…,line=…,title=…::message``),
    then the summary table as plain log lines."""
    lines = []
    for r in results:
        for f in r.problems():
            props = ",".join(
                f"{k}={escape_property(one_line(v))}"
                for k, v in (
                    ("file", r.path),
                    ("line", str(f.line)),
                    ("title", f"gkr-map {command}: {f.id}"),
                )
            )
            where = f"{f.where}: " if f.where and f.id == FILE_CHECK else ""
            lines.append(
                f"::{_COMMANDS.get(f.severity, 'warning')} {props}::"
                + escape_data(one_line(where + f.message))
            )
    lines += summary_table(results, strict)
    return "\n".join(lines) + "\n"


# -- writing --------------------------------------------------------------------------------


def add_options(p: argparse.ArgumentParser) -> None:
    """``--format`` and ``--strict``, shared by ``check`` and ``validate``."""
    p.add_argument(
        "--format",
        choices=FORMATS,
        default="text",
        help=_(
            "text (default: a summary table over many maps), json, junit (JUnit"
            " XML for test reporters), sarif (SARIF 2.1.0 for code scanning) or"
            " github (workflow annotations)"
        ),
    )
    p.add_argument("--strict", action="store_true", help=_("warnings fail too (exit status 1)"))


def write(results: list[FileResult], command: str, fmt: str, strict: bool) -> int:
    """Print the results in ``fmt`` on stdout, each problem of a file that cannot be used
    as one line on stderr; returns the exit status (1 when any file fails)."""
    status = exit_status(results, strict)
    for r in results:
        if not r.readable:
            for f in r.problems():
                print(finding_line(r, f), file=sys.stderr)
    if fmt == "text":
        for r in results:
            if r.readable:
                for f in r.problems():
                    print(finding_line(r, f))
        print("\n".join(summary_table(results, strict)))
    elif fmt == "json":
        print_json(to_json(results, command, strict))
    elif fmt == "junit":
        sys.stdout.write(junit(results, command, strict))
    elif fmt == "sarif":
        sys.stdout.write(sarif(results, command, strict, status))
    else:
        sys.stdout.write(github(results, command, strict))
    return status
