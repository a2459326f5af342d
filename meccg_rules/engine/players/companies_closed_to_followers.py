"""A company closed to allies and Ringwraith followers (Fell Rider: "Discard all allies and Ringwraith followers in
the company; none may join the company").

A card on a company whose entry has the key ``keeps_allies_and_ringwraith_followers_out`` does two things:

- as it resolves, its effect ``move`` with ``who = "allies and Ringwraith followers in the company"`` selects every
  ally controlled by a character of the company it is on and every Ringwraith follower in that company (his own
  cards go with him as any character's do); the selection is made here (``select``);
- while it is on the company, no ally and no Ringwraith follower may come into it: the query ``may join company``
  (``check_join``), which every way a character or an ally comes into a company asks (a character moving into it or
  played into it, companies joining, a card bringing characters in, an ally played or rolled for there: the
  organization, playing and site phase families). The engine's reading of "none": the allies and Ringwraith
  followers the sentence has just named, not every character; a character who comes in with an ally under his
  control brings the ally in too, and is refused with it.

Companies that must join at the end of the movement/hazard phases, where one holds such a card and the other an ally
or a Ringwraith follower: the engine's reading makes the card's text a company composition rule for CoE 2.IV.6.1,
so nothing joins, the hazard player chooses the company that stays and the others return to their sites of origin
(``organization/joining``). A creature made an ally under a character of such a company (Ready to His Will): the
engine's reading, he cannot take it, so the card is not played on him (its condition ``company_takes_an_ally``,
``organization/changed_kind``).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import IN_PLAY, Instance, State
from . import ringwraith_followers

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game

KEY = "keeps_allies_and_ringwraith_followers_out"


def closing_card(state: State, company: str) -> Instance | None:
    """The card in play on the company that keeps allies and Ringwraith followers out of it, if any."""
    return next((i for i in state.attached(company) if i.zone == IN_PLAY and i.card.trait(KEY)), None)


def _kept_out(inst: Instance) -> bool:
    """An ally, or a Ringwraith follower (one in play as such, or a Ringwraith avatar card coming in from outside
    play, which only a card bringing Ringwraith followers in does: ``ringwraith_followers.check_played``)."""
    if inst.card.kind == "ally":
        return True
    if not ringwraith_followers.is_ringwraith_avatar(inst):
        return False
    return ringwraith_followers.is_ringwraith_follower(inst) or inst.zone != IN_PLAY


def coming_with(state: State, cards: Iterable[Instance]) -> list[Instance]:
    """The cards that come into a company with these: each one, and the allies the characters among them control."""
    found: list[Instance] = []
    for inst in cards:
        found.append(inst)
        if inst.card.is_character and inst.zone == IN_PLAY:
            found.extend(i for i in state.attached(inst.id) if i.card.kind == "ally")
    return found


def check_join(state: State, company: str, cards: list[Instance]) -> Verdict:
    """The ``may join company`` query: may these cards (characters and the allies they bring, or an ally played)
    come into the company? Not an ally nor a Ringwraith follower while a card keeps them out of it."""
    closing = closing_card(state, company)
    if closing is None:
        return Verdict.allow()
    for inst in coming_with(state, cards):
        if _kept_out(inst) and inst.company != company:
            what = "an ally" if inst.card.kind == "ally" else "a Ringwraith follower"
            return Verdict.refuse("company-closed", f"{state.label(inst)} is {what}: none may join {company} while "
                                  f"{state.label(closing)} is on it (its text).")
    return Verdict.allow()


def select(game: Game, entry: Declared) -> list[str]:
    """The ``allies and Ringwraith followers in the company`` selection: of the company the card is on (its target),
    every ally a character of it controls and every Ringwraith follower in it."""
    state = game.state
    company = entry.target if entry.target in state.companies else None
    if company is None:
        return []
    characters = state.characters(company)
    allies = [i.id for c in characters for i in state.attached(c.id) if i.card.kind == "ally" and i.zone == IN_PLAY]
    return allies + [c.id for c in characters if ringwraith_followers.is_ringwraith_follower(c)]
