"""Repairs (the smallest change that makes a map's failing checks pass) and new maps
that pass every check.

>>> from engine import load_map, builtin_map_path
>>> fix = find_fix(load_map(builtin_map_path("salvage-city")), ["alley-shots"])
>>> fix.fixed, len(fix.edits)
(True, 1)
"""

from typing import TYPE_CHECKING

from engine.core.exports import LazyExports
from engine.repair.edits import KINDS, Edit, candidate_edits, symmetry_mode_of
from engine.repair.generate import SYMMETRIES, default_symmetry, generate_map, generate_maps
from engine.repair.search import BEAM, MAX_EDITS, MAX_EVALUATIONS, Fix, failing_checks, find_fix
from engine.repair.shortfall import COST_ORDER, passes, shortfall

if TYPE_CHECKING:
    from engine.repair.balance_fix import VERIFY_GAMES, BalanceFix, find_balance_fix, verify_balance
else:  # the balance fix plays games: it loads the playtest, and the bots, on first use
    __getattr__ = LazyExports(
        __name__,
        {
            "engine.repair.balance_fix": (
                "VERIFY_GAMES",
                "BalanceFix",
                "find_balance_fix",
                "verify_balance",
            )
        },
    )

__all__ = [
    "BEAM",
    "COST_ORDER",
    "Edit",
    "Fix",
    "KINDS",
    "MAX_EDITS",
    "MAX_EVALUATIONS",
    "SYMMETRIES",
    "candidate_edits",
    "default_symmetry",
    "failing_checks",
    "find_fix",
    "generate_map",
    "generate_maps",
    "passes",
    "shortfall",
    "symmetry_mode_of",
    # the balance fix: an edit that evens a map's seats out, checked by playing it
    "BalanceFix",
    "VERIFY_GAMES",
    "find_balance_fix",
    "verify_balance",
]
