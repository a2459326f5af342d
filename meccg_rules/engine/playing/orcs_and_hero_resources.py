"""A Fallen-wizard player's hero resources and his Orcs and Trolls (CoE 9.3.F1, 5.F3).

- A hero resource does not target one of its player's own Orc or Troll characters (CoE 9.3.F1).
- A hero resource that needs a character with a skill ("Diplomat only", "Tap scout") is not played by having an
  Orc or Troll fulfil it (CoE 5.F3).
- A hero resource played on a check under way (the conditions ``target_influencing`` and
  ``target_checks_corruption``: it modifies the check, A Friend or Three, Tempering Friendship) acts on the check,
  not on the character making it: it may be played when an Orc or Troll makes it (CRF 22, Card Errata and Rulings,
  A Friend or Three and Tempering Friendship [CoE 2024]), unless it needs a skill he would fulfil.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import IN_PLAY
from ..players import alignments

if TYPE_CHECKING:
    from ..core.behaviour import Mode
    from ..core.cards import Card
    from ..core.state import State

BARRED = ("Orc", "Troll")


def on_a_check(card: Card, mode: Mode) -> bool:
    """The card (as chosen) is played on a check under way, which it modifies."""
    conditions = tuple(card.trait("playable_if", ())) + tuple(mode.playable_if)
    return any(c.target_influencing or c.target_checks_corruption for c in conditions)


def check(state: State, card: Card, mode: Mode, player: str, target: str, actor: str | None) -> Verdict:
    """May this resource be played on ``target`` (tapping ``actor``), given the player's Orcs and Trolls?"""
    if card.type != "Resource" or card.alignment != "Hero" or \
            alignments.alignment_of(state, player) != alignments.FALLEN_WIZARD:
        return Verdict.allow()
    conditions = tuple(card.trait("playable_if", ())) + tuple(mode.playable_if)
    skilled = [ref for ref, needs in ((target, any(c.target_skill for c in conditions)),
                                      (actor, any(c.actor_skill for c in conditions))) if needs and ref]
    for ref in skilled:
        if _barred(state, ref, player):
            return Verdict.refuse("orc-or-troll", f"{card.name} is a hero resource: {state._name(ref)}, an Orc or "
                                  "a Troll, cannot fulfil the skill it needs (CoE 5.F3).")
    if _barred(state, target, player) and not on_a_check(card, mode):
        return Verdict.refuse("orc-or-troll", f"{card.name} is a hero resource: it cannot target "
                              f"{state._name(target)}, an Orc or a Troll of {player}'s (CoE 9.3.F1).")
    return Verdict.allow()


def _barred(state: State, ref: str | None, player: str) -> bool:
    inst = state.cards.get(ref or "")
    return inst is not None and inst.zone == IN_PLAY and inst.card.is_character and inst.controller == player \
        and inst.card.race in BARRED
