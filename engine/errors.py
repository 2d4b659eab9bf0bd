"""The engine's exceptions: one base class, one subclass per kind of failure.

Catch :class:`GkrError` to handle everything the engine raises on purpose.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

_BREAKING = frozenset(("Cc", "Cs", "Zl", "Zp"))
"""Unicode categories that end a line, move the cursor or cannot be written out:
controls (``\\n``, ``\\r``, ESC…), lone surrogates, line and paragraph separators."""


def one_line(text: str) -> str:
    r"""``text`` as one printable line: each control character, lone surrogate and line
    or paragraph separator is written as its Python escape.

    Every line the engine and the command line print about a file goes through
    here, so a key, a name or a path with a newline in it cannot split a message
    (nor a lone surrogate from a file name stop the printing).

    >>> print(one_line("/zones/5F\nX: bad"))
    /zones/5F\nX: bad
    >>> one_line("Showdown") == "Showdown"
    True
    """
    if text.isprintable():
        return text
    return "".join(c.encode("unicode_escape", "backslashreplace").decode("ascii")
                   if unicodedata.category(c) in _BREAKING else c for c in text)


def error_line(e: BaseException) -> str:
    r"""An unexpected exception as one line for a person: its type and the first paragraph
    of its message, its lines joined (a message may run over several paragraphs of advice
    and code, and wrap its first sentence over lines).

    >>> error_line(RuntimeError("\n  Cannot start a process.\n\n  Use a main guard:\n"))
    'RuntimeError: Cannot start a process.'
    >>> error_line(RuntimeError("A sentence wrapped\n   over two lines.\n\n  Advice."))
    'RuntimeError: A sentence wrapped over two lines.'
    >>> error_line(KeyError("x")), error_line(ValueError())
    ("KeyError: 'x'", 'ValueError')
    """
    paragraph: list[str] = []
    for line in str(e).splitlines():
        if line.strip():
            paragraph.append(line.strip())
        elif paragraph:
            break
    name = type(e).__name__
    return one_line(f"{name}: {' '.join(paragraph)}" if paragraph else name)


class GkrError(Exception):
    """Base class of every error the engine raises on purpose."""


class HexError(GkrError, ValueError):
    """A text that is not a hex label, or a hex that is not where it must be.

    >>> from engine import Hex
    >>> Hex.parse("5L")
    Traceback (most recent call last):
    ...
    engine.errors.HexError: '5L' is not a hex label: columns run A-K
    """


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a map or a file: where it is and what is wrong.

    ``where`` is a JSON pointer into the file (``/starts/1``) or ``""`` for the
    whole document.

    >>> str(Problem("/starts/0", "'0C' is a half-hex; nothing is placed on one"))
    "/starts/0: '0C' is a half-hex; nothing is placed on one"
    """

    where: str
    message: str

    def __str__(self) -> str:
        return one_line(f"{self.where}: {self.message}" if self.where else self.message)


class MapError(GkrError):
    """A map that breaks the rules of a valid map; ``problems`` lists each one."""

    def __init__(self, problems: list[Problem] | tuple[Problem, ...]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__("; ".join(str(p) for p in self.problems) or "invalid map")


class MapFileError(MapError):
    """A map file that cannot be read, parsed, validated or written.

    Its text is one line per problem, each naming the file first.
    """

    def __init__(self, path: str, problems: list[Problem] | tuple[Problem, ...]) -> None:
        self.path = path
        super().__init__(problems)

    def lines(self) -> list[str]:
        """One line per problem: ``FILE: WHERE: WHAT`` (see :func:`one_line`)."""
        return [one_line(f"{self.path}: {p}") for p in self.problems]

    def __str__(self) -> str:
        return "\n".join(self.lines())


class IllegalActionError(GkrError):
    """An action that is not legal in the current game state (nothing changed)."""


class CatalogError(GkrError):
    """A card catalog file that cannot be used; the text says where the problem is.

    Like :class:`MapFileError`: one line per problem, each naming the file and the
    place (a JSON pointer such as ``/factions/0/primary/2/damage``).

    >>> print(CatalogError("my.catalog.json", [Problem("/factions", "no faction")]))
    my.catalog.json: /factions: no faction
    """

    def __init__(self, path: str, problems: list[Problem] | tuple[Problem, ...]) -> None:
        self.path = path
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__(str(self))

    def lines(self) -> list[str]:
        """One line per problem: ``FILE: WHERE: WHAT`` (see :func:`one_line`)."""
        return [one_line(f"{self.path}: {p}") for p in self.problems]

    def __str__(self) -> str:
        return "\n".join(self.lines())


class GameSetupError(GkrError, ValueError):
    """A game that cannot start as configured (wrong number of factions, a bad deck…)."""


class AnalysisConfigError(GkrError, ValueError):
    """A balance-analysis setting that cannot be used (an unknown check id, a bad threshold)."""


class RepairError(GkrError, ValueError):
    """A repair or generator request that cannot be carried out as asked (an unknown
    check id, a negative number of edits, a symmetry the players cannot have…)."""
