"""Untapping a site (CRF 22, Rulings by Term > Site): the character doing it must be at that site.

An item in play may say its bearer's player discards it to untap a site of a
kind (Thrór's Map: a site with a Dragon automatic-attack). Discarding it is
the cost, paid when the action is declared; the site untaps when the action
resolves. The character bearing it must be in a company at that site, not
merely have it in play somewhere: a company between sites is at none.
Using the item is a resource/character action, so it follows their timing
(``resource_actions``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..hazards import manifestations as dragon_manifestations
from ..playing import resource_actions
from ..core.behaviour import Mode, Untap
from ..core.chain import RESOURCE, Declared
from ..core.errors import InputError, Verdict
from ..core.state import DISCARD, IN_PLAY

if TYPE_CHECKING:
    from .actions import UntapSite
    from ..game import Game

UNTAP = (Untap(do="untap"),)


def check_untap_site(game: Game, action: UntapSite) -> Verdict:
    s = game.state
    item, site = s.find(action.card), s.find(action.site)
    races = item.card.trait("untaps_site_with", ())
    if not races:
        raise InputError(f"{item.name} has no text that untaps a site by discarding it")
    bearer = s.cards.get(item.attached_to or "")
    if item.zone != IN_PLAY or bearer is None or not bearer.card.is_character or bearer.controller != action.player:
        return Verdict.refuse("invalid-target", f"{s.label(item)} is not borne by a character of {action.player}.")
    if not site.card.is_site or site.zone != IN_PLAY:
        return Verdict.refuse("invalid-target", f"{s.label(site)} is not a site in play.")
    printed = [a for a in site.card.fact("automatic_attacks", ())
               if not dragon_manifestations.lost_automatic_attack(s, site.card, a)]
    if not any(a.get("race") in races or a.get("race", "").rstrip("s") in races for a in printed):
        return Verdict.refuse("invalid-target", f"{item.name} untaps a site with a {' or '.join(races)} "
                              f"automatic-attack; {s.label(site)} has none.")
    company = s.company_of(bearer.id)
    if company is None or company.en_route or company.site != site.id:
        return Verdict.refuse("not-at-site", f"{s.label(bearer)}, who bears {item.name}, is not at "
                              f"{s.label(site)} (CRF 22, Site).")
    if not site.tapped:
        return Verdict.refuse("card-untapped", f"{s.label(site)} is not tapped.")
    verdict = resource_actions.check(s, action.player, item.card, Mode(name="untap a site", effects=UNTAP),
                                     site.id, bearer.id)
    return verdict if not verdict else game.responding(action.player)


def untap_site(game: Game, action: UntapSite) -> None:
    s = game.state
    item, site = s.find(action.card), s.find(action.site)
    bearer = item.attached_to or ""
    s.move(item.id, DISCARD)
    game.declare(Declared(action.player, "ability", item.id, actor=bearer, target=site.id, mode="untap a site",
                          data={"effects": UNTAP, "source_gone": True}), RESOURCE)
