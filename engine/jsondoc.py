"""Reading the project's JSON documents (map files, card catalogs) safely.

The pieces every JSON file reader of the engine shares: a size-limited read that
turns every failure into a :class:`~engine.errors.Problem`, a JSON parse that
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
import os
from functools import lru_cache
from typing import Any, Callable, Mapping, NoReturn

from engine.errors import GkrError, HexError, Problem
from engine.hexes import Hex
from engine.resources import schema_path

Fail = Callable[[str, list[Problem]], GkrError]
"""Builds the caller's exception from a file name and its problems."""


def human_size(n: int) -> str:
    if n >= 1_000_000:
        return f"{n / 1_000_000:.1f} MB"
    if n >= 1_000:
        return f"{n / 1_000:.1f} kB"
    return f"{n} bytes"


def read_text(name: str, max_bytes: int, what: str, fail: Fail) -> str:
    """The UTF-8 text of a file of at most ``max_bytes``; anything else raises ``fail``."""
    def error(message: str) -> GkrError:
        return fail(name, [Problem("", message)])

    try:
        if os.path.isdir(name):
            raise error(f"is a folder, not a {what}")
        size = os.path.getsize(name)
        if size > max_bytes:
            raise error(f"file is {human_size(size)}; a {what} is at most"
                        f" {human_size(max_bytes)}, so this is not one")
        with open(name, "rb") as f:
            raw = f.read(max_bytes + 1)
    except GkrError:
        raise
    except FileNotFoundError:
        raise error("no such file") from None
    except PermissionError:
        raise error("cannot be read (permission denied)") from None
    except OSError as e:
        raise error(f"cannot be read ({e.strerror or e})") from None
    if len(raw) > max_bytes:
        raise error(f"file is over {human_size(max_bytes)}; a {what} is smaller")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise error(f"byte {e.start}: not UTF-8 text; is this a {what}?") from None


class _DuplicateKey(ValueError):
    pass


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _DuplicateKey(key)
        result[key] = value
    return result


def parse_json(text: str, source: str, max_bytes: int, what: str, fail: Fail) -> Any:
    """Decode a JSON document; a syntax error names its line and column."""
    def error(where: str, message: str) -> NoReturn:
        raise fail(source, [Problem(where, message)])

    if text.startswith("\ufeff"):
        text = text[1:]
    if len(text) > max_bytes:
        error("", f"text is over {human_size(max_bytes)}; a {what} is smaller")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys)
    except json.JSONDecodeError as e:
        error(f"line {e.lineno}, column {e.colno}", f"not valid JSON: {e.msg}")
    except _DuplicateKey as e:
        error("", f"the key {e.args[0]!r} appears twice in one object; keep one")
    except RecursionError:
        error("", f"JSON nested too deeply to be a {what}")
    except ValueError as e:  # e.g. integers with too many digits
        error("", f"not a usable JSON document: {e}")


def pointer(parts: Any) -> str:
    """A JSON pointer (RFC 6901) from path parts."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def json_type(value: Any) -> str:
    """How a JSON value's type reads in a message: ``a string``, ``a list``…"""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


_TYPE_NAMES = {"string": "text", "integer": "a whole number", "boolean": "true or false",
               "array": "a list", "object": "an object", "number": "a number"}

RangeMessage = Callable[[str, Any], str | None]
"""A document's own text for a number out of range at a place, or ``None``."""


def describe_schema_error(err: Any, what: str,
                          range_message: RangeMessage | None = None) -> Problem:
    """A readable :class:`Problem` for one ``jsonschema`` validation error."""
    where = pointer(err.absolute_path)
    v = err.validator
    inst = err.instance
    if v == "required":
        missing = err.message.split("'")[1] if "'" in err.message else err.message
        return Problem(f"{where}/{missing}", f"missing field {json.dumps(missing)}")
    if v == "additionalProperties":
        extra = sorted(set(inst) - set(err.schema.get("properties", {})))
        names = ", ".join(json.dumps(x) for x in extra)
        return Problem(where, f"unknown field {names}; a {what} has only the fields of"
                              " its format version")
    if v == "type":
        want = err.validator_value
        want_text = (_TYPE_NAMES.get(want, want) if isinstance(want, str)
                     else " or ".join(_TYPE_NAMES.get(w, w) for w in want))
        return Problem(where, f"must be {want_text}, not {json_type(inst)}")
    if v == "pattern" or (v == "propertyNames"):
        label = inst if isinstance(inst, str) else str(inst)
        if err.validator_value != _HEX_PATTERN and v == "pattern":
            return Problem(where, f"{json.dumps(label)} does not match {err.validator_value}")
        try:
            Hex.parse(label)
            reason = f"{label!r} is not a hex label like 5F (row 1-9, then column A-K)"
        except HexError as e:
            reason = str(e)
        return Problem(where, reason)
    if v == "enum":
        options = ", ".join(json.dumps(x) for x in err.validator_value)
        return Problem(where, f"{json.dumps(inst)} is not one of {options}")
    if v == "const":
        return Problem(where, f"must be {json.dumps(err.validator_value)}, not {json.dumps(inst)}")
    if v in ("minimum", "maximum"):
        special = range_message(where, inst) if range_message else None
        if special:
            return Problem(where, special)
        return Problem(where, f"{inst} is out of range ({v} {err.validator_value})")
    if v in ("maxItems", "minItems"):
        bound = "at most" if v == "maxItems" else "at least"
        return Problem(where, f"{len(inst)} entries; {bound} {err.validator_value}")
    if v in ("maxLength", "minLength"):
        bound = "at most" if v == "maxLength" else "at least"
        return Problem(where, f"text of {len(inst)} characters; {bound} {err.validator_value}")
    return Problem(where, err.message)


_HEX_PATTERN = "^(?:(?:10|[0-9])[A-Ka-k]|[A-Ka-k](?:10|[0-9]))$"
"""The hex-label pattern of the map schema (its errors get the hex parser's reason)."""


def check_header(data: Any, fmt: str, version: int, what: str,
                 migrations: Mapping[int, object]) -> list[Problem]:
    """The ``format`` and ``version`` fields every document of the project starts with.

    ``migrations[n]`` exists when a version-``n`` document can be brought to ``n + 1``.

    >>> check_header({"format": "gkr-map", "version": 2}, "gkr-map", 1, "map file", {})
    [Problem(where='/version', message='this file is format version 2, newer than this GKR Studio reads (up to 1); update GKR Studio')]
    """
    if not isinstance(data, dict):
        return [Problem("", f"a {what} holds a JSON object, not {json_type(data)}")]
    found = data.get("format")
    if found != fmt:
        if found is None:
            return [Problem("/format", f'missing field "format": not a GKR {what}'
                                       f' (expected "format": "{fmt}")')]
        return [Problem("/format", f'{json.dumps(found)} is not a GKR {what}'
                                   f' (expected "format": "{fmt}")')]
    v = data.get("version")
    if v is None:
        return [Problem("/version", f"missing field \"version\" (this GKR Studio writes {version})")]
    if isinstance(v, bool) or not isinstance(v, int):
        return [Problem("/version", f"version must be a whole number, not {json_type(v)}")]
    if v > version:
        return [Problem("/version", f"this file is format version {v}, newer than this"
                                    f" GKR Studio reads (up to {version}); update GKR Studio")]
    if v < version and any(n not in migrations for n in range(v, version)):
        return [Problem("/version", f"format version {v} is unknown; {what}s are"
                                    f" version 1 to {version}")]
    return []


@lru_cache(maxsize=None)
def schema_validator(name: str) -> Any:
    """The checked Draft 2020-12 validator of ``schemas/<name>.schema.json``."""
    from jsonschema import Draft202012Validator

    schema = json.loads(schema_path(name).read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def schema_problems(name: str, data: Any, describe: Callable[[Any], Problem],
                    order: Callable[[Problem], Any]) -> list[Problem]:
    """Every violation of the schema ``name`` as a readable problem, each once, in ``order``."""
    problems = []
    seen: set[tuple[str, str]] = set()
    for err in schema_validator(name).iter_errors(data):
        p = describe(err)
        if (p.where, p.message) not in seen:
            seen.add((p.where, p.message))
            problems.append(p)
    problems.sort(key=order)
    return problems
