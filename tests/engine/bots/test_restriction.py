"""Restricted play: a seat barred from part of the game never chooses it
(:mod:`engine.bots.restriction`), whatever the position, and can always act."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bots.full import FullBot
from engine.bots.restriction import (
    ALLEY_SHOTS,
    RESTRICTION_PARTS,
    SUPPORT_UNITS,
    TAGGING,
    RestrictionError,
    allowed_actions,
    check_parts,
    is_barred,
    make_restricted_bot,
)
from engine.files.mapfile import load_map
from engine.files.resources import builtin_map_path
from engine.game import Deploy, Fire, FireDecision, Tag, UnitClass, new_game, observe


def _playout(
    map_name: str,
    seed: int,
    parts: frozenset[str],
    kind: str,
    seat: int = 0,
    unwrapped: bool = False,
) -> tuple[int, int]:
    """Play one game with the seat barred from ``parts`` (the other seats full bots), and
    check every decision of the barred seat: its choice is legal, not barred, and some
    allowed action was offered (``unwrapped``: the seat's full bot is not wrapped in
    :class:`~engine.bots.restriction.RestrictedBot`). Returns the decisions at which a barred action was on
    offer, and the barred actions the unrestricted bot of the same seat would have taken
    there."""
    m = load_map(builtin_map_path(map_name))
    g = new_game(m, seed=seed)
    bots = [
        make_restricted_bot(
            kind if s == seat else "full", s, seed, parts if s == seat else frozenset()
        )
        for s in range(m.players)
    ]
    if unwrapped:
        bots[seat] = FullBot(seat, seed, barred=parts)
    free = FullBot(seat, seed)
    offered = tempted = 0
    while not g.is_terminal():
        s = g.current_player()
        seen = observe(g, s)
        if s == seat:
            legal = seen.legal_actions()
            assert allowed_actions(seen, parts), "a restricted seat must always be able to act"
            if any(is_barred(seen, a, parts) for a in legal):
                offered += 1
                tempted += is_barred(seen, free.choose(seen), parts)
        action = bots[s].choose(seen)
        if s == seat:
            assert seen.is_legal(action)
            assert not is_barred(seen, action, parts), (parts, action)
        g.apply_action(action)
    return offered, tempted


@pytest.mark.parametrize("unwrapped", [False, True])
@pytest.mark.parametrize(
    "part,map_name,seeds",
    [
        (TAGGING, "final-stand", (1, 2)),
        (SUPPORT_UNITS, "final-stand", (1, 2)),
        (ALLEY_SHOTS, "crackshot-alley", (4, 5)),
    ],
)
def test_the_full_bot_never_picks_a_barred_action_R_ALLEY_3_R_TAG_1(
    part, map_name, seeds, unwrapped
):
    """The full bot barred from a part never picks an action of that part on any decision:
    its planner leaves them out by itself (``unwrapped``), and the wrapper keeps it so; the
    unrestricted bot in the same positions would have taken some, so the check is not
    empty."""
    offered = tempted = 0
    for seed in seeds:
        o, t = _playout(map_name, seed, frozenset({part}), "full", unwrapped=unwrapped)
        offered += o
        tempted += t
    assert offered > 0 and tempted > 0


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    kind=st.sampled_from(["full", "random", "solo"]),
    parts=st.sets(st.sampled_from(sorted(RESTRICTION_PARTS)), min_size=1),
    map_name=st.sampled_from(["crackshot-alley", "final-stand"]),
    seat=st.integers(0, 1),
)
def test_no_restricted_bot_ever_picks_a_barred_action(seed, kind, parts, map_name, seat):
    """Any bot kind, any set of parts, any seed: on every decision of the barred seat its
    choice is legal and not barred, and an allowed action is on offer (a random bot's
    barred picks become a pass or a hold)."""
    _playout(map_name, seed, frozenset(parts), kind, seat)


@pytest.mark.parametrize("part", sorted(RESTRICTION_PARTS))
def test_the_strong_bot_never_weighs_a_barred_action(part):
    """The strong bot's look-ahead compares only actions its seat may take: unwrapped, it
    never picks a barred one."""
    from engine.bots import StrongBot

    for seed in (11, 12):
        g = new_game(load_map(builtin_map_path("crackshot-alley")), seed=seed)
        barred = StrongBot(0, seed, barred=frozenset({part}))
        bots = [barred] + [FullBot(s, seed) for s in range(1, g.num_players)]
        while not g.is_terminal():
            seat = g.current_player()
            action = bots[seat].choose(observe(g, seat))
            if seat == 0:
                assert not is_barred(observe(g, 0), action, frozenset({part})), action
            g.apply_action(action)


def test_alley_shots_are_told_by_the_shot_options_mode_R_ALLEY_3():
    """Only a ``Fire`` whose target is reached by an alley shot is barred; a sight shot at
    another target, or any other action, is not."""
    m = load_map(builtin_map_path("crackshot-alley"))
    found = False
    for seed in range(1, 6):
        g = new_game(m, seed=seed)
        bots = [make_restricted_bot("full", s, seed, frozenset()) for s in range(m.players)]
        while not g.is_terminal() and not found:
            s = g.current_player()
            seen = observe(g, s)
            if isinstance(seen.decision, FireDecision):
                modes = {o.target: o.mode for o in seen.shot_options()}
                for a in seen.legal_actions():
                    barred = is_barred(seen, a, frozenset({ALLEY_SHOTS}))
                    assert barred == (isinstance(a, Fire) and modes.get(a.target) == "alley")
                    found |= barred
            g.apply_action(bots[s].choose(seen))
        if found:
            break
    assert found, "no alley shot offered in these games"


def test_tags_and_deploys_are_barred_only_by_their_part():
    m = load_map(builtin_map_path("final-stand"))
    seen = observe(new_game(m, seed=1), 0)
    tag = Tag(UnitClass.HH, m.starts[1])
    assert is_barred(seen, tag, frozenset({TAGGING}))
    assert not is_barred(seen, tag, frozenset({SUPPORT_UNITS, ALLEY_SHOTS}))
    deploy = Deploy(UnitClass.COMBAT, m.starts[0])
    assert is_barred(seen, deploy, frozenset({SUPPORT_UNITS}))
    assert not is_barred(seen, deploy, frozenset({TAGGING}))


def test_unknown_parts_are_refused_in_one_line():
    with pytest.raises(
        RestrictionError,
        match="no part of the game called 'cards'; choose"
        " one of alley-shots, support-units, tagging",
    ):
        check_parts(["tagging", "cards"])
