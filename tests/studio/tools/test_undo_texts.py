"""The undo history names every edit of the tools in the studio's language: a French
studio's History dock, and the Undo button's tip, read French (building: Immeuble, rubble:
décombres, as the glossary has them)."""

from __future__ import annotations

import pytest

from engine import Hex
from engine.geometry.zones import Side
from gkr_studio.i18n import apply_language
from gkr_studio.tools.tool_base import hexes_text
from tests.studio.helpers import click, drag

H = Hex.parse


@pytest.fixture
def french(qapp):
    """The studio speaks French for one test, then English again."""
    apply_language(qapp, "fr")
    yield qapp
    apply_language(qapp, "en")


def history(window) -> list[str]:
    """The History dock's lines after its first (the map as opened)."""
    model = window.history.model()
    return [model.index(row, 0).data() for row in range(1, model.rowCount())]


def test_a_french_studio_names_the_tools_edits_in_french(french, make_window):
    window = make_window("final-stand")  # starts 1F and 9F, buildings on 3C and 4H…
    window.set_tool("building")
    click(window, "5F")
    click(window, "5F")
    window.set_tool("demolish")
    click(window, "3C")
    click(window, "3C")
    window.set_tool("select")
    drag(window, ["4H", "5H"])
    window.set_tool("demolish")
    click(window, "6D")
    window.set_tool("select")
    drag(window, ["6D", "7D"])
    drag(window, ["1F", "2F"])
    window.set_tool("lock")
    click(window, "3E")
    click(window, "3E")
    click(window, "2F")
    window.set_tool("erase")
    click(window, "6I")
    window.set_tool("start")
    click(window, "5A")
    click(window, "5A")
    window.editor.choose_side(Side.FALLOUT)
    window.set_tool("zone")
    window.tools["zone"].set_zone(2)
    click(window, "5B")  # a hex of zone 1
    assert history(window) == [
        "Placer un Immeuble en 5F",
        "Retirer l'Immeuble 5F",
        "Démolir l'Immeuble 3C",
        "Rétablir l'Immeuble 3C",
        "Déplacer l'Immeuble 4H → 5H",
        "Démolir l'Immeuble 6D",
        "Déplacer les décombres 6D → 7D",
        "Déplacer le départ 1 1F → 2F",
        "Verrouiller l'Immeuble en 3E",
        "Déverrouiller l'Immeuble en 3E",
        "Verrouiller le départ en 2F",
        "Effacer 6I",
        "Placer un départ en 5A",
        "Retirer le départ 5A",
        "Passer au côté retombées",
        "Peindre la zone 2",
    ]
    assert window.window_actions.acts["undo"].toolTip() == "Annuler : Peindre la zone 2 (Ctrl+Z)"


def test_several_hexes_are_joined_in_the_studios_language(french):
    assert hexes_text([H("2G"), H("7E")]) == "2G et 7E"
    assert hexes_text([H("1D"), H("5K"), H("8C")]) == "1D, 5K et 8C"


def test_an_english_studio_keeps_its_english_names(window):
    window.set_tool("building")
    click(window, "5F")
    assert window.doc.undo_stack.text(0) == "Place building on 5F"
    assert hexes_text([H("2G"), H("7E")]) == "2G and 7E"
    assert window.window_actions.acts["undo"].toolTip() == "Undo Place building on 5F (Ctrl+Z)"
