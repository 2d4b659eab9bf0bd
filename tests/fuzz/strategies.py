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
from engine.files.resources import BUILTIN_MAPS, catalog_path

RAW = "\x00raw{}\x00"
"""A placeholder string replaced, after encoding, by a raw token JSON cannot hold."""

RAW_TOKENS = [
    "NaN",
    "Infinity",
    "-Infinity",
    "1e400",
    "-1e400",
    "1" * 5000,
    "7.0",
    "4.0",
    "1E2",
    "-0",
    "0.0000001",
    "1e-400",
    "[" * 40 + "]" * 40,
    "[" * 3000 + "]" * 3000,
    "{" + '"a":{' * 50 + "}" * 51,
]

HEX_LIKE = [
    "0C",
    "10A",
    "5L",
    "5F\n",
    "\n5F",
    "f5",
    "5f",
    " 5F",
    "5F ",
    "٥F",
    "５F",
    "5F\u2028",
    "A0",
    "K10",
    "9K",
    "1A",
    "9J",
    "",
    "5",
    "FF",
    "55",
    "5F5F",
    "𝟓F",
]

LONE_SURROGATES = ["\ud800", "\udbff", "\udc00", "\udfff"]

ODD_TEXT = [
    "\ud800",
    "\udfff",
    "\x00",
    "\x1b[2J",
    "\r\n",
    "\u202e",
    "\ufeff",
    "~1/0",
    "%0A",
    "::error::",
    "<!--",
    "]]>",
    "&amp;",
    "' OR 1=1",
    "a" * 300,
    "名前",
    "🗺️",
    "Z" * 70_000,
    "5F " * 25_000,
]
"""Texts that break naive readers; the last two as long as a hostile file's value."""


def scalars() -> st.SearchStrategy[Any]:
    return st.one_of(
        st.none(),
        st.booleans(),
        st.integers(min_value=-5, max_value=12),
        st.integers(),
        st.sampled_from([2**31, 2**63, 10**30, -(10**30), 4294967296]),
        st.floats(allow_nan=False, allow_infinity=False),
        st.sampled_from([7.0, 4.0, 2.0, 1.5, -0.0, 1e20, 1e308]),
        st.text(max_size=12),
        st.sampled_from(HEX_LIKE),
        st.sampled_from(ODD_TEXT),
        st.sampled_from(
            [
                "standard",
                "fallout",
                "gkr-map",
                "gkr-catalog",
                "gkr-studio-autosave",
                "energy",
                "missile",
                "evade",
            ]
        ),
    )


def values() -> st.SearchStrategy[Any]:
    return st.recursive(
        scalars(),
        lambda inner: (
            st.lists(inner, max_size=4)
            | st.dictionaries(
                st.one_of(st.text(max_size=6), st.sampled_from(HEX_LIKE), st.just("Q" * 70_000)),
                inner,
                max_size=4,
            )
        ),
        max_leaves=8,
    )


def _places(doc: Any, opaque: frozenset[str] = frozenset()) -> list[tuple[Any, Any]]:
    """Every (container, key or index) pair of a document, depth first; the values under
    the keys ``opaque`` are changed whole, not walked (long lists of numbers would take
    most of the changes)."""
    out: list[tuple[Any, Any]] = []
    stack = [doc]
    while stack:
        node = stack.pop()
        items = (
            node.items()
            if isinstance(node, dict)
            else enumerate(node)
            if isinstance(node, list)
            else ()
        )
        for key, value in items:
            out.append((node, key))
            if isinstance(value, (dict, list)) and key not in opaque:
                stack.append(value)
    return out


@st.composite
def mutated(
    draw: st.DrawFn, base: Any, max_changes: int = 3, opaque: frozenset[str] = frozenset()
) -> bytes:
    """``base`` (a JSON value) changed in up to ``max_changes`` places, as file bytes
    (``opaque``: keys whose values are changed whole, see :func:`_places`)."""
    doc = copy.deepcopy(base)
    raws: dict[str, str] = {}
    escaped = False
    for _ in range(draw(st.integers(0, max_changes))):
        places = _places(doc, opaque)
        if not places:
            break
        node, key = draw(st.sampled_from(places))
        op = draw(
            st.sampled_from(["replace", "replace", "delete", "add", "raw", "dup", "surrogate"])
        )
        if op == "surrogate":
            _plant_surrogate(draw, node, key)
            escaped = True
        elif op == "replace":
            node[key] = draw(values())
        elif op == "delete":
            del node[key]
        elif op == "add":
            if isinstance(node, dict):
                node[draw(st.one_of(st.text(max_size=8), st.sampled_from(HEX_LIKE)))] = draw(
                    values()
                )
            else:
                node.insert(key, draw(values()))
        elif op == "dup" and isinstance(node, list):
            node.append(copy.deepcopy(node[key]))
        else:
            token = RAW.format(len(raws))
            raws[token] = draw(st.sampled_from(RAW_TOKENS))
            node[key] = token
    text = json.dumps(
        doc, ensure_ascii=escaped or draw(st.booleans()), indent=draw(st.sampled_from([None, 1, 2]))
    )
    for token, raw in raws.items():
        text = text.replace(json.dumps(token), raw)
    data = text.encode("utf-8", "surrogatepass")  # a lone surrogate: bytes that are not UTF-8
    cut = draw(st.sampled_from(["none"] * 6 + ["truncate", "bom", "bom2", "garbage", "nul"]))
    if cut == "truncate":
        data = data[: draw(st.integers(0, max(0, len(data) - 1)))]
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
    docs = [json.loads(builtin_map_path(slug).read_text(encoding="utf-8")) for slug in BUILTIN_MAPS]
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
    payload = {
        "format": "gkr-studio-autosave",
        "version": 1,
        "pid": dead_pid,
        "started": draw(st.one_of(st.none(), st.integers(0, 2**64))),
        "path": draw(st.one_of(st.none(), st.text(min_size=1, max_size=30))),
        "saved_at": draw(st.floats(0, 2e9)),
        "map": draw(st.sampled_from(map_documents())),
    }
    return draw(mutated(payload))


def file_names(suffix: str) -> st.SearchStrategy[str]:
    """File names a pack may hold: unicode, spaces, separators of other systems, control
    characters, a leading dash, very long names."""
    stem = st.one_of(
        st.text(st.characters(exclude_characters="/\x00"), min_size=1, max_size=40),
        st.sampled_from(
            [
                "-x",
                "--help",
                " ",
                "a b",
                "a,b:c%",
                "名前",
                "\n",
                "\u2028",
                "\\",
                "..",
                "a" * 300,
                "%0A::error::x",
            ]
        ),
    )
    return stem.map(lambda s: s + suffix)


# -- results files of `gkr-map playtest --results` ----------------------------------------------

MAP_KEY = "@MAP@"
"""The map key of the base results file; the test puts the map file's path in its place."""
RESULTS_GAMES = 4
RESULTS_SEED = 1


@lru_cache(maxsize=None)
def results_lines() -> tuple[Any, ...]:
    """The lines of a real results file: 4 random-bot games of Final Stand (header, binding,
    games), keyed by :data:`MAP_KEY`."""
    import tempfile
    from pathlib import Path

    from engine import load_map
    from engine.playtest.sweep import SweepMap, run_sweep

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "r.jsonl"
        run_sweep(
            [SweepMap(MAP_KEY, load_map(builtin_map_path("final-stand")))],
            RESULTS_GAMES,
            RESULTS_SEED,
            bot="random",
            results=path,
        )
        return tuple(json.loads(line) for line in path.read_text().splitlines())


def _line(value: Any) -> bytes:
    return json.dumps(value).encode() + b"\n"


@st.composite
def results_files(draw: st.DrawFn) -> bytes:
    """A results file changed where it hurts: lines mutated (a header of other options, a
    binding to another map, game records out of range), dropped, repeated or swapped, a line
    as a pretty-printed document or deep nesting, and the end torn mid-line."""
    base = results_lines()
    lines = [_line(v) for v in base]
    for _ in range(draw(st.integers(0, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(["mutate", "mutate", "mutate", "repeat", "drop", "swap", "raw"]))
        if op == "mutate":
            data = draw(mutated(base[draw(st.integers(0, len(base) - 1))], max_changes=2))
            if draw(st.booleans()):
                data = data.replace(b"\n", b" ")
            lines[i] = data + b"\n"
        elif op == "repeat":
            lines.insert(draw(st.integers(0, len(lines))), lines[i])
        elif op == "drop" and len(lines) > 1:
            del lines[i]
        elif op == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        else:
            lines[i] = draw(st.sampled_from(RAW_TOKENS)).encode() + b"\n"
    data = b"".join(lines)
    end = draw(st.sampled_from(["whole"] * 3 + ["torn", "no newline"]))
    if end == "torn" and data:
        data = data[: draw(st.integers(0, len(data) - 1))]
    elif end == "no newline":
        data = data.rstrip(b"\n")
    return data


# -- catalogs whose ids collide -----------------------------------------------------------------


def id_places(doc: dict[str, Any]) -> list[tuple[str, tuple[Any, ...]]]:
    """Every id of a catalog document: (kind, path to the object holding it). Kinds:
    ``card`` (faction cards of every faction, Deploy, sponsor, upgrade and pilot cards:
    one namespace), ``faction``, ``path``."""
    places: list[tuple[str, tuple[Any, ...]]] = []
    for i, faction in enumerate(doc["factions"]):
        places.append(("faction", ("factions", i)))
        for section in ("primary", "secondary", "orbital", "reaction", "maneuver"):
            places += [
                ("card", ("factions", i, section, j)) for j in range(len(faction.get(section, [])))
            ]
        places.append(("card", ("factions", i, "deploy")))
    places += [("card", ("sponsors", i)) for i in range(len(doc["sponsors"]))]
    places += [
        ("card", ("achievements", "upgrades", i))
        for i in range(len(doc["achievements"].get("upgrades", [])))
    ]
    places += [
        ("path", ("achievements", "paths", i))
        for i in range(len(doc["achievements"].get("paths", [])))
    ]
    places += [("card", ("pilots", i)) for i in range(len(doc.get("pilots", [])))]
    return places


def at(doc: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        doc = doc[part]
    return doc


def _renamed_everywhere(value: Any, old: str, new: str) -> Any:
    """``value`` with every string (keys included) equal to ``old`` written ``new``."""
    if isinstance(value, dict):
        return {
            (new if k == old else k): _renamed_everywhere(v, old, new) for k, v in value.items()
        }
    if isinstance(value, list):
        return [_renamed_everywhere(v, old, new) for v in value]
    return new if value == old else value


@st.composite
def colliding_catalogs(
    draw: st.DrawFn,
) -> tuple[bytes, tuple[Any, ...] | None, tuple[Any, ...] | None]:
    """The stand-in catalog with one id given to another place (of the same kind or not),
    sometimes changed further: (file bytes, then — when the two places share a namespace and
    nothing else changed, so the catalog must be refused — the earlier and the later place
    in the order the catalog is checked)."""
    doc = copy.deepcopy(catalog_document())
    places = id_places(doc)
    first = draw(st.integers(0, len(places) - 2))
    second = draw(st.integers(first + 1, len(places) - 1))
    (kind, earlier), (other_kind, later) = places[first], places[second]
    renamed, kept = (later, earlier) if draw(st.booleans()) else (earlier, later)
    old, new = at(doc, renamed)["id"], at(doc, kept)["id"]
    if draw(st.booleans()):
        doc = _renamed_everywhere(doc, old, new)  # decks, pilots and paths follow
        at(doc, kept)["id"] = new
    at(doc, renamed)["id"] = new
    if draw(st.integers(0, 3)) == 0:
        return draw(mutated(doc, max_changes=1)), None, None
    if kind != other_kind:
        return json.dumps(doc).encode(), None, None
    return json.dumps(doc).encode(), earlier, later
