"""P(seat wins | position): a logistic model on public features, shipped as a small JSON.

The model (fitted by ``scripts/train_win_model.py`` from the full bot's self-play, its
inputs recorded in the file) gives each seat a logistic score on its features relative to
its opponents' (:mod:`engine.bots.winmodel.win_features`): ``σ(b + w·x)``, the chance that
the seat wins as fitted on every seat of every logged position. The seats' scores are
then normalised to add up to one over the seats still in — a per-seat logistic score
normalised across seats. With two players this is exactly the fitted logistic (σ(a) +
σ(−a) = 1, and the two seats' features are opposite); with three or four it keeps the
order of the scores and makes the chances a distribution. In a 2v2 game each team's
score is its seats' mean, normalised over the teams, and each seat gets its team's chance.
A finished game gives its outcome: each winner an equal share (ties share the win).

Inference is plain Python arithmetic on the exported numbers (no numpy), cheap enough to
be evaluated at every chance event of a game (``benchmarks/bench_win_model.py``).

>>> from engine.game import new_game
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("showdown")), seed=3)
>>> p = win_probabilities(g)
>>> len(p), abs(sum(p) - 1) < 1e-9, p == win_probabilities(g.observation(2))
(4, True, True)
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Protocol, Sequence

from engine.core.errors import GkrError, Problem
from engine.files import jsondoc
from engine.files.jsondoc import check_header, describe_schema_error, parse_json, read_text
from engine.game import Observation
from engine.bots.winmodel.win_features import FEATURE_NAMES, contenders, relative_features

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


class Observable(Protocol):
    """Anything that gives a seat's observation: a game state."""

    def observation(self, seat: int | None = None) -> Observation: ...


@dataclass(frozen=True)
class WinModel:
    """The fitted numbers: a weight per feature (in :data:`FEATURE_NAMES`' order) and the
    intercept; ``training`` is what the file records of how it was made."""

    weights: tuple[float, ...]
    intercept: float
    training: dict[str, Any]

    def seat_score(self, row: Sequence[float]) -> float:
        """σ(b + w·x) for one seat's relative features."""
        z = self.intercept
        for w, x in zip(self.weights, row):
            z += w * x
        if z >= 0:
            return 1.0 / (1.0 + math.exp(-z))
        e = math.exp(z)
        return e / (1.0 + e)

    def win_probabilities(self, position: Observation | Observable) -> tuple[float, ...]:
        """Each seat's chance to win from ``position`` (an observation of any seat, or a
        state: the features are public, so every seat's view gives the same answer)."""
        seen = position if isinstance(position, Observation) else position.observation(0)
        n = seen.num_players
        result = seen.result
        teams = tuple(seen.team_of(q) for q in range(n)) if seen.is_team_game() else None
        if result is not None:
            return outcome(result.winners, n, teams)
        inside = contenders(seen)
        if not inside:
            return tuple(1.0 / n for _ in range(n))
        return self.chances(inside, relative_features(seen, inside), n, teams)

    def chances(self, inside: Sequence[int], rows: Sequence[Sequence[float]], seats: int,
                teams: Sequence[Sequence[int]] | None = None) -> tuple[float, ...]:
        """Each of ``seats`` seats' chance from the relative features ``rows`` of the
        seats ``inside`` (the others have none): the seats' scores normalised over them,
        or with ``teams`` (each seat's team) the teams' mean scores over the teams."""
        scores = dict(zip(inside, (self.seat_score(r) for r in rows)))
        if teams is not None:
            team_score = {tuple(teams[q]): 0.0 for q in inside}
            for t in team_score:
                members = [scores[q] for q in t if q in scores]
                team_score[t] = sum(members) / len(members)
            total = sum(team_score.values())
            return tuple(team_score[tuple(teams[q])] / total
                         if tuple(teams[q]) in team_score else 0.0 for q in range(seats))
        total = sum(scores.values())
        return tuple(scores.get(q, 0.0) / total for q in range(seats))


def outcome(winners: Sequence[int], seats: int,
            teams: Sequence[Sequence[int]] | None = None) -> tuple[float, ...]:
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
        problems = jsondoc.schema_problems(
            SCHEMA, data, lambda e: describe_schema_error(e, WHAT), _order)
    if not problems:
        if tuple(data["features"]) != FEATURE_NAMES:
            problems = [Problem("/features", "not the engine's features; run"
                                " scripts/train_win_model.py to fit the model again")]
        elif len(data["weights"]) != len(FEATURE_NAMES):
            problems = [Problem("/weights", f"{len(data['weights'])} weights for"
                                f" {len(FEATURE_NAMES)} features")]
    if problems:
        raise WinModelError(source, problems)
    return WinModel(tuple(float(w) for w in data["weights"]), float(data["intercept"]),
                    dict(data["training"]))


def load_win_model(path: str | os.PathLike[str]) -> WinModel:
    """Read and check a win model file; raises :class:`WinModelError`."""
    name = os.fspath(path)
    text = read_text(name, MAX_FILE_BYTES, WHAT, WinModelError)
    return model_from_data(parse_json(text, name, MAX_FILE_BYTES, WHAT, WinModelError), name)


@lru_cache(maxsize=1)
def shipped_win_model() -> WinModel:
    """The model shipped with the engine (read once)."""
    return load_win_model(MODEL_PATH)


def win_probabilities(position: Observation | Observable) -> tuple[float, ...]:
    """Each seat's chance to win from ``position`` by the shipped model
    (:meth:`WinModel.win_probabilities`)."""
    return shipped_win_model().win_probabilities(position)
