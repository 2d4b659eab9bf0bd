"""The full-rules bot's reading of a game state, from one seat.

A :class:`Scene` is built from a state at one decision and never changes it. It
holds the opposing units (:class:`Foe`: where they are, what a point of damage
to them is worth), prices any attack of the bot's from every hex of the board
at once (:class:`Gun`), prices the attacks the bot's units may face there
(:meth:`Scene.threat_at`), and prices tags. Per hex, everything is a few bit
tests against whole-board masks (:mod:`engine.bots.tables`): a destination is
never tried out on a copy of the state.

>>> from engine.game import new_game
>>> from engine.mapfile import load_map
>>> from engine.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=1)
>>> s = Scene(g, 0)
>>> [(f.player, str(f.unit), str(f.hex)) for f in s.foes]
[(1, 'HH', '9F')]
>>> s.threat_at(bit(Hex.parse("1F")))   # 8 hexes away: out of everyone's reach
0.0
>>> s.threat_at(bit(Hex.parse("5F"))) > 1
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from engine.bots import values as V
from engine.bots.odds import expected_damage, hit_chance, kill_chance
from engine.bots.tables import MAX_RADIUS, BoardTables, arc_mask, bit, board_tables, disks, flank_mask, index
from engine.game.catalog import Card, CardKind, Faction, UnitClass
from engine.game.combat import HH_ARMOR, MIN_ARMOR
from engine.game.damage import DECK_CARDS
from engine.game.movement import HHMoveDecision
from engine.game.scoring import DEMOLITIONS_TO_WIN, score_key
from engine.game.state import GameState
from engine.game.tagging import EMPTY_FACES, NO_TAG, TAGS_TO_DEMOLISH
from engine.game.units import PlayerState
from engine.hexes import Direction, Hex
from engine.shot import HEAVY_HITTER_TARGET

_DECAY = tuple(0.55 ** max(0, d - 1) for d in range(12))
"""Worth of a building to approach, by distance: full when adjacent, halving with each hex."""


@dataclass(frozen=True, slots=True)
class Foe:
    """An opposing unit on the board."""

    player: int
    unit: UnitClass
    hex: Hex
    index: int
    bit: int
    base: int
    """Target number before modifiers (Heavy Hitter 5, support unit 7)."""
    armor: int
    left: int
    """Points it can still take: hit points, or cards before its Heavy Hitter is destroyed."""
    facing: Direction | None
    """A Heavy Hitter's facing when it will not turn again before combat (it has moved)."""
    point: float
    """Worth of one point of damage to it."""
    removal: float
    """Worth of removing it (a support unit; a Heavy Hitter: the game may end)."""


@dataclass(frozen=True, slots=True)
class Gun:
    """One attack of the bot's (a weapon card, or a support unit's) priced from every hex.

    ``pairs``: (hexes, worth, target's bit), best first — the best shot from a hex is the
    first pair whose hexes hold it.
    """

    pairs: tuple[tuple[int, float, int], ...]
    orbital: bool = False

    def best(self, bx: int) -> float:
        """Worth of the best shot from the hex of bit ``bx`` (any facing)."""
        for m, w, _ in self.pairs:
            if m & bx:
                return w
        return 0.0

    def best_in(self, bx: int, arc: int) -> float:
        """Worth of the best shot from the hex of bit ``bx`` at a target in ``arc``."""
        for m, w, t in self.pairs:
            if m & bx and (self.orbital or t & arc):
                return w
        return 0.0

    def shots(self, bx: int) -> list[tuple[float, int]]:
        """Every (worth, target's bit) from the hex of bit ``bx``, best first."""
        return [(w, t) for m, w, t in self.pairs if m & bx]


ThreatPair = tuple[int, float, float, int]
"""Hexes where one opposing attack may hit, its expected worth there (to us), the worth
when the attacker stands in our Heavy Hitter's flank (−1 to hit), and the attacker's bit."""


def threat_sum(pairs: tuple[ThreatPair, ...], bx: int, flank: int = 0) -> float:
    """The expected damage on the hex of bit ``bx`` from ``pairs`` (see :meth:`Scene.threats`)."""
    total = 0.0
    for hexes, worth, flanked, origin in pairs:
        if hexes & bx:
            total += flanked if origin & flank else worth
    return total


class Scene:
    """What the bot of seat ``me`` reads from ``state`` (which it never changes)."""

    def __init__(self, state: GameState, me: int) -> None:
        self.state = state
        self.me = me
        self.tables: BoardTables = board_tables(state.game_map)
        self.sight = self.tables.sight
        self.player: PlayerState = state.players[me]
        self.alive = state.alive_players()
        self.duel = len(self.alive) == 2
        self.hh_armor = max(MIN_ARMOR, HH_ARMOR - state.upgrade_bonus(me, "armor"))
        self.targeting = state.upgrade_bonus(me, "targeting")
        self._spotted: dict[Hex, bool] = {}
        self._threat_pairs: dict[tuple[int, int, int], tuple[ThreatPair, ...]] = {}

    # -- who is who --------------------------------------------------------------------
    @cached_property
    def scores(self) -> dict[int, int]:
        return {q: score_key(self.state, q)[0] for q in self.alive}

    @cached_property
    def leader(self) -> int | None:
        """The opponent with the best score now (ties: the lowest seat)."""
        others = [q for q in self.alive if q != self.me]
        return max(others, key=lambda q: (self.scores[q], -q)) if others else None

    def win_by_ending(self, loser: int | None = None) -> bool:
        """Whether the game ending now on the score (``loser`` destroyed) would be a win."""
        mine = self.scores.get(self.me, 0)
        return all(mine > s for q, s in self.scores.items() if q not in (self.me, loser))

    def destroy_worth(self, q: int) -> float:
        """Worth of destroying the Heavy Hitter of ``q`` (the game may end with it)."""
        if self.duel:
            return V.WIN
        if self.state.config.last_bot_standing:
            return 2 * V.SUPPORT_KILL
        return V.WIN if self.win_by_ending(q) else -V.WIN / 2

    def hh_point(self, q: int) -> float:
        """Worth of one point of damage to the Heavy Hitter of ``q``: the score leader's
        most in a game of more than two."""
        if self.duel:
            return V.CARD
        return 0.6 * V.CARD + (0.4 * V.CARD if q == self.leader else 0.0)

    @cached_property
    def unmoved(self) -> frozenset[int]:
        """Players whose Heavy Hitter still moves (and turns) before the next combat."""
        state = self.state
        if state.phase == "movement":
            waiting = {s.player for s in state.stack if isinstance(s, HHMoveDecision)}
            if isinstance(state.pending, HHMoveDecision):
                waiting.add(state.pending.player)
            return frozenset(waiting)
        if state.phase == "combat":
            return frozenset()
        return frozenset(self.alive)

    def _foe(self, h: Hex, q: int, cls: UnitClass) -> Foe:
        state = self.state
        p = state.players[q]
        if cls is UnitClass.HH:
            armor = max(MIN_ARMOR, HH_ARMOR - state.upgrade_bonus(q, "armor"))
            fixed = None if q in self.unmoved else p.facing
            return Foe(q, cls, h, index(h), bit(h), HEAVY_HITTER_TARGET, armor,
                       DECK_CARDS - len(p.damage), fixed, self.hh_point(q),
                       self.destroy_worth(q))
        card = p.faction.unit(cls)
        return Foe(q, cls, h, index(h), bit(h), HEAVY_HITTER_TARGET + 2, card.defend,
                   p.hp[cls], None, V.SUPPORT_POINT, V.SUPPORT_KILL)

    @cached_property
    def foes(self) -> list[Foe]:
        """Every opposing unit on the board, Heavy Hitters first (seat order)."""
        foes = [self._foe(h, q, cls) for h, (q, cls) in self.state.occupant.items()
                if q != self.me]
        foes.sort(key=lambda f: (f.unit is not UnitClass.HH, f.player, f.hex))
        return foes

    def foe_at(self, h: Hex) -> Foe | None:
        """The opposing unit on ``h``, if any."""
        unit = self.state.occupant.get(h)
        if unit is None or unit[0] == self.me:
            return None
        return self._foe(h, *unit)

    # -- offence -----------------------------------------------------------------------
    def spotted(self, target: Hex) -> bool:
        """R-SPOT-1: one of the bot's support units sees ``target`` within its LOS range."""
        s = self._spotted.get(target)
        if s is None:
            p = self.player
            s = any(cls is not UnitClass.HH
                    and h.distance(target) <= p.faction.unit(cls).los_range
                    and self.sight.has_los(h, target) for cls, h in p.units.items())
            self._spotted[target] = s
        return s

    def shot_worth(self, foe: Foe, number: int | None, damage: int, achievement: bool
                   ) -> float:
        """Worth of one attack at ``foe`` with this target number and damage (the bot's
        targeting upgrade applies to its Heavy Hitter's attacks: pass it in ``number``)."""
        worth = expected_damage(number, damage, foe.armor) * foe.point
        if foe.left <= damage:
            worth += kill_chance(number, damage, foe.armor, foe.left) * foe.removal
        if achievement:
            worth += (1.0 if number is None else hit_chance(number)) * V.TRACK
        return worth

    def gun(self, reach: int, damage: int, *, missile: bool = False, orbital: bool = False,
            heavy_hitter: bool = True, region: int = -1) -> Gun:
        """An attack of ``reach`` and ``damage`` priced from the hexes of ``region`` (the
        firing arc aside: see :meth:`Gun.best_in`). Support units (``heavy_hitter`` false)
        fumble a hit point on a double 1."""
        tables = self.tables
        targeting = self.targeting if heavy_hitter else 0
        fumble = (V.CARD if heavy_hitter else V.SUPPORT_POINT) / 36
        pairs: list[tuple[int, float, int]] = []
        for foe in self.foes:
            h = foe.hex
            i = foe.index
            within = disks(i)[min(reach, MAX_RADIUS)] & region
            if not within:
                continue
            if orbital:
                pairs.append((within, self.shot_worth(foe, None, damage, False), foe.bit))
                continue
            base = foe.base - targeting
            if missile and self.spotted(h):
                ways = [(within, base, False)]
            else:
                sees = tables.sees(i) & within
                cover = tables.covered_from(i)
                ways = [(sees & ~cover, base, False), (sees & cover, base + 1, False),
                        (tables.alley_from(i) & within & ~sees, base + 2, True)]
            flank = flank_mask(h, foe.facing) if foe.facing is not None else 0
            for m, n, achievement in ways:
                for mm, nn, aa in ((m & flank, n - 1, True), (m & ~flank, n, achievement)):
                    if not mm:
                        continue
                    for extra, zone in tables.zone_bonus:
                        if mm & zone:
                            w = self.shot_worth(foe, nn, damage + extra, aa) - fumble
                            pairs.append((mm & zone, w, foe.bit))
        pairs.sort(key=lambda p: -p[1])
        return Gun(tuple(pairs), orbital)

    def card_gun(self, card: Card, region: int = -1) -> Gun:
        return self.gun(card.range, card.damage, missile=card.is_missile,
                        orbital=card.kind is CardKind.ORBITAL, region=region)

    def unit_gun(self, unit: UnitClass, region: int = -1) -> Gun:
        card = self.player.faction.unit(unit)
        return self.gun(card.range, card.damage, heavy_hitter=False, region=region)

    # -- defence -----------------------------------------------------------------------
    def threats(self, armor: int | None = None, base: int = HEAVY_HITTER_TARGET,
                region: int = -1) -> tuple[ThreatPair, ...]:
        """The attacks a unit of ``armor`` (default: the bot's Heavy Hitter) and target
        number ``base`` may face this round on the hexes of ``region``."""
        armor = self.hh_armor if armor is None else armor
        key = (base, armor, region)
        found = self._threat_pairs.get(key)
        if found is not None:
            return found
        state = self.state
        tables = self.tables
        merged: dict[tuple[int, int], list[float]] = {}
        support_moves = state.phase in ("deploy", "movement")
        for f in self.foes:
            p = state.players[f.player]
            origin = f.bit
            if f.unit is UnitClass.HH:
                moved = f.player not in self.unmoved
                arc = arc_mask(f.hex, p.facing) if moved else -1
                attacks = [(card.range + (0 if moved else 1), card.damage, weight,
                            0.0 if moved else 0.35) for card, weight in kit(p)]
            else:
                card = p.faction.unit(f.unit)
                move = card.move if support_moves else 0
                weight = 0.5 if f.unit is UnitClass.REPAIR else 1.0
                arc = -1
                attacks = [(card.range + move, card.damage, weight, 0.5 if move else 0.0)]
            sees = partial = 0
            for reach, damage, weight, unseen in attacks:
                within = disks(f.index)[min(reach, MAX_RADIUS)] & arc & region
                if not within:
                    continue
                if not sees:
                    sees = tables.sees(f.index)
                    partial = self.sight.partial_mask(f.hex)
                seen = within & sees
                ev = weight * expected_damage(base, damage, armor)
                for hexes, worth, flanked, at in (
                        (seen & ~partial, ev, weight * expected_damage(base - 1, damage, armor),
                         origin),
                        (seen & partial, weight * expected_damage(base + 1, damage, armor), ev,
                         origin),
                        (within & ~sees if unseen else 0, ev * unseen, ev * unseen, 0)):
                    if hexes:
                        acc = merged.get((hexes, at))
                        if acc is None:
                            merged[(hexes, at)] = [worth, flanked]
                        else:
                            acc[0] += worth
                            acc[1] += flanked
        found = self._threat_pairs[key] = tuple(
            (h, w, fl, o) for (h, o), (w, fl) in merged.items())
        return found

    def threat_at(self, bx: int, armor: int | None = None, base: int = HEAVY_HITTER_TARGET,
                  flank: int = 0) -> float:
        """Expected points of damage a unit on the hex of bit ``bx`` may take this round
        (default: the bot's Heavy Hitter). ``flank``: the hexes in its flank (the
        attackers there get −1 to hit)."""
        return threat_sum(self.threats(armor, base), bx, flank)

    # -- tags --------------------------------------------------------------------------
    def tag_worth(self, b: Hex, face: int, pending: int = 0, fresh: bool = True) -> float:
        """Worth of tagging building ``b`` on ``face`` (a direction index) now.

        ``pending``: more of the bot's tags that will go on ``b`` this round first;
        ``fresh``: ``b`` is not yet tagged this round (a sponsor card).
        """
        faces = self.state.tags.get(b, EMPTY_FACES)
        owner = faces[face]
        if owner == self.me:
            return 0.0
        worth = V.TAG + (V.SPONSOR_CARD if fresh else 0.0)
        if b in self.tables.demolishable:
            mine = faces.count(self.me) + pending
            if mine + 1 >= TAGS_TO_DEMOLISH:
                worth += self.demolition_worth - V.progress(mine)
            else:
                worth += V.progress(mine + 1) - V.progress(mine)
        if owner != NO_TAG:
            worth += V.DENY * faces.count(owner)
        return worth

    @cached_property
    def demolition_worth(self) -> float:
        if self.player.rubble + 1 >= DEMOLITIONS_TO_WIN:
            return V.WIN
        return V.DEMOLITION + V.TRACK

    @cached_property
    def _touching(self) -> dict[int, list[tuple[UnitClass, int]]]:
        """For each building (by number), the faces the bot's units touch now: (unit, face)."""
        tagging = self.state.phase == "tagging"
        result: dict[int, list[tuple[UnitClass, int]]] = {}
        for cls, h in self.player.units.items():
            if tagging and cls in self.player.used_units:
                continue
            for _, face, k in self.tables.faces_at(index(h)):
                result.setdefault(k, []).append((cls, face))
        return result

    def tag_at(self, i: int, unit: UnitClass) -> float:
        """Worth of the best tag ``unit`` could place standing on the hex of index ``i``,
        counting the tags the bot's other units, where they stand now, would put on the
        same building."""
        faces_here = self.tables.faces_at(i)
        if not faces_here:
            return 0.0
        best = 0.0
        tags = self.state.tags
        tagged = self.player.tagged if self.state.phase == "tagging" else set()
        for b, face, k in faces_here:
            faces = tags.get(b, EMPTY_FACES)
            if faces[face] == self.me:
                continue
            others = {f for c, f in self._touching.get(k, ()) if c is not unit and f != face
                      and faces[f] != self.me}
            w = self.tag_worth(b, face, len(others), fresh=not others and b not in tagged)
            if w > best:
                best = w
        return best

    @cached_property
    def prospects(self) -> tuple[float, ...]:
        """How much tagging each intact building (by number) in a later round is worth."""
        result = []
        tags = self.state.tags
        for b in self.tables.buildings:
            worth = V.TAG + V.SPONSOR_CARD
            if b in self.tables.demolishable:
                mine = tags.get(b, EMPTY_FACES).count(self.me)
                worth += (self.demolition_worth if mine >= 3
                          else V.progress(mine + 1) - V.progress(mine))
            result.append(round(worth, 6))
        return tuple(result)

    @cached_property
    def approach(self) -> list[float]:
        """For every hex (by index): worth of being near buildings worth tagging later
        (the worth halves with each hex)."""
        return self.tables.approach(self.prospects, _DECAY)

    def fallout_damage(self, i: int) -> int:
        """Damage a unit ending the round on the hex of index ``i`` takes in the Reset phase."""
        return self.tables.reset_damage[i]


_KITS: dict[tuple[int, frozenset[str]], tuple[Faction, tuple[tuple[Card, float], ...]]] = {}


def kit(p: PlayerState) -> tuple[tuple[Card, float], ...]:
    """A player's weapons (orbital strikes aside) and how likely each is fired at one: the
    primary most, a secondary less (energy allows one or two). Decks are open knowledge."""
    cards = frozenset(p.hand + p.deck + p.discard + p.damage + p.firing_line)
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
