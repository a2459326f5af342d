"""A site whose first automatic-attack is cancelled once an entity has shown itself (the minion Under-gates: "If a
manifestation of Balrog of Moria is in play or defeated, the first automatic-attack is canceled").

A site's key ``first_attack_cancelled_by`` names the entity. Its manifestations are the card of that name and every
card that says it is one (CoE glossary, manifestation; the card data's ``manifestation_of``: Durin's Bane, The
Balrog the ally and the Balrog avatar for Balrog of Moria). While one of them is in play, whoever controls it, or
defeated, the site's first printed automatic-attack is not faced: ``automatic_attacks.originals`` leaves it out.

The engine's reading of "defeated", which the site does not define: the manifestation's card has left play to a
marshalling point pile or an out-of-play pile, where a defeated creature's or a removed Balrog of Moria's card goes
(``defeated_added_attacks``) and an eliminated character's; a card only discarded, or removed from the game, was not
defeated.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import fold
from ..core.state import IN_PLAY, MP_PILE, OUT_OF_PLAY
from ..primitives import unique

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import State

SHOWN = (IN_PLAY, MP_PILE, OUT_OF_PLAY)   # in play, or defeated (the engine's reading)


def _manifests(card: Card, entity: str) -> bool:
    return fold(entity) in {fold(n) for n in unique.entity(card)}


def cancelled(state: State, site: Card) -> bool:
    """Is the site's first automatic-attack cancelled: a manifestation of the entity its key names in play or
    defeated?"""
    entity = site.trait("first_attack_cancelled_by", "")
    return bool(entity) and any(i.zone in SHOWN and _manifests(i.card, entity) for i in state.cards.values())
