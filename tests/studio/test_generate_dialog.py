"""File ▸ Generate…: a gallery of generated candidates with their checks."""

from __future__ import annotations

from engine.analysis import analyse
from gkr_studio.generate_dialog import CANDIDATES, GenerateDialog, choose


def test_the_gallery_shows_candidates_that_pass_every_check(qtbot, tmp_path) -> None:
    dialog = GenerateDialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    assert dialog.symmetry.currentData() == "third-turn"
    maps = dialog.generate()
    assert len(maps) == dialog.gallery.count() == CANDIDATES
    assert len({m.building_hexes for m in maps}) == CANDIDATES
    assert all(not dialog.gallery.item(i).icon().isNull() for i in range(CANDIDATES))
    assert all(c.ok for m in maps for c in analyse(m).checks)
    dialog.gallery.setCurrentRow(2)
    assert dialog.chosen_map() == maps[2]
    assert dialog.checks.text().count("✔") == len(analyse(maps[2]).checks)
    dialog.grab().save(str(tmp_path / "generate.png"))


def test_impossible_options_are_said_in_one_line(qtbot) -> None:
    dialog = GenerateDialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    choose(dialog.symmetry, "half-turn")
    assert dialog.generate() == []
    assert dialog.checks.text().startswith("3 players cannot sit symmetric under a half turn")


def test_the_chosen_candidate_opens_as_a_new_unsaved_document(make_window, monkeypatch) -> None:
    window = make_window("showdown")
    chosen = {}

    def run(dialog: GenerateDialog) -> int:
        dialog.generate()
        dialog.gallery.setCurrentRow(1)
        chosen["map"] = dialog.chosen_map()
        return GenerateDialog.DialogCode.Accepted

    monkeypatch.setattr(GenerateDialog, "exec", run)
    window.acts["generate"].trigger()
    assert window.doc.map == chosen["map"] and window.doc.path is None
    assert window.doc.map.name.startswith("Generated 4p half-turn #")


def test_generate_again_makes_new_candidates(qtbot) -> None:
    """Issue 22, item 13: the seed stayed 1, so a second press showed the same maps."""
    dialog = GenerateDialog()
    qtbot.addWidget(dialog)
    dialog.buildings.setValue(6)
    first = dialog.generate()
    assert dialog.generate_button.text() == "Generate again"
    second = dialog.generate()
    assert len(second) == CANDIDATES
    assert not {m.building_hexes for m in first} & {m.building_hexes for m in second}
    labels = [dialog.gallery.item(i).text() for i in range(dialog.gallery.count())]
    assert len(set(labels)) == CANDIDATES and "seed 1" not in labels


def test_the_side_defaults_to_the_open_maps_side(qtbot) -> None:
    from engine import builtin_map_path, load_map
    from engine.geometry.zones import Side

    standard = load_map(builtin_map_path("final-stand"))
    for m in (standard, standard.with_side(Side.FALLOUT)):
        dialog = GenerateDialog(m)
        qtbot.addWidget(dialog)
        assert dialog.side.currentData() == m.side.value
