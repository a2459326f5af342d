"""A character played with a card from hand that lets him in and is placed with him (CoE 2.II.2; the card keys
``lets_play`` and ``placed_with_the_character``: Open to the Summons, Thrall of the Voice).

In the organization phase such a card is played together with the character ("Alice plays Ivic with Open to the
Summons into Grey."): the play is that turn's one character (CoE 2.II.2; Thrall of the Voice: "instead of a normal
character"), and the card goes into play placed on him, where its statics act (-1 to his mind).

- The card lets in only the characters its ``lets_play`` names: "characters of mind six" any character whose
  printed mind is six or less, an agent included (Thrall of the Voice's "up to a 6 mind", the limit the start of
  game reads too, ``start_of_game/starting_company.MIND_CAP``); "agent characters" alone, an agent only. For a
  Fallen-wizard player "characters of mind six" lifts his limit of mind five (CoE 2.II.2.2.F1) to six.
- A card with the key ``agent_characters_at_darkhavens`` (Open to the Summons: "with target company at a
  Darkhaven") brings its agent in the organization phase only into a company in play at a Darkhaven, joining it
  under general influence or as a follower; there the card's text decides where he comes, not his home site rule
  (CoE 2.II.2.2.5), nor the rule of Havens and home sites (2.II.2.2) for a player whose Haven it is not: a card's
  effect conflicting with a rule takes precedence, the rest of the rule holding (CoE 9.4.3).
- The engine's reading: the character is played first and the card then placed on him, so the direct influence he
  comes under as a follower must have room for his mind before the card takes a point off it (CoE 2.II.2.2.1).
- Any other card lets its character come where a character is played (a Haven or his home site, an agent at his
  home site only, CoE 2.II.2.2.5): the engine's reading, as Thrall of the Voice names no site.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.errors import InputError, Verdict
from ..core.state import IN_PLAY, Instance, State
from ..players import alignments
from ..start_of_game import starting_company

if TYPE_CHECKING:
    from ..core.cards import Card
    from .actions import PlayCharacter

# what ``lets_play`` names, and Thrall of the Voice's "up to a 6 mind": as the start of game reads them
AGENTS, MIND_SIX, MIND_CAP = starting_company.AGENTS, starting_company.MIND_SIX, starting_company.MIND_CAP
AT_DARKHAVENS = "agent_characters_at_darkhavens"


def card_of(state: State, action: PlayCharacter) -> Instance | None:
    """The card from hand the character is played with, or None."""
    if not action.with_card:
        return None
    card = state.find(action.with_card)
    if not (card.card.trait("lets_play") and card.card.trait("placed_with_the_character")):
        raise InputError(f"{card.name} is not a card a character is played with (one that lets him in and is "
                         "placed with him)")
    return card


def check(state: State, action: PlayCharacter, character: Instance, card: Instance, site: Card) -> Verdict:
    """Is the card in its player's hand, does it let this character in, and here?"""
    if not (held := state.in_hand(action.player, card)):
        return held
    modelled.refuse(card.card, modelled.MOMENTS["play"])
    lets = card.card.trait("lets_play", ())
    mind = character.card.fact("mind") or 0
    if MIND_SIX in lets and mind > MIND_CAP:
        return Verdict.refuse("mind-over-six", f"{state.label(card)} brings in a character of mind up to "
                              f"{MIND_CAP}; {state.label(character)} has mind {mind} (its text).")
    if MIND_SIX not in lets and AGENTS in lets and not character.card.fact("agent"):
        return Verdict.refuse("not-an-agent", f"{state.label(card)} brings in an agent character; "
                              f"{state.label(character)} is not an agent (its text).")
    into_a_company = bool(action.company or action.follower_of)
    if card.card.trait(AT_DARKHAVENS) and not (alignments.is_darkhaven(site) and into_a_company):
        return Verdict.refuse("not-with-a-company-at-a-darkhaven", f"{state.label(card)} brings an agent into a "
                              f"company at a Darkhaven, not at {site.name} (its text).")
    return Verdict.allow()


def at_darkhaven(card: Instance | None, site: Card) -> bool:
    """The card brings its agent into a company at a Darkhaven, and this site is one (Open to the Summons)."""
    return card is not None and bool(card.card.trait(AT_DARKHAVENS)) and alignments.is_darkhaven(site)


def lifts(card: Instance | None, site: Card, refused: Verdict) -> bool:
    """Does the card's text let in what this rule refused: a Fallen-wizard player's character of mind six
    (CoE 2.II.2.2.F1), an agent away from his home sites at a Darkhaven (2.II.2.2.5)?"""
    if card is None or refused:
        return False
    if refused.code == "mind-over-five":
        return MIND_SIX in card.card.trait("lets_play", ())
    return refused.code == "agent-character-home-site" and at_darkhaven(card, site)


def placed(state: State, card: Instance, character: Instance) -> None:
    """The card comes into play with the character, placed on him ("place this card with the character")."""
    state.move(card.id, IN_PLAY, attached_to=character.id)
    card.controller = character.controller
    state.log.append(f"{state.label(card)} goes with {state.label(character)}")
