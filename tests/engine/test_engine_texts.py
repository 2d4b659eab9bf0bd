"""The refusals and errors the engine and ``gkr-map`` give a person go through the catalogs
(``engine.core.messages``): no ``raise`` with a bare English sentence, no file problem
(``Problem(where, text)``) written as a bare literal; and in French they read French — an
Edit position refusal, a bad game file's line, a bad catalog file's line, a bad hex on the
command line, an event reason made with a number."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from engine.core.errors import CatalogError, GameFileError, HexError, PositionError
from engine.core.messages import set_language
from engine.files.resources import catalog_path
from engine.game import new_game
from engine.game.catalog import UnitClass
from engine.game.catalog_file import loads_catalog
from engine.game.events import GloryHound, said
from engine.game.sandbox.free_setup import place_unit, set_energy
from engine.game.sandbox.gamefile import game_to_data, loads_game, saved_game
from engine.game.state import GameState, Phase
from engine.geometry.hexes import Hex
from gkr_studio.cli import main
from tests.conftest import MAPS, REPO
from tests.engine.game.helpers import the_map

SOURCES = [
    *sorted((REPO / "engine").rglob("*.py")),
    *sorted((REPO / "gkr_studio" / "cli").rglob("*.py")),
]

SECOND_ARGUMENT_IS_THE_TEXT = {"StateDataError"}
"""Error classes built as ``(where, text)``: their text is the second argument."""

LEFT_IN_ENGLISH = {
    # The .po reader's own syntax errors: the catalogs ship with the package, so a bad
    # one is the developers' mistake, met in a test before any user sees it.
    ("engine/core/pocatalog.py", "PoSyntaxError"),
    # Scripted dice are a test tool: a die outside 1-6 or a script that runs out is a bug
    # in the test that scripted them.
    ("engine/game/dice.py", "ValueError"),
    ("engine/game/dice.py", "ScriptedDiceExhausted"),
    # A history node index comes from code (the playtest window's own list), never typed.
    ("engine/game/history.py", "IndexError"),
    # A value of a type the state codec does not know: a new field the codec was not
    # taught, found by the round-trip tests.
    ("engine/game/sandbox/state_codec.py", "TypeError"),
    # An internal invariant of the rules loop.
    ("engine/game/state.py", "AssertionError"),
    # The studio's seat-order dialog always gives a permutation; anything else is a bug.
    ("engine/mapmodel/editing.py", "ValueError"),
    # A figure name and a pool's start method come from code, not from an option.
    ("engine/verdicts/play_figures.py", "ValueError"),
    ("engine/playtest/pool.py", "PoolError"),
    # The simulator's own arguments (edges too large for the deal) and a wrong argument type.
    ("engine/verdicts/simulate.py", "ValueError"),
    ("engine/playtest/sweep.py", "TypeError"),
    # A kind of outputs the code asks for that the module does not know.
    ("engine/files/folder_outputs.py", "ValueError"),
    # A name a package does not have, said as Python says it of any module.
    ("engine/core/exports.py", "AttributeError"),
}
"""(file, exception class) pairs whose texts stay English on purpose: programming errors
a user cannot reach. Every other ``raise`` with words goes through ``_()``/``ngettext()``."""

_WORDS = re.compile(r"[A-Za-z]{2,}[ ,;:'-]+[A-Za-z]{2,}")


def _bare_text(node: ast.AST) -> str | None:
    """The literal words of ``node`` when it is a text written in place (a string, an
    f-string, or a sum of them) rather than a catalog call; None otherwise."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = " ".join(v.value for v in node.values if isinstance(v, ast.Constant))
    elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        text = " ".join(t for t in (_bare_text(node.left), _bare_text(node.right)) if t)
    else:
        return None
    return text if _WORDS.search(text) else None


def _name(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def bare_texts(path: Path) -> list[tuple[str, int, str, str]]:
    """(file, line, class, text) of each ``raise`` and each ``Problem(where, text)`` in
    ``path`` whose text is a bare literal with words."""
    return bare_texts_in(path.read_text(encoding="utf-8"), path.relative_to(REPO).as_posix())


def bare_texts_in(source: str, rel: str) -> list[tuple[str, int, str, str]]:
    """:func:`bare_texts` of the module text ``source`` at ``rel``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        call, index = None, 0
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            call = node.exc
            index = 1 if _name(call) in SECOND_ARGUMENT_IS_THE_TEXT else 0
        elif isinstance(node, ast.Call) and _name(node) == "Problem":
            call, index = node, 1
        if call is None or len(call.args) <= index:
            continue
        text = _bare_text(call.args[index])
        if text is not None and (rel, _name(call)) not in LEFT_IN_ENGLISH:
            found.append((rel, node.lineno, _name(call), text))
    return found


def test_no_error_of_the_engine_or_the_command_line_is_a_bare_english_sentence():
    found = [hit for path in SOURCES for hit in bare_texts(path)]
    assert found == [], "\n".join(f"{f}:{n}: {cls}({t!r})" for f, n, cls, t in found)


def test_the_scan_finds_a_bare_sentence_and_lets_a_catalog_call_pass():
    """The check itself: an f-string refusal is found; the same text through ``_()`` and an
    error built from a JSON pointer only are not."""
    source = (
        'raise PositionError(f"{h} is not a playable hex")\n'
        'raise PositionError(_("{h} is not a playable hex").format(h=h))\n'
        'raise StateDataError(f"{where}/hp/{cls}", "a Heavy Hitter has none")\n'
        'raise StateDataError(f"{where}/hp", _("no hit points"))\n'
        'x = Problem("", "is a folder; choose a file name")\n'
        'raise ValueError("a die shows 1-6, not " + str(r))\n'
    )
    assert sorted((n, cls) for _f, n, cls, _t in bare_texts_in(source, "engine/probe.py")) == [
        (1, "PositionError"),
        (3, "StateDataError"),
        (5, "Problem"),
        (6, "ValueError"),
    ]
    assert bare_texts_in(source.splitlines()[-1], "engine/game/dice.py") == []


def test_the_programming_errors_left_in_english_still_exist():
    """Each allow-list entry names a raise that is there: a stale entry would hide a new one."""
    raised = set()
    for path in SOURCES:
        rel = path.relative_to(REPO).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                raised.add((rel, _name(node.exc)))
    assert LEFT_IN_ENGLISH <= raised


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


def opening() -> GameState:
    """Final Stand after both opening hands are kept (seeded dice: it can be saved)."""
    g = new_game(the_map("final-stand"), 4)
    while g.phase == Phase.SETUP:
        g.apply_action("keep")
    return g


def test_an_edit_position_refusal_reads_french(french):
    g = opening()
    with pytest.raises(PositionError) as refused:
        place_unit(g, 0, UnitClass.HH, Hex.parse("3E"))
    assert str(refused.value) == "3E porte un Immeuble : une unité se tient sur un hexagone libre"
    with pytest.raises(PositionError) as refused:
        set_energy(g, 1, 6)
    assert str(refused.value) == "P2 Énergie 6 : 0 à 5 maintenant"
    with pytest.raises(PositionError) as refused:
        place_unit(g, 0, UnitClass.HH, Hex.parse("9F"))
    assert str(refused.value) == "9F porte déjà l'unité HH de P2"


def test_an_edit_position_refusal_keeps_its_english_bytes():
    g = opening()
    with pytest.raises(PositionError) as refused:
        place_unit(g, 0, UnitClass.HH, Hex.parse("3E"))
    assert str(refused.value) == "3E holds a building: a unit stands on a free hex"


def _game_text_with_action(text: str) -> str:
    data = game_to_data(saved_game(new_game(the_map("final-stand"), 4)))
    data["actions"] = [text]
    data["result"] = None
    return json.dumps(data)


def test_a_bad_game_files_line_reads_french(french):
    with pytest.raises(GameFileError) as refused:
        loads_game(_game_text_with_action("move HH 5F-5Z face N"), "bad.gkrgame.json")
    line = str(refused.value)
    assert line.startswith(
        'bad.gkrgame.json: /actions/0: "move HH 5F-5Z face N" : pas permis ici, après 0 actions ('
    )
    assert "n'est pas une action move valable : '5Z' n'est pas un nom d'hexagone" in line
    assert "\n" not in line


def test_a_bad_game_files_line_keeps_its_english_bytes():
    with pytest.raises(GameFileError) as refused:
        loads_game(_game_text_with_action("move HH 5F-5Z face N"), "bad.gkrgame.json")
    assert "is not a valid move action: '5Z' is not a hex label: columns run A-K" in str(
        refused.value
    )


def test_a_bad_catalog_files_line_reads_french(french):
    data = json.loads(catalog_path("standin").read_text(encoding="utf-8"))
    data["factions"][1]["id"] = data["factions"][0]["id"]
    with pytest.raises(CatalogError) as refused:
        loads_catalog(json.dumps(data), "mine.catalog.json")
    line = next(line for line in str(refused.value).splitlines() if "/factions/1/id" in line)
    assert f"l'id de faction {data['factions'][0]['id']!r} est utilisé deux fois" in line
    assert line.endswith("les ids doivent différer")


def test_a_bad_hex_on_the_command_line_reads_french(capsys):
    try:
        status = main(["--lang", "fr", "los", str(MAPS / "final-stand.gkrmap.json"), "5L", "1B"])
    finally:
        set_language("en")
    captured = capsys.readouterr()
    assert status == 1 and captured.out == ""
    assert len(captured.err.splitlines()) == 1
    assert "FROM '5L' n'est pas un nom d'hexagone : les colonnes vont de A à K" in captured.err


def test_a_reason_made_with_a_number_translates_whole(french):
    assert said("most tags: 3") == "le plus de Tags : 3"
    assert said("braces: saves on 4+") == "se protège : sauvegarde sur 4+"
    assert said("hand back to 9") == "main ramenée à 9"
    assert str(GloryHound(1, "most tags: 2", 0)).endswith("(le plus de Tags : 2)")
    assert said("dire-laser") == "dire-laser"  # a card's id stays as it is


def test_hex_errors_in_english_are_unchanged():
    with pytest.raises(HexError, match=r"^'5L' is not a hex label: columns run A-K$"):
        Hex.parse("5L")


def test_the_los_report_reads_french_with_its_labels_aligned(capsys):
    crackshot = str(MAPS / "crackshot-alley.gkrmap.json")
    try:
        status = main(["--lang", "fr", "los", crackshot, "4D", "4H", "--facing", "N"])
    finally:
        set_language("en")
    lines = capsys.readouterr().out.splitlines()
    assert status == 0
    assert "  Tir de Ruelle        oui, par 3E–4E (+2 pour toucher)" in lines
    assert "  couvert              Couvert Complet (pas de tir direct)" in lines
    # every value starts in one column: two spaces after the longest label
    column = 2 + len("plus courts chemins") + 2
    assert all(line[column - 1] == " " and line[column] != " " for line in lines[1:])


def test_fix_and_generate_speak_french(tmp_path, capsys):
    try:
        assert main(["--lang", "fr", "fix", str(MAPS / "showdown.gkrmap.json")]) == 0
        assert (
            capsys.readouterr().out
            == "Showdown: Rien à corriger : toutes les vérifications demandées passent.\n"
        )
        assert (
            main(
                [
                    "--lang",
                    "fr",
                    "generate",
                    "--players",
                    "2",
                    "--count",
                    "1",
                    "--seed",
                    "1",
                    "-o",
                    str(tmp_path / "out"),
                ]
            )
            == 0
        )
    finally:
        set_language("en")
    written = capsys.readouterr().out
    assert written.endswith(" écrit (2 joueurs, côté standard, 10 Immeubles, graine 1)\n")


def test_a_map_editing_refusal_reads_french(french):
    from engine.mapmodel.editing import SymmetryMode, place_building
    from engine.mapmodel.model import GameMap

    refused = place_building(GameMap(), Hex.parse("9A"), SymmetryMode.HALF_TURN).refused
    assert [str(r) for r in refused] == [
        "0K : un demi-hexagone, donc rien n'est fait (image de 9A par le demi-tour)"
    ]
