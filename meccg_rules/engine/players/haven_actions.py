"""Actions specific to havens, for a Fallen-wizard player only at his Wizardhavens (CoE g.hav.F1; the query
``haven actions``).

A Fallen-wizard player takes no action that the rules allow at a haven at a Haven or a Darkhaven: only at a
Wizardhaven. The site keeps its haven type for everything else (a Haven still is a haven for a company's size, a
hazard keyed to it, the nearest haven of itself). The engine asks the query ``haven actions`` (state, site, player)
wherever a rule lets a player act because his company is at a haven (printed, or made a Wizardhaven by a card on
it, ``stage_wizardhavens``):

- healing his wounded characters and allies in his untap phase (CoE 2.I.1, ``turn/phases.py``; g.hav.F1 names it);
- discarding a character while organizing (CoE 2.II.2.4, ``organization/characters.py``);
- storing an item (CoE 2.II.4, ``organization/storing.py``).

g.hav.F1 names healing and playing a character at a haven and ends with "etc."; the last two are the engine's
reading of that "etc.": the rules allow each at a haven as such (2.II.2.4 at his home site too, which stays open).

Playing a character at a haven already reads a player's own Havens (``alignments.own_haven``: a Fallen-wizard's are
his Wizardhavens, CoE g.hav.3, g.hav.F1). The engine's readings: a card that makes a site "a Haven for healing"
(Houses of Healing) still heals there, its own effect, not the haven's; the rules a haven changes without an action
of the player (companies of any size at it, no joining at the end of the movement/hazard phase) keep the haven
type, as g.hav.F1 says the site does.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from .alignments import FALLEN_WIZARD, alignment_of, is_wizardhaven
from .stage_wizardhavens import made_by

if TYPE_CHECKING:
    from ..core.state import Instance, State


def check(state: State, site: Instance, player: str) -> Verdict | None:
    """``haven actions``: a Fallen-wizard player acts as at a haven only at a Wizardhaven (CoE g.hav.F1); a site a
    card makes a Wizardhaven (``stage_wizardhavens``) is one for that card's controller only."""
    maker = made_by(state, site)
    if maker is not None and maker.controller != player:
        return Verdict.refuse("haven-action-not-at-wizardhaven", f"{site.card.name} is {maker.controller}'s "
                              f"Wizardhaven ({state.label(maker)}), not {player}'s (its text).")
    if maker is not None or not site.card.is_haven or alignment_of(state, player) != FALLEN_WIZARD \
            or is_wizardhaven(site.card):
        return None
    return Verdict.refuse("haven-action-not-at-wizardhaven", f"{player} is a Fallen-wizard player: {site.card.name} "
                          "is a haven but no Wizardhaven, where he takes no action specific to havens (CoE g.hav.F1).")
