"""Team metrics and the team-balance check of four-player maps (R-TEAM-1, RULES.md §9)."""

from __future__ import annotations

import math

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine import Building, GameMap, Hex
from engine.analysis import DEFAULT_CONFIG, analyse
from engine.analysis.facts import MapFacts
from engine.analysis.team_metrics import (
    TEAM_METRICS,
    map_teams,
    pairings,
    team_gaps,
    teams_alternate,
)
from engine.core.errors import GameSetupError
from engine.game import GameConfig, new_game
from engine.geometry.board import CENTER, PLAYABLE, PLAYABLE_SORTED, Layout
from engine.geometry.hexes import HALF_TURN, MIRROR_LR
from engine.mapmodel.groups import transform_map
from engine.repair import find_fix, shortfall
from tests.engine.analysis.analysis_maps import builtin, make_map

H = Hex.parse


def team_checks(m: GameMap):
    return analyse(m).by_id("team-balance")


def failing_metrics(m: GameMap) -> list[tuple[str, int]]:
    a, b = MapFacts(m, DEFAULT_CONFIG).teams
    return [(g.metric, g.excess) for g in team_gaps(a, b, DEFAULT_CONFIG) if g.off]


# -- the printed maps --------------------------------------------------------------------


@pytest.mark.parametrize(
    "slug,territory",
    [("showdown", (4.0, 6.0)), ("crackshot-alley", (6.0, 4.0)), ("salvage-city", (6.0, 4.0))],
)
def test_r_team_1_printed_four_player_maps_pass_team_balance(slug, territory):
    """The symmetric printed four-player maps: teams 1B+9J and 1J+9B (R-TEAM-1) reach 10
    buildings each, start 12 apart and 8 from their closest enemy; their territories
    are 2 buildings apart, on the threshold."""
    (check,) = team_checks(builtin(slug))
    assert check.ok, check.message
    teams = analyse(builtin(slug)).metrics["teams"]
    assert [t["label"] for t in teams] == ["1B+9J", "1J+9B"]
    assert [t["reach_count"] for t in teams] == [10, 10]
    assert [t["ally_distance"] for t in teams] == [12, 12]
    assert [t["enemy_distance"] for t in teams] == [8.0, 8.0]
    assert tuple(t["territory_share"] for t in teams) == territory


def test_team_figures_add_up_the_seat_figures_on_showdown():
    report = analyse(builtin("showdown"))
    seats, teams = report.metrics["seats"], report.metrics["teams"]
    for t in teams:
        allies = [seats[q - 1] for q in t["seats"]]
        assert t["exposure"] == sum(s["exposure"]["seen_by"] for s in allies)
        assert set(t["buildings_in_reach"]) == {b for s in allies for b in s["buildings_in_reach"]}
        assert t["enemy_distances"] == {
            s["start"]: min(d for h, d in s["opponent_distances"].items() if h not in t["starts"])
            for s in allies
        }
    assert report.metrics["teams_from"] == "R-TEAM-1"


@pytest.mark.parametrize("slug", ["final-stand", "plateau", "citadel", "three-walls"])
def test_maps_without_four_starts_skip_team_balance(slug):
    report = analyse(builtin(slug))
    assert report.by_id("team-balance") == []
    assert "teams" not in report.metrics and "teams_from" not in report.metrics


# -- hand-made maps with known answers ---------------------------------------------------

LOPSIDED = make_map("1B 1J 9B 9J", "2A 2C 8I 8K")
"""Every building 1 or 2 hexes from 1B or 9J and 7 or more from 1J and 9B."""


def test_lopsided_team_map_is_flagged_on_reach_and_territory():
    a, b = MapFacts(LOPSIDED, DEFAULT_CONFIG).teams
    assert (a.label, b.label) == ("1B+9J", "1J+9B")
    assert [str(h) for h in a.reach] == ["2A", "2C", "8I", "8K"] and b.reach == ()
    assert (a.territory, b.territory) == (4, 0)
    checks = team_checks(LOPSIDED)
    assert [c.ok for c in checks] == [False, False]
    reach, territory = (c.message for c in checks)
    assert reach.startswith(
        "Team 1B+9J can reach 4 buildings in its allies' first moves, team 1J+9B only 0"
    )
    assert territory.startswith(
        "Team 1B+9J is nearest to 4 of the buildings by walking distance, team 1J+9B to only 0"
    )
    assert [str(h) for h in checks[0].hexes] == ["1B", "9J", "1J", "9B"]
    assert failing_metrics(LOPSIDED) == [("reach", 2), ("territory", 2)]


def test_allies_further_apart_than_the_other_team_are_flagged():
    """1F and 9F share column F, 8 hexes apart; 5A and 5K share row 5, 10 apart."""
    m = make_map("1F 5K 9F 5A")
    a, b = MapFacts(m, DEFAULT_CONFIG).teams
    assert (a.seats, b.seats) == ((0, 2), (1, 3))
    assert (a.ally_distance, b.ally_distance) == (8, 10)
    (check,) = team_checks(m)
    assert not check.ok
    assert check.message.startswith("Team 5K+5A's allies start 10 hexes apart, team 1F+9F's only 8")
    assert failing_metrics(m) == [("ally distance", 1)]


def test_exposure_gap_past_the_ratio_is_flagged():
    """Buildings on every neighbour of 1B and 9J hide them; 1J and 9B stand in the open."""
    walls = "1A 1C 2B 8I 8J 8K 9I 9K"
    m = make_map("1B 1J 9B 9J", walls)
    a, b = MapFacts(m, DEFAULT_CONFIG).teams
    assert b.exposure > 1.25 * a.exposure and b.exposure - a.exposure >= 8
    assert ("exposure", b.exposure - a.exposure - 8 + 1) in failing_metrics(m)
    assert any(
        c.message.startswith(
            f"Team 1J+9B's starts can be fired at from {b.exposure}"
            " hexes in all, team 1B+9J's from only"
            f" {a.exposure}"
        )
        for c in team_checks(m)
    )


def test_teams_that_would_not_alternate_turns_are_flagged():
    """R-TEAM-1 pairs 6F with 6B, its farthest start, but going clockwise round 5F the
    turns would not alternate between the teams: a 2v2 game refuses them."""
    m = make_map("6F 7F 6B 6E")
    assert map_teams(m) == ((0, 2), (1, 3))
    with pytest.raises(GameSetupError):
        new_game(m, 1, config=GameConfig(mode="2v2"))
    first = team_checks(m)[0]
    assert not first.ok and first.message.startswith(
        "Teams 6F+6B and 7F+6E, as R-TEAM-1 makes (starts farthest apart), would not"
        " alternate turns"
    )
    (playable,) = [p for p in pairings(m) if teams_alternate(m, p)]
    named = m.with_teams([[m.starts[q] for q in t] for t in playable])
    new_game(named, 1, config=GameConfig(mode="2v2"))  # now it can be played
    assert not any("alternate" in c.message for c in team_checks(named))


def test_named_teams_replace_r_team_1():
    m = builtin("showdown").with_teams([[H("1B"), H("1J")], [H("9B"), H("9J")]])
    assert map_teams(m) == ((0, 1), (2, 3))
    report = analyse(m)
    assert report.metrics["teams_from"] == "map"
    assert [t["label"] for t in report.metrics["teams"]] == ["1B+1J", "9B+9J"]
    assert [t["ally_distance"] for t in report.metrics["teams"]] == [8, 8]


def test_repair_search_can_even_the_teams():
    fix = find_fix(LOPSIDED, ["team-balance"], max_edits=2)
    assert fix.fixed
    assert all(c.ok for c in team_checks(fix.map))
    assert shortfall(MapFacts(LOPSIDED, DEFAULT_CONFIG), "team-balance") == 4


# -- the verdict does not depend on labels or on where the map is turned ---------------


def test_the_board_is_mirror_symmetric_but_not_under_a_half_turn():
    assert {MIRROR_LR.apply(h, CENTER) for h in PLAYABLE} == set(PLAYABLE)
    assert len({HALF_TURN.apply(h, CENTER) for h in PLAYABLE} - set(PLAYABLE)) == 6


@st.composite
def four_player_maps(draw: st.DrawFn) -> GameMap:
    hexes = draw(st.lists(st.sampled_from(PLAYABLE_SORTED), unique=True, min_size=4, max_size=16))
    starts, placed = hexes[:4], hexes[4:]
    m = GameMap(
        name="Random",
        starts=tuple(starts),
        buildings=tuple(Building(h, draw(st.booleans())) for h in placed),
    )
    pairing = draw(st.sampled_from([None, (0, 1), (0, 2), (0, 3)]))
    if pairing is not None:
        other = tuple(q for q in range(4) if q not in pairing)
        m = m.with_teams([[starts[q] for q in pairing], [starts[q] for q in other]])
    return m


def _distinct_bearings(m: GameMap) -> bool:
    """No start on 5F and no two on one ray from it: there clockwise order, and so whether
    turns alternate, falls back on seat order (``engine.game.setup.clockwise``)."""
    if CENTER in m.starts:
        return False
    lay = Layout()
    cx, cy = lay.center(CENTER)
    bearings = set()
    for h in m.starts:
        x, y = lay.center(h)
        bearings.add(round(math.atan2(y - cy, x - cx), 9))
    return len(bearings) == len(m.starts)


def _verdict(m: GameMap) -> tuple[bool, list[tuple[str, int]], bool]:
    teams = map_teams(m)
    assert teams is not None
    return (
        all(c.ok for c in team_checks(m)),
        sorted(failing_metrics(m)),
        teams_alternate(m, teams),
    )


@settings(max_examples=60, deadline=None)
@given(four_player_maps(), st.permutations(range(4)))
def test_swapping_team_labels_or_seats_keeps_the_verdict(m, order):
    assume(_distinct_bearings(m))
    teams = map_teams(m)
    assert teams is not None
    named = [[m.starts[q] for q in t] for t in teams]
    swapped = m.with_teams([list(reversed(t)) for t in reversed(named)])
    reseated = swapped.with_starts(m.starts[q] for q in order)
    assert reseated.teams is not None
    assert _verdict(swapped) == _verdict(m)
    assert _verdict(reseated) == _verdict(m)


@settings(max_examples=60, deadline=None)
@given(four_player_maps())
def test_mirroring_the_map_keeps_the_verdict(m):
    """The board is its own mirror image about column F (a half turn about 5F is not: six
    playable hexes turn off the board, so exposure near the edges can change)."""
    assume(_distinct_bearings(m))
    result = transform_map(m, MIRROR_LR)
    assume(not result.refused)
    turned = result.map
    assert (turned.teams is None) == (m.teams is None)
    assert map_teams(turned) == map_teams(m)
    assert _verdict(turned) == _verdict(m)


def test_team_metrics_are_the_checks_metrics():
    assert TEAM_METRICS == ("reach", "territory", "exposure", "ally distance", "enemy distance")
