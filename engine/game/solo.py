"""Solo play (RULES.md §9, the rulebook's "SOLO PLAY" and its quick reference).

A solo game (``GameConfig(mode="solo", solo_opponents=1 or 2)``) is one player —
seat 0, a human or a bot standing in for one — against 1 or 2 *solo opponents*
(the other seats, played by :class:`engine.bots.solo_bot.SoloBot`). The rulebook's
setup and flow, as this engine plays them:

* **Seats.** The player sits at the map's start ``solo_start`` (default: the
  first); the opponents take the other starts, the farthest from the player's
  first (ties: seat order). **Ruling:** the rulebook does not say where extra
  enemies start; two opponents need a map of 3 or more starts. The game's
  ``game_map`` holds only the starts in play: replay a solo game from the map
  given to ``new_game``.
* **No Glory Hound, Achievements Board, Pilots or Upgrades**: there is no
  roll-off; the player acts first in every phase (so first in Deploy and
  Movement, and first among equal weapon speeds); pilot tokens never move and no
  upgrade unlocks.
* **Sponsor cards** marked ``no_solo_play`` in the catalog are left out of the
  sponsor deck.
* **The opponent's deck** (:func:`solo_deck`): 24 cards — 2 primary weapons ×5,
  3 secondary weapons ×4, 2 orbital strikes. It never holds a hand (no opening
  hand, no reboot, no draw in the Reset phase), has no energy (deploying, moving
  and firing cost it nothing; it spends none), takes damage off the top of its
  deck, and is destroyed when all 24 cards are on its damage pile.
* **Deploy**: within 1 hex of its Heavy Hitter (the fallout side's Zone 1 rule
  still holds), free. **Movement**: its Heavy Hitter moves up to
  :data:`SOLO_HH_MOVE` hexes for free (the stand-in for the quick reference's
  movement diagrams, which our sources do not have); support units as usual.
* **Combat draw** (:class:`SoloCombatDraw`): after the player has declared, a die
  for each opponent — 1-2 two cards, 3-5 three, 6 four (:data:`SOLO_COMBAT_DRAW`),
  plus ``solo_extra_weapons`` for a harder game (R-SOLO-1) — drawn off the top of
  its deck; one copy of each weapon goes to the firing line, duplicates to its
  discard pile. Weapons that do not fire go to the discard pile too.
* **Repairs**: its Repair unit repairs on 3+ (:data:`SOLO_REPAIR_ROLL`): a random
  card of the damage pile to the bottom of the discard pile.
* **Tagging and Reset**: it does nothing (no tags, no energy, no cards). Fallout
  damage at the end of the Reset phase still hits its units (**ruling**: that is
  the board, not an action).
* **One side**: the solo opponents never attack one another's units (**ruling**:
  they are all "your opponent"; :func:`engine.game.teams.friendly_seats`).
* **Winning** (**ruling**, R-SOLO-2): the player wins by destroying every
  opponent's Heavy Hitter or by demolishing 4 buildings; the opponents win
  together when the player's Heavy Hitter is destroyed, and at the round limit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from engine.core.errors import GameSetupError
from engine.core.messages import _
from engine.game.catalog import CardKind, Faction
from engine.game.events import CardsDrawn, Discarded, SoloDraw
from engine.game.modes.solo_game import MAX_SOLO_OPPONENTS as MAX_SOLO_OPPONENTS
from engine.game.modes.solo_game import SOLO_PLAYER as SOLO_PLAYER
from engine.game.piles import refill_deck
from engine.game.state import Step

if TYPE_CHECKING:
    from engine.game.state import GameConfig, GameState
    from engine.mapmodel.model import GameMap

SOLO_DECK_CARDS: Final = 24
"""Cards in a solo opponent's deck: 2 primaries ×5, 3 secondaries ×4, 2 orbital strikes."""
SOLO_COMBAT_DRAW: Final[tuple[int, ...]] = (2, 2, 3, 3, 3, 4)
"""Cards a solo opponent draws for combat on a die of 1-6 (quick reference, "COMBAT")."""
SOLO_REPAIR_ROLL: Final = 3
"""A solo opponent's Repair unit repairs on this die roll or more ("On a 3+ die result")."""
SOLO_HH_MOVE: Final = 3
"""Hexes a solo opponent's Heavy Hitter may move (stand-in: the diagrams are not in our sources)."""
SOLO_DEPLOY_RANGE: Final = 1
"""A solo opponent deploys "within 1 hex of their Heavy Hitter"."""
MAX_EXTRA_WEAPONS: Final = 4


def is_solo(state: GameState) -> bool:
    """Whether the game is a solo game (its mode's ``solo_play``)."""
    return state.mode.solo_play


def solo_opponent(state: GameState, player: int) -> bool:
    """Whether ``player`` is a solo opponent (every seat but the player's in a solo game)."""
    return player != SOLO_PLAYER and state.mode.solo_play


def deck_cards(state: GameState, player: int) -> int:
    """The size of ``player``'s faction deck: as many damaged cards destroy its Heavy Hitter."""
    return SOLO_DECK_CARDS if solo_opponent(state, player) else 25


def check_config(config: GameConfig) -> None:
    """Raise :class:`GameSetupError` for a mode setting that cannot be played: a mode
    not registered (:func:`engine.game.modes.mode_named`), a solo game's settings out of
    range."""
    if config.game_mode.solo_play:
        if not 1 <= config.solo_opponents <= MAX_SOLO_OPPONENTS:
            raise GameSetupError(
                _("{solo_opponents} solo opponents: a solo game has 1 or {most}").format(
                    solo_opponents=config.solo_opponents, most=MAX_SOLO_OPPONENTS
                )
            )
        if not 0 <= config.solo_extra_weapons <= MAX_EXTRA_WEAPONS:
            raise GameSetupError(
                _("{solo_extra_weapons} extra weapons: use 0 to {most}").format(
                    solo_extra_weapons=config.solo_extra_weapons, most=MAX_EXTRA_WEAPONS
                )
            )


def solo_map(game_map: GameMap, opponents: int, player_start: int = 0) -> GameMap:
    """The map with the starts of a solo game: the player's first, then the opponents',
    farthest from the player's first (ties: the map's seat order).

    >>> from engine.files.mapfile import load_map
    >>> from engine.files.resources import builtin_map_path
    >>> m = solo_map(load_map(builtin_map_path("showdown")), 2)
    >>> [str(h) for h in m.starts], m.players
    (['1B', '9J', '1J'], 3)
    """
    starts = game_map.starts
    if not 0 <= player_start < len(starts):
        raise GameSetupError(
            _("solo start {player_start}: the map has {count} starts").format(
                player_start=player_start, count=len(starts)
            )
        )
    if opponents + 1 > len(starts):
        raise GameSetupError(
            _(
                "{opponents} solo opponents need a map of {number} or more "
                "starts; {name} has {count}"
            ).format(
                opponents=opponents, number=opponents + 1, name=game_map.name, count=len(starts)
            )
        )
    me = starts[player_start]
    others = sorted(
        (i for i in range(len(starts)) if i != player_start),
        key=lambda i: (-me.distance(starts[i]), i),
    )
    chosen = (me, *(starts[i] for i in others[:opponents]))
    return game_map.with_starts(chosen)


def solo_deck(faction: Faction) -> list[str]:
    """A solo opponent's 24 cards, in a fixed order (shuffle before play): the default
    deck's primary and the faction's first other primary (×5 each), the default deck's two
    secondaries and the first other secondary (×4 each), and 2 orbital strikes (the
    faction's first orbital strike, both copies; or its first two). **Ruling:** the
    rulebook lets the player choose; this is the stand-in catalog's choice.

    >>> from engine.game.catalog_file import standin_catalog
    >>> deck = solo_deck(standin_catalog().factions[0])
    >>> len(deck), len(set(deck))
    (24, 6)
    """
    spec = faction.default_deck
    primaries = [spec.primary] + [c.id for c in faction.primaries if c.id != spec.primary]
    secondaries = list(spec.secondaries) + [
        c.id for c in faction.secondaries if c.id not in spec.secondaries
    ]
    orbitals = [c.id for c in faction.of_kind(CardKind.ORBITAL) for _ in range(min(2, c.copies))]
    if len(primaries) < 2 or len(secondaries) < 3 or len(orbitals) < 2:
        raise GameSetupError(
            _(
                "{name} has too few weapons for a solo deck (2 primaries, 3 "
                "secondaries, 2 orbital strikes)"
            ).format(name=faction.name)
        )
    cards = [c for c in primaries[:2] for _ in range(5)]
    cards += [c for c in secondaries[:3] for _ in range(4)]
    return cards + orbitals[:2]


@dataclass(frozen=True, slots=True)
class SoloCombatDraw(Step):
    """After the player's declaration: a die, then that many cards off the top of the solo
    opponent's deck; one copy of each weapon to the firing line, duplicates discarded."""

    player: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def run(self, state: GameState) -> None:
        p = state.players[self.player]
        if not p.alive:
            return
        roll = state.dice.for_player(self.player).d6()
        n = SOLO_COMBAT_DRAW[roll - 1] + state.config.solo_extra_weapons
        drawn: list[str] = []
        decks: list[tuple[str, ...]] = []
        while len(drawn) < n and refill_deck(state, self.player):
            decks.append(tuple(p.deck))
            drawn.append(p.deck.pop())
        state.log(SoloDraw(self.player, roll, n))
        if drawn:
            state.log(
                CardsDrawn(self.player, len(drawn), "solo combat draw", tuple(drawn), tuple(decks))
            )
        orbital = False
        for c in drawn:
            card = p.faction.card(c)
            is_orbital = card.kind is CardKind.ORBITAL
            if c in p.firing_line or (is_orbital and orbital):
                p.discard.append(c)
                state.log(Discarded(self.player, c, False))
            else:
                p.firing_line.append(c)
                orbital = orbital or is_orbital
