"""Decisions that answer ``forced`` and ``validate`` without building every action (for
speed) must agree with their full list of legal actions."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.core.errors import IllegalActionError
from engine.files.resources import BUILTIN_MAPS
from engine.game import Declare, Deploy, UnitClass, new_game
from engine.game.combat import DeclareDecision, FireDecision
from engine.game.deploying import DeployDecision
from engine.game.movement import SupportMoveDecision
from engine.game.targets import shot_options
from tests.engine.game.helpers import H, the_map


def _candidates(g, d) -> set:
    found = set(g.legal_actions())
    p = g.players[d.player]
    if isinstance(d, DeclareDecision):
        names = sorted(set(p.hand) | {c.id for c in p.faction.cards if c.kind.is_weapon})
        for k in range(4):
            found.update(Declare(c) for c in itertools.combinations(names[:9], k))
        found.add(Declare((names[0], names[0])))
    if isinstance(d, DeployDecision):
        found.update(
            Deploy(c, h)
            for c in UnitClass
            if c is not UnitClass.HH
            for h in (H("5F"), H("1A"), p.hh)
        )
    return found


@pytest.mark.parametrize("slug", BUILTIN_MAPS)
def test_validate_and_forced_agree_with_the_legal_actions(slug):
    for seed in range(3):
        rng = random.Random(seed)
        g = new_game(the_map(slug), seed=seed)
        while not g.is_terminal():
            d = g.decision
            legal = g.legal_actions()
            assert d.forced(g) is None, "a pending decision is never one the engine takes"
            if isinstance(d, (DeclareDecision, DeployDecision, SupportMoveDecision)):
                assert len(legal) > 1, "and it is a real choice"
            if isinstance(d, (DeclareDecision, DeployDecision)):
                for a in _candidates(g, d):
                    try:
                        d.validate(g, a)
                        ok = True
                    except IllegalActionError:
                        ok = False
                    assert ok == (a in legal), a
            if isinstance(d, SupportMoveDecision):
                assert len(d.destinations(g)) == len(legal) > 1
            if isinstance(d, FireDecision):
                assert d.options(g) == shot_options(g, d.player, d.source)
            g.apply_action(rng.choice(legal))
