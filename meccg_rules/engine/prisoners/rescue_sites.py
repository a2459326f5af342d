"""Where a hazard host may take its character prisoner: the rescue site (CoE 3.III.2, 3.III.2.1; CRF 22, Rulings by
Term > Prisoners).

A hazard host (a card with ``hazard_host``: Flies and Spiders) is played only if its player's location deck holds a
site of a type the card names that may be the rescue site of the character it is played on (the condition
``rescue_site``):

- a character moving by starter movement: a site in the region of his site of origin or of his new site;
- moving by region movement: a site in a region of his site path, or in a region adjacent to one of them;
- not moving: a site in the region of the site he is at;
- and whatever his movement, an Under-deeps site listed as adjacent to the site he is at or moving to, or listing
  it (3.III.2.1 as the CRF's erratum words it: "at or moving to", so a character who is not moving may be taken
  prisoner at an Under-deeps site adjacent to his own site too).

The engine's readings, where the rules are silent: an Under-deeps site is a rescue site only through 3.III.2.1 (it
lies beneath its surface site's region, not in it, and 3.III.2.1 would be needless otherwise); the site a company
is "at or moving to" is its site for the rules (its new site once revealed, ``Company.site``); the hazard player
chooses among several eligible rescue sites of different names as he plays the host, naming the one he chooses (the
combat hook ``names as played``, ``check_named``: "Bob plays Flies and Spiders on Sam Gamgee, naming The Gem-deeps"),
which is the one taken when the strike succeeds (``choose``; 3.III.2 requires the site to be available as the host is
played). A host played naming none had sites of one name only to choose from: that name is kept as it is declared
(``declared``), and sites of other names that become eligible later (the company's new site revealed, a site come
back to the location deck) never take its place.

3.III.2 names neither Under-deeps movement nor special movement. The engine's reading is the plainest one: a
company moving by either has no regions of its own to cross (an Under-deeps movement has no site path, CoE 2.IV.ii;
a special movement's names none unless its effect says so), so it is read as starter movement is: a site in the
region of his site of origin or of his new site, as their cards print it. And "the same region as the character's
site" is the region his site's card names, an Under-deeps site's too (The Pûkel-deeps names Rohan): a character
not moving at an Under-deeps site may be held at a surface site of that region, as well as at an adjacent
Under-deeps site (3.III.2.1).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat.named_creatures import NAMED
from ..core.cards import regions
from ..primitives.regions import type_of_site
from ..core.errors import NotModelledError, Verdict
from ..core.state import LOCATION_DECK, Instance, State
from ..organization.under_deeps import adjacent

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..game import Game
    from .keys import HazardHost


def host_of(card: Card) -> HazardHost | None:
    """The card's ``hazard_host`` key: it takes a character prisoner (CoE 3.III.1)."""
    return card.trait("hazard_host")


def _regions_of(state: State, character: Instance) -> set[str]:
    """The regions a rescue site may lie in for this character (CoE 3.III.2), by how his company moves."""
    company = state.company_of(character.id)
    if company is None:
        return set()
    here = state.cards[company.site].card.fact("region")
    if not company.moving:
        return {here} if here else set()
    if company.movement == "region":
        crossed = {r.name for r in company.site_path if r.name}
        known = regions()
        near = {other for name in crossed for other in known.get(name, {}).get("adjacent", ())}
        near |= {name for name, info in known.items() if crossed & set(info.get("adjacent", ()))}
        return crossed | near
    # starter movement, and (the engine's reading) Under-deeps and special movement: the regions of the two sites
    origin = state.cards[company.origin].card.fact("region") if company.origin in state.cards else None
    return {r for r in (origin, here) if r}


def eligible(state: State, host: Card, character: Instance) -> list[Instance]:
    """The site cards of the hazard player's location deck that may be this character's rescue site."""
    keys = host_of(host)
    company = state.company_of(character.id)
    if keys is None or company is None:
        return []
    site = state.cards[company.site].card
    near = _regions_of(state, character)
    found = []
    for inst in state.in_zone(LOCATION_DECK, state.hazard_player):
        card = inst.card
        if not card.is_site or type_of_site(state, card) not in keys.rescue_site_types:
            continue
        if card.fact("under_deeps"):
            if adjacent(card, site):   # at or moving to a site adjacent to it (3.III.2.1, as corrected)
                found.append(inst)
        elif card.fact("region") in near:
            found.append(inst)
    return found


def check(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``rescue_site``: a rescue site is available for the target character (CoE 3.III.2)."""
    character = state.cards.get(target or "")
    if character is None or not character.card.is_character:
        return Verdict.allow()   # the target's own checks refuse another card
    if eligible(state, card, character):
        return Verdict.allow()
    keys = host_of(card)
    kinds = " or ".join(keys.rescue_site_types) if keys else "site"
    return Verdict.refuse("no-rescue-site", f"{state.hazard_player}'s location deck holds no {kinds} that may be "
                          f"{state.label(character)}'s rescue site: none lies where his movement allows, nor is an "
                          "Under-deeps site adjacent to the site he is at or moving to (CoE 3.III.2, 3.III.2.1).")


RESCUE_SITE = "rescue site named"   # per turn: (RESCUE_SITE, host) -> the site card its player named as he played it


def check_named(state: State, card: Card, named: str, player: str, target: str | None) -> Verdict | None:
    """The combat hook ``names as played``: the hazard player names the rescue site as he plays a hazard host, when
    his location deck holds eligible sites of more than one name (", naming The Gem-deeps"); with one name, he may
    name it or not. None: the card is no hazard host played on a character."""
    if host_of(card) is None:
        return None
    character = state.cards.get(target or "")
    if character is None or not character.card.is_character:
        return None   # a host not played on a character: its own rule answers (To Get You Away's, agents family)
    names = sorted({i.name for i in eligible(state, card, character)})
    return check_site_named(state, card, named, player, names,
                            f"several sites that may be {state.label(character)}'s rescue site", "; CoE 3.III.2",
                            f"may not be {state.label(character)}'s rescue site: it is no site of "
                            f"{state.hazard_player}'s location deck that his movement allows (CoE 3.III.2, 3.III.2.1)")


def check_site_named(state: State, card: Card, named: str, player: str, names: list[str], several: str, rule: str,
                     not_one: str) -> Verdict:
    """The rescue site named as a hazard host is played: required among sites of ``names`` (its player's location
    deck holds ``several``), and one of them if named (``not_one``: why another is not)."""
    if not named:
        if len(names) > 1:
            return Verdict.refuse("must-name-rescue-site", f"{player}'s location deck holds {several} "
                                  f"({', '.join(names)}): he names the one he chooses as he plays {card.name} "
                                  f"(', naming {names[0]}'{rule}).")
        return Verdict.allow()
    site = state.cards[named]
    if site.owner != state.hazard_player or site.zone != LOCATION_DECK or site.name not in names:
        return Verdict.refuse("not-a-rescue-site", f"{state.label(site)} {not_one}.")
    return Verdict.allow()


def declared(game: Game, entry: Declared) -> None:
    """The hook ``declared``: the rescue site named as a hazard host is played is kept for its strike; with none
    named, the one name eligible then is kept (``check_named`` allows no name only then)."""
    s = game.state
    inst = s.cards.get(entry.card or "")
    if inst is None or host_of(inst.card) is None:
        return
    named = entry.data.get(NAMED)
    character = s.cards.get(entry.target or "")
    if character is None or not character.card.is_character:
        return   # a host not played on a character keeps its own (To Get You Away's, agents family)
    if not named:
        sites = eligible(s, inst.card, character)
        named = sites[0].id if sites else None
    if named:
        s.turn.per_turn[(RESCUE_SITE, inst.id)] = named


def choose(state: State, host: Instance, character: Instance) -> Instance | None:
    """The rescue site taken from the location deck as the character is taken prisoner: one of the name its player
    named, or that was the only one eligible as he played the host; None with none left (the site he named gone, no
    other takes its place: he chose that one, or it was the only one the host could be played with)."""
    found = eligible(state, host.card, character)
    named = state.cards.get(state.turn.per_turn.get((RESCUE_SITE, host.id)) or "")
    if named is not None:
        found = [i for i in found if i.id == named.id] or [i for i in found if i.name == named.name]
    names = sorted({i.name for i in found})
    if len(names) > 1:   # a host the scenario set up on the character, never played: nothing was kept
        raise NotModelledError(f"{host.card.name}: a rescue site chosen among several ({', '.join(names)}) for a "
                               "hazard host put in play without being played")
    return found[0] if found else None
