"""A card played on an attack that, once the attack is over, may place a character of the company off to the side
(the key ``sets_aside_after_attack``: Imprisoned and Mocked; CRF 22, Card Errata and Rulings > that card).

The card is played on the company facing a non-detainment attack before any strike is assigned, when the attack
has more strikes than the company has characters and allies (the condition ``excess_strikes``), and stays on the
company while the attack goes on. As the attack concludes (after the body checks, with the cards placed on wounded
characters, ``placed_on_wounded.py``):

- an attack cancelled or defeated leaves nothing to roll for: the card is discarded;
- otherwise its player rolls, adding ``per_excess_strike`` for each excess strike of the attack (CoE 3.iv.2: the
  strikes beyond one for each defender, allocated as -1 prowess or not). If the result less ``less`` is above the
  prowess of the character of highest mind in the company, that character is placed off to the side with the card
  and every card on him is discarded; else the card is discarded.

The character's followers are not cards on him: they stay in play, under no one's influence, as for any character
who leaves play (CRF 22, Imprisoned and Mocked, [CoE 2023]; ``State.move``, CoE 2.II.2.2.3). Placed off to the side
he is no prisoner: the rules for prisoners (CoE 3.III) are not asked.

The engine's readings: the roll is the card's player's, as the text's "make a roll" comes with "of your choice";
the character must be in play when the roll resolves; several characters tied for the highest mind leave a choice
the engine does not model, refused as such; so is a second card of the kind on the same attack. What the card does
in the character's next long-event phase (the card discarded, the character back to his owner's hand) is its entry's
clause not modelled (scope ``opponent turn``: refused as that turn begins).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import NotModelledError, Verdict
from ..core.state import DISCARD, IN_PLAY, OFF_TO_THE_SIDE, Combat, Instance, Pending, State
from ..primitives import values
from .attacks import strikes
from .defenders import defenders

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..game import Game

KEY = "sets_aside_after_attack"
REF = "set aside after attack"   # Pending.ref of the card's roll, and the Turn.per_phase key of (card, excess)


def check_excess_strikes(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``excess_strikes``: the target company faces a non-detainment attack, no strike of it is
    assigned yet, and it has more strikes than the company has characters and allies."""
    combat = state.combat
    company = (state.companies.get(target) or state.company_of(target)) if target else None
    if combat is None or company is None or company.id != combat.attack.company:
        return Verdict.refuse("not-facing-attack", f"{card.name} needs a company facing an attack.")
    if combat.attack.detainment:
        return Verdict.refuse("invalid-target", f"{card.name} acts on a non-detainment attack.")
    if combat.strikes or combat.step != "assign":
        return Verdict.refuse("strikes-assigned", f"{card.name} is played before the strikes of "
                              f"{combat.attack.label} are assigned.")
    count, facing = strikes(state, combat.attack), len(defenders(state, company.id))
    if count <= facing:
        return Verdict.refuse("invalid-target", f"{card.name} needs an attack with more strikes ({count}) than "
                              f"{company.id} has characters and allies ({facing}).")
    return Verdict.allow()


def _cards_on(state: State, company: str) -> list[Instance]:
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to == company
            and i.card.trait(KEY) is not None]


def excess(combat: Combat) -> int:
    """The attack's excess strikes (CoE 3.iv.2): those allocated as -1 prowess, and those left unallocated."""
    return sum(st.excess for st in combat.strikes) + combat.excess_left


def after_attack(state: State, combat: Combat, cancelled: bool, defeated: bool) -> None:
    """The attack is over: such a card on its company is discarded, or its player's roll is awaited."""
    cards = _cards_on(state, combat.attack.company)
    if len(cards) > 1:
        raise NotModelledError(f"not modelled: {cards[0].name}: several such cards on one attack, each rolling")
    for card in cards:
        if cancelled or defeated:
            state.move(card.id, DISCARD)
            state.log.append(f"{state.label(card)} is discarded: {combat.attack.label} was "
                             f"{'cancelled' if cancelled else 'defeated'}")
            continue
        extra = excess(combat)
        state.turn.per_phase[REF] = (card.id, extra)
        state.pending = Pending(card.controller, state.label(card), kind="roll", ref=REF)
        state.log.append(f"{combat.attack.label} was neither cancelled nor defeated: {card.controller} rolls for "
                         f"{state.label(card)}, +{card.card.trait(KEY).per_excess_strike} for each of {extra} "
                         f"excess strike{'s' if extra != 1 else ''}")


def rolled(game: Game, value: int) -> None:
    """The card's roll: above the prowess of the highest-mind character, less its number, he is set aside."""
    s = game.state
    ref, extra = s.turn.per_phase.pop(REF, ("", 0))
    card = s.cards.get(ref)
    if card is None or card.zone != IN_PLAY or card.attached_to not in s.companies:
        return
    rule, name = card.card.trait(KEY), s.label(card)
    characters = s.characters(card.attached_to)
    highest = max((values.mind(s, c) for c in characters), default=None)
    chosen = [c for c in characters if values.mind(s, c) == highest]
    if len(chosen) > 1:
        raise NotModelledError(f"not modelled: {card.name}: its player's choice among the characters of highest "
                               f"mind ({', '.join(s.label(c) for c in chosen)})")
    total = value + rule.per_excess_strike * extra - rule.less
    if not chosen or total <= (prowess := values.prowess(s, chosen[0])):
        s.move(card.id, DISCARD)
        s.log.append(f"{name}: {value} + {rule.per_excess_strike * extra} - {rule.less} = {total}, not above "
                     + (f"{s.label(chosen[0])}'s prowess of {prowess}" if chosen else "anyone's prowess")
                     + f": {name} is discarded")
        return
    character = chosen[0]
    on_him = s.attached(character.id)
    for other in on_him:   # the cards on him; his followers are none of them (CRF 22, [CoE 2023])
        s.move(other.id, DISCARD)
    s.move(character.id, OFF_TO_THE_SIDE, attached_to=card.id)
    s.log.append(f"{name}: {value} + {rule.per_excess_strike * extra} - {rule.less} = {total}, above "
                 f"{s.label(character)}'s prowess of {prowess}: he is placed off to the side with {name}"
                 + (f", and {', '.join(s.label(o) for o in on_him)} discarded" if on_him else ""))
