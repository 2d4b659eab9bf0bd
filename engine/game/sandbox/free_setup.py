"""Free setup: change anything of a position, each change checked, then let the rules go on.

The sandbox's board editor. Each function changes one thing of a game state in place —
where a unit stands, its facing, a player's damage, energy, hand and deck top, the tags on
a building, who controls a rubble hex, the round and phase, the Glory Hound — after
checking that the position stays possible: an impossible one (two units on a hex, a unit
on a building, damage beyond the track, a card the player does not own…) is refused with
:class:`~engine.core.errors.PositionError`, its reason in one line, and nothing changes.
Work on a copy (``state.clone()``) to keep the game as it was.

While the position is edited the pending decision waits; :func:`restart_phase` sets the
round and the phase and starts that phase afresh (its decisions are asked again from its
first). :func:`resume` checks the whole position (:func:`position_problems`: the game's
invariants, :mod:`engine.game.invariants`) and returns the rules' next decision.

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> from engine.game.setup import new_game
>>> from engine.game.catalog import UnitClass
>>> from engine.geometry.hexes import Hex
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=1).clone()
>>> place_unit(g, 0, UnitClass.HH, Hex.parse("3E"))
Traceback (most recent call last):
...
engine.core.errors.PositionError: 3E holds a building: a unit stands on a free hex
>>> place_unit(g, 0, UnitClass.HH, Hex.parse("5F")); str(g.players[0].hh)
'5F'
>>> set_damage(g, 1, 30)
Traceback (most recent call last):
...
engine.core.errors.PositionError: P2 damage 30: the damage track holds 0 to 24 cards (25 destroy the Heavy Hitter)
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from engine.core.errors import IllegalActionError, PositionError
from engine.core.messages import _
from engine.game.catalog import UnitClass
from engine.game.combat import CombatPhase
from engine.game.deploying import DeployPhase
from engine.game.events import PHASES as PHASE_WORDS
from engine.game.events import said
from engine.game.invariants import check_invariants
from engine.game.movement import MovementPhase
from engine.game.reset import EndRound, ResetPhase
from engine.game.scoring import DEMOLITIONS_TO_WIN
from engine.game.solo import deck_cards, solo_opponent
from engine.game.state import GameState, Phase, Step
from engine.game.tagging import TAGS_TO_DEMOLISH, TaggingPhase
from engine.game.teams import TEAM_DEMOLITIONS_TO_WIN, team_of
from engine.game.units import TAG_SUPPLY
from engine.geometry.board import PLAYABLE
from engine.geometry.hexes import Direction, Hex

ROUND_PHASES = (Phase.DEPLOY, Phase.MOVEMENT, Phase.COMBAT, Phase.TAGGING, Phase.RESET)
"""The phases a round restarts at (:func:`restart_phase`)."""
MAX_ROUND = 1000


def _who(seat: int) -> str:
    return f"P{seat + 1}"


def _player_in_game(state: GameState, seat: int) -> None:
    if not 0 <= seat < state.num_players:
        raise PositionError(
            _("seat {seat}: this game has seats 0 to {number}").format(
                seat=seat, number=state.num_players - 1
            )
        )
    if not state.players[seat].alive:
        raise PositionError(_("{who} is out of the game").format(who=_who(seat)))


def _changed(state: GameState) -> None:
    state.position_changed()


def _no_attack(state: GameState, what: str) -> None:
    if state.attack is not None:
        raise PositionError(
            _("{what}: an attack is being resolved; restart the phase first").format(what=what)
        )


# -- units ---------------------------------------------------------------------------------


def place_unit(
    state: GameState, seat: int, unit: UnitClass, h: Hex, hit_points: int | None = None
) -> None:
    """Put ``seat``'s unit on ``h``: move it there, or deploy a support unit (with
    ``hit_points``, default its full hit points)."""
    _player_in_game(state, seat)
    _no_attack(state, _("{seat} {unit} to {hex}").format(seat=_who(seat), unit=unit, hex=h))
    p = state.players[seat]
    if h not in PLAYABLE:
        raise PositionError(_("{h} is not a playable hex").format(h=h))
    if h in state.game_map.intact_hexes:
        raise PositionError(_("{h} holds a building: a unit stands on a free hex").format(h=h))
    if h in state.game_map.building_hexes:
        raise PositionError(_("{h} is rubble: a unit stands on a free hex").format(h=h))
    there = state.occupant.get(h)
    if there is not None and there != (seat, unit):
        raise PositionError(
            _("{h} already holds {who}'s {unit}").format(h=h, who=_who(there[0]), unit=there[1])
        )
    if unit is not UnitClass.HH:
        card = next((u for u in p.faction.support if u.unit_class is unit), None)
        if card is None:
            raise PositionError(
                _("{name} has no {unit} unit").format(name=p.faction.name, unit=unit)
            )
        hp = hit_points if hit_points is not None else p.hp.get(unit, card.hit_points)
        if not 0 < hp <= card.hit_points:
            raise PositionError(
                _("{who} {unit} with {hp} hit points: it has 1 to {hit_points}").format(
                    who=_who(seat), unit=unit, hp=hp, hit_points=card.hit_points
                )
            )
        p.hp[unit] = hp
    old = p.units.get(unit)
    if old is not None:
        del state.occupant[old]
    p.units[unit] = h
    state.occupant[h] = (seat, unit)
    _changed(state)


def remove_unit(state: GameState, seat: int, unit: UnitClass) -> None:
    """Take a support unit off the board (a Heavy Hitter in the game stays on it)."""
    _player_in_game(state, seat)
    _no_attack(state, _("{seat} {unit} off the board").format(seat=_who(seat), unit=unit))
    p = state.players[seat]
    if unit is UnitClass.HH:
        raise PositionError(
            _("{who} is in the game: its Heavy Hitter stays on the board").format(who=_who(seat))
        )
    h = p.units.get(unit)
    if h is None:
        raise PositionError(
            _("{who} has no {unit} unit on the board").format(who=_who(seat), unit=unit)
        )
    del p.units[unit], p.hp[unit], state.occupant[h]
    _changed(state)


def set_facing(state: GameState, seat: int, facing: Direction) -> None:
    """Turn ``seat``'s Heavy Hitter."""
    _player_in_game(state, seat)
    state.players[seat].facing = facing
    _changed(state)


# -- cards and counters --------------------------------------------------------------------


def set_damage(state: GameState, seat: int, cards: int) -> None:
    """Give ``seat`` ``cards`` damaged cards: more are taken from the top of its deck (then
    its discard pile), fewer go back to its discard pile."""
    _player_in_game(state, seat)
    p = state.players[seat]
    size = deck_cards(state, seat)
    if not 0 <= cards < size:
        raise PositionError(
            _(
                "{who} damage {cards}: the damage track holds 0 to {number} "
                "cards ({size} destroy the Heavy Hitter)"
            ).format(who=_who(seat), cards=cards, number=size - 1, size=size)
        )
    while len(p.damage) > cards:
        p.discard.append(p.damage.pop())
    while len(p.damage) < cards:
        pile = p.deck or p.discard or p.hand
        if not pile:
            raise PositionError(
                _(
                    "{who} damage {cards}: only {spare_cards} cards are out of "
                    "the firing line to take it"
                ).format(who=_who(seat), cards=cards, spare_cards=p.spare_cards)
            )
        p.damage.append(pile.pop())
    _changed(state)


def set_unit_hit_points(state: GameState, seat: int, unit: UnitClass, hit_points: int) -> None:
    """The hit points left of a support unit on the board."""
    h = state.players[seat].units.get(unit) if 0 <= seat < state.num_players else None
    if h is None or unit is UnitClass.HH:
        raise PositionError(
            _("{who} has no {unit} support unit on the board").format(who=_who(seat), unit=unit)
        )
    place_unit(state, seat, unit, h, hit_points)


def set_energy(state: GameState, seat: int, energy: int) -> None:
    """``seat``'s energy, from 0 to what its reactor gives (and sponsor cards added)."""
    _player_in_game(state, seat)
    p = state.players[seat]
    cap = 5 + state.upgrade_bonus(seat, "reactor") + p.gained
    if solo_opponent(state, seat):
        cap = 0
    if not 0 <= energy <= cap:
        raise PositionError(
            _("{who} energy {energy}: 0 to {cap} now").format(
                who=_who(seat), energy=energy, cap=cap
            )
        )
    p.energy = energy
    _changed(state)


def _take(
    cards: Sequence[str], piles: list[list[str]], seat: int, what: str, state: GameState
) -> None:
    """Remove ``cards`` from ``piles`` (the first pile holding each), or refuse naming the
    first card the player does not have there."""
    faction = state.players[seat].faction
    want = Counter(cards)
    have = Counter(c for pile in piles for c in pile)
    for card, n in sorted(want.items()):
        if not faction.has_card(card):
            raise PositionError(
                _("{what}: {card!r} is not a card of {name}").format(
                    what=what, card=card, name=faction.name
                )
            )
        if have[card] < n:
            raise PositionError(
                _("{what}: {who} has {have} {card!r} to take, not {n}").format(
                    what=what, who=_who(seat), have=have[card], card=card, n=n
                )
            )
    for card in cards:
        for pile in piles:
            if card in pile:
                pile.reverse()
                pile.remove(card)  # the topmost copy
                pile.reverse()
                break


def set_hand(state: GameState, seat: int, cards: Sequence[str]) -> None:
    """``seat``'s hand: the cards come from its hand, deck and discard pile; the cards of
    the hand left out go to the bottom of its deck."""
    _player_in_game(state, seat)
    if solo_opponent(state, seat) and cards:
        raise PositionError(_("{who} is a solo opponent: it holds no hand").format(who=_who(seat)))
    p = state.players[seat]
    old = list(p.hand)
    p.hand = []
    pool = [old, p.deck, p.discard]
    try:
        _take(cards, pool, seat, _("{seat} hand").format(seat=_who(seat)), state)
    except PositionError:
        p.hand = [c for c in old]
        raise
    p.deck[:0] = old  # what stayed of the old hand (``_take`` removed the kept cards)
    p.hand = list(cards)
    _changed(state)


def set_deck_top(state: GameState, seat: int, cards: Sequence[str]) -> None:
    """The next cards ``seat`` draws, in order (the first is drawn first), from its deck and
    discard pile."""
    _player_in_game(state, seat)
    p = state.players[seat]
    deck, discard = list(p.deck), list(p.discard)
    _take(cards, [deck, discard], seat, _("{seat} deck top").format(seat=_who(seat)), state)
    p.deck = deck + list(reversed(cards))  # the end of the list is the top
    p.discard = discard
    _changed(state)


# -- the board -----------------------------------------------------------------------------


def set_tags(state: GameState, building: Hex, faces: Sequence[int]) -> None:
    """The tags on an intact building: per face (N, NE, SE, S, SW, NW), a seat or -1."""
    if building not in state.game_map.intact_hexes:
        raise PositionError(_("{building} is not a standing building").format(building=building))
    if len(faces) != 6:
        raise PositionError(
            _("{building}: a building has 6 faces, not {count}").format(
                building=building, count=len(faces)
            )
        )
    for q in set(faces) - {-1}:
        _player_in_game(state, q)
        mine = sum(faces.count(a) for a in team_of(state, q))
        if mine >= TAGS_TO_DEMOLISH:
            raise PositionError(
                _(
                    "{building}: {tags} tags of {who}'s side demolish it; make it rubble instead"
                ).format(building=building, tags=TAGS_TO_DEMOLISH, who=_who(q))
            )
    old = state.tags.get(building)
    state.tags[building] = tuple(faces)
    for q in set(faces) - {-1}:
        out = sum(f.count(q) for f in state.tags.values()) + state.players[q].rubble
        if out > TAG_SUPPLY:
            if old is None:
                del state.tags[building]
            else:
                state.tags[building] = old
            raise PositionError(
                _("{who} would have {out} tags out; a faction has {supply}").format(
                    who=_who(q), out=out, supply=TAG_SUPPLY
                )
            )
    if all(q == -1 for q in faces):
        del state.tags[building]
    _changed(state)


def set_rubble(state: GameState, building: Hex, owner: int | None) -> None:
    """Demolish ``building`` as ``owner``'s rubble, or (``None``) stand it up again."""
    m = state.game_map
    if building not in m.building_hexes:
        raise PositionError(_("{building} holds no building").format(building=building))
    _no_attack(state, _("rubble on {hex}").format(hex=building))
    old = state.rubble_owner.get(building)
    if owner is not None:
        _player_in_game(state, owner)
        side = team_of(state, owner)
        limit = TEAM_DEMOLITIONS_TO_WIN if len(side) > 1 else DEMOLITIONS_TO_WIN
        held = sum(state.players[q].rubble for q in side) + (0 if old in side else 1)
        if held >= limit:
            raise PositionError(
                _(
                    "{who}'s side would control {held} demolished buildings: {limit} win the game"
                ).format(who=_who(owner), held=held, limit=limit)
            )
    if old is not None:
        state.players[old].rubble -= 1
        del state.rubble_owner[building]
    state.tags.pop(building, None)
    if owner is None:
        state.game_map = m.with_demolished(building, False)
    else:
        state.rubble_owner[building] = owner
        state.players[owner].rubble += 1
        state.game_map = m.with_demolished(building, True)
    _changed(state)


def set_glory_hound(state: GameState, seat: int) -> None:
    """Give ``seat`` the Glory Hound token."""
    _player_in_game(state, seat)
    state.glory_hound = seat
    _changed(state)


def restart_phase(state: GameState, round_number: int, phase: Phase | str) -> None:
    """Set the round and start ``phase`` afresh: the pending decision and what was left of
    the phase are dropped, declared weapons go back to hand, and the rules continue from the
    phase's start (then the rest of the round). :func:`resume` runs them."""
    try:
        phase = Phase(phase)
    except ValueError:
        raise PositionError(
            _("phase {phase!r}: one of {phases}").format(
                phase=phase, phases=", ".join(str(p) for p in ROUND_PHASES)
            )
        ) from None
    if phase not in ROUND_PHASES:
        raise PositionError(
            _("phase {phase}: a round restarts at {phases}").format(
                phase=phase, phases=", ".join(str(p) for p in ROUND_PHASES)
            )
        )
    limit = state.config.max_rounds or MAX_ROUND
    if not 1 <= round_number <= limit:
        raise PositionError(
            _("round {round_number}: this game has rounds 1 to {limit}").format(
                round_number=round_number, limit=limit
            )
        )
    if state.result is not None:
        raise PositionError(_("the game is over"))
    steps: list[Step] = [
        DeployPhase(),
        MovementPhase(),
        CombatPhase(),
        TaggingPhase(),
        ResetPhase(),
    ]
    for p in state.players:
        p.hand.extend(p.firing_line)
        p.firing_line = []
        p.revealed = True
    state.round = round_number
    state.phase = phase
    state.stack = []
    state.pending = None
    state.attack = None
    state.firing_queue = ()
    state.alley_cover = frozenset()
    state.picks = ()
    state.schedule(*steps[ROUND_PHASES.index(phase) :], EndRound())
    _changed(state)


# -- checking and resuming -----------------------------------------------------------------


def position_problems(state: GameState) -> list[str]:
    """Everything impossible about a position, as sentences (empty when the rules may go
    on from it): the game's invariants and a decision the rules can ask."""
    problems = check_invariants(state)
    demolished = state.game_map.building_hexes - state.game_map.intact_hexes
    for h in sorted(set(state.rubble_owner) - demolished):
        problems.append(_("{hex} has a rubble owner but is no demolished building").format(hex=h))
    for p in state.players:
        owned = sum(1 for q in state.rubble_owner.values() if q == p.seat)
        if p.rubble != owned:
            problems.append(
                _(
                    "{seat} controls {count} demolished buildings, but {owned} rubble hexes are its"
                ).format(seat=_who(p.seat), count=p.rubble, owned=owned)
            )
    if state.phase is not Phase.SETUP and state.round < 1:
        problems.append(
            _("round {n} in the {phase} phase").format(
                n=state.round, phase=said(PHASE_WORDS.get(state.phase, state.phase))
            )
        )
    return problems


def resume(state: GameState) -> None:
    """Check the position and run the rules to their next decision (or the game's end).
    Raises :class:`PositionError` with the first problem found."""
    problems = position_problems(state)
    if problems:
        raise PositionError(problems[0])
    if state.pending is None and state.result is None:
        state.run()
    elif state.pending is not None:
        decision = state.pending
        try:
            state.cached_legal_actions(decision)
        except IllegalActionError as e:
            raise PositionError(_("the rules cannot go on from here: {e}").format(e=e)) from None
        if not state.legal_actions() and not decision.active(state):
            raise PositionError(_("the decision waiting is not one the rules can ask"))
