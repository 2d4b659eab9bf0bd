"""Bots decide on what their seat may know: a full (or solo) bot's decision is the same when
everything hidden from its seat is replaced by a random alternative that keeps the counts.

Hidden, by the rulebook: the faction deck and the damage pile lie face down, the discard pile
face up (the Dashboard, Setup); declared weapons go face down in the firing line until all
reveal them at once (Combat phase); sponsor cards are drawn from a face-down pile; with
shifting alliances each player picks an ally secretly (advanced rules). So the scramble
draws again the other players' hands, damage piles and face-down firing lines, the order of
every deck (the bot's own too), the other players' sponsor cards with the sponsor deck, the
other players' face-down ally picks and the dice to come.

The positions are every full-bot decision of real bot games on several maps and in every
mode (standard, with pilots and the alternate board, 2v2, shifting alliances, solo).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.bots import make_bot
from engine.files.mapfile import load_map
from engine.files.resources import builtin_map_path
from engine.game import GameConfig, GameState, SeededDice, new_game, observe, standin_catalog
from engine.selfplay.games import game_seed, lineup

GAMES = [
    ("final-stand", GameConfig(), 0),
    ("final-stand", GameConfig(), 1),
    ("three-walls", GameConfig(), 0),
    ("showdown", GameConfig(), 0),
    ("citadel", GameConfig(pilots=True, achievements="alternate"), 0),
    ("showdown", GameConfig(mode="2v2"), 0),
    ("salvage-city", GameConfig(mode="shifting"), 0),
    ("showdown", GameConfig(mode="solo", solo_opponents=2), 0),
]
"""(map, config, game index): the batch's seed and factions go in as ``run_playtest`` sets
them up."""


def scrambled(state: GameState, me: int, rng: random.Random) -> GameState:
    """A copy of ``state`` where everything ``me`` may not know is drawn at random again,
    with the same counts."""
    s = state.clone()
    sponsor_pool = list(s.sponsor_deck)
    for p in s.players:
        if p.seat == me:
            rng.shuffle(p.deck)
            continue
        hidden_line = not p.revealed
        pool = p.hand + p.deck + p.damage + (p.firing_line if hidden_line else [])
        rng.shuffle(pool)
        sizes = [len(p.hand), len(p.deck), len(p.damage)]
        p.hand, p.deck, p.damage = (
            pool[: sizes[0]],
            pool[sizes[0] : sizes[0] + sizes[1]],
            pool[sizes[0] + sizes[1] : sum(sizes)],
        )
        if hidden_line:
            p.firing_line = pool[sum(sizes) :]
        sponsor_pool += p.sponsors
    rng.shuffle(sponsor_pool)
    for p in s.players:
        if p.seat != me:
            n = len(p.sponsors)
            p.sponsors, sponsor_pool = sponsor_pool[:n], sponsor_pool[n:]
    s.sponsor_deck = sponsor_pool
    if s.picks:
        alive = s.alive_players()
        s.picks = tuple(
            pick if seat == me or pick < 0 else rng.choice([q for q in alive if q != seat])
            for seat, pick in enumerate(s.picks)
        )
    s.dice = SeededDice(rng.randrange(1 << 30))
    return s


def positions(slug: str, config: GameConfig, index: int) -> list[tuple[GameState, int, str]]:
    """Every decision of a full-bot game (the solo opponents played by the solo bot), with
    the seat deciding and the kind of bot there."""
    game_map = load_map(builtin_map_path(slug))
    catalog = standin_catalog()
    seats = game_map.players if config.mode != "solo" else 1 + config.solo_opponents
    gseed = game_seed(1, index)
    if config.mode != "solo":
        config = replace(
            config, factions=lineup(index, seats, tuple(f.id for f in catalog.factions))
        )
    state = new_game(game_map, gseed, catalog=catalog, config=config)
    bots = [
        make_bot("full" if config.mode != "solo" or s == 0 else "solo", s, gseed)
        for s in range(state.num_players)
    ]
    found = []
    while not state.is_terminal():
        seat = state.current_player()
        found.append((state.clone(), seat, bots[seat].name))
        state.apply_action(bots[seat].choose(observe(state, seat)))
    return found


@pytest.mark.parametrize(
    ("slug", "config", "index"),
    GAMES,
    ids=[f"{s}-{c.mode}-{'pilots' if c.pilots else 'plain'}-{i}" for s, c, i in GAMES],
)
def test_bots_decide_alike_whatever_is_hidden_from_them(
    slug: str, config: GameConfig, index: int
) -> None:
    rng = random.Random(f"hidden/{slug}/{config.mode}/{index}")
    checked = 0
    for state, seat, kind in positions(slug, config, index):
        want = make_bot(kind, seat, 7).choose(observe(state, seat))
        for _ in range(2):
            other = scrambled(state, seat, rng)
            assert other.legal_actions() == state.legal_actions()
            got = make_bot(kind, seat, 7).choose(observe(other, seat))
            assert got == want, (
                f"round {state.round}, {state.phase}, P{seat + 1} ({kind}):"
                f" {want} becomes {got} when the hidden cards change"
            )
        checked += kind == "full"
    assert checked > 50  # a whole game's decisions, not a few


def test_the_scramble_changes_what_is_hidden_and_keeps_what_is_public() -> None:
    state, seat, _ = positions("final-stand", GameConfig(), 0)[40]
    other = scrambled(state, seat, random.Random(3))
    me, foe = other.players[seat], other.players[1 - seat]
    was_me, was_foe = state.players[seat], state.players[1 - seat]
    assert me.hand == was_me.hand and sorted(me.deck) == sorted(was_me.deck)
    assert foe.discard == was_foe.discard and len(foe.hand) == len(was_foe.hand)
    assert sorted(foe.hand + foe.deck + foe.damage) == sorted(
        was_foe.hand + was_foe.deck + was_foe.damage
    )
    assert (foe.hand, foe.deck) != (was_foe.hand, was_foe.deck)
