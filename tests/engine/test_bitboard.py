"""Bit sets of board spaces: :func:`engine.bitboard.expand` against the neighbours of
each hex (engine.board)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bitboard import bit, expand, hexes_of, mask_of
from engine.board import SPACES_SORTED, space_neighbors


def test_expand_of_each_space_is_its_neighbours():
    for h in SPACES_SORTED:
        assert set(hexes_of(expand(bit(h)))) == set(space_neighbors(h)), h


@settings(max_examples=300)
@given(st.lists(st.sampled_from(SPACES_SORTED), unique=True))
def test_expand_of_a_set_is_the_union_of_the_neighbours(hexes):
    m = mask_of(hexes)
    want = set()
    for h in hexes:
        want |= set(space_neighbors(h))
    assert set(hexes_of(expand(m))) == want

