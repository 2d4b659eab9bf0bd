"""The engine's own draws give exactly what :mod:`random` gives for the same generator, so
seeds replay the games they always did (the golden transcripts rest on it)."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from engine.game.attack import Attack
from engine.game.catalog import UnitClass
from engine.game.dice import SeededDice, below, shuffle_with
from engine.geometry.hexes import Hex


@given(st.integers(0, 2**64), st.integers(1, 10**6))
def test_below_draws_as_randrange(seed: int, n: int) -> None:
    a, b = random.Random(seed), random.Random(seed)
    assert [below(a, n) for _ in range(5)] == [b.randrange(n) for _ in range(5)]
    assert a.getstate() == b.getstate()


@given(st.integers(0, 2**64), st.integers(0, 200))
def test_shuffle_with_swaps_as_random_shuffle(seed: int, size: int) -> None:
    a, b = list(range(size)), list(range(size))
    ra, rb = random.Random(seed), random.Random(seed)
    shuffle_with(ra, a)
    rb.shuffle(b)
    assert a == b
    assert ra.getstate() == rb.getstate()


@given(st.integers(0, 2**32))
def test_seeded_dice_draw_as_the_generator_methods(seed: int) -> None:
    d, r = SeededDice(seed), random.Random(seed)
    assert [d.d6() for _ in range(6)] == [r.randint(1, 6) for _ in range(6)]
    assert d.pick(25) == r.randrange(25)
    pile, ref = list("abcdefghij"), list("abcdefghij")
    d.shuffle(pile)
    r.shuffle(ref)
    assert pile == ref


def test_a_rolled_attack_is_the_attack_with_its_dice() -> None:
    a = Attack(
        2,
        "dire-laser",
        UnitClass.HH,
        Hex.parse("3C"),
        1,
        UnitClass.COMBAT,
        Hex.parse("5E"),
        8,
        4,
        True,
        True,
        armor_bonus=1,
    )
    assert a.rolled((3, 5)) == replace(a, dice=(3, 5))
