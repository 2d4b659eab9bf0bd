"""Card catalogs: factions, weapons, utility cards, support units, sponsors, upgrades.

The faction cards' numbers are not in our sources (RULES.md §8), so the game plays
with a **stand-in catalog** (``catalogs/standin.catalog.json``): four made-up
factions with plausible values inside the rulebook's bounds (weapon energy 1-3,
primary damage up to 7, Recon LOS range 5, Combat and Repair units moving 2 and
Recon 4). A player can point the game at their own catalog file; it is checked
like a map file: size, JSON, the schema ``schemas/catalog.schema.json`` (shape),
then the meaning (unique ids, reserved words, a legal default deck). Every
problem is a :class:`~engine.core.errors.CatalogError` line naming the file and the
place (a JSON pointer).

A faction deck (RULES.md §8) is 25 cards: one primary weapon ×5, two different
secondary weapons ×4, up to 5 Deploy cards, and orbital strike, reaction and
maneuver cards for the rest (:class:`DeckSpec`).

>>> cat = standin_catalog()
>>> [f.id for f in cat.factions]
['vanguard', 'rustbelt', 'zenith', 'neon']
>>> f = cat.faction("vanguard")
>>> len(f.primaries), len(f.secondaries), len(build_deck(f, f.default_deck))
(4, 5, 25)
>>> w = f.card("dire-laser")
>>> (w.name, w.kind.value, w.weapon_class, w.speed, w.energy, w.range, w.damage)
('Dire Laser (stand-in)', 'primary', 'energy', 8, 3, 5, 7)
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from typing import Any, Final, Mapping

from engine.core.messages import _
from engine.core.errors import CatalogError, GameSetupError, Problem
from engine.files.jsondoc import check_header, describe_schema_error, parse_json, read_text
from engine.core.pickling import pickle_by_fields
from engine.files import jsondoc
from engine.files.resources import catalog_path

FORMAT: Final = "gkr-catalog"
VERSION: Final = 1
SUFFIX: Final = ".catalog.json"
MAX_FILE_BYTES: Final = 1_000_000
DECK_SIZE: Final = 25
PRIMARY_COPIES: Final = 5
SECONDARY_COPIES: Final = 4
MAX_DEPLOY: Final = 5
STANDIN: Final = "standin"
"""Name of the built-in stand-in catalog (``catalogs/standin.catalog.json``)."""

RESERVED_WORDS: Final = frozenset({
    "hh", "combat", "repair", "recon", "face", "hand", "deck", "sponsor", "none", "pass",
    "keep", "reboot", "accept", "reroll", "play", "fire", "hold", "tag", "move", "deploy",
    "declare", "react", "damage", "discard", "push", "ally", "pilot", "path",
})
"""Words of the action language (:mod:`engine.game.actions`) that no card id may be."""

_ID: Final = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


class CardKind(str, Enum):
    """What a faction card is."""

    PRIMARY = "primary"
    SECONDARY = "secondary"
    ORBITAL = "orbital"
    DEPLOY = "deploy"
    REACTION = "reaction"
    MANEUVER = "maneuver"

    def __str__(self) -> str:
        return str.__str__(self)  # the value, without the enum's descriptor

    @property
    def is_weapon(self) -> bool:
        """Weapons are declared in the Combat phase: primaries, secondaries, orbital strikes."""
        return self in (CardKind.PRIMARY, CardKind.SECONDARY, CardKind.ORBITAL)


class UnitClass(str, Enum):
    """A unit's class; support units move in this order after the Heavy Hitters."""

    _value_: str
    """The value (what ``value`` gives; read directly in the engine's inner loops, as
    :class:`~engine.geometry.hexes.Direction` explains)."""

    HH = "HH"
    COMBAT = "combat"
    REPAIR = "repair"
    RECON = "recon"

    def __str__(self) -> str:
        return str.__str__(self)  # the value, without the enum's descriptor

    @classmethod
    def parse(cls, text: str) -> UnitClass:
        t = text.strip()
        if t.upper() == "HH":
            return cls.HH
        try:
            return cls(t.lower())
        except ValueError:
            raise ValueError(_("{text!r} is not a unit: use HH, combat, repair or recon").format(
                               text=text)) from None


SUPPORT_CLASSES: Final[tuple[UnitClass, ...]] = (UnitClass.COMBAT, UnitClass.REPAIR, UnitClass.RECON)
"""Support unit classes in movement order (RULES.md §5.2)."""


@dataclass(frozen=True, slots=True)
class Effect:
    """A card's simple effect: a kind and a number.

    Reaction cards: ``evade`` (+value to the attack's target number), ``shield``
    (−value damage), ``harden`` (armor saves succeed on value less).
    Maneuver cards: ``sprint`` (value hexes of this move cost no energy), ``jump``
    (this move flies over units and buildings, like a Recon unit).
    Sponsor cards: ``energy`` (+value energy now), ``reroll`` (re-roll your attack
    dice after a miss), ``evade`` (as the reaction, for any of your units),
    ``salvage`` (value random cards from your damage pile to the bottom of your
    discard pile). Upgrades: ``reactor`` (+value energy at every reset),
    ``armor`` (Heavy Hitter armor saves succeed on value less), ``targeting``
    (−value to the target number of your Heavy Hitter's attacks).
    """

    kind: str
    value: int = 0

    def __str__(self) -> str:
        return f"{self.kind} {self.value}" if self.value else self.kind


@dataclass(frozen=True, slots=True)
class Card:
    """A faction card. Weapons have a class, speed, energy, range and damage."""

    id: str
    name: str
    kind: CardKind
    copies: int
    energy: int = 0
    speed: int = 0
    range: int = 0
    damage: int = 0
    weapon_class: str | None = None
    effect: Effect | None = None
    text: str = ""

    @property
    def is_missile(self) -> bool:
        return self.weapon_class == "missile"

    def __str__(self) -> str:
        return self.id


@dataclass(frozen=True, slots=True)
class SupportUnitCard:
    """A support unit's card (rulebook p. 11): speed, defend (armor), move, range…"""

    unit_class: UnitClass
    name: str
    speed: int
    defend: int
    move: int
    range: int
    damage: int
    hit_points: int
    los_range: int
    ability: str = ""
    repair_roll: int = 0
    """Repair units: the die roll (one die) that repairs one card (0: cannot repair)."""


@dataclass(frozen=True)
class DeckSpec:
    """A deck choice: one primary, two secondaries, and counts of the other cards.

    ``others`` maps Deploy, orbital strike, reaction and maneuver card ids to copies.
    """

    primary: str
    secondaries: tuple[str, str]
    others: tuple[tuple[str, int], ...]

    @classmethod
    def of(cls, primary: str, secondaries: tuple[str, str] | list[str],
           others: Mapping[str, int]) -> DeckSpec:
        s = tuple(secondaries)
        if len(s) != 2:
            raise GameSetupError(_("a deck has two secondary weapons, not {count}").format(
                                   count=len(s)))
        return cls(primary, (s[0], s[1]), tuple(sorted(others.items())))


@dataclass(frozen=True)
class Faction:
    id: str
    name: str
    cards: tuple[Card, ...]
    support: tuple[SupportUnitCard, ...]
    default_deck: DeckSpec
    description: str = ""
    _by_id: dict[str, Card] = field(init=False, repr=False, compare=False)
    _support_by_class: dict[UnitClass, SupportUnitCard] = field(init=False, repr=False,
                                                                 compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_id", {c.id: c for c in self.cards})
        object.__setattr__(self, "_support_by_class", {u.unit_class: u for u in self.support})

    def card(self, card_id: str) -> Card:
        try:
            return self._by_id[card_id]
        except KeyError:
            raise GameSetupError(_("{name} has no card {card_id!r}").format(
                                   name=self.name, card_id=card_id)) from None

    def has_card(self, card_id: str) -> bool:
        return card_id in self._by_id

    def unit(self, unit_class: UnitClass) -> SupportUnitCard:
        return self._support_by_class[unit_class]

    def of_kind(self, kind: CardKind) -> tuple[Card, ...]:
        return tuple(c for c in self.cards if c.kind is kind)

    @property
    def primaries(self) -> tuple[Card, ...]:
        return self.of_kind(CardKind.PRIMARY)

    @property
    def secondaries(self) -> tuple[Card, ...]:
        return self.of_kind(CardKind.SECONDARY)


@dataclass(frozen=True, slots=True)
class SponsorCard:
    id: str
    name: str
    copies: int
    effect: Effect
    text: str = ""
    no_solo_play: bool = False
    """Marked with the "no-solo-play" icon: left out of a solo game's sponsor deck."""


@dataclass(frozen=True, slots=True)
class Upgrade:
    """A sponsor upgrade, unlocked when the pilot token reaches space ``at``."""

    id: str
    name: str
    at: int
    effect: Effect
    text: str = ""


@dataclass(frozen=True, slots=True)
class Pilot:
    """A pilot card (advanced play): a faction's pilot with one simple ability
    (:mod:`engine.game.pilots`: ``stride``, ``reroll``, ``brace`` or ``draw``)."""

    id: str
    name: str
    faction: str
    ability: Effect
    text: str = ""


@dataclass(frozen=True, slots=True)
class AchievementPath:
    """A path of the alternate Achievements Board: the upgrade ids in the order it unlocks
    them (:mod:`engine.game.achievements`)."""

    id: str
    name: str
    upgrades: tuple[str, ...]
    text: str = ""


@dataclass(frozen=True)
class Catalog:
    """Everything the cards say: factions, sponsor deck, achievements track, upgrades, and
    for advanced play the pilots and the alternate board's paths."""

    name: str
    factions: tuple[Faction, ...]
    sponsors: tuple[SponsorCard, ...]
    upgrades: tuple[Upgrade, ...]
    track_spaces: int
    source: str = ""
    description: str = ""
    pilots: tuple[Pilot, ...] = ()
    paths: tuple[AchievementPath, ...] = ()
    """The alternate board's paths as the file gives them (empty: none given; see
    :func:`engine.game.achievements.board_paths`)."""

    def pilots_of(self, faction_id: str) -> tuple[Pilot, ...]:
        """The pilot cards of a faction, in catalog order."""
        return tuple(p for p in self.pilots if p.faction == faction_id)

    def faction(self, faction_id: str) -> Faction:
        for f in self.factions:
            if f.id == faction_id:
                return f
        raise GameSetupError(_("the catalog {name!r} has no faction {faction_id!r}; choose one"
                               " of {choices}").format(name=self.name, faction_id=faction_id,
                               choices=", ".join(f.id for f in self.factions)))

    def sponsor(self, sponsor_id: str) -> SponsorCard:
        for s in self.sponsors:
            if s.id == sponsor_id:
                return s
        raise GameSetupError(_("no sponsor card {sponsor_id!r}").format(sponsor_id=sponsor_id))

    def sponsor_deck(self, solo: bool = False) -> list[str]:
        """Every sponsor card, copies included, in catalog order (shuffle before use);
        ``solo``: without the cards marked no-solo-play."""
        return [s.id for s in self.sponsors if not (solo and s.no_solo_play)
                for _ in range(s.copies)]


# -- decks --------------------------------------------------------------------------------

def deck_problems(faction: Faction, spec: DeckSpec) -> list[str]:
    """Every way ``spec`` breaks the deck-building rules (RULES.md §8); empty when legal."""
    problems: list[str] = []

    def kind_of(card_id: str) -> CardKind | None:
        return faction.card(card_id).kind if faction.has_card(card_id) else None

    if kind_of(spec.primary) is not CardKind.PRIMARY:
        problems.append(_("{primary!r} is not a primary weapon of {name}").format(
                          primary=spec.primary, name=faction.name))
    a, b = spec.secondaries
    for s in (a, b):
        if kind_of(s) is not CardKind.SECONDARY:
            problems.append(_("{card!r} is not a secondary weapon of {name}").format(
                              card=s, name=faction.name))
    if a == b:
        problems.append(_("the two secondary weapons must differ"))
    deploy = 0
    total = PRIMARY_COPIES + 2 * SECONDARY_COPIES
    for card_id, n in spec.others:
        kind = kind_of(card_id)
        if kind is None or kind.is_weapon and kind is not CardKind.ORBITAL:
            problems.append(_("{card_id!r} is not a Deploy, orbital strike, reaction or maneuver"
                              " card of {name}").format(card_id=card_id, name=faction.name))
            continue
        if n < 0 or n > faction.card(card_id).copies:
            problems.append(_("{n} × {card_id!r}: the faction has {copies}").format(
                              n=n, card_id=card_id, copies=faction.card(card_id).copies))
        if kind is CardKind.DEPLOY:
            deploy += n
        total += n
    if deploy > MAX_DEPLOY:
        problems.append(_("{deploy} Deploy cards; a deck holds at most {most}").format(
                          deploy=deploy, most=MAX_DEPLOY))
    if total != DECK_SIZE:
        problems.append(_("{total} cards; a faction deck holds exactly {size}").format(
                          total=total, size=DECK_SIZE))
    return problems


def build_deck(faction: Faction, spec: DeckSpec) -> list[str]:
    """The 25 card ids of a deck, in a fixed order (shuffle it before play).

    Raises :class:`~engine.core.errors.GameSetupError` for a deck that breaks the rules.
    """
    problems = deck_problems(faction, spec)
    if problems:
        raise GameSetupError(f"{faction.name} deck: " + "; ".join(problems))
    cards = [spec.primary] * PRIMARY_COPIES
    for s in spec.secondaries:
        cards += [s] * SECONDARY_COPIES
    for card_id, n in spec.others:
        cards += [card_id] * n
    return cards


# -- files --------------------------------------------------------------------------------

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
        problems = jsondoc.schema_problems(
            "catalog", data, lambda e: describe_schema_error(e, "catalog file"), _order)
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
    fields = ["format", "version", "name", "description", "factions", "sponsors",
              "achievements", "pilots"]
    return (fields.index(head) if head in fields else -1, p.where)


def _effect(d: Mapping[str, Any] | None) -> Effect | None:
    return None if d is None else Effect(d["kind"], int(d.get("value", 0)))


_SECTIONS: Final[tuple[tuple[str, CardKind], ...]] = (
    ("primary", CardKind.PRIMARY), ("secondary", CardKind.SECONDARY),
    ("orbital", CardKind.ORBITAL), ("reaction", CardKind.REACTION),
    ("maneuver", CardKind.MANEUVER),
)


def _build(data: dict[str, Any], source: str) -> tuple[Catalog, list[Problem]]:
    problems: list[Problem] = []

    def check_id(card_id: str, where: str, seen: dict[str, str], card: bool = True) -> None:
        if not _ID.match(card_id):
            problems.append(Problem(where, _("{id!r} is not an id: use lower-case words joined"
                                             " by '-' (dire-laser)").format(id=card_id)))
        elif card_id in RESERVED_WORDS:
            problems.append(Problem(where, _("{card_id!r} is a word of the action language; "
                                             "choose another id").format(card_id=card_id)))
        elif card_id in seen and not card:
            problems.append(Problem(where, _("the faction id {card_id!r} is used twice (also "
                                             "{seen}); ids must differ").format(
                                             card_id=card_id, seen=seen[card_id])))
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
                copies = {CardKind.PRIMARY: PRIMARY_COPIES,
                          CardKind.SECONDARY: SECONDARY_COPIES}.get(kind, cd.get("copies", 1))
                cards.append(Card(
                    id=cd["id"], name=cd["name"], kind=kind, copies=copies,
                    energy=cd.get("energy", 0), speed=cd.get("speed", 0),
                    range=cd.get("range", 0), damage=cd.get("damage", 0),
                    weapon_class=cd.get("class", "orbital" if kind is CardKind.ORBITAL
                                        else None),
                    effect=_effect(cd.get("effect")), text=cd.get("text", "")))
        dd = fd["deploy"]
        check_id(dd["id"], f"{fw}/deploy/id", seen)
        cards.append(Card(id=dd["id"], name=dd["name"], kind=CardKind.DEPLOY,
                          copies=dd.get("copies", MAX_DEPLOY), energy=2, text=dd.get("text", "")))
        support = tuple(
            SupportUnitCard(
                unit_class=uc, name=ud["name"], speed=ud["speed"], defend=ud["defend"],
                move=ud["move"], range=ud["range"], damage=ud["damage"],
                hit_points=ud["hit_points"], los_range=ud["los_range"],
                ability=ud.get("ability", ""), repair_roll=ud.get("repair_roll", 0))
            for uc in SUPPORT_CLASSES for ud in (fd["support"][uc.value],))
        deck = fd["default_deck"]
        spec = DeckSpec(deck["primary"], (deck["secondary"][0], deck["secondary"][1]),
                        tuple(sorted(deck["cards"].items())))
        faction = Faction(fd["id"], fd["name"], tuple(cards), support, spec,
                          fd.get("description", ""))
        if not problems:
            for message in deck_problems(faction, spec):
                problems.append(Problem(f"{fw}/default_deck", message))
        factions.append(faction)
    sponsors = []
    for i, sd in enumerate(data["sponsors"]):
        check_id(sd["id"], f"/sponsors/{i}/id", card_ids)
        effect = _effect(sd["effect"])
        assert effect is not None
        sponsors.append(SponsorCard(sd["id"], sd["name"], sd.get("copies", 1), effect,
                                    sd.get("text", ""), bool(sd.get("no_solo_play", False))))
    ach = data["achievements"]
    upgrades = []
    for i, ud in enumerate(ach.get("upgrades", [])):
        check_id(ud["id"], f"/achievements/upgrades/{i}/id", card_ids)
        if ud["at"] > ach["spaces"]:
            problems.append(Problem(f"/achievements/upgrades/{i}/at",
                                    _("space {space} is past the end of the track ({spaces}"
                                      " spaces)").format(space=ud["at"], spaces=ach["spaces"])))
        effect = _effect(ud["effect"])
        assert effect is not None
        upgrades.append(Upgrade(ud["id"], ud["name"], ud["at"], effect, ud.get("text", "")))
    paths = _paths(ach.get("paths", []), [u.id for u in upgrades], problems)
    pilots = _pilots(data.get("pilots", []), {f.id for f in factions}, card_ids, problems)
    catalog = Catalog(name=data["name"], factions=tuple(factions), sponsors=tuple(sponsors),
                      upgrades=tuple(upgrades), track_spaces=ach["spaces"], source=source,
                      description=data.get("description", ""), pilots=pilots, paths=paths)
    return catalog, problems


def _used_twice(card_id: str, first: str) -> str:
    return _("the id {card_id!r} is used twice (also {first}); every card of a catalog,"
             " of any kind, needs an id of its own").format(card_id=card_id, first=first)


def _check_unique(kind: str, item_id: str, where: str, seen: dict[str, str],
                  problems: list[Problem]) -> bool:
    """A problem when ``item_id`` (a ``kind`` id at ``where``) was seen before; ``seen``
    keeps where each id first stood. Whether the id was new."""
    if item_id in seen:
        problems.append(Problem(f"{where}/id", _("the {kind} id {item_id!r} is used twice "
                                                 "(also {seen}); ids must differ").format(
                                                 kind=kind, item_id=item_id, seen=seen[item_id])))
        return False
    seen[item_id] = where
    return True


def _paths(items: list[dict[str, Any]], upgrade_ids: list[str], problems: list[Problem]
           ) -> tuple[AchievementPath, ...]:
    """The alternate board's paths; each must name every upgrade exactly once."""
    paths = []
    seen: dict[str, str] = {}
    for i, pd in enumerate(items):
        where = f"/achievements/paths/{i}"
        _check_unique("path", pd["id"], where, seen, problems)
        order = list(pd["upgrades"])
        if sorted(order) != sorted(upgrade_ids):
            problems.append(Problem(f"{where}/upgrades",
                                    _("a path unlocks every upgrade once, in its own order: "
                                      "give each of {upgrades} once (not {given})").format(
                                      upgrades=', '.join(upgrade_ids) or _("no upgrade"),
                                      given=', '.join(order))))
        paths.append(AchievementPath(pd["id"], pd["name"], tuple(order), pd.get("text", "")))
    return tuple(paths)


def _pilots(items: list[dict[str, Any]], faction_ids: set[str], card_ids: dict[str, str],
            problems: list[Problem]) -> tuple[Pilot, ...]:
    """The pilot cards; each belongs to a faction of the catalog, and its id is no other
    card's (``card_ids``: where each card id of the catalog stands)."""
    pilots = []
    seen: dict[str, str] = {}
    for i, pd in enumerate(items):
        where = f"/pilots/{i}"
        if _check_unique("pilot", pd["id"], where, seen, problems):
            if pd["id"] in card_ids:
                problems.append(Problem(f"{where}/id", _used_twice(pd["id"],
                                                                   card_ids[pd["id"]])))
            else:
                card_ids[pd["id"]] = f"{where}/id"
        if pd["faction"] not in faction_ids:
            problems.append(Problem(f"{where}/faction", _(
                "no faction {faction!r} in this catalog; use one of {choices}").format(
                    faction=pd["faction"], choices=", ".join(sorted(faction_ids)))))
        ability = _effect(pd["ability"])
        assert ability is not None
        pilots.append(Pilot(pd["id"], pd["name"], pd["faction"], ability, pd.get("text", "")))
    return tuple(pilots)


pickle_by_fields(Effect, Card, SupportUnitCard, DeckSpec, Faction, SponsorCard, Upgrade,
                 Pilot, AchievementPath, Catalog)
