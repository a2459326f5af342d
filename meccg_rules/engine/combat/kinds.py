"""Kinds of attack: how an attack of one kind goes differently in combat, said by the family that makes it.

Combat follows CoE 3 for every attack; where an agent's attack, an Ahunt's or a company's differs (who
rolls, what the strike is worth, what happens to the attacker at the end), the family that makes such
attacks enters an ``AttackKind`` in the ``attack kinds`` table, and combat asks it instead of naming it.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.errors import Verdict
from ..core.registry import REGISTRY
from ..core.state import Attack, State

if TYPE_CHECKING:
    from ..core.cards import Card

Fn = Callable[..., Any]


@dataclass(frozen=True)
class AttackKind:
    """What differs for one kind of attack; ``None`` where it goes as for a creature's.

    - ``has_body``: a failed strike is followed by a body check against the attacker (when it has a body).
    - ``fixed_strikes``: its strikes are what it was made with, whatever changes attacks (CoE 3.V.3).
    - ``strikes_by_attacker``: each strike is an attacking character's, assigned as such (CoE 3.V).
    - ``done_assigning(game)``: the defending player assigns no more strikes.
    - ``first_roll(state, strike) -> Pending``: who rolls first for a strike.
    - ``strike_roll(game, strike, roll) -> bool``: True when the kind takes the roll itself (nothing more now).
    - ``strike_value(state, attack, strike) -> (value, shown)``: what the roll is compared with.
    - ``prowess_without_roll(state, attack) -> (value, shown)``: its prowess as an effect compares it outside a
      strike, with no roll of its own (an agent's, CRF 22, True Fána); ``None``: ``attacks.prowess``.
    - ``strike_failed(state, attack)``: a strike against it failed (before any body check).
    - ``eliminated(state, character)``: a character facing it was eliminated by his body check.
    - ``wounded(state, attack, character) -> bool``: what its strike's wound does before the body check (as a
      creature's text would); False when the character has left play.
    - ``ends(state, attack, company, defeated, cancelled)``: what becomes of the attacker at the end.
    - ``not_an_attack``: strikes a card makes the company face that are no attack (Cruel Caradhras): cards acting on
      attacks do not reach them, and the company has not faced an attack (CoE 3.i.2).
    - ``unaffected_by_other_cards``: other cards have no effect on it (CRF 22, Ride Against the Enemy): what cards
      and effects change in its strikes and prowess counts only from a resource lowering them, and no hazard may be
      played during its combat.
    - ``strike_prowess(state, attack, character) -> (by, shown) | None``: a change of its prowess against one
      character (the revealed character's printed bonus against a race).
    - ``no_actions_outside_turn``: faced by a company of the player whose turn it is not, it leaves his player no
      action of combat: no card played, no tapping in support, no -3 to stay untapped, no tapping to cancel
      (CRF 22, Traitor: ``without_actions``).
    """

    has_body: bool = False
    fixed_strikes: bool = False
    strikes_by_attacker: bool = False
    done_assigning: Fn | None = None
    first_roll: Fn | None = None
    strike_roll: Fn | None = None
    strike_value: Fn | None = None
    prowess_without_roll: Fn | None = None
    strike_failed: Fn | None = None
    eliminated: Fn | None = None
    wounded: Fn | None = None
    ends: Fn | None = None
    not_an_attack: bool = False
    no_actions_outside_turn: bool = False
    unaffected_by_other_cards: bool = False
    strike_prowess: Fn | None = None


PLAIN = AttackKind()


def kind_of(attack: Attack) -> AttackKind:
    """The kind of the attack as its family entered it (a site's automatic-attack is a plain one)."""
    return REGISTRY.table("attack kinds").get(attack.kind, PLAIN)


def without_actions(state: State, player: str) -> Verdict:
    """May ``player`` act in the combat under way? Not the player of a company facing, outside his turn, an attack
    whose kind leaves him no action of combat (``no_actions_outside_turn``: a traitor's, CRF 22, Traitor)."""
    combat = state.combat
    if combat is None or not kind_of(combat.attack).no_actions_outside_turn:
        return Verdict.allow()
    owner = state.companies[combat.attack.company].owner
    if player != owner or owner == state.resource_player:
        return Verdict.allow()
    return Verdict.refuse("no-combat-actions-outside-turn", f"{combat.attack.label}'s attack is faced in "
                          f"{state.resource_player}'s turn: {owner} may take no action of combat against it "
                          "(CRF 22, Traitor; Hounds of Sauron).")


def check_play(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: no resource or character card of the player left without combat actions."""
    combat = state.combat
    if card.type == "Hazard" and combat is not None and kind_of(combat.attack).unaffected_by_other_cards:
        return Verdict.refuse("attack-unaffected", f"Other cards have no effect on {combat.attack.label}: no hazard "
                              "may be played on it (CRF 22, Ride Against the Enemy).")
    if card.type not in ("Resource", "Character"):
        return Verdict.allow()
    return without_actions(state, player)
