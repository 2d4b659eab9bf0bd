"""``lazy``: a property computed on first use and kept on the instance.

Like :func:`functools.cached_property`, without the lock that Python 3.11's
version takes on every first access (it made the analysis and the bots, which
build many short-lived objects, measurably slower). Not for objects shared
between threads while being filled in.

>>> class Box:
...     calls = 0
...     @lazy
...     def value(self) -> int:
...         Box.calls += 1
...         return 42
>>> b = Box()
>>> b.value, b.value, Box.calls
(42, 42, 1)
"""

from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar, overload

T = TypeVar("T")


class lazy(Generic[T]):  # noqa: N801 - used as a decorator, like property
    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type) -> lazy[T]: ...

    @overload
    def __get__(self, obj: object, owner: type) -> T: ...

    def __get__(self, obj: object | None, owner: type) -> T | lazy[T]:
        if obj is None:
            return self
        value = self.func(obj)
        obj.__dict__[self.name] = value
        return value
