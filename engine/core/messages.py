"""The engine's and the command line's texts in the user's language: gettext catalogs.

Every sentence a person reads goes through :func:`_` (or :func:`ngettext` when a count
decides the form, or :func:`pgettext` when a short word needs its context); the catalogs
are ``engine/locale/<lang>/LC_MESSAGES/gkr.po``, extracted and merged by
``scripts/update_catalogs.py``. An installed package carries them compiled (``gkr.mo``,
built by ``hatch_build.py``); a checkout has only the ``.po`` sources, read directly
(:mod:`engine.core.pocatalog`), so running from the sources shows the same texts with no
build step.

The engine speaks English until an application chooses: ``gkr-map`` and the studio call
:func:`set_language` with their ``--lang`` option or ``None`` for the environment
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, as gettext reads them). A library
caller that never chooses gets English, whatever the environment.

>>> set_language("fr")
'fr'
>>> _("Seats"), ngettext("{n} hex", "{n} hexes", 2).format(n=2)
('Places', '2 hexagones')
>>> set_language("en")
'en'
>>> _("Seats")
'Seats'
>>> language_from_environment({"LANG": "fr_CA.UTF-8"}), language_from_environment({"LANG": "C"})
('fr', 'en')
>>> language_from_environment({"LANGUAGE": "de:fr", "LANG": "de_DE.UTF-8"})
'fr'
"""

from __future__ import annotations

import gettext
import os
from pathlib import Path
from typing import Mapping

from engine.core.pocatalog import translations_from_po

DOMAIN = "gkr"
"""The gettext domain of the engine's and the command line's texts."""

SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "fr")
"""The languages the engine speaks: English (the source texts) and French."""

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
"""``engine/locale``: ``<lang>/LC_MESSAGES/gkr.po`` and, once built, ``gkr.mo``."""

ENVIRONMENT_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_current: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE_LANGUAGE
_loaded: dict[str, gettext.NullTranslations] = {}


def language_code(name: str) -> str | None:
    """The supported language a locale name means (``fr_FR.UTF-8`` → ``fr``), or None."""
    code = name.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    if code in ("c", "posix"):
        return SOURCE_LANGUAGE
    return code if code in LANGUAGES else None


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for, as gettext reads it: the first of
    ``LANGUAGE`` (a list, ``fr:en``), ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set;
    English when it names no language the engine speaks."""
    environ = os.environ if environ is None else environ
    for variable in ENVIRONMENT_VARIABLES:
        value = environ.get(variable, "")
        if not value:
            continue
        for name in value.split(":"):
            code = language_code(name) if name else None
            if code is not None:
                return code
        if variable != "LANGUAGE":
            return SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def catalog_path(language: str, suffix: str = ".po") -> Path:
    """Where the catalog of ``language`` is: its ``.po`` source or compiled ``.mo``."""
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def load_translations(language: str) -> gettext.NullTranslations:
    """The translations of ``language``: the compiled ``.mo`` of an installed package,
    else the ``.po`` source of a checkout; no translation for English."""
    if language == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    if language not in _loaded:
        compiled = catalog_path(language, ".mo")
        if compiled.is_file():
            with compiled.open("rb") as stream:
                _loaded[language] = gettext.GNUTranslations(stream)
        else:
            _loaded[language] = translations_from_po(catalog_path(language))
    return _loaded[language]


def set_language(language: str | None = None) -> str:
    """Speak ``language`` (``"fr"``, ``"fr_FR.UTF-8"``…; ``None``: the environment's) from
    now on; returns the language chosen. A language the engine does not speak gives English."""
    global _current, _language
    chosen = (
        language_from_environment()
        if language is None
        else (language_code(language) or SOURCE_LANGUAGE)
    )
    _current = load_translations(chosen)
    _language = chosen
    return chosen


def current_language() -> str:
    """The language the engine speaks now (``"en"`` or ``"fr"``)."""
    return _language


def _(message: str) -> str:
    """``message`` in the current language."""
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message that fits the count ``n``, in the current language (French
    uses the singular for 0 and 1, English for 1 only)."""
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, where ``context`` tells apart the same
    English word with two meanings (a short label, a marker)."""
    return _current.pgettext(context, message)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogs without translating it: a constant translated
    later, where it is shown, with :func:`_`."""
    return message
