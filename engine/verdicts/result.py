"""The statistics of a batch of games: per seat, per faction, and for the map.

Win rates come with a 95% Wilson score interval (:func:`wilson`); a win shared
by tied players counts as a share for each. Everything is a frozen value with a
JSON-ready :meth:`PlaytestResult.to_json` (hexes as labels, in reading order;
rates rounded to 4 decimals), so the same games always print the same text.

>>> lo, hi = wilson(50, 100)
>>> round(lo, 4), round(hi, 4)
(0.4038, 0.5962)
>>> wilson(0, 0)
(0.0, 1.0)
"""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import dataclass, replace
from math import sqrt
from typing import Any, Iterable

from engine.game.catalog import Catalog
from engine.game.state import GameConfig
from engine.geometry.hexes import Hex
from engine.mapmodel.model import GameMap
from engine.selfplay.games import GameRecord
from engine.selfplay.win_curve import win_chance_by_round
from engine.verdicts.explain import Why, why_of
from engine.verdicts.sequential import VerdictTest
from engine.verdicts.sides import judge_sides
from engine.verdicts.stats import DEFAULT_MARGIN, Z95, units_of

WIN_TYPES = ("demolition", "destruction", "score", "round limit")
"""How games end (:class:`engine.game.GameResult`): 4 demolished buildings, the last Heavy
Hitter standing, the best score after a Heavy Hitter is destroyed, the round limit."""


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (``wins`` may be fractional)."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


class WinsOutOfGames:
    """A count of wins out of games, with its rate and 95% Wilson interval (for result
    lines that carry ``wins`` and ``games``)."""

    wins: float
    games: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)


@dataclass(frozen=True)
class SeatResult:
    """How one seat did."""

    seat: int
    start: Hex
    wins: float
    win_rate: float
    ci_low: float
    ci_high: float
    win_types: dict[str, float]
    """Wins by the way the game ended."""
    first_blood: int
    first_demolition: int
    edge: float = 0.0
    """The win rate less the fair share 1/k."""
    edge_ci: tuple[float, float] = (0.0, 0.0)
    adjusted_win_rate: float = 0.0
    """The win rate adjusted for the seats' luck (:mod:`engine.verdicts.stats`)."""
    adjusted_ci: tuple[float, float] = (0.0, 1.0)


@dataclass(frozen=True)
class FactionResult:
    """How one faction did over the seats it sat at."""

    faction: str
    name: str
    games: int
    wins: float
    win_rate: float
    ci_low: float
    ci_high: float


@dataclass(frozen=True)
class LengthStats:
    """Game length in rounds."""

    mean: float
    median: float
    min: int
    max: int


@dataclass(frozen=True)
class PlaytestResult:
    """The statistics of a batch of self-play games on one map."""

    map_name: str
    players: int
    bot: str
    seed: int
    requested: int
    """Games asked for."""
    games: int
    """Games played to the end (fewer than requested when cancelled)."""
    cancelled: bool
    seats: tuple[SeatResult, ...]
    win_types: dict[str, int]
    """Games by the way they ended (:data:`WIN_TYPES`)."""
    length: LengthStats
    first_blood: tuple[int, ...]
    """Per seat: games in which it was the first to get damage through to an opposing unit."""
    first_demolition: tuple[int, ...]
    """Per seat: games in which it demolished the first building."""
    factions: tuple[FactionResult, ...]
    fired_from: dict[Hex, int]
    """Hex → attacks fired from it (every unit, every seat)."""
    destroyed_at: dict[Hex, int]
    """Hex → units destroyed on it (support units and Heavy Hitters)."""
    design: str = "independent"
    """``duplicate`` or ``independent`` (:mod:`engine.selfplay.games`)."""
    deals: int = 0
    """Units of the statistics: deals in a duplicate batch, games in an independent one."""
    margin: float = DEFAULT_MARGIN
    verdict: str = "unclear"
    """``fair``, ``edge`` or ``unclear`` (:func:`engine.verdicts.sequential.judge`): at
    :attr:`margin` for a fixed-size batch, by the sequential :attr:`test` for one that
    stops at its verdict."""
    verdict_text: str = ""
    """The verdict in a sentence, its edge named one way
    (:mod:`engine.verdicts.verdict_words`): what people are shown."""
    recorded_text: str | None = None
    """The JSON's ``verdict_text`` when it differs from :attr:`verdict_text` (a fixed-size
    batch's wording kept as it was, :func:`engine.verdicts.stats.recorded_text`)."""
    next_step: str = ""
    """What to do next (empty while the games go on)."""
    next_action: str = "wait"
    """What the next step asks for (:data:`engine.verdicts.verdict_words.ACTIONS`)."""
    named: int | None = None
    """The seat whose edge :attr:`verdict_text` names."""
    sequential: bool = False
    """Whether the batch stopped at its verdict (intervals are confidence sequences)."""
    stopped_early: bool = False
    """Whether the verdict was clear before the games asked for were played."""
    pilots: bool = False
    """Whether the games were played with pilots (:mod:`engine.game.pilots`)."""
    achievements: str = "standard"
    """The Achievements Board's side (:mod:`engine.game.achievements`)."""
    test: dict[str, Any] | None = None
    """The sequential test that judged a batch stopped at its verdict: its name,
    hypotheses, error rates, bounds and each seat's LLRs
    (:meth:`engine.verdicts.sequential.Verdict.test_json`); ``None`` for a fixed-size
    batch."""
    why: Why | None = None
    """What the games show per seat and the checks set against them
    (:mod:`engine.verdicts.explain`): ``seat_play`` and ``explain`` in JSON."""
    win_chances: tuple[tuple[float, ...], ...] = ()
    """Per seat, the mean of the win model's chance at the end of each round over the
    games (:func:`engine.selfplay.win_curve.win_chance_by_round`): ``win_chance_by_round``
    in JSON."""
    game_winners: tuple[tuple[int, tuple[int, ...]], ...] = ()
    """Each game's index in the batch and its winners, in index order: which games to
    open for "show a game where this seat lost" (not part of the JSON output)."""

    def options(self) -> dict[str, Any]:
        """The advanced options the games were played with (empty for the default game,
        whose output keeps its fields)."""
        found: dict[str, Any] = {}
        if self.pilots:
            found["pilots"] = True
        if self.achievements != "standard":
            found["achievements"] = self.achievements
        return found

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready object (the ``gkr-map playtest --json`` output; ``pilots`` and
        ``achievements`` only when switched on)."""
        return {
            "map": self.map_name,
            "players": self.players,
            "bot": self.bot,
            "seed": self.seed,
            "games": self.games,
            "requested": self.requested,
            "cancelled": self.cancelled,
            "design": self.design,
            **self.options(),
            "deals": self.deals,
            "margin": _r(self.margin),
            "interval": "confidence sequence" if self.sequential else "fixed",
            "verdict": self.verdict,
            "verdict_text": self.verdict_text if self.recorded_text is None else self.recorded_text,
            "verdict_sentence": self.verdict_text,
            "next_step": self.next_step,
            "next_action": self.next_action,
            "stopped_early": self.stopped_early,
            **({"test": self.test} if self.test is not None else {}),
            "seats": [
                {
                    "seat": s.seat,
                    "start": str(s.start),
                    "wins": _r(s.wins),
                    "win_rate": _r(s.win_rate),
                    "ci95": [_r(s.ci_low), _r(s.ci_high)],
                    "win_types": {k: _r(v) for k, v in s.win_types.items()},
                    "first_blood": s.first_blood,
                    "first_demolition": s.first_demolition,
                    "edge": _r(s.edge),
                    "edge_ci95": [_r(s.edge_ci[0]), _r(s.edge_ci[1])],
                    "adjusted_win_rate": _r(s.adjusted_win_rate),
                    "adjusted_ci95": [_r(s.adjusted_ci[0]), _r(s.adjusted_ci[1])],
                }
                for s in self.seats
            ],
            "win_types": dict(self.win_types),
            "length": {
                "mean": _r(self.length.mean),
                "median": _r(self.length.median),
                "min": self.length.min,
                "max": self.length.max,
            },
            "first_blood": {
                "seats": list(self.first_blood),
                "none": self.games - sum(self.first_blood),
            },
            "first_demolition": {
                "seats": list(self.first_demolition),
                "none": self.games - sum(self.first_demolition),
            },
            "factions": [
                {
                    "faction": f.faction,
                    "name": f.name,
                    "games": f.games,
                    "wins": _r(f.wins),
                    "win_rate": _r(f.win_rate),
                    "ci95": [_r(f.ci_low), _r(f.ci_high)],
                }
                for f in self.factions
            ],
            "heatmaps": {
                "fired_from": _labels(self.fired_from),
                "destroyed_at": _labels(self.destroyed_at),
            },
            **(self.why.to_json() if self.why is not None else {}),
            **(
                {
                    "win_chance_by_round": [
                        {"seat": s.seat, "start": str(s.start), "rounds": [_r(x) for x in curve]}
                        for s, curve in zip(self.seats, self.win_chances)
                    ]
                }
                if self.win_chances
                else {}
            ),
        }


def _r(x: float) -> float:
    return round(x, 4)


def _labels(counts: dict[Hex, int]) -> dict[str, int]:
    return {str(h): counts[h] for h in sorted(counts)}


def summarise(
    game_map: GameMap,
    catalog: Catalog,
    bot: str,
    seed: int,
    requested: int,
    records: Iterable[GameRecord],
    cancelled: bool = False,
    *,
    design: str = "independent",
    margin: float = DEFAULT_MARGIN,
    sequential: bool = False,
    horizon: int = 100,
    stopped_early: bool = False,
    config: GameConfig | None = None,
    test: VerdictTest | None = None,
    final: bool = False,
) -> PlaytestResult:
    """The statistics of the games in ``records`` (in any order: they are sorted by index).

    Seat rates, edges and their intervals come from the batch's units
    (:func:`engine.verdicts.stats.units_of`); in an independent batch the ``ci95`` of a
    seat stays the Wilson interval over games. The verdict is
    :func:`engine.verdicts.sequential.judge`'s, with ``test`` (default: the margin E =
    ``margin``, F half of it); ``final``: the batch has ended (its cap reached unless
    ``cancelled`` or ``stopped_early``)."""
    games = sorted(records, key=lambda r: r.index)
    n = len(games)
    players = game_map.players
    wins = [0.0] * players
    seat_types: list[dict[str, float]] = [dict.fromkeys(WIN_TYPES, 0.0) for _ in range(players)]
    types: Counter[str] = Counter()
    blood = [0] * players
    demolition = [0] * players
    fired: Counter[Hex] = Counter()
    destroyed: Counter[Hex] = Counter()
    faction_games: Counter[str] = Counter()
    faction_wins: dict[str, float] = {}
    for g in games:
        types[g.win_type] += 1
        share = 1 / len(g.winners) if g.winners else 0.0
        for w in g.winners:
            wins[w] += share
            seat_types[w][g.win_type] = seat_types[w].get(g.win_type, 0.0) + share
            faction_wins[g.factions[w]] = faction_wins.get(g.factions[w], 0.0) + share
        for faction_id in g.factions:
            faction_games[faction_id] += 1
        if g.first_blood is not None:
            blood[g.first_blood] += 1
        if g.first_demolition is not None:
            demolition[g.first_demolition] += 1
        fired.update(g.fired_from)
        destroyed.update(g.destroyed_at)
    units = units_of(games, players, design)
    test = test or VerdictTest.at(margin)
    judged = judge_sides(
        units,
        game_map.starts,
        test,
        sequential=sequential,
        horizon=horizon,
        unit="deal" if design == "duplicate" else "game",
        final=final,
        cancelled=cancelled,
        games=n,
    )
    estimates = judged.estimates
    seats = []
    for s in range(players):
        rate = wins[s] / n if n else 0.0
        if design == "independent" or not estimates:
            lo, hi = wilson(wins[s], n)
        else:
            lo, hi = estimates[s].interval
        seat = SeatResult(
            s,
            game_map.starts[s],
            wins[s],
            rate,
            lo,
            hi,
            seat_types[s],
            blood[s],
            demolition[s],
            edge=rate - 1 / players,
        )
        if estimates:
            e = estimates[s]
            seat = replace(
                seat,
                edge_ci=e.edge_interval,
                adjusted_win_rate=e.adjusted,
                adjusted_ci=e.adjusted_interval,
            )
        seats.append(seat)
    factions = []
    for f in catalog.factions:
        played = faction_games[f.id]
        if not played:
            continue
        won = faction_wins.get(f.id, 0.0)
        lo, hi = wilson(won, played)
        factions.append(FactionResult(f.id, f.name, played, won, won / played, lo, hi))
    rounds = [g.rounds for g in games]
    length = (
        LengthStats(statistics.fmean(rounds), statistics.median(rounds), min(rounds), max(rounds))
        if rounds
        else LengthStats(0.0, 0.0, 0, 0)
    )
    return PlaytestResult(
        map_name=game_map.name,
        players=players,
        bot=bot,
        seed=seed,
        requested=requested,
        games=n,
        cancelled=cancelled,
        seats=tuple(seats),
        win_types={t: types[t] for t in WIN_TYPES}
        | {t: c for t, c in types.items() if t not in WIN_TYPES},
        length=length,
        first_blood=tuple(blood),
        first_demolition=tuple(demolition),
        factions=tuple(factions),
        fired_from=dict(fired),
        destroyed_at=dict(destroyed),
        design=design,
        deals=len(units),
        margin=test.edge_beyond,
        verdict=judged.verdict,
        verdict_text=judged.text,
        recorded_text=judged.recorded,
        next_step=judged.next_step,
        next_action=judged.action,
        named=judged.named,
        sequential=sequential,
        stopped_early=stopped_early,
        pilots=config is not None and config.pilots,
        achievements=config.achievements if config is not None else "standard",
        test=judged.test_json(game_map.starts, requested) if sequential else None,
        why=why_of(game_map, games, design),
        win_chances=tuple(
            tuple(c) for c in win_chance_by_round([g.round_chances for g in games], players)
        ),
        game_winners=tuple((g.index, tuple(g.winners)) for g in games),
    )
