"""Pickling frozen dataclasses by their fields.

Maps, catalogs and game records travel to and from the playtest's worker processes
by pickle. A frozen dataclass compiled by mypyc cannot be unpickled the default way
(its state is restored by setting attributes, which a frozen class refuses), so the
engine's value types are pickled as a call of the class with their fields, which
works the same compiled or not.

>>> import pickle
>>> from engine.geometry.hexes import Hex
>>> pickle.loads(pickle.dumps(Hex.parse("5F")))
Hex('5F')
"""

from __future__ import annotations

import copyreg
from dataclasses import fields
from functools import partial
from typing import Any


def _by_fields(names: tuple[str, ...], obj: Any) -> tuple[type, tuple[Any, ...]]:
    return type(obj), tuple(getattr(obj, n) for n in names)


def pickle_by_fields(*classes: type) -> None:
    """Pickle each of these dataclasses as a call with its ``__init__`` fields."""
    for cls in classes:
        names = tuple(f.name for f in fields(cls) if f.init)
        copyreg.pickle(cls, partial(_by_fields, names))
