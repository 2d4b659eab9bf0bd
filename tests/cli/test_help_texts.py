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


def _helps(parser) -> list[str]:
    """Every help text of a parser's options and commands, as ``--help`` shows it."""
    import argparse

    texts = [parser.description or ""]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            texts += [a.help or "" for a in action._choices_actions]
            for sub in action.choices.values():
                texts += _helps(sub)
        elif action.help and action.help != argparse.SUPPRESS:
            texts.append(action.help)
    return [t for t in texts if t]


def test_every_option_help_has_a_french_text_of_its_own():
    """Each command's description and every option's help translate (argparse's own
    words too): no English help text is left in the French parser."""
    from engine.core.messages import set_language
    from gkr_studio.cli import argparse_words, build_parser

    try:
        set_language("en")
        argparse_words.speak()
        english = _helps(build_parser())
        set_language("fr")
        french = _helps(build_parser())
    finally:
        set_language(None)
    assert len(english) == len(french) > 90
    same = [e for e, f in zip(english, french) if e == f]
    assert same == [], same


@pytest.mark.parametrize("command", [m.__name__.rsplit(".", 1)[1] for m in COMMANDS])
def test_french_help_of_every_command(capsys, command):
    with pytest.raises(SystemExit) as stop:
        main(["--lang", "fr", command, "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"utilisation : gkr-map {command} ")
    assert "\noptions:\n" in out
    assert "affiche ce message d'aide et quitte" in out
    assert "%%" not in out and "usage:" not in out and "show this help" not in out


def test_a_bad_command_line_is_refused_in_french_and_then_in_english_again(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--lang", "fr", "check"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("utilisation : gkr-map check ")
    assert err.endswith("gkr-map check : erreur : les arguments suivants sont requis : PATH\n")
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "playtest", "--games", "x", "a.gkrmap.json"])
    assert "erreur : argument --games/-n : valeur int invalide : 'x'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--lang", "en", "check"])
    err = capsys.readouterr().err
    assert err.startswith("usage: gkr-map check ")
    assert err.endswith("gkr-map check: error: the following arguments are required: PATH\n")


def test_the_top_level_help_in_french(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "--help"])
    out = capsys.readouterr().out
    assert "Validation, vérification, correction, génération, dessin et test en jeu" in out
    assert "affiche la version du programme et quitte" in out
    assert "classe les bots les uns contre les autres : cotes avec" in out
