"""Restricted play: how a seat's edge moves when it is barred from part of the game
(Jaffe et al., AIIDE 2012; the parts are :data:`engine.bots.restriction.RESTRICTION_PARTS`).

:func:`run_restricted` plays the unrestricted batch and, with the same seed and
settings, one batch per restriction, all on the one runner
(:func:`~engine.playtest.runner.run_batch`, :class:`~engine.playtest.modes.StandardMode`
with the seat's ``barred`` parts). The same seed gives the same deals (decks and dice) in
every batch, so the batches are *paired* unit by unit: the change of the seat's win rate
is the mean of its per-unit changes, and its 95% interval comes from their spread
(:func:`~engine.verdicts.stats.fixed_half_width`, the batch intervals' formula), much
narrower than two independent intervals would give. A part that makes the seat's edge
shrink when barred is part of where the edge comes from.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> m = load_map(builtin_map_path("final-stand"))
>>> r = run_restricted(m, [(0, "tagging")], 4, seed=1, bot="random")
>>> [(x.start, x.part, x.baseline.games, x.restricted.games) for x in r.restrictions]
[('1F', 'tagging', 4, 4)]
>>> r.restrictions[0].restricted.wins_by_type.get("demolition", 0) == 0
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from engine.bots import DEFAULT_BOT
from engine.bots.restriction import RESTRICTION_PARTS, RestrictionError
from engine.core.messages import _
from engine.game.catalog import Catalog
from engine.game.modes import STANDARD_GAME
from engine.game.state import GameConfig
from engine.mapmodel.model import GameMap
from engine.playtest.edge_sources import PartShare, edge_sentence, ranked_parts
from engine.playtest.modes import StandardMode
from engine.playtest.pool import WarmPool
from engine.playtest.runner import Progress, StopCheck, run_batch
from engine.selfplay.deals import DEFAULT_DESIGN, BatchGame
from engine.selfplay.game_record import GameRecord
from engine.verdicts.result import PlaytestResult
from engine.verdicts.sides import BatchFacts, Side
from engine.verdicts.stats import DEFAULT_MARGIN, Unit, fixed_half_width

Restriction = tuple[int, str]
"""A seat (by index) and the part of the game it is barred from."""


def parse_restriction(text: str, game_map: GameMap) -> Restriction:
    """``SEAT:PART`` (a start's hex label, a part of :data:`RESTRICTION_PARTS`) as a
    restriction; raises :class:`RestrictionError` (one line) naming what is allowed.

    >>> from engine.files.mapfile import load_map
    >>> from engine.files.resources import builtin_map_path
    >>> m = load_map(builtin_map_path("final-stand"))
    >>> parse_restriction("9f:tagging", m)
    (1, 'tagging')
    >>> parse_restriction("2B:tagging", m)
    Traceback (most recent call last):
    ...
    engine.bots.restriction.RestrictionError: '2B:tagging': no seat starts on 2B; the seats are 1F, 9F
    """
    seats = [str(h) for h in game_map.starts]
    parts = ", ".join(RESTRICTION_PARTS)
    seat_text, colon, part = text.partition(":")
    if not colon or not seat_text or not part:
        raise RestrictionError(
            _(
                "{text}: write SEAT:PART, a seat being one of {seats} and a part one of {parts}"
            ).format(text=repr(text), seats=", ".join(seats), parts=parts)
        )
    label = seat_text.strip().upper()
    if label not in seats:
        raise RestrictionError(
            _("{text}: no seat starts on {start}; the seats are {seats}").format(
                text=repr(text), start=seat_text.strip(), seats=", ".join(seats)
            )
        )
    part = part.strip().lower()
    if part not in RESTRICTION_PARTS:
        raise RestrictionError(
            _("{text}: no part of the game called {part}; the parts are {parts}").format(
                text=repr(text), part=repr(part), parts=parts
            )
        )
    return seats.index(label), part


@dataclass(frozen=True)
class SeatPlay:
    """How one seat did in one batch."""

    games: int
    win_rate: float
    ci95: tuple[float, float]
    edge: float
    """The win rate less the fair share."""
    wins_by_type: dict[str, float]

    @staticmethod
    def of(result: PlaytestResult, seat: int) -> SeatPlay:
        s = result.seats[seat]
        return SeatPlay(result.games, s.win_rate, (s.ci_low, s.ci_high), s.edge, dict(s.win_types))

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "win_rate": _r(self.win_rate),
            "ci95": [_r(self.ci95[0]), _r(self.ci95[1])],
            "edge": _r(self.edge),
            "win_types": {k: _r(v) for k, v in self.wins_by_type.items()},
        }


@dataclass(frozen=True)
class RestrictionResult:
    """One restriction: the seat unrestricted and restricted, and the paired change."""

    seat: int
    start: str
    part: str
    baseline: SeatPlay
    restricted: SeatPlay
    delta: float
    """The restricted win rate less the unrestricted one (mean of the paired units)."""
    delta_ci: tuple[float, float]
    units: int
    """Units (deals, or games in an independent batch) the delta is paired over."""

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "start": self.start,
            "part": self.part,
            "baseline": self.baseline.to_json(),
            "restricted": self.restricted.to_json(),
            "delta": _r(self.delta),
            "delta_ci95": [_r(self.delta_ci[0]), _r(self.delta_ci[1])],
            "paired_units": self.units,
        }


@dataclass(frozen=True)
class RestrictedPlay:
    """The unrestricted batch and every restriction's comparison with it."""

    baseline: PlaytestResult
    restrictions: tuple[RestrictionResult, ...]
    cancelled: bool = False

    def seats(self) -> list[int]:
        """The seats restricted, in the order of their first restriction."""
        return list(dict.fromkeys(r.seat for r in self.restrictions))

    def ranked(self, seat: int) -> list[PartShare]:
        """``seat``'s parts ranked by what they carry of its wins
        (:func:`~engine.playtest.edge_sources.ranked_parts`)."""
        return ranked_parts([r for r in self.restrictions if r.seat == seat])

    def sentence(self, seat: int, ranked: list[PartShare] | None = None) -> str:
        """Where ``seat``'s edge (its wins, when it is not favoured) comes from, in a
        sentence (:func:`~engine.playtest.edge_sources.edge_sentence`) over its ``ranked``
        parts (:meth:`ranked` when not given)."""
        parts = self.ranked(seat) if ranked is None else ranked
        return edge_sentence(parts, self.baseline.seats[seat].edge > 0)

    def sentences(self) -> list[str]:
        """:meth:`sentence` for each seat restricted."""
        return [self.sentence(seat) for seat in self.seats()]

    def to_json(self) -> dict[str, Any]:
        """The unrestricted batch's JSON with a ``restrictions`` list and, per seat
        restricted, its parts ranked with the sentence that says them (``edge_sources``)."""
        data = self.baseline.to_json()
        data["restrictions"] = [r.to_json() for r in self.restrictions]
        data["edge_sources"] = []
        for seat in self.seats():
            ranked = self.ranked(seat)
            data["edge_sources"].append(
                {
                    "seat": seat,
                    "start": str(self.baseline.seats[seat].start),
                    "ranking": [share.to_json() for share in ranked],
                    "text": self.sentence(seat, ranked),
                }
            )
        if self.cancelled:
            data["cancelled"] = True
        return data


@dataclass(frozen=True)
class _WithShares:
    """A batch's result and its units' win shares (what the pairing needs)."""

    result: PlaytestResult
    shares: tuple[tuple[float, ...], ...] = field(default=())

    @property
    def games(self) -> int:
        return self.result.games

    @property
    def cancelled(self) -> bool:
        return self.result.cancelled

    @property
    def design(self) -> str:
        return self.result.design

    @property
    def deals(self) -> int:
        return self.result.deals

    @property
    def verdict(self) -> str:
        return self.result.verdict

    @property
    def verdict_text(self) -> str:
        return self.result.verdict_text

    @property
    def stopped_early(self) -> bool:
        return self.result.stopped_early

    def to_json(self) -> dict[str, Any]:
        return self.result.to_json()


@dataclass(frozen=True)
class _SharesMode:
    """The standard mode (``inner``) whose result also keeps each unit's win shares."""

    inner: StandardMode
    name: str = STANDARD_GAME.name

    def check(self, game_map: GameMap, catalog: Catalog) -> None:
        self.inner.check(game_map, catalog)

    def sides(self, game_map: GameMap) -> tuple[Side, ...]:
        return self.inner.sides(game_map)

    def unit_size(self, game_map: GameMap, design: str) -> int:
        return self.inner.unit_size(game_map, design)

    def units_for(self, game_map: GameMap, games: int, design: str) -> int:
        return self.inner.units_for(game_map, games, design)

    def deal(
        self,
        game_map: GameMap,
        index: int,
        seed: int,
        bot: str,
        catalog: Catalog | None,
        design: str,
    ) -> BatchGame:
        return self.inner.deal(game_map, index, seed, bot, catalog, design)

    def units(self, game_map: GameMap, records: Sequence[GameRecord], design: str) -> list[Unit]:
        return self.inner.units(game_map, records, design)

    def summarise(
        self, game_map: GameMap, catalog: Catalog, records: Sequence[GameRecord], facts: BatchFacts
    ) -> _WithShares:
        result = self.inner.summarise(game_map, catalog, records, facts)
        units = self.inner.units(game_map, records, facts.design)
        return _WithShares(result, tuple(u.shares for u in units))


def run_restricted(
    game_map: GameMap,
    restrictions: Sequence[Restriction],
    games: int,
    seed: int,
    *,
    workers: int = 1,
    bot: str = DEFAULT_BOT,
    catalog: Catalog | None = None,
    design: str = DEFAULT_DESIGN,
    margin: float = DEFAULT_MARGIN,
    config: GameConfig | None = None,
    progress: Progress | None = None,
    should_stop: StopCheck | None = None,
    pool: WarmPool | None = None,
    batch_done: Callable[[int], None] | None = None,
) -> RestrictedPlay:
    """The unrestricted batch of ``games`` games and one batch per restriction (same seed
    and settings), compared seat by seat (see the module's description).
    ``progress(done, total)`` counts the games of every batch; ``batch_done(k)`` is called
    after batch ``k`` (0: the unrestricted one). A cancelled batch ends the run: the
    restrictions finished before it are reported. Raises what
    :func:`~engine.playtest.runner.run_batch` raises, and :class:`RestrictionError` for a
    seat the map does not have."""
    for seat, part in restrictions:
        if not 0 <= seat < game_map.players:
            raise RestrictionError(
                _("seat {seat} is not a seat of this {players}-player map").format(
                    seat=seat, players=game_map.players
                )
            )
        if part not in RESTRICTION_PARTS:
            raise RestrictionError(
                _("no part of the game called {part}; choose one of {parts}").format(
                    part=repr(part), parts=", ".join(RESTRICTION_PARTS)
                )
            )
    batches = 1 + len(restrictions)
    unit = game_map.players if design == "duplicate" else 1
    per_batch = -(-games // unit) * unit

    def play(k: int, barred: tuple[frozenset[str], ...]) -> _WithShares:
        def moved(done: int, _total: int) -> None:
            if progress:
                progress(k * per_batch + done, batches * per_batch)

        mode = _SharesMode(StandardMode(config, barred=barred))
        played = run_batch(
            mode,
            game_map,
            games,
            seed,
            workers=workers,
            bot=bot,
            catalog=catalog,
            design=design,
            margin=margin,
            progress=moved,
            should_stop=should_stop,
            pool=pool,
        )
        if batch_done:
            batch_done(k)
        return played

    base = play(0, ())
    found: list[RestrictionResult] = []
    cancelled = base.cancelled
    for k, (seat, part) in enumerate(restrictions, start=1):
        if cancelled:
            break
        barred = tuple(
            frozenset({part}) if s == seat else frozenset() for s in range(game_map.players)
        )
        other = play(k, barred)
        if other.cancelled:
            cancelled = True
            break
        found.append(compare(base, other, seat, part, game_map))
    return RestrictedPlay(base.result, tuple(found), cancelled)


def compare(
    base: _WithShares, other: _WithShares, seat: int, part: str, game_map: GameMap
) -> RestrictionResult:
    """The seat's change from ``base`` to ``other``, paired unit by unit."""
    n = min(len(base.shares), len(other.shares))
    diffs = [other.shares[u][seat] - base.shares[u][seat] for u in range(n)]
    delta = sum(diffs) / n if n else 0.0
    half = fixed_half_width(diffs) if n else 1.0
    return RestrictionResult(
        seat,
        str(game_map.starts[seat]),
        part,
        SeatPlay.of(base.result, seat),
        SeatPlay.of(other.result, seat),
        delta,
        (max(-1.0, delta - half), min(1.0, delta + half)),
        n,
    )


def _r(x: float) -> float:
    return round(x, 4)
