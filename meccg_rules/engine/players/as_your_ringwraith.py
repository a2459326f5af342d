"""What a Ringwraith avatar's own card does "as your Ringwraith" (CoE 2.II.2.1.R5, R7; the Ringwraith avatar cards).

"As your Ringwraith" is said of the Ringwraith avatar who is his player's avatar: not of a Ringwraith follower, who
"does not count as its player's avatar" (R5), nor of one waiting for a Ringwraith to control him again (R8). What the
engine models of those clauses:

- ``check_ability``: an ability of a Ringwraith follower's own card cannot be initiated (R7: "its other effects ...
  cannot be initiated"; his skills, direct influence and magic may be used, and Ûvatha the Ringwraith's joining
  another company is a key, ``ringwraith_followers.joins_another``, no ability). Only the abilities his card prints:
  what a rule or another card lets any character do by tapping is not one of his card's effects, so a follower
  still does it (a sage's ring test at a site whose text allows it, using his skill; the engine's reading: the
  cancel of an automatic-attack at his home site, CoE 2.V.ii.5, a rule's action, and an ability another card lends
  him). An ability a Ringwraith avatar's card
  gives is so used only as his player's Ringwraith; one "if at a Darkhaven" asks the condition
  ``avatar_at_darkhaven`` too (``ringwraith_opponents``), which then is his own site, his player having no other
  avatar.
- ``keeps_hand_size``: a ``hand size`` static with ``at_darkhaven`` (``turn/phases.hand_size``) counts only while its
  card is its player's avatar, in play, his company at a Darkhaven ("As your Ringwraith, if at a Darkhaven, you may
  keep one more card than normal in your hand", Hoarmûrath the Ringwraith). The engine's reading of "keep": it is
  his player's hand size, read as hands are reset (CoE 1.11.2; CRF 22, Hand Size), like any card's.
- the condition ``target_own_company``: the target character is in one of its player's companies ("any one of your
  companies", Ren and Dwar the Ringwraith, whose abilities act on every character of that company: said by naming
  any one of them, as Potion of Prowess is). The engine's reading of "all characters in any one of your companies"
  and "corruption checks made this turn by minions in" it: the characters in it as the ability resolves, each
  keeping the change for the turn (every character of a Ringwraith player's is a minion).
"""
from __future__ import annotations

from ..core import modelled
from ..core.behaviour import Ability, Static
from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Instance, State
from . import ringwraith_followers
from .alignments import is_minion_haven


def is_players_avatar(inst: Instance) -> bool:
    """An avatar card in play as its player's avatar: no Ringwraith follower, none waiting for a Ringwraith (R5, R8)."""
    return inst.zone == IN_PLAY and bool(inst.card.fact("avatar")) and not modelled.as_follower(inst)


def at_darkhaven(state: State, inst: Instance) -> bool:
    """Is the character's company at a Darkhaven (a Ringwraith or Balrog player's: ``alignments.is_minion_haven``)?"""
    company = state.company_of(inst.id)
    return company is not None and company.site in state.cards and is_minion_haven(state.cards[company.site].card)


def check_ability(state: State, inst: Instance, ability: Ability) -> Verdict:
    """May the card's ability be initiated? Not one its own card prints, by a Ringwraith follower (CoE
    2.II.2.1.R7); one a rule or another card gives him, yes."""
    if ability in inst.card.trait("abilities", ()) and not ringwraith_followers.may_use(inst, "abilities"):
        return Verdict.refuse("ringwraith-follower-ability", f"{state.label(inst)} is a Ringwraith follower: the "
                              "effects of his card other than his skills, direct influence and magic cannot be "
                              "initiated (CoE 2.II.2.1.R7).")
    return Verdict.allow()


def keeps_hand_size(state: State, inst: Instance, change: Static) -> bool:
    """Does this ``hand size`` static of a card in play count now: with ``at_darkhaven``, only while the card is its
    player's avatar at a Darkhaven ("As your Ringwraith, if at a Darkhaven")."""
    return not change.at_darkhaven or (is_players_avatar(inst) and at_darkhaven(state, inst))


def check_target_own_company(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``target_own_company``: the target is a character in a company of its player's (the resource player's)."""
    inst = state.cards.get(target or "")
    company = state.company_of(inst.id) if inst is not None and inst.card.is_character else None
    if company is None or company.owner != state.resource_player:
        who = state.label(inst) if inst is not None else "the target"
        return Verdict.refuse("not-own-company", f"{card.name} acts on one of {state.resource_player}'s companies; "
                              f"{who} is in none of them (its text).")
    return Verdict.allow()
