"""The ``gkr-map playtest`` command line that plays a batch's games: the Balance dock and
the Balance Playtest dialog show it beside their settings (:class:`engine.playtest.BatchSettings`),
so that the same games can be played and printed from a terminal. The number of workers
changes nothing in a result, so it is left out; a default is left out too.

``batch_command(BatchSettings(seed=1, until_verdict=True), "final-stand.gkrmap.json")`` is
``'gkr-map playtest final-stand.gkrmap.json --until-verdict --seed 1'``;
``batch_options(BatchSettings(games=200, seed=3, bot="random"))`` is
``['--games', '200', '--seed', '3', '--bot', 'random']``.
"""

from __future__ import annotations

import shlex

from engine.bots import DEFAULT_BOT
from engine.playtest import DEFAULT_DESIGN, DEFAULT_MARGIN, BatchSettings

MAP_PLACEHOLDER = "MAP.gkrmap.json"
"""What the command names when the map has no file yet."""


def batch_options(settings: BatchSettings) -> list[str]:
    """The ``gkr-map playtest`` options that play these games (defaults left out)."""
    found = ["--until-verdict"] if settings.until_verdict else []
    if settings.games is not None:
        found += ["--games", str(settings.games)]
    found += ["--seed", str(settings.seed)]
    if settings.bot != DEFAULT_BOT:
        found += ["--bot", settings.bot]
    if settings.design != DEFAULT_DESIGN:
        found += ["--design", settings.design]
    if abs(settings.margin - DEFAULT_MARGIN) > 1e-12:
        found += ["--edge-beyond", f"{settings.margin * 100:g}"]
    if settings.fair_within is not None:
        found += ["--fair-within", f"{settings.fair_within * 100:g}"]
    return found


def batch_command(settings: BatchSettings, map_file: str = MAP_PLACEHOLDER) -> str:
    """The command line that plays these games on ``map_file``."""
    return shlex.join(["gkr-map", "playtest", map_file, *batch_options(settings)])
