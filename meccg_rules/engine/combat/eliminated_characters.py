"""Characters eliminated by a body check this turn, and their return to play (CRF 22, Freeze the Flesh).

A character failing a body check is eliminated (CoE 3.I.2): out of play, and in company versus company combat kill
points for the other player (CoE 3.v). The body check notes, for the rest of the turn, the company he was in and his
companions then (``note``), which is what a card "playable on a character eliminated by a body check, that was
eliminated this turn" asks (the target kind ``eliminated character``, ``primitives/conditions.py``, and the
condition ``eliminated_with_magic_user`` here: one of those companions, of the card's player, still in play and able
to use that kind of magic). The effect ``return-to-company`` brings him back into play, tapped, in the company of
that companion (the selection ``magic user``): he is no longer eliminated, so he gives no kill points to the other
player any more (CRF 22, Freeze the Flesh, first bullet), and an avatar back in play costs his player no -5 (CRF 22,
Tournament Rulings, Freeze the Flesh; CoE 2.2 counts an eliminated avatar).

The engine's reading of the Council's 2002 ruling that the card cannot keep a Ringwraith from being placed out of
play: as corrected, the card is played only on a character already eliminated, never in answer to his body check; so
his elimination happens (his items offered, his other cards discarded) and the card only brings him back afterwards.
Several companions able to use the magic, in different companies, would let the player choose where he returns: that
choice is not modelled, the card's clause of the scope ``play in a case`` (Freeze the Flesh), refused as it is played.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.behaviour import Condition, ReturnToCompany
from ..core.chain import Declared
from ..core.errors import NotModelledError, Verdict
from ..core.state import IN_PLAY, OUT_OF_PLAY, Instance, State
from ..players import ringwraith_followers

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..game import Game

KEY = "eliminated by a body check"   # per_turn[(KEY, character)] = (his company, his companions then)


def note(state: State, inst: Instance) -> None:
    """A character is about to be eliminated by a failed body check: remember his company for the turn."""
    if inst.card.is_character and inst.company:
        mates = tuple(c.id for c in state.characters(inst.company) if c.id != inst.id)
        state.turn.per_turn[(KEY, inst.id)] = (inst.company, mates)


def eliminated_this_turn(state: State, inst: Instance) -> tuple[str, tuple[str, ...]] | None:
    """His company and companions when a body check eliminated him this turn, if he is still eliminated."""
    if inst.zone != OUT_OF_PLAY or not inst.eliminated:
        return None
    return state.turn.per_turn.get((KEY, inst.id))


def magic_users(state: State, inst: Instance, kind: str) -> list[Instance]:
    """His companions at his elimination still in play, of his player, who can use ``kind`` of magic."""
    noted = eliminated_this_turn(state, inst)
    if noted is None:
        return []
    found = [state.cards[m] for m in noted[1] if m in state.cards]
    return [m for m in found if m.zone == IN_PLAY and m.card.is_character and m.controller == inst.owner
            and ringwraith_followers.uses_magic(state, m, kind)]


def _kind(card: Card) -> str:
    return next((c.eliminated_with_magic_user for c in card.trait("playable_if", ()) if c.eliminated_with_magic_user),
                "")


def check_with_magic_user(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``eliminated_with_magic_user``: the target was eliminated by a body check this turn, and one of his companions
    then, of his player and still in play, can use that kind of magic."""
    inst = state.cards.get(target or "")
    kind = condition.eliminated_with_magic_user
    if inst is None or eliminated_this_turn(state, inst) is None:
        who = state.label(inst) if inst is not None else "nothing"
        return Verdict.refuse("not-eliminated-this-turn", f"{card.name} is played on a character a body check "
                              f"eliminated this turn; {who} is not one.")
    users = magic_users(state, inst, kind)
    if not users:
        return Verdict.refuse("no-magic-user-with-him", f"{card.name} needs a {kind.lower()}-using character in play "
                              f"who was in {state.label(inst)}'s company when he was eliminated; there is none.")
    if len({u.company for u in users}) > 1:   # the company he returns to, a choice not modelled (its clause)
        modelled.refuse_case(card, "several")
    return Verdict.allow()


def _user(state: State, entry: Declared) -> Instance | None:
    inst = state.cards.get(entry.target or "")
    source = state.cards.get(entry.card)
    if inst is None or source is None:
        return None
    users = magic_users(state, inst, _kind(source.card))
    if len({u.company for u in users}) > 1:
        raise NotModelledError(f"the engine does not model choosing the company {state.label(inst)} returns to "
                               f"({source.card.name}: several {_kind(source.card).lower()}-using companions) yet")
    return users[0] if users else None


def magic_user(game: Game, entry: Declared) -> list[str]:
    """The selection ``magic user``: the companion whose magic lets the card return its target."""
    if entry.data.get("magic user") in game.state.cards:   # he has returned: the one who brought him back
        return [entry.data["magic user"]]
    found = _user(game.state, entry)
    return [found.id] if found is not None else []


def return_to_company(game: Game, entry: Declared, effect: ReturnToCompany) -> bool:
    """The target comes back into play, tapped, in the company of the magic user: no longer eliminated."""
    s = game.state
    inst = s.cards.get(entry.target or "")
    user = _user(s, entry)
    if inst is None or user is None or user.company is None:
        s.log.append(f"{s.label(s.cards[entry.card])}: its character cannot come back")
        return True
    entry.data["magic user"] = user.id
    s.move(inst.id, IN_PLAY)   # no longer eliminated (State.move)
    inst.company, inst.killed_by, inst.tapped = user.company, "", True
    s.log.append(f"{s.label(inst)} comes back into play in {user.company}, tapped: he is no "
                 "longer eliminated")
    return True
