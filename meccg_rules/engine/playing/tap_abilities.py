"""A card's tap abilities, found by the name an example gives them ("Alice taps Gollum to cancel the attack.").

Every character may also tap at his home site to cancel an automatic-attack there (CoE 2.V.ii.5): the
ability ``HOME_SITE``.
"""
from __future__ import annotations

from ..core.behaviour import Ability, Cancel
from ..core.errors import InputError, nearest
from ..core.state import Instance, State

HOME_SITE = "cancel the automatic-attack"


def find_ability(state: State, inst: Instance, name: str, quiet: bool = False) -> Ability | None:
    """The card's tap ability of that name (None, with ``quiet``, when it has none)."""
    wanted = name.strip().lower()
    found = {a.name.lower(): a for a in inst.card.trait("abilities", ()) if a.cost in ("tap card", "untap card")}
    if inst.card.is_character:
        found[HOME_SITE] = Ability(name=HOME_SITE, effects=(Cancel(do="cancel", what="attack"),))
    if wanted in found:
        return found[wanted]
    if quiet:
        return None
    close = nearest(wanted, list(found))
    hint = f"; did you mean {close[0]!r}?" if close else ""
    have = ", ".join(repr(n) for n in found) or "none"
    raise InputError(f"{inst.name} has no ability {name!r}{hint} (its abilities: {have})")
