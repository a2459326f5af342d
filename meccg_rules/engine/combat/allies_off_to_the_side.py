"""An ally set off to the side from its player's hand, to attack with its attributes later (Come at Need, as CRF 22
corrects it: "Playable if you have an ally able to be attacked in your hand").

The condition ``hand_holds_attackable_ally``: the card's player holds an ally that may be attacked, one whose entry
does not say it may not be (``in_combat.cannot_be_attacked``: Goldberry, Great Bats). The effect
``place-ally-off-to-the-side`` moves such an ally from that hand off to the side with the card (CoE glossary, off
to the side): not in play, giving no marshalling points, discarded when the card leaves play.

Not modelled, and refused as such rather than played on: choosing among several such allies (no sentence names
the choice yet), and the attack a company of the other player faces as it moves to a site where the ally is
playable, should one be moving there, or have declared movement there, as the card resolves (later ones are the
card's own gaps); with an ally whose text names no site, any company of the other player moving this turn.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import NotModelledError, Verdict
from ..core.state import OFF_TO_THE_SIDE
from .keys import in_combat

if TYPE_CHECKING:
    from ..core.behaviour import Condition, PlaceAllyOffToTheSide
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Instance, State
    from ..game import Game


def attackable_allies(state: State, player: str) -> list[Instance]:
    """The allies in the player's hand that may be attacked."""
    return [c for c in state.hand(player) if c.card.kind == "ally" and not in_combat(c.card, "cannot_be_attacked")]


def check_hand_holds_attackable_ally(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``hand_holds_attackable_ally``: the card's player (the hazard player for a hazard, the engine's reading of
    whose hand is meant) holds one."""
    who = state.hazard_player if card.type == "Hazard" else state.resource_player
    if attackable_allies(state, who):
        return Verdict.allow()
    return Verdict.refuse("no-attackable-ally", f"{card.name} needs an ally in {who}'s hand that may be attacked.")


def place(game: Game, entry: Declared, effect: PlaceAllyOffToTheSide) -> bool:
    """The effect: the one attackable ally of the hand goes off to the side with the card."""
    s = game.state
    allies = attackable_allies(s, entry.player)
    if not allies:
        s.log.append(f"{entry.player} holds no ally that may be attacked: nothing goes off to the side")
        return True
    if len({a.card.name for a in allies}) > 1:
        raise NotModelledError("not modelled: choosing which of several allies in hand goes off to the side")
    ally = allies[0]
    named = ally.card.fact("playable_at") or ()
    for company in s.companies.values():
        # its new site: revealed (moving), or declared and still to be revealed this turn
        going = company.site if company.moving else company.destination
        if company.owner == entry.player or going is None:
            continue
        if not named:
            raise NotModelledError(f"not modelled: whether {company.id} moves to a site where {ally.name} is "
                                   "playable (its text names no site)")
        if s.cards[going].card.name in named:
            raise NotModelledError(f"not modelled: the attack {company.id} would face, moving to a site where "
                                   f"{ally.name} is playable")
    s.move(ally.id, OFF_TO_THE_SIDE, attached_to=entry.card)
    s.log.append(f"{s.label(ally)} goes off to the side with {s._name(entry.card or '')}")
    return True
