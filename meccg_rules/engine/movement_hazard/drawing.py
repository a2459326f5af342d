"""Drawing cards for a company's movement (CoE 2.IV.v; CRF Movement/Hazard Phase > General).

When a moving company's new site is revealed, both players draw: by the new site, or by the site of
origin when the new site is a Haven, except for a Fallen-wizard or Balrog player's company, which always draws by
its new site (CoE 2.IV.v.F1, 2.IV.v.B1: both players' numbers, whatever the haven). The resource player may draw up to the site's lighter number if the
company holds an avatar or a character of mind 3 or more, the hazard player up to its darker number;
each draws at least one when any may be drawn. A player who means to stop early says so before the
company's movement/hazard phase begins ("Alice will draw 1 card for Fellowship's movement."); otherwise
the engine draws the most allowed. A player whose play deck the example does not describe draws nothing.

A character in a company may lower the other player's draws for its movement, to no fewer than zero (an ``opponent
movement draws`` static: Alatar; then the hazard player may draw none, CRF 22 Alatar). A card in play may let a
moving company's player draw more (a ``movement draws`` static: A Short Rest, for a movement with a site path alone,
CRF 22; ``extra``), or fewer (one with no ``regions_below``: Smaug at Home, one fewer to no fewer than one;
``fewer``); the engine's reading: whoever controls the card, as its text names each moving company, and the
company's own player's draws alone, as "each moving company draws" says. A card played on the company may change the
hazard player's number for its movement this turn (the ``draws`` primitive): twice the normal number, up to that
many (Great-road as corrected, Ancient Stair), or exactly that many (Iron-road, whose printed "draws twice" no
erratum softened: the engine's reading). Such a card played in the organization phase applies again at each
movement/hazard phase the company has that turn (CRF 22, Movement/Hazard Phase > Movement > General).

The condition ``after_movement_draws`` ("during its movement/hazard phase after cards have been drawn"): the draws
are step 5, and the steps before it take no actions (CoE 2.IV.i, 2.IV.iii, 2.IV.iv), so in the phase of a company
that has moved every action comes after them; a company whose new site is still to be revealed has not drawn yet. A
company that does not move draws nothing: whether a card waiting for the draws is then playable the sources do not
say, and the engine refuses it as not modelled (the card's entry names that case).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..start_of_game.play_deck import draw
from ..organization import later_site_paths, movement, region_card_maximum, special_movement, under_deeps
from ..players import multi_player
from ..core import modelled
from ..core.behaviour import Condition, Draws
from ..core.cards import Card
from ..core.chain import Declared
from ..core.errors import InputError, Verdict
from ..core.state import IN_PLAY, Company, State
from ..primitives import regions, values
from ..players.alignments import BALROG, FALLEN_WIZARD, alignment_of, spared

if TYPE_CHECKING:
    from .actions import DrawForMovement
    from ..game import Game

CHANGED = "movement draws"   # Turn.per_turn key, with the company id: (the card's instance id, its ``draws`` effect)


def change(game: Game, entry: Declared, effect: Draws) -> bool:
    """The ``draws`` primitive: the hazard player's draws for the target company's movement change this turn."""
    s = game.state
    company = s.companies.get(entry.target or "") or (s.company_of(entry.target) if entry.target else None)
    if company is None:
        return True
    s.turn.per_turn[(CHANGED, company.id)] = (entry.card or "", effect)
    how = ("up to " if effect.up_to else "") + ("twice" if effect.times == 2 else f"{effect.times} times")
    s.log.append(f"{s.hazard_player} draws {how} the normal number of cards for {company.id}'s movement this turn "
                 f"({s._name(entry.card or '')})")
    return True


BY_NEW_SITE = (FALLEN_WIZARD, BALROG)   # their companies draw by the new site even at a haven (2.IV.v.F1, B1)


def changed(state: State, company: Company) -> tuple[str, Draws] | None:
    """The card that changed the hazard player's draws for the company's movement this turn, and how; or None."""
    found: tuple[str, Draws] | None = state.turn.per_turn.get((CHANGED, company.id))
    return found


def allowed(state: State, company: Company, site: Card, origin: Card | None) -> dict[str, int]:
    """The most each player may draw for the company moving from ``origin`` to ``site``."""
    modelled.refuse_any((c.card for c in state.characters(company.id)), ("movement draws",))   # Radagast's own
    by_origin = site.is_haven and alignment_of(state, company.owner) not in BY_NEW_SITE
    counted = origin if by_origin and origin is not None else site
    strong = any(c.card.fact("avatar") or values.mind(state, c) >= 3 for c in state.characters(company.id))
    found = changed(state, company)
    times = found[1].times if found is not None else 1
    ours = fewer(state, (counted.fact("draw", 0) if strong else 0) + extra(state, company), company)
    return {state.resource_player: ours,
            state.hazard_player: max(0, counted.fact("draw_opponent", 0) * times + opponent_change(state, company))}


def opponent_change(state: State, company: Company) -> int:
    """The change to the other player's draws for the company's movement: the ``opponent movement draws`` statics
    of the cards in play whose bearer (the character himself, for a character) is in the company (Alatar: one
    fewer, to no fewer than zero, CRF 22 Alatar: then none need be drawn). The engine's reading: the change comes
    after a card that doubles the number (Great-road), as the card reduces the number the opponent draws."""
    total = 0
    for inst in state.cards.values():
        if inst.zone != IN_PLAY:
            continue
        for static in inst.card.statics:
            if static.stat == "opponent movement draws" and state.company_of(inst.id) is company:
                total += static.by
    return total


def extra(state: State, company: Company) -> int:
    """The further cards the company's player may draw for its movement: the ``movement draws`` statics of the
    cards in play, each ``by`` for every region fewer than ``regions_below`` in its site path (A Short Rest).

    Only a movement that has a site path counts, region or starter movement: CRF 22 (A Short Rest) gives no extra
    card to Under-deeps movement nor to special movement (Belegaer's Coastal Seas, Gwaihir's path of no region),
    though a path of fewer regions would otherwise give more."""
    statics = [static for inst in state.cards.values() if inst.zone == IN_PLAY for static in inst.card.statics
               if static.stat == "movement draws" and static.regions_below is not None]
    regions = _path_length(state, company) if statics else None
    shorter = sum(static.by * max(0, (static.regions_below or 0) - regions) for static in statics) \
        if regions is not None else 0
    return shorter + per_region_type(state, company)


def per_region_type(state: State, company: Company) -> int:
    """The further cards for each region of a type in the company's site path as treated now, given by a ``movement
    draws`` static of a character in it or of a card on one (``per_path_type``, who = "company": Radagast, "one
    additional card for each Wilderness in his company's site path"); a movement with no site path gives none."""
    members = {c.id for c in state.characters(company.id)}
    statics = [static for inst in state.cards.values() if inst.zone == IN_PLAY and (inst.id in members
                                                                                     or inst.attached_to in members)
               for static in inst.card.statics
               if static.stat == "movement draws" and static.who == "company" and static.per_path_type]
    if not statics:
        return 0
    types = path_types(state, company)
    return sum(static.by * types.count(static.per_path_type or "") for static in statics)


def fewer(state: State, number: int, company: Company) -> int:
    """The cards a moving company's player may draw after the ``movement draws`` statics that lower them for every
    moving company, each by its ``by`` to no fewer than its ``minimum`` (Smaug at Home: one fewer, never under one;
    a number already below the minimum stays as it is); with ``path_has``, only for a company whose site path holds
    a region of those types, as treated now (In the Heart of His Realm: "each company moving in a Dark-domain", to
    no minimum). Such a static is an ongoing effect, not an action: it changes the number as the cards are drawn,
    with nothing declared and nothing to answer (CRF 22, In the Heart of His Realm)."""
    types: list[str] | None = None
    for inst in state.cards.values():
        if inst.zone != IN_PLAY or spared(state, inst.card, company.owner):   # "no effect on a minion player"
            continue
        for static in inst.card.statics:
            if static.stat == "movement draws" and static.regions_below is None and static.by < 0:
                if static.path_has:
                    types = path_types(state, company) if types is None else types
                    if not regions.has_in_path(types, static.path_has):
                        continue
                number = max(min(number, static.minimum or 0), number + static.by)
    return number


def path_types(state: State, company: Company) -> list[str]:
    """The region types of the company's site path as treated now: the one it has or, declared and not yet revealed,
    the one it will have (none for a movement without regions)."""
    if region_card_maximum.pathless(state, company):   # a card took its site path away (Winged Change-master)
        return []
    if company.site_path or company.destination is None:
        return regions.company_types(state, company)
    later_site_paths.not_named_yet(company, "the region types of the site path it will have")
    return regions.path_types(state, regions.named_types(state, movement.declared_path(state, company) or ()),
                              company.id)


def _path_length(state: State, company: Company) -> int | None:
    """The regions of the company's site path by region or starter movement (None: another movement, or none),
    the one it has or, declared and not yet revealed (a player saying beforehand what he will draw), the one it
    will have; none for a region movement a card took the site path of (Winged Change-master)."""
    if region_card_maximum.pathless(state, company):
        return None
    if company.site_path or company.destination is None:
        return len(company.site_path) if company.movement in ("region", "starter") else None
    later_site_paths.not_named_yet(company, "the number of regions of the site path it will have")
    origin, site = state.cards[company.site].card, state.cards[company.destination].card
    if special_movement.allows(state, company, origin, site, company.via) or (
            not company.via and under_deeps.is_under_deeps_movement(origin, site)):
        return None
    path = movement.declared_path(state, company)
    return len(path) if path is not None else None


def exactly(state: State, company: Company, player: str) -> bool:
    """Must the player draw all the cards the movement allows (a card says he draws them, not up to them)?"""
    found = changed(state, company)
    return player == state.hazard_player and found is not None and not found[1].up_to


def draw_for_movement(state: State, company: Company) -> None:
    """Step 5: each player draws what they said they would, else the most allowed."""
    origin = state.cards[company.origin].card if company.origin else None
    for player, most in allowed(state, company, state.cards[company.site].card, origin).items():
        count = min(most, company.draws.get(player, most))
        if player not in state.described_decks:
            continue
        draw(state, player, count, f" for {company.id}'s movement")
        if count < most:
            state.log.append(f"{player} stops after {count} of the {most} cards the movement allows")


def check_will_draw(game: Game, action: DrawForMovement) -> Verdict:
    s = game.state
    company = s.get_company(action.company)
    if company.owner != s.resource_player:
        return Verdict.refuse("wrong-player", f"{company.id} does not move this turn: it is not "
                              f"{s.resource_player}'s company.")
    verdict = multi_player.may_draw_and_discard(s, action.player, f"draw cards for {company.id}'s movement")
    if not verdict:
        return verdict
    if company.destination is None:
        return Verdict.refuse("wrong-phase", f"{company.id} has no declared movement whose new site is still to be "
                              "revealed: cards for the movement are drawn when it is.")
    if action.player not in s.described_decks:
        raise InputError(f"{action.player}'s play deck is not described, so {action.player} draws nothing; "
                         f"describe it in the set-up ('{action.player}'s play deck holds ...')")
    origin = s.cards[company.site].card
    most = allowed(s, company, s.cards[company.destination].card, origin)[action.player]
    if action.number > most:
        return Verdict.refuse("too-many-draws", f"{action.player} may draw at most {most} card"
                              f"{'s' if most != 1 else ''} for {company.id}'s movement.")
    if action.number < 1 <= most:
        return Verdict.refuse("must-draw", f"{action.player} must draw at least one card for {company.id}'s "
                              "movement.")
    if action.number < most and exactly(s, company, action.player):
        source = changed(s, company)
        name = s._name(source[0]) if source else "a card"
        return Verdict.refuse("must-draw-all", f"{name} has {action.player} draw exactly {most} cards for "
                              f"{company.id}'s movement, not up to that many.", f"the text of {name}")
    return Verdict.allow()


def will_draw(game: Game, action: DrawForMovement) -> None:
    company = game.state.get_company(action.company)
    company.draws[action.player] = action.number


def check_after_draws(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``after_movement_draws``: the movement/hazard phase of the company (the target's, else the one
    whose phase it is), once the cards for its movement are drawn."""
    company = state.companies.get(target or "") or (state.company_of(target) if target in state.cards else None) \
        or (state.companies.get(state.active_company) if state.active_company else None)
    if company is None or state.phase != "movement/hazard" or state.active_company != company.id \
            or company.destination is not None:
        return Verdict.refuse("wrong-phase", f"{card.name} is played in the movement/hazard phase of a company, once "
                              "the cards for its movement have been drawn.", f"the text of {card.name}")
    if not company.moving:   # the card's entry names the case (scope "play in a case")
        modelled.refuse_case(card, "does not move")
    return Verdict.allow()
