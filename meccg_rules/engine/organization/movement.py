"""Movement and site paths (CoE 2.II.7, 2.IV.ii): starter movement and region movement (Under-deeps
movement, with no site path, is in ``under_deeps``; the special movement a card gives, in ``special_movement``).

Starter movement follows a site card's printed path between a site and its
nearest Haven (or between two Havens); its site path is the printed region
types, with the region names of the site of origin and of the new site only.
Region movement names every region, at most four consecutive regions without
repeating one, including the regions of both sites. A Ringwraith or Balrog player's companies may move as if
Dagorlad and Udûn were adjacent (CoE 2.II.7.ii.R1, B1; ``joined_regions``, the rules facts'
minion_adjacent_regions, which his agents use too: CoE 4.R1, 4.B2).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..players import alignments, ringwraith_modes
from . import (card_sites, composition, destination_cards, later_site_paths, location_decks, movement_limits,
               moving_again, region_card_maximum, special_movement, surface_sites, lent_sites, under_deeps)
from ..core.cards import Card, regions
from ..core.rules_facts import facts
from ..core import queries
from ..core.errors import InputError, UnknownNameError, Verdict, a, nearest
from ..core.behaviour import ReturnToOrigin, walk
from ..core.chain import Declared
from ..primitives import effects, hazard_cancels
from ..primitives import values
from ..primitives.regions import company_types, has_in_path
from ..core.state import HAND, IN_PLAY, LOCATION_DECK, Company, Region, State

if TYPE_CHECKING:
    from collections.abc import Sequence
    from .actions import DeclareMovement
    from ..game import Game

MAX_REGIONS = 4


def starter_path(origin: Card, destination: Card) -> tuple[Region, ...] | None:
    """The starter-movement site path from ``origin`` to ``destination`` (cards), or None if there is none."""
    types = None
    if destination.fact("nearest_haven") == origin.name:
        types = destination.fact("site_path")
    elif origin.fact("nearest_haven") == destination.name:
        types = list(reversed(origin.fact("site_path", [])))
    elif origin.is_haven and destination.is_haven:
        types = destination.fact("haven_paths", {}).get(origin.name)
    if not types:
        return None
    path = [Region(None, t) for t in types]
    path[0] = Region(origin.fact("region"), types[0])
    path[-1] = Region(destination.fact("region") if len(path) > 1 or not path[0].name else path[0].name,
                      types[-1])
    return tuple(path)


def joined_regions(state: State, player: str) -> frozenset[str]:
    """The two regions the player's companies and agents may move between as if adjacent: Dagorlad and Udûn for a
    Ringwraith or Balrog player (CoE 2.II.7.ii.R1, B1, 4.R1, 4.B2), none for the others."""
    if alignments.alignment_of(state, player) in (alignments.RINGWRAITH, alignments.BALROG):
        return frozenset(facts("minion_adjacent_regions")["regions"])
    return frozenset()


def path_through(state: State, origin: Card, destination: Card, via: Sequence[str] | None,
                 player: str) -> tuple[Region, ...] | None:
    """The site path of ``player``'s company moving from ``origin`` to ``destination``: by region movement through
    ``via`` (``region_path``, with the regions he moves between as if adjacent: ``joined_regions``), else by starter
    movement (``starter_path``: None if there is none)."""
    if via:
        return region_path(origin, destination, list(via), joined=joined_regions(state, player))
    return starter_path(origin, destination)


def declared_path(state: State, company: Company) -> tuple[Region, ...] | None:
    """The site path the company declared it will move by, from its site to its destination (``path_through``)."""
    origin, site = state.cards[company.site].card, state.cards[company.destination or ""].card
    return path_through(state, origin, site, company.via, company.owner)


def region_path(origin: Card, destination: Card, via: list[str], most: int = MAX_REGIONS,
                joined: frozenset[str] = frozenset()) -> tuple[Region, ...]:
    """The region-movement site path through ``via`` (every region, in order), of ``most`` regions at most (a card
    may free a company of the maximum: ``region_card_maximum``), ``joined`` two regions moved between as if adjacent
    (``joined_regions``); InputError if it is not legal."""
    known = regions()
    names = list(via)
    for name in names:
        if name not in known:
            raise UnknownNameError("region", name, nearest(name, list(known)))
    if not names or names[0] != origin.fact("region") or names[-1] != destination.fact("region"):
        raise InputError(f"a region path must start in {origin.name}'s region ({origin.fact('region')}) and end "
                         f"in {destination.name}'s ({destination.fact('region')})")
    if len(set(names)) != len(names):
        raise InputError("a region path cannot repeat a region (CoE 2.II.7.ii)")
    if len(names) > most:
        raise InputError(f"region movement goes through at most {most} regions (CoE 2.II.7.ii)")
    for one, other in zip(names, names[1:]):
        if other not in known[one]["adjacent"] and one not in known[other]["adjacent"] and {one, other} != joined:
            raise InputError(f"{one} and {other} are not adjacent regions")
    return tuple(Region(n, known[n]["type"]) for n in names)


# ------------------------------------------------------------------ declaring and revealing movement
def check_declare(game: Game, action: DeclareMovement) -> Verdict:
    s = game.state
    company = s.get_company(action.company)
    if s.phase != "organization" and not moving_again.may_declare(s, company):   # or an effect lets it move again
        return Verdict.refuse("wrong-phase", "Movement is declared during the organization phase (CoE 2.II.7).")
    if action.player != s.resource_player or company.owner != action.player:
        return Verdict.refuse("wrong-player", f"Only {company.owner} declares where {company.id} moves, in their "
                              "own turn.")
    if s.chains:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects first.")
    if company.destination is not None:
        return Verdict.refuse("movement-declared", f"{company.id} has declared its movement already.")
    verdict = destination_cards.check_named(s, action.player, action.site)   # which copy in play (CRF 22, CoE 2023)
    if not verdict:
        return verdict
    verdict = card_sites.check_declared(s, company, action.site)   # a card used as a site: only by its own play
    if not verdict:
        return verdict
    site = _site_card(game, action)
    origin = s.cards[company.site].card
    verdict = moving_again.check_kind(s, company, origin, site, tuple(action.via))   # as the effect says it moves
    if not verdict:
        return verdict
    verdict = composition.check_leaving(s, company, site)   # leaving a Haven as a company it may be away from one
    if not verdict:
        return verdict
    for other in s.companies.values():
        if other is not company and other.site == company.site and other.destination and \
                s.cards[other.destination].card.id == site.id:
            return Verdict.refuse("same-movement", f"{other.id} moves from {origin.name} to {site.name} already "
                                  "(CoE 2.II.7.1).")
    if destination_cards.named_copy(s, action.player, action.site) is None:   # a card of it to place (CoE 2.II.7)
        verdict = location_decks.check(s, company, site)
        if not verdict:
            return verdict
    if action.path_later:   # the site path declared as its movement/hazard phase begins (CoE 2.IV.ii)
        if s.phase != "organization" or action.via:
            return Verdict.refuse("wrong-phase", "A site path left for later is one declared with a movement in the "
                                  "organization phase, without its regions (CoE 2.IV.ii).")
        return later_site_paths.check_later(s, company, origin, site, _path_check(s, company, site), MAX_REGIONS)
    return check_path(s, company, site, tuple(action.via))


def check_path(state: State, company: Company, site: Card, via: tuple[str, ...]) -> Verdict:
    """Is the movement of ``company`` to ``site`` legal by this site path (() is starter movement)?"""
    origin = state.cards[company.site].card
    verdict = queries.veto("may move to", state, company, origin, site, via)   # by alignment ...
    if not verdict:
        return verdict
    if special_movement.allows(state, company, origin, site, via):   # a card gave it (CoE 2.II.7.iv)
        return Verdict.allow()
    surface = surface_sites.check(state, company, state.cards[company.site], site, via)   # Deep Mines
    if surface is not None:
        return surface
    return legal_movement(origin, site, list(via), region_card_maximum.cap(state, company, MAX_REGIONS),
                          joined_regions(state, company.owner))


def _path_check(state: State, company: Company, site: Card) -> later_site_paths.PathCheck:
    return lambda via: check_path(state, company, site, via)


def destination_check(state: State, company: Company) -> later_site_paths.PathCheck | None:
    """The movement rules for a site path to the company's declared new site, as they stand now (None: none
    declared)."""
    if company.destination is None:
        return None
    return _path_check(state, company, state.cards[company.destination].card)


def by_alignment(state: State, company: Company, origin: Card, site: Card, via: tuple[str, ...]) -> Verdict:
    """The ``may move to`` query: the movement rules of the company's player's alignment (W, F, B), then those of a
    Ringwraith's company (R). Special movement a card gave is not starter movement: only a Ringwraith's company
    is barred from it (R1)."""
    if special_movement.allows(state, company, origin, site, via):
        if any(alignments.is_ringwraith(c) for c in state.characters(company.id)):
            return Verdict.refuse("ringwraith-movement", f"{company.id} holds a Ringwraith: it uses starter or "
                                  "Under-deeps movement, not special movement (CoE 2.II.7.R1).")
        return Verdict.allow()
    verdict = check_alignment_movement(state, company.owner, via, origin, site)
    return verdict if not verdict else check_ringwraith_movement(state, company, origin, site, via)


def _site_card(game: Game, action: DeclareMovement) -> Card:
    """The site moved to: the version the player has in play or in his location deck, else his alignment's
    (whether he has a card of it is ``location_decks.check``)."""
    named = destination_cards.named_copy(game.state, action.player, action.site)   # "the second Lórien"
    card = named.card if named is not None else alignments.site_for(game.state, action.player, action.site)
    if not card.is_site:
        raise InputError(f"{card.name} is {a(card.kind)}, not a site")
    return card


def legal_movement(origin: Card, site: Card, via: list[str], most: int = MAX_REGIONS,
                   joined: frozenset[str] = frozenset()) -> Verdict:
    """Starter movement, or region movement through ``via`` (``most`` regions at most, ``joined`` as in
    ``region_path``): is it legal (CoE 2.II.7.i-ii)?"""
    if origin.id == site.id:
        return Verdict.refuse("illegal-movement", f"{origin.name} is where the company is already.")
    deeps = under_deeps.check_movement(origin, site, via)
    if deeps is not None:
        return deeps
    by_card = card_sites.check_movement(origin, site, via)   # from a card used as a site, by its own site path
    if by_card is not None:
        return by_card
    if via:
        try:
            region_path(origin, site, via, most, joined)
        except InputError as error:
            return Verdict.refuse("illegal-movement", str(error))
        return Verdict.allow()
    if starter_path(origin, site) is None:
        return Verdict.refuse("illegal-movement", f"no starter movement joins {origin.name} and {site.name}; give "
                              "the regions for region movement ('via ...')")
    return Verdict.allow()


def declare(game: Game, action: DeclareMovement) -> None:
    s = game.state
    company = s.get_company(action.company)
    named = destination_cards.named_copy(s, action.player, action.site)   # the copy the player names
    card = named.card if named is not None else alignments.site_for(s, action.player, action.site)
    inst = named or location_decks.site_card(s, company, card)   # his own, or one lent him (CoE 2.II.7, 3.III.6)
    company.destination, company.via = inst.id, tuple(action.via)
    if action.path_later:   # the paths legal now: one is named as its movement/hazard phase begins (CoE 2.IV.ii)
        company.open_paths = later_site_paths.open_paths(s.cards[company.site].card, card,
                                                         _path_check(s, company, card), MAX_REGIONS)
        region_card_maximum.note_path_later(s, company)   # freed of the region maximum: a longer path too
    movement_limits.pay_to_move(s, company)   # Enchanted Stream: the movement's own cost
    s.log.append(f"{company.id} will move to {s.label(inst)}" + (f" via {', '.join(action.via)}" if action.via
                                                                else ", its site path to be declared later"
                                                                if action.path_later else ""))


def reveal_new_site(state: State, company: Company) -> None:
    """Step 1-2 of the movement/hazard phase: the new site is revealed and the site path fixed (or negated)."""
    if company.destination is None:
        return
    site = state.cards[company.destination]
    origin = state.cards[company.site]
    if special_movement.allows(state, company, origin.card, site.card, company.via):
        special_movement.move(state, company, origin.id, site.id)
        return
    if surface_sites.reveal(state, company):   # Deep Mines and its surface site
        return
    if card_sites.reveal(state, company):   # to or from a card used as a site (Morannon), by its site path
        return
    most = region_card_maximum.cap(state, company, MAX_REGIONS)   # a card may free a lone character of it
    joined = joined_regions(state, company.owner)
    verdict = legal_movement(origin.card, site.card, list(company.via), most, joined)
    if verdict:   # what was declared may have become illegal since: a card played on the company (Crept Along ...)
        verdict = queries.veto("may move to", state, company, origin.card, site.card, tuple(company.via))
    if verdict and not company.via and under_deeps.is_under_deeps_movement(origin.card, site.card):
        if not under_deeps.reveal(state, company):  # from an Under-deeps site the roll comes first
            under_deeps.move(state, company)
        return
    company.destination = None
    if not verdict:  # CRF 22, Movement/Hazard Phase > General [CoE 2023]
        state.log.append(f"{company.id}'s movement to {state.label(site)} is not legal ({verdict.sentence}): it "
                         "stays where it is")
        return
    if company.via:
        company.site_path, company.movement = region_path(origin.card, site.card, list(company.via), most,
                                                          joined), "region"
        freeing = region_card_maximum.freeing_card(state, company)
        if freeing is not None:   # no site path, no region moved through (region_card_maximum)
            company.site_path = ()
    else:
        path = starter_path(origin.card, site.card)
        assert path is not None
        company.site_path, company.movement = path, "starter"
    state.move(site.id, IN_PLAY)
    company.origin, company.site, company.moving, company.en_route = origin.id, site.id, True, True
    state.log.append(f"{company.id} reveals its new site, {state.label(site)}; site path: "
                     + (", ".join(str(r) for r in company.site_path) or "none"))
    if company.via and not company.site_path:   # a card freed its region movement (region_card_maximum)
        state.log.append(f"{company.id} is considered to move through no regions")


# ------------------------------------------------------------------ where a company is
def whereabouts(state: State, company: Company) -> str:
    """Where the company is, in words: at its site, or between two sites (CoE 2.IV.5; CRF Annotation 25)."""
    site = state.label(state.cards[company.site])
    if company.en_route and company.origin:
        return f"{company.id} is between sites (from {state.label(state.cards[company.origin])} to {site})"
    return f"{company.id} is at {site}"


def return_to_origin(state: State, company: Company) -> bool:
    """The company goes back to its site of origin (CoE 2.IV.4; CRF Returning to Site of Origin).

    It no longer has a site path nor counts as having moved; its site phase will be idle. The new
    site it leaves goes back to its owner's location deck unless another company is there or on its
    way there, and the on-guard cards placed on it return to the hazard player's hand (CoE
    2.IV.vii.4.2). A site of origin that had already left play comes back. False when the company
    has no site of origin to return to.
    """
    if not company.origin or company.origin == company.site:
        return False
    left = state.cards[company.site]
    origin = state.cards[company.origin]
    if origin.zone != IN_PLAY:
        state.move(origin.id, IN_PLAY)
    company.site, company.moving, company.returned, company.en_route = origin.id, False, True, False
    company.site_path, company.movement = (), ""
    others = [c for c in state.companies.values() if c is not company and left.id in (c.site, c.destination)]
    if left.zone == IN_PLAY and not others:
        # a card used as a site is discarded; a lent one goes back to its lender (lent_sites)
        if not card_sites.leaving(state, left) and not lent_sites.put_back(state, left, company.owner):
            state.move(left.id, LOCATION_DECK)
        for card in state.on_guard(company.id):
            state.move(card.id, HAND)
            state.log.append(f"{state.label(card)} returns to {card.owner}'s hand: its site left play")
    state.log.append(f"{company.id} returns to its site of origin, {state.label(origin)}")
    return True


# ------------------------------------------------------------------ movement by alignment
def check_alignment_movement(state: State, player: str, via: tuple[str, ...] | list[str], origin: Card | None = None,
                             site: Card | None = None) -> Verdict:
    """Fallen-wizard and Balrog players cannot use starter movement (CoE 2.II.7.i.F1, B1); Under-deeps movement,
    which has no regions either, is not starter movement (CoE 2.II.7.iii): movement to or from an Under-deeps site
    is judged by the Under-deeps movement rules alone (up from Deep Mines to its Wizardhaven as well).

    To or from a site in Gorgoroth (the region printed on the site card), a Wizard player's company uses no
    starter movement, and a Wizard's or Fallen-wizard's company moving by region movement crosses Imlad Morgul
    only as the first or last region of its path (CoE 2.II.7.i.W1, 2.II.7.ii.W1, F1; CRF 22, Tournament
    Rulings > Movement). The two regions are the rules facts' gorgoroth_movement."""
    alignment = alignments.alignment_of(state, player)
    if origin is not None and site is not None and (under_deeps.is_under_deeps_movement(origin, site)
                                                    or site.fact("under_deeps") or origin.fact("under_deeps")):
        return Verdict.allow()
    if not via and alignment in (alignments.FALLEN_WIZARD, alignments.BALROG):
        return Verdict.refuse("no-starter-movement", f"{player} is a {alignment} player: his companies use region "
                              f"movement (give the regions with 'via ...'), not starter movement "
                              f"(CoE 2.II.7.i.{alignments.RULE_LETTER[alignment]}1).")
    gorgoroth, crossing = facts("gorgoroth_movement")["region"], facts("gorgoroth_movement")["crossing"]
    if origin is None or site is None or gorgoroth not in (origin.fact("region"), site.fact("region")):
        return Verdict.allow()
    if not via and alignment == alignments.WIZARD:
        return Verdict.refuse("gorgoroth-starter-movement", f"{player} is a Wizard player: his companies do not use "
                              f"starter movement to or from a site in {gorgoroth} (CoE 2.II.7.i.W1).")
    if crossing in via[1:-1] and alignment in (alignments.WIZARD, alignments.FALLEN_WIZARD):
        letter = alignments.RULE_LETTER[alignment]
        return Verdict.refuse("gorgoroth-through-imlad-morgul",
                              f"{player} is a {alignment} player: going to or from {gorgoroth} by region movement, "
                              f"his company may cross {crossing} only by starting or stopping there "
                              f"(CoE 2.II.7.ii.{letter}1).",
                              rule=f"CoE 2.II.7.ii.{letter}1; CRF 22, Tournament Rulings > Movement")
    return Verdict.allow()


def check_ringwraith_movement(state: State, company: Company, origin: Card, site: Card,
                              via: tuple[str, ...]) -> Verdict:
    """A company with a Ringwraith uses starter or Under-deeps movement, and moves to a non-Darkhaven site only
    from a Darkhaven (CoE 2.II.7.R1; CRF 22, Rulings by Term > Ringwraith), unless an effect lets it use region
    movement this turn (Dwar Unleashed: ``players/ringwraith_modes.py``); even then its site path has no Coastal Sea
    region (CoE 2.II.7.R1). To a non-Darkhaven site, each Ringwraith of the company must also be in a mode
    (``ringwraith_modes.modeless_ringwraith``): asked when the movement is declared, in the organization phase; a
    mode lost after that does not stop the movement (2.II.7.R3). A site whose text says "A Ringwraith may not move
    to this site" (the key ``bars_ringwraiths``: the minion versions of the Wizards' Havens) is refused to it."""
    if not any(alignments.is_ringwraith(c) for c in state.characters(company.id)):
        return Verdict.allow()
    if site.trait("bars_ringwraiths"):
        return Verdict.refuse("ringwraith-movement", f"{company.id} holds a Ringwraith: {site.name} says a Ringwraith "
                              "may not move to it (its text).")
    modeless = None if alignments.is_darkhaven(site) or state.phase != "organization" else \
        ringwraith_modes.modeless_ringwraith(state, company.id)
    if ringwraith_modes.region_movement_allowed(state, company.id):
        sea = next((r for r in via if regions().get(r, {}).get("type") == "coastal sea"), None)
        if sea is not None:
            return Verdict.refuse("ringwraith-movement", f"{company.id} holds a Ringwraith: its site path cannot "
                                  f"contain a Coastal Sea region such as {sea} (CoE 2.II.7.R1).")
        return _modeless(company, site, modeless) if modeless is not None else Verdict.allow()
    if via:
        return Verdict.refuse("ringwraith-movement", f"{company.id} holds a Ringwraith: it uses starter or "
                              "Under-deeps movement, not region movement (CoE 2.II.7.R1).")
    if alignments.is_darkhaven(site):
        return Verdict.allow()
    if alignments.is_darkhaven(origin):
        return _modeless(company, site, modeless) if modeless is not None else Verdict.allow()
    return Verdict.refuse("ringwraith-movement", f"{company.id} holds a Ringwraith: from {origin.name}, not a "
                          f"Darkhaven, it cannot move to {site.name}, not a Darkhaven either (CoE 2.II.7.R1).")


def _modeless(company: Company, site: Card, ringwraith: str) -> Verdict:
    return Verdict.refuse("ringwraith-moves-in-no-mode", f"{company.id} holds {ringwraith}, in no mode: it cannot move to "
                          f"{site.name}, not a Darkhaven (CoE 2.II.7.R1).")


def return_to_origin_effect(game: Game, entry: Declared, effect: ReturnToOrigin) -> bool:
    """The ``return-to-origin`` primitive: each selected company whose site path fits goes back (CoE 2.IV.4)."""
    s = game.state
    for ref in effects.select(game, entry, effect.who):
        company = s.companies[ref]
        if not _path_fits(s, company, effect) or _spared(s, entry, company):
            continue
        if _has_skill(s, company, effect):
            source = s._name(entry.card) if entry.card else "an effect"
            s.log.append(f"{source}: {ref} has a {effect.unless_skill.lower()} and goes on")
            continue
        if by := hazard_cancels.cancelled(s, entry.card, ref, "return-to-origin"):
            s.log.append(f"{s._name(by)} cancels {s._name(entry.card)}'s sending {ref} back to its site of origin")
            continue
        return_to_origin(s, company)
    return True


def _path_fits(state: State, company: Company, effect: ReturnToOrigin) -> bool:
    return not effect.path_has or has_in_path(company_types(state, company), effect.path_has, effect.path_at_least)


def _spared(state: State, entry: Declared, company: Company) -> bool:
    """The card whose effect this is has no effect on the company's player (a minion player: Foul Fumes)."""
    return bool(entry.card) and entry.card in state.cards and \
        alignments.spared(state, state.cards[entry.card].card, company.owner)


def _has_skill(state: State, company: Company, effect: ReturnToOrigin) -> bool:
    return bool(effect.unless_skill) and any(effect.unless_skill in values.skills(state, c)
                                             for c in state.characters(company.id))


def returned_by(game: Game, entry: Declared) -> list[str]:
    """The companies a declared effect would send back to their site of origin if it resolved now: those its
    ``return-to-origin`` primitives select whose site path fits, without a character of the skill that spares them,
    and with a site of origin to go back to (a return nested in a roll's failure counts too)."""
    s = game.state
    found: list[str] = []
    for effect in walk(entry.data.get("effects", ())):
        if not isinstance(effect, ReturnToOrigin):
            continue
        for ref in effects.select(game, entry, effect.who):
            company = s.companies.get(ref)
            if company is not None and company.origin and company.origin != company.site and ref not in found \
                    and _path_fits(s, company, effect) and not _has_skill(s, company, effect) \
                    and not _spared(s, entry, company) \
                    and not hazard_cancels.cancelled(s, entry.card, ref, "return-to-origin"):
                found.append(ref)
    return found
