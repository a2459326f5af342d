"""A resource event played in a company's site phase waits until that company has entered its site (CoE 2.V,
2.V.ii.1: the resource player takes no action in a company's site phase before it enters, save in combat; CRF 22,
Site Phase: no resource before all automatic-attacks are faced, unless it directly affects one).

The engine applies this to every resource event the company's player plays while the company whose site phase it
is must still face its automatic-attacks (or an attack revealed on-guard), by tapping a character of that company
(``actor``: Lucky Search, Here, There, or Yonder) or not (A Malady Without Healing, on a character of another
company), outside combat (an event acting on an attack or a strike is played in its combat, CoE 3.i, 3.iv.5). A
burglary attempt is made instead of facing the automatic-attacks (``burglary``): it is not held back.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import ALLOWED, InputError, Verdict
from ..playing.actions import PlayEvent
from . import burglary, other_companies
from .actions import PlayResource
from .automatic_attacks import check_ready_to_act
from .site_resources import EVENTS

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..game import Game


def gate(game: Game, action: Action) -> Verdict:
    """The site phase's gate: the other companies' rule (``other_companies.gate``), then this one."""
    verdict = other_companies.gate(game, action)
    if not verdict:
        return verdict
    s = game.state
    if not isinstance(action, (PlayEvent, PlayResource)) or s.combat is not None or s.active_company is None \
            or s.phase != "site" or action.player != s.resource_player:
        return ALLOWED
    try:
        card = s.find(action.card).card
    except InputError:
        return ALLOWED   # the action's own check says what is wrong with the names
    actor = action.actor if isinstance(action, PlayEvent) else action.character
    company = s.companies.get(s.active_company)
    if actor:   # "Alice taps Aragorn II to play ...": his company's site phase, not another's (other_companies)
        try:
            company = s.company_of(s.find(actor).id)
        except InputError:
            return ALLOWED
    if card.kind not in EVENTS or company is None or company.id != s.active_company:
        return ALLOWED
    if burglary.is_burglary(card):   # an attempt made instead of facing the automatic-attacks (``burglary``)
        return ALLOWED
    return check_ready_to_act(s, company, in_combat=True)   # an event may be played during an attack
