"""A companion discarded in each organization phase: the card key ``discards_a_companion`` (The Ring Will Have But
One Master).

While such a card is on a character, in each organization phase of that character's player one other character of
his company, that player's choice, is discarded (``DiscardCompanion``): with his non-follower cards, as any
discard, his followers staying in play under no one's influence until they are controlled again in this phase
(``State.move``; CoE 2.II.2.2.3; CRF 22, The Ring Will Have But One Master, erratum). The engine's reading of
"during each of his organization phases": the player chooses when in the phase, and the phase cannot end before
(``check_end``); a bearer alone in his company has no one to lose. Discarding him is not organizing: it does not
count as the character played or discarded this turn.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.errors import Verdict
from ..core.listing import Listing
from ..core.state import DISCARD, IN_PLAY, Instance, State

if TYPE_CHECKING:
    from ..game import Game
    from .actions import DiscardCompanion

DONE = "companion discarded"   # Turn.per_phase key, with the card's id


def _bearer(state: State, inst: Instance) -> Instance | None:
    bearer = state.cards.get(inst.attached_to or "")
    return bearer if bearer is not None and bearer.card.is_character and bearer.zone == IN_PLAY else None


def _companions(state: State, bearer: Instance) -> list[Instance]:
    return [c for c in state.characters(bearer.company) if c.id != bearer.id] if bearer.company else []


def owed(state: State) -> list[Instance]:
    """The cards whose companion is still to be discarded in this organization phase of the resource player."""
    if state.phase != "organization":
        return []
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.trait("discards_a_companion")
            and (bearer := _bearer(state, i)) is not None and bearer.controller == state.resource_player
            and _companions(state, bearer) and not state.turn.per_phase.get((DONE, i.id))]


def check_end(game: Game) -> Verdict:
    s = game.state
    for inst in owed(s):
        bearer = _bearer(s, inst)
        assert bearer is not None, "owed only with a bearer"
        return Verdict.refuse("companion-to-discard", f"{s.label(inst)} has a character of {s.label(bearer)}'s "
                              "company discarded in this organization phase: say which first (the card's text).")
    return Verdict.allow()


def check(game: Game, action: DiscardCompanion) -> Verdict:
    s = game.state
    inst = s.find(action.card)
    character = s.find(action.character, "character")
    if inst.id not in {i.id for i in owed(s)}:
        return Verdict.refuse("no-companion-owed", f"{s.label(inst)} has no character to discard now: once in each "
                              "organization phase of its bearer's player (the card's text).")
    bearer = _bearer(s, inst)
    assert bearer is not None, "owed only with a bearer"
    if action.player != bearer.controller:
        return Verdict.refuse("wrong-player", f"{bearer.controller} chooses whom {s.label(inst)} discards.")
    if character.id not in {c.id for c in _companions(s, bearer)}:
        why = "is its bearer" if character.id == bearer.id else f"is not in {s.label(bearer)}'s company"
        return Verdict.refuse("not-a-companion", f"{s.label(character)} {why}: another character of his company "
                              "is discarded (the card's text).")
    return Verdict.allow()


def discard(game: Game, action: DiscardCompanion) -> None:
    s = game.state
    inst = s.find(action.card)
    character = s.find(action.character, "character")
    s.turn.per_phase[(DONE, inst.id)] = character.id
    s.move(character.id, DISCARD)
    s.log.append(f"{s.label(character)} is discarded ({s.label(inst)})")


def candidates(listing: Listing) -> list[Action]:
    from .actions import DiscardCompanion
    s = listing.state
    found: list[Action] = []
    for inst in owed(s):
        bearer = _bearer(s, inst)
        if bearer is not None and bearer.controller:
            found += [DiscardCompanion(bearer.controller, c.id, inst.id) for c in _companions(s, bearer)]
    return found
