"""Influence attempts against factions played from hand (CoE 2.V.3, 8).

The character taps at declaration; at resolution the check is the roll plus
the character's unused direct influence, the faction's standard modifications
and any other modifications (such as Foolish Words); more than the faction's
number brings it into play and taps the site, otherwise it is discarded.
"""
from __future__ import annotations

from .chain import RESOURCE, Declared
from .errors import InputError, Verdict
from .passive import trigger
from .site_phase import (
    acting_character,
    actor_still_tapped,
    cancel,
    playable_here,
    site_taps,
)
from .state import CHAIN, DISCARD, HAND, MP_PILE


def check_influence(game, action) -> Verdict:
    s = game.state
    faction = s.get(action.faction)
    if faction.card.kind != "faction":
        raise InputError(f"{faction.name} is a {faction.card.kind}, not a faction; "
                         f"write '{action.player} taps {action.character} to play {faction.name}'")
    if faction.zone != HAND or faction.owner != action.player:
        return Verdict.refuse("not-in-hand", f"{faction.name} is not in {action.player}'s hand.")
    verdict, company = acting_character(game, action.player, action.character)
    if not verdict:
        return verdict
    site = s.cards[company.site]
    if site.tapped:
        return Verdict.refuse("site-tapped", f"{site.name} is tapped.")
    if not playable_here(faction.card, site):
        return Verdict.refuse("not-playable-at-site", f"{faction.name} is not playable at {site.name}.")
    return game.responding(action.player)


def declare_influence(game, action) -> None:
    s = game.state
    s.get(action.character).tapped = True
    s.move(action.faction, CHAIN)
    game.declare(Declared(action.player, "influence", action.faction, action.character,
                          data={"taps_site": True}), RESOURCE)


def modifiers(state, character: str, faction) -> list[tuple[int, str]]:
    influencer = state.cards[character]
    race = influencer.card.fact("race")
    found = [(faction.card.trait("standard_modifications", {}).get(race, 0), f"{faction.name} standard "
              "modification")]
    found += [(i.card.trait("influence_modifier", 0), i.name) for i in state.attached(character)]
    found += [(bonus["value"], f"{source.name}, against {_against(bonus)}")
              for source in [influencer] + state.attached(character)
              for bonus in source.card.trait("direct_influence_bonus", ())
              if _applies(bonus, faction.card)]
    return [(v, why) for v, why in found if v]


def _applies(bonus: dict, faction) -> bool:
    """A +N direct influence bonus: against factions, against one faction, or against factions of a race."""
    if "faction" in bonus:
        return bonus["faction"] == faction.name
    if "race" in bonus:
        return faction.fact("race") == bonus["race"]
    return True


def _against(bonus: dict) -> str:
    return bonus.get("faction") or (f"{bonus['race']} factions" if "race" in bonus else "factions")


def resolve_influence(game, entry) -> bool:
    s = game.state
    if not actor_still_tapped(game, entry):
        return cancel(game, entry, f"{entry.actor} is no longer in play and tapped (Annotation 5)")
    company = s.company_of(entry.actor)
    site = s.cards[company.site]
    if site.tapped:
        return cancel(game, entry, f"{site.name} is tapped (CoE 2.V.1.1)")
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, f"{entry.actor}'s influence check")
    faction = s.cards[entry.card]
    influence = s.unused_direct_influence(entry.actor)
    mods = modifiers(s, entry.actor, faction)
    total = entry.roll + influence + sum(v for v, _ in mods)
    needed = faction.card.trait("influence_number", 0)
    parts = " ".join([f"{entry.roll} (roll)", f"{influence:+d} (direct influence)"] +
                     [f"{v:+d} ({why})" for v, why in mods])
    if total > needed:
        s.move(faction.name, MP_PILE)
        site_taps(s, site, company)
        s.log.append(f"{entry.actor}'s influence check: {parts} = {total} > {needed}: {faction.name} "
                     f"comes into play; {site.name} taps")
        trigger(game, "influence-success", company=company.name, character=entry.actor)
    else:
        s.move(faction.name, DISCARD)
        s.log.append(f"{entry.actor}'s influence check: {parts} = {total}, not more than {needed}: "
                     f"{faction.name} is discarded")
    return True
