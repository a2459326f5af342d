"""Hoards (CoE g.hoa.1; CRF 22, Rulings by Term > Hoards, rules erratum).

A site contains a hoard if its text says so ("Contains a hoard": the facts' ``hoard``) or if it had a Dragon
automatic-attack at the beginning of the turn, and hoard items (the Hoard Item keyword) are played only at a
site with a hoard. The engine reads the automatic-attacks the site prints:
right for the turn its Dragon is defeated (the lair loses its automatic-attack
then, ``dragon_manifestations``, but had it when the turn began); in later
turns such a lair should have no hoard, which is not modelled yet.
"""
from __future__ import annotations

from ..core.cards import Card

HOARD_ITEM = "Hoard Item"


def has_hoard(site: Card) -> bool:
    """Does its text say it contains a hoard, or did it have a Dragon automatic-attack at the beginning of the turn?"""
    return bool(site.fact("hoard")) or any(a.get("race") in ("Dragon", "Dragons")
                                           for a in site.fact("automatic_attacks", ()))


def playable_here(card: Card, site: Card) -> bool:
    """A hoard item needs a site with a hoard; any other card is not limited by this rule."""
    return HOARD_ITEM not in card.keywords or has_hoard(site)
