"""A faction influenced from afar by playing an event with it (the card key ``influence_from_afar``: Hour of Need,
DM-141, and the CRF 22 rulings on it).

In his organization phase the resource player plays the event with a faction from his hand, naming a character
who has the skill the event asks for (its ``actor_skill``: a diplomat) and none of the skills or races it bars
(a warrior, a Wizard): "Alice taps Frodo to influence Hobbits with Hour of Need." The character must be untapped,
at an untapped site (CRF 22: not at a tapped one) that is not an Under-deeps site (CRF 22; the reference text
says so too). He taps as the action is declared; the event and the faction go into the chain of effects.

When it resolves his player rolls: roll + his unused direct influence + the faction's standard modifications and
the usual others (as for a faction played at its site, CoE 2.V.3) + the event's ``modifier`` + its
``per_region`` for each region counted from his site to the site where the faction is normally playable, both
regions included (the fewest, along adjacent regions; the same region counts once). More than the faction's
number brings it into his marshalling point pile and taps his own site, not the faction's site (CRF 22); no
additional minor item follows in the organization phase: the event's text says so, and CoE 2.V.5 offers one only
in a site phase (CRF 22, Hour of Need and Rulings by Term, Minor Items: the general ``site_taps`` asks the
phase). Otherwise the character and the faction are discarded (the character's followers stay in play, out of his
control, CoE 2.II.2.2.3).

Old Road (TW-294, as CRF 22's erratum words it) is played so in the site phase by a character at a Haven, tapped
or not (``untapped_site`` false: the erratum asks for "a Haven", the printed card for an untapped one): a site where
the faction is playable must have that Haven as its nearest Haven, with a site path of two regions or fewer
(``haven_site_path_at_most``); his direct influence does not count, nor his bonus direct influence against the
faction (Aragorn II's against Rangers of the North), and a failure discards the faction only. A
success taps his own site, the Haven, not the faction's (CRF 22, Old Road); a Haven tapped already stays so. A
Haven tapped by the success, in the site phase, offers the additional minor item as any resource tapping the site
does (CoE 2.V.5); one tapped already offers none (the site was not tapped as a result).

Old Road may reach a faction the other player has in play, but only to bring one's own copy of it into play (its
text; CRF 22, Old Road: ``opponents_faction_with_own_copy``): the faction named is the copy in hand, revealed with
the card, and the attempt is an influence attempt on the other player's copy (CoE 8): not in a first turn, once a
turn, no other attempt or attack on his cards this turn (``influence_attempts.check_declaring``). It resolves as
CoE 8.3 says with the event's own terms: the roll, the event's modifier, no direct influence where the event says
so, the faction's standard modifications, less the other player's unused general influence and his roll, against
zero (an identical card was revealed). A success discards his copy and brings the revealed one into play (CoE 8.4),
and taps the character's site (the event's text, over 8.4's "without tapping the site"); a failure discards the
revealed copy (CoE 8.4). Naming the other player's faction with no copy of one's own is refused.

The engine's readings: a faction playable at sites of a type rather than at named sites has no one site to count
to, and its influence from afar is refused as not modelled; the diplomat must be in the resource player's
company, as for any organization of his own characters.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.cards import Card, catalogue
from ..core.chain import RESOURCE, Declared, cancel
from ..core.errors import InputError, Verdict, a
from ..core.state import CHAIN, DISCARD, HAND, IN_PLAY, MP_PILE, State
from ..organization import control, location_decks
from ..organization.characters import dissolve
from ..primitives.conditions import check_conditions
from ..primitives import values
from ..primitives.positions import check_untapped
from ..primitives.unique import check_unique, unique_copy
from .influence_attempts import check_declaring, opposing, play_revealed
from .regions_counted import regions_to_faction
from . import faction_players, factions_under_cards
from .modifiers import modifiers
from ..combat.company_combat import INFLUENCED
from ..site_phase.site_resources import site_taps
from ..site_phase.untapping_sites import tap_site

if TYPE_CHECKING:
    from ..game import Game
    from .actions import InfluenceWith
    from .keys import FromAfar

KIND = "influence-from-afar"   # the declared kind


def _from_afar(card: Card) -> FromAfar | None:
    return card.trait("influence_from_afar")


def check(game: Game, action: InfluenceWith) -> Verdict:
    s = game.state
    event, faction = s.find(action.event), s.find(action.faction)
    how = _from_afar(event.card)
    if how is None:
        raise InputError(f"{event.name} is not played with a faction to influence it; write '{action.player} taps "
                         f"{action.character} to influence {faction.name}'")
    if faction.card.kind != "faction":
        raise InputError(f"{faction.name} is {a(faction.card.kind)}, not a faction")
    modelled.refuse(faction.card, modelled.MOMENTS["play"])
    if how.opponents_faction_with_own_copy and faction.owner != action.player and faction.zone in (IN_PLAY, MP_PILE):
        return Verdict.refuse("own-copy-needed", f"{event.name} reaches the other player's {faction.name} only to "
                              f"bring {action.player}'s own copy of it into play, revealed from hand (its text; "
                              f"CRF 22, {event.name}).")
    if not (held := s.in_hand(action.player, event, faction)):
        return held
    if action.player != s.resource_player:
        return Verdict.refuse("wrong-player", f"Only the resource player plays resources such as {event.name}.")
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    character = s.find(action.character, "character")
    if character.zone != IN_PLAY or not character.card.is_character or character.controller != action.player:
        return Verdict.refuse("not-a-character", f"{s.label(character)} is not {action.player}'s character in play.")
    verdict = check_conditions(s, event.card, event.card.trait("playable_if", ()), character.id)   # its phase
    if not verdict:
        return verdict
    skill = next((c.actor_skill for c in event.card.trait("playable_if", ()) if c.actor_skill), "")
    has = values.skills(s, character)
    barred = [k for k in how.not_skills if k in has]
    if (skill and skill not in has) or barred or character.card.race in how.not_races:
        wanted = " ".join(filter(None, [f"non-{r}" for r in how.not_races] + [f"non-{k.lower()}" for k in
                                                                               how.not_skills] + [skill.lower()]))
        return Verdict.refuse("invalid-target", f"{event.name} needs a {wanted}; {s.label(character)} is not one.")
    verdict = check_untapped(s, character)
    if not verdict:
        return verdict
    company = s.company_of(character.id)
    if company is None or company.en_route:
        return Verdict.refuse("not-at-site", f"{s.label(character)} is at no site.")
    site = s.cards[company.site]
    if site.card.fact("under_deeps"):
        return Verdict.refuse("under-deeps-site", f"{event.name} is not played at an Under-deeps site such as "
                              f"{s.label(site)} (CRF 22, Hour of Need).")
    if site.tapped and how.untapped_site:
        return Verdict.refuse("site-tapped", f"{s.label(site)} is tapped.")
    if not (verdict := location_decks.check_used(s, site, action.player)):   # his site taps: a host's card (3.III.6)
        return verdict
    other = unique_copy(s, faction.card, faction.id)
    if other is not None and other.owner != action.player and how.opponents_faction_with_own_copy:
        verdict = check_declaring(s, character, other)   # an influence attempt on his copy (CoE 8.1)
    else:
        if other is not None and other.owner != action.player:   # the other player's faction: an attempt on it
            modelled.refuse(event.card, ("opponent influence",))
        verdict = check_unique(s, faction)
    verdict = verdict and faction_players.check(s, faction, character)   # Army of the Dead: Aragorn II's only
    if not verdict:
        return verdict
    if how.haven_site_path_at_most:
        if not site.card.is_haven:
            return Verdict.refuse("influencer-not-at-haven", f"{event.name} is played by a character at a Haven; "
                                  f"{s.label(site)} is not one.")
        if haven_site_path(site.card, faction.card) > how.haven_site_path_at_most:
            return Verdict.refuse("site-path-too-long", f"No site where {faction.name} is playable has a site path "
                                  f"of {how.haven_site_path_at_most} regions or fewer from {s.label(site)}.")
        return Verdict.allow()
    regions_to_faction(site.card, faction.card)   # refused now if the regions cannot be counted
    return Verdict.allow()


def haven_site_path(haven: Card, faction: Card) -> int:
    """The shortest site path, as a site card gives it, from this Haven to a site where the faction is playable
    (one whose nearest Haven it is); a very large number if none has it as its nearest Haven."""
    lengths = [len(where.fact("site_path") or ()) for name in faction.fact("playable_at") or ()
               if (where := catalogue().find(name)) is not None and where.fact("nearest_haven") == haven.name]
    return min(lengths, default=1_000)


def declare(game: Game, action: InfluenceWith) -> None:
    s = game.state
    character, faction, event = s.find(action.character), s.find(action.faction), s.find(action.event)
    s.tap(character.id)
    data = {"event": event.id}
    other = unique_copy(s, faction.card, faction.id)
    if other is not None and other.owner != action.player:   # revealed to win the other player's copy (Old Road)
        data["against"] = other.id
        s.turn.per_turn[INFLUENCED] = 1
    s.move(event.id, CHAIN)
    s.move(faction.id, CHAIN)
    game.declare(Declared(action.player, KIND, faction.id, character.id, data=data), RESOURCE)


def label(entry: Declared, state: State) -> str:
    return f"{state._name(entry.actor)} influences {state._name(entry.card)} with {state._name(entry.data['event'])}"


def resolve(game: Game, entry: Declared) -> bool:
    s = game.state
    event, faction, character = s.cards[entry.data["event"]], s.cards[entry.card], s.cards[entry.actor]
    company = s.company_of(character.id) if character.zone == IN_PLAY else None
    if company is None or not character.tapped:
        s.move(event.id, DISCARD)
        s.move(faction.id, DISCARD)   # the engine's reading: played with the event, it goes with it
        return cancel(s, entry, f"{s._name(entry.actor)} is no longer in play and tapped (Annotation 5)")
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, f"{s._name(entry.actor)}'s influence check")
    how = _from_afar(event.card)
    assert how is not None, "the check found the event's key"
    if "against" in entry.data:
        return _against_opponents_copy(game, entry, how)
    site = s.cards[company.site]
    count = 0 if how.haven_site_path_at_most else regions_to_faction(site.card, faction.card)
    influence = control.unused_direct_influence(s, character.id) if how.direct_influence else 0
    # without his direct influence, none of his direct influence against the faction either (Old Road's text)
    parts = [(entry.roll, "roll"), (influence, "direct influence")] + modifiers(s, character.id, faction,
                                                                                  how.direct_influence)
    parts.append((how.modifier + how.per_region * count, f"{event.name}: {how.modifier:+d}" + (
        f" and {how.per_region:+d} for each of {count} region{'s' if count != 1 else ''}" if how.per_region else "")))
    total = sum(v for v, _ in parts)
    needed = faction.card.fact("influence_number", 0)
    shown = " ".join(f"{v:+d} ({why})" for v, why in parts).lstrip("+")
    who = s._name(character.id)
    s.move(event.id, DISCARD)
    if total > needed:
        s.move(faction.id, MP_PILE)
        factions_under_cards.gather(s, entry.player, faction)   # under Sentinels of Númenor
        already = site.tapped   # Old Road may be played at a tapped Haven: it stays tapped, and offers nothing
        # his own site, not the faction's; tapped by this success, it offers the additional minor item in a site
        # phase only (site_taps, CoE 2.V.5): Old Road's, not Hour of Need's in the organization phase (CRF 22)
        tapped = tap_site(s, site) if already else site_taps(s, site, company)
        s.log.append(f"{who}'s influence check: {shown} = {total} > {needed}: {faction.name} comes into play; "
                     f"{s.label(site)} " + ("is tapped already" if already else "taps" if tapped else "never taps"))
        s.emit("influence-succeeded", company=company.id, character=character.id, faction=faction.id)
    elif not how.failure_discards_character:
        s.move(faction.id, DISCARD)
        s.log.append(f"{who}'s influence check: {shown} = {total}, not more than {needed}: {faction.name} is "
                     f"discarded")
    else:
        s.move(faction.id, DISCARD)
        s.move(character.id, DISCARD)
        gone = f"{faction.name} and {who} are discarded" if character.zone == DISCARD else \
            f"{faction.name} is discarded"   # an effect kept him in play (Elf-song at a Haven): its hook said so
        s.log.append(f"{who}'s influence check: {shown} = {total}, not more than {needed}: {gone}")
        if not s.characters(company.id):
            dissolve(s, company)
    return True


def _against_opponents_copy(game: Game, entry: Declared, how: FromAfar) -> bool:
    """The attempt on the other player's copy of the faction, the own copy revealed (Old Road; CoE 8.3, 8.4)."""
    s = game.state
    event, faction, character = s.cards[entry.data["event"]], s.cards[entry.card], s.cards[entry.actor]
    target, who = s.cards[entry.data["against"]], s._name(entry.actor)
    if "own roll" not in entry.data:
        entry.data["own roll"], entry.roll = entry.roll, None
        return game.wait_for_roll(entry, s.opponent(entry.player), f"the roll against {who}'s influence check")
    company = s.company_of(character.id)
    assert company is not None, "resolve found him in a company"
    site = s.cards[company.site]
    theirs = entry.roll
    assert theirs is not None, "resolve waited for the other player's roll"
    s.move(event.id, DISCARD)
    if target.zone not in (IN_PLAY, MP_PILE):
        s.move(faction.id, DISCARD)   # the engine's reading: nothing left to influence, the revealed copy goes
        s.log.append(f"{who}'s influence check has no effect: {s.label(target)} is no longer in play")
        return True
    influence = control.unused_direct_influence(s, character.id) if how.direct_influence else 0
    parts = [(entry.data["own roll"], "roll"), (influence, "direct influence")]
    parts += opposing(s, entry.player, target, theirs)
    parts += modifiers(s, character.id, faction, how.direct_influence)
    parts.append((how.modifier, event.name))
    total = sum(v for v, _ in parts)
    shown = " ".join(f"{v:+d} ({why})" for v, why in parts if v).lstrip("+")
    if total > 0:   # zero to beat: an identical card was revealed (CoE 8.3)
        s.move(target.id, DISCARD)
        s.move(faction.id, HAND)   # played as the revealed card is, from hand (CoE 8.4)
        s.log.append(f"{who}'s influence check: {shown} = {total} > 0: {s.label(target)} is discarded")
        play_revealed(s, character, faction)
        if faction.zone == MP_PILE:
            already = site.tapped
            tapped = tap_site(s, site) if already else site_taps(s, site, company)
            s.log.append(f"{s.label(site)} " + ("is tapped already" if already else "taps" if tapped else
                                                 "never taps") + f" ({event.name})")
    else:
        s.move(faction.id, DISCARD)
        s.log.append(f"{who}'s influence check: {shown} = {total}, not more than 0: {s.label(faction)}, revealed, "
                     "is discarded")
    return True
