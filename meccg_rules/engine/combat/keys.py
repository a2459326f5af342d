"""The card keys combat reads (merged into the card schema: a card's entry may give them)."""
from __future__ import annotations

from typing import Literal

from ..core.behaviour import CardKeys, Primitive, Race


class Keys(CardKeys):
    """What a card's entry may say that only combat reads."""

    not_in_company_combat: bool = False      # its text keeps it out of company versus company combat
    strike_first: bool = False               # an ally assigned a strike before its controlling character
    cannot_be_attacked: bool = False         # an ally strikes may not be assigned to (Goldberry)
    defender_chooses_strikes: bool = False   # while in play, the defender assigns every strike of a creature's attack
    on_wound: tuple[Primitive, ...] = ()     # a creature's effect, after its attack, on each character it wounded
    halves_body_against: tuple[Race, ...] = ()  # the body of such an attacker is halved, rounded up, in her strike
    creatures_attack_normally: Literal["", "except Nazgûl", "all"] = ""   # creatures keyed to this site never detain
    steals_item: Literal["character", "company", ""] = ""   # a successful strike takes an item, not harming (Thief)
