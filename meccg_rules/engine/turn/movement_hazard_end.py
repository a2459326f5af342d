"""The end of a company's movement/hazard phase (CoE 2.IV.viii, 9.6.6): what may be declared while the passive
conditions of that moment resolve.

Once both players are done with the phase (the resource player ends it, or begins the site phase from it), its end
is declared: the passive conditions waiting for it are set off ("end-of-movement-hazard-phase"; ``phases``), and the
phase ends once they have resolved. Meanwhile only what answers them may be declared (CoE 9.6.6): passing, rolling,
ordering them, tapping to support a corruption check they call, and an event that bears directly on such a check.
For a corruption check Lure of Nature calls, the CRF (Card Errata and Rulings, Lure of Nature) spells it out: its
bearer's player may play resources that modify the checks; the hazard player may play hazards that directly affect
them, if his hazard limit allows (the hazard's own check counts it), and nothing else: no creature, no new
corruption card. The engine's reading, for any passive condition of that moment: an event bears on such a check
when it changes the corruption check or the corruption points of a character whose check is declared and not yet
resolved, and a corruption card never does (it is a new source of corruption, not a change to the check).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import OrderTriggered, Pass, Roll, StateOutcome
from ..core.behaviour import Modify, walk
from ..core.errors import InputError, Verdict
from ..corruption.actions import SupportCorruptionCheck
from ..corruption.corruption_checks import declared_check_on
from ..playing.actions import PlayEvent
from ..primitives.conditions import choose_mode

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.state import State
    from ..game import Game

MH_ENDING = ("movement/hazard phase ending",)   # per-phase key: the phase's end was declared, its passive conditions
#                                                 resolve; the value: the company whose site phase then begins
#                                                 (BeginSitePhase from the phase), or True


def ending_movement_hazard(game: Game, action: Action) -> Verdict:
    """The gate of a movement/hazard phase whose end was declared: while the passive conditions of its end resolve,
    only what answers them (CoE 9.6.6): passing, rolling, ordering them, tapping to support a corruption check they
    call, and an event that bears directly on such a check: a resource, or a hazard within the hazard limit, but
    no new corruption card (CRF 22, Card Errata and Rulings, Lure of Nature). No creature, and no other hazard."""
    s = game.state
    if not s.turn.per_phase.get(MH_ENDING) or isinstance(action, (Pass, Roll, StateOutcome, OrderTriggered,
                                                                    SupportCorruptionCheck)):
        return Verdict.allow()
    if isinstance(action, PlayEvent) and bears_on_declared_checks(s, action):
        return Verdict.allow()
    return Verdict.refuse("end-of-phase-actions", f"The movement/hazard phase of {s.active_company} is ending: only "
                          "actions answering the passive conditions of its end may be declared now, a hazard only "
                          "if it bears directly on a corruption check they call (CoE 9.6.6).",
                          "CoE 9.6.6; CRF 22, Card Errata and Rulings > Lure of Nature")


def bears_on_declared_checks(state: State, action: PlayEvent) -> bool:
    """Does the event (its chosen mode) change the corruption check, or the corruption points, of a character whose
    corruption check is declared and not resolved? A corruption card never does: it is a new source of corruption,
    not a change to the check (CRF 22, Lure of Nature)."""
    card = state.find(action.card).card
    if "Corruption" in card.keywords:
        return False
    try:
        mode = choose_mode(card, action.mode)
    except InputError:
        return False   # a mode still to choose: the action's own check asks for it once the end is over
    changes = any(isinstance(e, Modify) and e.stat in ("corruption check", "corruption points")
                  for e in walk(mode.effects))
    if not changes or not action.target:
        return False
    try:
        target = state.find(action.target)
    except InputError:
        return False   # not a card: the action's own check says what it is
    return declared_check_on(state, target.id)
