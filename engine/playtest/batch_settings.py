"""The settings of a standard batch: what decides its games and figures.

The Balance dock and the Balance Playtest dialog run their batches from a
:class:`BatchSettings` and describe it in a line (:meth:`BatchSettings.describe`); the
command line that plays the same games is the studio's to write
(``gkr_studio.batch_command``).

>>> BatchSettings(games=400, seed=1).describe()
'seed 1 · full bot · duplicate deals · 400 games'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.bots import DEFAULT_BOT
from engine.core.messages import _, ngettext
from engine.core.numbers import format_general, format_integer
from engine.playtest.runner import UNTIL_VERDICT_GAMES
from engine.selfplay.games import DEFAULT_DESIGN
from engine.verdicts.stats import DEFAULT_MARGIN


@dataclass(frozen=True)
class BatchSettings:
    """What decides a standard batch's games and figures (the workers do not)."""

    games: int | None = None
    """Games to play; with :attr:`until_verdict` the most (``None``: the runner's cap)."""
    seed: int = 0
    bot: str = DEFAULT_BOT
    design: str = DEFAULT_DESIGN
    until_verdict: bool = False
    margin: float = DEFAULT_MARGIN
    """E, in shares of games (0.05 is 5 points)."""
    fair_within: float | None = None
    """F (``None``: half of E)."""

    @property
    def cap(self) -> int:
        """The games the batch plays at most."""
        return (
            self.games
            if self.games is not None
            else (UNTIL_VERDICT_GAMES if self.until_verdict else 0)
        )

    def run_options(self) -> dict[str, Any]:
        """The keyword arguments of :func:`engine.playtest.runner.run_batch` (after the
        mode and the map: ``games`` and ``seed`` are positional there)."""
        return {
            "bot": self.bot,
            "design": self.design,
            "until_verdict": self.until_verdict,
            "margin": self.margin,
            "fair_within": self.fair_within,
        }

    def describe(self) -> str:
        """The settings in a line: ``seed 1 · full bot · duplicate deals · until the verdict
        (±5 points, fair ±2.5), at most 20,000 games``."""
        f = self.margin / 2 if self.fair_within is None else self.fair_within
        how = (
            ngettext(
                "until the verdict (±{e} points, fair ±{f}), at most {cap} game",
                "until the verdict (±{e} points, fair ±{f}), at most {cap} games",
                self.cap,
            ).format(
                e=format_general(self.margin * 100),
                f=format_general(f * 100),
                cap=format_integer(self.cap),
            )
            if self.until_verdict
            else ngettext("{games} game", "{games} games", self.cap).format(
                games=format_integer(self.cap)
            )
        )
        design = _("duplicate deals") if self.design == "duplicate" else _("independent games")
        return _("seed {seed} · {bot} bot · {design} · {how}").format(
            seed=self.seed, bot=self.bot, design=design, how=how
        )
