"""``gkr-map`` speaks the environment's language or ``--lang``'s; its JSON output is the same
in every language but for the text fields."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from gkr_studio.cli import main
from tests.conftest import MAPS, REPO

FINAL_STAND = str(MAPS / "final-stand.gkrmap.json")
MESSAGE = re.compile(r'"message": "(?:[^"\\]|\\.)*"')


def _environment(monkeypatch, **env: str) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)


def test_a_french_environment_gets_the_report_in_french_and_lang_en_gets_it_back(
    monkeypatch, capsys
):
    _environment(monkeypatch, LANG="fr_FR.UTF-8")
    assert main(["check", FINAL_STAND]) == 0
    french = capsys.readouterr().out
    assert "Places\n" in french and "Carte\n" in french
    assert "Tirs de Ruelle potentiels" in french
    assert main(["--lang", "en", "check", FINAL_STAND]) == 0
    english = capsys.readouterr().out
    assert "Seats\n" in english and "potential alley shots" in english
    _environment(monkeypatch)
    assert main(["check", FINAL_STAND]) == 0
    assert capsys.readouterr().out == english


@pytest.mark.slow
def test_the_installed_command_follows_lc_messages():
    """The real process: the environment as a shell gives it, nothing set in-process."""
    environ = {
        k: v
        for k, v in os.environ.items()
        if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
    }
    environ.update(LC_MESSAGES="fr_FR.UTF-8", PYTHONPATH=str(REPO))
    done = subprocess.run(
        [sys.executable, "-m", "gkr_studio.cli", "check", FINAL_STAND],
        env=environ,
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Final Stand : 2 joueurs")


def test_lang_fr_wins_over_an_english_environment(capsys):
    assert main(["--lang", "fr", "check", FINAL_STAND]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Final Stand : 2 joueurs, côté standard, 8 Immeubles\n")


def test_json_bytes_are_identical_in_both_languages_but_the_messages(capsys):
    main(["--lang", "en", "check", "--json", FINAL_STAND])
    english = capsys.readouterr().out
    main(["--lang", "fr", "check", "--json", FINAL_STAND])
    french = capsys.readouterr().out
    assert english != french
    assert MESSAGE.sub('"message": ""', english) == MESSAGE.sub('"message": ""', french)
    messages = [c["message"] for c in json.loads(french)["checks"]]
    assert all(m not in english for m in messages)


def test_a_bad_file_is_reported_in_french_in_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.gkrmap.json"
    bad.write_text('{"format": "gkr-map", "version": 1, "name": 3}', encoding="utf-8")
    assert main(["--lang", "fr", "validate", str(bad)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err and all(line.startswith(str(bad)) for line in err)
    assert any("doit être du texte, pas un nombre" in line for line in err)


def test_an_unknown_language_is_refused_by_the_parser(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--lang", "xx", "check", FINAL_STAND])
    assert exit_info.value.code == 2
    assert "--lang" in capsys.readouterr().err
