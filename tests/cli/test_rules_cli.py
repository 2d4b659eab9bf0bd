"""``gkr-map rules [ID]``: a ruling of the packaged rules reference, or the list of ids."""

from __future__ import annotations

from engine.rules import rulings
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
