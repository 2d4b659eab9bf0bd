"""Write the ``__init__`` of the engine's value types from their dataclass fields.

    python scripts/make_value_types.py           # rewrite the stale __init__s in engine/
    python scripts/make_value_types.py --check   # exit 1 (naming the classes) when one is stale

The game's events, actions, attacks and decisions are frozen dataclasses. Under mypyc the
``__init__`` that ``@dataclass`` generates stays interpreted (mypyc compiles only the methods
written in the source), and building a compiled event through it is about 25 times slower
than through a written one. So each of them has its ``__init__`` written out, one
``object.__setattr__(self, "x", x)`` a field (mypyc compiles that to a direct slot store);
this script writes them. An ``__init__`` right below the line::

    # __init__ made by scripts/make_value_types.py

is replaced by one that takes the class's fields (inherited ones first, as ``@dataclass``
orders them) in order, with their defaults, and sets each. To add one to a new class, put
the marker line and any ``def __init__(self) -> None: ...`` below its fields, and run the
script. An ``__init__`` that does more than set its fields (``Declare`` sorts its weapons)
is written by hand, without the marker; ``tests/engine/game/test_value_types.py`` checks
every one against its fields, and that this script would change nothing.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import importlib
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

MARKER = "# __init__ made by scripts/make_value_types.py"
WIDTH = 100
"""The longest line written: the formatter's (pyproject's ``[tool.ruff]`` line-length)."""


class ValueTypeError(Exception):
    """A marked class whose ``__init__`` cannot be written (what and where)."""


def _default_text(cls: type, field: dataclasses.Field[object]) -> str | None:
    if field.default_factory is not dataclasses.MISSING:
        raise ValueTypeError(
            f"{cls.__qualname__}.{field.name}: a default_factory cannot be written out"
        )
    if field.default is dataclasses.MISSING:
        return None
    text = repr(field.default)
    if isinstance(field.default, str) and not set(field.default) & {'"', "\\", "\n"}:
        text = f'"{field.default}"'  # the project's quotes
    try:
        same = ast.literal_eval(text) == field.default
    except (ValueError, SyntaxError):
        same = False
    if not same:
        raise ValueTypeError(
            f"{cls.__qualname__}.{field.name}: its default {text} is not a literal"
        )
    return text


def _signature(indent: str, args: list[str]) -> list[str]:
    """The ``def __init__(…) -> None:`` line(s) as the formatter writes them: on one line
    when it fits, else the arguments on one line of their own, else one a line with a
    trailing comma."""
    one = f"{indent}def __init__({', '.join(args)}) -> None:"
    if len(one) <= WIDTH:
        return [one]
    inner = f"{indent}    {', '.join(args)}"
    if len(inner) <= WIDTH:
        return [f"{indent}def __init__(", inner, f"{indent}) -> None:"]
    return [f"{indent}def __init__(", *(f"{indent}    {a}," for a in args), f"{indent}) -> None:"]


def init_source(cls: type, indent: str = "    ") -> list[str]:
    """The lines of ``cls``'s ``__init__`` (indented by ``indent``) from its fields."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen:
        raise ValueTypeError(f"{cls.__qualname__} is not a frozen dataclass")
    args = ["self"]
    fields = dataclasses.fields(cls)
    for f in fields:
        if not isinstance(f.type, str):
            raise ValueTypeError(
                f"{cls.__qualname__}.{f.name}: its module needs "
                "'from __future__ import annotations'"
            )
        default = _default_text(cls, f)
        args.append(f"{f.name}: {f.type}" + ("" if default is None else f" = {default}"))
    lines = _signature(indent, args)
    body = [f'{indent}    object.__setattr__(self, "{f.name}", {f.name})' for f in fields]
    return lines + (body or [f"{indent}    pass"])


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(REPO).with_suffix("").parts)


def regenerate(path: Path) -> tuple[str, list[str]]:
    """The text of ``path`` with its marked ``__init__``s written from the fields, and the
    names of the classes whose ``__init__`` changed."""
    text = path.read_text(encoding="utf-8")
    if MARKER not in text:
        return text, []
    try:
        return rewrite(text, importlib.import_module(_module_name(path)))
    except ValueTypeError as exc:
        raise ValueTypeError(f"{path.relative_to(REPO)}: {exc}") from None


def rewrite(text: str, module: ModuleType) -> tuple[str, list[str]]:
    """``text`` (the source of ``module``) with its marked ``__init__``s written from the
    fields of ``module``'s classes, and the names of the classes whose ``__init__``
    changed."""
    lines = text.split("\n")
    edits: list[tuple[int, int, list[str], str]] = []
    for node in ast.parse(text).body:
        if not isinstance(node, ast.ClassDef):
            continue
        for item in node.body:
            if not (isinstance(item, ast.FunctionDef) and item.name == "__init__"):
                continue
            marker = lines[item.lineno - 2].strip()
            if marker != MARKER:
                continue
            indent = lines[item.lineno - 1][: item.col_offset]
            new = init_source(getattr(module, node.name), indent)
            old = lines[item.lineno - 1 : item.end_lineno]
            if new != old:
                edits.append((item.lineno - 1, item.end_lineno or item.lineno, new, node.name))
    changed = []
    for start, end, new, name in sorted(edits, reverse=True):
        lines[start:end] = new
        changed.append(name)
    # every marker must stand right above an __init__
    if text.count(MARKER) != _marked_inits(text):
        raise ValueTypeError(f"a '{MARKER}' line is not right above the __init__ of a class")
    return "\n".join(lines), sorted(changed)


def _marked_inits(text: str) -> int:
    lines = text.split("\n")
    return sum(
        1
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.FunctionDef)
        and node.name == "__init__"
        and lines[node.lineno - 2].strip() == MARKER
    )


def sources(root: Path = REPO) -> list[Path]:
    """The engine's source files."""
    return sorted((root / "engine").rglob("*.py"))


def stale(root: Path = REPO) -> dict[Path, list[str]]:
    """The files whose marked ``__init__``s differ from what their fields make, with the
    classes concerned."""
    found = {}
    for path in sources(root):
        _, changed = regenerate(path)
        if changed:
            found[path] = changed
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; exit 1 when an __init__ is stale"
    )
    args = parser.parse_args(argv)
    try:
        if args.check:
            found = stale()
            for path, names in found.items():
                print(f"{path.relative_to(REPO)}: stale __init__ of {', '.join(names)}")
            return 1 if found else 0
        for path in sources():
            text, changed = regenerate(path)
            if changed:
                path.write_text(text, encoding="utf-8")
                print(f"{path.relative_to(REPO)}: wrote the __init__ of {', '.join(changed)}")
    except ValueTypeError as exc:
        print(f"make_value_types: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
