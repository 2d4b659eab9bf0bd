"""Actions: small immutable values that print and parse.

Every decision of a game is one action of the player whose decision it is.
``str(action)`` is its text and ``Action.parse(text)`` reads it back:

==========================================  ==============================================
``keep`` / ``reboot``                       keep the opening hand, or draw a new one (once)
``deploy recon 2D``                         deploy a support unit (``pass`` to deploy none)
``play jump-jets``                          play a maneuver or a sponsor card in your turn
``move HH 1B-2C-3C face S``                 move a Heavy Hitter along a path, then face
``move HH 1B face NE``                      stay (and turn)
``move combat 3D-4D``                       move a support unit (``move combat 3D``: stay)
``push combat 3D``                          where your pushed support unit goes
``declare dire-laser seeker-pod``           declare weapons (``declare``: none)
``fire dire-laser 5F`` / ``fire combat 5F`` fire a weapon or a support unit at a hex
``hold dire-laser``                         do not fire it (it returns to hand)
``repair``                                  the Repair unit repairs its Heavy Hitter
``react deflector`` / ``react none``        answer an attack on your unit
``reroll`` / ``accept``                     re-roll a missed attack (sponsor card) or not
``reroll pilot``                            re-roll it with the pilot's ability
``pilot kestrel-vance``                     choose a pilot card at setup (advanced play)
``path guard``                              choose a path of the alternate achievements board
``damage hand dire-laser deck 2``           which cards go to the damage pile
``tag HH 4E``                               tag a building with a unit (``pass``: done)
``discard sponsor power-cell``              discard a sponsor card over the hand limit
``discard pulse-laser``                     discard a faction card over the hand limit
``ally P3``                                 shifting alliances: pick P3's pilot card
==========================================  ==============================================

>>> a = Action.parse("move HH 1B-2C-3C face S")
>>> a
Move(unit=<UnitClass.HH: 'HH'>, path=(Hex('1B'), Hex('2C'), Hex('3C')), facing=<Direction.S: (0, 1)>)
>>> str(a)
'move HH 1B-2C-3C face S'
>>> str(Action.parse("declare seeker-pod dire-laser"))
'declare dire-laser seeker-pod'
>>> Action.parse("fly HH 5F")
Traceback (most recent call last):
...
engine.core.errors.IllegalActionError: 'fly HH 5F' is not an action: it starts with keep, reboot, pass, deploy, play, move, push, declare, fire, hold, repair, react, reroll, accept, damage, tag, discard, ally, pilot or path
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Final

from engine.core.errors import GkrError, IllegalActionError
from engine.core.messages import _
from engine.game.catalog import UnitClass
from engine.geometry.hexes import Direction, Hex


class Action:
    """Base of every action; subclasses are frozen dataclasses."""

    __slots__ = ()

    @staticmethod
    def parse(text: str) -> Action:
        """Read an action from its text (the inverse of ``str``)."""
        words = text.split()
        if not words:
            raise IllegalActionError(_("an empty text is not an action"))
        parser = _PARSERS.get(words[0].lower())
        if parser is None:
            raise IllegalActionError(
                _("{text!r} is not an action: it starts with {words} or {last}").format(
                    text=text, words=", ".join(list(_PARSERS)[:-1]), last=list(_PARSERS)[-1]
                )
            )
        try:
            return parser(words[1:])
        except IllegalActionError:
            raise
        except (GkrError, ValueError, IndexError) as e:
            if str(e) and not isinstance(e, IndexError):
                message = _("{text!r} is not a valid {word} action: {reason}")
            else:
                message = _("{text!r} is not a valid {word} action")
            raise IllegalActionError(
                message.format(text=text, word=words[0].lower(), reason=e)
            ) from None


def _no_args(words: list[str], what: str) -> None:
    if words:
        raise ValueError(_("{what} takes nothing after it").format(what=what))


@dataclass(frozen=True, slots=True, init=False)
class Keep(Action):
    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True, slots=True, init=False)
class Reboot(Action):
    def __str__(self) -> str:
        return "reboot"


@dataclass(frozen=True, slots=True, init=False)
class Pass(Action):
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Deploy(Action):
    unit: UnitClass
    hex: Hex

    # __init__ made by scripts/make_value_types.py
    def __init__(self, unit: UnitClass, hex: Hex) -> None:
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "hex", hex)

    def __str__(self) -> str:
        return f"deploy {self.unit} {self.hex}"


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, card: str) -> None:
        object.__setattr__(self, "card", card)

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move a unit along ``path`` (its first hex is where it stands)."""

    unit: UnitClass
    path: tuple[Hex, ...]
    facing: Direction | None = None

    # __init__ made by scripts/make_value_types.py
    def __init__(
        self, unit: UnitClass, path: tuple[Hex, ...], facing: Direction | None = None
    ) -> None:
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "path", path)
        object.__setattr__(self, "facing", facing)

    @property
    def destination(self) -> Hex:
        return self.path[-1]

    @property
    def steps(self) -> int:
        return len(self.path) - 1

    def __str__(self) -> str:
        text = f"move {self.unit} {'-'.join(str(h) for h in self.path)}"
        return text if self.facing is None else f"{text} face {self.facing}"


@dataclass(frozen=True, slots=True)
class Push(Action):
    unit: UnitClass
    hex: Hex

    # __init__ made by scripts/make_value_types.py
    def __init__(self, unit: UnitClass, hex: Hex) -> None:
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "hex", hex)

    def __str__(self) -> str:
        return f"push {self.unit} {self.hex}"


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Declare weapons for the Combat phase (kept sorted, so order does not matter)."""

    weapons: tuple[str, ...] = ()

    def __init__(self, weapons: tuple[str, ...] = ()) -> None:
        object.__setattr__(self, "weapons", tuple(sorted(weapons)))

    def __str__(self) -> str:
        return " ".join(("declare",) + self.weapons)


@dataclass(frozen=True, slots=True)
class Fire(Action):
    """Fire a weapon card (by id) or a support unit (by class) at the unit on ``target``."""

    source: str
    target: Hex

    # __init__ made by scripts/make_value_types.py
    def __init__(self, source: str, target: Hex) -> None:
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "target", target)

    def __str__(self) -> str:
        return f"fire {self.source} {self.target}"


@dataclass(frozen=True, slots=True)
class Hold(Action):
    source: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, source: str) -> None:
        object.__setattr__(self, "source", source)

    def __str__(self) -> str:
        return f"hold {self.source}"


@dataclass(frozen=True, slots=True)
class Repair(Action):
    """A Repair unit repairs its own Heavy Hitter (``repair``) or, in a 2v2 game, the
    ally's (``repair ally``)."""

    ally: bool = False

    # __init__ made by scripts/make_value_types.py
    def __init__(self, ally: bool = False) -> None:
        object.__setattr__(self, "ally", ally)

    def __str__(self) -> str:
        return "repair ally" if self.ally else "repair"


@dataclass(frozen=True, slots=True)
class React(Action):
    """Answer an attack with a reaction or sponsor card (``None``: no answer)."""

    card: str | None = None

    # __init__ made by scripts/make_value_types.py
    def __init__(self, card: str | None = None) -> None:
        object.__setattr__(self, "card", card)

    def __str__(self) -> str:
        return f"react {self.card or 'none'}"


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    """Re-roll a missed attack with a sponsor card (``reroll``) or with the pilot's
    ability (``reroll pilot``)."""

    pilot: bool = False

    # __init__ made by scripts/make_value_types.py
    def __init__(self, pilot: bool = False) -> None:
        object.__setattr__(self, "pilot", pilot)

    def __str__(self) -> str:
        return "reroll pilot" if self.pilot else "reroll"


@dataclass(frozen=True, slots=True)
class ChoosePilot(Action):
    """Choose a pilot card at setup (:mod:`engine.game.pilots`)."""

    pilot: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, pilot: str) -> None:
        object.__setattr__(self, "pilot", pilot)

    def __str__(self) -> str:
        return f"pilot {self.pilot}"


@dataclass(frozen=True, slots=True)
class ChoosePath(Action):
    """Choose a path of the alternate Achievements Board at setup
    (:mod:`engine.game.achievements`)."""

    path: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, path: str) -> None:
        object.__setattr__(self, "path", path)

    def __str__(self) -> str:
        return f"path {self.path}"


@dataclass(frozen=True, slots=True, init=False)
class Accept(Action):
    def __str__(self) -> str:
        return "accept"


@dataclass(frozen=True, slots=True)
class TakeDamage(Action):
    """Which faction cards go to the damage pile: these from hand, ``deck`` from the deck."""

    hand: tuple[str, ...] = ()
    deck: int = 0

    def __init__(self, hand: tuple[str, ...] = (), deck: int = 0) -> None:
        object.__setattr__(self, "hand", tuple(sorted(hand)))
        object.__setattr__(self, "deck", deck)

    @property
    def points(self) -> int:
        return len(self.hand) + self.deck

    def __str__(self) -> str:
        parts = ["damage"]
        if self.hand:
            parts += ["hand", *self.hand]
        if self.deck or not self.hand:
            parts += ["deck", str(self.deck)]
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Tag(Action):
    unit: UnitClass
    building: Hex

    # __init__ made by scripts/make_value_types.py
    def __init__(self, unit: UnitClass, building: Hex) -> None:
        object.__setattr__(self, "unit", unit)
        object.__setattr__(self, "building", building)

    def __str__(self) -> str:
        return f"tag {self.unit} {self.building}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    card: str
    sponsor: bool = False

    # __init__ made by scripts/make_value_types.py
    def __init__(self, card: str, sponsor: bool = False) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "sponsor", sponsor)

    def __str__(self) -> str:
        return f"discard {'sponsor ' if self.sponsor else ''}{self.card}"


@dataclass(frozen=True, slots=True)
class PickAlly(Action):
    """Shifting alliances: pick the pilot card of the player at ``seat`` (0-based), face
    down; two players who pick each other are allied (:mod:`engine.game.alliances`).

    >>> str(PickAlly(2)), Action.parse("ally p3")
    ('ally P3', PickAlly(seat=2))
    """

    seat: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)

    def __str__(self) -> str:
        return f"ally P{self.seat + 1}"


# -- parsing ----------------------------------------------------------------------------


def _parse_move(words: list[str]) -> Move:
    unit = UnitClass.parse(words[0])
    path = tuple(Hex.parse(w) for w in words[1].split("-"))
    facing = None
    rest = words[2:]
    if rest:
        if len(rest) != 2 or rest[0].lower() != "face":
            raise ValueError(_("after the path comes 'face' and a direction"))
        facing = Direction.parse(rest[1])
    if unit is UnitClass.HH and facing is None:
        raise ValueError(_("a Heavy Hitter's move ends with 'face' and a direction"))
    if unit is not UnitClass.HH and facing is not None:
        raise ValueError(_("support units have no facing"))
    return Move(unit, path, facing)


def _one(words: list[str]) -> str:
    if len(words) != 1:
        raise ValueError(_("give exactly one name"))
    return words[0]


def _parse_damage(words: list[str]) -> TakeDamage:
    hand: list[str] = []
    deck = 0
    i = 0
    seen_deck = False
    while i < len(words):
        w = words[i].lower()
        if w == "hand" and not hand and not seen_deck:
            i += 1
            while i < len(words) and words[i].lower() != "deck":
                hand.append(words[i])
                i += 1
            if not hand:
                raise ValueError(_("name the cards after 'hand'"))
        elif w == "deck" and not seen_deck and i + 1 < len(words):
            deck = int(words[i + 1])
            if deck < 0:
                raise ValueError(_("a negative number of cards"))
            seen_deck = True
            i += 2
        else:
            raise ValueError(_("write 'damage hand CARD… deck N'"))
    if not hand and not seen_deck:
        raise ValueError(_("write 'damage hand CARD… deck N'"))
    return TakeDamage(tuple(hand), deck)


def _parse_discard(words: list[str]) -> Discard:
    if len(words) == 2 and words[0].lower() == "sponsor":
        return Discard(words[1], True)
    return Discard(_one(words), False)


def _parse_react(words: list[str]) -> React:
    card = _one(words)
    return React(None if card.lower() == "none" else card)


def _simple(cls: type[Action], name: str) -> Callable[[list[str]], Action]:
    def parse(words: list[str]) -> Action:
        _no_args(words, name)
        return cls()

    return parse


def _parse_repair(words: list[str]) -> Repair:
    if not words:
        return Repair()
    if [w.lower() for w in words] == ["ally"]:
        return Repair(ally=True)
    raise ValueError(_("repair takes nothing, or 'ally'"))


def _parse_ally(words: list[str]) -> PickAlly:
    word = _one(words).upper()
    number = word[1:] if word.startswith("P") else ""
    if not (number.isascii() and number.isdigit()) or int(number) < 1:
        raise ValueError(_("name a seat: 'ally P3'"))
    return PickAlly(int(number) - 1)


def _parse_reroll(words: list[str]) -> Reroll:
    if not words:
        return Reroll()
    if [w.lower() for w in words] == ["pilot"]:
        return Reroll(pilot=True)
    raise ValueError(_("reroll takes nothing, or 'pilot'"))


def _unit_hex(cls: Callable[[UnitClass, Hex], Action]) -> Callable[[list[str]], Action]:
    def parse(words: list[str]) -> Action:
        if len(words) != 2:
            raise ValueError(_("give a unit and a hex"))
        return cls(UnitClass.parse(words[0]), Hex.parse(words[1]))

    return parse


def _parse_fire(words: list[str]) -> Fire:
    if len(words) != 2:
        raise ValueError(_("give a weapon or support unit and a target hex"))
    return Fire(_source(words[0]), Hex.parse(words[1]))


def _source(word: str) -> str:
    try:
        return UnitClass.parse(word).value
    except ValueError:
        return word


_PARSERS: Final[dict[str, Callable[[list[str]], Action]]] = {
    "keep": _simple(Keep, "keep"),
    "reboot": _simple(Reboot, "reboot"),
    "pass": _simple(Pass, "pass"),
    "deploy": _unit_hex(Deploy),
    "play": lambda w: Play(_one(w)),
    "move": _parse_move,
    "push": _unit_hex(Push),
    "declare": lambda w: Declare(tuple(w)),
    "fire": _parse_fire,
    "hold": lambda w: Hold(_source(_one(w))),
    "repair": _parse_repair,
    "react": _parse_react,
    "reroll": _parse_reroll,
    "accept": _simple(Accept, "accept"),
    "damage": _parse_damage,
    "tag": _unit_hex(Tag),
    "discard": _parse_discard,
    "ally": _parse_ally,
    "pilot": lambda w: ChoosePilot(_one(w)),
    "path": lambda w: ChoosePath(_one(w)),
}
