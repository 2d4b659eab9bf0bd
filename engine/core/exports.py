"""A package's exports that load on first use.

A package's ``__init__`` names everything the front ends take from it; importing any module
of the package runs that ``__init__`` too, so each module it imports is paid for by every
program that touches the package (``gkr-map --help``, a batch's worker processes). The
names of a module few programs need are exported lazily instead: the package's module-level
``__getattr__`` (:pep:`562`) imports their module when one is first asked for, and keeps the
name in the package. Type checkers read the same names from imports under
``TYPE_CHECKING``::

    if TYPE_CHECKING:
        from engine.mapmodel.groups import Clip, paste
    else:
        __getattr__ = LazyExports(__name__, {"engine.mapmodel.groups": ("Clip", "paste")})

A name is exported under another one with ``"exported=original"``.

>>> import sys, types
>>> package = types.ModuleType("pack")
>>> sys.modules["pack"] = package
>>> package.__getattr__ = LazyExports("pack", {"json": ("dumps", "read=loads")})
>>> package.dumps([1]), package.read("[2]"), "dumps" in vars(package)
('[1]', [2], True)
>>> package.nothing
Traceback (most recent call last):
...
AttributeError: module 'pack' has no attribute 'nothing'
>>> del sys.modules["pack"]
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterable, Mapping


class LazyExports:
    """The ``__getattr__`` of ``package`` that imports each name of ``modules`` (a module's
    dotted name → its names, ``"exported=original"`` for a renamed one) on first use."""

    def __init__(self, package: str, modules: Mapping[str, Iterable[str]]) -> None:
        self.package = package
        self.modules = tuple(modules)
        """The modules whose names load on first use (importing the package loads none)."""
        self.where: dict[str, tuple[str, str]] = {}
        for module, names in modules.items():
            for name in names:
                exported, _, original = name.partition("=")
                self.where[exported] = (module, original or exported)

    def __call__(self, name: str) -> object:
        if name not in self.where:
            raise AttributeError(f"module {self.package!r} has no attribute {name!r}")
        module, original = self.where[name]
        value = getattr(importlib.import_module(module), original)
        setattr(sys.modules[self.package], name, value)
        return value
