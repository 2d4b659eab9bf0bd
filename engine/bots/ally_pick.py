"""How the full bot picks an ally with shifting alliances (:mod:`engine.game.alliances`).

**The rule:** the full bot picks the opponent whose Heavy Hitter is *farthest* from its
own — the one least able to hurt it in the next round, and, as distance is symmetric,
the one most likely to pick it back (on the printed four-player maps the starts at
opposite corners pick each other, so two alliances form, as with fixed alliances).
Among equally far opponents it picks the one with the lower score (undamaged cards and
achievement spaces: an ally of the moment should not be the leader, since only one
player wins), then by the bot's own order of hexes (:func:`~engine.bots.scene_foes.tie_ranks`),
never by seat number. It reads only the board and the scores: never the others' face-down
picks.

The random bot picks uniformly among the opponents still in the game (its rule for
every decision). Neither bot ever fires at an ally: the engine does not offer the shot.
"""

from __future__ import annotations

from engine.bots.board_tables import index
from engine.bots.scene import Scene
from engine.game import Action, PickAlly


def choose_ally(scene: Scene, legal: list[Action]) -> Action:
    """The full bot's pick among ``legal`` (the ``ally P…`` actions), by the module's rule."""
    seen = scene.seen
    mine = scene.player.hh
    scores = scene.scores
    best: tuple[tuple[int, int, int], Action] | None = None
    for a in legal:
        if not isinstance(a, PickAlly):
            continue
        hh = seen.players[a.seat].hh
        if mine is None or hh is None:
            continue
        key = (-mine.distance(hh), scores.get(a.seat, 0), scene.rank[index(hh)])
        if best is None or key < best[0]:
            best = (key, a)
    return best[1] if best is not None else legal[0]
