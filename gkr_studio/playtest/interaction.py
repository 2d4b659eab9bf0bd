"""From clicks to actions: which legal actions a hex on the board stands for.

The window offers exactly the engine's legal actions; a click on a hex picks
those that happen there (deploy there, move there, fire at it, tag it, push
there), and everything else is a button.
"""

from __future__ import annotations

from engine.game import Action, Declare, Deploy, Fire, GameState, Move, Push, Reroll, Tag
from engine.game.achievements import board_path, upgrade_spaces
from engine.game.actions import ChoosePath, ChoosePilot, PickAlly
from engine.game.targets import ShotOption, shot_options
from engine.game.movement import HHMoveDecision
from engine.game.units import PlayerState
from engine.hexes import Hex


def action_hex(action: Action) -> Hex | None:
    """The hex a click on the board would choose this action by."""
    if isinstance(action, (Deploy, Push)):
        return action.hex
    if isinstance(action, Move):
        return action.path[-1]
    if isinstance(action, Fire):
        return action.target
    if isinstance(action, Tag):
        return action.building
    return None


def actions_at(actions: list[Action], h: Hex) -> list[Action]:
    return [a for a in actions if action_hex(a) == h]


def board_actions(actions: list[Action]) -> dict[Hex, list[Action]]:
    """The legal actions chosen by clicking a hex, by hex."""
    by_hex: dict[Hex, list[Action]] = {}
    for a in actions:
        h = action_hex(a)
        if h is not None:
            by_hex.setdefault(h, []).append(a)
    return by_hex


def other_actions(actions: list[Action]) -> list[Action]:
    """The legal actions that are not chosen on the board (buttons)."""
    return [a for a in actions if action_hex(a) is None]


def move_cost(action: Move) -> int:
    """Hexes entered by a move (a Heavy Hitter pays 1 energy each)."""
    return len(action.path) - 1


def move_energy(state: GameState, action: Move) -> int:
    """The energy a move costs now: a Heavy Hitter's hexes less the free ones of a sprint
    card or a pilot's stride (the decision's own cost); support units move free."""
    d = state.decision
    if isinstance(d, HHMoveDecision):
        return d.cost(move_cost(action))
    return 0


def pilot_cell(p: PlayerState) -> str:
    """The players' table's pilot column: the track, and the pilot and path when in play."""
    parts = [str(p.track)]
    if p.pilot is not None:
        parts.append(f"{p.pilot.name.replace(' (stand-in)', '')} ({p.pilot.ability})")
    if p.path is not None:
        parts.append(f"{p.path} path")
    return " · ".join(parts)


def pilot_tip(state: GameState, p: PlayerState) -> str:
    """The pilot column's tooltip: the pilot card's text and the path's upgrade spaces."""
    lines = [f"Pilot token on space {p.track} of {state.catalog.track_spaces}"]
    if p.pilot is not None:
        lines.append(f"{p.pilot.name}: {p.pilot.text or p.pilot.ability}")
    spaces = upgrade_spaces(state.catalog, p.path)
    lines.append(("Path " + p.path + ": " if p.path else "Upgrades: ")
                 + ", ".join(f"{u.name} on {at}" + (" (unlocked)" if at <= p.track else "")
                             for u, at in spaces))
    return "\n".join(lines)


def shot_for(state: GameState, action: Fire) -> ShotOption | None:
    """What the sight rules say about this shot (target number and modifiers)."""
    seat = state.current_player()
    for option in shot_options(state, seat, action.source):
        if option.target == action.target:
            return option
    return None


def label(state: GameState, action: Action) -> str:
    """A short, readable label for a menu or a button."""
    if isinstance(action, Move):
        steps = move_cost(action)
        facing = f"face {action.facing}" if action.facing is not None else "stay"
        if steps == 0:
            return f"Stay on {action.path[0]}, {facing}"
        return f"Move to {action.path[-1]} ({steps} hex{'es' if steps != 1 else ''}), {facing}"
    if isinstance(action, Fire):
        option = shot_for(state, action)
        if option is None:
            return f"Fire {action.source} at {action.target}"
        need = "automatic hit (orbital)" if option.number is None else f"needs {option.number}+"
        mods = f" ({', '.join(option.modifiers)})" if option.modifiers else ""
        return f"Fire {action.source} at {action.target}: {need}{mods}"
    if isinstance(action, Deploy):
        return f"Deploy {action.unit.value} on {action.hex}"
    if isinstance(action, Tag):
        return f"Tag {action.building} with {action.unit.value}"
    if isinstance(action, Push):
        return f"Push {action.unit.value} to {action.hex}"
    if isinstance(action, Declare):
        return "Declare " + (", ".join(action.weapons) if action.weapons else "nothing")
    if isinstance(action, PickAlly):
        return f"Pick seat {action.seat + 1}'s pilot card (face down)"
    if isinstance(action, ChoosePath):  # short: two buttons share the decision's width
        path = board_path(state.catalog, action.path)
        name = path.name.replace(" (stand-in)", "").removesuffix(" Path")
        return f"{name}: " + ", ".join(f"{u.effect.kind} {at}"
                                       for u, at in upgrade_spaces(state.catalog, path.id))
    if isinstance(action, ChoosePilot):
        pilot = next((p for p in state.catalog.pilots if p.id == action.pilot), None)
        return f"Pilot {pilot.name} ({pilot.ability})" if pilot else str(action)
    if isinstance(action, Reroll) and action.pilot:
        return "Re-roll with the pilot's ability"
    return str(action)
