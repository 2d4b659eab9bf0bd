"""Self-play leaves no reference cycles behind.

What a game makes must be freed by reference counting as it goes — the layouts' tables
dropped from their cache included: the cyclic collector's passes that find such garbage
cost the compiled engine about a tenth of its time.
The compiled engine is checked the same way (tests/test_architecture.py).
"""

from __future__ import annotations

import gc
from collections import Counter

import engine.bots.tables as tables
from engine.game.catalog import standin_catalog
from engine.mapfile import load_map
from engine.playtest.games import play_game
from engine.resources import builtin_map_path


def cyclic_garbage(games: int = 3) -> Counter[str]:
    """The objects, by type, that only the cyclic collector would free after ``games``
    four-player games of the full bot on Showdown, with a cache of one layout's tables
    (every fallen building drops the tables of the layout before)."""
    showdown = load_map(builtin_map_path("showdown"))
    catalog = standin_catalog()
    kept = tables._CACHE_SIZE
    tables._CACHE_SIZE = 1
    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        for i in range(games):
            play_game(showdown, i, 1, "full", catalog)
        gc.collect()
        return Counter(type(o).__qualname__ for o in gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        tables._CACHE_SIZE = kept
        if was_enabled:
            gc.enable()


def test_games_leave_no_reference_cycles():
    assert cyclic_garbage() == Counter()


def test_a_reference_cycle_would_be_seen():
    class Node:
        def __init__(self) -> None:
            self.me = self

    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        Node()
        gc.collect()
        found = Counter(type(o).__qualname__ for o in gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert found["test_a_reference_cycle_would_be_seen.<locals>.Node"] == 1
