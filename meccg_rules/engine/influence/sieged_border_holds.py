"""A Border-hold placed "off to the side" with a card played on a faction must lie near that faction (Long Grievous
Siege; CRF 22, Card Errata and Rulings > Long Grievous Siege).

The card takes a Border-hold from its player's location deck, in the region of a site where the target faction is
playable or in a region adjacent to it (the regions' adjacency as the map gives it, CoE 2.II.7.ii): with no such
Border-hold there, the card cannot be played at all (CRF 22: there must be an eligible Border-hold). The condition
``border_hold_near_faction`` asks it as the card is played; the primitive ``place-border-hold`` places that site
off to the side with the card as it resolves, and sends every faction in play playable at it back to its owner's
hand.

Not modelled here, refused as such when the card is played: a faction playable at no named site (Ice-orcs, "any
Ruins & Lairs in Forochel"); the choice between several eligible Border-holds of different names.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import catalogue, regions
from ..primitives.regions import type_of_site
from ..core.errors import NotModelledError, Verdict
from ..core.state import HAND, IN_PLAY, LOCATION_DECK, OFF_TO_THE_SIDE, Instance, State

if TYPE_CHECKING:
    from ..core.behaviour import Condition, PlaceBorderHold
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..game import Game

BORDER_HOLD = "Border-hold"


def near(region: str, others: set[str]) -> bool:
    """Is ``region`` one of ``others`` or adjacent to one of them (either region listing the other)?"""
    known = regions()
    return region in others or any(other in known.get(region, {}).get("adjacent", ())
                                   or region in known.get(other, {}).get("adjacent", ()) for other in others)


def faction_regions(faction: Card) -> set[str]:
    """The regions of the sites where the faction is playable (every version of those sites lies in one)."""
    names = faction.fact("playable_at") or ()
    if not names:
        raise NotModelledError(f"{faction.name} is playable at no named site: the engine does not model the regions "
                               "of the sites it is playable at")
    return {c.fact("region") for name in names for c in catalogue().cards
            if c.is_site and c.name == name and c.fact("region")}


def check_near(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``border_hold_near_faction``: the player's location deck holds a Border-hold in a region of a
    site where the target faction is playable, or adjacent to one."""
    faction = state.cards.get(target or "")
    if faction is None or faction.card.kind != "faction":
        return Verdict.refuse("invalid-target", f"{card.name} is played on a faction.")
    eligible = eligible_border_holds(state, state.resource_player, faction)
    if len({i.name for i in eligible}) > 1:
        raise NotModelledError(f"{card.name}: the choice between several eligible Border-holds "
                               f"({', '.join(sorted({i.name for i in eligible}))})")
    if eligible:
        return Verdict.allow()
    player, wanted = state.resource_player, faction_regions(faction.card)
    return Verdict.refuse("no-eligible-border-hold", f"{player}'s location deck holds no Border-hold in "
                          f"{' or '.join(sorted(wanted))} or a region adjacent to it: {card.name} has none to place "
                          "off to the side.")


def eligible_border_holds(state: State, player: str, faction: Instance) -> list[Instance]:
    """The Border-holds of the player's location deck in or next to a region of the faction's sites."""
    wanted = faction_regions(faction.card)
    return [i for i in state.cards.values() if i.zone == LOCATION_DECK and i.owner == player
            and i.card.is_site and type_of_site(state, i.card) == BORDER_HOLD and near(i.card.fact("region"), wanted)]


def place(game: Game, entry: Declared, effect: PlaceBorderHold) -> bool:
    """The primitive ``place-border-hold``: the eligible Border-hold goes off to the side with the card; the factions
    in play playable at it go back to their owners' hands."""
    s = game.state
    faction, card = s.cards.get(entry.target or ""), s.cards.get(entry.card or "")
    if faction is None or card is None or faction.zone != IN_PLAY:
        return True
    eligible = eligible_border_holds(s, entry.player, faction)
    if not eligible:   # gone meanwhile from the location deck
        s.log.append(f"{s.label(card)}: no eligible Border-hold left in {entry.player}'s location deck")
        return True
    site = eligible[0]
    s.move(site.id, OFF_TO_THE_SIDE, attached_to=card.id)
    s.log.append(f"{s.label(site)} is placed off to the side with {s.label(card)}")
    for other in [i for i in s.cards.values() if i.zone == IN_PLAY and i.card.kind == "faction"
                  and site.name in (i.card.fact("playable_at") or ())]:
        s.move(other.id, HAND)
        s.log.append(f"{s.label(other)}, playable at {site.name}, returns to {other.owner}'s hand")
    return True
