"""The report's metrics: per seat and per map, as JSON-ready values.

Hexes are labels (``"1B"``), shares are floats rounded to 3 places, and every
dictionary and list has a fixed order, so the same map always gives the same
metrics.

>>> from engine import load_map, builtin_map_path
>>> from engine.analysis.config import DEFAULT_CONFIG
>>> m = metrics(MapFacts(load_map(builtin_map_path("showdown")), DEFAULT_CONFIG))
>>> m["seats"][0]["start"], m["seats"][0]["opponent_distances"]
('1B', {'1J': 8, '9B': 8, '9J': 12})
>>> m["seats"][0]["buildings_in_reach"], m["seats"][0]["territory_share"]
(['2G', '3D', '4F', '5B', '5C'], 2.0)
>>> m["potential_alley_shots"], m["symmetry"]["symmetries"]
(2, ['half turn'])
>>> [(t["label"], t["territory_share"]) for t in m["teams"]], m["teams_from"]
([('1B+9J', 4.0), ('1J+9B', 6.0)], 'R-TEAM-1')
"""

from __future__ import annotations

from typing import Any

from engine.analysis.base import labels
from engine.analysis.facts import MapFacts


def metrics(f: MapFacts) -> dict[str, Any]:
    """Per-seat and per-map metrics of the analysed map."""
    return {
        "players": f.map.players,
        "side": f.map.side.value,
        "buildings": len(f.map.buildings),
        "intact_buildings": len(f.map.intact_hexes),
        "seats": [seat_metrics(f, i) for i in range(len(f.starts))],
        "alleys": len(f.sight.alleys()),
        "potential_alley_shots": len(f.potential_alleys),
        "potential_alleys": [al.label for al in f.potential_alleys],
        "sight": f.sight_table.to_json(),
        "symmetry": symmetry_metrics(f),
        "unclaimed_buildings": labels(f.territories.unclaimed),
    } | team_metrics(f)


def seat_metrics(f: MapFacts, i: int) -> dict[str, Any]:
    """Metrics of the seat with index ``i``."""
    start = f.starts[i]
    others = {str(o): start.distance(o) for o in f.starts if o != start}
    reach = f.buildings_in_reach[i]
    result: dict[str, Any] = {
        "seat": i + 1,
        "start": str(start),
        "opponent_distances": others,
        "closest_opponent": min(others.values(), default=None),
        "buildings_in_reach": labels(reach),
        "reach_count": len(reach),
        "farthest_first_move": f.farthest_first_move[i],
        "territory_share": round(float(f.territories.shares[i]), 3),
        "territory_buildings": labels(f.territories.buildings_of(i)),
        "exposure": f.exposures[i].to_json(),
    }
    if f.fallout:
        result["deploy_hexes"] = labels(f.deploy[i])
        result["reach_zones"] = {str(b): z for b, z in f.reach_zones(i).items()}
    return result


def team_metrics(f: MapFacts) -> dict[str, Any]:
    """On a four-player map, the 2v2 teams' metrics (:mod:`engine.analysis.team_metrics`) and
    where the teams come from: the map file (``"map"``) or R-TEAM-1; nothing otherwise."""
    if not f.teams:
        return {}
    return {
        "teams": [t.to_json(k + 1) for k, t in enumerate(f.teams)],
        "teams_from": "map" if f.map.teams is not None else "R-TEAM-1",
    }


def symmetry_metrics(f: MapFacts) -> dict[str, Any]:
    """The map's symmetries and, when it has none, what breaks the suggested one."""
    sym = f.symmetry
    fit = sym.suggested
    broken = fit is not None and not fit.holds
    return {
        "symmetries": list(sym.symmetries),
        "suggested": fit.name if fit is not None else None,
        "breakers": labels(fit.breakers) if fit is not None and broken else [],
        "partners": labels(fit.missing) if fit is not None and broken else [],
        "restore": [str(c) for c in fit.changes] if fit is not None and broken else [],
    }
