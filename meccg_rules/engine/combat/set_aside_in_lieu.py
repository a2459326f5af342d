"""A card on a character that lets him tap, once, to set aside an opponent's character in lieu of that
character's body check in company versus company combat (``sets_aside_in_lieu_of_body_check``: No Better Use).

When a strike of company versus company combat wounds an opponent's character, the winner's player makes his
body check (CoE 3.V.viii). If a character of the company fighting him holds such a card, holds nothing with it
yet, and is untapped, his player may tap him instead, while the body check is declared and not yet rolled: the
wounded character is placed off to the side with the card (CoE glossary, off to the side) and no body check is
made. The cards on him are discarded, as the card's text says; his followers are not cards on him, so they stay
in play, under no one's influence until their player's next organization phase (CRF 22, No Better Use [CoE
2023]; CoE 2.II.2.2.3; ``State.move``).

The engine's readings: the card's "one time" is a card that holds no character yet; and its character's company
may be the attacking or the defending one.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import company_combat
from .strikes import BODY_CHECK
from ..core.errors import Verdict
from ..core.state import IN_PLAY, OFF_TO_THE_SIDE, Instance, State

if TYPE_CHECKING:
    from .actions import SetAsideInsteadOfBodyCheck
    from ..game import Game


def card_of(state: State, character: Instance) -> Instance | None:
    """The card on the character that lets him set aside a character in lieu of a body check, holding none yet."""
    return next((i for i in state.attached(character.id) if i.card.trait("sets_aside_in_lieu_of_body_check")
                 and not state.off_to_the_side(i.id)), None)


def check(game: Game, action: SetAsideInsteadOfBodyCheck) -> Verdict:
    s = game.state
    character, target = s.find(action.character, "character"), s.find(action.target, "character")
    chain = s.chains[-1] if s.chains else None
    entry = chain.entries[-1] if chain is not None and chain.origin == BODY_CHECK and chain.entries else None
    if not company_combat.under_way(s) or entry is None or entry.target != target.id or entry.roll is not None \
            or s.pending is not None:
        return Verdict.refuse("no-body-check-to-replace", f"No body check of {s.label(target)} in company versus "
                              "company combat is declared and awaiting its roll now.")
    combat = s.combat
    assert combat is not None
    if character.controller != action.player or target.owner == action.player or character.zone != IN_PLAY or \
            character.company not in (combat.attack.source, combat.attack.company):
        return Verdict.refuse("not-in-company", f"{s.label(character)} is not {action.player}'s character in the "
                              f"company fighting {s.label(target)}'s.")
    if card_of(s, character) is None:
        return Verdict.refuse("no-card-to-set-aside", f"{s.label(character)} has no card letting him set a character "
                              "aside in lieu of a body check (or it holds one already).")
    if character.tapped or character.wounded:
        return Verdict.refuse("taps-to-set-aside", f"{s.label(character)} is not untapped: he taps to do it.")
    return Verdict.allow()


def apply(game: Game, action: SetAsideInsteadOfBodyCheck) -> None:
    s = game.state
    character, target = s.find(action.character, "character"), s.find(action.target, "character")
    card = card_of(s, character)
    assert card is not None
    s.chains.pop()   # the body check is not made
    s.tap(character.id)
    s.move(target.id, OFF_TO_THE_SIDE, attached_to=card.id)
    s.log.append(f"{s.label(target)} is placed off to the side with {card.name} in lieu of his body check")
