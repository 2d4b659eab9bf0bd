"""A mode's name is spelled once, in its module of the registry (:mod:`engine.game.modes`):
everywhere else the code asks the mode object (``state.mode``, ``config.game_mode``,
:func:`~engine.game.modes.mode_named`) or reads the name from it (``STANDARD_GAME.name``).

The check reads every source of ``engine/`` and ``gkr_studio/`` with ``ast`` and fails on
a *mode-name literal*: a whole string constant equal to a registered mode's name, used as
a mode. "Used as a mode" is the constant's place, followed up through the tuples, lists,
conditional expressions and boolean operators around it:

* compared with something that names a mode (``config.mode == "2v2"``,
  ``seen.config.mode in ("2v2", "solo")``, ``args.mode != "standard"``);
* given as an argument that names one: a keyword (``GameConfig(mode="solo")``), a call of
  something named after modes (``TeamMode("2v2")``, ``self.mode_box.addItem(…)``), a
  ``--mode`` option's ``choices`` and ``default``, or a positional argument whose
  parameter, in the function or class of that name in the tree, names a mode
  (``game_saver(args, m, catalog, "solo")``, its 4th parameter being ``mode``);
* the value of a ``"mode"`` key, of a variable, attribute or parameter named after modes,
  of a field of a class named after modes (``name = "standard"`` in a batch ``…Mode``),
  of a ``return`` in a function named after modes, or a loop's values over modes.

The same words in other namespaces pass: docstrings and message texts (not whole-string
constants compared as modes), the Achievements Board's ``"standard"`` side and the board's
``"standard"`` side (compared with ``achievements`` and ``side``), the ``"solo"`` bot kind.
"""

from __future__ import annotations

import ast

import pytest

from engine.game.modes import mode_names
from tests.conftest import REPO

ROOTS = ("engine", "gkr_studio")
REGISTRY = "engine/game/modes/"
"""The registry's package: the one place a mode's name is written."""

_CLIMB = (ast.Tuple, ast.List, ast.Set, ast.IfExp, ast.BoolOp, ast.Starred)


def _names_a_mode(word: str | None) -> bool:
    return word is not None and "mode" in word.lower()


def _mentions_mode(node: ast.AST) -> bool:
    """Whether an expression names a mode anywhere: a name, an attribute or a string."""
    for n in ast.walk(node):
        if isinstance(n, ast.Name) and _names_a_mode(n.id):
            return True
        if isinstance(n, ast.Attribute) and _names_a_mode(n.attr):
            return True
        if isinstance(n, ast.keyword) and _names_a_mode(n.arg):
            return True
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and _names_a_mode(n.value):
            return True
    return False


def signatures(trees: list[ast.Module]) -> dict[str, list[list[str]]]:
    """The positional parameters of every function and class of the trees by name (a
    method's without ``self``; a class's those of its ``__init__`` or its fields)."""
    found: dict[str, list[list[str]]] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                params = [a.arg for a in node.args.posonlyargs + node.args.args]
                if params[:1] in (["self"], ["cls"]):
                    params = params[1:]
                found.setdefault(node.name, []).append(params)
            elif isinstance(node, ast.ClassDef):
                init = next(
                    (
                        f
                        for f in node.body
                        if isinstance(f, ast.FunctionDef) and f.name == "__init__"
                    ),
                    None,
                )
                params = (
                    [a.arg for a in init.args.args[1:]]
                    if init is not None
                    else [
                        f.target.id
                        for f in node.body
                        if isinstance(f, ast.AnnAssign) and isinstance(f.target, ast.Name)
                    ]
                )
                found.setdefault(node.name, []).append(params)
    return found


def _callee(call: ast.Call) -> str | None:
    func = call.func
    return (
        func.id
        if isinstance(func, ast.Name)
        else (func.attr if isinstance(func, ast.Attribute) else None)
    )


class _Finder:
    """The mode-name literals of one tree (see the module's description)."""

    def __init__(
        self, tree: ast.Module, names: set[str], known: dict[str, list[list[str]]]
    ) -> None:
        self.tree = tree
        self.names = names
        self.known = known
        self.parents: dict[ast.AST, ast.AST] = {
            child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)
        }

    def literals(self) -> list[ast.Constant]:
        return [
            n
            for n in ast.walk(self.tree)
            if isinstance(n, ast.Constant)
            and isinstance(n.value, str)
            and n.value in self.names
            and self._as_mode(n)
        ]

    def _enclosing(self, node: ast.AST, kinds: tuple[type, ...]) -> ast.AST | None:
        parent = self.parents.get(node)
        while parent is not None and not isinstance(parent, kinds):
            parent = self.parents.get(parent)
        return parent

    def _as_mode(self, node: ast.AST) -> bool:
        child, parent = node, self.parents.get(node)
        while isinstance(parent, _CLIMB):
            if isinstance(parent, ast.IfExp) and child is parent.test:
                return False
            child, parent = parent, self.parents.get(parent)
        if isinstance(parent, ast.Compare):
            return any(
                _mentions_mode(x) for x in (parent.left, *parent.comparators) if x is not child
            )
        if isinstance(parent, ast.keyword):
            call = self.parents.get(parent)
            return _names_a_mode(parent.arg) or (
                isinstance(call, ast.Call)
                and any(
                    isinstance(a, ast.Constant)
                    and isinstance(a.value, str)
                    and _names_a_mode(a.value)
                    for a in call.args
                )
            )
        if isinstance(parent, ast.Call):
            return child is not parent.func and self._mode_argument(parent, child)
        if isinstance(parent, ast.Dict):
            values = [v for v in parent.values]
            if not any(v is child for v in values):
                return False
            key = parent.keys[next(i for i, v in enumerate(values) if v is child)]
            return key is not None and _mentions_mode(key)
        if isinstance(parent, (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.NamedExpr)):
            targets = parent.targets if isinstance(parent, ast.Assign) else [parent.target]
            owner = self._enclosing(parent, (ast.ClassDef, ast.FunctionDef, ast.Module))
            return any(_mentions_mode(t) for t in targets) or (
                isinstance(owner, ast.ClassDef) and _names_a_mode(owner.name)
            )
        if isinstance(parent, ast.arguments):
            return self._mode_default(parent, child)
        if isinstance(parent, ast.Return):
            function = self._enclosing(parent, (ast.FunctionDef, ast.AsyncFunctionDef))
            return isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) and _names_a_mode(
                function.name
            )
        if isinstance(parent, (ast.For, ast.comprehension)):
            return child is parent.iter and _mentions_mode(parent.target)
        if isinstance(parent, ast.Subscript):
            return child is parent.slice and _mentions_mode(parent.value)
        return False

    def _mode_argument(self, call: ast.Call, child: ast.AST) -> bool:
        if _mentions_mode(call.func):
            return True
        if any(
            isinstance(a, ast.Constant) and isinstance(a.value, str) and _names_a_mode(a.value)
            for a in call.args
        ):
            return True  # add_argument("--mode", …)
        place = next((i for i, a in enumerate(call.args) if a is child), None)
        name = _callee(call)
        if place is None or name is None:
            return False
        return any(
            place < len(params) and _names_a_mode(params[place])
            for params in self.known.get(name, [])
        )

    @staticmethod
    def _mode_default(args: ast.arguments, child: ast.AST) -> bool:
        positional = args.posonlyargs + args.args
        for param, default in zip(
            positional[len(positional) - len(args.defaults) :], args.defaults
        ):
            if default is child:
                return _names_a_mode(param.arg)
        for param, kw_default in zip(args.kwonlyargs, args.kw_defaults):
            if kw_default is child:
                return _names_a_mode(param.arg)
        return False


def mode_literals(sources: dict[str, str], names: set[str]) -> list[str]:
    """``path:line: 'name'`` for every mode-name literal of the sources (by path)."""
    trees = {path: ast.parse(text, path) for path, text in sources.items()}
    known = signatures(list(trees.values()))
    return [
        f"{path}:{c.lineno}: {c.value!r}"
        for path, tree in trees.items()
        for c in _Finder(tree, names, known).literals()
    ]


def _tree_sources() -> dict[str, str]:
    return {
        p.relative_to(REPO).as_posix(): p.read_text(encoding="utf-8")
        for root in ROOTS
        for p in sorted((REPO / root).rglob("*.py"))
    }


def test_no_mode_name_is_spelled_outside_the_registry():
    sources = _tree_sources()
    checked = {path: text for path, text in sources.items() if not path.startswith(REGISTRY)}
    found = mode_literals(checked, set(mode_names()))
    assert found == [], (
        "ask the mode object (state.mode, config.game_mode, mode_named) "
        "or read the name from it, instead of: " + "; ".join(found)
    )


def test_the_registry_spells_every_name():
    """The check's other half: each name is written in the registry's package."""
    registry = "".join(text for path, text in _tree_sources().items() if path.startswith(REGISTRY))
    for name in mode_names():
        assert repr(name).replace("'", '"') in registry


NAMES = {"standard", "solo", "2v2", "shifting"}


@pytest.mark.parametrize(
    "line",
    [
        'if config.mode == "2v2": pass',
        'duel = seen.config.mode in ("2v2", "solo")',
        'config = GameConfig(mode="solo")',
        'batch = TeamMode("2v2")',
        'p.add_argument("--mode", choices=("standard", "solo"), default="standard")',
        'head = {"map": m, "mode": "standard"}',
        'mode = "solo" if alone else "standard"',
        'def play(index: int, mode: str = "2v2") -> None: pass',
        'def saver(args, m, catalog, mode): pass\nsaver(args, m, catalog, "solo")',
        'class SharesMode:\n    name: str = "standard"',
        'def mode_name() -> str:\n    return "shifting"',
        'for mode in ("2v2", "shifting"): pass',
        'self.mode_box.addItem(label, ("standard", 0))',
        'if self.mode.currentData() == "2v2": pass',
        'ok = not (args.mode != "standard" and x)',
    ],
)
def test_the_check_finds_a_mode_name_used_as_a_mode(line):
    assert len(mode_literals({"x.py": line}, NAMES)) >= 1, line


@pytest.mark.parametrize(
    "line",
    [
        '"""A standard game, or solo: "2v2" in a docstring."""',
        'def f():\n    """Play "solo"."""',
        'if config.achievements != "standard" and config.mode == x: pass',
        'BOARDS = ("standard", "alternate")',
        'bot = "solo" if config.game_mode.solo_play and "solo" in BOT_KINDS else "full"',
        'p.add_argument("--side", default="standard")',
        'kinds = {"full": FullBot, "solo": SoloBot}',
        'text = _("a standard game")',
        'self.side.addItem(self.tr("standard"), "standard")',
        'def f(side: str = "standard"): pass',
        'x = "solo" if config.mode == SOLO.name else "y"',
    ],
)
def test_the_check_lets_other_namespaces_pass(line):
    assert mode_literals({"x.py": line}, NAMES) == [], line
