"""Maps for the analysis tests: built-in ones, hand-made ones and hypothesis strategies."""

from __future__ import annotations

from hypothesis import strategies as st

from engine import Building, GameMap, Hex, builtin_map_path, load_map
from engine.analysis.symmetry import CANDIDATES, orbit
from engine.geometry.board import PLAYABLE, PLAYABLE_SORTED
from engine.geometry.hexes import Symmetry

H = Hex.parse


def builtin(slug: str) -> GameMap:
    return load_map(builtin_map_path(slug))


def make_map(starts: str, buildings: str = "", rubble: str = "", **kw: object) -> GameMap:
    """A map from space-separated labels: ``make_map("1F 9F", "5F 4F", rubble="3C")``."""
    return GameMap(
        starts=tuple(H(s) for s in starts.split()),
        buildings=tuple(Building(H(b)) for b in buildings.split())
        + tuple(Building(H(b), True) for b in rubble.split()),
        **kw,
    )


@st.composite
def valid_maps(draw, min_starts: int = 0, max_starts: int = 4, max_buildings: int = 30) -> GameMap:
    """Maps that pass validation except perhaps for the number of starts."""
    n_starts = draw(st.integers(min_starts, max_starts))
    hexes = draw(
        st.lists(
            st.sampled_from(PLAYABLE_SORTED),
            unique=True,
            min_size=n_starts,
            max_size=n_starts + max_buildings,
        )
    )
    starts, placed = hexes[:n_starts], hexes[n_starts:]
    flags = draw(st.lists(st.booleans(), min_size=len(placed), max_size=len(placed)))
    order = draw(st.permutations(range(len(placed))))
    return GameMap(
        name="Random",
        starts=tuple(starts),
        buildings=tuple(Building(placed[i], flags[i]) for i in order),
    )


def whole_orbits(symmetry: Symmetry) -> list[tuple[Hex, ...]]:
    """The orbits of ``symmetry`` that lie wholly on playable hexes, in reading order."""
    seen: set[Hex] = set()
    result = []
    for h in PLAYABLE_SORTED:
        ring = orbit(h, symmetry)
        if h in seen or not all(x in PLAYABLE for x in ring):
            continue
        seen.update(ring)
        result.append(ring)
    return result


@st.composite
def symmetric_maps(draw) -> tuple[str, GameMap]:
    """A map symmetric by construction under one of the candidate symmetries, and its name."""
    name, symmetry = draw(st.sampled_from(CANDIDATES))
    orbits = [o for o in whole_orbits(symmetry) if len(o) > 1]
    chosen = draw(st.lists(st.sampled_from(orbits), unique=True, min_size=1, max_size=8))
    start_orbit, building_orbits = chosen[0], chosen[1:]
    buildings = []
    for ring in building_orbits:
        demolished = draw(st.booleans())
        buildings.extend(Building(h, demolished) for h in ring)
    order = draw(st.permutations(range(len(buildings))))
    return name, GameMap(
        name="Symmetric", starts=start_orbit, buildings=tuple(buildings[i] for i in order)
    )
