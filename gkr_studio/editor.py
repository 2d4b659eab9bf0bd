"""The editor: the open document, what is known of each version of its map, the workers.

One :class:`Editor` per studio window, after the Tiled map editor's document
model: it owns the :class:`MapDocument` (the map and its undo stack) and the
undo group the Edit menu's actions follow, works out the facts the views read
off the map (:class:`DerivedFacts`: the sight table, the analysis, the answers
about single hexes) once per version of the map, and owns the warm pool of
worker processes and the Balance dock's games that run on it. Views never ask
the engine for these themselves: they follow the editor's signals and read
:attr:`Editor.facts`, so one edit builds one sight table and runs one analysis,
shared by the overlays, the LOS inspector, the Checks dock and the hex tooltips.

The map-level edits the docks ask for (name and details, side, zones, seat
order, teams) are here too, each one undoable edit of the document.
"""

from __future__ import annotations

import os
import time
from functools import cached_property

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoGroup

from engine.analysis import Report, analyse
from engine.geometry import Hex, Side
from engine.lineofsight import Sight
from engine.mapmodel import GameMap, reorder_seats
from engine.playtest import WarmPool
from gkr_studio.balance.live import LiveBalance
from gkr_studio.canvas.hexinfo import HexInfo
from gkr_studio.document import MapDocument

BACKGROUND_NICENESS = 5
"""How much lower the balance games' worker processes run than the window (os.nice)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("Editor", text)


class DerivedFacts:
    """What the studio reads off one version of a map, each computed on first use and
    kept: every view of that version shares them (maps are immutable values, so a
    version's facts never go stale; the next edit brings a new ``DerivedFacts``)."""

    def __init__(self, game_map: GameMap) -> None:
        self.map = game_map
        self.analysis_ms = 0.0
        """How long :attr:`report` took (the Checks dock shows it)."""

    @cached_property
    def sight(self) -> Sight:
        """The map's sight table: line of sight, cover and alleys, cached per attacker."""
        return Sight(self.map)

    @cached_property
    def report(self) -> Report:
        """The analysis: every check and metric, on the shared sight table."""
        sight = self.sight
        start = time.perf_counter()
        report = analyse(self.map, sight=sight)
        self.analysis_ms = (time.perf_counter() - start) * 1000.0
        return report

    @cached_property
    def hex_info(self) -> HexInfo:
        """The answers about single hexes (the board's tooltips and status bar)."""
        return HexInfo(self.map, self.sight)


class Editor(QObject):
    """The document being edited, its derived facts and the workers; views subscribe.

    Signals come in this order after a new document: :attr:`documentChanged`, then
    :attr:`mapChanged`, then :attr:`reportChanged`; after an edit, undo or redo:
    :attr:`mapChanged`, then :attr:`reportChanged`. When :attr:`mapChanged` is
    emitted, :attr:`facts` already belong to the new map.
    """

    documentChanged = Signal(object)
    """A new :class:`MapDocument` (new, opened, generated, recovered)."""
    mapChanged = Signal(object)
    """The map as it is now (:class:`GameMap`), after every change."""
    reportChanged = Signal(object)
    """The analysis (:class:`Report`) of the map as it is now: never a stale one."""
    titleChanged = Signal()
    """The document's name or its unsaved mark changed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_group = QUndoGroup(self)
        self._doc: MapDocument | None = None
        self._facts: DerivedFacts | None = None
        self.pool = WarmPool(max(1, os.cpu_count() or 1), niceness=BACKGROUND_NICENESS)
        """The worker processes of every batch of bot games (started on first use), at a
        lower priority than the window's thread."""
        self.live = LiveBalance(self.pool, self)
        """The Balance dock's games: restarted after each edit."""
        self.mapChanged.connect(self.live.set_map)

    # -- the document ------------------------------------------------------------------
    @property
    def doc(self) -> MapDocument:
        """The document being edited."""
        assert self._doc is not None, "the editor has no document yet"
        return self._doc

    @property
    def map(self) -> GameMap:
        return self.doc.map

    def set_document(self, doc: MapDocument) -> None:
        """Edit ``doc`` from now on; the former document (and its history) goes."""
        old = self._doc
        if old is not None:
            old.mapChanged.disconnect(self._map_changed)
            old.modifiedChanged.disconnect(self._title_changed)
            old.pathChanged.disconnect(self._title_changed)
            self.undo_group.removeStack(old.undo_stack)
            old.deleteLater()
        self._doc = doc
        doc.setParent(self)
        self.undo_group.addStack(doc.undo_stack)
        self.undo_group.setActiveStack(doc.undo_stack)
        doc.mapChanged.connect(self._map_changed)
        doc.modifiedChanged.connect(self._title_changed)
        doc.pathChanged.connect(self._title_changed)
        self.documentChanged.emit(doc)
        self._map_changed(doc.map)
        self.titleChanged.emit()

    def _title_changed(self, *_args: object) -> None:
        self.titleChanged.emit()

    def _map_changed(self, game_map: GameMap) -> None:
        facts = self.facts  # the new map's (made already if something asked before this)
        self.mapChanged.emit(game_map)
        self.reportChanged.emit(facts.report)

    # -- derived facts -------------------------------------------------------------------
    @property
    def facts(self) -> DerivedFacts:
        """The facts of the map as it is now (built on first use per version)."""
        game_map = self.doc.map
        if self._facts is None or self._facts.map is not game_map:  # one per version
            self._facts = DerivedFacts(game_map)
        return self._facts

    @property
    def report(self) -> Report:
        """The analysis of the map as it is now."""
        return self.facts.report

    @property
    def sight(self) -> Sight:
        return self.facts.sight

    def hex_info(self) -> HexInfo:
        return self.facts.hex_info

    # -- map-level edits (the Map properties dock) ------------------------------------------
    def edit_info(self, name: str, author: str, description: str) -> None:
        m = self.doc.map
        verb = self.tr("Rename map") if name != m.name else self.tr("Edit map details")
        self.doc.apply(verb, m.with_info(name=name, author=author, description=description))

    def edit_description(self, text: str) -> None:
        self.doc.apply(
            self.tr("Edit description"),
            self.doc.map.with_info(description=text),
            merge_key="description",
        )

    def choose_side(self, side: Side) -> None:
        m = self.doc.map
        if side is m.side:
            return
        after = m.with_side(side)
        if side is Side.STANDARD:
            after = after.with_zones(None)
        self.doc.apply(
            self.tr("Switch to the fallout side")
            if side is Side.FALLOUT
            else self.tr("Switch to the standard side"),
            after,
        )

    def reset_zones(self) -> None:
        self.doc.apply(self.tr("Reset zones"), self.doc.map.with_zones(None))

    def reorder_seats(self, order: list[int]) -> None:
        self.doc.apply(self.tr("Reorder seats"), reorder_seats(self.doc.map, order))

    def name_teams(self, teams: tuple[tuple[Hex, ...], ...] | None) -> None:
        """Name the map's 2v2 teams (start hexes), or ``None`` to go back to R-TEAM-1's
        default; one undoable edit, saved in the file's ``teams``."""
        m = self.doc.map
        if teams is None:
            self.doc.apply(self.tr("Use the default teams"), m.with_teams(None))
        else:
            words = " vs ".join("+".join(str(h) for h in t) for t in teams)
            self.doc.apply(self.tr("Name teams {teams}").format(teams=words), m.with_teams(teams))

    # -- workers ------------------------------------------------------------------------------
    def stop_games(self) -> None:
        """Stop the Balance dock's games and the worker processes (closing, quitting)."""
        self.live.shutdown()
        self.pool.close()
