"""A card's abilities, found by the name an example gives them ("Alice taps Gollum to cancel the attack.").

An ability used on a card it names (its ``target``) is said with that card in place of the words its name ends
with: "untap a site" is "Alice discards Thrór's Map to untap The Lonely Mountain." (``said``).

Every character may also tap at his home site to cancel an automatic-attack there (CoE 2.V.ii.5): the
ability ``HOME_SITE``.
"""
from __future__ import annotations

import re

from ..core import modelled
from ..core.behaviour import Ability, Cancel
from ..core.errors import InputError, nearest
from ..core.state import Instance, State

HOME_SITE = "cancel the automatic-attack"
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
    usable = [a for a in inst.card.trait("abilities", ()) if a.cost in costs]
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
    close = nearest(wanted, list(found))
    hint = f"; did you mean {close[0]!r}?" if close else ""
    have = ", ".join(repr(n) for n in dict.fromkeys(n.lower() for n in names)) or "none"
    raise InputError(f"{inst.name} has no ability {name!r}{hint} (its abilities: {have})")
