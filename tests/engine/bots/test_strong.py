"""The strong bot: only legal choices, the state it is shown left alone, the same choice
for the same seed and observation (whatever is hidden and whatever it decided before), and
a look-ahead that does change some of the full bot's choices."""

from __future__ import annotations

import random

import pytest

from engine.bots import FullBot, StrongBot, make_bot
from engine.game import GameConfig, GameState, new_game, observe
from tests.engine.bots.test_full import snapshot
from tests.engine.bots.test_hidden_information import positions, scrambled
from tests.engine.game.helpers import the_map

MODES = [
    ("three-walls", GameConfig()),
    ("showdown", GameConfig(mode="2v2")),
    ("salvage-city", GameConfig(mode="shifting")),
    ("showdown", GameConfig(mode="solo", solo_opponents=2)),
]


@pytest.mark.parametrize(("slug", "config"), MODES, ids=[f"{s}-{c.mode}" for s, c in MODES])
def test_chooses_a_legal_action_and_changes_nothing_in_random_games(
    slug: str, config: GameConfig
) -> None:
    """Positions of random games (varied, often odd), every fifth decision asked of the
    strong bot: each answer is legal and the state it was shown is unchanged."""
    for seed in (1, 2):
        g = new_game(the_map(slug), seed=seed, config=config)
        randoms = [make_bot("random", q, seed) for q in range(g.num_players)]
        asked = 0
        while not g.is_terminal():
            seat = g.current_player()
            if len(g.history) % 5 == 0 and not (config.mode == "solo" and seat != 0):
                before = snapshot(g)
                action = StrongBot(seat, seed).choose(observe(g, seat))
                assert snapshot(g) == before
                assert action in g.legal_actions()
                asked += 1
            g.apply_action(randoms[seat].choose(observe(g, seat)))
        assert asked > 5


def play(seed: int, kinds: list[str]) -> GameState:
    g = new_game(the_map("final-stand"), seed=seed)
    bots = [make_bot(kind, q, seed) for q, kind in enumerate(kinds)]
    while not g.is_terminal():
        g.apply_action(bots[g.current_player()].choose(observe(g)))
    return g


def test_the_same_seed_plays_the_same_game() -> None:
    a = play(4, ["strong", "full"])
    b = play(4, ["strong", "full"])
    assert [str(x) for x in a.history] == [str(x) for x in b.history]


def test_a_choice_does_not_rest_on_the_choices_before() -> None:
    """A bot that has played a whole game decides each position as a new one would."""
    found = positions("final-stand", GameConfig(), 0)[::9]
    played = StrongBot(0, 7)
    mine = [state for state, seat, _kind in found if seat == 0]
    for state in mine:
        played.choose(observe(state, 0))
    for state in mine:
        assert played.choose(observe(state, 0)) == StrongBot(0, 7).choose(observe(state, 0))


def test_decides_alike_whatever_is_hidden_from_it() -> None:
    """Hidden information (the other hand, the damage pile, the decks' order, the sponsor
    cards, the dice) drawn again at random: the same choice, for the same seed — the bot
    plays ahead from games it deals from its observation alone."""
    rng = random.Random("strong-hidden")
    checked = 0
    for state, seat, _kind in positions("final-stand", GameConfig(), 1)[::3]:
        want = StrongBot(seat, 7).choose(observe(state, seat))
        other = scrambled(state, seat, rng)
        assert other.legal_actions() == state.legal_actions()
        got = StrongBot(seat, 7).choose(observe(other, seat))
        assert got == want, (
            f"round {state.round}, {state.phase}, P{seat + 1}:"
            f" {want} becomes {got} when the hidden cards change"
        )
        checked += 1
    assert checked > 30


@pytest.mark.slow
@pytest.mark.parametrize("index", [0, 2, 3, 5, 6])
def test_decides_alike_whatever_is_hidden_in_every_mode(index: int) -> None:
    from tests.engine.bots.test_hidden_information import GAMES

    slug, config, game = GAMES[index]
    rng = random.Random(f"strong-hidden/{index}")
    for state, seat, kind in positions(slug, config, game)[::4]:
        if kind != "full":
            continue
        want = StrongBot(seat, 7).choose(observe(state, seat))
        got = StrongBot(seat, 7).choose(observe(scrambled(state, seat, rng), seat))
        assert got == want


def test_the_look_ahead_changes_some_of_the_full_bots_choices() -> None:
    """Not a full bot under another name: at some decisions of a game the play-outs find a
    better option than the full bot's choice (and keep it at most others)."""
    found = positions("final-stand", GameConfig(), 0)
    differ = sum(
        StrongBot(seat, 7).choose(observe(state, seat))
        != FullBot(seat, 7).choose(observe(state, seat))
        for state, seat, _kind in found[::2]
    )
    assert 0 < differ < len(found[::2]) // 2


def test_the_moves_weighed_are_the_full_bots_best_destinations() -> None:
    """At each Heavy Hitter move of a game: the first of the moves the look-ahead weighs is
    the full bot's own move (when it plays no card first), the others go to other hexes,
    and each is a move the game accepts."""
    from engine.bots.moving import hh_move_choices
    from engine.bots.scene import Scene
    from engine.game import HHMoveDecision, Move

    checked = 0
    for state, seat, _kind in positions("citadel", GameConfig(), 0):
        seen = observe(state, seat)
        if not isinstance(seen.decision, HHMoveDecision):
            continue
        bot = FullBot(seat, 7)
        own = bot.choose(seen)
        moves = hh_move_choices(Scene(seen, bot.rank, bot.barred), seen.decision, 4)
        assert 1 <= len(moves) <= 4
        if isinstance(own, Move):
            assert moves[0] == own
        ends = [m.path[-1] for m in moves if isinstance(m, Move)]
        assert len(ends) == len(set(ends)) == len(moves)
        for move in moves:
            state.clone().apply_action(move)
        checked += 1
    assert checked > 20


def test_weighs_only_the_heavy_hitters_moves() -> None:
    """Every other decision is the full bot's: the look-ahead is spent where the unit goes."""
    from engine.game import HHMoveDecision

    found = positions("final-stand", GameConfig(), 0)
    for state, seat, _kind in found[::3]:
        seen = observe(state, seat)
        if not isinstance(seen.decision, HHMoveDecision):
            assert StrongBot(seat, 7).choose(seen) == FullBot(seat, 7).choose(seen)
