"""Thieving attacks: creatures whose successful strikes take an item instead of harming the character (Thief,
Pick-pocket; CRF 22, Rulings by Term > Trophies).

For each successful strike of such a creature, the defending player discards one item of his choice, from those the
defending character bears (Pick-pocket) or any character of the company holds (Thief); the character is not wounded
and makes no body check. A trophy counts as an item for this, as for every effect (CoE 3.IV.1; CRF 22): discarded so,
it goes to its player's marshalling point pile or out of play (3.IV.4). With nothing to discard, nothing happens. A
detainment attack of such a creature only taps the character and takes nothing: the engine's reading, which no
source decides (a detainment strike that succeeds still succeeds, CoE 3.II.1.1; such an attack is rarely
detainment, as Thief and Pick-pocket are Men keyed to Border-lands, Free-holds and Border-holds).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Attack, Instance, Pending, State

if TYPE_CHECKING:
    from ..core.actions import Discard
    from ..game import Game

REF = "thieving"   # Pending.ref while the defending player chooses the item


def steals(state: State, attack: Attack) -> str:
    """"character" or "company": whose items a successful strike of this creature, or of an attack its maker marked
    so (``Attack.steals_item``: an agent's attack made by An Article Missing), takes ("" for no thief)."""
    if attack.steals_item:
        return attack.steals_item
    source = state.cards.get(attack.source)
    return source.card.trait("steals_item") if source is not None and attack.kind == "creature" else ""


def is_item(inst: Instance) -> bool:
    """An item, or a trophy (a minor item for every effect, CoE 3.IV.1)."""
    return inst.zone == IN_PLAY and (inst.card.kind == "item" or bool(inst.trophy))


def candidates(state: State, character: str, scope: str) -> list[Instance]:
    """The items a successful strike on ``character`` may take."""
    holders = [character] if scope == "character" else \
        [c.id for c in state.characters(state.cards[character].company or "")]
    return [i for h in holders for i in state.attached(h) if is_item(i)]


def strike_succeeded(state: State, attack: Attack, character: Instance) -> bool:
    """The thief's strike succeeded: the defending player must discard an item; True when the creature is a thief
    (the character is then not harmed)."""
    scope = steals(state, attack)
    if not scope:
        return False
    items = candidates(state, character.id, scope)
    owner = state.companies[attack.company].owner
    name = state.label(character)
    if not items:
        state.log.append(f"{name}'s strike succeeds: {name} is not harmed, and there is no item to discard")
        return True
    state.log.append(f"{name}'s strike succeeds: {name} is not harmed; {owner} discards one item "
                     f"({', '.join(state.label(i) for i in items)})")
    state.pending = Pending(owner, f"an item for {attack.label}'s strike on {name}", kind="discard", ref=REF)
    state.thief = (character.id, scope)
    return True


def waiting(state: State) -> bool:
    return state.pending is not None and state.pending.ref == REF


def check_discard(game: Game, action: Discard) -> Verdict:
    s = game.state
    assert s.pending is not None and s.thief is not None
    inst = s.find(action.card)
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} chooses {s.pending.purpose}.")
    character, scope = s.thief
    if inst.id not in {i.id for i in candidates(s, character, scope)}:
        whose = f"{s._name(character)} bears" if scope == "character" else "the company holds"
        return Verdict.refuse("not-stolen-item", f"{s.label(inst)} is not an item {whose}: {s.pending.purpose} "
                              "takes one of those.")
    return Verdict.allow()


def discard(game: Game, action: Discard) -> None:
    s = game.state
    inst = s.find(action.card)
    s.move(inst.id, DISCARD)   # a trophy goes to its pile instead (CoE 3.IV.4)
    s.log.append(f"{s.label(inst)} is discarded ({s.pending.purpose if s.pending else 'a thief took it'})")
    s.pending, s.thief = None, None
