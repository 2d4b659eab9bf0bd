"""2v2 playtests: each team's win rate with fixed alliances (:mod:`engine.game.teams`),
or each seat's with shifting alliances (:mod:`engine.game.alliances`).

Bots of one kind play every seat of a four-player map in 2v2 games; game ``i`` gives
the seats the factions of :func:`engine.playtest.games.lineup` (every seat plays every
faction alike) and has its own seed (:func:`team_seed`), so the result is the same
whatever the number of workers. A team's win rate counts a shared win at the round
limit as half a win. With shifting alliances (``mode="shifting"``) each seat is a line
of its own (only one player wins), and the result counts the alliances formed.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> r = run_team_playtest(load_map(builtin_map_path("showdown")), 2, seed=1, bot="random")
>>> [t.label for t in r.teams], sum(t.wins for t in r.teams)
(['1B+9J', '1J+9B'], 2.0)
>>> r = run_team_playtest(load_map(builtin_map_path("showdown")), 2, seed=1, bot="random",
...                       mode="shifting")
>>> [t.label for t in r.teams], sum(t.wins for t in r.teams)
(['1B', '1J', '9B', '9J'], 2.0)
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Callable

from engine.bots import DEFAULT_BOT, make_bot
from engine.game import GameConfig, new_game
from engine.game.alliances import SHIFTING
from engine.game.catalog import Catalog, standin_catalog
from engine.game.events import PicksRevealed
from engine.game.teams import default_teams
from engine.mapmodel.model import GameMap
from engine.playtest.games import lineup
from engine.playtest.result import WIN_TYPES, WinsOutOfGames
from engine.playtest.pool import one_shot_pool
from engine.playtest.runner import CHUNK, PlaytestError, check_batch

Progress = Callable[[int, int], None]
TEAM_MODES = ("2v2", SHIFTING)
"""The modes of a 2v2 playtest: fixed alliances, shifting alliances."""


@dataclass(frozen=True)
class TeamRecord:
    index: int
    winners: tuple[int, ...]
    win_type: str
    rounds: int
    alliances: int = 0
    """Alliances formed in the game (shifting alliances)."""


@dataclass(frozen=True)
class TeamLine(WinsOutOfGames):
    seats: tuple[int, ...]
    label: str
    """The team's starts: ``1B+9J`` (with shifting alliances one seat's: ``1B``)."""
    wins: float
    games: int


@dataclass(frozen=True)
class TeamResult:
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

    def to_json(self) -> dict[str, Any]:
        if self.mode == SHIFTING:
            return {
                "map": self.map_name, "mode": self.mode, "bot": self.bot, "seed": self.seed,
                "games": self.games,
                "seats": [{"seat": t.seats[0] + 1, "start": t.label, "wins": t.wins,
                           "win_rate": round(t.win_rate, 4),
                           "ci95": [round(t.ci95[0], 4), round(t.ci95[1], 4)]}
                          for t in self.teams],
                "win_types": self.win_types, "rounds_mean": round(self.rounds_mean, 2),
                "alliances_mean": round(self.alliances_mean, 2),
            }
        return {
            "map": self.map_name, "mode": "2v2", "bot": self.bot, "seed": self.seed,
            "games": self.games,
            "teams": [{"team": t.label, "seats": list(t.seats), "wins": t.wins,
                       "win_rate": round(t.win_rate, 4),
                       "ci95": [round(t.ci95[0], 4), round(t.ci95[1], 4)]}
                      for t in self.teams],
            "win_types": self.win_types, "rounds_mean": round(self.rounds_mean, 2),
        }


def team_seed(seed: int, index: int, mode: str = "2v2") -> int:
    """The seed of game ``index`` of a 2v2 batch (``mode``) seeded ``seed``."""
    digest = hashlib.sha256(f"gkr-{mode}/{seed}/{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def play_team_game(game_map: GameMap, index: int, seed: int, bot: str,
                   catalog: Catalog | None = None, mode: str = "2v2") -> TeamRecord:
    catalog = catalog or standin_catalog()
    factions = lineup(index, 4, tuple(f.id for f in catalog.factions))
    gseed = team_seed(seed, index, mode)
    state = new_game(game_map, gseed, catalog=catalog,
                     config=GameConfig(factions=factions, mode=mode))
    bots = [make_bot(bot, q, gseed) for q in range(4)]
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].choose(state.observation()))
    assert state.result is not None
    formed = sum(len(e.alliances) for e in state.events if isinstance(e, PicksRevealed))
    return TeamRecord(index, state.result.winners, state.result.win_type, state.round, formed)


def run_team_playtest(game_map: GameMap, games: int, seed: int, *, workers: int = 1,
                      bot: str = DEFAULT_BOT, catalog: Catalog | None = None,
                      progress: Progress | None = None, mode: str = "2v2",
                      should_stop: Callable[[], bool] | None = None) -> TeamResult:
    """Play ``games`` 2v2 games of a four-player map; each team's wins with intervals (with
    shifting alliances, ``mode="shifting"``: each seat's).

    ``should_stop`` is asked between games: once it says yes, no further game starts
    and the result, marked ``cancelled``, counts the games finished (at least one is
    needed)."""
    if mode not in TEAM_MODES:
        raise PlaytestError(f"mode {mode!r}: a 2v2 playtest is {' or '.join(TEAM_MODES)}")
    if games < 1:
        raise PlaytestError(f"a 2v2 playtest needs 1 or more games, not {games}")
    check_batch(game_map, workers, bot)
    if game_map.players != 4:
        raise PlaytestError(f"2v2 needs a four-player map; {game_map.name} has"
                            f" {game_map.players} starts")
    teams = default_teams(game_map) if mode == "2v2" else tuple((q,) for q in range(4))
    records: list[TeamRecord] = []
    stopped = False
    if workers == 1:
        for i in range(games):
            if should_stop is not None and should_stop():
                stopped = True
                break
            records.append(play_team_game(game_map, i, seed, bot, catalog, mode))
            if progress:
                progress(i + 1, games)
    else:
        spans = [range(i, min(i + CHUNK, games)) for i in range(0, games, CHUNK)]
        with one_shot_pool(workers) as pool:  # used once: a worker that dies is reported
            for _span, chunk in pool.run(_play_team, (game_map, seed, bot, catalog, mode),
                                         spans, workers, should_stop):
                records.extend(chunk)
                if progress:
                    progress(len(records), games)
        stopped = len(records) < games
    if not records:
        raise PlaytestError("the 2v2 playtest was stopped before its first game ended")
    records.sort(key=lambda r: r.index)
    lines = []
    for t in teams:
        wins = sum(1.0 if r.winners == t else 0.5 if set(t) < set(r.winners) else 0.0
                   for r in records)
        label = "+".join(str(game_map.starts[q]) for q in t)
        lines.append(TeamLine(t, label, wins, len(records)))
    win_types = {w: 0 for w in WIN_TYPES}
    for r in records:
        win_types[r.win_type] = win_types.get(r.win_type, 0) + 1
    rounds = sum(r.rounds for r in records) / len(records)
    formed = sum(r.alliances for r in records) / len(records)
    return TeamResult(game_map.name, bot, seed, len(records), tuple(lines), win_types, rounds,
                      mode, formed, cancelled=stopped)


def _play_team(job: tuple[GameMap, int, str, Catalog | None, str], index: int) -> TeamRecord:
    """Game ``index`` of a 2v2 batch (a worker's task)."""
    game_map, seed, bot, catalog, mode = job
    return play_team_game(game_map, index, seed, bot, catalog, mode)
