"""A Stage resource drafted on the starting site (CoE 1.10.F1; CRF 22, Rulings by Term > Stage Resources, and Card
Errata and Rulings > Hidden Haven; the card key ``drafted_on_starting_site``).

A Fallen-wizard player whose starting company begins at a Ruins & Lairs may have one of his drafted Stage resources
be Hidden Haven played on that site (1.10.F1). A card drafted that needs a site in play has its player choose his
starting site as he drafts it (1.9.1): he names the site then ("Alice drafts Hidden Haven on Weathertop."), and as
it is revealed he brings his starting site out: the site card comes into play with the card
on it, and that site is his declared starting site from then on (CRF 22: "you must bring out your starting site
when you reveal Hidden Haven"), so a later declaration of another is refused.

- The site must be one his starting company may begin at, and a Ruins & Lairs (1.10.F1: the White Towers, the other
  Fallen-wizard starting site, is not); only one such card is drafted.
- If both players reveal it in the same round on the same site, both copies are set aside, and neither player may
  play it on that site before the game begins (CRF 22, Hidden Haven): drafting another copy on it is refused.

The engine's readings: the card's own conditions (a non-Dragon's-lair Ruins & Lairs in a Wilderness, Border-land or
Shadow-land) hold for every Ruins & Lairs in Arthedain and Rhudaur, so 1.10.F1's list decides; the two copies set
aside stay in their pools, so they leave the game with what is left there when the draft ends; a player whose copy
is set aside declares his starting site after the draft as usual. What the card does once in play is its entry's
(``players/stage_wizardhavens.py``: the site its player's Wizardhaven); a clause of it the engine does not model
with the scope ``in play`` would be refused as the game begins (the roll for the first turn), the first moment it
could matter, and a card of the other player's drafted later on a site of the same name is refused: "Other
Fallen-wizards may not use this site as a Wizardhaven" (``wizardhaven-of-another``, as when it is played).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.cards import fold
from ..core.errors import InputError, Verdict
from ..core.state import IN_PLAY
from ..players import alignments, stage_wizardhavens
from ..primitives.regions import type_of_site
from . import starting_sites

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Instance, State

KEY = "drafted_on_starting_site"
RUINS = "Ruins & Lairs"


def on_site(card: Card) -> bool:
    return bool(card.trait(KEY))


def _in_play(state: State) -> list[Instance]:
    return [i for i in state.cards.values() if i.zone == IN_PLAY and on_site(i.card)]


def check(state: State, player: str, card: Card, site_name: str) -> Verdict:
    """May ``player`` draft ``card`` naming ``site_name`` (empty: none)?"""
    if not on_site(card):
        if site_name:
            raise InputError(f"{card.name} is not played on a site as it is drafted: say '{player} drafts "
                             f"{card.name}.'")
        return Verdict.allow()
    if not site_name:
        return Verdict.refuse("stage-card-brings-out-starting-site", f"{card.name} is played on {player}'s "
                              f"starting site, which he brings out as he reveals it: name the site ('{player} "
                              f"drafts {card.name} on ...'; CoE 1.9.1, 1.10.F1; CRF 22, Stage Resources).")
    site = alignments.site_for(state, player, site_name)
    if not site.is_site:
        raise InputError(f"{site.name} is not a site")
    if type_of_site(state, site) != RUINS or not starting_sites.is_starting_site(state, player, site):
        return Verdict.refuse("not-a-ruins-starting-site", f"{card.name} is played on {player}'s starting site, a "
                              f"Ruins & Lairs he may begin at ({starting_sites.sites_text(state, player)}), not on "
                              f"{site.name} (CoE 1.10.F1).")
    if fold(site.name) in state.draft.barred_sites:
        return Verdict.refuse("starting-stage-site-set-aside", f"Both players revealed {card.name} on {site.name}: "
                              "it is not played there by either player before the game begins (CRF 22, "
                              f"{card.name}).")
    for inst in _in_play(state):
        if inst.controller == player:
            return Verdict.refuse("one-starting-stage-site", f"{state.label(inst)} is played on {player}'s starting "
                                  "site already: one drafted Stage resource may be (CoE 1.10.F1).")
        if fold(state.cards[inst.attached_to or ""].name) == fold(site.name):   # "Other Fallen-wizards may not use
            return stage_wizardhavens.refuse_another(state, inst, card, player, "drafted")   # this site as ..."
    return Verdict.allow()


def same_site(state: State, chosen: list[Instance]) -> list[Instance]:
    """Of the cards revealed together, those played on the starting site on a site of the same name as another's
    (with three or four players, any two of them; the engine's reading)."""
    sites = state.draft.chosen_sites
    placed = [(i, fold(sites.get(i.owner, ""))) for i in chosen if on_site(i.card) and sites.get(i.owner)]
    return [i for i, name in placed if any(j is not i and other == name for j, other in placed)]


def set_aside(state: State, chosen: list[Instance]) -> None:
    """Revealed on one site: set aside, and that site barred to it until the game begins (CRF 22)."""
    by = "both players" if len(state.players) == 2 else "more than one player"
    for inst in chosen:
        name = state.draft.chosen_sites[inst.owner]
        barred = fold(alignments.site_for(state, inst.owner, name).name)
        if barred not in state.draft.barred_sites:
            state.draft.barred_sites.append(barred)
        state.draft.set_aside.append(inst.id)
        state.log.append(f"{state.label(inst)} is revealed by {by} on {name}: set aside (CRF 22)")


def reveal(state: State, inst: Instance) -> None:
    """Revealed alone on its site: the player brings out his starting site with the card on it, and that is his
    declared starting site (CoE 1.10.F1; CRF 22, Stage Resources)."""
    name = state.draft.chosen_sites[inst.owner]
    site = starting_sites.site_in_play(state, inst.owner, name)
    state.move(inst.id, IN_PLAY, attached_to=site.id)
    state.draft.starting_sites[inst.owner] = starting_sites.Declared((name,))
    state.log.append(f"{state.label(inst)} is revealed on {state.label(site)}: {inst.owner} brings out his starting "
                     "site (CoE 1.10.F1; CRF 22)")


def refuse_as_game_begins(state: State) -> None:
    """What such a card does in play is not modelled: refused as the game begins, before it could matter."""
    modelled.refuse_any((i.card for i in _in_play(state)), ("in play",))
