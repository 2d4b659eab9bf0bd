"""The repair search: the smallest change after which the failing checks pass.

:func:`find_fix` looks for the fewest edits (:mod:`engine.repair.edits`) after
which the checks asked for pass and every check that passed before still
passes. It goes depth by depth: first every single edit, then edits on top of
those, up to ``max_edits``.

* **Exact where the space allows.** Depth 1 always tries every edit. A deeper
  level tries every edit on top of *every* map of the level above when that
  fits in the evaluations left; then the fix found has the fewest edits there
  are.
* **Bounded where it does not.** Otherwise the next level grows from the
  ``beam`` maps of the level above that are nearest to passing (by the
  shortfall of :mod:`engine.repair.shortfall`), each with the ``promising``
  single edits that came nearest to passing at depth 1 (those that still apply),
  and the whole search stops after ``max_evaluations`` maps. The result says up to which depth the search was
  exhaustive (:attr:`Fix.exhaustive_depth`); a fix found at depth *d* has the
  fewest edits whenever the search was exhaustive to *d* − 1.
* **Deterministic, ties in a stated order.** Among fixes of as many edits the
  search takes the first by (fewer adds and removes, a shorter total move, then
  the edits in :meth:`Edit.sort_key` order): moves before adds and removes,
  short moves before long ones, reading order last.

>>> from engine import load_map, builtin_map_path
>>> fix = find_fix(load_map(builtin_map_path("salvage-city")))
>>> fix.fixed, [str(e) for e in fix.edits]
(True, ['move 2H to 3H', 'move 2D to 3D'])
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.analysis import analyse
from engine.analysis.checklist import CHECK_IDS, COST_ORDER, REPAIRABLE, spec_of
from engine.analysis.config import DEFAULT_CONFIG, AnalysisConfig
from engine.analysis.facts import MapFacts
from engine.analysis.symmetry import map_symmetry
from engine.core.errors import RepairError
from engine.core.messages import _, ngettext
from engine.geometry.hexes import Hex
from engine.mapmodel.model import GameMap
from engine.repair.edits import Edit, candidate_edits, symmetry_mode_of
from engine.repair.shortfall import passes, shortfall

MAX_EDITS = 3
"""Edits a fix may take unless told otherwise."""
BEAM = 6
"""Maps of one level a bounded search grows the next level from."""
PROMISING = 160
"""Single edits (the best of depth 1) a bounded search tries on top of each of those maps."""
MAX_EVALUATIONS = 6000
"""Maps a search analyses at most (about 0.3 ms each)."""

EditKey = tuple[int, int, int, tuple[tuple[int, int, tuple[int, int], tuple[int, int]], ...]]


@dataclass(frozen=True)
class Fix:
    """The outcome of a repair search.

    ``map`` is the repaired map (the input when no fix was found), ``edits``
    the edits in the order made, ``targets`` the checks that failed and were
    asked for. When ``fixed`` is false, ``obstacles`` names the checks that
    still failed on the map nearest to passing that the search met.
    """

    original: GameMap
    map: GameMap
    edits: tuple[Edit, ...]
    targets: tuple[str, ...]
    fixed: bool
    max_edits: int
    obstacles: tuple[str, ...] = ()
    evaluated: int = 0
    exhaustive_depth: int = 0
    limit_hit: bool = False
    protected: tuple[str, ...] = field(default=())
    beam: int = BEAM
    promising: int = PROMISING

    def summary(self) -> str:
        """One sentence: what was fixed with which edits, or what stood in the way.

        >>> from engine import load_map, builtin_map_path
        >>> find_fix(load_map(builtin_map_path("showdown"))).summary()
        'Nothing to fix: every check asked for passes.'
        """
        if self.fixed and not self.edits:
            return _("Nothing to fix: every check asked for passes.")
        asked = ", ".join(self.targets)
        if self.fixed:
            n = len(self.edits)
            return ngettext(
                "Fixed {checks} with {n} edit: {edits}.",
                "Fixed {checks} with {n} edits: {edits}.",
                n,
            ).format(checks=asked, n=n, edits="; ".join(str(e) for e in self.edits))
        depth = self.exhaustive_depth
        bound = (
            ""
            if depth >= self.max_edits
            else ngettext(
                " (every combination tried up to {n} edit, then the {beam} nearest maps of each"
                " level with the {promising} best single edits; {evaluated} maps analysed)",
                " (every combination tried up to {n} edits, then the {beam} nearest maps of each"
                " level with the {promising} best single edits; {evaluated} maps analysed)",
                depth,
            ).format(n=depth, beam=self.beam, promising=self.promising, evaluated=self.evaluated)
        )
        return ngettext(
            "No fix for {checks} within {n} edit{bound}; the obstacle is {obstacles}.",
            "No fix for {checks} within {n} edits{bound}; the obstacle is {obstacles}.",
            self.max_edits,
        ).format(
            checks=asked,
            n=self.max_edits,
            bound=bound,
            obstacles=", ".join(self.obstacles) or _("none found"),
        )

    def to_json(self) -> dict[str, object]:
        return {
            "fixed": self.fixed,
            "targets": list(self.targets),
            "edits": [e.to_json() for e in self.edits],
            "obstacles": list(self.obstacles),
            "evaluated": self.evaluated,
            "exhaustive_depth": self.exhaustive_depth,
            "summary": self.summary(),
        }


@dataclass(frozen=True)
class _Node:
    map: GameMap
    edits: tuple[Edit, ...]


@dataclass(frozen=True)
class _Verdict:
    score: int
    failing: tuple[str, ...]
    broken: str | None

    @property
    def passes(self) -> bool:
        return self.broken is None and not self.failing


def failing_checks(game_map: GameMap, config: AnalysisConfig | None = None) -> tuple[str, ...]:
    """Ids of the checks that fail on ``game_map``, in report order.

    >>> from engine import load_map, builtin_map_path
    >>> failing_checks(load_map(builtin_map_path("salvage-city")))
    ('alley-shots', 'symmetry')
    """
    report = analyse(game_map, config)
    bad = {c.id for c in report.checks if not c.ok}
    return tuple(i for i in CHECK_IDS if i in bad)


def find_fix(
    game_map: GameMap,
    checks: tuple[str, ...] | list[str] | None = None,
    max_edits: int = MAX_EDITS,
    config: AnalysisConfig | None = None,
    beam: int = BEAM,
    max_evaluations: int = MAX_EVALUATIONS,
    promising: int = PROMISING,
    region: frozenset[Hex] | None = None,
) -> Fix:
    """The smallest change that makes ``checks`` pass (all failing checks when
    ``None``) and breaks no check that passes now; see the module text.

    ``region`` limits where buildings and starts may be put. Raises
    :class:`RepairError` for an unknown check id or a bad bound.
    """
    config = config or DEFAULT_CONFIG
    if max_edits < 0:
        raise RepairError(_("max edits {max_edits}: give 0 or more").format(max_edits=max_edits))
    if beam < 1 or max_evaluations < 1 or promising < 1:
        raise RepairError(_("beam, promising edits and max evaluations must be 1 or more"))
    unknown = [c for c in (checks or ()) if c not in REPAIRABLE]
    if unknown:
        if unknown[0] in CHECK_IDS:  # a check the repair leaves to the designer
            raise RepairError(
                _(
                    "check {unknown!r} is not repaired: {designer_fix}; the checks "
                    "repaired are {choices}"
                ).format(
                    unknown=unknown[0],
                    designer_fix=spec_of(unknown[0]).designer_fix,
                    choices=", ".join(REPAIRABLE),
                )
            )
        raise RepairError(
            _("unknown check id {unknown!r}; the checks are {choices}").format(
                unknown=unknown[0], choices=", ".join(REPAIRABLE)
            )
        )
    disabled = [c for c in (checks or ()) if not config.enabled(c)]
    if disabled:
        raise RepairError(
            _("check {disabled!r} is switched off; nothing to fix for it").format(
                disabled=disabled[0]
            )
        )
    failing = failing_checks(game_map, config)
    asked = tuple(checks) if checks is not None else failing
    targets = tuple(i for i in COST_ORDER if i in asked and i in failing)
    protected = tuple(i for i in COST_ORDER if config.enabled(i) and i not in failing)
    if not targets:
        return Fix(game_map, game_map, (), (), True, max_edits, protected=protected)
    mode = symmetry_mode_of(next(iter(map_symmetry(game_map).symmetries), None))

    def fixes(facts: MapFacts) -> bool:
        return all(passes(facts, t) for t in targets) and all(passes(facts, p) for p in protected)

    def judge(facts: MapFacts) -> _Verdict:
        short = [(t, shortfall(facts, t)) for t in targets]
        score = sum(s for _edit, s in short)
        broken = next((p for p in protected if not passes(facts, p)), None)
        if broken is not None:
            score += shortfall(facts, broken)
        return _Verdict(score, tuple(t for t, s in short if s), broken)

    def make(
        node: _Node,
        fixed: bool,
        evaluated: int,
        exhaustive: int,
        limit: bool,
        obstacles: tuple[str, ...] = (),
    ) -> Fix:
        return Fix(
            game_map,
            node.map,
            node.edits,
            targets,
            fixed,
            max_edits,
            obstacles,
            evaluated,
            exhaustive,
            limit,
            protected,
            beam,
            promising,
        )

    root = _Node(game_map, ())
    frontier = [root]
    complete = True
    seen = {_signature(game_map)}
    evaluated = exhaustive = 0
    limit_hit = False
    best: tuple[tuple[bool, int, EditKey], _Node, _Verdict] | None = None
    good: list[Edit] = []
    per_map = 0.0
    for depth in range(1, max_edits + 1):
        children: list[tuple[EditKey, _Node, Edit]] = []
        for parent in frontier:
            options = (
                candidate_edits(parent.map, mode, region)
                if complete
                else [e for e in good if e.applies_to(parent.map)]
            )
            for e in options:
                children.append((_key(parent.edits + (e,)), parent, e))
        children.sort(key=lambda c: c[0])
        pending: list[tuple[EditKey, _Node, MapFacts]] = []
        for key, parent, e in children:
            if evaluated >= max_evaluations:
                limit_hit = True
                break
            m = e.apply(parent.map)
            sig = _signature(m)
            if sig in seen:
                continue
            seen.add(sig)
            evaluated += 1
            node = _Node(m, parent.edits + (e,))
            facts = MapFacts(m, config)
            if fixes(facts):
                return make(node, True, evaluated, exhaustive, limit_hit)
            pending.append((key, node, facts))
        if limit_hit:
            break
        if complete:
            exhaustive = depth
            per_map = len(children) / max(1, len(frontier))
        if depth == max_edits and best is not None:
            break
        # no fix at this depth: rank the maps met for the next one (and the report)
        scored: list[tuple[int, EditKey, _Node]] = []
        for key, node, facts in pending:
            verdict = judge(facts)
            scored.append((verdict.score, key, node))
            rank = (verdict.broken is not None, verdict.score, key)
            if best is None or rank < best[0]:
                best = (rank, node, verdict)
        if depth == 1:
            ranked = sorted(scored, key=lambda s: (s[0], s[1]))
            good = [n.edits[0] for _g, _c, n in ranked[:promising]]
        if complete and len(scored) * per_map <= max_evaluations - evaluated:
            frontier = [n for _g, _c, n in scored]
        else:
            complete = False
            frontier = [n for _g, _c, n in sorted(scored, key=lambda s: (s[0], s[1]))[:beam]]
        if not frontier:
            break
    if best is None:
        return make(root, False, evaluated, exhaustive, limit_hit, targets)
    _gain, _cost, verdict = best
    obstacles = verdict.failing + ((verdict.broken,) if verdict.broken else ())
    return make(root, False, evaluated, exhaustive, limit_hit, obstacles)


def _key(edits: tuple[Edit, ...]) -> EditKey:
    """Preference among fixes: fewer edits, fewer adds and removes, shorter moves, order."""
    return (
        len(edits),
        sum(1 for e in edits if not e.is_move),
        sum(e.distance for e in edits),
        tuple(sorted(e.key for e in edits)),
    )


def _signature(m: GameMap) -> tuple[frozenset[tuple[Hex, bool]], tuple[Hex, ...]]:
    return frozenset((b.hex, b.demolished) for b in m.buildings), m.starts
