"""The special actions that follow a strike, in the order the defending player chooses (CoE 3.iv.7; CRF 22, The
Strike Sequence, Annotations 19 and 20).

When a strike wounds a character, what the wound sets off comes before his body check: the creature's own text
(``special_rules.wounded``: Pirates' item discard, Galadhrim's, Abductor's discard ...; what the attack's kind does,
``AttackKind.wounded``) and each passive condition of a card in play that the wound sets off (Icy Touch placed with
the character, Despair of the Heart's corruption check). These are gathered into one queue. With two or more, the
defending player states the order they resolve in (``OrderSpecialActions``: "Alice resolves the special actions in
the order Despair of the Heart, then Icy Touch."), nothing else being done meanwhile, and the engine never picks an
order; a single one resolves at once. Each resolves in turn: one that acts at once with no responses (CoE 3.iv.7.1),
one that rolls dice opening its own chain where only actions bearing on that roll may answer it (3.iv.7.1; the
engine's reading, as before: it is declared as a chain's first action), one that needs a choice (the item discarded)
waiting for it. Only when the queue is empty does the hazard player's body check open the chain that follows
(Annotation 19); none when the character has left play meanwhile (the creature's text discarded him, a corruption
check failed), though the other special actions still resolve: the wound set them off all the same.

Names: a special action is named by the card that makes it (the creature, or the card of the passive condition);
two of one card, by the action as its chain shows it ("Aragorn II's corruption check (Despair of the Heart)").

Not modelled here: the passive conditions of a strike that fails (CoE 3.iv.7's first case) still resolve in the order
they are set off (``failed_strikes``), not in an order the defending player chooses.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core import events
from ..core.chain import PASSIVE, Chain, Declared
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Attack, Instance, Ongoing, Pending, State
from . import special_rules
from .kinds import kind_of

if TYPE_CHECKING:
    from ..core.listing import Listing
    from ..game import Game
    from .actions import OrderSpecialActions

ORDER = "special actions"   # Pending.kind while the defending player orders them
TEXT, AT_ONCE, ROLLS, BODY = "text", "at once", "rolls", "body"   # how each special action resolves
PER_FIVE = "body per 5 the strike wins by"   # the stat of a card played on the strike (Like the Crash of
#                                              Battering-rams): its change of body comes as a special action


BodyCheck = Callable[["Game", str, bool], None]   # declares the body check against a character (strikes.py)


def follow(game: Game, attack: Attack, character: Instance, was_wounded: bool, body_check: BodyCheck) -> None:
    """The strike wounded ``character``: gather what the wound sets off, then ask for the order or resolve it."""
    s = game.state
    combat = s.combat
    assert combat is not None
    below, before = len(s.chains), len(s.triggered)
    events.dispatch(game)   # the wound's passive conditions: those acting at once as chains, those rolling triggered
    found: list[tuple[str, str, Any]] = []   # (name, how, the declared action or the change of body)
    if special_rules.acts_on_wound(s, attack) or kind_of(attack).wounded is not None:
        card = special_rules.creature(s, attack)
        found.append((card.name if card is not None else attack.label, TEXT, None))
    for chain in s.chains[below:]:
        found.extend((_named(s, entry), AT_ONCE, entry) for entry in chain.entries)
    del s.chains[below:]
    found.extend((_named(s, entry), ROLLS, entry) for entry in s.triggered[before:])
    del s.triggered[before:]
    strike = next((st for st in reversed(combat.strikes) if st.character == character.id
                   and st.result == "successful"), None)
    for change in [o for o in s.ongoing if o.target == character.id and o.stat == PER_FIVE]:
        s.ongoing.remove(change)
        found.append((s._name(change.source), BODY, (change, strike.margin if strike is not None else 0)))
    names = [name for name, _, _ in found]
    found = [(entry.label(s) if names.count(name) > 1 and isinstance(entry, Declared) else name, how, entry)
             for name, how, entry in found]
    combat.special = tuple(found)
    combat.body_check_after = (character.id, was_wounded)
    name = s.label(character)
    if len(found) > 1:
        defender = s.companies[attack.company].owner
        s.pending = Pending(defender, f"the order of the special actions following {name}'s strike "
                            f"({events.listed(labels(s))})", kind=ORDER)
        s.log.append(f"{len(found)} special actions follow {name}'s strike, before his body check: {defender}, the "
                     "defending player, chooses the order they resolve in (CRF 22, Annotation 20)")
        return
    advance(game, body_check)


def _named(state: State, entry: Declared) -> str:
    return state._name(entry.card) if entry.card else entry.label(state)


def labels(state: State) -> list[str]:
    """The special actions waiting, as a scenario names them."""
    combat = state.combat
    return [name for name, _, _ in combat.special] if combat is not None else []


def under_way(state: State) -> bool:
    """Are special actions of a strike, or the body check after them, still to come?"""
    combat = state.combat
    return combat is not None and (bool(combat.special) or combat.body_check_after is not None)


def advance(game: Game, body_check: BodyCheck) -> None:
    """Resolve the next special actions while nothing is waiting; once none is left, the body check follows
    (``body_check``: strikes.py's, which imports this module)."""
    s = game.state
    combat = s.combat
    if combat is None or combat.body_check_after is None:
        return
    while combat.special and s.pending is None and not s.chains:
        (name, how, entry), *rest = combat.special
        combat.special = tuple(rest)
        ref, _ = combat.body_check_after
        s.log.append(f"special action of the strike: {name}")
        character = s.cards[ref]
        if how == TEXT:
            # the creature's text (CRF Annotation 19), or what its kind does; should it take him out of play, the
            # other special actions still resolve (the wound set them off: Despair of the Heart's check of its
            # bearer) and only his body check is not made (below)
            attack, kind = combat.attack, kind_of(combat.attack)
            if special_rules.wounded(s, attack, character) and kind.wounded is not None:
                kind.wounded(s, attack, character)
        elif how == BODY:
            if character.zone == IN_PLAY:   # a body no longer in play is lowered no more
                _lower_body(s, character, *entry)
        else:
            assert entry is not None
            s.chains.append(Chain(PASSIVE, s.resource_player, [entry.clone()], immediate=how == AT_ONCE,
                                  resolving=how == AT_ONCE))
    if combat.special or s.pending is not None or s.chains:
        return
    ref, was_wounded = combat.body_check_after
    combat.body_check_after = None
    if ref in s.cards and s.cards[ref].zone == IN_PLAY:
        body_check(game, ref, was_wounded)


def _lower_body(state: State, character: Instance, change: Ongoing, margin: int) -> None:
    """A card played on the strike: his body changes by its ``by`` for every whole 5 the strike won by, until the end
    of the turn (Like the Crash of Battering-rams)."""
    by = change.by * (margin // 5)
    name = state.label(character)
    if by:
        state.ongoing.append(Ongoing(change.source, character.id, "body", by, "end-of-turn"))
    state.log.append(f"{state._name(change.source)}: the strike won by {margin}, so {name}'s body "
                     + (f"changes by {by:+d} until the end of the turn" if by else "does not change"))


# ------------------------------------------------------------------ the defending player's order
def waiting(pending: Pending, action: object) -> Verdict:
    from .actions import OrderSpecialActions
    if isinstance(action, OrderSpecialActions):
        return Verdict.allow()
    return Verdict.refuse("waiting-for-special-order", f"First {pending.player} must state {pending.purpose} "
                          "(CRF 22, Annotation 20).")


def _chosen(state: State, order: tuple[str, ...]) -> list[str]:
    """The special actions in the order named; each named once, none left out."""
    return events.named_order(order, labels(state), "special actions")


def check_order(game: Game, action: OrderSpecialActions) -> Verdict:
    s = game.state
    if s.pending is None or s.pending.kind != ORDER or s.combat is None:
        return Verdict.refuse("no-special-order", "No special actions of a strike are waiting for their order: a "
                              "single one resolves without it.")
    defender = s.companies[s.combat.attack.company].owner
    if action.player != defender:
        return Verdict.refuse("defender-orders-special-actions", f"The defending player ({defender}) chooses the "
                              "order of the special actions that follow a strike.",
                              "CRF 22, The Strike Sequence, Annotation 20; CoE 3.iv.7")
    _chosen(s, action.order)
    return Verdict.allow()


def order(game: Game, action: OrderSpecialActions) -> None:
    """Resolve the special actions in the order stated, the first named first (the next one once this action is done:
    combat's ``after chains``, strikes.py)."""
    s = game.state
    combat = s.combat
    assert combat is not None
    chosen = _chosen(s, action.order)
    combat.special = tuple(sorted(combat.special, key=lambda item: chosen.index(item[0])))
    s.pending = None


def candidates(listing: Listing) -> list[OrderSpecialActions]:
    """Each order of the special actions waiting, while the defending player is to state it (a few at most)."""
    from itertools import permutations

    from .actions import OrderSpecialActions
    s = listing.state
    if s.pending is None or s.pending.kind != ORDER:
        return []
    return [OrderSpecialActions(s.pending.player, tuple(p)) for p in permutations(labels(s))][:24]
