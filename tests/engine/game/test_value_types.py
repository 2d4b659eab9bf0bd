"""The game's frozen dataclasses write out their ``__init__`` (so that the compiled engine
runs a compiled one, :mod:`engine.game.state`): each must take exactly its fields, in
order, with the fields' defaults, and set them all. Most are written by
``scripts/make_value_types.py`` from the fields; the script must have nothing to change."""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import inspect
import pkgutil
from types import ModuleType

import pytest

import engine.game
from engine.game.actions import Declare, TakeDamage
from engine.geometry.hexes import Hex
from tests.conftest import REPO

pytestmark = pytest.mark.pure_python  # reads the classes' dataclass fields and signatures

MODULES = tuple(m.name for m in pkgutil.iter_modules(engine.game.__path__))
"""Every module of the game (a value type in a new module is checked too)."""


def _value_types() -> list[type]:
    found: list[type] = [Hex]
    for name in MODULES:
        module = importlib.import_module(f"engine.game.{name}")
        for obj in vars(module).values():
            if (
                isinstance(obj, type)
                and obj.__module__ == module.__name__
                and dataclasses.is_dataclass(obj)
                and obj.__dataclass_params__.frozen
                and "__slots__" in vars(obj)
            ):
                found.append(obj)
    return found


VALUE_TYPES = _value_types()


def test_the_game_modules_have_value_types():
    names = {cls.__name__ for cls in VALUE_TYPES}
    assert {
        "Attack",
        "ShotOption",
        "Fire",
        "Move",
        "FireDecision",
        "NextShot",
        "Shot",
        "EnergySpent",
    } <= names


@pytest.mark.parametrize("cls", VALUE_TYPES, ids=lambda c: c.__name__)
def test_init_takes_the_fields_in_order_with_their_defaults(cls):
    fields = dataclasses.fields(cls)
    if not fields:
        assert "__init__" not in vars(cls), f"{cls.__name__}: no fields, so init=False"
        cls()
        return
    assert "__init__" in vars(cls), f"{cls.__name__} writes out its __init__"
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]
    assert [p.name for p in params] == [f.name for f in fields]
    for p, f in zip(params, fields):
        assert p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
        expected = inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default
        assert p.default == expected, f"{cls.__name__}.{f.name}"


@pytest.mark.parametrize(
    "cls", [c for c in VALUE_TYPES if dataclasses.fields(c)], ids=lambda c: c.__name__
)
def test_init_sets_every_field(cls):
    # distinct sentinel values (sorted by the two classes that keep a sorted tuple)
    fields = dataclasses.fields(cls)
    values = {
        f.name: (f"v{i}",)
        if cls in (Declare, TakeDamage) and f.name == "hand" or cls is Declare
        else object()
        for i, f in enumerate(fields)
    }
    if cls is TakeDamage:
        values["deck"] = 3
    made = cls(*values.values())
    for f in fields:
        assert getattr(made, f.name) == values[f.name], f"{cls.__name__}.{f.name}"
    assert dataclasses.replace(made) == made


def _make_value_types() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "make_value_types", REPO / "scripts" / "make_value_types.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_written_inits_are_what_the_fields_make():
    """Every ``__init__`` under the marker line is what scripts/make_value_types.py writes
    from the class's fields today."""
    stale = _make_value_types().stale()
    assert not stale, f"run python scripts/make_value_types.py: {stale}"


def test_the_value_types_script_rewrites_a_stale_init():
    import engine.game.board_events as module

    script = _make_value_types()
    text = (REPO / "engine" / "game" / "board_events.py").read_text(encoding="utf-8")
    assert text.count(script.MARKER) == 5
    stale = text.replace('        object.__setattr__(self, "tags", tags)\n', "", 1)
    stale = stale.replace("face: Direction,", "face: Direction, extra: int,", 1)
    assert stale != text
    assert script.rewrite(stale, module) == (text, ["Tagged"])
    assert script.rewrite(text, module) == (text, [])


def test_the_value_types_script_refuses_a_stray_marker():
    import engine.game.board_events as module

    script = _make_value_types()
    text = (REPO / "engine" / "game" / "board_events.py").read_text(encoding="utf-8")
    with pytest.raises(script.ValueTypeError, match="not right above the __init__"):
        script.rewrite(text + f"\n{script.MARKER}\nX = 1\n", module)
