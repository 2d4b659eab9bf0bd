"""``gkr-map rules [ID]``: a ruling of the packaged rules reference, or the list of ids."""

from __future__ import annotations

from engine.rules import find_ruling, rulings
from gkr_studio.cli import main


def run(capsys, *args: str):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_rules_prints_r_los_1_with_its_text_and_source(capsys):
    status, out, err = run(capsys, "rules", "R-LOS-1")
    assert status == 0 and err == ""
    assert out.startswith("R-LOS-1 Shortest paths\n")
    assert "half-hexes" in out and "Rests on: Rulebook, COMBAT PHASE" in out


def test_rules_reads_the_id_in_any_case_and_prints_r_team_6(capsys):
    status, out, _err = run(capsys, "rules", "r-team-6")
    assert status == 0 and out.startswith("R-TEAM-6 An ally is not an opponent\n")


def test_rules_without_an_id_lists_every_id_with_its_title(capsys):
    status, out, err = run(capsys, "rules")
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert len(lines) == len(rulings())
    for line, ruling in zip(lines, rulings()):
        assert line.split() == [ruling.id, *ruling.title.split()]


def test_an_unknown_id_is_one_line_and_exit_status_1(capsys):
    status, out, err = run(capsys, "rules", "r-nope-9\n")
    assert status == 1 and out == ""
    assert err == "gkr-map rules: no rule or ruling r-nope-9\\n; `gkr-map rules` lists them\n"


def test_rules_r_los_1_in_french_with_lang_fr(capsys):
    """R-LOS-1 in the French rulebook's terms, its source introduced in French."""
    status, out, err = run(capsys, "--lang", "fr", "rules", "R-LOS-1")
    assert status == 0 and err == ""
    assert out.startswith("R-LOS-1 Trajectoires les plus courtes\n")
    assert "demi-hexagones" in out and "S'appuie sur : Livre de Règles" in out


def test_rules_follow_a_french_environment_and_lang_en_gives_english_back(monkeypatch, capsys):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    status, out, _err = run(capsys, "rules")
    assert status == 0
    assert out.splitlines()[rulings("en").index(find_ruling("R-LOS-3", "en"))].split() == [
        "R-LOS-3",
        "Couvert",
        "Partiel",
    ]
    status, out, err = run(capsys, "rules", "r-nope-9")
    assert status == 1 and err == (
        "gkr-map rules: aucune règle ni décision r-nope-9 ; `gkr-map rules` les énumère\n"
    )
    status, out, _err = run(capsys, "--lang", "en", "rules", "R-LOS-3")
    assert out.startswith("R-LOS-3 Partial cover\n")
