"""Influence checks a Fallen-wizard makes against hero resources, modified by his stage points (Fool's Bane:
"Influence checks he makes against hero resources are modified by: -9 if his stage points (SPs) exceed 18, -7 if his
SPs exceed 12, ... or -1 if his SPs exceed 0 (use the first modifier that applies)").

A card in play placed on a player's Fallen-wizard avatar with the key ``influence_by_stage_points`` modifies each
influence check a character or ally of that player makes against a card of the printed alignment it names: playing
a faction, influencing one from afar, or an influence attempt on another player's ally, item or faction; the
modification is that of the first step whose number his stage point total exceeds as the check is made
(``players/stage.stage_points``), none if it exceeds none.

The engine's readings, where the card is silent: "he" is the Fallen-wizard's player throughout (the card speaks of
"his stage points" and "his Elf characters"), so the checks of all his characters and allies count, not the avatar's
alone; "hero resources" are the cards printed as hero resources (factions, allies, items), not characters, which the
rules count apart from resources (CoE 1.5), so an attempt on another player's hero character is not modified.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..organization.characters import avatar_in_play
from ..players import stage

if TYPE_CHECKING:
    from ..core.state import Instance, State


def on_avatar(state: State, player: str, key: str) -> list[Instance]:
    """The cards in play with this key placed on ``player``'s avatar in play (a hazard "Playable on a
    Fallen-wizard")."""
    avatar = avatar_in_play(state, player)
    if avatar is None:
        return []
    return [inst for inst in state.attached(avatar.id) if inst.card.trait(key) is not None]


def modifications(state: State, influencer: str, target: Instance) -> list[tuple[int, str]]:
    """The modifications of ``influencer``'s influence check against ``target`` by his player's stage points."""
    card = target.card
    player = state.cards[influencer].controller or ""
    found = []
    for source in on_avatar(state, player, "influence_by_stage_points"):
        terms = source.card.trait("influence_by_stage_points")
        if card.type != "Resource" or card.alignment != terms.against_alignment:
            continue
        points = stage.stage_points(state, player)
        step = next((s for s in terms.steps if points > s.above), None)
        if step is not None:
            found.append((step.by, f"{state.label(source)}, {player}'s stage points exceed {step.above}"))
    return found
