"""Who may use a Palantír: being able to use one is a condition its text sets on its abilities, apart from being
allowed to use the card at all (CoE glossary, use). Every Palantír's ability reads "With its bearer able to use a
Palantír, tap ...": in the engine's reading no character has that ability of himself, a card gives it.

- Use Palantír (CRF 22's erratum): a sage taps to be able to use one Palantír he bears for the rest of the turn (the
  ``enable-palantír-use`` primitive, recorded for that Palantír and that bearer: given to another, it is not his);
- a card its bearer bears that lets him tap to use a Palantír (Magic Ring of Lore, Magic Ring of Enigma: "If the
  bearer is already a sage, he may tap to use a Palantír"): an ability of the ring (``cost = "tap bearer"``) with
  the same ``enable-palantír-use`` on a Palantír he bears. The engine's reading, as the text does not say how long:
  he may use that one Palantír for the rest of the turn, as with Use Palantír;
- a card on the Palantír that gives its bearer the ability (the card's ``lets_bearer_use_palantir``: Align Palantír,
  Focus Palantír), except a bearer of the races its ``palantir_user_not`` names (Focus Palantír: "If the bearer of the
  Palantír is not a Ringwraith"; CRF 22: it does not let a Ringwraith use one).

A card in play whose own way of giving the ability is not modelled ("May tap to use a Palantír he bears": Saruman)
refuses the use, not modelled (its ``palantír use`` gap), rather than answer no.

A Palantír may duplicate the effect of another in play (Palantír of Osgiliath: ``duplicates_palantiri``, "any" or
"minion" Palantír): it has the other Palantíri's tapping abilities as its own, used by tapping it with its own bearer
able to use it, their own conditions holding, and their effects acting for its bearer ("Bearer then makes a
corruption check" is then his check: the engine's reading, one check, not two). Only tapping effects are copied,
never a continuous effect of the other card (CRF 22, Palantír of Osgiliath): a Palantír's limits, its points.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.errors import NotModelledError, Verdict
from ..core.state import IN_PLAY
from ..primitives import effects
from ..primitives.races import race_named

if TYPE_CHECKING:
    from ..core.behaviour import Ability, EnablePalantirUse
    from ..core.chain import Declared
    from ..core.state import Instance, State
    from ..game import Game

KEYWORD = "Palantír"
KEY = "palantír use"   # Turn.per_turn[(KEY, palantír)]: the bearer able to use it this turn, and the card that said so


def is_palantir(item: Instance) -> bool:
    return KEYWORD in item.card.keywords


def enable(game: Game, entry: Declared, effect: EnablePalantirUse) -> bool:
    """The card resolves on its target Palantír: the character tapped to play it (Use Palantír), or the bearer of
    the item whose ability it is (Magic Ring of Lore), may use it for the rest of the turn."""
    s = game.state
    actor = entry.actor or entry.data.get("actor", "")
    user = s.cards.get(actor)
    if user is not None and user.card.kind == "item" and user.attached_to in s.cards:
        actor = user.attached_to   # an item's ability: its bearer uses the Palantír
    for ref in effects.select(game, entry, "target"):
        palantir = s.cards[ref]
        if not is_palantir(palantir) or palantir.attached_to != actor:
            continue
        s.turn.per_turn[(KEY, ref)] = (actor, entry.card)
        s.log.append(f"{s._name(actor)} may use {s.label(palantir)} for the rest of the turn "
                     f"({effects.source_name(game, entry)})")
    return True


def able_to_use(state: State, palantir: Instance) -> Verdict:
    """Is the Palantír's bearer able to use it now? Refused, not modelled, while a card in play that may give the
    ability in a way the engine does not know is there."""
    modelled.refuse_in_play(state, KEY)
    bearer = state.cards.get(palantir.attached_to or "")
    if bearer is None or not bearer.card.is_character:
        return Verdict.refuse("cannot-use-palantir", f"no character bears {state.label(palantir)}.")
    given = state.turn.per_turn.get((KEY, palantir.id))
    if given is not None and given[0] == bearer.id:
        return Verdict.allow()
    barred = ""
    for card in state.attached(palantir.id):
        if not card.card.trait("lets_bearer_use_palantir"):
            continue
        excluded = card.card.trait("palantir_user_not", ())
        if excluded and race_named(bearer.card.race or "", excluded):
            barred = f"; {state.label(card)} gives that ability to no {' or '.join(excluded)}"
            continue
        return Verdict.allow()
    return Verdict.refuse("cannot-use-palantir", f"{state.label(bearer)} is not able to use {state.label(palantir)}"
                          f"{barred}.")


def _duplicated(state: State, palantir: Instance) -> list[Instance]:
    """The other Palantíri in play a Palantír that duplicates others (``duplicates_palantiri``) may copy: any, or
    minion ones only; never another copy of itself."""
    which = palantir.card.trait("duplicates_palantiri", "")
    if not which:
        return []
    return [other for other in state.cards.values()
            if other.zone == IN_PLAY and other.id != palantir.id and other.card.name != palantir.card.name
            and is_palantir(other) and (which != "minion" or other.card.alignment == "Minion")]


def copied_abilities(state: State, palantir: Instance, costs: tuple[str, ...]) -> list[Ability]:
    """The abilities a Palantír that duplicates others has from the other Palantíri in play
    (``duplicates_palantiri``): their abilities with one of ``costs`` that tap the card."""
    found = [a for other in _duplicated(state, palantir) for a in other.card.trait("abilities", ())
             if a.cost in costs and a.cost == "tap card"]
    names = [a.name for a in found]
    if len(set(names)) < len(names):   # two Palantíri with a use of one name: the example could not say which
        raise NotModelledError(f"not modelled: {palantir.name}: naming which of two Palantíri's abilities called "
                               f"{next(n for n in names if names.count(n) > 1)!r} it duplicates")
    return found


def refuse_uncopied(state: State, palantir: Instance) -> None:
    """An ability a Palantír that duplicates others does not have: when one of the Palantíri it may copy has a
    tapping effect that is not modelled (its ``use`` gap: Palantír of Amon Sûl), refuse, not modelled, rather than
    say no such ability."""
    modelled.refuse_any((other.card for other in _duplicated(state, palantir)), ("use",))


def describe(state: State) -> list[str]:
    """The ``describe`` hook: who may use which Palantír this turn, and the card that said so."""
    return [f"{state._name(value[0])} may use {state._name(str(key[1]))} this turn ({state._name(value[1])})"
            for key, value in state.turn.per_turn.items()
            if isinstance(key, tuple) and len(key) == 2 and key[0] == KEY and isinstance(value, tuple)]
