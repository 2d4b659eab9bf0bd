"""The command line the Balance dock and the Balance Playtest dialog show beside a batch's
settings (:mod:`gkr_studio.batch_command`): ``gkr-map playtest`` reads it back as the same
settings, defaults left out."""

from __future__ import annotations

import shlex

import pytest

from engine.playtest import BatchSettings
from gkr_studio.batch_command import batch_command, batch_options
from gkr_studio.cli import build_parser


def test_the_command_names_the_map_and_the_options_that_differ_from_the_defaults():
    assert (
        batch_command(BatchSettings(seed=1, until_verdict=True), "final-stand.gkrmap.json")
        == "gkr-map playtest final-stand.gkrmap.json --until-verdict --seed 1"
    )
    assert batch_options(BatchSettings(games=200, seed=3, bot="random")) == [
        "--games",
        "200",
        "--seed",
        "3",
        "--bot",
        "random",
    ]
    assert batch_command(BatchSettings()) == "gkr-map playtest MAP.gkrmap.json --seed 0"
    assert (
        batch_command(BatchSettings(seed=2), "my map.gkrmap.json")
        == "gkr-map playtest 'my map.gkrmap.json' --seed 2"
    )


@pytest.mark.parametrize(
    "settings",
    [
        BatchSettings(),
        BatchSettings(games=200, seed=3, bot="random"),
        BatchSettings(
            seed=7, design="independent", until_verdict=True, margin=0.04, fair_within=0.015
        ),
        BatchSettings(games=5000, seed=1, until_verdict=True, margin=0.1),
    ],
)
def test_gkr_map_playtest_reads_the_command_back_as_the_same_settings(settings):
    words = shlex.split(batch_command(settings, "m.gkrmap.json"))
    assert words[:2] == ["gkr-map", "playtest"]
    args = build_parser().parse_args(words[1:])
    assert args.files == ["m.gkrmap.json"]
    read = BatchSettings(
        games=args.games,
        seed=args.seed,
        bot=args.bot,
        design=args.design,
        until_verdict=args.until_verdict,
        margin=args.margin / 100,
        fair_within=None if args.fair_within is None else args.fair_within / 100,
    )
    assert read.run_options() == pytest.approx(settings.run_options())
    assert (read.games, read.seed) == (settings.games, settings.seed)
