"""The full-rules bot's prices of attacks, from every hex of the board at once: its own
(:class:`Gun`, :meth:`SceneFire.guns`) and those its units may face
(:class:`Threat`, :meth:`SceneFire.threats`). Per hex, everything is a few bit tests against
whole-board masks (:mod:`engine.bots.board_tables`).
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.bots import values as V
from engine.bots.board_tables import (
    HEX_AT,
    MAX_RADIUS,
    arc_words,
    disk_words,
    distances,
    flank_facings,
    flanks,
    index,
)
from engine.bots.odds import expected_damage, hit_chance, kill_chance
from engine.bots.scene_foes import DIRECTIONS, IDENTITY, Foe, SceneFoes
from engine.game import (
    Card,
    CardKind,
    Faction,
    Observation,
    Phase,
    PlayerView,
    SupportUnitCard,
    UnitClass,
)
from engine.geometry.bitboard import PLAYABLE_MASK, word_holds, word_indexes, words
from engine.geometry.hexes import Direction, Hex
from engine.lineofsight.shot import HEAVY_HITTER_TARGET


class GunPair:
    """One way a gun may fire: the hexes it fires from (three words, see
    :func:`engine.geometry.bitboard.words`), what the shot is worth, and the target's cell."""

    __slots__ = ("w0", "w1", "w2", "worth", "target")

    def __init__(self, w0: int, w1: int, w2: int, worth: float, target: int) -> None:
        self.w0 = w0
        self.w1 = w1
        self.w2 = w2
        self.worth = worth
        self.target = target

    def holds(self, i: int) -> bool:
        """Whether the shot can be fired from the hex of bit index ``i``."""
        return word_holds(self.w0, self.w1, self.w2, i)

    def __repr__(self) -> str:
        return (
            f"GunPair({len(word_indexes(self.w0, self.w1, self.w2))} hexes,"
            f" {self.worth:.3f}, at {HEX_AT[self.target]})"
        )


class Gun:
    """One attack of the bot's (a weapon card, or a support unit's) priced from every hex.

    ``pairs``: the ways it may fire, best first — the best shot from a hex is the first
    pair that holds it.
    """

    __slots__ = ("pairs", "orbital")

    def __init__(self, pairs: tuple[GunPair, ...], orbital: bool = False) -> None:
        self.pairs = pairs
        self.orbital = orbital

    def best(self, i: int) -> float:
        """Worth of the best shot from the hex of bit index ``i`` (any facing)."""
        for p in self.pairs:
            if p.holds(i):
                return p.worth
        return 0.0

    def best_in(self, i: int, in_arc: list[int], facing: int) -> float:
        """Worth of the best shot from the hex of bit index ``i`` facing ``facing`` (an
        index in :class:`Direction` order), at a target in its arc (``in_arc``: the
        hex's :func:`~engine.bots.board_tables.arc_facings`)."""
        for p in self.pairs:
            if p.holds(i) and (self.orbital or in_arc[p.target] >> facing & 1):
                return p.worth
        return 0.0


class Threat:
    """One opposing attack that may hit: the hexes where (three words, see
    :func:`engine.geometry.bitboard.words`), its expected worth there (to us), the worth when the
    attacker stands in our Heavy Hitter's flank (−1 to hit), and the attacker's cell (−1:
    from where it is not known, so never from a flank)."""

    __slots__ = ("w0", "w1", "w2", "worth", "flanked", "origin")

    def __init__(
        self, w0: int, w1: int, w2: int, worth: float, flanked: float, origin: int
    ) -> None:
        self.w0 = w0
        self.w1 = w1
        self.w2 = w2
        self.worth = worth
        self.flanked = flanked
        self.origin = origin

    def holds(self, i: int) -> bool:
        """Whether the attack may hit the hex of bit index ``i``."""
        return word_holds(self.w0, self.w1, self.w2, i)

    def __repr__(self) -> str:
        return (
            f"Threat({len(word_indexes(self.w0, self.w1, self.w2))} hexes,"
            f" {self.worth:.3f}/{self.flanked:.3f}, from {HEX_AT[self.origin]})"
        )


def threat_sum(
    threats: tuple[Threat, ...], i: int, in_flank: list[int] | None = None, facing: int = -1
) -> float:
    """The expected damage on the hex of bit index ``i`` from ``threats`` (see
    :meth:`SceneFire.threats`). With a ``facing`` (an index in :class:`Direction` order) and
    the hex's :func:`~engine.bots.board_tables.flank_facings` (``in_flank``), the attackers in
    the flank of a unit there facing so get −1 to hit."""
    total = 0.0
    for t in threats:
        if t.holds(i):
            if in_flank is not None and t.origin >= 0 and in_flank[t.origin] >> facing & 1:
                total += t.flanked
            else:
                total += t.worth
    return total


def _merge(
    merged: dict[tuple[int, int, int, int], list[float]],
    w0: int,
    w1: int,
    w2: int,
    origin: int,
    worth: float,
    flanked: float,
) -> None:
    """Add an attack on the hexes of three words from ``origin`` into ``merged`` (see
    :meth:`SceneFire._threats_of`)."""
    if w0 or w1 or w2:
        key = (w0, w1, w2, origin)
        acc = merged.get(key)
        if acc is None:
            merged[key] = [worth, flanked]
        else:
            acc[0] = acc[0] + worth  # not +=, which the compiled code does generically
            acc[1] = acc[1] + flanked


def _insert_by_worth(pairs: list[GunPair], pair: GunPair) -> None:
    """Put ``pair`` in its place in ``pairs`` (best first; equal worths in the order they
    come, as a stable sort would leave them)."""
    k = len(pairs)
    while k > 0 and pairs[k - 1].worth < pair.worth:
        k -= 1
    pairs.insert(k, pair)


class Way:
    """One way to fire at a unit (:meth:`SceneFire._ways`): the hexes it is open from (three
    words, see :func:`engine.geometry.bitboard.words`), the target number, extra damage, and
    whether a hit earns an achievement."""

    __slots__ = ("w0", "w1", "w2", "number", "extra", "achievement")

    def __init__(
        self, w0: int, w1: int, w2: int, number: int, extra: int, achievement: bool
    ) -> None:
        self.w0 = w0
        self.w1 = w1
        self.w2 = w2
        self.number = number
        self.extra = extra
        self.achievement = achievement


class SceneFire(SceneFoes):
    """A scene's prices of attacks: the bot's own (:meth:`guns`) and the ones it may face
    (:meth:`threats`)."""

    def __init__(
        self, seen: Observation, rank: Sequence[int] = IDENTITY, no_alley: bool = False
    ) -> None:
        """``no_alley``: the bot's seat is barred from alley shots
        (:mod:`engine.bots.restriction`), so its own guns leave them out."""
        super().__init__(seen, rank)
        self.no_alley = no_alley
        self._spotted: dict[int, bool] = {}
        self._threat_pairs: dict[tuple[int, int, int, bool], tuple[Threat, ...]] = {}

    # -- offence -----------------------------------------------------------------------
    def spotted(self, target: Hex) -> bool:
        """R-SPOT-1: one of the bot's support units sees ``target`` (a board space) within
        its LOS range."""
        key = target.q * 64 + target.r
        s = self._spotted.get(key)
        if s is None:
            p = self.player
            s = False
            i = index(target)
            far = distances(i)
            sees = 0
            for cls, h in p.units.items():
                if cls is UnitClass.HH:
                    continue
                j = index(h)
                if far[j] <= p.faction.unit(cls).los_range:
                    if not sees:
                        sees = self.tables.sees(i)  # sight is symmetric
                    if sees >> j & 1:
                        s = True
                        break
            self._spotted[key] = s
        return s

    def shot_worth(self, foe: Foe, number: int | None, damage: int, achievement: bool) -> float:
        """Worth of one attack at ``foe`` with this target number and damage (the bot's
        targeting upgrade applies to its Heavy Hitter's attacks: pass it in ``number``)."""
        worth = expected_damage(number, damage, foe.armor) * foe.point
        if foe.left <= damage:
            worth += kill_chance(number, damage, foe.armor, foe.left) * foe.removal
        if achievement:
            worth += (1.0 if number is None else hit_chance(number)) * V.TRACK
        return worth

    def gun(
        self,
        reach: int,
        damage: int,
        *,
        missile: bool = False,
        orbital: bool = False,
        heavy_hitter: bool = True,
        region: int = -1,
    ) -> Gun:
        """An attack of ``reach`` and ``damage`` priced from the hexes of ``region`` (the
        firing arc aside: see :meth:`Gun.best_in`). Support units (``heavy_hitter`` false)
        fumble a hit point on a double 1."""
        return self.guns([(reach, damage, missile, orbital)], heavy_hitter, region)[0]

    def guns(
        self,
        attacks: list[tuple[int, int, bool, bool]],
        heavy_hitter: bool = True,
        region: int = -1,
    ) -> list[Gun]:
        """:meth:`gun` for several attacks — (reach, damage, missile, orbital) — at once.

        Where one can fire at a unit from, and with what target number, depends only on
        the layout and the unit's place and facing, so it is kept
        (:attr:`BoardTables.memo`) for every later decision and game.
        """
        targeting = self.targeting if heavy_hitter else 0
        fumble = (V.CARD if heavy_hitter else V.SUPPORT_POINT) / 36
        memo = self.tables.memo
        zones = self.tables.zone_bonus_words
        r0, r1, r2 = words(region)
        found: list[list[GunPair]] = [[] for _ in attacks]
        specs = [
            (found[k], min(reach, MAX_RADIUS), damage, missile, orbital)
            for k, (reach, damage, missile, orbital) in enumerate(attacks)
        ]
        for foe in self.foes:
            row = disk_words(foe.cell)
            cell = foe.cell
            plain: list[Way] | None = None
            spotted_ways: list[Way] | None = None
            for pairs, reach, damage, missile, orbital in specs:
                disk = row[reach]
                w0, w1, w2 = disk.w0 & r0, disk.w1 & r1, disk.w2 & r2
                if not (w0 or w1 or w2):
                    continue
                if orbital:  # no roll; the zone bonus of the hex it is called from
                    for extra, z0, z1, z2 in zones:
                        h0, h1, h2 = w0 & z0, w1 & z1, w2 & z2
                        if h0 or h1 or h2:
                            _insert_by_worth(
                                pairs,
                                GunPair(
                                    h0,
                                    h1,
                                    h2,
                                    self.shot_worth(foe, None, damage + extra, False),
                                    cell,
                                ),
                            )
                    continue
                spotted = missile and self.spotted(foe.hex)
                ways = spotted_ways if spotted else plain
                if ways is None:
                    key = (spotted, foe.base - targeting, cell, foe.facing, self.no_alley)
                    kept: list[Way] | None = memo.get(key)  # typed: the loop below is compiled
                    if kept is None:
                        kept = memo[key] = self._ways(foe, spotted, targeting)
                    ways = kept
                    if spotted:
                        spotted_ways = ways
                    else:
                        plain = ways
                for way in ways:
                    h0, h1, h2 = way.w0 & w0, way.w1 & w1, way.w2 & w2
                    if h0 or h1 or h2:
                        _insert_by_worth(
                            pairs,
                            GunPair(
                                h0,
                                h1,
                                h2,
                                self.shot_worth(
                                    foe, way.number, damage + way.extra, way.achievement
                                )
                                - fumble,
                                cell,
                            ),
                        )
        return [Gun(tuple(pairs), attacks[k][3]) for k, pairs in enumerate(found)]

    def _ways(self, foe: Foe, spotted: bool, targeting: int) -> list[Way]:
        """Every way to fire at ``foe`` from anywhere (:class:`Way`), range aside: sight
        with or without partial cover, alley shots, flanks, spotting for missiles,
        fallout zones."""
        tables = self.tables
        i = foe.cell
        base = foe.base - targeting
        if spotted:
            ways = [(PLAYABLE_MASK, base, False)]
        else:
            sees = tables.sees(i)
            cover = tables.covered_from(i)
            ways = [(sees & ~cover, base, False), (sees & cover, base + 1, False)]
            if not self.no_alley:
                ways.append((tables.alley_from(i) & ~sees, base + 2, True))
        flank = flanks(i)[foe.facing] if foe.facing >= 0 else 0
        found: list[Way] = []
        for m, n, achievement in ways:
            for mm, nn, aa in ((m & flank, n - 1, True), (m & ~flank, n, achievement)):
                if not mm:
                    continue
                for extra, zone in tables.zone_bonus:
                    if mm & zone:
                        w0, w1, w2 = words(mm & zone)
                        found.append(Way(w0, w1, w2, nn, extra, aa))
        return found

    def card_gun(self, card: Card, region: int = -1) -> Gun:
        return self.gun(
            card.range,
            card.damage,
            missile=card.is_missile,
            orbital=card.kind is CardKind.ORBITAL,
            region=region,
        )

    def unit_gun(self, unit: UnitClass, region: int = -1) -> Gun:
        card = self.player.faction.unit(unit)
        return self.gun(card.range, card.damage, heavy_hitter=False, region=region)

    # -- defence -----------------------------------------------------------------------
    def threats(
        self,
        armor: int | None = None,
        base: int = HEAVY_HITTER_TARGET,
        region: int = -1,
        support_only: bool = False,
    ) -> tuple[Threat, ...]:
        """The attacks a unit of ``armor`` (default: the bot's Heavy Hitter) and target
        number ``base`` may face this round on the hexes of ``region`` (those that reach
        one of its hexes, each with all the hexes it reaches).

        An opposing Heavy Hitter that has moved fires from where it stands, in its arc;
        one that has not may step closer (reach +1) or move to see hexes it does not see
        now (those count a third). Support units may still move before combat.
        ``support_only``: only the opposing support units' attacks (what threatens one's
        own support units: Heavy Hitters fire at Heavy Hitters first).
        """
        armor = self.hh_armor if armor is None else armor
        key = (base, armor, region, support_only)
        found = self._threat_pairs.get(key)
        if found is not None:
            return found
        seen = self.seen
        memo = self.tables.memo
        support_moves = seen.phase in (Phase.DEPLOY, Phase.MOVEMENT)
        pairs: list[Threat] = []
        r0, r1, r2 = words(region)
        players = seen.players
        unmoved = self.unmoved
        hh = UnitClass.HH
        for f in self.foes:
            is_hh = f.unit is hh
            if support_only and is_hh:
                continue
            p = players[f.player]
            attacks: tuple[tuple[Any, float], ...]
            if is_hh:
                attacks = kit(p)
                facing = -1 if f.player in unmoved else DIRECTIONS.index(p.facing)
            else:
                attacks = _support_attack(p.faction.unit(f.unit))
                facing = -1
            mkey = ("threat", f.cell, id(attacks), facing, support_moves, base, armor)
            mine: list[Threat] | None = memo.get(mkey)  # typed: the loop below is compiled
            if mine is None:
                mine = memo[mkey] = self._threats_of(f, attacks, facing, support_moves, base, armor)
            for t in mine:
                if t.w0 & r0 or t.w1 & r1 or t.w2 & r2:
                    pairs.append(t)
        found = self._threat_pairs[key] = tuple(pairs)
        return found

    def _threats_of(
        self,
        f: Foe,
        attacks: tuple[tuple[Any, float], ...],
        facing: int,
        support_moves: bool,
        base: int,
        armor: int,
    ) -> list[Threat]:
        """The attacks one opposing unit may make, anywhere (see :meth:`threats`): those
        with the same hexes and place to fire from are added up."""
        cell = f.cell
        sees = self.tables.sees_words(cell)
        partial = self.tables.partial_words(cell)
        arc = arc_words(cell)[facing] if facing >= 0 else None
        row = disk_words(cell)
        merged: dict[tuple[int, int, int, int], list[float]] = {}
        for reach, unseen, ev, clear_flanked, covered, lurking in _attack_terms(
            attacks, f.unit is UnitClass.HH, facing >= 0, support_moves, base, armor
        ):
            disk = row[reach]
            n0, n1, n2 = disk.w0, disk.w1, disk.w2
            if arc is not None:
                n0, n1, n2 = n0 & arc.w0, n1 & arc.w1, n2 & arc.w2
            s0, s1, s2 = n0 & sees.w0, n1 & sees.w1, n2 & sees.w2
            p0, p1, p2 = partial.w0, partial.w1, partial.w2
            _merge(merged, s0 & ~p0, s1 & ~p1, s2 & ~p2, cell, ev, clear_flanked)
            _merge(merged, s0 & p0, s1 & p1, s2 & p2, cell, covered, ev)
            if unseen:
                _merge(merged, n0 & ~sees.w0, n1 & ~sees.w1, n2 & ~sees.w2, -1, lurking, lurking)
        return [
            Threat(w0, w1, w2, w, fl, origin) for (w0, w1, w2, origin), (w, fl) in merged.items()
        ]

    def threat_at(
        self,
        x: Hex,
        armor: int | None = None,
        base: int = HEAVY_HITTER_TARGET,
        facing: Direction | None = None,
    ) -> float:
        """Expected points of damage a unit on ``x`` may take this round (default: the
        bot's Heavy Hitter). With a ``facing``, the attackers in its flank get −1 to hit."""
        i = index(x)
        if facing is None:
            return threat_sum(self.threats(armor, base), i)
        return threat_sum(self.threats(armor, base), i, flank_facings(i), DIRECTIONS.index(facing))


_SUPPORT_ATTACKS: dict[int, tuple[object, tuple[tuple[Any, float], ...]]] = {}


def _support_attack(card: SupportUnitCard) -> tuple[tuple[Any, float], ...]:
    """A support unit's attack as a kit (one attack, always made; a Repair unit's half the
    time, since it may repair instead). The same object for the same card."""
    entry = _SUPPORT_ATTACKS.get(id(card))
    if entry is None or entry[0] is not card:
        weight = 0.5 if card.unit_class is UnitClass.REPAIR else 1.0
        entry = _SUPPORT_ATTACKS[id(card)] = (card, ((card, weight),))
    return entry[1]


AttackTerms = tuple[int, float, float, float, float, float]
_ATTACK_TERMS: dict[
    tuple[int, bool, bool, bool, int, int], tuple[object, tuple[AttackTerms, ...]]
] = {}


def _attack_terms(
    attacks: tuple[tuple[Any, float], ...],
    hh: bool,
    fixed: bool,
    support_moves: bool,
    base: int,
    armor: int,
) -> tuple[AttackTerms, ...]:
    """For each of an opposing unit's ``attacks`` (a kit), what :meth:`SceneFire.threats` needs
    wherever the unit stands: the reach (capped at :data:`MAX_RADIUS`), the weight of the
    hexes it does not see (0: none), the expected damage on a hex it sees clearly, the
    same from our flank, on a hex it sees with partial cover, and on a hex it does not
    see. ``hh``: a Heavy Hitter's kit; ``fixed``: its facing is fixed for combat."""
    key = (id(attacks), hh, fixed, support_moves, base, armor)
    entry = _ATTACK_TERMS.get(key)
    if entry is None or entry[0] is not attacks:
        terms = []
        for card, weight in attacks:
            if hh:
                reach, unseen = card.range + (0 if fixed else 1), (0.0 if fixed else 0.35)
            else:
                move = card.move if support_moves else 0
                reach, unseen = card.range + move, 0.5 if move else 0.0
            ev = weight * expected_damage(base, card.damage, armor)
            terms.append(
                (
                    min(reach, MAX_RADIUS),
                    unseen,
                    ev,
                    weight * expected_damage(base - 1, card.damage, armor),
                    weight * expected_damage(base + 1, card.damage, armor),
                    ev * unseen,
                )
            )
        entry = _ATTACK_TERMS[key] = (attacks, tuple(terms))
    return entry[1]


_KITS: dict[tuple[int, frozenset[str]], tuple[Faction, tuple[tuple[Card, float], ...]]] = {}


def kit(p: PlayerView) -> tuple[tuple[Card, float], ...]:
    """A player's weapons (orbital strikes aside) and how likely each is fired at one: the
    primary most, a secondary less (energy allows one or two). Deck lists are open
    knowledge (:meth:`~engine.game.PlayerView.card_ids`)."""
    cards = p.card_ids()
    key = (id(p.faction), cards)
    entry = _KITS.get(key)
    if entry is None or entry[0] is not p.faction:
        result = []
        for c in sorted(cards):
            card = p.faction.card(c)
            if card.kind is CardKind.PRIMARY:
                result.append((card, 0.75))
            elif card.kind is CardKind.SECONDARY:
                result.append((card, 0.35))
        entry = _KITS[key] = (p.faction, tuple(result))
    return entry[1]
