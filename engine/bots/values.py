"""What things are worth to the full-rules bot, in points of score.

The score of a game (RULES.md §5) is undamaged faction cards plus achievement
spaces, so one card on the damage pile and one space on the achievements track
are both worth one point; everything else is priced against them. The numbers
are judgement, kept in one place so they can be read and tuned together.
"""

from __future__ import annotations

from typing import Final

from engine.game import CardKind

CARD: Final = 1.0
"""A faction card of one's own on the damage pile (or kept off it)."""
TRACK: Final = 1.0
"""A space on the achievements track (alley-shot or flank hit, demolition, Glory Hound)."""
WIN: Final = 40.0
"""Winning the game (the 4th demolition, the last Heavy Hitter standing, the best score)."""
SUPPORT_KILL: Final = 2.5
"""Removing an opposing support unit: its owner pays a Deploy card and energy to get it back."""
SUPPORT_POINT: Final = 0.3
"""A hit point off a support unit that survives."""
SPONSOR_CARD: Final = 0.6
"""A sponsor card (drawn per different building tagged)."""
TAG: Final = 0.4
"""A tag placed (toward the Glory Hound, who also acts first)."""
PROGRESS = (0.0, 0.5, 1.2, 2.2)
"""Standing worth of holding 0-3 of one's tags on one building that can be demolished."""
DEMOLITION: Final = 5.0
"""A demolished building under one's control (toward the 4 that win), beyond its track space."""
DENY: Final = 0.6
"""Taking away one opposing tag, per tag that opponent then still holds on the building."""
OTHER_POINT: Final = 0.6
"""A point of damage to an opponent who does not lead, in a game of more than two (the
score leader's point is worth a full :data:`CARD`)."""
CLOSING: Final = 1.0
"""Extra worth of a point of damage, per share of the target's deck already damaged, when
the game ending with that target destroyed would be a win (more than two players)."""
THREAT: Final = 1.0
"""Weight of the damage one expects to take where one stands (one's own cards)."""
APPROACH: Final = 0.25
"""Weight of being near a building worth tagging later (per point of its worth)."""
ENERGY_HEX: Final = 0.05
"""A small price per hex moved, so that equal places are reached the cheap way."""
LEAN: Final = 0.01
"""A hair's preference, per hex, for places nearer the closest opposing Heavy Hitter (then
the centre), so that equal choices are settled the same way from every seat of a
symmetric map (never by reading order, which favours the top of the board)."""
REPAIR_CARD: Final = 1.0
"""A card taken back off one's damage pile."""

CARD_WORTH = {
    CardKind.PRIMARY: 3.0,
    CardKind.SECONDARY: 2.0,
    CardKind.ORBITAL: 2.0,
    CardKind.REACTION: 1.2,
    CardKind.MANEUVER: 0.8,
    CardKind.DEPLOY: 1.5,
}
"""How much a faction card in hand is worth keeping (for damage from hand and discards)."""
SPONSOR_WORTH = {"energy": 1.0, "salvage": 1.4, "evade": 0.8, "reroll": 0.6}
"""How much a sponsor card is worth keeping, by effect."""


def progress(tags: int) -> float:
    """Worth of holding ``tags`` of one's tags on a building (4 or more: demolished)."""
    return PROGRESS[min(tags, len(PROGRESS) - 1)]


PILOT_REROLL: Final = 0.3
"""The least a missed shot must be worth for the pilot's once-a-round re-roll: a shot worth
less keeps the re-roll for a later shot of the round."""
UPGRADE_WORTH = {"reactor": 3.0, "targeting": 2.5, "armor": 2.0}
"""How much each point of an upgrade is worth unlocked, by kind, for choosing a path on the
alternate board: an energy point every round lets the whole kit fire (a primary and two
secondaries cost more than the free 5 energy); −1 to every target number of the Heavy
Hitter's attacks comes next; one armor point saves a sixth of the damage taken."""
REACTOR_SPARE: Final = 1.5
"""A reactor point's worth instead when the free energy already fires the whole kit."""
PATH_EARLY: Final = 0.5
"""Weight of a path's upgrade per upgrade space earlier (the first counts 1, the next 0.5…):
an upgrade unlocked early is used for more rounds, and the later spaces may never be reached."""
