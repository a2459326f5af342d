"""A Ringwraith's modes: Black Rider, Fell Rider and Heralded Lord (CoE glossary, mode; g.mode.1; CRF 22, Modes).

A Ringwraith is in no mode until a card puts him in one. A card whose entry has the key ``ringwraith_mode`` does:

- a card on a company (Black Rider, Fell Rider, Heralded Lord) puts each Ringwraith of that company in its mode;
- an ally (Creature of an Older World) puts the Ringwraith controlling it in its mode; with ``ringwraith_mode_alone``
  only while he is the only character of his company and no other ally is in it (the card's text; CRF 22,
  Creature of an Older World: another ally in the company, and there is no Fell Rider mode); with
  ``ringwraith_mode_each`` only while each Ringwraith of his company, a Ringwraith follower too, controls an ally of
  that name (Black Horse: "If each Ringwraith in a company has a Black Horse").

One mode at a time (g.mode.1; CRF 22, Modes): once a card's mode applies to a Ringwraith, every other card applying a
mode to him is discarded. The engine's reading of "applied": checked as soon as no chain of effects is open (the
``after chains`` hook), the card that came into play last is the one applied; a card whose mode does not apply now
(an ally not alone) is neither applied nor discarded; an ally displaced so is discarded like any other mode card,
and its leaving play may send its Ringwraith back to the hand (``mode_allies_leaving``).

What a mode decides here: the condition ``ringwraith_in_mode`` (Dwar Unleashed is played only on a Ringwraith in a
mode). The effect ``ringwraith-region-movement`` (Dwar Unleashed) lets a Ringwraith's company use region movement
this turn, and move between two non-Darkhaven sites; the organization family's movement check asks
``region_movement_allowed`` (and still keeps a Coastal Sea region out of the site path, CoE 2.II.7.R1). It also asks
``modeless_ringwraith``: a company with a Ringwraith goes to a non-Darkhaven site only with each of its Ringwraiths
who is no Ringwraith follower in a mode (2.II.7.R1, R2), asked as the movement is declared. A mode ends as soon as
the card giving it leaves play, a company moving then going on to its new site (CoE 2.II.7.R3;
``mode_allies_leaving``). The attributes a mode changes (the Ringwraith's own mode lines, the mode cards' changes)
are ``mode_attributes``'; only cards in play give them (CRF 22, Modes).

A mode card's own discard (Black Rider, Fell Rider, Heralded Lord: "during any of your following organization
phases the company is at a Darkhaven") is its ``discarded_when`` (the turn family discards it as that phase
begins); with ``ringwraith_followers_go_with_it`` the company's Ringwraith followers go with it
(``followers_going_with``). Fell Rider's discard of the company's allies and Ringwraith followers as it is played,
and its "none may join the company": ``companies_closed_to_followers``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import RingwraithRegionMovement
from ..core.chain import Declared
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Instance, State
from . import alignments, ringwraith_followers

if TYPE_CHECKING:
    from ..game import Game

REGION_MOVEMENT = "ringwraith region movement"   # per_turn key, with the company: Dwar Unleashed's effect


def _ally_mode_applies(state: State, ally: Instance, ringwraith: Instance) -> bool:
    """An ally's mode applies to its controlling Ringwraith (alone in his company with no other ally, if it says)."""
    if ally.attached_to != ringwraith.id:
        return False
    if ally.card.trait("ringwraith_mode_each") and not all(
            any(i.card.kind == "ally" and i.card.name == ally.card.name for i in state.attached(c.id))
            for c in (state.characters(ringwraith.company) if ringwraith.company else [ringwraith])
            if alignments.is_ringwraith(c)):
        return False
    if not ally.card.trait("ringwraith_mode_alone"):
        return True
    company = ringwraith.company
    if [c.id for c in state.characters(company)] != [ringwraith.id]:
        return False
    others = [i for c in state.characters(company) for i in state.attached(c.id)
              if i.card.kind == "ally" and i.id != ally.id]
    return not others


def mode_cards(state: State, ringwraith: Instance) -> list[Instance]:
    """The cards in play whose mode applies to ``ringwraith`` now, the one that came into play first first."""
    if not alignments.is_ringwraith(ringwraith) or ringwraith.zone != IN_PLAY:
        return []
    found = []
    for inst in state.cards.values():
        if inst.zone != IN_PLAY or not inst.card.trait("ringwraith_mode"):
            continue
        if inst.card.kind == "ally":
            if _ally_mode_applies(state, inst, ringwraith):
                found.append(inst)
        elif ringwraith.company is not None and inst.attached_to == ringwraith.company:
            found.append(inst)
    return sorted(found, key=lambda i: i.seq)


def mode_of(state: State, ringwraith: Instance) -> str | None:
    """The mode ``ringwraith`` is in (CoE glossary, mode), or None."""
    cards = mode_cards(state, ringwraith)
    return str(cards[-1].card.trait("ringwraith_mode")) if cards else None


def one_mode(game: Game) -> None:
    """The ``after chains`` hook: a Ringwraith in two modes keeps the one applied last; every other card applying a
    mode to him is discarded (CoE g.mode.1; CRF 22, Modes)."""
    state = game.state
    for ringwraith in [c for c in state.characters() if alignments.is_ringwraith(c)]:
        cards = mode_cards(state, ringwraith)
        for inst in cards[:-1]:   # an ally's leaving play may send its Ringwraith home (mode_allies_leaving)
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded: {state.label(ringwraith)} is now in "
                             f"{cards[-1].card.trait('ringwraith_mode')} mode, and in one mode only (CoE g.mode.1)")


def _players_ringwraith(state: State, player: str, company: str | None) -> Instance | None:
    return next((c for c in state.characters(company) if alignments.is_ringwraith(c) and c.card.fact("avatar")
                 and c.controller == player), None) if company is not None else None


def check_in_mode(state: State, card: object, condition: object, target: str | None) -> Verdict:
    """``ringwraith_in_mode``: its player's Ringwraith in the target company (or the target's) is in a mode."""
    company = target if target in state.companies else state.cards[target].company if target in state.cards else None
    ringwraith = _players_ringwraith(state, state.resource_player, company)
    if ringwraith is None:
        return Verdict.refuse("invalid-target", f"{getattr(card, 'name', card)} is played on the company of "
                              f"{state.resource_player}'s Ringwraith.")
    if mode_of(state, ringwraith) is None:
        return Verdict.refuse("ringwraith-not-in-mode", f"{getattr(card, 'name', card)} needs "
                              f"{state.label(ringwraith)} in a mode; he is in none.")
    return Verdict.allow()


def region_movement(game: Game, entry: Declared, effect: RingwraithRegionMovement) -> bool:
    """The ``ringwraith-region-movement`` effect: the target company may use region movement this turn."""
    state = game.state
    company = entry.target if entry.target in state.companies else None
    if company is None and entry.target in state.cards:
        company = state.cards[entry.target].company
    if company is not None:
        state.turn.per_turn[(REGION_MOVEMENT, company)] = entry.card
        source = state.label(state.cards[entry.card]) if entry.card else "an effect"
        state.log.append(f"{source}: {company} may use region movement this turn")
    return True


def modeless_ringwraith(state: State, company: str) -> str | None:
    """A Ringwraith of the company in no mode (his label), who keeps it from a non-Darkhaven site (CoE 2.II.7.R1);
    a Ringwraith follower moves with his Ringwraith without being in a mode himself (2.II.7.R2)."""
    return next((state.label(c) for c in state.characters(company) if alignments.is_ringwraith(c)
                 and not ringwraith_followers.is_ringwraith_follower(c) and mode_of(state, c) is None), None)


def followers_going_with(state: State, card: Instance, company: str) -> list[Instance]:
    """The Ringwraith followers of the company a mode card is on, discarded with it by its own clause (the key
    ``ringwraith_followers_go_with_it``: Black Rider, Heralded Lord), none for another card."""
    if not card.card.trait("ringwraith_followers_go_with_it"):
        return []
    return [c for c in state.characters(company) if ringwraith_followers.is_ringwraith_follower(c)]


def region_movement_allowed(state: State, company: str) -> bool:
    """May this Ringwraith's company use region movement, and move between non-Darkhaven sites, this turn?"""
    return bool(state.turn.per_turn.get((REGION_MOVEMENT, company)))


def describe(state: State) -> list[str]:
    """The ``describe`` hook: each Ringwraith's mode, and the companies an effect lets use region movement."""
    lines = [f"Mode: {state.label(c)} in {mode} mode" for c in state.characters()
             if alignments.is_ringwraith(c) and (mode := mode_of(state, c))]
    return lines + [f"{key[1]} may use region movement this turn ({state._name(str(value))})"
                    for key, value in state.turn.per_turn.items()
                    if isinstance(key, tuple) and key[0] == REGION_MOVEMENT]
