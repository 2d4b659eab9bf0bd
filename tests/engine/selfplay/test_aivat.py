"""AIVAT luck (engine.selfplay.aivat): the model's chance after each chance event less its
exact expectation over the event's outcomes, so its mean is zero and the control variate
built on it cannot bias a seat's estimate.

The expectations are checked by exact enumeration: in a real position, at a real event,
every outcome of the dice is valued with its probability and the terms add up to 0.
The dice are those of engine.game.combat (double 6, double 1, one save die a point)."""

from __future__ import annotations

import itertools

import pytest

from engine.bots import make_bot
from engine.game import new_game, observe
from engine.game.attack_rolls import roll_outcome
from engine.game.combat_events import ArmorSave, AttackRoll, Repaired
from engine.game.events import Event
from engine.game.state import GameState
from engine.playtest import play_game
from engine.selfplay.aivat import AivatRecorder
from engine.selfplay.luck import KINDS
from engine.verdicts.stats import estimate, units_of
from tests.engine.game.helpers import the_map


def _stop_at(slug: str, seed: int, wanted: type, when=lambda s, e: True) -> tuple[GameState, Event]:
    """A full-bot game played until an event of type ``wanted`` is logged (the state as
    the listener sees it then, a clone, and the event)."""
    state = new_game(the_map(slug), seed=seed)
    found: list[tuple[GameState, Event]] = []

    def listen(s: GameState, e: Event) -> None:
        if not found and isinstance(e, wanted) and when(s, e):
            found.append((s.clone(), e))

    state.event_listener = listen
    bots = [make_bot("full", q, seed) for q in range(state.num_players)]
    while not found and not state.is_terminal():
        q = state.current_player()
        state.apply_action(bots[q].choose(observe(state, q)))
    assert found, f"no {wanted.__name__} in the game"
    s, e = found[0]
    s.attack = state.attack if isinstance(e, AttackRoll) else s.attack
    return s, e


def _luck(state: GameState, event: Event) -> list[float]:
    rec = AivatRecorder(state.num_players)
    rec(state, event)
    assert rec.events == 1
    return rec.luck


@pytest.mark.parametrize("slug,seed", [("final-stand", 2), ("showdown", 5)])
def test_an_attack_roll_is_lucky_by_zero_on_average_in_a_real_position(slug, seed):
    state, e = _stop_at(slug, seed, AttackRoll, lambda s, e: e.target_player >= 0)
    assert isinstance(e, AttackRoll)
    total = [0.0] * state.num_players
    values = set()
    for dice in itertools.product(range(1, 7), repeat=2):
        outcome = AttackRoll(
            e.player,
            e.source,
            dice,
            e.number,
            roll_outcome(dice, e.number),
            e.damage,
            e.armor,
            e.target_player,
            e.target_unit,
        )
        luck = _luck(state, outcome)
        values.add(round(luck[e.player], 12))
        assert sum(luck) == pytest.approx(0.0, abs=1e-12)
        for q in range(len(total)):
            total[q] += luck[q] / 36
    assert total == pytest.approx([0.0] * len(total), abs=1e-12)
    assert len(values) >= 2  # the outcomes are valued differently: the test can fail


@pytest.mark.parametrize("slug,seed", [("final-stand", 2), ("citadel", 1)])
def test_an_armor_save_is_lucky_by_zero_on_average_in_a_real_position(slug, seed):
    state, e = _stop_at(slug, seed, ArmorSave, lambda s, e: 1 <= len(e.dice) <= 6)
    assert isinstance(e, ArmorSave)
    n = len(e.dice)
    total = [0.0] * state.num_players
    for dice in itertools.product(range(1, 7), repeat=n):
        saved = sum(1 for d in dice if d >= e.armor)
        luck = _luck(state, ArmorSave(e.player, e.unit, dice, e.armor, saved, n - saved))
        for q in range(len(total)):
            total[q] += luck[q] / 6**n
    assert total == pytest.approx([0.0] * len(total), abs=1e-12)
    saved_all = ArmorSave(e.player, e.unit, (6,) * n, e.armor, n, 0)
    assert _luck(state, saved_all)[e.player] > 0  # saving every point is good luck


def test_a_repair_roll_is_lucky_by_zero_on_average():
    """A repair puts a card of the damage pile back (logged after it went back)."""
    state = new_game(the_map("final-stand"), seed=3)
    bots = [make_bot("full", q, 3) for q in range(2)]
    while not any(p.damage for p in state.players):
        q = state.current_player()
        state.apply_action(bots[q].choose(observe(state, q)))
    seat = next(q for q, p in enumerate(state.players) if p.damage)
    fixed = state.clone()
    t = fixed.players[seat]
    t.discard.insert(0, t.damage.pop())
    for needed in range(2, 7):
        chance = (7 - needed) / 6
        good = _luck(fixed, Repaired(seat, 6, needed, True, len(t.damage)))
        bad = _luck(state, Repaired(seat, 1, needed, False, len(state.players[seat].damage)))
        assert good[seat] > 0 > bad[seat]
        for q in range(state.num_players):
            assert chance * good[q] + (1 - chance) * bad[q] == pytest.approx(0.0, abs=1e-12)


def test_listening_does_not_change_the_game():
    played = []
    for listen in (False, True):
        state = new_game(the_map("showdown"), seed=7)
        rec = AivatRecorder(4)
        if listen:
            state.event_listener = rec
        bots = [make_bot("full", q, 7) for q in range(4)]
        while not state.is_terminal():
            q = state.current_player()
            state.apply_action(bots[q].choose(observe(state, q)))
        played.append(([str(a) for a in state.history], [str(e) for e in state.events], rec.events))
    assert played[0][:2] == played[1][:2]
    assert played[0][2] == 0 < played[1][2]
    assert state.clone().event_listener is None


def test_a_batch_game_keeps_the_models_luck_as_its_last_kind():
    r = play_game(the_map("final-stand"), 0, 3, "full", design="duplicate")
    assert KINDS[-1] == "aivat" and all(len(row) == len(KINDS) for row in r.luck)
    model = [row[-1] for row in r.luck]
    assert model[0] == pytest.approx(-model[1], abs=1e-9) and model[0] != 0.0


@pytest.mark.slow
def test_on_a_symmetric_map_the_model_adjusted_rates_hold_the_fair_share():
    """Final Stand's two starts mirror each other: with the adjustment on the model's luck
    alone, each seat's adjusted rate lies within its interval of 1/2."""
    m = the_map("final-stand")
    records = [play_game(m, i, 3, "full", design="duplicate") for i in range(200)]
    units = units_of(records, 2, "duplicate")
    only_model = [type(u)(u.shares, tuple(row[-1:] for row in u.luck)) for u in units]
    for us in (units, only_model):
        for s in estimate(us):
            assert s.adjusted_interval[0] <= 0.5 <= s.adjusted_interval[1]


@pytest.mark.parametrize("slug,mode", [("showdown", "standard"), ("crackshot-alley", "2v2")])
def test_the_recorders_scores_are_the_models(slug, mode):
    """The recorder reads the cheap features straight off the players' state: the same
    scores as the model's own reading of the observation, at every chance event."""
    from engine.bots.winmodel import shipped_win_model
    from engine.game import GameConfig

    state = new_game(the_map(slug), seed=2, config=GameConfig(mode=mode))
    model = shipped_win_model()
    checked = []

    def listen(s: GameState, e: Event) -> None:
        if isinstance(e, AttackRoll):
            rec = AivatRecorder(s.num_players)
            rec._read(s)
            assert rec._before == pytest.approx(model.seat_scores(observe(s, 0)), abs=1e-12)
            checked.append(e)

    state.event_listener = listen
    bots = [make_bot("full", q, 2) for q in range(4)]
    while not state.is_terminal() and len(checked) < 20:
        q = state.current_player()
        state.apply_action(bots[q].choose(observe(state, q)))
    assert checked


def test_a_results_file_from_before_the_models_luck_still_reads():
    """A game line of three kinds of luck (dice, draws, aimed) gets 0 for the model's."""
    from engine.playtest.results_lines import _luck_row

    assert _luck_row([1, -2.5, 0.5]) == (1.0, -2.5, 0.5, 0.0)
    assert _luck_row([1, 2, 3, 4]) == (1.0, 2.0, 3.0, 4.0)
