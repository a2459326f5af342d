"""A defeated creature placed with an item instead of being eliminated (the card key ``keeps_defeated_creature``:
Elven Rope).

When a company defeats a hazard creature whose normal (printed) prowess is below the key's ``prowess_below``, the
player of a character of that company bearing such an item may place the creature's card with the item instead of
leaving it in his marshalling point pile. The choice is made as the attack concludes: the engine offers it until the
next action, as it offers a trophy (``trophies.py``). The creature then lies off to the side with the item (CoE g.off.1:
discarded when its host leaves play) and has no effect on play. It stays the defeating player's creature; a card off
to the side still gives its points unless an effect says otherwise (CoE glossary, off to the side), and CRF 22 (Elven
Rope) says so here: the stored creature gives the item's player no kill points (``kept``, asked by
``end_of_game/scoring``). While a creature lies with it, the item is worth the key's ``points`` (miscellaneous, its
printed type), and nothing otherwise (the card prints its points in brackets).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import IN_PLAY, MP_PILE, OFF_TO_THE_SIDE, Attack, Instance, State
from .actions import KeepCreature

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..game import Game

OFFER = "creature to keep"   # Turn.per_phase[OFFER]: (the creature, the company that defeated it)


def _keepers(state: State, company: str) -> list[Instance]:
    """The items with the key borne by characters of the company."""
    members = {i.id for i in state.cards.values() if i.zone == IN_PLAY and i.company == company}
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to in members
            and i.card.trait("keeps_defeated_creature") is not None]


def offer(state: State, attack: Attack, creature: str) -> None:
    """The defeated creature, now in a marshalling point pile, may be placed with such an item instead."""
    inst = state.cards.get(creature)
    if inst is None or inst.zone != MP_PILE or attack.detainment or not _keepers(state, attack.company):
        return
    state.turn.per_phase[OFFER] = (creature, attack.company)


def note_action(game: Game, action: Action) -> None:
    """The offer lasts until the next action that is not keeping the creature (``Closes.not_by``)."""
    game.state.turn.per_phase.pop(OFFER, None)


def check_keep(game: Game, action: KeepCreature) -> Verdict:
    s = game.state
    creature, item = s.find(action.card), s.find(action.item)
    found = s.turn.per_phase.get(OFFER)
    if found is None or found[0] != creature.id:
        return Verdict.refuse("no-creature-offered", f"{s.label(creature)} is not a creature {action.player}'s "
                              "company has just defeated.")
    _, company = found
    if s.companies[company].owner != action.player:
        return Verdict.refuse("wrong-player", f"Only the defending player, {s.companies[company].owner}, places a "
                              "creature his company defeated.")
    if item not in _keepers(s, company):
        return Verdict.refuse("not-a-keeper", f"{s.label(item)} is not an item borne in {company} that keeps a "
                              "defeated creature.")
    key = item.card.trait("keeps_defeated_creature")
    prowess = creature.card.fact("prowess") or 0
    if prowess >= key.prowess_below:
        return Verdict.refuse("creature-too-strong", f"{s.label(creature)}'s normal prowess is {prowess}: "
                              f"{s.label(item)} keeps only a creature of normal prowess below {key.prowess_below}.")
    if s.off_to_the_side(item.id):
        return Verdict.refuse("keeper-full", f"{s.label(item)} holds a creature already.")
    return Verdict.allow()


def keep(game: Game, action: KeepCreature) -> None:
    s = game.state
    creature, item = s.find(action.card), s.find(action.item)
    s.move(creature.id, OFF_TO_THE_SIDE, attached_to=item.id, pile_of=action.player)   # still his creature
    s.turn.per_phase.pop(OFFER, None)
    s.log.append(f"{s.label(creature)} is placed with {s.label(item)} instead of being eliminated")


def kept_creature_points(state: State, ref: str) -> tuple[int, str] | None:
    """The ``marshalling points`` query: the item's points while a creature lies with it."""
    inst = state.cards[ref]
    key = inst.card.trait("keeps_defeated_creature")
    if key is None or not state.off_to_the_side(ref):
        return None
    return key.points, "a creature placed with it"


def kept(state: State, inst: Instance) -> bool:
    """Is this card a creature placed with an item that keeps one? It gives no kill points (CRF 22, Elven Rope)."""
    host = state.cards.get(inst.attached_to or "")
    return (inst.zone == OFF_TO_THE_SIDE and host is not None
            and host.card.trait("keeps_defeated_creature") is not None)
