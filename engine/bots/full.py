"""The full-rules bot: plays every decision of the game by pricing its options.

Its strategy, decision by decision (the prices are in :mod:`engine.bots.values`):

* **Opening hand**: reboot a hand with no primary weapon and at most one other weapon.
* **Deploy**: the support unit worth most (Combat, Recon, then Repair; Repair first
  when the damage pile is high) when a primary weapon stays payable this round (so in
  practice only with a Deploy card), next to buildings worth tagging (:mod:`engine.bots.moving`).
* **Movement** (:mod:`engine.bots.moving`): the Heavy Hitter goes where the weapons
  in hand, with the free energy left after moving, are worth most against the
  damage expected there (range, sight, partial cover, alley shots, the arcs of
  opponents that have already moved, flanks), plus the best tag there and
  nearness to buildings worth tagging; then the facing. A sprint maneuver card is
  played when the move's energy held the weapons back and the card buys a clearly
  better move, a jump when the Heavy Hitter is boxed in. Support units move to attack,
  repair, spot for missiles and tag, away from opposing support units. The Heavy Hitter
  never moves on critical energy.
* **Combat** (:mod:`engine.bots.fighting`): declare the set of weapons worth most
  within the free energy (critical energy only when what it buys is worth more than
  the cards: a finishing blow); an energy sponsor card when it buys a better set.
  Each weapon fires at the target worth most: expected damage through the armor,
  the score leader first in a game of more than two, finishing blows (destroying a
  Heavy Hitter only when the game ending then is a win), alley and flank hits for
  the achievements track. Repair units repair when that is worth more. Reactions
  answer attacks when the damage saved is worth the card and its energy; a missed
  roll is re-rolled when the shot is worth the sponsor card.
* **Tagging**: every unit tags; first the tag worth most (a demolition, progress on
  a building the bot can demolish, taking away an opponent's tags, a new building
  for a sponsor card). That also makes the bot the Glory Hound whenever it can.
* **Damage and discards** (:mod:`engine.bots.cards`): the cheapest hand cards first.
* **Shifting alliances** (:mod:`engine.bots.ally_pick`): it picks the opponent whose Heavy
  Hitter is farthest from its own (then the lower score, then its own order of hexes);
  it never fires at an ally (the engine offers no such shot) and repairs an ally's Heavy
  Hitter only with fixed alliances (with shifting ones the ally is a rival for the win).
* **Advanced setup**: the first pilot offered; on the alternate board the path whose
  upgrades are worth most, the earlier the more (:func:`choose_path`). The pilots'
  stride and draw work by themselves (a stride is a free sprint the move is priced
  with), a brace by itself; the once-a-round re-roll goes to a missed shot worth more
  than a little (:func:`~engine.bots.fighting.choose_reroll`).
* **Restricted play** (:mod:`engine.bots.restriction`): a seat barred from alley shots,
  tagging or support units prices them at nothing (:class:`~engine.bots.scene.Scene`'s
  ``barred``) and passes or holds where it would have taken one.

Deterministic: the same state and seed give the same choice. Otherwise equal choices go
by symmetric preferences (nearer the closest opponent, facing it, the nearer target), then
by the bot's own seeded order of hexes (:func:`~engine.bots.scene_foes.tie_ranks`) — never by
reading order or seat number, so the seats a map's symmetry exchanges are played alike.

>>> from engine.game import new_game, observe
>>> from engine.files.mapfile import load_map
>>> from engine.files.resources import builtin_map_path
>>> g = new_game(load_map(builtin_map_path("final-stand")), seed=2)
>>> bots = [FullBot(seat, seed=2) for seat in range(g.num_players)]
>>> while not g.is_terminal():
...     g.apply_action(bots[g.current_player()].choose(observe(g)))
>>> g.result.win_type in ("demolition", "destruction", "score", "round limit")
True
"""

from __future__ import annotations

from engine.bots import values as V
from engine.bots.ally_pick import choose_ally
from engine.bots.board_tables import index
from engine.bots.cards import (
    choose_damage,
    choose_discard,
    choose_reboot,
    choose_sponsor_discard,
    salvage_play,
)
from engine.bots.fighting import choose_declaration, choose_fire, choose_reaction, choose_reroll
from engine.bots.moving import choose_deploy, choose_hh_move, choose_push, choose_support_move
from engine.bots.round_limit import require_round_limit
from engine.bots.scene import CENTRE_DISTANCES, Scene
from engine.bots.scene_foes import tie_ranks
from engine.game import (
    FREE_ENERGY,
    Action,
    AllyPickDecision,
    CardKind,
    ChoosePath,
    DamageDecision,
    DeclareDecision,
    DeployDecision,
    FireDecision,
    HandDiscardDecision,
    HHMoveDecision,
    Observation,
    Pass,
    PathDecision,
    PushDecision,
    ReactionDecision,
    RebootDecision,
    RerollDecision,
    SponsorDiscardDecision,
    SupportMoveDecision,
    Tag,
    TagDecision,
    upgrade_spaces,
)


class FullBot:
    """Plays every part of the game (see the module's description)."""

    name = "full"

    def __init__(self, seat: int, seed: int = 0, barred: frozenset[str] = frozenset()) -> None:
        """``barred``: the parts of the game the seat is barred from
        (:mod:`engine.bots.restriction`): the bot prices them at nothing and never picks
        them."""
        self.seat = seat
        self.seed = seed
        self.rank = tie_ranks(seed, seat)
        self.barred = barred

    def choose(self, seen: Observation) -> Action:
        """One of ``seen.legal_actions()``: the bot decides on what its seat may know."""
        require_round_limit(seen.config)
        d = seen.decision
        p = seen.own
        if isinstance(d, HHMoveDecision):
            salvage = salvage_play(seen, p, seen.anytime_plays())
            if salvage is not None:
                return salvage
            return choose_hh_move(Scene(seen, self.rank, self.barred), d)
        if isinstance(d, SupportMoveDecision):
            return choose_support_move(Scene(seen, self.rank, self.barred), d)
        if isinstance(d, FireDecision):
            return choose_fire(Scene(seen, self.rank, self.barred), d, seen.legal_actions())
        if isinstance(d, DamageDecision):
            return choose_damage(seen, d)
        if isinstance(d, (DeployDecision, DeclareDecision)):
            salvage = salvage_play(seen, p, seen.anytime_plays())
            if salvage is not None:
                return salvage
        if isinstance(d, DeployDecision):
            if "support-units" in self.barred:
                return Pass()
            return choose_deploy(Scene(seen, self.rank, self.barred), d)
        if isinstance(d, DeclareDecision):
            return choose_declaration(Scene(seen, self.rank, self.barred), d)
        legal = seen.legal_actions()
        if isinstance(d, ReactionDecision):
            attack = seen.pending_attack()
            assert attack is not None
            return choose_reaction(Scene(seen, self.rank, self.barred), attack, legal)
        if isinstance(d, RerollDecision):
            attack = seen.pending_attack()
            assert attack is not None
            return choose_reroll(Scene(seen, self.rank, self.barred), attack, legal)
        if isinstance(d, TagDecision):
            if "tagging" in self.barred:
                return Pass()
            return choose_tag(Scene(seen, self.rank, self.barred), legal)
        if isinstance(d, PushDecision):
            return choose_push(Scene(seen, self.rank, self.barred), d.unit, legal)
        if isinstance(d, RebootDecision):
            return choose_reboot(p)
        if isinstance(d, HandDiscardDecision):
            return choose_discard(p)
        if isinstance(d, SponsorDiscardDecision):
            return choose_sponsor_discard(seen, p)
        if isinstance(d, AllyPickDecision):
            return choose_ally(Scene(seen, self.rank, self.barred), legal)
        if isinstance(d, PathDecision):
            return choose_path(seen, legal)
        return legal[0]  # also a pilot card: the first offered (catalog order)


def choose_path(seen: Observation, legal: list[Action]) -> Action:
    """The alternate board's path whose upgrades are worth most, an upgrade the more the
    earlier it unlocks (:data:`~engine.bots.values.UPGRADE_WORTH`,
    :data:`~engine.bots.values.PATH_EARLY`): a reactor is worth less
    (:data:`~engine.bots.values.REACTOR_SPARE`) when the deck's primary and secondary
    weapons together cost no more than the free energy. Ties: the path offered first."""
    p = seen.own
    cards = {c for pile in (p.hand, p.deck, p.discard) for c in pile}
    kit = sum(
        p.faction.card(c).energy
        for c in cards
        if p.faction.card(c).kind in (CardKind.PRIMARY, CardKind.SECONDARY)
    )
    worths = dict(V.UPGRADE_WORTH)
    if kit <= FREE_ENERGY:
        worths["reactor"] = V.REACTOR_SPARE

    def worth(a: Action) -> float:
        assert isinstance(a, ChoosePath)
        return sum(
            worths.get(u.effect.kind, 1.0) * u.effect.value * V.PATH_EARLY**k
            for k, (u, _at) in enumerate(upgrade_spaces(seen.catalog, a.path))
        )

    return max(legal, key=worth)


def choose_tag(scene: Scene, legal: list[Action]) -> Action:
    """The tag worth most now (``pass`` when there is none left)."""
    p = scene.player
    best: tuple[float, Action] = (-1.0, Pass())
    for a in legal:
        if not isinstance(a, Tag):
            continue
        face = a.building.direction_to(p.units[a.unit])
        assert face is not None
        cell = index(a.building)
        w = (
            scene.tag_worth(a.building, face.index, 0, fresh=a.building not in p.tagged)
            - V.LEAN * CENTRE_DISTANCES[cell]  # equal tags: nearer the centre
            - V.LEAN * 1e-3 * scene.rank[cell]
        )  # then the bot's own order
        if w > best[0]:
            best = (w, a)
    return best[1]
