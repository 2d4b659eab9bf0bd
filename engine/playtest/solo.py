"""Solo playtests: how often a bot, as the player, beats one and two solo opponents.

For each number of opponents the map can seat (1, and 2 on a map of 3 or more
starts), ``games`` solo games (:mod:`engine.game.solo`) are played with ``bot``
as the player (seat 0) and :class:`engine.bots.solo_bot.SoloBot` as every opponent.
Game ``i`` puts the player on the map's start ``i mod starts`` and gives it the
catalog's faction ``(i div starts) mod factions``, the opponents the factions after
it, so every start and every faction is played alike. Each game has its own seed
(:func:`solo_seed`), so a batch gives the same result whatever the number of
workers.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> r = run_solo_playtest(load_map(builtin_map_path("final-stand")), 4, seed=1)
>>> [(line.opponents, line.games) for line in r.lines], r.unavailable
([(1, 4)], ['2 opponents: Final Stand has 2 starts; 2 opponents need 3 or more'])
>>> run_solo_playtest(load_map(builtin_map_path("final-stand")), 4, seed=1) == r
True
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any, Callable

from engine.bots import DEFAULT_BOT, make_bot
from engine.game import GameConfig, new_game
from engine.game.catalog import Catalog, standin_catalog
from engine.game.solo import MAX_EXTRA_WEAPONS, MAX_SOLO_OPPONENTS
from engine.mapmodel.model import GameMap
from engine.playtest.result import WIN_TYPES, WinsOutOfGames
from engine.playtest.pool import one_shot_pool
from engine.playtest.runner import CHUNK, PlaytestError, check_batch

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class SoloRecord:
    """What a solo batch keeps of one game."""

    opponents: int
    index: int
    start: int
    """The player's start (an index into the map's starts)."""
    faction: str
    """The player's faction."""
    won: bool
    win_type: str
    rounds: int


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
class SoloResult:
    map_name: str
    bot: str
    seed: int
    games: int
    """Games per number of opponents."""
    extra_weapons: int
    lines: tuple[SoloLine, ...]
    unavailable: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "map": self.map_name, "mode": "solo", "bot": self.bot, "seed": self.seed,
            "games": self.games, "extra_weapons": self.extra_weapons,
            "opponents": [{
                "opponents": line.opponents, "games": line.games, "wins": line.wins,
                "win_rate": round(line.win_rate, 4),
                "ci95": [round(line.ci95[0], 4), round(line.ci95[1], 4)],
                "win_types": line.win_types, "rounds_mean": round(line.rounds_mean, 2),
                "by_start": {k: {"wins": w, "games": n} for k, (w, n) in line.by_start.items()},
                "by_faction": {k: {"wins": w, "games": n}
                               for k, (w, n) in line.by_faction.items()},
            } for line in self.lines],
            "unavailable": self.unavailable,
        }


def solo_seed(seed: int, opponents: int, index: int) -> int:
    """The seed of game ``index`` against ``opponents`` opponents of a batch seeded ``seed``.

    >>> solo_seed(1, 1, 0) == solo_seed(1, 1, 0) != solo_seed(1, 2, 0)
    True
    """
    digest = hashlib.sha256(f"gkr-solo/{seed}/{opponents}/{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def play_solo_game(game_map: GameMap, opponents: int, index: int, seed: int, bot: str,
                   extra_weapons: int = 0, catalog: Catalog | None = None) -> SoloRecord:
    """Play game ``index`` of a solo batch: ``bot`` as the player, solo bots against it."""
    catalog = catalog or standin_catalog()
    starts = game_map.players
    ids = [f.id for f in catalog.factions]
    start, turn = index % starts, index // starts
    factions = tuple(ids[(turn + k) % len(ids)] for k in range(opponents + 1))
    gseed = solo_seed(seed, opponents, index)
    config = GameConfig(factions=factions, mode="solo", solo_opponents=opponents,
                        solo_extra_weapons=extra_weapons, solo_start=start)
    state = new_game(game_map, gseed, catalog=catalog, config=config)
    bots = [make_bot(bot, 0, gseed)] + [make_bot("solo", q, gseed)
                                        for q in range(1, opponents + 1)]
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].choose(state.observation()))
    assert state.result is not None
    return SoloRecord(opponents, index, start, factions[0], state.result.winners == (0,),
                      state.result.win_type, state.round)


def summarise_solo(game_map: GameMap, catalog: Catalog, opponents: int,
                   records: list[SoloRecord]) -> SoloLine:
    names = {f.id: f.name for f in catalog.factions}
    win_types = {w: 0 for w in WIN_TYPES}
    by_start: dict[str, tuple[int, int]] = {}
    by_faction: dict[str, tuple[int, int]] = {}
    for r in records:
        win_types[r.win_type] = win_types.get(r.win_type, 0) + 1
        for table, key in ((by_start, str(game_map.starts[r.start])),
                           (by_faction, names[r.faction])):
            w, n = table.get(key, (0, 0))
            table[key] = (w + r.won, n + 1)
    rounds = sum(r.rounds for r in records) / len(records) if records else 0.0
    return SoloLine(opponents, len(records), sum(r.won for r in records), win_types, rounds,
                    by_start, by_faction)


def run_solo_playtest(game_map: GameMap, games: int, seed: int, *, workers: int = 1,
                      bot: str = DEFAULT_BOT, extra_weapons: int = 0,
                      catalog: Catalog | None = None, progress: Progress | None = None
                      ) -> SoloResult:
    """Play ``games`` solo games against each number of opponents the map can seat."""
    if games < 1:
        raise PlaytestError(f"a solo playtest needs 1 or more games, not {games}")
    if not 0 <= extra_weapons <= MAX_EXTRA_WEAPONS:
        raise PlaytestError(f"extra weapons must be 0 to {MAX_EXTRA_WEAPONS}, not"
                            f" {extra_weapons}")
    check_batch(game_map, workers, bot)
    cat = catalog or standin_catalog()
    counts = [k for k in range(1, MAX_SOLO_OPPONENTS + 1) if k + 1 <= game_map.players]
    unavailable = [f"{k} opponents: {game_map.name} has {game_map.players} starts;"
                   f" {k} opponents need {k + 1} or more"
                   for k in range(1, MAX_SOLO_OPPONENTS + 1) if k not in counts]
    tasks = [(k, i) for k in counts for i in range(games)]
    records: list[SoloRecord] = []
    if workers == 1:
        for n, (k, i) in enumerate(tasks, 1):
            records.append(play_solo_game(game_map, k, i, seed, bot, extra_weapons, catalog))
            if progress:
                progress(n, len(tasks))
    else:
        spans = [range(i, min(i + CHUNK, len(tasks))) for i in range(0, len(tasks), CHUNK)]
        job = (game_map, seed, bot, extra_weapons, catalog, tuple(tasks))
        with one_shot_pool(workers) as pool:  # used once: a worker that dies is reported
            for _span, chunk in pool.run(_play_solo, job, spans, workers):
                records.extend(chunk)
                if progress:
                    progress(len(records), len(tasks))
    records.sort(key=lambda r: (r.opponents, r.index))
    lines = tuple(summarise_solo(game_map, cat, k, [r for r in records if r.opponents == k])
                  for k in counts)
    return SoloResult(game_map.name, bot, seed, games, extra_weapons, lines, unavailable)


def _play_solo(job: tuple[GameMap, int, str, int, Catalog | None, tuple[tuple[int, int], ...]],
               index: int) -> SoloRecord:
    """Task ``index`` of a solo batch — (opponents, game) — in a worker."""
    game_map, seed, bot, extra, catalog, tasks = job
    opponents, game = tasks[index]
    return play_solo_game(game_map, opponents, game, seed, bot, extra, catalog)
