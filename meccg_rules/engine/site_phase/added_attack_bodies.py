"""An automatic-attack a card in play adds to a site with a body of its own (Smaug at Home: "Dragon — 2 strikes at
18/8"; CoE 3.iv.7, g.man.3).

A site's printed automatic-attacks have no body: a strike against them that fails is defeated at once. An
automatic-attack a card adds may have one (the At Home Dragon manifestations): a strike that fails against it is
followed by a body check, as against a creature (CoE 3.iv.7), the body being the attack's. When every strike is
defeated the attack is, and so is the card that added it: if that card is a Dragon manifestation, it goes to the
defending player's marshalling point pile as kill points and the Dragon is done for the game (CoE g.man.3,
``hazards/manifestations``). The engine's reading: the additional automatic-attack an At Home card gives is that
manifestation's attack (CRF 22, Removed from the Game & Removed from Play: "an attack from a manifestation of a
unique Dragon"); the lair's printed Dragon automatic-attack is no manifestation (g.man.3).

A copy of such an attack made at the site (``duplicated_attacks``) has its body too; whether defeating the copy
defeats the card is not said, and is refused as not modelled.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import defeated_hazards, trophies
from ..combat.attacks import plain_end
from ..combat.kinds import AttackKind
from ..core.errors import NotModelledError
from ..core.state import IN_PLAY, MP_PILE
from ..hazards import manifestations as dragon_manifestations
from . import defeated_added_attacks

if TYPE_CHECKING:
    from ..core.state import Attack, Company, State


def ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """The end of an automatic-attack: a defeated one added with a body defeats the Dragon manifestation that added
    it (CoE g.man.3); any other is only said (``plain_end``)."""
    plain_end(state, attack, company, defeated, cancelled)
    if defeated and defeated_added_attacks.defeated(state, attack, company):   # its card removed (Balrog of Moria)
        return
    if not defeated or attack.body is None:
        return
    if not attack.added_by:
        raise NotModelledError(f"not modelled: whether defeating {attack.label}, a copy of an automatic-attack a "
                               "card adds with a body, defeats the card that added it")
    adder = state.cards.get(attack.added_by)
    if adder is None or adder.zone != IN_PLAY or dragon_manifestations.dragon_of(adder.card) is None:
        return
    defeated_hazards.mark(state, adder.id, company.owner)   # its full kill points or none to him
    state.move(adder.id, MP_PILE, pile_of=company.owner)
    state.log.append(f"{state.label(adder)}, whose automatic-attack was defeated, goes to {company.owner}'s "
                     "marshalling point pile (CoE g.man.3)")
    dragon_manifestations.defeated(state, adder)
    trophies.offer(state, attack, adder.id)


ATTACK_KIND = AttackKind(has_body=True, ends=ends)
