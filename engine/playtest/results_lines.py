"""The lines of a results file (:mod:`engine.playtest.results`): game records as JSON, and
every check a line passes before it is used.

A line is parsed only when it is not nested deeper than :data:`~engine.files.jsondoc.MAX_DEPTH`
(:func:`too_deep` looks without parsing, so a deep line never reaches a recursion limit),
as strict JSON (no repeated keys, no ``NaN``, no number too large for a float); then it
meets the schema ``schemas/playtest-results.schema.json`` (:func:`schema_problem`; a game
line as the sweep writes it is checked in plain code, :func:`plain_game_line`), and a game
record the meaning of its map and catalog (:func:`game_problem`).
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from engine.core.errors import HexError, Problem
from engine.core.messages import N_, _
from engine.files.jsondoc import MAX_DEPTH
from engine.files.schema_check import describe_schema_error, schema_validator
from engine.geometry.board import HALF_HEXES, PLAYABLE
from engine.geometry.hexes import Hex
from engine.selfplay.games import GameRecord, lineup
from engine.selfplay.luck import EVENT_KINDS, KINDS
from engine.selfplay.seat_play import PLAY_FIELDS, SeatPlay
from engine.verdicts.result import WIN_TYPES

SCHEMA = "playtest-results"
MAX_LINE_BYTES = 1_000_000
"""The longest line read (a game's line is a few kilobytes at most)."""

TEXTS = {
    "empty": N_("an empty line; every line is a JSON object"),
    "not_utf8": N_("byte {at}: not UTF-8 text"),
    "too_long": N_("longer than {size}; not a line of a results file"),
    "too_deep": N_("JSON nested over {depth} levels deep; not a line of a results file"),
    "not_json": N_("not valid JSON: {reason}"),
    "key_twice": N_("the key {key!r} appears twice in one object"),
    "number": N_("{text} is not a JSON number this file can hold"),
    "seat": N_("seat {seat} is not a seat of this {players}-player map (0 to {last})"),
    "deal": N_(
        "deal {deal}, rotation {rotation}: game {index} of a {players}-player map is deal"
        " {want_deal}, rotation {want_rotation}"
    ),
    "faction": N_("no faction {faction!r} in the catalog (it has {known})"),
    "lineup": N_("game {index} seats {want}, not {got}"),
    "rounds": N_("{rounds} rounds; every game ends by round {limit}"),
    "half_hex": N_("{hex} is a half-hex, where no unit stands"),
    "off_board": N_("{hex} is not on the board"),
    "luck_rows": N_("{rows} rows of luck; one a seat ({players})"),
    "luck_kinds": N_("{numbers} numbers; one a kind of luck ({kinds})"),
    "play_rows": N_("{rows} rows of seat play; one a seat ({players})"),
    "chances": N_("{numbers} chances to win; one a seat ({players})"),
    "play_figures": N_("{numbers} numbers; one a figure ({figures})"),
    "parallel": N_("{got} seats for {want} hexes of {hexes}; one seat a hex"),
}


def text_of(key: str) -> str:
    """:data:`TEXTS`' text ``key`` in the current language."""
    return _(TEXTS[key])


# -- records as JSON ---------------------------------------------------------------------------


def record_to_json(r: GameRecord) -> dict[str, Any]:
    """A game record as a JSON-ready object (:func:`record_from_json` reads it back); the
    seats' play (``play``, ``fired_by``, ``destroyed_seats``) and the chances to win by
    round (``round_chances``) only when the record has them."""
    data: dict[str, Any] = {
        "index": r.index,
        "factions": list(r.factions),
        "winners": list(r.winners),
        "win_type": r.win_type,
        "rounds": r.rounds,
        "first_blood": r.first_blood,
        "first_demolition": r.first_demolition,
        "fired_from": [str(h) for h in r.fired_from],
        "destroyed_at": [str(h) for h in r.destroyed_at],
        "deal": r.deal,
        "rotation": r.rotation,
        "luck": [list(row) for row in r.luck],
    }
    if r.play:
        data |= {
            "play": [list(p.as_row()) for p in r.play],
            "fired_by": list(r.fired_by),
            "destroyed_seats": list(r.destroyed_seats),
        }
    if r.round_chances:
        data["round_chances"] = [list(row) for row in r.round_chances]
    return data


def record_from_json(data: dict[str, Any]) -> GameRecord:
    """A game record from :func:`record_to_json` (raises ``KeyError``, ``TypeError`` or
    ``ValueError`` on anything else; a results file's lines are checked first).

    >>> from engine.files.mapfile import load_map
    >>> from engine.selfplay.games import play_game
    >>> from engine.files.resources import builtin_map_path
    >>> r = play_game(load_map(builtin_map_path("final-stand")), 1, 2, "random", design="duplicate")
    >>> record_from_json(json.loads(json.dumps(record_to_json(r)))) == r
    True
    """
    return GameRecord(
        int(data["index"]),
        tuple(str(f) for f in data["factions"]),
        tuple(int(w) for w in data["winners"]),
        str(data["win_type"]),
        int(data["rounds"]),
        _optional_int(data["first_blood"]),
        _optional_int(data["first_demolition"]),
        tuple(Hex.parse(h) for h in data["fired_from"]),
        tuple(Hex.parse(h) for h in data["destroyed_at"]),
        int(data["deal"]),
        int(data["rotation"]),
        tuple(_luck_row(row) for row in data["luck"]),
        tuple(SeatPlay.from_row(row) for row in data.get("play", ())),
        tuple(int(s) for s in data.get("fired_by", ())),
        tuple(int(s) for s in data.get("destroyed_seats", ())),
        tuple(tuple(float(x) for x in row) for row in data.get("round_chances", ())),
    )


def _luck_row(row: Any) -> tuple[float, ...]:
    """A seat's luck by kind; a file written before the model's luck was kept has 0 there
    (a kind with no spread is left out of the adjustment)."""
    numbers = tuple(float(x) for x in row)
    return numbers + (0.0,) * (len(KINDS) - len(numbers))


def _optional_int(x: Any) -> int | None:
    return None if x is None else int(x)


_PLAYABLE_LABELS = frozenset(str(h) for h in PLAYABLE)


def game_problem(
    record: dict[str, Any], players: int, factions: tuple[str, ...], max_rounds: int | None
) -> Problem | None:
    """What is wrong with a schema-valid game record of a ``players``-player map played
    with a catalog of ``factions`` under a round limit, or ``None``."""
    index = record["index"]
    seat_fields = [(f"/record/winners/{i}", w) for i, w in enumerate(record["winners"])]
    seat_fields += [(f"/record/{f}", record[f]) for f in ("first_blood", "first_demolition")]
    seat_fields += [
        (f"/record/{f}/{i}", s)
        for f in ("fired_by", "destroyed_seats")
        for i, s in enumerate(record.get(f, ()))
    ]
    for where, seat in seat_fields:
        if seat is not None and not 0 <= seat < players:
            return Problem(
                where, text_of("seat").format(seat=seat, players=players, last=players - 1)
            )
    deal, rotation = divmod(index, players)
    if (record["deal"], record["rotation"]) != (deal, rotation):
        return Problem(
            "/record/deal",
            text_of("deal").format(
                deal=record["deal"],
                rotation=record["rotation"],
                index=index,
                players=players,
                want_deal=deal,
                want_rotation=rotation,
            ),
        )
    want = lineup(index, players, factions)
    if tuple(record["factions"]) != want:
        unknown = [f for f in record["factions"] if f not in factions]
        if unknown:
            return Problem(
                "/record/factions",
                text_of("faction").format(faction=unknown[0], known=", ".join(factions)),
            )
        return Problem(
            "/record/factions",
            text_of("lineup").format(
                index=index, want=", ".join(want), got=", ".join(record["factions"]) or _("none")
            ),
        )
    if max_rounds is not None and record["rounds"] > max_rounds:
        return Problem(
            "/record/rounds", text_of("rounds").format(rounds=record["rounds"], limit=max_rounds)
        )
    for name in ("fired_from", "destroyed_at"):
        for i, label in enumerate(record[name]):
            if label in _PLAYABLE_LABELS:
                continue
            try:
                h: Hex | None = Hex.parse(label)
            except HexError:
                h = None
            if h is None or h not in PLAYABLE:
                text = "half_hex" if h in HALF_HEXES else "off_board"
                return Problem(f"/record/{name}/{i}", text_of(text).format(hex=label))
    luck = record["luck"]
    if len(luck) != players:
        return Problem("/record/luck", text_of("luck_rows").format(rows=len(luck), players=players))
    for i, row in enumerate(luck):
        if len(row) not in (len(EVENT_KINDS), len(KINDS)):
            return Problem(
                f"/record/luck/{i}",
                text_of("luck_kinds").format(numbers=len(row), kinds=", ".join(KINDS)),
            )
    for i, row in enumerate(record.get("round_chances", ())):
        if len(row) != players:
            return Problem(
                f"/record/round_chances/{i}",
                text_of("chances").format(numbers=len(row), players=players),
            )
    return _play_problem(record, players)


def _play_problem(record: dict[str, Any], players: int) -> Problem | None:
    """What is wrong with the seats' play of a record (when it has it), or ``None``."""
    if "play" not in record:
        return None
    play = record["play"]
    if len(play) != players:
        return Problem("/record/play", text_of("play_rows").format(rows=len(play), players=players))
    for i, row in enumerate(play):
        if len(row) != len(PLAY_FIELDS):
            return Problem(
                f"/record/play/{i}",
                text_of("play_figures").format(numbers=len(row), figures=", ".join(PLAY_FIELDS)),
            )
    for seats, hexes in (("fired_by", "fired_from"), ("destroyed_seats", "destroyed_at")):
        if len(record[seats]) != len(record[hexes]):
            return Problem(
                f"/record/{seats}",
                text_of("parallel").format(
                    got=len(record[seats]), want=len(record[hexes]), hexes=hexes
                ),
            )
    return None


# -- reading lines -----------------------------------------------------------------------------


class _BadJson(ValueError):
    pass


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _BadJson(text_of("key_twice").format(key=key))
        result[key] = value
    return result


def _no_constant(text: str) -> Any:
    raise _BadJson(text_of("number").format(text=text))


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _BadJson(text_of("number").format(text=text[:40]))
    return value


_BRACKETS = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)
"""A JSON string (skipped whole) or a bracket."""


def too_deep(raw: bytes, limit: int = MAX_DEPTH) -> bool:
    """Whether the lists and objects of a JSON text nest deeper than ``limit``, found
    without parsing it (so without recursion).

    >>> too_deep(b"[" * 40 + b"]" * 40), too_deep(b'{"a": "[[[[[[[[[[[["}', limit=2)
    (True, False)
    """
    if raw.count(b"[") + raw.count(b"{") <= limit:
        return False
    depth = 0
    for m in _BRACKETS.finditer(raw):
        token = m.group()
        if token in (b"[", b"{"):
            depth += 1
            if depth > limit:
                return True
        elif token in (b"]", b"}"):
            depth -= 1
    return False


def parse_line(raw: bytes) -> tuple[Any, Problem | None]:
    """The JSON value of one line, or the problem with it (``where`` a column or empty)."""
    if not raw.strip():
        return None, Problem("", text_of("empty"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        return None, Problem("", text_of("not_utf8").format(at=e.start))
    if too_deep(raw):
        return None, Problem("", text_of("too_deep").format(depth=MAX_DEPTH))
    try:
        return json.loads(
            text, object_pairs_hook=_unique_keys, parse_constant=_no_constant, parse_float=_finite
        ), None
    except json.JSONDecodeError as e:
        return None, Problem(
            _("column {n}").format(n=e.colno), text_of("not_json").format(reason=e.msg)
        )
    except (ValueError, RecursionError) as e:  # _BadJson; integers of too many digits
        return None, Problem("", text_of("not_json").format(reason=e))


def schema_problem(data: Any) -> Problem | None:
    """The first way a parsed line breaks the results schema, or ``None``."""
    if plain_game_line(data):
        return None  # the common case, checked without the (slow) validator
    for err in schema_validator(SCHEMA).iter_errors(data):
        return describe_schema_error(err, "results line")
    return None


_RECORD_FIELDS = frozenset(
    (
        "index",
        "factions",
        "winners",
        "win_type",
        "rounds",
        "first_blood",
        "first_demolition",
        "fired_from",
        "destroyed_at",
        "deal",
        "rotation",
        "luck",
    )
)
_PLAY_RECORD_FIELDS = _RECORD_FIELDS | {"play", "fired_by", "destroyed_seats"}
_FACTION_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*\Z")
_HEX_LABELS = frozenset(f"{row}{col}" for row in (*"0123456789", "10") for col in "ABCDEFGHIJK")


def _int(x: Any, low: int, high: int | None = None) -> bool:
    """``x`` is a whole number (not a bool) from ``low`` to ``high``."""
    return type(x) is int and x >= low and (high is None or x <= high)


def plain_game_line(data: Any) -> bool:
    """Whether a parsed line is a game line exactly as the schema has it, checked in plain
    code: a resume reads thousands of them. Only ever stricter than the schema (a test
    holds it to that); anything else goes through the schema's validator."""
    if type(data) is not dict or data.keys() != {"map", "record"}:
        return False
    key, r = data["map"], data["record"]
    if type(key) is not str or not 1 <= len(key) <= 4096:
        return False
    if type(r) is not dict:
        return False
    chances = "round_chances" in r
    keys = r.keys() - {"round_chances"} if chances else r.keys()
    if keys != _RECORD_FIELDS and (keys != _PLAY_RECORD_FIELDS or not _plain_play(r)):
        return False
    if chances and not _plain_chances(r["round_chances"]):
        return False
    factions, winners, luck = r["factions"], r["winners"], r["luck"]
    return (
        _int(r["index"], 0, 1_000_000_000)
        and _int(r["rounds"], 1, 1_000_000)
        and _int(r["deal"], 0)
        and _int(r["rotation"], 0, 3)
        and all(s is None or _int(s, 0, 3) for s in (r["first_blood"], r["first_demolition"]))
        and r["win_type"] in WIN_TYPES
        and type(factions) is list
        and 2 <= len(factions) <= 4
        and all(type(f) is str and _FACTION_ID.match(f) for f in factions)
        and type(winners) is list
        and 1 <= len(winners) <= 4
        and all(_int(w, 0, 3) for w in winners)
        and len(set(winners)) == len(winners)
        and all(
            type(hexes) is list and all(type(h) is str and h in _HEX_LABELS for h in hexes)
            for hexes in (r["fired_from"], r["destroyed_at"])
        )
        and type(luck) is list
        and 2 <= len(luck) <= 4
        and all(
            type(row) is list
            and len(row) <= 8
            and all(type(x) in (int, float) and -1_000_000 <= x <= 1_000_000 for x in row)
            for row in luck
        )
    )


def _plain_chances(rows: Any) -> bool:
    """Whether a record's chances to win by round are as the schema has them."""
    return (
        type(rows) is list
        and len(rows) <= 1000
        and all(
            type(row) is list
            and 2 <= len(row) <= 4
            and all(type(x) in (int, float) and 0 <= x <= 1 for x in row)
            for row in rows
        )
    )


def _plain_play(r: dict[str, Any]) -> bool:
    """Whether a record's seats' play is as the schema has it (see :func:`plain_game_line`)."""
    play = r["play"]
    return (
        type(play) is list
        and 2 <= len(play) <= 4
        and all(
            type(row) is list
            and len(row) == len(PLAY_FIELDS)
            and all(_int(x, 0, 1_000_000) for x in row)
            for row in play
        )
        and all(
            type(seats) is list and all(_int(s, 0, 3) for s in seats)
            for seats in (r["fired_by"], r["destroyed_seats"])
        )
    )
