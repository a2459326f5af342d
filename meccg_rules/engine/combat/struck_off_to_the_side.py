"""Cards that place the characters their company's strikes beat off to the side, instead of wounding them
(``sets_aside_struck``: Sack over the Head, Use Your Legs; CRF 22, Card Errata and Rulings > each card).

Such a card is played on a minion character whose company attacks a hero company in company versus company
combat (CoE 3.V). While it is on a character of the attacking company, each successful strike of that company
against a defending character of one of the card's races does not wound him: he is placed off to the side with
the card (CoE glossary, off to the side) and no body check follows. Every strike of the company counts, not only
that of the character the card is on (CRF 22: Sack over the Head, first bullet; Use Your Legs, first bullet). The
winner of the strike taps as usual (CoE 3.V.viii).

This is not taking a character prisoner (CRF 22, each card, second bullet: [CoE 2025]): the rules for prisoners
(CoE 3.III) do not apply to him. Off to the side, he still gives his player his marshalling points, as any card
placed there that is no prisoner (CoE glossary, off to the side; ``end_of_game/scoring``).

The engine's readings: the card acts only while its character's company is the attacking one (its text has it
played in that case); the cards on the character leave play with him, as on any card leaving play
(``State.move``), and his followers stay in play, under no one's influence.
"""
from __future__ import annotations

from ..core.state import OFF_TO_THE_SIDE, Instance, State


def host(state: State, attacking_company: str, character: Instance) -> Instance | None:
    """The card on a character of the attacking company that places ``character`` off to the side, if any."""
    race = character.card.race or ""
    for member in state.characters(attacking_company):
        for card in state.attached(member.id):
            key = card.card.trait("sets_aside_struck")
            if key is not None and race in key.races:
                return card
    return None


def instead_of_wound(state: State, attacking_company: str, winner: Instance, loser: Instance) -> bool:
    """A successful strike of company versus company combat: True when a card places the loser off to the side
    instead of wounding him (the winner taps all the same)."""
    card = host(state, attacking_company, loser)
    if card is None:
        return False
    state.tap(winner.id)
    state.move(loser.id, OFF_TO_THE_SIDE, attached_to=card.id)
    state.log.append(f"{state.label(loser)} is not wounded: he is placed off to the side with {card.name}")
    return True
