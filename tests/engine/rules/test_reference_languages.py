"""The packaged rules reference in English and in French: its file matches its schema, every
R- and G- id has a French title, source and text, and the reference speaks the engine's
language."""

from __future__ import annotations

import json

import pytest
from jsonschema import Draft202012Validator

from engine.core.messages import set_language
from engine.rules import REFERENCE_FILE, RULE_ID, find_ruling, rules_reference, rulings
from tests.conftest import REPO

SCHEMA = REPO / "schemas" / "rules-reference.schema.json"


def _data() -> dict:
    return json.loads(REFERENCE_FILE.read_text(encoding="utf-8"))


def test_the_reference_file_matches_its_schema():
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    errors = [
        f"{'/'.join(map(str, e.path))}: {e.message}"
        for e in Draft202012Validator(schema).iter_errors(_data())
    ]
    assert errors == []


def test_the_schema_refuses_a_ruling_without_its_french_text():
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    data = _data()
    del data["rulings"][0]["fr"]["text"]
    assert not Draft202012Validator(schema).is_valid(data)


def test_every_section_of_a_ruling_is_listed_once_in_both_languages():
    data = _data()
    assert len(data["fr"]["sections"]) == len(data["sections"])
    assert {r["section"] for r in data["rulings"]} <= set(data["sections"])


def test_every_rule_and_ruling_id_has_its_own_french_title_source_and_text():
    """Every R- and G- id (R-LOS-1 … G-REACH) reads in French, not a copy of the English."""
    english, french = rulings("en"), rulings("fr")
    assert [r.id for r in french] == [r.id for r in english]
    for en, fr in zip(english, french):
        for field in ("title", "source", "text"):
            assert getattr(fr, field).strip(), (en.id, field)
        assert fr.text != en.text and fr.source != en.source, en.id


def test_a_french_text_cites_the_same_ids_as_the_english_one():
    """R-BOARD-3 cites R-LOS-1 in both languages; G-START cites R-GUIDE-1."""
    for en, fr in zip(rulings("en"), rulings("fr")):
        assert sorted(RULE_ID.findall(fr.text)) == sorted(RULE_ID.findall(en.text)), en.id


def test_french_sections_keep_the_order_and_the_rulings_keep_their_section():
    english, french = rules_reference("en"), rules_reference("fr")
    assert french.title == "Référence des règles"
    position = {s: i for i, s in enumerate(english.sections)}
    position_fr = {s: i for i, s in enumerate(french.sections)}
    for en, fr in zip(english.rulings, french.rulings):
        assert position[en.section] == position_fr[fr.section]


@pytest.mark.parametrize("language, title", [("fr", "Couvert Partiel"), ("en", "Partial cover")])
def test_the_reference_follows_the_engine_language_for_r_los_3(language, title):
    set_language(language)
    assert find_ruling("R-LOS-3").title == title
    assert find_ruling("r-los-3", "en").title == "Partial cover"


def test_a_language_the_file_does_not_hold_gets_the_english_texts():
    assert find_ruling("R-LOS-1", "de") == find_ruling("R-LOS-1", "en")
