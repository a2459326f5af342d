"""Dragon manifestations (CoE g.man.3; CRF 22, Removed from the Game & Removed from Play, rules erratum).

A unique Dragon appears as several cards, its manifestations: its creature card
(Smaug) and the cards named after it, Ahunt (Smaug Ahunt), At Home (Smaug at
Home) and Roused (Smaug Roused); a Dragon automatic-attack is not one. When an
attack of a manifestation is defeated, the Dragon is done for the rest of the
game: its other manifestations in play are removed from play (to their owner's
out-of-play pile, where they still count for uniqueness), a Roused faction in
its player's marshalling point pile among them, as a card there is in play (CoE
glossary, marshalling point pile), no further
manifestation of it may be played, and its lair loses its automatic-attack.

The lair is the site the Dragon's creature card may be keyed to by name (The
Lonely Mountain for Smaug). Only defeat starts this in the engine: no authored
card removes a manifestation from play otherwise.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import Card, catalogue
from ..core.errors import Verdict
from ..core.state import IN_PLAY, MP_PILE, OUT_OF_PLAY

if TYPE_CHECKING:
    from ..core.state import Instance, State

AT_HOME = " at Home"
KINDS = (" Ahunt", AT_HOME, " Roused")  # the manifestations named after the Dragon's creature card


def _dragon(name: str) -> Card | None:
    card = catalogue().find(name)
    if card is not None and card.is_creature and card.race == "Dragon" and card.fact("unique"):
        return card
    return None


def dragon_of(card: Card) -> str | None:
    """The unique Dragon ``card`` is a manifestation of (its creature card's name), or None."""
    names = [card.name] + [card.name[:-len(kind)] for kind in KINDS if card.name.endswith(kind)]
    for name in names:
        dragon = _dragon(name)
        if dragon is not None:
            return dragon.name
    return None


def is_at_home(card: Card) -> bool:
    """Is ``card`` the At Home manifestation of a unique Dragon (Smaug at Home)?"""
    return card.name.endswith(AT_HOME) and dragon_of(card) is not None


def lair_of(dragon: str) -> tuple[str, ...]:
    """The Dragon's lair: the sites its creature card may be keyed to by name."""
    creature = _dragon(dragon)
    return tuple((creature.fact("keyed_to") or {}).get("sites", ())) if creature is not None else ()


def defeated(state: State, source: Instance) -> None:
    """An attack of ``source`` was defeated: if it is a Dragon manifestation, that Dragon is done (CoE g.man.3)."""
    dragon = dragon_of(source.card)
    if dragon is None or dragon in state.dragons_done:
        return
    state.dragons_done.append(dragon)
    # a Roused faction in its player's marshalling point pile is in play too (CoE glossary, marshalling point pile)
    for other in [i for i in state.cards.values() if i.zone in (IN_PLAY, MP_PILE) and i.id != source.id
                  and dragon_of(i.card) == dragon]:
        state.move(other.id, OUT_OF_PLAY)
        state.log.append(f"{state.label(other)} is removed from play: {dragon} was defeated (CoE g.man.3)")
    lairs = " and ".join(lair_of(dragon)) or "its lair"
    state.log.append(f"{dragon} was defeated: no further manifestation of it may be played, and {lairs} has no "
                     "Dragon automatic-attack for the rest of the game")


def check_play(state: State, card: Card) -> Verdict:
    """A manifestation of a Dragon that was defeated cannot be played for the rest of the game."""
    dragon = dragon_of(card)
    if dragon is not None and dragon in state.dragons_done:
        return Verdict.refuse("dragon-defeated", f"{card.name} is a manifestation of {dragon}, who was defeated "
                              "earlier in the game (CoE g.man.3).")
    return Verdict.allow()


def lost_automatic_attack(state: State, site: Card, spec: dict) -> bool:
    """Is ``spec`` the Dragon automatic-attack of a lair whose Dragon was defeated?"""
    return spec.get("race") in ("Dragon", "Dragons") and any(site.name in lair_of(d) for d in state.dragons_done)


def check_dragon_manifestation(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """The condition ``target_dragon_manifestation``: the target is a manifestation of a unique Dragon, whatever its
    kind: his creature card, his Ahunt, At Home or Roused card (a faction: CRF 22, Parsimony of Seclusion)."""
    inst = state.cards.get(target or "")
    if inst is None or dragon_of(inst.card) is None:
        return Verdict.refuse("not-a-dragon-manifestation", f"{card.name} takes a manifestation of a unique Dragon; "
                              f"{state.label(inst) if inst else 'nothing'} is not one.")
    return Verdict.allow()
