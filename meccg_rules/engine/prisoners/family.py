"""Prisoners (CoE 3.III): a hazard host takes a character prisoner at a rescue site, holds him, and a company that
enters the rescue site may attempt to rescue him."""
from __future__ import annotations

from ..core.actions import Action
from ..core.listing import Listing
from ..core.registry import Family
from ..core.state import IN_PLAY
from ..core.behaviour import PrisonerTakingAutomaticAttacks
from . import (discarded_hosts, escape_rolls, hosts_on_a_site, rescue_attempts, rescue_site_cards, rescue_sites,
               reverted_followers, taking_prisoners)
from .actions import AttemptRescue, RescuePrisoners
from .keys import Keys
from .reasons import REASONS


def candidates(listing: Listing) -> list[Action]:
    state = listing.state
    if listing.gated and state.phase != "site":
        return []
    hosts = [i for i in state.cards.values() if i.zone == IN_PLAY and taking_prisoners.is_host(i)
             and taking_prisoners.prisoners_of(state, i.id)]
    found: list[Action] = []
    for host in hosts:
        found.append(AttemptRescue(state.resource_player, host.id))
        found += [RescuePrisoners(state.resource_player, character, host.id)
                  for character in listing.characters_of(state.resource_player)]
    return found


FAMILY = Family(
    name="prisoners",
    title="Prisoners",
    rules="CoE 3.III",
    reasons=REASONS,
    keys=Keys,
    actions={
        AttemptRescue: (rescue_attempts.check_attempt, rescue_attempts.attempt),
        RescuePrisoners: (rescue_attempts.check_rescue, rescue_attempts.rescue),
    },
    hooks={"strike succeeded": (taking_prisoners.strike_succeeded, hosts_on_a_site.strike_succeeded),
           "attack ended": (taking_prisoners.attack_ended, hosts_on_a_site.attack_ended),
           "moving": (discarded_hosts.host_leaving,),
           "names as played": (rescue_sites.check_named,), "declared": (rescue_sites.declared,),
           "after chains": (escape_rolls.after_chains,),
           "site card to move to": (rescue_site_cards.site_card_to_move_to,)},
    rolls={escape_rolls.BODY_CHECK: escape_rolls.body_check_rolled, escape_rolls.ESCAPE: escape_rolls.escape_rolled},
    entries={"attack kinds": {rescue_attempts.KIND: rescue_attempts.ATTACK_KIND}},
    conditions={"rescue_site": rescue_sites.check},
    modifiers={"general influence used": (reverted_followers.general_influence_used,)},
    effects={PrisonerTakingAutomaticAttacks: hosts_on_a_site.prisoner_taking_automatic_attacks},
    calls={"taken prisoner": "hook (state, host, attack, character, site) -> None: the attack's strike took the "
                             "character prisoner with the host at the site (an agent returns there: To Get You Away)"},
    candidates=(candidates,),
    sentences=("prisoner_sentences",),
)
