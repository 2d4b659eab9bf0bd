"""2v2 batches: each team's win rate with fixed alliances (:mod:`engine.game.teams`), or
each seat's with shifting alliances (:mod:`engine.game.alliances`).

Bots of one kind play every seat of a four-player map in 2v2 games; game ``i`` gives
the seats the factions of :func:`engine.playtest.games.lineup` (every seat plays every
faction alike). The sides of the verdict are the teams (fixed alliances) or the seats
(shifting alliances: only one player wins). A team's share of a game is its part of
the winners: a shared win at the round limit counts half. As in a standard batch the
design is ``duplicate`` by default — a deal's four rotations share one seed and each
faction's dice follow it from seat to seat — or ``independent``: game ``i`` has its own
seed (:func:`team_seed`), the games this batch played before it had duplicate deals.
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

import hashlib
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from engine.bots import DEFAULT_BOT, make_bot
from engine.core.messages import _
from engine.game import GameConfig, new_game
from engine.game.alliances import SHIFTING
from engine.game.catalog import Catalog
from engine.game.catalog_file import standin_catalog
from engine.game.events import PicksRevealed
from engine.game.observation import observe
from engine.game.state import GameState
from engine.game.teams import default_teams
from engine.mapmodel.model import GameMap
from engine.playtest.games import DEFAULT_DESIGN, batch_game, lineup
from engine.playtest.kept_games import keep_finished
from engine.playtest.luck import seat_luck
from engine.playtest.modes import ModeError, starts_sides, whole_units
from engine.playtest.pool import WarmPool
from engine.playtest.result import WIN_TYPES, WinsOutOfGames
from engine.playtest.runner import KeepGame, PlaytestError, run_batch
from engine.playtest.sides import BatchFacts, JudgedBatch, Judgement, Side, edge_json, no_verdict
from engine.playtest.sides import side_unit
from engine.playtest.sides import summed_luck
from engine.playtest.stats import DEFAULT_MARGIN, VERDICTS, SeatEstimate, Unit

Progress = Callable[[int, int], None]
TEAM_MODES = ("2v2", SHIFTING)
"""The modes of a 2v2 playtest: fixed alliances, shifting alliances."""
__all__ = ["TEAM_MODES", "VERDICTS", "TeamLine", "TeamMode", "TeamRecord", "TeamResult",
           "play_team_game", "run_team_playtest", "team_seed"]


@dataclass(frozen=True)
class TeamRecord:
    index: int
    winners: tuple[int, ...]
    win_type: str
    rounds: int
    alliances: int = 0
    """Alliances formed in the game (shifting alliances)."""
    luck: tuple[tuple[float, ...], ...] = ()
    """Each seat's luck by kind (:func:`engine.playtest.luck.seat_luck`)."""


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
    mode: str = "2v2"
    alliances_mean: float = 0.0
    """Alliances formed per game (shifting alliances)."""
    cancelled: bool = False
    """Stopped early (``should_stop``): the figures are those of the games finished."""
    facts: BatchFacts | None = None
    deals: int = 0
    judgement: Judgement = field(default_factory=no_verdict)

    def _labels(self) -> list[str]:
        return [t.label for t in self.teams]

    def _head(self) -> dict[str, Any]:
        head: dict[str, Any] = {"map": self.map_name, "mode": self.mode, "bot": self.bot,
                                "seed": self.seed, "games": self.games}
        if self.facts is not None:
            head |= {"requested": self.facts.requested, "cancelled": self.cancelled,
                     **self.facts.verdict_json(self.deals, self.judgement, self._labels())}
        return head

    def _line(self, t: TeamLine) -> dict[str, Any]:
        return {"wins": t.wins, "win_rate": round(t.win_rate, 4),
                "ci95": [round(t.ci95[0], 4), round(t.ci95[1], 4)],
                **edge_json(t.win_rate, 1 / len(self.teams), t.estimate)}

    def to_json(self) -> dict[str, Any]:
        if self.mode == SHIFTING:
            return {
                **self._head(),
                "seats": [{"seat": t.seats[0] + 1, "start": t.label, **self._line(t)}
                          for t in self.teams],
                "win_types": self.win_types, "rounds_mean": round(self.rounds_mean, 2),
                "alliances_mean": round(self.alliances_mean, 2),
            }
        return {
            **self._head(),
            "teams": [{"team": t.label, "seats": list(t.seats), **self._line(t)}
                      for t in self.teams],
            "win_types": self.win_types, "rounds_mean": round(self.rounds_mean, 2),
        }


def team_seed(seed: int, index: int, mode: str = "2v2") -> int:
    """The seed of game ``index`` of an independent 2v2 batch (``mode``) seeded ``seed``."""
    digest = hashlib.sha256(f"gkr-{mode}/{seed}/{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def play_team_game(game_map: GameMap, index: int, seed: int, bot: str,
                   catalog: Catalog | None = None, mode: str = "2v2",
                   design: str = "independent") -> TeamRecord:
    """Game ``index`` of a 2v2 batch of ``design``, played to its end by ``bot`` bots."""
    catalog = catalog or standin_catalog()
    if design == "duplicate":
        state = batch_game(game_map, index, seed, catalog, design, GameConfig(mode=mode))
        assert state.seed is not None
        gseed = state.seed
    else:
        factions = lineup(index, 4, tuple(f.id for f in catalog.factions))
        gseed = team_seed(seed, index, mode)
        state = new_game(game_map, gseed, catalog=catalog,
                         config=GameConfig(factions=factions, mode=mode))
    bots = [make_bot(bot, q, gseed) for q in range(4)]
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].choose(observe(state)))
    assert state.result is not None
    keep_finished(state, (bot,) * 4)
    formed = sum(len(e.alliances) for e in state.events if isinstance(e, PicksRevealed))
    return TeamRecord(index, state.result.winners, state.result.win_type, state.round, formed,
                      _luck(state))


def _luck(state: GameState) -> tuple[tuple[float, ...], ...]:
    players = len(state.players)
    return seat_luck(state.events, [p.faction for p in state.players], players)


@dataclass(frozen=True)
class TeamMode:
    """2v2 games with fixed alliances (``mode="2v2"``: the sides are the teams) or shifting
    alliances (``mode="shifting"``: the sides are the seats)."""

    mode: str = "2v2"

    @property
    def name(self) -> str:
        return self.mode

    def check(self, game_map: GameMap, catalog: Catalog) -> None:
        if self.mode not in TEAM_MODES:
            raise ModeError(_("mode {mode!r}: a 2v2 playtest is {modes}").format(
                mode=self.mode, modes=_(" or ").join(TEAM_MODES)))
        if game_map.players != 4:
            raise ModeError(_("2v2 needs a four-player map; {map} has {starts} starts").format(
                map=game_map.name, starts=game_map.players))

    def sides(self, game_map: GameMap) -> tuple[Side, ...]:
        if self.mode == SHIFTING:
            return starts_sides(game_map)
        return tuple(Side("+".join(str(game_map.starts[q]) for q in t), t)
                     for t in default_teams(game_map))

    def unit_size(self, game_map: GameMap, design: str) -> int:
        return 4 if design == "duplicate" else 1

    def units_for(self, game_map: GameMap, games: int, design: str) -> int:
        return whole_units(games, self.unit_size(game_map, design))

    def play(self, game_map: GameMap, index: int, seed: int, bot: str,
             catalog: Catalog | None, design: str) -> TeamRecord:
        return play_team_game(game_map, index, seed, bot, catalog, self.mode, design)

    def units(self, game_map: GameMap, records: Sequence[Any], design: str) -> list[Unit]:
        sides = self.sides(game_map)
        size = self.unit_size(game_map, design)
        groups: dict[int, list[Any]] = {}
        for r in records:
            groups.setdefault(r.index // size, []).append(r)
        return [side_unit([(tuple(_share(r.winners, s.seats) for s in sides),
                            tuple(summed_luck(r.luck, s.seats) for s in sides))
                           for r in groups[key]]) for key in sorted(groups)]

    def summarise(self, game_map: GameMap, catalog: Catalog, records: Sequence[Any],
                  facts: BatchFacts) -> TeamResult:
        if not records:
            raise PlaytestError(_("the 2v2 playtest was stopped before its first game ended"))
        sides = self.sides(game_map)
        units = self.units(game_map, records, facts.design)
        judgement = facts.judge(units, [s.label for s in sides], len(records),
                                noun="seat" if self.mode == SHIFTING else "team")
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
        return TeamResult(game_map.name, facts.bot, facts.seed, len(records), tuple(lines),
                          win_types, rounds, self.mode, formed, facts.cancelled, facts,
                          len(units), judgement)


def _share(winners: tuple[int, ...], seats: tuple[int, ...]) -> float:
    """A side's part of a game's win: 1 for the winning team, half for a shared win."""
    if not winners:
        return 0.0
    return sum(1 for q in winners if q in seats) / len(winners)


def run_team_playtest(game_map: GameMap, games: int | None, seed: int, *, workers: int = 1,
                      bot: str = DEFAULT_BOT, catalog: Catalog | None = None,
                      progress: Progress | None = None, mode: str = "2v2",
                      should_stop: Callable[[], bool] | None = None,
                      design: str = DEFAULT_DESIGN, until_verdict: bool = False,
                      margin: float = DEFAULT_MARGIN, fair_within: float | None = None,
                      pool: WarmPool | None = None,
                      keep_games: KeepGame | None = None) -> TeamResult:
    """A 2v2 batch (:class:`TeamMode`) on the one runner
    (:func:`engine.playtest.runner.run_batch`): each team's wins (with shifting
    alliances, ``mode="shifting"``: each seat's), edges and the verdict.

    ``should_stop`` is asked between games: once it says yes, no further game starts
    and the result, marked ``cancelled``, counts the games finished (at least one is
    needed)."""
    return run_batch(TeamMode(mode), game_map, games, seed, workers=workers, bot=bot,
                     catalog=catalog, design=design, until_verdict=until_verdict,
                     margin=margin, fair_within=fair_within, progress=progress,
                     should_stop=should_stop, pool=pool, keep_games=keep_games)
