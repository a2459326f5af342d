"""Starting sites (CoE 1.10): where each player's starting company begins play once the character draft ends.

Each player declares his starting site(s) from his location deck ("Alice starts at Minas Morgul."), after the
draft and before it ends (CoE 1.10):

- a Wizard player's starting company begins at Rivendell, and nowhere else (1.10.W1);
- a Ringwraith player may have up to two starting companies, at Minas Morgul and/or Dol Guldur (1.10.R1; CRF 22,
  Tournament Rulings > Starting Companies, says the same of Ringwraith/Sauron players);
- a Fallen-wizard player's begins at the White Towers or at a Ruins & Lairs in Arthedain or Rhudaur (1.10.F1);
- a Balrog player may have up to two, at Moria and/or the Under-gates (1.10.B1).

The sites are rules facts (``starting_sites``, ``starting_ruins_and_lairs``). A player who declares two sites
also declares how his starting company is split: the characters he names begin at the second site ("Alice starts
at Minas Morgul, and at Dol Guldur with Gorbag."), the others at the first. A second site for a Wizard or
Fallen-wizard player, a site the rule does not list, or the same site twice is refused, naming the rule.

The engine's readings: each of two starting companies holds at least one character (a split that leaves a site
empty is refused); a minor item stays with its bearer, and a card started in place of a minor item goes
with the first company. A Wizard player who declares nothing starts at Rivendell, his only starting site; any
other player with a starting company must declare before the draft ends. The first company is "PLAYER-starting",
the second "PLAYER-starting-2". A Fallen-wizard's Hidden Haven played on his starting site, which declares it as it
is revealed in the draft (1.10.F1), is ``starting_stage_sites.py``'s.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.cards import Card, fold
from ..core.errors import Verdict
from ..core.rules_facts import facts
from ..core.state import IN_PLAY, STARTING_COMPANY, Company
from ..players import alignments
from ..primitives.regions import type_of_site

if TYPE_CHECKING:
    from ..core.state import Instance, State

MOST_COMPANIES = {alignments.RINGWRAITH: 2, alignments.BALROG: 2}   # up to two (CoE 1.10.R1, B1); else one
COMPANY = "{player}-starting"


@dataclass(frozen=True)
class Declared:
    """A player's declared starting sites (as he names them) and the characters that begin at the second."""
    sites: tuple[str, ...]
    second: tuple[str, ...] = ()


def rule(state: State, player: str) -> str:
    return f"CoE 1.10.{alignments.RULE_LETTER[alignments.alignment_of(state, player)]}1"


def sites_text(state: State, player: str) -> str:
    """Where the player's starting company may begin, in words."""
    alignment = alignments.alignment_of(state, player)
    named = list(facts("starting_sites")[alignment])
    ruins = facts("starting_ruins_and_lairs").get(alignment, [])
    joined = " and/or ".join(named) if MOST_COMPANIES.get(alignment, 1) > 1 else " or ".join(named)
    return joined + (f" or a Ruins & Lairs in {' or '.join(ruins)}" if ruins else "")


def is_starting_site(state: State, player: str, site: Card) -> bool:
    alignment = alignments.alignment_of(state, player)
    if any(fold(site.name) == fold(name) for name in facts("starting_sites")[alignment]):
        return True
    ruins = facts("starting_ruins_and_lairs").get(alignment, [])
    return type_of_site(state, site) == "Ruins & Lairs" and site.fact("region") in ruins


def check(state: State, player: str, sites: tuple[str, ...], second: tuple[str, ...]) -> Verdict:
    """May ``player`` declare these starting sites, with ``second`` beginning at the second one?"""
    alignment = alignments.alignment_of(state, player)
    most = MOST_COMPANIES.get(alignment, 1)
    if len(sites) > most:
        return Verdict.refuse("one-starting-site", f"A {alignment} player's starting company begins at one site "
                              f"({sites_text(state, player)}); it is not split ({rule(state, player)}).")
    cards = [alignments.site_for(state, player, name) for name in sites]
    for site in cards:
        if not is_starting_site(state, player, site):
            return Verdict.refuse("not-a-starting-site", f"{player}'s starting company begins at "
                                  f"{sites_text(state, player)}, not at {site.name} ({rule(state, player)}).")
    if len(cards) == 2 and fold(cards[0].name) == fold(cards[1].name):
        return Verdict.refuse("not-a-starting-site", f"{cards[0].name} is declared twice: two starting companies "
                              f"begin at two sites ({rule(state, player)}).")
    characters = [i for i in state.in_zone(STARTING_COMPANY, player) if i.card.is_character]
    for ref in second:
        inst = state.find(ref, "character")
        if inst not in characters:
            return Verdict.refuse("not-starting-character", f"{inst.name} is not in {player}'s starting company "
                                  "(CoE 1.9).")
    going = len({state.find(r, "character").id for r in second})
    if len(cards) == 2 and (going == 0 or going >= len(characters)):
        empty = cards[1 if going == 0 else 0].name
        return Verdict.refuse("one-starting-site", f"Each of {player}'s two starting companies holds a character: "
                              f"the split leaves {empty} empty ({rule(state, player)}; the engine's reading).")
    return Verdict.allow()


def declared(state: State, player: str) -> Declared | None:
    """What the player declared; a Wizard player who declared nothing starts at his only site (1.10.W1)."""
    known = state.draft.starting_sites.get(player) if state.draft is not None else None
    if known is not None:
        return known
    named = facts("starting_sites")[alignments.alignment_of(state, player)]
    only = len(named) == 1 and not facts("starting_ruins_and_lairs").get(alignments.alignment_of(state, player))
    return Declared((named[0],)) if only else None


def check_all_declared(state: State) -> Verdict:
    """Before the draft ends, every player with a starting company has declared where it begins (CoE 1.10)."""
    for player in state.players:
        has_company = any(i.card.is_character for i in state.in_zone(STARTING_COMPANY, player))
        if has_company and declared(state, player) is None:
            return Verdict.refuse("starting-site-undeclared", f"{player} has not declared a starting site: his "
                                  f"starting company begins at {sites_text(state, player)} (CoE 1.10, "
                                  f"{rule(state, player).removeprefix('CoE ')}).")
    return Verdict.allow()


def place(state: State, player: str) -> None:
    """The starting company at its starting site, or split between two (CoE 1.10)."""
    members = state.in_zone(STARTING_COMPANY, player)
    characters = [i for i in members if i.card.is_character]
    plan = declared(state, player)
    if not characters or plan is None:
        return
    second = {state.find(ref, "character").id for ref in plan.second}
    for number, name in enumerate(plan.sites):
        site = site_in_play(state, player, name)
        company = COMPANY.format(player=player) + ("" if number == 0 else f"-{number + 1}")
        state.companies[company] = Company(company, player, site.id)
        going = [i for i in characters if (i.id in second) == (number == 1)]
        ids = {i.id for i in going}
        others = [i for i in members if not i.card.is_character
                  and (i.attached_to in ids or (i.attached_to is None and number == 0))]
        for inst in going + others:
            state.move(inst.id, IN_PLAY, attached_to=inst.attached_to)
            if inst.card.is_character:
                inst.company = company
        state.log.append(f"{player}'s starting company is at {state.label(site)}" if len(plan.sites) == 1 else
                         f"{player}'s starting company {company} is at {state.label(site)}: "
                         + ", ".join(state.label(i) for i in going))


def site_in_play(state: State, player: str, name: str) -> Instance:
    """The player's copy of the site, from play or his location deck, else a new one."""
    from ..core.state import LOCATION_DECK
    card = alignments.site_for(state, player, name)
    held = sorted((i for i in state.cards.values() if i.card.id == card.id and i.owner == player
                   and i.zone in (IN_PLAY, LOCATION_DECK)), key=lambda i: i.zone != IN_PLAY)
    if held:
        if held[0].zone != IN_PLAY:
            state.move(held[0].id, IN_PLAY)
        return held[0]
    return state.add(card, player, IN_PLAY)
