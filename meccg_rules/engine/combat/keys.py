"""The card keys combat reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from ..core.behaviour import CardKeys, Primitive, Race

if TYPE_CHECKING:
    from ..core.cards import Card


class InCombat(CardKeys):
    """How strikes go for this card (an ally, a character) or, while it is in play, for every attack (CoE 3)."""
    strike_first: bool = False               # an ally assigned a strike before its controlling character (Noble Hound)
    cannot_be_attacked: bool = False         # an ally strikes may not be assigned to (Goldberry)
    spared_at_site: bool = False             # strikes of automatic-attacks and of hazard creatures keyed to its site
                                             # may not be assigned to it (the Ents: Treebeard, Quickbeam)
    halves_body_against: tuple[Race, ...] = ()  # such an attacker's body is halved, rounded up, in her strike (Éowyn)
    defender_chooses_strikes: bool = False   # while in play, the defender assigns every strike of a creature's attack


class Keys(CardKeys):
    """What a card's entry may say that only combat reads."""

    not_in_company_combat: bool = False      # its text keeps it out of company versus company combat
    in_combat: InCombat | None = None        # how strikes are assigned to it, or while it is in play
    on_wound: tuple[Primitive, ...] = ()     # a creature's effect, after its attack, on each character it wounded
    creatures_attack_normally: Literal["", "except Nazgûl", "all"] = ""   # creatures keyed to this site never detain
    steals_item: Literal["character", "company", ""] = ""   # a successful strike takes an item, not harming (Thief)


def in_combat(card: Card, what: str) -> Any:
    """What the card's ``in_combat`` key says of ``what`` (its default when the card says nothing)."""
    given = card.trait("in_combat")
    return getattr(given, what) if given is not None else InCombat.model_fields[what].default
