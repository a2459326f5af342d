"""A creature that may also be played following another creature's attack (Gothmog; CRF 22, Card Errata and
Rulings > Gothmog).

A card's ``follows_attack`` key names the races of the attack it may follow (Orcs, Trolls) and what that attack's
creature must have been keyed to (region and site types). Played so, the creature is keyed to nothing (written
"keyed to nothing" in an example): the CRF says Gothmog played this way is keyed to nothing, and that the Orc or
Troll he follows must itself be keyed to a Shadow-land or Dark-domain; his card prints Shadow-land or Shadow-hold.
So an effect that acts only on attacks keyed to some region or site type cannot act on his attack
(``combat/attacks.check_keyed``).

The engine's reading of "following": the last attack the company faced this turn, whatever came between, is the
creature attack of one of those races, keyed to one of those types. An automatic-attack is keyed to nothing and
never qualifies. The record of the attacks faced is combat's; this family asks it through the hook
``last attack faced``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..core.cards import fold
from ..core.registry import REGISTRY
from ..primitives.races import race_named
from .creature_grants import NOTHING

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Company, State


def follows(state: State, card: Card, company: Company, key: str,
            normal_key: Callable[[str], tuple[str, str]]) -> bool:
    """May ``card`` be keyed to nothing against this company because it follows the attack the company last faced?
    ``normal_key`` reads a keying as written (``keying.normal_key``, which asks this module)."""
    rule = card.trait("follows_attack")
    if rule is None or fold(key) != NOTHING:
        return False
    wanted = {normal_key(k)[1] for k in rule.keyed_to}
    for answer in REGISTRY.hooks("last attack faced"):
        last = answer(state, company)
        if last is None:
            continue
        kind, race, keyed = last
        races = [r.strip() for r in race.split(",") if r.strip()]
        return kind == "creature" and bool(keyed) and any(race_named(r, rule.races) for r in races) \
            and normal_key(keyed)[1] in wanted
    return False
