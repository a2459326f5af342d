"""Factions placed under a card (Sentinels of Númenor: the key ``gathers_factions``; Await the Onset: the key
``places_won_factions_under``).

A card in play with ``places_won_factions_under`` takes each faction its controller wins while it is in play: the
faction goes to his marshalling point pile as any, lying under that card there (what it is worth then is the
scoring's: ``end_of_game/scoring.fixed_worth``). The engine's reading, the card not saying: if it leaves play the
factions stay in the pile, under nothing, and are worth what they would be without it.

The card is placed in its player's marshalling point pile, and the engine's reading is that it is in play there, as
its own text ("while this card is in play") supposes. While it is, every attempt by any player to influence a faction
playable at a site in one of the regions it names, but the factions it excepts, is modified as it says and may not be
made with the events it names. Each such faction its player then wins goes under it, in his marshalling point pile,
and is worth the extra points the card gives; a faction it excepts never goes under it, so never earns them (CRF 22,
Card Errata and Rulings > Sentinels of Numenor: no extra point for Army of the Dead). The card is discarded when a
faction under it is discarded; the others stay in the pile, under nothing.

A faction's sites are the ones its text names (``playable_at``); one playable at sites of a type is refused, not
modelled, while such a card is in a pile, and so is an agent's attempt on a faction (agents/agent_influence.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import catalogue, fold
from ..core.errors import NotModelledError, Verdict
from ..core.state import DISCARD, IN_PLAY, MP_PILE, Instance, State

if TYPE_CHECKING:
    from ..core.cards import Card
    from .keys import GathersFactions


def gatherers(state: State, player: str | None = None) -> list[Instance]:
    """The cards in a marshalling point pile (a player's, when given) that gather factions."""
    return [i for i in state.in_zone(MP_PILE, player) if i.card.trait("gathers_factions") is not None]


def _keys(inst: Instance) -> GathersFactions:
    found: GathersFactions = inst.card.trait("gathers_factions")
    return found


def covers(card: Card, keys: GathersFactions) -> bool:
    """Is the faction one the card reaches: playable at a site in one of its regions, and not one it excepts?"""
    if card.kind != "faction" or fold(card.name) in {fold(n) for n in keys.except_factions}:
        return False
    names = card.fact("playable_at") or ()
    if not names:
        raise NotModelledError(f"{card.name}: whether a faction playable at sites of a type has one in "
                               f"{', '.join(keys.regions)} (a card gathering factions is in play)")
    sites = [catalogue().find(name) for name in names]
    return any(site is not None and site.fact("region") in keys.regions for site in sites)


def modifications(state: State, faction: Card) -> list[tuple[int, str]]:
    """What such cards in play change of an attempt to influence the faction, whoever makes it."""
    return [(_keys(i).modifier, state.label(i)) for i in gatherers(state)
            if _keys(i).modifier and covers(faction, _keys(i))]


def check_event(state: State, event: Card, faction: Instance) -> Verdict:
    """May the event be used on an attempt to influence the faction (none the card forbids: Muster)?"""
    for inst in gatherers(state):
        if fold(event.name) in {fold(n) for n in _keys(inst).forbids_events} and covers(faction.card, _keys(inst)):
            return Verdict.refuse("forbidden-on-faction", f"{state.label(inst)} forbids {event.name} on an attempt "
                                  f"to influence {faction.name}.")
    return Verdict.allow()


def gather(state: State, player: str, faction: Instance) -> None:
    """The player has won the faction: it goes under his card that reaches it, if he has one; first under a card
    of his in play that takes every faction he wins (``places_won_factions_under``: Await the Onset, the engine's
    reading where both could take it, its text naming every faction he plays)."""
    taker = next((i for i in state.cards.values() if i.zone == IN_PLAY and i.controller == player
                  and i.card.trait("places_won_factions_under")), None)
    if taker is not None:
        faction.attached_to = taker.id
        state.log.append(f"{faction.name} is placed under {state.label(taker)}")
        return
    for inst in gatherers(state, player):
        if covers(faction.card, _keys(inst)):
            faction.attached_to = inst.id
            state.log.append(f"{faction.name} is placed under {state.label(inst)}")
            return


def faction_points(state: State, ref: str) -> tuple[int, str] | None:
    """The ``marshalling points`` query: a faction under such a card is worth its extra points."""
    inst = state.cards[ref]
    host = state.cards.get(inst.attached_to or "")
    if inst.zone != MP_PILE or host is None or host.zone != MP_PILE or host.card.trait("gathers_factions") is None:
        return None
    return (_keys(host).points_each, f"under {host.name}") if _keys(host).points_each else None


def leaving_pile(state: State, inst: Instance, zone: str) -> None:
    """The ``leaving a pile`` hook: a faction under such a card discarded discards the card, the others staying;
    the card gone, the factions it held lie under nothing."""
    host = state.cards.get(inst.attached_to or "")
    if inst.card.trait("gathers_factions") is not None:
        for under in [i for i in state.in_zone(MP_PILE) if i.attached_to == inst.id and i is not inst]:
            under.attached_to = None
    elif zone == DISCARD and host is not None and host.zone == MP_PILE and host.card.trait("gathers_factions"):
        state.log.append(f"{host.name} is discarded: {inst.name}, under it, was discarded")
        state.move(host.id, DISCARD)
