"""How a saved game or position names its card catalog: by name and content hash, with
the catalog's document embedded when it is not a built-in one.

A file made with the built-in stand-in catalog names it only; any other catalog travels
inside the file (``document``: the catalog file's JSON), so a game file opens on another
machine. The content hash is the one of the playtest results files.

>>> from engine.game.catalog_file import standin_catalog
>>> ref = catalog_reference(standin_catalog())
>>> sorted(ref), ref["name"] == standin_catalog().name
(['name', 'sha256'], True)
>>> catalog_from_reference(ref) is standin_catalog()
True
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

from engine.core.errors import CatalogError, GkrError, Problem
from engine.core.messages import N_, _
from engine.game.catalog import Catalog
from engine.game.catalog_file import catalog_from_data, standin_catalog

TEXTS = {
    "unknown": N_(
        "made with the catalog {name} (sha256 {short}…), which is neither built in nor"
        " embedded in the file"
    ),
    "mismatch": N_(
        "the embedded catalog's content hash is {found}…, not the {short}… the file gives"
    ),
    "no_document": N_(
        "the catalog {name} is neither built in nor as it was read from a"
        " catalog file, so it cannot be embedded"
    ),
}


def _text(key: str) -> str:
    """:data:`TEXTS`' text ``key`` in the current language."""
    return _(TEXTS[key])


def content_hash(data: Any) -> str:
    """SHA-256 of the canonical JSON of ``data`` (keys sorted, no spaces, ASCII).

    >>> content_hash({"b": 1, "a": [2]}) == content_hash({"a": [2], "b": 1})
    True
    """
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


_NOT_CONTENT = frozenset({"source", "document"})
"""A catalog's fields that say where it came from, not what its cards are."""


def catalog_hash(catalog: Catalog) -> str:
    """The content hash of a catalog: every field of every card, not the file it came from."""
    return content_hash(_plain(catalog))


def _plain(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: _plain(getattr(value, f.name))
            for f in fields(value)
            if f.init and f.name not in _NOT_CONTENT
        }
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def builtin_catalogs() -> tuple[Catalog, ...]:
    """The catalogs every copy of GKR Studio has."""
    return (standin_catalog(),)


def catalog_reference(catalog: Catalog) -> dict[str, Any]:
    """The ``catalog`` field of a saved file: its name and hash, and its ``document`` (the
    catalog file's JSON it was read from, :attr:`Catalog.document`) unless it is built in.
    No file is read. Raises :class:`GkrError` for a catalog that is not built in and was
    made in code, not read from a document."""
    digest = catalog_hash(catalog)
    ref: dict[str, Any] = {"name": catalog.name, "sha256": digest}
    if any(catalog_hash(c) == digest for c in builtin_catalogs()):
        return ref
    document = catalog.document
    if document is None or not _describes(document, digest):
        raise GkrError(_text("no_document").format(name=json.dumps(catalog.name)))
    ref["document"] = document
    return ref


_DESCRIBED: dict[str, Any] = {}
"""The documents found to read as the catalog of each content hash (a few, the latest)."""


def _describes(document: Any, digest: str) -> bool:
    """Whether ``document`` reads as a catalog of content hash ``digest`` (a catalog
    changed in code after it was read keeps a document that no longer says what it is)."""
    if _DESCRIBED.get(digest) is document:
        return True
    try:
        found = catalog_hash(catalog_from_data(document))
    except CatalogError:
        return False
    if found == digest:
        if len(_DESCRIBED) >= 8:
            _DESCRIBED.pop(next(iter(_DESCRIBED)))
        _DESCRIBED[digest] = document
    return found == digest


def catalog_from_reference(
    ref: dict[str, Any], where: str = "/catalog", known: tuple[Catalog, ...] = ()
) -> Catalog:
    """The catalog a file's ``catalog`` field (schema-checked) names: its embedded document,
    or a built-in catalog (or one of ``known``) of that hash. Raises
    :class:`CatalogError` with problems placed under ``where``."""
    short = ref["sha256"][:12]
    if "document" in ref:
        try:
            catalog = catalog_from_data(ref["document"])
        except CatalogError as e:
            raise CatalogError(
                "", [Problem(where + "/document" + p.where, p.message) for p in e.problems]
            ) from None
        found = catalog_hash(catalog)
        if found != ref["sha256"]:
            raise CatalogError(
                "",
                [
                    Problem(
                        where + "/sha256", _text("mismatch").format(found=found[:12], short=short)
                    )
                ],
            )
        return catalog
    for catalog in builtin_catalogs() + known:
        if catalog_hash(catalog) == ref["sha256"]:
            return catalog
    raise CatalogError(
        "", [Problem(where, _text("unknown").format(name=json.dumps(ref["name"]), short=short))]
    )
