"""Healing, and how far one healing effect reaches (CRF 22, Card Errata and Rulings: Ioreth, Old Forest, Rhosgobel).

A healing effect is whatever heals: the ``heal`` primitive of a card's effect or ability, and the untap phase's
healing at a Haven (CoE 2.I.1). The errata of Ioreth, Old Forest and Rhosgobel read "healing effects" where the
cards said "healing cards", so all of these reach further where such a card says so (the ``heals_all`` key):

- "at the site" (Old Forest, Rhosgobel): every character at the site. Each player's companies use their own
  copy of a site card, so the site is known by its name (as company versus company combat knows it, CoE 3.V.1);
  the text that widens the healing is that of the site card of the character healed (the engine's reading);
- "in the company" (Ioreth): every character of her company.

The others receive the same healing as the one it was aimed at (to untapped, or to tapped at a Haven). Allies,
healed as characters are (CoE 2.V.2.2), are reached too. Healing acts only on a wounded card: a tapped character
who is not wounded is left tapped (CRF 22, Ioreth: the untap part of a healing effect is not repeated on him).
"""
from __future__ import annotations

from ..core.state import Instance, State


def heal(state: State, healed: list[str], to: str = "untapped") -> None:
    """Heal ``healed`` (to ``to``), and every other wounded card the healing effect reaches."""
    for ref in healed + reached(state, healed):
        if ref in state.cards:
            state.heal(ref, to)


def reached(state: State, healed: list[str]) -> list[str]:
    """The other characters (and allies) a healing effect aimed at ``healed`` reaches."""
    companies = [c for c in (state.company_of(ref) for ref in healed if ref in state.cards) if c is not None]
    sites = {state.cards[c.site].card.name for c in companies
             if not c.en_route and state.cards[c.site].card.trait("heals_all") == "at the site"}
    spread = {c.id for c in companies if any(i.card.trait("heals_all") == "in the company"
                                             for i in state.characters(c.id))}
    return [i.id for c in state.companies.values()
            if (state.cards[c.site].card.name in sites and not c.en_route) or c.id in spread
            for i in _members(state, c.id) if i.id not in healed]


def _members(state: State, company: str) -> list[Instance]:
    """The company's characters and the allies they control (healed as characters are, CoE 2.V.2.2)."""
    found: list[Instance] = []
    for character in state.characters(company):
        found.append(character)
        found += [i for i in state.attached(character.id) if i.card.kind == "ally"]
    return found
