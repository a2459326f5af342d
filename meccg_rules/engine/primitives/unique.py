"""Unique cards (CoE Glossary, unique; CRF 22, Stored Cards; Removed from Play): one copy of a unique card at a time;
and one manifestation of an entity in play at a time (CoE g.man.1).

Only one copy may be in play or in the removed-from-play pile at once; a stored card counts as in play (CRF 22,
Stored Cards), and so does one off to the side (CoE glossary, off to the side); a copy discarded may be played
again, and so may one removed from the game (``core.zones.REMOVED``: CoE glossary, unique; a pool's leftovers,
Strider replaced), which counts for nothing. Cards of one name are one card whatever their alignment. A card whose text makes it a manifestation of
another (``manifestation_of``: Stinker of Gollum, Lord of the Carrock of Beorn) is the same entity as that card and
as its other manifestations: none of them may be played while another is in play, whatever its alignment. Dragon
manifestations are the exception (CoE g.man.3, ``hazards/manifestations.py``). Where the one in play would leave
play because the new one comes (a Ringwraith played discards his Nazgûl hazard, CoE 2.II.2.1.R2), or where the one
in play lets the other come and says what happens then (a gap of scope ``manifestation``: Last Child of Ungoliant
and Shelob), the engine does not model it and says so. The families that bring a card into play ask ``check_unique``
before they do: a character played (organization), an item or ally played at a site (site phase), an event
(playing), a creature (movement/hazard), a faction brought in by influence (influence), an item retrieved from the
discard pile by a stored card (organization: ``retrieved_items.py``).

A card that cannot be duplicated in a given company (``cannot_be_duplicated = "in company"``: Great Bats, whose
erratum in CRF 22 reads "in" where the card once said "on") is one copy per company, whichever of its characters
holds it: a copy played is checked by ``playing/duplication.py``; ``company_copies`` finds the copies some
characters hold, for the organization phase (characters brought into one company).
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from ..core import modelled
from ..core.cards import Card, catalogue
from ..core.errors import Verdict
from ..core.state import IN_PLAY, MP_PILE, OFF_TO_THE_SIDE, OUT_OF_PLAY, Instance, State


def unique_copy(state: State, card: Card, besides: str = "") -> Instance | None:
    """Another copy (not ``besides``) of this unique card in play, stored, eliminated or removed from play; a copy
    in play whose card is no longer unique (a card changed in play that lost its keywords, which a creature become an
    ally does not: ``organization/changed_kind.py``) is none."""
    if not card.fact("unique"):
        return None
    return next((i for i in state.copies(card.key) if i.id != besides and i.card.fact("unique") and (
        i.zone in (IN_PLAY, MP_PILE, OFF_TO_THE_SIDE, OUT_OF_PLAY))), None)


def check_unique(state: State, inst: Instance, leaving: str = "") -> Verdict:
    """Refuse bringing ``inst`` into play while another copy of it, unique, is in play, stored or removed, or
    while another manifestation of it is in play; not ``leaving``, the card it comes in place of (Strider, who
    leaves as Aragorn II comes)."""
    other = unique_copy(state, inst.card, inst.id)
    if other is not None:
        where = {IN_PLAY: "in play", MP_PILE: "stored", OFF_TO_THE_SIDE: "off to the side"}.get(
            other.zone, "eliminated" if other.eliminated else "removed from play")
        return Verdict.refuse("unique-in-play", f"{inst.name} is unique and one is {where} already.")
    return _one_manifestation(state, inst, leaving)


def entity(card: Card) -> frozenset[str]:
    """The names of the entity a card is a manifestation of: its own and those its text names."""
    return frozenset((card.name, *card.fact("manifestation_of", ())))


@cache
def _manifested() -> frozenset[str]:
    """Every name some card's text makes a manifestation of, and the names of the cards that say so."""
    return frozenset(name for card in catalogue().cards if card.fact("manifestation_of")
                     for name in entity(card))


def _one_manifestation(state: State, inst: Instance, leaving: str = "") -> Verdict:
    """Refuse a manifestation of an entity while another manifestation of it is in play (CoE g.man.1)."""
    names = entity(inst.card)
    if not names & _manifested() or _dragon(names):   # most cards: no other manifestation of them exists
        return Verdict.allow()
    for other in state.cards.values():
        if other.zone not in (IN_PLAY, MP_PILE) or other.card.key == inst.card.key or other.id == leaving \
                or not names & entity(other.card) \
                or (other.agent_site is not None and not other.revealed):  # a face-down agent (CoE 4.2.3)
            continue
        if inst.card.race == "Ringwraith" and other.card.type == "Hazard":
            return Verdict.refuse("not-modelled", f"not modelled: {inst.name}: played while its Nazgûl hazard "
                                  f"{other.name} is in play, which it would discard (CoE 2.II.2.1.R2)")
        lets_in = next((g for g in other.card.gaps if g.scope == "manifestation"), None)
        if lets_in is not None:  # its text lets the other come (and says what then), not modelled: said so
            return Verdict.refuse("not-modelled", modelled.message(other.card, lets_in.clause))
        where = "is in play" if other.zone == IN_PLAY else (   # a pile's card counts as in play (CoE glossary)
            f"is in {other.controller or other.owner}'s marshalling point pile, in play for uniqueness")
        return Verdict.refuse("manifestation-in-play", f"{inst.name} and {other.name} are manifestations of one "
                              f"entity, and {other.name} {where}.")
    return Verdict.allow()


def _dragon(names: frozenset[str]) -> bool:
    """A Dragon's manifestation: one of the names is a Dragon's (CoE g.man.1 does not apply to them)."""
    return any((card := catalogue().find(name)) is not None and card.race == "Dragon" for name in names)


def company_copies(state: State, card: Card, characters: Iterable[str], besides: str = "") -> list[Instance]:
    """The copies in play (not ``besides``) of a card that cannot be duplicated in a given company held by these
    characters, or by a card they bear; none for any other card."""
    if card.trait("cannot_be_duplicated", "") != "in company":
        return []
    holders = set(characters)
    found = []
    for inst in state.copies(card.key):
        holder = inst
        while holder.attached_to in state.cards and holder.id not in holders:
            holder = state.cards[holder.attached_to]
        if inst.id != besides and inst.zone == IN_PLAY and holder.id in holders:
            found.append(inst)
    return found
