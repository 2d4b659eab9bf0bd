"""The alternate Achievements Board's paths, from the catalog: which upgrade unlocks on which
space of the track, on either side of the board (R-ACH-1,
:mod:`engine.game.achievements`).

>>> from engine.game.catalog_file import standin_catalog
>>> [(u.id, at) for u, at in upgrade_spaces(standin_catalog(), "guard")]
[('reinforced-hull', 2), ('targeting-suite', 4), ('reactor-boost', 6)]
"""

from __future__ import annotations

from engine.core.errors import GameSetupError
from engine.core.messages import _
from engine.game.catalog import AchievementPath, Catalog, Upgrade


def board_paths(catalog: Catalog) -> tuple[AchievementPath, ...]:
    """The alternate board's paths: the catalog's, or (R-ACH-1) the rotations of its
    upgrades in the standard side's order.

    >>> from engine.game.catalog_file import standin_catalog
    >>> [p.id for p in board_paths(standin_catalog())]
    ['power', 'guard', 'strike']
    """
    if catalog.paths:
        return catalog.paths
    ids = [u.id for u in sorted(catalog.upgrades, key=lambda u: (u.at, u.id))]
    return tuple(
        AchievementPath(f"path-{k + 1}", f"Path {k + 1}", tuple(ids[k:] + ids[:k]))
        for k in range(max(1, len(ids)))
    )


def board_path(catalog: Catalog, path_id: str) -> AchievementPath:
    for p in board_paths(catalog):
        if p.id == path_id:
            return p
    raise GameSetupError(
        _("no path {path_id!r} on the alternate board; choose one of {choices}").format(
            path_id=path_id, choices=", ".join((p.id for p in board_paths(catalog)))
        )
    )


def upgrade_spaces(catalog: Catalog, path_id: str | None) -> tuple[tuple[Upgrade, int], ...]:
    """Each upgrade with the space that unlocks it: its own ``at`` on the standard side
    (``path_id`` ``None``), or on a path the upgrade spaces in the path's order (R-ACH-1)."""
    if path_id is None:
        return tuple((u, u.at) for u in catalog.upgrades)
    spaces = sorted(u.at for u in catalog.upgrades)
    by_id = {u.id: u for u in catalog.upgrades}
    return tuple((by_id[uid], at) for uid, at in zip(board_path(catalog, path_id).upgrades, spaces))
