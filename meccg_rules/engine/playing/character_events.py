"""An event that brings a character from hand into play (A Chance Meeting, We Have Come to Kill).

Such a short-event (``brings_character``) brings a character from its player's hand into play at the site of one of
his companies, if that site is of a type the card names: "Alice plays A Chance Meeting to bring Beretar in as a
follower of Aragorn II." or "... to bring Beretar into Fellowship." (general influence). It is a resource
played with the timing of any resource short-event, in any phase of its player's turn, while the company is at a
site, not between sites (CRF 22 [CoE IE 2018]). The character is extra to the one character a turn may be played
or discarded (CoE 2.II.2; CRF 22 [CoE IE 2018]), and he may come at a site that is neither a Haven nor his home
site: the card names the sites.

The influence he comes under must have room for his mind: a controller's direct influence (CoE 2.II.2.2.1), or
his player's unused general influence (CRF 22, We Have Come to Kill: enough influence to control him). A card
may allow only direct influence, and may exclude races ("a non-Wizard character": CRF 22, A Chance Meeting
[Van 1999]). The rest of what playing a character asks still holds: one copy of a unique character, his
alignment, what the company may hold (``organization``).

The engine's readings, where the sources are silent: the event and the character leave the hand as it is
declared, in a chain of effects; as it resolves, if the company is still at a site of those types and the
influence still has room, the character comes in, untapped; otherwise he goes back to the hand and the event is
discarded (CoE 9.2). The card names where he comes, so the rule that a player with his avatar in play plays
characters at the avatar's site or as followers (CoE 2.II.2.2) is not applied to it.

A card that names agents (``agents``: We Have Come to Kill, CRF 22 [Van 1999]) brings an agent character in as any
other character, for a player who plays agents as characters (CoE 2.II.2.2.5, 1.3.W2), at one of his home sites of
the card's types, and at any other site of those types too: there the card's text, which names those sites,
conflicts with his home site rule, and the card takes precedence (CoE 9.4.3; the rest of the rule holds). A card
that does not name agents (A Chance Meeting) brings an agent character in only as his player could play him as one
(CoE 2.II.2.2.5): the agents family's veto in ``may play character`` says whether he may come, and nothing lifts its
home site rule, so he comes only at one of his home sites that is also of the card's types, and only for a player
for whom agents are characters (CoE 1.3.R2, 1.3.F4; never a Wizard or Balrog player, 1.3.W2, 1.3.B2). The engine's
reading, where the rules are silent: a card whose text says nothing of agents does not speak against that rule, so
the rule holds beside the card's sites (his home site must be one of them), where We Have Come to Kill's text,
which names agents, overrides it (CoE 9.4.3).

The event is a resource of its player's, played only by a player whose deck may hold it (CoE 1.3.W3, 1.3.R3, 1.3.B3;
the ``may play card`` query, ``start_of_game/cards_a_player_may_include.check_play``, asked of every card played):
a Ringwraith player plays no hero A Chance Meeting, so of the players for whom an agent is a character, only a
Fallen-wizard player brings one in by it.

A card that names Ringwraith followers (``ringwraith_followers``: We Have Come to Kill, CRF 22 [CoE IE 2018]) brings
a Ringwraith avatar card in as the follower of its player's Ringwraith, though it brings in no Ringwraith otherwise
(``except_races``): the players family says whether a Ringwraith follower may be played there (CoE 2.II.2.1.R4, R5;
``ringwraith_followers.check_played``), and he takes one point of his controller's direct influence. A card that
does not name them refuses him (R4: a card that allows it), unless a card of his player in play whose character play
is not modelled might be the one that allows it (not modelled).
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
from ..primitives.regions import site_type
from ..primitives.unique import check_unique
from . import resource_actions
from . import ringwraith_followers_together as together

if TYPE_CHECKING:
    from ..game import Game
    from .actions import PlayCharacterEvent
    from .keys import BringsCharacter

KIND = "bring character"   # the declared kind


def _rule(inst: Instance) -> BringsCharacter | None:
    return inst.card.trait("brings_character")


def check(game: Game, action: PlayCharacterEvent) -> Verdict:
    s = game.state
    event = s.find(action.card)
    newcomer = s.find(action.character, "character")
    rule = _rule(event)
    if rule is None:
        raise InputError(f"{event.name} brings no character into play")
    if not newcomer.card.is_character:
        raise InputError(f"{newcomer.name} is {newcomer.card.kind}, not a character")
    if action.others and not rule.several_ringwraith_followers:
        return Verdict.refuse("character-event-one", f"{event.name} brings one character in (its text).")
    for inst in (event, newcomer):
        if not (held := s.in_hand(action.player, inst)):
            return held
    verdict = resource_actions.check(s, action.player, event.card, None, "", None)
    if not verdict:
        return verdict
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    if rule.several_ringwraith_followers:   # They Ride Together
        on = together.company_played_on(s, action)
        return together.check(game, action, event, rule, _at_site(s, event, on, rule))
    rw_follower = _ringwraith_follower(action, newcomer)
    if rw_follower:
        verdict = ringwraith_followers.check_played(s, action.player, s.find(action.follower_of or "", "character"),
                                                    newcomer, rule.ringwraith_followers,
                                                    lambda site: characters.is_home_site(s, newcomer.card, site))
        if not verdict:
            return verdict
    elif newcomer.card.race in rule.except_races:
        return Verdict.refuse("character-event-excluded", f"{event.name} cannot bring in "
                              f"{newcomer.card.race or 'that character'}s ({s.label(newcomer)}; its text).")
    verdict, company = _company(s, action, rule)
    if not verdict or company is None:
        return verdict
    verdict = _at_site(s, event, company, rule)
    if not verdict:
        return verdict
    verdict = check_unique(s, newcomer)
    if not verdict:
        return verdict
    verdict = alignments.check_character(s, action.player, newcomer)
    if not verdict:
        return verdict
    site = s.cards[company.site]
    modelled.refuse_in_play(s, "character play", site.card)
    verdict = queries.veto("may play character", s, action.player, newcomer, site.card, bool(action.follower_of))
    if not verdict and not _agent_away_from_home(rule, verdict):
        return verdict
    verdict = _influence(s, action, newcomer)
    if not verdict:
        return verdict
    verdict = check_composition(s, company, [newcomer])
    if verdict and rw_follower:   # what a Ringwraith follower's text does in play, once the play is allowed, but
        modelled.refuse(newcomer.card, modelled.IN_PLAY, as_follower=True)   # as his player's avatar (R5, R7)
    return verdict


def _ringwraith_follower(action: PlayCharacterEvent, newcomer: Instance) -> bool:
    """A Ringwraith avatar card brought in as a follower: as a Ringwraith follower (CoE 2.II.2.1.R4)."""
    return bool(action.follower_of) and newcomer.card.race == "Ringwraith" and bool(newcomer.card.fact("avatar"))


def _company(state: State, action: PlayCharacterEvent, rule: BringsCharacter) -> tuple[Verdict, Company | None]:
    """The company he joins: his controller's, or the one named (general influence)."""
    if action.follower_of:
        if "direct" not in rule.influence:
            return Verdict.refuse("character-event-influence", "This card brings a character in under general "
                                  "influence (its text)."), None
        controller = state.find(action.follower_of, "character")
        if controller.zone != IN_PLAY or controller.controller != action.player or not controller.card.is_character:
            return Verdict.refuse("not-a-character", f"{state.label(controller)} is not {action.player}'s "
                                  "character in play."), None
        return Verdict.allow(), state.companies[controller.company or ""]
    if not action.company:
        raise InputError("say where the character comes in: into a company, or as a follower of a character")
    if "general" not in rule.influence:
        return Verdict.refuse("character-event-influence", "This card brings a character in with direct "
                              "influence only: as a follower (its text)."), None
    company = state.get_company(action.company)
    if company.owner != action.player:
        return Verdict.refuse("wrong-player", f"{company.id} is not {action.player}'s company."), None
    return Verdict.allow(), company


def _at_site(state: State, event: Instance, company: Company, rule: BringsCharacter) -> Verdict:
    site = state.cards[company.site]
    kind = site_type(state, site)
    if company.en_route:
        return Verdict.refuse("character-event-site", f"{company.id} is between sites: {event.name} is played "
                              "while the company is at a site (CRF 22 [CoE IE 2018]).")
    darkhaven = "Darkhaven" in rule.site_types and alignments.is_darkhaven(site.card)   # They Ride Together
    if kind not in rule.site_types and not darkhaven:
        return Verdict.refuse("character-event-site", f"{event.name} brings a character in at a "
                              f"{' or '.join(rule.site_types)}; {state.label(site)} is a {kind or 'site of no type'}.")
    return Verdict.allow()


def _agent_away_from_home(rule: BringsCharacter, refused: Verdict) -> bool:
    """An agent brought in by a card that names agents (CRF 22, We Have Come to Kill [Van 1999]) comes at any site of
    the card's types: where his home site rule (CoE 2.II.2.2.5) would refuse him, the card's text, which says
    otherwise, takes precedence (CoE 9.4.3), the rest of that rule still holding (a Wizard or Balrog player's agent
    is a hazard, never a character)."""
    return rule.agents and refused.code == "agent-character-home-site"


def _influence(state: State, action: PlayCharacterEvent, newcomer: Instance) -> Verdict:
    if action.follower_of:
        return control.check_follower(state, state.find(action.follower_of), newcomer,
                                      ringwraith_follower=_ringwraith_follower(action, newcomer))
    if control.is_avatar(newcomer):
        return Verdict.allow()
    free, need = control.unused_general_influence(state, action.player), control.mind(state, newcomer)
    if need > free:
        return Verdict.refuse("not-enough-general-influence", f"{action.player} has {free} general influence left; "
                              f"{state.label(newcomer)}'s mind is {need} (CRF 22, We Have Come to Kill).")
    return Verdict.allow()


def declare(game: Game, action: PlayCharacterEvent) -> None:
    s = game.state
    if action.others or _rule(s.find(action.card)).several_ringwraith_followers:   # type: ignore[union-attr]
        return together.declare(game, action)
    event, newcomer = s.find(action.card), s.find(action.character)
    controller = s.find(action.follower_of) if action.follower_of else None
    company = s.companies[controller.company or ""] if controller is not None else s.get_company(action.company or "")
    s.move(event.id, CHAIN)
    s.move(newcomer.id, CHAIN)
    game.declare(Declared(action.player, KIND, event.id, actor=newcomer.id, target=company.id,
                          data={"follower_of": controller.id if controller is not None else ""}), RESOURCE)


def resolve(game: Game, entry: Declared) -> bool:
    """He comes in, if the company is still at such a site and the influence still has room (CoE 9.2)."""
    s = game.state
    event, newcomer = s.cards[entry.card], s.cards[entry.actor]
    rule = _rule(event)
    company = s.companies.get(entry.target)
    if "newcomers" in entry.data:   # They Ride Together
        return together.resolve(game, entry, rule is not None and company is not None
                                and bool(_at_site(s, event, company, rule)))
    controller = s.cards.get(entry.data.get("follower_of", ""))
    fits = rule is not None and company is not None and bool(_at_site(s, event, company, rule))
    if fits and controller is not None:
        rw_follower = newcomer.card.race == "Ringwraith" and bool(newcomer.card.fact("avatar"))
        fits = controller.zone == IN_PLAY and controller.company == entry.target and \
            bool(control.check_follower(s, controller, newcomer, ringwraith_follower=rw_follower))
    elif fits:
        fits = control.is_avatar(newcomer) or control.mind(s, newcomer) <= \
            control.unused_general_influence(s, event.controller)
    if not fits or company is None:
        s.move(newcomer.id, HAND)
        return cancel(s, entry, f"{s.label(newcomer)} cannot come in now: he goes back to the hand")
    s.move(newcomer.id, IN_PLAY)
    newcomer.company, newcomer.follower_of = company.id, controller.id if controller is not None else None
    s.move(event.id, DISCARD)
    s.log.append(f"{s.label(newcomer)} comes into play in {company.id}"
                 + (f" as a follower of {s.label(controller)}" if controller is not None else "")
                 + f" by {event.name}")
    return True


def label(entry: Declared, state: State) -> str:
    if "newcomers" in entry.data:
        return together.label(entry, state)
    return f"{state._name(entry.card)} brings {state._name(entry.actor)} into play"
