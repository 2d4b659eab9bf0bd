"""Card catalogs: factions, weapons, utility cards, support units, sponsors, upgrades.

The faction cards' numbers are not in our sources (RULES.md §8), so the game plays
with a **stand-in catalog** (``catalogs/standin.catalog.json``): four made-up
factions with plausible values inside the rulebook's bounds (weapon energy 1-3,
primary damage up to 7, Recon LOS range 5, Combat and Repair units moving 2 and
Recon 4). A player can point the game at their own catalog file, read and checked by
:mod:`engine.game.catalog_file`.

A faction deck (RULES.md §8) is 25 cards: one primary weapon ×5, two different
secondary weapons ×4, up to 5 Deploy cards, and orbital strike, reaction and
maneuver cards for the rest (:class:`DeckSpec`).

>>> from engine.game.catalog_file import standin_catalog
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

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Final, Mapping

from engine.core.errors import GameSetupError
from engine.core.messages import _
from engine.core.pickling import pickle_by_fields

DECK_SIZE: Final = 25
PRIMARY_COPIES: Final = 5
SECONDARY_COPIES: Final = 4
MAX_DEPLOY: Final = 5


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
            raise ValueError(
                _("{text!r} is not a unit: use HH, combat, repair or recon").format(text=text)
            ) from None


SUPPORT_CLASSES: Final[tuple[UnitClass, ...]] = (
    UnitClass.COMBAT,
    UnitClass.REPAIR,
    UnitClass.RECON,
)
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
    def of(
        cls, primary: str, secondaries: tuple[str, str] | list[str], others: Mapping[str, int]
    ) -> DeckSpec:
        s = tuple(secondaries)
        if len(s) != 2:
            raise GameSetupError(
                _("a deck has two secondary weapons, not {count}").format(count=len(s))
            )
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
    _support_by_class: dict[UnitClass, SupportUnitCard] = field(
        init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_id", {c.id: c for c in self.cards})
        object.__setattr__(self, "_support_by_class", {u.unit_class: u for u in self.support})

    def card(self, card_id: str) -> Card:
        try:
            return self._by_id[card_id]
        except KeyError:
            raise GameSetupError(
                _("{name} has no card {card_id!r}").format(name=self.name, card_id=card_id)
            ) from None

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
    :func:`engine.game.achievement_paths.board_paths`)."""
    document: Any = field(default=None, compare=False, repr=False)
    """The catalog file's JSON it was read from (``None``: made in code): what a game or
    position file made with it embeds (:mod:`engine.game.sandbox.catalog_ref`). Not part
    of what the catalog is: equality and the content hash leave it out."""

    def pilots_of(self, faction_id: str) -> tuple[Pilot, ...]:
        """The pilot cards of a faction, in catalog order."""
        return tuple(p for p in self.pilots if p.faction == faction_id)

    def faction(self, faction_id: str) -> Faction:
        for f in self.factions:
            if f.id == faction_id:
                return f
        raise GameSetupError(
            _("the catalog {name!r} has no faction {faction_id!r}; choose one of {choices}").format(
                name=self.name,
                faction_id=faction_id,
                choices=", ".join(f.id for f in self.factions),
            )
        )

    def sponsor(self, sponsor_id: str) -> SponsorCard:
        for s in self.sponsors:
            if s.id == sponsor_id:
                return s
        raise GameSetupError(_("no sponsor card {sponsor_id!r}").format(sponsor_id=sponsor_id))

    def sponsor_deck(self, solo: bool = False) -> list[str]:
        """Every sponsor card, copies included, in catalog order (shuffle before use);
        ``solo``: without the cards marked no-solo-play."""
        return [
            s.id for s in self.sponsors if not (solo and s.no_solo_play) for _ in range(s.copies)
        ]


# -- decks --------------------------------------------------------------------------------


def deck_problems(faction: Faction, spec: DeckSpec) -> list[str]:
    """Every way ``spec`` breaks the deck-building rules (RULES.md §8); empty when legal."""
    problems: list[str] = []

    def kind_of(card_id: str) -> CardKind | None:
        return faction.card(card_id).kind if faction.has_card(card_id) else None

    if kind_of(spec.primary) is not CardKind.PRIMARY:
        problems.append(
            _("{primary!r} is not a primary weapon of {name}").format(
                primary=spec.primary, name=faction.name
            )
        )
    a, b = spec.secondaries
    for s in (a, b):
        if kind_of(s) is not CardKind.SECONDARY:
            problems.append(
                _("{card!r} is not a secondary weapon of {name}").format(card=s, name=faction.name)
            )
    if a == b:
        problems.append(_("the two secondary weapons must differ"))
    deploy = 0
    total = PRIMARY_COPIES + 2 * SECONDARY_COPIES
    for card_id, n in spec.others:
        kind = kind_of(card_id)
        if kind is None or kind.is_weapon and kind is not CardKind.ORBITAL:
            problems.append(
                _(
                    "{card_id!r} is not a Deploy, orbital strike, reaction or maneuver"
                    " card of {name}"
                ).format(card_id=card_id, name=faction.name)
            )
            continue
        if n < 0 or n > faction.card(card_id).copies:
            problems.append(
                _("{n} × {card_id!r}: the faction has {copies}").format(
                    n=n, card_id=card_id, copies=faction.card(card_id).copies
                )
            )
        if kind is CardKind.DEPLOY:
            deploy += n
        total += n
    if deploy > MAX_DEPLOY:
        problems.append(
            _("{deploy} Deploy cards; a deck holds at most {most}").format(
                deploy=deploy, most=MAX_DEPLOY
            )
        )
    if total != DECK_SIZE:
        problems.append(
            _("{total} cards; a faction deck holds exactly {size}").format(
                total=total, size=DECK_SIZE
            )
        )
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


pickle_by_fields(
    Effect,
    Card,
    SupportUnitCard,
    DeckSpec,
    Faction,
    SponsorCard,
    Upgrade,
    Pilot,
    AchievementPath,
    Catalog,
)
