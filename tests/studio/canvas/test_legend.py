"""Legends name every colour on the board; tooltips word the engine's answers."""

from __future__ import annotations

import pytest

from engine import Hex
from engine.analysis import reachable_hexes, seat_territories
from engine.geometry.zones import Side
from gkr_studio import style
from gkr_studio.canvas.legend import legend_sections
from gkr_studio.canvas.overlays import Overlay
from tests.studio.helpers import hover

H = Hex.parse


def legend_fills(window) -> set[int]:
    o = window.overlays
    return {
        e.fill.rgba()
        for s in legend_sections(o.enabled, o.map, o.pinned, o.heat)
        for e in s.entries
        if e.fill is not None
    }


@pytest.mark.parametrize("overlay", [Overlay.LOS, Overlay.RINGS, Overlay.REACH, Overlay.TERRITORY])
def test_every_shade_an_overlay_draws_is_named_in_the_legend(window, overlay):
    window.overlays.set_pinned(H("4D"))
    window.overlay_actions[overlay].setChecked(True)
    drawn = {color.rgba() for _h, color in window.board.overlays[overlay.value].content.shades}
    assert drawn and drawn <= legend_fills(window)
    assert window.legend.isVisible()


def test_zone_tints_and_heat_maps_have_their_legend(make_window):
    window = make_window("showdown")
    assert "Fallout zones" not in [s.title for s in window.legend.sections]  # standard side
    window.doc.apply("Switch to the fallout side", window.doc.map.with_side(Side.FALLOUT))
    assert window.legend.sections[-1].title == "Fallout zones"
    assert {c.rgba() for c in style.ZONE_COLORS.values()} <= legend_fills(window)
    window.overlays.set_heat({H("5F"): 8, H("4E"): 2})
    heat = window.legend.sections[-1]
    assert heat.title.startswith("Heat map") and heat.entries[-1].text == "8 (most)"
    drawn = {c.rgba() for _h, c in window.board.overlays["heat"].content.shades}
    assert style.heat_color(1.0).rgba() in drawn
    assert heat.entries[-1].fill.rgba() == style.heat_color(1.0).rgba()


def test_the_legend_hides_when_nothing_needs_explaining_and_on_request(make_window):
    window = make_window("showdown")  # standard side; only the zones overlay is on
    assert not window.legend.isVisible()
    window.overlay_actions[Overlay.ALLEYS].setChecked(True)
    assert window.legend.isVisible() and window.legend.sections[0].title == "Alleys"
    window.acts["legend"].setChecked(False)
    assert not window.legend.isVisible()


def test_tooltip_says_cover_and_alley_shot_from_the_pinned_hex(window):
    window.overlay_actions[Overlay.LOS].setChecked(True)
    window.overlays.set_pinned(H("4D"))
    hover(window, "4H")
    tip = window.view.viewport().toolTip().splitlines()
    assert tip[0] == "4H · empty"
    assert "distance from 4D: 4" in tip
    assert "from 4D: full cover (no direct fire)" in tip  # as gkr-map los says
    assert "alley shot from 4D through 3E–4E" in tip


def test_tooltip_reach_and_territory_agree_with_the_engine(window):
    m = window.doc.map
    window.overlay_actions[Overlay.REACH].setChecked(True)
    window.overlay_actions[Overlay.TERRITORY].setChecked(True)
    owners = seat_territories(m).hex_owners
    reach = [reachable_hexes(m, s) for s in m.starts]
    for label in ("1C", "5F", "3D", "8H"):
        h = H(label)
        if m.building_at(h) is not None:
            continue
        tip = window.hex_facts(h)
        seats = [i for i, r in enumerate(reach) if h in r]
        if seats:
            assert any(
                line.startswith("first-move reach of") and all(str(s + 1) in line for s in seats)
                for line in tip
            ), tip
        else:
            assert "out of every seat's first-move reach" in tip
        if h in owners:
            assert any(
                line.startswith("territory") and str(owners[h][0] + 1) in line for line in tip
            ), tip


def test_tooltip_names_the_zone_on_a_fallout_map(make_window):
    window = make_window("showdown")
    window.doc.apply("Switch to the fallout side", window.doc.map.with_side(Side.FALLOUT))
    zone = window.doc.map.zone_of(H("5F"))
    assert zone == 4
    assert window.hex_facts(H("5F"))[0] == "5F · Zone 4 · empty"


def _board_on_screen(window):
    """The board's rectangle in the window's coordinates, as drawn now."""
    from PySide6.QtCore import QRectF

    left, top, right, bottom = window.board.layout.board_rect()
    view = window.view
    rect = view.mapFromScene(QRectF(left, top, right - left, bottom - top)).boundingRect()
    return rect.translated(view.viewport().mapTo(window, view.viewport().rect().topLeft()))


def _in_window(widget, window):
    return widget.rect().translated(widget.mapTo(window, widget.rect().topLeft()))


def test_legends_come_and_go_beside_the_board_which_never_moves(make_window, qtbot):
    """The board stayed put when a legend appeared (it jumped about 95 px sideways), and
    the legend never covers a hex (it covered 1A)."""
    window = make_window("showdown")
    window.view.fit()
    qtbot.wait(20)
    before = _board_on_screen(window)
    assert not window.legend.isVisible()
    for overlay in (Overlay.LOS, Overlay.ALLEYS, Overlay.REACH):
        window.overlay_actions[overlay].setChecked(True)
        qtbot.wait(20)
        assert window.legend.isVisible()
        assert _board_on_screen(window) == before
        viewport = _in_window(window.view.viewport(), window)
        assert not viewport.intersects(_in_window(window.legend, window))
    window.overlays.set_pinned(H("4D"))
    window.overlays.set_heat({H("5F"): 8, H("4E"): 2})
    qtbot.wait(20)
    assert _board_on_screen(window) == before
    for overlay in (Overlay.LOS, Overlay.ALLEYS, Overlay.REACH):
        window.overlay_actions[overlay].setChecked(False)
    window.overlays.set_heat(None)
    qtbot.wait(20)
    assert not window.legend.isVisible()
    assert _board_on_screen(window) == before


def test_the_board_shows_the_hovered_hexs_facts_as_a_tooltip(window):
    """A tooltip event on the board (what a resting pointer sends) shows the hex's facts:
    a graphics view asks only its scene's items, which have none, and hid the tip."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    from tests.studio.helpers import hex_pos

    window.overlay_actions[Overlay.RINGS].setChecked(True)
    window.overlays.set_pinned(H("4D"))
    hover(window, "4H")
    viewport = window.view.viewport()
    pos = hex_pos(window, "4H")
    QApplication.sendEvent(
        viewport, QHelpEvent(QEvent.Type.ToolTip, pos, viewport.mapToGlobal(pos))
    )
    assert QToolTip.isVisible()
    assert QToolTip.text() == "\n".join(window.hex_facts(H("4H")))
    assert "distance from 4D: 4" in QToolTip.text()
    QToolTip.hideText()
