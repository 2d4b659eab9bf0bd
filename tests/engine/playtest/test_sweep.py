"""Balance sweeps over many maps: the same bytes on a local Dask cluster of 2 worker processes
as on the built-in pool, interrupted without losing finished games, resumed from the results
file, and bad results files refused with one line."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from engine.playtest.sweep import (
    ClusterError,
    ResultsFileError,
    SweepMap,
    record_from_json,
    run_sweep,
    task_key,
)
from tests.engine.game.helpers import the_map

MAPS = [
    SweepMap("final-stand", the_map("final-stand")),
    SweepMap("three-walls", the_map("three-walls")),
]


GOLDEN = Path(__file__).parent / "golden"


def _bytes(result) -> str:
    return json.dumps(result.to_json(), sort_keys=False)


def _printed(result) -> str:
    """The result as ``gkr-map playtest --json`` prints it."""
    return json.dumps(result.to_json(), indent=2, ensure_ascii=False) + "\n"


@pytest.mark.parametrize(
    "design, workers", [("duplicate", 1), ("duplicate", 2), ("independent", 1)]
)
def test_a_small_sweep_keeps_its_bytes(design, workers):
    """The JSON of a sweep of two maps, pinned: where and how the games run may change,
    what the sweep says may not. Ten games in whole deals: on two workers they run in
    worker processes."""
    result = run_sweep(MAPS, 4, 3, bot="random", design=design, workers=workers)
    assert _printed(result) == (GOLDEN / f"sweep-{design}.json").read_text()


def test_an_interrupted_sweep_keeps_its_bytes_and_its_results_file(tmp_path):
    results = tmp_path / "r.jsonl"

    def interrupt(done: int, total: int) -> None:
        if done == 5:
            raise KeyboardInterrupt

    result = run_sweep(MAPS, 4, 3, bot="random", results=results, progress=interrupt)
    assert _printed(result) == (GOLDEN / "sweep-interrupted.json").read_text()
    assert results.read_bytes() == (GOLDEN / "sweep-interrupted.results.jsonl").read_bytes()


@pytest.mark.slow
def test_a_local_dask_cluster_gives_the_same_bytes_as_the_built_in_pool():
    pytest.importorskip("distributed")
    pool = run_sweep(MAPS, 6, 4, bot="solo", workers=2)
    dask = run_sweep(MAPS, 6, 4, bot="solo", workers=2, scheduler="local")
    here = run_sweep(MAPS, 6, 4, bot="solo", workers=1)
    assert _bytes(pool) == _bytes(dask) == _bytes(here)
    assert [key for key, _ in dask.maps] == ["final-stand", "three-walls"]
    assert [r.games for _, r in dask.maps] == [6, 6]  # whole deals of 2 and of 3 games
    assert not dask.cancelled


def test_without_dask_the_scheduler_option_says_how_to_get_it(monkeypatch):
    real = importlib.import_module

    def no_dask(name: str, *args, **kwargs):
        if name == "distributed":
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(importlib, "import_module", no_dask)
    with pytest.raises(ClusterError, match=r"pip install 'gkr-studio\[cluster\]'"):
        run_sweep(MAPS, 2, 1, bot="random", scheduler="local")


def test_an_interrupted_sweep_keeps_its_games_and_the_next_run_plays_only_the_rest(tmp_path):
    results = tmp_path / "sweep.results.jsonl"
    whole = run_sweep(MAPS, 8, 2, bot="solo")
    seen: list[int] = []

    def interrupt(done: int, total: int) -> None:
        seen.append(done)
        if done == 5:
            raise KeyboardInterrupt

    first = run_sweep(MAPS, 8, 2, bot="solo", results=results, progress=interrupt)
    assert first.cancelled and seen[-1] == 5
    lines = results.read_text().splitlines()
    # the header, a line binding each map to its content, then the games
    assert len(lines) == 1 + 2 + 5 and json.loads(lines[0])["format"] == "gkr-playtest-results"
    assert sum(r.games for _, r in first.maps) == 5
    assert any(r.cancelled for _, r in first.maps)
    again = run_sweep(MAPS, 8, 2, bot="solo", results=results)
    assert again.resumed == 5 and not again.cancelled
    assert _bytes(again) == _bytes(whole)
    assert len(results.read_text().splitlines()) == 1 + 2 + sum(r.games for _, r in whole.maps)


def test_a_torn_last_line_is_left_out_and_cut_off_before_appending(tmp_path):
    results = tmp_path / "r.jsonl"
    run_sweep(MAPS[:1], 4, 1, bot="random", results=results)
    text = results.read_text()
    results.write_text(text[: len(text) - 30])  # killed in the middle of a line
    again = run_sweep(MAPS[:1], 4, 1, bot="random", results=results)
    assert again.resumed == 3
    for line in results.read_text().splitlines()[2:]:
        record_from_json(json.loads(line)["record"])  # every line whole again


@pytest.mark.parametrize(
    "content, message",
    [
        ("not json at all\n", "r.jsonl:1: not a playtest results file"),
        (
            '{"format": "gkr-playtest-results", "version": 2, "seed": 9, "bot": "random",'
            ' "design": "duplicate", "mode": "standard", "max_rounds": 30,'
            ' "catalog": {"name": "x", "sha256": "' + "0" * 64 + '"}}\n',
            "r.jsonl:1: made with seed 9, not 1",
        ),
    ],
)
def test_a_results_file_of_another_kind_is_refused_with_one_line(tmp_path, content, message):
    results = tmp_path / "r.jsonl"
    results.write_text(content)
    with pytest.raises(ResultsFileError, match=message) as e:
        run_sweep(MAPS[:1], 2, 1, bot="random", results=results)
    assert "\n" not in str(e.value)
    assert results.read_text() == content  # nothing changed on disk


def test_a_broken_game_line_in_the_middle_is_refused(tmp_path):
    results = tmp_path / "r.jsonl"
    run_sweep(MAPS[:1], 4, 1, bot="random", results=results)
    lines = results.read_text().splitlines()
    lines[2] = '{"map": "final-stand", "record": {"index": "x"}}'
    results.write_text("\n".join(lines) + "\n")
    with pytest.raises(ResultsFileError, match=r"r.jsonl:3: /record/factions: missing field"):
        run_sweep(MAPS[:1], 4, 1, bot="random", results=results)


def test_task_keys_name_the_map_deal_and_rotation():
    keys = {task_key("m", i, 3) for i in range(9)}
    assert len(keys) == 9 and "gkr-game|m|deal-2|rotation-0" in keys
