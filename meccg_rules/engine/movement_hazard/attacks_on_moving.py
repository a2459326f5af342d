"""A permanent-event's attack on each moving company (the key ``attacks_moving``: Spider of the Môrlat played as a
permanent-event; CRF 22, Card Errata and Rulings, Spider of the Môrlat).

While the card is in play, each company moving in one of the regions it names faces the attack it prints, once
however many of those regions its site path crosses: its race, strikes and prowess as printed, no body (none is
printed), and detainment against the companies its text names. Spider of the Môrlat prints "detainment against
minion companies": against a Ringwraith's or Balrog's company its attack only taps (CoE 3.II.1), against a
Wizard's or Fallen-wizard's it wounds. Like the other cards that act on moving companies, it attacks when the
company's new site is revealed (CoE 2.IV.vi; the engine's reading of when, as for an Ahunt). The attack is the
card's own, not a creature card's: once it is over the permanent-event stays in play whatever the result, and no
one scores it (the engine's reading: no creature card is defeated). Changes to attacks of its race apply to it
(the card's own +1 strike to Spider attacks included).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import detainment
from ..core.state import IN_PLAY, Attack

if TYPE_CHECKING:
    from ..core.state import Company, Instance, State

KIND = "moving attack"   # Attack.kind: attacks the way a site's automatic-attack does (the attacker stays in play)


def attacks(state: State, inst: Instance, company: Company) -> bool:
    """Is the company moving in one of the card's regions?"""
    spec = inst.card.trait("attacks_moving")
    return company.moving and bool({r.name for r in company.site_path if r.name} & set(spec.regions))


def attack(state: State, inst: Instance, company: Company) -> Attack:
    spec = inst.card.trait("attacks_moving")
    detains = detainment.printed_detains(state, spec.detainment_against, company.id)
    made = Attack(f"a{state.next_attack}", company.id, inst.id, KIND, spec.race, spec.strikes, spec.prowess, None,
                  detainment=detains, label=state.label(inst))
    state.next_attack += 1
    state.log.append(f"{state.label(inst)}: {company.id} is moving in its regions and faces its {spec.race} attack"
                     + (" (detainment)" if detains else ""))
    return made


def found(state: State, company: Company) -> list[Attack]:
    """The attacks of the cards in play with the key on this company, now its new site is revealed."""
    return [attack(state, i, company) for i in sorted(state.cards.values(), key=lambda i: i.seq)
            if i.zone == IN_PLAY and i.card.trait("attacks_moving") and attacks(state, i, company)]
