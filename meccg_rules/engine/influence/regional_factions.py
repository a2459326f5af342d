"""Influence attempts on the factions of some regions, changed by a card in play (Mordor in Arms: the key
``factions_of_regions``).

While such a card is in play, any attempt by a character to influence a faction playable at a site in one of the
regions it names is modified as it says, and the events it names cannot be used on that attempt (Muster). That holds
for an attempt on a faction played from hand and on the other player's faction alike (CoE 8). A player the card's
text spares ("This card has no effect on a minion player": ``players/alignments.spared``) makes his attempts
untouched. The engine's reading, the card saying "a character": an agent hazard's attempt (CoE 8.5) is untouched
too, an agent played as a hazard counting as no character (CoE 2.IV.vii.1).

A faction's sites are the ones its text names (``playable_at``); one playable at sites it describes (of a type, in
some regions: Ice-orcs, Wild Horses) is refused, not modelled, while such a card is in play.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..agents import agent_influence
from ..core.cards import catalogue, fold
from ..core.errors import NotModelledError, Verdict
from ..core.zones import IN_PLAY
from ..players import alignments

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Instance, State
    from .keys import FactionsOfRegions


def _cards(state: State, player: str) -> list[tuple[Instance, FactionsOfRegions]]:
    """The cards in play changing such attempts, but those whose text spares the player making the attempt."""
    return [(i, i.card.trait("factions_of_regions")) for i in state.cards.values()
            if i.zone == IN_PLAY and i.card.trait("factions_of_regions") is not None
            and not alignments.spared(state, i.card, player)]


def covers(card: Card, regions: tuple[str, ...]) -> bool:
    """Is the faction playable at a site in one of the regions?"""
    if card.kind != "faction":
        return False
    names = card.fact("playable_at") or ()
    if not names:
        raise NotModelledError(f"{card.name}: whether a faction playable at sites its text describes (a type, "
                               f"a region) has one in {', '.join(regions)} (a card changing the factions of those "
                               "regions is in play)")
    sites = [catalogue().find(name) for name in names]
    return any(site is not None and site.fact("region") in regions for site in sites)


def modifications(state: State, influencer: Instance, faction: Card) -> list[tuple[int, str]]:
    """What such cards change of a character's attempt to influence the faction (not an agent hazard's)."""
    if agent_influence.is_agent_hazard(influencer):
        return []
    return [(keys.modifier, state.label(i)) for i, keys in _cards(state, influencer.controller)
            if keys.modifier and covers(faction, keys.regions)]


def check_event(state: State, player: str, event: Card, faction: Instance) -> Verdict:
    """May the event be used on the player's attempt to influence the faction (none such a card forbids: Muster)?"""
    for inst, keys in _cards(state, player):
        if fold(event.name) in {fold(n) for n in keys.forbids_events} and covers(faction.card, keys.regions):
            return Verdict.refuse("forbidden-on-faction", f"{state.label(inst)} forbids {event.name} on an attempt "
                                  f"to influence {faction.name}.")
    return Verdict.allow()
