"""``gkr-map playtest FILE --restrict SEAT:PART``: restricted play (R-TAG-1, R-ALLEY-3)."""

from __future__ import annotations

import json

import pytest

from gkr_studio.cli import main
from tests.conftest import MAPS

FINAL_STAND = str(MAPS / "final-stand.gkrmap.json")


def run(capsys, *args: str):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_json_keeps_the_batch_and_adds_the_restrictions_R_TAG_1(capsys):
    status, out, err = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "-n",
        "8",
        "-s",
        "1",
        "-w",
        "1",
        "--restrict",
        "1f:tagging",
        "--json",
    )
    assert status == 0 and err == ""
    data = json.loads(out)
    assert data["games"] == 8 and [s["start"] for s in data["seats"]] == ["1F", "9F"]
    (x,) = data["restrictions"]
    assert (x["seat"], x["start"], x["part"]) == (0, "1F", "tagging")
    assert x["baseline"]["win_types"]["demolition"] > 0
    assert x["restricted"]["win_types"]["demolition"] == 0
    assert x["delta_ci95"][0] <= x["delta"] <= x["delta_ci95"][1]
    plain = json.loads(
        run(capsys, "playtest", FINAL_STAND, "-n", "8", "-s", "1", "-w", "1", "--json")[1]
    )
    kept = {k: v for k, v in data.items() if k not in ("restrictions", "edge_sources")}
    assert kept == plain


def test_text_is_a_table_of_the_restrictions(capsys):
    status, out, _ = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "-n",
        "4",
        "-s",
        "2",
        "-w",
        "1",
        "--bot",
        "random",
        "--restrict",
        "1F:tagging",
        "--restrict",
        "9F:alley-shots",
        "--restrict",
        "1f:Tagging",
    )
    assert status == 0
    lines = out.splitlines()
    assert lines[0].startswith("Final Stand: restricted play, 4 games a batch, random bot")
    assert "barred from" in lines[1] and "unrestricted" in lines[1]
    assert lines[2].split()[:2] == ["1F", "tagging"]
    assert lines[3].split()[:2] == ["9F", "alley-shots"]
    assert len(lines) == 7  # the same restriction twice is played once
    assert lines[5].startswith(("1F's edge comes mostly from", "No part of the game"))
    assert lines[6].startswith(("9F's wins come mostly from", "No part of the game"))  # held back


@pytest.mark.parametrize(
    "args,line",
    [
        (
            ["--restrict", "2B:tagging"],
            "--restrict '2B:tagging': no seat starts on 2B; the seats are 1F, 9F",
        ),
        (
            ["--restrict", "1F:flying"],
            "--restrict '1F:flying': no part of the game called 'flying'; the parts are"
            " alley-shots, tagging, support-units",
        ),
        (
            ["--restrict", "1F"],
            "--restrict '1F': write SEAT:PART, a seat being one of 1F, 9F and a part one of"
            " alley-shots, tagging, support-units",
        ),
        (
            ["--restrict", "1F:tagging", "--until-verdict"],
            "--restrict compares batches of the same number of games; leave out --until-verdict"
            " and give --games",
        ),
        (
            ["--restrict", "1F:tagging", "--mode", "shifting"],
            "--restrict plays standard games; leave out --mode shifting",
        ),
    ],
)
def test_bad_restrictions_get_one_line(capsys, args, line):
    status, out, err = run(capsys, "playtest", FINAL_STAND, "-n", "2", *args)
    assert status != 0 and out == ""
    assert err.strip() == f"gkr-map playtest: {line}"


def test_a_results_file_is_refused_and_not_written(capsys, tmp_path):
    results = tmp_path / "games.jsonl"
    status, out, err = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "-n",
        "2",
        "--restrict",
        "1F:tagging",
        "--results",
        str(results),
    )
    assert status != 0 and out == "" and len(err.strip().splitlines()) == 1
    assert "--restrict plays one map on the built-in pool" in err
    assert not results.exists()


def test_advanced_play_is_named_and_played_in_every_batch(capsys):
    status, out, _ = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "-n",
        "2",
        "-w",
        "1",
        "--pilots",
        "--restrict",
        "9F:support-units",
        "--json",
    )
    assert status == 0
    data = json.loads(out)
    assert data["pilots"] is True and data["restrictions"][0]["restricted"]["games"] == 2
    status, out, _ = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "-n",
        "2",
        "-w",
        "1",
        "--pilots",
        "--restrict",
        "9F:support-units",
    )
    assert out.splitlines()[0].endswith("duplicate design, pilots")


def test_json_ranks_the_parts_and_says_where_the_edge_comes_from(capsys):
    """``--restrict 1F:tagging --restrict 1F:alley-shots --json``: the parts ranked by what
    they carry of 1F's wins, with the sentence that says it (the ids language-neutral, the
    sentence in its text field), as the text output says it too."""
    restrictions = ["--restrict", "1F:tagging", "--restrict", "1F:alley-shots"]
    args = ["playtest", FINAL_STAND, *"-n 8 -s 1 -w 1".split(), *restrictions]
    status, out, err = run(capsys, *args, "--json")
    assert status == 0 and err == ""
    data = json.loads(out)
    (source,) = data["edge_sources"]
    assert (source["seat"], source["start"]) == (0, "1F")
    ranking = source["ranking"]
    assert sorted(r["part"] for r in ranking) == ["alley-shots", "tagging"]
    carried = [r["carried"] for r in ranking]
    assert carried == sorted(carried, reverse=True)
    by_part = {x["part"]: x for x in data["restrictions"]}
    for r in ranking:
        assert r["carried"] == pytest.approx(-by_part[r["part"]]["delta"], abs=1e-4)
        assert r["effect"] in ("carries", "about-the-same", "against")
    assert source["text"].startswith(("1F's edge comes mostly from", "No part of the game"))
    assert source["text"].endswith(".") and "tagging" in source["text"]
    text = run(capsys, *args)[1].splitlines()
    assert text[-1] == source["text"]
