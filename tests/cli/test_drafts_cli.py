"""``gkr-map`` on a draft: ``check`` and ``validate`` fail it with an error (exit 1), and the
commands that play or fix a map refuse it in one line, before anything is played."""

from __future__ import annotations

import json

import pytest

from gkr_studio.cli import main
from tests.conftest import MAPS


@pytest.fixture
def draft(tmp_path):
    data = json.loads((MAPS / "showdown.gkrmap.json").read_text())
    data["starts"], data["players"] = ["1B"], 1
    path = tmp_path / "draft.gkrmap.json"
    path.write_text(json.dumps(data))
    return path


def run(capsys, *args: str):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out.splitlines(), err.splitlines()


def test_check_reports_a_draft_as_an_error_and_exits_1(capsys, draft):
    status, out, err = run(capsys, "check", str(draft))
    assert status == 1 and err == []
    assert out[1].split()[:3] == ["error", "players", "Draft:"]
    assert not any(line.split()[1:2] == ["start-blocked"] for line in out[1:])
    status, out, err = run(capsys, "check", "--json", str(draft))
    checks = json.loads("\n".join(out))["checks"]
    assert status == 1 and checks[0]["id"] == "players" and not checks[0]["ok"]


def test_validate_reports_a_draft_in_one_line_and_exits_1(capsys, draft):
    status, out, err = run(capsys, "validate", str(draft))
    assert status == 1 and out == []
    assert err == [
        f"{draft}: /starts: a draft: 1 start placed, and a map has 2-4 players,"
        " one start each: place 1 more start"
    ]


@pytest.mark.parametrize(
    "args",
    [
        ["playtest", "--games", "2", "--workers", "1", "--bot", "random"],
        ["playtest", "--games", "2", "--workers", "1", "--bot", "random", "--json"],
        ["playtest", "--games", "2", "--workers", "1", "--mode", "2v2"],
        ["playtest", "--games", "2", "--workers", "1", "--mode", "solo"],
    ],
)
def test_playtest_refuses_a_draft_in_one_line(capsys, draft, args):
    status, out, err = run(capsys, *args, str(draft))
    assert status == 1 and out == []
    assert err == [
        f"{draft}: /starts: a draft (1 start placed, and a map has 2-4 players, one"
        " start each: place 1 more start); playing needs a finished map"
    ]


def test_a_sweep_names_the_draft_and_plays_nothing(capsys, draft):
    (draft.parent / "showdown.gkrmap.json").write_text((MAPS / "showdown.gkrmap.json").read_text())
    status, out, err = run(capsys, "playtest", "--games", "2", "--workers", "1", str(draft.parent))
    assert status == 1 and out == [] and len(err) == 1
    assert err[0].startswith(f"{draft}: /starts: a draft (")


def test_fix_refuses_a_draft_in_one_line(capsys, draft, tmp_path):
    out_file = tmp_path / "fixed.gkrmap.json"
    status, out, err = run(capsys, "fix", str(draft), "-o", str(out_file))
    assert status == 1 and out == [] and not out_file.exists()
    assert err == [
        f"{draft}: /starts: a draft (1 start placed, and a map has 2-4 players, one"
        " start each: place 1 more start); fixing needs a finished map"
    ]
