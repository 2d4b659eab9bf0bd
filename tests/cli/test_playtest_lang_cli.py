"""``gkr-map --lang fr playtest``: the verdict, what to do next and the explanations in
French; the ``--json`` output the same in both languages apart from its text fields."""

from __future__ import annotations

import json
from typing import Any

import pytest

from gkr_studio.cli import main
from tests.conftest import MAPS, REPO

NNBSP = "\u202f"
LOPSIDED = REPO / "tests" / "engine" / "playtest" / "data" / "lopsided.gkrmap.json"
"""A map whose checks flag 9F (building reach and exposure): its batches explain them."""

TEXT_FIELDS = {
    ("verdict_text",),
    ("verdict_sentence",),
    ("next_step",),
    ("test", "h0"),
    ("test", "h1"),
    ("explain", "text"),
}
"""The JSON fields of a batch that are sentences for people (``explain`` a list of objects):
the only ones a language changes. Everything else — ids, verdicts, numbers, hex labels,
``next_action`` — is the same in every language."""


def _differences(english: Any, french: Any, path: tuple[str, ...] = ()) -> list[str]:
    """Where two JSON values differ, as paths (a list's items share their list's path)."""
    if isinstance(english, dict) and isinstance(french, dict):
        if list(english) != list(french):
            return ["/".join(path) + ": keys"]
        return [d for k in english for d in _differences(english[k], french[k], path + (k,))]
    if isinstance(english, list) and isinstance(french, list):
        if len(english) != len(french):
            return ["/".join(path) + ": length"]
        return [d for a, b in zip(english, french) for d in _differences(a, b, path)]
    return [] if english == french else ["/".join(path)]


def _playtest_json(capsys: pytest.CaptureFixture[str], language: str) -> dict[str, Any]:
    assert (
        main(
            [
                "--lang",
                language,
                "playtest",
                str(LOPSIDED),
                "--games",
                "8",
                "--seed",
                "1",
                "--bot",
                "random",
                "--until-verdict",
                "--workers",
                "1",
                "--json",
            ]
        )
        == 0
    )
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def test_the_json_of_a_batch_is_the_same_in_french_but_for_its_text_fields(capsys):
    """``gkr-map playtest --json``: ids, verdicts, numbers and labels identical in both
    languages; only :data:`TEXT_FIELDS` differ, and they do differ (they are translated)."""
    english, french = _playtest_json(capsys, "en"), _playtest_json(capsys, "fr")
    differing = set(_differences(english, french))
    assert differing <= {"/".join(f) for f in TEXT_FIELDS}
    assert {"verdict_text", "verdict_sentence", "test/h0", "test/h1", "explain/text"} <= differing
    assert english["explain"] and french["explain"][0]["text"].startswith(
        "Les vérifications signalent"
    )


def test_the_french_text_report_of_a_batch(capsys):
    assert (
        main(
            [
                "--lang",
                "fr",
                "playtest",
                str(MAPS / "final-stand.gkrmap.json"),
                "--games",
                "4",
                "--seed",
                "1",
                "--bot",
                "random",
                "--workers",
                "1",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "pas encore net à ±5 points : " in out or "aucune place au-delà" in out
    assert "a gagné " in out and f"{NNBSP}%" in out
