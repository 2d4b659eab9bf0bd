"""A game state as JSON and back: every unit, pile, tag and counter, the steps the rules
have still to run, and where each stream of dice is, so play resumes exactly.

The steps (:class:`~engine.game.state.Step`) are small frozen values whose fields are
whole numbers, texts, true or false, unit classes, hexes and lists of seats: each is
written as its class name and its fields (``{"step": "HHMoveDecision", "player": 0,
"sprint": 0, "jump": false, "maneuvered": false}``) and read back only from the game's
own classes (:data:`STEP_CLASSES`). Reading checks what the rules would trip over (a
seat that is not there, a card of no faction, a hex off the board); the rest is for the
position's checks (:func:`engine.game.sandbox.free_setup.position_problems`).

>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> from engine.game.setup import new_game
>>> from engine.game.text import state_text
>>> g = new_game(load_map(builtin_map_path("showdown")), seed=2)
>>> data = state_to_data(g)
>>> back = state_from_data(data, g.game_map, g.catalog, g.config, g.seed)
>>> [state_text(back, v) for v in (None, 0, 1)] == [state_text(g, v) for v in (None, 0, 1)]
True
>>> back.apply_action("keep"); g.apply_action("keep"); state_text(back) == state_text(g)
True
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any, Callable

import engine.game  # noqa: F401  (every rule module, so every step class is known)
from engine.core.errors import GkrError, excerpt
from engine.core.messages import _
from engine.game.attack import Attack
from engine.game.catalog import SUPPORT_CLASSES, Catalog, UnitClass, build_deck
from engine.game.dice import Dice, SeededDice, StreamDice
from engine.game.grid import blocked_table, shared_sight
from engine.game.movement import PushDecision
from engine.game.setup import clockwise
from engine.game.solo import solo_deck, solo_opponent
from engine.game.state import Decision, GameConfig, GameResult, GameState, Phase, Step
from engine.game.units import PlayerState
from engine.geometry.board import PLAYABLE
from engine.geometry.hexes import Direction, Hex
from engine.mapmodel.model import GameMap


class StateDataError(GkrError):
    """A value of a saved state the rules could not continue from: ``where`` (a JSON
    pointer under the state) and why."""

    def __init__(self, where: str, message: str) -> None:
        self.where = where
        self.message = message
        super().__init__(f"{where}: {message}")


def _step_classes() -> dict[str, type[Step]]:
    found: dict[str, type[Step]] = {}
    todo: list[type[Step]] = [Step]
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            todo.append(sub)
            if (
                sub.__module__.startswith("engine.game.")
                and not sub.__module__.startswith("engine.game.sandbox")
                and dataclasses.is_dataclass(sub)
                and sub.__name__ != "Halt"
            ):
                found[sub.__name__] = sub
    return found


STEP_CLASSES: dict[str, type[Step]] = _step_classes()
"""The game's own steps and decisions, by class name: the only ones a file may name."""

SEAT_FIELDS = frozenset(("player", "target_player", "by"))
"""Fields of steps and attacks that hold a seat."""


DECLARED_KINDS: dict[tuple[str, str], str] = {
    ("Attack", "number"): "int | None",
    ("Attack", "dice"): "tuple[int, ...]",
    ("OpeningHands", "seats"): "tuple[int, ...]",
}
"""The kinds of the fields whose annotation is a union or a generic. A class compiled by
mypyc keeps only a plain class for such an annotation (``type`` for ``int | None``,
``tuple`` for ``tuple[int, ...]``), so their kinds are declared here; a test checks this
table against the sources."""


def field_kind(cls: type[Any], f: dataclasses.Field[Any]) -> str:
    """The kind of field ``f`` of ``cls`` (:data:`DECLARED_KINDS`, else its annotation)."""
    return DECLARED_KINDS.get((cls.__name__, f.name)) or type_name(f.type)


def type_name(annotation: object) -> str:
    """A field's type as its source writes it (``"int | None"``, ``"tuple[int, ...]"``),
    whether the annotation is kept as text or as the type itself.

    >>> type_name("Hex"), type_name(int), type_name(tuple[int, ...]), type_name(int | None)
    ('Hex', 'int', 'tuple[int, ...]', 'int | None')
    """
    if isinstance(annotation, str):
        return annotation
    if isinstance(annotation, type) and not hasattr(annotation, "__args__"):
        return annotation.__name__
    return str(annotation).replace("NoneType", "None")


# -- writing -------------------------------------------------------------------------------


def _plain(value: Any) -> Any:
    if (
        isinstance(value, bool)
        or value is None
        or isinstance(value, (int, str))
        and not isinstance(value, UnitClass)
    ):
        return value
    if isinstance(value, (UnitClass, Hex, Direction)):
        return str(value)
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    raise TypeError(f"cannot save {value!r}")


def value_to_data(value: Any) -> dict[str, Any]:
    """A step or an attack as a JSON object: its class name, then its fields."""
    data: dict[str, Any] = {"step": type(value).__name__}
    for f in dataclasses.fields(value):
        data[f.name] = _plain(getattr(value, f.name))
    return data


def _dice_to_data(dice: SeededDice) -> dict[str, Any]:
    version, internal, gauss = dice.rng_state()
    assert isinstance(internal, tuple)
    return {"seed": dice.seed, "mt": list(internal)}


def dice_to_data(dice: Dice) -> dict[str, Any]:
    """Where the game's dice are: each stream's seed and Mersenne Twister state."""
    if isinstance(dice, StreamDice):
        return {
            "shared": _dice_to_data(dice.shared),
            "seats": [_dice_to_data(s) for s in dice.seats],
        }
    if isinstance(dice, SeededDice):
        return {"shared": _dice_to_data(dice)}
    raise GkrError(_("only a game of seeded dice can be saved as a position"))


def _player_to_data(p: PlayerState) -> dict[str, Any]:
    return {
        "faction": p.faction.id,
        "alive": p.alive,
        "energy": p.energy,
        "gained": p.gained,
        "hand": list(p.hand),
        "deck": list(p.deck),
        "discard": list(p.discard),
        "damage": list(p.damage),
        "firing_line": list(p.firing_line),
        "revealed": p.revealed,
        "sponsors": list(p.sponsors),
        "units": {str(c): str(h) for c, h in p.units.items()},
        "hp": {str(c): n for c, n in p.hp.items()},
        "facing": str(p.facing),
        "track": p.track,
        "tags_placed": p.tags_placed,
        "tagged": sorted(str(h) for h in p.tagged),
        "used_units": sorted(str(c) for c in p.used_units),
        "rubble": p.rubble,
        "pilot": p.pilot.id if p.pilot is not None else None,
        "path": p.path,
        "pilot_round": p.pilot_round,
        "pilot_uses": p.pilot_uses,
    }


def state_to_data(state: GameState) -> dict[str, Any]:
    """The ``state`` object of a position file (the map, the catalog and the settings are
    the file's own fields)."""
    result = state.result
    return {
        "round": state.round,
        "phase": str(state.phase),
        "glory_hound": state.glory_hound,
        "players": [_player_to_data(p) for p in state.players],
        "tags": {str(h): list(faces) for h, faces in sorted(state.tags.items())},
        "rubble": {str(h): q for h, q in sorted(state.rubble_owner.items())},
        "sponsor_deck": list(state.sponsor_deck),
        "sponsor_discard": list(state.sponsor_discard),
        "stack": [value_to_data(s) for s in state.stack],
        "pending": value_to_data(state.pending) if state.pending is not None else None,
        "firing_queue": [[q, source] for q, source in state.firing_queue],
        "attack": value_to_data(state.attack) if state.attack is not None else None,
        "alley_cover": sorted([[a[0], str(a[1])], [d[0], str(d[1])]] for a, d in state.alley_cover),
        "score_pending": state.score_pending,
        "teams": [list(t) for t in state.teams],
        "allies": list(state.allies),
        "picks": list(state.picks),
        "result": None
        if result is None
        else {
            "winners": list(result.winners),
            "win_type": result.win_type,
            "scores": [list(s) for s in result.scores],
        },
        "dice": dice_to_data(state.dice),
    }


# -- reading -------------------------------------------------------------------------------


class _Reader:
    """Reads a (schema-checked) ``state`` object; each problem raises
    :class:`StateDataError` with its place."""

    def __init__(self, players: int, catalog: Catalog) -> None:
        self.players = players
        self.catalog = catalog

    def seat(self, value: Any, where: str, none: bool = False) -> int:
        if none and value == -1:
            return -1
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < self.players:
            raise StateDataError(
                where,
                _("{value!r} is not a seat of this game (0 to {number})").format(
                    value=value, number=self.players - 1
                ),
            )
        return value

    def hex(self, text: Any, where: str) -> Hex:
        try:
            h = Hex.parse(text)
        except (GkrError, ValueError, TypeError):
            raise StateDataError(
                where, _("{text} is not a hex label like 5F").format(text=excerpt(text))
            ) from None
        if h not in PLAYABLE:
            raise StateDataError(where, _("{h} is not a playable hex").format(h=h))
        return h

    def unit(self, text: Any, where: str) -> UnitClass:
        try:
            return UnitClass.parse(text)
        except (GkrError, ValueError, TypeError, AttributeError):
            raise StateDataError(
                where,
                _("{text!r} is not a unit class ({classes})").format(
                    text=text, classes=", ".join(["HH", *(str(c) for c in SUPPORT_CLASSES)])
                ),
            ) from None

    def value(self, data: dict[str, Any], where: str, classes: dict[str, type[Any]]) -> Any:
        name = data.get("step")
        cls = classes.get(name) if isinstance(name, str) else None
        if cls is None:
            raise StateDataError(
                where + "/step", _("{name!r} is not a step of the game").format(name=name)
            )
        kwargs: dict[str, Any] = {}
        names = {f.name for f in dataclasses.fields(cls)}
        extra = sorted(set(data) - names - {"step"})
        if extra:
            raise StateDataError(
                where, _("{name} has no field {extra!r}").format(name=name, extra=extra[0])
            )
        for f in dataclasses.fields(cls):
            at = f"{where}/{f.name}"
            if f.name not in data:
                if f.default is dataclasses.MISSING:
                    raise StateDataError(
                        at, _("missing field {field!r} of {name}").format(field=f.name, name=name)
                    )
                continue
            kwargs[f.name] = self.field(field_kind(cls, f), f.name, data[f.name], at)
        return cls(**kwargs)

    def field(self, kind: str, name: str, value: Any, where: str) -> Any:
        if kind.endswith(" | None") and value is None:
            return None
        kind = kind.removesuffix(" | None")
        checks: dict[str, Callable[[Any], bool]] = {
            "int": lambda v: isinstance(v, int) and not isinstance(v, bool),
            "bool": lambda v: isinstance(v, bool),
            "str": lambda v: isinstance(v, str),
        }
        if kind in checks:
            if not checks[kind](value):
                raise StateDataError(
                    where, _("{value!r} is not {kind}").format(value=value, kind=kind)
                )
            if name in SEAT_FIELDS and kind == "int":
                return self.seat(value, where)
            if kind == "int" and not -1000 <= value <= 1000:
                raise StateDataError(where, _("{value} is out of range").format(value=value))
            return value
        if kind == "UnitClass":
            return self.unit(value, where)
        if kind == "Hex":
            return self.hex(value, where)
        if kind.startswith("tuple[int"):
            if not isinstance(value, list) or not all(
                isinstance(v, int) and not isinstance(v, bool) and -1000 <= v <= 1000 for v in value
            ):
                raise StateDataError(where, _("must be a list of whole numbers"))
            return tuple(value)
        raise StateDataError(where, _("cannot read a field of type {kind}").format(kind=kind))

    def player(
        self, seat: int, d: dict[str, Any], config: GameConfig, where: str, state: GameState
    ) -> PlayerState:
        try:
            faction = self.catalog.faction(d["faction"])
        except (GkrError, KeyError):
            raise StateDataError(
                where + "/faction",
                _("no faction {faction!r} in the catalog").format(faction=d["faction"]),
            ) from None
        p = PlayerState(seat, faction)
        for key in (
            "alive",
            "energy",
            "gained",
            "revealed",
            "track",
            "tags_placed",
            "rubble",
            "pilot_round",
            "pilot_uses",
        ):
            setattr(p, key, d[key])
        for key in ("hand", "deck", "discard", "damage", "firing_line"):
            for i, card in enumerate(d[key]):
                if not faction.has_card(card):
                    raise StateDataError(
                        f"{where}/{key}/{i}",
                        _("{card!r} is not a card of {name}").format(card=card, name=faction.name),
                    )
            setattr(p, key, list(d[key]))
        owned = Counter(d["hand"] + d["deck"] + d["discard"] + d["damage"] + d["firing_line"])
        spec = (
            config.decks[seat] if config.decks is not None and seat < len(config.decks) else None
        ) or faction.default_deck
        full = Counter(
            solo_deck(faction) if solo_opponent(state, seat) else build_deck(faction, spec)
        )
        if owned != full:
            card = next(iter(sorted((owned - full) or (full - owned))))
            have, want = owned[card], full[card]
            raise StateDataError(
                where,
                _("{have} copies of {card!r} among its piles; its deck has {want}").format(
                    have=have, card=card, want=want
                ),
            )
        for i, card in enumerate(d["sponsors"]):
            try:
                self.catalog.sponsor(card)
            except (GkrError, KeyError):
                raise StateDataError(
                    f"{where}/sponsors/{i}",
                    _("no sponsor card {card!r} in the catalog").format(card=card),
                ) from None
        p.sponsors = list(d["sponsors"])
        p.units = {
            self.unit(c, f"{where}/units/{c}"): self.hex(h, f"{where}/units/{c}")
            for c, h in d["units"].items()
        }
        p.hp = {self.unit(c, f"{where}/hp/{c}"): n for c, n in d["hp"].items()}
        for cls in set(p.units) | set(p.hp):
            at = f"{where}/units/{cls}"
            if cls is UnitClass.HH:
                if cls in p.hp:
                    raise StateDataError(
                        f"{where}/hp/{cls}",
                        _("a Heavy Hitter's damage is its damage pile, not hit points"),
                    )
                continue
            card = next((u for u in faction.support if u.unit_class is cls), None)
            if card is None:
                raise StateDataError(
                    at, _("{name} has no {cls} unit").format(name=faction.name, cls=cls)
                )
            if cls not in p.units or cls not in p.hp:
                raise StateDataError(
                    at,
                    _(
                        "a {cls} unit on the board has hit points, and only one on the board has"
                    ).format(cls=cls),
                )
        try:
            p.facing = Direction.parse(d["facing"])
        except GkrError as e:
            raise StateDataError(where + "/facing", str(e)) from None
        p.tagged = {self.hex(h, f"{where}/tagged/{i}") for i, h in enumerate(d["tagged"])}
        p.used_units = {
            self.unit(c, f"{where}/used_units/{i}") for i, c in enumerate(d["used_units"])
        }
        if d["pilot"] is not None:
            pilot = next(
                (x for x in self.catalog.pilots_of(faction.id) if x.id == d["pilot"]), None
            )
            if pilot is None:
                raise StateDataError(
                    where + "/pilot",
                    _("{pilot!r} is not a pilot of {name}").format(
                        pilot=d["pilot"], name=faction.name
                    ),
                )
            p.pilot = pilot
        p.path = d["path"]
        return p


def _dice_from_data(d: dict[str, Any], where: str) -> SeededDice:
    try:
        return SeededDice.at_state(d["seed"], (3, tuple(d["mt"]), None))
    except (ValueError, TypeError, OverflowError) as e:
        raise StateDataError(
            where + "/mt", _("not a state of the dice ({e})").format(e=e)
        ) from None


def dice_from_data(d: dict[str, Any], where: str = "/state/dice") -> Dice:
    """The dice of :func:`dice_to_data`."""
    shared = _dice_from_data(d["shared"], where + "/shared")
    if "seats" in d:
        return StreamDice(
            shared,
            tuple(_dice_from_data(s, f"{where}/seats/{i}") for i, s in enumerate(d["seats"])),
        )
    return shared


def state_from_data(
    data: dict[str, Any],
    game_map: GameMap,
    catalog: Catalog,
    config: GameConfig,
    seed: int | None,
    where: str = "/state",
) -> GameState:
    """The game state of a (schema-checked) ``state`` object on ``game_map`` (the map as it
    is now). Raises :class:`StateDataError`."""
    n = game_map.players
    if len(data["players"]) != n:
        raise StateDataError(
            where + "/players",
            _("{count} players on a map of {n} starts").format(count=len(data["players"]), n=n),
        )
    read = _Reader(n, catalog)
    dice = dice_from_data(data["dice"], where + "/dice")
    if isinstance(dice, StreamDice) and len(dice.seats) != n:
        raise StateDataError(
            where + "/dice/seats",
            _("{count} streams for {n} seats").format(count=len(dice.seats), n=n),
        )
    state = GameState(game_map, catalog, config, dice, [], clockwise(game_map.starts), seed)
    state.sight = shared_sight(game_map)
    state.blocked = blocked_table(game_map)
    state.players = [
        read.player(i, d, config, f"{where}/players/{i}", state)
        for i, d in enumerate(data["players"])
    ]
    state.round = data["round"]
    state.phase = Phase(data["phase"])
    state.glory_hound = read.seat(data["glory_hound"], where + "/glory_hound")
    state.tags = {
        read.hex(h, f"{where}/tags/{h}"): tuple(
            read.seat(q, f"{where}/tags/{h}/{i}", none=True) for i, q in enumerate(faces)
        )
        for h, faces in data["tags"].items()
    }
    state.rubble_owner = {
        read.hex(h, f"{where}/rubble/{h}"): read.seat(q, f"{where}/rubble/{h}")
        for h, q in data["rubble"].items()
    }
    for key in ("sponsor_deck", "sponsor_discard"):
        for i, card in enumerate(data[key]):
            try:
                catalog.sponsor(card)
            except (GkrError, KeyError):
                raise StateDataError(
                    f"{where}/{key}/{i}",
                    _("no sponsor card {card!r} in the catalog").format(card=card),
                ) from None
    state.sponsor_deck = list(data["sponsor_deck"])
    state.sponsor_discard = list(data["sponsor_discard"])
    state.firing_queue = tuple(
        (read.seat(q, f"{where}/firing_queue/{i}/0"), source)
        for i, (q, source) in enumerate(data["firing_queue"])
    )
    steps = {k: v for k, v in STEP_CLASSES.items()}
    state.stack = [read.value(s, f"{where}/stack/{i}", steps) for i, s in enumerate(data["stack"])]
    pending = data["pending"]
    if pending is not None:
        decision = read.value(pending, where + "/pending", steps)
        if not isinstance(decision, Decision):
            raise StateDataError(
                where + "/pending/step",
                _("{pending} is not a decision").format(pending=pending["step"]),
            )
        state.pending = decision
    if data["attack"] is not None:
        state.attack = read.value(data["attack"], where + "/attack", {"Attack": Attack})
    state.alley_cover = frozenset(
        (
            (
                read.seat(a[0], f"{where}/alley_cover/{i}/0/0"),
                read.unit(a[1], f"{where}/alley_cover/{i}/0/1"),
            ),
            (
                read.seat(d[0], f"{where}/alley_cover/{i}/1/0"),
                read.unit(d[1], f"{where}/alley_cover/{i}/1/1"),
            ),
        )
        for i, (a, d) in enumerate(data["alley_cover"])
    )
    state.score_pending = data["score_pending"]
    state.teams = tuple(
        tuple(read.seat(q, f"{where}/teams/{i}/{j}") for j, q in enumerate(t))
        for i, t in enumerate(data["teams"])
    )
    state.allies = tuple(
        read.seat(q, f"{where}/allies/{i}", none=True) for i, q in enumerate(data["allies"])
    )
    state.picks = tuple(
        read.seat(q, f"{where}/picks/{i}", none=True) for i, q in enumerate(data["picks"])
    )
    if data["result"] is not None:
        r = data["result"]
        state.result = GameResult(
            tuple(read.seat(q, f"{where}/result/winners/{i}") for i, q in enumerate(r["winners"])),
            r["win_type"],
            tuple(
                (read.seat(s[0], f"{where}/result/scores/{i}"), s[1])
                for i, s in enumerate(r["scores"])
            ),
        )
    pushed = (
        (state.pending.player, state.pending.unit)
        if isinstance(state.pending, PushDecision)
        else None
    )
    for p in state.players:
        for cls, h in p.units.items():
            if (p.seat, cls) != pushed:
                if h in state.occupant:
                    raise StateDataError(
                        f"{where}/players/{p.seat}/units/{cls}",
                        _("{h} already holds another unit").format(h=h),
                    )
                state.occupant[h] = (p.seat, cls)
    return state
