"""What one seat may know of a game: the view a bot decides on.

:func:`observe(state, seat) <observe>` gives an :class:`Observation`: a thin read-only view
over the state (nothing is copied) that shows only what the player at ``seat`` may know by
the rulebook:

* **public**: the map as it is now (rubble included), its sight, the catalog, the config,
  the round, the phase, the Glory Hound, the seat order, every unit on the board with its
  facing and hit points, the tags on the buildings and the rubble markers, each player's
  energy, achievement track, pilot, path, discard pile (face up) and the sizes of their
  hand, deck, damage pile (face down), firing line and sponsor hand, a firing line's cards
  once revealed, the sponsor discard pile and the size of the sponsor deck, the teams and
  the alliances of the moment, the decision being asked and the attack being resolved;
* **the seat's own**: its hand, its sponsor cards, its firing line (declared face down),
  its damage pile (it put the cards there) and its deck's cards — as a sorted tuple: the
  deck list is known, the order of the deck is not; its own face-down ally pick.

Hidden: the other players' hands, sponsor cards, damage piles and face-down firing lines
and picks, the order of every deck and of the sponsor deck, and the dice to come. Each
player's deck list (which cards they own, :meth:`PlayerView.card_ids`) is open knowledge.

The queries a decision needs (where the Heavy Hitter can go, which shots there are…) are
methods of the observation: they run the engine's own rules on the state, for this seat,
and read nothing hidden. ``tests/engine/bots/test_hidden_information.py`` checks that a
bot's choice does not change when everything hidden is drawn again at random.

>>> from engine.game import new_game
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=3)
>>> seen = observe(g, 0)
>>> seen.seat, seen.round, len(seen.own.hand), seen.players[1].hand_size
(0, 0, 6, 6)
>>> hasattr(seen.players[1], "hand"), seen.own.deck == tuple(sorted(seen.own.deck))
(False, True)
>>> seen.legal_actions() == (g.legal_actions() if g.current_player() == 0 else [])
True
"""

from __future__ import annotations

from typing import Iterator, Mapping, Sequence

from engine.core.errors import IllegalActionError
from engine.core.messages import _
from engine.game.actions import Action
from engine.game.alliances import is_shifting
from engine.game.attack import Attack
from engine.game.catalog import Catalog, UnitClass
from engine.game.combat import FireDecision
from engine.game.deploying import DeployDecision, deploy_card
from engine.game.modes import GameMode
from engine.game.movement import HHMoveDecision, SupportMoveDecision, hh_paths, yet_to_move
from engine.game.player_views import OwnView, PlayerView, views_from
from engine.game.solo import deck_cards, solo_opponent
from engine.game.sponsors import anytime_plays
from engine.game.state import TERMINAL_PLAYER, Decision, GameConfig, GameResult, GameState, Phase
from engine.game.targets import ShotOption, hh_armor
from engine.game.teams import friendly_seats, team_of, team_rubble
from engine.game.text import state_text
from engine.geometry.hexes import Hex
from engine.lineofsight.sight import Sight
from engine.mapmodel.model import GameMap


class Observation:
    """What the player at ``seat`` may know of ``state`` now (see the module's description).

    A view, not a copy: it follows the state, and is meant to be used at once (a bot takes
    one per decision). Nothing in it changes the state.
    """

    __slots__ = ("_state", "seat", "own", "players", "config", "catalog")

    def __init__(self, state: GameState, seat: int) -> None:
        self._state = state
        self.seat = seat
        self.config: GameConfig = state.config
        self.catalog: Catalog = state.catalog
        """The config and the catalog (they never change during a game)."""
        found = state.seat_views.get(seat)
        if found is None or found[0]._player is not state.players[seat]:
            found = state.seat_views[seat] = views_from(state.players, seat)
        self.own: OwnView = found[0]
        """The seat's own player, its cards included."""
        self.players: tuple[PlayerView, ...] = found[1]
        """Every player as the seat sees it (its own as :attr:`own`)."""

    # -- the game as it stands ------------------------------------------------------------
    @property
    def game_map(self) -> GameMap:
        """The map as it is now (demolished buildings as rubble)."""
        return self._state.game_map

    @property
    def mode(self) -> GameMode:
        """The game's mode (:mod:`engine.game.modes`): its seats, sides and facts."""
        return self._state.mode

    @property
    def sight(self) -> Sight:
        return self._state.sight

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def round(self) -> int:
        return self._state.round

    @property
    def phase(self) -> Phase:
        return self._state.phase

    @property
    def glory_hound(self) -> int:
        return self._state.glory_hound

    @property
    def seat_order(self) -> tuple[int, ...]:
        return self._state.seat_order

    @property
    def occupant(self) -> Mapping[Hex, tuple[int, UnitClass]]:
        """Every unit on the board by hex: (player, class)."""
        return self._state.occupant

    @property
    def tags(self) -> Mapping[Hex, tuple[int, ...]]:
        """Tags on each intact building: the player on each face (Direction index), or -1."""
        return self._state.tags

    @property
    def rubble_owner(self) -> Mapping[Hex, int]:
        return self._state.rubble_owner

    @property
    def sponsor_discard(self) -> Sequence[str]:
        return self._state.sponsor_discard

    @property
    def sponsor_deck_size(self) -> int:
        return len(self._state.sponsor_deck)

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        return self._state.teams

    @property
    def allies(self) -> tuple[int, ...]:
        """Shifting alliances: each seat's ally of the moment (−1: none)."""
        return self._state.allies

    @property
    def own_pick(self) -> int | None:
        """Shifting alliances: the seat's own face-down pick this Reset phase, if any."""
        picks = self._state.picks
        return picks[self.seat] if picks and picks[self.seat] >= 0 else None

    @property
    def result(self) -> GameResult | None:
        return self._state.result

    @property
    def actions_taken(self) -> int:
        """How many actions the players have taken so far (each one is seen to be taken)."""
        return len(self._state.history)

    def is_terminal(self) -> bool:
        return self._state.result is not None

    def current_player(self) -> int:
        return self._state.current_player()

    def alive_players(self) -> list[int]:
        return self._state.alive_players()

    def turn_order(self) -> list[int]:
        return self._state.turn_order()

    def yet_to_move(self) -> frozenset[int]:
        return yet_to_move(self._state)

    def unit_at(self, h: Hex) -> tuple[int, UnitClass] | None:
        return self._state.occupant.get(h)

    def units(self) -> Iterator[tuple[int, UnitClass, Hex]]:
        return self._state.units()

    def upgrade_bonus(self, player: int, kind: str) -> int:
        return self._state.upgrade_bonus(player, kind)

    def to_text(self) -> str:
        """The state as this seat sees it."""
        return state_text(self._state, self.seat)

    # -- the seat's decision ----------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """What the seat is asked now (``None`` when it is another seat's turn or the game
        is over)."""
        state = self._state
        d = state.pending
        return d if d is not None and state.result is None and d.player == self.seat else None

    def legal_actions(self) -> list[Action]:
        """The seat's legal actions now (empty when it is not its turn)."""
        if self.decision is None:
            return []
        return self._state.legal_actions()

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is legal for the seat now."""
        d = self.decision
        if d is None:
            return False
        try:
            d.validate(self._state, action)
        except IllegalActionError:
            return False
        return True

    def pending_attack(self) -> Attack | None:
        """The attack being resolved (a reaction or a re-roll is asked about it), if any."""
        return self._state.pending_attack()

    def _asked(self) -> Decision:
        d = self.decision
        if d is None:
            raise IllegalActionError(
                _("P{number} is not asked anything now").format(number=self.seat + 1)
            )
        return d

    def deploy_options(self) -> tuple[list[UnitClass], list[Hex]]:
        """A deploy decision's units and hexes (:meth:`DeployDecision.options
        <engine.game.movement.DeployDecision.options>`)."""
        d = self._asked()
        assert isinstance(d, DeployDecision)
        return d.options(self._state)

    def destinations(self) -> dict[Hex, tuple[Hex, ...]]:
        """A move decision's reachable hexes and a cheapest path to each."""
        d = self._asked()
        assert isinstance(d, (HHMoveDecision, SupportMoveDecision))
        return d.destinations(self._state)

    def max_steps(self) -> int:
        """A Heavy Hitter move decision's longest move."""
        d = self._asked()
        assert isinstance(d, HHMoveDecision)
        return d.max_steps(self._state)

    def maneuvers(self) -> list[str]:
        """A Heavy Hitter move decision's playable maneuver cards."""
        d = self._asked()
        assert isinstance(d, HHMoveDecision)
        return d.maneuvers(self._state)

    def shot_options(self) -> list[ShotOption]:
        """A fire decision's targets (:func:`~engine.game.targets.shot_options`)."""
        d = self._asked()
        assert isinstance(d, FireDecision)
        return d.options(self._state)

    def hh_paths(self, max_steps: int, jump: bool = False) -> dict[Hex, tuple[Hex, ...]]:
        """Where the seat's Heavy Hitter could go in ``max_steps`` steps (a jump: over
        anything), and a cheapest path to each."""
        return hh_paths(self._state, self.seat, max_steps, jump)

    def deploy_card(self) -> str | None:
        """The Deploy card the seat would use (the first in hand), if any."""
        return deploy_card(self._state, self.seat)

    def anytime_plays(self) -> list[Action]:
        """The seat's sponsor cards it may play now, whatever it is asked."""
        return anytime_plays(self._state, self.seat)

    # -- rules about any seat, from public facts ---------------------------------------------
    def hh_armor(self, player: int, damage: int) -> int:
        """:func:`~engine.game.targets.hh_armor` of ``player``'s Heavy Hitter (upgrades and a
        pilot's brace: both public)."""
        return hh_armor(self._state, player, damage)

    def deck_cards(self, player: int) -> int:
        """Faction cards ``player`` plays with (fewer for a solo opponent)."""
        return deck_cards(self._state, player)

    def solo_opponent(self, player: int) -> bool:
        return solo_opponent(self._state, player)

    def is_team_game(self) -> bool:
        """Whether teams set at setup play together (a 2v2 game with fixed alliances)."""
        return self._state.mode.fixed_teams

    def is_shifting(self) -> bool:
        return is_shifting(self._state)

    def team_of(self, player: int) -> tuple[int, ...]:
        return team_of(self._state, player)

    def team_rubble(self, player: int) -> int:
        return team_rubble(self._state, player)

    def friendly_seats(self, player: int) -> tuple[int, ...]:
        """Seats whose units ``player`` may not attack
        (:func:`engine.game.teams.friendly_seats`)."""
        return friendly_seats(self._state, player)


def observe(state: GameState, seat: int | None = None) -> Observation:
    """What ``seat`` (default: the player deciding now) may know of the game: a
    read-only view for bots (see the module's description)."""
    if seat is None:
        seat = state.current_player()
        if seat == TERMINAL_PLAYER:
            raise IllegalActionError(_("the game is over: nobody decides"))
    return Observation(state, seat)
