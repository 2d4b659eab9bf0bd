"""The full-rules bot's reading of who is who in a game: the base of its
:class:`~engine.bots.scene.Scene`.

:class:`SceneFoes` holds what a scene knows of the players (their scores, the leader, the
worth of damaging or destroying each opposing Heavy Hitter) and the opposing units on the
board (:class:`Foe`). :class:`~engine.bots.scene_fire.SceneFire` adds the prices of attacks
on it, and :class:`~engine.bots.scene.Scene` the prices of tags.
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.bots import values as V
from engine.bots.board_tables import SIZE, BoardTables, board_tables, index
from engine.game import (
    DECK_CARDS,
    HH_ARMOR,
    MIN_ARMOR,
    Observation,
    OwnView,
    Phase,
    UnitClass,
    Upgrade,
    shuffle_with,
)
from engine.geometry.hexes import Direction, Hex
from engine.lineofsight.shot import HEAVY_HITTER_TARGET


class Foe:
    """An opposing unit on the board (read-only; a scene makes hundreds a game, so a plain
    class with its ``__init__`` written out: mypyc compiles it to a native one, while a
    named tuple's or a dataclass's generated constructor runs interpreted)."""

    __slots__ = (
        "player",
        "unit",
        "hex",
        "cell",
        "bit",
        "base",
        "armor",
        "left",
        "facing",
        "point",
        "removal",
    )

    def __init__(
        self,
        player: int,
        unit: UnitClass,
        hex: Hex,
        cell: int,
        bit: int,
        base: int,
        armor: int,
        left: int,
        facing: int,
        point: float,
        removal: float,
    ) -> None:
        self.player = player
        self.unit = unit
        self.hex = hex
        self.cell = cell
        """Its hex's bit index (:func:`engine.bots.board_tables.index`)."""
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


_ARMOR: dict[int, tuple[object, tuple[int, ...]]] = {}


def _armor_by_track(upgrades: tuple[Upgrade, ...]) -> tuple[int, ...]:
    """A Heavy Hitter's armor value by its pilot's place on the achievements track."""
    entry = _ARMOR.get(id(upgrades))
    if entry is None or entry[0] is not upgrades:
        top = max((u.at for u in upgrades), default=0)
        values = tuple(
            max(
                MIN_ARMOR,
                HH_ARMOR
                - sum(u.effect.value for u in upgrades if u.at <= t and u.effect.kind == "armor"),
            )
            for t in range(top + 1)
        )
        entry = _ARMOR[id(upgrades)] = (upgrades, values)
    return entry[1]


DIRECTIONS: tuple[Direction, ...] = tuple(Direction)
"""Facings in :class:`Direction` order (``index`` finds one by identity, without hashing)."""


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


class SceneFoes:
    """Who is who in what the bot's seat sees (``seen``): scores, the leader, and the
    opposing units on the board."""

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
        self.duel = len(self.alive) == 2 or seen.mode.two_sides
        """Every opposing Heavy Hitter destroyed is a win, or on the way to one: two left,
        a 2v2 game with fixed alliances (one destroyed wins for the team) or a solo game (the
        player must destroy every opponent; no score decides it). Shifting alliances keep
        the normal win conditions: a Heavy Hitter destroyed ends the game on the score."""
        self._hh_armor_kept: int | None = None
        self._targeting_kept: int | None = None
        self._scores_kept: dict[int, int] | None = None
        self._best_others_kept: tuple[int, int | None, int] | None = None
        self._unmoved_kept: frozenset[int] | None = None
        self._hh_terms_kept: dict[int, tuple[int, int, float, float]] | None = None
        self._foes_kept: list[Foe] | None = None

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
        return self.scores.get(self.me, 0) > (
            second if loser is not None and loser == who else best
        )

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
                removal = 2 * V.SUPPORT_KILL if last_standing else V.WIN if win else -V.WIN / 2
            terms[q] = (
                armor_at[min(p.track, top)]
                if p.path is None and p.pilot is None
                else seen.hh_armor(q, 0),  # a path's upgrades (not a brace)
                -1 if q in unmoved else DIRECTIONS.index(p.facing),
                point,
                removal,
            )
        return terms

    def _foe(self, h: Hex, q: int, cls: UnitClass) -> Foe:
        p = self.seen.players[q]
        i = index(h)
        if cls is UnitClass.HH:
            armor, fixed, point, removal = self._hh_terms[q]
            return Foe(
                q,
                cls,
                h,
                i,
                1 << i,
                HEAVY_HITTER_TARGET,
                armor,
                self.seen.deck_cards(q) - p.damage_size,
                fixed,
                point,
                removal,
            )
        card = p.faction.unit(cls)
        return Foe(
            q,
            cls,
            h,
            i,
            1 << i,
            HEAVY_HITTER_TARGET + 2,
            card.defend,
            p.hp[cls],
            -1,
            V.SUPPORT_POINT,
            V.SUPPORT_KILL,
        )

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
        return [
            self._foe(h, q, cls)
            for q in self.alive
            if q not in friends
            for cls, h in players[q].units.items()
        ]

    def foe_at(self, h: Hex) -> Foe | None:
        """The opposing unit on ``h``, if any."""
        unit = self.seen.occupant.get(h)
        if unit is None or unit[0] == self.me:
            return None
        return self._foe(h, *unit)
