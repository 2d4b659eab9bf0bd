"""Reading the project's JSON documents (map files, card catalogs) safely.

The pieces every JSON file reader of the engine shares: a size-limited read that
turns every failure into a :class:`~engine.core.errors.Problem`, a JSON parse that
refuses duplicate keys and names the line and column of a syntax error, and
readable texts for JSON Schema violations with a JSON pointer to the place.

Each function takes ``what`` (``"map file"``, ``"catalog file"``) for its
messages and ``fail``, which turns the file name and its problems into the
caller's own exception (``MapFileError``, ``CatalogError``).

>>> pointer(["starts", 0])
'/starts/0'
>>> json_type([]), human_size(1_500)
('a list', '1.5 kB')
"""

from __future__ import annotations

import json
import math
import os
import stat
from typing import Any, Callable, NoReturn

from engine.core.errors import GkrError, Problem
from engine.core.jsontext import LONE_SURROGATE, lone_surrogate_at, pointer
from engine.core.messages import N_, _, ngettext
from engine.core.numbers import format_integer

Fail = Callable[[str, list[Problem]], GkrError]
"""Builds the caller's exception from a file name and its problems."""


_WITH_ARTICLE = {
    "map file": N_("a map file"),
    "results line": N_("a results line"),
    "catalog file": N_("a catalog file"),
    "autosave file": N_("an autosave file"),
}
"""The kinds of document the project reads, with their article, for translation."""


def a(what: str) -> str:
    """``what`` with its indefinite article: ``a map file``, ``an autosave file``."""
    if what in _WITH_ARTICLE:
        return _(_WITH_ARTICLE[what])
    return f"{'an' if what[:1] in 'aeiou' else 'a'} {what}"


def exact_size(n: int) -> str:
    """A size in bytes, every digit kept: two sizes a byte apart read differently.

    >>> exact_size(1_000_001), exact_size(1)
    ('1,000,001 bytes', '1 byte')
    """
    return ngettext("{n} byte", "{n} bytes", n).format(n=format_integer(n))


def human_size(n: int) -> str:
    if n >= 1_000_000:
        return f"{n / 1_000_000:.1f} MB"
    if n >= 1_000:
        return f"{n / 1_000:.1f} kB"
    return f"{n} bytes"


_O_NONBLOCK: int = getattr(os, "O_NONBLOCK", 0)
"""Opening a named pipe for reading without this waits for a writer, forever."""

_NOT_A_FILE = (
    (stat.S_ISFIFO, N_("a named pipe (FIFO)")),
    (stat.S_ISSOCK, N_("a socket")),
    (stat.S_ISCHR, N_("a device")),
    (stat.S_ISBLK, N_("a device")),
)


def _not_regular(mode: int, what: str) -> str | None:
    """Why a file of this mode cannot be read as a document, or ``None`` for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return _("is a folder, not {document}").format(document=a(what))
    kind = next((name for test, name in _NOT_A_FILE if test(mode)), N_("not a regular file"))
    return _("is {kind}, not {document}; only regular files are read").format(
        kind=_(kind), document=a(what)
    )


def read_text(name: str, max_bytes: int, what: str, fail: Fail) -> str:
    """The UTF-8 text of a regular file of at most ``max_bytes``; anything else raises
    ``fail``.

    Only regular files are read: a named pipe, a socket or a device would block the
    read or never end, so it is refused before it is read. The file is opened without
    waiting (a pipe's open would block until a writer comes) and checked again on the
    open descriptor, so a file swapped in between is caught too.
    """

    def error(message: str) -> GkrError:
        return fail(name, [Problem("", message)])

    try:
        if os.path.isdir(name):
            raise error(_("is a folder, not {document}").format(document=a(what)))
        refusal = _not_regular(os.stat(name).st_mode, what)
        if refusal:
            raise error(refusal)
        fd = os.open(name, os.O_RDONLY | _O_NONBLOCK | getattr(os, "O_BINARY", 0))
        try:
            st = os.fstat(fd)
            refusal = _not_regular(st.st_mode, what)
            if refusal:
                raise error(refusal)
            if st.st_size > max_bytes:
                raise error(
                    _("file is {size}; {document} is at most {most}, so this is not one").format(
                        size=exact_size(st.st_size), document=a(what), most=exact_size(max_bytes)
                    )
                )
            if _O_NONBLOCK:
                os.set_blocking(fd, True)
            with os.fdopen(fd, "rb") as f:
                fd = -1
                raw = f.read(max_bytes + 1)
        finally:
            if fd >= 0:
                os.close(fd)
    except GkrError:
        raise
    except FileNotFoundError:
        raise error(_("no such file")) from None
    except PermissionError:
        raise error(_("cannot be read (permission denied)")) from None
    except (OSError, ValueError) as e:  # ValueError: a NUL byte in the name
        raise error(
            _("cannot be read ({reason})").format(reason=getattr(e, "strerror", None) or e)
        ) from None
    if len(raw) > max_bytes:
        raise error(
            _("file is over {size}; {document} is at most that").format(
                size=exact_size(max_bytes), document=a(what)
            )
        )
    try:
        return raw.decode("utf-8")  # a byte order mark stays: parse_json allows one
    except UnicodeDecodeError as e:
        raise error(
            _("byte {n}: not UTF-8 text; is this {document}?").format(n=e.start, document=a(what))
        ) from None


class _DuplicateKey(ValueError):
    pass


class _NotJsonNumber(ValueError):
    pass


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _DuplicateKey(key)
        result[key] = value
    return result


def _refuse_constant(name: str) -> Any:
    raise _NotJsonNumber(_("{name} is not a JSON number").format(name=name))


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotJsonNumber(_("the number {number} is too large").format(number=text[:40]))
    return value


MAX_DEPTH = 32
"""The deepest nesting of lists and objects a document may have (the project's
formats need 6 at most); deeper ones are refused before anything walks them recursively."""


def nesting_depth(data: Any) -> int:
    """How deeply lists and objects nest in decoded JSON (a scalar is 0), without recursion.

    >>> nesting_depth({"a": [1, {"b": []}]})
    4
    """
    depth = 0
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, dict):
            value = list(value.values())
        elif not isinstance(value, list):
            continue
        depth = max(depth, level + 1)
        stack.extend((v, level + 1) for v in value)
    return depth


def parse_json(text: str, source: str, max_bytes: int, what: str, fail: Fail) -> Any:
    """Decode a JSON document; a syntax error names its line and column.

    Only JSON is accepted: ``NaN``, ``Infinity`` and numbers too large for a float
    (which Python's decoder lets through) are refused, and so is nesting deeper
    than :data:`MAX_DEPTH`.
    """

    def error(where: str, message: str) -> NoReturn:
        raise fail(source, [Problem(where, message)])

    if text.startswith("\ufeff"):
        text = text[1:]
        if text.startswith("\ufeff"):
            error(
                "",
                _("starts with two byte order marks (U+FEFF); a file may start with one at most"),
            )
    if len(text) > max_bytes:
        error(
            "",
            _("text of over {n} characters; {document} is smaller").format(
                n=format_integer(max_bytes), document=a(what)
            ),
        )
    try:
        data = json.loads(
            text,
            object_pairs_hook=_no_duplicate_keys,
            parse_constant=_refuse_constant,
            parse_float=_finite_float,
        )
    except json.JSONDecodeError as e:
        error(
            _("line {line}, column {column}").format(line=e.lineno, column=e.colno),
            _("not valid JSON: {reason}").format(reason=e.msg),
        )
    except _DuplicateKey as e:
        error(
            "", _("the key {key} appears twice in one object; keep one").format(key=repr(e.args[0]))
        )
    except _NotJsonNumber as e:
        error("", _("not valid JSON: {reason}").format(reason=e))
    except RecursionError:
        error("", _("JSON nested too deeply to be {document}").format(document=a(what)))
    except ValueError as e:  # e.g. integers with too many digits
        error("", _("not a usable JSON document: {reason}").format(reason=e))
    if nesting_depth(data) > MAX_DEPTH:
        error(
            "",
            _("JSON nested too deeply to be {document} (over {n} levels)").format(
                document=a(what), n=MAX_DEPTH
            ),
        )
    where = lone_surrogate_at(data)
    if where is not None:
        error(where, LONE_SURROGATE)
    return data


def json_type(value: Any) -> str:
    """How a JSON value's type reads in a message: ``a string``, ``a list``…"""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return _("a number")
    if isinstance(value, str):
        return _("a string")
    if isinstance(value, list):
        return _("a list")
    if isinstance(value, dict):
        return _("an object")
    return type(value).__name__


RangeMessage = Callable[[str, Any], str | None]
"""A document's own text for a number out of range at a place, or ``None``."""


def value_lines(text: str) -> dict[str, int]:
    """The line (from 1) on which each value of a JSON document starts, by JSON pointer.

    For pointing tools at the place of a problem (editor annotations, code-scanning
    results). ``text`` is a document :func:`parse_json` accepted; the scan walks it
    without recursion.

    >>> value_lines('{"a": 1,\\n "b": [true,\\n  {"c": null}]}')
    {'': 1, '/a': 1, '/b': 2, '/b/0': 2, '/b/1': 3, '/b/1/c': 3}
    """
    import json.decoder

    scanstring: Callable[[str, int], tuple[str, int]] = getattr(json.decoder, "scanstring")
    lines: dict[str, int] = {}
    line = 1
    stack: list[list[Any]] = []  # [kind "a"/"o", pointer, index or key (None: a key is due)]
    i, n = 0, len(text)

    def here() -> str:
        if not stack:
            return ""
        _kind, at, sub = stack[-1]
        return str(at) + pointer([sub])

    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c in " \t\r:\ufeff":
            i += 1
        elif c == ",":
            top = stack[-1]
            top[2] = top[2] + 1 if top[0] == "a" else None
            i += 1
        elif c in "]}":
            stack.pop()
            i += 1
        elif c == '"':
            s, i = scanstring(text, i + 1)
            if stack and stack[-1][0] == "o" and stack[-1][2] is None:
                stack[-1][2] = s
            else:
                lines.setdefault(here(), line)
        elif c in "[{":
            at = here()
            lines.setdefault(at, line)
            stack.append(["a", at, 0] if c == "[" else ["o", at, None])
            i += 1
        else:
            lines.setdefault(here(), line)
            while i < n and text[i] not in ",]} \t\r\n":
                i += 1
    return lines
