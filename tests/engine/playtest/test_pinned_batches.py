"""Batches of every mode and design pinned byte for byte: ``gkr-map playtest --json`` and
the game files ``--save-games`` writes, for fixed seeds, compared with the files in
``golden/batches/`` (made from the code before the batch pipeline was brought together).
A change that moves a figure or a saved game of any mode fails here; fields may only be
added (a new field is a new key in the JSON, and the old keys keep their values).

``python -m tests.engine.playtest.test_pinned_batches --write`` writes the files again
(only for a change that is meant to change the games).
"""

from __future__ import annotations

import hashlib
import io
import json
import sys
import tempfile
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from gkr_studio.cli import main
from tests.conftest import MAPS

GOLDEN = Path(__file__).parent / "golden" / "batches"

CASES: dict[str, tuple[str, ...]] = {
    "standard-duplicate-final-stand": ("final-stand", "--games", "12", "--seed", "3"),
    "standard-independent-citadel": (
        "citadel",
        "--games",
        "9",
        "--seed",
        "4",
        "--design",
        "independent",
    ),
    "standard-duplicate-showdown": ("showdown", "--games", "8", "--seed", "5"),
    "advanced-duplicate-plateau": (
        "plateau",
        "--games",
        "6",
        "--seed",
        "6",
        "--pilots",
        "--achievements",
        "alternate",
    ),
    "solo-duplicate-three-walls": ("three-walls", "--mode", "solo", "--games", "6", "--seed", "7"),
    "solo-independent-final-stand": (
        "final-stand",
        "--mode",
        "solo",
        "--games",
        "6",
        "--seed",
        "8",
        "--design",
        "independent",
        "--extra-weapons",
        "2",
    ),
    "2v2-duplicate-showdown": ("showdown", "--mode", "2v2", "--games", "8", "--seed", "9"),
    "2v2-independent-crackshot-alley": (
        "crackshot-alley",
        "--mode",
        "2v2",
        "--games",
        "6",
        "--seed",
        "10",
        "--design",
        "independent",
    ),
    "shifting-duplicate-salvage-city": (
        "salvage-city",
        "--mode",
        "shifting",
        "--games",
        "8",
        "--seed",
        "11",
    ),
    "shifting-independent-showdown": (
        "showdown",
        "--mode",
        "shifting",
        "--games",
        "6",
        "--seed",
        "12",
        "--design",
        "independent",
    ),
    "restricted-duplicate-final-stand": (
        "final-stand",
        "--games",
        "8",
        "--seed",
        "13",
        "--restrict",
        "1F:tagging",
    ),
}
"""A name, then the map and the options of ``gkr-map playtest``: every mode and design."""

SLOW_CASES: dict[str, tuple[str, ...]] = {
    "standard-200-final-stand": ("final-stand", "--games", "200", "--seed", "1"),
    "until-verdict-final-stand": ("final-stand", "--until-verdict", "--seed", "1"),
    "until-verdict-2v2-showdown": ("showdown", "--mode", "2v2", "--until-verdict", "--seed", "1"),
}
"""Pinned runs of the long kind: the 200-game Final Stand batch, and batches to their
verdict."""


def play(name: str, args: tuple[str, ...], save: bool) -> dict[str, Any]:
    """The run's ``--json`` text and, with ``save``, each saved game file's name and
    SHA-256."""
    slug, *options = args
    out = io.StringIO()
    with tempfile.TemporaryDirectory() as folder:
        extra = ["--save-games", folder] if save else []
        with redirect_stdout(out):
            status = main(
                [
                    "playtest",
                    str(MAPS / f"{slug}.gkrmap.json"),
                    *options,
                    "--workers",
                    "1",
                    "--json",
                    *extra,
                ]
            )
        assert status == 0, name
        games = (
            {
                p.name: hashlib.sha256(p.read_bytes()).hexdigest()
                for p in sorted(Path(folder).iterdir())
            }
            if save
            else {}
        )
    return {"json": json.loads(out.getvalue()), "games": games}


def saves(name: str) -> bool:
    """Whether the case saves its games (restricted play has no saved games)."""
    return name in CASES and "--restrict" not in CASES[name]


def pinned(name: str) -> dict[str, Any]:
    return json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))


def assert_kept(found: Any, was: Any, where: str = "") -> None:
    """``found`` holds every key of ``was`` with the same value (it may have more)."""
    if isinstance(was, dict):
        assert isinstance(found, dict), where
        for key, value in was.items():
            assert key in found, f"{where}/{key} is gone"
            assert_kept(found[key], value, f"{where}/{key}")
    elif isinstance(was, list):
        assert isinstance(found, list) and len(found) == len(was), where
        for i, (a, b) in enumerate(zip(found, was)):
            assert_kept(a, b, f"{where}/{i}")
    else:
        assert found == was, f"{where}: {found!r}, pinned {was!r}"


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_pinned_batch_plays_the_same_games(name):
    found, was = play(name, CASES[name], save=saves(name)), pinned(name)
    assert found["games"] == was["games"]
    assert_kept(found["json"], was["json"])


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SLOW_CASES))
def test_a_pinned_long_batch_plays_the_same_games(name):
    found, was = play(name, SLOW_CASES[name], save=False), pinned(name)
    assert_kept(found["json"], was["json"])


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for case, args in {**CASES, **SLOW_CASES}.items():
        data = play(case, args, save=saves(case))
        (GOLDEN / f"{case}.json").write_text(
            json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        print("wrote", case)
