"""The movement/hazard phase (CoE 2.IV): the new site revealed and the draws for the movement, the Under-deeps
movement roll, creatures played on the moving company, Ahunts, allies that may not leave their regions, cards
changing the draws for a movement, a company moving again at once into an additional movement/hazard phase, and a
new site card a hazard replaces."""
from __future__ import annotations

from ..core.actions import Action
from ..core.listing import Listing
from ..core.registry import Family
from ..organization import under_deeps
from ..core.behaviour import Draws, LoseSkill, MoveAgain, ReplaceNewSite, RevealCreatureAttack
from . import ahunts, creatures, drawing, keys, movement_limits, moving, moving_again, regions_passed
from . import (attacks_on_moving, dragon_factions, lost_skills, replaced_new_sites, reserved_creatures,
               revealed_creatures)
from .keys import Keys
from .actions import ChooseRevealedCreature, DrawForMovement, PlayCreature, ReserveCreature
from .reasons import REASONS


def candidates(listing: Listing) -> list[Action]:
    """How many cards a player will draw for a company's movement (once it declared a new site)."""
    state, gated = listing.state, listing.gated
    mine = [c.id for c in state.companies_of(state.resource_player)]
    declared = [c for c in mine if not gated or state.companies[c].destination is not None]  # check_will_draw
    return [DrawForMovement(p, c, n) for p in state.players for c in declared for n in (0, 1, 3)]


FAMILY = Family(
    name="movement_hazard",
    title="The movement/hazard phase",
    rules="CoE 2.IV",
    reasons=REASONS,
    keys=Keys,
    actions={
        PlayCreature: (creatures.check_play_creature, creatures.play_creature),
        DrawForMovement: (drawing.check_will_draw, drawing.will_draw),
        ReserveCreature: (reserved_creatures.check_reserve, reserved_creatures.reserve),
        ChooseRevealedCreature: (revealed_creatures.check_choose, revealed_creatures.choose),
    },
    waiting={revealed_creatures.REF: revealed_creatures.gate},
    resolvers={"creature": creatures.resolve_creature},
    rolls={under_deeps.ROLL: moving.under_deeps_rolled},
    entries={"attack kinds": {ahunts.KIND: ahunts.ATTACK_KIND,
                              attacks_on_moving.KIND: attacks_on_moving.ATTACK_KIND,
                              dragon_factions.KIND: dragon_factions.ATTACK_KIND}},
    hooks={"regions named": (keys.regions_named, regions_passed.regions_named),
           "after chains": (ahunts.after_chains, movement_limits.after_chains),
           "attack ended": (reserved_creatures.attack_ended,),
           "attack cancelled as it begins": (dragon_factions.cancelling,)},
    modifiers={"attack prowess": (reserved_creatures.attack_prowess,),
               "may play card": (revealed_creatures.check_deck_known,)},
    effects={Draws: drawing.change, MoveAgain: moving_again.grant, LoseSkill: lost_skills.lose_skill,
             ReplaceNewSite: replaced_new_sites.replace_new_site,
             RevealCreatureAttack: revealed_creatures.reveal},
    conditions={"moves_again_fits": moving_again.check_fits,
                "end_of_its_movement_hazard_phase": moving_again.check_end_of_phase,
                "moves_through_or_leaves": regions_passed.check, "after_movement_draws": drawing.check_after_draws,
                "region_movement": replaced_new_sites.check_region_movement},
    candidates=(candidates, revealed_creatures.candidates),
    sentences=("reserve_sentences",),
)
