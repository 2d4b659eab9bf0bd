"""Long command-line work shows its rate and the time left on a terminal (stderr), and
never touches what stdout gets (Deliver 11)."""

from __future__ import annotations

import io
import json
import sys

from gkr_studio.cli import main
from tests.conftest import MAPS

FINAL_STAND = str(MAPS / "final-stand.gkrmap.json")


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_playtest_on_a_terminal_shows_the_rate_and_keeps_json_clean(capsys, monkeypatch):
    assert main(["playtest", FINAL_STAND, "-n", "8", "--seed", "2", "--json", "-w", "1"]) == 0
    plain = capsys.readouterr().out
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["playtest", FINAL_STAND, "-n", "8", "--seed", "2", "--json", "-w", "1"]) == 0
    assert capsys.readouterr().out == plain
    json.loads(plain)
    last = terminal.getvalue().split("\r")[-1]
    assert "8/8 games" in last and " games/s · took " in last


def test_generate_on_a_terminal_shows_the_rate(tmp_path, monkeypatch, capsys):
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["generate", "--players", "2", "--count", "2", "-o", str(tmp_path)]) == 0
    last = terminal.getvalue().split("\r")[-1]
    assert "2/2 maps" in last and " maps/s · took " in last
    assert capsys.readouterr().out.count("wrote ") == 2


def test_a_new_batch_restarts_the_rate_and_a_verdict_bound_is_at_most():
    """``fix --balance`` plays one batch per verdict, each of at most N games."""
    from gkr_studio.cli.progress import ProgressBar

    out = io.StringIO()
    now = [0.0]
    bar = ProgressBar(out, clock=lambda: now[0], at_most=True)
    for done in (10, 30):  # the first verdict: 20 games in 2 s
        bar.update(done, 100)
        now[0] += 2
    now[0] += 100  # a pause between the batches is not counted
    for done in (5, 25):  # the next verdict: 20 games in 4 s
        bar.update(done, 100)
        now[0] += 4
    lines = [line.rstrip() for line in out.getvalue().split("\r")[1:]]
    assert lines[1].endswith(" 30/100 games · 10.0 games/s · at most 0:07 left")
    assert lines[2].endswith("  5/100 games")
    assert lines[3].endswith(" 25/100 games · 5.0 games/s · at most 0:15 left")


def test_fix_balance_on_a_terminal_shows_the_rate(monkeypatch, capsys):
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    main(["fix", FINAL_STAND, "--balance", "--balance-games", "8", "-w", "1", "--json"])
    json.loads(capsys.readouterr().out)
    assert " games/s · " in terminal.getvalue()


def test_generate_verify_balance_shows_each_candidates_games_then_its_verdict(
    tmp_path, monkeypatch, capsys
):
    """Each candidate's games run under a progress line, which its verdict's line then
    replaces: every seed's line starts a line of its own."""
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    status = main(
        [
            "generate",
            "--players",
            "2",
            "--count",
            "1",
            "-o",
            str(tmp_path),
            "--verify-balance",
            "--balance-games",
            "8",
            "--workers",
            "1",
        ]
    )
    assert status in (0, 1)
    text = terminal.getvalue()
    assert "/8 games" in text and " at most " in text
    seeds = [line.split("\r")[-1] for line in text.split("\n") if "seed " in line]
    assert seeds and all(s.startswith("seed ") and " after " in s for s in seeds), seeds
    assert all(
        line.split("\r")[-1].strip() == ""
        or line.split("\r")[-1].startswith("seed ")
        or "maps" in line
        for line in text.split("\n")[:-1]
    )
    capsys.readouterr()
