"""What can shoot what, now (engine.playtest.shot_table): hand-made positions with known
target numbers, odds and reasons, and the cards a viewer may not see left out."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.game import UnitClass
from engine.game.combat import DeclareDecision, FireDecision
from engine.lineofsight.sight import Cover
from engine.playtest.shot_table import ShotRow, shots_now
from tests.engine.game.helpers import H, at, declare, game, hand, put


def row(rows: tuple[ShotRow, ...], source: str, target: str) -> ShotRow:
    (found,) = [r for r in rows if r.source == source and r.target == H(target)]
    return found


def test_a_flank_shot_needs_4_and_its_odds_are_the_dice_s():
    """R-ARC-3: from 4F at a Heavy Hitter on 5F facing away, the dire laser (range 5,
    damage 7) needs 4: 33 of 36 rolls hit, a double 6 is a critical (no save), the
    other hits are saved on 5+ one die per point."""
    g = game("final-stand")
    put(g, 0, "HH", "4F", facing="S")
    put(g, 1, "HH", "5F", facing="S")
    hand(g, 0, "dire-laser")
    r = row(shots_now(g).rows, "dire-laser", "5F")
    assert r.possible and r.number == 4 and r.flank and r.arc == "in arc"
    assert (r.sight, r.cover, r.distance, r.reach) == ("clear line of sight", Cover.NONE, 1, 5)
    assert r.hit == pytest.approx(33 / 36)
    through = Fraction(4, 6)  # a save die stops a point on 5 or 6
    expected = (Fraction(32, 36) * 7 * through) + Fraction(1, 36) * 7
    assert r.expected == pytest.approx(float(expected))
    assert "flank -1" in r.modifiers and r.why_not == ""


def test_a_shot_the_rules_refuse_says_why():
    """R-LOS-2: 2C to 4C runs through the building on 3C; R-ARC-2: behind is out of the
    arc; range limits the distance."""
    g = game("final-stand")
    put(g, 0, "HH", "2C", facing="S")
    put(g, 1, "HH", "4C", facing="N")
    put(g, 1, "combat", "1C")  # behind P1's Heavy Hitter
    put(g, 1, "recon", "9K")  # far away
    hand(g, 0, "dire-laser")
    rows = shots_now(g).rows
    blocked = row(rows, "dire-laser", "4C")
    assert not blocked.possible and blocked.cover is Cover.FULL
    assert blocked.sight == "no line of sight" and "no line of sight" in blocked.why_not
    assert (blocked.hit, blocked.expected, blocked.number) == (0.0, 0.0, None)
    assert row(rows, "dire-laser", "1C").why_not == "out of the Heavy Hitter's arc"
    far = row(rows, "dire-laser", "9K")
    assert far.why_not == f"out of range ({H('2C').distance(H('9K'))} > 5)"
    assert all(not r.possible for r in rows if r.seat == 0)
    # the shots the rules allow come first
    possible = [r.possible for r in rows]
    assert possible == sorted(possible, reverse=True)


def test_an_orbital_strike_always_hits():
    g = game("final-stand")
    put(g, 0, "HH", "1F", facing="S")
    put(g, 1, "HH", "7F", facing="N")
    hand(g, 0, "ion-strike")
    r = row(shots_now(g).rows, "ion-strike", "7F")
    assert r.possible and r.number is None and r.hit == 1.0 and r.sight == "orbital strike"
    assert r.arc == "any direction"  # an orbital strike needs no arc


def test_support_units_fire_in_any_direction():
    g = game("final-stand")
    put(g, 0, "HH", "1F", facing="N")
    put(g, 0, "combat", "5F")
    put(g, 1, "HH", "6F", facing="N")
    hand(g, 0)
    rows = shots_now(g).rows
    r = row(rows, "combat", "6F")
    assert r.unit is UnitClass.COMBAT and r.arc == "any direction" and r.possible
    assert r.number == 5  # a Heavy Hitter in sight, shot at from its front: 5+
    assert r.armor == 5


def test_a_viewer_sees_only_the_cards_it_may_know():
    """A seat's hand is its own; a face-down firing line is hidden until revealed."""
    g = game("final-stand")
    put(g, 0, "HH", "4F", facing="S")
    put(g, 1, "HH", "5F", facing="N")
    put(g, 0, "combat", "4E")
    hand(g, 0, "dire-laser")
    hand(g, 1, "chain-gun")
    seen_by_2 = shots_now(g, viewer=1)
    assert seen_by_2.hidden == (0,)
    assert {r.source for r in seen_by_2.rows} == {"chain-gun", "combat"}
    assert shots_now(g).hidden == ()
    declare(g, 0, "dire-laser")
    g.players[0].revealed = False  # face down, as declared
    at(g, FireDecision(0, "dire-laser"), phase="combat")
    assert shots_now(g, viewer=1).hidden == (0,)
    assert {r.source for r in shots_now(g, viewer=0).rows if r.seat == 0} == {
        "dire-laser",
        "combat",
    }
    g.players[0].revealed = True
    assert shots_now(g, viewer=1).hidden == ()


def test_once_declared_a_heavy_hitter_fires_only_its_firing_line():
    """RULES.md §5.3: the weapons declared are the ones fired; before its declaration a
    seat's hand is what it may declare."""
    g = game("final-stand")
    put(g, 0, "HH", "4F", facing="S")
    put(g, 1, "HH", "5F", facing="N")
    hand(g, 0, "dire-laser")
    hand(g, 1, "chain-gun")
    at(g, DeclareDecision(1), phase="combat")  # seat 1 declared nothing; seat 2 to declare
    sources = {(r.seat, r.source) for r in shots_now(g).rows}
    assert sources == {(1, "chain-gun")}
