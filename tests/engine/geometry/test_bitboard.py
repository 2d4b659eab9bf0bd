"""Bit sets of board spaces: :func:`engine.geometry.bitboard.expand` against the neighbours of
each hex (engine.geometry.board); a mask split into three words holds the same hexes."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.geometry.bitboard import (
    WORD,
    bit,
    bit_index,
    bit_indexes,
    expand,
    expand_words,
    from_words,
    hexes_of,
    mask_of,
    word_holds,
    word_indexes,
    words,
)
from engine.geometry.board import SPACES_SORTED, space_neighbors


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


@settings(max_examples=300)
@given(st.lists(st.sampled_from(SPACES_SORTED), unique=True))
def test_a_mask_as_three_words_holds_the_same_hexes(hexes):
    m = mask_of(hexes)
    w = words(m)
    assert all(0 <= x < 1 << WORD for x in w)
    assert from_words(*w) == m
    assert word_indexes(*w) == bit_indexes(m)
    assert all(word_holds(*w, bit_index(h)) == (h in hexes) for h in SPACES_SORTED)


def test_every_hex_as_words_when_the_mask_is_minus_one():
    w = words(-1)
    assert all(word_holds(*w, bit_index(h)) for h in SPACES_SORTED)


@settings(max_examples=300)
@given(st.lists(st.sampled_from(SPACES_SORTED), unique=True))
def test_expand_on_three_words_is_expand(hexes):
    m = mask_of(hexes)
    assert from_words(*expand_words(*words(m))) == expand(m)
