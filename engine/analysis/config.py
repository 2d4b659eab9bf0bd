"""The analysis's thresholds, in one place, each with the reason for its value.

A designer tunes the analysis with an :class:`AnalysisConfig`: change a
threshold, or switch checks off by id. The defaults are the rulebook's
guidelines and our rulings (RULES.md §6); each check's spec
(:mod:`engine.analysis.checklist`) names the thresholds it reads.

>>> cfg = AnalysisConfig()
>>> cfg.energy, cfg.start_distance, cfg.max_buildings
(5, (7, 8), 10)
>>> cfg.reason("energy")
'R-GUIDE-2: a first move spends at most the 5 free energy of a round'
>>> cfg.without("symmetry", "seat-exposure").enabled("symmetry")
False
>>> AnalysisConfig(disabled=frozenset({"no-such-check"}))
Traceback (most recent call last):
...
engine.core.errors.AnalysisConfigError: unknown check id 'no-such-check'; the checks are ...
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

from engine.core.errors import AnalysisConfigError
from engine.core.messages import _
from engine.mapmodel.model import BOX_BUILDINGS

CHECK_IDS: tuple[str, ...] = (
    "players",
    "start-distance",
    "alley-shots",
    "building-reach",
    "undemolishable-building",
    "building-count",
    "start-blocked",
    "symmetry",
    "seat-exposure",
    "deploy-zone",
    "team-balance",
)
"""Every check id, in report order: the ids of :mod:`engine.analysis.checklist`'s specs, in
the order of its ``CHECK_SPECS`` (``tests/engine/analysis/test_check_specs.py`` holds the
two together), and what :attr:`AnalysisConfig.disabled` may name."""


def unknown_check(check_id: str) -> AnalysisConfigError:
    """The error for a check id that is not one of :data:`CHECK_IDS`."""
    return AnalysisConfigError(
        _("unknown check id {check_id!r}; the checks are {choices}").format(
            check_id=check_id, choices=", ".join(CHECK_IDS)
        )
    )


@dataclass(frozen=True)
class AnalysisConfig:
    """Thresholds of the checks (each field documents its reason) and switched-off checks."""

    energy: int = field(
        default=5,
        metadata={"reason": "R-GUIDE-2: a first move spends at most the 5 free energy of a round"},
    )
    start_distance: tuple[int, int] = field(
        default=(7, 8),
        metadata={
            "reason": "G-START wants 6-7 hexes between a start and its closest opponent;"
            " R-GUIDE-1 counts the hexes between, so distance 7 or 8"
        },
    )
    min_potential_alley_shots: int = field(
        default=2,
        metadata={"reason": "G-ALLEY: set up 2 or more potential alley shots (R-ALLEY-2)"},
    )
    max_reach_spread: int = field(
        default=1,
        metadata={
            "reason": "G-REACH, R-GUIDE-2: similar = the largest and smallest counts of"
            " buildings in reach differ by at most 1"
        },
    )
    tags_to_demolish: int = field(
        default=4,
        metadata={"reason": "R-TAG-2: 4 tags of one player demolish a building, one tag per face"},
    )
    max_buildings: int = field(
        default=BOX_BUILDINGS, metadata={"reason": "the box holds 10 buildings"}
    )
    min_escape_distance: int = field(
        default=3,
        metadata={
            "reason": "a Heavy Hitter that cannot end its first move at least 3 hexes from its"
            " start (5 on an open board) is boxed in by the buildings around it"
        },
    )
    exposure_ratio: float = field(
        default=1.25,
        metadata={
            "reason": "seats differ markedly when one start is seen from (or open to) 25% more"
            " hexes than another"
        },
    )
    exposure_min_difference: int = field(
        default=4,
        metadata={"reason": "a difference of fewer than 4 hexes is noise, whatever the ratio"},
    )
    deploy_range: int = field(
        default=2,
        metadata={
            "reason": "support units deploy within 2 hexes of their Heavy Hitter"
            " (on the fallout side, into Zone 1)"
        },
    )
    team_reach_spread: int = field(
        default=2,
        metadata={
            "reason": "team-balance: a team is two seats, and G-REACH lets each seat's count be"
            " 1 from another's, so two teams' buildings in reach may be 2 apart"
        },
    )
    team_territory_spread: int = field(
        default=2,
        metadata={
            "reason": "team-balance: as for reach, a team's share of the buildings by walking"
            " distance may be 2 from the other team's (1 per seat)"
        },
    )
    team_exposure_min_difference: int = field(
        default=8,
        metadata={
            "reason": "team-balance: the seat-exposure ratio applies to the teams' summed"
            " exposure, and the 4 hexes of noise per seat make 8 for two seats"
        },
    )
    team_distance_spread: int = field(
        default=1,
        metadata={
            "reason": "team-balance: R-GUIDE-1 gives starts 1 hex of slack (7 or 8 from the"
            " closest opponent), so the teams' ally distances, and their mean"
            " distances to the closest enemy, may be 1 hex apart"
        },
    )
    disabled: frozenset[str] = field(
        default=frozenset(), metadata={"reason": "checks a designer switched off"}
    )

    def __post_init__(self) -> None:
        for check_id in sorted(self.disabled):
            if check_id not in CHECK_IDS:
                raise unknown_check(check_id)
        low, high = self.start_distance
        if not 1 <= low <= high:
            raise AnalysisConfigError(
                _(
                    "start_distance {start_distance}: give (lowest, highest), 1 <= lowest <= "
                    "highest"
                ).format(start_distance=self.start_distance)
            )
        if self.energy < 0 or self.deploy_range < 0:
            raise AnalysisConfigError(_("energy and deploy_range cannot be negative"))

    def enabled(self, check_id: str) -> bool:
        """Whether the check with this id runs."""
        return check_id not in self.disabled

    def without(self, *check_ids: str) -> AnalysisConfig:
        """A copy with these checks switched off."""
        return replace(self, disabled=self.disabled | frozenset(check_ids))

    @classmethod
    def reason(cls, name: str) -> str:
        """Why a threshold has its default value."""
        for f in fields(cls):
            if f.name == name:
                return str(f.metadata["reason"])
        raise AnalysisConfigError(_("no threshold named {name!r}").format(name=name))

    @classmethod
    def reasons(cls) -> dict[str, str]:
        """Every threshold's name and reason, in declaration order."""
        return {f.name: str(f.metadata["reason"]) for f in fields(cls)}


DEFAULT_CONFIG = AnalysisConfig()
