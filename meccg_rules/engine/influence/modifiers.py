"""The modifications of an influence check against a faction (CoE 2.V.3, 8): the faction's standard
modifications for the influencer's race, cards on the influencer and effects on him, and his direct
influence bonuses against factions (a race's bonus a pool shared with his followers of that race,
CoE 2.II.2.2.4)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..organization import control

if TYPE_CHECKING:
    from ..organization.keys import DirectInfluenceBonus
    from ..core.cards import Card
    from ..core.state import Instance, State


def modifiers(state: State, character: str, faction: Instance) -> list[tuple[int, str]]:
    """The modifications of an influence check: standard ones, cards on the influencer, bonuses."""
    influencer = state.cards[character]
    race = influencer.card.race
    standard = faction.card.fact("standard_modifications", {})
    found = [(standard.get(race, 0), f"{faction.name} standard modification")]
    found += [(s.by, state.label(i)) for i in state.attached(character) for s in i.card.trait("static", ())
              if s.stat == "influence check"]
    found += [(o.by, state._name(o.source)) for o in state.ongoing if o.target == character
              and o.stat == "influence check"]
    found += [(_left(state, character, source, bonus), f"{state.label(source)}, against {_against(bonus)}")
              for source in [influencer] + state.attached(character)
              for bonus in source.card.trait("direct_influence_bonus", ())
              if _applies(bonus, faction.card)]
    return [(v, why) for v, why in found if v]


def _applies(bonus: DirectInfluenceBonus, faction: Card) -> bool:
    """A +N direct influence bonus: against factions, against one faction, or against factions of a race."""
    if bonus.faction:
        return bonus.faction == faction.name
    if bonus.race:
        return faction.race == bonus.race
    return True


def _left(state: State, character: str, source: Instance, bonus: DirectInfluenceBonus) -> int:
    """A race bonus is a pool shared with the followers of that race (CoE 2.II.2.2.4): what they leave of it."""
    left = control.restricted_left(state, character, source.id, bonus.race) if bonus.race else None
    return bonus.value if left is None else left


def _against(bonus: DirectInfluenceBonus) -> str:
    return bonus.faction or (f"{bonus.race} factions" if bonus.race else "factions")
