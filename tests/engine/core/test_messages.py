"""The engine's message catalogs: choosing the language, plural forms, the ``.po`` read in a
checkout against the same catalog read by Babel, and every check worded in French."""

from __future__ import annotations

import gettext

import pytest
from babel.messages.pofile import read_po

from engine import BUILTIN_MAPS, builtin_map_path, load_map
from engine.analysis import analyse
from engine.core import messages
from engine.core.messages import _, language_from_environment, ngettext, set_language
from engine.core.numbers import format_percent
from engine.core.pocatalog import mo_bytes, parse_po, translations_from_po
from tests.engine.analysis.analysis_maps import make_map


@pytest.mark.parametrize(
    "environ, language",
    [
        ({}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "fr_BE"}, "fr"),
        ({"LC_MESSAGES": "fr_FR.UTF-8", "LANG": "en_GB.UTF-8"}, "fr"),
        ({"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANGUAGE": "fr:en", "LANG": "en_US.UTF-8"}, "fr"),
        ({"LANGUAGE": "de", "LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
    ],
)
def test_the_language_comes_from_the_first_variable_gettext_reads(environ, language):
    assert language_from_environment(environ) == language


def test_a_language_the_engine_does_not_speak_gives_english():
    assert set_language("de_DE.UTF-8") == "en"
    assert _("Seats") == "Seats"


def test_french_plural_forms_take_the_singular_for_zero_and_one():
    set_language("fr")
    forms = [ngettext("{n} hex", "{n} hexes", n).format(n=n) for n in (0, 1, 2)]
    assert forms == ["0 hexagone", "1 hexagone", "2 hexagones"]
    set_language("en")
    assert ngettext("{n} hex", "{n} hexes", 0).format(n=0) == "0 hexes"


def test_percentages_follow_the_language():
    set_language("fr")
    assert format_percent(0.518) == "51,8\u202f%"
    set_language("en")
    assert format_percent(0.518) == "51.8%"


def test_the_po_read_directly_gives_what_babel_reads_in_it():
    """The checkout's reader (engine.core.pocatalog) and Babel's agree on every message of
    the French catalog, singular and plural forms, as the compiled .mo carries them."""
    path = messages.catalog_path("fr")
    ours = translations_from_po(path)
    with path.open("rb") as stream:
        babel = read_po(stream, locale="fr")
    compared = 0
    for message in babel:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            for n, form in ((1, 0), (2, 1)):
                assert ours.ngettext(message.id[0], message.id[1], n) == message.string[form]
        elif message.context:
            assert ours.pgettext(message.context, message.id) == message.string
        else:
            assert ours.gettext(message.id) == message.string
        compared += 1
    assert compared > 100


def test_fuzzy_and_obsolete_entries_are_not_compiled():
    text = (
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        '#, fuzzy\nmsgid "Map"\nmsgstr "Carte"\n\n#~ msgid "Seats"\n#~ msgstr "Places"\n\n'
        'msgid "ok"\nmsgstr "ok!"\n'
    )
    compiled = gettext.GNUTranslations(__import__("io").BytesIO(mo_bytes(parse_po(text))))
    assert (compiled.gettext("Map"), compiled.gettext("Seats"), compiled.gettext("ok")) == (
        "Map",
        "Seats",
        "ok!",
    )


def _messages(game_map):
    return [(c.id, c.message) for c in analyse(game_map).checks]


@pytest.mark.parametrize("name", BUILTIN_MAPS)
def test_every_check_of_the_built_in_maps_reads_in_french(name):
    game_map = load_map(builtin_map_path(name))
    english = _messages(game_map)
    set_language("fr")
    french = _messages(game_map)
    assert [i for i, _m in english] == [i for i, _m in french]
    untranslated = [e for e, f in zip(english, french) if e[1] == f[1]]
    assert untranslated == []


def test_failed_checks_read_in_french_with_their_plural_forms():
    """A crowded draft-free map that fails most checks: every failure is worded in French."""
    m = make_map("1F 6F", "2E 2F 2G 1E 1G 5F 5G 6E 6G 7F 7E 3A", rubble="4K")
    english = _messages(m)
    set_language("fr")
    french = _messages(m)
    failed = [c for c in analyse(m).checks if not c.ok]
    assert len(failed) >= 3
    assert all(e[1] != f[1] for e, f in zip(english, french))
    assert any("hexagones" in text for _i, text in french)


def test_a_file_problem_names_its_place_in_french_for_people():
    from engine.core.errors import MapFileError, Problem
    from engine.files.mapfile import loads_map

    text = (
        '{"format": "gkr-map", "version": 1, "name": "X", "players": 2, "side": "standard",'
        ' "buildings": [{"hex": "5F"}], "starts": ["1F", "5F"]}'
    )
    set_language("fr")
    with pytest.raises(MapFileError) as caught:
        loads_map(text, "x.gkrmap.json")
    (problem,) = caught.value.problems
    assert str(problem).startswith("/starts/1: 5F porte un Immeuble (/buildings/0)")
    assert problem.for_people() == (
        "Départ 2 : 5F porte un Immeuble (immeuble 1) ; un hexagone de départ doit être libre"
    )
    assert Problem("/name", "x").for_people() == "Nom : x"
