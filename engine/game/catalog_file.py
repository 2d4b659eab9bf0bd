"""Catalog files (``.catalog.json``): reading and checking them, and the built-in stand-in
catalog (``catalogs/standin.catalog.json``).

A catalog file is checked like a map file: size, JSON, the schema
``schemas/catalog.schema.json`` (shape), then the meaning (unique ids, reserved words, a
legal default deck). Every problem is a :class:`~engine.core.errors.CatalogError` line
naming the file and the place (a JSON pointer). A catalog read from a document keeps it
(:attr:`~engine.game.catalog.Catalog.document`), so a game or position file made with it
embeds it again as it was read, without reading any file.

>>> cat = standin_catalog()
>>> cat.name, cat.document["format"]
('Stand-in catalog', 'gkr-catalog')
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from typing import Any, Final, Mapping

from engine.core.errors import CatalogError, Problem
from engine.core.messages import _
from engine.files import schema_check
from engine.files.jsondoc import parse_json, read_text
from engine.files.resources import catalog_path
from engine.files.schema_check import check_header, describe_schema_error
from engine.game.catalog import (
    MAX_DEPLOY,
    PRIMARY_COPIES,
    SECONDARY_COPIES,
    SUPPORT_CLASSES,
    AchievementPath,
    Card,
    CardKind,
    Catalog,
    DeckSpec,
    Effect,
    Faction,
    Pilot,
    SponsorCard,
    SupportUnitCard,
    Upgrade,
    deck_problems,
)

FORMAT: Final = "gkr-catalog"
VERSION: Final = 1
SUFFIX: Final = ".catalog.json"
MAX_FILE_BYTES: Final = 1_000_000
STANDIN: Final = "standin"
"""Name of the built-in stand-in catalog (``catalogs/standin.catalog.json``)."""

RESERVED_WORDS: Final = frozenset(
    {
        "hh",
        "combat",
        "repair",
        "recon",
        "face",
        "hand",
        "deck",
        "sponsor",
        "none",
        "pass",
        "keep",
        "reboot",
        "accept",
        "reroll",
        "play",
        "fire",
        "hold",
        "tag",
        "move",
        "deploy",
        "declare",
        "react",
        "damage",
        "discard",
        "push",
        "ally",
        "pilot",
        "path",
    }
)
"""Words of the action language (:mod:`engine.game.actions`) that no card id may be."""

_ID: Final = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


def load_catalog(path: str | os.PathLike[str]) -> Catalog:
    """Read and check a catalog file; raises :class:`~engine.core.errors.CatalogError`."""
    name = os.fspath(path)
    text = read_text(name, MAX_FILE_BYTES, "catalog file", CatalogError)
    return loads_catalog(text, name)


def loads_catalog(text: str, source: str = "<catalog>") -> Catalog:
    """Parse and check the text of a catalog file; ``source`` names it in messages.

    >>> loads_catalog('{"format": "gkr-catalog", "version": 1}', "mine.catalog.json")
    Traceback (most recent call last):
    ...
    engine.core.errors.CatalogError: mine.catalog.json: /name: missing field "name"
    mine.catalog.json: /factions: missing field "factions"
    mine.catalog.json: /sponsors: missing field "sponsors"
    mine.catalog.json: /achievements: missing field "achievements"
    """
    data = parse_json(text, source, MAX_FILE_BYTES, "catalog file", CatalogError)
    return catalog_from_data(data, source)


def catalog_from_data(data: Any, source: str = "<catalog>") -> Catalog:
    """Check decoded JSON (header, schema, meaning) and build the catalog."""
    problems = check_header(data, FORMAT, VERSION, "catalog file", {})
    if not problems:
        problems = schema_check.schema_problems(
            "catalog", data, lambda e: describe_schema_error(e, "catalog file"), _order
        )
    if problems:
        raise CatalogError(source, problems)
    catalog, problems = _build(data, source)
    if problems:
        raise CatalogError(source, problems)
    return catalog


@lru_cache(maxsize=None)
def standin_catalog() -> Catalog:
    """The built-in stand-in catalog (loaded once)."""
    return load_catalog(catalog_path(STANDIN))


def _order(p: Problem) -> tuple[int, str]:
    head = p.where.split("/")[1] if p.where.startswith("/") else ""
    fields = [
        "format",
        "version",
        "name",
        "description",
        "factions",
        "sponsors",
        "achievements",
        "pilots",
    ]
    return (fields.index(head) if head in fields else -1, p.where)


def _effect(d: Mapping[str, Any] | None) -> Effect | None:
    return None if d is None else Effect(d["kind"], int(d.get("value", 0)))


_SECTIONS: Final[tuple[tuple[str, CardKind], ...]] = (
    ("primary", CardKind.PRIMARY),
    ("secondary", CardKind.SECONDARY),
    ("orbital", CardKind.ORBITAL),
    ("reaction", CardKind.REACTION),
    ("maneuver", CardKind.MANEUVER),
)


def _build(data: dict[str, Any], source: str) -> tuple[Catalog, list[Problem]]:
    problems: list[Problem] = []

    def check_id(card_id: str, where: str, seen: dict[str, str], card: bool = True) -> None:
        if not _ID.match(card_id):
            problems.append(
                Problem(
                    where,
                    _(
                        "{id!r} is not an id: use lower-case words joined by '-' (dire-laser)"
                    ).format(id=card_id),
                )
            )
        elif card_id in RESERVED_WORDS:
            problems.append(
                Problem(
                    where,
                    _("{card_id!r} is a word of the action language; choose another id").format(
                        card_id=card_id
                    ),
                )
            )
        elif card_id in seen and not card:
            problems.append(
                Problem(
                    where,
                    _(
                        "the faction id {card_id!r} is used twice (also {seen}); ids must differ"
                    ).format(card_id=card_id, seen=seen[card_id]),
                )
            )
        elif card_id in seen:
            problems.append(Problem(where, _used_twice(card_id, seen[card_id])))
        else:
            seen[card_id] = where

    # One namespace for every card of the catalog, whatever its kind or faction: actions
    # name a card by its id alone (``play``, ``react``), so a sponsor card and a faction
    # card of the same id would be taken for one another.
    card_ids: dict[str, str] = {}
    faction_ids: dict[str, str] = {}
    factions = []
    for i, fd in enumerate(data["factions"]):
        fw = f"/factions/{i}"
        check_id(fd["id"], f"{fw}/id", faction_ids, card=False)
        seen = card_ids
        cards: list[Card] = []
        for section, kind in _SECTIONS:
            for j, cd in enumerate(fd.get(section, [])):
                w = f"{fw}/{section}/{j}"
                check_id(cd["id"], f"{w}/id", seen)
                copies = {
                    CardKind.PRIMARY: PRIMARY_COPIES,
                    CardKind.SECONDARY: SECONDARY_COPIES,
                }.get(kind, cd.get("copies", 1))
                cards.append(
                    Card(
                        id=cd["id"],
                        name=cd["name"],
                        kind=kind,
                        copies=copies,
                        energy=cd.get("energy", 0),
                        speed=cd.get("speed", 0),
                        range=cd.get("range", 0),
                        damage=cd.get("damage", 0),
                        weapon_class=cd.get(
                            "class", "orbital" if kind is CardKind.ORBITAL else None
                        ),
                        effect=_effect(cd.get("effect")),
                        text=cd.get("text", ""),
                    )
                )
        dd = fd["deploy"]
        check_id(dd["id"], f"{fw}/deploy/id", seen)
        cards.append(
            Card(
                id=dd["id"],
                name=dd["name"],
                kind=CardKind.DEPLOY,
                copies=dd.get("copies", MAX_DEPLOY),
                energy=2,
                text=dd.get("text", ""),
            )
        )
        support = tuple(
            SupportUnitCard(
                unit_class=uc,
                name=ud["name"],
                speed=ud["speed"],
                defend=ud["defend"],
                move=ud["move"],
                range=ud["range"],
                damage=ud["damage"],
                hit_points=ud["hit_points"],
                los_range=ud["los_range"],
                ability=ud.get("ability", ""),
                repair_roll=ud.get("repair_roll", 0),
            )
            for uc in SUPPORT_CLASSES
            for ud in (fd["support"][uc.value],)
        )
        deck = fd["default_deck"]
        spec = DeckSpec(
            deck["primary"],
            (deck["secondary"][0], deck["secondary"][1]),
            tuple(sorted(deck["cards"].items())),
        )
        faction = Faction(
            fd["id"], fd["name"], tuple(cards), support, spec, fd.get("description", "")
        )
        if not problems:
            for message in deck_problems(faction, spec):
                problems.append(Problem(f"{fw}/default_deck", message))
        factions.append(faction)
    sponsors = []
    for i, sd in enumerate(data["sponsors"]):
        check_id(sd["id"], f"/sponsors/{i}/id", card_ids)
        effect = _effect(sd["effect"])
        assert effect is not None
        sponsors.append(
            SponsorCard(
                sd["id"],
                sd["name"],
                sd.get("copies", 1),
                effect,
                sd.get("text", ""),
                bool(sd.get("no_solo_play", False)),
            )
        )
    ach = data["achievements"]
    upgrades = []
    for i, ud in enumerate(ach.get("upgrades", [])):
        check_id(ud["id"], f"/achievements/upgrades/{i}/id", card_ids)
        if ud["at"] > ach["spaces"]:
            problems.append(
                Problem(
                    f"/achievements/upgrades/{i}/at",
                    _("space {space} is past the end of the track ({spaces} spaces)").format(
                        space=ud["at"], spaces=ach["spaces"]
                    ),
                )
            )
        effect = _effect(ud["effect"])
        assert effect is not None
        upgrades.append(Upgrade(ud["id"], ud["name"], ud["at"], effect, ud.get("text", "")))
    paths = _paths(ach.get("paths", []), [u.id for u in upgrades], problems)
    pilots = _pilots(data.get("pilots", []), {f.id for f in factions}, card_ids, problems)
    catalog = Catalog(
        name=data["name"],
        factions=tuple(factions),
        sponsors=tuple(sponsors),
        upgrades=tuple(upgrades),
        track_spaces=ach["spaces"],
        source=source,
        description=data.get("description", ""),
        pilots=pilots,
        paths=paths,
        document=data,
    )
    return catalog, problems


def _used_twice(card_id: str, first: str) -> str:
    return _(
        "the id {card_id!r} is used twice (also {first}); every card of a catalog,"
        " of any kind, needs an id of its own"
    ).format(card_id=card_id, first=first)


def _check_unique(
    kind: str, item_id: str, where: str, seen: dict[str, str], problems: list[Problem]
) -> bool:
    """A problem when ``item_id`` (a ``kind`` id at ``where``) was seen before; ``seen``
    keeps where each id first stood. Whether the id was new."""
    if item_id in seen:
        problems.append(
            Problem(
                f"{where}/id",
                _("the {kind} id {item_id!r} is used twice (also {seen}); ids must differ").format(
                    kind=kind, item_id=item_id, seen=seen[item_id]
                ),
            )
        )
        return False
    seen[item_id] = where
    return True


def _paths(
    items: list[dict[str, Any]], upgrade_ids: list[str], problems: list[Problem]
) -> tuple[AchievementPath, ...]:
    """The alternate board's paths; each must name every upgrade exactly once."""
    paths = []
    seen: dict[str, str] = {}
    for i, pd in enumerate(items):
        where = f"/achievements/paths/{i}"
        _check_unique("path", pd["id"], where, seen, problems)
        order = list(pd["upgrades"])
        if sorted(order) != sorted(upgrade_ids):
            problems.append(
                Problem(
                    f"{where}/upgrades",
                    _(
                        "a path unlocks every upgrade once, in its own order: "
                        "give each of {upgrades} once (not {given})"
                    ).format(
                        upgrades=", ".join(upgrade_ids) or _("no upgrade"), given=", ".join(order)
                    ),
                )
            )
        paths.append(AchievementPath(pd["id"], pd["name"], tuple(order), pd.get("text", "")))
    return tuple(paths)


def _pilots(
    items: list[dict[str, Any]],
    faction_ids: set[str],
    card_ids: dict[str, str],
    problems: list[Problem],
) -> tuple[Pilot, ...]:
    """The pilot cards; each belongs to a faction of the catalog, and its id is no other
    card's (``card_ids``: where each card id of the catalog stands)."""
    pilots = []
    seen: dict[str, str] = {}
    for i, pd in enumerate(items):
        where = f"/pilots/{i}"
        if _check_unique("pilot", pd["id"], where, seen, problems):
            if pd["id"] in card_ids:
                problems.append(Problem(f"{where}/id", _used_twice(pd["id"], card_ids[pd["id"]])))
            else:
                card_ids[pd["id"]] = f"{where}/id"
        if pd["faction"] not in faction_ids:
            problems.append(
                Problem(
                    f"{where}/faction",
                    _("no faction {faction!r} in this catalog; use one of {choices}").format(
                        faction=pd["faction"], choices=", ".join(sorted(faction_ids))
                    ),
                )
            )
        ability = _effect(pd["ability"])
        assert ability is not None
        pilots.append(Pilot(pd["id"], pd["name"], pd["faction"], ability, pd.get("text", "")))
    return tuple(pilots)
