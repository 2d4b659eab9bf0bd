"""Hypothesis strategies for hostile map files, catalogs and autosaves.

Structure-aware: each document starts as a valid one (a pre-generated map, a fallout
map with zones, the stand-in catalog, an autosave of a map) and is then changed where
it hurts — a value anywhere replaced by a wrong type, a huge or fractional number, a
hex off the board, odd unicode or deep nesting; a lone surrogate written into a text or a
key as JSON's escape (``\\ud800``: valid JSON, but no character); a field dropped or an
unknown one added; numbers JSON does not have written in; the text cut short, given a BOM or
bytes that are not UTF-8. Most results are invalid in some small way, which is what
reaches the deepest checks.
"""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from typing import Any

from hypothesis import strategies as st

from engine import builtin_map_path
from engine.resources import BUILTIN_MAPS, catalog_path

RAW = "\x00raw{}\x00"
"""A placeholder string replaced, after encoding, by a raw token JSON cannot hold."""

RAW_TOKENS = ["NaN", "Infinity", "-Infinity", "1e400", "-1e400", "1" * 5000, "7.0", "4.0",
              "1E2", "-0", "0.0000001", "1e-400", "[" * 40 + "]" * 40,
              "[" * 3000 + "]" * 3000, "{" + '"a":{' * 50 + "}" * 51]

HEX_LIKE = ["0C", "10A", "5L", "5F\n", "\n5F", "f5", "5f", " 5F", "5F ", "٥F", "５F", "5F\u2028",
            "A0", "K10", "9K", "1A", "9J", "", "5", "FF", "55", "5F5F", "𝟓F"]

LONE_SURROGATES = ["\ud800", "\udbff", "\udc00", "\udfff"]

ODD_TEXT = ["\ud800", "\udfff", "\x00", "\x1b[2J", "\r\n", "\u202e", "\ufeff", "~1/0", "%0A",
            "::error::", "<!--", "]]>", "&amp;", "' OR 1=1", "a" * 300, "名前", "🗺️"]


def scalars() -> st.SearchStrategy[Any]:
    return st.one_of(
        st.none(), st.booleans(),
        st.integers(min_value=-5, max_value=12),
        st.integers(),
        st.sampled_from([2**31, 2**63, 10**30, -(10**30), 4294967296]),
        st.floats(allow_nan=False, allow_infinity=False),
        st.sampled_from([7.0, 4.0, 2.0, 1.5, -0.0, 1e20, 1e308]),
        st.text(max_size=12),
        st.sampled_from(HEX_LIKE),
        st.sampled_from(ODD_TEXT),
        st.sampled_from(["standard", "fallout", "gkr-map", "gkr-catalog",
                         "gkr-studio-autosave", "energy", "missile", "evade"]),
    )


def values() -> st.SearchStrategy[Any]:
    return st.recursive(
        scalars(),
        lambda inner: st.lists(inner, max_size=4)
        | st.dictionaries(st.one_of(st.text(max_size=6), st.sampled_from(HEX_LIKE)),
                          inner, max_size=4),
        max_leaves=8)


def _places(doc: Any) -> list[tuple[Any, Any]]:
    """Every (container, key or index) pair of a document, depth first."""
    out: list[tuple[Any, Any]] = []
    stack = [doc]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) \
            if isinstance(node, list) else ()
        for key, value in items:
            out.append((node, key))
            if isinstance(value, (dict, list)):
                stack.append(value)
    return out


@st.composite
def mutated(draw: st.DrawFn, base: Any, max_changes: int = 3) -> bytes:
    """``base`` (a JSON value) changed in up to ``max_changes`` places, as file bytes."""
    doc = copy.deepcopy(base)
    raws: dict[str, str] = {}
    escaped = False
    for _ in range(draw(st.integers(0, max_changes))):
        places = _places(doc)
        if not places:
            break
        node, key = draw(st.sampled_from(places))
        op = draw(st.sampled_from(["replace", "replace", "delete", "add", "raw", "dup",
                                   "surrogate"]))
        if op == "surrogate":
            _plant_surrogate(draw, node, key)
            escaped = True
        elif op == "replace":
            node[key] = draw(values())
        elif op == "delete":
            del node[key]
        elif op == "add":
            if isinstance(node, dict):
                node[draw(st.one_of(st.text(max_size=8), st.sampled_from(HEX_LIKE)))] = \
                    draw(values())
            else:
                node.insert(key, draw(values()))
        elif op == "dup" and isinstance(node, list):
            node.append(copy.deepcopy(node[key]))
        else:
            token = RAW.format(len(raws))
            raws[token] = draw(st.sampled_from(RAW_TOKENS))
            node[key] = token
    text = json.dumps(doc, ensure_ascii=escaped or draw(st.booleans()),
                      indent=draw(st.sampled_from([None, 1, 2])))
    for token, raw in raws.items():
        text = text.replace(json.dumps(token), raw)
    data = text.encode("utf-8", "surrogatepass")  # a lone surrogate: bytes that are not UTF-8
    cut = draw(st.sampled_from(["none"] * 6 + ["truncate", "bom", "bom2", "garbage", "nul"]))
    if cut == "truncate":
        data = data[:draw(st.integers(0, max(0, len(data) - 1)))]
    elif cut in ("bom", "bom2"):
        data = b"\xef\xbb\xbf" * (1 if cut == "bom" else 2) + data
    elif cut == "garbage":
        at = draw(st.integers(0, len(data)))
        data = data[:at] + draw(st.binary(min_size=1, max_size=8)) + data[at:]
    elif cut == "nul":
        data += b"\x00"
    return data


def _plant_surrogate(draw: st.DrawFn, node: Any, key: Any) -> None:
    """A lone surrogate inside the text at ``node[key]`` (or its key, or a new text)."""
    lone = draw(st.sampled_from(LONE_SURROGATES))
    value = node[key]
    if isinstance(node, dict) and draw(st.booleans()):
        at = draw(st.integers(0, len(key)))
        node[key[:at] + lone + key[at:]] = node.pop(key)
    elif isinstance(value, str):
        at = draw(st.integers(0, len(value)))
        node[key] = value[:at] + lone + value[at:]
    else:
        node[key] = lone


@lru_cache(maxsize=None)
def map_documents() -> tuple[dict[str, Any], ...]:
    docs = [json.loads(builtin_map_path(slug).read_text(encoding="utf-8"))
            for slug in BUILTIN_MAPS]
    fallout = copy.deepcopy(docs[0])
    fallout["side"] = "fallout"
    fallout["zones"] = {"5F": 4, "4F": 3, "1A": 1, "9K": 2}
    return tuple(docs + [fallout])


@lru_cache(maxsize=None)
def catalog_document() -> dict[str, Any]:
    return json.loads(catalog_path("standin").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def map_files() -> st.SearchStrategy[bytes]:
    return st.sampled_from(map_documents()).flatmap(mutated)


def catalog_files() -> st.SearchStrategy[bytes]:
    return mutated(catalog_document(), max_changes=2)


@st.composite
def autosave_files(draw: st.DrawFn, dead_pid: int) -> bytes:
    payload = {"format": "gkr-studio-autosave", "version": 1, "pid": dead_pid,
               "path": draw(st.one_of(st.none(), st.text(min_size=1, max_size=30))),
               "saved_at": draw(st.floats(0, 2e9)),
               "map": draw(st.sampled_from(map_documents()))}
    return draw(mutated(payload))


def file_names(suffix: str) -> st.SearchStrategy[str]:
    """File names a pack may hold: unicode, spaces, separators of other systems, control
    characters, a leading dash, very long names."""
    stem = st.one_of(
        st.text(st.characters(exclude_characters="/\x00"), min_size=1, max_size=40),
        st.sampled_from(["-x", "--help", " ", "a b", "a,b:c%", "名前", "\n", "\u2028", "\\",
                         "..", "a" * 300, "%0A::error::x"]))
    return stem.map(lambda s: s + suffix)
