"""Hand-made positions for rule tests: a game with scripted dice, units put by hand."""

from __future__ import annotations

from engine.files.mapfile import load_map
from engine.files.resources import builtin_map_path
from engine.game import GameConfig, GameState, ScriptedDice, UnitClass, new_game
from engine.game.combat import FireDecision
from engine.game.state import Halt, Phase, Step
from engine.game.tagging import TagDecision
from engine.game.units import PlayerState
from engine.geometry.hexes import Direction, Hex
from engine.mapmodel.model import GameMap
from engine.selfplay.games import play_batch_game


def H(label: str) -> Hex:
    return Hex.parse(label)


def the_map(slug: str) -> GameMap:
    return load_map(builtin_map_path(slug))


def game(
    where: str | GameMap = "final-stand",
    *,
    config: GameConfig | None = None,
    buildings: tuple[str, ...] | None = None,
) -> GameState:
    """A new game with scripted dice: seat 0 wins the roll-off; no shuffles.

    ``buildings`` replaces the map's buildings.
    """
    m = the_map(where) if isinstance(where, str) else where
    if buildings is not None:
        from engine.mapmodel.model import Building

        m = m.with_buildings(Building(H(b)) for b in buildings)
    dice = ScriptedDice([6, 6] + [1, 1] * (m.players - 1))
    return new_game(m, dice=dice, config=config)


def dice(state: GameState) -> ScriptedDice:
    assert isinstance(state.dice, ScriptedDice)
    return state.dice


def at(state: GameState, *steps: Step, phase: str | None = None) -> GameState:
    """Throw away the scheduled flow and run these steps (then stop)."""
    state.stack.clear()
    state.pending = None
    if phase:
        state.phase = Phase(phase)
    state.schedule(*steps, Halt(0))
    state.run()
    return state


def put(
    state: GameState,
    player: int,
    unit: str,
    label: str,
    *,
    hp: int | None = None,
    facing: str | None = None,
) -> None:
    """Put a unit on a hex (moving it if it is on the board)."""
    cls = UnitClass.parse(unit)
    p = state.players[player]
    h = H(label)
    if cls in p.units:
        del state.occupant[p.units[cls]]
    assert h not in state.occupant, f"{h} is taken"
    p.units[cls] = h
    state.occupant[h] = (player, cls)
    if cls is not UnitClass.HH:
        p.hp[cls] = hp if hp is not None else p.faction.unit(cls).hit_points
    if facing is not None:
        p.facing = Direction.parse(facing)


def remove(state: GameState, player: int, unit: str) -> None:
    from engine.game.damage import remove_unit

    remove_unit(state, player, UnitClass.parse(unit))


def _take(p: PlayerState, card: str, *, from_hand: bool) -> None:
    """Take a card out of the hand, deck or discard pile; a card of the faction that is not
    in this deck is swapped in from the box for the deck's first card (25 cards stay)."""
    for pile in ((p.hand,) if from_hand else ()) + (p.deck, p.discard):
        if card in pile:
            pile.remove(card)
            return
    p.deck.pop(0)


def wreck(state: GameState, player: int) -> None:
    """Every card of the player onto the damage pile (the Heavy Hitter is not removed yet)."""
    p = state.players[player]
    p.damage.extend(p.deck + p.hand + p.discard)
    p.deck.clear()
    p.hand.clear()
    p.discard.clear()


def hand(state: GameState, player: int, *cards: str) -> None:
    """Make the hand exactly these cards (taken from deck or discard; the rest to the deck)."""
    p = state.players[player]
    p.deck.extend(p.hand)
    p.hand.clear()
    for c in cards:
        _take(p, c, from_hand=False)
        p.hand.append(c)


def declare(state: GameState, player: int, *cards: str) -> None:
    """Put weapons on the firing line, revealed (energy not paid)."""
    p = state.players[player]
    for c in cards:
        _take(p, c, from_hand=True)
        p.firing_line.append(c)
    p.revealed = True


def texts(actions: list) -> list[str]:
    return sorted(str(a) for a in actions)


def new_events(state: GameState, since: int) -> list[str]:
    return [str(e) for e in state.events[since:]]


def fourth_tag_on_4f(state: GameState) -> None:
    """P1's Heavy Hitter, on 3F facing S, puts its fourth tag on the building on 4F (three
    of P1's tags on its other faces already) in the Tagging phase."""
    b = H("4F")
    put(state, 0, "HH", "3F", facing="S")
    face = b.direction_to(H("3F"))
    assert face is not None
    others = [d for d in range(6) if d != face.index][:3]
    state.tags[b] = tuple(0 if d in others else -1 for d in range(6))
    at(state, TagDecision(0), phase="tagging")
    state.apply_action("tag HH 4F")


def repair_beside_damaged_p4(state: GameState) -> PlayerState:
    """P1's Heavy Hitter on 3G facing S with its Repair unit on 3H, P4's Heavy Hitter on 4H
    facing N with one card on its damage pile, and P1's Repair unit about to act in the
    Combat phase; P4's player."""
    put(state, 0, "HH", "3G", facing="S")
    put(state, 3, "HH", "4H", facing="N")
    put(state, 0, "repair", "3H")
    p4 = state.players[3]
    p4.damage.append(p4.deck.pop())
    at(state, FireDecision(0, "repair"), phase="combat")
    return p4


def played(mode, game_map, index, seed, bot, design="independent"):
    """Game ``index`` of a batch of ``mode`` (:mod:`engine.playtest.modes`) played by the one
    pipeline (:func:`engine.selfplay.games.play_batch_game`): its record."""
    return play_batch_game(game_map, mode.deal(game_map, index, seed, bot, None, design))[0]
