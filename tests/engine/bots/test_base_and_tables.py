"""Bot kinds, and the bots' whole-board tables checked against the sight rules."""

from __future__ import annotations

import random

import pytest

from engine.board import PLAYABLE_SORTED
from engine.bots import BOT_KINDS, DEFAULT_BOT, FullBot, RandomBot, SoloBot, UnknownBotError, make_bot
from engine.bots.odds import expected_damage, hit_chance, kill_chance
from engine.bots.tables import arc_mask, bit, board_tables, flank_mask, index
from engine.hexes import Direction
from engine.model import Building
from engine.resources import BUILTIN_MAPS
from engine.sight import in_arc, is_flank
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
        hits = sum(1 for a in range(1, 7) for b in range(1, 7)
                   if (a, b) == (6, 6) or ((a, b) != (1, 1) and a + b >= number))
        assert hit_chance(number) == hits / 36
    assert expected_damage(None, 3, 5) == pytest.approx(2.0)  # orbital: only the saves
    assert kill_chance(5, 1, 5, 2) == 0.0


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
