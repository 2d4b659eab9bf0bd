"""``analyse(game_map)``: every check and metric of a map, as a :class:`Report`.

>>> from engine import load_map, builtin_map_path
>>> r = analyse(load_map(builtin_map_path("salvage-city")))
>>> [(c.id, c.ok) for c in r.checks if not c.ok]
[('alley-shots', False), ('symmetry', False)]
>>> r.has_errors
False
>>> [c.id for c in analyse(load_map(builtin_map_path("showdown")),
...                        AnalysisConfig().without("symmetry", "seat-exposure")).checks]
['players', 'start-distance', 'alley-shots', 'building-reach', 'undemolishable-building',
 'building-count', 'start-blocked', 'team-balance']
"""

from __future__ import annotations

from engine.analysis.checklist import CHECK_SPECS
from engine.analysis.config import DEFAULT_CONFIG, AnalysisConfig
from engine.analysis.facts import MapFacts
from engine.analysis.metrics import metrics
from engine.analysis.report import Report
from engine.lineofsight.sight import Sight
from engine.mapmodel.model import GameMap


def analyse(
    game_map: GameMap, config: AnalysisConfig | None = None, sight: Sight | None = None
) -> Report:
    """Run every enabled check on ``game_map`` and collect the metrics.

    ``sight`` may be the map's :class:`Sight` when the caller has one already
    (its cached bit sets are then reused); a ``Sight`` of another map is ignored.
    Checks come in the order of ``CHECK_SPECS``; the result depends on nothing but
    the map and the configuration.
    """
    config = config or DEFAULT_CONFIG
    facts = MapFacts(game_map, config, sight)
    checks = tuple(c for spec in CHECK_SPECS if config.enabled(spec.id) for c in spec.run(facts))
    return Report(game_map.name, checks, metrics(facts))
