"""From clicks to actions: which legal actions a hex on the board stands for.

The window offers exactly the engine's legal actions; a click on a hex picks
those that happen there (deploy there, move there, fire at it, tag it, push
there), and everything else is a button.
"""

from __future__ import annotations

from engine.core import GkrError
from engine.game import (
    Accept,
    Action,
    ChoosePath,
    ChoosePilot,
    Declare,
    Deploy,
    Discard,
    Fire,
    GameState,
    HHMoveDecision,
    Hold,
    Keep,
    Move,
    Pass,
    PickAlly,
    Play,
    PlayerState,
    Push,
    React,
    Reboot,
    Repair,
    Reroll,
    ShotOption,
    Tag,
    TakeDamage,
    UnitClass,
    board_path,
    shot_options,
    upgrade_spaces,
)
from engine.geometry import Hex, facing_name
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate
from gkr_studio.playtest.counts import counts

UNIT_NAMES = {
    UnitClass.HH: QT_TRANSLATE_NOOP("UnitNames", "HH"),
    UnitClass.COMBAT: QT_TRANSLATE_NOOP("UnitNames", "combat"),
    UnitClass.REPAIR: QT_TRANSLATE_NOOP("UnitNames", "repair"),
    UnitClass.RECON: QT_TRANSLATE_NOOP("UnitNames", "recon"),
}
"""The unit classes in the short words of the labels and tables (their values)."""


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


def unit_name(unit: UnitClass) -> str:
    """A unit class in words, as the labels and tables write it: ``HH``, ``combat``."""
    name = UNIT_NAMES.get(unit)
    return translate("UnitNames", name) if name is not None else str(unit.value)


def pilot_cell(p: PlayerState) -> str:
    """The players' table's pilot column: the track, and the pilot and path when in play."""
    parts = [str(p.track)]
    if p.pilot is not None:
        parts.append(f"{p.pilot.name.replace(' (stand-in)', '')} ({p.pilot.ability})")
    if p.path is not None:
        parts.append(translate("ActionLabels", "{0} path").format(p.path))
    return " · ".join(parts)


def pilot_tip(state: GameState, p: PlayerState) -> str:
    """The pilot column's tooltip: the pilot card's text and the path's upgrade spaces."""
    lines = [
        translate("ActionLabels", "Pilot token on space {0} of {1}").format(
            p.track, state.catalog.track_spaces
        )
    ]
    if p.pilot is not None:
        lines.append(f"{p.pilot.name}: {p.pilot.text or p.pilot.ability}")
    spaces = ", ".join(
        (
            translate("ActionLabels", "{0} on {1} (unlocked)")
            if at <= p.track
            else translate("ActionLabels", "{0} on {1}")
        ).format(u.name, at)
        for u, at in upgrade_spaces(state.catalog, p.path)
    )
    lines.append(
        translate("ActionLabels", "Path {0}: {1}").format(p.path, spaces)
        if p.path
        else translate("ActionLabels", "Upgrades: {0}").format(spaces)
    )
    return "\n".join(lines)


def shot_for(state: GameState, action: Fire) -> ShotOption | None:
    """What the sight rules say about this shot (target number and modifiers)."""
    seat = state.current_player()
    for option in shot_options(state, seat, action.source):
        if option.target == action.target:
            return option
    return None


def _move_label(action: Move) -> str:
    steps = move_cost(action)
    if steps == 0:
        if action.facing is None:
            return translate("ActionLabels", "Stay on {0}, stay").format(action.path[0])
        return translate("ActionLabels", "Stay on {0}, face {1}").format(
            action.path[0], facing_name(action.facing)
        )
    return (
        counts()
        .move_to(steps, action.facing is not None)
        .format(action.path[-1], facing_name(action.facing) if action.facing is not None else None)
    )


def _fire_label(state: GameState, action: Fire) -> str:
    option = shot_for(state, action)
    if option is None:
        return translate("ActionLabels", "Fire {0} at {1}").format(action.source, action.target)
    mods = f" ({', '.join(option.modifiers)})" if option.modifiers else ""
    if option.number is None:
        return translate("ActionLabels", "Fire {0} at {1}: automatic hit (orbital){2}").format(
            action.source, action.target, mods
        )
    return translate("ActionLabels", "Fire {0} at {1}: needs {2}+{3}").format(
        action.source, action.target, option.number, mods
    )


def _damage_label(action: TakeDamage) -> str:
    """``damage hand dire-laser deck 2``, as the action's text has it."""
    hand = " ".join(action.hand)
    if action.hand and action.deck:
        return translate("ActionLabels", "damage hand {0} deck {1}").format(hand, action.deck)
    if action.hand:
        return translate("ActionLabels", "damage hand {0}").format(hand)
    return translate("ActionLabels", "damage deck {0}").format(action.deck)


def _command_label(action: Action) -> str | None:
    """The actions without a hex, in the words of their text (``pass``, ``play jump-jets``),
    in the studio's language; ``None`` for any other."""
    if isinstance(action, Keep):
        return translate("ActionLabels", "keep")
    if isinstance(action, Reboot):
        return translate("ActionLabels", "reboot")
    if isinstance(action, Pass):
        return translate("ActionLabels", "pass")
    if isinstance(action, Accept):
        return translate("ActionLabels", "accept")
    if isinstance(action, Reroll):
        return translate("ActionLabels", "reroll")
    if isinstance(action, Repair):
        return (
            translate("ActionLabels", "repair ally")
            if action.ally
            else translate("ActionLabels", "repair")
        )
    if isinstance(action, Play):
        return translate("ActionLabels", "play {0}").format(action.card)
    if isinstance(action, Hold):
        return translate("ActionLabels", "hold {0}").format(action.source)
    if isinstance(action, React):
        return (
            translate("ActionLabels", "react {0}").format(action.card)
            if action.card
            else translate("ActionLabels", "react none")
        )
    if isinstance(action, Discard):
        return (
            translate("ActionLabels", "discard sponsor {0}")
            if action.sponsor
            else translate("ActionLabels", "discard {0}")
        ).format(action.card)
    if isinstance(action, TakeDamage):
        return _damage_label(action)
    return None


def label(state: GameState, action: Action) -> str:
    """A short, readable label for a menu or a button."""
    if isinstance(action, Move):
        return _move_label(action)
    if isinstance(action, Fire):
        return _fire_label(state, action)
    if isinstance(action, Deploy):
        return translate("ActionLabels", "Deploy {0} on {1}").format(
            unit_name(action.unit), action.hex
        )
    if isinstance(action, Tag):
        return translate("ActionLabels", "Tag {0} with {1}").format(
            action.building, unit_name(action.unit)
        )
    if isinstance(action, Push):
        return translate("ActionLabels", "Push {0} to {1}").format(
            unit_name(action.unit), action.hex
        )
    if isinstance(action, Declare):
        return (
            translate("ActionLabels", "Declare {0}").format(", ".join(action.weapons))
            if action.weapons
            else translate("ActionLabels", "Declare nothing")
        )
    if isinstance(action, PickAlly):
        return translate("ActionLabels", "Pick seat {0}'s pilot card (face down)").format(
            action.seat + 1
        )
    if isinstance(action, ChoosePath):  # short: two buttons share the decision's width
        path = board_path(state.catalog, action.path)
        name = path.name.replace(" (stand-in)", "").removesuffix(" Path")
        return f"{name}: " + ", ".join(
            f"{u.effect.kind} {at}" for u, at in upgrade_spaces(state.catalog, path.id)
        )
    if isinstance(action, ChoosePilot):
        pilot = next((p for p in state.catalog.pilots if p.id == action.pilot), None)
        return (
            translate("ActionLabels", "Pilot {0} ({1})").format(pilot.name, pilot.ability)
            if pilot
            else str(action)
        )
    if isinstance(action, Reroll) and action.pilot:
        return translate("ActionLabels", "Re-roll with the pilot's ability")
    return _command_label(action) or str(action)


FACE_DOWN_WORDS = {
    "declare (face down)": QT_TRANSLATE_NOOP("ActionLabels", "declare (face down)"),
    "pick an ally (face down)": QT_TRANSLATE_NOOP("ActionLabels", "pick an ally (face down)"),
}
"""Another seat's face-down actions as the history shows them
(:data:`engine.game.history.FACE_DOWN`)."""


def _hexes(path: tuple[Hex, ...]) -> str:
    return "-".join(str(h) for h in path)


def command_words(text: str) -> str:
    """An action's text (``move HH 1B-2C face S``, as the Moves panel lists the line
    played) in the studio's language, in the same few words; English gives the text back
    as it is."""
    if text in FACE_DOWN_WORDS:
        return translate("ActionLabels", FACE_DOWN_WORDS[text])
    try:
        action = Action.parse(text)
    except (GkrError, ValueError):
        return text
    if isinstance(action, Move):
        unit, path = unit_name(action.unit), _hexes(action.path)
        return (
            translate("ActionLabels", "move {0} {1}").format(unit, path)
            if action.facing is None
            else translate("ActionLabels", "move {0} {1} face {2}").format(
                unit, path, facing_name(action.facing)
            )
        )
    if isinstance(action, Deploy):
        return translate("ActionLabels", "deploy {0} {1}").format(
            unit_name(action.unit), action.hex
        )
    if isinstance(action, Push):
        return translate("ActionLabels", "push {0} {1}").format(unit_name(action.unit), action.hex)
    if isinstance(action, Tag):
        return translate("ActionLabels", "tag {0} {1}").format(
            unit_name(action.unit), action.building
        )
    if isinstance(action, Fire):
        return translate("ActionLabels", "fire {0} {1}").format(action.source, action.target)
    if isinstance(action, Declare):
        return (
            translate("ActionLabels", "declare {0}").format(" ".join(action.weapons))
            if action.weapons
            else translate("ActionLabels", "declare")
        )
    if isinstance(action, PickAlly):
        return translate("ActionLabels", "ally P{0}").format(action.seat + 1)
    if isinstance(action, ChoosePilot):
        return translate("ActionLabels", "pilot {0}").format(action.pilot)
    if isinstance(action, ChoosePath):
        return translate("ActionLabels", "path {0}").format(action.path)
    if isinstance(action, Reroll) and action.pilot:
        return translate("ActionLabels", "reroll pilot")
    return _command_label(action) or text
