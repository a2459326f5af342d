"""A permanent-event's attack on each moving company (the key ``attacks_moving``: Spider of the Môrlat played as a
permanent-event; CRF 22, Card Errata and Rulings, Spider of the Môrlat).

While the card is in play, each company moving in one of the regions it names faces the attack it prints, once
however many of those regions its site path crosses: its race, strikes and prowess as printed, no body (none is
printed), and detainment against the companies its text names. Spider of the Môrlat prints "detainment against
minion companies": against a Ringwraith's or Balrog's company its attack only taps (CoE 3.II.1), against a
Wizard's or Fallen-wizard's it wounds. Like the other cards that act on moving companies, it attacks when the
company's new site is revealed (CoE 2.IV.vi; the engine's reading of when, as for an Ahunt). Changes to attacks of
its race apply to it (the engine's reading: the card's own +1 strike to Spider attacks included).

What becomes of the card when its attack ends is refused, not modelled (the card's gap of the scope ``attack
ends``): CoE 3.v ends the attack of a hazard event that creates an attack and has kill points as it ends a
creature's (to the defender's marshalling point pile if defeated, else discarded), which would take a permanent-event
that attacks every moving company out of play after its first attack. A card with no such gap stays in play.

A card may print several attacks (the key's ``more``: Mordor in Arms, "Any company moving in Nurn faces three
attacks"): the company faces them one after the other, in the printed order, as a series (``combat.several_attacks``
remembers whether an earlier one was not defeated). If its text says so (``all_defeated_scores``), all of them
defeated by a company of the card's player's opponent send the card to that player's marshalling point pile, for its
kill points ("If all three attacks are defeated by your opponent, he receives this card in his MP pile"); else it
stays in play. A card whose text has no effect on a minion player attacks none of his companies
(``players.alignments.spared``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import defeated_hazards, detainment
from ..combat.attacks import plain_end
from ..combat.kinds import AttackKind
from ..core import modelled
from ..core.state import IN_PLAY, MP_PILE, Attack
from ..players.alignments import spared

if TYPE_CHECKING:
    from ..core.state import Company, Instance, State

KIND = "moving attack"   # Attack.kind: a permanent-event's attack, with no body; its end asks the card (``ends``)
ENDS = "attack ends"     # the scope of a card's gap refused when its attack ends


def attacks(state: State, inst: Instance, company: Company) -> bool:
    """Is the company moving in one of the card's regions?"""
    spec = inst.card.trait("attacks_moving")
    return company.moving and bool({r.name for r in company.site_path if r.name} & set(spec.regions)) \
        and not spared(state, inst.card, company.owner)


def attack(state: State, inst: Instance, company: Company) -> list[Attack]:
    """Its attacks on the company, in the printed order: one, or a series (``more``)."""
    spec = inst.card.trait("attacks_moving")
    detains = bool(spec.detainment_against) and detainment.printed_detains(state, spec.detainment_against, company.id)
    printed = [(spec.race, spec.strikes, spec.prowess)] + [(m.race, m.strikes, m.prowess) for m in spec.more]
    made = []
    for nth, (race, strikes, prowess) in enumerate(printed, start=1):
        made.append(Attack(f"a{state.next_attack}", company.id, inst.id, KIND, race, strikes, prowess, None,
                           detainment=detains, label=state.label(inst), series=len(printed), nth=nth))
        state.next_attack += 1
    races = " then ".join(race for race, _, _ in printed)
    state.log.append(f"{state.label(inst)}: {company.id} is moving in its regions and faces its {races} "
                     f"attack{'s' if len(printed) > 1 else ''}" + (" (detainment)" if detains else ""))
    return made


def found(state: State, company: Company) -> list[Attack]:
    """The attacks of the cards in play with the key on this company, now its new site is revealed."""
    return [made for i in sorted(state.cards.values(), key=lambda i: i.seq)
            if i.zone == IN_PLAY and i.card.trait("attacks_moving") and attacks(state, i, company)
            for made in attack(state, i, company)]


def ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """The attack is over: a card whose end of attack is not modelled (its gap of the scope ``attack ends``) is
    refused; else it stays in play."""
    source = state.cards.get(attack.source)
    if source is not None and source.zone == IN_PLAY:
        modelled.refuse(source.card, (ENDS,))
    plain_end(state, attack, company, defeated, cancelled)
    if source is None or source.zone != IN_PLAY or not source.card.trait("attacks_moving").all_defeated_scores:
        return
    if attack.nth == attack.series and defeated and not cancelled and not attack.undefeated \
            and company.owner != source.owner:   # all of them, by "your opponent"
        defeated_hazards.mark(state, source.id, company.owner)   # its full kill points or none to him
        state.move(source.id, MP_PILE, pile_of=company.owner)
        state.log.append(f"{company.id} defeated all of {state.label(source)}'s attacks: it goes to "
                         f"{company.owner}'s marshalling point pile")


ATTACK_KIND = AttackKind(ends=ends)
