"""``gkr-map playtest MAP --bot strong`` and ``--skills B1,B2``: the strong bot wherever the
full bot plays, the same bytes whatever the workers, and the verdict at two skill levels."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from gkr_studio.cli import main
from gkr_studio.cli.skills_option import SkillsError, skill_kinds
from tests.conftest import MAPS, REPO

FINAL_STAND = str(MAPS / "final-stand.gkrmap.json")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.slow  # worker processes: the whole run's (one such test stays fast)
def test_the_strong_bot_plays_a_batch_with_the_same_bytes_on_one_or_two_workers(capsys):
    args = ("playtest", FINAL_STAND, "--bot", "strong", "--games", "2", "--seed", "1", "--json")
    status, one, err = run(capsys, *args, "--workers", "1")
    assert status == 0 and err == ""
    assert run(capsys, *args, "--workers", "2")[1] == one
    data = json.loads(one)
    assert data["bot"] == "strong" and data["games"] == 2


@pytest.mark.slow
def test_forty_strong_games_print_the_same_bytes_on_one_or_two_workers():
    def once(workers: str) -> bytes:
        return subprocess.run(
            [
                sys.executable,
                "-m",
                "gkr_studio.cli",
                "playtest",
                FINAL_STAND,
                "--bot",
                "strong",
                "--games",
                "40",
                "--seed",
                "1",
                "--json",
                "--workers",
                workers,
            ],
            check=True,
            capture_output=True,
            cwd=REPO,
        ).stdout

    first = once("1")
    assert first == once("2")
    assert json.loads(first)["games"] == 40


def test_skills_json_is_the_first_bots_result_with_each_verdict_added(capsys):
    status, out, err = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "--skills",
        "full,strong",
        "--games",
        "2",
        "--seed",
        "3",
        "--workers",
        "1",
        "--json",
    )
    assert status == 0 and err == ""
    data = json.loads(out)
    alone = json.loads(
        run(
            capsys,
            "playtest",
            FINAL_STAND,
            "--games",
            "2",
            "--seed",
            "3",
            "--workers",
            "1",
            "--json",
        )[1]
    )
    assert {k: v for k, v in data.items() if k not in ("skills", "agree")} == alone
    assert [s["bot"] for s in data["skills"]] == ["full", "strong"]
    assert data["skills"][0]["verdict"] == alone["verdict"]
    assert data["skills"][0]["seats"][0]["win_rate"] == alone["seats"][0]["win_rate"]
    assert [s["start"] for s in data["skills"][1]["seats"]] == ["1F", "9F"]
    clear = all(s["verdict"] != "unclear" for s in data["skills"])
    assert data["agree"] == (clear and data["skills"][0]["verdict"] == data["skills"][1]["verdict"])


def test_skills_text_lists_each_verdict_and_the_agreement(capsys):
    status, out, _ = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "--skills",
        "random,solo",
        "--games",
        "2",
        "--seed",
        "1",
        "--workers",
        "1",
    )
    lines = out.splitlines()
    assert status == 0
    assert lines[0].startswith("Final Stand: 1 deal, 2 games, 2 players, random bot")
    at = lines.index("skills")
    assert lines[at + 1].split()[:4] == ["random", "bot", "2", "games"]
    assert lines[at + 2].split()[:4] == ["solo", "bot", "2", "games"]
    assert lines[at + 3].strip() in (
        "the verdicts agree",
        "the verdicts differ: the map plays differently at these skill levels",
        "not comparable yet: a verdict is unclear (play more games, or --until-verdict)",
    )


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["--skills", "full,clever"],
            "--skills: no bot called 'clever'; choose one of full, random, solo, strong",
        ),
        (
            ["--skills", "full"],
            "--skills: give two or more different bots (full,strong), not 'full'",
        ),
        (["--skills", "full,full"], "--skills: give two or more different bots"),
        (
            ["--skills", "full,strong", "--bot", "random"],
            "--skills names the bots; leave out --bot",
        ),
        (["--skills", "full,strong", "--mode", "solo"], "--skills: standard games only"),
    ],
)
def test_bad_skills_get_one_line(capsys, args, message):
    status, out, err = run(capsys, "playtest", FINAL_STAND, *args)
    assert status != 0 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err


def test_skill_kinds_are_two_or_more_different_bots() -> None:
    assert skill_kinds("full, strong") == ("full", "strong")
    for bad in ("full", "full,full", "", "full,clever"):
        with pytest.raises(SkillsError, match="^--skills: "):
            skill_kinds(bad)
    with pytest.raises(SkillsError) as refused:
        skill_kinds("full,clever")
    assert str(refused.value) == (
        "--skills: no bot called 'clever'; choose one of full, random, solo, strong"
    )
