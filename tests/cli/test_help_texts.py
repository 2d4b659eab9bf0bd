"""The ``--help`` text of every ``gkr-map`` command reads as written (no escapes left)."""

from __future__ import annotations

import pytest

from gkr_studio.cli import COMMANDS, main


@pytest.mark.parametrize("command", [m.__name__.rsplit(".", 1)[1] for m in COMMANDS])
def test_help_shows_single_percent_signs(capsys, command):
    with pytest.raises(SystemExit) as stop:
        main([command, "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert command in out
    assert "%%" not in out
