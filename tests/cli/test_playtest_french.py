"""``gkr-map --lang fr playtest``: the report, the other modes, the sweep's table, the
refusals and the progress line in French, with plural forms and French numbers; the JSON
output the same in both languages but for its text fields."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

from gkr_studio.cli import main
from tests.conftest import MAPS

FINAL_STAND = str(MAPS / "final-stand.gkrmap.json")
SHOWDOWN = str(MAPS / "showdown.gkrmap.json")
NNBSP = "\u202f"
TEXT_FIELDS = {"verdict_text", "verdict_sentence", "next_step", "unavailable", "why", "explanation"}
"""The JSON fields written in words (the rest are ids and numbers)."""


def _run(capsys: Any, *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def _without_texts(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: None if k in TEXT_FIELDS else _without_texts(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_without_texts(v) for v in value]
    return value


def test_the_report_in_french_with_plurals_and_french_numbers(capsys, tmp_path):
    status, out, err = _run(
        capsys,
        "--lang",
        "fr",
        "playtest",
        FINAL_STAND,
        "--games",
        "4",
        "--seed",
        "1",
        "--workers",
        "1",
        "--save-games",
        str(tmp_path / "games"),
        "--which",
        "longest",
    )
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == (
        "Final Stand : 2 donnes, 4 parties, 2 joueurs, bot full, graine 1, plan dupliqué"
    )
    assert (
        lines[3].split()
        == ["place", "départ", "victoires", "taux", "de", "victoire"] + lines[3].split()[6:]
    )
    assert re.search(rf"^  types de victoire +démolition \d+ \(\d+,\d{NNBSP}%\)", out, re.M)
    assert re.search(r"^  premier sang +P1 \d+, P2 \d+, aucun \d+$", out, re.M)
    assert re.search(r"^  tours +moyenne \d+,\d, médiane", out, re.M)
    assert err == f"1 fichier de partie enregistré dans {tmp_path / 'games'}\n"


def test_the_english_report_is_unchanged_by_the_translation(capsys):
    status, out, _err = _run(
        capsys,
        "--lang",
        "en",
        "playtest",
        FINAL_STAND,
        "--games",
        "4",
        "--seed",
        "1",
        "--workers",
        "1",
    )
    assert status == 0
    assert out.startswith(
        "Final Stand: 2 deals, 4 games, 2 players, full bot, seed 1, duplicate design\n"
    )
    assert "\n  seat start      wins  win rate  95% interval     edge  luck-adjusted edge\n" in out
    assert re.search(r"^  first blood       P1 \d+, P2 \d+, none \d+$", out, re.M)


def test_solo_and_2v2_json_are_the_same_in_both_languages_but_for_the_text_fields(capsys):
    for mode, path in (("solo", FINAL_STAND), ("2v2", SHOWDOWN)):
        args = [
            "playtest",
            path,
            "--mode",
            mode,
            "--games",
            "4",
            "--seed",
            "1",
            "--workers",
            "1",
            "--bot",
            "random",
            "--json",
        ]
        _status, english, _err = _run(capsys, "--lang", "en", *args)
        _status, french, _err = _run(capsys, "--lang", "fr", *args)
        assert _without_texts(json.loads(french)) == _without_texts(json.loads(english))
        if mode == "solo":  # 2 starts: no game against 2 opponents, said in words
            assert json.loads(french)["unavailable"] == [
                "2 adversaires : Final Stand a 2 départs ; 2 adversaires en demandent 3 ou plus"
            ]


def test_solo_and_2v2_reports_in_french(capsys):
    _status, solo, _err = _run(
        capsys,
        "--lang",
        "fr",
        "playtest",
        FINAL_STAND,
        "--mode",
        "solo",
        "--games",
        "4",
        "--seed",
        "1",
        "--workers",
        "1",
    )
    assert solo.startswith(
        "Final Stand : parties solo, bot full comme joueur contre des"
        " adversaires solo, 4 parties pour chaque nombre d'adversaires,"
        " graine 1\n"
    )
    assert "\n    victoires du joueur par départ : 1F " in solo
    _status, team, _err = _run(
        capsys,
        "--lang",
        "fr",
        "playtest",
        SHOWDOWN,
        "--mode",
        "2v2",
        "--games",
        "4",
        "--seed",
        "1",
        "--workers",
        "1",
        "--bot",
        "random",
    )
    assert team.startswith("Showdown : 2c2 avec alliances fixes, 4 parties, bot random, graine 1\n")
    assert re.search(rf"^  1B\+9J   P1\+P4 +\d+ +\d+,\d{NNBSP}%", team, re.M)


def test_the_sweep_table_and_its_results_file_in_french(capsys, tmp_path):
    results = str(tmp_path / "runs.jsonl")
    args = [
        "--lang",
        "fr",
        "playtest",
        FINAL_STAND,
        "--games",
        "2",
        "--seed",
        "1",
        "--workers",
        "1",
        "--results",
        results,
    ]
    status, out, _err = _run(capsys, *args)
    assert status == 0
    assert out.splitlines()[0].split()[:4] == ["carte", "joueurs", "parties", "verdict"]
    assert out.endswith("verdicts à ±5 points, plan dupliqué\n")
    status, again, _err = _run(capsys, *args)
    assert "\n2 parties relues dans le fichier de résultats\n" in again


def test_bad_options_and_files_are_one_french_line(capsys, tmp_path):
    bad = tmp_path / "other.jsonl"
    bad.write_text('{"format": "something"}\n', encoding="utf-8")
    cases = [
        (["--games", "0"], "gkr-map playtest: --games doit valoir 1 ou plus, pas 0\n"),
        (
            ["--margin", "200"],
            "gkr-map playtest: --edge-beyond (--margin) doit être entre 0 et 100 points, pas 200\n",
        ),
        (
            ["--mode", "solo", "--pilots"],
            "gkr-map playtest: --pilots : une partie solo n'utilise"
            " ni pilotes ni Plateau de Progression (livret de"
            " règles, JEU EN SOLO)\n",
        ),
        (
            ["--results", str(bad)],
            f"gkr-map playtest: {bad}:1: pas un fichier de résultats de"
            ' parties d\'essai (sa première ligne devrait dire "format":'
            ' "gkr-playtest-results")\n',
        ),
    ]
    for options, line in cases:
        status, out, err = _run(capsys, "--lang", "fr", "playtest", FINAL_STAND, *options)
        assert (status, out, err) == (1, "", line)
    assert bad.read_text(encoding="utf-8") == '{"format": "something"}\n'  # left as it was
    status, _out, err = _run(capsys, "--lang", "fr", "playtest", str(Path(MAPS, "nope.json")))
    assert status == 1 and err.count("\n") == 1 and "fichier introuvable" in err


def test_the_progress_line_in_french():
    from engine.core.messages import set_language
    from gkr_studio.cli.progress import ProgressBar

    set_language("fr")
    out = io.StringIO()
    now = [0.0]
    bar = ProgressBar(out, clock=lambda: now[0], at_most=True)
    for done in (10, 30):
        bar.update(done, 100)
        now[0] += 2
    bar.update(100, 100)
    lines = [line.rstrip() for line in out.getvalue().split("\r")[1:]]
    assert lines[1].endswith(" 30/100 parties · 10,0 parties/s · reste au plus 0:07")
    assert lines[2].endswith("100/100 parties · 22,5 parties/s · terminé en 0:04")


def test_the_ladder_in_french_its_columns_as_wide_as_their_numbers(capsys):
    status, out, _err = _run(
        capsys,
        "--lang",
        "fr",
        "ladder",
        FINAL_STAND,
        "--bots",
        "random,full",
        "--games",
        "2",
        "--workers",
        "1",
    )
    lines = out.splitlines()
    assert status == 0 and lines[0].startswith("Classement : 1 carte, 2 parties (2 par paire")
    assert lines[1].split()[:3] == ["bot", "cote", "intervalle"]
    score_end = lines[1].index("score") + len("score")
    assert all(line[score_end - 1] == "%" for line in lines[2:4])  # "100,0 %" under "score"
