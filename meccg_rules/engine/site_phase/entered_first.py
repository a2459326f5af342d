"""A resource event played by tapping a character of the company in its site phase waits until that company has
entered its site (CoE 2.V, 2.V.ii.1: the resource player takes no action in a company's site phase before it enters,
save in combat).

The engine applies this to the events whose own text plays them in the site phase by tapping a character
(``actor_skill`` with ``phase = ["site"]``: Lucky Search, Here, There, or Yonder): while the company must still face
its automatic-attacks (or an attack revealed on-guard), such a card is refused. Outside combat only; other events
keep their own timing (some are played at the beginning of the site phase, before the company enters).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import ALLOWED, InputError, Verdict
from ..playing.actions import PlayEvent
from . import other_companies
from .actions import PlayResource
from .automatic_attacks import must_face
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
    if isinstance(action, PlayEvent) and action.actor:
        actor = action.actor
    elif isinstance(action, PlayResource):   # "Alice taps Aragorn II to play ...", an event among them
        actor = action.character
    else:
        return ALLOWED
    if s.combat is not None or s.active_company is None:
        return ALLOWED
    try:
        character, card = s.find(actor), s.find(action.card).card
    except InputError:
        return ALLOWED   # the action's own check says what is wrong with the names
    company = s.company_of(character.id)
    if card.kind not in EVENTS or company is None or company.id != s.active_company:
        return ALLOWED
    if not any(c.actor_skill and tuple(c.phase) == ("site",) for c in card.trait("playable_if", ())):
        return ALLOWED
    pending = must_face(s, company)
    if pending:
        return Verdict.refuse("automatic-attacks-not-faced", f"{company.id} must first enter its site, facing "
                              f"{', '.join(s._name(p) for p in pending)} (CoE 2.V.ii.1).")
    return ALLOWED
