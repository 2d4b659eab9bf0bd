"""Shared by the benchmarks that put engines side by side: a commit's tree, and a script
run with one tree's engine in a fresh interpreter.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def extract(commit: str, dest: Path) -> Path:
    """The tree of ``commit`` in ``dest`` (data files included), by ``git archive``."""
    dest.mkdir(parents=True)
    archive = subprocess.run(
        ["git", "-C", str(REPO), "archive", commit], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
    return dest


def run_in_tree(tree: Path, name: str, code: str, argv: list[str]) -> dict[str, object]:
    """Run ``code`` as the script ``name`` inside ``tree`` with ``tree`` first on the import
    path, and return the JSON object its last line of output prints. Exits with the end of
    its error output when it fails."""
    script = tree / name
    script.write_text(code, encoding="utf-8")
    try:
        proc = subprocess.run(
            [sys.executable, str(script), *argv],
            capture_output=True,
            text=True,
            cwd=tree,
            env={**os.environ, "PYTHONPATH": str(tree)},
            timeout=3600,
        )
    finally:
        script.unlink()
    if proc.returncode != 0:
        raise SystemExit(f"{tree}: the games failed:\n{proc.stderr[-3000:]}")
    found: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    return found
