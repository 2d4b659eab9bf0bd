"""What ``gkr-map playtest`` prints: a result as JSON (``--json``) or as its human-readable
lines, the standard mode's report (:func:`result_lines`), which its sub-commands
(:mod:`gkr_studio.cli.playtest_skills`, :mod:`gkr_studio.cli.playtest_modes`,
:mod:`gkr_studio.cli.playtest_restrict`) print through :func:`report` too.
"""

from __future__ import annotations

import argparse
from typing import Any, Callable

from engine.core import _, ngettext
from engine.geometry import Hex
from engine.playtest import BatchFigures, PlaytestResult, batch_figures
from gkr_studio.cli.common import print_json
from gkr_studio.cli.playtest_words import (
    bot_name,
    decimal,
    design_name,
    games_count,
    number,
    pct,
    seat,
    verdict_word,
    width,
    win_type_name,
)

HOTSPOTS = 8
"""Hexes listed per heat map in the text output."""


def report(args: argparse.Namespace, data: dict[str, Any], lines: Callable[[], list[str]]) -> None:
    """The result as JSON (``--json``) or as the human-readable lines."""
    if args.json:
        print_json(data)
    else:
        print("\n".join(lines()))


def result_lines(r: PlaytestResult) -> list[str]:
    """The human-readable report."""
    settings = (
        [ngettext("{n} deal", "{n} deals", r.deals).format(n=r.deals)]
        if r.design == "duplicate"
        else []
    )
    settings += [
        games_count(r.games),
        ngettext("{n} player", "{n} players", r.players).format(n=r.players),
        bot_name(r.bot),
        _("seed {seed}").format(seed=r.seed),
        design_name(r.design),
    ]
    lines = [
        _("{map}: {settings}").format(map=r.map_name, settings=", ".join(settings))
        + (
            _(" (cancelled after {games} of {requested})").format(
                games=r.games, requested=r.requested
            )
            if r.cancelled
            else ""
        )
        + (_(" (stopped at the verdict)") if r.stopped_early else "")
    ]
    labels = {
        "advanced": _("advanced play"),
        "verdict": _("verdict"),
        "next": _("next step"),
        "win types": _("win types"),
        "rounds": _("rounds"),
        "blood": _("first blood"),
        "demolition": _("first demolition"),
        "factions": _("factions"),
        "fired": _("fired from"),
        "destroyed": _("destroyed at"),
        "why": _("why"),
    }
    w_label = max(len(text) for text in labels.values()) + 2

    def labelled(key: str, text: str) -> str:
        return f"  {labels[key]:<{w_label}}{text}"

    if r.pilots or r.achievements != "standard":
        lines.append(
            labelled(
                "advanced",
                ", ".join(
                    ([_("pilots")] if r.pilots else [])
                    + ([_("alternate achievements board")] if r.achievements == "alternate" else [])
                    + (
                        [_("{side} achievements board").format(side=r.achievements)]
                        if r.achievements not in ("standard", "alternate")
                        else []
                    )
                ),
            )
        )
    figures = batch_figures(r)
    lines.append(
        labelled(
            "verdict",
            _("{verdict}: {text}").format(verdict=verdict_word(r.verdict), text=r.verdict_text),
        )
    )
    if figures.next_step:
        lines.append(labelled("next", figures.next_step))
    lines += side_table(figures)
    total = max(1, r.games)
    lines.append(
        labelled(
            "win types",
            ", ".join(f"{win_type_name(t)} {n} ({pct(n / total)})" for t, n in r.win_types.items()),
        )
    )
    lines.append(
        labelled(
            "rounds",
            _("mean {mean}, median {median}, min {min}, max {max}").format(
                mean=decimal(r.length.mean),
                median=number(r.length.median),
                min=r.length.min,
                max=r.length.max,
            ),
        )
    )
    lines.append(labelled("blood", _by_seat(r.first_blood, r.games)))
    lines.append(labelled("demolition", _by_seat(r.first_demolition, r.games)))
    lines.append(
        labelled(
            "factions",
            ", ".join(
                _("{faction} {rate} of {games}").format(
                    faction=f.name, rate=pct(f.win_rate), games=f.games
                )
                for f in r.factions
            ),
        )
    )
    lines.append(labelled("fired", _hotspots(r.fired_from)))
    lines.append(labelled("destroyed", _hotspots(r.destroyed_at)))
    if r.why is not None:
        lines += [
            f"  {labels['why'] if k == 0 else '':<{w_label}}{line}"
            for k, line in enumerate(r.why.lines())
        ]
    return lines


def side_table(figures: BatchFigures) -> list[str]:
    """The seats' table: each seat's wins, win rate, interval, edge and luck-adjusted edge."""
    heads = (
        _("seat"),
        _("start"),
        _("wins"),
        _("win rate"),
        figures.interval_heading,
        _("edge"),
        _("luck-adjusted edge"),
    )
    w = (
        width(heads[0], 4) + 1,
        width(heads[1], 6) + 1,
        width(heads[2], 7) + 1,
        width(heads[3], 8),
        width(heads[4], 13),
        width(heads[5], 6),
    )
    lines = [
        f"  {heads[0]:<{w[0]}}{heads[1]:<{w[1]}}{heads[2]:>{w[2]}}  {heads[3]:>{w[3]}}  "
        f"{heads[4]:<{w[4]}}  {heads[5]:>{w[5]}}  {heads[6]}"
    ]
    for side in figures.sides:
        c = side.cells()
        lines.append(
            f"  {seat(side.seat):<{w[0]}}{side.label:<{w[1]}}{c['wins']:>{w[2]}}  "
            f"{c['rate']:>{w[3]}}  {c['interval']:<{w[4]}}  {c['edge']:>{w[5]}}  "
            f"{c['adjusted_edge']}"
        )
    return lines


def _by_seat(counts: tuple[int, ...], games: int) -> str:
    parts = [f"{seat(s)} {n}" for s, n in enumerate(counts)]
    return ", ".join(parts + [_("none {n}").format(n=games - sum(counts))])


def _hotspots(counts: dict[Hex, int]) -> str:
    if not counts:
        return _("none")
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:HOTSPOTS]
    rest = len(counts) - len(top)
    return ", ".join(f"{h} {n}" for h, n in top) + (
        ngettext(" (+{n} more hex)", " (+{n} more hexes)", rest).format(n=rest) if rest > 0 else ""
    )
