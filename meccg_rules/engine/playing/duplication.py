"""Cards that cannot be duplicated (CRF 22, Rulings by Term > Cannot be Duplicated, Annotation 11; CoE 5.1.4,
g.cbd.1).

``cannot_be_duplicated`` on a card (or on one of its modes, "this use cannot be
duplicated") says where one copy is the limit: ``"on target"`` (on a given
character, site, company), ``"in company"`` (on a given company or any of its characters), ``"in game"`` or
``"against attack"`` (its effect lasting until the end of the
attack, a copy still having it is the attack under way's), ``"by player"`` (one in play under a given player's
control, wherever it is: The Windlord Found Me), ``"at site"`` (one in play at a given site, on the site, on a
company there or on one of its characters: Descent through Fire, on its company while the attacks it gives are
faced; the engine's readings: a site by its name, as each player has his own copy of a site card, and a copy
kept in a marshalling point pile is at no site, so it does not bar another), ``"in turn"`` ("cannot be
duplicated on a given turn", The Black Council: one copy played each turn, by either player; the engine's
reading, as the card goes to a marshalling point pile and is never a copy in play: a copy whose play resolved
this turn, wherever it went, ``note_resolved``, or one declared in an open chain, which will resolve this turn).
A card is a duplicate when a card of
the same name is in play there, or, for a short-event, when one is still having
an effect there (a modification that lasts, or a region or site it treats as another type this turn:
Gloom; CoE 5.1.4). Duplication is checked
when the chain resolves, so a copy whose copy in play is the target of an
effect declared in an open chain that will discard it may be played (g.cbd.1).
"""
from __future__ import annotations

from ..core import behaviour as B
from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Instance, State


RESOLVED_THIS_TURN = "resolved this turn"   # Turn.per_turn[(RESOLVED_THIS_TURN, card key)]: a copy one a turn


def note_resolved(state: State, card: Card, mode: B.Mode | None) -> None:
    """A card that cannot be duplicated on a given turn has resolved: no other copy this turn (``"in turn"``)."""
    if scope(card, mode) == "in turn":
        state.turn.per_turn[(RESOLVED_THIS_TURN, card.key)] = 1


def scope(card: Card, mode: B.Mode | None) -> str:
    """"on target", "in game", "against attack", or "" when the card (in this mode) may be duplicated."""
    return (mode.cannot_be_duplicated if mode is not None else "") or card.trait("cannot_be_duplicated", "")


def check(state: State, card: Card, target: str, mode: B.Mode | None, player: str = "") -> Verdict:
    """Refuse a copy of ``card`` played on ``target`` (by ``player``) where the rules allow only one."""
    where = scope(card, mode)
    if not where:
        return Verdict.allow()
    if where == "by player":   # "cannot be duplicated by a given player": his own copy in play, wherever it is
        for inst in _copies_in_play(state, card, None):
            if (inst.controller or inst.owner) == player and not _about_to_be_discarded(state, inst):
                return Verdict.refuse("cannot-be-duplicated", f"{card.name} cannot be duplicated by a given player: "
                                      f"{player} has a copy in play.")
        return Verdict.allow()
    if where == "in turn":   # one copy a turn, whoever played it (The Black Council)
        if state.turn.per_turn.get((RESOLVED_THIS_TURN, card.key)) or _declared(state, card):
            return Verdict.refuse("cannot-be-duplicated", f"{card.name} cannot be duplicated on a given turn: a copy "
                                  "was played this turn.")
        return Verdict.allow()
    if where == "against attack":  # one copy's effect against a given attack: those last until it ends
        if any(o.until == "end-of-attack" and o.source in state.cards and state.cards[o.source].card.name == card.name
               for o in state.ongoing):
            return Verdict.refuse("cannot-be-duplicated", f"{card.name} cannot be duplicated against a given attack: "
                                  "a copy is having its effect against this one.")
        return Verdict.allow()
    if where == "in company":   # one on the target's company, or on any of its characters (Promptings of Wisdom)
        return _check_in_company(state, card, target)
    if where == "at site":   # one at the site of the target, or of the company whose phase it is (Descent through Fire)
        return _check_at_site(state, card, target)
    on = target if where == "on target" else None
    for inst in _copies_in_play(state, card, on):
        if not _about_to_be_discarded(state, inst):
            return _refuse(state, card, inst.attached_to if on else None)
    for ongoing in state.ongoing:
        source = state.cards.get(ongoing.source)
        if source is not None and source.card.name == card.name and (on is None or ongoing.target == on):
            return _refuse(state, card, ongoing.target if on else None)
    for source_id, *_ in state.turn.treated:   # a region or site it treats as another type this turn
        source = state.cards.get(source_id)
        if source is not None and source.card.name == card.name and on is None:
            return _refuse(state, card, None)
    return Verdict.allow()


def _check_in_company(state: State, card: Card, target: str) -> Verdict:
    company = state.companies.get(target) or state.company_of(target)
    if company is None:
        return Verdict.allow()
    for inst in _copies_in_play(state, card, None):
        if (state.company_of(inst.id) is company or inst.attached_to == company.id) \
                and not _about_to_be_discarded(state, inst):
            return _refuse(state, card, company.id)
    return Verdict.allow()


def _site_name(state: State, ref: str | None) -> str:
    """The name of the site a card, a company or a site is at ("" if none)."""
    inst = state.cards.get(ref or "")
    if inst is not None and inst.card.is_site:
        return inst.card.name
    if inst is not None and inst.attached_to in state.cards and state.cards[inst.attached_to or ""].card.is_site:
        return state.cards[inst.attached_to or ""].card.name
    company = state.companies.get(ref or "") or (state.company_of(ref) if ref else None) or \
        (state.companies.get(inst.attached_to or "") if inst is not None else None)
    return state.cards[company.site].card.name if company is not None and company.site in state.cards else ""


def _check_at_site(state: State, card: Card, target: str) -> Verdict:
    here = _site_name(state, target or state.active_company)
    if not here:
        return Verdict.allow()
    for inst in _copies_in_play(state, card, None):
        if _site_name(state, inst.id) == here and not _about_to_be_discarded(state, inst):
            return Verdict.refuse("cannot-be-duplicated", f"{card.name} cannot be duplicated at a given site: a "
                                  f"copy is in play at {here}.")
    return Verdict.allow()


def _declared(state: State, card: Card) -> bool:
    """Is a copy of ``card`` declared in an open chain (``"in turn"``: it resolves this turn, so a second copy declared
    in answer to it would be a duplicate; the engine's reading of CoE g.cbd.1's check at the chain's end)?"""
    return any(e.card in state.cards and state.cards[e.card].card.key == card.key
               for chain in state.chains for e in chain.entries)


def _copies_in_play(state: State, card: Card, on: str | None) -> list[Instance]:
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.name == card.name
            and (on is None or i.attached_to == on)]


def _about_to_be_discarded(state: State, inst: Instance) -> bool:
    """Is ``inst`` the target of a declared, unresolved effect that will discard it (CoE g.cbd.1)?"""
    for chain in state.chains:
        for entry in chain.entries:
            for mode_effect in B.walk(entry.data.get("effects", ())):
                if not isinstance(mode_effect, B.Move) or mode_effect.to != "discard pile":
                    continue
                if mode_effect.who == "target" and entry.target == inst.id:
                    return True
                if mode_effect.who == "hazards" and entry.target == inst.attached_to and inst.card.type == "Hazard":
                    return True
    return False


def _refuse(state: State, card: Card, holder: str | None) -> Verdict:
    where = f" on {state._name(holder)}" if holder else ""
    return Verdict.refuse("cannot-be-duplicated", f"{card.name} cannot be duplicated{where}: a copy is in play "
                          "or still having its effect there.")
