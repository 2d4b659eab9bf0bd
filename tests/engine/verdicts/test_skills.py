"""Verdicts at two skill levels agree when both are clear, the same word and, for an edge,
favour the same seat."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.files.mapfile import load_map
from engine.files.resources import builtin_map_path
from engine.playtest import PlaytestResult, run_playtest
from engine.verdicts.skills import SkillVerdicts


@pytest.fixture(scope="module")
def batch() -> PlaytestResult:
    return run_playtest(load_map(builtin_map_path("final-stand")), 2, seed=1, bot="random")


def judged(r: PlaytestResult, verdict: str, named: int | None = None) -> PlaytestResult:
    return replace(r, verdict=verdict, named=named)


@pytest.mark.parametrize(
    "first, second, agree",
    [
        (("fair",), ("fair",), True),
        (("edge", 0), ("edge", 0), True),
        (("edge", 0), ("edge", 1), False),
        (("fair",), ("edge", 1), False),
        (("unclear",), ("unclear",), False),
        (("fair",), ("unclear",), False),
    ],
)
def test_verdicts_agree_when_clear_alike_and_favouring_the_same_seat(batch, first, second, agree):
    both = SkillVerdicts((judged(batch, *first), judged(batch, *second)))
    assert both.agree is agree
    assert both.to_json()["agree"] is agree
    assert [s["verdict"] for s in both.to_json()["skills"]] == [first[0], second[0]]
