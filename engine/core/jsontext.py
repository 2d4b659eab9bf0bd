"""Text that a file can hold: lone surrogates found, JSON pointers made.

JSON's ``\\ud800`` escape decodes to a lone surrogate, which no UTF-8 file or terminal can
hold; every floor that reads or keeps text (map files, the map model, catalogs, results
files) refuses one with :data:`LONE_SURROGATE` at the :func:`pointer` where it stands.
"""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["LONE_SURROGATE", "json_for_terminal", "lone_surrogate_at", "pointer"]


LONE_SURROGATE = (
    "holds a lone surrogate (an escape from \\ud800 to \\udfff without its"
    " pair), which is not a character: write the character itself"
)
"""The refusal of a string no file can hold (it cannot be written out as UTF-8)."""

_SURROGATE = re.compile("[\ud800-\udfff]")


def _escape(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def lone_surrogate_at(data: Any) -> str | None:
    r"""The JSON pointer of the first string (a value or a key) of decoded JSON that holds
    a lone surrogate, or ``None``; walked without recursion.

    JSON's ``\ud800`` escape decodes to a lone surrogate, which is no character: no
    UTF-8 text can hold it, so a name holding one could be neither printed nor saved.
    A surrogate pair (``\ud83d\ude00``) decodes to its one character and passes.

    >>> import json
    >>> lone_surrogate_at(json.loads('{"name": "\\ud83d\\ude00", "f": [{"a": "x\\ud800"}]}'))
    '/f/0/a'
    >>> print(lone_surrogate_at(json.loads('{"\\udfff": 1}')), lone_surrogate_at([1, "5F"]))
    /\udfff None
    """
    stack: list[tuple[Any, tuple[Any, ...]]] = [(data, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, str):
            if _SURROGATE.search(value):
                return pointer(path)
        elif isinstance(value, dict):
            for key, item in reversed(list(value.items())):
                if _SURROGATE.search(key):  # escaped: the pointer itself must print
                    return pointer(path + (_SURROGATE.sub(_escape, key),))
                stack.append((item, path + (key,)))
        elif isinstance(value, list):
            stack.extend((item, path + (i,)) for i, item in reversed(list(enumerate(value))))
    return None


def pointer(parts: Any) -> str:
    """A JSON pointer (RFC 6901) from path parts."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


_TERMINAL_CONTROLS = re.compile("[\x7f-\x9f\u2028\u2029]")
"""What JSON may hold unescaped that a terminal or a log still reads as a control: DEL,
the C1 controls (``\\x9b`` starts an escape sequence like ESC ``[``) and the line and
paragraph separators (JSON escapes the C0 controls, ESC among them, itself)."""


def json_for_terminal(data: Any, indent: int | None = 2) -> str:
    r"""``data`` as JSON text (UTF-8 characters as they are) in which no character moves a
    terminal's cursor, sets its title or splits a log's line: the controls JSON leaves as
    they are, escaped as ``\u009b``. It reads back as the same data.

    >>> text = json_for_terminal({"file": "a\x1b]0;t\x07\x9b2Jé\u2028"}, indent=None)
    >>> print(text)
    {"file": "a\u001b]0;t\u0007\u009b2Jé\u2028"}
    >>> json.loads(text) == {"file": "a\x1b]0;t\x07\x9b2Jé\u2028"}
    True
    """
    return _TERMINAL_CONTROLS.sub(_escape, json.dumps(data, indent=indent, ensure_ascii=False))
