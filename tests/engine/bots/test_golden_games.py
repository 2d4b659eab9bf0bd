"""Bot games pinned by golden transcripts: the bots are deterministic for a seed, and their
speed-ups (tables kept per layout, sums done in place) must never change a decision.

Each case plays one game of a batch exactly as ``run_playtest`` sets it up (game seed and
factions from the batch's seed and the game's index) and compares every action with the
transcript in ``golden/``. Regenerate after an intended change of a bot or a rule with
``GKR_REGEN_GOLDEN=1 pytest tests/engine/bots/test_golden_games.py`` and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine.bots import make_bot
from engine.files.mapfile import load_map
from engine.files.resources import builtin_map_path
from engine.game import GameConfig, new_game, observe, standin_catalog
from engine.selfplay.games import game_seed, lineup

GOLDEN = Path(__file__).parent / "golden"
CASES = [
    ("showdown", "full", 0),
    ("showdown", "full", 1),
    ("three-walls", "full", 0),
    ("final-stand", "full", 0),
    ("showdown", "solo", 0),
]


def play(slug: str, bot: str, index: int, seed: int = 1) -> list[str]:
    """The actions of game ``index`` of a batch of ``slug`` with ``bot`` in every seat."""
    game_map = load_map(builtin_map_path(slug))
    catalog = standin_catalog()
    factions = lineup(index, game_map.players, tuple(f.id for f in catalog.factions))
    gseed = game_seed(seed, index)
    state = new_game(game_map, gseed, catalog=catalog, config=GameConfig(factions=factions))
    bots = [make_bot(bot, s, gseed) for s in range(game_map.players)]
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].choose(observe(state)))
    return [str(a) for a in state.history]


@pytest.mark.parametrize(("slug", "bot", "index"), CASES)
def test_bot_game_matches_its_golden_transcript(slug: str, bot: str, index: int) -> None:
    path = GOLDEN / f"{slug}-{bot}-game-{index}.actions.txt"
    actions = play(slug, bot, index)
    if os.environ.get("GKR_REGEN_GOLDEN"):
        path.write_text("\n".join(actions) + "\n", encoding="utf-8")
    expected = path.read_text(encoding="utf-8").splitlines()
    for k, (got, want) in enumerate(zip(actions, expected)):
        assert got == want, f"action {k + 1} differs"
    assert len(actions) == len(expected)
    assert len(actions) > 100  # a whole game, not a stub
