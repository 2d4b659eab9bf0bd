"""How the full-rules bot fights: which weapons to declare, targets, reactions, re-rolls.

Weapons are priced by :class:`~engine.bots.scene_fire.Gun` (expected damage through the
armor, times what a point is worth on that target, plus finishing blows and
achievements). A declaration is the set of weapons worth the most within the
energy at hand (every subset of the few weapons in hand; at most one orbital
strike). Critical energy is spent only when what it buys is worth more than the
cards it costs (:data:`CRITICAL_PRICE` each) — in practice a finishing blow.
"""

from __future__ import annotations

from functools import lru_cache

from engine.bots import values as V
from engine.bots.board_tables import FACING_INDEX, SIZE, arc_facings, bit, index
from engine.bots.odds import expected_damage, kill_chance
from engine.bots.scene import Scene
from engine.bots.scene_fire import Gun
from engine.game import (
    SUPPORT_CLASSES,
    Accept,
    Action,
    Attack,
    Card,
    CardKind,
    Declare,
    DeclareDecision,
    Faction,
    Fire,
    FireDecision,
    Hold,
    Play,
    React,
    Repair,
    Reroll,
    UnitClass,
)
from engine.geometry.bitboard import from_words, word_indexes, words
from engine.geometry.hexes import Direction, Hex
from engine.geometry.zones import attack_bonus

CRITICAL_PRICE = 3.0 * V.CARD
"""What the bot charges itself per point of critical energy: the card on its own damage
pile is certain, the damage it buys is not (saves, reactions), so a plain shot is never
worth it and a finishing blow is."""
SUPPORT_SOURCES = {c.value: c for c in SUPPORT_CLASSES}


def _offers_repair(legal: list[Action], ally: bool) -> bool:
    """Whether ``legal`` holds ``Repair(ally)``: looked up by class and field, not with
    ``in`` (each comparison would call the dataclass's interpreted ``__eq__``)."""
    for a in legal:
        if isinstance(a, Repair) and a.ally == ally:
            return True
    return False


def _offers_reroll(legal: list[Action], pilot: bool) -> bool:
    """Whether ``legal`` holds ``Reroll(pilot)`` (see :func:`_offers_repair`)."""
    for a in legal:
        if isinstance(a, Reroll) and a.pilot == pilot:
            return True
    return False


class Arsenal:
    """The bot's weapon cards in hand, to price what it could fire from a hex."""

    def __init__(self, scene: Scene, region: int = -1) -> None:
        """``region``: the hexes the bot may fire from (a bit set; default: anywhere)."""
        p = scene.player
        (_, self.cards, attacks, self._cost, self._orbital, self._picks) = _weapons(
            p.faction, tuple(sorted(set(p.hand)))
        )
        self.guns: list[Gun] = scene.guns(attacks, True, region) if self.cards else []
        self._memo: dict[tuple[tuple[float, ...], int, int], tuple[float, tuple[int, ...]]] = {}
        r0 = r1 = r2 = 0
        for g in self.guns:
            for pair in g.pairs:
                r0 |= pair.w0
                r1 |= pair.w1
                r2 |= pair.w2
        self.reach = from_words(r0, r1, r2)
        """Hexes from which some weapon has a shot."""

    def __bool__(self) -> bool:
        return bool(self.cards)

    def worths(self, x: Hex, facing: Direction | None = None) -> tuple[float, ...]:
        """Each weapon's best worth fired from ``x`` (with ``facing``: at targets in arc)."""
        i = index(x)
        if facing is None:
            return tuple(g.best(i) for g in self.guns)
        in_arc = arc_facings(i)
        k = FACING_INDEX[facing]
        return tuple(g.best_in(i, in_arc, k) for g in self.guns)

    def choose(
        self, worths: tuple[float, ...], energy: int, critical: int = 0
    ) -> tuple[float, tuple[int, ...]]:
        """The set of weapons (indexes into :attr:`cards`) worth most with ``energy`` free
        energy and up to ``critical`` critical energy (priced at :data:`CRITICAL_PRICE` a
        point; each declared card leaves the hand and so cannot pay critical energy)."""
        key = (worths, energy, critical)
        found = self._memo.get(key)
        if found is not None:
            return found
        positive = 0
        for i, w in enumerate(worths):
            if w > 0:
                positive |= 1 << i
        found = self._memo[key] = self._best(worths, positive, energy, critical)
        return found

    def _best(
        self, worths: tuple[float, ...], positive: int, energy: int, critical: int
    ) -> tuple[float, tuple[int, ...]]:
        """:meth:`choose` (not kept), given the weapons worth firing (``positive``, a bit
        set of indexes)."""
        best = 0.0
        chosen: tuple[int, ...] = ()
        if positive:
            for pick, over in self._candidates(positive, energy, critical):
                total = -CRITICAL_PRICE * over if over > 0 else 0.0
                for i in pick:
                    total += worths[i]
                if total > best + 1e-9:
                    best, chosen = total, pick
        return best, chosen

    def quick(self, worths: tuple[float, ...], energy: int) -> float:
        """``choose(worths, energy)``'s worth without critical energy (not kept: ask once per
        row and energy), at once when at most one weapon is worth firing."""
        single = -1
        positive = 0
        for i, w in enumerate(worths):
            if w > 0:
                single = i if not positive else -2
                positive |= 1 << i
        if single == -2:
            return self._best(worths, positive, energy, 0)[0]
        if single < 0:
            return 0.0
        return worths[single] if self._cost[single] <= energy else 0.0

    def worths_by_hex(self, region: int) -> tuple[list[tuple[float, ...]], list[int]]:
        """Each weapon's best worth (0.0: no shot) from the hexes of ``region`` (any
        facing): the distinct rows of worths, and for each hex (by its bit index) the index of
        its row (−1 outside ``region``). ``region`` is split, weapon by weapon, into the hexes
        that share the same best shots."""
        r0, r1, r2 = words(region)
        classes: list[tuple[int, int, int, tuple[float, ...]]] = (
            [(r0, r1, r2, ())] if region else []
        )
        for g in self.guns:
            split = []
            for left0, left1, left2, ws in classes:
                for p in g.pairs:
                    h0, h1, h2 = p.w0 & left0, p.w1 & left1, p.w2 & left2
                    if h0 or h1 or h2:
                        split.append((h0, h1, h2, ws + (p.worth,)))
                        left0, left1, left2 = left0 ^ h0, left1 ^ h1, left2 ^ h2
                        if not (left0 or left1 or left2):
                            break
                if left0 or left1 or left2:
                    split.append((left0, left1, left2, ws + (0.0,)))
            classes = split
        rows: list[tuple[float, ...]] = []
        row_at = [-1] * SIZE
        for k, (w0, w1, w2, ws) in enumerate(classes):
            rows.append(ws)
            for i in word_indexes(w0, w1, w2):
                row_at[i] = k
        return rows, row_at

    def _candidates(
        self, positive: int, energy: int, critical: int
    ) -> list[tuple[tuple[int, ...], int]]:
        key = (
            positive << 16 | energy << 8 | critical
            if 0 <= energy < 256 and 0 <= critical < 256
            else -1
        )
        found = self._picks.get(key) if key >= 0 else None
        if found is None:
            if critical > 0:
                # More critical energy than every weapon together could use changes nothing:
                # cap it, so that the shared cache below sees fewer keys.
                costs = self._cost
                enough = sum(costs[i] + 1 for i in range(len(costs)) if positive >> i & 1) - energy
                critical = min(critical, max(1, enough))
            found = _candidates(self._cost, self._orbital, positive, energy, critical)
            if key >= 0:
                self._picks[key] = found
        return found

    def plan(
        self, x: Hex, energy: int, facing: Direction | None = None, critical: int = 0
    ) -> tuple[float, tuple[str, ...]]:
        """The best weapons to fire from ``x`` (see :meth:`choose`), by card id."""
        if not self.cards or not self.reach & bit(x):
            return (0.0, ())
        worth, pick = self.choose(self.worths(x, facing), energy, critical)
        return worth, tuple(self.cards[i].id for i in pick)


Picks = dict[int, list[tuple[tuple[int, ...], int]]]
"""The sets of weapons worth trying (:func:`_candidates`) by the weapons worth firing, the
energy and the critical energy packed in one integer (``positive·2¹⁶ + energy·2⁸ +
critical``), kept with the hand they come from."""
Weapons = tuple[
    Faction, list[Card], list[tuple[int, int, bool, bool]], tuple[int, ...], tuple[bool, ...], Picks
]
_WEAPONS: dict[tuple[int, tuple[str, ...]], Weapons] = {}
_WEAPONS_KEPT = 4096


def _weapons(faction: Faction, hand: tuple[str, ...]) -> Weapons:
    """The weapon cards among ``hand`` (distinct card ids, sorted), each as an attack
    (reach, damage, missile, orbital), their energy costs, which are orbital strikes, and
    the sets of them worth trying as they are asked for (kept per faction and hand: do not
    change the lists)."""
    key = (id(faction), hand)
    entry = _WEAPONS.get(key)
    if entry is None or entry[0] is not faction:
        if len(_WEAPONS) >= _WEAPONS_KEPT:
            _WEAPONS.clear()
        cards = [c for c in (faction.card(c) for c in hand) if c.kind.is_weapon]
        entry = _WEAPONS[key] = (
            faction,
            cards,
            [(c.range, c.damage, c.is_missile, c.kind is CardKind.ORBITAL) for c in cards],
            tuple(c.energy for c in cards),
            tuple(c.kind is CardKind.ORBITAL for c in cards),
            {},
        )
    return entry


@lru_cache(maxsize=4096)
def _candidates(
    costs: tuple[int, ...], orbital: tuple[bool, ...], positive: int, energy: int, critical: int
) -> list[tuple[tuple[int, ...], int]]:
    """The subsets of the weapons in ``positive`` (a bit set of indexes) that may be
    declared together with this energy, each with its critical energy; without critical
    energy, only those no other weapon can join (the others never win)."""
    items = [i for i in range(len(costs)) if positive >> i & 1]
    feasible: list[tuple[int, tuple[int, ...], int]] = []
    for bits in range(1, 1 << len(items)):
        pick = tuple(items[j] for j in range(len(items)) if bits >> j & 1)
        if sum(orbital[i] for i in pick) > 1:
            continue
        over = sum(costs[i] for i in pick) - energy
        if over > 0 and over > critical - len(pick):
            continue
        feasible.append((bits, pick, over))
    if critical <= 0:
        masks = [b for b, _, _ in feasible]
        feasible = [f for f in feasible if not any(m != f[0] and m & f[0] == f[0] for m in masks)]
    return [(pick, over) for _, pick, over in feasible]


def choose_declaration(scene: Scene, decision: DeclareDecision) -> Action:
    """The weapons to declare, or an energy sponsor card first when it buys a better set."""
    seen = scene.seen
    p = scene.player
    hh = p.hh
    assert hh is not None
    arsenal = Arsenal(scene, bit(hh))
    critical = p.critical_capacity
    worth, cards = arsenal.plan(hh, p.energy, p.facing, critical)
    for play in seen.anytime_plays():
        assert isinstance(play, Play)
        effect = seen.catalog.sponsor(play.card).effect
        if effect.kind == "energy":
            more, _ = arsenal.plan(hh, p.energy + effect.value, p.facing, critical)
            if more - worth > V.SPONSOR_WORTH["energy"]:
                return play
    chosen = Declare(cards)
    if not seen.is_legal(chosen):  # pragma: no cover - the plan keeps to the energy rules
        return Declare(())
    return chosen


def choose_fire(scene: Scene, decision: FireDecision, legal: list[Action]) -> Action:
    """The target worth the most for this weapon or support unit (or a repair, or hold)."""
    p = scene.player
    source = decision.source
    cls = SUPPORT_SOURCES.get(source)
    if cls is None:
        damage, origin = p.faction.card(source).damage, p.hh
    else:
        damage, origin = p.faction.unit(cls).damage, p.units.get(cls)
    zone = scene.seen.game_map.zone_of(origin) if origin is not None else None
    fumble = (V.CARD if cls is None else V.SUPPORT_POINT) / 36
    best: tuple[float, Action] = (-1.0, Hold(source))
    for o in scene.seen.shot_options():
        foe = scene.foe_at(o.target)
        if foe is None or (scene.no_alley and o.mode == "alley"):
            continue
        extra = attack_bonus(zone)
        w = scene.shot_worth(foe, o.number, damage + extra, o.mode == "alley" or o.flank)
        if o.number is not None:
            w -= fumble
        if origin is not None:
            w -= V.LEAN * origin.distance(o.target)  # equal shots: the nearer target,
        w -= V.LEAN * 1e-3 * scene.rank[index(o.target)]  # then the bot's own order
        if w > best[0]:
            best = (w, Fire(source, o.target))
    for repair in (Repair(), Repair(ally=True)):  # the ally's cards are the team's too
        if repair.ally and scene.seen.is_shifting():
            continue  # with shifting alliances the ally is a rival for the only win
        if _offers_repair(legal, repair.ally):
            roll = p.faction.unit(UnitClass.REPAIR).repair_roll
            w = V.REPAIR_CARD * max(0, 7 - roll) / 6
            if w >= best[0]:
                best = (w, repair)
    return best[1]


def choose_reaction(scene: Scene, attack: Attack, legal: list[Action]) -> Action:
    """Answer an attack when the damage it saves is worth the card and its energy."""
    seen = scene.seen
    p = scene.player
    number = attack.number
    assert number is not None
    hh = attack.target_unit is UnitClass.HH
    if hh:
        armor, point, left = scene.hh_armor, V.CARD, 0
    else:
        armor, point = p.faction.unit(attack.target_unit).defend, V.SUPPORT_POINT
        left = p.hp.get(attack.target_unit, 0)

    def loss(n: int, damage: int, a: int) -> float:
        lost = expected_damage(n, damage, a) * point
        if not hh:
            lost += kill_chance(n, damage, a, left) * V.SUPPORT_KILL
        return lost

    base = loss(number, attack.damage, armor)
    best: tuple[float, Action] = (0.0, React(None))
    for a in legal:
        if not isinstance(a, React) or a.card is None:
            continue
        if p.faction.has_card(a.card) and a.card in p.hand:
            card = p.faction.card(a.card)
            assert card.effect is not None
            kind, value = card.effect.kind, card.effect.value
            cost = 0.3 + CRITICAL_PRICE * max(0, card.energy - p.energy)
        else:
            effect = seen.catalog.sponsor(a.card).effect
            kind, value = effect.kind, effect.value
            cost = V.SPONSOR_WORTH.get(kind, 1.0)
        if kind == "evade":
            after = loss(number + value, attack.damage, armor)
        elif kind == "shield":
            after = loss(number, max(0, attack.damage - value), armor)
        elif kind == "harden":
            after = loss(number, attack.damage, max(2, armor - value))
        else:
            continue
        gain = base - after - cost
        if gain > best[0]:
            best = (gain, a)
    return best[1]


def choose_reroll(scene: Scene, attack: Attack, legal: list[Action] | None = None) -> Action:
    """Re-roll a missed attack: with the pilot's once-a-round re-roll when the shot is worth
    more than :data:`~engine.bots.values.PILOT_REROLL` (it is lost at the end of the round,
    so it goes first), else with a sponsor card when the shot is worth more than the card."""
    foe = scene.foe_at(attack.target)
    if foe is None or attack.number is None:
        return Accept()
    w = scene.shot_worth(foe, attack.number, attack.damage, attack.alley or attack.flank)
    if legal is not None and _offers_reroll(legal, True) and w > V.PILOT_REROLL:
        return Reroll(pilot=True)
    if (legal is None or _offers_reroll(legal, False)) and w > V.SPONSOR_WORTH["reroll"]:
        return Reroll()
    return Accept()
