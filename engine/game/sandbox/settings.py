"""A game's settings (:class:`~engine.game.state.GameConfig`) and its dice as JSON, for the
game and position files.

>>> from engine.game.state import GameConfig
>>> data = config_to_data(GameConfig(factions=("a", "b"), max_rounds=12))
>>> data["factions"], data["max_rounds"], data["mode"]
(['a', 'b'], 12, 'standard')
>>> config_from_data(data) == GameConfig(factions=("a", "b"), max_rounds=12)
True
>>> from engine.game.dice import SeededDice, StreamDice
>>> dice_seeds(StreamDice(1, (2, 3)))
{'seed': 1, 'streams': [2, 3]}
>>> dice_from_seeds({'seed': 7}).roll(3) == SeededDice(7).roll(3)
True
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import GkrError
from engine.core.messages import _
from engine.game.catalog import DeckSpec
from engine.game.dice import Dice, SeededDice, StreamDice
from engine.game.modes import STANDARD_GAME
from engine.game.state import GameConfig


def _deck_to_data(spec: DeckSpec | None) -> dict[str, Any] | None:
    if spec is None:
        return None
    return {
        "primary": spec.primary,
        "secondaries": list(spec.secondaries),
        "others": {card: n for card, n in spec.others},
    }


def config_to_data(config: GameConfig) -> dict[str, Any]:
    """Every setting of ``config`` (the ``settings`` of a file, without the bots)."""
    return {
        "mode": config.mode,
        "factions": list(config.factions) if config.factions is not None else None,
        "decks": ([_deck_to_data(d) for d in config.decks] if config.decks is not None else None),
        "max_rounds": config.max_rounds,
        "last_bot_standing": config.last_bot_standing,
        "solo_opponents": config.solo_opponents,
        "solo_extra_weapons": config.solo_extra_weapons,
        "solo_start": config.solo_start,
        "teams": [list(t) for t in config.teams] if config.teams is not None else None,
        "pilots": config.pilots,
        "achievements": config.achievements,
    }


def config_from_data(data: dict[str, Any]) -> GameConfig:
    """The configuration of a (schema-checked) ``settings`` object; what the game's setup
    refuses is found when the game is set up."""
    decks = data.get("decks")
    return GameConfig(
        factions=tuple(data["factions"]) if data.get("factions") is not None else None,
        decks=(
            tuple(
                None
                if d is None
                else DeckSpec(
                    d["primary"],
                    (d["secondaries"][0], d["secondaries"][1]),
                    tuple(sorted(d["others"].items())),
                )
                for d in decks
            )
            if decks is not None
            else None
        ),
        last_bot_standing=data.get("last_bot_standing", False),
        max_rounds=data.get("max_rounds"),
        mode=data.get("mode", STANDARD_GAME.name),
        solo_opponents=data.get("solo_opponents", 1),
        solo_extra_weapons=data.get("solo_extra_weapons", 0),
        solo_start=data.get("solo_start", 0),
        teams=(tuple(tuple(t) for t in data["teams"]) if data.get("teams") is not None else None),
        pilots=data.get("pilots", False),
        achievements=data.get("achievements", "standard"),
    )


def dice_seeds(dice: Dice) -> dict[str, Any]:
    """The seeds a game's dice started from: ``{"seed": S}`` for one stream, with
    ``"streams"`` (each seat's) for duplicate games. Raises :class:`GkrError` for dice
    that have no seed (scripted dice)."""
    if isinstance(dice, StreamDice):
        seeds = [dice.shared.seed] + [s.seed for s in dice.seats]
        if all(isinstance(s, int) for s in seeds):
            return {"seed": seeds[0], "streams": seeds[1:]}
    elif isinstance(dice, SeededDice) and isinstance(dice.seed, int):
        return {"seed": dice.seed}
    raise GkrError(_("these dice have no seed to save: only seeded games are saved"))


def dice_from_seeds(data: dict[str, Any]) -> Dice:
    """New dice from :func:`dice_seeds`' object."""
    if "streams" in data:
        return StreamDice(data["seed"], tuple(data["streams"]))
    return SeededDice(data["seed"])
