"""A seed and the history replay a game from the map it started on (``initial_map``), also
after buildings were demolished; ``game_map`` is the board as it is now, with the rubble.
The engine API page's example of the game (docs/engine-api.md) runs here as a doctest."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

from engine.bots import make_bot
from engine.game import GameConfig, new_game, observe, replay
from engine.game.board_events import Demolished
from engine.game.state import GameState
from tests.engine.game.helpers import the_map

API_PAGE = Path(__file__).resolve().parents[3] / "docs" / "engine-api.md"


def api_page_game_example() -> str:
    """The first ``pycon`` block of the API page's section "The game"."""
    text = API_PAGE.read_text(encoding="utf-8")
    section = text[text.index("\n## The game\n") :]
    found = re.search(r"```pycon\n(.*?)```", section, re.S)
    assert found, "the API page's game section has no pycon example"
    return found.group(1)


def test_the_api_page_example_runs_and_replays_a_game_with_demolitions():
    example = api_page_game_example()
    assert "initial_map" in example and "demolished" in example
    test = doctest.DocTestParser().get_doctest(example, {}, "engine-api", str(API_PAGE), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    report: list[str] = []
    runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)
    assert runner.tries >= 10


def bot_game(slug: str, seed: int, config: GameConfig) -> GameState:
    g = new_game(the_map(slug), seed, config=config)
    bots = [
        make_bot("solo" if config.mode == "solo" and q else "full", q, seed)
        for q in range(g.num_players)
    ]
    while not g.is_terminal():
        g.apply_action(bots[g.current_player()].choose(observe(g)))
    return g


@pytest.mark.parametrize(
    ("slug", "config"),
    [
        ("final-stand", GameConfig()),
        ("showdown", GameConfig()),
        ("three-walls", GameConfig(pilots=True, achievements="alternate")),
        ("showdown", GameConfig(mode="2v2")),
        ("salvage-city", GameConfig(mode="shifting")),
        ("plateau", GameConfig(mode="solo", solo_start=1)),
    ],
)
def test_games_with_demolitions_replay_from_the_initial_map(slug, config):
    """Bot games, seed after seed, replay from the map they began on, until four of them
    have demolished a building (within eight games)."""
    demolished = 0
    for seed in range(8):
        if demolished >= 4:
            break
        g = bot_game(slug, seed, config)
        assert g.initial_map == the_map(slug)  # as given to new_game (solo: before its starts)
        rubble = [b for b in g.game_map.buildings if b.demolished]
        assert len(rubble) == sum(1 for e in g.events if isinstance(e, Demolished))
        demolished += bool(rubble)
        again = replay(g.initial_map, seed, [str(a) for a in g.history], config=config)
        assert again.events == g.events and again.result == g.result
        assert again.game_map == g.game_map
        assert g.clone().initial_map is g.initial_map
    assert demolished >= 4  # most of these games demolish a building
