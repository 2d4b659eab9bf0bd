"""The rules reference: every rule and ruling id (``R-…``, ``G-…``) the project cites.

The reference is package data (``engine/rules/reference.json``), so it ships in the wheel
and an installed studio or ``gkr-map rules`` reads it wherever the package is. The
documentation's rules page (``docs/rules.md``) is made from it by
``scripts/make_docs.py``; a test keeps the two the same.

>>> find_ruling("r-los-3").title
'Partial cover'
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

REFERENCE_FILE = Path(__file__).resolve().parent / "reference.json"
"""The packaged rules reference."""

RULE_ID = re.compile(r"\b(?:R|G)-[A-Z0-9]+(?:-[A-Z0-9]+)*\b")
"""A rule or ruling id as the code, the tests and the docs cite it."""


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


def _ruling(entry: dict[str, Any]) -> Ruling:
    return Ruling(id=str(entry["id"]), title=str(entry["title"]), section=str(entry["section"]),
                  source=str(entry["source"]), text=str(entry["text"]))


@lru_cache(maxsize=1)
def rules_reference() -> RulesReference:
    """The packaged rules reference, read once."""
    data = json.loads(REFERENCE_FILE.read_text(encoding="utf-8"))
    return RulesReference(title=str(data["title"]), intro=str(data["intro"]),
                          sections=tuple(str(s) for s in data["sections"]),
                          rulings=tuple(_ruling(e) for e in data["rulings"]))


def rulings() -> tuple[Ruling, ...]:
    """Every ruling, in the reference's order."""
    return rules_reference().rulings


def find_ruling(rule_id: str) -> Ruling | None:
    """The ruling with this id (any case), or None."""
    wanted = rule_id.strip().upper()
    return next((r for r in rulings() if r.id == wanted), None)


def reference_markdown() -> str:
    """The reference as the documentation's Markdown page (``docs/rules.md``)."""
    ref = rules_reference()
    lines = [f"# {ref.title}", "",
             "<!-- Made by scripts/make_docs.py from engine/rules/reference.json:"
             " edit that file, not this page. -->", "", ref.intro, ""]
    for section in ref.sections:
        lines += [f"## {section}", ""]
        for r in ref.rulings:
            if r.section == section:
                lines += [f"### {r.id} {r.title} {{#{r.anchor()}}}", "", r.text, "",
                          f"*Rests on:* {r.source}.", ""]
    return "\n".join(lines)
