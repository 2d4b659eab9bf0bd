"""The registry of the ways the game is played (:mod:`engine.game.modes`): one object per
mode, found by its name, another registered from outside; each mode's answers about maps,
seats and who is friendly with whom (RULES.md §9)."""

from __future__ import annotations

import pickle
import random
from typing import Iterator

import pytest

from engine.core.errors import GameSetupError
from engine.game import GameConfig, check_invariants, new_game, observe
from engine.game.modes import (
    FIXED_ALLIANCES,
    SHIFTING_ALLIANCES,
    SOLO_GAME,
    STANDARD_GAME,
    GameMode,
    mode_named,
    mode_names,
    register_mode,
    registered_modes,
    unregister_mode,
)
from engine.game.state import GameState
from tests.engine.game.helpers import the_map

# Showdown: seats 1B 1J 9B 9J (four starts); Final Stand has two, Three Walls three.


def _game(mode: GameMode, where: str = "showdown", **config: object) -> GameState:
    cfg = GameConfig(mode=mode.name, **config)  # type: ignore[arg-type]
    return new_game(the_map(where), seed=3, config=cfg)


# -- the registry ------------------------------------------------------------------------------


def test_the_rulebooks_modes_are_registered_by_the_names_files_store():
    assert mode_names() == ("standard", "solo", "2v2", "shifting")
    assert registered_modes() == (STANDARD_GAME, SOLO_GAME, FIXED_ALLIANCES, SHIFTING_ALLIANCES)
    for mode in registered_modes():
        assert mode_named(mode.name) is mode
        assert GameConfig(mode=mode.name).game_mode is mode


def test_an_unknown_name_is_refused_in_one_line_naming_the_modes():
    with pytest.raises(GameSetupError) as caught:
        mode_named("duel")
    assert str(caught.value) == "mode 'duel': use one of standard, solo, 2v2, shifting"
    with pytest.raises(GameSetupError, match="^mode 'duel': use one of "):
        new_game(the_map("final-stand"), config=GameConfig(mode="duel"))


def test_the_seed_tags_are_the_ones_batches_always_seeded_with():
    """An independent batch game's seed hashes ``gkr-{tag}/…``: ``gkr-playtest`` for the
    standard game, the name for solo, 2v2 and shifting (the pinned batches hold the games
    themselves)."""
    assert [m.seed_tag for m in registered_modes()] == ["playtest", "solo", "2v2", "shifting"]


def test_a_mode_pickles_and_copies_as_itself():
    import copy

    for mode in registered_modes():
        assert pickle.loads(pickle.dumps(mode)) is mode
        assert copy.deepcopy(mode) is mode


def test_a_game_carries_its_mode_object_and_its_clones_too():
    g = _game(FIXED_ALLIANCES)
    assert g.mode is FIXED_ALLIANCES and g.clone().mode is FIXED_ALLIANCES
    assert observe(g, 1).mode is FIXED_ALLIANCES


class Duel(GameMode):
    """A toy mode: two players only, each for itself, 3 demolitions win; every seat's
    units safe from its own only (the defaults), registered from outside the engine."""

    def __init__(self) -> None:
        super().__init__(
            "duel", "Duel", seed_tag="duel-tag", starts=(2,), two_sides=True, demolitions_to_win=3
        )


@pytest.fixture
def duel() -> Iterator[GameMode]:
    mode = register_mode(Duel())
    yield mode
    unregister_mode(mode.name)


def test_a_mode_registered_from_outside_is_played(duel):
    assert mode_names()[-1] == "duel" and mode_named("duel") is duel
    assert register_mode(duel) is duel  # the same object again: nothing changes
    g = _game(duel, "final-stand")
    assert g.mode is duel and check_invariants(g) == []
    rng = random.Random(5)
    while not g.is_terminal():
        g.apply_action(rng.choice(g.legal_actions()))
    assert check_invariants(g) == []
    assert g.result is not None
    if g.result.win_type == "demolition":
        assert g.players[g.result.winners[0]].rubble >= 3
    assert [c.mode for c in duel.choices(2)] == ["duel"] and duel.choices(4) == ()
    assert pickle.loads(pickle.dumps(duel)) is duel


def test_a_registered_mode_is_refused_on_a_map_it_does_not_fit(duel):
    with pytest.raises(GameSetupError) as caught:
        _game(duel, "showdown")
    assert str(caught.value) == "mode 'duel' is played on a map of 2 starts; Showdown has 4"


def test_a_name_or_seed_tag_already_taken_is_refused(duel):
    class Twin(GameMode):
        def __init__(self, name: str, tag: str) -> None:
            super().__init__(name, "Twin", seed_tag=tag)

    with pytest.raises(GameSetupError, match="^mode 'duel' is registered already$"):
        register_mode(Twin("duel", "other"))
    with pytest.raises(
        GameSetupError, match="^mode 'twin': 'duel-tag' already draws the seeds of mode 'duel'$"
    ):
        register_mode(Twin("twin", "duel-tag"))
    assert "twin" not in mode_names()


def test_the_rulebooks_modes_stay_registered():
    with pytest.raises(GameSetupError, match="one of the rulebooks' modes"):
        unregister_mode("2v2")
    with pytest.raises(GameSetupError, match="use one of"):
        unregister_mode("duel")
    assert mode_named("2v2") is FIXED_ALLIANCES


# -- maps and seats ------------------------------------------------------------------------------


def test_which_maps_each_mode_fits():
    """2v2 needs a four-player map, fixed or shifting (RULES.md §9); the standard game and
    solo play go on any map (two solo opponents need three starts: R-SOLO-1)."""
    assert [n for n in (2, 3, 4) if STANDARD_GAME.fits(n)] == [2, 3, 4]
    assert [n for n in (2, 3, 4) if SOLO_GAME.fits(n)] == [2, 3, 4]
    assert [n for n in (2, 3, 4) if FIXED_ALLIANCES.fits(n)] == [4]
    assert [n for n in (2, 3, 4) if SHIFTING_ALLIANCES.fits(n)] == [4]


def test_the_seats_in_play():
    """A solo game seats the player and its opponents (R-SOLO-1), whatever the map's starts."""
    assert STANDARD_GAME.seats(GameConfig(), 3) == 3
    assert SOLO_GAME.seats(GameConfig(mode="solo", solo_opponents=2), 4) == 3
    assert SOLO_GAME.seats(GameConfig(mode="solo"), 4) == 2
    assert FIXED_ALLIANCES.seats(GameConfig(mode="2v2"), 4) == 4


def test_a_menu_of_modes_for_each_map():
    def menu(starts: int) -> list[tuple[str, int, str]]:
        return [
            (c.mode, c.opponents, c.label) for m in registered_modes() for c in m.choices(starts)
        ]

    assert menu(2) == [("standard", 0, "Standard game"), ("solo", 1, "Solo game: 1 opponent")]
    assert [label for _m, _k, label in menu(4)] == [
        "Standard game",
        "Solo game: 1 opponent",
        "Solo game: 2 opponents",
        "2v2 game (fixed alliances)",
        "2v2 game (shifting alliances)",
    ]
    assert [(m, k) for m, k, _label in menu(3)] == [("standard", 0), ("solo", 1), ("solo", 2)]


def test_each_modes_facts():
    """Solo play: no Glory Hound, Achievements Board, Pilots or Upgrades (RULES.md §9);
    2v2 teams demolish 6 together; shifting alliances have one winner (R-TEAM-4)."""
    facts = {
        m.name: (
            m.glory_hound,
            m.advanced_rules,
            m.solo_play,
            m.fixed_teams,
            m.ally_picks,
            m.one_winner,
            m.two_sides,
            m.demolitions_to_win,
        )
        for m in registered_modes()
    }
    assert facts == {
        "standard": (True, True, False, False, False, False, False, 4),
        "solo": (False, False, True, False, False, False, True, 4),
        "2v2": (True, True, False, True, False, False, True, 6),
        "shifting": (True, True, False, False, True, True, False, 4),
    }


# -- who is friendly with whom ---------------------------------------------------------------


def test_in_a_standard_game_every_seat_plays_for_itself():
    g = _game(STANDARD_GAME)
    for q in range(4):
        assert STANDARD_GAME.friendly_seats(g, q) == (q,)
        assert STANDARD_GAME.team_of(g, q) == (q,)
        assert STANDARD_GAME.ally_of(g, q) is None


def test_fixed_allies_are_friendly_and_team_mates_r_team_1():
    """Allies sit at opposite corners (R-TEAM-1): 1B+9J, 1J+9B."""
    g = _game(FIXED_ALLIANCES)
    assert g.teams == ((0, 3), (1, 2))
    assert [FIXED_ALLIANCES.friendly_seats(g, q) for q in range(4)] == [
        (0, 3),
        (1, 2),
        (1, 2),
        (0, 3),
    ]
    assert [FIXED_ALLIANCES.ally_of(g, q) for q in range(4)] == [3, 2, 1, 0]
    assert FIXED_ALLIANCES.team_of(g, 3) == (0, 3)


def test_shifting_allies_are_friendly_for_the_round_only_r_team_2():
    """Nobody is allied before the first picks; mutual picks ally two players, who may
    repair each other (R-TEAM-2); tags stay each player's own (R-TEAM-3)."""
    g = _game(SHIFTING_ALLIANCES)
    assert [SHIFTING_ALLIANCES.friendly_seats(g, q) for q in range(4)] == [(0,), (1,), (2,), (3,)]
    g.allies = (3, -1, -1, 0)  # P1 and P4 picked each other
    assert SHIFTING_ALLIANCES.friendly_seats(g, 0) == (0, 3)
    assert SHIFTING_ALLIANCES.friendly_seats(g, 3) == (3, 0)
    assert SHIFTING_ALLIANCES.friendly_seats(g, 1) == (1,)
    assert [SHIFTING_ALLIANCES.ally_of(g, q) for q in range(4)] == [3, None, None, 0]
    assert SHIFTING_ALLIANCES.team_of(g, 0) == (0,)


def test_solo_opponents_are_one_side_but_not_allies_r_solo_2():
    """R-SOLO-2: the player against every opponent; the opponents never attack one
    another's units, nor repair one another."""
    g = _game(SOLO_GAME, solo_opponents=2)
    assert g.num_players == 3
    assert SOLO_GAME.friendly_seats(g, 0) == (0,)
    assert SOLO_GAME.friendly_seats(g, 1) == SOLO_GAME.friendly_seats(g, 2) == (1, 2)
    assert [SOLO_GAME.ally_of(g, q) for q in range(3)] == [None, None, None]
    assert SOLO_GAME.team_of(g, 2) == (2,)
