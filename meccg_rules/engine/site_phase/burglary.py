"""Burglary attempts (Burglary, TD-103; CRF 22, Rulings by Term > Burglary Attempts).

In its site phase, before its automatic-attacks are faced, a company's untapped character taps to play
Burglary ("Alice taps Bilbo to play Burglary."): a burglary attempt instead of facing the site's
automatic-attacks. When it resolves the site taps and its player rolls ("Alice rolls 9 for Bilbo's
burglary attempt."), +2 if the burglar is a scout and +3 if he is a Hobbit.

- More than 10: the company does not face the automatic-attacks; an item playable at the site may be
  played with the burglar, tapped as he is ("Alice plays Dagger of Westernesse with Bilbo."); and another
  character may then tap to play one minor item (CRF 22), as after any resource that taps the site
  (CoE 2.V.5; so at an Under-deeps site any one item playable there, 2.V.5.1: the engine's reading).
- 10 or less: the burglar faces every automatic-attack alone, as a company of one character: only he is
  a defender, and no one else may support him (CRF 22). For everything else he is still in his company
  [CoE 2002]. No item may then be played (CRF 22, Burglary): the site is tapped.

On-guard creatures revealed at the site are faced by the whole company, whatever the roll (CRF 22).
The engine's readings: an attempt needs an untapped site, as the card taps it; the burglar's allies do
not fight beside him (only what he himself provides counts).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import flow
from ..organization import location_decks
from ..core.chain import RESOURCE, Declared, cancel
from .automatic_attacks import automatic_attacks
from ..core.errors import Verdict
from ..primitives import values
from ..primitives.positions import check_untapped
from ..core.state import CHAIN, DISCARD, IN_PLAY
from . import matching_alignment
from .playable import playable_here
from . import untapping_sites

if TYPE_CHECKING:
    from ..core.behaviour import BurglaryPenalty
    from .actions import PlayBurgledItem, PlayResource
    from ..core.cards import Card
    from ..game import Game
    from ..core.state import Company, Instance, State

ATTEMPT, BURGLED, ALONE = "burglary attempt", "burgled item", "burglar alone"   # declared kind; per-turn keys
BURGLARY_ATTEMPT = "Burglary attempt"   # a keyword
BEATS = 10
SCOUT_BONUS, HOBBIT_BONUS = 2, 3


def is_burglary(card: Card) -> bool:
    return BURGLARY_ATTEMPT in card.keywords   # its keyword line (CRF 22, Burglary Attempts)


def facing_alone(state: State, company: str) -> str | None:
    """The failed burglar, while his company's automatic-attacks are fought: he alone defends."""
    combat = state.combat
    if combat is None or combat.attack.kind != "automatic-attack" or combat.attack.company != company:
        return None
    burglar = state.turn.per_turn.get((ALONE, company))
    return burglar if burglar and state.in_play(burglar) else None


def check_support(state: State, supporter: str) -> Verdict:
    """No one but the failed burglar helps him against the automatic-attacks (CRF 22)."""
    assert state.combat is not None
    burglar = facing_alone(state, state.combat.attack.company)
    if burglar is not None and supporter != burglar:
        return Verdict.refuse("burglar-alone", f"{state._name(burglar)} failed his burglary attempt: he faces the "
                              "automatic-attacks as a company of one, with no support (CRF 22).")
    return Verdict.allow()


# ------------------------------------------------------------------ the attempt
def check_attempt(game: Game, action: PlayResource) -> Verdict:
    s = game.state
    card, burglar = s.find(action.card), s.find(action.character, "character")
    if not (held := s.in_hand(action.player, card)):
        return held
    company = s.company_of(burglar.id)
    if burglar.zone != IN_PLAY or not burglar.card.is_character or burglar.controller != action.player:
        return Verdict.refuse("not-a-character", f"{s.label(burglar)} is not {action.player}'s character in play.")
    if company is None or s.phase != "site" or s.active_company != company.id:
        return Verdict.refuse("wrong-phase", "A burglary attempt is made in the company's site phase.")
    if company.idle or company.returned:
        return Verdict.refuse("company-does-nothing-now", f"{company.id} must do nothing this site phase.")
    if company.automatic_attacks_faced:
        return Verdict.refuse("burglary-instead", "A burglary attempt is made instead of facing the automatic-"
                              f"attacks; {company.id} has faced them (Burglary).")
    site = s.cards[company.site]
    if site.tapped:
        return Verdict.refuse("site-tapped", f"{s.label(site)} is tapped.")
    if not (verdict := location_decks.check_used(s, site, action.player)):   # a host's rescue site card (3.III.6)
        return verdict
    verdict = check_untapped(s, burglar)
    return verdict if not verdict else game.responding(action.player)


def attempt(game: Game, action: PlayResource) -> None:
    s = game.state
    card, burglar = s.find(action.card), s.find(action.character)
    s.tap(burglar.id)
    s.move(card.id, CHAIN)
    game.declare(Declared(action.player, ATTEMPT, card.id, burglar.id), RESOURCE)


def bonus(burglar_card: Card, skills: tuple[str, ...]) -> int:
    """+2 for a scout, +3 for a Hobbit (Burglary); ``skills``: the burglar's as the rules read them now
    (``values.skills``: none while he bears Memories Stolen)."""
    return SCOUT_BONUS * ("Scout" in skills) + HOBBIT_BONUS * (burglar_card.race == "Hobbit")


def _burglar(game: Game, entry: Declared) -> tuple[Instance, Company] | None:
    """The burglar and his company when his action resolves; None (the action is cancelled) if he is gone."""
    s = game.state
    burglar = s.cards[entry.actor]
    company = s.company_of(burglar.id)
    if burglar.zone != IN_PLAY or company is None:
        cancel(game.state, entry, f"{s.label(burglar)} is no longer in play")
        return None
    return burglar, company


def resolve(game: Game, entry: Declared) -> bool:
    s = game.state
    found = _burglar(game, entry)
    if found is None:
        return True
    burglar, company = found
    if entry.roll is None:
        site = s.cards[company.site]
        s.log.append(f"{s.label(site)} " + ("taps" if untapping_sites.tap_site(s, site) else "never taps")
                     + f" for {s.label(burglar)}'s burglary attempt")
        return game.wait_for_roll(entry, entry.player, f"{burglar.name}'s burglary attempt")
    s.move(entry.card, DISCARD)
    total = (entry.roll + bonus(burglar.card, values.skills(s, burglar))
             + entry.data.get("modifier", 0))   # an on-guard card's (Half an Eye Open)
    if total > BEATS:
        _succeed(game, company, burglar.id, total)
    else:
        _fail(game, company, burglar.id, total)
    return True


def _succeed(game: Game, company: Company, burglar: str, total: int) -> None:
    s = game.state
    s.log.append(f"burglary attempt: {total}, more than {BEATS}: {company.id} does not face the automatic-attacks; "
                 f"an item playable at the site may be played with {s._name(burglar)}")
    company.automatic_attacks_faced = True
    s.turn.per_turn[(BURGLED, company.id)] = burglar
    s.free_minor_item = company.id
    flow.queue_attacks_to_face(game, company)   # or held for the resource player's order (CoE 2.V.iv)
    if s.attacks:
        flow.start_next(game)
    elif not company.attacks_to_face:
        company.entered = True


def _fail(game: Game, company: Company, burglar: str, total: int) -> None:
    s = game.state
    s.log.append(f"burglary attempt: {total}, not more than {BEATS}: {s._name(burglar)} faces the automatic-attacks "
                 "alone")
    s.turn.per_turn[(ALONE, company.id)] = burglar
    flow.begin(game, automatic_attacks(s, company.id))


def declared_attempts(state: State) -> list[Declared]:
    """The burglary attempts of the company of the site phase declared and not yet resolved."""
    return [e for c in state.chains for e in c.entries if e.kind == ATTEMPT and e.roll is None
            and getattr(state.company_of(e.actor), "id", None) == state.active_company]


def penalise(game: Game, entry: Declared, effect: BurglaryPenalty) -> bool:
    """The effect ``modify-burglary``: the declared attempt's roll is modified (Half an Eye Open: -5)."""
    s = game.state
    attempts = declared_attempts(s)
    for attempt in attempts:
        attempt.data["modifier"] = attempt.data.get("modifier", 0) + effect.by
        s.log.append(f"{s._name(entry.card)}: {s._name(attempt.actor)}'s burglary attempt is modified by "
                     f"{effect.by:+d}")
    if not attempts:
        s.log.append(f"{s._name(entry.card)}: no burglary attempt declared to modify")
    return True


# ------------------------------------------------------------------ the item played with the burglar
def check_item(game: Game, action: PlayBurgledItem) -> Verdict:
    s = game.state
    item, burglar = s.find(action.card), s.find(action.character, "character")
    company = s.company_of(burglar.id)
    if company is None or s.phase != "site" or s.active_company != company.id \
            or s.turn.per_turn.get((BURGLED, company.id)) != burglar.id:
        return Verdict.refuse("no-burglary", f"{s.label(burglar)} has made no successful burglary attempt this "
                              "site phase, or has played its item already (Burglary).")
    if not (held := s.in_hand(action.player, item)):
        return held
    site = s.cards[company.site]
    if item.card.kind != "item" or not playable_here(s, item.card, site):
        return Verdict.refuse("not-playable-at-site", f"{item.name} is not an item playable at {s.label(site)}.")
    verdict = matching_alignment.check(s, action.player, item.card, site)   # a Fallen-wizard's (CoE 2.V.F1)
    return verdict if not verdict else game.responding(action.player)


def play_item(game: Game, action: PlayBurgledItem) -> None:
    s = game.state
    item, burglar = s.find(action.card), s.find(action.character)
    s.turn.per_turn.pop((BURGLED, burglar.company), None)
    s.move(item.id, CHAIN)
    game.declare(Declared(action.player, BURGLED, item.id, burglar.id), RESOURCE)


def resolve_item(game: Game, entry: Declared) -> bool:
    s = game.state
    found = _burglar(game, entry)
    if found is None:
        return True
    burglar, company = found
    s.move(entry.card, IN_PLAY, attached_to=burglar.id)
    s.log.append(f"{s._name(entry.card)} comes into play under {s.label(burglar)}, the burglar")
    s.emit("item-gained-in-company", company=company.id, character=burglar.id, item=entry.card)
    s.emit("item-played-at-site", company=company.id, character=burglar.id, site=company.site, item=entry.card)
    s.free_minor_item = company.id   # another character may tap to play a minor item (CRF 22)
    return True
