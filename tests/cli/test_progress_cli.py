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
