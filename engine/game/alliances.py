"""2v2 with shifting alliances (RULES.md §9, the advanced rulebook's "2v2 Play").

``GameConfig(mode="shifting")`` on a four-player map: everyone plays for themselves,
with alliances that form and break each round.

* **The pick** (:class:`AllyPickDecision`, the action ``ally P3``): at the end of each
  Reset phase — after the new Glory Hound and the fallout damage — every player still
  in the game picks the pilot card of one opposing faction (a seat: a faction may sit at
  several seats), in turn order and face down. The picks stay hidden
  (:func:`~engine.game.text.state_text` shows others only that they picked)
  until everyone has picked; then they are revealed together (:class:`RevealPicks`).
* **Alliances**: two players who picked each other are allied until the end of the next
  Reset phase, when the next picks replace them. There is no alliance in the first
  round (nobody has picked yet).
* **Allies cannot attack each other's units** (:func:`engine.game.teams.friendly_seats`,
  the same rule as fixed alliances: the engine never offers the shot, orbital strikes
  included).
* **Winning**: the normal win conditions (4 demolitions of one player, the last Heavy
  Hitter standing, the score when a Heavy Hitter is destroyed); **only one player wins**.

Rulings (the README's R-TEAM-2 to R-TEAM-5):

* **R-TEAM-2** A Repair unit may repair the Heavy Hitter of its ally of the moment
  (``repair ally``), as with fixed alliances: the advanced rules say once what allies
  may do, and the shifting variant changes who is allied and for how long, not what an
  alliance allows. Whether to help a rival is the player's choice.
* **R-TEAM-3** Tags stay each player's own (the win conditions are the normal ones):
  an ally's tag counts only for the ally, and tagging over it is allowed (a tag is not
  an attack).
* **R-TEAM-4** Only one player wins: players still tied on the score after both
  tie-breaks roll off as for the first Glory Hound (2 dice, ties roll again).
* **R-TEAM-5** With fewer than three players left (the last-bot-standing variant) nobody
  picks and alliances end: a pick among two would ally the last two for good. Nobody
  picks in the Reset phase of the round limit's last round (the game is scored then).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from engine.core.errors import GameSetupError
from engine.core.messages import _
from engine.game.actions import Action, PickAlly
from engine.game.events import seat
from engine.game.modes.shifting_alliances import NO_ALLY as NO_ALLY
from engine.game.modes.shifting_alliances import SHIFTING_ALLIANCES
from engine.game.option_events import AlliancesEnded, AllyPicked, PicksRevealed
from engine.game.roll_off import roll_off
from engine.game.state import Decision, Step

if TYPE_CHECKING:
    from engine.game.state import GameState
    from engine.mapmodel.model import GameMap

MIN_PICKERS: Final = 3
"""Players needed in the game for the pick (R-TEAM-5)."""


def is_shifting(state: GameState) -> bool:
    """Whether the game is played with shifting alliances (its mode's ``ally_picks``)."""
    return state.mode.ally_picks


def check_shifting(game_map: GameMap) -> None:
    """Raise :class:`GameSetupError` unless shifting alliances can be played on
    ``game_map`` (four players)."""
    if not SHIFTING_ALLIANCES.fits(game_map.players):
        raise GameSetupError(
            _("shifting alliances need a four-player map; {name} has {players} starts").format(
                name=game_map.name, players=game_map.players
            )
        )


def start_alliances(state: GameState, game_map: GameMap) -> None:
    """Set up a game with shifting alliances: a four-player map, nobody allied yet."""
    check_shifting(game_map)
    state.allies = (NO_ALLY,) * game_map.players


def shifting_ally(state: GameState, player: int) -> int | None:
    """``player``'s ally of the moment (``None``: not allied, or not this mode)."""
    return SHIFTING_ALLIANCES.ally_of(state, player)


def alliances(state: GameState) -> tuple[tuple[int, int], ...]:
    """The alliances in force now, as pairs of seats (lower seat first)."""
    return tuple((q, a) for q, a in enumerate(state.allies) if a > q)


def mutual(picks: tuple[int, ...]) -> tuple[int, ...]:
    """Each seat's ally from the picks: the seat it picked, when that seat picked it back.

    >>> mutual((3, 2, 1, 0))     # P1 and P4 pick each other, so do P2 and P3
    (3, 2, 1, 0)
    >>> mutual((3, 2, 3, 1))     # nobody is picked back
    (-1, -1, -1, -1)
    >>> mutual((1, 0, 0, -1))    # P1 and P2; P3's pick is not returned; P4 is out
    (1, 0, -1, -1)
    """
    return tuple(a if a >= 0 and picks[a] == q else NO_ALLY for q, a in enumerate(picks))


def pick_visible(player: int, viewer: int | None) -> bool:
    """Whether ``viewer`` (``None``: an onlooker who sees all) sees ``player``'s pick."""
    return viewer is None or viewer == player


def alliance_lines(state: GameState, viewer: int | None) -> list[str]:
    """The alliances, and the picks made so far as ``viewer`` sees them (state text)."""
    if not is_shifting(state):
        return []
    pairs = alliances(state)
    lines = [
        "Alliances: " + (", ".join(f"{seat(a)}+{seat(b)}" for a, b in pairs) if pairs else "none")
    ]
    if state.picks:
        shown = [
            (f"{seat(q)}→{seat(a)}" if pick_visible(q, viewer) else f"{seat(q)} picked face down")
            for q, a in enumerate(state.picks)
            if a != NO_ALLY
        ]
        if shown:
            lines.append("Picks: " + ", ".join(shown))
    return lines


def one_winner(state: GameState, tied: list[int]) -> list[int]:
    """R-TEAM-4: with shifting alliances only one player wins; players still tied roll
    off (other modes keep the tie)."""
    if len(tied) <= 1 or not state.mode.one_winner:
        return tied
    return [roll_off(state, tied, "Tie-break")]


def alliance_problems(state: GameState) -> list[str]:
    """Broken invariants of the alliances and picks (:func:`engine.game.check_invariants`)."""
    if not is_shifting(state):
        return (
            ["alliances or picks outside a game with shifting alliances"]
            if state.allies or state.picks
            else []
        )
    problems = []
    n = state.num_players
    if len(state.allies) != n:
        problems.append(
            _("{count} alliance entries for {n} players").format(count=len(state.allies), n=n)
        )
        return problems
    for q, a in enumerate(state.allies):
        if a == NO_ALLY:
            continue
        if a == q or not 0 <= a < n or state.allies[a] != q:
            problems.append(
                _("{seat} is allied with seat {number}, which is not mutual").format(
                    seat=seat(q), number=a + 1
                )
            )
    for q, a in enumerate(state.picks):
        if a != NO_ALLY and (a == q or not 0 <= a < n):
            problems.append(
                _("{seat} picked seat {number}, not an opponent").format(seat=seat(q), number=a + 1)
            )
    return problems


@dataclass(frozen=True, slots=True, init=False)
class AlliancePicks(Step):
    """The end of the Reset phase: every player still in picks an opposing pilot card."""

    def run(self, state: GameState) -> None:
        limit = state.config.max_rounds
        if limit is not None and state.round >= limit:
            return  # the game is scored at the end of this round
        order = state.turn_order()
        if len(order) < MIN_PICKERS:  # R-TEAM-5
            if alliances(state):
                state.log(AlliancesEnded(f"{len(order)} players left: nobody picks"))
            state.allies = (NO_ALLY,) * state.num_players
            return
        state.picks = (NO_ALLY,) * state.num_players
        state.schedule(*(AllyPickDecision(q) for q in order), RevealPicks())


@dataclass(frozen=True, slots=True)
class AllyPickDecision(Decision):
    """Pick the pilot card of one opposing player, face down (``ally P3``)."""

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def describe(self, state: GameState) -> str:
        return _(
            "P{n}: pick an opponent's pilot card, face down (picking each other allies"
            " two players until the end of the next Reset phase)"
        ).format(n=self.player + 1)

    def legal_actions(self, state: GameState) -> list[Action]:
        return [PickAlly(q) for q in state.alive_players() if q != self.player]

    def resolve(self, state: GameState, action: Action) -> None:
        assert isinstance(action, PickAlly)
        picks = list(state.picks)
        picks[self.player] = action.seat
        state.picks = tuple(picks)
        state.log(AllyPicked(self.player))


@dataclass(frozen=True, slots=True, init=False)
class RevealPicks(Step):
    """All picks turn face up together; mutual picks are the alliances until the next."""

    def run(self, state: GameState) -> None:
        picks = state.picks
        state.allies = mutual(picks)
        state.picks = ()
        state.log(PicksRevealed(picks, alliances(state)))
