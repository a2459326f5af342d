"""Naming the destination card (CRF 22, Organization Phase > Choosing a New Site [CoE 2023]; CoE 2.II.7).

A player who declares that a company moves to a site already in play says which site card in play it moves to:
with two copies of a Haven on the table, the company reaches the copy named, and with it the cards on that copy
and the companies there. An example names a copy as the set-up or the game numbered it ("Alice moves Rangers to
the first Lórien."), or as its owner's ("Alice's Lórien", when the other player has one too); a copy still in the
location deck may be named the same way (a fresh copy of a Haven, CoE 2.II.7.3).

A plain name is read as before this ruling (the engine's reading) while the player has at most one copy of the
site in play: for a Haven, a fresh copy from his location deck if one is there, else his one copy in play. When he
has two or more copies of the site in play, a plain name does not say which: the movement is refused until he
names the copy.
"""
from __future__ import annotations

import re

from ..core.cards import fold
from ..core.errors import InputError, Verdict
from ..core.state import IN_PLAY, LOCATION_DECK, ORDINALS, Instance, State

# "the second Lórien", "Alice's Lórien": a reference to one copy, as ``State.find`` reads it
_ORDINAL = re.compile(r"^(?:the|an?)\s+(?:%s)\s+" % "|".join(ORDINALS), re.IGNORECASE)
_POSSESSIVE = re.compile(r"^(\w+)['’]s\s+")


def names_a_copy(state: State, ref: str) -> bool:
    """Does ``ref`` name one copy of a site ("the first Lórien", "Alice's Lórien") rather than the site? A possessive
    only if it is a player's: "Shelob's Lair" is a site's name."""
    ref = ref.strip()
    possessive = _POSSESSIVE.match(ref)
    return _ORDINAL.match(ref) is not None or (possessive is not None and possessive.group(1) in state.players)


def named_copy(state: State, player: str, ref: str) -> Instance | None:
    """The copy of a site ``ref`` names, if it names one: the player's own, in play or in his location deck."""
    if not names_a_copy(state, ref):
        return None
    inst = state.find(ref, "site")
    if not inst.card.is_site:
        raise InputError(f"{state.label(inst)} is not a site")
    if inst.owner != player or inst.zone not in (IN_PLAY, LOCATION_DECK):
        raise InputError(f"{state.label(inst)} is not one of {player}'s sites in play or in his location deck: a "
                         "company moves to its own player's site card")
    return inst


def check_named(state: State, player: str, ref: str) -> Verdict:
    """A plain name for a site the player has two or more copies of in play does not say which card the company
    moves to: refused, the copies listed (CRF 22 [CoE 2023])."""
    if names_a_copy(state, ref):
        return Verdict.allow()
    in_play = [i for i in state.copies(fold(ref.strip())) if i.card.is_site and i.owner == player
               and i.zone == IN_PLAY]
    if len(in_play) < 2:
        return Verdict.allow()
    which = " or ".join(f"the {ORDINALS[i.copy - 1]} {i.name}" for i in sorted(in_play, key=lambda i: i.copy))
    return Verdict.refuse("destination-not-named", f"{player} has {len(in_play)} copies of {in_play[0].name} in "
                          f"play: say which site card is the destination ({which}; CRF 22 [CoE 2023]).")
