"""The map generator (engine.repair.generate): maps that pass every check, from a seed."""

from __future__ import annotations

import pytest

from engine import Hex, load_map
from engine.analysis import analyse, map_symmetry
from engine.analysis.config import DEFAULT_CONFIG
from engine.analysis.facts import MapFacts
from engine.core.errors import RepairError
from engine.files.mapfile import dumps_map, loads_map
from engine.files.resources import builtin_map_path
from engine.mapmodel.model import validate_map
from engine.repair import generate_map, generate_maps


@pytest.mark.parametrize(
    "players, symmetry, name",
    [
        (4, "half-turn", "half turn"),
        (2, "half-turn", "half turn"),
        (3, "third-turn", "third turn"),
        (2, "mirror", "left-right mirror"),
    ],
)
def test_five_seeds_give_five_distinct_maps_that_pass_every_check(
    players: int, symmetry: str, name: str
) -> None:
    maps = [m for _, m in generate_maps(players, 5, seed=1, symmetry=symmetry)]
    assert len({(frozenset(m.building_hexes), m.starts) for m in maps}) == 5
    for m in maps:
        assert m.players == players and len(m.buildings) == 10
        assert [c.message for c in analyse(m).checks if not c.ok] == []
        assert name in map_symmetry(m).symmetries
        assert validate_map(m) == []
        assert loads_map(dumps_map(m)) == m


def test_without_symmetry_every_other_check_passes() -> None:
    m = generate_map(4, symmetry="none", seed=3)
    assert {c.id for c in analyse(m).checks if not c.ok} <= {"symmetry"}


def test_the_same_arguments_give_the_same_map() -> None:
    assert generate_map(3, symmetry="third-turn", seed=7) == generate_map(
        3, symmetry="third-turn", seed=7
    )
    assert generate_map(2, seed=1) != generate_map(2, seed=2)


def test_minimums_of_alley_shots_and_reach_are_met() -> None:
    m = generate_map(4, seed=2, min_alley_shots=3, min_reach=3)
    facts = MapFacts(m, DEFAULT_CONFIG)
    assert len(facts.potential_alleys) >= 3
    assert min(len(b) for b in facts.buildings_in_reach) >= 3


def test_locked_buildings_and_starts_are_kept() -> None:
    base = load_map(builtin_map_path("showdown"))
    locks = [base.starts[0], base.starts[1], base.starts[2], base.starts[3], base.buildings[0].hex]
    m = generate_map(4, seed=4, keep=base.with_locks(locks))
    assert m.starts == base.starts
    assert base.buildings[0].hex in m.building_hexes
    assert m.locked == frozenset(locks)


def test_fallout_side_maps_pass_the_deploy_check() -> None:
    m = generate_map(2, side="fallout", seed=5)
    assert m.side.value == "fallout"
    assert [c.id for c in analyse(m).checks if not c.ok] == []


@pytest.mark.parametrize(
    "kwargs, message",
    [
        (
            {"players": 3, "symmetry": "half-turn"},
            "3 players cannot sit symmetric under a half turn",
        ),
        ({"players": 4, "symmetry": "third-turn"}, "4 players cannot sit symmetric under a third"),
        ({"players": 2, "symmetry": "diagonal"}, "symmetry 'diagonal': give one of half-turn,"),
        ({"players": 5}, "5 players: a map has 2-4"),
        ({"players": 2, "buildings": 11}, "11 buildings: give 0-10"),
        ({"players": 2, "side": "moon"}, "side 'moon': give standard or fallout"),
    ],
)
def test_bad_arguments_get_one_line_errors(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(RepairError) as e:
        generate_map(**kwargs)  # type: ignore[arg-type]
    assert str(e.value).startswith(message) and "\n" not in str(e.value)


def test_a_start_hex_is_never_given_a_building() -> None:
    for seed in range(5):
        m = generate_map(2, symmetry="mirror", seed=seed)
        assert not set(m.starts) & m.building_hexes
        assert all(isinstance(h, Hex) for h in m.starts)


@pytest.mark.parametrize(
    "players, symmetry", [(2, "half-turn"), (3, "third-turn"), (2, "mirror"), (2, "none")]
)
def test_a_generated_map_edits_with_the_symmetry_it_was_made_with(
    players: int, symmetry: str
) -> None:
    """Opened in the studio, a placement repeats as the map was made, so edits keep the
    symmetry; the file says so (``symmetric_editing``, left out when none)."""
    from engine.mapmodel.edit_symmetry import SymmetryMode

    m = generate_map(players, symmetry=symmetry, seed=2)
    assert m.symmetric_editing is SymmetryMode(symmetry)
    text = dumps_map(m)
    assert (f'"symmetric_editing": "{symmetry}"' in text) == (symmetry != "none")
    assert loads_map(text).symmetric_editing is SymmetryMode(symmetry)
