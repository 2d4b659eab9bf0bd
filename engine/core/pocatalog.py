"""Reading a gettext ``.po`` catalog without any tool: what ``msgfmt`` does, in memory.

An installed package carries compiled ``.mo`` catalogs (``hatch_build.py`` compiles them);
a checkout has only the ``.po`` sources, which :func:`translations_from_po` reads directly
into the same :class:`gettext.GNUTranslations` object a ``.mo`` file gives, plural forms
included. Fuzzy (unfinished) entries and obsolete (``#~``) ones are left out, as ``msgfmt``
leaves them out.

>>> po = '''
... msgid ""
... msgstr "Content-Type: text/plain; charset=UTF-8\\\\n"
... "Plural-Forms: nplurals=2; plural=(n > 1);\\\\n"
...
... msgid "hex"
... msgid_plural "hexes"
... msgstr[0] "hexagone"
... msgstr[1] "hexagones"
...
... #, fuzzy
... msgid "Map"
... msgstr "Carte"
... '''
>>> t = translations_from_text(po)
>>> t.ngettext("hex", "hexes", 1), t.ngettext("hex", "hexes", 2), t.gettext("Map")
('hexagone', 'hexagones', 'Map')
"""

from __future__ import annotations

import ast
import gettext
import io
import struct
from dataclasses import dataclass, field
from pathlib import Path


class PoSyntaxError(ValueError):
    """A ``.po`` file that is not well formed: its line number and what is wrong."""


@dataclass
class PoEntry:
    """One message of a ``.po`` file."""

    msgid: str = ""
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: dict[int, str] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)
    obsolete: bool = False

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        """Every form has a non-empty translation."""
        return bool(self.msgstr) and all(self.msgstr.values())

    @property
    def key(self) -> str:
        """The message's key in a ``.mo`` file: ``context\\x04msgid``."""
        return self.msgid if self.msgctxt is None else f"{self.msgctxt}\x04{self.msgid}"


def parse_po(text: str, name: str = "<po>") -> list[PoEntry]:
    """The entries of a ``.po`` text, the header (``msgid ""``) first if it has one."""
    entries: list[PoEntry] = []
    entry = PoEntry()
    section: str | None = None
    index = 0
    started = False

    def finish() -> None:
        nonlocal entry, section, started
        if started:
            entries.append(entry)
        entry, section, started = PoEntry(), None, False

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
        elif line.startswith("#"):
            if section in ("msgstr",):
                finish()
            if line.startswith("#,"):
                entry.flags.update(f.strip() for f in line[2:].split(",") if f.strip())
            continue
        if not line:
            continue
        keyword, _, rest = line.partition(" ")
        if keyword.startswith('"'):
            rest, keyword = line, ""
        elif keyword in ("msgctxt", "msgid") and section == "msgstr":
            finish()
        if obsolete:
            entry.obsolete = True
        try:
            value = ast.literal_eval(rest.strip()) if rest.strip() else ""
        except (SyntaxError, ValueError) as exc:
            raise PoSyntaxError(f"{name}:{number}: not a quoted string: {raw!r}") from exc
        if not isinstance(value, str):
            raise PoSyntaxError(f"{name}:{number}: not a quoted string: {raw!r}")
        started = True
        if keyword == "msgctxt":
            section, entry.msgctxt = "msgctxt", value
        elif keyword == "msgid":
            section, entry.msgid = "msgid", value
        elif keyword == "msgid_plural":
            section, entry.msgid_plural = "msgid_plural", value
        elif keyword.startswith("msgstr"):
            index = int(keyword[7:-1]) if keyword.startswith("msgstr[") else 0
            section = "msgstr"
            entry.msgstr[index] = value
        elif keyword == "":
            if section == "msgctxt":
                entry.msgctxt = (entry.msgctxt or "") + value
            elif section == "msgid":
                entry.msgid += value
            elif section == "msgid_plural":
                entry.msgid_plural = (entry.msgid_plural or "") + value
            elif section == "msgstr":
                entry.msgstr[index] += value
            else:
                raise PoSyntaxError(f"{name}:{number}: a string outside any entry")
        else:
            raise PoSyntaxError(f"{name}:{number}: unknown keyword {keyword!r}")
    finish()
    return entries


def mo_bytes(entries: list[PoEntry]) -> bytes:
    """The ``.mo`` file of the translated, finished, current ``entries`` (the header
    always), as ``msgfmt`` writes it."""
    pairs: dict[bytes, bytes] = {}
    for e in entries:
        if e.obsolete or (e.msgid and (e.fuzzy or not e.translated)):
            continue
        key = e.key if e.msgid_plural is None else f"{e.key}\x00{e.msgid_plural}"
        value = "\x00".join(e.msgstr[i] for i in sorted(e.msgstr))
        pairs[key.encode("utf-8")] = value.encode("utf-8")
    keys = sorted(pairs)
    ids = b"".join(k + b"\x00" for k in keys)
    strs = b"".join(pairs[k] + b"\x00" for k in keys)
    count = len(keys)
    start_ids = 7 * 4 + count * 16
    start_strs = start_ids + len(ids)
    offsets: list[int] = []
    o1 = o2 = 0
    for k in keys:
        offsets += [len(k), start_ids + o1]
        o1 += len(k) + 1
    for k in keys:
        offsets += [len(pairs[k]), start_strs + o2]
        o2 += len(pairs[k]) + 1
    header = struct.pack("Iiiiiii", 0x950412DE, 0, count, 7 * 4, 7 * 4 + count * 8, 0, 0)
    return header + struct.pack(f"{len(offsets)}i", *offsets) + ids + strs


def translations_from_text(text: str, name: str = "<po>") -> gettext.GNUTranslations:
    """The translations of a ``.po`` text, as if compiled to ``.mo`` and loaded."""
    return gettext.GNUTranslations(io.BytesIO(mo_bytes(parse_po(text, name))))


def translations_from_po(path: Path) -> gettext.GNUTranslations:
    """The translations of the ``.po`` file at ``path``."""
    return translations_from_text(path.read_text(encoding="utf-8"), path.name)
