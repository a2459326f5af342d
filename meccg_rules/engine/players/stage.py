"""Stage resources and stage points: how far a Fallen-wizard has strayed (CoE glossary, Stage and stage points;
1.7.F1, 2.II.4.F1; CRF 22, Rulings by Term > Stage Resources).

A player's stage point total adds the stage points printed on his cards:

- the resources he controls in play (Stage resources, mostly permanent-events; a Stage item or ally too);
- those stored in his marshalling point pile: a stored card keeps its stage points as it keeps its marshalling
  points (CoE 2.II.4.F1, g.sto.1; CRF 22, Stage Resources);
- a site of his that prints stage points while one of his companies is at it (the two Fallen-wizard sites that
  print them, Deep Mines and Rhosgobel, each give them so).

Not modelled: the stage points a hazard in play gives the Fallen-wizard it is on (Inner Rot, In the Grip of
Ambition, Will You Not Come Down?), refused where the total is asked.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import NotModelledError
from ..core.zones import IN_PLAY, MP_PILE

if TYPE_CHECKING:
    from ..core.state import Instance, State

STAGE = "Stage"   # the printed alignment of Stage resources (CoE glossary, Stage)


def is_stage(inst: Instance) -> bool:
    return inst.card.alignment == STAGE


def stage_points(state: State, player: str) -> int:
    """The player's stage point total now."""
    return sum(_points(state, inst, player) for inst in state.cards.values() if inst.card.fact("stage_points"))


def _points(state: State, inst: Instance, player: str) -> int:
    points = inst.card.fact("stage_points") or 0
    if inst.zone == MP_PILE:
        return points if inst.owner == player and inst.card.type == "Resource" else 0
    if inst.zone != IN_PLAY:
        return 0
    if inst.card.is_site:
        at = any(c.owner == player and c.site == inst.id and not c.en_route for c in state.companies.values())
        return points if inst.owner == player and at else 0
    if inst.card.type == "Hazard":
        holder = state.cards.get(inst.attached_to or "")
        if holder is not None and holder.controller == player:
            raise NotModelledError(f"not modelled: the stage points a hazard in play gives ({state.label(inst)})")
        return 0
    return points if inst.controller == player else 0
