"""The playtest board's marks for a person's turn: the hexes that can be clicked, the
firing arc, and the route and energy of a move under the pointer."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPen

from engine.game import Fire, Move
from engine.geometry import PLAYABLE_SORTED, Direction, Hex
from engine.lineofsight import in_arc
from gkr_studio import style
from gkr_studio.canvas.overlay_item import OverlayContent
from gkr_studio.i18n import translate
from gkr_studio.playtest.counts import counts
from gkr_studio.playtest.interaction import actions_at, board_actions, label, move_energy
from gkr_studio.playtest.session import PlaytestSession

CRITICAL_MOVE = QColor(240, 130, 40, 60)
"""Shade of hexes a Heavy Hitter reaches only with critical energy."""


def playable_marks(session: PlaytestSession) -> tuple[OverlayContent, OverlayContent]:
    """The hexes a person's seat may click, and its Heavy Hitter's firing arc in combat."""
    state = session.state
    content = OverlayContent()
    arc = OverlayContent()
    if not session.is_human_turn():
        return content, arc
    actions = state.legal_actions()
    energy = state.players[state.current_player()].energy
    for h, acts in board_actions(actions).items():
        moves = [move_energy(state, a) for a in acts if isinstance(a, Move)]
        if moves and min(moves) > energy:
            # reachable only with critical energy: cards to the damage pile
            content.shades.append((h, CRITICAL_MOVE))
            continue
        color = style.HIGHLIGHT if any(isinstance(a, Fire) for a in acts) else style.FOCUS
        content.outlines.append((h, QPen(color, 3.5), 0.85))
        content.shades.append((h, style.translucent(color, 40)))
    seat = session.to_move or 0
    hh = state.players[seat].hh
    facing = state.players[seat].facing
    if hh is not None and state.phase == "combat" and isinstance(facing, Direction):
        for h in PLAYABLE_SORTED:
            if h != hh and in_arc(hh, facing, h):
                arc.shades.append((h, QColor(255, 255, 255, 35)))
    return content, arc


def move_preview(session: PlaytestSession, h: Hex | None) -> tuple[OverlayContent, str]:
    """The route and energy of the move to ``h`` (or what a click there does), in words."""
    content = OverlayContent()
    state = session.state
    text = ""
    if h is None or not session.is_human_turn():
        return content, text
    acts = actions_at(state.legal_actions(), h)
    moves = [a for a in acts if isinstance(a, Move)]
    if moves:
        path = moves[0].path
        for a, b in zip(path, path[1:]):
            content.lines.append((a, b, QPen(style.FOCUS, 4)))
        cost = move_energy(state, moves[0])
        energy = state.players[state.current_player()].energy
        extra = max(0, cost - energy)
        text = (
            counts().critical_move(extra).format(cost)
            if extra
            else translate("TurnMarks", "{0} energy").format(cost)
        )
        content.labels.append((h, f"{cost}", QColor("#1c232d")))
    elif acts:
        text = "; ".join(label(state, a) for a in acts[:3])
    return content, text
