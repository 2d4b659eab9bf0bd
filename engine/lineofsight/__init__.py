"""Sight: shortest-path counting, line of sight, cover, alleys, arcs and flanks, and the shots they allow.

The names below are the package's public face (the studio and the command line import
them from here, never from its modules).
"""

from engine.lineofsight.shot import ShotReport, shot_report
from engine.lineofsight.sight import Alley, Cover, Sight, in_arc, is_flank, path_count, path_steps

__all__ = [
    "Alley",
    "Cover",
    "ShotReport",
    "Sight",
    "in_arc",
    "is_flank",
    "path_count",
    "path_steps",
    "shot_report",
]
