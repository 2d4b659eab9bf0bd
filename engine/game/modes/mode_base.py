"""What a way of playing the game is: :class:`GameMode`, the questions the rules ask of it.

A mode is one object (the registry, :mod:`engine.game.modes.mode_registry`, holds one per
mode). Its facts are plain attributes given to ``__init__`` — the rules read them inside
their loops, so each is one attribute read — and its answers about seats are methods a
mode overrides where its rules differ from the standard game's: who is friendly with
whom, who plays for one team, which maps it can be played on, how many seats are in
play, what a menu of modes offers.

The mode does not play the rules: the rule modules (:mod:`~engine.game.setup`,
:mod:`~engine.game.scoring`, :mod:`~engine.game.teams`…) ask it and act. So this package
imports nothing of them, and every rule module may import it.

>>> m = GameMode("duel", "Duel", starts=(2,))
>>> m.fits(2), m.fits(4), m.seed_tag, m.glory_hound, m.solo_play
(True, False, 'duel', True, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Protocol

from mypy_extensions import mypyc_attr

from engine.core.errors import GameSetupError
from engine.core.messages import _
from engine.mapmodel.model import GameMap


class GameSeats(Protocol):
    """What a mode reads of a game to say who is friendly with whom (a
    :class:`~engine.game.state.GameState` is one: the modes name no rule module)."""

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The fixed teams (2v2), empty otherwise."""

    @property
    def allies(self) -> tuple[int, ...]:
        """Each seat's ally this round (shifting alliances), empty otherwise."""

    @property
    def num_players(self) -> int:
        """The seats in play."""


class ModeSettings(Protocol):
    """What a mode reads of a game's settings (a :class:`~engine.game.state.GameConfig`)."""

    @property
    def solo_opponents(self) -> int:
        """A solo game's opponents."""


DEMOLITIONS_TO_WIN: Final = 4
"""Demolished buildings one player controls that win the game (rulebook, "Winning")."""


@dataclass(frozen=True)
class ModeChoice:
    """One entry of a menu of modes: the mode's name, the solo opponents it is played
    against (0 outside a solo game) and its label in the current language."""

    mode: str
    opponents: int
    label: str


@mypyc_attr(allow_interpreted_subclasses=True)
class GameMode:
    """One way the game is played; the defaults are the standard game's rules.

    ``name`` is what files and JSON store (``GameConfig.mode``); ``title`` its label
    (marked with ``N_``, translated where it is shown); ``seed_tag`` the tag of its batch
    games' seeds (default: the name). ``starts``: the numbers of starts of the maps it is
    played on (empty: any map). The rules' facts:

    * ``glory_hound``: a Glory Hound is rolled off at setup and passes on (else seat 0
      acts first in every phase);
    * ``advanced_rules``: pilots, the Achievements Board and its upgrades may be played;
    * ``solo_play``: seat 0 is the player and every other seat a solo opponent (their
      decks, draws and moves: :mod:`engine.game.solo`);
    * ``fixed_teams``: teams set at setup play together (``GameState.teams``:
      :mod:`engine.game.teams`);
    * ``ally_picks``: alliances are picked at the end of every Reset phase
      (``GameState.allies``: :mod:`engine.game.alliances`);
    * ``one_winner``: players tied on the score roll off (R-TEAM-4);
    * ``two_sides``: the game is played between two sides, so every opposing Heavy
      Hitter destroyed is a step to the win (what the bots plan on);
    * ``demolitions_to_win``: demolished buildings that win, counted over
      :meth:`team_of`.

    A subclass overrides the methods where its seats differ; compiled, it may still be
    subclassed by plain Python (a mode registered from outside the engine).
    """

    def __init__(
        self,
        name: str,
        title: str,
        *,
        seed_tag: str | None = None,
        starts: tuple[int, ...] = (),
        glory_hound: bool = True,
        advanced_rules: bool = True,
        solo_play: bool = False,
        fixed_teams: bool = False,
        ally_picks: bool = False,
        one_winner: bool = False,
        two_sides: bool = False,
        demolitions_to_win: int = DEMOLITIONS_TO_WIN,
    ) -> None:
        self.name = name
        self.title = title
        self.seed_tag = name if seed_tag is None else seed_tag
        self.starts = starts
        self.glory_hound = glory_hound
        self.advanced_rules = advanced_rules
        self.solo_play = solo_play
        self.fixed_teams = fixed_teams
        self.ally_picks = ally_picks
        self.one_winner = one_winner
        self.two_sides = two_sides
        self.demolitions_to_win = demolitions_to_win

    def __repr__(self) -> str:
        return f"<game mode {self.name!r}>"

    # -- seats and maps ----------------------------------------------------------------------
    def fits(self, starts: int) -> bool:
        """Whether a map of ``starts`` starts can be played in this mode."""
        return not self.starts or starts in self.starts

    def check_map(self, game_map: GameMap) -> None:
        """Raise :class:`GameSetupError` unless the mode :meth:`fits` ``game_map``."""
        if not self.fits(game_map.players):
            raise GameSetupError(
                _("mode {mode!r} is played on a map of {starts} starts; {name} has {count}").format(
                    mode=self.name,
                    starts="/".join(str(n) for n in self.starts),
                    name=game_map.name,
                    count=game_map.players,
                )
            )

    def seats(self, config: ModeSettings, starts: int) -> int:
        """The seats in play when ``config`` is played on a map of ``starts`` starts."""
        return starts

    def choices(self, starts: int) -> tuple[ModeChoice, ...]:
        """The entries a menu of modes offers for a map of ``starts`` starts (none when
        the mode cannot be played on it)."""
        return (ModeChoice(self.name, 0, _(self.title)),) if self.fits(starts) else ()

    # -- who is friendly with whom -------------------------------------------------------------
    def team_of(self, state: GameSeats, player: int) -> tuple[int, ...]:
        """The seats that play for one team with ``player`` (its tags and demolished
        buildings count together), ``player`` first or not; just ``player`` when it
        plays for itself."""
        return (player,)

    def ally_of(self, state: GameSeats, player: int) -> int | None:
        """``player``'s ally — who may repair its Heavy Hitter (R-TEAM-2) and is not an
        opponent (R-TEAM-6) — or ``None``."""
        return None

    def friendly_seats(self, state: GameSeats, player: int) -> tuple[int, ...]:
        """Seats whose units ``player`` may not attack (its own at least)."""
        return (player,)
