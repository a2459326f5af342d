"""The turn: its phases in order, one movement/hazard and one site phase per company, roles swapping.

untap -> organization -> long-event -> movement/hazard (each company) -> site
(each company) -> end-of-turn; then the hazard player becomes the resource
player (CoE 2). Every start and end is emitted as an event ("phase-started",
"phase-ended", "turn-ended"); what the rules give "until the end of the
phase/turn" ends with them. The untap phase ends in two steps: everything untaps and
"end-of-untap-phase" is emitted, the moment a card's ``when`` clause may wait for ("at the end of each of his
untap phases", CRF 22, Untap Phase); the passive conditions it triggers resolve in a chain of effects
while the phase lasts, and the phase ends once no chain is left (``after_chains``; CoE 9.6.6). A company's
movement/hazard phase ends the same way ("end-of-movement-hazard-phase"; ``movement_hazard_end``), and so does
the turn ("end-of-opponents-turn"; ``turn_end``). Hands are reset
at the end of each movement/hazard phase and of the turn (CoE 2.IV.viii, 2.VI.ii): a player whose
play deck the example does not describe draws nothing (the engine's reading).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..movement_hazard import ahunts as ahunt, movement_limits, moving
from ..end_of_game import free_council as end_game
from ..start_of_game.play_deck import draw
from ..environments import environments
from ..hazards import hazard_limit as hazards, revealed_hazards
from ..hazards import sites_counted_as_free_holds as free_holds
from ..organization import doubled_copies, joining, later_site_paths, movement, moving_again, characters as organization
from ..organization import card_sites, lent_sites
from ..players import alignments, forced_site_versions, multi_player, ringwraith_modes, stage_wizardhavens
from ..players import as_your_ringwraith
from ..combat import thieving
from ..influence import offerings
from ..agents import hero_site_cards
from ..items import instead, item_or_wound
from ..playing import hand_effects
from ..core import events, modelled, queries
from ..items import automatic_ring_tests
from ..site_phase import sieges
from ..core.actions import Action, OrderTriggered, Pass, Roll, StateOutcome
from ..corruption.actions import SupportCorruptionCheck
from ..playing.actions import PlayEvent
from ..core.errors import InputError, NotModelledError, Verdict
from ..primitives import healing, regions
from ..primitives.regions import company_types
from . import long_events, untap_rolls
from .movement_hazard_end import MH_ENDING
from .turn_end import TURN_ENDING
from ..primitives.positions import may_untap
from ..core.state import DISCARD, HAND, IN_PLAY, LOCATION_DECK, Company, Instance, Pending, State, Turn

if TYPE_CHECKING:
    from ..core.actions import Discard
    from .actions import BeginMovementHazard, BeginSitePhase, EndPhase, EndSitePhase, ResetHands
    from ..game import Game
    from ..core.state import State

PHASES = ("untap", "organization", "long-event", "movement/hazard", "site", "end-of-turn")
HAND_SIZE = 8
HANDS_RESET = ("hands reset",)   # per-phase key: the end-of-turn phase's step 2 is done (CoE 2.VI.ii)
UNTAP_ENDING = ("untap phase ending",)   # per-phase key: its end was declared; its passive conditions resolve
MOVES_ON = ("moves on once the hands are reset",)   # per-turn key: the company that moves again, waiting for a
#                                                     player to discard down to his hand size first (CRF 22, Bridge)


def _phase_word(phase: str) -> str:
    return phase.removesuffix(" phase").strip().lower()


def _ready(game: Game, player: str) -> Verdict:
    s = game.state
    if player != s.resource_player:
        return Verdict.refuse("wrong-player", f"Only the resource player ({s.resource_player}) moves the turn on.")
    if s.chains:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects first: both players must pass.")
    return Verdict.allow()


# ------------------------------------------------------------------ ending a phase
def check_end_phase(game: Game, action: EndPhase) -> Verdict:
    s = game.state
    phase = _phase_word(action.phase)
    if phase not in PHASES:
        raise InputError(f"there is no {action.phase} phase; the phases are: {', '.join(PHASES)}")
    if phase == "site":
        raise InputError("end a company's site phase with 'Alice ends the site phase of COMPANY'")
    if phase == "untap":  # what a card's text has done in its controller's organization phase, not modelled
        modelled.refuse_of_player(s, "organization", s.resource_player)
        # what a site's text does in the untap phase of a company there (the minion Barad-dûr: a Darkhaven then)
        modelled.refuse_any((s.cards[c.site].card for c in s.companies_of(s.resource_player)), ("untap",))
        # what a card on one of his characters lets its bearer do in his untap phase (Morgul-knife's removal)
        modelled.refuse_any((i.card for c in s.companies_of(s.resource_player) for ch in s.characters(c.id)
                             for i in s.attached(ch.id) if i.card.gaps), ("bearer's untap phase",))
        # a card in play changing who untaps whose text is not modelled, unless it spares him
        alignments.refuse_in_play_for(s, "untap phases", s.resource_player)
    if phase == "organization" and s.phase == phase:   # a card on a company's site acting as it ends (Siege's roll)
        sieges.organization_ends(s)
    if phase == "end-of-turn":  # what a card's text does as the turn ends, not modelled: said before it ends
        modelled.refuse_in_play(s, "turn end")
        modelled.refuse_of_player(s, "opponent turn", s.resource_player)   # the next turn is his opponent's
    if s.phase != phase or (phase == "movement/hazard" and action.company and
                            s.get_company(action.company).id != s.active_company):
        now = f"the {s.phase} phase" + (f" of {s.active_company}" if s.active_company else "")
        return Verdict.refuse("wrong-phase", f"It is {now}, not the {phase} phase"
                              + (f" of {action.company}" if action.company else "") + ".")
    if phase == "movement/hazard" and s.active_company is None:
        return Verdict.refuse("wrong-phase", "No company's movement/hazard phase is under way.")
    verdict = _ready(game, action.player)
    if verdict and phase == "organization":
        return organization.check_end(game)
    return verdict


def end_phase(game: Game, action: EndPhase) -> None:
    s = game.state
    phase = _phase_word(action.phase)
    if phase == "movement/hazard":
        _declare_movement_hazard_end(game)   # what waits for its end first; it ends in ``after_chains``
    elif phase == "end-of-turn":   # what waits for the turn's end first; it ends in ``after_chains``
        if not s.turn.per_phase.get(HANDS_RESET):   # step 2 comes before step 3's passive conditions (CoE 2.VI)
            reset_hands(s)
            s.turn.per_phase[HANDS_RESET] = 1
        s.turn.per_phase[TURN_ENDING] = 1
        s.emit("end-of-opponents-turn", player=s.resource_player)
    elif phase == "untap":  # the untapping, then what waits for its end; the phase ends in ``after_chains``
        _untap(s)
        s.turn.per_phase[UNTAP_ENDING] = 1
        s.emit("end-of-untap-phase", player=s.resource_player)
    else:
        if phase == "organization" and not organization.settle_influence(game):
            return  # the player discards characters first (CoE 2.II.8); ``discard`` goes on
        _leave(s, phase)
        _enter(game, PHASES[PHASES.index(phase) + 1])


def _leave(state: State, phase: str, company: str | None = None) -> None:
    if phase == "long-event" and long_events.kept(state) is None:  # CoE 2.III.3: the hazard player's hazard
        for inst in _long_events(state, state.hazard_player, "Hazard"):  # long-events go (not under Will of Sauron)
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded at the end of the long-event phase")
        lasting = [o for o in state.ongoing if o.until == regions.LONG_EVENT and o.source in state.cards
                   and state.cards[o.source].owner == state.hazard_player]
        for o in lasting:   # an effect lasting as the player's hazard long-event would (Witch-king of Angmar)
            state.ongoing.remove(o)
            state.log.append(f"the long-event effect of {state._name(o.source)} ends with the long-event phase")
    state.emit("phase-ended", phase=phase, company=company or "")
    state.turn.per_phase.clear()


def _enter(game: Game, phase: str, company: str | None = None) -> None:
    s = game.state
    s.turn.phase, s.turn.company = phase, company
    s.log.append(f"the {phase} phase" + (f" of {company}" if company else "") + " begins")
    if phase == "untap":  # what lasts until its player's next untap phase ends as that phase begins
        s.ongoing = [o for o in s.ongoing if not (o.until == "next-untap" and o.source in s.cards
                                                  and s.cards[o.source].owner == s.resource_player)]
    if phase == "long-event":  # CoE 2.III.1: the resource player's resource long-events go
        for inst in _long_events(s, s.resource_player, "Resource"):
            s.move(inst.id, DISCARD)
            s.log.append(f"{s.label(inst)} is discarded at the start of the long-event phase")
    if phase == "organization":  # a card whose text goes in its organization phase if its company is at a Haven
        _discard_at_havens(s)
        organization.dissolve_empty(s)   # emptied since the last organizing (a corruption check a card called)
    if phase == "end-of-turn":  # the gold rings tested by themselves as the phase begins (CoE 6.2.R1, R2, B1)
        automatic_ring_tests.begin(game)
    if phase == "site" and company is None:  # CoE 2.IV.5: every company is at its site again
        for moved in s.companies.values():
            moved.en_route = False
    if phase == "movement/hazard" and company is None and not s.companies_of(s.resource_player):
        s.log.append(f"{s.resource_player} has no company: no movement/hazard or site phase (CoE 2.IV.1, 2.V.7)")
        return _enter(game, "end-of-turn")
    s.emit("phase-started", phase=phase, company=company or "")
    if phase == "organization":   # "during your organization phase": what a card's passive condition does then
        s.emit("start-of-organization-phase", player=s.resource_player)
    if phase == "site" and company:   # a card on the site attacks before the company decides to enter (Siege)
        sieges.begin(game, company)


AT_HAVEN = "its company is at a Haven in its organization phase"
ALONE_AT_HAVEN = "its character is alone at a Haven in its organization phase"


def _discard_at_havens(state: State) -> None:
    """"Discard this card during its organization phase if the company is at a Haven/Darkhaven": at the start of
    the resource player's organization phase, such a card on one of his companies (or on a character in it) there
    goes (the engine's reading: the condition is checked as the phase begins, when no company has moved). "If
    target character is in a company by himself and at a Haven/Darkhaven" (So You've Come Back): only when he is
    the one character of his company; allies do not count (CRF 22, So You've Come Back). A mode card ("during any
    of your following organization phases the company is at a Darkhaven", Black Rider) may take the company's
    Ringwraith followers with it (``ringwraith_modes.followers_going_with``). A hazard reads the site as hazards do: a
    Haven its card counts as another type for hazards is none (``events.is_haven``: Geann a-Lisch, a Ruins & Lairs)."""
    for inst in [i for i in state.cards.values() if i.zone == IN_PLAY and set(i.card.trait("discarded_when", ()))
                 & {AT_HAVEN, ALONE_AT_HAVEN}]:
        company = state.companies.get(inst.attached_to or "") or state.company_of(inst.id)
        if company is None or company.owner != state.resource_player \
                or not events.is_haven(state.cards[company.site].card, inst.card.type == "Hazard"):
            continue   # a hazard's "at a Haven/Darkhaven": not at one it counts as another type (Geann a-Lisch)
        site = state.label(state.cards[company.site])
        if AT_HAVEN in inst.card.trait("discarded_when", ()):
            followers = ringwraith_modes.followers_going_with(state, inst, company.id)   # Black Rider
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded: {company.id} is at {site} in its organization phase")
            for follower in followers:
                state.move(follower.id, DISCARD)
                state.log.append(f"{state.label(follower)}, a Ringwraith follower in {company.id}, is discarded "
                                 f"with {state.label(inst)}")
        elif len(state.characters(company.id)) == 1:   # allies are no characters: he is alone with them (CRF 22)
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded: {state._name(inst.attached_to or '')} is alone "
                             f"in {company.id} at {site} in its organization phase")


def _long_events(state: State, player: str, kind: str) -> list[Instance]:
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.owner == player
            and i.card.kind == "long-event" and i.card.type == kind]


def _untap(state: State) -> None:
    """CoE 2.I.1: the resource player's tapped non-site cards untap; wounded characters (and allies, healed as
    characters are, CRF 22, Ally) at a Haven heal, or at a site a card makes a Haven for healing (Houses of
    Healing).

    The rules let the player choose, card by card; the engine takes every choice, when the untap
    phase ends (the engine's reading: nobody would decline to untap or heal). That healing is a healing effect:
    it reaches whom Ioreth, Old Forest or Rhosgobel say (``primitives/healing.py``); a card it has healed so is
    not untapped too (each card either untaps or heals), so the choices are made before any is carried out.
    """
    untaps: list[Instance] = []
    heals: list[Instance] = []
    for inst in state.cards.values():
        if inst.zone != IN_PLAY or inst.controller != state.resource_player or inst.card.is_site \
                or inst.card.trait("may_not_untap") == "in the untap phase":
            continue
        company = state.company_of(inst.id) if inst.card.is_character or inst.card.kind == "ally" else None
        if inst.wounded and company is not None and heals_at(state, state.cards[company.site], inst.controller):
            heals.append(inst)
        elif inst.tapped and not inst.wounded and may_untap(state, inst):
            untaps.append(inst)
    untaps = untap_rolls.hold(state, untaps)   # away from some sites a card makes characters roll (Worn and Famished)
    for inst in untaps:
        state.untap(inst.id)
    for inst in heals:
        if inst.wounded:  # not healed already by another's healing reaching him
            healing.heal(state, [inst.id], to="tapped")  # healed to the tapped position


def heals_at(state: State, site: Instance, player: str) -> bool:
    """Is ``site`` a Haven for healing: a Haven no card in play counts as a Free-hold for healing (Balrog of Moria's
    Lórien, ``hazards/sites_counted_as_free_holds``) where ``player`` may take actions specific to havens (a
    Fallen-wizard's only at Wizardhavens, CoE g.hav.F1: the query ``haven actions``), or a site a card on it makes
    one for healing (``haven_for``), or a site whose card is a Darkhaven in the untap phase
    (``darkhaven_in_untap_phase``: Barad-dûr, "Treat this site as a Darkhaven during the untap phase"; the engine's
    reading, what a haven does in the untap phase being its healing, CoE 2.I.1, beside its type, a Haven then:
    ``primitives/regions.site_type``), but for a Fallen-wizard player, who heals at no Darkhaven (g.hav.F1)? Asked in
    the untap phase alone."""
    haven = stage_wizardhavens.haven_in_play(state, site) and free_holds.counted_as_free_hold(state, site) is None \
        and bool(queries.veto("haven actions", state, site, player))
    darkhaven = bool(site.card.trait("darkhaven_in_untap_phase")) \
        and alignments.alignment_of(state, player) != alignments.FALLEN_WIZARD
    return haven or darkhaven or any("healing" in i.card.trait("haven_for", ()) for i in state.attached(site.id))


# ------------------------------------------------------------------ movement/hazard phases
def check_begin_movement_hazard(game: Game, action: BeginMovementHazard) -> Verdict:
    s = game.state
    company = s.get_company(action.company)
    if s.phase != "movement/hazard" or s.active_company is not None:
        return Verdict.refuse("wrong-phase", "A company's movement/hazard phase begins after the long-event phase "
                              "or after another company's movement/hazard phase.")
    if company.owner != s.resource_player:
        return Verdict.refuse("wrong-player", f"{company.id} is not {s.resource_player}'s company.")
    if company.id in s.turn.mh_done:
        return Verdict.refuse("phase-done", f"{company.id} has had its movement/hazard phase this turn.")
    # a card in play acting on moving companies (Mordor in Arms), not modelled, unless it spares their player
    alignments.refuse_in_play_for(s, "movement/hazard phases", s.resource_player)
    return later_site_paths.check_choice(s, company, action.via, movement.destination_check(s, company)) \
        and _ready(game, s.resource_player)


def begin_movement_hazard(game: Game, action: BeginMovementHazard) -> None:
    company = game.state.get_company(action.company)
    later_site_paths.choose(game.state, company, action.via)   # a site path left for later (CoE 2.IV.ii)
    start_movement_hazard(game, company.id)


def start_movement_hazard(game: Game, company_id: str) -> None:
    """Steps 1 to 6 (CoE 2.IV.i-vi): the new site and site path are known, the hazard limit is fixed."""
    s = game.state
    company = s.companies[company_id]
    movement.reveal_new_site(s, company)
    movement_limits.discard_out_of_bounds(s, company)
    company.hazard_limit = hazards.base_hazard_limit(s, company_id)
    company.hazards_played = 0
    company.on_guard_placed = False
    s.log.append(f"{company_id}'s hazard limit is {company.hazard_limit}")
    revealed_hazards.show_as_phase_begins(s, company_id)   # a multi-player game's show, of the hand before the draws
    if company.moving:
        moving.company_moves(s, company)
        ahunt.on_reveal(game, company)
    revealed_hazards.ask_to_show(s, company_id)
    _enter(game, "movement/hazard", company_id)


def _declare_movement_hazard_end(game: Game, then_site: str | None = None) -> None:
    """Step 8 begins (CoE 2.IV.viii, 9.6.6): once both players are done, the passive conditions waiting for the end
    of the company's movement/hazard phase are set off ("end-of-movement-hazard-phase", with the region types of
    its site path: none for a company back at its site of origin, CoE 2.IV.4) and resolve while the phase lasts;
    it ends in ``after_chains`` once none is left, then ``then_site``'s site phase begins if one was asked for."""
    s = game.state
    company = s.current_company()
    origin = s.cards.get(company.origin) if company.moving and company.origin else None
    if origin is not None and origin.zone == IN_PLAY and origin.owner != company.owner \
            and origin.lent_to != company.owner:   # a site lent him is his to leave (lent_sites)
        # only a hazard replacing its new site (replace-new-site) leaves a company at the other player's site card
        raise NotModelledError(f"the engine does not model a company leaving a site card of the other player's "
                               f"location deck ({company.id} leaving {origin.owner}'s {s.label(origin)}): whose "
                               "card it is and where it goes then")
    s.turn.per_phase[MH_ENDING] = then_site or True
    s.emit("end-of-movement-hazard-phase", company=company.id, player=s.resource_player,
           regions=tuple(company_types(s, company)))


def _finish_movement_hazard_end(game: Game) -> None:
    """Its passive conditions have resolved: the phase ends, and the site phase asked for, if any, begins."""
    s = game.state
    then = s.turn.per_phase.get(MH_ENDING)
    _end_movement_hazard(game)
    if isinstance(then, str):
        _begin_site(game, then)


def _end_movement_hazard(game: Game) -> None:
    """Step 8 (CoE 2.IV.viii): the site of origin goes, hands are reset."""
    s = game.state
    company = s.current_company()
    _leave(s, "movement/hazard", company.id)
    company.mh_record = record(s)
    moving_again.phase_complete(s, company)   # a complete one, its movement made or not (CRF 22 [CoE 2002])
    if events.moved_to_haven(s, company):   # remembered for the turn, should it move on (Bridge): Lure of Creation
        s.turn.per_turn[(events.MOVED_TO_HAVEN, company.id)] = events.HAZARD_HAVEN if events.moved_to_haven(
            s, company, for_hazard=True) else True
    if company.moving and company.origin and company.origin in s.cards:
        origin = s.cards[company.origin]
        others = [c for c in s.companies.values() if c.site == origin.id and c is not company]
        if lent_sites.leaving(s, origin, company, others):   # a lent site goes back to its lender
            pass
        elif not others and card_sites.leaving(s, origin):   # a card used as a site is discarded
            pass
        elif not others and origin.zone == IN_PLAY:
            # 2.IV.viii: discarded if tapped and no haven for its player (his Wizardhaven by a card on it too)
            tapped_non_haven = origin.tapped and not stage_wizardhavens.haven_in_play(s, origin)
            s.move(origin.id, DISCARD if tapped_non_haven else LOCATION_DECK)
            s.log.append(f"{s.label(origin)}, the site of origin, goes to the "
                         f"{'discard pile' if tapped_non_haven else 'location deck'}")
    s.turn.company = None
    reset_hands(s)
    if moving_again.follows(s, company):   # it moves again at once: an additional movement/hazard phase follows
        if s.pending is not None and s.pending.kind == "discard":
            s.turn.per_turn[MOVES_ON] = company.id   # once the hands are reset (CRF 22, Bridge), in ``discard``
            return
        _move_again(game, company)
        return
    s.turn.mh_done.append(company.id)
    if all(c.id in s.turn.mh_done for c in s.companies_of(s.resource_player)):
        s.turn.mh_record = record(s)
        joining.join_at_end(game)
        _enter(game, "site")


def _move_again(game: Game, company: Company) -> None:
    """The additional movement/hazard phase of a company that moves again begins, the hands reset before it."""
    alignments.refuse_in_play_for(game.state, "movement/hazard phases", game.state.resource_player)   # as above
    moving_again.begun(game.state, company)
    company.draws = {}
    start_movement_hazard(game, company.id)


def ending_untap(game: Game, action: Action) -> Verdict:
    """The gate of the untap phase: once its end is declared, while the passive conditions of that moment resolve,
    only what answers them (CoE 9.6.6): passing, rolling, ordering them, and what acts on a corruption check,
    tapping to support it or a resource that modifies it (the only checks such conditions call for today)."""
    s = game.state
    if not s.turn.per_phase.get(UNTAP_ENDING) or isinstance(action, (Pass, Roll, StateOutcome, OrderTriggered,
                                                                       SupportCorruptionCheck)):
        return Verdict.allow()
    if isinstance(action, PlayEvent) and end_game.affects_corruption_checks(s, action):
        return Verdict.allow()
    return Verdict.refuse("end-of-phase-actions", "The untap phase is ending: only actions answering its passive "
                          "conditions may be declared now (CoE 9.6.6).",
                          "CoE 9.6.6; CRF 22, Rulings by Term > End of Phase/Turn")


def after_chains(game: Game) -> None:
    """Once the chains are done: sites kept tapped by cards in play tap; in the organization phase, a company left
    without characters goes; an untap phase whose end was declared ends; a company returned to its site of origin
    ends its movement/hazard phase (CoE 2.IV.4)."""
    s = game.state
    environments.tap_sites(s)
    if s.phase == "organization":   # a check a card called may have taken a company's last character
        organization.dissolve_empty(s)
    if s.phase == "end-of-turn" and s.turn.per_phase.get(TURN_ENDING) and not s.triggered and s.pending is None:
        _end_turn(game)   # its passive conditions have resolved (CoE 9.6.6)
        return
    if s.phase == "untap" and s.turn.per_phase.get(UNTAP_ENDING) and not s.triggered and s.pending is None:
        _leave(s, "untap")   # its passive conditions have resolved (CoE 9.6.6)
        _enter(game, "organization")
        return
    company = s.companies.get(s.active_company or "")
    if s.phase != "movement/hazard" or company is None or s.combat is not None or s.attacks or s.pending is not None:
        return
    if company.returned and not s.turn.per_phase.get(MH_ENDING):
        s.log.append(f"{company.id} returned to its site of origin: its movement/hazard phase ends at once")
        _declare_movement_hazard_end(game)   # what waits for its end is still set off (CoE 9.6.6)
        events.dispatch(game)
    if s.turn.per_phase.get(MH_ENDING) and not s.triggered:
        _finish_movement_hazard_end(game)   # its passive conditions have resolved (CoE 9.6.6)


def record(state: State) -> frozenset[str]:
    """What existed during a movement/hazard phase: the cards in play and the companies."""
    return frozenset([i.id for i in state.cards.values() if i.zone == IN_PLAY] + list(state.companies))


# ------------------------------------------------------------------ site phases
def check_begin_site_phase(game: Game, action: BeginSitePhase) -> Verdict:
    s = game.state
    company = s.get_company(action.company)
    if company.owner != s.resource_player:
        return Verdict.refuse("wrong-player", f"{company.id} is not {s.resource_player}'s company.")
    in_its_mh = s.phase == "movement/hazard" and s.active_company == company.id
    others_left = [c.id for c in s.companies_of(s.resource_player)
                   if c.id not in s.turn.mh_done and c.id != s.active_company]
    if in_its_mh and others_left:
        return Verdict.refuse("wrong-phase", f"Site phases begin once every company has had its movement/hazard "
                              f"phase; {', '.join(others_left)} has not.")
    between = s.phase == "site" and s.active_company is None
    if not (in_its_mh or between):
        return Verdict.refuse("wrong-phase", f"The site phase of {company.id} can begin only after the "
                              "movement/hazard phases, or after another company's site phase has ended.")
    if company.id in s.turn.site_done:
        return Verdict.refuse("phase-done", f"{company.id} has had its site phase this turn.")
    # what its site's text does as its site phase begins (the minion Barad-dûr: its gold rings tested), not modelled
    modelled.refuse_any((s.cards[company.site].card,), ("site phase",))
    # a card in play acting at sites of some kinds (The Black Enemy's Wrath), not modelled, unless it spares him
    alignments.refuse_in_play_for(s, "site phases", s.resource_player)
    forced_site_versions.refuse_at_hero_site(s, company)   # a hero card a hazard has him give up (Heart Grown Cold)
    moves_on = next((c for c in s.companies_of(s.resource_player) if moving_again.follows(s, c)), None)
    if in_its_mh and moves_on is not None:
        return Verdict.refuse("wrong-phase", f"{moves_on.id} moves again: its additional movement/hazard phase "
                              "follows this one, before any site phase.")
    return _ready(game, s.resource_player)


def begin_site_phase(game: Game, action: BeginSitePhase) -> None:
    s = game.state
    if s.phase == "movement/hazard":   # the last company's movement/hazard phase ends first (``after_chains``)
        _declare_movement_hazard_end(game, s.get_company(action.company).id)
        return
    _enter(game, "site", s.get_company(action.company).id)


def _begin_site(game: Game, company: str) -> None:
    """The site phase asked for as the last movement/hazard phase ended (unless a choice of the hazard player's
    about joining companies comes first)."""
    s = game.state
    if s.pending is not None and s.pending.kind == joining.KEEP:
        s.log.append("the site phases wait for the hazard player's choice of the company that stays")
        return
    _enter(game, "site", company)


def check_end_site_phase(game: Game, action: EndSitePhase) -> Verdict:
    s = game.state
    company = s.get_company(action.company)
    if s.phase != "site" or s.active_company != company.id:
        return Verdict.refuse("wrong-phase", f"It is not the site phase of {company.id}.")
    if s.combat is not None or s.attacks:   # an attack made as the site phase began (Siege) comes before anything
        return Verdict.refuse("attack-being-faced", f"{company.id} must first face the attack under way: it "
                              "decides whether to enter its site only after that.")
    revealed = [c for c in company.attacks_to_face if s.in_play(c)]
    if revealed:  # revealed on-guard as it entered (CoE 2.V.i): the company cannot do nothing now
        return Verdict.refuse("revealed-attack-to-face", f"{company.id} entered its site when "
                              f"{', '.join(s._name(c) for c in revealed)} was revealed on-guard: it must face the "
                              "automatic-attacks, then that attack.")
    if not (verdict := queries.veto("may end the site phase", s, company)):   # a choice not to enter, awaited
        return verdict
    return _ready(game, action.player)


def end_site_phase(game: Game, action: EndSitePhase) -> None:
    """CoE 2.V.10: once every company's site phase has ended, the on-guard cards still face down go back to the
    hazard player's hand (not when the site phase of the company they lie on ends)."""
    s = game.state
    company = s.get_company(action.company)
    _leave(s, "site", company.id)
    s.turn.site_done.append(company.id)
    s.turn.company = None
    if all(c.id in s.turn.site_done for c in s.companies_of(s.resource_player)):
        for inst in s.on_guard():
            s.move(inst.id, HAND)
            s.log.append(f"{s.label(inst)}, still on-guard, goes back to {inst.owner}'s hand: the site phases are over "
                         "(CoE 2.V.10)")
        _enter(game, "end-of-turn")


# ------------------------------------------------------------------ end of turn
def _end_turn(game: Game) -> None:
    s = game.state
    hero_site_cards.discard_without_site(s)   # an agent revealed with no site card this turn (CoE 4.2.2)
    if not s.turn.per_phase.get(HANDS_RESET):
        reset_hands(s)
    _leave(s, "end-of-turn")
    s.emit("turn-ended", turn=s.turn.number)
    if end_game.council_due(s):
        end_game.begin_council(s)
        return
    for company in s.companies.values():
        company.origin, company.moving, company.site_path, company.movement = None, False, (), ""
        company.hazard_limit, company.hazards_played, company.on_guard_placed = None, 0, False
        company.entered = company.automatic_attacks_faced = company.does_nothing = company.returned = False
        company.en_route = False
        company.draws = {}
        company.idle_unless_tapped = []
        company.attacks_to_face, company.attacks_faced, company.mh_record = [], [], None
    s.resource_player, s.hazard_player, s.others = multi_player.next_roles(s)
    s.turn = Turn(number=s.turn.number + 1, phase="untap")
    s.log.append(f"turn {s.turn.number}: {s.resource_player} is the resource player")
    _enter(game, "untap")


def hand_size(state: State, player: str) -> int:
    """Eight, changed by the ``hand size`` statics of the player's cards in play, each only ``at`` the site it
    names when it names one (CoE 1.11.2, 1.11.3), or with ``at_darkhaven`` only while it is its player's avatar at a
    Darkhaven (``players/as_your_ringwraith``), and by the ``hand size`` modifications his cards made that
    are still in effect (Book of Mazarbul's, until his next untap phase).

    Read only when hands are reset, so a change waits for the next reset (CRF 22, Rulings by Term > Hand Size).
    """
    size = HAND_SIZE
    for inst in state.cards.values():
        if inst.zone != IN_PLAY or inst.controller != player:
            continue
        for change in inst.card.statics:
            if change.stat != "hand size":
                continue
            company = state.company_of(inst.id)
            here = state.cards[company.site].name if company else None
            if (not change.at or here == change.at) and as_your_ringwraith.keeps_hand_size(state, inst, change):
                size += change.by
    for made in state.ongoing:
        if made.stat == "hand size" and made.target in state.cards and state.cards[made.target].owner == player:
            size += made.by
    return size


def reset_hands(state: State) -> None:
    """Every player draws up to his hand size from a described play deck, or discards down to it, one at a time
    (CoE 2.IV.viii, 2.VI.ii; in a multi-player game every player, CRF 22, Multi-player Games)."""
    for player in state.players:
        size = hand_size(state, player)
        draw(state, player, max(0, size - len(state.hand(player))))
        excess = len(state.hand(player)) - size
        if excess > 0 and state.pending is None:
            state.pending = Pending(player, f"{excess} card{'s' if excess > 1 else ''} down to {size}",
                                    kind="discard")


def check_reset_hands(game: Game, action: ResetHands) -> Verdict:
    """Step 2 of the end-of-turn phase, said on its own so that cards may be played after it (CRF 22)."""
    s = game.state
    if s.phase != "end-of-turn":
        return Verdict.refuse("wrong-phase", "Hands are reset in the end-of-turn phase (CoE 2.VI.ii).")
    if s.turn.per_phase.get(HANDS_RESET):
        return Verdict.refuse("hands-reset", "Both players have reset their hands this end-of-turn phase.")
    return _ready(game, action.player)


def reset_hands_now(game: Game, action: ResetHands) -> None:
    s = game.state
    reset_hands(s)
    s.turn.per_phase[HANDS_RESET] = 1
    s.log.append("both players have reset their hands")


def check_discard(game: Game, action: Discard) -> Verdict:
    s = game.state
    if doubled_copies.waiting(s):   # two copies a join brought together (So You've Come Back)
        return doubled_copies.check_discard(game, action)
    if thieving.waiting(s):
        return thieving.check_discard(game, action)
    if item_or_wound.waiting(s):   # an item in place of a wound (Rats!)
        return item_or_wound.check_discard(game, action)
    if offerings.waiting(s):   # the item discarded to make an offering's roll (Token of Goodwill)
        return offerings.check_discard(game, action)
    if instead.waiting(s):   # an item discarded, or a card in its place (Leaf Brooch)
        return instead.check_discard(game, action)
    if hand_effects.waiting(s):   # a card of a kind an effect makes the opponent discard (Dragon's Hunger)
        return hand_effects.check_discard(game, action)
    inst = s.find(action.card)
    if inst.zone == IN_PLAY and inst.card.is_character:
        return organization.check_discard_character(game, action)
    if s.pending is not None and s.pending.kind == organization.OVER_INFLUENCE:
        return Verdict.refuse("not-a-character", f"{s.label(inst)} is not a character in play: characters are "
                              "discarded to come within general influence (CoE 2.II.8).")
    if s.phase == "end-of-turn" and s.turn.per_phase.get(HANDS_RESET) and not (
            s.pending is not None and s.pending.kind == "discard"):
        return Verdict.refuse("hands-reset", "The hands have been reset: the end-of-turn discard comes before "
                              "(CoE 2.VI.i-ii).")
    if not (held := s.in_hand(action.player, inst)):
        return held
    waiting = s.pending is not None and s.pending.kind == "discard" and s.pending.player == action.player
    if not waiting and s.phase == "end-of-turn":
        verdict = multi_player.may_draw_and_discard(s, action.player, "may discard a card in the end-of-turn phase")
        if not verdict:
            return verdict
    if not waiting and not (s.phase == "end-of-turn" and not s.chains and
                            not s.turn.per_phase.get(("discarded", action.player))):
        return Verdict.refuse("wrong-phase", "A card is discarded from hand in the end-of-turn phase (once per "
                              "player), or to come down to the hand size.")
    return Verdict.allow()


def discard(game: Game, action: Discard) -> None:
    s = game.state
    if doubled_copies.waiting(s):
        doubled_copies.discard(game, action)
        return
    if thieving.waiting(s):
        thieving.discard(game, action)
        return
    if item_or_wound.waiting(s):
        item_or_wound.discard(game, action)
        return
    if offerings.waiting(s):
        offerings.discard(game, action)
        return
    if instead.waiting(s):
        instead.discard(game, action)
        return
    if hand_effects.waiting(s):
        hand_effects.discard(game, action)
        return
    inst = s.find(action.card)
    if inst.zone == IN_PLAY:
        waiting = s.pending is not None and s.pending.kind == organization.OVER_INFLUENCE
        organization.discard_character(game, action)
        if waiting and organization.after_discard(game):
            _leave(s, "organization")
            _enter(game, "long-event")
        return
    s.move(inst.id, DISCARD)
    if s.pending is not None and s.pending.kind == "discard":
        s.pending = None
        reset_hands(s)
        moving = s.turn.per_turn.pop(MOVES_ON, None) if s.pending is None else None
        if moving is not None:   # the hands are reset: the company moves again now (CRF 22, Bridge)
            _move_again(game, s.companies[moving])
    else:
        s.turn.per_phase[("discarded", action.player)] = 1


def bearer_held(state: State, inst: Instance) -> Verdict | None:
    """The ``may untap`` query: a card on ``inst`` says its bearer may not untap (Dreams of Lore; CRF 22, Rulings
    by Term > May not Untap): neither the untap phase nor any effect untaps him."""
    stopper = next((c for c in state.attached(inst.id) if c.card.trait("may_not_untap") == "its bearer"), None)
    if stopper is None:
        return None
    return Verdict.refuse("may-not-untap", f"{state.label(stopper)} says {state.label(inst)} may not untap.")
