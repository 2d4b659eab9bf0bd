r"""How the balance explanation is said (:mod:`engine.verdicts.explain`): each check set
against play in a sentence, and each seat's story. A sentence is about a :class:`Flag`, the
seat asymmetry a check flags, defined here for the explanation and its words alike.

Every sentence goes through the catalogs (:mod:`engine.core.messages`) as it is written,
whole where the languages order its parts differently, its numbers as the language writes
them (:mod:`engine.core.numbers`). A mean per game with decimals takes the plural form
the language gives it (:func:`~engine.verdicts.verdict_words.points_count`: French
writes « 1,5 Immeuble », « 2,5 Immeubles »).

>>> from engine.core.messages import set_language
>>> set_language("fr")
'fr'
>>> shown(0.518, True), difference(0.031, True), win_type_name("round limit")
('51,8\u202f%', '+3,1 points', 'limite de tours')
>>> set_language("en")
'en'
>>> shown(0.518, True), difference(0.031, True), difference(-0.2, False)
('51.8%', '+3.1 points', '-0.20')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from engine.analysis.wording import join_and
from engine.core.messages import N_, _, ngettext
from engine.core.numbers import format_decimal, format_integer, percent_sign
from engine.verdicts.play_figures import Comparison, SeatStory, hotspots
from engine.verdicts.verdict_words import points_count, signed_decimal


@dataclass(frozen=True)
class Flag:
    """One seat asymmetry the analysis flags, and what the games should show of it."""

    check: str
    """``building-reach``, ``seat-exposure``, ``territory`` or ``team-balance``."""
    side: tuple[int, ...]
    """The seats flagged (one, or a team's two)."""
    label: str
    """The side as the report names it: ``1F``, or a team's ``1B+9J``."""
    others: tuple[tuple[int, ...], ...]
    """The sides it is measured against."""
    other: str
    """Whom the check sets the side against (the other end of its figures)."""
    static: dict[str, Any]
    """The check's figures: what they count (``figure``: ``buildings_in_reach``,
    ``seen_from``, ``territory_share`` or a team metric), the side's (``value``) and the
    other end's (``against``)."""
    figure: str
    """The figure of play the asymmetry should move (:func:`~engine.verdicts.play_figures.figure`)."""
    expect: int
    """The sign the check predicts for the side's difference in :attr:`figure`."""
    also: tuple[str, ...] = ()
    """Figures reported alongside."""


WIN_TYPE_NAMES = {
    "demolition": N_("demolition"),
    "destruction": N_("destruction"),
    "score": N_("score"),
    "round limit": N_("round limit"),
}
"""How games end (:data:`engine.verdicts.result.WIN_TYPES`), as a sentence names them."""

TEAM_METRIC_NAMES = {
    "reach": N_("reach"),
    "territory": N_("territory"),
    "exposure": N_("exposure"),
    "ally distance": N_("ally distance"),
    "enemy distance": N_("enemy distance"),
}
"""The team metrics of ``team-balance`` as a sentence names them (the JSON keeps the ids)."""

RATES = ("wins", "demolition_wins")
"""The figures that are shares of games (shown as percentages)."""


def win_type_name(win_type: str) -> str:
    """How a game ended, in the current language: ``round limit`` → ``limite de tours``."""
    return _(WIN_TYPE_NAMES[win_type]) if win_type in WIN_TYPE_NAMES else win_type


def team_metric_name(metric: str) -> str:
    """A team metric of ``team-balance``, in the current language."""
    return _(TEAM_METRIC_NAMES[metric]) if metric in TEAM_METRIC_NAMES else metric


def shown(x: float, rate: bool) -> str:
    """A figure as the sentences show it: a rate as a percentage, a mean to 1 decimal."""
    if rate:
        return percent_sign(format_decimal(100 * x, 1, trim=False))
    return format_decimal(x, 1, trim=False)


def difference(x: float, rate: bool) -> str:
    """A difference of figures: of rates in points (``+3.1 points``), else to 2 decimals."""
    if rate:
        shown_points = signed_decimal(100 * x)
        return ngettext(
            "{points} point", "{points} points", points_count(round(100 * x, 1))
        ).format(points=shown_points)
    return signed_decimal(x, 2)


def _count(x: Any) -> int:
    """The count that chooses a plural form for a figure: itself when whole, else
    :func:`~engine.verdicts.verdict_words.points_count` of it."""
    return int(x) if x == int(x) else points_count(x)


def static_sentence(flag: Flag) -> str:
    """What the check flags, with its figures."""
    value, against = flag.static["value"], flag.static["against"]
    if flag.check == "building-reach":
        text = _(
            "The checks flag {seat}'s short building reach (it reaches {value} in its"
            " first move against {against} for {other})"
        )
    elif flag.check == "seat-exposure":
        text = ngettext(
            "The checks flag {seat}'s exposure (seen from {value} hex against"
            " {against} for {other})",
            "The checks flag {seat}'s exposure (seen from {value} hexes against"
            " {against} for {other})",
            _count(value),
        )
    elif flag.check == "territory":
        text = ngettext(
            "The territories give {seat} a small share of the buildings ({value}"
            " nearest to it by walking distance against {against} for {other})",
            "The territories give {seat} a small share of the buildings ({value}"
            " nearest to it by walking distance against {against} for {other})",
            _count(value),
        )
    else:
        text = _(
            "The checks flag team {seat}'s {metric} ({value} against {against} for team {other})"
        )
    return text.format(
        seat=flag.label,
        other=flag.other,
        value=_number(value),
        against=_number(against),
        metric=team_metric_name(flag.static["figure"]),
    )


def _number(x: Any) -> str:
    """A check's figure: whole, or with its decimals (at most 3)."""
    return format_integer(x) if isinstance(x, int) else format_decimal(x, 3)


def measured_sentence(flag: Flag, main: Comparison) -> str:
    """What the games measured of the figure the check should move."""
    others = flag.other if len(flag.others) == 1 else _("the others")
    rate = flag.figure in RATES
    value, others_value = shown(main.value, rate), shown(main.others, rate)
    n = points_count(round(main.value, 1))
    if flag.check == "team-balance":
        text = _(
            "team {seat}'s seats won {value} of the games together against {others}"
            " for team {other}"
        )
    elif flag.figure == "demolitions":
        text = ngettext(
            "{seat} demolished {value} building a game against {others} for {other}",
            "{seat} demolished {value} buildings a game against {others} for {other}",
            n,
        )
    else:
        text = _("{seat} took {value} damage a game against {others} for {other}")
    measured = text.format(seat=flag.label, value=value, others=others_value, other=others)
    if main.interval is not None:
        measured += _(" (difference {difference}, 95% interval {low} to {high})").format(
            difference=difference(main.difference, rate),
            low=difference(main.interval[0], rate),
            high=difference(main.interval[1], rate),
        )
    return measured


def alongside_sentence(name: str, c: Comparison) -> str:
    """A figure reported alongside the main one (its side being the sentence's subject)."""
    rate = name in RATES
    value, others = shown(c.value, rate), shown(c.others, rate)
    n = points_count(round(c.value, 1))
    if name == "tags":
        text = ngettext(
            "tagged {value} time a game against {others}",
            "tagged {value} times a game against {others}",
            n,
        )
    elif name == "demolition_wins":
        text = _("won {value} of the games by demolition against {others}")
    elif name == "fired_at":
        text = ngettext(
            "was fired at {value} time a game against {others}",
            "was fired at {value} times a game against {others}",
            n,
        )
    elif name == "units_lost":
        text = ngettext(
            "lost {value} unit a game against {others}",
            "lost {value} units a game against {others}",
            n,
        )
    else:
        text = _("won {value} of the games against {others}")
    return text.format(value=value, others=others)


def conclusion(check: str, result: str) -> str:
    """What the games come to for a check: borne out, not borne out or the opposite."""
    texts = {
        ("building-reach", "borne out"): N_("the short reach cost it demolitions"),
        ("building-reach", "not borne out"): N_(
            "the games do not bear the check out, the short reach did not cost it"
        ),
        ("building-reach", "opposite"): N_(
            "the games do not bear the check out, it demolished more than the others in"
            " spite of its short reach"
        ),
        ("seat-exposure", "borne out"): N_("the exposure cost it"),
        ("seat-exposure", "not borne out"): N_(
            "the games do not bear the check out, the exposure did not cost it"
        ),
        ("seat-exposure", "opposite"): N_(
            "the games do not bear the check out, it took less damage than the others in"
            " spite of the exposure"
        ),
        ("territory", "borne out"): N_("the small territory cost it demolitions"),
        ("territory", "not borne out"): N_(
            "the games do not bear it out, the small territory did not cost it"
        ),
        ("territory", "opposite"): N_(
            "the games do not bear it out, it demolished more than the others in spite of"
            " its small territory"
        ),
        ("team-balance", "borne out"): N_("the games bear the check out"),
        ("team-balance", "not borne out"): N_(
            "the games do not bear the check out, the teams' wins do not differ measurably"
        ),
        ("team-balance", "opposite"): N_(
            "the games do not bear the check out, they lean the other way"
        ),
    }
    return _(texts[check, result])


def explanation_text(
    flag: Flag,
    main: Comparison,
    also: dict[str, Comparison],
    result: str,
    design: str = "duplicate",
) -> str:
    """The sentence of one flag against the games."""
    static = static_sentence(flag)
    if result == "no games":
        return _("{static}, but no game of this batch recorded it.").format(static=static)
    if result == "too few games":
        text = (
            _("{static}, but one deal is too few to measure it.")
            if design == "duplicate"
            else _("{static}, but one game is too few to measure it.")
        )
        return text.format(static=static)
    alongside = [alongside_sentence(name, c) for name, c in also.items() if c.units]
    if result == "borne out":
        text = _("{static}, and in play {measured}{also}: {conclusion}.")
    else:
        text = _("{static}, but in play {measured}{also}: {conclusion}.")
    return text.format(
        static=static,
        measured=measured_sentence(flag, main),
        also=_("; it {figures}").format(figures=join_and(alongside)) if alongside else "",
        conclusion=conclusion(flag.check, result),
    )


def story_lines(stories: Sequence[SeatStory], labels: Sequence[str]) -> list[str]:
    """Each seat's story in words: how and when it wins, where, who strikes first."""
    lines = []
    for s, label in zip(stories, labels):
        games = max(1, s.games)
        types = (
            [
                _("{share} by {win_type}").format(
                    share=shown(n / s.wins, True), win_type=win_type_name(t)
                )
                for t, n in sorted(s.win_types.items(), key=lambda kv: -kv[1])
                if n
            ]
            if s.wins
            else []
        )
        rate = shown(s.wins / games, True)
        kinds = " ({})".format(", ".join(types)) if types else ""
        if s.win_round is not None:
            lines.append(
                _(
                    "{seat} won {rate} of the games{types}, its wins at round {round} on average."
                ).format(
                    seat=label,
                    rate=rate,
                    types=kinds,
                    round=format_decimal(s.win_round, 1, trim=False),
                )
            )
        else:
            lines.append(
                _("{seat} won {rate} of the games{types}.").format(
                    seat=label, rate=rate, types=kinds
                )
            )
        if s.per_game:
            lines.append(
                _("{seat} fired most from {fired}; its units fell most on {lost}.").format(
                    seat=label, fired=_hexes(s.fired_from), lost=_hexes(s.lost_at)
                )
            )
        lines.append(_first_strikes(s, label))
    return lines


def _first_strikes(s: SeatStory, label: str) -> str:
    blood, demolition = s.first_blood, s.first_demolition
    if blood.got:
        drew = ngettext(
            "{seat} drew first blood in {got} of {games} game and won {won} of those",
            "{seat} drew first blood in {got} of {games} games and won {won} of those",
            s.games,
        ).format(seat=label, got=blood.got, games=s.games, won=shown(blood.won_rate, True))
    else:
        drew = _("{seat} never drew first blood").format(seat=label)
    if demolition.got:
        demolished = ngettext(
            "it demolished the first building in {got} and won {won} of those",
            "it demolished the first building in {got} and won {won} of those",
            demolition.got,
        ).format(got=demolition.got, won=shown(demolition.won_rate, True))
    else:
        demolished = _("it never demolished the first building")
    return _("{blood}; {demolition}.").format(blood=drew, demolition=demolished)


def _hexes(counts: dict[Any, int]) -> str:
    top = hotspots(counts)
    if not top:
        return _("nowhere")
    return ", ".join(f"{h} ({n})" for h, n in top)
