"""Extract the translatable texts from the sources and merge them into the catalogs.

    python scripts/update_catalogs.py            # update both catalogs in place
    python scripts/update_catalogs.py --check    # exit 1 when a catalog is not complete

Two catalogs, one per toolkit:

* the engine's and the command line's texts (``_()``, ``ngettext()``, ``pgettext()``,
  ``N_()`` of :mod:`engine.core.messages`) go to ``engine/locale/<lang>/LC_MESSAGES/gkr.po``,
  extracted and merged with Babel (the ``test`` extra installs it);
* the studio's texts (``tr()``, ``QCoreApplication.translate()``) go to
  ``gkr_studio/i18n/gkr_studio_<lang>.ts``, extracted and merged by ``pyside6-lupdate``
  (shipped with PySide6).

The output carries no line numbers, so it only changes when a text does. A message no
longer in the sources stays in the ``.po`` as obsolete (``#~``) and in the ``.ts`` as
``vanished``, for the translator to reuse or delete; ``--drop-obsolete`` deletes them.
A catalog is complete (``--check``, and ``tests/test_translations.py``) when every message
is translated, none is fuzzy or unfinished, and none is obsolete.
"""

from __future__ import annotations

import argparse
import io
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING, Iterator

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

REPO = Path(__file__).resolve().parent.parent
LANGUAGES = ("fr",)
ENGINE_SOURCES = ("engine", "gkr_studio/cli")
STUDIO_SOURCES = ("gkr_studio",)
PO_WIDTH = 100
COPYRIGHT = "The GKR Studio authors"


def engine_catalog_path(language: str) -> Path:
    return REPO / "engine" / "locale" / language / "LC_MESSAGES" / "gkr.po"


def studio_catalog_path(language: str) -> Path:
    return REPO / "gkr_studio" / "i18n" / f"gkr_studio_{language}.ts"


def _translated_sources(roots: tuple[str, ...], skip: tuple[str, ...] = ()) -> Iterator[Path]:
    for root in roots:
        for path in sorted((REPO / root).rglob("*.py")):
            rel = path.relative_to(REPO).as_posix()
            if "__pycache__" in rel or rel.startswith(skip):
                continue
            yield path


# --- the engine's gettext catalog (Babel) -------------------------------------------------


def engine_template() -> Catalog:
    """The messages of the engine's and the command line's sources, as a Babel catalog."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file

    template = Catalog(project="GKR Studio", copyright_holder=COPYRIGHT, fuzzy=False)
    for path in _translated_sources(ENGINE_SOURCES, skip=("gkr_studio/cli/__main__",)):
        rel = path.relative_to(REPO).as_posix()
        for lineno, message, comments, context in extract_from_file(
            "python", str(path), keywords=DEFAULT_KEYWORDS, strip_comment_tags=True
        ):
            template.add(message, None, [(rel, lineno)], auto_comments=comments, context=context)
    return template


def merged_engine_catalog(language: str, drop_obsolete: bool = False) -> Catalog:
    """The ``.po`` catalog of ``language`` merged with the current sources (not written)."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    path = engine_catalog_path(language)
    if path.is_file():
        with path.open("rb") as stream:
            catalog = read_po(stream, locale=language)
    else:
        catalog = Catalog(locale=language, project="GKR Studio", copyright_holder=COPYRIGHT)
    catalog.update(engine_template(), no_fuzzy_matching=True, update_header_comment=False)
    if drop_obsolete:
        catalog.obsolete.clear()
    return catalog


def engine_po_text(catalog: Catalog) -> str:
    from babel.messages.pofile import write_po

    out = io.BytesIO()
    write_po(
        out,
        catalog,
        width=PO_WIDTH,
        omit_header=False,
        sort_output=True,
        include_lineno=False,
        include_previous=False,
    )
    return _stable_header(out.getvalue().decode("utf-8"))


def _stable_header(text: str) -> str:
    """The ``.po`` text without the header lines that change on every run (dates, the
    generator's version), so re-running the extraction on unchanged sources changes nothing."""
    keep = ("POT-Creation-Date", "PO-Revision-Date", "Generated-By")
    return "".join(
        line
        for line in text.splitlines(keepends=True)
        if not line.startswith(tuple(f'"{k}:' for k in keep))
    )


def engine_problems(language: str) -> list[str]:
    """What keeps the engine's catalog of ``language`` from being complete: one line each."""
    catalog = merged_engine_catalog(language)
    problems = []
    for message in catalog:
        if not message.id:
            continue
        name = message.id if isinstance(message.id, str) else message.id[0]
        strings = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
        if message.fuzzy:
            problems.append(f"gkr.po: fuzzy: {name!r}")
        elif not all(strings):
            problems.append(f"gkr.po: untranslated: {name!r}")
    problems += [f"gkr.po: obsolete: {key!r}" for key in catalog.obsolete]
    written = engine_po_text(catalog)
    if engine_catalog_path(language).read_text(encoding="utf-8") != written and not problems:
        problems.append("gkr.po: not up to date with the sources: run scripts/update_catalogs.py")
    return problems


# --- the studio's Qt catalog (pyside6-lupdate) ---------------------------------------------


def qt_tool(name: str) -> str:
    """The path of a PySide6 tool (``pyside6-lupdate``…): next to this Python, else on PATH."""
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else name


def run_lupdate(ts_file: Path, drop_obsolete: bool = False) -> None:
    """Merge the studio's current texts into ``ts_file`` (created when missing)."""
    sources = [str(p) for p in _translated_sources(STUDIO_SOURCES, skip=("gkr_studio/cli/",))]
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False) as listing:
        listing.write("\n".join(sources))
    try:
        command = [
            qt_tool("pyside6-lupdate"),
            "-locations",
            "none",
            "-silent",
            f"@{listing.name}",
            "-ts",
            str(ts_file),
        ]
        if drop_obsolete:
            command.insert(1, "-no-obsolete")
        subprocess.run(command, check=True, cwd=REPO, capture_output=True, text=True)
    finally:
        os.unlink(listing.name)


def ts_problems(ts_file: Path) -> list[str]:
    """Untranslated, unfinished and obsolete (vanished) messages of a ``.ts`` file."""
    problems = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            plural = message.get("numerus") == "yes"
            text = (
                (
                    "".join(f.text or "" for f in translation.iter("numerusform"))
                    if plural
                    else translation.text
                )
                if translation is not None
                else ""
            )
            if kind in ("vanished", "obsolete"):
                problems.append(f"{ts_file.name}: obsolete: {name}: {source!r}")
            elif kind == "unfinished" or not text:
                problems.append(f"{ts_file.name}: untranslated: {name}: {source!r}")
    return problems


def studio_problems(language: str) -> list[str]:
    """Re-extract into a copy of the studio's ``.ts`` and report what is not complete."""
    path = studio_catalog_path(language)
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / path.name
        copy.write_bytes(path.read_bytes())
        run_lupdate(copy)
        problems = ts_problems(copy)
        if not problems and copy.read_bytes() != path.read_bytes():
            problems.append(
                f"{path.name}: not up to date with the sources: run scripts/update_catalogs.py"
            )
        return problems


PSEUDO_ACCENTS = str.maketrans("aeiouycnAEIOUYCN", "àéîôüÿçñÅÉÎÔÜŸÇÑ")
_KEPT = re.compile(r"(\{[^}]*\}|%n|%\d|&[a-z]+;|<[^>]+>|&\w)")
"""What a pseudo-translation keeps as it is: placeholders, entities, tags, mnemonics."""


def pseudo_text(text: str) -> str:
    """``text`` accented and 40% longer, in brackets, its placeholders kept: a
    translation that shows where a window would clip or cut a longer language.

    >>> pseudo_text("Save {0}")
    '[Sàvé {0} ~~~~]'
    """
    parts = _KEPT.split(text)
    accented = "".join(p if _KEPT.fullmatch(p) else p.translate(PSEUDO_ACCENTS) for p in parts)
    words = max(1, round(len(text) * 0.4 / 5))  # padding in words, so it wraps as text does
    return "[" + accented + (" ~~~~" * words) + "]"


def write_pseudo_ts(source: Path, dest: Path) -> None:
    """A copy of the ``.ts`` at ``source`` whose every translation is :func:`pseudo_text`
    of its English text."""
    tree = ET.parse(source)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is not None:
            translation.attrib.pop("type", None)
            text = pseudo_text(message.findtext("source") or "")
            forms = list(translation.iter("numerusform"))
            for form in forms:  # a count's plural forms: each one the pseudo-text
                form.text = text
            if not forms:
                translation.text = text
    tree.write(dest, encoding="utf-8", xml_declaration=True)


def compile_ts(ts_file: Path, qm_file: Path) -> None:
    """``ts_file`` compiled to ``qm_file`` by PySide6's lrelease."""
    subprocess.run(
        [qt_tool("pyside6-lrelease"), "-silent", str(ts_file), "-qm", str(qm_file)],
        check=True,
        capture_output=True,
        text=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; exit 1 when a catalog is not complete"
    )
    parser.add_argument(
        "--drop-obsolete", action="store_true", help="delete the messages no longer in the sources"
    )
    parser.add_argument(
        "--pseudo",
        metavar="QM",
        help="write the studio's pseudo-locale (accented, 40%% longer texts)"
        " to this .qm file instead; GKR_STUDIO_QM=QM gkr-studio --lang fr"
        " shows it",
    )
    args = parser.parse_args(argv)
    if args.pseudo:
        with tempfile.TemporaryDirectory() as tmp:
            pseudo_ts = Path(tmp) / "gkr_studio_pseudo.ts"
            write_pseudo_ts(studio_catalog_path("fr"), pseudo_ts)
            compile_ts(pseudo_ts, Path(args.pseudo))
        return 0
    if args.check:
        problems = [p for lang in LANGUAGES for p in engine_problems(lang) + studio_problems(lang)]
        for line in problems:
            print(line, file=sys.stderr)
        return 1 if problems else 0
    for lang in LANGUAGES:
        path = engine_catalog_path(lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(
            engine_po_text(merged_engine_catalog(lang, args.drop_obsolete)), encoding="utf-8"
        )
        ts_file = studio_catalog_path(lang)
        ts_file.parent.mkdir(parents=True, exist_ok=True)
        run_lupdate(ts_file, args.drop_obsolete)
        print(f"{path.relative_to(REPO)}, {ts_file.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
