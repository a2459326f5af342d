"""Environments that change region types, and cards that keep sites tapped (CoE 2.IV.iv; CRF 22, Annotation 26).

When the region types of a path depend on the order in which such effects apply (``primitives/regions.py``
treats the types), the hazard player sets it at the start of the movement/hazard phase ("Bob applies Fell
Winter before Morgul Night."); otherwise, and for everything that comes later, effects apply in the order
they came into play or resolved. The order is fixed for the rest of the turn once anything has been
declared in a movement/hazard phase.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import IN_PLAY, Instance, State
from ..players.alignments import spared
from ..primitives.hazard_cancels import site_spared
from ..primitives.positions import never_taps
from ..primitives.regions import active_changes, ordering, sites_with

if TYPE_CHECKING:
    from ..core import behaviour as B
    from .actions import OrderEffects
    from ..core.chain import Declared
    from ..game import Game

DECLARED = "declared in a movement/hazard phase"   # Turn.per_turn key: the order of effects is fixed


def tap_sites(state: State) -> None:
    """Cards in play that keep sites tapped (Storms of Ossë, Long Winter with Doors of Night): tap them now.

    Their text holds as long as they are in play, so a site whose path comes to qualify (Choking Shadows)
    or that comes into play later taps too; the engine applies it whenever no chain is open. A card applied only
    once to each site each turn (``once_a_turn``: Long Winter, CRF 22) does not tap again a site untapped since.
    """
    # run whenever the chains end: the index of passive conditions (State.listen) names the cards with the trait
    if not state.site_tappers:
        return
    for source in [state.cards[ref] for ref in state.site_tappers if state.cards[ref].zone == IN_PLAY
                   and state.cards[ref].card.trait("taps_sites")]:
        for rule in source.card.trait("taps_sites"):
            if rule.if_in_play and not state.in_effect(rule.if_in_play):
                continue
            for site in sites_with(state, rule.path_has, rule.path_at_least, rule.non_haven):
                once = ("tapped by", source.id, site.id)   # Turn.per_turn: a site it tapped this turn already
                if site.tapped or (rule.once_a_turn and once in state.turn.per_turn) \
                        or spared(state, source.card, site.owner):   # "no effect on a minion player"
                    continue
                if by := site_spared(state, source.id, site.id):   # cancelled for its company (Govern the Storms)
                    if ("spared", source.id, site.id) not in state.turn.per_turn:   # said once a turn
                        state.turn.per_turn[("spared", source.id, site.id)] = 1
                        state.log.append(f"{state._name(by)} cancels {state.label(source)}'s tapping "
                                         f"{state.label(site)}")
                    continue
                if never_taps(site):   # its text: it never taps (The Worthy Hills)
                    continue
                state.tap(site.id)
                state.turn.per_turn[once] = 1
                state.log.append(f"{state.label(source)} taps {state.label(site)}")


# ------------------------------------------------------------------ the hazard player's order (Annotation 26)
def _mapping(state: State, inst: Instance) -> dict[str, str]:
    return {r.region_type: r.as_type for r in active_changes(state, inst)}


def check_order(game: Game, action: OrderEffects) -> Verdict:
    s = game.state
    first, second = s.find(action.first), s.find(action.second)
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", "The hazard player sets the order of ongoing effects (CRF Annotation 26; "
                              "CoE 2.IV.iv).")
    if s.phase != "movement/hazard" or s.active_company is None or s.chains or s.turn.per_turn.get(DECLARED):
        return Verdict.refuse("order-fixed", "The order of ongoing effects is set at the start of a movement/hazard "
                              "phase, before anything is declared, and then holds for the turn.")
    for inst in (first, second):
        if inst.zone != IN_PLAY or not active_changes(s, inst):
            return Verdict.refuse("order-independent", f"{s.label(inst)} changes no region type now.")
    a, b = _mapping(s, first), _mapping(s, second)
    if first.id == second.id or not (set(a.values()) & set(b) or set(b.values()) & set(a)):
        return Verdict.refuse("order-independent", f"{s.label(first)} and {s.label(second)} give the same result "
                              "in either order.")
    return Verdict.allow()


def order(game: Game, action: OrderEffects) -> None:
    s = game.state
    first, second = s.find(action.first).id, s.find(action.second).id
    current = [i.id for i in ordering(s)]
    current.remove(first)
    current.insert(current.index(second), first)
    s.turn.effect_order = current
    s.log.append(f"{s.hazard_player} applies {s._name(first)} before {s._name(second)} this turn")


def order_fixed(game: Game, entry: Declared) -> None:
    """The ``declared`` hook: once anything is declared in a movement/hazard phase, the order of ongoing effects
    holds for the rest of the turn (CRF 22, Annotation 26)."""
    if game.state.phase == "movement/hazard":
        game.state.turn.per_turn[DECLARED] = True


# ------------------------------------------------------------------ cards considered in play or out of play
def considered_in_play(state: State, name: str, on_table: bool) -> bool | None:
    """The ``considered in play`` hook: a card in play whose ``considered`` key names ``name`` has it count as in
    play, or out of play, whatever the table holds (Peril Returned). Its own ``unless_on_table`` reads the
    table, not what is considered. None when no such card is in play, or when two of them disagree."""
    found = {rule.in_play for inst in state.cards.values() if inst.zone == IN_PLAY
             for rule in inst.card.trait("considered", ()) if rule.card == name
             and not (rule.unless_on_table and state.on_table(rule.unless_on_table))}
    return found.pop() if len(found) == 1 else None


def cancel_effects(game: Game, entry: Declared, effect: B.CancelEffects) -> bool:
    """The ``cancel-effects`` primitive: the lasting effects of the environment cards of one side end, whatever
    became of those cards (CoE 9.4: an environment's effect is an effect of an environment card): their
    modifications (``State.ongoing``) and the regions and sites they treat as another type this turn
    (``Turn.treated``: Choking Shadows, Gloom)."""
    s = game.state
    kind = "Hazard" if effect.of == "hazard environments" else "Resource"

    def of_side(source: str) -> bool:
        return source in s.cards and s.cards[source].card.type == kind \
            and "Environment" in s.cards[source].card.keywords
    ended = [o.source for o in s.ongoing if of_side(o.source)]
    s.ongoing = [o for o in s.ongoing if not of_side(o.source)]
    ended += [t[0] for t in s.turn.treated if of_side(t[0])]
    s.turn.treated = [t for t in s.turn.treated if not of_side(t[0])]
    if ended:
        s.log.append(f"{s._name(entry.card)}: the lasting effects of {effect.of} are cancelled "
                     f"({', '.join(dict.fromkeys(s._name(source) for source in ended))})")
    return True
