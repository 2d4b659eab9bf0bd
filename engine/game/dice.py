"""Every random draw of a game: dice, shuffles and random picks.

A game owns one :class:`Dice`. :class:`SeededDice` draws from a seeded
generator, so a seed and the list of actions replay the same game exactly.
Tests inject :class:`ScriptedDice` to fix the dice of a hand-made position.

The engine asks :meth:`Dice.for_player` for the dice of a player's own draws —
its attack rolls, armor saves, repair rolls, roll-off dice and the shuffles of its
faction deck — and uses the game's dice for shared draws (the sponsor deck).
Plain dice answer with themselves: one stream for the whole game.
:class:`StreamDice` gives each seat a stream of its own instead, which is what
duplicate games need (:mod:`engine.playtest`): the same stream can follow a
faction from seat to seat, so the seats share its luck.

>>> d = SeededDice(7)
>>> d2 = d.clone()
>>> d.roll(3) == d2.roll(3)
True
>>> s = ScriptedDice([6, 6, 1])
>>> s.roll(2), s.d6()
((6, 6), 1)
"""

from __future__ import annotations

import random
from collections import deque
from typing import Iterable, Protocol, TypeVar

from engine.core.errors import GkrError

T = TypeVar("T")


class Dice(Protocol):
    """Where a game's randomness comes from."""

    def d6(self) -> int:
        """One six-sided die."""
        ...

    def roll(self, n: int) -> tuple[int, ...]:
        """``n`` dice."""
        ...

    def shuffle(self, items: list[T]) -> None:
        """Shuffle a pile in place (the end of the list is the top)."""
        ...

    def pick(self, n: int) -> int:
        """A random index below ``n`` (a random card of a pile)."""
        ...

    def clone(self) -> Dice:
        """An independent copy that will draw the same numbers."""
        ...

    def for_player(self, seat: int) -> Dice:
        """The dice of ``seat``'s own draws (plain dice: themselves)."""
        ...


def below(rng: random.Random, n: int) -> int:
    """A random integer in ``[0, n)``, ``n > 0``: what ``rng.randrange(n)`` gives, drawn the
    same way (whole bits, redrawn while too large) without its argument checks.

    >>> a, b = random.Random(3), random.Random(3)
    >>> [below(a, 6) for _ in range(8)] == [b.randrange(6) for _ in range(8)]
    True
    """
    k = n.bit_length()
    getrandbits = rng.getrandbits
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def shuffle_with(rng: random.Random, items: list[T]) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does (the same swaps
    from the same draws), in compiled code when the engine is compiled.

    >>> a, b = list(range(20)), list(range(20))
    >>> random.Random(5).shuffle(a); shuffle_with(random.Random(5), b); a == b
    True
    """
    for i in range(len(items) - 1, 0, -1):
        j = below(rng, i + 1)
        items[i], items[j] = items[j], items[i]


class SeededDice:
    """Dice from :class:`random.Random` seeded once; :attr:`seed` is the seed the stream
    started from (a clone keeps it: the seed and the actions since the start replay it)."""

    __slots__ = ("_rng", "seed")

    def __init__(self, seed: int | None = None, *, _rng: random.Random | None = None) -> None:
        self._rng = _rng if _rng is not None else random.Random(seed)
        self.seed = seed

    def rng_state(self) -> tuple[object, ...]:
        """Where the stream is now (``random.Random.getstate``): a saved position resumes
        the same draws from it (:meth:`at_state`)."""
        return self._rng.getstate()

    @staticmethod
    def at_state(seed: int | None, state: tuple[object, ...]) -> SeededDice:
        """Dice that draw on from ``state`` (:meth:`rng_state`); ``random.Random.setstate``
        raises ``ValueError`` or ``TypeError`` for a state it cannot take."""
        rng = random.Random()
        rng.setstate(state)
        dice = SeededDice(_rng=rng)
        dice.seed = seed
        return dice

    def d6(self) -> int:
        return 1 + below(self._rng, 6)  # rng.randint(1, 6)

    def roll(self, n: int) -> tuple[int, ...]:
        r = self._rng.random
        return tuple(int(r() * 6) + 1 for _ in range(n))

    def shuffle(self, items: list[T]) -> None:
        shuffle_with(self._rng, items)

    def pick(self, n: int) -> int:
        return below(self._rng, n)

    def clone(self) -> SeededDice:
        rng = random.Random()
        rng.setstate(self._rng.getstate())
        c = SeededDice(_rng=rng)
        c.seed = self.seed
        return c

    def for_player(self, seat: int) -> SeededDice:
        return self


class StreamDice:
    """Dice of a stream per seat, and one for the draws the players share.

    >>> d = StreamDice(1, (10, 20))
    >>> d.for_player(0).roll(4) == SeededDice(10).roll(4)
    True
    >>> d.for_player(1).roll(2) == SeededDice(20).roll(2), d.d6() == SeededDice(1).d6()
    (True, True)
    >>> c = d.clone()
    >>> c.for_player(0).roll(3) == d.for_player(0).roll(3)
    True
    """

    __slots__ = ("_shared", "_seats")

    def __init__(
        self, shared: int | SeededDice, seats: tuple[int, ...] | tuple[SeededDice, ...]
    ) -> None:
        self._shared = shared if isinstance(shared, SeededDice) else SeededDice(shared)
        self._seats = tuple(s if isinstance(s, SeededDice) else SeededDice(s) for s in seats)

    def d6(self) -> int:
        return self._shared.d6()

    def roll(self, n: int) -> tuple[int, ...]:
        return self._shared.roll(n)

    def shuffle(self, items: list[T]) -> None:
        self._shared.shuffle(items)

    def pick(self, n: int) -> int:
        return self._shared.pick(n)

    def clone(self) -> StreamDice:
        return StreamDice(self._shared.clone(), tuple(s.clone() for s in self._seats))

    @property
    def shared(self) -> SeededDice:
        """The dice of the draws the players share."""
        return self._shared

    @property
    def seats(self) -> tuple[SeededDice, ...]:
        """Each seat's own dice."""
        return self._seats

    def for_player(self, seat: int) -> SeededDice:
        return self._seats[seat]


def twin_streams(dice: Dice) -> tuple[int, int] | None:
    """The first two seats whose own dice are one stream at the same point, so that they
    draw the same numbers from here on (``None`` when every seat's are its own). Between
    two such seats a roll-off ties for ever: a game's dice never have them (the seeds of
    ``n`` and ``-n`` start one stream).

    >>> twin_streams(StreamDice(1, (2, 3, 4))) is None, twin_streams(StreamDice(1, (5, 6, -5)))
    (True, (0, 2))
    >>> twin_streams(SeededDice(1)) is None
    True
    """
    if not isinstance(dice, StreamDice):
        return None
    first: dict[tuple[object, ...], int] = {}
    for seat, seat_dice in enumerate(dice.seats):
        twin = first.setdefault(seat_dice.rng_state(), seat)
        if twin != seat:
            return twin, seat
    return None


class ScriptedDiceExhausted(GkrError):
    """A test's scripted dice ran out."""


class ScriptedDice:
    """Dice that come out as scripted (for tests); shuffles keep the order by default.

    With ``shuffle=True`` piles are shuffled by a generator seeded with ``seed``;
    random picks always use it. When the script runs out, dice come from that
    generator too, unless ``strict`` is set (then running out is an error).
    """

    def __init__(
        self,
        rolls: Iterable[int] = (),
        *,
        seed: int = 0,
        shuffle: bool = False,
        strict: bool = False,
    ) -> None:
        self._rolls: deque[int] = deque(rolls)
        for r in self._rolls:
            if not 1 <= r <= 6:
                raise ValueError(f"a die shows 1-6, not {r}")
        self._fallback = SeededDice(seed)
        self._shuffle = shuffle
        self._strict = strict

    def add(self, *rolls: int) -> None:
        """Script more dice."""
        self._rolls.extend(rolls)

    @property
    def remaining(self) -> int:
        return len(self._rolls)

    def d6(self) -> int:
        if self._rolls:
            return self._rolls.popleft()
        if self._strict:
            raise ScriptedDiceExhausted("the scripted dice ran out")
        return self._fallback.d6()

    def roll(self, n: int) -> tuple[int, ...]:
        return tuple(self.d6() for _ in range(n))

    def shuffle(self, items: list[T]) -> None:
        if self._shuffle:
            self._fallback.shuffle(items)

    def pick(self, n: int) -> int:
        return self._fallback.pick(n)

    def clone(self) -> ScriptedDice:
        c = ScriptedDice(self._rolls, shuffle=self._shuffle, strict=self._strict)
        c._fallback = self._fallback.clone()
        return c

    def for_player(self, seat: int) -> ScriptedDice:
        return self
