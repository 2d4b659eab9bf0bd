"""Balance-aware repairs and generation: the bots' verdict on top of the rule checks.

The rule checks cannot see that one seat wins more often; self-play can
(:mod:`engine.playtest`). :func:`verify_balance` plays a map until its verdict is clear
(duplicate games, luck-adjusted, a confidence sequence: ``fair``, ``edge`` or
``unclear``), at most ``games`` games. The generator keeps a candidate only when the
verdict is ``fair`` (``gkr-map generate --verify-balance``).

:func:`find_balance_fix` tries to remove a measured seat edge with one edit. Playing
every possible edit is far too slow (thousands of edits, seconds each), so the
candidates are ranked first by a static proxy of the favoured seat's advantage — how
many more buildings it reaches in its first move than the others on average, then how
much more of the board's buildings lie nearer to it (:func:`advantage`) — among the
single edits (:func:`engine.repair.edits.candidate_edits`) that break no check that
passes now and spare locks; the :data:`CANDIDATES` that shrink the proxy most are
played, and the one whose largest luck-adjusted edge is smallest wins (ties by the
edits' stated order). The fix is kept only when it makes the verdict ``fair`` or at
least shrinks the favoured seat's edge.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from engine.analysis.config import DEFAULT_CONFIG, AnalysisConfig
from engine.analysis.facts import MapFacts
from engine.analysis.symmetry import map_symmetry
from engine.bots import DEFAULT_BOT
from engine.core.messages import _
from engine.mapmodel.model import GameMap
from engine.playtest import DEFAULT_MARGIN, PlaytestResult, run_playtest
from engine.repair.edits import Edit, candidate_edits, symmetry_mode_of
from engine.repair.search import failing_checks
from engine.verdicts.verdict_words import verdict_word

VERIFY_GAMES = 1000
"""Games a balance verification plays at most (it stops at a clear verdict)."""
CANDIDATES = 6
"""Edits a balance fix plays, the best by the static proxy."""


def verify_balance(
    game_map: GameMap,
    *,
    games: int = VERIFY_GAMES,
    seed: int = 1,
    margin: float = DEFAULT_MARGIN,
    workers: int = 1,
    bot: str = DEFAULT_BOT,
    progress: Callable[[int, int], None] | None = None,
) -> PlaytestResult:
    """The bots' verdict on ``game_map``: duplicate games until it is clear, at most
    ``games`` (``progress(done, most)`` as they finish)."""
    return run_playtest(
        game_map,
        games,
        seed,
        workers=workers,
        bot=bot,
        until_verdict=True,
        margin=margin,
        progress=progress,
    )


def largest_edge(result: PlaytestResult) -> float:
    """The largest luck-adjusted edge of any seat, in share of games (0.12 = 12 points)."""
    fair = 1 / result.players
    return max(abs(s.adjusted_win_rate - fair) for s in result.seats)


def favoured_seat(result: PlaytestResult) -> int:
    """The seat with the largest luck-adjusted win rate over its fair share."""
    return max(range(result.players), key=lambda s: result.seats[s].adjusted_win_rate)


def advantage(game_map: GameMap, seat: int, config: AnalysisConfig = DEFAULT_CONFIG) -> float:
    """A static proxy of ``seat``'s advantage: the buildings it reaches in its first move
    less the others' average, plus its share of the buildings (by walking distance) less
    the others' average."""
    facts = MapFacts(game_map, config)
    reach = [len(r) for r in facts.buildings_in_reach]
    shares = [float(x) for x in facts.territories.shares]
    k = len(reach)
    others = [s for s in range(k) if s != seat]
    return (
        reach[seat]
        - sum(reach[s] for s in others) / len(others)
        + len(game_map.buildings) * (shares[seat] - sum(shares[s] for s in others) / len(others))
    )


@dataclass(frozen=True)
class BalanceFix:
    """The outcome of :func:`find_balance_fix`."""

    original: GameMap
    map: GameMap
    """The repaired map (the original when no edit helped)."""
    before: PlaytestResult
    after: PlaytestResult | None
    """The verdict on the repaired map (``None`` when nothing was changed)."""
    edit: Edit | None
    tried: tuple[tuple[Edit, float], ...]
    """The edits played, each with its largest luck-adjusted edge."""

    @property
    def needed(self) -> bool:
        """Whether there was an edge to remove."""
        return self.before.verdict == "edge"

    @property
    def fixed(self) -> bool:
        """Whether the map ends with no edge the bots can tell."""
        final = self.after if self.after is not None else self.before
        return final.verdict != "edge"

    def summary(self) -> str:
        if not self.needed:
            return _("no seat edge to remove: {verdict}").format(verdict=self.before.verdict_text)
        if self.edit is None:
            return _("{verdict}; none of the {n} edits tried shrinks it").format(
                verdict=self.before.verdict_text, n=len(self.tried)
            )
        assert self.after is not None
        return _("{verdict}; {edit} makes it {word}: {new_verdict}").format(
            verdict=self.before.verdict_text,
            edit=self.edit,
            word=verdict_word(self.after.verdict),
            new_verdict=self.after.verdict_text,
        )

    def to_json(self) -> dict[str, object]:
        return {
            "needed": self.needed,
            "fixed": self.fixed,
            "edit": None if self.edit is None else self.edit.to_json(),
            "before": {
                "verdict": self.before.verdict,
                "text": self.before.verdict_text,
                "games": self.before.games,
            },
            "after": None
            if self.after is None
            else {
                "verdict": self.after.verdict,
                "text": self.after.verdict_text,
                "games": self.after.games,
            },
            "tried": [{"edit": str(e), "largest_edge": round(w, 4)} for e, w in self.tried],
        }


def find_balance_fix(
    game_map: GameMap,
    *,
    games: int = VERIFY_GAMES,
    seed: int = 1,
    margin: float = DEFAULT_MARGIN,
    workers: int = 1,
    bot: str = DEFAULT_BOT,
    candidates: int = CANDIDATES,
    config: AnalysisConfig | None = None,
    before: PlaytestResult | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> BalanceFix:
    """One edit that removes (or shrinks) the seat edge the bots measure on ``game_map``;
    see the module's description. ``before``: the verdict already measured, if any;
    ``progress(done, most)``: the games of each verdict played as they finish."""
    config = config or DEFAULT_CONFIG
    before = before or verify_balance(
        game_map, games=games, seed=seed, margin=margin, workers=workers, bot=bot, progress=progress
    )
    if before.verdict != "edge":
        return BalanceFix(game_map, game_map, before, None, None, ())
    seat = favoured_seat(before)
    failing = set(failing_checks(game_map, config))
    base = advantage(game_map, seat, config)
    mode = symmetry_mode_of(next(iter(map_symmetry(game_map).symmetries), None))
    ranked: list[tuple[float, int, Edit, GameMap]] = []
    for order, edit in enumerate(candidate_edits(game_map, mode)):
        if edit.kind not in ("move", "move-start"):
            continue
        after = edit.apply(game_map)
        if not set(failing_checks(after, config)) <= failing:
            continue
        gain = advantage(after, seat, config) - base
        if gain < 0:
            ranked.append((gain, order, edit, after))
    ranked.sort(key=lambda r: (r[0], r[1]))
    best: tuple[float, int, Edit, GameMap, PlaytestResult] | None = None
    tried = []
    for _rank, order, edit, after in ranked[:candidates]:
        result = verify_balance(
            after,
            games=games,
            seed=seed,
            margin=margin,
            workers=workers,
            bot=bot,
            progress=progress,
        )
        edge = largest_edge(result)
        tried.append((edit, edge))
        if best is None or (edge, order) < (best[0], best[1]):
            best = (edge, order, edit, after, result)
    if best is None or best[0] >= largest_edge(before):
        return BalanceFix(game_map, game_map, before, None, None, tuple(tried))
    return BalanceFix(game_map, best[3], before, best[4], best[2], tuple(tried))
