"""Bots that play the game through its public API: the full-rules bot (:mod:`~engine.bots.full`),
the strong bot that looks ahead with it (:mod:`~engine.bots.strong`), the rulebook's solo
opponent (:mod:`~engine.bots.solo_bot`) and a random bot (:mod:`~engine.bots.bot_kinds`)."""

from engine.bots.bot_kinds import (
    BOT_KINDS,
    DEFAULT_BOT,
    Bot,
    BotFactory,
    RandomBot,
    UnknownBotError,
    make_bot,
)
from engine.bots.full import FullBot
from engine.bots.restriction import RESTRICTION_PARTS, RestrictionError
from engine.bots.solo_bot import SoloBot
from engine.bots.strong import StrongBot

__all__ = [
    "BOT_KINDS",
    "DEFAULT_BOT",
    "RESTRICTION_PARTS",
    "Bot",
    "BotFactory",
    "FullBot",
    "RandomBot",
    "RestrictionError",
    "SoloBot",
    "StrongBot",
    "UnknownBotError",
    "make_bot",
]
