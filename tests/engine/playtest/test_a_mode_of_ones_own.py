"""A fifth mode takes one mode object and its tests: registered from this file alone, a toy
mode is played in batches by the one runner (``run_batch(batch_for(config), …)``), with its
own rule in force, its own seeds and the verdict on its seats."""

from __future__ import annotations

from typing import Iterator

import pytest

from engine.game import GameConfig
from engine.game.modes import GameMode, register_mode, unregister_mode
from engine.playtest import batch_for, run_batch, run_playtest
from engine.playtest.modes import StandardMode
from tests.engine.game.helpers import played, the_map


class FirstRubble(GameMode):
    """Two players, each for itself; the first building demolished wins the game (the
    standard game needs four)."""

    def __init__(self) -> None:
        super().__init__(
            "first-rubble",
            "First rubble",
            seed_tag="first-rubble",
            starts=(2,),
            demolitions_to_win=1,
        )


@pytest.fixture
def first_rubble() -> Iterator[GameMode]:
    mode = register_mode(FirstRubble())
    yield mode
    unregister_mode(mode.name)


def test_a_toy_mode_registered_from_a_test_is_played_by_the_one_runner(first_rubble):
    config = GameConfig(mode=first_rubble.name)
    batch = batch_for(config)
    assert batch == StandardMode(config) and batch.name == "first-rubble"
    kept = []
    final_stand = the_map("final-stand")
    result = run_batch(
        batch, final_stand, 12, seed=3, bot="random", keep_games=lambda i, g: kept.append(g)
    )
    assert result.games == 12 and sum(s.wins for s in result.seats) == pytest.approx(12)
    assert result.verdict in ("fair", "edge", "unclear")
    assert len(kept) == 12 and {g.config.mode for g in kept} == {"first-rubble"}
    # the rule is in force: a game won by demolition ends at its first building down
    records = [played(batch, final_stand, i, 3, "random", "duplicate") for i in range(12)]
    by_demolition = [r for r in records if r.win_type == "demolition"]
    assert by_demolition, [r.win_type for r in records]
    assert all(sum(p.demolitions for p in r.play) == 1 for r in by_demolition)
    assert all(r.winners == (r.first_demolition,) for r in by_demolition)


def test_a_toy_modes_games_are_its_own(first_rubble):
    """Its games are seeded under its own tag (independent design) and ruled by its own
    mode, so they are not the standard game's games."""
    final_stand = the_map("final-stand")
    toy = batch_for(GameConfig(mode=first_rubble.name))
    ours = [played(toy, final_stand, i, 5, "random") for i in range(6)]
    standard = [played(batch_for(), final_stand, i, 5, "random") for i in range(6)]
    assert [r.rounds for r in ours] != [r.rounds for r in standard]
    assert run_playtest(final_stand, 4, 5, bot="random").games == 4  # the standard game is
    # untouched by the registration


def test_a_toy_mode_on_a_map_it_does_not_fit_is_refused_before_any_game(first_rubble):
    from engine.playtest import PlaytestError

    started = []
    with pytest.raises(PlaytestError) as caught:
        run_batch(
            batch_for(GameConfig(mode=first_rubble.name)),
            the_map("showdown"),
            4,
            1,
            bot="random",
            progress=lambda done, total: started.append(done),
        )
    assert str(caught.value) == (
        "mode 'first-rubble' is played on a map of 2 starts; Showdown has 4"
    )
    assert started == []
