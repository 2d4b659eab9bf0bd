"""Take-backs and variations: the tree of every line of actions played from a game's start.

A :class:`GameHistory` keeps the game as it began (the deal and the seed's dice, before any
action), every action played from there as a node of a tree, and the node being looked at.
Taking actions back moves up the tree; playing another action from there starts a new
branch beside the old one, which stays and can be gone back to. Going to a node rebuilds
its state by replaying the actions from the nearest kept copy (one every
:data:`SNAPSHOT_EVERY` actions, and the start): the game draws every die from its own
seeded dice inside the state, so a replayed line gives the same game, dice included.

The tree goes to and from a plain dict (:meth:`GameHistory.to_dict`,
:meth:`GameHistory.from_dict`): the nodes in the order they were made, each with its
parent and its action's text, and the node looked at. Reading one replays every line, so
an action that is not legal where it stands is refused with one line.

>>> from engine.game import new_game
>>> from engine.files.resources import builtin_map_path
>>> from engine.files.mapfile import load_map
>>> h = GameHistory(new_game(load_map(builtin_map_path("final-stand")), seed=3))
>>> first = h.play(h.state.legal_actions()[0])
>>> h.undo(), list(h.state.history), h.redo(), h.current == first
(True, [], True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from engine.core.errors import GkrError, IllegalActionError
from engine.core.messages import N_, _
from engine.game.actions import Action
from engine.game.state import GameState

ROOT: Final = 0
"""The node of the game's start (no action)."""
SNAPSHOT_EVERY: Final = 32
"""A copy of the state is kept every this many actions along a line, so going back
replays fewer than this many actions."""
HISTORY_VERSION: Final = 1
"""The version of :meth:`GameHistory.to_dict`'s dict."""

MESSAGES: Final = {
    "not_dict": N_("a game history is a JSON object, not {kind}"),
    "version": N_(
        "a game history of version {version} cannot be read (this version reads {reads})"
    ),
    "nodes": N_("a game history's 'nodes' is a list of objects with 'parent' and 'action'"),
    "parent": N_("node {node}: its parent {parent} is not an earlier node"),
    "action": N_("node {node}: 'action' is a non-empty text, not {action}"),
    "current": N_("'current' is a node of the history (0 to {last}), not {current}"),
    "illegal": N_("node {node} ({action!r}) cannot be played there: {reason}"),
    "twice": N_("node {node} ({action!r}) repeats node {twin}: a position has one node per action"),
}
"""The messages of a history that cannot be read, in one place."""


def _message(key: str) -> str:
    """:data:`MESSAGES`' text ``key`` in the current language."""
    return _(MESSAGES[key])


FACE_DOWN: Final = {"Declare": "declare (face down)", "PickAlly": "pick an ally (face down)"}
"""What another seat sees of an action taken face down, by the action's class."""


class HistoryError(GkrError):
    """A game history that cannot be read (one line: what and where)."""


@dataclass
class HistoryNode:
    """One action of the tree, and what the game was when it was taken."""

    id: int
    parent: int
    """The node before (−1 for the start)."""
    action: str
    """The action's text (empty at the start)."""
    depth: int
    """Actions from the start."""
    seat: int = -1
    """The seat that took the action."""
    round: int = 0
    phase: str = ""
    """The round and phase the action was taken in."""
    events: int = 0
    """Events of the game once the action (and what it set off) was done."""
    children: list[int] = field(default_factory=list)
    follow: int = -1
    """The child a redo goes to: the one played or visited last (−1: none)."""


class GameHistory:
    """A game's variation tree and the position being looked at (:attr:`state`)."""

    def __init__(self, start: GameState) -> None:
        self.state = start
        """The game at :attr:`current` (a new object after a jump back)."""
        self.nodes: list[HistoryNode] = [HistoryNode(ROOT, -1, "", 0, events=len(start.events))]
        self.current = ROOT
        self._snapshots: dict[int, GameState] = {ROOT: start.clone()}

    @property
    def start(self) -> GameState:
        """The game as it began, before any action (the kept copy: clone it to play on)."""
        return self._snapshots[ROOT]

    # -- playing and moving about ------------------------------------------------------
    def play(self, action: Action | str) -> int:
        """Apply ``action`` to the current position: into the existing child when it is
        that action, else as a new branch. An illegal action raises
        :class:`~engine.core.errors.IllegalActionError` and changes nothing. Returns the
        node reached."""
        if isinstance(action, str):
            action = Action.parse(action)
        state = self.state
        seat, rnd, phase = state.current_player(), state.round, str(state.phase)
        state.apply_action(action)
        return self.took(action, seat, rnd, phase)

    def took(self, action: Action, seat: int, rnd: int, phase: str) -> int:
        """Take in ``action``, just applied to :attr:`state` from outside the history by
        ``seat`` in round ``rnd``'s ``phase``: what :meth:`play` does once it has applied it
        (a game file's check builds the history of its replay this way, without playing
        the game again: :class:`engine.game.sandbox.replays.ReplayRecorder`). Returns the
        node reached."""
        state = self.state
        text = str(action)
        here = self.nodes[self.current]
        child = next((c for c in here.children if self.nodes[c].action == text), -1)
        if child < 0:
            child = len(self.nodes)
            self.nodes.append(
                HistoryNode(
                    child, here.id, text, here.depth + 1, seat, rnd, phase, len(state.events)
                )
            )
            here.children.append(child)
        here.follow = child
        self.current = child
        self._keep(child)
        return child

    def undo(self) -> bool:
        """Take back the last action (False at the start)."""
        if self.current == ROOT:
            return False
        self.go_to(self.nodes[self.current].parent)
        return True

    def redo(self) -> bool:
        """Play again the action taken back last on this line (False when there is none)."""
        nxt = self.nodes[self.current].follow
        if nxt < 0:
            return False
        self.state.apply_action(self.nodes[nxt].action)
        self.current = nxt
        self._keep(nxt)
        return True

    def can_undo(self) -> bool:
        return self.current != ROOT

    def can_redo(self) -> bool:
        return self.nodes[self.current].follow >= 0

    def go_to(self, node: int) -> None:
        """Look at ``node``: its state rebuilt from the nearest kept copy; the line through
        it becomes the one redo follows."""
        if not 0 <= node < len(self.nodes):
            raise IndexError(f"no node {node} in this history")
        path = self.path_to(node)
        for a, b in zip(path, path[1:]):
            self.nodes[a].follow = b
        if node == self.current:
            return
        if self.current in path:  # forward along the line: play on from here
            steps = path[path.index(self.current) + 1 :]
            state = self.state
        else:
            base = max(i for i, n in enumerate(path) if n in self._snapshots)
            state = self._snapshots[path[base]].clone()
            steps = path[base + 1 :]
        for n in steps:
            state.apply_action(self.nodes[n].action)
            self._keep_state(n, state)
        self.state = state
        self.current = node

    def _keep(self, node: int) -> None:
        self._keep_state(node, self.state)

    def _keep_state(self, node: int, state: GameState) -> None:
        if self.nodes[node].depth % SNAPSHOT_EVERY == 0 and node not in self._snapshots:
            self._snapshots[node] = state.clone()

    # -- reading the tree ---------------------------------------------------------------
    def path_to(self, node: int) -> list[int]:
        """The nodes from the start to ``node``, both included."""
        path = []
        while node >= 0:
            path.append(node)
            node = self.nodes[node].parent
        return path[::-1]

    def line(self) -> list[int]:
        """The line shown: the actions from the start to the current node, then on along
        the actions a redo would play (without the start)."""
        path = self.path_to(self.current)[1:]
        node = self.nodes[self.current].follow
        while node >= 0:
            path.append(node)
            node = self.nodes[node].follow
        return path

    def alternatives(self, node: int) -> list[int]:
        """The other branches where ``node`` stands: its parent's other children."""
        parent = self.nodes[node].parent
        if parent < 0:
            return []
        return [c for c in self.nodes[parent].children if c != node]

    def line_end(self, node: int) -> int:
        """The last node of the line that starts at ``node`` and follows each redo."""
        while self.nodes[node].follow >= 0:
            node = self.nodes[node].follow
        return node

    def node_of_event(self, index: int) -> int:
        """The node on the current path whose action set off event ``index`` of the game
        (the start for the events before the first action)."""
        for n in self.path_to(self.current):
            if index < self.nodes[n].events:
                return n
        return self.current

    def action_seen_by(self, node: int, viewer: int | None) -> str:
        """The text of ``node``'s action as ``viewer`` may see it (``None``: an onlooker who
        sees everything): another seat's declaration or ally pick stays face down."""
        n = self.nodes[node]
        if viewer is None or viewer == n.seat:
            return n.action
        if not n.action:
            return ""
        return FACE_DOWN.get(type(Action.parse(n.action)).__name__, n.action)

    # -- as a plain dict ------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The tree as a plain dict (JSON-ready): ``version``, ``nodes`` (each with its
        ``parent`` and ``action``, in the order made; the start is node 0 and not listed)
        and ``current``."""
        return {
            "version": HISTORY_VERSION,
            "nodes": [{"parent": n.parent, "action": n.action} for n in self.nodes[1:]],
            "current": self.current,
        }

    @classmethod
    def from_dict(cls, data: object, start: GameState) -> GameHistory:
        """The history ``data`` (from :meth:`to_dict`) describes, played from ``start``
        (the same start it was made from); every line is replayed and checked. Raises
        :class:`HistoryError` with one line saying what is wrong and where."""
        if not isinstance(data, dict):
            raise HistoryError(_message("not_dict").format(kind=type(data).__name__))
        if data.get("version") != HISTORY_VERSION:
            raise HistoryError(
                _message("version").format(version=data.get("version"), reads=HISTORY_VERSION)
            )
        nodes = data.get("nodes")
        if not isinstance(nodes, list) or not all(isinstance(n, dict) for n in nodes):
            raise HistoryError(_message("nodes"))
        history = cls(start.clone())
        for k, raw in enumerate(nodes, start=1):
            parent, text = raw.get("parent"), raw.get("action")
            if type(parent) is not int or not 0 <= parent < k:
                raise HistoryError(_message("parent").format(node=k, parent=parent))
            if not isinstance(text, str) or not text.strip():
                raise HistoryError(_message("action").format(node=k, action=repr(text)))
            try:
                action = Action.parse(text)
                twin = next(
                    (
                        c
                        for c in history.nodes[parent].children
                        if history.nodes[c].action == str(action)
                    ),
                    -1,
                )
                if twin >= 0:
                    raise HistoryError(_message("twice").format(node=k, action=text, twin=twin))
                history.go_to(parent)  # nothing to do along one line: the usual case
                history.play(action)
            except IllegalActionError as e:
                raise HistoryError(
                    _message("illegal").format(node=k, action=text, reason=e)
                ) from None
        current = data.get("current", ROOT)
        if type(current) is not int or not 0 <= current < len(history.nodes):
            raise HistoryError(
                _message("current").format(last=len(history.nodes) - 1, current=current)
            )
        history.go_to(current)
        return history
