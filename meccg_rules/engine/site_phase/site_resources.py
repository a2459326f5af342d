"""The site phase: playing items and allies, and what must come first (CoE 2.V).

Items, allies and factions need an untapped character at an untapped site once
every automatic-attack (and revealed on-guard creature) has been faced, and no
attack, an agent's either, is under way (CoE 2.V.1.1); the character taps at declaration, the site only when the play resolves
successfully (CoE 2.V.1 to 2.V.4). After a resource taps the site, one more
minor item may be played as the resource player's next action (CoE 2.V.5); at
an Under-deeps site, any one item playable there instead (2.V.5.1), but after a
rescue a minor item only (3.III.5; CRF 22, Under-deeps).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..combat import flow
from ..organization import location_decks
from . import acting_races, allowed_items, buried_items, burglary, entering_attacks, in_addition, matching_alignment
from . import traded_items
from . import untapping_sites, wizardhaven_allies
from .automatic_attacks import automatic_attacks, check_ready_to_act, must_face
from .playable import playable_here
from ..items.bearing import check_bearer
from ..playing import duplication
from ..playing.actions import PlayEvent
from ..primitives.conditions import check_conditions
from ..primitives.unique import check_unique
from ..core import modelled, queries
from ..core.chain import Declared, RESOURCE, cancel
from ..core.errors import InputError, Verdict, a
from ..primitives.effects import refuse_resource_play_on
from ..primitives.positions import check_untapped
from ..core.state import CHAIN, IN_PLAY

if TYPE_CHECKING:
    from .actions import EnterSite, FaceAutomaticAttacks, PlayResource
    from ..core.cards import Card
    from ..game import Game
    from ..core.state import Company, Instance, State



def at_tapped_site(card: Card, site: Card) -> bool:
    """A resource its text lets be played at a tapped site (Noble Hound; "at any tapped or untapped ...": the facts'
    ``playable_if_tapped``), or an item at a site whose text lets items be played there while it is tapped
    (``items_when_tapped``: Tharbad)."""
    return bool(card.fact("playable_at_tapped_site") or card.fact("playable_if_tapped")
                or (card.kind == "item" and site.trait("items_when_tapped")))


def acting_character(game: Game, player: str, ref: str, ally: bool = False,
                     offer: bool = False) -> tuple[Verdict, Company | None]:
    """The untapped character of ``player`` in the company whose site phase it is, ready to act; with ``ally``, an
    ally in play may act too (one whose text lets it: the caller has checked); with ``offer`` (a minor item), also
    one of the company the additional minor item is offered to, as the next declared action (CoE 2.V.5: the offer
    itself is made only in that company's site phase)."""
    s = game.state
    inst = s.find(ref, "character")
    if not (inst.card.is_character or (ally and inst.card.kind == "ally")) or inst.zone != IN_PLAY:
        return Verdict.refuse("not-a-character", f"{s.label(inst)} is not a character in play."), None
    if inst.controller != player:
        return Verdict.refuse("wrong-player", f"{s.label(inst)} is not {player}'s character."), None
    company = s.company_of(inst.id)
    offered = offer and company is not None and s.free_minor_item == company.id
    if company is None or (not offered and (s.phase != "site" or s.active_company != company.id)):
        whose = company.id if company else inst.company
        return Verdict.refuse("wrong-phase", f"It is not the site phase of {whose}."), None
    untapped = check_untapped(s, inst)
    if not untapped:
        return untapped, None
    if company.idle or company.returned:
        return Verdict.refuse("company-does-nothing-now", f"{company.id} must do nothing this site phase."), None
    verdict = check_ready_to_act(s, company)   # entered, and no attack under way, an agent's either
    return verdict, company if verdict else None


EVENTS = ("short-event", "long-event", "permanent-event")
# per turn: the company whose offer of one more item is for a minor item only, even at an Under-deeps site (the offer
# after a rescue: CoE 3.III.5; CRF 22, Under-deeps; the prisoners family makes it)
MINOR_ONLY = "additional item: minor only"


def _as_event(action: PlayResource) -> PlayEvent:
    """'Alice taps Sam Gamgee to play Concealment': an event played by tapping a character."""
    return PlayEvent(action.player, action.card, None, "", action.character)


def check_play_resource(game: Game, action: PlayResource) -> Verdict:
    s = game.state
    card = s.find(action.card)
    if burglary.is_burglary(card.card):
        return burglary.check_attempt(game, action)
    if card.card.kind in EVENTS:
        from ..playing.card_events import check_play_event
        return check_play_event(game, _as_event(action))
    if card.card.kind not in ("item", "ally"):
        hint = "influence" if card.card.kind == "faction" else "play"
        raise InputError(f"{card.name} is {a(card.card.kind)}, not an item or ally; "
                         f"write '{action.player} taps {action.character} to {hint} {card.name}'")
    if not (held := buried_items.held(s, action.player, card)):   # or as though in hand (Great Secrets Buried There)
        return held
    verdict = check_unique(s, card)
    if not verdict:
        return verdict
    verdict, company = acting_character(game, action.player, action.character, offer=card.card.kind == "item")
    if not verdict or company is None:
        return verdict
    verdict = check_bearer(s, card.card, s.find(action.character).id)
    if verdict:   # an ally or item its text keeps from characters of some races (The Balrog: no Ringwraith)
        verdict = acting_races.check(s, card.card, s.find(action.character).id)
    if not verdict:
        return verdict
    verdict = check_one_in_company(s, card, company)
    if verdict:   # at a site card lent for one use only (a host's rescue site card, CoE 3.III.6)
        verdict = check_lent_site(s, card.card, company)
    if verdict and card.card.kind == "ally":   # a card on the company may keep allies out (Fell Rider)
        verdict = queries.veto("may join company", s, company.id, [card])
    if not verdict:
        return verdict
    site = s.cards[company.site]
    # what the site's text lets be played, or a card on the site changes of it (Rebuild the Town), not modelled
    modelled.refuse_any((site.card, *(i.card for i in s.attached(site.id))), ("resource play",))
    refuse_resource_play_on(s, company)
    verdict = matching_alignment.check(s, action.player, card.card, site)   # a Fallen-wizard's (CoE 2.V.F1)
    if not verdict:
        return verdict
    buried = buried_items.host_of(s, action.player, card) is not None
    if buried:   # only at an Under-deeps site where it is normally playable (CRF 22, Great Secrets Buried There)
        verdict = buried_items.check_site(s, action.player, card, site)
        if not verdict:
            return verdict
    if free_minor_item(s, card.card, company):
        return game.responding(action.player)
    if in_addition.applies(card.card):   # in addition to an ally or faction (Ent-draughts), its own conditions too
        verdict = in_addition.check(s, card.card, company, site)
        if verdict:
            verdict = check_conditions(s, card.card, card.card.trait("playable_if", ()), site.id)
        return game.responding(action.player) if verdict else verdict
    allowed = allowed_items.usable(s, card.card, company, s.find(action.character).id)   # Thorough Search
    if _by_wizardhaven_card(s, action.player, card.card, site) is not None:   # An Untimely Brood
        allowed = True
    allowed = allowed and not buried   # what makes an item playable elsewhere is not "normally" (buried_items)
    if site.tapped and not at_tapped_site(card.card, site.card) and not allowed:
        return Verdict.refuse("site-tapped", f"{s.label(site)} is tapped.")
    if not playable_here(s, card.card, site) and not (traded_items.traded_for(s, card.card, site, company)
                                                   and not buried) and not allowed:
        spent = wizardhaven_allies.used_up(s, action.player, card.card, site)
        return Verdict.refuse("not-playable-at-site", f"{card.name} is not playable at {s.label(site)}" + (
            f" ({s.label(spent)} has been used this turn)." if spent is not None else "."))
    verdict = check_conditions(s, card.card, card.card.trait("playable_if", ()), site.id)   # its own, on the site
    if not verdict:
        return verdict
    return game.responding(action.player)


def _by_wizardhaven_card(state: State, player: str, card: Card, site: Instance) -> Instance | None:
    """The card in play through which this ally is played at this protected Wizardhaven: only where the site would
    not let it be played otherwise, not playable there or tapped (``wizardhaven_allies``)."""
    if playable_here(state, card, site) and (not site.tapped or at_tapped_site(card, site.card)):
        return None
    return wizardhaven_allies.allowing(state, player, card, site)


def check_one_in_company(state: State, card: Instance, company: Company) -> Verdict:
    """A card that cannot be duplicated in a given company (Great Bats): refused while the company or one of its
    characters holds a copy (``playing/duplication.py``); checked again as the play resolves, CoE g.cbd.1, a second
    copy then discarded without effect."""
    if duplication.scope(card.card, None) != "in company":
        return Verdict.allow()
    return duplication.check(state, card.card, company.id, None)


def check_lent_site(state: State, card: Card, company: Company) -> Verdict:
    """At a site card another player's card has lent the company for one purpose (a hazard host's rescue site card:
    the rescue and the minor item that may follow it, CoE 3.III.6; ``organization/location_decks.py``), a resource
    is played there only as that minor item (an item, an ally, a faction: what uses the site)."""
    if free_minor_item(state, card, company) and state.turn.per_turn.get(MINOR_ONLY) == company.id:
        return Verdict.allow()
    return location_decks.check_used(state, state.cards[company.site])


def free_minor_item(state: State, card: Card, company: Company) -> bool:
    """CoE 2.V.5: after a resource tapped the site, one more minor item may be played as the next action; at an
    Under-deeps site, any one item playable there instead (2.V.5.1), unless the offer is for a minor item only (a
    rescue's, ``MINOR_ONLY``: CoE 3.III.5; CRF 22, Under-deeps)."""
    if state.free_minor_item != company.id or card.kind != "item":
        return False
    if card.subtype == "Minor Item":
        return True
    site = state.cards[company.site]
    return bool(site.card.fact("under_deeps")) and state.turn.per_turn.get(MINOR_ONLY) != company.id \
        and playable_here(state, card, site)


def play_resource(game: Game, action: PlayResource) -> None:
    s = game.state
    card, character = s.find(action.card), s.find(action.character)
    company = s.company_of(character.id)
    free = company is not None and free_minor_item(s, card.card, company)
    s.free_minor_item = None   # the offer was for this one action, whatever it declares (CoE 2.V.5)
    s.turn.per_turn.pop(MINOR_ONLY, None)
    if burglary.is_burglary(card.card):
        return burglary.attempt(game, action)
    if card.card.kind in EVENTS:
        from ..playing.card_events import play_event
        return play_event(game, _as_event(action))
    assert company is not None, "check_play_resource found the character's company"
    site = s.cards[company.site]
    if not free and not playable_here(s, card.card, site) and traded_items.traded_for(s, card.card, site, company):
        traded_items.use(s, site)   # the one item the minor items were traded for (Hermit's Hill)
    extra = in_addition.applies(card.card)   # in addition to an ally or faction: the site does not tap
    normally = free or extra or buried_items.host_of(s, action.player, card) is not None   # no other card's help
    allowed = "" if normally or not allowed_items.usable(s, card.card, company, character.id) \
        else allowed_items.use(s, company)   # the card allowing it: the site does not tap
    brood = None if normally or allowed else _by_wizardhaven_card(s, action.player, card.card, site)
    if brood is not None:   # an ally played at a protected Wizardhaven through a card in play (An Untimely Brood)
        wizardhaven_allies.use(s, brood, card.id)
    s.tap(character.id)
    s.move(card.id, CHAIN)
    kind = "play-item" if card.card.kind == "item" else "play-ally"
    game.declare(Declared(action.player, kind, card.id, character.id,
                          data={"taps_site": not (free or allowed or extra), "free_minor_item": free,
                                "allowed_by": allowed, "in_addition": extra,
                                "through": s.label(brood) if brood is not None else ""}),
                 RESOURCE)


def actor_still_tapped(game: Game, entry: Declared) -> bool:
    actor = game.state.cards.get(entry.actor)
    return actor is not None and actor.zone == IN_PLAY and actor.tapped


def resolve_play(game: Game, entry: Declared) -> bool:
    s = game.state
    if not actor_still_tapped(game, entry):
        return cancel(game.state, entry, f"{s._name(entry.actor)} is no longer in play and tapped (Annotation 5)")
    company = s.company_of(entry.actor)
    assert company is not None, "a tapped actor in play is in a company"
    site = s.cards[company.site]
    card = s.cards[entry.card]
    free, allowed = entry.data.get("free_minor_item"), entry.data.get("allowed_by")
    extra, through = entry.data.get("in_addition"), entry.data.get("through")
    if site.tapped and not free and not allowed and not extra and not through \
            and not at_tapped_site(card.card, site.card):
        return cancel(game.state, entry, f"{s.label(site)} is tapped (CoE 2.V.1.1)")
    if not (duplicate := check_bearer(s, card.card, entry.actor)) \
            or not (duplicate := check_one_in_company(s, card, company)):
        return cancel(game.state, entry, duplicate.sentence)
    s.move(card.id, IN_PLAY, attached_to=entry.actor)
    if free:
        s.log.append(f"{s.label(card)} comes into play under {s._name(entry.actor)} as the additional "
                     + ("minor item" if card.card.subtype == "Minor Item" else "item (an Under-deeps site)"))
    elif allowed:
        s.log.append(f"{s.label(card)} comes into play under {s._name(entry.actor)} through {allowed}; "
                     f"{s.label(site)} does not tap")
    elif extra:
        s.log.append(f"{s.label(card)} comes into play under {s._name(entry.actor)} in addition to the ally or "
                     f"faction played at {s.label(site)}; the site does not tap")
    else:   # through An Untimely Brood too: the site taps as for any ally (CRF 22, Site Phase: unless stated)
        taps = site_taps(s, site, company)
        s.log.append(f"{s.label(card)} comes into play under {s._name(entry.actor)}"
                     + (f" through {through}" if through else "") + f"; {s.label(site)} "
                     + ("taps" if taps else "never taps"))
        if card.card.kind == "ally":
            in_addition.ally_played(s, company, site)
    if card.card.kind == "item":
        s.emit("item-gained-in-company", company=company.id, character=entry.actor, item=card.id)
        s.emit("item-played-at-site", company=company.id, character=entry.actor, site=site.id, item=card.id)
    return True


def site_taps(state: State, site: Instance, company: Company) -> bool:
    """A resource that taps the site resolved: the site taps and, in the company's site phase, one additional minor
    item may follow (CoE 2.V.5); a site that never taps stays untapped and offers none (untapping_sites.py).
    Whether it tapped."""
    if not untapping_sites.tap_site(state, site):
        return False
    if state.phase == "site":
        state.free_minor_item = company.id
    return True


# --- entering the site
def _check_may_enter(game: Game, action: FaceAutomaticAttacks | EnterSite,
                     own: Callable[[Company, bool], Verdict]) -> Verdict:
    """The company entering its site, facing its automatic-attacks or declaring that it enters a site with none: its
    site phase, its player, no chain of effects or combat; then the action's ``own`` test (given whether the company
    faces automatic-attacks as it enters); then not a company that must do nothing (CoE 2.V), nor one returned to its
    site of origin, whose player initiates no action in its site phase (CoE 2.IV.4), not even entering the site."""
    s = game.state
    company = s.get_company(action.company)
    if s.phase != "site" or s.active_company != company.id:
        return Verdict.refuse("wrong-phase", f"It is not the site phase of {company.id}.")
    if action.player != company.owner:
        return Verdict.refuse("wrong-player", f"Only {company.owner}'s company enters its site.")
    if s.chains or s.combat is not None:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects and the combat first.")
    faces = not company.automatic_attacks_faced and "the automatic-attacks" in must_face(s, company)
    if not (verdict := own(company, faces)):
        return verdict
    if company.idle or company.returned:   # it does not enter its site (CoE 2.V, 2.IV.4)
        return Verdict.refuse("company-does-nothing-now", f"{company.id} must do nothing this site phase: it does "
                              "not enter its site.")
    return Verdict.allow()


def check_face_automatic_attacks(game: Game, action: FaceAutomaticAttacks | EnterSite) -> Verdict:
    return _check_may_enter(game, action, _automatic_attacks_left)


def _automatic_attacks_left(company: Company, faces: bool) -> Verdict:
    if faces:
        return Verdict.allow()
    if company.automatic_attacks_faced or company.entered:
        return Verdict.refuse("no-attack", f"{company.id} has no automatic-attack left to face.")
    return Verdict.refuse("no-attack", f"{company.id}'s site has no automatic-attack: write "
                          f"'{company.id} enters its site' (CoE 2.V.iii).")


def face_automatic_attacks(game: Game, action: FaceAutomaticAttacks | EnterSite) -> None:
    """The company chooses to enter its site: first a roll for each card on it that may attack it then (Doubled
    Vigilance), then the attacks those rolls call for, then the automatic-attacks (CoE 2.V.ii)."""
    company = game.state.get_company(action.company)
    if not entering_attacks.awaits_roll(game.state, company):
        _enter(game, company)


def check_enter_site(game: Game, action: EnterSite) -> Verdict:
    """'Fellowship enters its site.': facing the automatic-attacks where the site has any (or a card on it attacks
    a company entering it); else the declaration that it enters a site with none (CoE 2.V, 2.V.iii:
    ``declared_entering``), made once, by a company that may enter its site."""
    return _check_may_enter(game, action, _not_entered)


def _not_entered(company: Company, faces: bool) -> Verdict:
    if not faces and (company.automatic_attacks_faced or company.entered):
        return Verdict.refuse("site-entered", f"{company.id} has entered its site already.")
    return Verdict.allow()


def entering_rolled(game: Game, value: int) -> None:
    """The roll for a card on the site as the company enters (the ``rolls`` table): the next card's, or in."""
    company = game.state.current_company()
    entering_attacks.rolled(game.state, company, value)
    if not entering_attacks.awaits_roll(game.state, company):
        _enter(game, company)


def _enter(game: Game, company: Company) -> None:
    s = game.state
    first = entering_attacks.attacks(s, company)
    queued = automatic_attacks(s, company.id)
    if not queued:  # none at the site, or its only automatic-attack reveals a creature, and none was revealed
        company.automatic_attacks_faced = True
        s.log.append(f"{company.id} faces no automatic-attack")
        if not first:
            flow.queue_attacks_to_face(game, company)   # agents' attacks may wait for the resource player's order
            company.entered = True
            return
    flow.begin(game, first + queued)

