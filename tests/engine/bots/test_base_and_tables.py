"""Bot kinds, and the bots' whole-board tables checked against the sight rules."""

from __future__ import annotations

import random

import pytest

from engine.bots import (
    BOT_KINDS,
    DEFAULT_BOT,
    FullBot,
    RandomBot,
    SoloBot,
    UnknownBotError,
    make_bot,
)
from engine.bots.board_tables import (
    FACING_INDEX,
    arc_facings,
    arc_mask,
    bit,
    board_tables,
    flank_mask,
    index,
)
from engine.bots.odds import expected_damage, hit_chance, kill_chance
from engine.files.resources import BUILTIN_MAPS
from engine.geometry.board import PLAYABLE_SORTED
from engine.geometry.hexes import Direction
from engine.lineofsight.sight import in_arc, is_flank
from engine.mapmodel.model import Building
from tests.engine.game.helpers import the_map


def test_bot_kinds():
    assert {"random", "solo", "full"} <= set(BOT_KINDS) and DEFAULT_BOT == "full"
    assert isinstance(make_bot("full", 0, 1), FullBot)
    assert isinstance(make_bot("solo", 1, 1), SoloBot)
    assert isinstance(make_bot("random", 2, 1), RandomBot)
    with pytest.raises(UnknownBotError, match="no bot called 'clever'"):
        make_bot("clever", 0)


def test_dice_odds_against_all_36_rolls():
    for number in range(2, 14):
        hits = sum(
            1
            for a in range(1, 7)
            for b in range(1, 7)
            if (a, b) == (6, 6) or ((a, b) != (1, 1) and a + b >= number)
        )
        assert hit_chance(number) == hits / 36
    assert expected_damage(None, 3, 5) == pytest.approx(2.0)  # orbital: only the saves
    assert kill_chance(5, 1, 5, 2) == 0.0


def test_the_odds_keep_one_answer_per_distinct_arguments():
    from engine.bots import odds

    keys = {}
    for number in (None, *range(-3, 20)):
        for damage in range(0, 12):
            for armor in range(0, 9):
                keys.setdefault(odds._packed(number, damage, armor), (number, damage, armor))
    assert len(keys) == 24 * 12 * 9  # no two argument lists share a key
    # out of the packable range: computed by the formula every time, never kept
    assert odds._packed(150, 1, 1) == odds._packed(1, 300, 1) == -1
    before = len(odds._EXPECTED)
    through = 300 * (1 - odds.save_chance(4))
    assert expected_damage(None, 300, 4) == through and len(odds._EXPECTED) == before
    for number in (2, 7, 12):  # kept answers equal freshly computed ones
        for damage, armor, left in ((1, 5, 1), (4, 3, 2), (7, 6, 7)):
            twice = [kill_chance(number, damage, armor, left) for _ in range(2)]
            fresh = (hit_chance(number) - odds.CRITICAL) * odds.at_least(
                damage, 1 - odds.save_chance(armor), left
            ) + odds.CRITICAL
            assert twice == [fresh, fresh]


def test_the_tag_state_memo_starts_afresh_when_full():
    from engine.bots.board_tables import TAG_STATES_KEPT

    t = board_tables(the_map("final-stand"))
    t.tag_memo.clear()
    for k in range(TAG_STATES_KEPT):
        assert t.remember_tags(("state", k), k) == k
    assert len(t.tag_memo) == TAG_STATES_KEPT
    t.remember_tags(("state", "one more"), -1)
    assert t.tag_memo == {("state", "one more"): -1}


def _maps():
    rng = random.Random(8)
    base = the_map("showdown")
    maps = [the_map(slug) for slug in BUILTIN_MAPS]
    for _ in range(6):
        maps.append(base.with_buildings(Building(h) for h in rng.sample(PLAYABLE_SORTED, 12)))
    return maps


@pytest.mark.parametrize("m", _maps(), ids=lambda m: m.name + str(len(m.buildings)))
def test_inverse_sight_tables_agree_with_the_sight_rules(m):
    t = board_tables(m)
    sight = t.sight
    free = [h for h in PLAYABLE_SORTED if h not in m.building_hexes]
    for target in free:
        i = index(target)
        for x in free:
            if x == target:
                continue
            assert bool(t.sees(i) & bit(x)) == sight.has_los(x, target)
            assert bool(t.covered_from(i) & bit(x)) == bool(sight.partial_mask(x) & bit(target))
            assert bool(t.alley_from(i) & bit(x)) == (sight.alley_shot(x, target) is not None)


def test_arcs_and_flanks_agree_with_the_sight_rules():
    for origin in PLAYABLE_SORTED[::7]:
        for d in Direction:
            arc, flank = arc_mask(origin, d), flank_mask(origin, d)
            for t in PLAYABLE_SORTED:
                if t != origin:
                    assert bool(arc & bit(t)) == in_arc(origin, d, t)
                assert bool(flank & bit(t)) == is_flank(t, origin, d)


def test_arc_facings_turn_the_arcs_round():
    for origin in PLAYABLE_SORTED[::5]:
        facings = arc_facings(index(origin))
        for t in PLAYABLE_SORTED:
            for d in Direction:  # R-ARC-2
                held = bool(facings[index(t)] >> FACING_INDEX[d] & 1)
                assert held == (t != origin and in_arc(origin, d, t))
