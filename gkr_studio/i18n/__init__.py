"""The studio in the user's language: Qt translators for the studio's texts and Qt's own.

The studio's texts go through ``tr()`` / ``QCoreApplication.translate()`` (or
:func:`translate`, the same call under a name ``pyside6-lupdate`` recognises) and live in
``gkr_studio_<lang>.ts`` beside this file, extracted by ``scripts/update_catalogs.py``. An
installed studio finds the ``.qm`` that ``hatch_build.py`` compiled next to the ``.ts``; a
checkout has only the ``.ts``, compiled on first use by PySide6's ``lrelease`` into the
user's cache folder, under a name that carries a hash of the ``.ts`` (an edited ``.ts`` is
compiled again; nothing is written into the sources).

The language is, in order: ``gkr-studio --lang``, the Language setting (View ▸ Language,
kept in QSettings under :data:`LANGUAGE_KEY`), the environment (``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES``, ``LANG``, read as the command line reads them). It is set once, at start:
the engine's texts (:func:`engine.core.messages.set_language`), the studio's, Qt's own
(``qtbase_<lang>.qm``, for the standard dialogs' buttons) and Qt's number formats.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QStandardPaths,
    QTranslator,
)

from engine.core import (
    LANGUAGES,
    SOURCE_LANGUAGE,
    language_code,
    language_from_environment,
    set_language,
)

HERE = Path(__file__).resolve().parent
LANGUAGE_KEY = "ui/language"
"""The QSettings key of the Language setting: ``"en"``, ``"fr"``, or absent/empty for the
system's language."""

LANGUAGE_NAMES = {"en": "English", "fr": "Français"}

CATALOG_ENV = "GKR_STUDIO_QM"
"""An environment variable naming a ``.qm`` to load instead of the language's catalog (the
pseudo-locale of ``scripts/update_catalogs.py --pseudo``, for reviewing layouts)."""
"""Each language by its own name, as a language menu lists them."""


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate`` under a name ``pyside6-lupdate`` extracts from, for
    module-level texts: ``translate("MapFiles", "Open Map")``."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def counted(text: str, n: int) -> str:
    """A count's text from ``self.tr("%n shot(s)", "", n)`` (the one call ``pyside6-lupdate``
    files with plural forms) as the language writes it: the catalog's plural form, or
    untranslated, as English is, its ``(s)`` and ``(es)`` made the English plural. A
    translation never holds ``(s)``: its forms are whole words.

    >>> counted("1 shot(s), 1 branch(es)", 1), counted("2 shot(s)", 2)
    ('1 shot, 1 branch', '2 shots')
    """
    plural = n != 1
    return text.replace("(es)", "es" if plural else "").replace("(s)", "s" if plural else "")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate knows
    """Marks ``text`` for the catalog under ``context`` without translating it (Qt's macro of
    that name, typed): a constant translated later, where it is shown."""
    return text


def chosen_language(option: str | None, settings: QSettings | None) -> str:
    """The language to start in: the command line's ``option``, else the setting, else
    the environment's."""
    if option:
        return language_code(option) or SOURCE_LANGUAGE
    stored = settings.value(LANGUAGE_KEY, "") if settings is not None else ""
    if isinstance(stored, str) and stored in LANGUAGES:
        return stored
    return language_from_environment()


def lrelease_command() -> list[str] | None:
    """PySide6's ``lrelease``: ``pyside6-lrelease`` next to this Python or on PATH, else
    the binary inside the PySide6 package; None when there is none."""
    for folder in (str(Path(sys.executable).parent), None):
        found = shutil.which("pyside6-lrelease", path=folder)
        if found:
            return [found]
    import PySide6

    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease"):
        binary = Path(PySide6.__file__).parent / name
        if binary.is_file():
            return [str(binary)]
    return None


def _cache_folder() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(location or tempfile.gettempdir()) / "i18n"


def compiled_catalog(language: str, folder: Path = HERE, cache: Path | None = None) -> Path | None:
    """The ``.qm`` of the studio's texts in ``language``: the packaged one, else the ``.ts``
    compiled into the cache (once per content); None when there is no catalog or it cannot
    be compiled (the studio then shows its English texts)."""
    packaged = folder / f"gkr_studio_{language}.qm"
    if packaged.is_file():
        return packaged
    source = folder / f"gkr_studio_{language}.ts"
    if not source.is_file():
        return None
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    cache = cache or _cache_folder()
    target = cache / f"gkr_studio_{language}-{digest}.qm"
    if target.is_file():
        return target
    command = lrelease_command()
    if command is None:
        return None
    cache.mkdir(parents=True, exist_ok=True)
    fd, partial = tempfile.mkstemp(suffix=".qm", dir=cache)
    os.close(fd)
    try:
        proc = subprocess.run(
            [*command, "-silent", str(source), "-qm", partial], capture_output=True, text=True
        )
        if proc.returncode != 0 or not _complete_catalog(partial):
            return None
        os.replace(partial, target)
    except OSError:
        return None
    finally:
        if os.path.exists(partial):
            os.unlink(partial)
    return target


def _complete_catalog(path: str) -> bool:
    """Whether the ``.qm`` lrelease wrote at ``path`` is whole: on the disk (synced) and
    read back by a translator (a full disk may leave a cut-off file that lrelease does
    not report)."""
    try:
        with open(path, "rb") as f:
            os.fsync(f.fileno())
            if not f.read(1):
                return False
    except OSError:
        return False
    return QTranslator().load(path)


_installed: list[QTranslator] = []
_system_locale: list[QLocale] = []


def apply_language(app: QCoreApplication, language: str) -> str:
    """Speak ``language`` in the engine, the studio and Qt's own dialogs; returns it.
    English removes any translator installed before and gives Qt back its first locale."""
    global _installed
    for translator in _installed:
        app.removeTranslator(translator)
    _installed = []
    if not _system_locale:
        _system_locale.append(QLocale())
    language = set_language(language)
    if language == SOURCE_LANGUAGE:
        QLocale.setDefault(_system_locale[0])
        return language
    QLocale.setDefault(QLocale(language))
    qt_own = QTranslator(app)
    if qt_own.load(
        f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    ours = (
        Path(os.environ[CATALOG_ENV]) if os.environ.get(CATALOG_ENV) else compiled_catalog(language)
    )
    studio = QTranslator(app)
    if ours is not None and studio.load(str(ours)):
        app.installTranslator(studio)
        _installed.append(studio)
    return language
