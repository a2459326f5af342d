"""A card on a site that may attack a company as it enters the site, before any automatic-attack, unless its
player's roll, less the company's size, beats a number (the card key ``attack_on_entering``: Doubled Vigilance).

When the company chooses to enter its site (it faces the automatic-attacks, ``site_resources``), its player first
rolls for each such card on the site, in the order they came into play: the roll less the company's size (Hobbits
and Orc scouts counting half, CoE 2.II.3.1.1) above the card's number, and the company goes in as normal; otherwise
it faces the card's attack, and all such attacks come before the site's automatic-attacks. A site with such a card
and no automatic-attack is entered the same way: the company must still choose to enter it before it plays a
resource there (``automatic_attacks.must_face``). The card lies on the site, so it leaves play with it, discarded or
returned to the location deck (``State.move``). The engine's reading, the text being silent: the attack is the card's
own (the kind ``on entering``), not an automatic-attack, so what names automatic-attacks does not reach it; it is
keyed to nothing and has no body, and when it is defeated the card stays on the site and nobody scores it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import Attack, Pending
from ..primitives.races import size_of

if TYPE_CHECKING:
    from ..core.state import Company, Instance, State

KEY = "attack_on_entering"
KIND = "on entering"              # Attack.kind of such an attack (a plain one in combat)
ROLL = "roll to enter its site"   # the pending roll's ref and the end of its purpose
ROLLING = "entering roll"         # Turn.per_turn key, with the company: the card its player now rolls for
DONE = "entering rolls"           # ... the cards rolled for, each with the attack it makes (or None)


def cards_on(state: State, site: str) -> list[Instance]:
    """The cards on the site that attack a company entering it, in the order they came into play."""
    return sorted((i for i in state.attached(site) if i.card.trait(KEY) is not None), key=lambda i: i.seq)


def awaits_roll(state: State, company: Company) -> bool:
    """The company chooses to enter: its player must roll for the first such card not rolled for yet (True)."""
    done = state.turn.per_turn.setdefault((DONE, company.id), [])
    for inst in cards_on(state, company.site):
        if inst.id not in [card for card, _ in done]:
            state.turn.per_turn[(ROLLING, company.id)] = inst.id
            state.pending = Pending(company.owner, f"{company.id}'s {ROLL}", ref=ROLL)
            state.log.append(f"{company.id} chooses to enter {state.label(state.cards[company.site])}: for "
                             f"{state.label(inst)}, {company.owner} must roll more than "
                             f"{inst.card.trait(KEY).above} after subtracting the company's size")
            return True
    return False


def rolled(state: State, company: Company, value: int) -> None:
    """The roll for the card: above its number the company goes in as normal, else it will face its attack."""
    inst = state.cards[state.turn.per_turn.pop((ROLLING, company.id))]
    spec = inst.card.trait(KEY)
    size = size_of(state, state.characters(company.id))
    attack = None
    if value - size > spec.above:
        state.log.append(f"{value} - {size} (company size) = {value - size}, more than {spec.above}: {company.id} "
                         f"enters {state.label(state.cards[company.site])} as normal")
    else:
        attack = Attack(f"a{state.next_attack}", company.id, inst.id, KIND, spec.race, spec.strikes, spec.prowess,
                        None, label=f"{state.label(inst)}'s attack")
        state.next_attack += 1
        state.log.append(f"{value} - {size} (company size) = {value - size}, not more than {spec.above}: "
                         f"{company.id} faces {attack.label} before any automatic-attack")
    state.turn.per_turn[(DONE, company.id)].append((inst.id, attack))


def attacks(state: State, company: Company) -> list[Attack]:
    """The attacks the company's rolls made it face, in order."""
    return [attack for _, attack in state.turn.per_turn.get((DONE, company.id), []) if attack is not None]
