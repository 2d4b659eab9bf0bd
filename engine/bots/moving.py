"""Where the full-rules bot moves and deploys its units.

A Heavy Hitter's destinations come from :meth:`HHMoveDecision.destinations`
(one cheapest path per reachable hex; the move actions are never built). Each
destination the free energy pays for is priced once without a facing — the
weapons it could fire with the energy left (:class:`~engine.bots.fighting.Arsenal`),
less the damage expected there (:meth:`Scene.threat_at`: reach, sight, partial
cover, the arcs of opponents that have moved), plus the best tag there, nearness
to buildings worth tagging, less fallout damage — and the best few are priced
again for each facing (targets in the firing arc, attackers in the flank).
Support units are priced the same way with their own attack, repairs, spotting
for the bot's missiles, and tags.
"""

from __future__ import annotations

from engine.bots import values as V
from engine.bots.fighting import Arsenal
from engine.bots.scene import Scene, threat_sum
from engine.bitboard import mask_of
from engine.bitboard import R_MIN, W
from engine.bots.tables import MAX_RADIUS, bit, disks, flank_mask, index
from engine.game.actions import Action, Deploy, Move, Pass, Play, Push
from engine.game.catalog import CardKind, UnitClass
from engine.game.movement import (
    FACINGS,
    DeployDecision,
    HHMoveDecision,
    deploy_card,
    hh_paths,
    support_paths,
)
from engine.hexes import Hex
from engine.shot import SUPPORT_UNIT_TARGET

TOP = 3
"""Destinations priced again for every facing."""
UNIT_WORTH = {UnitClass.COMBAT: 2.6, UnitClass.RECON: 2.2, UnitClass.REPAIR: 1.4}
"""What having a support unit on the board is worth for the rounds to come."""
SPOT = 0.8
"""Worth of a support unit spotting an opposing Heavy Hitter for the bot's missiles."""


# -- Heavy Hitter ---------------------------------------------------------------------------

LONG_MOVE = 4
"""Moves this long (or longer) leave little energy to fire: they are tried only where
the Heavy Hitter can tag."""


def affordable_paths(scene: Scene, paths: dict[Hex, tuple[Hex, ...]], sprint: int,
                     energy: int) -> tuple[list[tuple[Hex, int, int]], int]:
    """The destinations worth pricing that free energy pays for — (hex, bit index, cost)
    — and their bit set."""
    found = []
    region = 0
    taggable = scene.tables.face_mask
    for x, path in paths.items():
        cost = len(path) - 1 - sprint
        if cost > energy:
            continue
        i = x.q + W * (x.r - R_MIN)
        if cost >= LONG_MOVE and not (taggable >> i) & 1:
            continue
        found.append((x, i, max(0, cost)))
        region |= 1 << i
    return found, region


def best_hh_move(scene: Scene, arsenal: Arsenal, paths: dict[Hex, tuple[Hex, ...]],
                 reachable: list[tuple[Hex, int, int]], region: int, energy: int
                 ) -> tuple[float, Move]:
    """The best move to one of the ``reachable`` destinations, and its worth."""
    guns = arsenal.guns
    choose = arsenal.choose
    threats = scene.threats(region=region)
    tag_at = scene.tag_at
    approach = scene.approach
    fallout = scene.tables.reset_damage
    taggable = scene.tables.face_mask
    hh = UnitClass.HH
    rough = []
    for x, i, cost in reachable:
        bx = 1 << i
        static = V.APPROACH * approach[i] - V.ENERGY_HEX * cost - V.CARD * fallout[i]
        if taggable & bx:
            static += tag_at(i, hh)
        worth = static
        if guns:
            worth += choose(tuple([g.best(bx) for g in guns]), energy - cost)[0]
        for hexes, w, _, _ in threats:
            if hexes & bx:
                worth -= V.THREAT * w
        rough.append((worth, x, cost, static))
    rough.sort(key=lambda r: (-r[0], r[1]))
    best: tuple[float, Move] | None = None
    for _, x, cost, static in rough[:TOP]:
        bx = bit(x)
        for f in FACINGS:
            offence = (choose(arsenal.worths(x, f), energy - cost)[0] if guns else 0.0)
            worth = static + offence - V.THREAT * threat_sum(threats, bx, flank_mask(x, f))
            if best is None or worth > best[0] + 1e-9:
                best = (worth, Move(hh, paths[x], f))
    assert best is not None  # staying is always possible
    return best


def choose_hh_move(scene: Scene, decision: HHMoveDecision) -> Action:
    """Move the Heavy Hitter, or first play a maneuver card when it buys a better move."""
    state = scene.state
    p = scene.player
    energy = p.energy
    maneuvers = []
    for card_id in decision.maneuvers(state):
        card = p.faction.card(card_id)
        if card.effect is not None and card.energy <= energy:
            sprint = decision.sprint + (card.effect.value if card.effect.kind == "sprint" else 0)
            jump = decision.jump or card.effect.kind == "jump"
            left = energy - card.energy
            paths = hh_paths(state, scene.me, sprint + left, jump)
            maneuvers.append((card_id, paths, *affordable_paths(scene, paths, sprint, left),
                              left))
    paths = decision.destinations(state)
    reachable, region = affordable_paths(scene, paths, decision.sprint, energy)
    wide = region
    for m in maneuvers:
        wide |= m[3]
    arsenal = Arsenal(scene, wide)
    best = best_hh_move(scene, arsenal, paths, reachable, region, energy)
    for card_id, paths, reachable, region, left in maneuvers:
        better = best_hh_move(scene, arsenal, paths, reachable, region, left)
        if better[0] - best[0] > V.CARD_WORTH[CardKind.MANEUVER]:
            return Play(card_id)
    return best[1]


# -- support units --------------------------------------------------------------------------

class SupportPricer:
    """Prices where one of the bot's support units stands this round."""

    def __init__(self, scene: Scene, unit: UnitClass, region: int) -> None:
        """``region``: the hexes to price (a bit set)."""
        p = scene.player
        self.scene = scene
        self.unit = unit
        self.card = card = p.faction.unit(unit)
        self.gun = scene.unit_gun(unit, region)
        self.threats = scene.threats(card.defend, SUPPORT_UNIT_TARGET, region)
        hp = max(1, p.hp.get(unit, card.hit_points))
        self.per_point = V.SUPPORT_KILL / hp
        hh = p.hh
        self.repairs = 0
        if unit is UnitClass.REPAIR and hh is not None and p.damage and card.repair_roll:
            self.repairs = scene.tables.sees(index(hh)) & disks(index(hh))[card.range]
        self.repair_worth = V.REPAIR_CARD * max(0, 7 - card.repair_roll) / 6
        self.spots = 0
        missiles = max((p.faction.card(c).range for c in set(p.hand)
                        if p.faction.card(c).is_missile), default=0)
        if missiles and unit is not UnitClass.REPAIR and hh is not None:
            hh_clear = scene.tables.sees(index(hh)) & ~scene.sight.partial_mask(hh)
            for foe in scene.foes:
                if (foe.unit is UnitClass.HH and foe.hex.distance(hh) <= missiles
                        and not hh_clear & foe.bit):
                    self.spots |= (scene.tables.sees(foe.index)
                                   & disks(foe.index)[min(card.los_range, MAX_RADIUS)])
        self.approach_weight = V.APPROACH * (2.0 if unit is UnitClass.RECON else 1.0)

    def worth(self, x: Hex) -> float:
        scene = self.scene
        i = x.q + W * (x.r - R_MIN)
        bx = 1 << i
        act = self.gun.best(bx)
        if self.repairs & bx and self.repair_worth > act:
            act = self.repair_worth
        spot = SPOT if self.spots & bx else 0.0
        danger = threat_sum(self.threats, bx) * self.per_point * 0.7
        tag = scene.tag_at(i, self.unit) if scene.tables.face_mask & bx else 0.0
        return (act + spot + tag + self.approach_weight * scene.approach[i]
                - danger - scene.tables.reset_damage[i] * self.per_point)


def choose_support_move(scene: Scene, unit: UnitClass) -> Action:
    paths = support_paths(scene.state, scene.me, unit)
    pricer = SupportPricer(scene, unit, mask_of(paths))
    x = max(sorted(paths), key=pricer.worth)
    return Move(unit, paths[x])


def choose_push(scene: Scene, unit: UnitClass, legal: list[Action]) -> Action:
    pushes = sorted((a for a in legal if isinstance(a, Push)), key=lambda a: a.hex)
    pricer = SupportPricer(scene, unit, mask_of(a.hex for a in pushes))
    return max(pushes, key=lambda a: pricer.worth(a.hex))


# -- deploy ---------------------------------------------------------------------------------

def choose_deploy(scene: Scene, decision: DeployDecision, legal: list[Action]) -> Action:
    """Deploy the support unit worth most (Combat, then Recon, then Repair; Repair first
    when the damage pile is high) where it is worth most, when it is worth the energy (the
    weapons that energy would no longer pay for this round)."""
    deploys = [a for a in legal if isinstance(a, Deploy)]
    if not deploys:
        return Pass()
    p = scene.player
    hh = p.hh
    assert hh is not None
    units = {a.unit for a in deploys}
    unit = max(units, key=lambda u: unit_worth(u, len(p.damage)))
    cost = 2 if deploy_card(scene.state, scene.me) else 4
    worth = unit_worth(unit, len(p.damage)) - (0.0 if cost == 2 else 1.5)
    arsenal = Arsenal(scene, bit(hh))
    if arsenal:
        worth -= arsenal.plan(hh, p.energy)[0] - arsenal.plan(hh, max(0, p.energy - cost))[0]
    if worth <= 0:
        return Pass()
    hexes = sorted(a.hex for a in deploys if a.unit is unit)
    pricer = SupportPricer(scene, unit, mask_of(hexes))
    return Deploy(unit, max(hexes, key=pricer.worth))


def unit_worth(unit: UnitClass, damage: int) -> float:
    """What having a support unit on the board is worth for the rounds to come."""
    return UNIT_WORTH[unit] + (0.15 * damage if unit is UnitClass.REPAIR else 0.0)
