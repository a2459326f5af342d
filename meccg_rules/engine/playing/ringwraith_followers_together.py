"""An event that brings several Ringwraith followers from hand into play in one play (They Ride Together).

Such a card (``brings_character`` with ``several_ringwraith_followers``) is played on its player's Ringwraith's
company, at a site of the types it names (a Darkhaven), in the phases it names (the organization phase): "Alice plays
They Ride Together on Wraiths, bringing Khamûl the Ringwraith and Adûnaphel the Ringwraith." Each character it brings
is a Ringwraith avatar card from the hand, played as a Ringwraith follower of that Ringwraith, who is his player's
avatar ("your Ringwraith", CoE 2.II.2.1.R5): the players family says whether one may be played there (R4,
``ringwraith_followers.check_played``). As many come as the player names and the Ringwraith's unused direct
influence controls, one point each (R5): the card says "as you have ... direct influence to control".

The company's size stays limited (``max_size``): CRF 22, They Ride Together, says the limit of seven still holds,
though a company at a Haven has none otherwise (CoE 2.II.3.1). The newcomers count with the company's characters as
any character does (CoE 2.II.3.1.1); the rest of what the company may hold is asked as for any character joining it
(``organization/composition``).

The engine's readings, where the sources are silent: the card and its characters leave the hand as it is declared,
in a chain of effects, with the one character a turn left as it is (the card, not the turn's character play, brings
them, as A Chance Meeting's does: ``character_events``); as it resolves, if the company is still at such a site and
the influence and the size limit still have room for all of them, they all come in, untapped; otherwise they all go
back to the hand and the card is discarded (CoE 9.2).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled, queries
from ..core.chain import RESOURCE, Declared, cancel
from ..core.errors import InputError, Verdict
from ..core.state import CHAIN, DISCARD, HAND, IN_PLAY, Company, Instance, State
from ..organization import characters, control
from ..organization.composition import check_composition
from ..players import alignments, ringwraith_followers
from ..primitives.races import size_of
from ..primitives.unique import check_unique

if TYPE_CHECKING:
    from ..game import Game
    from .actions import PlayCharacterEvent
    from .keys import BringsCharacter

KIND = "bring character"   # the declared kind, as character_events' (which dispatches it here)


def your_ringwraith(state: State, player: str, company: Company) -> Instance | None:
    """The player's Ringwraith in the company: his avatar, a Ringwraith avatar card who is no Ringwraith follower
    (CoE 2.II.2.1.R5)."""
    return next((c for c in state.characters(company.id) if c.controller == player
                 and ringwraith_followers.is_ringwraith_avatar(c) and ringwraith_followers.may_control(c, c)), None)


def company_played_on(state: State, action: PlayCharacterEvent) -> Company:
    if action.company:
        return state.get_company(action.company)
    if action.follower_of:
        return state.companies[state.find(action.follower_of, "character").company or ""]
    raise InputError("say on which company the card is played")


def check(game: Game, action: PlayCharacterEvent, event: Instance, rule: BringsCharacter,
          at_site: Verdict) -> Verdict:
    """May the card bring these Ringwraith followers in (``at_site``: the site types' verdict, asked by the caller)?"""
    s = game.state
    newcomers = [s.find(ref, "character") for ref in (action.character, *action.others)]
    if len({n.id for n in newcomers}) < len(newcomers):
        raise InputError(f"{event.name}: a character is named twice")
    if rule.phases and s.phase not in rule.phases:
        return Verdict.refuse("wrong-phase", f"{event.name} is played only in the {' or '.join(rule.phases)} phase "
                              "(its text).")
    company = company_played_on(s, action)
    ringwraith = your_ringwraith(s, action.player, company)
    if company.owner != action.player or ringwraith is None:
        return Verdict.refuse("not-your-ringwraiths-company", f"{event.name} is played on {action.player}'s "
                              f"Ringwraith's company; {company.id} is not (its text).")
    if action.follower_of and s.find(action.follower_of, "character").id != ringwraith.id:
        return Verdict.refuse("not-your-ringwraiths-company", f"{event.name} brings Ringwraith followers in under "
                              f"{action.player}'s Ringwraith, {s.label(ringwraith)} (its text).")
    if not at_site:
        return at_site
    site = s.cards[company.site]
    for newcomer in newcomers:
        verdict = _check_one(game, action.player, event, ringwraith, newcomer, site)
        if not verdict:
            return verdict
    verdict = _influence(s, ringwraith, newcomers)
    if not verdict:
        return verdict
    verdict = check_composition(s, company, newcomers)
    if not verdict:
        return verdict
    verdict = _size(s, event, company, newcomers, rule)
    for newcomer in newcomers if verdict else ():   # what their texts do in play, but as his player's avatar
        modelled.refuse(newcomer.card, modelled.IN_PLAY, as_follower=True)   # (CoE 2.II.2.1.R5, R7)
    return verdict


def _check_one(game: Game, player: str, event: Instance, ringwraith: Instance, newcomer: Instance,
               site: Instance) -> Verdict:
    s = game.state
    if not (held := s.in_hand(player, newcomer)):
        return held
    if not newcomer.card.is_character:
        raise InputError(f"{newcomer.name} is {newcomer.card.kind}, not a character")
    if not ringwraith_followers.is_ringwraith_avatar(newcomer):
        return Verdict.refuse("character-event-excluded", f"{event.name} brings in only Ringwraith followers; "
                              f"{s.label(newcomer)} is none (its text).")
    for verdict in (ringwraith_followers.check_played(s, player, ringwraith, newcomer, True,
                                                      lambda card: characters.is_home_site(s, newcomer.card, card)),
                    check_unique(s, newcomer), alignments.check_character(s, player, newcomer)):
        if not verdict:
            return verdict
    modelled.refuse_in_play(s, "character play", site.card)
    return queries.veto("may play character", s, player, newcomer, site.card, True)   # under the Ringwraith's


def _influence(state: State, ringwraith: Instance, newcomers: list[Instance]) -> Verdict:
    """One point of the Ringwraith's unused direct influence for each (CoE 2.II.2.1.R5), but those a Black Horse in
    the company or their own card frees of it (``ringwraith_followers.influence_needed``)."""
    available = control.available_direct_influence(state, ringwraith.id, newcomers[0])
    need = ringwraith_followers.influence_needed(state, ringwraith.company or "", len(newcomers), None,
                                                 tuple(newcomers))
    if need > available:
        return Verdict.refuse("not-enough-direct-influence", f"{state.label(ringwraith)} has {available} direct "
                              f"influence left; {len(newcomers)} Ringwraith followers take {need} (CoE 2.II.2.1.R5).")
    return Verdict.allow()


def _size(state: State, event: Instance, company: Company, newcomers: list[Instance],
          rule: BringsCharacter) -> Verdict:
    """The company's size limit, which holds even at a Haven (CRF 22, They Ride Together)."""
    size = size_of(state, state.characters(company.id) + newcomers)
    if rule.max_size and size > rule.max_size:
        return Verdict.refuse("company-size-with-card", f"{company.id} would count {size} characters: with "
                              f"{event.name} a company's size is still limited to {rule.max_size} (CRF 22, They Ride "
                              "Together).")
    return Verdict.allow()


def declare(game: Game, action: PlayCharacterEvent) -> None:
    s = game.state
    event = s.find(action.card)
    company = company_played_on(s, action)
    ringwraith = your_ringwraith(s, action.player, company)
    newcomers = [s.find(ref, "character") for ref in (action.character, *action.others)]
    s.move(event.id, CHAIN)
    for newcomer in newcomers:
        s.move(newcomer.id, CHAIN)
    game.declare(Declared(action.player, KIND, event.id, actor=newcomers[0].id, target=company.id,
                          data={"follower_of": ringwraith.id if ringwraith else "",
                                "newcomers": [n.id for n in newcomers]}), RESOURCE)


def resolve(game: Game, entry: Declared, at_site: bool) -> bool:
    """They all come in, if the company is still at such a site (``at_site``) and the Ringwraith's influence and the
    size limit still have room for all of them (the engine's reading; CoE 9.2)."""
    s = game.state
    event = s.cards[entry.card]
    rule = event.card.trait("brings_character")
    newcomers = [s.cards[ref] for ref in entry.data["newcomers"]]
    company = s.companies.get(entry.target)
    ringwraith = s.cards.get(entry.data.get("follower_of", ""))
    fits = at_site and company is not None and ringwraith is not None and ringwraith.zone == IN_PLAY \
        and ringwraith.company == entry.target and bool(_influence(s, ringwraith, newcomers)) \
        and bool(_size(s, event, company, newcomers, rule))
    if not fits or company is None or ringwraith is None:
        for newcomer in newcomers:
            s.move(newcomer.id, HAND)
        return cancel(s, entry, f"{', '.join(s.label(n) for n in newcomers)} cannot come in now: back to the hand")
    for newcomer in newcomers:
        s.move(newcomer.id, IN_PLAY)
        newcomer.company, newcomer.follower_of = company.id, ringwraith.id
        s.log.append(f"{s.label(newcomer)} comes into play in {company.id} as a follower of {s.label(ringwraith)} "
                     f"by {event.name}")
    s.move(event.id, DISCARD)
    return True


def label(entry: Declared, state: State) -> str:
    names = [state._name(ref) for ref in entry.data.get("newcomers", [entry.actor])]
    return f"{state._name(entry.card)} brings {', '.join(names)} into play"
