"""A roll against a companion: the effect ``roll-against-companion`` (No More Nonsense: "Make a roll for the
leader. Choose another character in the company and do the same. If the leader's result plus his prowess is
greater than the other character's result plus his prowess, ...  Otherwise, ...").

The other character is named as the card is played ("Alice plays No More Nonsense on Orc Captain, naming
Lagduf."): a character in play in the target's company, not the target himself; a play naming no one, or someone
else, is refused. As the effect resolves, the card's player makes both rolls, the target's first; each total is the
roll plus the character's prowess as it stands outside any strike (``combat.strikes.prowess`` without an attack:
printed, items in use, what is in effect on him). A total of the target greater than the other's runs ``on_pass``,
any other result ``on_fail``, both on the target; the selection ``named character's hazard permanent-events``
reaches the hazard permanent-events then on the other character.

The engine's reading where the text is silent: the other character is chosen as the card is played, as its target
is; the card's player makes both rolls ("make a roll for the leader ... do the same"); a tie is not "greater", so it
runs ``on_fail``; and if, as the card resolves, its target or the other character is no longer in play in one
company, there is nothing to compare: the card has no effect and is discarded.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat.named_creatures import NAMED
from ..combat.strikes import prowess
from ..core import behaviour as B
from ..core.cards import Card
from ..core.chain import Declared
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Instance, State
from ..primitives import effects

if TYPE_CHECKING:
    from ..game import Game

SELECTION = "named character's hazard permanent-events"
FIRST = "roll for the target"   # Declared.data: the target's roll, kept while the other's is awaited


def _rolls_against_companion(card: Card) -> bool:
    return any(isinstance(e, B.RollAgainstCompanion) for mode in card.modes for e in B.walk(mode.effects))


def companions(state: State, target: Instance) -> list[Instance]:
    """The other characters in play in the target's company."""
    company = state.company_of(target.id)
    return [c for c in state.characters(company.id) if c.id != target.id] if company is not None else []


def check_named(state: State, card: Card, named: str, player: str, target: str | None) -> Verdict | None:
    """The hook ``names as played``: a card rolling against a companion names another character of its target's
    company; any other card is not this rule's (None)."""
    if not _rolls_against_companion(card):
        return None
    inst = state.cards.get(target or "")
    if not named:
        others = companions(state, inst) if inst is not None else []
        example = state.label(others[0]) if others else "CHARACTER"
        return Verdict.refuse("must-name-companion", f"{card.name} names another character of its target's company "
                              f"as it is played: say which (', naming {example}').")
    other = state.cards[named]
    if inst is None or other.id not in {c.id for c in companions(state, inst)}:
        where = f"{state.label(inst)}'s company" if inst is not None else "its target's company"
        return Verdict.refuse("invalid-companion", f"{state.label(other)} is not another character in {where}.")
    return Verdict.allow()


def _pair(state: State, entry: Declared) -> tuple[Instance, Instance] | None:
    """The target and the character named, if both are still in play in one company."""
    target, other = state.cards.get(entry.target or ""), state.cards.get(entry.data.get(NAMED, ""))
    if target is None or other is None or target.zone != IN_PLAY:
        return None
    return (target, other) if other.id in {c.id for c in companions(state, target)} else None


def roll_against_companion(game: Game, entry: Declared, effect: B.RollAgainstCompanion) -> bool:
    s = game.state
    name = effects.source_name(game, entry)
    pair = _pair(s, entry)
    if pair is None:   # nothing to compare any more: the engine's reading, the card does nothing and goes
        s.log.append(f"{name} has no effect: its leader and the character named are no longer in one company")
        entry.data["stays_in_play"] = False   # (card_events.resolve_event discards it)
        entry.data.pop(FIRST, None)
        return True
    target, other = pair
    if FIRST not in entry.data:
        if entry.roll is None:
            return game.wait_for_roll(entry, entry.player, f"{s.label(target)}'s roll for {name}")
        entry.data[FIRST], entry.roll = entry.roll, None
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, f"{s.label(other)}'s roll for {name}")
    ours_value, _ = prowess(s, target.id)
    theirs_value, _ = prowess(s, other.id)
    ours, theirs = entry.data.pop(FIRST) + ours_value, entry.roll + theirs_value
    entry.roll = None
    above = ours > theirs
    s.log.append(f"{name}: {s.label(target)} {ours - ours_value} (roll) + {ours_value} (prowess) = {ours}, "
                 f"{'greater' if above else 'not greater'} than {s.label(other)} {theirs - theirs_value} (roll) + "
                 f"{theirs_value} (prowess) = {theirs}")
    effects.run_on(game, entry, target.id, effect.on_pass if above else effect.on_fail)
    return True


def named_hazard_permanent_events(game: Game, entry: Declared) -> list[str]:
    """The selection ``named character's hazard permanent-events``: those on the character named as the card was
    played."""
    other = entry.data.get(NAMED, "")
    return [i.id for i in game.state.attached(other) if i.card.type == "Hazard" and i.card.kind == "permanent-event"]
