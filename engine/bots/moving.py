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

from typing import Final, Iterable, NamedTuple

from engine.bots import values as V
from engine.bots.board_tables import (
    MAX_RADIUS,
    SIZE,
    Words,
    arc_facings,
    disks,
    distances,
    flank_facings,
    index,
)
from engine.bots.fighting import Arsenal
from engine.bots.scene import CENTRE_DISTANCES, Scene
from engine.bots.scene_fire import Threat, threat_sum
from engine.game import (
    FACINGS,
    Action,
    CardKind,
    Deploy,
    DeployDecision,
    HHMoveDecision,
    Move,
    Pass,
    Play,
    Push,
    SupportMoveDecision,
    UnitClass,
)
from engine.geometry.bitboard import add_at_words, mask_of, mask_of_indexes, words
from engine.geometry.hexes import Hex
from engine.lineofsight.shot import SUPPORT_UNIT_TARGET

TOP: Final = 2
"""Destinations priced again for every facing."""
UNIT_WORTH = {UnitClass.COMBAT: 2.6, UnitClass.RECON: 2.2, UnitClass.REPAIR: 1.4}
"""What having a support unit on the board is worth for the rounds to come."""
KEEP_FOR_WEAPONS: Final = 3
"""Energy a deployment must leave for the round's weapons (a primary costs up to 3)."""
WITHOUT_CARD = 1.5
"""What deploying without a Deploy card (4 energy instead of 2) costs on top."""
SPOT = 0.8
"""Worth of a support unit spotting an opposing Heavy Hitter for the bot's missiles."""


# -- Heavy Hitter ---------------------------------------------------------------------------

LONG_MOVE: Final = 3
"""Moves this long (or longer) leave little energy to fire: they are priced only where
the Heavy Hitter can tag."""
BOXED_IN: Final = 6
"""A jump maneuver is priced only when fewer destinations than this can be walked to."""


class MoveOption(NamedTuple):
    """One way to make this movement turn: as it is, or after playing a maneuver card."""

    play: str | None
    sprint: int
    jump: bool
    energy: int
    """Free energy left for the move and the weapons."""
    price: float
    """What playing the card costs (the card itself)."""


class RoughMove:
    """A destination priced without a facing. The best comes first: greater worth, then
    the bot's order of hexes, then without a card first (no two share a hex and a card, so
    the order never reaches the hex)."""

    __slots__ = ("minus_worth", "rank", "play", "hex", "cell", "cost", "option")

    def __init__(
        self,
        minus_worth: float,
        rank: int,
        play: str,
        hex: Hex,
        cell: int,
        cost: int,
        option: MoveOption,
    ) -> None:
        self.minus_worth = minus_worth
        self.rank = rank
        self.play = play
        self.hex = hex
        self.cell = cell
        """The hex's bit index."""
        self.cost = cost
        self.option = option

    def precedes(self, other: RoughMove) -> bool:
        """Whether this move comes before ``other`` (see the class's description)."""
        if self.minus_worth != other.minus_worth:
            return self.minus_worth < other.minus_worth
        if self.rank != other.rank:
            return self.rank < other.rank
        return self.play < other.play


def _keep_best(rough: list[RoughMove], move: RoughMove, top: int) -> None:
    """Put ``move`` in its place in ``rough`` (best first) and keep the best ``top``."""
    k = len(rough)
    while k > 0 and move.precedes(rough[k - 1]):
        k -= 1
    rough.insert(k, move)
    del rough[top:]


def move_options(scene: Scene, decision: HHMoveDecision) -> list[MoveOption]:
    """Moving as things are, and after each maneuver card the free energy pays for."""
    p = scene.player
    energy = p.energy
    options = [MoveOption(None, decision.sprint, decision.jump, energy, 0.0)]
    for card_id in scene.seen.maneuvers():
        card = p.faction.card(card_id)
        if card.effect is None or card.energy > energy:
            continue
        sprint = decision.sprint + (card.effect.value if card.effect.kind == "sprint" else 0)
        jump = decision.jump or card.effect.kind == "jump"
        options.append(
            MoveOption(card_id, sprint, jump, energy - card.energy, V.CARD_WORTH[CardKind.MANEUVER])
        )
    return options


def best_hh_move(
    scene: Scene, options: list[MoveOption], paths: dict[bool, dict[Hex, tuple[Hex, ...]]]
) -> tuple[float, Action, bool]:
    """The best move (or maneuver card to play first), its worth, and whether the energy
    the move costs held its weapons back (then a maneuver card might help).

    ``paths``: the cheapest paths walking (``False``) and, if a jump is an option,
    flying (``True``), each as far as any option may go.
    """
    ranked, bound = ranked_hh_moves(scene, options, paths, TOP)
    worth, action = ranked[0]
    return worth, action, bound


def ranked_hh_moves(
    scene: Scene, options: list[MoveOption], paths: dict[bool, dict[Hex, tuple[Hex, ...]]], top: int
) -> tuple[list[tuple[float, Action]], bool]:
    """The best ``top`` destinations (each with its best facing, or the maneuver card to
    play first) and their worths, best first; and whether the energy the best one costs
    held its weapons back (see :func:`best_hh_move`)."""
    can_tag = scene.tables.can_tag
    candidates: list[tuple[Hex, int, int, MoveOption]] = []
    cells: list[int] = []
    for o in options:
        sprint, energy = o.sprint, o.energy
        for x, path in paths[o.jump].items():
            cost = len(path) - 1 - sprint
            if cost > energy:
                continue
            i = index(x)
            if cost >= LONG_MOVE and not can_tag[i]:
                continue
            candidates.append((x, i, cost if cost > 0 else 0, o))
            cells.append(i)
    region = mask_of_indexes(cells)
    arsenal = Arsenal(scene, region)
    guns = arsenal.guns
    shots = arsenal.reach
    worths, kind_at = arsenal.worths_by_hex(region & shots)
    quick_memo: dict[int, float] = {}
    """:meth:`Arsenal.quick` by row of worths and energy left (packed: row · 256 + energy)."""
    threats = scene.threats(region=region)
    danger = spread(threats, region)
    approach = scene.approach
    approached = approach.values
    fallout = scene.tables.reset_damage
    leaned = scene.lean_values
    rank = scene.rank
    hh = UnitClass.HH
    w_approach, w_card, w_threat, w_hex = V.APPROACH, V.CARD, V.THREAT, V.ENERGY_HEX
    statics: list[float | None] = [None] * SIZE
    rough: list[RoughMove] = []
    """The best :data:`TOP` destinations so far, best first (the rest are not kept)."""
    for x, i, cost, o in candidates:
        kept = statics[i]
        if kept is None:
            a = approached[i]
            if a is None:
                a = approach[i]
            le = leaned[i]
            if le is None:
                le = scene.lean(i)
            static = w_approach * a - w_card * fallout[i] + le
            if can_tag[i]:
                static += scene.tag_at(i, hh)
            static -= w_threat * danger[i]
            statics[i] = static
        else:
            static = kept
        worth = static - w_hex * cost - o.price
        kind = kind_at[i]
        if kind >= 0:  # a weapon has a shot from here
            left = o.energy - cost
            assert 0 <= left < 256
            key = kind << 8 | left
            fire = quick_memo.get(key)
            if fire is None:
                fire = quick_memo[key] = arsenal.quick(worths[kind], left)
            worth += fire
        if len(rough) == top and -worth > rough[-1].minus_worth:
            continue  # cannot make the best few
        move = RoughMove(-worth, rank[i], o.play or "", x, i, cost, o)
        if len(rough) < top or move.precedes(rough[-1]):
            _keep_best(rough, move, top)
    top_i, top_cost, top_o = rough[0].cell, rough[0].cost, rough[0].option
    bound = False
    if top_cost and shots >> top_i & 1:
        ws = worths[kind_at[top_i]]
        bound = (
            arsenal.choose(ws, top_o.energy)[0]
            > arsenal.choose(ws, top_o.energy - top_cost)[0] + 1e-9
        )
    ranked: list[tuple[float, Action]] = []
    for r in rough:  # the best few, again for every facing
        best: tuple[float, Hex, int, MoveOption] | None = None
        x, i, cost, o = r.hex, r.cell, r.cost, r.option
        static = (
            V.APPROACH * approach[i]
            - V.CARD * fallout[i]
            - V.ENERGY_HEX * cost
            - o.price
            + (scene.tag_at(i, hh) if can_tag[i] else 0.0)
            + scene.lean(i)
        )
        aimed = guns if shots >> i & 1 else []
        near = tuple([t for t in threats if t.holds(i)])
        in_arc = arc_facings(i)
        in_flank = flank_facings(i)
        leans = _facing_leans(x, scene.nearest_foe_hh(x))
        left = o.energy - cost
        for k in _facing_order(rank[i]):
            worth = static + leans[k]
            if aimed:
                worth += arsenal.choose(tuple([g.best_in(i, in_arc, k) for g in aimed]), left)[0]
            if near:
                worth -= w_threat * threat_sum(near, i, in_flank, k)
            if best is None or worth > best[0] + 1e-9:
                best = (worth, x, k, o)
        assert best is not None
        worth, x, k, o = best
        action: Action = (
            Play(o.play) if o.play is not None else Move(hh, paths[o.jump][x], FACINGS[k])
        )
        ranked.append((worth, action))
    first = 0  # the best, as the destinations came (staying is always possible)
    for j in range(1, len(ranked)):
        if ranked[j][0] > ranked[first][0] + 1e-9:
            first = j
    ranked.insert(0, ranked.pop(first))
    ranked[1:] = sorted(ranked[1:], key=lambda wa: -wa[0])
    return ranked, bound


def _facing_leans(x: Hex, target: Hex | None) -> list[float]:
    """:meth:`Scene.facing_lean` for each facing, in :data:`FACINGS` order."""
    if target is None or target == x:
        return [0.0] * len(FACINGS)
    dq, dr = target.q - x.q, target.r - x.r
    ds = -dq - dr
    scale = V.LEAN / x.distance(target)
    return [scale * (dq * vq + dr * vr - ds * (vq + vr)) for vq, vr in _STEPS]


_STEPS = [f.value for f in FACINGS]
_FACING_ORDERS = [
    tuple((k + r) % len(FACINGS) for k in range(len(FACINGS))) for r in range(len(FACINGS))
]


def _facing_order(r: int) -> tuple[int, ...]:
    """The facings (indexes) in the order a hex's rank ``r`` prefers them when equal."""
    return _FACING_ORDERS[r % len(FACINGS)]


def spread(threats: tuple[Threat, ...], region: int) -> list[float]:
    """The expected damage from ``threats`` on each hex of ``region``, by the hex's bit
    index (0.0 where none reaches and outside ``region``; the attackers' place against a
    facing aside)."""
    found = [0.0] * SIZE
    r0, r1, r2 = words(region)
    for t in threats:
        add_at_words(found, t.w0 & r0, t.w1 & r1, t.w2 & r2, t.worth)
    return found


def choose_hh_move(scene: Scene, decision: HHMoveDecision) -> Action:
    """Move the Heavy Hitter, or first play a maneuver card when it buys a better move.

    The move is priced first without a card. A sprint card is priced only when the energy
    that move costs held the weapons back, a jump card only when the Heavy Hitter is boxed
    in; then the walking paths are searched once, as far as the longest option may go.
    """
    seen = scene.seen
    options = move_options(scene, decision)
    base = options[0]
    walking = seen.hh_paths(base.sprint + base.energy, decision.jump)
    _, action, bound = best_hh_move(scene, [base], {decision.jump: walking})
    walk = [o for o in options[1:] if o.jump == decision.jump] if bound else []
    flying = [o for o in options if o.jump != decision.jump]
    if (
        flying
        and sum(1 for pth in walking.values() if len(pth) - 1 - base.sprint <= base.energy)
        >= BOXED_IN
    ):
        flying = []
    if not walk and not flying:
        return action
    paths = {
        decision.jump: seen.hh_paths(max(o.sprint + o.energy for o in [base, *walk]), decision.jump)
    }
    if flying:
        paths[True] = seen.hh_paths(max(o.sprint + o.energy for o in flying), True)
    return best_hh_move(scene, [base, *walk, *flying], paths)[1]


def hh_move_choices(scene: Scene, decision: HHMoveDecision, top: int) -> list[Action]:
    """The best ``top`` destinations of the Heavy Hitter by the bot's pricing, moving as
    things are (no maneuver card), best first, each with its best facing: the moves a
    look-ahead weighs against each other."""
    base = move_options(scene, decision)[0]
    walking = scene.seen.hh_paths(base.sprint + base.energy, decision.jump)
    return [a for _w, a in ranked_hh_moves(scene, [base], {decision.jump: walking}, top)[0]]


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
        self.danger = spread(
            scene.threats(card.defend, SUPPORT_UNIT_TARGET, region, support_only=True), region
        )
        hp = max(1, p.hp.get(unit, card.hit_points))
        self.per_point = V.SUPPORT_KILL / hp
        hh = p.hh
        repairs = 0
        if unit is UnitClass.REPAIR and hh is not None and p.damage and card.repair_roll:
            repairs = scene.tables.sees(index(hh)) & disks(index(hh))[card.range]
        self.repair_worth = V.REPAIR_CARD * max(0, 7 - card.repair_roll) / 6
        spots = 0
        missiles = max(
            (p.faction.card(c).range for c in set(p.hand) if p.faction.card(c).is_missile),
            default=0,
        )
        if missiles and unit is not UnitClass.REPAIR and hh is not None:
            hh_clear = scene.tables.sees(index(hh)) & ~scene.sight.partial_mask(hh)
            for foe in scene.foes:
                if (
                    foe.unit is UnitClass.HH
                    and foe.hex.distance(hh) <= missiles
                    and not hh_clear & foe.bit
                ):
                    spots |= (
                        scene.tables.sees(foe.cell)
                        & disks(foe.cell)[min(card.los_range, MAX_RADIUS)]
                    )
        self.approach_weight = V.APPROACH * (2.0 if unit is UnitClass.RECON else 1.0)
        self._home: list[int] | None = None
        """Distances from the Heavy Hitter (a Repair unit stays near it), or ``None``."""
        if unit is UnitClass.REPAIR and hh is not None:
            self._home = distances(index(hh))
        self.busy = Words(spots | repairs | scene.tables.face_mask)
        """Hexes where the unit has something to do besides attacking."""
        for pair in self.gun.pairs:
            self.busy.add(pair.w0, pair.w1, pair.w2)
        self._repairs = Words(repairs)
        """Hexes from which it can repair its Heavy Hitter."""
        self._spots = Words(spots)
        """Hexes from which it spots an opposing Heavy Hitter for the bot's missiles."""
        self._can_tag = scene.tables.can_tag
        self._fallout = scene.tables.reset_damage
        self._approach = scene.approach

    def worth(self, i: int) -> float:
        """Worth of the unit standing on the hex of bit index ``i`` this round."""
        act = self.gun.best(i)
        if self._repairs.holds(i) and self.repair_worth > act:
            act = self.repair_worth
        if self._spots.holds(i):
            act += SPOT
        if self._can_tag[i]:
            act += self.scene.tag_at(i, self.unit)
        per_point = self.per_point
        home = self._home
        lean = -V.LEAN * home[i] if home is not None else self.scene.lean(i)
        return (
            act
            + self.approach_weight * self._approach[i]
            + lean
            - self.danger[i] * per_point * 0.7
            - self._fallout[i] * per_point
        )

    def best(self, hexes: Iterable[Hex], home: Hex | None = None) -> Hex:
        """The hex worth most (ties: the bot's own order). With ``home`` (where the unit
        stands), only there and where the unit has something to do are looked at, unless
        it has nothing to do anywhere in reach."""
        rank = self.scene.rank
        cells = sorted(((index(x), x) for x in hexes), key=lambda c: rank[c[0]])
        if home is not None:
            busy = [c for c in cells if self.busy.holds(c[0]) or c[1] == home]
            if len(busy) > 1:
                cells = busy
        best = cells[0]
        top = self.worth(best[0])
        for c in cells[1:]:
            w = self.worth(c[0])
            if w > top + 1e-9:
                best, top = c, w
        return best[1]


def choose_support_move(scene: Scene, decision: SupportMoveDecision) -> Action:
    paths = scene.seen.destinations()
    pricer = SupportPricer(scene, decision.unit, mask_of(paths))
    home = scene.player.units[decision.unit]
    return Move(decision.unit, paths[pricer.best(paths, home)])


def choose_push(scene: Scene, unit: UnitClass, legal: list[Action]) -> Action:
    hexes = [a.hex for a in legal if isinstance(a, Push)]
    return Push(unit, SupportPricer(scene, unit, mask_of(hexes)).best(hexes))


# -- deploy ---------------------------------------------------------------------------------


def choose_deploy(scene: Scene, decision: DeployDecision) -> Action:
    """Deploy the support unit worth most (Combat, then Recon, then Repair; Repair first
    when the damage pile is high) when it is worth its price and leaves the energy for a
    primary weapon this round (:data:`KEEP_FOR_WEAPONS`)."""
    classes, hexes = scene.seen.deploy_options()
    if not classes:
        return Pass()
    p = scene.player
    unit = max(classes, key=lambda u: unit_worth(u, len(p.damage)))
    cost = 2 if scene.seen.deploy_card() else 4
    worth = unit_worth(unit, len(p.damage)) - (0.0 if cost == 2 else WITHOUT_CARD)
    if worth <= 0 or p.energy - cost < KEEP_FOR_WEAPONS:
        return Pass()
    return Deploy(unit, deploy_hex(scene, unit, hexes))


def deploy_hex(scene: Scene, unit: UnitClass, hexes: list[Hex]) -> Hex:
    """Where to deploy: the unit moves before anything fires, so only where it can go next
    counts — near buildings worth tagging (a Repair unit: next to its Heavy Hitter)."""
    hh = scene.player.hh
    approach = scene.approach
    can_tag = scene.tables.can_tag
    best: tuple[float, int, Hex] | None = None
    for h in hexes:
        i = index(h)
        worth = (
            approach[i]
            - V.LEAN * CENTRE_DISTANCES[i]
            + (scene.tag_at(i, unit) if can_tag[i] else 0.0)
        )
        if unit is UnitClass.REPAIR and hh is not None and h.distance(hh) > 1:
            worth -= V.REPAIR_CARD
        if (
            best is None
            or worth > best[0] + 1e-9
            or (abs(worth - best[0]) <= 1e-9 and scene.rank[i] < best[1])
        ):
            best = (worth, scene.rank[i], h)
    assert best is not None
    return best[2]


def unit_worth(unit: UnitClass, damage: int) -> float:
    """What having a support unit on the board is worth for the rounds to come."""
    return UNIT_WORTH[unit] + (0.15 * damage if unit is UnitClass.REPAIR else 0.0)
