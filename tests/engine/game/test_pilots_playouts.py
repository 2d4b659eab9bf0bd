"""Random playouts of games with pilots and the alternate achievements board: random legal
actions to the end, every invariant (pilots and paths included) after every action.

Plays as many games as the standard playouts (``GKR_PLAYOUTS``, 100 in the suite) over the
seven maps, with pilots, the alternate board or both, and in 2v2 games on the four-player
maps; the first ones in the fast tier, the rest in the slow tier (``SHARES``).
"""

from __future__ import annotations

import random
import time

from engine.files.resources import BUILTIN_MAPS
from engine.game import GameConfig, new_game
from engine.game.option_events import PathChosen, PilotAbility, PilotChosen
from tests.engine.game.helpers import the_map
from tests.engine.game.test_playouts import SHARES, play_out, some

VARIANTS = (
    GameConfig(pilots=True),
    GameConfig(achievements="alternate"),
    GameConfig(pilots=True, achievements="alternate"),
)


@SHARES
def test_random_playouts_with_pilots_and_the_alternate_board_keep_every_invariant(games: range):
    maps = [the_map(slug) for slug in BUILTIN_MAPS]
    steps = 0
    used: dict[str, int] = {}
    started = time.perf_counter()
    for i in some(games):
        m = maps[i % len(maps)]
        config = VARIANTS[(i // len(maps)) % len(VARIANTS)]
        if m.players == 4 and i % 2:
            config = GameConfig(mode="2v2", pilots=config.pilots, achievements=config.achievements)
        g = new_game(m, seed=i, config=config)
        steps += play_out(g, random.Random(i), f"{m.name} seed {i} {config}")
        assert g.result is not None and g.result.winners
        chosen = [e for e in g.events if isinstance(e, PilotChosen)]
        paths = [e for e in g.events if isinstance(e, PathChosen)]
        assert len(chosen) == (g.num_players if config.pilots else 0)
        assert len(paths) == (g.num_players if config.achievements == "alternate" else 0)
        for e in g.events:
            if isinstance(e, PilotAbility):
                kind = e.ability.split(":")[0]
                used[kind] = used.get(kind, 0) + 1
    elapsed = time.perf_counter() - started
    print(
        f"\n{len(games)} games with pilots or the alternate board, {steps} steps,"
        f" {elapsed:.1f} s, pilot abilities used {used}"
    )
    assert steps > 100 * len(games)
    if len(games) >= 30:  # the once-a-round abilities come up in random play
        assert used.get("re-rolls the missed attack") and used.get("braces")
