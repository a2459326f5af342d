"""A card that makes the next character to fail a corruption check a traitor, who attacks his own company (the card
key ``betrays_company``: Traitor).

While such a card is in play, a character failing a corruption check that takes him out of play (discarded or
eliminated, CoE 7.1; the corruption family asks the hook ``corruption check failed``) becomes the traitor: every such
card in play is discarded, and one attack is made at once against his company, after he has left it (CRF 22, Card
Errata and Rulings, Traitor: the corrected text discards the card when a character fails his check; two of them in
play add nothing, and both go with the same failure). The attack has one strike, the attacker (the player who does
not control the company) chooses the character it is against, its race is the traitor's and its prowess the
traitor's plus the card's ``prowess`` (his prowess as he failed, his weapon in use included: the engine's reading
of "the prowess of the traitor"), and the body check of a character it wounds is changed by the card's
``body_check``. It has no body: no body check is made against it, and nothing is defeated or kept as a trophy.

A traitor of the player whose turn it is not (his opponent's character failing a check, at Greed's site): his
company faces the attack all the same, and its player may take none of the actions of combat against it, no card
played, no character tapped in support, none staying untapped at -3 (CRF 22, a ruling by ICE: the attack's kind
says so, ``no_actions_outside_turn``, and combat refuses them, ``kinds.without_actions``).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.state import DISCARD, IN_PLAY, Attack, State
from . import flow, strikes
from .kinds import AttackKind

if TYPE_CHECKING:
    from ..core.state import Company, Instance
    from ..game import Game

KIND = "betrayal"   # Attack.kind of a traitor's attack


def corruption_check_failed(game: Game, character: Instance) -> Callable[[], None] | None:
    """The hook: with such a card in play, read the traitor now; his attack follows once he has left play."""
    s = game.state
    cards = [i for i in s.cards.values() if i.zone == IN_PLAY and i.card.trait("betrays_company") is not None]
    company = s.company_of(character.id)
    if not cards or company is None:
        return None
    made = cards[0].card.trait("betrays_company")
    prowess, _ = strikes.prowess(s, character.id)
    name, race, company_id = s.label(character), character.card.race or "", company.id

    def attack() -> None:
        for card in cards:
            s.move(card.id, DISCARD)
        s.log.append(" and ".join(s.label(c) for c in cards) + f" discarded: {name} fails his corruption check")
        if company_id not in s.companies or not s.characters(company_id):
            s.log.append(f"{name} has no company left to attack")
            return
        made_attack = Attack(f"a{s.next_attack}", company_id, cards[0].id, KIND, race, 1, prowess + made.prowess,
                             None, attacker_chooses=True, label=f"{name} the traitor", body_check=made.body_check)
        s.next_attack += 1
        s.log.append(f"{name} turns traitor: an attack of one strike ({race or 'no race'}), prowess {prowess} "
                     f"({name}) {made.prowess:+d} = {made_attack.prowess}, body checks {made.body_check:+d}")
        flow.begin(game, [made_attack])
    return attack


def ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """The card went as the attack was made: nothing is left behind."""
    state.log.append(f"{attack.label}'s attack is over")


ATTACK_KIND = AttackKind(ends=ends, no_actions_outside_turn=True)
