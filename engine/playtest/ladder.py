"""The bot ladder: duplicate matches between every pair of bots on maps, and ratings.

For each pair of bots and each map, a batch of :class:`LadderMode` runs on the one batch
runner (:func:`engine.playtest.runner.run_batch`). Its unit is a *duplicate match*: one
deal (:mod:`engine.selfplay.games`: one seed, one stream of dice and draws per seat) played
once per seating — on a two-player map each bot at each seat; on a three- or four-player
map each bot alone at each seat against copies of the other, so both bots meet the same
luck at the same seats. The games of every batch are rated together
(:mod:`engine.verdicts.ratings`: a Bradley–Terry fit on the Elo scale, intervals by
bootstrap over the matches).

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> m = load_map(builtin_map_path("three-walls"))
>>> mode = LadderMode(("random", "full"))
>>> mode.unit_size(m, "duplicate"), [mode.seating(m, i) for i in (0, 1, 3)]
(6, [('random', 'full', 'full'), ('full', 'random', 'full'), ('full', 'random', 'random')])
>>> LadderMode(("random", "full")).unit_size(load_map(builtin_map_path("plateau")), "duplicate")
2
"""

from __future__ import annotations

from contextlib import ExitStack
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any, Callable, Sequence

from engine.bots import BOT_KINDS, UnknownBotError
from engine.core.messages import _
from engine.game.catalog import Catalog
from engine.mapmodel.model import GameMap
from engine.playtest.pool import one_shot_pool
from engine.playtest.runner import PlaytestError, run_batch
from engine.selfplay.deals import BatchGame
from engine.selfplay.game_record import GameRecord
from engine.selfplay.games import standard_game
from engine.verdicts.ratings import Game, Rating, rate
from engine.verdicts.sides import JudgedBatch, Side, no_verdict
from engine.verdicts.stats import Unit


@dataclass(frozen=True)
class LadderGame:
    """What the ladder keeps of a game: its index, the bot at each seat and the winners."""

    index: int
    seats: tuple[str, ...]
    winners: tuple[int, ...]
    rounds: int = 0
    win_type: str = ""

    def game(self) -> Game:
        """The game as the ratings read it (:data:`engine.verdicts.ratings.Game`)."""
        return self.seats, tuple(self.seats[w] for w in self.winners)


@dataclass(frozen=True)
class LadderMode:
    """Duplicate matches between the two bots of ``pair`` (see the module's description)."""

    pair: tuple[str, str]
    name: str = "ladder"

    def check(self, game_map: GameMap, catalog: Catalog) -> None:
        return None

    def sides(self, game_map: GameMap) -> tuple[Side, ...]:
        return (Side(self.pair[0], ()), Side(self.pair[1], ()))

    def seatings(self, game_map: GameMap) -> int:
        """Games per deal: each bot alone at each seat (on two seats, once each way)."""
        k = game_map.players
        return k if k == 2 else 2 * k

    def seating(self, game_map: GameMap, index: int) -> tuple[str, ...]:
        """The bot at each seat in game ``index``."""
        k = game_map.players
        turn = index % self.seatings(game_map)
        alone, crowd = self.pair if turn < k else self.pair[::-1]
        return tuple(alone if s == turn % k else crowd for s in range(k))

    def unit_size(self, game_map: GameMap, design: str) -> int:
        return self.seatings(game_map)

    def units_for(self, game_map: GameMap, games: int, design: str) -> int:
        return -(-games // self.seatings(game_map))

    def deal(
        self,
        game_map: GameMap,
        index: int,
        seed: int,
        bot: str,
        catalog: Catalog | None,
        design: str,
    ) -> BatchGame:
        """The deal's first rotation of factions with the bots of seating ``index``, filed
        under the batch's index (each seating of a deal plays the same factions and dice)."""
        deal = index // self.seatings(game_map)
        game = standard_game(game_map, deal * game_map.players, seed, bot, catalog, "duplicate")
        return replace(game, index=index, bots=self.seating(game_map, index))

    def ladder_game(self, game_map: GameMap, record: GameRecord) -> LadderGame:
        """What the ladder keeps of a game's record."""
        return LadderGame(
            record.index,
            self.seating(game_map, record.index),
            record.winners,
            record.rounds,
            record.win_type,
        )

    def units(self, game_map: GameMap, records: Sequence[GameRecord], design: str) -> list[Unit]:
        size = self.seatings(game_map)
        out = []
        for start in range(0, len(records), size):
            games = [self.ladder_game(game_map, r).game() for r in records[start : start + size]]
            share = tuple(
                sum(w.count(b) / len(w) for _, w in games if w) / len(games) for b in self.pair
            )
            out.append(Unit(share, ((), ())))
        return out

    def summarise(
        self, game_map: GameMap, catalog: Catalog, records: Sequence[GameRecord], facts: Any
    ) -> "LadderBatch":
        size = self.seatings(game_map)
        return LadderBatch(
            game_map.name,
            self.pair,
            tuple(self.ladder_game(game_map, r) for r in records),
            -(-len(records) // size),
            facts.cancelled,
        )


@dataclass(frozen=True)
class LadderBatch(JudgedBatch):
    """The games of one pair of bots on one map."""

    map_name: str
    pair: tuple[str, str]
    records: tuple[LadderGame, ...]
    deals: int
    cancelled: bool
    facts: None = None
    judgement: Any = no_verdict()

    @property
    def games(self) -> int:
        return len(self.records)

    def matches(self) -> list[list[Game]]:
        """The games by duplicate match (deal)."""
        size = max(1, -(-len(self.records) // max(1, self.deals)))
        return [
            [r.game() for r in self.records[i : i + size]]
            for i in range(0, len(self.records), size)
        ]

    def to_json(self) -> dict[str, Any]:
        return {"map": self.map_name, "bots": list(self.pair), "games": self.games}


@dataclass(frozen=True)
class LadderResult:
    """The ladder: each bot's rating (best first) and the batches it rests on."""

    ratings: tuple[Rating, ...]
    batches: tuple[LadderBatch, ...]
    seed: int
    games_per_pair: int

    def to_json(self) -> dict[str, Any]:
        return {
            "bots": [
                {
                    "name": r.name,
                    "rating": round(r.rating, 1),
                    "ci95": [round(r.ci95[0], 1), round(r.ci95[1], 1)],
                    "score": round(r.score, 4),
                    "games": r.games,
                }
                for r in self.ratings
            ],
            "maps": sorted({b.map_name for b in self.batches}),
            "games_per_pair_and_map": self.games_per_pair,
            "seed": self.seed,
            "games": sum(b.games for b in self.batches),
        }


def check_bots(bots: Sequence[str]) -> None:
    """Two different known bots or more; raises :class:`PlaytestError` or
    :class:`~engine.bots.UnknownBotError` (one line)."""
    for b in bots:
        if b not in BOT_KINDS:
            raise UnknownBotError(
                _("no bot called {name}; choose one of {bots}").format(
                    name=repr(b), bots=", ".join(sorted(BOT_KINDS))
                )
            )
    if len(set(bots)) != len(bots) or len(bots) < 2:
        raise PlaytestError(_("a ladder needs two different bots or more, each named once"))


def run_ladder(
    bots: Sequence[str],
    maps: Sequence[GameMap],
    games: int,
    seed: int,
    *,
    workers: int = 1,
    catalog: Catalog | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> LadderResult:
    """Every pair of ``bots`` on every map of ``maps``, ``games`` games each (whole
    duplicate matches), rated together."""
    check_bots(bots)
    if games < 1:
        raise PlaytestError(
            _("play at least 1 game per pair and map, not {games}").format(games=games)
        )
    if not maps:
        raise PlaytestError(_("a ladder needs one map or more"))
    jobs = [(pair, m) for pair in combinations(bots, 2) for m in maps]
    sizes = [
        LadderMode(pair).units_for(m, games, "duplicate") * LadderMode(pair).seatings(m)
        for pair, m in jobs
    ]
    total = sum(sizes)
    done = 0
    batches = []
    with ExitStack() as stack:  # one set of workers for every batch of the ladder
        pool = stack.enter_context(one_shot_pool(workers)) if workers > 1 else None
        for (pair, m), size in zip(jobs, sizes):

            def step(d: int, _t: int, before: int = done) -> None:
                if progress:
                    progress(before + d, total)

            batches.append(
                run_batch(
                    LadderMode(pair),
                    m,
                    games,
                    seed,
                    workers=workers,
                    bot=pair[0],
                    catalog=catalog,
                    design="duplicate",
                    progress=step,
                    pool=pool,
                )
            )
            done += size
    units = [u for b in batches for u in b.matches()]
    return LadderResult(tuple(rate(units, list(bots), seed)), tuple(batches), seed, games)
