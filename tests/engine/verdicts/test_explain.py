"""Why a verdict is what it is: each seat's play counted from its games, and the static checks
set against play — borne out when the measured difference has the sign the check predicts
and its 95% interval excludes zero, not borne out when the interval holds zero, the opposite
when it excludes zero on the other side."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest

from engine.files.mapfile import load_map
from engine.game import observe
from engine.game.board_events import Demolished, Tagged
from engine.game.combat_events import HitPointsLost, Shot, UnitDestroyed
from engine.playtest import run_playtest
from engine.selfplay.games import GameRecord, batch_game, play_game
from engine.selfplay.seat_play import SeatPlay, count_seat_play
from engine.verdicts.explain import WhyTally, explain, outcome, static_flags, why_of
from engine.verdicts.explain_words import Flag
from engine.verdicts.play_figures import Comparison, compare, figure
from tests.engine.game.helpers import the_map

LOPSIDED = load_map(Path(__file__).parents[1] / "playtest" / "data" / "lopsided.gkrmap.json")
"""1F reaches 7 buildings in its first move and is seen from 62 hexes; 9F reaches 1 and is
seen from 83: building-reach (R-GUIDE-2) and seat-exposure both hold against 9F."""


def _record(
    index: int,
    play: tuple[tuple[int, ...], ...],
    winners: tuple[int, ...] = (0,),
    win_type: str = "destruction",
) -> GameRecord:
    """A two-seat game record with these figures of play (fired at, damage taken, units
    lost, tags, demolitions per seat)."""
    return GameRecord(
        index,
        ("a", "b"),
        winners,
        win_type,
        8,
        None,
        None,
        (),
        (),
        index // 2,
        index % 2,
        ((0.0,), (0.0,)),
        tuple(SeatPlay.from_row(r) for r in play),
    )


EXPOSURE_OF_9F = Flag(
    "seat-exposure",
    (1,),
    "9F",
    ((0,),),
    "1F",
    {"figure": "seen_from", "value": 81, "against": 15},
    "damage_taken",
    +1,
    ("fired_at", "units_lost"),
)


def _damage(pairs: list[tuple[int, int]]) -> list[GameRecord]:
    return [_record(i, ((3, a, 1, 4, 1), (3, b, 1, 4, 1))) for i, (a, b) in enumerate(pairs)]


# -- the reconciling logic on synthetic figures ------------------------------------------------


def test_an_exposed_seat_that_takes_more_damage_bears_the_check_out():
    games = _damage([(4, 6), (5, 7), (4, 7), (3, 6), (5, 6), (4, 8)] * 4)
    e = explain(EXPOSURE_OF_9F, games, "independent")
    assert e.outcome == "borne out"
    assert e.measured["value"] == pytest.approx(6.6667, abs=1e-3)
    assert e.measured["others"] == pytest.approx(4.1667, abs=1e-3)
    lo, hi = e.measured["ci95"]
    assert 0 < lo < e.measured["difference"] < hi
    assert e.text.startswith(
        "The checks flag 9F's exposure (seen from 81 hexes against 15 for"
        " 1F), and in play 9F took 6.7 damage a game against 4.2 for 1F"
    )
    assert "the exposure cost it" in e.text


def test_an_exposed_seat_that_takes_no_more_damage_does_not_bear_the_check_out():
    games = _damage([(4, 4), (5, 3), (4, 5), (3, 4), (5, 5), (4, 3)] * 4)
    e = explain(EXPOSURE_OF_9F, games, "independent")
    lo, hi = e.measured["ci95"]
    assert lo < 0 < hi and e.outcome == "not borne out"
    assert ", but in play 9F took 4.0 damage a game against 4.2 for 1F" in e.text
    assert "the games do not bear the check out, the exposure did not cost it" in e.text


def test_an_exposed_seat_that_takes_less_damage_shows_the_opposite():
    games = _damage([(6, 4), (7, 5), (7, 4), (6, 3), (6, 5), (8, 4)] * 4)
    e = explain(EXPOSURE_OF_9F, games, "independent")
    assert e.outcome == "opposite" and e.measured["ci95"][1] < 0
    assert "in spite of the exposure" in e.text


def test_the_outcome_needs_an_interval_and_respects_the_predicted_sign():
    assert outcome(Comparison(0.0, 0.0, 0.0, None, 0), +1) == "no games"
    assert outcome(Comparison(3.0, 1.0, 2.0, None, 1), +1) == "too few games"
    assert outcome(Comparison(1.0, 2.0, -1.0, (-1.5, -0.5), 40), -1) == "borne out"
    assert outcome(Comparison(2.0, 1.0, 1.0, (0.5, 1.5), 40), -1) == "opposite"
    assert outcome(Comparison(2.0, 1.0, 1.0, (0.0, 2.0), 40), +1) == "not borne out"


def test_without_games_that_recorded_play_the_check_is_said_unmeasured():
    games = [_record(i, ()) for i in range(6)]
    e = explain(EXPOSURE_OF_9F, games, "independent")
    assert e.outcome == "no games" and "no game of this batch recorded it" in e.text


def test_one_deal_is_too_few_to_measure_a_check():
    e = explain(EXPOSURE_OF_9F, _damage([(4, 6), (5, 7)]), "duplicate")
    assert e.outcome == "too few games" and e.measured["ci95"] is None
    assert e.text == (
        "The checks flag 9F's exposure (seen from 81 hexes against 15 for 1F),"
        " but one deal is too few to measure it."
    )


def test_a_duplicate_batch_pairs_the_seats_within_each_deal():
    """The unit of a duplicate batch is the deal: its games' differences averaged."""
    games = _damage([(4, 6), (6, 6), (5, 6), (5, 6)])  # deals: (2 + 0) / 2, (1 + 1) / 2
    c = compare(games, (1,), ((0,),), figure("damage_taken"), "duplicate")
    assert c.units == 2 and c.difference == pytest.approx(1.0)
    assert c.interval == pytest.approx((1.0, 1.0))
    by_game = compare(games, (1,), ((0,),), figure("damage_taken"), "independent")
    assert by_game.units == 4 and by_game.interval is not None
    assert by_game.interval[0] < 1.0 < by_game.interval[1]


def test_a_map_the_checks_do_not_flag_gets_no_explanation():
    final_stand = the_map("final-stand")
    assert static_flags(final_stand) == ()
    why = why_of(final_stand, _damage([(1, 9)] * 6), "independent")
    assert why.explanations == () and why.to_json()["explain"] == []
    assert len(why.stories) == 2


# -- counting what each seat did ---------------------------------------------------------------


def test_seat_play_is_counted_from_the_event_log_of_a_real_game():
    record = play_game(LOPSIDED, 3, 2, "random", design="duplicate")
    events = _replayed_events(3, 2)
    assert len(record.play) == 2 and any(isinstance(e, Shot) for e in events)
    assert (
        sum(p.units_lost for p in record.play)
        == len(record.destroyed_at)
        == sum(isinstance(e, UnitDestroyed) for e in events)
    )
    assert [p.demolitions for p in record.play] == [
        sum(isinstance(e, Demolished) and e.player == s for e in events) for s in range(2)
    ]
    assert [p.tags for p in record.play] == [
        sum(isinstance(e, Tagged) and e.player == s for e in events) for s in range(2)
    ]
    assert [p.fired_at for p in record.play] == [
        sum(isinstance(e, Shot) and e.target_player == s for e in events) for s in range(2)
    ]
    assert [p.damage_taken for p in record.play] == [
        sum(e.lost for e in events if isinstance(e, HitPointsLost) and e.player == s)
        for s in range(2)
    ]
    assert len(record.fired_by) == len(record.fired_from)
    assert record.destroyed_seats == tuple(e.player for e in events if isinstance(e, UnitDestroyed))
    assert record.fired_by.count(0) + record.fired_by.count(1) == len(record.fired_by)


def test_counting_an_empty_log_gives_nothing_for_every_seat():
    assert count_seat_play((), 3) == (SeatPlay(),) * 3


def _replayed_events(index: int, seed: int) -> list[object]:
    """The event log of game ``index``, played again the way the batch plays it."""
    from engine.bots import make_bot

    state = batch_game(LOPSIDED, index, seed, design="duplicate")
    bots = [make_bot("random", s, state.seed) for s in range(2)]
    while not state.is_terminal():
        seat = state.current_player()
        state.apply_action(bots[seat].choose(observe(state, seat)))
    return list(state.events)


# -- a hand-made map whose checks hold against one seat ----------------------------------------


def test_reach_and_exposure_against_one_seat_are_both_explained_with_the_measured_figures():
    """R-GUIDE-2 (building reach) and seat exposure both flag 9F on the lopsided map; a small
    seeded batch sets each against what the games measured of 9F and of 1F."""
    result = run_playtest(LOPSIDED, 16, seed=1)
    data = json.loads(json.dumps(result.to_json()))
    items = {e["check"]: e for e in data["explain"]}
    assert {"building-reach", "seat-exposure"} <= set(items)
    for e in data["explain"]:
        assert set(e) == {"check", "seat", "static", "measured", "text"}
    reach, exposure = items["building-reach"], items["seat-exposure"]
    assert reach["seat"] == exposure["seat"] == "9F"
    assert reach["static"] == {"figure": "buildings_in_reach", "value": 1, "against": 7}
    assert exposure["static"] == {"figure": "seen_from", "value": 83, "against": 62}
    records = [
        play_game(LOPSIDED, i, 1, result.bot, design="duplicate") for i in range(result.games)
    ]
    demolished = [statistics.fmean(g.play[s].demolitions for g in records) for s in (1, 0)]
    damage = [statistics.fmean(g.play[s].damage_taken for g in records) for s in (1, 0)]
    assert [reach["measured"]["value"], reach["measured"]["others"]] == pytest.approx(demolished)
    assert [exposure["measured"]["value"], exposure["measured"]["others"]] == pytest.approx(damage)
    assert (
        f"9F demolished {demolished[0]:.1f} buildings a game against {demolished[1]:.1f}"
        f" for 1F" in reach["text"]
    )
    assert (
        f"9F took {damage[0]:.1f} damage a game against {damage[1]:.1f} for 1F" in exposure["text"]
    )
    for e in (reach, exposure):
        assert e["measured"]["outcome"] in ("borne out", "not borne out", "opposite")
        assert ("do not bear" in e["text"]) == (e["measured"]["outcome"] != "borne out")
    assert [s["seat"] for s in data["seat_play"]] == [0, 1]


def test_team_balance_is_set_against_the_teams_wins_with_the_sign_of_each_metric():
    """R-TEAM-1's teams of a hand-made four-player map: 1B+9J nearest to most buildings,
    1J+9B the more exposed; games where 1B+9J win bear out both findings."""
    from engine.geometry.hexes import Hex
    from engine.mapmodel.model import GameMap

    m = GameMap(name="Teams", starts=tuple(Hex.parse(h) for h in ("1B", "1J", "9J", "9B")))
    for h in ("2C", "3B", "2D", "8I", "7J", "8H", "5F"):
        m = m.with_building(Hex.parse(h))
    teams = {(f.static["figure"], f.label): f for f in static_flags(m) if f.check == "team-balance"}
    assert set(teams) == {("territory", "1B+9J"), ("exposure", "1J+9B")}
    territory, exposure = teams["territory", "1B+9J"], teams["exposure", "1J+9B"]
    assert territory.expect == +1 and exposure.expect == -1
    assert territory.side == (0, 2) and territory.others == ((1, 3),)
    games = [
        GameRecord(
            i,
            ("a", "b", "c", "d"),
            ((0,), (2,), (0,), (1,))[i % 4],
            "destruction",
            8,
            None,
            None,
            (),
            (),
            i // 4,
            i % 4,
            (),
        )
        for i in range(40)
    ]
    for flag in (territory, exposure):
        e = explain(flag, games, "independent")
        assert e.outcome == "borne out", e.text
    e = explain(territory, games, "independent")
    assert e.measured["value"] == pytest.approx(0.75) and e.measured["others"] == pytest.approx(
        0.25
    )
    assert (
        "team 1B+9J's seats won 75.0% of the games together against 25.0% for team 1J+9B" in e.text
    )


def test_each_seats_story_says_how_when_and_who_struck_first():
    games = [
        GameRecord(
            i,
            ("a", "b"),
            (0,),
            "demolition" if i % 2 else "destruction",
            6 + i,
            0,
            0 if i < 3 else None,
            (),
            (),
            i,
            0,
            (),
        )
        for i in range(4)
    ]
    why = why_of(the_map("final-stand"), games, "independent")
    assert why.story_lines[0] == (
        "1F won 100.0% of the games (50.0% by destruction, 50.0% by"
        " demolition), its wins at round 7.5 on average."
    )
    assert why.story_lines[1] == (
        "1F drew first blood in 4 of 4 games and won 100.0% of"
        " those; it demolished the first building in 3 and won"
        " 100.0% of those."
    )
    assert why.story_lines[2] == "9F won 0.0% of the games."
    assert why.story_lines[3] == (
        "9F never drew first blood; it never demolished the first building."
    )
    stories = why.to_json()["seat_play"]
    assert stories[0]["first_demolition"] == {"games": 3, "won": 3.0, "won_rate": 1.0}


@pytest.mark.slow
def test_over_many_games_the_short_reach_of_9f_costs_it_demolitions():
    """R-GUIDE-2 on the lopsided map: over 200 games of the full bots, 9F (1 building in
    reach against 7) demolishes fewer buildings a game than 1F, beyond the interval."""
    result = run_playtest(LOPSIDED, 200, seed=1, workers=2)
    reach = next(e for e in result.why.explanations if e.check == "building-reach")
    assert reach.outcome == "borne out", reach.text
    assert reach.measured["ci95"][1] < 0 and reach.measured["units"] == 100
    assert "the short reach cost it demolitions" in reach.text


def test_asking_as_the_games_come_in_gives_what_asking_once_gives():
    """A batch asks after every few games; the kept figures, grown game by game, give the
    same answer as all the games counted at once."""
    records = [play_game(LOPSIDED, i, 4, "random", design="duplicate") for i in range(12)]
    for n in (2, 6, 7, 12):
        asked = why_of(LOPSIDED, records[:n], "duplicate")
    assert asked == _counted_at_once(list(records))
    assert json.dumps(asked.to_json()) == json.dumps(_counted_at_once(records).to_json())
    other = [play_game(LOPSIDED, i, 5, "random", design="duplicate") for i in range(4)]
    assert why_of(LOPSIDED, other, "duplicate") == _counted_at_once(other)  # its own batch
    assert why_of(LOPSIDED, records[:6], "duplicate") == _counted_at_once(records[:6])


def _counted_at_once(records):
    tally = WhyTally(LOPSIDED, "duplicate")
    tally.extend(records)
    return tally.why()
