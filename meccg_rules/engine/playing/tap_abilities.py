"""A card's abilities, found by the name an example gives them ("Alice taps Gollum to cancel the attack.").

An ability used on a card it names (its ``target``) is said with that card in place of the words its name ends
with: "untap a site" is "Alice discards Thrór's Map to untap The Lonely Mountain." (``said``).

Every character may also tap at his home site to cancel an automatic-attack there (CoE 2.V.ii.5): the
ability ``HOME_SITE``. A site's text may let a sage there tap to test a gold ring in his company, the roll
modified as it says (the facts' ``sage_ring_test``: the minion Mount Doom): the ability ``SITE_RING_TEST``.
"""
from __future__ import annotations

import re

from ..core import modelled
from ..core.behaviour import Ability, Cancel, Condition, RingTest
from ..core.errors import InputError, nearest
from ..core.state import Instance, State
from ..primitives import values
from . import granted_abilities
from ..items import palantiri

HOME_SITE = "cancel the automatic-attack"
SITE_RING_TEST = "test a gold ring"
TAPPING = ("tap card", "untap card", "tap bearer", "tap card and bearer")
BEARER_TAPS = ("tap bearer", "tap card and bearer")   # the costs that tap an item's bearer
KIND = re.compile(r" an? [^ ].*$")   # "untap a site": the words that stand for the card it is used on


def said(ability: Ability) -> str:
    """What a sentence says before the card an ability is used on: "untap a site" -> "untap"; its name when it is
    not used on a card in play it names."""
    return KIND.sub("", ability.name) if ability.target is not None else ability.name


def find_ability(state: State, inst: Instance, name: str, quiet: bool = False,
                 costs: tuple[str, ...] = TAPPING) -> Ability | None:
    """The card's ability of that name among those with one of ``costs`` (None, with ``quiet``, when it has none)."""
    wanted = name.strip().lower()
    usable = [a for a in inst.card.trait("abilities", ()) if a.cost in costs] + site_abilities(state, inst, costs) \
        + granted_abilities.abilities(state, inst, costs) \
        + palantiri.copied_abilities(state, inst, costs)   # lent for the turn by a card (Great Ship); another
    # Palantír's, duplicated (Palantír of Osgiliath)
    found = {said(a).lower(): a for a in usable} | {a.name.lower(): a for a in usable}
    names = [a.name for a in usable]
    if inst.card.is_character and "tap card" in costs:
        found[HOME_SITE] = Ability(name=HOME_SITE, effects=(Cancel(do="cancel", what="attack"),))
        names.append(HOME_SITE)
    if wanted in found:
        return found[wanted]
    if quiet:
        return None
    modelled.refuse(inst.card, ("use",))  # an ability its text gives that is not modelled: said so, not misspelt
    palantiri.refuse_uncopied(state, inst)   # or another Palantír's it would duplicate (Palantír of Osgiliath)
    close = nearest(wanted, list(found))
    hint = f"; did you mean {close[0]!r}?" if close else ""
    have = ", ".join(repr(n) for n in dict.fromkeys(n.lower() for n in names)) or "none"
    raise InputError(f"{inst.name} has no ability {name!r}{hint} (its abilities: {have})")


def site_abilities(state: State, inst: Instance, costs: tuple[str, ...] = TAPPING) -> list[Ability]:
    """What the site of a character's company lets him do by tapping: a sage may test a gold ring in his company,
    the roll modified by the amount its text gives (the facts' ``sage_ring_test``)."""
    company = state.company_of(inst.id) if inst.card.is_character and "tap card" in costs else None
    if company is None or "Sage" not in values.skills(state, inst):
        return []
    by = state.cards[company.site].card.fact("sage_ring_test")
    if by is None:
        return []
    return [Ability(name=SITE_RING_TEST, target="item",
                    playable_if=(Condition(target_subtype=("Gold Ring Item",), target_in_company=True),),
                    effects=(RingTest(do="ring-test", who="target", modifier=by),))]
