"""Every random draw of a game: dice, shuffles and random picks.

A game owns one :class:`Dice`. :class:`SeededDice` draws from a seeded
generator, so a seed and the list of actions replay the same game exactly.
Tests inject :class:`ScriptedDice` to fix the dice of a hand-made position.

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

from engine.errors import GkrError

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


class SeededDice:
    """Dice from :class:`random.Random` seeded once."""

    __slots__ = ("_rng",)

    def __init__(self, seed: int | None = None, *, _rng: random.Random | None = None) -> None:
        self._rng = _rng if _rng is not None else random.Random(seed)

    def d6(self) -> int:
        return self._rng.randint(1, 6)

    def roll(self, n: int) -> tuple[int, ...]:
        r = self._rng.random
        return tuple(int(r() * 6) + 1 for _ in range(n))

    def shuffle(self, items: list[T]) -> None:
        self._rng.shuffle(items)

    def pick(self, n: int) -> int:
        return self._rng.randrange(n)

    def clone(self) -> SeededDice:
        rng = random.Random()
        rng.setstate(self._rng.getstate())
        return SeededDice(_rng=rng)


class ScriptedDiceExhausted(GkrError):
    """A test's scripted dice ran out."""


class ScriptedDice:
    """Dice that come out as scripted (for tests); shuffles keep the order by default.

    With ``shuffle=True`` piles are shuffled by a generator seeded with ``seed``;
    random picks always use it. When the script runs out, dice come from that
    generator too, unless ``strict`` is set (then running out is an error).
    """

    def __init__(self, rolls: Iterable[int] = (), *, seed: int = 0, shuffle: bool = False,
                 strict: bool = False) -> None:
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
