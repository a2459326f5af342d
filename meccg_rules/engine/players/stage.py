"""Stage resources and stage points: how far a Fallen-wizard has strayed (CoE glossary, Stage and stage points;
1.7.F1, 2.II.4.F1; CRF 22, Rulings by Term > Stage Resources).

A player's stage point total adds the stage points printed on his cards:

- the resources he controls in play (Stage resources, mostly permanent-events; a Stage item or ally too);
- those stored in his marshalling point pile: a stored card keeps its stage points as it keeps its marshalling
  points (CoE 2.II.4.F1, g.sto.1; CRF 22, Stage Resources);
- a site of his that prints stage points while one of his companies is at it (the two Fallen-wizard sites that
  print them, Deep Mines and Rhosgobel, each give them so).

When a Fallen-wizard player plays his Fallen-wizard avatar, the other players' Stage permanent-events in play that
are specific to that avatar are discarded at once: two players may declare the same Fallen-wizard, and the one who
reveals him first keeps his cards (CoE 2.II.2.1.F3; CRF 22, Stage Resources). When his avatar has left play, his
own Stage permanent-events specific to that avatar still in play are discarded (CoE 2.2.F1; ``avatar_left``, the
kernel's ``left play`` hook, so not when an effect keeps him in play; one placed on him goes with him).

A card playable only "if you have more than N stage points" asks the total as it is played (the condition
``stage_points_above``). A Stage resource permanent-event is played in its player's organization phase (CoE 5.F1;
the ``may play card`` query), unless its text names another moment (Great Ruse, Mischief in a Mean Way: "during the
site phase", which wins over the rule, CoE 9.4.3); drafted before the game, it is played in no phase.

Not modelled: the stage points a hazard in play gives the Fallen-wizard it is on (Inner Rot, In the Grip of
Ambition, Will You Not Come Down?), refused where the total is asked.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..core.cards import fold
from ..core.errors import NotModelledError, Verdict
from ..core.zones import DISCARD, IN_PLAY, MP_PILE
from .alignments import FALLEN_WIZARD, alignment_of

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Instance, State

STAGE = "Stage"   # the printed alignment of Stage resources (CoE glossary, Stage)


def is_stage(inst: Instance) -> bool:
    return inst.card.alignment == STAGE


def stage_points(state: State, player: str) -> int:
    """The player's stage point total now."""
    return sum(_points(state, inst, player) for inst in state.cards.values() if inst.card.fact("stage_points"))


def check_stage_points_above(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``stage_points_above``: its player (the resource player) has more stage points than the number ("Playable if
    you have more than 6 stage points", Legacy of Smiths)."""
    above = getattr(condition, "stage_points_above")
    have = stage_points(state, state.resource_player)
    if have > above:
        return Verdict.allow()
    return Verdict.refuse("too-few-stage-points", f"{card.name} is playable only by a player with more than {above} "
                          f"stage points; {state.resource_player} has {have} (its text).")


def check_play_phase(state: State, player: str, card: Card) -> Verdict | None:
    """The ``may play card`` query: a Stage resource permanent-event outside the organization phase (CoE 5.F1) is
    refused, unless its own conditions name the phase or moment it is played in (CoE 9.4.3) or it is drafted."""
    if card.alignment != STAGE or card.kind != "permanent-event" or state.phase == "organization" \
            or state.draft is not None:
        return None
    conditions = (*card.trait("playable_if", ()), *(c for mode in card.modes for c in mode.playable_if))
    if any(c.phase or c.at_end_of for c in conditions):
        return None
    return Verdict.refuse("wrong-phase", f"{card.name} is a Stage resource permanent-event: it is played in the "
                          f"organization phase, not the {state.phase} phase (CoE 5.F1).")


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


def _fallen_wizard_avatar(state: State, inst: Instance) -> bool:
    return bool(inst.card.fact("avatar")) and inst.card.alignment == FALLEN_WIZARD and \
        alignment_of(state, inst.controller) == FALLEN_WIZARD


def avatar_played(state: State, player: str, avatar: Instance) -> None:
    """``player`` has just played his Fallen-wizard avatar: the other players' Stage permanent-events in play
    specific to that avatar are discarded (CoE 2.II.2.1.F3)."""
    if _fallen_wizard_avatar(state, avatar):
        _discard_specific(state, avatar, lambda controller: controller != player,
                          f"{player} revealed {avatar.card.name} first (CoE 2.II.2.1.F3)")


def avatar_left(state: State, inst: Instance, zone: str) -> None:
    """The ``left play`` hook: a Fallen-wizard avatar has left play (not kept in it by an effect): his player's Stage
    permanent-events still in play specific to him are discarded (CoE 2.2.F1), those placed on him having gone with
    him as any card on a card leaving play."""
    if _fallen_wizard_avatar(state, inst):
        _discard_specific(state, inst, lambda controller: controller == inst.owner,
                          f"{inst.owner}'s {inst.card.name} left play (CoE 2.2.F1)")


def _discard_specific(state: State, avatar: Instance, whose: Callable[[str | None], bool], why: str) -> None:
    """Discards the Stage permanent-events in play specific to ``avatar`` whose controller ``whose`` accepts."""
    name = fold(avatar.card.name)
    for inst in list(state.cards.values()):
        if inst.zone == IN_PLAY and whose(inst.controller) and is_stage(inst) and \
                inst.card.kind == "permanent-event" and fold(inst.card.fact("specific") or "") == name:
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded: {why}")
