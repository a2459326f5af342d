"""An idle site phase a character may lift by tapping (the ``do-nothing`` primitive with ``unless_tap``: River, as
corrected in CRF 22, Card Errata and Rulings > River).

River, played on a site, orders each company that has moved there this turn to do nothing during its site phase
unless it taps a ranger. The CRF's ruling on it says when and how many: the ranger may tap from the moment the
effect is there until the beginning of the company's site phase, and at that beginning he may tap without the
company entering the site; each River played on the site needs a ranger of its own.

The engine's readings: the tap is the whole of the action, made at once (no chain of effects), like the other
costs a company pays for its own site phase here; "the beginning of the site phase" lasts until the company has
entered its site (faced its automatic-attacks or done anything there that enters it). After that the order
stands for the turn. The order reaches the companies at the site, moving, as River resolves (``do-nothing``
selects them then); a company that moves there later is held up only once it joins them (CoE 2.IV.6, not at a
Haven, where it need not join).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import IN_PLAY
from ..primitives.positions import check_untapped
from ..primitives import values

if TYPE_CHECKING:
    from ..game import Game
    from .actions import TapToCancelIdle


def check(game: Game, action: TapToCancelIdle) -> Verdict:
    s = game.state
    character = s.find(action.character)
    card = s.find(action.card)
    if character.zone != IN_PLAY or not character.card.is_character or character.controller != action.player:
        return Verdict.refuse("not-a-character", f"{s.label(character)} is not {action.player}'s character in play.")
    company = s.company_of(character.id)
    pending = [skill for ref, skill in company.idle_unless_tapped if ref == card.id] if company else []
    if company is None or not pending:
        return Verdict.refuse("invalid-target", f"{s.label(card)} has no effect on {s.label(character)}'s company "
                              "that a character may tap to cancel.")
    if pending[0] not in values.skills(s, character):
        return Verdict.refuse("not-of-skill", f"{s.label(character)} is not a {pending[0].lower()}.")
    if s.active_company != company.id or s.phase not in ("movement/hazard", "site"):
        return Verdict.refuse("wrong-phase", f"It is not {company.id}'s movement/hazard or site phase.")
    if s.phase == "site" and (company.entered or company.automatic_attacks_faced):
        return Verdict.refuse("beginning-passed", f"{company.id} has entered its site: the beginning of its site "
                              "phase has passed.")
    verdict = check_untapped(s, character)
    if not verdict:
        return verdict
    return game.responding(action.player)


def apply(game: Game, action: TapToCancelIdle) -> None:
    s = game.state
    character = s.find(action.character)
    card = s.find(action.card)
    company = s.company_of(character.id)
    assert company is not None, "the check found his company"
    s.tap(character.id)
    at = next(i for i, (ref, _) in enumerate(company.idle_unless_tapped) if ref == card.id)
    del company.idle_unless_tapped[at]
    s.log.append(f"{s._name(character.id)} taps: {s.label(card)}'s effect on {company.id} is cancelled")
