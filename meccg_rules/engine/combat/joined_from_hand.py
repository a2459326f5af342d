"""A card played on a company facing an attack that brings a named character from its player's hand into that
company, and stays with him: the condition ``company_with_home_site`` and the effect ``join-from-hand`` (Helm of
Her Secrecy); the condition ``hand_holds_named`` is the playing family's (``playing/brought_from_hand.py``).

The card's text: with the character in his player's hand, the card is playable on a company facing an attack,
before strikes are assigned, when the company holds a character of the home site named; if enough influence is
available to control him, the character may be played with (joins) the company, and he gains the card's printed
prowess, body and direct influence; after an attack of the races named the card is placed with him, after any
other it is discarded, and he stays in play regardless.

The character in hand is an active condition of the card (CoE 9.2): checked as the card is declared and again as
it resolves, a condition no longer met then negates its effects (CoE 9.2.1), and the card is discarded. So where
several copies are declared in one chain, the copy declared last resolves first (CoE 9.5): if it brought the
character from hand, the copies declared before it would find him gone and do nothing. CRF 22 (Helm of Her
Secrecy) has the player keep the character in hand until the first copy declared resolves: each copy resolving
before it is played choosing not to bring him (the mode whose ``play`` is false, a choice made as it is declared:
CoE 9.1.4), the first one brings him, and every copy then on the company gives him its bonus.

The engine's readings, where the text is silent:
- "enough influence is available to control her": unused general influence at least his mind, and he comes in
  under general influence; played as a follower of a character of the company (direct influence) is not modelled,
  and a play that would need it is refused as such;
- the bonus is the card's while it is with him: a copy on his company (during the attack) or placed with him
  (after an attack of the races named); a copy discarded after the attack takes its bonus with it, and he stays;
- he joins as the card resolves, before strikes are assigned: the attack's strikes may go to him as to any other
  character of the company (CoE 3.ii);
- brought this way he is not the one character a turn played in the organization phase (CoE 2.II.2): this play
  is the card's, outside that phase.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import Condition, JoinFromHand, walk
from ..core.cards import Card, fold
from ..core.chain import cancel
from ..core import modelled
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Attack, Instance, State
from ..organization import control
from ..primitives.conditions import company_for
from ..primitives.races import of_race
from ..primitives.unique import check_unique

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game


def effect_of(card: Card) -> JoinFromHand | None:
    """The card's ``join-from-hand`` effect, if it has one."""
    return next((e for m in card.modes for e in walk(m.effects) if isinstance(e, JoinFromHand)), None)


def check_company_with_home_site(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``company_with_home_site``: the target company holds a character whose home site is one of those named."""
    company = company_for(state, card, target)
    homes = {fold(h) for h in condition.company_with_home_site}
    if company is None or not any(homes & {fold(h) for h in member.card.fact("home_sites", ())}
                                  for member in state.characters(company.id)):
        return Verdict.refuse("no-character-of-home-site", f"{card.name} needs a company with a character whose "
                              f"home site is {' or '.join(condition.company_with_home_site)}.")
    return Verdict.allow()


def join_from_hand(game: Game, entry: Declared, effect: JoinFromHand) -> bool:
    """The effect: the named character must still be in hand (CoE 9.2.1); with ``play``, he joins the company."""
    s = game.state
    company = s.companies.get(entry.target or "")
    held = s.named_in_hand(entry.player, effect.named)
    if held is None or company is None:
        cancel(s, entry, f"{effect.named} is no longer in {entry.player}'s hand (CoE 9.2.1)")
        return True
    if not effect.play:
        s.log.append(f"{s._name(entry.card)}: {effect.named} stays in {entry.player}'s hand for now")
        return True
    verdict = check_unique(s, held)
    if not verdict:
        s.log.append(f"{s._name(entry.card)}: {effect.named} cannot come into play ({verdict.sentence})")
        return True
    need, free = control.mind(s, held), control.unused_general_influence(s, entry.player)
    if need > free:
        s.log.append(f"{entry.player} has {free} unused general influence, {need} needed for {effect.named}")
        modelled.refuse_case(s.cards[entry.card].card, "follower")
    s.move(held.id, IN_PLAY)
    held.company, held.follower_of = company.id, None
    s.log.append(f"{s.label(held)} comes into play from {entry.player}'s hand and joins {company.id} "
                 f"({s._name(entry.card)})")
    return True


def _copies(state: State, ref: str) -> list[Instance]:
    """The cards of this kind giving ``ref`` their bonus: on his company, or placed with him."""
    inst = state.cards[ref]
    if not inst.card.is_character or inst.zone != IN_PLAY:
        return []
    holders = {ref} | ({inst.company} if inst.company else set())
    return [c for c in state.cards.values() if c.zone == IN_PLAY and c.attached_to in holders
            and (e := effect_of(c.card)) is not None and fold(e.named) == fold(inst.card.name)]


def _bonus(state: State, ref: str, fact: str) -> tuple[int, str] | None:
    copies = _copies(state, ref)
    by = sum(c.card.fact(fact) or 0 for c in copies)
    return (by, ", ".join(state._name(c.id) for c in copies)) if by else None


def prowess(state: State, ref: str, attack: Attack | None = None) -> tuple[int, str] | None:
    """The ``prowess`` query: each copy with him adds its printed prowess."""
    return _bonus(state, ref, "prowess")


def body(state: State, ref: str) -> tuple[int, str] | None:
    """The ``body`` query: each copy with him adds its printed body."""
    return _bonus(state, ref, "body")


def direct_influence(state: State, ref: str) -> tuple[int, str] | None:
    """The ``direct influence`` query: each copy with him adds its printed direct influence."""
    return _bonus(state, ref, "direct_influence")


def attack_ended(state: State, attack: Attack) -> None:
    """The attack is over: each copy on the company goes with the character after an attack of the races named,
    else it is discarded; he stays in play either way."""
    for inst in [c for c in state.cards.values() if c.zone == IN_PLAY and c.attached_to == attack.company]:
        effect = effect_of(inst.card)
        if effect is None:
            continue
        him = next((c for c in state.characters(attack.company) if fold(c.card.name) == fold(effect.named)), None)
        if him is not None and effect.placed_after_races and of_race(attack, effect.placed_after_races):
            inst.attached_to = him.id
            state.log.append(f"{state.label(inst)} is placed with {state._name(him.id)} after {attack.label}")
        else:
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded after {attack.label}")
