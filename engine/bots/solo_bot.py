"""The solo opponent of the advanced rulebook ("SOLO PLAY", "SOLO QUICK REFERENCE").

The rulebook's opponent decides by the roll of one die per decision and a table
(the quick reference). What the text gives is followed as written:

* **Deploy**: die 1-3 Combat, 4-5 Recon, 6 Repair (nothing when that unit is
  already on the board), placed next to its Heavy Hitter on the first free hex
  in letter order.
* **Combat**: die 1-2 two cards, 3-5 three, 6 four; one of each weapon fires, in
  speed order as usual.
* **Attack priority** (:data:`ATTACK_PRIORITY`): Heavy Hitter weapons
  HH > Combat > Repair > Recon; Combat unit Combat > Repair > Recon > HH; Repair
  unit Recon > Repair > Combat > HH and always repairs when it can; Recon unit
  Repair > Recon > Combat > HH. No target in range: it does not fire.
* **Facing** after moving: toward the player's Heavy Hitter as nearly as possible;
  between two equally good facings a die roll chooses (1-3 the first clockwise,
  4-6 the second). A pushed support unit goes to the free hex nearest its own
  Heavy Hitter (a die between two).
* It never tags, plays no sponsor, maneuver or reaction card, keeps its opening
  hand, and takes damage off the top of its deck.

**Equivalents for the diagrams we do not have.** The movement and placement
diagrams of the quick reference are pictures that are not in our sources. In
their place the letters go to hexes *toward the player* (the nearest opposing
Heavy Hitter; ties to the seat next clockwise): hexes nearer it first, then the
one whose bearing from the unit's Heavy Hitter points most nearly at it, then
reading order (:func:`lettered`). The die still chooses the column:

* Heavy Hitter move (:data:`HH_STEPS`): die 1 stays (and turns), 2-3 one hex,
  4-5 two hexes, 6 three hexes; the letters are the hexes it can reach with
  exactly that many steps, and it goes to the first (A, else B, …).
* Support units (:data:`SUPPORT_RING`): the letters are the free hexes at the
  rolled distance from their own Heavy Hitter (Combat A-H, Repair and Recon
  A-F). A unit moves to the earliest letter within its move (Combat and Repair
  2, Recon 4); with none in reach it moves toward the latest letter (the text's
  "an empty hex with the latest letter", which a unit cannot jump to here: it
  goes to the hex in reach nearest that one).

**In a solo game** (``GameConfig(mode="solo")``, :mod:`engine.game.solo`) it is
the opponent the rulebook describes: the engine gives it the 24-card solo deck,
draws its combat cards by the die (:class:`~engine.game.solo.SoloCombatDraw`), and
charges it no energy, so it deploys and moves by its die alone. The adaptations
below are for seating it in a standard game.

**Adaptations to our engine** in a standard game (the rulebook's opponent ignores
energy and holds no hand; there it plays through the same rules as everyone):

* It pays energy like any player but **never spends critical energy**: a deploy
  it cannot pay from its free energy (2 with a Deploy card, 4 without) does not
  happen, a move is cut to the hexes its free energy pays for, and the weapons it
  declares stop where its free energy does.
* Its "cards drawn for combat" are the first weapon cards in its hand, in the
  order drawn (the top of a shuffled deck), duplicates left out; it plays with
  the game's deck for its faction, not the rulebook's 24-card solo deck.
* A weapon that does not fire goes back to its hand (our engine's rule), not to
  its discard pile.
* Its die rolls come from its own seed and the game's position, never from the
  game's dice, so the game's random draws are the same whoever sits in a seat,
  and the same position always gets the same choice.
* With pilots (advanced play, which the rulebook's solo opponent never meets) it
  takes the first pilot and the first path offered, and uses a pilot's re-roll on
  every missed attack (it costs nothing); stride, brace and draw work by themselves.

>>> from engine.game import new_game, observe
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=4)
>>> bots = [SoloBot(seat, seed=4) for seat in range(g.num_players)]
>>> while not g.is_terminal():
...     g.apply_action(bots[g.current_player()].choose(observe(g)))
>>> g.result.win_type in ("destruction", "score", "round limit")
True
"""

from __future__ import annotations

import random

from engine.bots.round_limit import require_round_limit
from engine.game import (
    SOLO_PLAYER,
    Accept,
    Action,
    CardKind,
    DamageDecision,
    Declare,
    DeclareDecision,
    Deploy,
    DeployDecision,
    Discard,
    Fire,
    FireDecision,
    HandDiscardDecision,
    HHMoveDecision,
    Hold,
    Keep,
    Move,
    Observation,
    Pass,
    Push,
    PushDecision,
    React,
    ReactionDecision,
    RebootDecision,
    Repair,
    Reroll,
    RerollDecision,
    SponsorDiscardDecision,
    SupportMoveDecision,
    TagDecision,
    TakeDamage,
    UnitClass,
)
from engine.geometry.board import PLAYABLE
from engine.geometry.hexes import Direction, Hex

DEPLOY: tuple[UnitClass, ...] = (
    UnitClass.COMBAT,
    UnitClass.COMBAT,
    UnitClass.COMBAT,
    UnitClass.RECON,
    UnitClass.RECON,
    UnitClass.REPAIR,
)
"""The unit deployed on a die roll of 1-6 (quick reference, "DEPLOY")."""
COMBAT_CARDS: tuple[int, ...] = (2, 2, 3, 3, 3, 4)
"""Weapon cards for combat on a die roll of 1-6 (quick reference, "COMBAT")."""
ATTACK_PRIORITY: dict[UnitClass, tuple[UnitClass, ...]] = {
    UnitClass.HH: (UnitClass.HH, UnitClass.COMBAT, UnitClass.REPAIR, UnitClass.RECON),
    UnitClass.COMBAT: (UnitClass.COMBAT, UnitClass.REPAIR, UnitClass.RECON, UnitClass.HH),
    UnitClass.REPAIR: (UnitClass.RECON, UnitClass.REPAIR, UnitClass.COMBAT, UnitClass.HH),
    UnitClass.RECON: (UnitClass.REPAIR, UnitClass.RECON, UnitClass.COMBAT, UnitClass.HH),
}
"""Target classes in descending priority, by attacking unit (quick reference)."""
HH_STEPS: tuple[int, ...] = (0, 1, 1, 2, 2, 3)
"""Hexes the Heavy Hitter moves on a die roll of 1-6 (our equivalent of the diagrams)."""
SUPPORT_RING: dict[UnitClass, tuple[int, ...]] = {
    UnitClass.COMBAT: (1, 1, 2, 2, 3, 3),
    UnitClass.REPAIR: (1, 1, 1, 1, 2, 2),
    UnitClass.RECON: (2, 2, 3, 3, 4, 4),
}
"""Distance from its own Heavy Hitter of a support unit's lettered hexes, by die roll."""
LETTERS: dict[UnitClass, int] = {UnitClass.COMBAT: 8, UnitClass.REPAIR: 6, UnitClass.RECON: 6}
"""How many lettered hexes a support unit's diagram has (Combat A-H, the others A-F)."""


def target_hh(seen: Observation, seat: int) -> Hex | None:
    """The player's Heavy Hitter: the nearest opposing one (ties: next clockwise)."""
    me = seen.players[seat].hh
    if me is None:
        return None
    if seen.solo_opponent(seat):  # a solo game: the player is the one enemy
        return seen.players[SOLO_PLAYER].hh
    order = seen.seat_order
    i = order.index(seat)
    clockwise = order[i + 1 :] + order[:i]
    best: tuple[int, int, Hex] | None = None
    for rank, q in enumerate(clockwise):
        h = seen.players[q].hh
        if h is not None and (best is None or (me.distance(h), rank) < best[:2]):
            best = (me.distance(h), rank, h)
    return best[2] if best else None


def lettered(hexes: list[Hex], centre: Hex, target: Hex | None) -> list[Hex]:
    """``hexes`` in letter order: nearest ``target`` first, then the bearing from ``centre``
    most nearly toward it, then reading order.

    >>> [str(h) for h in lettered([Hex.parse(s) for s in ("4F", "6F", "5E", "5G")],
    ...                           Hex.parse("5F"), Hex.parse("9F"))]
    ['6F', '5E', '5G', '4F']
    """
    if target is None:
        return sorted(hexes)
    aim = target - centre
    return sorted(hexes, key=lambda h: (h.distance(target), -(h - centre).dot(aim), h))


def facings_toward(origin: Hex, target: Hex) -> list[Direction]:
    """The facing(s) pointing most nearly at ``target``: one, or two equally good ones
    (clockwise order)."""
    aim = target - origin
    best = max(d.vector.dot(aim) for d in Direction)
    return [d for d in Direction if d.vector.dot(aim) == best]


class SoloBot:
    """The rulebook's solo opponent (see the module's description)."""

    name = "solo"

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.seed = seed

    def die(self, seen: Observation, purpose: str) -> int:
        """A die roll of the bot's own, fixed by its seed and the position."""
        rng = random.Random(
            f"solo/{self.seed}/{self.seat}/{seen.round}/{seen.actions_taken}/{purpose}"
        )
        return rng.randint(1, 6)

    def choose(self, seen: Observation) -> Action:
        require_round_limit(seen.config)
        d = seen.decision
        legal = (
            seen.legal_actions()
            if not isinstance(d, (HHMoveDecision, DeployDecision, SupportMoveDecision))
            else []
        )
        if isinstance(d, DeployDecision):
            return self.deploy(seen, d)
        if isinstance(d, HHMoveDecision):
            return self.move_hh(seen, d)
        if isinstance(d, SupportMoveDecision):
            return self.move_support(seen, d)
        if isinstance(d, PushDecision):
            return self.push(seen, d, legal)
        if isinstance(d, DeclareDecision):
            return self.declare(seen, legal)
        if isinstance(d, FireDecision):
            return self.fire(seen, d, legal)
        if isinstance(d, DamageDecision):
            return self.damage(seen, d, legal)
        if isinstance(d, HandDiscardDecision):
            return self.discard(seen)
        if isinstance(d, ReactionDecision):
            return React(None)
        if isinstance(d, RerollDecision):  # never a sponsor card; a pilot's re-roll is free
            return Reroll(pilot=True) if Reroll(pilot=True) in legal else Accept()
        if isinstance(d, (TagDecision,)):
            return Pass()
        if isinstance(d, RebootDecision):
            return Keep()
        if isinstance(d, SponsorDiscardDecision):
            return legal[0]
        return legal[0]

    # -- deploy -----------------------------------------------------------------------
    def deploy(self, seen: Observation, decision: DeployDecision) -> Action:
        p = seen.own
        unit = DEPLOY[self.die(seen, "deploy") - 1]
        hh = p.hh
        free_play = seen.solo_opponent(self.seat)  # a solo game's opponent pays nothing
        cost = 0 if free_play else 2 if seen.deploy_card() else 4
        if unit in p.units or hh is None or cost > p.energy:
            return Pass()
        classes, hexes = seen.deploy_options()
        free = [h for h in hexes if h.distance(hh) == 1] if unit in classes else []
        if not free:
            return Pass()
        return Deploy(unit, lettered(free, hh, target_hh(seen, self.seat))[0])

    # -- movement ---------------------------------------------------------------------
    def move_hh(self, seen: Observation, decision: HHMoveDecision) -> Action:
        p = seen.own
        start = p.hh
        assert start is not None
        target = target_hh(seen, self.seat)
        budget = seen.max_steps() if seen.solo_opponent(self.seat) else p.energy + decision.sprint
        steps = min(HH_STEPS[self.die(seen, "move") - 1], budget)
        paths = seen.destinations()
        path: tuple[Hex, ...] = (start,)
        if steps:
            ring = [h for h, pth in paths.items() if len(pth) - 1 == steps]
            if ring:
                path = paths[lettered(ring, start, target)[0]]
        return Move(UnitClass.HH, path, self.facing(seen, path[-1], target, p.facing))

    def facing(
        self, seen: Observation, at: Hex, target: Hex | None, current: Direction
    ) -> Direction:
        if target is None or target == at:
            return current
        options = facings_toward(at, target)
        if len(options) == 1:
            return options[0]
        return options[0] if self.die(seen, "facing") <= 3 else options[1]

    def move_support(self, seen: Observation, decision: SupportMoveDecision) -> Action:
        unit = decision.unit
        p = seen.own
        here = p.units[unit]
        paths = seen.destinations()
        hh = p.hh
        if hh is None:
            return Move(unit, (here,))
        ring = SUPPORT_RING[unit][self.die(seen, f"move {unit}") - 1]
        candidates = [
            h
            for h in hh.ring(ring)
            if h in PLAYABLE
            and (h == here or seen.game_map.building_at(h) is None and h not in seen.occupant)
        ]
        letters = lettered(candidates, hh, target_hh(seen, self.seat))[: LETTERS[unit]]
        for h in letters:
            if h in paths:
                return Move(unit, paths[h])
        if not letters:
            return Move(unit, (here,))
        last = letters[-1]
        nearest = min(sorted(paths), key=lambda h: h.distance(last))
        return Move(unit, paths[nearest])

    def push(self, seen: Observation, decision: PushDecision, legal: list[Action]) -> Action:
        hh = seen.own.hh
        pushes = sorted((a for a in legal if isinstance(a, Push)), key=lambda a: a.hex)
        if hh is None:
            return pushes[0]
        near = min(a.hex.distance(hh) for a in pushes)
        tied = [a for a in pushes if a.hex.distance(hh) == near]
        if len(tied) == 1:
            return tied[0]
        return tied[0] if self.die(seen, "push") <= 3 else tied[1]

    # -- combat -----------------------------------------------------------------------
    def declare(self, seen: Observation, legal: list[Action]) -> Action:
        p = seen.own
        n = COMBAT_CARDS[self.die(seen, "combat") - 1]
        drawn: list[str] = []
        for c in p.hand:
            if p.faction.card(c).kind.is_weapon:
                if c not in drawn:
                    drawn.append(c)
                if len(drawn) == n:
                    break
        chosen: list[str] = []
        energy = p.energy
        orbital = False
        for c in drawn:
            card = p.faction.card(c)
            if card.energy > energy or (card.kind is CardKind.ORBITAL and orbital):
                continue
            chosen.append(c)
            energy -= card.energy
            orbital = orbital or card.kind is CardKind.ORBITAL
        action = Declare(tuple(chosen))
        return action if action in legal else Declare(())

    def fire(self, seen: Observation, decision: FireDecision, legal: list[Action]) -> Action:
        if Repair() in legal:
            return Repair()
        source = decision.source
        unit = (
            UnitClass.HH if source not in ("combat", "repair", "recon") else UnitClass.parse(source)
        )
        p = seen.own
        origin = p.units.get(unit)
        options = seen.shot_options()
        for cls in ATTACK_PRIORITY[unit]:
            found = [o for o in options if o.target_unit is cls]
            if found:
                best = min(
                    found,
                    key=lambda o: (
                        o.number if o.number is not None else 0,
                        o.target.distance(origin) if origin else 0,
                        o.target,
                    ),
                )
                return Fire(source, best.target)
        return Hold(source)

    # -- cards ------------------------------------------------------------------------
    def damage(self, seen: Observation, decision: DamageDecision, legal: list[Action]) -> Action:
        deck = TakeDamage((), decision.points)
        if deck in legal:
            return deck
        options = [a for a in legal if isinstance(a, TakeDamage)]
        return min(options, key=lambda a: (len(a.hand), str(a)))

    def discard(self, seen: Observation) -> Action:
        """Cards the solo opponent cannot use go first (it uses weapons only)."""
        p = seen.own
        for c in p.hand:
            if not p.faction.card(c).kind.is_weapon:
                return Discard(c)
        return Discard(p.hand[-1])
