"""Bots that play the game through its public API."""

from engine.bots.base import BOT_KINDS, Bot, BotFactory, RandomBot, UnknownBotError, make_bot

__all__ = ["BOT_KINDS", "Bot", "BotFactory", "RandomBot", "UnknownBotError", "make_bot"]
