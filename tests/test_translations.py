"""The catalogs are complete and build: re-extracted from the current sources, the French
catalogs of the engine (``gkr.po``) and of the studio (``gkr_studio_fr.ts``) have no
untranslated, unfinished or obsolete message; they compile to ``.mo`` and ``.qm`` as the
build does; and they use the glossary's French terms (docs/glossary.md)."""

from __future__ import annotations

import gettext
import re
import sys
import xml.etree.ElementTree as ET

import pytest

from tests.conftest import REPO, build_hook

sys.path.insert(0, str(REPO))
from scripts import update_catalogs  # noqa: E402

sys.path.remove(str(REPO))

GLOSSARY = REPO / "docs" / "glossary.md"


def test_the_engine_catalog_is_complete_for_the_current_sources():
    assert update_catalogs.engine_problems("fr") == []


def test_the_studio_catalog_is_complete_for_the_current_sources():
    assert update_catalogs.studio_problems("fr") == []


def test_an_untranslated_message_is_reported(tmp_path):
    ts = tmp_path / "x_fr.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<TS version="2.1" language="fr">'
        "<context><name>C</name><message><source>Open</source>"
        '<translation type="unfinished"></translation></message>'
        '<message><source>Old</source><translation type="vanished">Vieux'
        "</translation></message></context></TS>",
        encoding="utf-8",
    )
    problems = update_catalogs.ts_problems(ts)
    assert any("untranslated" in p and "Open" in p for p in problems)
    assert any("obsolete" in p and "Old" in p for p in problems)


def test_the_build_compiles_the_catalogs_and_they_load(tmp_path, qapp):
    from PySide6.QtCore import QTranslator

    built = build_hook().build_catalogs(tmp_path)
    mo = tmp_path / "engine" / "locale" / "fr" / "LC_MESSAGES" / "gkr.mo"
    assert mo in built
    with mo.open("rb") as stream:
        french = gettext.GNUTranslations(stream)
    assert french.gettext("Seats") == "Places"
    assert french.ngettext("{n} hex", "{n} hexes", 3) == "{n} hexagones"
    qm = tmp_path / "gkr_studio" / "i18n" / "gkr_studio_fr.qm"
    if qm in built:
        translator = QTranslator()
        assert translator.load(str(qm))
        assert translator.translate("WindowActions", "&File") == "&Fichier"


def _glossary_rows() -> list[tuple[list[str], list[str]]]:
    rows = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and cells[2] == "yes":
            english = [w.strip() for w in re.split(r"[/,]|\(|\)", cells[0]) if w.strip()]
            french = [w.strip() for w in re.split(r"[/,]|\(|\)", cells[1]) if w.strip()]
            rows.append((english, french))
    return rows


def _catalog_pairs() -> list[tuple[str, str]]:
    """(English, French) of every message of both catalogs, plural forms apart."""
    from babel.messages.pofile import read_po

    pairs = []
    with update_catalogs.engine_catalog_path("fr").open("rb") as stream:
        for m in read_po(stream):
            if m.id:
                ids = m.id if isinstance(m.id, tuple) else (m.id,)
                strs = m.string if isinstance(m.string, tuple) else (m.string,)
                pairs += list(zip(ids, strs))
    root = ET.parse(update_catalogs.studio_catalog_path("fr")).getroot()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        forms = [form.text or "" for form in message.iter("numerusform")]
        pairs += [(source, form) for form in forms] or [
            (source, message.findtext("translation") or "")
        ]
    return pairs


def _uses(text: str, term: str) -> bool:
    """Whether ``text`` uses the French ``term``: as written when the glossary capitalises
    it (Immeuble, Tag, Couvert Partiel: the rulebook's capitals), in any case otherwise."""
    if term[:1].isupper():
        return term in text
    return term.lower() in text.lower()


def _reference_pairs() -> list[tuple[str, str]]:
    """(English, French) of the rules reference's titles and texts (engine/rules/reference.json)."""
    from engine.rules import rules_reference, rulings

    english, french = rules_reference("en"), rules_reference("fr")
    pairs = [(english.title, french.title), (english.intro, french.intro)]
    pairs += list(zip(english.sections, french.sections))
    for en, fr in zip(rulings("en"), rulings("fr")):
        pairs += [(en.title, fr.title), (en.text, fr.text)]
    return pairs


def _without_longer_terms(
    source: str, english: list[str], rows: list[tuple[list[str], list[str]]]
) -> str:
    """``source`` less the longer glossary terms that hold one of ``english`` (*achievements
    board* holds *board*): a term inside a longer one follows the longer one's row."""
    longer = [
        w
        for other, _french in rows
        if other != english
        for w in other
        if any(
            re.search(rf"(?<![\w-]){re.escape(e)}(?![\w-])", w, re.IGNORECASE) and len(w) > len(e)
            for e in english
        )
    ]
    for term in sorted(longer, key=len, reverse=True):
        source = re.sub(rf"(?<![\w-]){re.escape(term)}(?![\w-])", " ", source, flags=re.IGNORECASE)
    return source


def _glossary_misses(pairs: list[tuple[str, str]]) -> list[str]:
    rows = _glossary_rows()
    assert len(rows) > 20
    placeholder = re.compile(r"\{[a-z_0-9]*\}|%\d")
    misses = []
    for source, target in pairs:
        source, target = placeholder.sub("", source), placeholder.sub("", target)
        for english, french in rows:
            words = "|".join(re.escape(w) for w in english)
            if re.search(
                rf"(?<![\w-])(?:{words})(?![\w-])",
                _without_longer_terms(source, english, rows),
                re.IGNORECASE,
            ) and not any(_uses(target, f) for f in french):
                misses.append(f"{english[0]} → {french[0]}: {source!r} / {target!r}")
    return misses


@pytest.mark.slow  # every message against every glossary term: the whole run's
def test_the_translations_use_the_glossary_terms():
    assert _glossary_misses(_catalog_pairs()) == []


def test_the_french_rules_reference_uses_the_glossary_terms():
    """R-LOS-3's « Couvert Partiel », R-ALLEY-2's « Tir de Ruelle potentiel », the
    « Immeubles » and « hexagones » of every ruling: the glossary's terms, as in the catalogs."""
    assert _glossary_misses(_reference_pairs()) == []


def test_the_french_guide_writes_the_glossary_terms_as_the_rulebook_does():
    """docs/fr/: « Immeuble », « Couvert Partiel », « Ligne de Vue », « Unité de Soutien »,
    « Plateau de Jeu », « Énergie »… with the rulebook's capitals, never in lower case."""
    pages = sorted((REPO / "docs" / "fr").glob("*.md"))
    assert {p.name for p in pages} >= {"studio.md", "playtest.md", "rules.md"}
    capitalised = {f for _english, french in _glossary_rows() for f in french if f[:1].isupper()}
    assert {"Immeuble", "Couvert Partiel", "Plateau de Jeu"} <= capitalised
    misses = []
    for page in pages:
        text = page.read_text(encoding="utf-8")
        for term in capitalised:
            lower = term[0].lower() + term[1:]
            for form in {lower, term.lower()} - {term}:
                if re.search(rf"(?<![\w-]){re.escape(form)}(?![\w-])", text):
                    misses.append(f"{page.name}: {form!r} (the glossary writes {term!r})")
    assert misses == []
