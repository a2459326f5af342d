"""The site phase: facing attacks, playing items and allies, ring tests, phase boundaries.

Items, allies and factions need an untapped character at an untapped site once
every automatic-attack (and revealed on-guard creature) has been faced; the
character taps at declaration, the site only when the play resolves
successfully (CoE 2.V.1 to 2.V.4).
"""
from __future__ import annotations

from .chain import RESOURCE, Declared
from .errors import InputError, Verdict
from .passive import trigger
from .state import (
    CHAIN,
    DISCARD,
    ENDED,
    HAND,
    MOVEMENT_HAZARD,
    MP_PILE,
    PLAY,
    SITE_PHASE,
)

ITEM_WORDS = {"Minor Item": "minor", "Major Item": "major", "Greater Item": "greater", "Gold Ring Item": "gold ring"}


def must_face(state, company) -> list[str]:
    """Attacks the company must still face before it may play resources."""
    site = state.cards[company.site]
    pending = list(company.attacks_to_face)
    if not company.faced_automatic_attacks and (site.card.fact("automatic_attacks") or
                                                company.extra_automatic_attacks):
        pending.insert(0, "the automatic-attacks")
    return pending


def acting_character(game, player: str, name: str) -> tuple[Verdict, object]:
    """The untapped character of ``player`` in the company whose site phase it is."""
    s = game.state
    inst = s.get(name, "character")
    if not inst.card.is_character or inst.zone != PLAY:
        return Verdict.refuse("not-a-character", f"{inst.name} is not a character in play."), None
    if inst.owner != player:
        return Verdict.refuse("wrong-player", f"{inst.name} is not {player}'s character."), None
    company = s.companies[inst.company]
    if s.phase != SITE_PHASE or s.active_company != company.name:
        return Verdict.refuse("wrong-phase", f"It is not the site phase of {company.name}."), None
    if inst.tapped:
        return Verdict.refuse("character-tapped", f"{inst.name} is tapped and cannot tap again."), None
    if company.does_nothing:
        return Verdict.refuse("company-does-nothing-now", f"{company.name} must do nothing this site phase."), None
    pending = must_face(s, company)
    if pending:
        return Verdict.refuse("automatic-attacks-not-faced", f"{company.name} must first face "
                              f"{', '.join(pending)}."), None
    return Verdict.allow(), company


def check_play_resource(game, action) -> Verdict:
    s = game.state
    card = s.get(action.card)
    if card.card.kind not in ("item", "ally"):
        hint = "influence" if card.card.kind == "faction" else "play"
        raise InputError(f"{card.name} is a {card.card.kind}, not an item or ally; "
                         f"write '{action.player} taps {action.character} to {hint} {card.name}'")
    if card.zone != HAND or card.owner != action.player:
        return Verdict.refuse("not-in-hand", f"{card.name} is not in {action.player}'s hand.")
    verdict, company = acting_character(game, action.player, action.character)
    if not verdict:
        return verdict
    site = s.cards[company.site]
    if free_minor_item(s, card.card, company):
        return game.responding(action.player)
    if site.tapped and not card.card.trait("playable_at_tapped_site"):
        return Verdict.refuse("site-tapped", f"{site.name} is tapped.")
    if not playable_here(card.card, site):
        return Verdict.refuse("not-playable-at-site", f"{card.name} is not playable at {site.name}.")
    return game.responding(action.player)


def free_minor_item(state, card, company) -> bool:
    """CoE 2.V.5: after a resource tapped the site, one more minor item may be played as the next action."""
    return state.free_minor_item == company.name and card.subtype == "Minor Item"


def playable_here(card, site) -> bool:
    if card.kind == "item":
        return ITEM_WORDS.get(card.subtype, card.subtype.lower()) in site.card.fact("playable_items", [])
    names = card.trait("playable_at")
    if names is not None:
        return site.card.name in names
    return site.card.fact("site_type") in card.trait("playable_site_types", [])


def play_resource(game, action) -> None:
    s = game.state
    card, character = s.get(action.card), s.get(action.character)
    free = free_minor_item(s, card.card, s.companies[character.company])
    s.free_minor_item = None
    character.tapped = True
    s.move(card.name, CHAIN)
    kind = "play-item" if card.card.kind == "item" else "play-ally"
    game.declare(Declared(action.player, kind, card.name, character.name,
                          data={"taps_site": not free, "free_minor_item": free}), RESOURCE)


def cancel(game, entry, why: str) -> bool:
    """The action has no effect; a card played from hand is discarded (Annotation 7)."""
    s = game.state
    if entry.card and s.cards[entry.card].zone == CHAIN:
        s.move(entry.card, DISCARD)
    s.log.append(f"{entry.label()}: canceled, {why}")
    return True


def actor_still_tapped(game, entry) -> bool:
    actor = game.state.cards.get(entry.actor)
    return actor is not None and actor.zone == PLAY and actor.tapped


def resolve_play(game, entry) -> bool:
    s = game.state
    if not actor_still_tapped(game, entry):
        return cancel(game, entry, f"{entry.actor} is no longer in play and tapped (Annotation 5)")
    company = s.company_of(entry.actor)
    site = s.cards[company.site]
    card = s.cards[entry.card]
    free = entry.data.get("free_minor_item")
    if site.tapped and not free and not card.card.trait("playable_at_tapped_site"):
        return cancel(game, entry, f"{site.name} is tapped (CoE 2.V.1.1)")
    s.move(card.name, PLAY, attached_to=entry.actor)
    if free:
        s.log.append(f"{card.name} comes into play under {entry.actor} as the additional minor item")
    else:
        site_taps(s, site, company)
        s.log.append(f"{card.name} comes into play under {entry.actor}; {site.name} taps")
    if card.card.kind == "item":
        trigger(game, "item-gained-in-company", company=company.name, character=entry.actor)
        trigger(game, "item-played-at-site", company=company.name, character=entry.actor, site=site.name)
    return True


def site_taps(state, site, company) -> None:
    """A resource that taps the site resolved: the site taps and one additional minor item may follow."""
    site.tapped = True
    state.free_minor_item = company.name


# --- ring test
def check_ring_test(game, action) -> Verdict:
    s = game.state
    ring = s.get(action.ring)
    tester = s.get(action.character, "character")
    if not tester.card.trait("ring_tester"):
        raise InputError(f"{tester.name} has no ability to test a gold ring")
    if ring.card.subtype != "Gold Ring Item" or ring.zone != PLAY or s.company_of(ring.name) is None \
            or s.company_of(ring.name).name != tester.company:
        return Verdict.refuse("invalid-target", f"{ring.name} is not a gold ring in {tester.name}'s company.")
    verdict, _ = acting_character(game, action.player, action.character)
    return verdict if not verdict else game.responding(action.player)


def declare_ring_test(game, action) -> None:
    game.state.get(action.character).tapped = True
    game.declare(Declared(action.player, "ring-test", action.ring, action.character), RESOURCE)


def resolve_ring_test(game, entry) -> bool:
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, "the ring test")
    s = game.state
    if s.cards[entry.card].zone == PLAY:
        s.move(entry.card, DISCARD)
    s.log.append(f"ring test of {entry.card} rolled {entry.roll}; {entry.card} is discarded")
    return True


# --- attacks, summarised by their outcome
def check_defeat(game, action) -> Verdict:
    s = game.state
    company = s.get_company(action.company)
    if s.phase != SITE_PHASE or s.active_company != company.name:
        return Verdict.refuse("wrong-phase", f"It is not the site phase of {company.name}.")
    if action.player != s.resource_player:
        return Verdict.refuse("wrong-player", "Only the resource player's company faces attacks.")
    if s.chains:
        return Verdict.refuse("must-start-chain", "A chain of effects is still open: both players must pass "
                              "before the company faces the next attack.")
    if action.attack not in must_face(s, company):
        return Verdict.refuse("no-attack", f"{company.name} has no attack {action.attack!r} to face.")
    return Verdict.allow()


def defeat(game, action) -> None:
    s = game.state
    company = s.get_company(action.company)
    if action.attack == "the automatic-attacks":
        company.faced_automatic_attacks = True
        return
    company.attacks_to_face.remove(action.attack)
    creature = s.cards[action.attack]
    s.move(creature.name, MP_PILE)
    creature.owner = s.resource_player


# --- phase boundaries
def check_begin(game, action) -> Verdict:
    s = game.state
    company = s.get_company(action.company)
    another = s.phase == ENDED and s.active_company != company.name
    if not another and (s.phase != MOVEMENT_HAZARD or s.active_company != company.name):
        return Verdict.refuse("wrong-phase", f"The site phase of {company.name} can begin only after its "
                              "movement/hazard phase or after another company's site phase has ended.")
    if s.chains:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects first.")
    return Verdict.allow()


def begin(game, action) -> None:
    s = game.state
    if s.phase == MOVEMENT_HAZARD:
        s.mh_record = record(s)
    s.phase, s.active_company = SITE_PHASE, s.get_company(action.company).name


def record(state) -> frozenset[str]:
    """What existed during the movement/hazard phase: cards in play and the companies."""
    return frozenset([i.name for i in state.cards.values() if i.zone == PLAY] + list(state.companies))


def check_end(game, action) -> Verdict:
    s = game.state
    company = s.get_company(action.company)
    if action.player != s.resource_player:
        return Verdict.refuse("wrong-player", "Only the resource player ends a site phase.")
    if s.phase != SITE_PHASE or s.active_company != company.name:
        return Verdict.refuse("wrong-phase", f"It is not the site phase of {company.name}.")
    if s.chains:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects first.")
    return Verdict.allow()


def end(game, action) -> None:
    s = game.state
    for inst in s.on_guard(action.company):
        s.move(inst.name, HAND)
    s.phase = ENDED
