"""P(seat wins | position): a conditional logit on public features, shipped as a small JSON.

Each seat gets a score, a weighted sum of its features (:mod:`~engine.bots.winmodel.win_features`),
and its chance to win is its share of the seats' ``exp(score)`` over the seats still in —
the conditional logit (McFadden 1974), which is Luce's choice model with the score as log-
strength (the model of the bot ladder's ratings, :mod:`engine.verdicts.ratings`). With two
seats it is a logistic regression on the difference of their features; with three or four
it keeps Luce's property that the odds between two seats do not depend on the others, so
the one weight vector serves two to four players. In a 2v2 game a team's chance is its
seats' share. A finished game gives its outcome: the winners share the win.

The weights are fitted by ``scripts/train_win_model.py`` (scikit-learn, its inputs recorded
in the file). Inference is plain Python arithmetic on the exported numbers (no numpy),
cheap enough to be evaluated at every chance event of a game
(``benchmarks/bench_win_model.py``).

>>> from engine.game import new_game, observe
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("showdown")), seed=3)
>>> p = win_probabilities(observe(g, 0))
>>> len(p), abs(sum(p) - 1) < 1e-9, p == win_probabilities(observe(g, 2))
(4, True, True)
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

from engine.bots.winmodel.win_features import FAMILIES, FEATURE_NAMES, contenders
from engine.core.errors import GkrError, Problem
from engine.core.messages import _
from engine.files import schema_check
from engine.files.jsondoc import parse_json, read_text
from engine.files.schema_check import check_header, describe_schema_error
from engine.game import Observation

FORMAT = "gkr-win-model"
VERSION = 1
SCHEMA = "win-model"
MAX_FILE_BYTES = 1 << 20
MODEL_PATH = Path(__file__).resolve().parent / "win_model.json"
"""The shipped model (package data beside this module)."""

WHAT = "win model file"


class WinModelError(GkrError, ValueError):
    """A win model file that cannot be used: one line per problem, naming the file."""

    def __init__(self, path: str, problems: Sequence[Problem]) -> None:
        self.path = path
        self.problems = tuple(problems)
        super().__init__("\n".join(f"{path}: {p}" for p in self.problems))


@dataclass(frozen=True)
class WinModel:
    """The fitted numbers: a weight per feature (in :data:`FEATURE_NAMES`' order);
    ``training`` is what the file records of how it was made."""

    weights: tuple[float, ...]
    training: dict[str, Any]

    def score(self, row: Sequence[float]) -> float:
        """One seat's score: the weighted sum of its features."""
        z = 0.0
        for w, x in zip(self.weights, row):
            z += w * x
        return z

    def win_probabilities(self, seen: Observation) -> tuple[float, ...]:
        """Each seat's chance to win from the position ``seen`` (an observation of any seat:
        the features are public, so every seat's view gives the same answer)."""
        n = seen.num_players
        result = seen.result
        teams = tuple(seen.team_of(q) for q in range(n)) if seen.is_team_game() else None
        if result is not None:
            return outcome(result.winners, n, teams)
        inside = contenders(seen)
        if not inside:
            return tuple(1.0 / n for _seat in range(n))
        scores = self.seat_scores(seen)
        return self.shares(inside, [scores[q] for q in inside], n, teams)

    def seat_scores(self, seen: Observation) -> list[float]:
        """Every seat's score, family by family (the same sum as :meth:`score` on
        :func:`~engine.bots.winmodel.win_features.feature_table`'s rows, without
        building them)."""
        weights = self.weights
        scores = [0.0] * seen.num_players
        start = 0
        for family, names in FAMILIES:
            width = len(names)
            for q, row in enumerate(family(seen)):
                z = 0.0
                for j in range(width):
                    z += weights[start + j] * row[j]
                scores[q] += z
            start += width
        return scores

    def chances(
        self,
        inside: Sequence[int],
        rows: Sequence[Sequence[float]],
        seats: int,
        teams: Sequence[Sequence[int]] | None = None,
    ) -> tuple[float, ...]:
        """Each of ``seats`` seats' chance from the features ``rows`` of the seats
        ``inside`` (the others have none): :meth:`shares` of their scores."""
        return self.shares(inside, [self.score(r) for r in rows], seats, teams)

    @staticmethod
    def shares(
        inside: Sequence[int],
        scores: Sequence[float],
        seats: int,
        teams: Sequence[Sequence[int]] | None = None,
    ) -> tuple[float, ...]:
        """Each seat's share of ``exp(score)`` over the seats ``inside`` (whose
        ``scores`` these are; the others get nothing), or with ``teams`` (each seat's
        team) its team's share."""
        top = max(scores)
        strength = [0.0] * seats
        playing = [False] * seats
        total = 0.0
        for q, z in zip(inside, scores):
            e = math.exp(z - top)
            strength[q] = e
            playing[q] = True
            total += e
        if teams is not None:
            return tuple(
                sum(strength[m] for m in teams[q]) / total if playing[q] else 0.0
                for q in range(seats)
            )
        return tuple(x / total for x in strength)


def outcome(
    winners: Sequence[int], seats: int, teams: Sequence[Sequence[int]] | None = None
) -> tuple[float, ...]:
    """A finished game's value per seat: the winners share the win (with ``teams``, each
    seat's team, the winning teams share it and each member gets its team's share).

    >>> outcome((0, 2), 4), outcome((0, 2), 4, ((0, 2), (1, 3), (0, 2), (1, 3)))
    ((0.5, 0.0, 0.5, 0.0), (1.0, 0.0, 1.0, 0.0))
    """
    sides = len({tuple(teams[w]) for w in winners}) if teams is not None else len(winners)
    share = 1.0 / sides if winners else 0.0
    return tuple(share if q in winners else 0.0 for q in range(seats))


def _order(p: Problem) -> tuple[str, str]:
    return (p.where, p.message)


def model_from_data(data: Any, source: str) -> WinModel:
    """Check decoded JSON (header, schema, the engine's feature names) and build the model."""
    problems = check_header(data, FORMAT, VERSION, WHAT, {})
    if not problems:
        problems = schema_check.schema_problems(
            SCHEMA, data, lambda e: describe_schema_error(e, WHAT), _order
        )
    if not problems:
        if tuple(data["features"]) != FEATURE_NAMES:
            problems = [
                Problem(
                    "/features",
                    _(
                        "not the engine's features; run"
                        " scripts/train_win_model.py to fit the model"
                        " again"
                    ),
                )
            ]
        elif len(data["weights"]) != len(FEATURE_NAMES):
            problems = [
                Problem(
                    "/weights",
                    _("{weights} weights for {features} features").format(
                        weights=len(data["weights"]), features=len(FEATURE_NAMES)
                    ),
                )
            ]
    if problems:
        raise WinModelError(source, problems)
    return WinModel(tuple(float(w) for w in data["weights"]), dict(data["training"]))


def load_win_model(path: str | os.PathLike[str]) -> WinModel:
    """Read and check a win model file; raises :class:`WinModelError`."""
    name = os.fspath(path)
    text = read_text(name, MAX_FILE_BYTES, WHAT, WinModelError)
    return model_from_data(parse_json(text, name, MAX_FILE_BYTES, WHAT, WinModelError), name)


@lru_cache(maxsize=1)
def shipped_win_model() -> WinModel:
    """The model shipped with the engine (read once)."""
    return load_win_model(MODEL_PATH)


def win_probabilities(seen: Observation) -> tuple[float, ...]:
    """Each seat's chance to win from the position ``seen`` by the shipped model
    (:meth:`WinModel.win_probabilities`)."""
    return shipped_win_model().win_probabilities(seen)
