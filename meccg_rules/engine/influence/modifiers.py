"""The modifications of an influence check against a faction (CoE 2.V.3, 8): the faction's standard
modifications for the influencer's race, for the factions it names that are in play (whoever controls them) and
for its player's Wizard (``your_wizard_modification``) and for a leader (``leader_modification``: A Few Recruits),
cards in play changing the factions of some regions (``regional_factions``: not an agent hazard's attempt), cards
on the influencer (effects played on his check are ``influence_cards.one_off``'s), a card on his player's Fallen-wizard
modifying his checks against hero resources by stage points (``stage_point_modifications``), and his
direct influence against some factions, his ``direct influence`` statics with ``against``, ``against_faction``,
``against_playable_at`` or ``against_races`` (a race's bonus a pool shared with his followers of that race, CoE
2.II.2.2.4)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.cards import fold
from ..core.zones import IN_PLAY, MP_PILE
from ..organization import control
from ..players import specific
from ..primitives import values
from ..primitives.leaders import is_leader
from . import factions_under_cards, regional_factions, stage_point_modifications

if TYPE_CHECKING:
    from ..core.behaviour import Static
    from ..core.cards import Card
    from ..core.state import Instance, State


def modifiers(state: State, character: str, faction: Instance, direct_influence: bool = True) -> list[tuple[int, str]]:
    """The modifications of an influence check: standard ones, cards on the influencer, bonuses; without
    ``direct_influence`` none of his direct influence against factions (his prowess replaces it all: Threats; an
    event's check without his direct influence: Old Road)."""
    influencer = state.cards[character]
    modelled.refuse_any((influencer.card, faction.card), ("influence", "direct influence"))
    race = influencer.card.race
    standard = faction.card.fact("standard_modifications", {})
    found = [(standard.get(race, 0), f"{faction.name} standard modification")]
    found += [(by, f"{faction.name} standard modification, {name} in play") for name, by in standard.items()
              if name != race and _faction_in_play(state, name)]
    found += [(by, f"{faction.name} standard modification, {wizard} is {influencer.controller}'s Wizard")
              for wizard, by in faction.card.trait("your_wizard_modification", {}).items()
              if is_your_wizard(state, influencer.controller, wizard)]
    if faction.card.trait("leader_modification", 0) and is_leader(state, influencer):   # "leader (+2)"
        found.append((faction.card.trait("leader_modification", 0), f"{faction.name} standard modification, "
                                                                     f"{state.label(influencer)} is a leader"))
    found += [(s.by, state.label(i)) for i, s in values.statics_on(state, character, "influence check")]
    found += factions_under_cards.modifications(state, faction.card)   # by any player (Sentinels of Númenor)
    found += regional_factions.modifications(state, influencer, faction.card)   # Mordor in Arms
    found += stage_point_modifications.modifications(state, character, faction)   # a hero one (Fool's Bane)
    found += [(_left(state, character, source, static), f"{state.label(source)}, against {_against(static)}")
              for source, static in control.direct_influence_statics(state, character)
              if direct_influence and control.restricted(static) and _applies(static, faction.card)]
    return [(v, why) for v, why in found if v]


def is_your_wizard(state: State, player: str, wizard: str) -> bool:
    """Is ``wizard`` the player's Wizard: he controls a character manifestation of that Wizard in play (hero or
    Fallen-wizard), or he is a Fallen-wizard player who declared himself that Fallen-wizard, in play or not (CRF 22,
    Card Errata and Rulings, A Panoply of Wings)?"""
    if any(i.zone == IN_PLAY and i.controller == player and i.card.is_character and i.card.fact("avatar")
           for i in state.copies(fold(wizard))):
        return True
    declared = specific.declared_avatar(state, player)
    return declared is not None and fold(declared) == fold(wizard)


def _faction_in_play(state: State, name: str) -> bool:
    """A faction of this name in play, whoever controls it (in a marshalling point pile: CoE glossary,
    "standard modification")."""
    return any(i.card.name == name and i.card.kind == "faction" and i.zone in (MP_PILE, IN_PLAY)
               for i in state.cards.values())


def _applies(static: Static, faction: Card) -> bool:
    """Direct influence against one faction, the factions playable at a site, factions (of some races), or a race's
    characters and factions; never one toward characters alone (Trifling Ring) or against the characters of his
    company (``organization/control.py``)."""
    if static.against in (control.CHARACTERS, control.COMPANY_AGAINST):
        return False
    if static.against_faction:
        return static.against_faction == faction.name
    if static.against_playable_at:
        return static.against_playable_at in faction.fact("playable_at", ())
    if static.against_races:
        return faction.race in static.against_races
    return True


def _left(state: State, character: str, source: Instance, static: Static) -> int:
    """A race bonus is a pool shared with the followers of that race (CoE 2.II.2.2.4): what they leave of it."""
    left = control.restricted_left(state, character, source.id, static.against_races) if static.against_races else None
    return static.by if left is None else left


def _against(static: Static) -> str:
    races = " or ".join(static.against_races)
    if static.against_playable_at:
        return f"factions playable at {static.against_playable_at}"
    return static.against_faction or (f"{races} factions" if races else "factions")
