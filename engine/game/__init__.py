"""The game engine: a full game of GKR: Heavy Hitters on any valid map.

>>> from engine.game import new_game, Action
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=1)
>>> while not g.is_terminal():
...     g.apply_action(g.legal_actions()[0])
>>> g.result.win_type in ("demolition", "destruction", "score", "round limit")
True
>>> replay(g.initial_map, 1, [str(a) for a in g.history]).events == g.events
True

This package is the game's public face: bots (:mod:`engine.bots`) import from it only, and
decide on an :class:`Observation` (``observe(state, seat)``), never on the state.
"""

from engine.game.achievement_paths import board_path, upgrade_spaces
from engine.game.achievements import BOARDS, PathDecision
from engine.game.actions import (
    Accept,
    Action,
    ChoosePath,
    ChoosePilot,
    Declare,
    Deploy,
    Discard,
    Fire,
    Hold,
    Keep,
    Move,
    Pass,
    PickAlly,
    Play,
    Push,
    React,
    Reboot,
    Repair,
    Reroll,
    Tag,
    TakeDamage,
)
from engine.game.alliances import AllyPickDecision, is_shifting, shifting_ally
from engine.game.alliances import alliances as alliance_pairs
from engine.game.attack import Attack
from engine.game.attack_rolls import RerollDecision
from engine.game.catalog import (
    SUPPORT_CLASSES,
    Card,
    CardKind,
    Catalog,
    DeckSpec,
    Faction,
    Pilot,
    SponsorCard,
    SupportUnitCard,
    UnitClass,
    Upgrade,
)
from engine.game.catalog_file import load_catalog, loads_catalog, standin_catalog
from engine.game.combat import DeclareDecision, FireDecision, ReactionDecision
from engine.game.damage import DECK_CARDS, DamageDecision
from engine.game.deploying import DeployDecision
from engine.game.determinize import SampledGame, determinized
from engine.game.dice import Dice, ScriptedDice, SeededDice, StreamDice, shuffle_with
from engine.game.events import Event
from engine.game.grid import shared_sight
from engine.game.history import ROOT as HISTORY_ROOT
from engine.game.history import GameHistory
from engine.game.invariants import check_invariants
from engine.game.movement import FACINGS, HHMoveDecision, PushDecision, SupportMoveDecision
from engine.game.observation import Observation, observe
from engine.game.piles import card_counts
from engine.game.player_views import OwnView, PlayerView
from engine.game.reset import HandDiscardDecision
from engine.game.scoring import DEMOLITIONS_TO_WIN, score_key
from engine.game.setup import RebootDecision, new_game, replay
from engine.game.solo import MAX_EXTRA_WEAPONS, SOLO_PLAYER, deck_cards, is_solo
from engine.game.sponsors import SponsorDiscardDecision
from engine.game.state import (
    DEFAULT_MAX_ROUNDS,
    TERMINAL_PLAYER,
    Decision,
    GameConfig,
    GameResult,
    GameState,
    Phase,
)
from engine.game.tagging import EMPTY_FACES, NO_TAG, TAGS_TO_DEMOLISH, TagDecision
from engine.game.targets import HH_ARMOR, MIN_ARMOR, ShotOption, shot_options
from engine.game.teams import TEAM_DEMOLITIONS_TO_WIN, team_of
from engine.game.text import state_text
from engine.game.units import FREE_ENERGY, PlayerState

__all__ = [
    "Accept",
    "Action",
    "Card",
    "CardKind",
    "Catalog",
    "DeckSpec",
    "Decision",
    "Declare",
    "Deploy",
    "Dice",
    "Discard",
    "Event",
    "Faction",
    "Fire",
    "GameConfig",
    "GameResult",
    "GameState",
    "Phase",
    "Hold",
    "Keep",
    "Move",
    "Pass",
    "Play",
    "Push",
    "React",
    "Reboot",
    "Repair",
    "Reroll",
    "ScriptedDice",
    "SeededDice",
    "StreamDice",
    "SponsorCard",
    "SupportUnitCard",
    "TERMINAL_PLAYER",
    "Tag",
    "TakeDamage",
    "UnitClass",
    "Upgrade",
    "check_invariants",
    "load_catalog",
    "loads_catalog",
    "new_game",
    "replay",
    "standin_catalog",
    "state_text",
    # what a seat sees, and what bots decide with
    "Observation",
    "observe",
    "OwnView",
    "PlayerView",
    "SampledGame",
    "AllyPickDecision",
    "Attack",
    "ChoosePath",
    "DamageDecision",
    "DeclareDecision",
    "DeployDecision",
    "FireDecision",
    "HandDiscardDecision",
    "HHMoveDecision",
    "PathDecision",
    "PickAlly",
    "Pilot",
    "PushDecision",
    "ReactionDecision",
    "RebootDecision",
    "RerollDecision",
    "ShotOption",
    "SponsorDiscardDecision",
    "SupportMoveDecision",
    "TagDecision",
    "DECK_CARDS",
    "DEFAULT_MAX_ROUNDS",
    "DEMOLITIONS_TO_WIN",
    "EMPTY_FACES",
    "FACINGS",
    "FREE_ENERGY",
    "HH_ARMOR",
    "MIN_ARMOR",
    "NO_TAG",
    "SOLO_PLAYER",
    "SUPPORT_CLASSES",
    "TAGS_TO_DEMOLISH",
    "TEAM_DEMOLITIONS_TO_WIN",
    "card_counts",
    "determinized",
    "shared_sight",
    "shuffle_with",
    "upgrade_spaces",
    # what the studio and the command line show of a game: its history (HISTORY_ROOT is
    # its start), the seats' alliances (alliance_pairs: those in force, seat pairs), teams
    # and solo opponent, the achievements boards, a seat's shots
    "BOARDS",
    "ChoosePilot",
    "GameHistory",
    "HISTORY_ROOT",
    "MAX_EXTRA_WEAPONS",
    "PlayerState",
    "alliance_pairs",
    "board_path",
    "deck_cards",
    "is_shifting",
    "is_solo",
    "score_key",
    "shifting_ally",
    "shot_options",
    "team_of",
]
