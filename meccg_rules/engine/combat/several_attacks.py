"""Creatures that make several attacks (Slayer's two, Assassin's three), faced one after the other (CoE 2.IV.vii.2.1).

Each attack the facts' ``attacks`` count is an attack of its own, with the creature's strikes and prowess (each
changed as any attack is: Rank upon Rank's extra strike on every Man attack); ``attacks.creature_attacks`` queues
them together, so the company faces them in succession. The creature stays in play between them and goes when the
last concludes: to the defending player's marshalling point pile only if each of its attacks was defeated, else
discarded (CoE 3.v read for a creature of several attacks: an attack cancelled or not defeated leaves it
undefeated; the engine's reading, the rules do not say). Its declared key must still hold as each later attack
starts, or the creature is discarded without effect (CoE 2.IV.vii.2.4).

What its entry's ``several_attacks`` adds (``keys.SeveralAttacks``):

- ``one_defender``: every strike of every attack goes to one character. The first strike assigned is the
  attacker's choice (the card says he chooses); once an attack has a strike assigned no other may be, its other
  strikes become excess strikes against that character (-1 prowess each, CoE 3.iv.2), and each later attack's
  strike goes to him again. A later attack whose character is no longer in the company has no one to strike: no
  strike is assigned and it concludes undefeated (CoE 3.v; the engine's reading).
- ``cancel_by_tapping`` and ``not_by_defender``: how many of its attacks the defending player may cancel by tapping
  one character each, and whether the character attacked may be the one (``tap_cancel.py``).

The series remembers, on its attacks still waiting, what the earlier ones left: the character they are against
(``Attack.against``), whether one was not defeated (``undefeated``) and how many were cancelled by tapping
(``tap_cancels``). Attacks are never changed once made: each waiting one is replaced by an updated copy.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ..core.errors import Verdict
from ..core.state import Attack, Instance, State, Strike
from ..hazards.keying import check_keying
from .defenders import attackable
from .keys import several_attacks
from .special_rules import creature

ORDINALS = ("first", "second", "third", "fourth", "fifth", "next")


def ordinal(attack: Attack) -> str:
    """How a log names one attack of a series: "Slayer's second attack"; a lone attack by its label."""
    if attack.series <= 1:
        return attack.label
    return f"{attack.label}'s {ORDINALS[min(attack.nth, len(ORDINALS)) - 1]} attack"


def made(state: State, first: Attack, count: int) -> list[Attack]:
    """The ``count`` attacks of a creature, the first given, the others copies of it in their order."""
    if count <= 1:
        return [first]
    found = [dataclasses.replace(first, series=count)]
    for nth in range(2, count + 1):
        found.append(dataclasses.replace(first, id=f"a{state.next_attack}", series=count, nth=nth))
        state.next_attack += 1
    return found


def _update_waiting(state: State, attack: Attack, change: Callable[[Attack], Attack]) -> None:
    """Pass what an attack of a series left on to its attacks still waiting to be faced."""
    for index, waiting in enumerate(state.attacks):
        if waiting.source == attack.source and waiting.kind == attack.kind and waiting.nth > attack.nth:
            state.attacks[index] = change(waiting)


def is_last(state: State, attack: Attack) -> bool:
    """No attack of its series waits after it (a lone attack is its own last)."""
    return not any(a.source == attack.source and a.kind == attack.kind and a.nth > attack.nth for a in state.attacks)


# ------------------------------------------------------------------ one character for every strike
def one_defender(state: State, attack: Attack) -> bool:
    card = creature(state, attack)
    return card is not None and bool(several_attacks(card, "one_defender"))


def may_be_assigned(state: State, attack: Attack, strikes: list[Strike], free: list[Instance]) -> list[Instance]:
    """Of the characters a strike could go to, those this attack's may: for a creature whose strikes all go to one
    character, none once one is assigned, and only its earlier attacks' character if there was one."""
    if not one_defender(state, attack):
        return free
    if strikes:
        return []
    return [c for c in free if c.id == attack.against] if attack.against else free


def check_assign(state: State, attack: Attack, strikes: list[Strike], character: Instance) -> Verdict:
    """A strike of a creature whose strikes all go to one character goes to him only."""
    if not one_defender(state, attack):
        return Verdict.allow()
    chosen = strikes[0].character if strikes else attack.against
    if chosen and chosen != character.id:
        return Verdict.refuse("one-defender", f"Every strike of {attack.label} goes to {state._name(chosen)}, "
                              f"not {state.label(character)}: its attacks are all against one character.")
    if strikes:
        return Verdict.refuse("one-strike-each", f"{state.label(character)} has a strike of this attack already; "
                              f"the others of {attack.label} are excess strikes against him.")
    return Verdict.allow()


def assigned(state: State, attack: Attack, character: str) -> None:
    """A strike of a series goes to a character: for a creature whose strikes all go to one, its later attacks are
    against him."""
    if attack.series > 1 and not attack.against and one_defender(state, attack):
        _update_waiting(state, attack, lambda waiting: dataclasses.replace(waiting, against=character))


def no_one_left(state: State, attack: Attack) -> bool:
    """A later attack of a one-character creature whose character no longer faces attacks of the company."""
    return bool(attack.against) and one_defender(state, attack) and \
        attack.against not in {c.id for c in attackable(state, attack.company)}


# ------------------------------------------------------------------ the series goes on, and ends
def key_lost(state: State, attack: Attack) -> str:
    """CoE 2.IV.vii.2.4: why a later attack of a creature keyed when played can no longer be keyed so ("" if it
    can): the declared key is an active condition for each of its attacks."""
    card = creature(state, attack)
    company = state.companies.get(attack.company)
    if attack.nth <= 1 or not attack.keyed or card is None or company is None:
        return ""
    verdict = check_keying(state, card, company, attack.keyed, attack.source)
    return "" if verdict else verdict.sentence


def drop(state: State, attack: Attack) -> None:
    """The creature is discarded without effect: its attacks still waiting are not faced."""
    state.attacks = [a for a in state.attacks if not (a.source == attack.source and a.kind == attack.kind)]


def concluded(state: State, attack: Attack, defeated: bool) -> None:
    """An attack of a series is over: its later attacks remember whether it was defeated."""
    if attack.series > 1 and not defeated:
        _update_waiting(state, attack, lambda waiting: dataclasses.replace(waiting, undefeated=True))


def tapped_to_cancel(state: State, attack: Attack) -> None:
    """An attack of a series is cancelled by tapping a character: its later attacks count it."""
    _update_waiting(state, attack, lambda waiting: dataclasses.replace(waiting, tap_cancels=waiting.tap_cancels + 1))
