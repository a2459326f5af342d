"""Bonuses from a card in its player's marshalling point pile (the key ``pile_bonuses``: Descent through Fire,
"If not discarded, place this card in your marshalling point pile. All your characters receive +1 prowess and all
your leaders receive +1 direct influence").

While such a card lies in a player's marshalling point pile, each of his characters in play has its ``prowess``
more, and each of his leaders (``primitives/leaders.py``) its ``leader_direct_influence`` more: this family answers
the ``prowess`` and ``direct influence`` queries, so every rule asking a character's prowess (a strike, a roll of
prowess outside combat) or his direct influence (his followers, his influence attempts) counts them. Several
copies each give theirs.

The engine's reading where the text is silent: "your characters" are the characters in play the pile's player
controls, his avatar included, not an agent (a hazard) nor an ally; the bonuses act from the pile alone, so the card
gives nothing before it is placed there nor once it leaves it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import IN_PLAY, MP_PILE, Instance, State
from ..primitives.leaders import is_leader

if TYPE_CHECKING:
    from ..core.state import Attack


def _his_character(inst: Instance) -> bool:
    return inst.zone == IN_PLAY and inst.card.is_character and inst.agent_site is None


def _bonus(state: State, ref: str, field: str) -> tuple[int, str] | None:
    inst = state.cards.get(ref)
    if inst is None or not _his_character(inst):
        return None
    found = [(getattr(c.card.trait("pile_bonuses"), field), state.label(c)) for c in state.cards.values()
             if c.zone == MP_PILE and c.controller == inst.controller and c.card.trait("pile_bonuses") is not None]
    found = [(by, name) for by, name in found if by]
    if not found:
        return None
    return sum(by for by, _ in found), ", ".join(dict.fromkeys(name for _, name in found))


def prowess(state: State, ref: str, attack: Attack | None = None) -> tuple[int, str] | None:
    """The ``prowess`` query: what the cards in his player's marshalling point pile give each of his characters."""
    return _bonus(state, ref, "prowess")


def direct_influence(state: State, ref: str) -> tuple[int, str] | None:
    """The ``direct influence`` query: what the cards in his player's marshalling point pile give each of his
    leaders."""
    inst = state.cards.get(ref)
    if inst is None or not is_leader(state, inst):
        return None
    return _bonus(state, ref, "leader_direct_influence")
