"""What one seat may know of a game: the view a bot decides on.

:meth:`GameState.observation(seat) <engine.game.state.GameState.observation>` gives an
:class:`Observation`: a thin read-only view over the state (nothing is copied) that shows
only what the player at ``seat`` may know by the rulebook:

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
>>> seen = g.observation(0)
>>> seen.seat, seen.round, len(seen.own.hand), seen.players[1].hand_size
(0, 0, 6, 6)
>>> hasattr(seen.players[1], "hand"), seen.own.deck == tuple(sorted(seen.own.deck))
(False, True)
>>> seen.legal_actions() == (g.legal_actions() if g.current_player() == 0 else [])
True
"""

from __future__ import annotations

from typing import AbstractSet, Iterator, Mapping, Sequence

from engine.core.messages import _
from engine.core.errors import IllegalActionError
from engine.game.actions import Action
from engine.game.alliances import is_shifting
from engine.game.catalog import Catalog, Faction, Pilot, UnitClass
from engine.game.combat import FireDecision
from engine.game.targets import Attack, ShotOption, hh_armor
from engine.game.modes import GameMode
from engine.game.movement import (
    DeployDecision,
    HHMoveDecision,
    SupportMoveDecision,
    deploy_card,
    hh_paths,
)
from engine.game.solo import deck_cards, solo_opponent
from engine.game.sponsors import anytime_plays
from engine.game.state import Decision, GameConfig, GameResult, GameState, Phase
from engine.game.teams import friendly_seats, team_of, team_rubble
from engine.game.units import PlayerState
from engine.geometry.hexes import Direction, Hex
from engine.mapmodel.model import GameMap
from engine.lineofsight.sight import Sight


class PlayerView:
    """What everyone sees of one player (read-only)."""

    __slots__ = ("_player", "seat", "faction")

    def __init__(self, player: PlayerState) -> None:
        self._player = player
        self.seat: int = player.seat
        self.faction: Faction = player.faction
        """The faction (it never changes; plain attributes are read fastest)."""

    @property
    def alive(self) -> bool:
        return self._player.alive

    @property
    def energy(self) -> int:
        return self._player.energy

    @property
    def gained(self) -> int:
        return self._player.gained

    @property
    def units(self) -> Mapping[UnitClass, Hex]:
        """Units on the board: the Heavy Hitter and deployed support units."""
        return self._player.units

    @property
    def hp(self) -> Mapping[UnitClass, int]:
        """Hit points left of each support unit on the board."""
        return self._player.hp

    @property
    def hh(self) -> Hex | None:
        return self._player.units.get(UnitClass.HH)

    @property
    def facing(self) -> Direction:
        return self._player.facing

    @property
    def track(self) -> int:
        return self._player.track

    @property
    def pilot(self) -> Pilot | None:
        return self._player.pilot

    @property
    def path(self) -> str | None:
        return self._player.path

    @property
    def pilot_round(self) -> int:
        return self._player.pilot_round

    @property
    def pilot_uses(self) -> int:
        return self._player.pilot_uses

    @property
    def rubble(self) -> int:
        return self._player.rubble

    @property
    def tags_placed(self) -> int:
        return self._player.tags_placed

    @property
    def tagged(self) -> AbstractSet[Hex]:
        return self._player.tagged

    @property
    def used_units(self) -> AbstractSet[UnitClass]:
        return self._player.used_units

    @property
    def revealed(self) -> bool:
        """Whether the firing line is face up."""
        return self._player.revealed

    @property
    def discard(self) -> Sequence[str]:
        """The discard pile (face up), top last."""
        return self._player.discard

    @property
    def revealed_firing_line(self) -> Sequence[str] | None:
        """The declared weapons once face up (``None`` while face down)."""
        return self._player.firing_line if self._player.revealed else None

    @property
    def hand_size(self) -> int:
        return len(self._player.hand)

    @property
    def deck_size(self) -> int:
        return len(self._player.deck)

    @property
    def damage_size(self) -> int:
        """Cards on the damage pile (face down)."""
        return len(self._player.damage)

    @property
    def firing_line_size(self) -> int:
        return len(self._player.firing_line)

    @property
    def sponsor_count(self) -> int:
        return len(self._player.sponsors)

    @property
    def card_count(self) -> int:
        return self._player.card_count

    @property
    def undamaged(self) -> int:
        """Faction cards not on the damage pile (part of the score)."""
        return self._player.undamaged

    @property
    def spare_cards(self) -> int:
        return self._player.spare_cards

    @property
    def critical_capacity(self) -> int:
        return self._player.critical_capacity

    def card_ids(self) -> frozenset[str]:
        """The different cards the player's deck list holds, wherever they are now (the deck
        lists are open knowledge)."""
        p = self._player
        return frozenset(p.hand).union(p.deck, p.discard, p.damage, p.firing_line)


class OwnView(PlayerView):
    """What a player sees of itself: the public view and its own cards."""

    __slots__ = ()

    @property
    def hand(self) -> Sequence[str]:
        return self._player.hand

    @property
    def deck(self) -> tuple[str, ...]:
        """The cards in the deck, sorted: which they are is known, their order is not."""
        return tuple(sorted(self._player.deck))

    @property
    def damage(self) -> Sequence[str]:
        return self._player.damage

    @property
    def firing_line(self) -> Sequence[str]:
        return self._player.firing_line

    @property
    def sponsors(self) -> Sequence[str]:
        return self._player.sponsors


def _views(players: list[PlayerState], seat: int) -> tuple[OwnView, tuple[PlayerView, ...]]:
    """The views of the players from ``seat``: its own, and everyone's in seat order."""
    own = OwnView(players[seat])
    views: list[PlayerView] = []
    for p in players:
        views.append(own if p.seat == seat else PlayerView(p))
    return own, tuple(views)


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
            found = state.seat_views[seat] = _views(state.players, seat)
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
        return self._state.yet_to_move()

    def unit_at(self, h: Hex) -> tuple[int, UnitClass] | None:
        return self._state.occupant.get(h)

    def units(self) -> Iterator[tuple[int, UnitClass, Hex]]:
        return self._state.units()

    def upgrade_bonus(self, player: int, kind: str) -> int:
        return self._state.upgrade_bonus(player, kind)

    def to_text(self) -> str:
        """The state as this seat sees it."""
        return self._state.to_text(self.seat)

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
            raise IllegalActionError(_("P{number} is not asked anything now").format(
                                       number=self.seat + 1))
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
