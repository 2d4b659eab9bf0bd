"""Card catalogs: the stand-in catalog and a player's own file (RULES.md §8)."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import CatalogError
from engine.files.resources import catalog_path
from engine.game import new_game
from engine.game.catalog import CardKind, UnitClass
from engine.game.catalog_file import load_catalog, loads_catalog, standin_catalog
from tests.engine.game.helpers import the_map


def standin_data() -> dict:
    return json.loads(catalog_path("standin").read_text(encoding="utf-8"))


def test_standin_catalog_has_four_factions_within_the_rulebooks_bounds():
    cat = standin_catalog()
    assert len(cat.factions) == 4
    for f in cat.factions:
        assert "stand-in" in f.name
        assert len(f.primaries) == 4 and len(f.secondaries) == 5
        for kind in (CardKind.DEPLOY, CardKind.ORBITAL, CardKind.REACTION, CardKind.MANEUVER):
            assert f.of_kind(kind), (f.id, kind)
        for c in f.cards:
            assert "stand-in" in c.name
            if c.kind.is_weapon:
                assert 1 <= c.energy <= 3
            if c.kind is CardKind.PRIMARY:
                assert c.damage <= 7
        assert f.unit(UnitClass.RECON).los_range == 5
        assert f.unit(UnitClass.RECON).move == 4
        assert f.unit(UnitClass.COMBAT).move == 2 and f.unit(UnitClass.REPAIR).move == 2
        assert f.unit(UnitClass.REPAIR).repair_roll > 0
        assert sum(c.copies for c in f.cards) == 59  # the box's faction cards
    assert cat.sponsors and cat.upgrades
    assert all("stand-in" in s.name for s in cat.sponsors)


def test_own_catalog_file_plays(tmp_path):
    data = standin_data()
    data["name"] = "My cards"
    data["factions"][0]["primary"][0]["damage"] = 5
    path = tmp_path / "mine.catalog.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    cat = load_catalog(path)
    assert cat.faction("vanguard").card("dire-laser").damage == 5
    g = new_game(the_map("final-stand"), seed=1, catalog=cat)
    assert g.catalog.name == "My cards"


@pytest.mark.parametrize(
    "change, where, words",
    [
        (
            lambda d: d["factions"][0]["primary"][0].__setitem__("damage", 9),
            "/factions/0/primary/0/damage",
            "out of range",
        ),
        (
            lambda d: d["factions"][1]["secondary"][2].__setitem__("energy", 0),
            "/factions/1/secondary/2/energy",
            "out of range",
        ),
        (
            lambda d: d["factions"][0]["primary"][1].__setitem__("id", "dire-laser"),
            "/factions/0/primary/1/id",
            "used twice",
        ),
        (
            lambda d: d["factions"][0]["maneuver"][0].__setitem__("id", "repair"),
            "/factions/0/maneuver/0/id",
            "action language",
        ),
        (
            lambda d: d["factions"][0]["default_deck"]["cards"].__setitem__("air-drop", 5),
            "/factions/0/default_deck",
            "25",
        ),
        (lambda d: d["factions"][2].pop("support"), "/factions/2/support", "missing"),
        (lambda d: d.__setitem__("extra", 1), "", "unknown field"),
        (
            lambda d: d["sponsors"][0]["effect"].__setitem__("kind", "teleport"),
            "/sponsors/0/effect/kind",
            "is not one of",
        ),
        (
            lambda d: d["achievements"]["upgrades"][0].__setitem__("at", 12),
            "/achievements/upgrades/0/at",
            "past the end",
        ),
    ],
)
def test_bad_catalog_is_refused_naming_the_file_and_the_place(tmp_path, change, where, words):
    data = standin_data()
    change(data)
    path = tmp_path / "bad.catalog.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CatalogError) as err:
        load_catalog(path)
    line = next(line for line in err.value.lines() if words in line)
    assert line.startswith(f"{path}: {where}")


def test_catalog_file_errors_like_map_files(tmp_path):
    with pytest.raises(CatalogError, match="no such file"):
        load_catalog(tmp_path / "missing.catalog.json")
    big = tmp_path / "big.catalog.json"
    big.write_text(" " * 1_000_001)
    with pytest.raises(CatalogError, match="at most 1,000,000 bytes"):
        load_catalog(big)
    with pytest.raises(CatalogError, match="line 1, column 2: not valid JSON"):
        loads_catalog("{x", "broken.catalog.json")
    with pytest.raises(CatalogError, match='/format: "gkr-map" is not a GKR catalog file'):
        loads_catalog('{"format": "gkr-map", "version": 1}', "map.json")
    with pytest.raises(CatalogError, match="newer than this GKR Studio"):
        loads_catalog('{"format": "gkr-catalog", "version": 2}', "new.json")


def _rename(items: list, old: str, new: str) -> None:
    next(item for item in items if item["id"] == old)["id"] = new


@pytest.mark.parametrize(
    "change, where, also",
    [
        # a sponsor card named like a faction card: the full bot took one for the other
        (
            lambda d: _rename(d["sponsors"], "smoke-screen", "slag-strike"),
            "/sponsors/2/id",
            "/factions/1/orbital/1/id",
        ),
        (
            lambda d: _rename(d["factions"][2]["reaction"], "chaff-cloud", "deflector"),
            "/factions/2/reaction/0/id",
            "/factions/0/reaction/0/id",
        ),
        (
            lambda d: d["factions"][3]["deploy"].__setitem__("id", "power-cell"),
            "/sponsors/0/id",
            "/factions/3/deploy/id",
        ),
        (
            lambda d: _rename(d["achievements"]["upgrades"], "reactor-boost", "fake-shot"),
            "/achievements/upgrades/0/id",
            "/sponsors/1/id",
        ),
        (
            lambda d: _rename(d["pilots"], "kestrel-vance", "dire-laser"),
            "/pilots/0/id",
            "/factions/0/primary/0/id",
        ),
    ],
)
def test_every_card_of_a_catalog_has_an_id_of_its_own(tmp_path, change, where, also):
    """Faction cards of every faction, Deploy cards, sponsor cards, upgrades and pilot cards
    share one namespace: actions name a card by its id alone (``play``, ``react``)."""
    data = standin_data()
    change(data)
    path = tmp_path / "clash.catalog.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CatalogError) as err:
        load_catalog(path)
    lines = err.value.lines()
    clash = (
        f"{path}: {where}: the id {_id_at(data, where)!r} is used twice (also {also});"
        " every card of a catalog, of any kind, needs an id of its own"
    )
    assert clash in lines and sum(also in line for line in lines) == 1


def _id_at(data: dict, where: str) -> str:
    node = data
    for part in where.strip("/").split("/"):
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def test_every_word_of_the_action_language_is_reserved():
    """A card called ``path`` or ``ally`` would read as the keyword it shares a place with."""
    from engine.game.actions import _PARSERS
    from engine.game.catalog_file import RESERVED_WORDS

    assert set(_PARSERS) <= RESERVED_WORDS
