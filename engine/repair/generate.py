"""The map generator: new maps that pass every check, from a seed.

:func:`generate_map` draws a layout for a number of players, a board side, a
symmetry and a number of buildings from ``random.Random(seed)`` — the starts
first (an orbit of the symmetry at a time, until every seat is 7-8 hexes from
its closest opponent; for four players with a half turn the second pair mirrors
the first about column F, as on the printed maps, so that the 2v2 teams' allies
start equally far apart), then the buildings (an orbit at a time, half of them
next to a building already placed, so that alleys form) — and keeps it when
every check passes with no warning (with symmetry ``none`` the designer asked
for an asymmetric map, so the ``symmetry`` check is left out). Otherwise it lets the repair search
(:func:`engine.repair.find_fix`) mend it with up to :data:`REPAIR_EDITS` edits,
and when that fails too it draws again, :data:`ATTEMPTS` times at most. The
same arguments always give the same map.

>>> m = generate_map(4, symmetry="half-turn", seed=1)
>>> m.players, len(m.buildings), failing_checks(m)
(4, 10, ())
>>> m == generate_map(4, symmetry="half-turn", seed=1)
True
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Callable

from engine.analysis.config import DEFAULT_CONFIG, AnalysisConfig
from engine.analysis.facts import MapFacts
from engine.core.errors import RepairError
from engine.core.messages import _
from engine.geometry.board import CENTER, PLAYABLE, SPACES_SORTED
from engine.geometry.hexes import MIRROR_LR, Hex
from engine.geometry.zones import Side
from engine.mapmodel.editing import SymmetryMode
from engine.mapmodel.model import MAX_PLAYERS, MIN_PLAYERS, Building, GameMap
from engine.repair.search import failing_checks, find_fix

ATTEMPTS = 60
"""Layouts drawn at most for one map before the generator gives up."""
REPAIR_EDITS = 2
"""Edits the repair search may make to mend a drawn layout."""
REPAIR_EVALUATIONS = 400
"""Maps the repair search may analyse to mend one drawn layout."""
START_TRIES = 2000
"""Draws of the starts at most before the generator gives up on a symmetry."""

SYMMETRIES: dict[str, SymmetryMode] = {
    "half-turn": SymmetryMode.HALF_TURN,
    "third-turn": SymmetryMode.THIRD_TURN,
    "mirror": SymmetryMode.MIRROR,
    "none": SymmetryMode.NONE,
}
"""The symmetry names the generator takes (as in ``gkr-map generate --symmetry``)."""

_PLAYABLE = tuple(h for h in SPACES_SORTED if h in PLAYABLE)


def default_symmetry(players: int) -> str:
    """The printed maps' symmetry for a number of players: a third turn for 3, else a half turn.

    >>> default_symmetry(3), default_symmetry(4)
    ('third-turn', 'half-turn')
    """
    return "third-turn" if players == 3 else "half-turn"


def generate_map(
    players: int,
    side: Side | str = Side.STANDARD,
    symmetry: str | None = None,
    buildings: int = 10,
    seed: int = 0,
    min_alley_shots: int | None = None,
    min_reach: int | None = None,
    config: AnalysisConfig | None = None,
    keep: GameMap | None = None,
) -> GameMap:
    """A map that passes every check with no warning (see the module text).

    ``min_alley_shots`` raises the alley guideline's minimum; ``min_reach`` asks
    every seat to reach at least that many buildings in its first move. ``keep``
    is a map whose locked buildings and starts the new map keeps (locked).
    Raises :class:`RepairError` for arguments no map can meet, or when no map
    is found within :data:`ATTEMPTS` layouts.
    """
    side = _side(side)
    symmetry = symmetry or default_symmetry(players)
    mode = _mode(symmetry)
    _check_arguments(players, mode, buildings)
    config = config or DEFAULT_CONFIG
    if mode is SymmetryMode.NONE and config.enabled("symmetry"):
        config = config.without("symmetry")
    if min_alley_shots is not None:
        if min_alley_shots < 0:
            raise RepairError(
                _("minimum alley shots {min_alley_shots}: give 0 or more").format(
                    min_alley_shots=min_alley_shots
                )
            )
        config = replace(
            config, min_potential_alley_shots=max(min_alley_shots, config.min_potential_alley_shots)
        )
    if min_reach is not None and min_reach < 0:
        raise RepairError(
            _("minimum reach {min_reach}: give 0 or more").format(min_reach=min_reach)
        )
    rng = random.Random(seed)
    kept = _kept(keep, players, mode)
    for _attempt in range(ATTEMPTS):
        m = _draw(rng, players, side, mode, buildings, kept)
        if m is None:
            continue
        if not failing_checks(m, config) and _reaches(m, config, min_reach):
            return _named(m, players, symmetry, seed)
        fix = find_fix(m, max_edits=REPAIR_EDITS, config=config, max_evaluations=REPAIR_EVALUATIONS)
        if (
            fix.fixed
            and len(fix.map.buildings) == buildings
            and not failing_checks(fix.map, config)
            and _reaches(fix.map, config, min_reach)
        ):
            return _named(fix.map, players, symmetry, seed)
    raise RepairError(
        _(
            "no map for {players} players with {symmetry} symmetry and {buildings} "
            "buildings passed every check in {attempts} layouts (seed {seed}); try "
            "another seed or fewer buildings"
        ).format(
            players=players, symmetry=symmetry, buildings=buildings, attempts=ATTEMPTS, seed=seed
        )
    )


def generate_maps(
    players: int,
    count: int,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    **options: object,
) -> list[tuple[int, GameMap]]:
    """``count`` different maps, each with its seed, from the seeds ``seed``,
    ``seed + 1``…; a seed whose map repeats one already made is skipped (at most
    ``4 * count`` seeds are tried). ``progress(made, count)`` is called after each map."""
    if count < 1:
        raise RepairError(_("count {count}: give 1 or more").format(count=count))
    result: list[tuple[int, GameMap]] = []
    seen: set[object] = set()
    for s in range(seed, seed + 4 * count):
        m = generate_map(players, seed=s, **options)  # type: ignore[arg-type]
        sig = (frozenset(m.building_hexes), frozenset(m.starts))
        if sig in seen:
            continue
        seen.add(sig)
        result.append((s, m))
        if progress is not None:
            progress(len(result), count)
        if len(result) == count:
            break
    return result


def _side(side: Side | str) -> Side:
    if isinstance(side, Side):
        return side
    try:
        return Side(side)
    except ValueError:
        raise RepairError(_("side {side!r}: give standard or fallout").format(side=side)) from None


def _mode(symmetry: str) -> SymmetryMode:
    if symmetry not in SYMMETRIES:
        raise RepairError(
            _("symmetry {symmetry!r}: give one of {choices}").format(
                symmetry=symmetry, choices=", ".join(SYMMETRIES)
            )
        )
    return SYMMETRIES[symmetry]


def _check_arguments(players: int, mode: SymmetryMode, buildings: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RepairError(
            _("{players} players: a map has {low}-{high}").format(
                players=players, low=MIN_PLAYERS, high=MAX_PLAYERS
            )
        )
    if not 0 <= buildings <= DEFAULT_CONFIG.max_buildings:
        raise RepairError(
            _("{buildings} buildings: give 0-{max_buildings} (the box holds 10)").format(
                buildings=buildings, max_buildings=DEFAULT_CONFIG.max_buildings
            )
        )
    if mode is SymmetryMode.HALF_TURN and players % 2:
        raise RepairError(
            _(
                "{players} players cannot sit symmetric under a half turn (the"
                " only hex it keeps is 5F); use 2 or 4 players, or another"
                " symmetry"
            ).format(players=players)
        )
    if mode is SymmetryMode.THIRD_TURN and players != 3:
        raise RepairError(
            _(
                "{players} players cannot sit symmetric under a third turn; use 3 "
                "players, or another symmetry"
            ).format(players=players)
        )
    if mode is SymmetryMode.THIRD_TURN and buildings % 3 == 2:
        raise RepairError(
            _(
                "{buildings} buildings cannot be symmetric under a third turn: "
                "give a multiple of 3, or one more (on 5F)"
            ).format(buildings=buildings)
        )


def _kept(keep: GameMap | None, players: int, mode: SymmetryMode) -> GameMap:
    """The locked buildings and starts of ``keep`` (with their images), as a start."""
    base = GameMap(side=Side.STANDARD)
    if keep is None or not keep.locked:
        return base
    starts = [s for s in keep.starts if s in keep.locked]
    if starts and len(keep.starts) != players:
        raise RepairError(
            _("the locked starts belong to a {players}-player map, not {wanted}").format(
                players=keep.players, wanted=players
            )
        )
    if starts:
        base = base.with_starts(keep.starts).with_locks(starts)
    for b in keep.buildings:
        if b.hex in keep.locked:
            base = base.with_building(b.hex, b.demolished).with_lock(b.hex)
    return base


def _orbit(h: Hex, mode: SymmetryMode) -> list[Hex]:
    result: list[Hex] = []
    for g in mode.symmetries:
        x = g.apply(h, CENTER)
        if x not in result:
            result.append(x)
    return result


def _draw(
    rng: random.Random, players: int, side: Side, mode: SymmetryMode, buildings: int, kept: GameMap
) -> GameMap | None:
    starts = list(kept.starts) or _draw_starts(rng, players, mode)
    if starts is None:
        return None
    m = replace(kept, side=side, starts=tuple(starts))
    taken = set(starts) | set(m.building_hexes)
    tries = 0
    while len(m.buildings) < buildings and tries < 400:
        tries += 1
        free = [h for h in _PLAYABLE if h not in taken]
        if mode is SymmetryMode.NONE:
            # no symmetry to share the buildings out: deal them round the seats
            seat = starts[len(m.buildings) % len(starts)]
            free = [h for h in free if 2 <= seat.distance(h) <= 4] or free
        near = [h for h in free if any(n in m.building_hexes for n in h.neighbors())]
        h = rng.choice(near if near and rng.random() < 0.5 else free)
        orbit = _orbit(h, mode)
        if len(m.buildings) + len(orbit) > buildings:
            continue
        if any(x not in PLAYABLE or x in taken for x in orbit):
            continue
        placed = m.with_buildings(m.buildings + tuple(Building(x) for x in orbit))
        if not _taggable(placed, orbit):
            continue
        m = placed
        taken.update(orbit)
    return m if len(m.buildings) == buildings else None


def _taggable(m: GameMap, placed: list[Hex]) -> bool:
    """Whether the new buildings and those next to them keep enough faces to be tagged
    (R-TAG-2): the drawing avoids layouts the ``undemolishable-building`` check refuses."""
    facts = MapFacts(m, DEFAULT_CONFIG)
    around = {n for x in placed for n in x.neighbors() if m.building_at(n) is not None}
    return all(
        len(facts.taggable_faces(b)) >= DEFAULT_CONFIG.tags_to_demolish
        for b in set(placed) | around
    )


def _draw_starts(rng: random.Random, players: int, mode: SymmetryMode) -> list[Hex] | None:
    low, high = DEFAULT_CONFIG.start_distance
    paired = players == 4 and mode is SymmetryMode.HALF_TURN
    for _try in range(START_TRIES):
        starts: list[Hex] = []
        while len(starts) < players:
            orbit = _orbit(rng.choice(_PLAYABLE), mode)
            if paired and starts:
                # the second pair of allies mirrors the first about column F, as on the
                # printed maps: the 2v2 teams' allies start equally far apart (team-balance)
                orbit = [MIRROR_LR.apply(x, CENTER) for x in starts]
            if len(starts) + len(orbit) > players or any(
                x not in PLAYABLE or x in starts for x in orbit
            ):
                break
            starts.extend(orbit)
        if len(starts) != players:
            continue
        if all(low <= min(s.distance(o) for o in starts if o != s) <= high for s in starts):
            return starts
    return None


def _reaches(m: GameMap, config: AnalysisConfig, min_reach: int | None) -> bool:
    if not min_reach:
        return True
    return all(len(b) >= min_reach for b in MapFacts(m, config).buildings_in_reach)


def _named(m: GameMap, players: int, symmetry: str, seed: int) -> GameMap:
    """The map named after how it was made, its symmetric editing the symmetry it was made
    with (so the studio's edits keep it symmetric)."""
    return m.with_info(
        name=f"Generated {players}p {symmetry} #{seed}",
        description=f"Made by gkr-map generate: {players} players,"
        f" {symmetry} symmetry, {len(m.buildings)} buildings,"
        f" seed {seed}.",
    ).with_symmetric_editing(_mode(symmetry))
