"""Results files of balance sweeps: every finished game kept as a JSON line, bound to what
produced it.

A results file (JSON Lines, ``schemas/playtest-results.schema.json``) starts with a header
naming everything a game depends on besides its map — the seed, the bot, the design, the
mode, the round limit and the catalog, by name and content hash. Before the first game of
a map comes a line binding the map's key (its path as given) to the map's content hash
(SHA-256 of its canonical JSON, :func:`map_hash`) and players; then one line per game.

A run with the same file (:meth:`ResultsFile.open`) refuses it in one line naming what
differs when the header or a map's binding does not match the run, and checks every line
before using it: its JSON, the schema, then its meaning (seats below the map's players,
the game's lineup of factions, rounds within the limit, hexes a unit can stand on, no
game kept twice with two outcomes). A bad line is refused with the file and the line
number. A torn last line (no newline: the writer was stopped mid-line) is dropped and
its game played again; a line nested too deeply is refused before it is parsed.
"""

from __future__ import annotations

import errno
import hashlib
import json
import math
import os
import re
import stat
from dataclasses import fields, is_dataclass
from enum import Enum
from pathlib import Path
from typing import Any, BinaryIO, Mapping

from engine.board import HALF_HEXES, PLAYABLE
from engine.errors import GkrError, HexError, Problem, one_line
from engine.game.catalog import Catalog
from engine.game.state import GameConfig
from engine.hexes import Hex
from engine.jsondoc import MAX_DEPTH, describe_schema_error, human_size, schema_validator
from engine.mapfile import map_to_data
from engine.model import GameMap
from engine.playtest.games import GameRecord, lineup
from engine.playtest.luck import KINDS
from engine.playtest.result import WIN_TYPES

RESULTS_FORMAT = "gkr-playtest-results"
RESULTS_VERSION = 2
SCHEMA = "playtest-results"
MAX_LINE_BYTES = 1_000_000
"""The longest line read (a game's line is a few kilobytes at most)."""

Found = dict[str, dict[int, GameRecord]]
"""Games read back: by map key, then game index."""

TEXTS = {
    "not_results": "not a playtest results file (its first line should say"
                   f" \"format\": \"{RESULTS_FORMAT}\")",
    "older": "a results file of format version {version}, from an earlier GKR Studio, whose"
             " games are not bound to their maps; give a new results file",
    "newer": "a results file of format version {version}, newer than this GKR Studio reads"
             f" (up to {RESULTS_VERSION}); update GKR Studio",
    "setting": "made with {field} {then}, not {now}; use another results file or the same"
               " options",
    "catalog": "made with another catalog ({then}), not {now}; use another results file or"
               " the same catalog",
    "map_changed": "the map {key} has changed since its games were kept ({then} then, {now}"
                   " now); use another results file, or the map as it was",
    "map_again": "the map {key} is bound again, to another map (first on line {line})",
    "unbound": "a game of the map {key} before the line that binds that map",
    "header_again": "a second header; only the first line is one",
    "twice": "game {index} of {key} is also on line {line}, with another outcome",
    "empty": "an empty line; every line is a JSON object",
    "not_utf8": "byte {at}: not UTF-8 text",
    "too_long": f"longer than {human_size(MAX_LINE_BYTES)}; not a line of a results file",
    "too_deep": f"JSON nested over {MAX_DEPTH} levels deep; not a line of a results file",
    "not_json": "not valid JSON: {reason}",
    "key_twice": "the key {key!r} appears twice in one object",
    "number": "{text} is not a JSON number this file can hold",
    "seat": "seat {seat} is not a seat of this {players}-player map (0 to {last})",
    "deal": "deal {deal}, rotation {rotation}: game {index} of a {players}-player map is deal"
            " {want_deal}, rotation {want_rotation}",
    "faction": "no faction {faction!r} in the catalog (it has {known})",
    "lineup": "game {index} seats {want}, not {got}",
    "rounds": "{rounds} rounds; every game ends by round {limit}",
    "half_hex": "{hex} is a half-hex, where no unit stands",
    "off_board": "{hex} is not on the board",
    "luck_rows": "{rows} rows of luck; one a seat ({players})",
    "luck_kinds": "{numbers} numbers; one a kind of luck ({kinds})",
    "dangling": "a symbolic link to a missing file; give the path of the results file itself",
    "loop": "a loop of symbolic links",
    "no_folder": "cannot be created: no folder {folder}",
    "not_folder": "a part of the path is a file, not a folder",
    "cannot_create": "cannot be created in {folder} (permission denied)",
    "cannot_open": "cannot be opened for reading and appending (permission denied)",
    "not_regular": "is {kind}, not a results file; only regular files are kept",
    "os": "cannot be opened ({reason})",
    "read": "cannot be read ({reason})",
    "write": "cannot be written ({reason}); the games kept so far are in it",
}


class ResultsFileError(GkrError):
    """A results file that cannot be used: another run's, a bad line, a path that cannot be
    read or written. Its text is one line naming the file (and the line)."""


# -- content hashes ----------------------------------------------------------------------------

def content_hash(data: Any) -> str:
    """SHA-256 of the canonical JSON of ``data`` (keys sorted, no spaces, ASCII).

    >>> content_hash({"b": 1, "a": [2]}) == content_hash({"a": [2], "b": 1})
    True
    """
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def map_hash(game_map: GameMap) -> str:
    """The content hash of a map: its file's document, not where the file is."""
    return content_hash(map_to_data(game_map))


def catalog_hash(catalog: Catalog) -> str:
    """The content hash of a catalog: every field of every card, not the file it came from."""
    return content_hash(_plain(catalog))


def _plain(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)
                if f.init and f.name != "source"}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def sweep_header(seed: int, bot: str, design: str, catalog: Catalog) -> dict[str, Any]:
    """The header of a sweep's results file: what every game depends on besides its map."""
    return {"format": RESULTS_FORMAT, "version": RESULTS_VERSION, "seed": seed, "bot": bot,
            "design": design, "mode": "standard", "max_rounds": GameConfig().max_rounds,
            "catalog": {"name": catalog.name, "sha256": catalog_hash(catalog)}}


# -- records as JSON ---------------------------------------------------------------------------

def record_to_json(r: GameRecord) -> dict[str, Any]:
    """A game record as a JSON-ready object (:func:`record_from_json` reads it back)."""
    return {"index": r.index, "factions": list(r.factions), "winners": list(r.winners),
            "win_type": r.win_type, "rounds": r.rounds, "first_blood": r.first_blood,
            "first_demolition": r.first_demolition,
            "fired_from": [str(h) for h in r.fired_from],
            "destroyed_at": [str(h) for h in r.destroyed_at],
            "deal": r.deal, "rotation": r.rotation, "luck": [list(row) for row in r.luck]}


def record_from_json(data: dict[str, Any]) -> GameRecord:
    """A game record from :func:`record_to_json` (raises ``KeyError``, ``TypeError`` or
    ``ValueError`` on anything else; a results file's lines are checked first).

    >>> from engine.mapfile import load_map
    >>> from engine.playtest.games import play_game
    >>> from engine.resources import builtin_map_path
    >>> r = play_game(load_map(builtin_map_path("final-stand")), 1, 2, "random", design="duplicate")
    >>> record_from_json(json.loads(json.dumps(record_to_json(r)))) == r
    True
    """
    return GameRecord(
        int(data["index"]), tuple(str(f) for f in data["factions"]),
        tuple(int(w) for w in data["winners"]), str(data["win_type"]), int(data["rounds"]),
        _optional_int(data["first_blood"]), _optional_int(data["first_demolition"]),
        tuple(Hex.parse(h) for h in data["fired_from"]),
        tuple(Hex.parse(h) for h in data["destroyed_at"]),
        int(data["deal"]), int(data["rotation"]),
        tuple(tuple(float(x) for x in row) for row in data["luck"]))


def _optional_int(x: Any) -> int | None:
    return None if x is None else int(x)


_PLAYABLE_LABELS = frozenset(str(h) for h in PLAYABLE)


def game_problem(record: dict[str, Any], players: int, factions: tuple[str, ...],
                 max_rounds: int | None) -> Problem | None:
    """What is wrong with a schema-valid game record of a ``players``-player map played
    with a catalog of ``factions`` under a round limit, or ``None``."""
    index = record["index"]
    seat_fields = [(f"/record/winners/{i}", w) for i, w in enumerate(record["winners"])]
    seat_fields += [(f"/record/{f}", record[f]) for f in ("first_blood", "first_demolition")]
    for where, seat in seat_fields:
        if seat is not None and not 0 <= seat < players:
            return Problem(where, TEXTS["seat"].format(seat=seat, players=players,
                                                       last=players - 1))
    deal, rotation = divmod(index, players)
    if (record["deal"], record["rotation"]) != (deal, rotation):
        return Problem("/record/deal", TEXTS["deal"].format(
            deal=record["deal"], rotation=record["rotation"], index=index, players=players,
            want_deal=deal, want_rotation=rotation))
    want = lineup(index, players, factions)
    if tuple(record["factions"]) != want:
        unknown = [f for f in record["factions"] if f not in factions]
        if unknown:
            return Problem("/record/factions", TEXTS["faction"].format(
                faction=unknown[0], known=", ".join(factions)))
        return Problem("/record/factions", TEXTS["lineup"].format(
            index=index, want=", ".join(want), got=", ".join(record["factions"]) or "none"))
    if max_rounds is not None and record["rounds"] > max_rounds:
        return Problem("/record/rounds", TEXTS["rounds"].format(rounds=record["rounds"],
                                                                limit=max_rounds))
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
                return Problem(f"/record/{name}/{i}", TEXTS[text].format(hex=label))
    luck = record["luck"]
    if len(luck) != players:
        return Problem("/record/luck", TEXTS["luck_rows"].format(rows=len(luck),
                                                                 players=players))
    for i, row in enumerate(luck):
        if len(row) != len(KINDS):
            return Problem(f"/record/luck/{i}", TEXTS["luck_kinds"].format(
                numbers=len(row), kinds=", ".join(KINDS)))
    return None


# -- reading lines -----------------------------------------------------------------------------

class _BadJson(ValueError):
    pass


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _BadJson(TEXTS["key_twice"].format(key=key))
        result[key] = value
    return result


def _no_constant(text: str) -> Any:
    raise _BadJson(TEXTS["number"].format(text=text))


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _BadJson(TEXTS["number"].format(text=text[:40]))
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
        return None, Problem("", TEXTS["empty"])
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        return None, Problem("", TEXTS["not_utf8"].format(at=e.start))
    if too_deep(raw):
        return None, Problem("", TEXTS["too_deep"])
    try:
        return json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constant,
                          parse_float=_finite), None
    except json.JSONDecodeError as e:
        return None, Problem(f"column {e.colno}", TEXTS["not_json"].format(reason=e.msg))
    except (ValueError, RecursionError) as e:  # _BadJson; integers of too many digits
        return None, Problem("", TEXTS["not_json"].format(reason=e))


def schema_problem(data: Any) -> Problem | None:
    """The first way a parsed line breaks the results schema, or ``None``."""
    if plain_game_line(data):
        return None  # the common case, checked without the (slow) validator
    for err in schema_validator(SCHEMA).iter_errors(data):
        return describe_schema_error(err, "results line")
    return None


_RECORD_FIELDS = frozenset(("index", "factions", "winners", "win_type", "rounds", "first_blood",
                            "first_demolition", "fired_from", "destroyed_at", "deal",
                            "rotation", "luck"))
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
    if type(r) is not dict or r.keys() != _RECORD_FIELDS:
        return False
    factions, winners, luck = r["factions"], r["winners"], r["luck"]
    return (_int(r["index"], 0, 1_000_000_000) and _int(r["rounds"], 1, 1_000_000)
            and _int(r["deal"], 0) and _int(r["rotation"], 0, 3)
            and all(s is None or _int(s, 0, 3) for s in (r["first_blood"],
                                                          r["first_demolition"]))
            and r["win_type"] in WIN_TYPES
            and type(factions) is list and 2 <= len(factions) <= 4
            and all(type(f) is str and _FACTION_ID.match(f) for f in factions)
            and type(winners) is list and 1 <= len(winners) <= 4
            and all(_int(w, 0, 3) for w in winners) and len(set(winners)) == len(winners)
            and all(type(hexes) is list and all(type(h) is str and h in _HEX_LABELS
                                                for h in hexes)
                    for hexes in (r["fired_from"], r["destroyed_at"]))
            and type(luck) is list and 2 <= len(luck) <= 4
            and all(type(row) is list and len(row) <= 8
                    and all(type(x) in (int, float) and -1_000_000 <= x <= 1_000_000
                            for x in row) for row in luck))


# -- the file ----------------------------------------------------------------------------------

_O_NONBLOCK: int = getattr(os, "O_NONBLOCK", 0)

_KINDS_OF_FILE = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe (FIFO)"),
                  (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"),
                  (stat.S_ISBLK, "a device"))


class ResultsFile:
    """A sweep's finished games, one JSON line each, appended as they finish.

    ``header``: :func:`sweep_header`; ``maps``: the sweep's maps by key; ``catalog``: the
    catalog the games are played with. :meth:`open` reads the games back and leaves the
    file ready for :meth:`add`; :meth:`close` ends it (a file this run created and kept
    no game in is removed)."""

    def __init__(self, path: Path, header: dict[str, Any], maps: Mapping[str, GameMap],
                 catalog: Catalog) -> None:
        self.path = path
        self.header = header
        self.maps = {key: (map_hash(m), m.players) for key, m in maps.items()}
        self.factions = tuple(f.id for f in catalog.factions)
        self.name = one_line(os.fspath(path))
        self._file: BinaryIO | None = None
        self._created = False
        self._added = 0

    def _error(self, text: str, line: int | None = None, where: str = "") -> ResultsFileError:
        place = f"{self.name}:{line}" if line is not None else self.name
        return ResultsFileError(f"{place}: {one_line(where) + ': ' if where else ''}{text}")

    def open(self) -> Found:
        """Open (or create) the file, check it against the run and read back its games.
        Raises :class:`ResultsFileError`; nothing is written then."""
        self._file, self._created = self._open_file()
        try:
            found, end, bound = self._read(self._file)
            self._file.seek(end)
            self._file.truncate(end)
            lines = [] if end else [self.header]
            if end and not self._ends_in_newline(end):
                self._file.write(b"\n")
            lines += [{"map": key, "sha256": digest, "players": players}
                      for key, (digest, players) in self.maps.items() if key not in bound]
            self._write(lines)
        except BaseException:
            self.close()
            raise
        return found

    def add(self, key: str, record: GameRecord) -> None:
        """Append one finished game."""
        self._write([{"map": key, "record": record_to_json(record)}])
        self._added += 1

    def close(self) -> None:
        if self._file is None:
            return
        self._file.close()
        self._file = None
        if self._created and not self._added:
            try:
                os.unlink(self.path)  # nothing kept: no file left behind
            except OSError:
                pass

    # -- inside ---------------------------------------------------------------------------

    def _write(self, lines: list[dict[str, Any]]) -> None:
        assert self._file is not None
        if not lines:
            return
        try:
            self._file.write(b"".join(json.dumps(d).encode("ascii") + b"\n" for d in lines))
            self._file.flush()
        except OSError as e:
            raise self._error(TEXTS["write"].format(reason=e.strerror or e)) from None

    def _ends_in_newline(self, end: int) -> bool:
        assert self._file is not None
        self._file.seek(end - 1)
        last = self._file.read(1)
        self._file.seek(end)
        return last == b"\n"

    def _open_file(self) -> tuple[BinaryIO, bool]:
        name = os.fspath(self.path)
        folder = one_line(os.path.dirname(os.path.abspath(name)))
        try:
            try:
                mode = os.stat(name).st_mode
            except FileNotFoundError:
                if os.path.lexists(name):
                    raise self._error(TEXTS["dangling"]) from None
                try:
                    fd = os.open(name, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o666)
                except FileNotFoundError:
                    raise self._error(TEXTS["no_folder"].format(folder=folder)) from None
                except PermissionError:
                    raise self._error(TEXTS["cannot_create"].format(folder=folder)) from None
                return os.fdopen(fd, "w+b"), True
            self._refuse_special(mode)
            fd = os.open(name, os.O_RDWR | _O_NONBLOCK)
            try:
                self._refuse_special(os.fstat(fd).st_mode)  # swapped since the stat
                if _O_NONBLOCK:
                    os.set_blocking(fd, True)
            except BaseException:
                os.close(fd)
                raise
            return os.fdopen(fd, "r+b"), False
        except PermissionError:
            raise self._error(TEXTS["cannot_open"]) from None
        except OSError as e:
            if e.errno == errno.ELOOP:
                raise self._error(TEXTS["loop"]) from None
            if e.errno == errno.ENOTDIR:
                raise self._error(TEXTS["not_folder"]) from None
            if e.errno == errno.EISDIR:
                raise self._error(TEXTS["not_regular"].format(kind="a folder")) from None
            raise self._error(TEXTS["os"].format(reason=e.strerror or e)) from None
        except ValueError as e:  # a NUL character in the name
            raise self._error(TEXTS["os"].format(reason=e)) from None

    def _refuse_special(self, mode: int) -> None:
        if not stat.S_ISREG(mode):
            kind = next((k for test, k in _KINDS_OF_FILE if test(mode)), "not a regular file")
            raise self._error(TEXTS["not_regular"].format(kind=kind))

    def _read(self, file: BinaryIO) -> tuple[Found, int, set[str]]:
        """The games, the offset after the last line kept, and the keys of the maps bound."""
        found: Found = {}
        seen: dict[tuple[str, int], int] = {}
        bound: dict[str, tuple[str, int, int]] = {}   # key -> (hash, players, line)
        end = n = 0
        while True:
            try:
                raw = file.readline(MAX_LINE_BYTES + 1)
            except OSError as e:
                raise self._error(TEXTS["read"].format(reason=e.strerror or e)) from None
            if not raw:
                break
            n += 1
            whole = raw.endswith(b"\n")
            if not whole and len(raw) > MAX_LINE_BYTES:
                raise self._error(TEXTS["too_long"], n)
            if not whole and n > 1:
                break  # a torn last line: the writer was stopped mid-line; played again
            data, problem = parse_line(raw)
            if n == 1:
                self._check_header(data)
            elif problem is not None:
                raise self._error(problem.message, n, problem.where)
            elif isinstance(data, dict) and "format" in data:
                raise self._error(TEXTS["header_again"], n)
            else:
                problem = schema_problem(data)
                if problem is not None:
                    raise self._error(problem.message, n, problem.where)
                if "record" in data:
                    self._take_game(data, n, bound, found, seen)
                else:
                    self._take_binding(data, n, bound)
            end = file.tell()
        return found, end, set(bound)

    def _check_header(self, head: Any) -> None:
        if not isinstance(head, dict) or head.get("format") != RESULTS_FORMAT:
            raise self._error(TEXTS["not_results"], 1)
        version = head.get("version")
        if isinstance(version, int) and not isinstance(version, bool):
            if version < RESULTS_VERSION:
                raise self._error(TEXTS["older"].format(version=version), 1)
            if version > RESULTS_VERSION:
                raise self._error(TEXTS["newer"].format(version=version), 1)
        problem = schema_problem(head)
        if problem is not None:
            raise self._error(problem.message, 1, problem.where)
        for field in ("seed", "bot", "design", "mode", "max_rounds"):
            if head[field] != self.header[field]:
                raise self._error(TEXTS["setting"].format(
                    field=field.replace("_", " "), then=one_line(repr(head[field])),
                    now=one_line(repr(self.header[field]))), 1)
        if head["catalog"] != self.header["catalog"]:
            raise self._error(TEXTS["catalog"].format(
                then=_catalog_text(head["catalog"]), now=_catalog_text(self.header["catalog"])),
                1)

    def _take_binding(self, data: dict[str, Any], n: int,
                      bound: dict[str, tuple[str, int, int]]) -> None:
        key, digest, players = data["map"], data["sha256"], data["players"]
        if key in bound:
            if bound[key][:2] != (digest, players):
                raise self._error(TEXTS["map_again"].format(key=one_line(key),
                                                            line=bound[key][2]), n)
            return
        bound[key] = (digest, players, n)
        now = self.maps.get(key)
        if now is not None and now != (digest, players):
            raise self._error(TEXTS["map_changed"].format(
                key=one_line(key), then=_map_text(digest, players),
                now=_map_text(*now)), n)

    def _take_game(self, data: dict[str, Any], n: int, bound: dict[str, tuple[str, int, int]],
                   found: Found, seen: dict[tuple[str, int], int]) -> None:
        key, record = data["map"], data["record"]
        if key not in bound:
            raise self._error(TEXTS["unbound"].format(key=one_line(key)), n)
        problem = game_problem(record, bound[key][1], self.factions, self.header["max_rounds"])
        if problem is not None:
            raise self._error(problem.message, n, problem.where)
        game = record_from_json(record)
        games = found.setdefault(key, {})
        first = seen.get((key, game.index))
        if first is not None:
            if games[game.index] != game:
                raise self._error(TEXTS["twice"].format(index=game.index, key=one_line(key),
                                                        line=first), n)
            return
        seen[(key, game.index)] = n
        games[game.index] = game


def _short(digest: str) -> str:
    return f"sha256 {digest[:12]}"


def _map_text(digest: str, players: int) -> str:
    return f"{players} players, {_short(digest)}"


def _catalog_text(catalog: dict[str, Any]) -> str:
    return f"{one_line(repr(catalog['name']))}, {_short(catalog['sha256'])}"
