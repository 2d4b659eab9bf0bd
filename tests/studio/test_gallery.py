"""File ▸ New: a gallery of the pre-generated maps with thumbnails."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.files.resources import BUILTIN_MAPS
from gkr_studio.dialogs import BLANK, GENERATE, NewMapDialog, builtin_map, new_map


def test_the_gallery_shows_every_map_with_a_thumbnail_players_and_side(window, qtbot):
    dialog = NewMapDialog(window)
    qtbot.addWidget(dialog)
    items = [dialog.list.item(i) for i in range(dialog.list.count())]
    assert [i.data(Qt.ItemDataRole.UserRole) for i in items] == [BLANK, *BUILTIN_MAPS, GENERATE]
    for item in items:
        icon = item.icon()
        assert not icon.isNull()
        image = icon.pixmap(NewMapDialog.THUMB).toImage()
        colours = {
            image.pixel(x, y)
            for x in range(0, image.width(), 7)
            for y in range(0, image.height(), 7)
        }
        assert len(colours) > 5  # a picture, not a blank square
    assert items[-1].text() == "Generate…\nnew maps that pass every check"
    for item, slug in zip(items[1:], BUILTIN_MAPS):
        m = builtin_map(slug)
        assert item.text() == f"{m.name}\n{m.players} players · {m.side.value} side"
    assert dialog.choice() == BLANK
    dialog.list.setCurrentRow(3)
    assert dialog.choice() == BUILTIN_MAPS[2]
    assert new_map(dialog.choice()).name.endswith("(copy)")


def test_the_gallery_s_generate_tile_opens_the_generator(window, qtbot, monkeypatch):
    from gkr_studio.generate_dialog import GenerateDialog

    opened = []
    monkeypatch.setattr(
        NewMapDialog,
        "exec",
        lambda self: (
            self.list.setCurrentRow(self.list.count() - 1),
            NewMapDialog.DialogCode.Accepted,
        )[1],
    )
    monkeypatch.setattr(
        GenerateDialog,
        "exec",
        lambda self: (opened.append(self), GenerateDialog.DialogCode.Rejected)[1],
    )
    window.files.new_map_dialog()
    assert len(opened) == 1
