"""An automatic-attack a card in play adds to a site whose defeat removes that card (Balrog of Moria: "If this 2nd
automatic-attack is defeated, this permanent-event is removed from play").

The attack is faced by whichever company enters the site, the card's own player's as well as his opponent's. When
it is defeated the card leaves play: defeated by a company of the card's player's opponent, it goes to that player's
marshalling point pile and gives him its points (the card's text); defeated by a company of the card's own player,
it is removed from play, to his out-of-play pile (CRF 22, Removed from the Game & Removed from Play), and gives him
nothing: a player receives no kill points from a card he played himself (CoE 10.4; CRF 22, Balrog of Moria).

A copy of such an attack made at the site (``duplicated_attacks``): whether defeating the copy removes the card is
not said; the copy removes nothing, and the attacks it is among are refused as not modelled as the company comes to
face them (``automatic_attacks``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import defeated_hazards
from ..core.state import IN_PLAY, MP_PILE, OUT_OF_PLAY

if TYPE_CHECKING:
    from ..core.state import Attack, Company, State


def removes_its_card(state: State, attack: Attack) -> bool:
    """Was the attack added by a card in play whose text removes it when the attack is defeated?"""
    adder = state.cards.get(attack.added_by) if attack.added_by else None
    return adder is not None and adder.zone == IN_PLAY and any(
        added.defeat_removes_card for added in adder.card.trait("adds_automatic_attack"))


def defeated(state: State, attack: Attack, company: Company) -> bool:
    """The attack is defeated: if its card is removed so, it leaves play, to the defending player's marshalling
    point pile when he is the card's player's opponent, else to its player's out-of-play pile. True if it did."""
    if not removes_its_card(state, attack):
        return False
    adder = state.cards[attack.added_by]
    if company.owner != adder.owner:
        defeated_hazards.mark(state, adder.id, company.owner)   # its full kill points or none to him
        state.move(adder.id, MP_PILE, pile_of=company.owner)
        state.log.append(f"{state.label(adder)}, whose automatic-attack {company.owner}'s company defeated, goes to "
                         f"{company.owner}'s marshalling point pile: he receives its marshalling points")
    else:
        state.move(adder.id, OUT_OF_PLAY)
        state.log.append(f"{state.label(adder)}, whose automatic-attack its own player's company defeated, is "
                         "removed from play: he receives no marshalling points for it (CoE 10.4)")
    return True
