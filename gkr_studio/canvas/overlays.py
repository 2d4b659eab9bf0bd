"""Overlays the designer can switch on, drawn from the engine's answers.

Line of sight from the focus hex (the hex under the cursor, or a pinned one),
alleys with their mouths and alley-shot lines, distance rings, each seat's
buildings in reach, seat territories, the fallout zones, and the shortest
paths of the LOS inspector. Every number and verdict comes from ``engine``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPen

from engine.analysis import buildings_in_reach, reachable_hexes, seat_territories
from engine.geometry import PLAYABLE_SORTED, Hex
from engine.lineofsight import Cover, Sight, path_steps
from engine.mapmodel import GameMap
from gkr_studio import style
from gkr_studio.canvas.board_scene import Z_OVER, Z_UNDER, BoardScene
from gkr_studio.canvas.overlay_item import OverlayContent
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate


class Overlay(str, Enum):
    LOS = "los"
    ALLEYS = "alleys"
    RINGS = "rings"
    REACH = "reach"
    TERRITORY = "territory"
    ZONES = "zones"

    @property
    def label(self) -> str:
        """The overlay's name in the current language (menus, tooltips, export)."""
        return translate("Overlay", _LABELS[self])

    @property
    def short_label(self) -> str:
        return _SHORT[self]

    @property
    def icon(self) -> str:
        """The name of the overlay's icon in :mod:`gkr_studio.icons`."""
        return "sight" if self is Overlay.LOS else self.value


_LABELS = {
    Overlay.LOS: QT_TRANSLATE_NOOP("Overlay", "Sight and cover from a hex"),
    Overlay.ALLEYS: QT_TRANSLATE_NOOP("Overlay", "Alleys and alley shots"),
    Overlay.RINGS: QT_TRANSLATE_NOOP("Overlay", "Distance rings"),
    Overlay.REACH: QT_TRANSLATE_NOOP("Overlay", "Buildings in reach"),
    Overlay.TERRITORY: QT_TRANSLATE_NOOP("Overlay", "Seat territories"),
    Overlay.ZONES: QT_TRANSLATE_NOOP("Overlay", "Fallout zones"),
}

_SHORT = {
    Overlay.LOS: QT_TRANSLATE_NOOP("toolbar", "Sight"),
    Overlay.ALLEYS: QT_TRANSLATE_NOOP("toolbar", "Alleys"),
    Overlay.RINGS: QT_TRANSLATE_NOOP("toolbar", "Rings"),
    Overlay.REACH: QT_TRANSLATE_NOOP("toolbar", "Reach"),
    Overlay.TERRITORY: QT_TRANSLATE_NOOP("toolbar", "Territories"),
    Overlay.ZONES: QT_TRANSLATE_NOOP("toolbar", "Zones"),
}
"""The words under the overlays' toolbar buttons (:func:`gkr_studio.toolbar.dress`
translates them)."""

_Z = {
    Overlay.TERRITORY: Z_UNDER,
    Overlay.REACH: Z_UNDER + 1,
    Overlay.LOS: Z_UNDER + 2,
    Overlay.RINGS: Z_UNDER + 3,
    Overlay.ALLEYS: Z_OVER + 1,
}


@dataclass(frozen=True)
class HeatMap:
    """A count per hex from a Balance Playtest, and what it counts: shown as the heat map
    overlay, forgotten when the map it was measured on is edited."""

    counts: dict[Hex, int]
    what: str = "count per hex"
    """What the counts are, in words (``where units fired from``)."""
    games: int = 0
    measured_on: GameMap | None = None

    def title(self) -> str:
        """The legend's title, e.g. ``Heat map: where units fired from (Balance Playtest,
        400 games)``."""
        if not self.games:
            return QCoreApplication.translate("HeatMap", "Heat map: {0}").format(self.what)
        return QCoreApplication.translate(
            "HeatMap", "Heat map: {0} (Balance Playtest, {1} games)"
        ).format(self.what, self.games)


def _pen(color: QColor, width: float, dashed: bool = False) -> QPen:
    pen = QPen(color, width, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


class OverlayController(QObject):
    """Keeps the overlay layers of a scene in step with the map and the focus hex."""

    changed = Signal()
    """The overlays shown changed (switched, refocused, a new map or heat map): legends
    and tooltips follow."""
    heatChanged = Signal()
    """A heat map came, went, or was switched on or off: its switch follows."""

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.enabled: set[Overlay] = {Overlay.ZONES}
        self.map: GameMap | None = None
        self.sight: Sight | None = None
        self.hover: Hex | None = None
        self.pinned: Hex | None = None
        self.paths: tuple[Hex, Hex] | None = None
        self.heat_map: HeatMap | None = None
        """The last Balance Playtest's heat map of this map (shown when ``heat_shown``)."""
        self.heat_shown = False

    # -- inputs -----------------------------------------------------------------------
    def set_map(self, game_map: GameMap, sight: Sight | None = None) -> None:
        """Show ``game_map``; ``sight``: its sight table when the caller has one (the
        editor's, shared with the other views), else one is built when first needed."""
        if game_map is self.map:
            return
        self.map = game_map
        self.sight = sight if sight is not None and sight.map is game_map else None
        if self.heat_map is not None and self.heat_map.measured_on not in (None, game_map):
            self.set_heat(None)  # the games were played on the map before this edit
        self.refresh()

    def sight_for(self, game_map: GameMap) -> Sight:
        if self.sight is None or self.sight.map != game_map:
            self.sight = Sight(game_map)
        return self.sight

    @property
    def focus(self) -> Hex | None:
        return self.pinned if self.pinned is not None else self.hover

    def set_hover(self, h: Hex | None) -> None:
        if h == self.hover:
            return
        self.hover = h
        if self.pinned is None and (self.enabled & {Overlay.LOS, Overlay.RINGS}):
            self._refresh_focus()

    def set_pinned(self, h: Hex | None) -> None:
        self.pinned = h
        self._refresh_focus()
        self.changed.emit()

    def set_enabled(self, overlay: Overlay, on: bool) -> None:
        if on:
            self.enabled.add(overlay)
        else:
            self.enabled.discard(overlay)
        self.refresh()

    def set_paths(self, pair: tuple[Hex, Hex] | None) -> None:
        self.paths = pair
        self._refresh_paths()

    @property
    def heat(self) -> dict[Hex, int]:
        """The heat map's counts while it is shown on the board (else empty)."""
        return self.heat_map.counts if self.heat_map is not None and self.heat_shown else {}

    @property
    def heat_title(self) -> str:
        return self.heat_map.title() if self.heat_map is not None else ""

    def set_heat(self, heat: HeatMap | dict[Hex, int] | None) -> None:
        """A heat map to shade the board with (shown at once), or ``None`` to forget it."""
        if isinstance(heat, dict):
            heat = HeatMap({h: n for h, n in heat.items() if n > 0})
        self.heat_map = heat if heat is not None and heat.counts else None
        self.heat_shown = self.heat_map is not None
        self._refresh_heat()

    def show_heat(self, on: bool) -> None:
        """The heat map overlay's switch (it has nothing to show without a heat map)."""
        on = on and self.heat_map is not None
        if on != self.heat_shown:
            self.heat_shown = on
            self._refresh_heat()

    def _refresh_heat(self) -> None:
        content = OverlayContent()
        if self.heat:
            top = max(self.heat.values())
            for h, n in self.heat.items():
                content.shades.append((h, style.heat_color(n / top)))
                content.labels.append((h, str(n), QColor("#1c232d")))
        item = self.scene.overlay("heat", Z_UNDER + 5)
        item.set_content(content)
        item.setVisible(not content.is_empty())
        self.heatChanged.emit()
        self.changed.emit()

    # -- drawing ----------------------------------------------------------------------
    def refresh(self) -> None:
        self.changed.emit()
        self.scene.set_show_zones(Overlay.ZONES in self.enabled)
        self._refresh_focus()
        self._set(Overlay.ALLEYS, self._alleys() if Overlay.ALLEYS in self.enabled else None)
        self._set(Overlay.REACH, self._reach() if Overlay.REACH in self.enabled else None)
        self._set(
            Overlay.TERRITORY, self._territory() if Overlay.TERRITORY in self.enabled else None
        )
        self._refresh_paths()

    def _refresh_focus(self) -> None:
        self._set(Overlay.LOS, self._los() if Overlay.LOS in self.enabled else None)
        self._set(Overlay.RINGS, self._rings() if Overlay.RINGS in self.enabled else None)
        pin = self.scene.overlay("pin", Z_OVER + 5)
        content = OverlayContent()
        if self.pinned is not None:
            content.markers.append(
                (self.pinned, self.scene.layout.size * 0.22, _pen(QColor("black"), 2), style.FOCUS)
            )
        pin.set_content(content)

    def _set(self, overlay: Overlay, content: OverlayContent | None) -> None:
        item = self.scene.overlay(overlay.value, _Z.get(overlay, Z_OVER))
        item.set_content(content or OverlayContent())
        item.setVisible(content is not None)

    def _los(self) -> OverlayContent:
        content = OverlayContent()
        a = self.focus
        if self.map is None or a is None or a not in set(PLAYABLE_SORTED):
            return content
        sight = self.sight_for(self.map)
        colors = {
            Cover.NONE: style.LOS_CLEAR,
            Cover.PARTIAL: style.LOS_PARTIAL,
            Cover.FULL: style.LOS_BLOCKED,
        }
        for h in PLAYABLE_SORTED:
            if h == a or self.map.building_at(h) is not None:
                continue
            content.shades.append((h, colors[sight.cover(a, h)]))
        for target, _alley in sight.alley_shot_targets(a):
            content.outlines.append((target, _pen(style.ALLEY_LINE, 3), 0.8))
            content.lines.append((a, target, _pen(style.ALLEY_LINE, 2, dashed=True)))
        content.outlines.append((a, _pen(style.FOCUS, 4), 0.9))
        return content

    def _rings(self) -> OverlayContent:
        content = OverlayContent()
        a = self.focus
        if a is None or a not in set(PLAYABLE_SORTED):
            return content
        for h in PLAYABLE_SORTED:
            d = a.distance(h)
            if d and d % 2 == 0:
                content.shades.append((h, style.RING_SHADE))
            if d:
                content.labels.append((h, str(d), style.RING_LINE))
        return content

    def _alleys(self) -> OverlayContent:
        content = OverlayContent()
        if self.map is None:
            return content
        sight = self.sight_for(self.map)
        r = self.scene.layout.size * 0.16
        for alley in sight.alleys():
            potential = alley.is_potential(self.map)
            color = style.ALLEY_LINE if potential else style.ALLEY_WEAK
            m1, m2 = alley.mouths
            content.lines.append((m1, m2, _pen(color, 4 if potential else 2, not potential)))
            for mouth in alley.mouths:
                content.markers.append((mouth, r, _pen(QColor("black"), 1.5), color))
                if not potential:
                    continue
                targets = list(alley.shot_targets(mouth, self.map))
                if len(targets) > 1:
                    content.lines.append((mouth, targets[-1], _pen(color, 1.5, dashed=True)))
                for t in targets[1:]:
                    content.markers.append((t, r * 0.55, _pen(color, 1), color))
        return content

    def _reach(self) -> OverlayContent:
        content = OverlayContent()
        if self.map is None:
            return content
        for seat, start in enumerate(self.map.starts):
            color = style.seat_color(seat)
            for h in reachable_hexes(self.map, start):
                content.shades.append((h, style.translucent(color, style.REACH_ALPHA)))
            for b in buildings_in_reach(self.map, start):
                content.outlines.append((b, _pen(color, 3), 0.72 + 0.07 * seat))
        return content

    def _territory(self) -> OverlayContent:
        content = OverlayContent()
        if self.map is None or not self.map.starts:
            return content
        for h, seats in seat_territories(self.map).hex_owners.items():
            if len(seats) == 1:
                content.shades.append(
                    (h, style.translucent(style.seat_color(seats[0]), style.TERRITORY_ALPHA))
                )
            else:
                content.shades.append((h, style.SHARED_TERRITORY))
        return content

    def _refresh_paths(self) -> None:
        item = self.scene.overlay("paths", Z_OVER + 2)
        content = OverlayContent()
        if self.paths is not None and self.map is not None:
            a, b = self.paths
            intact = self.map.intact_hexes
            for x, y in path_steps(a, b):
                blocked = (x in intact and x != a) or (y in intact and y != b)
                content.lines.append(
                    (x, y, _pen(style.PATH_BLOCKED if blocked else style.PATH_CLEAR, 3))
                )
            content.markers.append(
                (a, self.scene.layout.size * 0.2, _pen(QColor("black"), 2), style.FOCUS)
            )
            content.markers.append(
                (b, self.scene.layout.size * 0.2, _pen(QColor("black"), 2), style.HIGHLIGHT)
            )
        item.set_content(content)
