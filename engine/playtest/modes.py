"""What a mode of batch self-play says to the one runner (:mod:`engine.playtest.runner`).

A mode is a small picklable object (it goes to the worker processes) that knows:

* its **sides** (:class:`~engine.verdicts.sides.Side`): seats, teams, the player's starts;
* its **unit**: how many consecutive games form one unit of the statistics in each
  design (a deal of the duplicate design, a game or a round of starts otherwise), and
  how many units a batch of ``games`` games plays;
* how to **deal game i** of a batch (:class:`~engine.selfplay.deals.BatchGame`: its
  seed and dice, the factions and bots at each seat), which the one pipeline plays and
  records alike in every mode (:func:`~engine.selfplay.games.play_batch_game`);
* the **units** of a unit's records (each side's share of the wins and its luck);
* its **summary**: the result of the records, with the verdict from
  :func:`~engine.verdicts.sides.judge`.

The runner does the rest the same way for every mode: the pool, the chunks, the
progress, cancelling, stopping at the verdict. The modes are :class:`StandardMode`
(every seat for itself, with pilots and the alternate board as options),
:class:`engine.playtest.team_batch.TeamMode` (2v2, shifting alliances) and
:class:`engine.playtest.solo_batch.SoloMode`.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> m = load_map(builtin_map_path("final-stand"))
>>> mode = StandardMode()
>>> [s.label for s in mode.sides(m)], mode.unit_size(m, "duplicate")
(['1F', '9F'], 2)
>>> mode.units_for(m, 5, "duplicate")
3
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Sequence, TypeVar

from engine.bots.restriction import RestrictionError, check_parts
from engine.bots.round_limit import require_round_limit
from engine.core.errors import GameSetupError
from engine.core.messages import _
from engine.game.achievements import check_board
from engine.game.catalog import Catalog
from engine.game.modes import GameMode
from engine.game.pilots import check_pilots
from engine.game.state import GameConfig
from engine.mapmodel.model import GameMap
from engine.selfplay.deals import BatchGame
from engine.selfplay.game_record import GameRecord
from engine.selfplay.games import standard_game
from engine.verdicts.result import PlaytestResult, summarise
from engine.verdicts.sides import BatchFacts, BatchResult, Side
from engine.verdicts.stats import Unit, units_of

ResultT_co = TypeVar("ResultT_co", bound=BatchResult, covariant=True)


class ModeError(ValueError):
    """Options a mode cannot play (the runner words it as a :class:`PlaytestError`)."""


class Mode(Protocol[ResultT_co]):
    """One way of playing a batch (see the module's description)."""

    @property
    def name(self) -> str:
        """The mode's name (``gkr-map playtest --mode``)."""

    def check(self, game_map: GameMap, catalog: Catalog) -> None:
        """Raise :class:`ModeError` (one line) when the map or options cannot be played."""

    def sides(self, game_map: GameMap) -> tuple[Side, ...]:
        """The sides the verdict is about."""

    def unit_size(self, game_map: GameMap, design: str) -> int:
        """Consecutive games that form one unit."""

    def units_for(self, game_map: GameMap, games: int, design: str) -> int:
        """Units a batch asked for ``games`` games plays."""

    def deal(
        self,
        game_map: GameMap,
        index: int,
        seed: int,
        bot: str,
        catalog: Catalog | None,
        design: str,
    ) -> BatchGame:
        """Game ``index`` of a batch, dealt (its record is filed under ``deal(…).index``)."""

    def units(self, game_map: GameMap, records: Sequence[GameRecord], design: str) -> list[Unit]:
        """The units of ``records`` (whole units or, when cancelled, part of the last)."""

    def summarise(
        self, game_map: GameMap, catalog: Catalog, records: Sequence[GameRecord], facts: BatchFacts
    ) -> ResultT_co:
        """The result of the games ``records`` (in the order of their indexes)."""


def plays_in_teams(mode: GameMode) -> bool:
    """Whether seats of ``mode`` play together: fixed teams, or alliances picked each round
    (a team batch plays it)."""
    return mode.fixed_teams or mode.ally_picks


def plays_for_itself(mode: GameMode) -> bool:
    """Whether every seat of ``mode`` plays for itself, as in the standard game: no solo
    opponents, no teams, no alliances (a standard batch plays it, seat by seat)."""
    return not (mode.solo_play or plays_in_teams(mode))


def starts_sides(game_map: GameMap) -> tuple[Side, ...]:
    """One side per seat, labelled by its start."""
    return tuple(Side(str(h), (q,)) for q, h in enumerate(game_map.starts))


def whole_units(games: int, size: int) -> int:
    """Units of ``size`` games that hold at least ``games`` games."""
    return -(-games // size)


@dataclass(frozen=True)
class StandardMode:
    """Every seat for itself (bots of one kind in every seat, factions rotated over the
    seats: :mod:`engine.selfplay.games`); ``config`` sets advanced play (pilots, the
    alternate Achievements Board), its factions being the batch's lineup."""

    config: GameConfig | None = None
    barred: tuple[frozenset[str], ...] = ()
    """Per seat, the parts of the game it is barred from (restricted play,
    :mod:`engine.playtest.restricted`); empty: none."""

    def check(self, game_map: GameMap, catalog: Catalog) -> None:
        if len(self.barred) > game_map.players:
            raise ModeError(
                _("restrictions for {seats} seats; the map has {players}").format(
                    seats=len(self.barred), players=game_map.players
                )
            )
        for parts in self.barred:
            try:
                check_parts(parts)
            except RestrictionError as e:
                raise ModeError(str(e)) from None
        if self.config is None:
            return
        if not plays_for_itself(self.config.game_mode):
            raise ModeError(
                _(
                    "mode {mode!r}: this batch plays standard games; the solo and"
                    " 2v2 modes are modes of their own"
                ).format(mode=self.config.mode)
            )
        try:
            self.config.game_mode.check_map(game_map)
            require_round_limit(self.config)
            check_board(self.config)
            check_pilots(self.config, catalog, tuple(f.id for f in catalog.factions))
        except GameSetupError as e:
            raise ModeError(str(e)) from None

    @property
    def name(self) -> str:
        """The mode of its games (the standard game unless ``config`` says another)."""
        return (self.config or GameConfig()).mode

    def sides(self, game_map: GameMap) -> tuple[Side, ...]:
        return starts_sides(game_map)

    def unit_size(self, game_map: GameMap, design: str) -> int:
        return game_map.players if design == "duplicate" else 1

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
        return standard_game(game_map, index, seed, bot, catalog, design, self.config, self.barred)

    def units(self, game_map: GameMap, records: Sequence[GameRecord], design: str) -> list[Unit]:
        return units_of(records, game_map.players, design)

    def summarise(
        self, game_map: GameMap, catalog: Catalog, records: Sequence[GameRecord], facts: BatchFacts
    ) -> PlaytestResult:
        return summarise(
            game_map,
            catalog,
            facts.bot,
            facts.seed,
            facts.requested,
            records,
            facts.cancelled,
            design=facts.design,
            margin=facts.test.edge_beyond,
            sequential=facts.sequential,
            horizon=facts.horizon,
            stopped_early=facts.stopped_early,
            config=self.config,
            test=facts.test,
            final=facts.final,
        )
