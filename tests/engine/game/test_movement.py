"""Deploy and Movement phases (RULES.md §5.1-5.2)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.game import Move, UnitClass, state_text
from engine.game.deploying import DeployDecision
from engine.game.movement import HHMoveDecision, MovementPhase, SupportMoveDecision
from engine.geometry.zones import Side
from engine.mapmodel.model import Building, GameMap
from tests.engine.game.helpers import H, at, game, hand, put, texts


def test_deploy_within_two_hexes_on_free_hexes_for_two_energy_and_a_deploy_card():
    g = game("final-stand")
    hand(g, 0, "air-drop", "dire-laser")
    put(g, 1, "HH", "3F")
    at(g, DeployDecision(0), phase="deploy")
    deploys = [a for a in g.legal_actions() if str(a).startswith("deploy combat")]
    hexes = {str(a).split()[-1] for a in deploys}
    assert hexes == {"1D", "1E", "1G", "1H", "2D", "2E", "2F", "2G", "2H"}  # 3F: P2's HH
    g.apply_action("deploy recon 2F")
    p = g.players[0]
    assert p.units[UnitClass.RECON] == H("2F") and p.energy == 3
    assert "air-drop" in p.discard and "air-drop" not in p.hand


def test_deploy_without_a_card_costs_four_energy():
    g = game("final-stand")
    hand(g, 0, "dire-laser")
    at(g, DeployDecision(0), phase="deploy")
    g.apply_action("deploy combat 2F")
    assert g.players[0].energy == 1


def test_deploy_on_the_fallout_side_only_into_zone_1():
    m = game("final-stand").game_map.with_side(Side.FALLOUT)
    g = game(m)
    put(g, 0, "HH", "3F")  # distance 2 from 5F: Zone 3; Zone 1 starts at distance 4
    at(g, DeployDecision(0), phase="deploy")
    hexes = {a.hex for a in g.legal_actions() if hasattr(a, "hex")}
    assert hexes and all(g.game_map.zone_of(h) == 1 for h in hexes)
    assert all(h.distance(H("5F")) >= 4 for h in hexes)


def test_heavy_hitter_pays_one_energy_per_hex_and_chooses_a_facing():
    g = game("final-stand")
    at(g, HHMoveDecision(0), phase="movement")
    g.apply_action("move HH 1F-2F-3F face SE")
    p = g.players[0]
    assert p.hh == H("3F") and str(p.facing) == "SE" and p.energy == 3


def test_heavy_hitter_may_turn_without_moving_for_free():
    g = game("final-stand")
    at(g, HHMoveDecision(0), phase="movement")
    g.apply_action("move HH 1F face NW")
    assert g.players[0].energy == 5 and str(g.players[0].facing) == "NW"


def test_heavy_hitter_cannot_move_through_an_opposing_support_unit_but_can_end_on_it_and_push_it():
    g = game("final-stand")
    put(g, 0, "HH", "3F")
    put(g, 1, "combat", "4F")
    at(g, HHMoveDecision(0), phase="movement")
    with pytest.raises(IllegalActionError, match="opposing unit on 4F"):
        g.apply_action("move HH 3F-4F-5F face S")
    # the canonical path to 5F goes around the support unit
    (path,) = {
        a.path for a in g.legal_actions() if isinstance(a, Move) and a.destination == H("5F")
    }
    assert H("4F") not in path and len(path) == 4
    g.apply_action("move HH 3F-4F face S")
    assert g.current_player() == 1  # the pushed unit's owner chooses where it goes
    # free neighbours of 4F; 3E holds a building, 3F was left by the Heavy Hitter
    assert texts(g.legal_actions()) == [
        "push combat 3F",
        "push combat 3G",
        "push combat 4E",
        "push combat 4G",
        "push combat 5F",
    ]
    g.apply_action("push combat 4G")
    assert g.players[1].units[UnitClass.COMBAT] == H("4G")
    assert g.unit_at(H("4F")) == (0, UnitClass.HH)


def test_heavy_hitter_cannot_pass_or_end_on_an_opposing_heavy_hitter():
    g = game("final-stand")
    put(g, 0, "HH", "3F")
    put(g, 1, "HH", "4F")
    at(g, HHMoveDecision(0), phase="movement")
    dests = {a.destination for a in g.legal_actions() if isinstance(a, Move)}
    assert H("4F") not in dests
    with pytest.raises(IllegalActionError):
        g.apply_action("move HH 3F-4F-5F face S")


def test_heavy_hitter_passes_through_its_own_units_but_does_not_end_on_them():
    g = game("final-stand")
    put(g, 0, "HH", "3F")
    put(g, 0, "recon", "4F")
    at(g, HHMoveDecision(0), phase="movement")
    g_copy = g.clone()
    with pytest.raises(IllegalActionError, match="occupied"):
        g_copy.apply_action("move HH 3F-4F face S")
    g.apply_action("move HH 3F-4F-5F face S")
    assert g.players[0].hh == H("5F") and g.players[0].energy == 3


def test_buildings_block_heavy_hitter_movement():
    g = game("final-stand")  # buildings 3C 3E 4H 4I 5C 6D 6G 6I
    put(g, 0, "HH", "3D")
    at(g, HHMoveDecision(0), phase="movement")
    with pytest.raises(IllegalActionError, match="building on 3E"):
        g.apply_action("move HH 3D-3E-3F face S")
    dests = {a.destination for a in g.legal_actions() if isinstance(a, Move)}
    assert H("3E") not in dests and H("3C") not in dests


def test_recon_flies_over_a_building():
    g = game("final-stand")
    put(g, 0, "recon", "3D")
    at(g, SupportMoveDecision(0, UnitClass.RECON), phase="movement")
    g.apply_action("move recon 3D-3E-3F")  # 3E holds a building
    assert g.players[0].units[UnitClass.RECON] == H("3F")


def test_recon_flies_over_opposing_units_but_ends_on_a_free_hex():
    g = game("final-stand")
    put(g, 0, "recon", "3F")
    put(g, 1, "HH", "4F")
    at(g, SupportMoveDecision(0, UnitClass.RECON), phase="movement")
    dests = {a.destination for a in g.legal_actions()}
    assert H("5F") in dests and H("4F") not in dests and H("3E") not in dests


def test_combat_unit_cannot_cross_a_building_or_opposing_unit_and_moves_at_most_its_move():
    g = game("final-stand")
    put(g, 0, "combat", "3D")
    put(g, 1, "recon", "2D")
    at(g, SupportMoveDecision(0, UnitClass.COMBAT), phase="movement")
    with pytest.raises(IllegalActionError, match="building"):
        g.apply_action("move combat 3D-3E-3F")
    with pytest.raises(IllegalActionError, match="at most 2"):
        g.apply_action("move combat 3D-4D-5D-5E")
    dests = {a.destination for a in g.legal_actions()}
    assert all(H("3D").distance(d) <= 2 for d in dests) and H("2D") not in dests
    assert H("1D") not in dests  # only through the opposing recon on 2D or 2C-1C… 2 steps max


def test_critical_energy_movement_puts_cards_on_the_damage_pile():
    g = game("final-stand")
    hand(g, 0, "dire-laser", "pulse-laser", "air-drop")
    at(g, HHMoveDecision(0), phase="movement")
    g.apply_action("move HH 1F-2F-3F-4F-5F-6F-7F-8F face S")  # 7 hexes: 2 critical
    assert g.players[0].energy == 0
    assert g.current_player() == 0  # which cards go to the damage pile
    g.apply_action("damage hand pulse-laser deck 1")
    p = g.players[0]
    assert len(p.damage) == 2 and "pulse-laser" in p.damage and "pulse-laser" not in p.hand
    assert p.card_count == 25


def test_movement_order_heavy_hitters_then_combat_repair_recon_in_turn_order():
    g = game("crackshot-alley")
    for seat, base in enumerate(["1B", "1J", "9B", "9J"]):
        put(g, seat, "combat", {"1B": "2B", "1J": "2J", "9B": "8B", "9J": "8J"}[base])
        put(g, seat, "recon", {"1B": "1C", "1J": "1I", "9B": "9C", "9J": "9I"}[base])
    at(g, MovementPhase())
    asked = []
    while g.legal_actions():
        d = g.decision
        asked.append((type(d).__name__, d.player, getattr(d, "unit", UnitClass.HH).value))
        g.apply_action(
            next(
                a
                for a in g.legal_actions()
                if isinstance(a, Move)
                and a.steps == 0
                and a.facing in (None, g.players[d.player].facing)
            )
        )
    order = [0, 1, 3, 2]  # clockwise from the Glory Hound on 1B (R-SEAT-1)
    assert asked == (
        [("HHMoveDecision", p, "HH") for p in order]
        + [("SupportMoveDecision", p, "combat") for p in order]
        + [("SupportMoveDecision", p, "recon") for p in order]
    )


def test_rubble_still_blocks_movement():
    m: GameMap = game("final-stand").game_map
    m = m.with_buildings(Building(b.hex, b.hex == H("3E")) for b in m.buildings)
    g = game(m)
    put(g, 0, "HH", "3D")
    at(g, HHMoveDecision(0), phase="movement")
    dests = {a.destination for a in g.legal_actions() if isinstance(a, Move)}
    assert H("3E") not in dests
    with pytest.raises(IllegalActionError, match="building on 3E"):
        g.apply_action("move HH 3D-3E-3F face S")


def test_a_maneuver_card_gives_free_hexes():
    g = game("final-stand")
    hand(g, 0, "boost-thrusters", "dire-laser")
    at(g, HHMoveDecision(0), phase="movement")
    g.apply_action("play boost-thrusters")
    g.apply_action("move HH 1F-2F-3F-4F face S")
    assert g.players[0].energy == 4  # 3 hexes, 2 of them free
    assert "boost-thrusters" in g.players[0].discard


def test_jump_jets_fly_over_a_building():
    g = game("final-stand")
    put(g, 0, "HH", "3D")
    hand(g, 0, "jump-jets", "dire-laser")
    at(g, HHMoveDecision(0), phase="movement")
    g.apply_action("play jump-jets")
    g.apply_action("move HH 3D-3E-3F face S")
    assert g.players[0].hh == H("3F") and g.players[0].energy == 2  # 1 for the card, 2 hexes


def test_illegal_move_changes_nothing():
    g = game("final-stand")
    at(g, HHMoveDecision(0), phase="movement")
    before = state_text(g), len(g.events), len(g.history)
    with pytest.raises(IllegalActionError):
        g.apply_action("move HH 1F-3F face S")
    with pytest.raises(IllegalActionError):
        g.apply_action("move HH 1F-0E face S")
    assert (state_text(g), len(g.events), len(g.history)) == before


def test_no_self_destruction_by_critical_energy():
    g = game("final-stand")
    p = g.players[0]
    hand(g, 0, "dire-laser")
    p.damage.extend(p.deck[:22])
    del p.deck[:22]
    assert p.spare_cards == 3  # 1 in hand, 2 in the deck
    at(g, HHMoveDecision(0), phase="movement")
    far = max(a.steps for a in g.legal_actions() if isinstance(a, Move))
    assert far == 5 + 2  # free energy + all spare cards but one


# -- the searches against a plain reference ---------------------------------------------------


def _reference_paths(state, start, max_steps, use):
    """Breadth-first search over hexes, neighbours in direction order, asking ``use(hex)``
    (1: pass through, 2: end on, 3: both) as the rules say, one hex at a time."""
    from engine.geometry.board import playable_neighbors

    paths = {start: (start,)}
    seen = {start}
    ends = [start]
    frontier = [start]
    for _ in range(max_steps):
        nxt = []
        for x in frontier:
            for n in playable_neighbors(x):
                if n in seen:
                    continue
                seen.add(n)
                how = use(n)
                if how:
                    paths[n] = paths[x] + (n,)
                    if how & 1:
                        nxt.append(n)
                    if how & 2:
                        ends.append(n)
        frontier = nxt
    return {h: paths[h] for h in ends}


def _reference_hh_paths(state, player, max_steps, jump):
    from engine.geometry.board import playable_neighbors

    start = state.players[player].units[UnitClass.HH]
    buildings = state.game_map.building_hexes

    def free(m):
        return m not in buildings and (m not in state.occupant or m == start)

    def use(n):
        o = state.occupant.get(n)
        end = n not in buildings and (
            o is None
            or (
                o[0] != player
                and o[1] is not UnitClass.HH
                and any(free(m) for m in playable_neighbors(n))
            )
        )
        passes = jump or (n not in buildings and (o is None or o[0] == player))
        return (1 if passes else 0) | (2 if end else 0)

    return _reference_paths(state, start, max_steps, use)


def _reference_support_paths(state, player, cls):
    p = state.players[player]
    buildings = state.game_map.building_hexes
    flies = cls is UnitClass.RECON

    def use(n):
        o = state.occupant.get(n)
        if flies or (n not in buildings and (o is None or o[0] == player)):
            return 1 | (2 if n not in buildings and o is None else 0)
        return 0

    return _reference_paths(state, p.units[cls], p.faction.unit(cls).move, use)


@pytest.mark.parametrize("slug", ["showdown", "final-stand", "crackshot-alley"])
def test_the_searches_agree_with_a_plain_reference_through_random_games(slug):
    import random

    from engine.game import new_game
    from engine.game.movement import hh_paths, support_paths
    from tests.engine.game.helpers import the_map

    rng = random.Random(7)
    g = new_game(the_map(slug), seed=11)
    checked = 0
    while not g.is_terminal() and checked < 400:
        for q, p in enumerate(g.players):
            if p.hh is None:
                continue
            for steps, jump in ((rng.randrange(0, 9), False), (rng.randrange(1, 5), True)):
                assert hh_paths(g, q, steps, jump) == _reference_hh_paths(g, q, steps, jump)
            for cls in p.units:
                if cls is not UnitClass.HH:
                    assert support_paths(g, q, cls) == _reference_support_paths(g, q, cls)
            checked += 1
        g.apply_action(rng.choice(g.legal_actions()))
    assert checked >= 100
