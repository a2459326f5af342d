"""The turn (CoE 2): its phases in order, one movement/hazard and one site phase per company, discarding and
resetting hands, the roles swapping; the end of a phase, a period for actions at its end only (CoE 9.6.6); a
company's site card replaced as the turn ends (CoE 2.VI.1)."""
from __future__ import annotations

from ..core.actions import Action, Discard
from ..core.listing import Listing
from ..core.registry import Closes, Family
from ..core.behaviour import ReplaceSite as ReplaceSiteEffect, SetAsideAndDraw
from . import (end_of_phase, hand_redrawn, instead, long_events, movement_hazard_end, phases, site_replacement,
               taken_back_at_turn_end, turn_end, untap_rolls)
from .keys import Keys
from .actions import (BeginMovementHazard, BeginSitePhase, EndPhase, EndSitePhase, ReplaceSite, ResetHands,
                      TakeBackFromDiscard)
from .reasons import REASONS


def candidates(listing: Listing) -> list[Action]:
    """Discarding from hand, beginning and ending phases, resetting hands."""
    state, gated = listing.state, listing.gated
    r = state.resource_player
    found: list[Action] = [Discard(i.owner, i.id) for i in listing.hand]
    phase, active = state.phase, state.active_company
    for company in state.companies.values():
        if not gated or (phase == "movement/hazard" and active is None):  # phases.check_begin_movement_hazard
            found.append(BeginMovementHazard(r, company.id))
        if not gated or phase in ("movement/hazard", "site"):  # phases.check_begin_site_phase
            found.append(BeginSitePhase(r, company.id))
        if not gated or (phase == "site" and active == company.id):  # phases.check_end_site_phase
            found.append(EndSitePhase(r, company.id))
        if not gated or (phase == "movement/hazard" and active == company.id):  # phases.check_end_phase
            found.append(EndPhase(r, "movement/hazard", company.id))
    found += [EndPhase(r, p) for p in phases.PHASES if p not in ("movement/hazard", "site")
              and (not gated or p == phase)]  # phases.check_end_phase
    if not gated or phase == "end-of-turn":  # phases.check_reset_hands
        found.append(ResetHands(r))
    return found


FAMILY = Family(
    name="turn",
    title="The turn",
    rules="CoE 2",
    reasons=REASONS,
    keys=Keys,
    actions={
        BeginMovementHazard: (phases.check_begin_movement_hazard, phases.begin_movement_hazard),
        BeginSitePhase: (phases.check_begin_site_phase, phases.begin_site_phase),
        EndSitePhase: (phases.check_end_site_phase, phases.end_site_phase),
        EndPhase: (phases.check_end_phase, phases.end_phase),
        Discard: (phases.check_discard, phases.discard),
        ResetHands: (phases.check_reset_hands, phases.reset_hands_now),
        ReplaceSite: (site_replacement.check_replace, site_replacement.replace),
        TakeBackFromDiscard: (taken_back_at_turn_end.check, taken_back_at_turn_end.take_back),
    },
    effects={ReplaceSiteEffect: site_replacement.grant, SetAsideAndDraw: hand_redrawn.set_aside_and_draw},
    conditions={"at_end_of": end_of_phase.check_condition},
    gates={**{phase: end_of_phase.gate for phase in end_of_phase.PHASES}, "untap": phases.ending_untap,
           "movement/hazard": movement_hazard_end.ending_movement_hazard, "end-of-turn": turn_end.ending_turn},
    closing=tuple(Closes(end_of_phase.note_action, phase, not_by=end_of_phase.ALWAYS)
                  for phase in end_of_phase.PHASES),
    hooks={"after chains": (phases.after_chains,), "instead": (instead.replace,),
           "describe": (site_replacement.describe,), "moving": (long_events.release,)},
    sentences=("site_replacement_sentences", "taken_back_sentences"),
    modifiers={"may untap": (phases.bearer_held,)},
    rolls={untap_rolls.ROLL: untap_rolls.rolled},
    candidates=(candidates, site_replacement.candidates),
)
