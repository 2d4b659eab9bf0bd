"""The checks: one function per check id, each turning :class:`MapFacts` into findings.

Each check returns one passing :class:`Check` when all is well, or one failing
:class:`Check` per separate problem, with a sentence that names the hexes and
the hexes themselves. Severities: the rulebook's guidelines and the studio's
own checks are warnings, except that a draft (too few starts, or not one per
player planned), a start whose Heavy Hitter can never move, and a fallout seat that
cannot deploy from its start, are errors. The checks of the seats need two starts:
on a draft with fewer they are left out, and the ``players`` finding says so.

>>> from engine import load_map, builtin_map_path
>>> from engine.analysis.config import DEFAULT_CONFIG
>>> facts = MapFacts(load_map(builtin_map_path("salvage-city")), DEFAULT_CONFIG)
>>> print(alley_shots(facts)[0].message)
Only 1 potential alley shot (6E–7D); the guideline wants 2 or more (G-ALLEY, R-ALLEY-2):
put two buildings side by side with both hexes that touch them both free.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Callable

from engine.analysis.config import AnalysisConfig
from engine.analysis.facts import MapFacts
from engine.analysis.report import Check, Severity
from engine.analysis.symmetry import (
    CANDIDATES,
    DESCRIPTIONS,
    SymmetryFit,
    describe_hex,
    orbit,
    symmetries_held,
)
from engine.analysis.teams import TeamGap, team_gaps, teams_alternate
from engine.analysis.wording import count, hex_list, join_and, span
from engine.board import PLAYABLE
from engine.hexes import Hex
from engine.model import MIN_PLAYERS, GameMap, draft_problems

WARNING = Severity.WARNING
ERROR = Severity.ERROR


# -- whether the map is finished --------------------------------------------------------

def players(f: MapFacts) -> list[Check]:
    """A finished map: 2-4 starts, one per player (a draft is an error until it is)."""
    problems = draft_problems(f.map)
    if problems:
        text = f"Draft: {problems[0].message}."
        if len(f.starts) < MIN_PLAYERS:
            text += " The checks of the seats wait for two starts; no game is played until then."
        else:
            text += " No game is played until then."
        return [Check("players", False, ERROR, text, tuple(f.starts))]
    return [Check("players", True, ERROR,
                  f"{count(len(f.starts), 'start')}, one per player: a {len(f.starts)}-player"
                  " map.", tuple(f.starts))]


def _seats_to_judge(f: MapFacts) -> bool:
    """Whether the map has the starts the checks of the seats need."""
    return len(f.starts) >= MIN_PLAYERS


# -- the rulebook's guidelines ----------------------------------------------------------

def start_distance(f: MapFacts) -> list[Check]:
    """G-START, R-GUIDE-1: every start 7 or 8 hexes from its closest opponent."""
    if len(f.starts) < 2:
        return []
    low, high = f.config.start_distance
    wanted = (f"each Heavy Hitter should start {span(low, high)} hexes from its closest"
              f" opponent, {span(low - 1, high - 1)} hexes between (R-GUIDE-1)")
    closest: list[tuple[int, tuple[Hex, ...]]] = []
    for i, s in enumerate(f.starts):
        others = [o for j, o in enumerate(f.starts) if j != i]
        d = min(s.distance(o) for o in others)
        closest.append((d, tuple(sorted(o for o in others if s.distance(o) == d))))
    problems: list[Check] = []
    told: set[frozenset[Hex]] = set()
    for s, (d, nearest) in zip(f.starts, closest):
        if low <= d <= high:
            continue
        mutual = (len(nearest) == 1 and nearest[0] != s
                  and closest[f.starts.index(nearest[0])][1] == (s,))
        only = "only " if d < low else ""
        if mutual:
            pair = frozenset((s, nearest[0]))
            if pair in told:
                continue
            told.add(pair)
            text = (f"{s} and {nearest[0]} start {only}{d} hexes apart"
                    f" ({count(max(d - 1, 0), 'hex', 'hexes')} between)")
        else:
            which = ("its closest opponent, " + nearest[0].label if len(nearest) == 1
                     else "its closest opponents, " + join_and(h.label for h in nearest))
            text = (f"{s} starts {only}{d} hexes from {which}"
                    f" ({count(max(d - 1, 0), 'hex', 'hexes')} between)")
        problems.append(Check("start-distance", False, WARNING, f"{text}; {wanted}.",
                              (s,) + nearest))
    if problems:
        return problems
    dists = [d for d, _ in closest]
    return [Check("start-distance", True, WARNING,
                  f"Every Heavy Hitter starts {span(min(dists), max(dists), 'to')} hexes from"
                  f" its closest opponent ({span(min(dists) - 1, max(dists) - 1, 'to')}"
                  f" hexes between); the guideline wants {span(low, high)} (G-START, R-GUIDE-1).",
                  tuple(f.starts))]


def alley_shots(f: MapFacts) -> list[Check]:
    """G-ALLEY: 2 or more potential alley shots (R-ALLEY-2)."""
    wanted = f.config.min_potential_alley_shots
    potential = f.potential_alleys
    labels = join_and(al.label for al in potential)
    hexes = tuple(h for al in potential for h in al.buildings + al.mouths)
    guideline = f"the guideline wants {wanted} or more (G-ALLEY, R-ALLEY-2)"
    if len(potential) >= wanted:
        return [Check("alley-shots", True, WARNING,
                      f"{count(len(potential), 'potential alley shot')} ({labels});"
                      f" {guideline}.", hexes)]
    closed = [al for al in f.sight.alleys() if al not in potential]
    found = f"Only {count(len(potential), 'potential alley shot')} ({labels})" if potential \
        else "No potential alley shot"
    text = (f"{found}; {guideline}: put two buildings side by side with both hexes that"
            " touch them both free.")
    if closed:
        text += (f" {join_and(al.label for al in closed)}"
                 f" {'has' if len(closed) == 1 else 'have'} a mouth closed by a building or"
                 " the board's edge.")
        hexes += tuple(h for al in closed for h in al.buildings)
    return [Check("alley-shots", False, WARNING, text, hexes)]


def building_reach(f: MapFacts) -> list[Check]:
    """G-REACH, R-GUIDE-2: the seats' counts of buildings in reach differ by at most 1."""
    if len(f.starts) < 2:
        return []
    counts = [len(b) for b in f.buildings_in_reach]
    most, least = max(counts), min(counts)
    energy = f.config.energy
    if most - least <= f.config.max_reach_spread:
        if most == least:
            text = f"Every seat can reach {count(most, 'building')} in its first move"
        else:
            each = ", ".join(f"{s} {n}" for s, n in zip(f.starts, counts))
            text = f"Seats reach {span(least, most, 'to')} buildings in their first move ({each})"
        return [Check("building-reach", True, WARNING,
                      f"{text}; with {energy} energy, R-GUIDE-2 wants counts at most"
                      f" {f.config.max_reach_spread} apart.", tuple(f.starts))]
    high = [s for s, n in zip(f.starts, counts) if n == most]
    low = [s for s, n in zip(f.starts, counts) if n == least]
    verb = "can" if len(high) == 1 else "can each"
    text = (f"{join_and(h.label for h in high)} {verb} reach {count(most, 'building')} in"
            f" {'its' if len(high) == 1 else 'their'} first move,"
            f" {join_and(h.label for h in low)} only {least}; with {energy} energy the"
            f" counts should differ by at most {f.config.max_reach_spread} (G-REACH,"
            " R-GUIDE-2).")
    return [Check("building-reach", False, WARNING, text, tuple(high + low))]


# -- further checks ---------------------------------------------------------------------

def undemolishable_building(f: MapFacts) -> list[Check]:
    """R-TAG-2: a building with fewer than 4 taggable faces can never be demolished."""
    need = f.config.tags_to_demolish
    problems = []
    for b in sorted(f.map.intact_hexes):
        faces = f.taggable_faces(b)
        if len(faces) >= need:
            continue
        which = f" ({hex_list(faces)})" if faces else ""
        problems.append(Check(
            "undemolishable-building", False, WARNING,
            f"{b} can never be demolished: only {count(len(faces), 'face')}{which} touch"
            f"{'es' if len(faces) == 1 else ''} a free playable hex, and {need} tags are"
            " needed (R-TAG-2).", (b,) + faces))
    if problems:
        return problems
    return [Check("undemolishable-building", True, WARNING,
                  f"Every building has at least {need} taggable faces, so each can be"
                  " demolished (R-TAG-2).")]


def building_count(f: MapFacts) -> list[Check]:
    """More buildings than the box holds."""
    n, box = len(f.map.buildings), f.config.max_buildings
    if n > box:
        return [Check("building-count", False, WARNING,
                      f"{count(n, 'building')}: the box holds {box}, so playing this map"
                      " needs buildings from a second copy of the game.",
                      tuple(sorted(f.map.building_hexes)))]
    return [Check("building-count", True, WARNING,
                  f"{count(n, 'building')}; the box holds {box}.")]


def start_blocked(f: MapFacts) -> list[Check]:
    """A start whose Heavy Hitter can never move (error), is boxed in, or walled off."""
    if not _seats_to_judge(f):
        return []
    need = f.config.min_escape_distance
    energy = f.config.energy
    problems = []
    for i, s in enumerate(f.starts):
        if not f.free_neighbors[i]:
            problems.append(Check(
                "start-blocked", False, ERROR,
                f"{s} has no free neighbour: its Heavy Hitter can never leave its start.",
                (s,) + tuple(n for n in s.neighbors() if n in PLAYABLE)))
            continue
        far = f.farthest_first_move[i]
        if far < need:
            problems.append(Check(
                "start-blocked", False, WARNING,
                f"{s} is boxed in: with {energy} energy its Heavy Hitter ends its first move"
                f" at most {count(far, 'hex', 'hexes')} from its start ({need} or more"
                " wanted); open a way out through the buildings around it.", (s,)))
    groups = [[f.starts[i].label for i in g] for g in f.walk_groups]
    if len(groups) == 2:
        problems.append(Check(
            "start-blocked", False, WARNING,
            f"Buildings wall {join_and(groups[0])} off from {join_and(groups[1])}: their"
            " Heavy Hitters can never walk to each other.", tuple(f.starts)))
    elif len(groups) > 2:
        problems.append(Check(
            "start-blocked", False, WARNING,
            f"Buildings split the seats into {len(groups)} groups that can never walk to"
            f" each other: {'; '.join(join_and(g) for g in groups)}.", tuple(f.starts)))
    if problems:
        return problems
    return [Check("start-blocked", True, ERROR,
                  f"Every Heavy Hitter can leave its start and get at least"
                  f" {count(need, 'hex', 'hexes')} away in its first move.")]


def symmetry(f: MapFacts) -> list[Check]:
    """Which symmetry about 5F the map has; what breaks the one its starts suggest."""
    if not _seats_to_judge(f):
        return []
    name = f.map.name
    held = symmetries_held(f.map)
    if held:
        which = join_and(DESCRIPTIONS[s] for s in held)
        return [Check("symmetry", True, WARNING, f"{name} is symmetric under {which}.")]
    sym = f.symmetry
    fit = sym.suggested
    if fit is None:
        return [_starts_not_symmetric(f)]
    text = (f"{name} is not symmetric: its starts suggest {fit.description}, which"
            f" {_breaking(fit, f.map)}.")
    changes = ", ".join(str(c) for c in fit.changes)
    text += f" To restore it: {changes}."
    hexes = fit.breakers + tuple(h for h in fit.missing if h in PLAYABLE)
    return [Check("symmetry", False, WARNING, text, hexes)]


def _breaking(fit: SymmetryFit, game_map: GameMap) -> str:
    """What breaks a symmetry, e.g. "2D 2H break: no building on their partners 8H 8D"."""
    parts = []
    absent = [b for b in fit.breakers if b not in fit.mismatched]
    if absent:
        placeable = [h for h in fit.missing if h not in fit.unplaceable]
        verb = "breaks" if len(absent) == 1 else "break"
        text = f"{hex_list(absent)} {verb}"
        if placeable:
            their = "its partner" if len(placeable) == 1 else "their partners"
            text += f": no building on {their} {hex_list(placeable)}"
        for x in fit.unplaceable:
            owner = next(b for b in absent if x in orbit(b, fit.symmetry))
            where = describe_hex(x) if x not in game_map.starts else f"the start {x}"
            text += f"; {owner}'s partner is {where}, where no building can stand"
        parts.append(text)
    if fit.mismatched:
        rubble = [h for h in fit.mismatched if h not in game_map.intact_hexes]
        intact = [h for h in fit.mismatched if h in game_map.intact_hexes]
        parts.append(f"{hex_list(fit.mismatched)} break: partners must be in the same"
                     f" state, but {hex_list(rubble)} {'is' if len(rubble) == 1 else 'are'}"
                     f" rubble and {hex_list(intact)} {'stands' if len(intact) == 1 else 'stand'}")
    return "; and ".join(parts)


def _starts_not_symmetric(f: MapFacts) -> Check:
    fits = f.symmetry.fits
    best = min(fits, key=lambda x: sum(1 for b in x.breakers if b in f.starts))
    starts = [b for b in best.breakers if b in f.starts]
    partners = best.missing[:len(starts)]
    pairs = ", ".join(f"{s}'s partner would be {describe_hex(p)}"
                      for s, p in zip(starts, partners))
    options = ", ".join(name for name, _ in CANDIDATES)
    return Check(
        "symmetry", False, WARNING,
        f"{f.map.name} is not symmetric: its starts {hex_list(f.starts)} fit none of the"
        f" symmetries about 5F ({options}); closest is {best.description}, where {pairs}.",
        tuple(starts) + tuple(p for p in partners if p in PLAYABLE))


def seat_exposure(f: MapFacts) -> list[Check]:
    """Seats whose starts are seen from markedly different numbers of hexes."""
    if len(f.starts) < 2:
        return []
    counts = f.exposure_counts
    seen = [n for n, _ in counts]
    most, least = max(seen), min(seen)
    i, j = seen.index(most), seen.index(least)
    ratio, gap = f.config.exposure_ratio, f.config.exposure_min_difference
    if most - least >= gap and most > ratio * least:
        percent = round((ratio - 1) * 100)
        return [Check(
            "seat-exposure", False, WARNING,
            f"{f.starts[i]} can be fired at from {count(most, 'hex', 'hexes')}"
            f" ({counts[i][1]} of them with partial cover against it), {f.starts[j]} from"
            f" only {least} ({counts[j][1]}): the seats' exposure differs by more than"
            f" {percent}%.", (f.starts[i], f.starts[j]))]
    return [Check("seat-exposure", True, WARNING,
                  f"Every start is seen from {span(least, most, 'to')} free hexes; no seat"
                  " is markedly more exposed than another.")]


def deploy_zone(f: MapFacts) -> list[Check]:
    """Fallout side: each seat can deploy support units (Zone 1) from its start."""
    if not f.fallout or not _seats_to_judge(f):
        return []
    reach = f.config.deploy_range
    problems = []
    for i, s in enumerate(f.starts):
        if f.deploy[i]:
            continue
        zones = sorted(set(f.reach_zones(i).values()))
        lie = (f"; its buildings in reach lie in Zone{'s' if len(zones) > 1 else ''}"
               f" {join_and(str(z) for z in zones)}" if zones else "")
        problems.append(Check(
            "deploy-zone", False, ERROR,
            f"{s} cannot deploy support units from its start: no free Zone 1 hex within"
            f" {reach} hexes{lie}.", (s,)))
    if problems:
        return problems
    each = ", ".join(f"{s} {len(d)}" for s, d in zip(f.starts, f.deploy))
    return [Check("deploy-zone", True, ERROR,
                  f"Every seat can deploy support units from its start: free Zone 1 hexes"
                  f" within {reach} ({each}).")]


def team_balance(f: MapFacts) -> list[Check]:
    """Four-player maps: the 2v2 teams (R-TEAM-1) alternate turns and are even on each metric.

    The teams are R-TEAM-1's or the file's ``teams``; the metrics and thresholds those of
    :mod:`engine.analysis.teams` and :class:`AnalysisConfig`; one finding per metric
    that is off, and one when the turns would not alternate."""
    if not f.teams:
        return []
    a, b = f.teams
    problems = [Check("team-balance", False, WARNING, _team_gap_text(g, f.config),
                      g.high.starts + g.low.starts)
                for g in team_gaps(a, b, f.config) if g.off]
    if not teams_alternate(f.map, (a.seats, b.seats)):
        named = "the map names" if f.map.teams is not None else "R-TEAM-1 makes (starts" \
            " farthest apart)"
        problems.insert(0, Check(
            "team-balance", False, WARNING,
            f"Teams {a.label} and {b.label}, as {named}, would not alternate turns going"
            " clockwise: a 2v2 game needs the allies at opposite corners (R-TEAM-1); name"
            " teams that alternate (Map properties) or move a start.", a.starts + b.starts))
    if problems:
        return problems
    return [Check(
        "team-balance", True, WARNING,
        f"Teams {a.label} and {b.label} are within the team thresholds: buildings in reach"
        f" {len(a.reach)} and {len(b.reach)}, territory {_number(a.territory)} and"
        f" {_number(b.territory)}, exposure {a.exposure} and {b.exposure} hexes, allies"
        f" {a.ally_distance} and {b.ally_distance} hexes apart, closest enemy"
        f" {_number(a.enemy_distance)} and {_number(b.enemy_distance)} hexes on average"
        " (2v2).", a.starts + b.starts)]


def _team_gap_text(g: TeamGap, cfg: AnalysisConfig) -> str:
    """The sentence of a team-balance finding: both teams, the metric, the threshold."""
    hi, lo = g.high, g.low
    spread = count(cfg.team_distance_spread, "hex", "hexes")
    if g.metric == "reach":
        return (f"Team {hi.label} can reach {count(len(hi.reach), 'building')} in its"
                f" allies' first moves, team {lo.label} only {len(lo.reach)}: the teams'"
                f" reach should differ by at most {cfg.team_reach_spread} (2v2; G-REACH,"
                " R-GUIDE-2, per ally).")
    if g.metric == "territory":
        return (f"Team {hi.label} is nearest to {_number(hi.territory)} of the buildings by"
                f" walking distance, team {lo.label} to only {_number(lo.territory)}: the"
                f" teams' territory should differ by at most {cfg.team_territory_spread}"
                " buildings (2v2).")
    if g.metric == "exposure":
        return (f"Team {hi.label}'s starts can be fired at from {hi.exposure} hexes in all,"
                f" team {lo.label}'s from only {lo.exposure}: the teams' exposure differs"
                f" by more than {round((cfg.exposure_ratio - 1) * 100)}% (2v2).")
    if g.metric == "ally distance":
        return (f"Team {hi.label}'s allies start {hi.ally_distance} hexes apart, team"
                f" {lo.label}'s only {lo.ally_distance}: the allies' distances should"
                f" differ by at most {spread} (2v2, R-TEAM-1).")
    return (f"Team {hi.label}'s allies start {_number(hi.enemy_distance)} hexes from their"
            f" closest enemy on average, team {lo.label}'s only {_number(lo.enemy_distance)}:"
            f" these should differ by at most {spread} (2v2, R-GUIDE-1).")


def _number(x: Fraction) -> str:
    """A share or a mean as a designer reads it: ``4``, ``4.5``, ``3.33``."""
    return f"{float(x):.3g}"


CHECKS: dict[str, Callable[[MapFacts], list[Check]]] = {
    "players": players,
    "start-distance": start_distance,
    "alley-shots": alley_shots,
    "building-reach": building_reach,
    "undemolishable-building": undemolishable_building,
    "building-count": building_count,
    "start-blocked": start_blocked,
    "symmetry": symmetry,
    "seat-exposure": seat_exposure,
    "deploy-zone": deploy_zone,
    "team-balance": team_balance,
}
"""Check id → the function that runs it (the report follows ``CHECK_IDS``' order)."""
