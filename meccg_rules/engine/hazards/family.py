"""Playing hazards (CoE 2.IV.iii-vii, 2.I.2): the hazard limit, keying creatures, Dragon manifestations, the
sideboard, and the hazard player saying he is done."""
from __future__ import annotations

from ..core.actions import Action, Roll
from ..core.listing import Listing
from ..core.behaviour import AllowCreature, KeyNextCreature, RevealHazards as RevealHazardsEffect, ToHandInstead
from ..core.registry import Closes, Family
from . import (creature_grants, creature_or_permanent_event, creatures_to_follow, hazard_limit, keys, manifestations,
               nazgul_events, revealed_hazards, sideboard, sites_counted_as_free_holds)
from .keys import Keys
from .actions import DoneHazards, FetchFromSideboard, RevealHazards
from .reasons import REASONS


def candidates(listing: Listing) -> list[Action]:
    state = listing.state
    if not listing.gated or (state.phase == "movement/hazard" and state.active_company is not None):  # check_done
        return [DoneHazards(p) for p in state.players]
    return []


FAMILY = Family(
    name="hazards",
    title="Playing hazards",
    rules="CoE 2.IV.iii-vii, 2.I.2",
    reasons=REASONS,
    keys=Keys,
    actions={
        DoneHazards: (hazard_limit.check_done, hazard_limit.done),
        FetchFromSideboard: (sideboard.check, sideboard.fetch),
        RevealHazards: (revealed_hazards.check, revealed_hazards.reveal),
    },
    waiting={revealed_hazards.REF: revealed_hazards.gate},
    labels={
        sideboard.NAZGUL: lambda e, s: f"{s._name(e.actor)} tapped for {e.player}'s sideboard",
    },
    resolvers={sideboard.NAZGUL: sideboard.resolve},
    calls={
        "keyable at the new site": "(state, creature, company, key) -> the card in play that lets the creature be "
                                   "keyed by name to the moving company's new site, or None (CoE 4.1)",
        "keyed at the new site": "(state, creature, company, key) -> None: a creature was keyed so",
        "last attack faced": "(state, company) -> (kind, race, keyed) of the last attack the company faced this "
                             "turn, or None (following_attacks.py)",
    },
    hooks={"declared": (hazard_limit.resource_declared,), "after chains": (revealed_hazards.ask_when_free,),
           "regions named": (keys.regions_named,),
           "describe": (creature_grants.describe, revealed_hazards.describe, creatures_to_follow.describe)},
    modifiers={"hazard limit": (hazard_limit.in_effect,), "strikes": (creatures_to_follow.strikes,),
               "may play card": (creatures_to_follow.check_play, creature_or_permanent_event.check_play,
                                 sites_counted_as_free_holds.check_play)},
    effects={AllowCreature: creature_grants.allow_creature, ToHandInstead: nazgul_events.to_hand_instead,
             RevealHazardsEffect: revealed_hazards.reveal_hazards,
             KeyNextCreature: creatures_to_follow.key_next_creature},
    closing=(Closes(creatures_to_follow.note_action, not_by=(Roll,)),),
    selectors={"Nazgûl events": nazgul_events.nazgul_events},
    conditions={"target_dragon_manifestation": manifestations.check_dragon_manifestation},
    candidates=(candidates, revealed_hazards.candidates),
    sentences=("sideboard_sentences", "revealed_hazards_sentences"),
)
