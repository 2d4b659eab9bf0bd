"""Results files of balance sweeps: every finished game kept as a JSON line, bound to what
produced it.

A results file (JSON Lines, ``schemas/playtest-results.schema.json``) starts with a header
naming everything a game depends on besides its map — the seed, the bot, the design, the
mode, the round limit and the catalog, by name and content hash. Before the first game of
a map comes a line binding the map's key (its path as given) to the map's content hash
(SHA-256 of its canonical JSON, :func:`map_hash`) and players; then one line per game.

A run with the same file (:meth:`ResultsFile.open`) refuses it in one line naming what
differs when the header or a map's binding does not match the run, and checks every line
before using it (:mod:`engine.playtest.results_lines`): its JSON, the schema, then its
meaning (seats below the map's players, the game's lineup of factions, rounds within the
limit, hexes a unit can stand on, no game kept twice with two outcomes). A bad line is
refused with the file and the line number. A torn last line (no newline: the writer was
stopped mid-line) is dropped and its game played again; a line nested too deeply is
refused before it is parsed. While a run uses the file it holds a lock on it, so a
second run on the same file is refused in one line instead of writing over the first's
lines (POSIX systems; the lock ends with the run, even one that crashes).

Each game's line is appended whole or not at all: a write that fails part-way (a full
disk) is cut off again, so the file keeps only whole lines, the games kept so far, and
the refusal says so in one line. :meth:`ResultsFile.sync` puts the lines on the disk at
the end of a run.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import sys
from pathlib import Path
from typing import Any, BinaryIO, Callable, Mapping

from engine.core.errors import GkrError, one_line
from engine.core.messages import N_, _, ngettext
from engine.files.jsondoc import human_size
from engine.files.mapfile import map_to_data
from engine.game.catalog import Catalog
from engine.game.modes import STANDARD_GAME
from engine.game.sandbox.catalog_ref import catalog_hash, content_hash
from engine.game.state import GameConfig
from engine.mapmodel.model import GameMap
from engine.playtest.results_lines import (
    MAX_LINE_BYTES,
    game_problem,
    parse_line,
    record_from_json,
    record_to_json,
    schema_problem,
)
from engine.playtest.results_lines import text_of as line_text
from engine.selfplay.games import GameRecord

__all__ = [
    "RESULTS_FORMAT",
    "RESULTS_VERSION",
    "ResultsFile",
    "ResultsFileError",
    "catalog_hash",
    "content_hash",
    "map_hash",
    "sweep_header",
]

RESULTS_FORMAT = "gkr-playtest-results"
RESULTS_VERSION = 2

Found = dict[str, dict[int, GameRecord]]
"""Games read back: by map key, then game index."""

TEXTS = {
    "not_results": N_(
        'not a playtest results file (its first line should say "format": "{format}")'
    ),
    "older": N_(
        "a results file of format version {version}, from an earlier GKR Studio, whose"
        " games are not bound to their maps; give a new results file"
    ),
    "newer": N_(
        "a results file of format version {version}, newer than this GKR Studio reads"
        " (up to {latest}); update GKR Studio"
    ),
    "setting": N_(
        "made with {field} {then}, not {now}; use another results file or the same options"
    ),
    "catalog": N_(
        "made with another catalog ({then}), not {now}; use another results file or"
        " the same catalog"
    ),
    "map_changed": N_(
        "the map {key} has changed since its games were kept ({then} then, {now}"
        " now); use another results file, or the map as it was"
    ),
    "map_again": N_("the map {key} is bound again, to another map (first on line {line})"),
    "unbound": N_("a game of the map {key} before the line that binds that map"),
    "header_again": N_("a second header; only the first line is one"),
    "twice": N_("game {index} of {key} is also on line {line}, with another outcome"),
    "dangling": N_("a symbolic link to a missing file; give the path of the results file itself"),
    "loop": N_("a loop of symbolic links"),
    "no_folder": N_("cannot be created: no folder {folder}"),
    "not_folder": N_("a part of the path is a file, not a folder"),
    "cannot_create": N_("cannot be created in {folder} (permission denied)"),
    "cannot_open": N_("cannot be opened for reading and appending (permission denied)"),
    "not_regular": N_("is {kind}, not a results file; only regular files are kept"),
    "os": N_("cannot be opened ({reason})"),
    "read": N_("cannot be read ({reason})"),
    "write": N_("cannot be written ({reason}); the games kept so far are in it"),
    "played_otherwise": N_(
        "game {index} of {key} ends otherwise when played again"
        " ({then} then, {now} now): the file was made by another version"
        " of the rules or the bots, or edited; use another results file"
    ),
    "in_use": N_("is in use by another run; wait for it to end, or give another results file"),
}


def text_of(key: str) -> str:
    """:data:`TEXTS`' text ``key`` in the current language."""
    return _(TEXTS[key])


SETTINGS = {
    "seed": N_("seed"),
    "bot": N_("bot"),
    "design": N_("design"),
    "mode": N_("mode"),
    "max_rounds": N_("max rounds"),
}
"""The header's settings a results file must share with the run, and their names."""


class ResultsFileError(GkrError):
    """A results file that cannot be used: another run's, a bad line, a path that cannot be
    read or written. Its text is one line naming the file (and the line)."""


# -- content hashes ----------------------------------------------------------------------------


def map_hash(game_map: GameMap) -> str:
    """The content hash of a map: its file's document, not where the file is."""
    return content_hash(map_to_data(game_map))


def sweep_header(seed: int, bot: str, design: str, catalog: Catalog) -> dict[str, Any]:
    """The header of a sweep's results file: what every game depends on besides its map."""
    return {
        "format": RESULTS_FORMAT,
        "version": RESULTS_VERSION,
        "seed": seed,
        "bot": bot,
        "design": design,
        "mode": STANDARD_GAME.name,
        "max_rounds": GameConfig().max_rounds,
        "catalog": {"name": catalog.name, "sha256": catalog_hash(catalog)},
    }


# -- the file ----------------------------------------------------------------------------------

_O_NONBLOCK: int = getattr(os, "O_NONBLOCK", 0)

_KINDS_OF_FILE = (
    (stat.S_ISDIR, N_("a folder")),
    (stat.S_ISFIFO, N_("a named pipe (FIFO)")),
    (stat.S_ISSOCK, N_("a socket")),
    (stat.S_ISCHR, N_("a device")),
    (stat.S_ISBLK, N_("a device")),
)


class ResultsFile:
    """A sweep's finished games, one JSON line each, appended as they finish.

    ``header``: :func:`sweep_header`; ``maps``: the sweep's maps by key; ``catalog``: the
    catalog the games are played with. :meth:`open` reads the games back and leaves the
    file ready for :meth:`add`; :meth:`close` ends it (a file this run created and kept
    no game in is removed)."""

    def __init__(
        self, path: Path, header: dict[str, Any], maps: Mapping[str, GameMap], catalog: Catalog
    ) -> None:
        self.path = path
        self.header = header
        self.maps = {key: (map_hash(m), m.players) for key, m in maps.items()}
        self.factions = tuple(f.id for f in catalog.factions)
        self.name = one_line(os.fspath(path))
        self._file: BinaryIO | None = None
        self._created = False
        self._added = 0
        self._end = 0

    def _error(self, text: str, line: int | None = None, where: str = "") -> ResultsFileError:
        place = f"{self.name}:{line}" if line is not None else self.name
        return ResultsFileError(f"{place}: {one_line(where) + ': ' if where else ''}{text}")

    def open(self, play: Callable[[str, int], GameRecord] | None = None) -> Found:
        """Open (or create) the file, check it against the run and read back its games;
        with ``play``, also :meth:`check_played_again`. Raises :class:`ResultsFileError`;
        nothing is written then."""
        self._file, self._created = self._open_file()
        try:
            self._lock(self._file)
            found, end, bound = self._read(self._file)
            if play is not None:
                self.check_played_again(found, play)
            self._file.seek(end)
            self._file.truncate(end)
            self._end = end
            lines = [] if end else [self.header]
            torn = bool(end) and not self._ends_in_newline(end)
            lines += [
                {"map": key, "sha256": digest, "players": players}
                for key, (digest, players) in self.maps.items()
                if key not in bound
            ]
            self._write(lines, b"\n" if torn else b"")
        except BaseException:
            self.close()
            raise
        return found

    def check_played_again(self, found: Found, play: Callable[[str, int], GameRecord]) -> None:
        """Play again the first game read back (``play(key, index)``, as the run plays
        its games) and refuse the file, in one line, when it ends otherwise: a file of an
        earlier version of the rules or the bots would mix its games with differently
        played ones, and nothing in the lines shows it. Only what the line records is
        compared (an earlier line may lack the seats' play). The games read back are all
        of one process, so one game tells."""
        for key in sorted(found):
            if not found[key] or key not in self.maps:
                continue
            index = min(found[key])
            then = record_to_json(found[key][index])
            now = record_to_json(play(key, index))
            differs = sorted(k for k, v in then.items() if now.get(k) != v)
            if differs:
                field = differs[0]
                raise self._error(
                    text_of("played_otherwise").format(
                        index=index,
                        key=key,
                        then=f"{field} {one_line(json.dumps(then[field]))[:60]}",
                        now=one_line(json.dumps(now.get(field)))[:60],
                    )
                )
            return

    def add(self, key: str, record: GameRecord) -> None:
        """Append one finished game."""
        self._write([{"map": key, "record": record_to_json(record)}])
        self._added += 1

    def sync(self) -> None:
        """Put the lines written on the disk (the end of a run); raises
        :class:`ResultsFileError` when the system cannot (a full disk it found late)."""
        if self._file is None:
            return
        try:
            os.fsync(self._file.fileno())
        except OSError as e:
            raise self._error(text_of("write").format(reason=e.strerror or e)) from None

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

    def _write(self, lines: list[dict[str, Any]], before: bytes = b"") -> None:
        """Append ``lines`` (after ``before``) whole, or not at all: the file is written
        to directly, not through a buffer that a later flush would write half of, and a
        write that fails part-way is cut off again (the file ends with the last whole
        line)."""
        assert self._file is not None
        if not lines and not before:
            return
        data = before + b"".join(json.dumps(d).encode("ascii") + b"\n" for d in lines)
        fd = self._file.fileno()
        try:
            os.lseek(fd, self._end, os.SEEK_SET)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
        except OSError as e:
            try:
                os.ftruncate(fd, self._end)
            except OSError:
                pass
            raise self._error(text_of("write").format(reason=e.strerror or e)) from None
        self._end += len(data)

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
                    raise self._error(text_of("dangling")) from None
                try:
                    fd = os.open(name, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o666)
                except FileNotFoundError:
                    raise self._error(text_of("no_folder").format(folder=folder)) from None
                except PermissionError:
                    raise self._error(text_of("cannot_create").format(folder=folder)) from None
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
            raise self._error(text_of("cannot_open")) from None
        except OSError as e:
            if e.errno == errno.ELOOP:
                raise self._error(text_of("loop")) from None
            if e.errno == errno.ENOTDIR:
                raise self._error(text_of("not_folder")) from None
            if e.errno == errno.EISDIR:
                raise self._error(text_of("not_regular").format(kind=_("a folder"))) from None
            raise self._error(text_of("os").format(reason=e.strerror or e)) from None
        except ValueError as e:  # a NUL character in the name
            raise self._error(text_of("os").format(reason=e)) from None

    def _lock(self, file: BinaryIO) -> None:
        """Hold the file for this run alone until :meth:`close`: two runs appending to one
        file would write over each other's lines. The lock goes with the process, so a
        run that crashes leaves none behind. Where the system has no such locks (Windows)
        or the file system refuses them (some network folders), the file is used
        unlocked."""
        if sys.platform == "win32":
            return
        import fcntl

        try:
            fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise self._error(text_of("in_use")) from None
        except OSError:
            pass

    def _refuse_special(self, mode: int) -> None:
        if not stat.S_ISREG(mode):
            kind = next((_(k) for test, k in _KINDS_OF_FILE if test(mode)), _("not a regular file"))
            raise self._error(text_of("not_regular").format(kind=kind))

    def _read(self, file: BinaryIO) -> tuple[Found, int, set[str]]:
        """The games, the offset after the last line kept, and the keys of the maps bound."""
        found: Found = {}
        seen: dict[tuple[str, int], int] = {}
        bound: dict[str, tuple[str, int, int]] = {}  # key -> (hash, players, line)
        end = n = 0
        while True:
            try:
                raw = file.readline(MAX_LINE_BYTES + 1)
            except OSError as e:
                raise self._error(text_of("read").format(reason=e.strerror or e)) from None
            if not raw:
                break
            n += 1
            whole = raw.endswith(b"\n")
            if not whole and len(raw) > MAX_LINE_BYTES:
                raise self._error(line_text("too_long").format(size=human_size(MAX_LINE_BYTES)), n)
            if not whole and n > 1:
                break  # a torn last line: the writer was stopped mid-line; played again
            data, problem = parse_line(raw)
            if n == 1:
                self._check_header(data)
            elif problem is not None:
                raise self._error(problem.message, n, problem.where)
            elif isinstance(data, dict) and "format" in data:
                raise self._error(text_of("header_again"), n)
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
            raise self._error(text_of("not_results").format(format=RESULTS_FORMAT), 1)
        version = head.get("version")
        if isinstance(version, int) and not isinstance(version, bool):
            if version < RESULTS_VERSION:
                raise self._error(text_of("older").format(version=version), 1)
            if version > RESULTS_VERSION:
                raise self._error(
                    text_of("newer").format(version=version, latest=RESULTS_VERSION), 1
                )
        problem = schema_problem(head)
        if problem is not None:
            raise self._error(problem.message, 1, problem.where)
        for field, name in SETTINGS.items():
            if head[field] != self.header[field]:
                raise self._error(
                    text_of("setting").format(
                        field=_(name),
                        then=one_line(repr(head[field])),
                        now=one_line(repr(self.header[field])),
                    ),
                    1,
                )
        if head["catalog"] != self.header["catalog"]:
            raise self._error(
                text_of("catalog").format(
                    then=_catalog_text(head["catalog"]), now=_catalog_text(self.header["catalog"])
                ),
                1,
            )

    def _take_binding(
        self, data: dict[str, Any], n: int, bound: dict[str, tuple[str, int, int]]
    ) -> None:
        key, digest, players = data["map"], data["sha256"], data["players"]
        if key in bound:
            if bound[key][:2] != (digest, players):
                raise self._error(
                    text_of("map_again").format(key=one_line(key), line=bound[key][2]), n
                )
            return
        bound[key] = (digest, players, n)
        now = self.maps.get(key)
        if now is not None and now != (digest, players):
            raise self._error(
                text_of("map_changed").format(
                    key=one_line(key), then=_map_text(digest, players), now=_map_text(*now)
                ),
                n,
            )

    def _take_game(
        self,
        data: dict[str, Any],
        n: int,
        bound: dict[str, tuple[str, int, int]],
        found: Found,
        seen: dict[tuple[str, int], int],
    ) -> None:
        key, record = data["map"], data["record"]
        if key not in bound:
            raise self._error(text_of("unbound").format(key=one_line(key)), n)
        problem = game_problem(record, bound[key][1], self.factions, self.header["max_rounds"])
        if problem is not None:
            raise self._error(problem.message, n, problem.where)
        game = record_from_json(record)
        games = found.setdefault(key, {})
        first = seen.get((key, game.index))
        if first is not None:
            if games[game.index] != game:
                raise self._error(
                    text_of("twice").format(index=game.index, key=one_line(key), line=first), n
                )
            return
        seen[(key, game.index)] = n
        games[game.index] = game


def _short(digest: str) -> str:
    return f"sha256 {digest[:12]}"


def _map_text(digest: str, players: int) -> str:
    return ngettext("{players} player, {digest}", "{players} players, {digest}", players).format(
        players=players, digest=_short(digest)
    )


def _catalog_text(catalog: dict[str, Any]) -> str:
    return f"{one_line(repr(catalog['name']))}, {_short(catalog['sha256'])}"
