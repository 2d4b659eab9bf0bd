"""The rules reference: every rule and ruling id (``R-…``, ``G-…``) the project cites.

The reference is package data (``engine/rules/reference.json``), so it ships in the wheel
and an installed studio or ``gkr-map rules`` reads it wherever the package is. Each entry
holds its English title, source and text, and a ``fr`` object with the French ones (the
French rulebook's terms, ``docs/glossary.md``); the reference speaks the engine's current
language (:func:`engine.core.messages.current_language`) unless asked for another. The
documentation's rules pages (``docs/rules.md``, ``docs/fr/rules.md``) are made from it by
``scripts/make_docs.py``; a test keeps them the same, and
``schemas/rules-reference.schema.json`` describes the file.

>>> find_ruling("r-los-3").title
'Partial cover'
>>> find_ruling("r-los-3", "fr").title
'Couvert Partiel'
>>> find_ruling("r-nope-9") is None
True
>>> RULE_ID.findall("G-START, R-GUIDE-1: 7 or 8 hexes")
['G-START', 'R-GUIDE-1']
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.core.messages import N_, SOURCE_LANGUAGE, current_language, load_translations

REFERENCE_FILE = Path(__file__).resolve().parent / "reference.json"
"""The packaged rules reference."""

RULE_ID = re.compile(r"\b(?:R|G)-[A-Z0-9]+(?:-[A-Z0-9]+)*\b")
"""A rule or ruling id as the code, the tests and the docs cite it."""

RESTS_ON = N_("Rests on:")
"""What introduces a ruling's source, wherever the ruling is shown."""


@dataclass(frozen=True)
class Ruling:
    """One rule or ruling: its id, a short title, the part of the reference it sits in,
    the place in the rulebook it rests on, and the rule in the project's words."""

    id: str
    title: str
    section: str
    source: str
    text: str

    def anchor(self) -> str:
        """The id of its heading on the docs page (``r-los-3``)."""
        return self.id.lower()


@dataclass(frozen=True)
class RulesReference:
    """The whole reference: a title, an introduction, the sections in order, the rulings."""

    title: str
    intro: str
    sections: tuple[str, ...]
    rulings: tuple[Ruling, ...]


def _in_language(entry: dict[str, Any], language: str) -> dict[str, Any]:
    """The entry's texts in ``language``: those of its ``fr``-style object, else its own
    (English) ones."""
    translated: dict[str, Any] = entry.get(language, entry)
    return translated


def _ruling(entry: dict[str, Any], language: str, sections: dict[str, str]) -> Ruling:
    texts = _in_language(entry, language)
    return Ruling(
        id=str(entry["id"]),
        title=str(texts["title"]),
        section=sections[str(entry["section"])],
        source=str(texts["source"]),
        text=str(texts["text"]),
    )


def _language(language: str | None) -> str:
    return current_language() if language is None else language


@lru_cache(maxsize=4)
def _reference_in(language: str) -> RulesReference:
    data = json.loads(REFERENCE_FILE.read_text(encoding="utf-8"))
    head = _in_language(data, language)
    sections = dict(zip((str(s) for s in data["sections"]), (str(s) for s in head["sections"])))
    return RulesReference(
        title=str(head["title"]),
        intro=str(head["intro"]),
        sections=tuple(sections.values()),
        rulings=tuple(_ruling(e, language, sections) for e in data["rulings"]),
    )


def rules_reference(language: str | None = None) -> RulesReference:
    """The packaged rules reference in ``language`` (``"en"``, ``"fr"``; ``None``: the
    engine's current language), read once per language."""
    return _reference_in(_language(language))


def rulings(language: str | None = None) -> tuple[Ruling, ...]:
    """Every ruling, in the reference's order."""
    return rules_reference(language).rulings


def find_ruling(rule_id: str, language: str | None = None) -> Ruling | None:
    """The ruling with this id (any case), or None."""
    wanted = rule_id.strip().upper()
    return next((r for r in rulings(language) if r.id == wanted), None)


def reference_markdown(language: str = SOURCE_LANGUAGE) -> str:
    """The reference as the documentation's Markdown page in ``language``
    (``docs/rules.md``, ``docs/fr/rules.md``)."""
    ref = rules_reference(language)
    rests_on = load_translations(language).gettext(RESTS_ON)
    lines = [
        f"# {ref.title}",
        "",
        "<!-- Made by scripts/make_docs.py from engine/rules/reference.json:"
        " edit that file, not this page. -->",
        "",
        ref.intro,
        "",
    ]
    for section in ref.sections:
        lines += [f"## {section}", ""]
        for r in ref.rulings:
            if r.section == section:
                lines += [
                    f"### {r.id} {r.title} {{#{r.anchor()}}}",
                    "",
                    r.text,
                    "",
                    f"*{rests_on}* {r.source}.",
                    "",
                ]
    return "\n".join(lines)
