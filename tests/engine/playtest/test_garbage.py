"""Self-play leaves no reference cycles behind.

A batch runs the cyclic garbage collector only now and then
(:class:`engine.playtest.pool.BatchCollector`), so what a game makes must be freed by
reference counting as it goes — the layouts' tables dropped from their cache included.
The compiled engine is checked the same way (tests/test_architecture.py).
"""

from __future__ import annotations

import gc
from collections import Counter

import engine.bots.board_tables as tables
from engine.files.mapfile import load_map
from engine.files.resources import builtin_map_path
from engine.game.catalog_file import standin_catalog
from engine.playtest.pool import BatchCollector
from engine.selfplay.games import play_game


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


def test_batch_collector_switches_the_collector_off_and_passes_every_n_games():
    with BatchCollector(every=3) as collector:
        assert not gc.isenabled()
        for _ in range(7):
            collector.game_done()
        assert collector.passes == 2
    assert gc.isenabled()


def test_batch_collector_leaves_a_collector_that_was_off_off():
    gc.disable()
    try:
        with BatchCollector(every=1) as collector:
            collector.game_done()
        assert not gc.isenabled() and collector.passes == 1
    finally:
        gc.enable()


def test_a_sweep_plays_its_games_with_the_collector_off_and_one_pass_every_n_games(monkeypatch):
    from engine.playtest import runner, sweep

    seen = []
    real = sweep.play_batch_game
    made = []

    class EveryTwo(BatchCollector):
        def __init__(self) -> None:
            super().__init__(every=2)
            made.append(self)

    def watched(*args, **kwargs):
        seen.append(gc.isenabled())
        return real(*args, **kwargs)

    monkeypatch.setattr(runner, "BatchCollector", EveryTwo)
    monkeypatch.setattr(sweep, "play_batch_game", watched)
    fs = sweep.SweepMap("fs", load_map(builtin_map_path("final-stand")))
    result = sweep.run_sweep([fs], 3, 1, bot="random", design="independent")
    assert len(made) == 1 and made[0].passes == 1
    assert [r.games for _, r in result.maps] == [3] and seen == [False] * 3
    assert gc.isenabled()
