"""Unique cards (CoE Glossary, unique; CRF 22, Stored Cards; Removed from Play): one copy of a unique card at a time.

Only one copy may be in play or in the removed-from-play pile at once; a stored card counts as in play (CRF 22,
Stored Cards); a copy discarded may be played again. The families that bring a card into play ask ``check_unique``
before they do: a character played (organization), an item or ally played at a site (site phase), an event
(playing), a creature (movement/hazard), a faction brought in by influence (influence).
"""
from __future__ import annotations

from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import IN_PLAY, MP_PILE, OUT_OF_PLAY, Instance, State


def unique_copy(state: State, card: Card, besides: str = "") -> Instance | None:
    """Another copy (not ``besides``) of this unique card in play, stored, eliminated or removed from play."""
    if not card.fact("unique"):
        return None
    return next((i for i in state.copies(card.key) if i.id != besides and (
        i.zone in (IN_PLAY, MP_PILE) or (i.zone == OUT_OF_PLAY and (i.eliminated or not i.card.is_character)))), None)


def check_unique(state: State, inst: Instance) -> Verdict:
    """Refuse bringing ``inst`` into play while another copy of it, unique, is in play, stored or removed."""
    other = unique_copy(state, inst.card, inst.id)
    if other is None:
        return Verdict.allow()
    where = {IN_PLAY: "in play", MP_PILE: "stored"}.get(other.zone, "eliminated" if other.eliminated
                                                                   else "removed from play")
    return Verdict.refuse("unique-in-play", f"{inst.name} is unique and one is {where} already.")
