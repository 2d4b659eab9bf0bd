"""The full-rules bot's reading of what its seat sees of a game.

A :class:`Scene` is built from an observation (:class:`~engine.game.Observation`) at one
decision. It
holds the opposing units (:class:`Foe`: where they are, what a point of damage
to them is worth), prices any attack of the bot's from every hex of the board
at once (:class:`Gun`), prices the attacks the bot's units may face there
(:meth:`Scene.threat_at`), and prices tags. Per hex, everything is a few bit
tests against whole-board masks (:mod:`engine.bots.tables`): a destination is
never tried out on a copy of the game.

>>> from engine.game import new_game
>>> from engine.mapfile import load_map
>>> from engine.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=1)
>>> s = Scene(g.observation(0))
>>> [(f.player, str(f.unit), str(f.hex)) for f in s.foes]
[(1, 'HH', '9F')]
>>> s.threat_at(Hex.parse("1F"))   # 8 hexes away: out of everyone's reach
0.0
>>> s.threat_at(Hex.parse("5F")) > 1
True
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Sequence

from engine.bitboard import PLAYABLE_MASK, word_holds, word_indexes, words
from engine.board import CENTER
from engine.bots import values as V
from engine.bots.odds import expected_damage, hit_chance, kill_chance
from engine.bots.tables import (
    HEX_AT,
    MAX_RADIUS,
    SIZE,
    Approach,
    BoardTables,
    arc_words,
    board_tables,
    disk_words,
    distances,
    flank_facings,
    flanks,
    index,
)
from engine.game import (
    DECK_CARDS,
    DEMOLITIONS_TO_WIN,
    EMPTY_FACES,
    HH_ARMOR,
    MIN_ARMOR,
    NO_TAG,
    TAGS_TO_DEMOLISH,
    TEAM_DEMOLITIONS_TO_WIN,
    Card,
    CardKind,
    Faction,
    Observation,
    OwnView,
    Phase,
    PlayerView,
    SupportUnitCard,
    UnitClass,
    Upgrade,
    shuffle_with,
)
from engine.hexes import Direction, Hex
from engine.shot import HEAVY_HITTER_TARGET

CENTRE = index(CENTER)
"""The bit index of ``5F``."""
CENTRE_DISTANCES = distances(CENTRE)
_DECAY = tuple(0.55 ** max(0, d - 1) for d in range(12))
"""Worth of a building to approach, by distance: full when adjacent, halving with each hex."""


class Foe:
    """An opposing unit on the board (read-only; a scene makes hundreds a game, so a plain
    class with its ``__init__`` written out: mypyc compiles it to a native one, while a
    named tuple's or a dataclass's generated constructor runs interpreted)."""

    __slots__ = ("player", "unit", "hex", "cell", "bit", "base", "armor", "left", "facing",
                 "point", "removal")

    def __init__(self, player: int, unit: UnitClass, hex: Hex, cell: int, bit: int, base: int,
                 armor: int, left: int, facing: int, point: float, removal: float) -> None:
        self.player = player
        self.unit = unit
        self.hex = hex
        self.cell = cell
        """Its hex's bit index (:func:`engine.bots.tables.index`)."""
        self.bit = bit
        self.base = base
        """Target number before modifiers (Heavy Hitter 5, support unit 7)."""
        self.armor = armor
        self.left = left
        """Points it can still take: hit points, or cards before its Heavy Hitter is
        destroyed."""
        self.facing = facing
        """A Heavy Hitter's facing (its index in :class:`Direction` order) when it will not
        turn again before combat (it has moved); −1 otherwise."""
        self.point = point
        """Worth of one point of damage to it."""
        self.removal = removal
        """Worth of removing it (a support unit; a Heavy Hitter: the game may end)."""

    def __repr__(self) -> str:
        return f"Foe(P{self.player + 1} {self.unit.value} on {self.hex})"


class GunPair:
    """One way a gun may fire: the hexes it fires from (three words, see
    :func:`engine.bitboard.words`), what the shot is worth, and the target's cell."""

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
        return (f"GunPair({len(word_indexes(self.w0, self.w1, self.w2))} hexes,"
                f" {self.worth:.3f}, at {HEX_AT[self.target]})")


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
        hex's :func:`~engine.bots.tables.arc_facings`)."""
        for p in self.pairs:
            if p.holds(i) and (self.orbital or in_arc[p.target] >> facing & 1):
                return p.worth
        return 0.0


class Threat:
    """One opposing attack that may hit: the hexes where (three words, see
    :func:`engine.bitboard.words`), its expected worth there (to us), the worth when the
    attacker stands in our Heavy Hitter's flank (−1 to hit), and the attacker's cell (−1:
    from where it is not known, so never from a flank)."""

    __slots__ = ("w0", "w1", "w2", "worth", "flanked", "origin")

    def __init__(self, w0: int, w1: int, w2: int, worth: float, flanked: float, origin: int
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
        return (f"Threat({len(word_indexes(self.w0, self.w1, self.w2))} hexes,"
                f" {self.worth:.3f}/{self.flanked:.3f}, from {HEX_AT[self.origin]})")


def threat_sum(threats: tuple[Threat, ...], i: int, in_flank: list[int] | None = None,
               facing: int = -1) -> float:
    """The expected damage on the hex of bit index ``i`` from ``threats`` (see
    :meth:`Scene.threats`). With a ``facing`` (an index in :class:`Direction` order) and
    the hex's :func:`~engine.bots.tables.flank_facings` (``in_flank``), the attackers in
    the flank of a unit there facing so get −1 to hit."""
    total = 0.0
    for t in threats:
        if t.holds(i):
            if in_flank is not None and t.origin >= 0 and in_flank[t.origin] >> facing & 1:
                total += t.flanked
            else:
                total += t.worth
    return total


_ROUNDED: dict[float, float] = {}
_ROUNDED_KEPT = 4096


def _rounded(x: float) -> float:
    """``round(x, 6)``, kept: the prospects of buildings take the same few values all game
    long, and rounding a float to decimals is slow."""
    found = _ROUNDED.get(x)
    if found is None:
        if len(_ROUNDED) >= _ROUNDED_KEPT:
            _ROUNDED.clear()
        found = _ROUNDED[x] = round(x, 6)
    return found


class FacesKey:
    """The tags on every building (:attr:`Scene.faces`) as a dictionary key whose hash is
    worked out once (a tuple's is worked out again at every lookup)."""

    __slots__ = ("faces", "_hash")

    def __init__(self, faces: tuple[tuple[int, ...], ...]) -> None:
        self.faces = faces
        self._hash = hash(faces)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, FacesKey) and self._hash == other._hash
                and self.faces == other.faces)


def count(faces: tuple[int, ...], player: int) -> int:
    """The faces of a building (the player on each, or −1) that hold ``player``'s tags
    (``faces.count(player)``, which the compiled engine would call as a Python method).

    >>> count((0, 1, 0, -1, -1, -1), 0)
    2
    """
    n = 0
    for q in faces:
        if q == player:
            n += 1
    return n


def _merge(merged: dict[tuple[int, int, int, int], list[float]], w0: int, w1: int, w2: int,
           origin: int, worth: float, flanked: float) -> None:
    """Add an attack on the hexes of three words from ``origin`` into ``merged`` (see
    :meth:`Scene._threats_of`)."""
    if w0 or w1 or w2:
        key = (w0, w1, w2, origin)
        acc = merged.get(key)
        if acc is None:
            merged[key] = [worth, flanked]
        else:
            acc[0] = acc[0] + worth  # not +=, which the compiled code does generically
            acc[1] = acc[1] + flanked


_ARMOR: dict[int, tuple[object, tuple[int, ...]]] = {}


def _armor_by_track(upgrades: tuple[Upgrade, ...]) -> tuple[int, ...]:
    """A Heavy Hitter's armor value by its pilot's place on the achievements track."""
    entry = _ARMOR.get(id(upgrades))
    if entry is None or entry[0] is not upgrades:
        top = max((u.at for u in upgrades), default=0)
        values = tuple(max(MIN_ARMOR, HH_ARMOR - sum(u.effect.value for u in upgrades
                                                     if u.at <= t and u.effect.kind == "armor"))
                       for t in range(top + 1))
        entry = _ARMOR[id(upgrades)] = (upgrades, values)
    return entry[1]


_NO_GAINS = (0.0,) * 6
_DIRECTIONS: tuple[Direction, ...] = tuple(Direction)
"""Facings in :class:`Direction` order (``index`` finds one by identity, without hashing)."""
_LEANS: dict[tuple[int, ...], tuple[list[float | None], list[int], list[list[int]]]] = {}
""":attr:`Scene._lean_row` by the cells of the opposing Heavy Hitters (they depend on nothing
else)."""
_LEANS_KEPT = 4096


@lru_cache(maxsize=None)
def _gains(mine: int, demolition: float) -> tuple[float, ...]:
    """What one more tag on a building holding ``mine`` of one's tags is worth, after
    0-5 more go on first (the 4th demolishes it: ``demolition``)."""
    row = []
    for pending in range(6):
        n = mine + pending
        row.append(demolition - V.progress(n) if n + 1 >= TAGS_TO_DEMOLISH
                   else V.progress(n + 1) - V.progress(n))
    return tuple(row)


def _insert_by_worth(pairs: list[GunPair], pair: GunPair) -> None:
    """Put ``pair`` in its place in ``pairs`` (best first; equal worths in the order they
    come, as a stable sort would leave them)."""
    k = len(pairs)
    while k > 0 and pairs[k - 1].worth < pair.worth:
        k -= 1
    pairs.insert(k, pair)


class Way:
    """One way to fire at a unit (:meth:`Scene._ways`): the hexes it is open from (three
    words, see :func:`engine.bitboard.words`), the target number, extra damage, and
    whether a hit earns an achievement."""

    __slots__ = ("w0", "w1", "w2", "number", "extra", "achievement")

    def __init__(self, w0: int, w1: int, w2: int, number: int, extra: int, achievement: bool
                 ) -> None:
        self.w0 = w0
        self.w1 = w1
        self.w2 = w2
        self.number = number
        self.extra = extra
        self.achievement = achievement


IDENTITY: tuple[int, ...] = tuple(range(SIZE))
"""Equal choices in reading order (for a scene without a bot's own preferences)."""


def tie_ranks(seed: int, seat: int) -> tuple[int, ...]:
    """A bot's fixed random order of preference among hexes (by bit index), used only
    between choices that are otherwise equal: a seat's number or the board's reading order
    must not settle them, or seats that a map's symmetry exchanges would be played
    differently.

    >>> sorted(tie_ranks(1, 0)) == list(range(SIZE)) and tie_ranks(1, 0) != tie_ranks(1, 1)
    True
    """
    order = list(range(SIZE))
    shuffle_with(random.Random(f"full-bot/{seed}/{seat}"), order)
    return tuple(order)


class Scene:
    """What the bot reads from what its seat sees (``seen``)."""

    def __init__(self, seen: Observation, rank: Sequence[int] = IDENTITY) -> None:
        """``rank``: the bot's order of preference among hexes (by index) and facings for
        choices that are otherwise equal (see :func:`tie_ranks`)."""
        self.seen = seen
        self.me = seen.seat
        self.rank = rank
        self.tables: BoardTables = board_tables(seen.game_map)
        self.sight = self.tables.sight
        self.player: OwnView = seen.own
        self.alive = seen.alive_players()
        self.duel = len(self.alive) == 2 or seen.config.mode in ("2v2", "solo")
        """Every opposing Heavy Hitter destroyed is a win, or on the way to one: two left,
        a 2v2 game with fixed alliances (one destroyed wins for the team) or a solo game (the
        player must destroy every opponent; no score decides it). Shifting alliances keep
        the normal win conditions: a Heavy Hitter destroyed ends the game on the score."""
        self._spotted: dict[int, bool] = {}
        self._threat_pairs: dict[tuple[int, int, int, bool], tuple[Threat, ...]] = {}
        self._hh_armor_kept: int | None = None
        self._targeting_kept: int | None = None
        self._scores_kept: dict[int, int] | None = None
        self._best_others_kept: tuple[int, int | None, int] | None = None
        self._unmoved_kept: frozenset[int] | None = None
        self._hh_terms_kept: dict[int, tuple[int, int, float, float]] | None = None
        self._foes_kept: list[Foe] | None = None
        self._faces_kept: list[tuple[int, ...]] | None = None
        self._faces_key_kept: FacesKey | None = None
        self._gains_kept: tuple[tuple[float, ...], ...] | None = None
        self._demolition_worth_kept: float | None = None
        self._touching_kept: dict[int, list[tuple[UnitClass, int]]] | None = None
        self._tagged_kept: frozenset[int] | None = None
        self._prospects_kept: tuple[float, ...] | None = None
        self._approach_kept: Approach | None = None
        self._lean_row_kept: tuple[list[float | None], list[int], list[list[int]]] | None = None

    @property
    def hh_armor(self) -> int:
        found = self._hh_armor_kept
        if found is None:
            found = self._hh_armor_kept = self._compute_hh_armor()
        return found

    def _compute_hh_armor(self) -> int:
        """The armor value of the bot's Heavy Hitter: its upgrades (a pilot's brace, which
        takes one attack a round, is left out: counted on every attack it made the bot
        walk into fire, measured)."""
        return self.seen.hh_armor(self.me, 0)

    @property
    def targeting(self) -> int:
        found = self._targeting_kept
        if found is None:
            found = self._targeting_kept = self._compute_targeting()
        return found

    def _compute_targeting(self) -> int:
        """What the bot's targeting upgrades take off its Heavy Hitter's target numbers."""
        return self.seen.upgrade_bonus(self.me, "targeting")

    # -- who is who --------------------------------------------------------------------
    @property
    def scores(self) -> dict[int, int]:
        found = self._scores_kept
        if found is None:
            found = self._scores_kept = self._compute_scores()
        return found

    def _compute_scores(self) -> dict[int, int]:
        """Each player's score now (undamaged cards and achievement spaces)."""
        players = self.seen.players
        return {q: players[q].undamaged + players[q].track for q in self.alive}

    @property
    def leader(self) -> int | None:
        """The opponent with the best score now (``None`` when several share it: no seat
        is singled out by its number)."""
        return self._best_others[1]

    @property
    def _best_others(self) -> tuple[int, int | None, int]:
        found = self._best_others_kept
        if found is None:
            found = self._best_others_kept = self._compute_best_others()
        return found

    def _compute_best_others(self) -> tuple[int, int | None, int]:
        """The best opponent score, whose it is (``None`` when tied), and the best of the
        rest."""
        best, who, second = -1, None, -1
        tied = False
        for q, sc in self.scores.items():
            if q == self.me:
                continue
            if sc > best:
                best, who, second, tied = sc, q, best, False
            elif sc == best:
                second, tied = sc, True
            elif sc > second:
                second = sc
        return best, None if tied else who, second

    def win_by_ending(self, loser: int | None = None) -> bool:
        """Whether the game ending now on the score (``loser`` destroyed) would be a win."""
        best, who, second = self._best_others
        return self.scores.get(self.me, 0) > (second if loser is not None and loser == who
                                              else best)

    def destroy_worth(self, q: int) -> float:
        """Worth of destroying the Heavy Hitter of ``q`` (the game may end with it)."""
        if self.duel:
            return V.WIN
        if self.seen.config.last_bot_standing:
            return 2 * V.SUPPORT_KILL
        return V.WIN if self.win_by_ending(q) else -V.WIN / 2

    def hh_point(self, q: int) -> float:
        """Worth of one point of damage to the Heavy Hitter of ``q``: the score leader's
        most in a game of more than two."""
        if self.duel:
            return V.CARD
        worth = V.OTHER_POINT + ((V.CARD - V.OTHER_POINT) if q == self.leader else 0.0)
        if self.win_by_ending(q):  # ending the game now would be a win: hasten it
            worth += V.CLOSING * self.seen.players[q].damage_size / DECK_CARDS
        return worth

    @property
    def unmoved(self) -> frozenset[int]:
        found = self._unmoved_kept
        if found is None:
            found = self._unmoved_kept = self._compute_unmoved()
        return found

    def _compute_unmoved(self) -> frozenset[int]:
        """Players whose Heavy Hitter still moves (and turns) before the next combat."""
        phase = self.seen.phase
        if phase == Phase.MOVEMENT:
            return self.seen.yet_to_move()
        if phase == Phase.COMBAT:
            return frozenset()
        return frozenset(self.alive)

    @property
    def _hh_terms(self) -> dict[int, tuple[int, int, float, float]]:
        found = self._hh_terms_kept
        if found is None:
            found = self._hh_terms_kept = self._compute_hh_terms()
        return found

    def _compute_hh_terms(self) -> dict[int, tuple[int, int, float, float]]:
        """Per opponent: its Heavy Hitter's armor, its facing if fixed for combat, the worth
        of a point of damage to it and of destroying it (:meth:`hh_point` and
        :meth:`destroy_worth`, inlined)."""
        seen = self.seen
        players = seen.players
        me = self.me
        unmoved = self.unmoved
        armor_at = _armor_by_track(seen.catalog.upgrades)
        top = len(armor_at) - 1
        duel = self.duel
        if not duel:
            best, who, second = self._best_others
            mine = self.scores.get(me, 0)
            last_standing = seen.config.last_bot_standing
        terms = {}
        for q in self.alive:
            if q == me:
                continue
            p = players[q]
            if duel:
                point, removal = V.CARD, V.WIN
            else:
                win = mine > (second if q == who else best)  # win_by_ending(q)
                point = V.OTHER_POINT + ((V.CARD - V.OTHER_POINT) if q == who else 0.0)
                if win:
                    point += V.CLOSING * p.damage_size / DECK_CARDS
                removal = (2 * V.SUPPORT_KILL if last_standing
                           else V.WIN if win else -V.WIN / 2)
            terms[q] = (armor_at[min(p.track, top)] if p.path is None and p.pilot is None
                        else seen.hh_armor(q, 0),  # a path's upgrades (not a brace)
                        -1 if q in unmoved else _DIRECTIONS.index(p.facing), point, removal)
        return terms

    def _foe(self, h: Hex, q: int, cls: UnitClass) -> Foe:
        p = self.seen.players[q]
        i = index(h)
        if cls is UnitClass.HH:
            armor, fixed, point, removal = self._hh_terms[q]
            return Foe(q, cls, h, i, 1 << i, HEAVY_HITTER_TARGET, armor,
                       self.seen.deck_cards(q) - p.damage_size, fixed, point, removal)
        card = p.faction.unit(cls)
        return Foe(q, cls, h, i, 1 << i, HEAVY_HITTER_TARGET + 2, card.defend, p.hp[cls],
                   -1, V.SUPPORT_POINT, V.SUPPORT_KILL)

    @property
    def foes(self) -> list[Foe]:
        found = self._foes_kept
        if found is None:
            found = self._foes_kept = self._compute_foes()
        return found

    def _compute_foes(self) -> list[Foe]:
        """Every opposing unit on the board, by seat (each player's Heavy Hitter first)."""
        me = self.me
        players = self.seen.players
        friends = self.seen.friendly_seats(me)
        return [self._foe(h, q, cls) for q in self.alive if q not in friends
                for cls, h in players[q].units.items()]

    def foe_at(self, h: Hex) -> Foe | None:
        """The opposing unit on ``h``, if any."""
        unit = self.seen.occupant.get(h)
        if unit is None or unit[0] == self.me:
            return None
        return self._foe(h, *unit)

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
        return self.guns([(reach, damage, missile, orbital)], heavy_hitter, region)[0]

    def guns(self, attacks: list[tuple[int, int, bool, bool]], heavy_hitter: bool = True,
             region: int = -1) -> list[Gun]:
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
        specs = [(found[k], min(reach, MAX_RADIUS), damage, missile, orbital)
                 for k, (reach, damage, missile, orbital) in enumerate(attacks)]
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
                            _insert_by_worth(pairs, GunPair(h0, h1, h2, self.shot_worth(
                                foe, None, damage + extra, False), cell))
                    continue
                spotted = missile and self.spotted(foe.hex)
                ways = spotted_ways if spotted else plain
                if ways is None:
                    key = (spotted, foe.base - targeting, cell, foe.facing)
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
                        _insert_by_worth(pairs, GunPair(h0, h1, h2, self.shot_worth(
                            foe, way.number, damage + way.extra, way.achievement) - fumble,
                            cell))
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
            ways = [(sees & ~cover, base, False), (sees & cover, base + 1, False),
                    (tables.alley_from(i) & ~sees, base + 2, True)]
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
        return self.gun(card.range, card.damage, missile=card.is_missile,
                        orbital=card.kind is CardKind.ORBITAL, region=region)

    def unit_gun(self, unit: UnitClass, region: int = -1) -> Gun:
        card = self.player.faction.unit(unit)
        return self.gun(card.range, card.damage, heavy_hitter=False, region=region)

    # -- defence -----------------------------------------------------------------------
    def threats(self, armor: int | None = None, base: int = HEAVY_HITTER_TARGET,
                region: int = -1, support_only: bool = False) -> tuple[Threat, ...]:
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
                facing = -1 if f.player in unmoved else _DIRECTIONS.index(p.facing)
            else:
                attacks = _support_attack(p.faction.unit(f.unit))
                facing = -1
            mkey = ("threat", f.cell, id(attacks), facing, support_moves, base, armor)
            mine: list[Threat] | None = memo.get(mkey)  # typed: the loop below is compiled
            if mine is None:
                mine = memo[mkey] = self._threats_of(f, attacks, facing, support_moves, base,
                                                     armor)
            for t in mine:
                if t.w0 & r0 or t.w1 & r1 or t.w2 & r2:
                    pairs.append(t)
        found = self._threat_pairs[key] = tuple(pairs)
        return found

    def _threats_of(self, f: Foe, attacks: tuple[tuple[Any, float], ...],
                    facing: int, support_moves: bool, base: int, armor: int
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
                attacks, f.unit is UnitClass.HH, facing >= 0, support_moves, base, armor):
            disk = row[reach]
            n0, n1, n2 = disk.w0, disk.w1, disk.w2
            if arc is not None:
                n0, n1, n2 = n0 & arc.w0, n1 & arc.w1, n2 & arc.w2
            s0, s1, s2 = n0 & sees.w0, n1 & sees.w1, n2 & sees.w2
            p0, p1, p2 = partial.w0, partial.w1, partial.w2
            _merge(merged, s0 & ~p0, s1 & ~p1, s2 & ~p2, cell, ev, clear_flanked)
            _merge(merged, s0 & p0, s1 & p1, s2 & p2, cell, covered, ev)
            if unseen:
                _merge(merged, n0 & ~sees.w0, n1 & ~sees.w1, n2 & ~sees.w2, -1, lurking,
                       lurking)
        return [Threat(w0, w1, w2, w, fl, origin)
                for (w0, w1, w2, origin), (w, fl) in merged.items()]

    def threat_at(self, x: Hex, armor: int | None = None, base: int = HEAVY_HITTER_TARGET,
                  facing: Direction | None = None) -> float:
        """Expected points of damage a unit on ``x`` may take this round (default: the
        bot's Heavy Hitter). With a ``facing``, the attackers in its flank get −1 to hit."""
        i = index(x)
        if facing is None:
            return threat_sum(self.threats(armor, base), i)
        return threat_sum(self.threats(armor, base), i, flank_facings(i),
                          _DIRECTIONS.index(facing))

    # -- tags --------------------------------------------------------------------------
    @property
    def faces(self) -> list[tuple[int, ...]]:
        found = self._faces_kept
        if found is None:
            found = self._faces_kept = self._compute_faces()
        return found

    def _compute_faces(self) -> list[tuple[int, ...]]:
        """The tags on each intact building (by number): the player on each face, or −1.
        In a 2v2 game the ally's tags count as the bot's own (a team demolishes together)."""
        faces: list[tuple[int, ...]] = [EMPTY_FACES] * len(self.tables.buildings)
        number = self.tables.number
        me = self.me
        team = self.seen.team_of(me)
        for b, on in self.seen.tags.items():  # the tagged buildings only
            k = number.get(b)
            if k is not None:
                faces[k] = on if len(team) == 1 else tuple(me if q in team else q for q in on)
        return faces

    @property
    def _faces_key(self) -> FacesKey:
        found = self._faces_key_kept
        if found is None:
            found = self._faces_key_kept = self._compute_faces_key()
        return found

    def _compute_faces_key(self) -> FacesKey:
        """:attr:`faces` as a key of :attr:`BoardTables.tag_memo`."""
        return FacesKey(tuple(self.faces))

    def tag_worth(self, b: Hex, face: int, pending: int = 0, fresh: bool = True) -> float:
        """Worth of tagging building ``b`` on ``face`` (a direction index) now.

        ``pending``: more of the bot's tags that will go on ``b`` this round first;
        ``fresh``: ``b`` is not yet tagged this round (a sponsor card).
        """
        return self._tag_worth(self.tables.number[b], face, pending, fresh)

    @property
    def _gains(self) -> tuple[tuple[float, ...], ...]:
        found = self._gains_kept
        if found is None:
            found = self._gains_kept = self._compute_gains()
        return found

    def _compute_gains(self) -> tuple[tuple[float, ...], ...]:
        """Per building (by number): what one more tag of the bot's is worth toward
        demolishing it, after 0-5 more of its tags go on first (kept per tags on the
        buildings)."""
        me = self.me
        demolition = self.demolition_worth
        key = ("gains", me, demolition, self._faces_key)
        tables = self.tables
        found = tables.tag_memo.get(key)
        if found is None:
            can = tables.can_demolish
            found = tables.remember_tags(key, tuple([
                _gains(count(faces, me), demolition) if can[k] else _NO_GAINS
                for k, faces in enumerate(self.faces)]))
        return found

    def _tag_worth(self, k: int, face: int, pending: int, fresh: bool) -> float:
        faces = self.faces[k]
        owner = faces[face]
        if owner == self.me:
            return 0.0
        worth = (V.TAG + V.SPONSOR_CARD if fresh else V.TAG) + self._gains[k][min(pending, 5)]
        if owner != NO_TAG:
            worth += V.DENY * count(faces, owner)
        return worth

    @property
    def demolition_worth(self) -> float:
        found = self._demolition_worth_kept
        if found is None:
            found = self._demolition_worth_kept = self._compute_demolition_worth()
        return found

    def _compute_demolition_worth(self) -> float:
        if self.seen.is_team_game():
            if self.seen.team_rubble(self.me) + 1 >= TEAM_DEMOLITIONS_TO_WIN:
                return V.WIN
        elif self.player.rubble + 1 >= DEMOLITIONS_TO_WIN:
            return V.WIN
        return V.DEMOLITION + V.TRACK

    @property
    def _touching(self) -> dict[int, list[tuple[UnitClass, int]]]:
        found = self._touching_kept
        if found is None:
            found = self._touching_kept = self._compute_touching()
        return found

    def _compute_touching(self) -> dict[int, list[tuple[UnitClass, int]]]:
        """For each building (by number), the faces the bot's units touch now: (unit, face)."""
        tagging = self.seen.phase == Phase.TAGGING
        result: dict[int, list[tuple[UnitClass, int]]] = {}
        for cls, h in self.player.units.items():
            if tagging and cls in self.player.used_units:
                continue
            for _, face, k in self.tables.faces_at(index(h)):
                result.setdefault(k, []).append((cls, face))
        return result

    @property
    def _tagged(self) -> frozenset[int]:
        found = self._tagged_kept
        if found is None:
            found = self._tagged_kept = self._compute_tagged()
        return found

    def _compute_tagged(self) -> frozenset[int]:
        """Buildings (by number) the bot has tagged in this Tagging phase."""
        if self.seen.phase != Phase.TAGGING:
            return frozenset()
        number = self.tables.number
        return frozenset(number[b] for b in self.player.tagged if b in number)

    def tag_at(self, i: int, unit: UnitClass) -> float:
        """Worth of the best tag ``unit`` could place standing on the hex of index ``i``,
        counting the tags the bot's other units, where they stand now, would put on the
        same building."""
        best = 0.0
        me = self.me
        all_faces = self.faces
        touching = self._touching
        tagged = self._tagged
        for _, face, k in self.tables.faces_at(i):
            faces = all_faces[k]
            owner = faces[face]
            if owner == me:
                continue
            near = touching.get(k)
            pending = 0
            if near:
                pending = len({f for c, f in near if c is not unit and f != face
                               and faces[f] != me})
            w = self._tag_worth(k, face, pending, not pending and k not in tagged)
            if w > best:
                best = w
        return best

    @property
    def prospects(self) -> tuple[float, ...]:
        found = self._prospects_kept
        if found is None:
            found = self._prospects_kept = self._compute_prospects()
        return found

    def _compute_prospects(self) -> tuple[float, ...]:
        """How much tagging each intact building (by number) in a later round is worth."""
        key = ("prospects", self.me, self.demolition_worth, self._faces_key)
        found = self.tables.tag_memo.get(key)
        if found is None:
            result = []
            me = self.me
            can = self.tables.can_demolish
            for k, faces in enumerate(self.faces):
                worth = V.TAG + V.SPONSOR_CARD
                if can[k]:
                    mine = count(faces, me)
                    worth += (self.demolition_worth if mine >= 3
                              else V.progress(mine + 1) - V.progress(mine))
                result.append(_rounded(worth))
            found = self.tables.remember_tags(key, tuple(result))
        return found

    @property
    def approach(self) -> Approach:
        found = self._approach_kept
        if found is None:
            found = self._approach_kept = self._compute_approach()
        return found

    def _compute_approach(self) -> Approach:
        """For every hex (by index): worth of being near buildings worth tagging later
        (the worth halves with each hex)."""
        return self.tables.approach(self.prospects, _DECAY)

    @property
    def _lean_row(self) -> tuple[list[float | None], list[int], list[list[int]]]:
        found = self._lean_row_kept
        if found is None:
            found = self._lean_row_kept = self._compute_lean_row()
        return found

    def _compute_lean_row(self) -> tuple[list[float | None], list[int], list[list[int]]]:
        """:meth:`lean` for every hex (by index) as far as computed (``None``: not yet),
        shared by the scenes with the same opposing Heavy Hitter cells; and the distances
        from those cells (from the centre when there are none): the first cell's, then the
        others'."""
        cells = tuple(f.cell for f in self.foes if f.unit is UnitClass.HH)
        found = _LEANS.get(cells)
        if found is None:
            if len(_LEANS) >= _LEANS_KEPT:
                _LEANS.clear()
            rows = [distances(c) for c in cells] or [distances(CENTRE)]
            found = _LEANS[cells] = ([None] * SIZE, rows[0], rows[1:])
        return found

    @property
    def lean_values(self) -> list[float | None]:
        """:meth:`lean` for every hex (by index) as far as computed (``None``: call
        :meth:`lean`)."""
        return self._lean_row[0]

    def lean(self, i: int) -> float:
        """A hair's worth (:data:`~engine.bots.values.LEAN`) for the hex of index ``i``:
        more the nearer the closest opposing Heavy Hitter, then the centre ``5F``."""
        values, first, others = self._lean_row
        v = values[i]
        if v is None:
            d = first[i]
            for r in others:
                if r[i] < d:
                    d = r[i]
            v = values[i] = -V.LEAN * (d + 0.01 * CENTRE_DISTANCES[i])
        return v

    def nearest_foe_hh(self, x: Hex) -> Hex | None:
        """The closest opposing Heavy Hitter to ``x`` (ties: by seat)."""
        target = None
        best = 10 ** 6
        for f in self.foes:
            if f.unit is UnitClass.HH:
                d = f.hex.distance(x)
                if d < best:
                    best, target = d, f.hex
        return target

    def facing_lean(self, x: Hex, facing: Direction, target: Hex | None) -> float:
        """A hair's worth for facing ``target`` (the closest opposing Heavy Hitter) from
        ``x``."""
        if target is None or target == x:
            return 0.0
        return V.LEAN * (target - x).dot(facing.vector) / x.distance(target)

    def fallout_damage(self, i: int) -> int:
        """Damage a unit ending the round on the hex of index ``i`` takes in the Reset phase."""
        return self.tables.reset_damage[i]


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
_ATTACK_TERMS: dict[tuple[int, bool, bool, bool, int, int],
                    tuple[object, tuple[AttackTerms, ...]]] = {}


def _attack_terms(attacks: tuple[tuple[Any, float], ...], hh: bool, fixed: bool,
                  support_moves: bool, base: int, armor: int) -> tuple[AttackTerms, ...]:
    """For each of an opposing unit's ``attacks`` (a kit), what :meth:`Scene.threats` needs
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
            terms.append((min(reach, MAX_RADIUS), unseen, ev,
                          weight * expected_damage(base - 1, card.damage, armor),
                          weight * expected_damage(base + 1, card.damage, armor), ev * unseen))
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
