"""Checking a document against its JSON Schema and its GKR header, one line a problem: the
header (``format``, ``version``: :func:`check_header`), the schema's validator with
ECMA-262 patterns (:func:`schema_validator`) and each schema error in words
(:func:`describe_schema_error`, :func:`schema_problems`). Reading the document's text and
its JSON is :mod:`engine.files.jsondoc`'s."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any, Callable, Mapping

from engine.core.errors import HexError, Problem, excerpt
from engine.core.jsontext import pointer
from engine.core.messages import N_, _, ngettext
from engine.files.jsondoc import RangeMessage, a, json_type
from engine.files.resources import schema_path
from engine.geometry.hexes import Hex

_PLURALS = {
    "map file": N_("map files"),
    "catalog file": N_("catalog files"),
    "autosave file": N_("autosave files"),
}


_GKR_KINDS = {
    "map file": N_("not a GKR map file"),
    "catalog file": N_("not a GKR catalog file"),
    "autosave file": N_("not a GKR autosave file"),
}


_TYPE_NAMES = {
    "string": N_("text"),
    "integer": N_("a whole number"),
    "boolean": N_("true or false"),
    "array": N_("a list"),
    "object": N_("an object"),
    "number": N_("a number"),
}


def _type_name(schema_type: str) -> str:
    return _(_TYPE_NAMES[schema_type]) if schema_type in _TYPE_NAMES else schema_type


def describe_schema_error(
    err: Any, what: str, range_message: RangeMessage | None = None
) -> Problem:
    """A readable :class:`Problem` for one ``jsonschema`` validation error."""
    where = pointer(err.absolute_path)
    v = err.validator
    inst = err.instance
    if v == "required":
        missing = err.message.split("'")[1] if "'" in err.message else err.message
        return Problem(
            f"{where}/{missing}", _("missing field {field}").format(field=json.dumps(missing))
        )
    if v == "additionalProperties":
        extra = sorted(set(inst) - set(err.schema.get("properties", {})))
        names = ", ".join(excerpt(x, json.dumps) for x in extra)
        return Problem(
            where,
            _(
                "unknown field {fields}; {document} has only the fields of its format version"
            ).format(fields=names, document=a(what)),
        )
    if v == "type":
        want = err.validator_value
        want_text = (
            _type_name(want)
            if isinstance(want, str)
            else _(" or ").join(_type_name(w) for w in want)
        )
        if isinstance(inst, float) and "integer" in (want if isinstance(want, list) else [want]):
            return Problem(
                where,
                _(
                    "must be a whole number written without a decimal point"
                    " or exponent, not {value}"
                ).format(value=repr(inst)),
            )
        return Problem(
            where,
            _("must be {wanted}, not {found}").format(wanted=want_text, found=json_type(inst)),
        )
    if v == "pattern" or (v == "propertyNames"):
        label = inst if isinstance(inst, str) else str(inst)
        if err.validator_value != _HEX_PATTERN and v == "pattern":
            return Problem(
                where,
                _("{value} does not match {pattern}").format(
                    value=excerpt(label, json.dumps), pattern=err.validator_value
                ),
            )
        try:
            Hex.parse(label)
            reason = _("{label} is not a hex label like 5F (row 1-9, then column A-K)").format(
                label=excerpt(label)
            )
        except HexError as e:
            reason = str(e)
        return Problem(where, reason)
    if v == "enum":
        options = ", ".join(json.dumps(x) for x in err.validator_value)
        return Problem(
            where,
            _("{value} is not one of {options}").format(
                value=excerpt(inst, json.dumps), options=options
            ),
        )
    if v == "const":
        return Problem(
            where,
            _("must be {wanted}, not {found}").format(
                wanted=json.dumps(err.validator_value), found=excerpt(inst, json.dumps)
            ),
        )
    if v in ("minimum", "maximum"):
        special = range_message(where, inst) if range_message else None
        if special:
            return Problem(where, special)
        return Problem(
            where,
            _("{value} is out of range ({bound} {limit})").format(
                value=inst, bound=v, limit=err.validator_value
            ),
        )
    if v in ("maxItems", "minItems"):
        entries = (
            ngettext("{n} entry; at most {limit}", "{n} entries; at most {limit}", len(inst))
            if v == "maxItems"
            else ngettext("{n} entry; at least {limit}", "{n} entries; at least {limit}", len(inst))
        )
        return Problem(where, entries.format(n=len(inst), limit=err.validator_value))
    if v in ("maxLength", "minLength"):
        chars = (
            ngettext(
                "text of {n} character; at most {limit}",
                "text of {n} characters; at most {limit}",
                len(inst),
            )
            if v == "maxLength"
            else ngettext(
                "text of {n} character; at least {limit}",
                "text of {n} characters; at least {limit}",
                len(inst),
            )
        )
        return Problem(where, chars.format(n=len(inst), limit=err.validator_value))
    # jsonschema's own message quotes the whole value: quote an excerpt of it instead
    return Problem(where, err.message.replace(repr(inst), excerpt(inst), 1))


_HEX_PATTERN = "^(?:(?:10|[0-9])[A-Ka-k]|[A-Ka-k](?:10|[0-9]))$"
"""The hex-label pattern of the map schema (its errors get the hex parser's reason)."""


def check_header(
    data: Any, fmt: str, version: int, what: str, migrations: Mapping[int, object]
) -> list[Problem]:
    """The ``format`` and ``version`` fields every document of the project starts with.

    ``migrations[n]`` exists when a version-``n`` document can be brought to ``n + 1``.

    >>> check_header({"format": "gkr-map", "version": 2}, "gkr-map", 1, "map file", {})
    [Problem(where='/version', message='this file is format version 2, newer than this GKR Studio reads (up to 1); update GKR Studio')]
    """
    if not isinstance(data, dict):
        return [
            Problem(
                "",
                _("{document} holds a JSON object, not {found}").format(
                    document=a(what), found=json_type(data)
                ),
            )
        ]
    found = data.get("format")
    if found != fmt:
        not_kind = _(_GKR_KINDS[what]) if what in _GKR_KINDS else f"not a GKR {what}"
        expected = f'"format": "{fmt}"'
        if found is None:
            return [
                Problem(
                    "/format",
                    _('missing field "format": {not_kind} (expected {expected})').format(
                        not_kind=not_kind, expected=expected
                    ),
                )
            ]
        return [
            Problem(
                "/format",
                _("{value} is {not_kind} (expected {expected})").format(
                    value=excerpt(found, json.dumps), not_kind=not_kind, expected=expected
                ),
            )
        ]
    v = data.get("version")
    if v is None:
        return [
            Problem(
                "/version",
                _('missing field "version" (this GKR Studio writes {version})').format(
                    version=version
                ),
            )
        ]
    if isinstance(v, bool) or not isinstance(v, int):
        return [
            Problem(
                "/version",
                _("version must be a whole number, not {found}").format(found=json_type(v)),
            )
        ]
    if v > version:
        return [
            Problem(
                "/version",
                _(
                    "this file is format version {v}, newer than this GKR"
                    " Studio reads (up to {version}); update GKR Studio"
                ).format(v=v, version=version),
            )
        ]
    if v < version and any(n not in migrations for n in range(v, version)):
        kinds = _(_PLURALS[what]) if what in _PLURALS else f"{what}s"
        return [
            Problem(
                "/version",
                _("format version {v} is unknown; {kinds} are version 1 to {version}").format(
                    v=v, kinds=kinds, version=version
                ),
            )
        ]
    return []


def _is_integer(checker: Any, instance: Any) -> bool:
    return isinstance(instance, int) and not isinstance(instance, bool)


def ecma_pattern(pattern: str) -> str:
    r"""A JSON Schema ``pattern`` (ECMA-262) as a Python regular expression.

        In ECMA-262, ``$`` ends the text; in Python it also matches before a final
        newline, which would let ``"5F
    "`` pass for a hex label. A ``$`` outside a
        character class becomes ``\Z``.

        >>> ecma_pattern("^[0-9]+$")
        '^[0-9]+\\Z'
        >>> ecma_pattern(r"^a\$[$]$")
        '^a\\$[$]\\Z'
    """
    out: list[str] = []
    escaped = in_class = False
    for c in pattern:
        if escaped:
            escaped = False
        elif c == "\\":
            escaped = True
        elif c == "[" and not in_class:
            in_class = True
        elif c == "]" and in_class:
            in_class = False
        elif c == "$" and not in_class:
            out.append(r"\Z")
            continue
        out.append(c)
    return "".join(out)


@lru_cache(maxsize=None)
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(ecma_pattern(pattern))


def _pattern(validator: Any, pattern: str, instance: Any, schema: Any) -> Any:
    from jsonschema.exceptions import ValidationError

    if isinstance(instance, str) and not _compiled(pattern).search(instance):
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


@lru_cache(maxsize=None)
def schema_validator(name: str) -> Any:
    """The checked Draft 2020-12 validator of ``schemas/<name>.schema.json``.

    Two departures from the ``jsonschema`` defaults make it read JSON as JSON
    does: ``integer`` is a number written without a fraction or exponent (``7.0``
    is not an integer: the game's dice would not take it), and ``pattern`` keeps
    ECMA-262's ``$`` (see :func:`ecma_pattern`).
    """
    from jsonschema import Draft202012Validator, validators

    schema = json.loads(schema_path(name).read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    strict = validators.extend(
        Draft202012Validator,
        validators={"pattern": _pattern},
        type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", _is_integer),
    )
    return strict(schema)


def schema_problems(
    name: str, data: Any, describe: Callable[[Any], Problem], order: Callable[[Problem], Any]
) -> list[Problem]:
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
