"""Solo batches: how often a bot, as the player, beats one and two solo opponents, and
whether the player's start matters.

For each number of opponents the map can seat (1, and 2 on a map of 3 or more
starts), solo games (:mod:`engine.game.solo`) are played with ``bot`` as the player
(seat 0) and :class:`engine.bots.solo_bot.SoloBot` as every opponent. Game ``j`` against
``k`` opponents puts the player on the map's start ``j mod starts`` and gives it the
catalog's faction ``(j div starts) mod factions``, the opponents the factions after it,
so every start and every faction is played alike.

The sides of the verdict are the player's **starts**. A unit is a round of games with
the player once at each start against each number of opponents; the starts share the
unit's wins as tied winners share a game (all alike when the player won from every
start or from none), so a start's edge is how much more often the player wins from it.
In the ``duplicate`` design (the default) the games of a unit against ``k`` opponents
share one seed and each seat keeps its stream of dice whatever the player's start;
in the ``independent`` design each game has its own seed (:data:`SOLO_TAG`), the games
this batch played before it had duplicate deals. Either way the result is the same
whatever the number of workers.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> r = run_solo_playtest(load_map(builtin_map_path("final-stand")), 4, seed=1)
>>> [(line.opponents, line.games) for line in r.lines], r.unavailable
([(1, 4)], ['2 opponents: Final Stand has 2 starts; 2 opponents need 3 or more'])
>>> r.verdict in ("fair", "edge", "unclear"), [s.label for s in r.sides]
(True, ['1F', '9F'])
>>> run_solo_playtest(load_map(builtin_map_path("final-stand")), 4, seed=1) == r
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from engine.bots import DEFAULT_BOT
from engine.core.messages import _, ngettext
from engine.game import GameConfig
from engine.game.catalog import Catalog
from engine.game.catalog_file import standin_catalog
from engine.game.modes import SOLO_GAME
from engine.game.solo import MAX_EXTRA_WEAPONS, MAX_SOLO_OPPONENTS
from engine.mapmodel.model import GameMap
from engine.playtest.modes import ModeError, starts_sides, whole_units
from engine.playtest.pool import WarmPool
from engine.playtest.runner import KeepGame, run_batch
from engine.selfplay.deals import DEFAULT_DESIGN, BatchGame, derived_seed, mode_tag
from engine.selfplay.game_record import GameRecord, event_luck
from engine.verdicts.result import WIN_TYPES, WinsOutOfGames, wilson
from engine.verdicts.sides import (
    BatchFacts,
    JudgedBatch,
    Judgement,
    Side,
    edge_json,
    no_verdict,
    side_unit,
)
from engine.verdicts.stats import DEFAULT_MARGIN, Unit

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class SoloLine(WinsOutOfGames):
    """The player's results against one number of opponents."""

    opponents: int
    games: int
    wins: int
    win_types: dict[str, int]
    """How the games ended (whoever won)."""
    rounds_mean: float
    by_start: dict[str, tuple[int, int]]
    """Wins and games of the player from each start (by label)."""
    by_faction: dict[str, tuple[int, int]]
    """Wins and games of the player with each faction (by name)."""


@dataclass(frozen=True)
class SoloResult(JudgedBatch):
    map_name: str
    bot: str
    seed: int
    games: int
    """Games played against each number of opponents (whole rounds of starts; fewer than
    asked when the batch stopped at its verdict or was cancelled)."""
    extra_weapons: int
    lines: tuple[SoloLine, ...]
    unavailable: list[str] = field(default_factory=list)
    sides: tuple[Side, ...] = ()
    """The player's starts."""
    starts: tuple[tuple[int, int], ...] = ()
    """The player's wins and games from each start, all numbers of opponents together."""
    facts: BatchFacts | None = None
    deals: int = 0
    judgement: Judgement = field(default_factory=no_verdict)

    @property
    def cancelled(self) -> bool:
        return self.facts.cancelled if self.facts else False

    def _labels(self) -> list[str]:
        return [s.label for s in self.sides]

    def to_json(self) -> dict[str, Any]:
        head: dict[str, Any] = {
            "map": self.map_name,
            "mode": SOLO_GAME.name,
            "bot": self.bot,
            "seed": self.seed,
            "games": self.games,
            "extra_weapons": self.extra_weapons,
        }
        if self.facts is not None:
            head |= {
                "requested": self.facts.requested,
                "cancelled": self.facts.cancelled,
                **self.facts.verdict_json(self.deals, self.judgement, self._labels()),
            }
        fair = 1 / len(self.sides) if self.sides else 0.0
        estimates = self.judgement.estimates
        return {
            **head,
            "starts": [
                {
                    "start": side.label,
                    "wins": w,
                    "games": n,
                    "win_rate": round(w / n if n else 0.0, 4),
                    "ci95": [round(x, 4) for x in wilson(w, n)],
                    **edge_json(
                        estimates[k].rate if estimates else fair,
                        fair,
                        estimates[k] if estimates else None,
                    ),
                }
                for k, (side, (w, n)) in enumerate(zip(self.sides, self.starts))
            ],
            "opponents": [
                {
                    "opponents": line.opponents,
                    "games": line.games,
                    "wins": line.wins,
                    "win_rate": round(line.win_rate, 4),
                    "ci95": [round(line.ci95[0], 4), round(line.ci95[1], 4)],
                    "win_types": line.win_types,
                    "rounds_mean": round(line.rounds_mean, 2),
                    "by_start": {k: {"wins": w, "games": n} for k, (w, n) in line.by_start.items()},
                    "by_faction": {
                        k: {"wins": w, "games": n} for k, (w, n) in line.by_faction.items()
                    },
                }
                for line in self.lines
            ],
            "unavailable": self.unavailable,
        }


SOLO_TAG = mode_tag(SOLO_GAME)
"""The tag of an independent solo game's seed."""
SOLO_DEAL_TAG = f"{SOLO_TAG}-deal"
"""The tag of a duplicate solo deal's seeds."""


def player_won(record: GameRecord) -> bool:
    """Whether the player (seat 0) won a solo game."""
    return record.winners == (0,)


def player_luck(record: GameRecord) -> tuple[float, ...]:
    """The player's luck by kind less the opponents' average, of the event log's kinds
    (:func:`~engine.selfplay.game_record.event_luck`)."""
    luck = event_luck(record)
    opponents = len(luck) - 1
    return tuple(
        luck[0][k] - sum(row[k] for row in luck[1:]) / opponents for k in range(len(luck[0]))
    )


def summarise_solo(
    game_map: GameMap, catalog: Catalog, opponents: int, records: list[GameRecord]
) -> SoloLine:
    names = {f.id: f.name for f in catalog.factions}
    win_types = {w: 0 for w in WIN_TYPES}
    by_start: dict[str, tuple[int, int]] = {}
    by_faction: dict[str, tuple[int, int]] = {}
    starts = game_map.players
    for r in records:
        win_types[r.win_type] = win_types.get(r.win_type, 0) + 1
        for table, key in (
            (by_start, str(game_map.starts[r.index % starts])),
            (by_faction, names[r.factions[0]]),
        ):
            w, n = table.get(key, (0, 0))
            table[key] = (w + player_won(r), n + 1)
    rounds = sum(r.rounds for r in records) / len(records) if records else 0.0
    return SoloLine(
        opponents,
        len(records),
        sum(player_won(r) for r in records),
        win_types,
        rounds,
        by_start,
        by_faction,
    )


def opponent_counts(game_map: GameMap) -> list[int]:
    """The numbers of solo opponents the map can seat."""
    return [k for k in range(1, MAX_SOLO_OPPONENTS + 1) if k + 1 <= game_map.players]


@dataclass(frozen=True)
class SoloMode:
    """Solo games: the bot as the player against each number of solo opponents the map
    seats; the sides are the player's starts."""

    extra_weapons: int = 0
    name: str = SOLO_GAME.name

    def check(self, game_map: GameMap, catalog: Catalog) -> None:
        if not 0 <= self.extra_weapons <= MAX_EXTRA_WEAPONS:
            raise ModeError(
                _("extra weapons must be 0 to {most}, not {extra}").format(
                    most=MAX_EXTRA_WEAPONS, extra=self.extra_weapons
                )
            )

    def sides(self, game_map: GameMap) -> tuple[Side, ...]:
        return starts_sides(game_map)

    def unit_size(self, game_map: GameMap, design: str) -> int:
        return game_map.players * len(opponent_counts(game_map))

    def units_for(self, game_map: GameMap, games: int, design: str) -> int:
        return whole_units(games, game_map.players)

    def deal(
        self,
        game_map: GameMap,
        index: int,
        seed: int,
        bot: str,
        catalog: Catalog | None,
        design: str,
    ) -> BatchGame:
        """The batch's game ``index``: against the unit's ``rest // starts``-th number of
        opponents, game ``j`` of that series puts the player on start ``j mod starts``
        with the catalog's faction ``(j div starts) mod factions``, the opponents the
        factions after it."""
        starts = game_map.players
        unit, rest = divmod(index, self.unit_size(game_map, design))
        opponents = opponent_counts(game_map)[rest // starts]
        j = unit * starts + rest % starts
        start, turn = j % starts, j // starts
        ids = [f.id for f in (catalog or standin_catalog()).factions]
        factions = tuple(ids[(turn + k) % len(ids)] for k in range(opponents + 1))
        streams: tuple[int, ...] | None = None
        if design == "duplicate":
            game_seed = derived_seed(SOLO_DEAL_TAG, seed, opponents, turn)
            streams = tuple(
                derived_seed(SOLO_DEAL_TAG, seed, opponents, turn, q) for q in range(opponents + 1)
            )
        else:
            game_seed = derived_seed(SOLO_TAG, seed, opponents, j)
        config = GameConfig(
            factions=factions,
            mode=SOLO_GAME.name,
            solo_opponents=opponents,
            solo_extra_weapons=self.extra_weapons,
            solo_start=start,
        )
        return BatchGame(
            j, config, game_seed, streams, (bot,) + ("solo",) * opponents, opponents=opponents
        )

    def units(self, game_map: GameMap, records: Sequence[GameRecord], design: str) -> list[Unit]:
        starts = game_map.players
        groups: dict[int, list[GameRecord]] = {}
        for r in records:
            groups.setdefault(r.index // starts, []).append(r)
        units = []
        for key in sorted(groups):
            won = [0.0] * starts
            luck: list[list[float]] = [
                [0.0] * len(player_luck(groups[key][0])) for _start in range(starts)
            ]
            for r in groups[key]:
                start = r.index % starts
                won[start] += player_won(r)
                for k, x in enumerate(player_luck(r)):
                    luck[start][k] += x
            total = sum(won)
            shares = tuple(w / total if total else 1 / starts for w in won)
            units.append(side_unit([(shares, tuple(tuple(row) for row in luck))]))
        return units

    def summarise(
        self, game_map: GameMap, catalog: Catalog, records: Sequence[GameRecord], facts: BatchFacts
    ) -> SoloResult:
        counts = opponent_counts(game_map)
        unavailable = [
            ngettext(
                "{k} opponent: {map} has {starts} starts; {k} opponent needs {need} or more",
                "{k} opponents: {map} has {starts} starts; {k} opponents need {need} or more",
                k,
            ).format(k=k, map=game_map.name, starts=game_map.players, need=k + 1)
            for k in range(1, MAX_SOLO_OPPONENTS + 1)
            if k not in counts
        ]
        played = sorted(records, key=lambda r: (r.opponents, r.index))
        lines = tuple(
            summarise_solo(game_map, catalog, k, [r for r in played if r.opponents == k])
            for k in counts
        )
        sides = self.sides(game_map)
        units = self.units(game_map, played, facts.design)
        judgement = facts.judge(units, [s.label for s in sides], len(played), noun="start")
        at = game_map.players
        starts = tuple(
            (
                sum(player_won(r) for r in played if r.index % at == q),
                sum(1 for r in played if r.index % at == q),
            )
            for q in range(len(sides))
        )
        played_each = max((line.games for line in lines), default=0)
        return SoloResult(
            game_map.name,
            facts.bot,
            facts.seed,
            played_each,
            self.extra_weapons,
            lines,
            unavailable,
            sides,
            starts,
            facts,
            len(units),
            judgement,
        )


def run_solo_playtest(
    game_map: GameMap,
    games: int | None,
    seed: int,
    *,
    workers: int = 1,
    bot: str = DEFAULT_BOT,
    extra_weapons: int = 0,
    catalog: Catalog | None = None,
    progress: Progress | None = None,
    design: str = DEFAULT_DESIGN,
    until_verdict: bool = False,
    margin: float = DEFAULT_MARGIN,
    fair_within: float | None = None,
    should_stop: Callable[[], bool] | None = None,
    pool: WarmPool | None = None,
    keep_games: KeepGame | None = None,
) -> SoloResult:
    """A solo batch (:class:`SoloMode`) on the one runner
    (:func:`engine.playtest.runner.run_batch`): ``games`` games (whole rounds of starts)
    against each number of opponents the map can seat, and the verdict on the starts."""
    return run_batch(
        SoloMode(extra_weapons),
        game_map,
        games,
        seed,
        workers=workers,
        bot=bot,
        catalog=catalog,
        design=design,
        until_verdict=until_verdict,
        margin=margin,
        fair_within=fair_within,
        progress=progress,
        should_stop=should_stop,
        pool=pool,
        keep_games=keep_games,
    )
