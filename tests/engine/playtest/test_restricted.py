"""Restricted play on the one batch runner (engine.playtest.restricted): a seat barred
from tagging (R-TAG-1) never demolishes (R-TAG-2), and its change of win rate is paired
deal by deal with the unrestricted batch of the same seed."""

from __future__ import annotations

import pytest

from engine.bots.restriction import RestrictionError, make_restricted_bot
from engine.game import Tag, observe
from engine.playtest.modes import StandardMode
from engine.playtest.restricted import parse_restriction, run_restricted
from engine.playtest.runner import PlaytestError, run_batch
from engine.selfplay.games import batch_game
from tests.engine.game.helpers import the_map

GAMES = 8
SEED = 1


def _tags_by_seat(game_map, seat: int, barred: frozenset[str]) -> int:
    """Tags ``seat`` places over the batch's games, its bots made as the batch makes them."""
    tags = 0
    for i in range(GAMES):
        state = batch_game(game_map, i, SEED, design="duplicate")
        assert state.seed is not None
        bots = [
            make_restricted_bot("full", s, state.seed, barred if s == seat else frozenset())
            for s in range(game_map.players)
        ]
        while not state.is_terminal():
            s = state.current_player()
            action = bots[s].choose(observe(state, s))
            tags += s == seat and isinstance(action, Tag)
            state.apply_action(action)
    return tags


def test_a_seat_barred_from_tagging_never_demolishes_R_TAG_1_R_TAG_2():
    """Final Stand, seat 1F: unrestricted it wins by demolition and tags; barred from
    tagging, the same deals give it no demolition win and no tag."""
    m = the_map("final-stand")
    r = run_restricted(m, [parse_restriction("1F:tagging", m)], GAMES, SEED)
    (x,) = r.restrictions
    assert (x.seat, x.start, x.part) == (0, "1F", "tagging")
    assert x.baseline.wins_by_type["demolition"] > 0
    assert x.restricted.wins_by_type["demolition"] == 0
    assert r.baseline.seats[0].first_demolition > 0
    assert _tags_by_seat(m, 0, frozenset()) > 0
    assert _tags_by_seat(m, 0, frozenset({"tagging"})) == 0


def test_the_delta_is_paired_deal_by_deal_and_the_batches_are_the_runners():
    """The baseline is the plain standard batch of the same seed; the restricted batch is
    the standard mode with the seat barred; the delta is the difference of their win rates
    (the mean of per-deal differences over whole deals), inside its own interval."""
    m = the_map("final-stand")
    r = run_restricted(m, [(1, "support-units"), (0, "alley-shots")], GAMES, SEED, bot="random")
    assert r.baseline.to_json() == run_batch(StandardMode(), m, GAMES, SEED, bot="random").to_json()
    barred = (frozenset(), frozenset({"support-units"}))
    alone = run_batch(StandardMode(barred=barred), m, GAMES, SEED, bot="random")
    first = r.restrictions[0]
    assert first.restricted.win_rate == alone.seats[1].win_rate
    for x in r.restrictions:
        assert x.units == GAMES // m.players
        assert x.delta == pytest.approx(x.restricted.win_rate - x.baseline.win_rate)
        assert x.delta_ci[0] <= x.delta <= x.delta_ci[1]
    data = r.to_json()
    assert [(d["start"], d["part"]) for d in data["restrictions"]] == [
        ("9F", "support-units"),
        ("1F", "alley-shots"),
    ]
    assert set(data["restrictions"][0]) == {
        "seat",
        "start",
        "part",
        "baseline",
        "restricted",
        "delta",
        "delta_ci95",
        "paired_units",
    }


def test_the_same_seed_gives_the_same_restricted_play():
    m = the_map("final-stand")
    runs = [run_restricted(m, [(0, "tagging")], 4, 3, bot="random").to_json() for _ in range(2)]
    assert runs[0] == runs[1]


def test_cancelling_reports_the_restrictions_finished():
    m = the_map("final-stand")
    done: list[int] = []
    r = run_restricted(
        m,
        [(0, "tagging"), (1, "tagging")],
        4,
        1,
        bot="random",
        batch_done=done.append,
        should_stop=lambda: len(done) >= 2,
    )
    assert r.cancelled and len(r.restrictions) == 1 and r.to_json()["cancelled"] is True


@pytest.mark.parametrize(
    "text,line",
    [
        (
            "1F",
            "'1F': write SEAT:PART, a seat being one of 1F, 9F and a part one of"
            " alley-shots, tagging, support-units",
        ),
        ("5E:tagging", "'5E:tagging': no seat starts on 5E; the seats are 1F, 9F"),
        (
            "9F:cards",
            "'9F:cards': no part of the game called 'cards'; the parts are alley-shots,"
            " tagging, support-units",
        ),
    ],
)
def test_bad_restrictions_get_one_line(text, line):
    with pytest.raises(RestrictionError) as e:
        parse_restriction(text, the_map("final-stand"))
    assert str(e.value) == line


def test_the_standard_mode_refuses_unknown_parts_and_seats():
    m = the_map("final-stand")
    with pytest.raises(PlaytestError, match="no part of the game called 'flying'"):
        run_batch(StandardMode(barred=(frozenset({"flying"}),)), m, 2, 1)
    with pytest.raises(PlaytestError, match="restrictions for 3 seats; the map has 2"):
        run_batch(StandardMode(barred=(frozenset(),) * 3), m, 2, 1)


@pytest.mark.slow
def test_restricted_play_is_the_same_on_worker_processes():
    """Deterministic for a seed whatever the number of workers: the restriction travels
    with the mode to the worker processes."""
    m = the_map("final-stand")
    wanted = [(0, "tagging"), (1, "alley-shots")]
    assert (
        run_restricted(m, wanted, 8, 2, workers=2).to_json()
        == run_restricted(m, wanted, 8, 2, workers=1).to_json()
    )
