"""The playtest's tables: the players (every seat's state) and the hand of the seat
shown, made and filled from the engine's state."""

from __future__ import annotations

from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

from engine.game import CardKind, GameState, UnitClass, deck_cards, is_solo, shifting_ally
from gkr_studio import style
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate
from gkr_studio.playtest.counts import counts
from gkr_studio.playtest.interaction import pilot_cell, pilot_tip, unit_name

PILOT_COLUMN = 10
"""The players' table's pilot column: the track, and the pilot and path when in play."""
ROW_HEIGHT = 22
"""Compact table rows, so the hand fits under the decision and the players under the board."""
PLAYER_COLUMNS = (
    QT_TRANSLATE_NOOP("PlayerTables", "Seat"),
    QT_TRANSLATE_NOOP("PlayerTables", "Heavy Hitter"),
    QT_TRANSLATE_NOOP("PlayerTables", "Energy"),
    QT_TRANSLATE_NOOP("PlayerTables", "Hand"),
    QT_TRANSLATE_NOOP("PlayerTables", "Deck"),
    QT_TRANSLATE_NOOP("PlayerTables", "Discard"),
    QT_TRANSLATE_NOOP("PlayerTables", "Damage"),
    QT_TRANSLATE_NOOP("PlayerTables", "Firing line"),
    QT_TRANSLATE_NOOP("PlayerTables", "Sponsors"),
    QT_TRANSLATE_NOOP("PlayerTables", "Support units (HP)"),
    QT_TRANSLATE_NOOP("PlayerTables", "Pilot"),
    QT_TRANSLATE_NOOP("PlayerTables", "Rubble"),
    QT_TRANSLATE_NOOP("PlayerTables", "Tags"),
)
HAND_COLUMNS = (
    (
        QT_TRANSLATE_NOOP("PlayerTables", "Card"),
        QT_TRANSLATE_NOOP("PlayerTables", "The card's name (its effect is in the tooltip)"),
    ),
    (
        QT_TRANSLATE_NOOP("PlayerTables", "Kind"),
        QT_TRANSLATE_NOOP(
            "PlayerTables", "primary, secondary, orbital, deploy, reaction, maneuver or sponsor"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("PlayerTables", "E"),
        QT_TRANSLATE_NOOP("PlayerTables", "Energy to play it"),
    ),
    (
        QT_TRANSLATE_NOOP("PlayerTables", "Spd"),
        QT_TRANSLATE_NOOP("PlayerTables", "Speed: faster weapons fire first"),
    ),
    (QT_TRANSLATE_NOOP("PlayerTables", "Rng"), QT_TRANSLATE_NOOP("PlayerTables", "Range in hexes")),
    (QT_TRANSLATE_NOOP("PlayerTables", "Dmg"), QT_TRANSLATE_NOOP("PlayerTables", "Damage")),
    (
        QT_TRANSLATE_NOOP("PlayerTables", "Effect"),
        QT_TRANSLATE_NOOP("PlayerTables", "What it does"),
    ),
)
"""The hand table's columns, short enough to fit beside the board, with tooltips."""
CARD_KINDS = {
    "primary": QT_TRANSLATE_NOOP("PlayerTables", "primary"),
    "secondary": QT_TRANSLATE_NOOP("PlayerTables", "secondary"),
    "orbital": QT_TRANSLATE_NOOP("PlayerTables", "orbital"),
    "deploy": QT_TRANSLATE_NOOP("PlayerTables", "deploy"),
    "reaction": QT_TRANSLATE_NOOP("PlayerTables", "reaction"),
    "maneuver": QT_TRANSLATE_NOOP("PlayerTables", "maneuver"),
    "sponsor": QT_TRANSLATE_NOOP("PlayerTables", "sponsor"),
}
"""The kinds of cards (:class:`~engine.game.catalog.CardKind`'s values) in words."""


def _tr(text: str) -> str:
    """A text of the tables above in the studio's language."""
    return translate("PlayerTables", text)


def kind_words(kind: str) -> str:
    words = CARD_KINDS.get(kind)
    return _tr(words) if words is not None else kind


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def players_table() -> QTableWidget:
    assert PLAYER_COLUMNS[PILOT_COLUMN] == "Pilot"
    return _table([_tr(name) for name in PLAYER_COLUMNS])


def hand_table() -> QTableWidget:
    table = _table([_tr(short) for short, _tip in HAND_COLUMNS])
    for col, (_short, tip) in enumerate(HAND_COLUMNS):
        header_item = table.horizontalHeaderItem(col)
        if header_item is not None:
            header_item.setToolTip(_tr(tip))
    table.horizontalHeader().setSectionResizeMode(
        len(HAND_COLUMNS) - 1, QHeaderView.ResizeMode.Stretch
    )
    table.setWordWrap(False)
    return table


def fill_players(table: QTableWidget, state: GameState, viewer: int | None) -> None:
    """One row per seat; firing lines face up for ``viewer`` (``None``: everyone's)."""
    table.setRowCount(len(state.players))
    tags_by_seat = [0] * len(state.players)
    for faces in state.tags.values():
        for f in faces:
            if f >= 0:
                tags_by_seat[f] += 1
    for row, p in enumerate(state.players):
        hh = p.units.get(UnitClass.HH)
        gh = (
            translate("PlayerTables", " ★ Glory Hound")
            if p.seat == state.glory_hound and not is_solo(state)
            else ""
        )
        ally = shifting_ally(state, p.seat) if p.alive else None
        if ally is not None and state.players[ally].alive:
            gh += translate("PlayerTables", " · ally: seat {0}").format(ally + 1)
        visible = state.firing_line_visible(p.seat, viewer)
        support = (
            ", ".join(
                f"{unit_name(c)} {p.units[c]} ({p.hp.get(c, 0)})"
                for c in (UnitClass.COMBAT, UnitClass.REPAIR, UnitClass.RECON)
                if c in p.units
            )
            or "—"
        )
        destroyed = translate("PlayerTables", "destroyed")
        cells = [
            f"{p.seat + 1} {p.faction.name}{gh}",
            translate("PlayerTables", "{0} facing {1}").format(hh, p.facing)
            if p.alive and hh
            else destroyed,
            str(p.energy),
            str(len(p.hand)),
            str(len(p.deck)),
            str(len(p.discard)),
            f"{len(p.damage)}/{deck_cards(state, p.seat)}",
            (", ".join(p.firing_line) if visible else counts().face_down(len(p.firing_line)))
            if p.firing_line
            else "—",
            str(len(p.sponsors)),
            support,
            pilot_cell(p),
            str(p.rubble),
            str(tags_by_seat[p.seat]),
        ]
        for col, text in enumerate(cells):
            item = cell(table, row, col, text)
            if col == 0:
                item.setForeground(QBrush(style.seat_color(p.seat).darker(120)))
            if col == PILOT_COLUMN:
                item.setToolTip(pilot_tip(state, p))


def cell(
    table: QTableWidget, row: int, col: int, text: str, tip: str | None = None
) -> QTableWidgetItem:
    """The item at ``row``, ``col`` showing ``text`` (and ``tip``, when given): the item
    already there, changed only where it differs, as a table refreshed after every action
    mostly shows what it showed (a new item would make the table measure its columns
    again)."""
    item = table.item(row, col)
    if item is None:
        item = QTableWidgetItem(text)
        table.setItem(row, col, item)
    else:
        item.setText(text)
    if tip is not None:
        item.setToolTip(tip)
    return item


def fill_hand(table: QTableWidget, state: GameState, seat: int | None) -> None:
    """The cards and sponsors of ``seat`` (``None``: nothing shown)."""
    if seat is None:
        table.setRowCount(0)
        return
    p = state.players[seat]
    cards = [(cid, p.faction.card(cid)) for cid in p.hand]
    table.setRowCount(len(cards) + len(p.sponsors))
    for row, (_cid, card) in enumerate(cards):
        weapon = card.kind in (CardKind.PRIMARY, CardKind.SECONDARY, CardKind.ORBITAL)
        values = [
            card.name,
            kind_words(card.kind.value),
            str(card.energy),
            str(card.speed) if weapon else "",
            str(card.range) if weapon else "",
            str(card.damage) if weapon else "",
            card.text,
        ]
        for col, text in enumerate(values):
            cell(table, row, col, text, card.text or card.name)
    for i, sid in enumerate(p.sponsors):
        sponsor = next((sc for sc in state.catalog.sponsors if sc.id == sid), None)
        values = [
            sponsor.name if sponsor else sid,
            kind_words("sponsor"),
            "",
            "",
            "",
            "",
            sponsor.text if sponsor else "",
        ]
        for col, text in enumerate(values):
            cell(table, len(cards) + i, col, text, "")
