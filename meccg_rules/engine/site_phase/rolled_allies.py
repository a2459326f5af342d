"""An ally played after a roll made for a character in the site phase (the ``roll-for-ally`` primitive: Here, There,
or Yonder; CRF 22, its ruling that the ally is chosen after the roll).

The card is played by tapping a character in his company's site phase. As it resolves its player rolls for him,
adding the card's bonus if he has its skill (a diplomat: +3). The result is kept for the rest of that site phase:
one ally from the player's hand whose mind plus the card's number (6) is less than the result may then be played
under that character's control: "Alice plays Gollum under the control of Aragorn II." Nothing about the ally is
said before the roll; the player looks at the result and then picks the ally, or none (CRF 22). The character is
tapped already and does not tap again; the site may be tapped or untapped, and it taps if it is untapped. An ally
whose text keeps it in some regions or sites (``stays_in_regions``, ``stays_at_sites``) is not played at a site
outside them. The ally need not be playable at the site otherwise (the engine's reading: the card names no other
condition). The right is used by the ally played, and ends with the site phase (the engine's reading).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled, queries
from ..core.cards import fold
from ..core.chain import RESOURCE, Declared, cancel
from ..core.errors import InputError, Verdict, a
from ..core.state import CHAIN, IN_PLAY
from ..primitives import effects, values
from ..primitives.unique import check_unique
from . import in_addition
from .site_resources import check_lent_site, site_taps

if TYPE_CHECKING:
    from ..core.behaviour import RollForAlly
    from ..core.state import State
    from ..game import Game
    from .actions import PlayRolledAlly

KEY = "ally rolled for"   # Turn.per_turn[(KEY, character)]: (the result, the number it must exceed with the mind, card)
KIND = "play-rolled-ally"   # the declared kind


def roll_for_ally(game: Game, entry: Declared, effect: RollForAlly) -> bool:
    """The primitive: the roll for the character who played the card; its result kept for an ally."""
    s = game.state
    character = s.cards.get(entry.data.get("actor", ""))
    if character is None or character.zone != IN_PLAY:
        s.log.append(f"{effects.source_name(game, entry)}: its character is no longer in play; nothing to roll for")
        return True
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, effects.source_name(game, entry))
    bonus = effect.skill_bonus if effect.skill and effect.skill in values.skills(s, character) else 0
    total = entry.roll + bonus
    s.turn.per_turn[(KEY, character.id)] = (total, effect.above, entry.card or "")
    plus = f" +{bonus} ({effect.skill.lower()})" if bonus else ""
    s.log.append(f"{effects.source_name(game, entry)}: {entry.roll} (roll){plus} = {total}: an ally of mind "
                 f"{total - effect.above - 1} or less may be played under {s.label(character)}'s control")
    return True


def check(game: Game, action: PlayRolledAlly) -> Verdict:
    s = game.state
    ally, character = s.find(action.card), s.find(action.character, "character")
    if ally.card.kind != "ally":
        raise InputError(f"{ally.name} is {a(ally.card.kind)}, not an ally")
    modelled.refuse(ally.card, modelled.MOMENTS["play"])
    company = s.company_of(character.id)
    right = s.turn.per_turn.get((KEY, character.id))
    if right is None or company is None or s.phase != "site" or s.active_company != company.id:
        return Verdict.refuse("no-roll-for-ally", f"No roll was made for {s.label(character)} this site phase to "
                              "play an ally under his control (Here, There, or Yonder).")
    if character.controller != action.player:
        return Verdict.refuse("wrong-player", f"{s.label(character)} is not {action.player}'s character.")
    if not (held := s.in_hand(action.player, ally)):
        return held
    if not (verdict := check_unique(s, ally)):
        return verdict
    total, above, _ = right
    mind = values.mind(s, ally)
    if not total > above + mind:
        return Verdict.refuse("roll-too-low", f"The roll for {s.label(character)} came to {total}; {ally.name} "
                              f"needs more than {above} plus his mind of {mind}, {above + mind}.")
    site = s.cards[company.site]
    regions, sites = ally.card.trait("stays_in_regions", ()), ally.card.trait("stays_at_sites", ())
    if (regions or sites) and site.card.fact("region") not in regions \
            and fold(site.name) not in {fold(n) for n in sites}:
        return Verdict.refuse("ally-kept-elsewhere", f"{ally.name} may not be where {s.label(site)} is, in "
                              f"{site.card.fact('region')}.")
    verdict = queries.veto("may join company", s, company.id, [ally])   # a card keeping allies out (Fell Rider)
    if verdict:   # an ally played at a host's rescue site card, lent for the rescue only (CoE 3.III.6)
        verdict = check_lent_site(s, ally.card, company)
    return game.responding(action.player) if verdict else verdict


def declare(game: Game, action: PlayRolledAlly) -> None:
    s = game.state
    ally, character = s.find(action.card), s.find(action.character, "character")
    s.turn.per_turn.pop((KEY, character.id), None)
    s.move(ally.id, CHAIN)
    game.declare(Declared(action.player, KIND, ally.id, character.id), RESOURCE)


def label(entry: Declared, state: State) -> str:
    return f"{entry.player} plays {state._name(entry.card)} under the control of {state._name(entry.actor)}"


def resolve(game: Game, entry: Declared) -> bool:
    s = game.state
    character = s.cards.get(entry.actor or "")
    company = s.company_of(character.id) if character is not None and character.zone == IN_PLAY else None
    if character is None or company is None:
        return cancel(s, entry, f"{s._name(entry.actor)} is no longer in play")
    s.move(entry.card, IN_PLAY, attached_to=character.id)
    site = s.cards[company.site]
    if site.tapped:
        s.log.append(f"{s._name(entry.card)} comes into play under {s.label(character)}; {s.label(site)} is tapped "
                     "already")
    else:
        taps = site_taps(s, site, company)
        s.log.append(f"{s._name(entry.card)} comes into play under {s.label(character)}; {s.label(site)} "
                     + ("taps" if taps else "never taps"))
    in_addition.ally_played(s, company, site)
    return True

