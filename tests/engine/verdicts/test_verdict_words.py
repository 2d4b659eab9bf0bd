"""One way to name an edge (engine.verdicts.verdict_words): the favoured seat of two, a
held-back seat of more only when no seat is favoured beyond the margin; a positive number
of points and its interval; and what to do next after each verdict."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Hex
from engine.verdicts.sequential import VerdictTest, judge
from engine.verdicts.stats import Unit
from engine.verdicts.verdict_words import edge_phrase, named_seat, next_step

TEST = VerdictTest()
TWO = [Hex.parse("1F"), Hex.parse("9F")]
FOUR = [Hex.parse(h) for h in ("1B", "1J", "9B", "9J")]


def _units(shares, n=400):
    return [Unit(tuple(shares), tuple(() for _ in shares))] * n


def test_two_seats_name_the_favoured_seat_even_when_the_first_is_held_back():
    v = judge(_units((0.43, 0.57)), TWO, TEST, sequential=False)
    assert v.verdict == "edge" and v.named == 1
    assert v.text.startswith("9F favoured by 7.0 points, ")
    assert "held back" not in v.text and "-" not in v.text


def test_a_fixed_size_batch_names_the_edge_the_same_way_as_one_stopped_at_its_verdict():
    """Before, a fixed-size batch said "not yet clear at ±5 points (seat 9F -5.8 ± 5.0)"
    while the sequential test said "1F favoured by …" for the same edge."""
    units = [
        Unit((1.0, 0.0), ((), ())),
        Unit((0.0, 1.0), ((), ())),
        Unit((1.0, 0.0), ((), ())),
    ] * 12
    fixed = judge(units, TWO, TEST, sequential=False, final=True, games=72)
    running = judge(units, TWO, TEST, sequential=True)
    assert fixed.verdict == running.verdict == "unclear"
    phrase = "1F favoured by 16.7 points, "
    assert fixed.text.startswith(f"not yet clear at ±5 points: {phrase}")
    assert phrase in running.text
    # the JSON's verdict_text keeps the wording scripts have read so far
    assert fixed.recorded_text.startswith("not yet clear at ±5 points (seat ")


def test_four_seats_name_a_held_back_seat_when_no_seat_is_favoured_beyond_the_margin():
    v = judge(_units((0.27, 0.27, 0.27, 0.19)), FOUR, TEST, sequential=False)
    assert v.verdict == "edge" and v.named == 3
    assert v.text.startswith("9J held back by 6.0 points, ")


def test_four_seats_name_the_favoured_seat_beyond_the_margin_before_a_further_held_back_one():
    v = judge(_units((0.31, 0.27, 0.25, 0.17)), FOUR, TEST, sequential=False)
    assert v.verdict == "edge" and v.named == 0
    assert v.text.startswith("1B favoured by 6.0 points, ")
    assert named_seat([0.02, 0.02, 0.02, -0.06], 0.05) == 3
    assert named_seat([0.06, 0.02, 0.0, -0.08], 0.05) == 0


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(0.0, 1.0), min_size=20, max_size=60))
def test_two_seats_never_name_a_seat_held_back_or_a_negative_edge(firsts):
    units = [Unit((x, 1 - x), ((), ())) for x in firsts]
    for sequential in (False, True):
        v = judge(units, TWO, TEST, sequential=sequential, final=True, games=2 * len(units))
        e = v.estimates[v.named or 0]
        assert v.named is not None and e.adjusted_edge >= 0
        assert "held back" not in v.text and " favoured by " in v.text
        assert "seat 1F" not in v.text and "seat 9F" not in v.text


def test_an_interval_that_crosses_zero_is_written_from_its_low_end():
    assert edge_phrase("1F", 0.02, (-0.01, 0.05)) == "1F favoured by 2.0 points, -1.0 to 5.0"
    assert edge_phrase("9J", -0.06, (-0.099, -0.021)) == "9J held back by 6.0 points, 2.1–9.9"


def test_the_next_step_after_each_verdict():
    common = {"capped": False, "cancelled": False, "final": True, "games": 600, "side": "1F"}
    assert next_step("fair", **common) == ("Nothing to do.", "none")
    words, action = next_step("edge", **common)
    assert action == "fix" and "away from 1F" in words and "gkr-map fix" in words
    words, action = next_step("unclear", **dict(common, capped=True))
    assert action == "more-games" and "--games 1200" in words
    assert next_step("unclear", **dict(common, final=False)) == ("", "wait")
    assert next_step("unclear", **dict(common, cancelled=True))[1] == "run-again"
    capped = judge(_units((0.5, 0.5), 21), TWO, TEST, sequential=True, final=True, games=42)
    assert capped.capped and capped.action == "more-games" and "--games 84" in capped.next_step
