"""Restricted play: a seat barred from part of the game (Jaffe et al., *Evaluating
Competitive Game Balance with Restricted Play*, AIIDE 2012).

A restriction does not change the rules: the barred seat simply never chooses some of
its legal actions. The parts (:data:`RESTRICTION_PARTS`):

* ``alley-shots``: never a shot that is an alley shot (R-ALLEY-3): a ``Fire`` at a target
  the weapon or unit reaches only by an alley shot;
* ``tagging``: never a ``Tag`` (R-TAG-1), so never a demolition (R-TAG-2) and no Glory
  Hound by tags;
* ``support-units``: never a ``Deploy``; support units enter the board only so, so the
  seat never moves, fires, spots, tags or repairs with one.

Every decision that offers a barred action also offers one that is not (a tag, a deploy:
``pass``; a shot: ``hold``), so a restricted seat can always act (:func:`fallback`).
The full-rules bot plans with its restriction too (a barred seat does not walk to a
building to tag it or to an alley mouth to shoot from it: :mod:`engine.bots.scene`); any
other bot kind is wrapped (:class:`RestrictedBot`): its choice, or when that is barred,
the fallback.

>>> from engine.game import new_game, observe
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=4)
>>> bots = [make_restricted_bot("random", 0, 4, frozenset({"tagging"})),
...         make_restricted_bot("random", 1, 4, frozenset())]
>>> tags = 0
>>> while not g.is_terminal():
...     seat = g.current_player()
...     a = bots[seat].choose(observe(g, seat))
...     tags += seat == 0 and isinstance(a, Tag)
...     g.apply_action(a)
>>> tags
0
>>> check_parts(["tagging", "flying"])
Traceback (most recent call last):
...
engine.bots.restriction.RestrictionError: no part of the game called 'flying'; choose one of alley-shots, support-units, tagging
"""

from __future__ import annotations

from typing import Callable, Iterable

from engine.bots.bot_kinds import Bot, make_bot
from engine.bots.full import FullBot
from engine.bots.strong import StrongBot
from engine.core.errors import GkrError
from engine.core.messages import N_, _
from engine.game import Action, Deploy, Fire, FireDecision, Hold, Observation, Pass, Tag

ALLEY_SHOTS = "alley-shots"
TAGGING = "tagging"
SUPPORT_UNITS = "support-units"
RESTRICTION_PARTS: dict[str, str] = {
    ALLEY_SHOTS: N_("never takes an alley shot"),
    TAGGING: N_("never tags a building, so never demolishes one"),
    SUPPORT_UNITS: N_("never deploys a support unit, so never uses one"),
}
"""The parts of the game a seat can be barred from, and what the barred seat does (a text
to translate where it is shown, ``_()``)."""


class RestrictionError(GkrError, ValueError):
    """A part of the game that does not exist."""


def check_parts(parts: Iterable[str]) -> frozenset[str]:
    """The parts as a set; raises :class:`RestrictionError` (one line) on an unknown one."""
    found = frozenset(parts)
    for part in sorted(found):
        if part not in RESTRICTION_PARTS:
            raise RestrictionError(
                _("no part of the game called {part!r}; choose one of {parts}").format(
                    part=part, parts=", ".join(sorted(RESTRICTION_PARTS))
                )
            )
    return found


def alley_targets(seen: Observation) -> frozenset[object]:
    """The hexes the weapon or unit of the seat's fire decision reaches only by an alley
    shot (empty when it is not asked to fire)."""
    if not isinstance(seen.decision, FireDecision):
        return frozenset()
    return frozenset(o.target for o in seen.shot_options() if o.mode == "alley")


def is_barred(seen: Observation, action: Action, parts: frozenset[str]) -> bool:
    """Whether a seat barred from ``parts`` may not choose ``action`` (legal for it now)."""
    if isinstance(action, Tag):
        return TAGGING in parts
    if isinstance(action, Deploy):
        return SUPPORT_UNITS in parts
    if isinstance(action, Fire) and ALLEY_SHOTS in parts:
        return action.target in alley_targets(seen)
    return False


def allowed_actions(seen: Observation, parts: frozenset[str]) -> list[Action]:
    """The seat's legal actions that ``parts`` do not bar, in the order offered."""
    legal = seen.legal_actions()
    if not parts:
        return legal
    return [a for a in legal if not is_barred(seen, a, parts)]


def fallback(seen: Observation, parts: frozenset[str]) -> Action:
    """What a barred seat does instead: ``pass`` or ``hold`` when offered, else the first
    action allowed (every decision that offers a barred action offers one of those)."""
    allowed = allowed_actions(seen, parts)
    for a in allowed:
        if isinstance(a, (Pass, Hold)):
            return a
    return allowed[0]


class RestrictedBot:
    """A bot of any kind whose seat is barred from ``parts``: its own choice when allowed,
    else :func:`fallback`."""

    def __init__(self, inner: Bot, parts: frozenset[str]) -> None:
        self.inner = inner
        self.parts = parts
        self.name = inner.name

    def choose(self, seen: Observation) -> Action:
        action = self.inner.choose(seen)
        if self.parts and is_barred(seen, action, self.parts):
            return fallback(seen, self.parts)
        return action


def make_restricted_bot(kind: str, seat: int, seed: int, parts: frozenset[str]) -> Bot:
    """A bot of ``kind`` for ``seat`` barred from ``parts`` (none: :func:`make_bot`'s). The
    full-rules bot and the strong bot plan without the parts (:class:`~engine.bots.full.FullBot`'s
    ``barred``); the result is wrapped all the same, so no barred action gets through."""
    if not parts:
        return make_bot(kind, seat, seed)
    planners: dict[str, Callable[..., Bot]] = {"full": FullBot, "strong": StrongBot}
    inner: Bot = (
        planners[kind](seat, seed, barred=parts) if kind in planners else make_bot(kind, seat, seed)
    )
    return RestrictedBot(inner, parts)
