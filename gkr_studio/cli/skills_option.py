"""The ``--skills`` option of ``gkr-map playtest``: its text (``full,strong``) read as the
bot kinds that play one batch each (:class:`engine.playtest.SkillVerdicts` compares their
verdicts): ``skill_kinds("full, strong")`` is ``("full", "strong")``; a kind that is no
bot, or fewer than two different kinds, is a :class:`SkillsError` naming the option.
"""

from __future__ import annotations

from engine.bots import BOT_KINDS
from engine.core import GkrError, _


class SkillsError(GkrError, ValueError):
    """A list of skill levels that cannot be played."""


def skill_kinds(text: str) -> tuple[str, ...]:
    """The bot kinds of ``--skills`` (``full,strong``): two or more different kinds."""
    kinds = tuple(k.strip() for k in text.split(",") if k.strip())
    for k in kinds:
        if k not in BOT_KINDS:
            raise SkillsError(
                _("--skills: no bot called {name}; choose one of {bots}").format(
                    name=repr(k), bots=", ".join(sorted(BOT_KINDS))
                )
            )
    if len(kinds) < 2 or len(set(kinds)) != len(kinds):
        raise SkillsError(
            _("--skills: give two or more different bots (full,strong), not {text}").format(
                text=repr(text)
            )
        )
    return kinds
