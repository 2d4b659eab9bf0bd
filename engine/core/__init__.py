"""What every floor of the engine shares: its exception hierarchy, lazy properties, pickling of value types.

The names below are what the studio and the command line take from here (they import the
engine's packages, never its modules): the errors, the texts in the current language
(:mod:`~engine.core.messages`), numbers as the language writes them
(:mod:`~engine.core.numbers`) and JSON safe to print (:mod:`~engine.core.jsontext`).
"""

from engine.core.errors import (
    CatalogError,
    GameFileError,
    GkrError,
    HexError,
    IllegalActionError,
    MapError,
    MapFileError,
    PositionError,
    Problem,
    error_line,
    one_line,
)
from engine.core.jsontext import json_for_terminal
from engine.core.messages import (
    LANGUAGES,
    N_,
    SOURCE_LANGUAGE,
    _,
    current_language,
    language_code,
    language_from_environment,
    ngettext,
    pgettext,
    set_language,
)
from engine.core.numbers import (
    format_decimal,
    format_general,
    format_integer,
    format_percent,
    format_signed,
)

__all__ = [
    "CatalogError",
    "GameFileError",
    "GkrError",
    "HexError",
    "IllegalActionError",
    "LANGUAGES",
    "MapError",
    "MapFileError",
    "N_",
    "PositionError",
    "Problem",
    "SOURCE_LANGUAGE",
    "_",
    "current_language",
    "error_line",
    "format_decimal",
    "format_general",
    "format_integer",
    "format_percent",
    "format_signed",
    "json_for_terminal",
    "language_code",
    "language_from_environment",
    "ngettext",
    "one_line",
    "pgettext",
    "set_language",
]
