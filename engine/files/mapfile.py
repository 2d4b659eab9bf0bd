"""Map files (``.gkrmap.json``): load, validate, save.

Validation has two layers: the JSON Schema ``schemas/map.schema.json`` checks the
shape, then :func:`engine.mapmodel.model.validate_map` checks the meaning. Every problem
comes back as a :class:`~engine.core.errors.Problem` with a JSON pointer; nothing
raises anything but :class:`~engine.core.errors.MapFileError`.

>>> from engine.files.resources import builtin_map_path
>>> m = load_map(builtin_map_path("showdown"))
>>> m.name, m.players, len(m.buildings)
('Showdown', 4, 10)
>>> loads_map('{"format": "gkr-map", "version": 9}', "new.gkrmap.json")
Traceback (most recent call last):
...
engine.core.errors.MapFileError: new.gkrmap.json: /version: this file is format version 9, newer than this GKR Studio reads (up to 1); update GKR Studio
"""

from __future__ import annotations

import json
import os
from typing import Any, Callable

from engine.core.errors import MapFileError, Problem
from engine.core.jsontext import pointer
from engine.core.messages import _, ngettext
from engine.files import schema_check
from engine.files.atomicfile import write_text_atomic as write_text_atomic
from engine.files.jsondoc import parse_json, read_text
from engine.files.schema_check import check_header, describe_schema_error
from engine.geometry.board import HALF_HEXES, PLAYABLE
from engine.geometry.hexes import Hex
from engine.geometry.zones import Side, ZoneLayout
from engine.mapmodel.edit_symmetry import SymmetryMode
from engine.mapmodel.model import MAX_PLAYERS, MIN_PLAYERS, Building, GameMap, validate_map

FORMAT = "gkr-map"
VERSION = 1
"""The format version this code writes."""
SUFFIX = ".gkrmap.json"
MAX_FILE_BYTES = 1_000_000
"""A map file is a few kilobytes; anything over a megabyte is refused unread."""

Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}
"""``MIGRATIONS[n]`` turns a version-``n`` document into a version ``n + 1`` one.

Version 1 is the first format, so there is nothing to migrate yet; a file of a
version without a migration path is refused with a clear message.
"""

PathLike = str | os.PathLike[str]


# -- reading ---------------------------------------------------------------------------


def load_map(path: PathLike) -> GameMap:
    """Read and validate a map file.

    Raises :class:`MapFileError` (one line per problem, each naming the file)
    for anything from a missing file to a start on a building.
    """
    name = os.fspath(path)
    text = _read_text(name)
    return loads_map(text, name)


def loads_map(text: str, source: str = "<map>") -> GameMap:
    """Parse and validate the text of a map file; ``source`` names it in messages."""
    data = _parse_json(text, source)
    return map_from_data(data, source)


def map_from_data(data: Any, source: str = "<map>") -> GameMap:
    """Validate decoded JSON (shape, version, meaning) and build the map.

    A draft reads like any map: fewer than two starts, or a ``players`` the starts do
    not match yet (kept as :attr:`GameMap.planned_players`), is not a problem of the
    file; :func:`engine.mapmodel.model.draft_problems` says what the map still lacks.
    """
    problems = _check_header(data)
    if problems:
        raise MapFileError(source, problems)
    assert isinstance(data, dict)
    data = _migrate(data)
    problems = schema_problems(data)
    if problems:
        raise MapFileError(source, problems)
    zones, problems = _zones(data)
    if problems:
        raise MapFileError(source, problems)
    game_map = GameMap(
        name=data["name"],
        author=data.get("author", ""),
        description=data.get("description", ""),
        side=Side(data["side"]),
        buildings=tuple(
            Building(Hex.parse(b["hex"]), bool(b.get("demolished", False)))
            for b in data["buildings"]
        ),
        starts=tuple(Hex.parse(s) for s in data["starts"]),
        zones=zones,
        locked=frozenset(Hex.parse(h) for h in data.get("locked", ())),
        teams=(
            tuple(tuple(Hex.parse(h) for h in t) for t in data["teams"])
            if "teams" in data
            else None
        ),
        symmetric_editing=SymmetryMode(data.get("symmetric_editing", "none")),
        planned_players=data["players"],
    )
    problems = _meaning_problems(game_map, data)
    if problems:
        raise MapFileError(source, problems)
    return game_map


def validate_file(path: PathLike) -> list[str]:
    """Lines describing every problem of a map file; empty when it is valid."""
    try:
        load_map(path)
    except MapFileError as e:
        return e.lines()
    return []


def _read_text(name: str) -> str:
    return read_text(name, MAX_FILE_BYTES, "map file", MapFileError)


def _parse_json(text: str, source: str) -> Any:
    return parse_json(text, source, MAX_FILE_BYTES, "map file", MapFileError)


def _check_header(data: Any) -> list[Problem]:
    return check_header(data, FORMAT, VERSION, "map file", MIGRATIONS)


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    version = data["version"]
    while version < VERSION:
        data = MIGRATIONS[version](data)
        version += 1
        data["version"] = version
    return data


def schema_problems(data: Any) -> list[Problem]:
    """The shape layer: every JSON Schema violation as a readable problem."""
    return schema_check.schema_problems("map", data, _describe_schema_error, _problem_order)


def _range_message(where: str, inst: Any) -> str | None:
    if where == "/players":
        return _("{n} players: a map has 2-4 players").format(n=inst)
    if where.startswith("/zones"):
        return _("zone {zone}: zones are 1-4").format(zone=inst)
    return None


def _describe_schema_error(err: Any) -> Problem:
    return describe_schema_error(err, "map file", _range_message)


def _zones(data: dict[str, Any]) -> tuple[ZoneLayout | None, list[Problem]]:
    if "zones" not in data:
        return None, []
    problems: list[Problem] = []
    raw_zones: dict[Hex, int] = {}
    seen_key: dict[Hex, str] = {}
    for key, zone in data["zones"].items():
        h = Hex.parse(key)
        where = pointer(["zones", key])
        bad = _zone_hex_problem(h)
        if bad:
            problems.append(Problem(where, bad))
        elif h in seen_key:
            problems.append(
                Problem(
                    where,
                    _("{hex} has a zone twice (also as {key}); keep one").format(
                        hex=h, key=json.dumps(seen_key[h])
                    ),
                )
            )
        else:
            seen_key[h] = key
            raw_zones[h] = zone
    return (None if problems else ZoneLayout(raw_zones)), problems


def _meaning_problems(game_map: GameMap, data: dict[str, Any]) -> list[Problem]:
    problems: list[Problem] = []
    planned = game_map.planned_players
    if planned is not None and planned < MIN_PLAYERS:
        problems.append(
            Problem(
                "/players",
                ngettext(
                    "{n} player for {starts} starts: a map has {min}-{max} players; write the"
                    " number of starts (a draft's is the number placed so far)",
                    "{n} players for {starts} starts: a map has {min}-{max} players; write the"
                    " number of starts (a draft's is the number placed so far)",
                    planned,
                ).format(n=planned, starts=game_map.players, min=MIN_PLAYERS, max=MAX_PLAYERS),
            )
        )
    meaning = validate_map(game_map)
    if game_map.zones is not None and game_map.side is not Side.FALLOUT:
        meaning = [p for p in meaning if p.where != "/zones"]
        problems.append(
            Problem(
                "/zones",
                _('zones belong to the fallout side: set "side": "fallout" or drop "zones"'),
            )
        )
    meaning = [p for p in meaning if not p.where.startswith("/locked")]
    held = game_map.building_hexes | set(game_map.starts)
    first_lock: dict[Hex, int] = {}
    for i, text in enumerate(data.get("locked", ())):
        h = Hex.parse(text)
        if h in first_lock:  # 1b, b1 and 1B are one hex, which the schema cannot see
            j = first_lock[h]
            problems.append(
                Problem(
                    f"/locked/{i}",
                    _("{hex} is locked twice (also {where} as {key}); keep one").format(
                        hex=h, where=f"/locked/{j}", key=json.dumps(data["locked"][j])
                    ),
                )
            )
            continue
        first_lock[h] = i
        if h not in held:
            problems.append(
                Problem(
                    f"/locked/{i}",
                    _(
                        "{hex} is locked but holds no building and no start; lock only what stands on"
                        " the board"
                    ).format(hex=h),
                )
            )
    problems = meaning + problems
    problems.sort(key=_problem_order)
    return problems


_FIELD_ORDER = [
    "format",
    "version",
    "name",
    "author",
    "description",
    "players",
    "side",
    "buildings",
    "starts",
    "zones",
    "teams",
    "locked",
    "symmetric_editing",
]


def _problem_order(p: Problem) -> tuple[int, str]:
    head = p.where.split("/")[1] if p.where.startswith("/") else ""
    return (_FIELD_ORDER.index(head) if head in _FIELD_ORDER else -1, p.where)


def _zone_hex_problem(h: Hex) -> str | None:
    if h in PLAYABLE:
        return None
    if h in HALF_HEXES:
        return _("{hex} is a half-hex; zones cover playable hexes only").format(hex=h)
    return _("{hex} is not on the board (rows 1-9, columns A-K)").format(hex=h)


# -- writing ---------------------------------------------------------------------------


def map_to_data(m: GameMap) -> dict[str, Any]:
    """The JSON document of a map (format version :data:`VERSION`)."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "name": m.name,
        "author": m.author,
        "description": m.description,
        "players": m.players if m.planned_players is None else m.planned_players,
        "side": m.side.value,
        "buildings": [{"hex": str(b.hex), "demolished": b.demolished} for b in m.buildings],
        "starts": [str(h) for h in m.starts],
    }
    if m.side is Side.FALLOUT and m.zones is not None:
        data["zones"] = {str(h): m.zones[h] for h in sorted(m.zones)}
    if m.teams is not None:
        data["teams"] = [[str(h) for h in t] for t in m.teams]
    if m.locked:
        data["locked"] = [str(h) for h in sorted(m.locked)]
    if m.symmetric_editing is not SymmetryMode.NONE:
        data["symmetric_editing"] = m.symmetric_editing.value
    return data


def dumps_map(m: GameMap) -> str:
    """The text of a map file: stable, diff-friendly JSON ending in a newline.

    One building per line, the starts on one line, zones eleven to a line.
    """
    data = map_to_data(m)
    lines = ["{"]
    items = list(data.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        k = json.dumps(key)
        if key == "buildings" and value:
            inner = ",\n".join("    " + _compact(b) for b in value)
            lines.append(f"  {k}: [\n{inner}\n  ]{comma}")
        elif key == "zones":
            entries = [f"{json.dumps(h)}: {z}" for h, z in value.items()]
            rows = [", ".join(entries[j : j + 11]) for j in range(0, len(entries), 11)]
            inner = ",\n".join("    " + r for r in rows)
            lines.append(f"  {k}: {{\n{inner}\n  }}{comma}")
        else:
            lines.append(f"  {k}: {_compact(value)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def save_map(m: GameMap, path: PathLike) -> None:
    """Validate ``m`` and write it atomically (temporary file, then rename).

    An invalid map is refused with :class:`MapFileError` and nothing is written;
    a failed write leaves any existing file untouched.
    """
    name = os.fspath(path)
    problems = validate_map(m)
    if problems:
        raise MapFileError(name, problems)
    write_text_atomic(name, dumps_map(m))
