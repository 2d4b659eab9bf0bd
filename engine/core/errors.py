"""The engine's exceptions: one base class, one subclass per kind of failure.

Catch :class:`GkrError` to handle everything the engine raises on purpose.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Callable

from engine.core.messages import N_, _

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
    return "".join(
        c.encode("unicode_escape", "backslashreplace").decode("ascii")
        if unicodedata.category(c) in _BREAKING
        else c
        for c in text
    )


EXCERPT_CHARS = 60
"""The most characters of a bad value a refusal quotes (then an ellipsis and its length)."""


def excerpt(value: object, quote: Callable[[Any], str] = repr) -> str:
    r"""A value as a refusal quotes it: ``quote(value)``, or when that is longer than
    :data:`EXCERPT_CHARS` characters, its start with an ellipsis and its length (a text's
    characters, or those of another value's quoted form): a file's 100,000-character hex
    would otherwise make a line as long.

    >>> import json
    >>> excerpt("5L"), excerpt("5L", json.dumps), excerpt(["5F"], json.dumps)
    ("'5L'", '"5L"', '["5F"]')
    >>> excerpt("Z" * 100_000)
    "'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ'… (100000 characters)"
    >>> excerpt({"a": "Q" * 80}, json.dumps)
    '{"a": "QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ… (89 characters)'
    """
    text = quote(value)
    if len(text) <= EXCERPT_CHARS + 2:
        return text
    if isinstance(value, str):
        start, count = quote(value[:EXCERPT_CHARS]) + "…", len(value)
    else:
        start, count = text[:EXCERPT_CHARS] + "…", len(text)
    return _("{start} ({count} characters)").format(start=start, count=count)


def short_pointer(where: str) -> str:
    """A JSON pointer whose keys are cut to :data:`EXCERPT_CHARS` characters with an
    ellipsis (a file's key may be as long as the file).

    >>> short_pointer("/zones/" + "Q" * 100) == "/zones/" + "Q" * 60 + "…"
    True
    """
    if len(where) <= EXCERPT_CHARS:
        return where
    return "/".join(
        k if len(k) <= EXCERPT_CHARS else k[:EXCERPT_CHARS] + "…" for k in where.split("/")
    )


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
    engine.core.errors.HexError: '5L' is not a hex label: columns run A-K
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
        where = short_pointer(self.where)
        return one_line(f"{where}: {self.message}" if where else self.message)

    def for_people(self) -> str:
        """The problem as a person reads it (dialogs, status bars): the place named in
        words, and so are the places the message points at. The JSON pointers of
        :meth:`__str__` stay the contract of the command line and of JSON output.

        >>> Problem("/starts/2", "5F holds a building (/buildings/0); a start hex must be"
        ...         " free").for_people()
        'Start 3: 5F holds a building (building 1); a start hex must be free'
        """
        message = _POINTER.sub(lambda m: place_in_words(m.group(0)).lower(), self.message)
        place = place_in_words(self.where)
        return one_line(
            _("{place}: {message}").format(place=place, message=message) if place else message
        )


_SINGULAR = {
    "locked": "lock",
    "primary": "primary weapon",
    "secondary": "secondary weapon",
    "factions": "faction",
    "sponsors": "sponsor card",
    "achievements": "achievement",
}
"""How one entry of a list field is named, where dropping the plural ``s`` would not do."""

_ENTRY_WORDS = {
    "buildings": N_("building {n}"),
    "starts": N_("start {n}"),
    "teams": N_("team {n}"),
    "locked": N_("lock {n}"),
}
"""How one entry of a map file's list is named, in words the catalog translates."""

_FIELD_WORDS = {
    "format": N_("format"),
    "version": N_("version"),
    "name": N_("name"),
    "author": N_("author"),
    "description": N_("description"),
    "players": N_("players"),
    "side": N_("side"),
    "buildings": N_("buildings"),
    "starts": N_("starts"),
    "zones": N_("zones"),
    "teams": N_("teams"),
    "locked": N_("locked"),
    "symmetric_editing": N_("symmetric editing"),
    "hex": N_("hex"),
    "demolished": N_("demolished"),
    "map": N_("map"),
}
"""A map file's fields in words the catalog translates (other documents' fields are shown
as they are written)."""

_POINTER = re.compile(r"(?<![\w/.~])/[a-z_]+(?:/[\w~.-]+)*")
"""A JSON pointer quoted inside a message: ``(also /buildings/0)``."""


def place_in_words(where: str) -> str:
    """A JSON pointer as words, for people: ``/starts/1`` → ``Start 2``,
    ``/factions/0/primary/2/damage`` → ``Faction 1, primary weapon 3, damage``,
    ``/zones/5F`` → ``Zone of 5F``; a place that is not a pointer stays as it is.

    >>> place_in_words("/teams/1/0"), place_in_words("/name"), place_in_words("")
    ('Team 2, entry 1', 'Name', '')
    >>> place_in_words("/factions/0/primary/2/damage"), place_in_words("/zones/5F")
    ('Faction 1, primary weapon 3, damage', 'Zone of 5F')
    >>> place_in_words("line 3, column 9"), place_in_words("/map/locked/0")
    ('line 3, column 9', 'Map, lock 1')
    """
    if not where.startswith("/"):
        return where
    parts = [p.replace("~1", "/").replace("~0", "~") for p in short_pointer(where).split("/")[1:]]
    words: list[str] = []
    i = 0
    while i < len(parts):
        name, following = parts[i], parts[i + 1] if i + 1 < len(parts) else None
        if name.isdigit():
            words.append(_("entry {n}").format(n=int(name) + 1))
        elif following is not None and following.isdigit():
            entry = (
                _(_ENTRY_WORDS[name])
                if name in _ENTRY_WORDS
                else f"{_SINGULAR.get(name, name.removesuffix('s'))} {{n}}"
            )
            words.append(entry.format(n=int(following) + 1))
            i += 1
        elif name == "zones" and following is not None:
            words.append(_("zone of {hex}").format(hex=following))
            i += 1
        else:
            words.append(_(_FIELD_WORDS[name]) if name in _FIELD_WORDS else name.replace("_", " "))
        i += 1
    text = ", ".join(words)
    return text[:1].upper() + text[1:]


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

    def lines_for_people(self) -> list[str]:
        """:meth:`lines` with the places in words (see :meth:`Problem.for_people`)."""
        return [one_line(f"{self.path}: {p.for_people()}") for p in self.problems]

    def __str__(self) -> str:
        return "\n".join(self.lines())


class IllegalActionError(GkrError):
    """An action that is not legal in the current game state (nothing changed)."""


class FileProblemsError(GkrError):
    """A file that cannot be used, with one problem per line, each naming the file and the
    place (a JSON pointer): what :class:`CatalogError` and :class:`GameFileError` share.

    >>> print(FileProblemsError("f.json", [Problem("/a", "bad"), Problem("/b", "worse")]))
    f.json: /a: bad
    f.json: /b: worse
    """

    def __init__(self, path: str, problems: list[Problem] | tuple[Problem, ...]) -> None:
        self.path = path
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__(str(self))

    def lines(self) -> list[str]:
        """One line per problem: ``FILE: WHERE: WHAT`` (see :func:`one_line`)."""
        return [one_line(f"{self.path}: {p}") for p in self.problems]

    def lines_for_people(self) -> list[str]:
        """:meth:`lines` with the places in words (see :meth:`Problem.for_people`)."""
        return [one_line(f"{self.path}: {p.for_people()}") for p in self.problems]

    def __str__(self) -> str:
        return "\n".join(self.lines())


class CatalogError(FileProblemsError):
    """A card catalog file that cannot be used; the text says where the problem is.

    Like :class:`MapFileError`: one line per problem, each naming the file and the
    place (a JSON pointer such as ``/factions/0/primary/2/damage``).

    >>> print(CatalogError("my.catalog.json", [Problem("/factions", "no faction")]))
    my.catalog.json: /factions: no faction
    """


class GameSetupError(GkrError, ValueError):
    """A game that cannot start as configured (wrong number of factions, a bad deck…)."""


class AnalysisConfigError(GkrError, ValueError):
    """A balance-analysis setting that cannot be used (an unknown check id, a bad threshold)."""


class RepairError(GkrError, ValueError):
    """A repair or generator request that cannot be carried out as asked (an unknown
    check id, a negative number of edits, a symmetry the players cannot have…)."""


class GameFileError(FileProblemsError):
    """A game file (``.gkrgame.json``) or a position file (``.gkrpos.json``) that cannot be
    read, validated or written; like :class:`CatalogError`, one line per problem, each
    naming the file and the place (a JSON pointer such as ``/actions/12``).

    >>> print(GameFileError("a.gkrgame.json", [Problem("/actions/3", "not legal")]))
    a.gkrgame.json: /actions/3: not legal
    """


class PositionError(GkrError, ValueError):
    """An edit that would make a position impossible (two units on one hex, a unit on a
    building, damage beyond the track, a card not in the catalog…): the message says why,
    in one line, and the position is left as it was."""
