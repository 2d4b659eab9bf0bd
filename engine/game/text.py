"""The readable text of a game state (:func:`state_text`)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.game.alliances import alliance_lines
from engine.game.catalog import SUPPORT_CLASSES, UnitClass
from engine.game.events import seat
from engine.game.solo import deck_cards
from engine.geometry.hexes import Direction

if TYPE_CHECKING:
    from engine.game.state import GameState


def _cards(cards: list[str]) -> str:
    if not cards:
        return "-"
    return ", ".join(f"{c}×{n}" if n > 1 else c for c, n in sorted(Counter(cards).items()))


def state_text(state: GameState, viewer: int | None = None) -> str:
    """The state as ``viewer`` sees it (``None``: an onlooker who sees all; face-down
    declarations and, with shifting alliances, face-down ally picks of others hidden)."""
    m = state.game_map
    first = (
        "solo game: P1 against " + ", ".join(seat(q) for q in range(1, state.num_players))
        if state.mode.solo_play
        else f"Glory Hound {seat(state.glory_hound)}"
    )
    lines = [f"{m.name}: round {state.round}, {state.phase} phase, {first}"]
    if state.result is not None:
        who = " and ".join(seat(p) for p in state.result.winners) or "nobody"
        lines.append(f"Game over: {who} ({state.result.win_type})")
    elif state.pending is not None:
        lines.append(f"To act: {state.pending.describe(state)}")
    for p in state.players:
        status = "" if p.alive else " (destroyed)"
        lines.append(
            f"{seat(p.seat)} {p.faction.name}{status}: energy {p.energy},"
            f" pilot {p.track}, rubble {p.rubble},"
            f" damage {len(p.damage)}/{deck_cards(state, p.seat)}"
        )
        advanced = ([f"pilot {p.pilot.name} ({p.pilot.ability})"] if p.pilot else []) + (
            [f"path {p.path}"] if p.path else []
        )
        if advanced:
            lines.append("    " + "; ".join(advanced))
        hh = p.units.get(UnitClass.HH)
        if hh is not None:
            units = [f"HH {hh} facing {p.facing}"]
            units += [f"{c} {p.units[c]} ({p.hp[c]} hp)" for c in SUPPORT_CLASSES if c in p.units]
            lines.append("    units: " + "; ".join(units))
        if viewer is None or viewer == p.seat:
            lines.append(f"    hand: {_cards(p.hand)}")
            lines.append(f"    sponsors: {_cards(p.sponsors)}")
        else:
            lines.append(f"    hand: {len(p.hand)} cards; sponsors: {len(p.sponsors)} cards")
        if p.firing_line:
            shown = (
                _cards(p.firing_line)
                if state.firing_line_visible(p.seat, viewer)
                else f"{len(p.firing_line)} cards face down"
            )
            lines.append(f"    firing line: {shown}")
        lines.append(f"    deck {len(p.deck)}, discard {len(p.discard)}")
    tagged = []
    for b in sorted(state.tags):
        faces = state.tags[b]
        marks = [f"{d}:{seat(faces[d.index])}" for d in Direction if faces[d.index] >= 0]
        if marks:
            tagged.append(f"{b} [{' '.join(marks)}]")
    if tagged:
        lines.append("Tags: " + "; ".join(tagged))
    rubble = [f"{h} ({seat(o)})" for h, o in sorted(state.rubble_owner.items())]
    if rubble:
        lines.append("Rubble: " + ", ".join(rubble))
    lines += alliance_lines(state, viewer)
    return "\n".join(lines)
