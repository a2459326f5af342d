"""Influence attempts against factions played from hand (CoE 2.V.3, 8).

The character taps at declaration; at resolution the check is the roll plus
the character's unused direct influence, the faction's standard modifications
and any other modifications (such as Foolish Words); more than the faction's
number brings it into play and taps the site, otherwise it is discarded.
A faction whose text lets it be played at a tapped site ("at any tapped or
untapped Shadow-hold": the facts' ``playable_if_tapped``) may be tried for
there (CRF 22, Snaga-hai: influenced wherever it is playable).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..organization import control
from . import (ally_influence, faction_players, factions_under_cards, influence_attempts, influence_cards,
               leader_factions)
from .modifiers import modifiers
from ..primitives.unique import check_unique
from ..players import alignments
from ..core.chain import Declared, RESOURCE, cancel
from ..core.errors import InputError, Verdict, a
from ..site_phase.playable import playable_here
from ..site_phase.in_addition import FACTION_PLAYED
from ..site_phase import matching_alignment
from ..primitives.effects import refuse_resource_play_on
from ..site_phase.site_resources import (acting_character, actor_still_tapped, at_tapped_site, check_lent_site,
                                        site_taps)
from ..core.state import CHAIN, DISCARD, MP_PILE

if TYPE_CHECKING:
    from .actions import InfluenceFaction
    from ..game import Game
    from ..core.state import State


def check_influence(game: Game, action: InfluenceFaction) -> Verdict:
    s = game.state
    faction = s.find(action.faction)
    if influence_attempts.is_against_opponent(s, faction.id, action.player):   # the other player's card (CoE 8)
        return influence_attempts.check(game, influence_attempts.as_attempt(action))
    if faction.card.kind != "faction":
        raise InputError(f"{faction.name} is {a(faction.card.kind)}, not a faction; "
                         f"write '{action.player} taps {action.character} to play {faction.name}'")
    if not (held := s.in_hand(action.player, faction)):
        return held
    # a card in play changing such attempts, not modelled, unless it spares the player
    alignments.refuse_in_play_for(s, "faction influence", action.player)
    actor = s.find(action.character, "character")
    if actor.card.kind == "ally":   # only one whose text lets it (Roäc the Raven)
        return ally_influence.check(game, action, actor, faction)
    verdict = check_unique(s, faction)
    if not verdict:
        return verdict
    verdict, company = acting_character(game, action.player, action.character)
    if not verdict or company is None:
        return verdict
    site = s.cards[company.site]
    refuse_resource_play_on(s, company)
    verdict = check_lent_site(s, faction.card, company)   # a host's rescue site card: the rescue only (CoE 3.III.6)
    if not verdict:
        return verdict
    if site.tapped and not at_tapped_site(faction.card, site.card):
        return Verdict.refuse("site-tapped", f"{s.label(site)} is tapped.")
    if not playable_here(s, faction.card, site):
        return Verdict.refuse("not-playable-at-site", f"{faction.name} is not playable at {s.label(site)}.")
    if action.under_leader and not (verdict := leader_factions.check_placing(s, faction, actor)):
        return verdict   # placed under the leader making the attempt: a faction whose text allows it
    verdict = faction_players.check(s, faction, actor)   # only Aragorn II, after Paths of the Dead (Army of the Dead)
    if not verdict:
        return verdict
    verdict = matching_alignment.check(s, action.player, faction.card, site)   # a Fallen-wizard's (CoE 2.V.F1)
    if not verdict:
        return verdict
    return game.responding(action.player)


def declare_influence(game: Game, action: InfluenceFaction) -> None:
    s = game.state
    if influence_attempts.is_against_opponent(s, s.find(action.faction).id, action.player):
        return influence_attempts.declare(game, influence_attempts.as_attempt(action))
    character, faction = s.find(action.character), s.find(action.faction)
    if character.card.kind == "ally":
        return ally_influence.declare(game, action, character, faction)
    s.tap(character.id)
    s.move(faction.id, CHAIN)
    company = s.company_of(character.id)
    tapped_ok = company is not None and at_tapped_site(faction.card, s.cards[company.site].card)
    game.declare(Declared(action.player, "influence", faction.id, character.id,   # under him: the site never taps
                          data={"taps_site": not action.under_leader, "at_tapped_site": tapped_ok,
                                "under_leader": action.under_leader}), RESOURCE)


def resolve_influence(game: Game, entry: Declared) -> bool:
    s = game.state
    if not (ally_influence.still_acting(s, entry) or actor_still_tapped(game, entry)):
        return cancel(game.state, entry, f"{s._name(entry.actor)} is no longer in play and tapped (Annotation 5)")
    company = s.companies.get(entry.data.get("company", "")) or s.company_of(entry.actor)
    assert company is not None, "a tapped actor in play is in a company"
    site = s.cards[company.site]
    if site.tapped and not (entry.data.get("at_tapped_site") or ally_influence.at_tapped_site(s, entry)):
        return cancel(game.state, entry, f"{s.label(site)} is tapped (CoE 2.V.1.1)")
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, f"{s._name(entry.actor)}'s influence check")
    faction = s.cards[entry.card]
    influence, source, own = influence_cards.influence_value(s, entry.actor, against_faction=True)
    mods = modifiers(s, entry.actor, faction, own) + influence_cards.one_off(s, entry.actor)
    total = entry.roll + influence + sum(v for v, _ in mods)
    needed = faction.card.fact("influence_number", 0)
    parts = " ".join([f"{entry.roll} (roll)", f"{influence:+d} ({source})"] +
                     [f"{v:+d} ({why})" for v, why in mods])
    who = s._name(entry.actor)
    if total > needed:
        under_leader = entry.data.get("under_leader")
        if under_leader:   # under the leader making the attempt (his faction's text): the site does not tap
            leader_factions.place(s, faction, s.cards[entry.actor])
        else:
            s.move(faction.id, MP_PILE)
            factions_under_cards.gather(s, entry.player, faction)   # under Sentinels of Númenor
        s.turn.per_turn[(FACTION_PLAYED, company.id)] = site.id   # what Thing Stolen and Ent-draughts ask
        taps = entry.data.get("taps_site", True)
        tapped = taps and site_taps(s, site, company)
        s.log.append(f"{who}'s influence check: {parts} = {total} > {needed}: {faction.name} "
                     f"comes into play{f' under {who}' if under_leader else ''}; {s.label(site)} "
                     + ("taps" if tapped else "never taps" if taps else "does not tap"))
        s.emit("influence-succeeded", company=company.id, character=entry.actor, faction=faction.id)
    else:
        s.move(faction.id, DISCARD)
        s.log.append(f"{who}'s influence check: {parts} = {total}, not more than {needed}: "
                     f"{faction.name} is discarded")
    return True


def unused_direct_influence(state: State, ref: str) -> int:
    """The character's unrestricted direct influence, less what his followers' minds use (``control``)."""
    return control.unused_direct_influence(state, ref)
