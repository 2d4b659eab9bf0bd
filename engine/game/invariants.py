"""Checks that hold in every state of every game (used by tests and random playouts).

>>> from engine.game import new_game
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> check_invariants(new_game(load_map(builtin_map_path("plateau")), seed=1))
[]
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.core.errors import GameSetupError
from engine.core.messages import _
from engine.game.achievements import check_board
from engine.game.alliances import alliance_problems, check_shifting
from engine.game.catalog import UnitClass
from engine.game.dice import twin_streams
from engine.game.movement import PushDecision
from engine.game.pilots import check_pilots, pilot_problems
from engine.game.setup import TwinStreamsError
from engine.game.solo import check_config, deck_cards, is_solo, solo_opponent
from engine.game.state import Halt
from engine.game.tagging import TAGS_TO_DEMOLISH, tags_out
from engine.game.teams import check_teams, team_of
from engine.game.units import SPONSOR_HAND_LIMIT, TAG_SUPPLY
from engine.geometry.board import PLAYABLE

if TYPE_CHECKING:
    from engine.game.state import GameState


def check_invariants(state: GameState) -> list[str]:
    """Every broken invariant, as a sentence (empty when all hold)."""
    problems: list[str] = []
    buildings = state.game_map.building_hexes
    seen: dict[object, tuple[int, UnitClass]] = {}
    pushing = state.pending if isinstance(state.pending, PushDecision) else None
    for p in state.players:
        who = f"P{p.seat + 1}"
        size = deck_cards(state, p.seat)
        if p.card_count != size:
            problems.append(
                _("{who} has {card_count} faction cards, not {size}").format(
                    who=who, card_count=p.card_count, size=size
                )
            )
        if p.alive and len(p.damage) >= size:
            problems.append(
                _("{who} has {size} damaged cards but is still in the game").format(
                    who=who, size=size
                )
            )
        if solo_opponent(state, p.seat):
            if p.hand or p.sponsors or p.energy or p.track or tags_out(state, p.seat):
                problems.append(
                    _(
                        "{who} is a solo opponent with a hand, sponsor cards, "
                        "energy, a pilot track or tags"
                    ).format(who=who)
                )
        elif is_solo(state) and p.track:
            problems.append(_("{who} moved a pilot token in a solo game").format(who=who))
        if not p.alive and p.units:
            problems.append(_("{who} is out but has units on the board").format(who=who))
        if p.alive and UnitClass.HH not in p.units:
            problems.append(_("{who} is in the game without a Heavy Hitter").format(who=who))
        if p.energy < 0:
            problems.append(
                _("{who} has negative energy {energy}").format(who=who, energy=p.energy)
            )
        cap = 5 + state.upgrade_bonus(p.seat, "reactor") + p.gained
        if p.energy > cap:
            problems.append(
                _("{who} has {energy} energy, more than {cap}").format(
                    who=who, energy=p.energy, cap=cap
                )
            )
        if state.phase not in ("tagging",) and len(p.sponsors) > SPONSOR_HAND_LIMIT:
            problems.append(
                _("{who} holds {count} sponsor cards").format(who=who, count=len(p.sponsors))
            )
        if tags_out(state, p.seat) > TAG_SUPPLY:
            problems.append(
                _("{who} has more than {most} tags out").format(who=who, most=TAG_SUPPLY)
            )
        for cls, h in p.units.items():
            if h not in PLAYABLE:
                problems.append(
                    _("{who} {cls} is on {h}, not a playable hex").format(who=who, cls=cls, h=h)
                )
            if h in buildings:
                problems.append(
                    _("{who} {cls} is on the building {h}").format(who=who, cls=cls, h=h)
                )
            pushed = pushing is not None and (p.seat, cls) == (pushing.player, pushing.unit)
            if state.occupant.get(h) != (p.seat, cls) and not pushed:
                problems.append(
                    _("{who} {cls} on {h} is not where the board says").format(
                        who=who, cls=cls, h=h
                    )
                )
            if not pushed:
                if h in seen:
                    problems.append(_("two units on {h}").format(h=h))
                seen[h] = (p.seat, cls)
            if (
                cls is not UnitClass.HH
                and not 0 < p.hp.get(cls, 0) <= p.faction.unit(cls).hit_points
            ):
                problems.append(
                    _("{who} {cls} has {hp} hit points").format(who=who, cls=cls, hp=p.hp.get(cls))
                )
    if len(state.occupant) != sum(len(p.units) for p in state.players) - (1 if pushing else 0):
        problems.append(_("the board and the units disagree"))
    sponsors = Counter(state.sponsor_deck) + Counter(state.sponsor_discard)
    for p in state.players:
        sponsors += Counter(p.sponsors)
    if sponsors != Counter(state.catalog.sponsor_deck(solo=is_solo(state))):
        problems.append(_("sponsor cards do not add up"))
    for b, faces in state.tags.items():
        if b not in state.game_map.intact_hexes:
            problems.append(_("tags on {hex}, which is not a standing building").format(hex=b))
        for q in set(faces) - {-1}:
            if sum(faces.count(a) for a in team_of(state, q)) >= TAGS_TO_DEMOLISH:
                problems.append(
                    _("{hex} holds 4 tags of P{number} but stands").format(hex=b, number=q + 1)
                )
    for h in state.rubble_owner:
        if h in state.game_map.intact_hexes:
            problems.append(_("{h} has a rubble owner but stands").format(h=h))
    if state.result is None and not state.stack and not isinstance(state.pending, Halt):
        # (a Halt ends a hand-made position's scripted flow: it cannot be taken, and no
        # position file holds one)
        problems.append(_("nothing is left for the rules to do, yet the game is not over"))
    problems += settings_problems(state)
    problems += alliance_problems(state)
    problems += pilot_problems(state)
    twins = twin_streams(state.dice)
    if twins is not None:
        problems.append(str(TwinStreamsError(*twins)))
    return problems


def settings_problems(state: GameState) -> list[str]:
    """Why the game's settings could not have set up this game, as sentences: what
    :func:`~engine.game.setup.new_game` refuses (a mode, board side or pilots it cannot
    play, a mode the map's seats do not fit), and teams other than those it makes."""
    config = state.config
    mode = state.mode
    n = state.num_players
    try:
        check_config(config)
        check_board(config)
        check_pilots(config, state.catalog, tuple(p.faction.id for p in state.players))
        if mode.fixed_teams:
            if state.teams != check_teams(config, state.game_map, state.seat_order):
                return [
                    _("teams {teams} in a 2v2 game set up with teams {set_up}").format(
                        teams=state.teams,
                        set_up=check_teams(config, state.game_map, state.seat_order),
                    )
                ]
        elif mode.ally_picks:
            check_shifting(state.game_map)
        mode.check_map(state.initial_map)
    except GameSetupError as e:
        return [str(e)]
    if not mode.fixed_teams and state.teams:
        return [_("teams {teams} outside a 2v2 game").format(teams=state.teams)]
    if is_solo(state) and n != config.solo_opponents + 1:
        return [
            _("{n} players in a solo game of {count} solo opponents").format(
                n=n, count=config.solo_opponents
            )
        ]
    return []
