"""The bots' kinds (:data:`engine.bots.BOT_KINDS`, ids such as ``full``) in words."""

from __future__ import annotations

from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate

BOT_NAMES = {
    "full": QT_TRANSLATE_NOOP("BotNames", "full"),
    "strong": QT_TRANSLATE_NOOP("BotNames", "strong"),
    "solo": QT_TRANSLATE_NOOP("BotNames", "solo"),
    "random": QT_TRANSLATE_NOOP("BotNames", "random"),
}


def bot_name(kind: str) -> str:
    """A bot kind in the studio's language (an unknown one as it is)."""
    name = BOT_NAMES.get(kind)
    return translate("BotNames", name) if name is not None else kind
