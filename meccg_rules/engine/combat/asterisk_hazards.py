"""Hazards with an asterisk made normal attacks (a Stage resource's text: Shameful Deeds).

Some hazard creatures print an asterisk by their marshalling points ("2*": Durin's Folk, the Maia hazards of Against
the Shadow); most are detainment against hero companies, and a Fallen-wizard player's companies are hero companies
whenever detainment is decided (CoE 2.IV.vii.F1). A card with ``asterisk_hazards_attack_normally`` in play under a
player's control makes every such hazard attack his companies normally, not as detainment, whatever would otherwise
make it detainment (its own text, the rules). A hazard with an asterisk his company defeats while such a card is in
play is marked (``Instance.full_kill_points``): it gives him its full kill points, even after the card leaves play
(the engine's reading of "defeat while this card is in play": the card in play at the defeat decides); what his
other hazards give while the card is in play is the scoring's (``end_of_game/scoring.py``).

A card with ``asterisk_hazards_scored`` in play under a player's control ("Hazards your companies defeat (even with
*)", the Fallen-wizard Alatar) only keeps such a hazard his companies defeat from leaving play: it is scored in his
pile (``players/alignments.removed_when_defeated``, as the creature is placed), and what it gives him is the
scoring's, as for any other hazard he defeated (that card's ``full_points``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import IN_PLAY

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import State


def has_asterisk(card: Card) -> bool:
    """Does the card print an asterisk by its marshalling points ("2*")?"""
    return "*" in str(card.fact("marshalling_points_printed") or "")


def made_normal(state: State, player: str) -> bool:
    """Does a card in play under ``player``'s control make hazards with an asterisk attack his companies normally?"""
    return any(i.zone == IN_PLAY and i.controller == player and i.card.trait("asterisk_hazards_attack_normally")
               for i in state.cards.values())


def attacks_normally(state: State, card: Card, company: str) -> bool:
    """Is this hazard's attack on the company a normal one, never detainment, because of such a card?"""
    return has_asterisk(card) and made_normal(state, state.companies[company].owner)


def defeated(state: State, ref: str, owner: str) -> None:
    """A creature the company of ``owner`` defeated (not as detainment): one with an asterisk, defeated while such a
    card of his is in play, is marked to give him its full kill points (``defeated_hazards.mark`` asks it)."""
    inst = state.cards.get(ref)
    if inst is not None and has_asterisk(inst.card) and made_normal(state, owner):
        inst.full_kill_points = True
        state.log.append(f"{state.label(inst)} was defeated while its hazards with an asterisk attack {owner}'s "
                         "companies normally: it gives him its full kill points")
