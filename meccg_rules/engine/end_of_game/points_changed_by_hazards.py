"""A Fallen-wizard's marshalling points changed by a hazard (CoE 10.F1: the one point his non-Stage cards are worth
stands "unless that value is modified by a stage resource, Fallen-wizard avatar ability, or hazard").

- A hazard placed on his Fallen-wizard with the key ``worth_in_all_cases`` sets what his cards of its kinds and races
  are worth, "in all cases" (Fool's Bane: "his Elf characters and Elf factions are each worth 0 marshalling points in
  all cases"): before every other change, a Stage resource's or his avatar's (Oromë's Warders' Elf factions, the
  Fallen-wizard Pallando's), and before a card fixing a value "regardless of other cards in play" (Await the Onset:
  the engine's reading, the hazard's "in all cases" being the later word on his points). "His" cards are those he
  owns and scores himself, in play or in his marshalling point pile, a character's loss while eliminated or a
  prisoner included; another player's kill points for one of them are that player's (the engine's reading).
- A hazard his companies defeated while a hazard in play made it worth nothing (``Instance.no_kill_points``: Foul
  Tooth Unsheathed, ``combat/hazards_worth_nothing.py``; a creature, an agent, a Dragon's manifestation at home or a
  card whose automatic-attack was defeated) gives him no points, in his pile or kept as a trophy, whatever a resource
  of his would make it ("This card overrides any conflicting resources": A Merrier World, his avatar's full kill
  points).

``changed`` gives both, read first in the scoring (``scoring.points_of``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..influence.stage_point_modifications import on_avatar

if TYPE_CHECKING:
    from ..core.state import Instance, State

KINDS = ("character", "ally", "item", "faction")   # the kinds ``worth_in_all_cases`` may name (``keys.WorthInAllCases``)


def changed(state: State, inst: Instance, player: str) -> int | None:
    """What a hazard makes this card worth to ``player``, if one changes it: nothing for a hazard his companies
    defeated while a hazard made it worth nothing (Foul Tooth Unsheathed), else what a hazard on his Fallen-wizard
    makes it worth in all cases (Fool's Bane)."""
    if inst.no_kill_points and inst.controller == player:
        return 0
    return worth_in_all_cases(state, inst, player)


def worth_in_all_cases(state: State, inst: Instance, player: str) -> int | None:
    """What a hazard on ``player``'s Fallen-wizard makes this card of his worth in all cases, if one does."""
    card = inst.card
    if card.kind not in KINDS or inst.owner != player or (inst.killed_by and inst.killed_by != player):
        return None
    for source in on_avatar(state, player, "worth_in_all_cases"):
        terms = source.card.trait("worth_in_all_cases")
        if card.kind in terms.kinds and (not terms.races or card.race in terms.races):
            return terms.worth
    return None

