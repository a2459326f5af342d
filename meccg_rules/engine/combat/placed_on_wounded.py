"""A card played on an attack that, once the attack is over, goes under one character the attack wounded
(Morgul-knife, The Pale Sword; CRF 22: the corruption comes at once when the attack is over).

The key ``placed_on_wounded = "attacker's choice"`` of a card's entry: played on the company facing an attack, the
card stays in play with that company while the attack goes on. As the attack concludes, after the body checks and
before anything else (the next attack, any action of the phase), it is placed under one character the attack
wounded and who is still in play, the attacker choosing which (the creature's controller, else the hazard player).
With one such character the engine places it at once; the attacker's choice among several is not modelled yet and
is refused as such before the attack concludes (a Nazgûl attacks with one strike, so no card played today meets
it). With none, the card is discarded (the cards' text: no character wounded, the card goes).

A character on whom a corruption card was played this turn already cannot receive a corruption card so placed
(CoE 7.2.1; the cards' text). The engine's reading, which the CRF does not spell out: a corruption card so placed
counts as the corruption card played on him this turn, and when every wounded character is such a one, the card
is discarded as if none was wounded. A card of this kind still in play on a company when no attack is under way
on it (its attack was cancelled while it was declared) is discarded: its attack is over.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.errors import NotModelledError, Verdict
from ..core.state import DISCARD, IN_PLAY, Combat, Instance, State
from ..corruption.corruption_cards import CORRUPTION_CARD

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..game import Game

KEY = "placed_on_wounded"


def _cards_on(state: State, company: str) -> list[Instance]:
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to == company
            and i.card.trait(KEY, "")]


def _receives(state: State, card: Instance, character: Instance) -> bool:
    return "Corruption" not in card.card.keywords or not state.turn.per_turn.get((CORRUPTION_CARD, character.id))


def wounded_by(state: State, combat: Combat) -> list[Instance]:
    """The characters (not allies) the attack wounded who are still in play."""
    found: list[Instance] = []
    for strike in combat.strikes:
        inst = state.cards.get(strike.character)
        if strike.result == "successful" and inst is not None and inst.zone == IN_PLAY and inst.card.is_character \
                and inst.wounded and inst not in found:
            found.append(inst)
    return found


def _place(state: State, card: Instance, character: Instance) -> None:
    state.move(card.id, IN_PLAY, attached_to=character.id)
    if "Corruption" in card.card.keywords:
        state.turn.per_turn[(CORRUPTION_CARD, character.id)] = 1
    state.log.append(f"{state.label(card)} is placed under {state.label(character)}, wounded by the attack")


def refuse_choice(state: State, combat: Combat, cancelled: bool) -> None:
    """Before the attack concludes: the attacker's choice among several characters who may receive such a card is
    not modelled, and is refused as such (never played on as if there were one)."""
    for card in [] if cancelled else _cards_on(state, combat.attack.company):
        if len([c for c in wounded_by(state, combat) if _receives(state, card, c)]) > 1:
            raise NotModelledError(modelled.message(card.card, "the attacker's choice of which of the several "
                                                    "characters the attack wounded receives it"))


def after_attack(state: State, combat: Combat, cancelled: bool) -> None:
    """The attack is over: each such card on its company is placed under the one character who may receive it, or
    discarded when there is none (``refuse_choice`` has refused the case of several)."""
    attack = combat.attack
    for card in _cards_on(state, attack.company):
        wounded = [] if cancelled else [c for c in wounded_by(state, combat) if _receives(state, card, c)]
        if not wounded:
            state.move(card.id, DISCARD)
            state.log.append(f"{state.label(card)} is discarded: the attack wounded no character who may receive it")
        else:
            _place(state, card, wounded[0])


def check_play(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: a card its player may play only on an attack of a creature he controls
    (``played_by_attacker``, CRF 22: The Pale Sword and its Nazgûl); and, on an attack by a creature its key
    ``not_modelled_against`` names, its clause about that creature, which the engine does not model, refused."""
    combat = state.combat
    if combat is None:
        return Verdict.allow()
    source = state.cards.get(combat.attack.source)
    creature = source.card.name if source is not None and combat.attack.kind == "creature" else ""
    if creature and creature in card.trait("not_modelled_against", ()):
        modelled.refuse_case(card, creature)
    if card.trait("played_by_attacker", False) and (combat.attack.kind != "creature" or source is None
                                                     or source.controller != player):
        return Verdict.refuse("attacker-not-controlled", f"{player} does not control the creature making "
                              f"{combat.attack.label}: {card.name} is played only on an attack of a creature its "
                              "player controls.")
    return Verdict.allow()


def after_chains(game: Game) -> None:
    """A card of this kind on a company that faces no attack now (its attack ended before it resolved): discarded."""
    s = game.state
    for card in [i for i in s.cards.values() if i.zone == IN_PLAY and i.card.trait(KEY, "")
                 and i.attached_to in s.companies]:
        if s.combat is None or s.combat.attack.company != card.attached_to:
            s.move(card.id, DISCARD)
            s.log.append(f"{s.label(card)} is discarded: the attack it was played on is over")
