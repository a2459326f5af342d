"""A card whose company faces the attack it gives, and which a character then taps to take (the effect
``attack-then-placed``: The Windlord Found Me; CRF 22, Card Errata and Rulings > that card).

The card is played in the site phase of its player's company. As it resolves it stays in play on the company, and
the company faces the attack the card gives (race, strikes, prowess; no body: it is defeated or not, nothing is left
behind). Once that attack is over, the card's player may tap one untapped character of the company to place the
card under him (``TapToPlace``). The offer lasts until the next action, as a trophy's does (``trophies.py``): any
other action, a pass included, and the card is discarded (its CRF 22 erratum: "If you do not place this card with a
character after the attack, discard it"; and CRF 22: "You must tap a character after facing the attack or The
Windlord Found Me is discarded"). With no untapped character left in the company when the attack ends, nothing can
take it: it is discarded at once.

The engine's readings: a cancelled or defeated attack has still been faced, so the offer stands whatever became of
the attack; only a character takes it (an ally is no character); the character taps as he takes it, so a character
tapped by the attack cannot.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Attack, Instance, State
from . import flow
from .kinds import AttackKind

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.behaviour import AttackThenPlaced
    from ..core.chain import Declared
    from ..core.state import Company
    from ..game import Game
    from .actions import TapToPlace

KIND = "placed after attack"   # Attack.kind of such an attack
OFFER = "card to place after attack"  # Turn.per_phase[OFFER]: (the card, the company that faced its attack)


def attack(game: Game, entry: Declared, effect: AttackThenPlaced) -> bool:
    """The effect: the card stays on the active company, which faces the card's attack."""
    s = game.state
    company = s.companies.get(s.active_company or "")
    if company is None or entry.card is None:
        return True
    s.move(entry.card, IN_PLAY, attached_to=company.id)
    entry.data["stays_in_play"] = True
    name = s._name(entry.card)
    made = Attack(f"a{s.next_attack}", company.id, entry.card, KIND, effect.race, effect.strikes, effect.prowess,
                  None, label=f"{name}'s {effect.race}")
    s.next_attack += 1
    s.log.append(f"{company.id} faces {name}'s attack of {effect.race}: {effect.strikes} strikes at "
                 f"{effect.prowess} prowess")
    flow.begin(game, [made])
    return True


def _takers(state: State, company: str) -> list[Instance]:
    return [c for c in state.characters(company) if c.card.is_character and not c.tapped]


def ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """The attack is over: a character of the company may tap to take the card, else it is discarded."""
    card = state.cards.get(attack.source)
    state.log.append(f"{attack.label}'s attack is {'cancelled' if cancelled else 'defeated' if defeated else 'over'}")
    if card is None or card.zone != IN_PLAY or card.attached_to != company.id:
        return
    if not _takers(state, company.id):
        state.move(card.id, DISCARD)
        state.log.append(f"no untapped character of {company.id} can tap to take {state.label(card)}: "
                         "it is discarded")
        return
    state.turn.per_phase[OFFER] = (card.id, company.id)
    state.log.append(f"{card.controller or card.owner} may tap a character of {company.id} to place "
                     f"{state.label(card)} under him (the next action), else it is discarded")


def note_action(game: Game, action: Action) -> None:
    """Any action but placing the card ends the offer: the card is discarded."""
    s = game.state
    found = s.turn.per_phase.pop(OFFER, None)
    if found is None:
        return
    card = s.cards.get(found[0])
    if card is not None and card.zone == IN_PLAY and card.attached_to == found[1]:
        s.move(card.id, DISCARD)
        s.log.append(f"no character took {s.label(card)} after the attack: it is discarded")


def check(game: Game, action: TapToPlace) -> Verdict:
    s = game.state
    card, character = s.find(action.card), s.find(action.character, "character")
    found = s.turn.per_phase.get(OFFER)
    if found is None or found[0] != card.id or card.zone != IN_PLAY:
        return Verdict.refuse("nothing-to-place", f"{s.label(card)} is not a card whose attack "
                              f"{action.player}'s company has just faced.")
    if (card.controller or card.owner) != action.player:
        return Verdict.refuse("wrong-player", f"Only {card.controller or card.owner} places {s.label(card)}.")
    if character not in s.characters(found[1]) or not character.card.is_character:
        return Verdict.refuse("not-a-taker", f"{s.label(character)} is not a character of {found[1]}.")
    if character.tapped:
        return Verdict.refuse("taps-to-take", f"{s.label(character)} is tapped: he must tap to take "
                              f"{s.label(card)}.")
    return Verdict.allow()


def apply(game: Game, action: TapToPlace) -> None:
    s = game.state
    card, character = s.find(action.card), s.find(action.character, "character")
    s.turn.per_phase.pop(OFFER, None)
    s.tap(character.id)
    s.move(card.id, IN_PLAY, attached_to=character.id)
    s.log.append(f"{s.label(character)} taps and places {s.label(card)} under him")


ATTACK_KIND = AttackKind(ends=ends)
