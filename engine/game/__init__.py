"""The game engine: a full game of GKR: Heavy Hitters on any valid map.

>>> from engine.game import new_game, Action
>>> from engine.mapfile import load_map
>>> from engine.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=1)
>>> while not g.is_terminal():
...     g.apply_action(g.legal_actions()[0])
>>> g.result.win_type in ("demolition", "destruction", "score", "round limit")
True
>>> replay(g.initial_map, 1, [str(a) for a in g.history]).events == g.events
True
"""

from engine.game.actions import (
    Accept,
    Action,
    Declare,
    Deploy,
    Discard,
    Fire,
    Hold,
    Keep,
    Move,
    Pass,
    Play,
    Push,
    React,
    Reboot,
    Repair,
    Reroll,
    Tag,
    TakeDamage,
)
from engine.game.catalog import (
    Card,
    CardKind,
    Catalog,
    DeckSpec,
    Faction,
    SponsorCard,
    SupportUnitCard,
    UnitClass,
    Upgrade,
    load_catalog,
    loads_catalog,
    standin_catalog,
)
from engine.game.dice import Dice, ScriptedDice, SeededDice, StreamDice
from engine.game.events import Event
from engine.game.invariants import check_invariants
from engine.game.setup import new_game, replay
from engine.game.state import TERMINAL_PLAYER, Decision, GameConfig, GameResult, GameState, Phase

__all__ = [
    "Accept", "Action", "Card", "CardKind", "Catalog", "DeckSpec", "Decision", "Declare",
    "Deploy", "Dice", "Discard", "Event", "Faction", "Fire", "GameConfig", "GameResult",
    "GameState", "Phase", "Hold", "Keep", "Move", "Pass", "Play", "Push", "React", "Reboot",
    "Repair", "Reroll", "ScriptedDice", "SeededDice", "StreamDice", "SponsorCard",
    "SupportUnitCard", "TERMINAL_PLAYER",
    "Tag", "TakeDamage", "UnitClass", "Upgrade", "check_invariants", "load_catalog",
    "loads_catalog", "new_game", "replay", "standin_catalog",
]
