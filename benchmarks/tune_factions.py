"""Faction balance of a catalog: every ordered pairing of its factions on the two-player
maps, played by the full bot, and a simple search that evens the factions out.

**Table** (the default): for each map and each pair of factions A, B (catalog order),
``run_playtest`` plays ``--games`` duplicate deals with a catalog of just A and B (the
``--catalog`` of ``gkr-map playtest`` cut down to the pair): each deal plays A in seat 1
against B in seat 2 and the same dice streams swapped, so every deal gives one game of
each ordered pairing. A's wins from seat 1 and from seat 2 follow from the batch's seat
and faction totals (seat 1's wins = A's seat-1 wins + the games A lost from seat 2;
A's wins = the sum of the two). Each row is one ordered pairing: the seat-1 faction's
win rate over ``--games`` games with its 95% Wilson interval, and whether the rate (and
the whole interval) lies within 40-60%. Ties share the win.

The maps must be two-player maps (Final Stand and Plateau by default). A four-player map
is refused: pairing two factions there would need a rule for the other two seats (e.g.
A at the allied corners and B at the others), which is the 2v2 mode's business.

**Search** (``--search ROUNDS``): coordinate search on a few knobs per faction
(:data:`KNOBS`: numbers of the faction's default deck — its primary's damage or range,
a secondary's damage, its reaction cards' values, a support unit's hit points; each
with its rulebook bounds). Each round measures every pairing with ``--search-games``
deals (the first ``--seed``: the same deals for every candidate, so candidates are
compared on common dice), takes the faction whose mean win rate over its pairings lies furthest
from 50%, and tries its knobs in turn, one step each in the direction that moves it
toward 50% (weaker for a strong faction, stronger for a weak one), starting after the
knob it last moved (cyclic coordinate search); the first step that lowers the sum of
squared deviations of all ordered pairings from 50% is kept, and the round ends. Only
the pairings of the faction moved are played again. A faction none of whose steps helps
is left out of the next rounds until some other faction changes. The catalog found is written to ``--out`` (its description
lists the numbers changed against the input catalog), and its table printed with
``--games`` deals. The whole run is a pure function of the arguments.

    python benchmarks/tune_factions.py [--catalog FILE] [--map final-stand --map plateau]
                                       [--games 200] [--seed 1 [--seed 2 …]] [--workers 1]
                                       [--json]
    python benchmarks/tune_factions.py --search 8 --search-games 60 --out tuned.catalog.json
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import time
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core.errors import GkrError  # noqa: E402
from engine.files.mapfile import load_map  # noqa: E402
from engine.files.resources import builtin_map_path, catalog_path  # noqa: E402
from engine.game.catalog_file import catalog_from_data, load_catalog  # noqa: E402
from engine.mapmodel.model import GameMap  # noqa: E402
from engine.playtest import WarmPool, run_playtest  # noqa: E402
from engine.verdicts.result import WinsOutOfGames  # noqa: E402

LOW, HIGH = 0.40, 0.60
"""The band every ordered pairing's win rate should lie in."""

Doc = dict[str, Any]


@dataclass(frozen=True)
class Row(WinsOutOfGames):
    """One ordered pairing on one map: ``first`` in seat 1 against ``second`` in seat 2
    (``wins``: the seat-1 faction's, ties shared)."""

    map_slug: str
    first: str
    second: str
    games: int
    wins: float

    @property
    def inside(self) -> bool:
        return LOW <= self.win_rate <= HIGH

    @property
    def interval_inside(self) -> bool:
        lo, hi = self.ci95
        return LOW <= lo and hi <= HIGH


def pair_catalog(doc: Doc, a: str, b: str) -> Doc:
    """The catalog ``doc`` with only factions ``a`` and ``b``, in that order (and only
    their pilots: a pilot of a faction not in the catalog makes it invalid)."""
    by_id = {f["id"]: f for f in doc["factions"]}
    pairing = {**doc, "factions": [by_id[a], by_id[b]]}
    if "pilots" in doc:
        pairing["pilots"] = [p for p in doc["pilots"] if p["faction"] in (a, b)]
    return pairing


def play_pair(
    game_map: GameMap,
    slug: str,
    doc: Doc,
    a: str,
    b: str,
    deals: int,
    seed: int,
    workers: int,
    pool: WarmPool | None,
) -> tuple[Row, Row]:
    """``deals`` duplicate deals of ``a`` against ``b``: the rows (a v b) and (b v a)."""
    catalog = catalog_from_data(pair_catalog(doc, a, b), f"pairing {a}-{b}")
    result = run_playtest(
        game_map,
        2 * deals,
        seed,
        workers=workers,
        bot="full",
        catalog=catalog,
        design="duplicate",
        pool=pool,
    )
    n = result.games // 2
    seat1 = result.seats[0].wins
    a_wins = next(f.wins for f in result.factions if f.faction == a)
    a_first = (seat1 + a_wins - n) / 2  # A's wins from seat 1
    a_second = a_wins - a_first  # A's wins from seat 2
    return Row(slug, a, b, n, a_first), Row(slug, b, a, n, n - a_second)


def measure(
    maps: dict[str, GameMap],
    doc: Doc,
    deals: int,
    seed: int,
    workers: int,
    pool: WarmPool | None,
    only: str | None = None,
    progress: Callable[[str], None] | None = None,
) -> list[Row]:
    """Every ordered pairing on every map (or only those involving faction ``only``)."""
    ids = [f["id"] for f in doc["factions"]]
    rows: list[Row] = []
    for slug, game_map in maps.items():
        for a, b in combinations(ids, 2):
            if only is not None and only not in (a, b):
                continue
            if progress:
                progress(f"{slug} {a} v {b}")
            rows.extend(play_pair(game_map, slug, doc, a, b, deals, seed, workers, pool))
    return rows


def loss(rows: list[Row]) -> float:
    """Sum of squared deviations of the ordered pairings' win rates from 50%."""
    return sum((r.win_rate - 0.5) ** 2 for r in rows)


def faction_means(rows: list[Row], ids: list[str]) -> dict[str, float]:
    """Each faction's mean win rate over its ordered pairings (both seats, every map)."""
    mean: dict[str, float] = {}
    for f in ids:
        rates = [r.win_rate for r in rows if r.first == f] + [
            1 - r.win_rate for r in rows if r.second == f
        ]
        mean[f] = sum(rates) / len(rates)
    return mean


# -- knobs ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Knob:
    """A number of a faction's default deck that the search may move.

    ``path`` leads from the faction's object to the number (``primary:<id>`` names a
    weapon by id, ``reaction:<id>``…, ``support.combat``…); ``up`` is the sign of a step
    that makes the faction stronger; ``low``/``high`` are the bounds.
    """

    path: str
    low: int
    high: int
    up: int = 1

    def locate(self, faction: Doc) -> tuple[Doc, str]:
        """The object holding the number and its key."""
        *parts, key = self.path.split(".")
        node: Any = faction
        for part in parts:
            if ":" in part:
                section, card_id = part.split(":")
                node = next(c for c in node[section] if c["id"] == card_id)
            else:
                node = node[part]
        return node, key

    def get(self, faction: Doc) -> int:
        node, key = self.locate(faction)
        return int(node[key])

    def set(self, faction: Doc, value: int) -> None:
        node, key = self.locate(faction)
        node[key] = value


def default_knobs(faction: Doc) -> list[Knob]:
    """The knobs of a faction: its default deck's primary (damage, range), each default
    secondary's damage, each reaction card it carries (its effect's value), its Combat
    unit's hit points and damage, its Repair unit's repair roll (lower is stronger).
    Bounds: weapon damage 1-7 (RULES.md §8), range 1-8, effects 1-3, hit points 1-5."""
    deck = faction["default_deck"]
    knobs = [
        Knob(f"primary:{deck['primary']}.damage", 4, 7),
        Knob(f"primary:{deck['primary']}.range", 2, 8),
    ]
    knobs += [Knob(f"secondary:{s}.damage", 1, 5) for s in deck["secondary"]]
    knobs += [
        Knob(f"reaction:{r['id']}.effect.value", 1, 3)
        for r in faction["reaction"]
        if r["id"] in deck["cards"]
    ]
    knobs += [
        Knob("support.combat.hit_points", 1, 5),
        Knob("support.combat.damage", 1, 4),
        Knob("support.repair.repair_roll", 2, 5, up=-1),
    ]
    return knobs


def step(doc: Doc, faction_id: str, knob: Knob, direction: int) -> Doc | None:
    """A copy of ``doc`` with ``knob`` of ``faction_id`` moved one step to make the faction
    stronger (``direction`` +1) or weaker (-1); ``None`` at a bound."""
    new = copy.deepcopy(doc)
    faction = next(f for f in new["factions"] if f["id"] == faction_id)
    value = knob.get(faction) + direction * knob.up
    if not knob.low <= value <= knob.high:
        return None
    old = knob.get(faction)
    knob.set(faction, value)
    card = knob.path.split(".")[:-1]
    if card[-1] == "effect":
        card.pop()
    retext(Knob(".".join(card) + ".x", 0, 0).locate(faction)[0], old, value)
    return new


def retext(card: Doc, old: int, new: int) -> None:
    """Keep a card's rules text true to a number moved: ``3+`` (a roll), ``+2 to`` (a
    target number), ``2 less`` (damage or saves)."""
    for key in ("text", "ability"):
        if key in card:
            for pattern in ("{}+", "+{} to", "{} less"):
                card[key] = card[key].replace(pattern.format(old), pattern.format(new))


def changes(before: Doc, after: Doc) -> list[str]:
    """The numbers that differ, as ``faction: path old -> new``."""
    out = []
    for fa, fb in zip(before["factions"], after["factions"]):
        for knob in default_knobs(fa):
            old, new = knob.get(fa), knob.get(fb)
            if old != new:
                out.append(f"{fa['id']}: {knob.path} {old} -> {new}")
    return out


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def search(
    maps: dict[str, GameMap],
    doc: Doc,
    rounds: int,
    deals: int,
    seed: int,
    workers: int,
    pool: WarmPool | None,
) -> Doc:
    """The coordinate search described in the module's description."""
    ids = [f["id"] for f in doc["factions"]]
    rows = measure(maps, doc, deals, seed, workers, pool)
    cursor = dict.fromkeys(ids, 0)
    stuck: set[str] = set()
    for round_ in range(rounds):
        means = faction_means(rows, ids)
        say(
            f"round {round_ + 1}: loss {loss(rows):.4f}; "
            + ", ".join(f"{f} {means[f]:.1%}" for f in ids)
        )
        candidates = [f for f in ids if f not in stuck]
        if not candidates:
            break
        target = max(candidates, key=lambda f: abs(means[f] - 0.5))
        direction = 1 if means[target] < 0.5 else -1
        others = [r for r in rows if target not in (r.first, r.second)]
        knobs = default_knobs(next(f for f in doc["factions"] if f["id"] == target))
        kept = False
        for k in range(len(knobs)):
            at = (cursor[target] + k) % len(knobs)
            knob = knobs[at]
            trial = step(doc, target, knob, direction)
            if trial is None:
                continue
            try:
                catalog_from_data(trial, "trial")
            except GkrError:
                continue
            tried = others + measure(maps, trial, deals, seed, workers, pool, only=target)
            value = loss(tried)
            sign = "+" if direction * knob.up > 0 else "-"
            say(f"  {target} {knob.path} {sign}1: loss {value:.4f}")
            if value < loss(rows):
                say(f"  kept: {target} {knob.path} {sign}1")
                doc, rows, kept = trial, tried, True
                cursor[target] = (at + 1) % len(knobs)
                break
        if kept:
            stuck.clear()
        else:
            say(f"  no step of {target} helps")
            stuck.add(target)
    return doc


# -- output --------------------------------------------------------------------------------


def table(rows: list[Row], doc: Doc) -> str:
    names = {f["id"]: f["name"].replace(" (stand-in)", "") for f in doc["factions"]}
    lines = [
        f"{'map':12} {'seat 1':22} {'seat 2':22} {'games':>5} {'seat 1 wins':>11}"
        f"  {'95% interval':13} {'40-60%':8}"
    ]
    for r in rows:
        lo, hi = r.ci95
        mark = ("yes" if r.interval_inside else "rate") if r.inside else "NO"
        lines.append(
            f"{r.map_slug:12} {names[r.first]:22} {names[r.second]:22} {r.games:5}"
            f" {r.win_rate:10.1%}  {lo:5.1%}-{hi:5.1%}  {mark}"
        )
    inside = sum(r.inside for r in rows)
    whole = sum(r.interval_inside for r in rows)
    lines.append(
        f"{inside} of {len(rows)} pairings with the rate inside 40-60%, {whole} with"
        " the whole interval inside ('rate': the rate inside, the interval poking out)"
    )
    return "\n".join(lines)


def to_json(rows: list[Row]) -> list[dict[str, Any]]:
    return [
        {
            "map": r.map_slug,
            "seat1": r.first,
            "seat2": r.second,
            "games": r.games,
            "seat1_wins": round(r.wins, 4),
            "seat1_win_rate": round(r.win_rate, 4),
            "ci95": [round(x, 4) for x in r.ci95],
            "inside": r.inside,
            "interval_inside": r.interval_inside,
        }
        for r in rows
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--catalog", type=Path, default=catalog_path("standin"))
    parser.add_argument(
        "--map",
        action="append",
        dest="maps",
        help="a built-in map's name or a map file (default: final-stand and plateau)",
    )
    parser.add_argument(
        "--games",
        type=int,
        default=200,
        help="games of each ordered pairing on each map (deals of each pair)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        action="append",
        dest="seeds",
        help="the batches' seed (default 1); given more than once, the table"
        " adds up the games of each seed",
    )
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--search", type=int, default=0, metavar="ROUNDS")
    parser.add_argument(
        "--search-games", type=int, default=60, help="deals of each pair while searching"
    )
    parser.add_argument("--out", type=Path, help="where the search writes its catalog")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    try:
        load_catalog(args.catalog)  # checked: one line per problem
        doc: Doc = json.loads(Path(args.catalog).read_text(encoding="utf-8"))
        maps: dict[str, GameMap] = {}
        for name in args.maps or ["final-stand", "plateau"]:
            path = Path(name) if name.endswith(".json") else builtin_map_path(name)
            game_map = load_map(path)
            if game_map.players != 2:
                raise SystemExit(
                    f"{name}: a {game_map.players}-player map; the faction"
                    " table pairs two factions on two-player maps only"
                )
            maps[path.name.removesuffix(".gkrmap.json")] = game_map
    except (GkrError, OSError) as exc:
        print(exc, file=sys.stderr)
        return 1
    if args.search and args.out is None:
        print("--search needs --out FILE for the catalog it finds", file=sys.stderr)
        return 1

    seeds: list[int] = args.seeds or [1]
    pool = WarmPool(args.workers) if args.workers > 1 else None
    try:
        start = time.perf_counter()
        original = doc
        if args.search:
            doc = search(maps, doc, args.search, args.search_games, seeds[0], args.workers, pool)
            changed = changes(original, doc)
            doc["description"] = (
                doc.get("description", "") + " Tuned by"
                " benchmarks/tune_factions.py: " + "; ".join(changed) + "."
            )
            args.out.write_text(
                json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
            )
            print(f"wrote {args.out}: " + ("; ".join(changed) or "no change"), file=sys.stderr)
        rows: list[Row] = []
        for seed in seeds:
            found = measure(
                maps,
                doc,
                args.games,
                seed,
                args.workers,
                pool,
                progress=lambda what: print(f"seed {seed}: {what}", file=sys.stderr, flush=True),
            )
            rows = (
                found
                if not rows
                else [
                    Row(r.map_slug, r.first, r.second, r.games + f.games, r.wins + f.wins)
                    for r, f in zip(rows, found)
                ]
            )
        seconds = time.perf_counter() - start
    finally:
        if pool is not None:
            pool.close()
    if args.json:
        print(
            json.dumps(
                {
                    "catalog": str(args.catalog),
                    "seeds": seeds,
                    "games": args.games,
                    "pairings": to_json(rows),
                },
                indent=1,
            )
        )
    else:
        print(
            f"full bot, duplicate deals, seed {', '.join(map(str, seeds))}:"
            f" {args.games * len(seeds)} games of each ordered pairing on each map"
            f" ({seconds:.0f} s)"
        )
        print(table(rows, doc))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
