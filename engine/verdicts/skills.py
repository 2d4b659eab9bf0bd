"""Verdicts at two skill levels: the same batch (map, seed, games, design) played by two
kinds of bot, and whether their verdicts agree — a map fair for a weak bot may not be for a
strong one (``gkr-map playtest --skills full,strong``, the Balance Playtest dialog's second
opinion).

The verdicts agree when every one is clear and they are the same word and, for an edge,
favour the same seat; an unclear verdict agrees with nothing yet (:attr:`SkillVerdicts.clear`
tells the two cases apart).

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> from engine.playtest.runner import run_playtest
>>> m = load_map(builtin_map_path("final-stand"))
>>> both = SkillVerdicts(tuple(run_playtest(m, 2, seed=1, bot=b) for b in ("random", "solo")))
>>> [s["bot"] for s in both.to_json()["skills"]], both.agree
(['random', 'solo'], False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.verdicts.result import PlaytestResult


def verdict_key(result: PlaytestResult) -> tuple[str, int | None]:
    """What two verdicts must share to agree: the word, and the seat an edge favours."""
    return (result.verdict, result.named if result.verdict == "edge" else None)


@dataclass(frozen=True)
class SkillVerdicts:
    """One batch per skill level, in the order asked."""

    results: tuple[PlaytestResult, ...]

    @property
    def clear(self) -> bool:
        """Whether every level's verdict is clear (fair or edge)."""
        return all(r.verdict != "unclear" for r in self.results)

    @property
    def agree(self) -> bool:
        return self.clear and len({verdict_key(r) for r in self.results}) == 1

    def to_json(self) -> dict[str, Any]:
        """``{"skills": [{bot, verdict, verdict_sentence, games, seats…}], "agree"}``."""
        return {"skills": [skill_json(r) for r in self.results], "agree": self.agree}


def skill_json(result: PlaytestResult) -> dict[str, Any]:
    """One skill level's verdict and seats, as the batch's own JSON gives them."""
    full = result.to_json()
    return {
        "bot": result.bot,
        "games": result.games,
        **{k: full[k] for k in ("verdict", "verdict_sentence", "next_action")},
        "seats": [{k: s[k] for k in SEAT_FIELDS} for s in full["seats"]],
    }


SEAT_FIELDS = (
    "seat",
    "start",
    "wins",
    "win_rate",
    "ci95",
    "edge",
    "edge_ci95",
    "adjusted_win_rate",
)
"""The figures of each seat a skill level's JSON repeats from its batch's."""
