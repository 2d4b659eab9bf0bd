"""Duplicate games: a deal's rotations share the factions' streams of dice and draws, the deal
is the unit of the statistics, the luck adjustment is unbiased, and the verdict sees an edge
where there is one and none where the map is fair."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.files.mapfile import load_map
from engine.game import standin_catalog
from engine.game.events import CardsDrawn
from engine.playtest import PlaytestError, lineup, run_playtest
from engine.selfplay.games import batch_game, deal_seed
from engine.verdicts.stats import (
    MIN_UNITS_SEQUENTIAL,
    SeatEstimate,
    Unit,
    estimate,
    fixed_half_width,
    luck_coefficients,
    sequence_half_width,
    units_of,
    verdict,
)
from tests.engine.game.helpers import H, the_map

FINAL_STAND = the_map("final-stand")
SHOWDOWN = the_map("showdown")
WALLED_IN = load_map(Path(__file__).parent / "data" / "walled-in.gkrmap.json")
"""Seat 1F walled in behind its own buildings, seat 9F in the open with the others near it."""
FACTIONS = tuple(f.id for f in standin_catalog().factions)


def _opening_hands(state) -> dict[str, tuple[str, ...]]:
    hands = {}
    for e in state.events:
        if isinstance(e, CardsDrawn) and e.reason == "opening hand":
            hands[state.players[e.player].faction.id] = e.cards
    return hands


@pytest.mark.parametrize("game_map", [FINAL_STAND, SHOWDOWN])
def test_a_factions_draws_follow_it_from_seat_to_seat_within_a_deal(game_map):
    k = game_map.players
    for deal in (0, 3):
        games = [batch_game(game_map, deal * k + r, 11, design="duplicate") for r in range(k)]
        # every rotation seats each faction of the deal's window once, at another seat
        seatings = [tuple(p.faction.id for p in g.players) for g in games]
        assert len(set(seatings)) == k and all(set(s) == set(seatings[0]) for s in seatings)
        hands = [_opening_hands(g) for g in games]
        assert all(h == hands[0] for h in hands)  # the same hand for the faction
        assert len(set(hands[0].values())) == k  # and another for each faction
        assert {g.seed for g in games} == {deal_seed(11, deal)}


def test_independent_games_draw_as_they_always_did():
    a = batch_game(FINAL_STAND, 0, 11)
    b = batch_game(FINAL_STAND, 1, 11)
    assert a.seed != b.seed and _opening_hands(a) != _opening_hands(b)


def test_a_duplicate_batch_plays_whole_deals_and_counts_deals():
    r = run_playtest(SHOWDOWN, 9, seed=2, bot="random")
    assert (r.design, r.deals, r.games, r.requested) == ("duplicate", 3, 12, 9)
    i = run_playtest(SHOWDOWN, 9, seed=2, bot="random", design="independent")
    assert (i.design, i.deals, i.games) == ("independent", 9, 9)


@pytest.mark.slow  # worker processes: the whole run's (one such test stays fast)
def test_the_same_seed_gives_the_same_bytes_with_one_or_two_workers():
    one = run_playtest(FINAL_STAND, 24, seed=4, workers=1, bot="solo")
    two = run_playtest(FINAL_STAND, 24, seed=4, workers=2, bot="solo")
    assert json.dumps(one.to_json()) == json.dumps(two.to_json())


def test_units_average_each_seat_over_the_rotations_of_a_deal():
    records = [batch_result for batch_result in _records(FINAL_STAND, 3, "duplicate")]
    units = units_of(records, 2, "duplicate")
    assert len(units) == 3
    for d, u in enumerate(units):
        games = [r for r in records if r.deal == d]
        assert u.shares == tuple(
            sum((1 / len(g.winners)) * (s in g.winners) for g in games) / 2 for s in range(2)
        )
        assert sum(u.shares) == pytest.approx(1.0)
        for kind in range(len(u.luck[0])):
            assert u.luck[0][kind] == pytest.approx(-u.luck[1][kind])


def _records(game_map, deals, design):
    from engine.playtest import play_game

    k = game_map.players
    return [play_game(game_map, i, 5, "solo", design=design) for i in range(deals * k)]


@given(st.lists(st.floats(0, 1), min_size=2, max_size=60))
def test_a_sequence_is_wider_than_a_fixed_interval_at_every_look(values):
    n = len(values)
    mean = sum(values) / n
    spread = math.sqrt((sum((v - mean) ** 2 for v in values) + 0.25) / n)
    assert sequence_half_width(spread, n, 50) > fixed_half_width(values)


def test_the_luck_adjustment_keeps_the_rates_adding_up_and_is_fitted_on_luck():
    # hand-made units: seat 0's result is 0.5 + its dice luck / 8 plus a little noise; its
    # luck at the draws explains nothing
    units = []
    for i in range(40):
        luck = ((i % 7) - 3) / 1.0
        draws = ((i * 5) % 9 - 4) / 2.0
        noise = ((i * 37) % 11 - 5) / 200
        share = min(1.0, max(0.0, 0.5 + luck / 8 + noise))
        units.append(Unit((share, 1 - share), ((luck, draws), (-luck, -draws))))
    beta = luck_coefficients(units)
    assert beta[0] == pytest.approx(1 / 8, abs=0.01) and abs(beta[1]) < 0.01
    seats = estimate(units)
    raw_width = seats[0].interval[1] - seats[0].interval[0]
    adjusted_width = seats[0].adjusted_interval[1] - seats[0].adjusted_interval[0]
    assert adjusted_width < raw_width / 2
    assert seats[0].adjusted + seats[1].adjusted == pytest.approx(1.0)
    assert seats[0].rate + seats[1].rate == pytest.approx(1.0)


def test_verdicts_on_hand_made_estimates():
    starts = [H("1F"), H("9F")]

    def seats(edge, half):
        return [
            SeatEstimate(
                0.5 - edge,
                (0.5 - edge - half, 0.5 - edge + half),
                0.5 - edge,
                (0.5 - edge - half, 0.5 - edge + half),
                0.5,
            ),
            SeatEstimate(
                0.5 + edge,
                (0.5 + edge - half, 0.5 + edge + half),
                0.5 + edge,
                (0.5 + edge - half, 0.5 + edge + half),
                0.5,
            ),
        ]

    assert verdict(seats(0.01, 0.03), starts, 0.05)[0] == "fair"
    assert verdict(seats(0.10, 0.03), starts, 0.05) == (
        "edge",
        "9F favoured by 10.0 points, 7.0–13.0",
    )
    assert verdict(seats(0.04, 0.03), starts, 0.05)[0] == "unclear"
    assert verdict(seats(0.01, 0.08), starts, 0.05)[0] == "unclear"


@pytest.mark.slow
def test_the_walled_in_seat_loses_and_the_open_seat_is_called_favoured():
    r = run_playtest(WALLED_IN, 100, seed=1, workers=2)
    open_seat, walled = r.seats[1], r.seats[0]
    assert str(open_seat.start) == "9F"
    assert r.verdict == "edge" and r.verdict_text.startswith("9F favoured by")
    assert open_seat.edge_ci[0] > 0.05 and walled.edge_ci[1] < -0.05
    # the luck adjustment keeps the edge's sign and size
    assert open_seat.adjusted_win_rate - 0.5 > 0.05
    assert abs((open_seat.adjusted_win_rate - 0.5) - open_seat.edge) < 0.05


@pytest.mark.slow
def test_on_a_symmetric_map_the_adjusted_rates_hold_the_fair_share():
    r = run_playtest(FINAL_STAND, 200, seed=3, workers=2)
    for s in r.seats:
        assert s.adjusted_ci[0] <= 0.5 <= s.adjusted_ci[1]
    assert r.verdict != "edge"


@pytest.mark.slow
def test_until_verdict_stops_once_clear_and_gives_the_same_result_with_any_workers():
    one = run_playtest(WALLED_IN, 400, seed=2, workers=1, until_verdict=True)
    two = run_playtest(WALLED_IN, 400, seed=2, workers=2, until_verdict=True)
    assert one.to_json() == two.to_json()
    assert one.verdict == "edge" and one.stopped_early and one.sequential
    assert MIN_UNITS_SEQUENTIAL <= one.deals < 200 and one.games == 2 * one.deals
    assert one.to_json()["interval"] == "confidence sequence"


def test_until_verdict_without_a_clear_verdict_plays_every_game_asked():
    r = run_playtest(
        FINAL_STAND,
        2 * MIN_UNITS_SEQUENTIAL,
        seed=1,
        until_verdict=True,
        bot="random",
        margin=0.001,
    )
    assert r.verdict == "unclear" and not r.stopped_early and r.games == r.requested


def test_bad_designs_and_margins_are_refused():
    with pytest.raises(PlaytestError, match="no design called 'triplicate'"):
        run_playtest(FINAL_STAND, 4, seed=1, design="triplicate")
    with pytest.raises(PlaytestError, match="margin"):
        run_playtest(FINAL_STAND, 4, seed=1, margin=0.0)


def test_lineup_is_deal_and_rotation():
    for k in (2, 3, 4):
        for deal in range(5):
            window = lineup(deal * k, k, FACTIONS)
            for r in range(k):
                assert lineup(deal * k + r, k, FACTIONS) == tuple(
                    window[(s + r) % k] for s in range(k)
                )


@pytest.mark.slow
@pytest.mark.parametrize(
    "slug",
    [
        "showdown",
        "crackshot-alley",
        "salvage-city",
        "three-walls",
        "citadel",
        "final-stand",
        "plateau",
    ],
)
def test_no_pre_generated_map_is_called_an_edge_at_the_default_margin(slug):
    """The seven maps are fair for these bots (docs/benchmarks.md, "The seven
    maps"): at the command line's default of 100 games none may be called an edge."""
    r = run_playtest(the_map(slug), 100, seed=1, workers=2)
    assert r.verdict != "edge", r.verdict_text
