"""2v2 batches: each team's win rate with fixed alliances (:mod:`engine.game.teams`), or
each seat's with shifting alliances (:mod:`engine.game.alliances`).

Bots of one kind play every seat of a four-player map in 2v2 games; game ``i`` gives
the seats the factions of :func:`engine.selfplay.games.lineup` (every seat plays every
faction alike). The sides of the verdict are the teams (fixed alliances) or the seats
(shifting alliances: only one player wins). A team's share of a game is its part of
the winners: a shared win at the round limit counts half. As in a standard batch the
design is ``duplicate`` by default — a deal's four rotations share one seed and each
faction's dice follow it from seat to seat — or ``independent``: game ``i`` has its own
seed (tagged by its mode), the games this batch played before it had duplicate deals.
The result is the same whatever the number of workers.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> r = run_team_playtest(load_map(builtin_map_path("showdown")), 2, seed=1, bot="random",
...                       design="independent")
>>> [t.label for t in r.teams], sum(t.wins for t in r.teams)
(['1B+9J', '1J+9B'], 2.0)
>>> r = run_team_playtest(load_map(builtin_map_path("showdown")), 2, seed=1, bot="random",
...                       mode="shifting")
>>> [t.label for t in r.teams], sum(t.wins for t in r.teams), r.games, r.verdict in VERDICTS
(['1B', '1J', '9B', '9J'], 4.0, 4, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from engine.bots import DEFAULT_BOT
from engine.core.messages import _
from engine.game import GameConfig
from engine.game.catalog import Catalog
from engine.game.catalog_file import standin_catalog
from engine.game.modes import FIXED_ALLIANCES, GameMode, mode_named, registered_modes
from engine.game.teams import default_teams
from engine.mapmodel.model import GameMap
from engine.playtest.modes import ModeError, plays_in_teams, starts_sides, whole_units
from engine.playtest.pool import WarmPool
from engine.playtest.runner import KeepGame, PlaytestError, run_batch
from engine.selfplay.deals import DEFAULT_DESIGN, BatchGame, dealt_game, mode_tag
from engine.selfplay.game_record import GameRecord, event_luck
from engine.verdicts.result import WIN_TYPES, WinsOutOfGames
from engine.verdicts.sides import (
    BatchFacts,
    JudgedBatch,
    Judgement,
    Side,
    edge_json,
    no_verdict,
    side_unit,
    summed_luck,
)
from engine.verdicts.stats import DEFAULT_MARGIN, VERDICTS, SeatEstimate, Unit

Progress = Callable[[int, int], None]
__all__ = ["VERDICTS", "TeamLine", "TeamMode", "TeamResult", "run_team_playtest", "team_modes"]


def team_modes() -> tuple[GameMode, ...]:
    """The registered modes a team batch plays: fixed teams or alliances picked each round."""
    return tuple(m for m in registered_modes() if plays_in_teams(m))


@dataclass(frozen=True)
class TeamLine(WinsOutOfGames):
    seats: tuple[int, ...]
    label: str
    """The team's starts: ``1B+9J`` (with shifting alliances one seat's: ``1B``)."""
    wins: float
    games: int
    interval: tuple[float, float] | None = None
    """The interval over the deals of a duplicate batch (else the Wilson interval)."""
    estimate: SeatEstimate | None = None
    """The side's estimate over the batch's units (edge, luck-adjusted rate)."""

    @property
    def ci95(self) -> tuple[float, float]:
        return self.interval if self.interval is not None else super().ci95


@dataclass(frozen=True)
class TeamResult(JudgedBatch):
    map_name: str
    bot: str
    seed: int
    games: int
    teams: tuple[TeamLine, ...]
    win_types: dict[str, int]
    rounds_mean: float
    mode: str = FIXED_ALLIANCES.name
    alliances_mean: float = 0.0
    """Alliances formed per game (shifting alliances)."""
    cancelled: bool = False
    """Stopped early (``should_stop``): the figures are those of the games finished."""
    facts: BatchFacts | None = None
    deals: int = 0
    judgement: Judgement = field(default_factory=no_verdict)

    @property
    def game_mode(self) -> GameMode:
        """The mode object of :attr:`mode`."""
        return mode_named(self.mode)

    def _labels(self) -> list[str]:
        return [t.label for t in self.teams]

    def _head(self) -> dict[str, Any]:
        head: dict[str, Any] = {
            "map": self.map_name,
            "mode": self.mode,
            "bot": self.bot,
            "seed": self.seed,
            "games": self.games,
        }
        if self.facts is not None:
            head |= {
                "requested": self.facts.requested,
                "cancelled": self.cancelled,
                **self.facts.verdict_json(self.deals, self.judgement, self._labels()),
            }
        return head

    def _line(self, t: TeamLine) -> dict[str, Any]:
        return {
            "wins": t.wins,
            "win_rate": round(t.win_rate, 4),
            "ci95": [round(t.ci95[0], 4), round(t.ci95[1], 4)],
            **edge_json(t.win_rate, 1 / len(self.teams), t.estimate),
        }

    def to_json(self) -> dict[str, Any]:
        if self.game_mode.ally_picks:
            return {
                **self._head(),
                "seats": [
                    {"seat": t.seats[0] + 1, "start": t.label, **self._line(t)} for t in self.teams
                ],
                "win_types": self.win_types,
                "rounds_mean": round(self.rounds_mean, 2),
                "alliances_mean": round(self.alliances_mean, 2),
            }
        return {
            **self._head(),
            "teams": [
                {"team": t.label, "seats": list(t.seats), **self._line(t)} for t in self.teams
            ],
            "win_types": self.win_types,
            "rounds_mean": round(self.rounds_mean, 2),
        }


@dataclass(frozen=True)
class TeamMode:
    """2v2 games with fixed alliances (``mode="2v2"``: the sides are the teams) or shifting
    alliances (``mode="shifting"``: the sides are the seats)."""

    mode: str = FIXED_ALLIANCES.name

    @property
    def game_mode(self) -> GameMode:
        """The mode object of :attr:`mode`."""
        return mode_named(self.mode)

    @property
    def name(self) -> str:
        return self.mode

    def check(self, game_map: GameMap, catalog: Catalog) -> None:
        modes = team_modes()
        if self.mode not in [m.name for m in modes]:
            raise ModeError(
                _("mode {mode!r}: a 2v2 playtest is {modes}").format(
                    mode=self.mode, modes=_(" or ").join(m.name for m in modes)
                )
            )
        if not self.game_mode.fits(game_map.players):
            raise ModeError(
                _("2v2 needs a four-player map; {map} has {starts} starts").format(
                    map=game_map.name, starts=game_map.players
                )
            )

    def sides(self, game_map: GameMap) -> tuple[Side, ...]:
        if self.game_mode.ally_picks:
            return starts_sides(game_map)
        return tuple(
            Side("+".join(str(game_map.starts[q]) for q in t), t) for t in default_teams(game_map)
        )

    def unit_size(self, game_map: GameMap, design: str) -> int:
        return 4 if design == "duplicate" else 1

    def units_for(self, game_map: GameMap, games: int, design: str) -> int:
        return whole_units(games, self.unit_size(game_map, design))

    def deal(
        self,
        game_map: GameMap,
        index: int,
        seed: int,
        bot: str,
        catalog: Catalog | None,
        design: str,
    ) -> BatchGame:
        factions = tuple(f.id for f in (catalog or standin_catalog()).factions)
        return dealt_game(
            index,
            game_map.players,
            factions,
            seed,
            design,
            GameConfig(mode=self.mode),
            mode_tag(self.game_mode),
            (bot,) * game_map.players,
        )

    def units(self, game_map: GameMap, records: Sequence[GameRecord], design: str) -> list[Unit]:
        sides = self.sides(game_map)
        size = self.unit_size(game_map, design)
        groups: dict[int, list[GameRecord]] = {}
        for r in records:
            groups.setdefault(r.index // size, []).append(r)
        return [
            side_unit(
                [
                    (
                        tuple(_share(r.winners, s.seats) for s in sides),
                        tuple(summed_luck(event_luck(r), s.seats) for s in sides),
                    )
                    for r in groups[key]
                ]
            )
            for key in sorted(groups)
        ]

    def summarise(
        self, game_map: GameMap, catalog: Catalog, records: Sequence[GameRecord], facts: BatchFacts
    ) -> TeamResult:
        if not records:
            raise PlaytestError(_("the 2v2 playtest was stopped before its first game ended"))
        sides = self.sides(game_map)
        units = self.units(game_map, records, facts.design)
        judgement = facts.judge(
            units,
            [s.label for s in sides],
            len(records),
            noun="seat" if self.game_mode.ally_picks else "team",
        )
        lines = []
        for k, side in enumerate(sides):
            wins = sum(_share(r.winners, side.seats) for r in records)
            est = judgement.estimates[k] if judgement.estimates else None
            interval = est.interval if est is not None and facts.design == "duplicate" else None
            lines.append(TeamLine(side.seats, side.label, wins, len(records), interval, est))
        win_types = {w: 0 for w in WIN_TYPES}
        for r in records:
            win_types[r.win_type] = win_types.get(r.win_type, 0) + 1
        rounds = sum(r.rounds for r in records) / len(records)
        formed = sum(r.alliances for r in records) / len(records)
        return TeamResult(
            game_map.name,
            facts.bot,
            facts.seed,
            len(records),
            tuple(lines),
            win_types,
            rounds,
            self.mode,
            formed,
            facts.cancelled,
            facts,
            len(units),
            judgement,
        )


def _share(winners: tuple[int, ...], seats: tuple[int, ...]) -> float:
    """A side's part of a game's win: 1 for the winning team, half for a shared win."""
    if not winners:
        return 0.0
    return sum(1 for q in winners if q in seats) / len(winners)


def run_team_playtest(
    game_map: GameMap,
    games: int | None,
    seed: int,
    *,
    workers: int = 1,
    bot: str = DEFAULT_BOT,
    catalog: Catalog | None = None,
    progress: Progress | None = None,
    mode: str = FIXED_ALLIANCES.name,
    should_stop: Callable[[], bool] | None = None,
    design: str = DEFAULT_DESIGN,
    until_verdict: bool = False,
    margin: float = DEFAULT_MARGIN,
    fair_within: float | None = None,
    pool: WarmPool | None = None,
    keep_games: KeepGame | None = None,
) -> TeamResult:
    """A 2v2 batch (:class:`TeamMode`) on the one runner
    (:func:`engine.playtest.runner.run_batch`): each team's wins (with shifting
    alliances, ``mode="shifting"``: each seat's), edges and the verdict.

    ``should_stop`` is asked between games: once it says yes, no further game starts
    and the result, marked ``cancelled``, counts the games finished (at least one is
    needed)."""
    return run_batch(
        TeamMode(mode),
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
