"""Rescue attempts (CoE 3.III.5, 3.III.7; CRF 22, Rulings by Term > Under-deeps).

In its site phase, a company that has successfully entered a hazard host's rescue site (every automatic-attack of
the site faced, and the attacks revealed on it) may attempt a rescue: it faces the rescue-attacks the host lists,
which are no automatic-attacks ("Alice attempts to rescue the prisoners of Flies and Spiders."). Then a character of
the company may tap to rescue every prisoner of the host ("Alice taps Aragorn II to rescue the prisoners of Flies and
Spiders."): they join the company under general influence, keeping their position; the site taps if it was
untapped; and one minor item may be played as the resource player's next declared action by tapping an untapped
member of the company, even where the site lists no minor item (the site phase's offer, ``site_resources``). That
offer is for a minor item only, even at an Under-deeps site, where an additional item that follows a resource
tapping the site may otherwise be any item playable there (CoE 2.V.5.1; CRF 22, Under-deeps: only a minor item after
a rescue). The host, left holding nothing, is discarded and its rescue site returns to its player's location deck
(3.III.7).

The engine's reading, where the rules are silent: a company attempts a rescue once per host in a site phase; the
character who taps to rescue may be any untapped character of the company, whatever the rescue-attacks did, as long
as combat is over; the company must be at a site card of the rescue site's name, its own or the host's rescue site
card it moved there with (3.III.6: ``rescue_site_cards.py``). A host whose
rescue-attack is every automatic-attack of the site at the time of rescue (``rescue_attacks_of_the_site``:
Troll-purse) has the company face those the site phase would give it then, as rescue-attacks.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..combat import flow
from ..combat.kinds import AttackKind
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Attack, Company, Instance, State
from ..primitives.positions import check_untapped
from ..site_phase.automatic_attacks import automatic_attacks, must_face
from ..site_phase.site_resources import MINOR_ONLY
from . import hosts_on_a_site
from .discarded_hosts import release
from .rescue_sites import host_of
from .taking_prisoners import discard_empty, is_host, prisoners_of, rescue_site_of

if TYPE_CHECKING:
    from ..game import Game
    from .actions import AttemptRescue, RescuePrisoners

KIND = "rescue-attack"
ATTACK_KIND = AttackKind()   # goes as a site's automatic-attack does, but is none (CoE 3.III.5)
ATTEMPTED = "rescue attempted"   # per turn: (ATTEMPTED, company, host) once its rescue-attacks are faced


def _host(state: State, ref: str) -> tuple[Verdict, Instance | None]:
    host = state.find(ref)
    if not is_host(host) or not prisoners_of(state, host.id):
        return Verdict.refuse("no-prisoners", f"{state.label(host)} holds no prisoners."), None
    return Verdict.allow(), host


def _company(game: Game, player: str, host: Instance) -> tuple[Verdict, Company | None]:
    """The company of ``player`` whose site phase it is, having entered the host's rescue site."""
    s = game.state
    company = s.companies.get(s.active_company or "")
    if s.phase != "site" or company is None or company.owner != player:
        return Verdict.refuse("wrong-phase", f"It is not the site phase of a company of {player}'s."), None
    if s.chains or s.combat is not None or s.attacks:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects and the combat first."), None
    site = rescue_site_of(s, host.id)
    here = s.cards[company.site]
    if site is None or here.name != site.name or must_face(s, company) or company.idle or company.returned:
        where = s.label(site) if site is not None else "no site"
        return Verdict.refuse("not-at-rescue-site", f"{company.id} has not entered {where}, the rescue site of "
                              f"{s.label(host)} (CoE 3.III.5)."), None
    return Verdict.allow(), company


def check_attempt(game: Game, action: AttemptRescue) -> Verdict:
    verdict, host = _host(game.state, action.host)
    if not verdict or host is None:
        return verdict
    verdict, company = _company(game, action.player, host)
    if not verdict or company is None:
        return verdict
    if game.state.turn.per_turn.get((ATTEMPTED, company.id, host.id)):
        return Verdict.refuse("must-start-chain", f"{company.id} has faced the rescue-attacks of "
                              f"{game.state.label(host)} already.")
    return Verdict.allow()


def attempt(game: Game, action: AttemptRescue) -> None:
    """The company faces the host's rescue-attacks, in order (none: it may rescue at once)."""
    s = game.state
    host = s.find(action.host)
    company = s.companies[s.active_company or ""]
    s.turn.per_turn[(ATTEMPTED, company.id, host.id)] = True
    keys = host_of(host.card)
    attacks = []
    if keys is not None and keys.rescue_attacks_of_the_site:   # the site's automatic-attacks as it is (Troll-purse)
        attacks = [replace(a, kind=KIND, label=f"{s.label(host)}'s rescue-attack: {a.label}")
                   for a in automatic_attacks(s, company.id)]
    for number, spec in enumerate(keys.rescue_attacks if keys else (), start=1):
        nth = f" {number}" if keys is not None and len(keys.rescue_attacks) > 1 else ""
        race = hosts_on_a_site.attacker_race(s, host) if spec.race == hosts_on_a_site.SAME_RACE else spec.race
        attacks.append(Attack(f"a{s.next_attack}", company.id, host.id, KIND, race, spec.strikes,
                              spec.prowess, label=f"{s.label(host)}'s rescue-attack{nth}"))
        s.next_attack += 1
    s.log.append(f"{company.id} attempts to rescue the prisoners of {s.label(host)}"
                 + (f": {len(attacks)} rescue-attack{'s' if len(attacks) != 1 else ''} to face" if attacks else ""))
    if attacks:
        flow.begin(game, attacks)


def check_rescue(game: Game, action: RescuePrisoners) -> Verdict:
    s = game.state
    verdict, host = _host(s, action.host)
    if not verdict or host is None:
        return verdict
    verdict, company = _company(game, action.player, host)
    if not verdict or company is None:
        return verdict
    if not s.turn.per_turn.get((ATTEMPTED, company.id, host.id)):
        return Verdict.refuse("rescue-not-attempted", f"{company.id} must first face the rescue-attacks of "
                              f"{s.label(host)} (CoE 3.III.5).")
    character = s.find(action.character, "character")
    if character.zone != IN_PLAY or character.company != company.id or not character.card.is_character:
        return Verdict.refuse("not-a-character", f"{s.label(character)} is not a character of {company.id}.")
    return check_untapped(s, character)


def rescue(game: Game, action: RescuePrisoners) -> None:
    """Every prisoner of the host joins the company; the site taps; a minor item may follow (CoE 3.III.5)."""
    s = game.state
    host, character = s.find(action.host), s.find(action.character, "character")
    company = s.companies[s.active_company or ""]
    s.tap(character.id)
    for prisoner in prisoners_of(s, host.id):
        release(s, prisoner, company.id)
        s.log.append(f"{s.label(character)} rescues {s.label(prisoner)}, who joins {company.id}")
    site = s.cards[company.site]
    s.tap(site.id)
    s.free_minor_item = company.id   # one minor item, as the next declared action (CoE 3.III.5)
    s.turn.per_turn[MINOR_ONLY] = company.id   # a minor item only, even at an Under-deeps site (CRF 22)
    discard_empty(s, host)

