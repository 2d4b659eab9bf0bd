"""The Combat phase (RULES.md §5.3).

1. **Declare.** In turn order each player declares face down (``declare W…``): at
   most one copy of each weapon card — one primary, one of each secondary, one
   orbital strike. Others see only how many cards went down.
2. **Reveal.** All declarations turn face up; each player pays their weapons'
   energy (critical energy beyond the free energy).
3. **Fire.** Every declared weapon and every support unit on the board fires once,
   fastest first. **Ruling (sources silent):** equal speeds fire in turn order (the
   Glory Hound first), a player's weapon cards before their support units
   (Combat, Repair, Recon). The target is chosen when the weapon fires
   (``fire W HEX``; ``hold W`` keeps it, and it returns to hand): an opposing unit
   in range, in a Heavy Hitter's arc (R-ARC-2), and in line of sight — or by an
   alley shot (R-ALLEY-3), or, for a missile, spotted by a friendly support unit
   that sees it within its LOS range (R-SPOT-1; a spotted target counts as
   uncovered). When several ways reach a target, the attacker uses the best.
4. **Resolve.** Target number: Heavy Hitter 5, support unit 7; partial cover +1,
   alley shot +2, flank −1 (:func:`engine.lineofsight.shot.target_number`), upgrades and
   cards. Two dice: double 6 is a critical hit (full damage, no save), double 1 a
   critical failure (the weapon card to the damage pile, or a support unit loses
   a hit point). A hit is saved with one die per point of damage, each at or
   above the armor value (Heavy Hitter 5+) stopping a point. Attacks fired from
   fallout Zone 3 or 4 deal +1 or +2 damage. An alley shot gives the attacker
   full cover against the defender for the rest of the phase: the defender may
   answer only with an alley shot of its own.
5. **Orbital strikes** need no attack roll, arc or line of sight (only their range
   from the Heavy Hitter); the target still saves; no reaction or sponsor card
   answers them. They are fired from the Heavy Hitter's hex, so like every other
   attack they get the fallout zone bonus of that hex (the advanced rules' "all
   attacks fired from within" Zone 3 or 4; :func:`engine.geometry.zones.attack_bonus`).
6. Declared weapons not fired return to hand; their energy is not refunded.

In a solo game (:mod:`engine.game.solo`) a solo opponent does not declare: after
the player's declaration it draws its weapons off its deck
(:class:`~engine.game.solo.SoloCombatDraw`); its weapons that do not fire go to its
discard pile, and its Repair unit repairs on 3+.

**Repair units** may instead repair their own Heavy Hitter (``repair``) — in a 2v2
game, fixed or shifting, also the ally's (``repair ally``) — when it is within the unit's weapon range and
sight: one die at or above the unit's repair
roll puts a random card of the damage pile at the bottom of the discard pile
(the rulebook's solo rules describe this repair).

The targets are in :mod:`engine.game.targets` and the attack being resolved in
:mod:`engine.game.attack`; this module holds the phase's steps and decisions.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import product
from typing import TYPE_CHECKING

from engine.core.errors import IllegalActionError
from engine.core.messages import _
from engine.game.actions import Action, Declare, Fire, Hold, React, Repair
from engine.game.attack import Attack
from engine.game.attack_rolls import RollAttack, current_attack
from engine.game.catalog import SUPPORT_CLASSES, CardKind, UnitClass
from engine.game.combat_events import (
    Declared,
    Repaired,
    Revealed,
    Shot,
    WeaponDone,
)
from engine.game.energy import affordable, spend
from engine.game.events import CardPlayed, PhaseStarted, seat
from engine.game.piles import discard_sponsor
from engine.game.scoring import finish_by_score
from engine.game.solo import SOLO_REPAIR_ROLL, SoloCombatDraw, solo_opponent
from engine.game.sponsors import anytime_plays, is_anytime_play, resolve_anytime, sponsor_cards
from engine.game.state import Decision, Phase, Step
from engine.game.targets import (
    SUPPORT_SOURCES,
    ShotOption,
    can_repair,
    shot_options,
    source_unit,
)
from engine.game.teams import ally_of
from engine.geometry.zones import attack_bonus

if TYPE_CHECKING:
    from engine.game.state import GameState


# -- declare and reveal ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True, init=False)
class CombatPhase(Step):
    def run(self, state: GameState) -> None:
        state.phase = Phase.COMBAT
        state.log(PhaseStarted("Combat"))
        order = state.turn_order()
        solo = [q for q in order if solo_opponent(state, q)]
        state.schedule(
            *(DeclareDecision(p) for p in order if p not in solo),
            *(SoloCombatDraw(q) for q in solo),
            Reveal(),
        )


def declarable(state: GameState, player: int) -> list[Declare]:
    """Every legal declaration: one copy of each weapon, one orbital strike, energy allowing."""
    p = state.players[player]
    faction = p.faction
    weapons = sorted({c for c in p.hand if faction.card(c).kind.is_weapon})
    plain = [c for c in weapons if faction.card(c).kind is not CardKind.ORBITAL]
    orbitals = [c for c in weapons if faction.card(c).kind is CardKind.ORBITAL]
    result = []
    for picks in product((False, True), repeat=len(plain)):
        chosen = [c for c, pick in zip(plain, picks) if pick]
        for orbital in [None, *orbitals]:
            cards = chosen + ([orbital] if orbital else [])
            cost = sum(faction.card(c).energy for c in cards)
            if affordable(state, player, cost, len(cards)):
                result.append(Declare(tuple(cards)))
    return result


@dataclass(frozen=True, slots=True)
class DeclareDecision(Decision):
    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def describe(self, state: GameState) -> str:
        return _("P{n}: declare weapons face down").format(n=self.player + 1)

    def legal_actions(self, state: GameState) -> list[Action]:
        return [*declarable(state, self.player), *anytime_plays(state, self.player)]

    def forced(self, state: GameState) -> Action | None:
        # Declaring nothing is the only choice when no single weapon can be paid for (a
        # larger set costs more and takes more cards out of the hand) and no card is playable.
        p = state.players[self.player]
        faction = p.faction
        for c in set(p.hand):
            card = faction.card(c)
            if card.kind.is_weapon and affordable(state, self.player, card.energy, 1):
                return None
        return None if anytime_plays(state, self.player) else Declare(())

    def validate(self, state: GameState, action: Action) -> None:
        """Legal as :func:`declarable` has it: distinct weapon cards in hand, at most one
        orbital strike, the energy affordable (or an anytime sponsor card)."""
        if is_anytime_play(state, self.player, action):
            return
        ok = isinstance(action, Declare)
        if isinstance(action, Declare):
            p = state.players[self.player]
            cards = [p.faction.card(c) if p.faction.has_card(c) else None for c in action.weapons]
            ok = (
                len(set(action.weapons)) == len(action.weapons)
                and all(
                    card is not None and card.kind.is_weapon and card.id in p.hand for card in cards
                )
                and sum(1 for card in cards if card and card.kind is CardKind.ORBITAL) <= 1
                and affordable(
                    state,
                    self.player,
                    sum(card.energy for card in cards if card),
                    len(action.weapons),
                )
            )
        if not ok:
            raise IllegalActionError(
                _("{action} is not legal now: {asked}").format(
                    action=action, asked=self.describe(state)
                )
            )

    def resolve(self, state: GameState, action: Action) -> None:
        if resolve_anytime(state, self, action):
            return
        assert isinstance(action, Declare)
        p = state.players[self.player]
        for c in action.weapons:
            p.hand.remove(c)
            p.firing_line.append(c)
        p.revealed = False
        state.log(Declared(self.player, len(action.weapons)))


@dataclass(frozen=True, slots=True, init=False)
class Reveal(Step):
    def run(self, state: GameState) -> None:
        order = state.turn_order()
        for q in order:
            p = state.players[q]
            p.revealed = True
            cost = (
                0
                if solo_opponent(state, q)
                else sum(p.faction.card(c).energy for c in p.firing_line)
            )
            state.log(Revealed(q, tuple(p.firing_line), cost))
        state.schedule(*(PayDeclared(q) for q in order), StartFiring())


@dataclass(frozen=True, slots=True)
class PayDeclared(Step):
    player: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def run(self, state: GameState) -> None:
        p = state.players[self.player]
        spend(
            state,
            self.player,
            sum(p.faction.card(c).energy for c in p.firing_line),
            "declared weapons",
        )


@dataclass(frozen=True, slots=True, init=False)
class StartFiring(Step):
    def run(self, state: GameState) -> None:
        entries: list[tuple[int, int, str]] = []
        for q in state.turn_order():
            p = state.players[q]
            for c in p.firing_line:
                entries.append((p.faction.card(c).speed, q, c))
            for cls in SUPPORT_CLASSES:
                if cls in p.units:
                    entries.append((p.faction.unit(cls).speed, q, cls._value_))
        entries.sort(key=lambda e: -e[0])  # stable: ties keep turn order
        state.firing_queue = tuple((q, s) for _, q, s in entries)
        state.schedule(NextShot(0))


@dataclass(frozen=True, slots=True)
class NextShot(Step):
    index: int

    # __init__ made by scripts/make_value_types.py
    def __init__(self, index: int) -> None:
        object.__setattr__(self, "index", index)

    def run(self, state: GameState) -> None:
        if self.index >= len(state.firing_queue):
            state.schedule(EndCombat())
            return
        player, source = state.firing_queue[self.index]
        state.schedule(FireDecision(player, source), NextShot(self.index + 1))


@dataclass(frozen=True, slots=True, init=False)
class EndCombat(Step):
    def run(self, state: GameState) -> None:
        for p in state.players:
            if solo_opponent(state, p.seat):  # it holds no hand: to the discard pile
                for c in p.firing_line:
                    state.log(WeaponDone(p.seat, c, "not fired, to the discard pile"))
                p.discard.extend(p.firing_line)
                p.firing_line.clear()
                continue
            for c in p.firing_line:
                state.log(WeaponDone(p.seat, c, "not fired, back to hand"))
            p.hand.extend(p.firing_line)
            p.firing_line.clear()
        state.alley_cover = frozenset()
        state.firing_queue = ()
        if state.score_pending:
            finish_by_score(state)


# -- firing ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FireDecision(Decision):
    """A declared weapon or a support unit fires now (or holds)."""

    source: str

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int, source: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "source", source)

    def active(self, state: GameState) -> bool:
        p = state.players[self.player]
        if not p.alive:
            return False
        if self.source in SUPPORT_SOURCES:
            return SUPPORT_SOURCES[self.source] in p.units
        return self.source in p.firing_line

    def describe(self, state: GameState) -> str:
        return _("P{n}: choose a target for {weapon}, or hold").format(
            n=self.player + 1, weapon=self.source
        )

    def options(self, state: GameState) -> list[ShotOption]:
        """:func:`shot_options` for this weapon or unit now (computed once per decision)."""
        memo = state.decision_memo(self)
        found = memo.get("options")
        if found is None:
            found = memo["options"] = shot_options(state, self.player, self.source)
        return found

    def legal_actions(self, state: GameState) -> list[Action]:
        actions: list[Action] = [Fire(self.source, o.target) for o in self.options(state)]
        if SUPPORT_SOURCES.get(self.source) is UnitClass.REPAIR:
            if can_repair(state, self.player):
                actions.append(Repair())
            ally = ally_of(state, self.player)
            if ally is not None and can_repair(state, self.player, ally):
                actions.append(Repair(ally=True))
        actions.append(Hold(self.source))
        return actions

    def resolve(self, state: GameState, action: Action) -> None:
        if isinstance(action, Hold):
            state.log(WeaponDone(self.player, self.source, "holds fire"))
            return
        if isinstance(action, Repair):
            ally = ally_of(state, self.player) if action.ally else None
            _repair(state, self.player, self.player if ally is None else ally)
            return
        assert isinstance(action, Fire)
        option = next(o for o in self.options(state) if o.target == action.target)
        p = state.players[self.player]
        cls, origin = source_unit(state, self.player, self.source)
        assert origin is not None
        if cls is UnitClass.HH:
            card = p.faction.card(self.source)
            damage = card.damage
        else:
            damage = p.faction.unit(cls).damage
        zone = state.game_map.zone_of(origin)
        bonus = attack_bonus(zone)
        damage += bonus
        attack = Attack(
            self.player,
            self.source,
            cls,
            origin,
            option.target_player,
            option.target_unit,
            option.target,
            option.number,
            damage,
            option.mode == "alley",
            option.flank,
        )
        state.attack = attack
        mods = option.modifiers + ((f"zone {zone} +{bonus} damage",) if bonus else ())
        state.log(
            Shot(
                self.player,
                self.source,
                option.target_player,
                option.target_unit._value_,
                option.target,
                option.number,
                mods,
            )
        )
        if attack.alley:
            state.alley_cover = state.alley_cover | {
                ((self.player, cls), (option.target_player, option.target_unit))
            }
        steps: list[Step] = []
        if answers(state, attack):
            steps.append(ReactionDecision(attack.target_player))
        steps.append(RollAttack())
        state.schedule(*steps)


def _repair(state: GameState, player: int, target: int) -> None:
    """``player``'s Repair unit repairs the Heavy Hitter of ``target`` (itself or its ally)."""
    p = state.players[player]
    t = state.players[target]
    needed = (
        SOLO_REPAIR_ROLL
        if solo_opponent(state, player)
        else p.faction.unit(UnitClass.REPAIR).repair_roll
    )
    dice = state.dice.for_player(player)
    roll = dice.d6()
    ok = roll >= needed
    if ok:
        t.discard.insert(0, t.damage.pop(dice.pick(len(t.damage))))
    state.log(Repaired(target, roll, needed, ok, len(t.damage)))


def answers(state: GameState, attack: Attack) -> list[str]:
    """Cards the defender may answer this attack with (reaction cards, evade sponsors)."""
    if attack.orbital:
        return []
    q = attack.target_player
    p = state.players[q]
    cards: list[str] = []
    if attack.target_unit is UnitClass.HH:
        cards = sorted(
            {
                c
                for c in p.hand
                if p.faction.card(c).kind is CardKind.REACTION
                and affordable(state, q, p.faction.card(c).energy, 1)
            }
        )
    return cards + sponsor_cards(state, q, ("evade",))


@dataclass(frozen=True, slots=True)
class ReactionDecision(Decision):
    """The defender may answer the attack with one reaction or sponsor card."""

    # __init__ made by scripts/make_value_types.py
    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)

    def describe(self, state: GameState) -> str:
        a = current_attack(state)
        return _(
            "P{n}: answer {shooter} {weapon} firing at your {unit} on {hex} (or react none)"
        ).format(
            n=self.player + 1,
            shooter=seat(a.player),
            weapon=a.source,
            unit=a.target_unit,
            hex=a.target,
        )

    def legal_actions(self, state: GameState) -> list[Action]:
        return [React(None), *(React(c) for c in answers(state, current_attack(state)))]

    def resolve(self, state: GameState, action: Action) -> None:
        assert isinstance(action, React)
        if action.card is None:
            return
        a = current_attack(state)
        p = state.players[self.player]
        if p.faction.has_card(action.card) and action.card in p.hand:
            card = p.faction.card(action.card)
            assert card.effect is not None
            effect = card.effect
            p.hand.remove(card.id)
            p.discard.append(card.id)
            cost = card.energy
        else:
            effect = state.catalog.sponsor(action.card).effect
            discard_sponsor(state, self.player, action.card)
            cost = 0
        state.log(CardPlayed(self.player, action.card, str(effect)))
        assert a.number is not None
        if effect.kind == "evade":
            a = replace(a, number=a.number + effect.value)
        elif effect.kind == "shield":
            a = replace(a, damage=max(0, a.damage - effect.value))
        elif effect.kind == "harden":
            a = replace(a, armor_bonus=a.armor_bonus + effect.value)
        state.attack = a
        spend(state, self.player, cost, action.card)
