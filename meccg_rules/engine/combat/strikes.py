"""Combat (CoE 3): strikes assigned, strike sequences rolled, body checks.

The defending player assigns strikes to untapped characters (allies count),
then the attacker assigns the rest to characters without one; strikes beyond
the company's size become -1 prowess each. The defending player picks each
strike sequence in turn: excess strikes, -3 to stay untapped, +1 per
supporting character, resources or hazards that affect the strike, then the
roll against the strike's prowess. A failed strike is defeated by the
creature failing its body check (or at once if it has no body); a successful
one wounds the character (taps it, for detainment), the creature's special
action follows, and the character makes a body check. Body checks open a
chain of their own; the strike sequence ends when it resolves. A body check roll of exactly 7 or 8 against a
Ringwraith returns him to his player's hand (CoE 3.I.1.R1): not modelled, and refused as such.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import defenders
from . import attacks
from . import failed_strikes, several_attacks, special_actions, special_rules
from . import (discard_numbers, doubled_strikes, eliminated_characters, imposed_body_checks, removed_creatures,
               warding)
from . import strikes_within_attacks
from .flow import after_assignment, defender_chooses, faced, finish, many_foes, may_face
from .kinds import kind_of, without_actions
from ..core import queries
from .keys import in_combat
from ..core.registry import REGISTRY
from ..organization.transfers import offer_items
from ..players import optional_rules
from ..core.chain import Chain, Declared
from ..core.errors import NotModelledError, Verdict
from ..primitives import values
from ..primitives.positions import check_untapped
from ..core.state import DISCARD, IN_PLAY, Attack, Instance, Pending, State, Strike

if TYPE_CHECKING:
    from .actions import (AssignStrike, ChooseStrike, DoneAssigning, ExcessStrike, StayUntapped, SupportStrike,
                          TapForStrike)
    from ..game import Game

BODY_CHECK = "body-check"
STRIKE = "strike"  # Pending.ref of a strike roll (a strike roll is not an action in a chain)


# ------------------------------------------------------------------ assigning strikes
def defending(state: State) -> str:
    return state.companies[state.combat.attack.company].owner if state.combat else state.resource_player


def check_assign(game: Game, action: AssignStrike) -> Verdict:
    s = game.state
    combat = s.combat
    if combat is None or combat.step not in ("assign", "assign-remaining"):
        return Verdict.refuse("not-assigning-strikes", "No strikes are being assigned now.")
    if kind_of(combat.attack).strikes_by_attacker:
        return Verdict.refuse("not-assigning-strikes", "In company versus company combat each strike is an attacking "
                              "character's: say whose ('assigns Shagrat's strike to Aragorn II').")
    if s.chains:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects first.")
    character = s.find(action.character, "character")
    defender = defending(s)
    if character.id not in {d.id for d in defenders.defenders(s, combat.attack.company)}:
        return Verdict.refuse("not-in-company", f"{s.label(character)} is not facing this attack.")
    if in_combat(character.card, "cannot_be_attacked"):
        return Verdict.refuse("cannot-be-attacked", f"{s.label(character)} may not be attacked.")
    if combat.attack.alone and character.id != combat.attack.alone:
        return Verdict.refuse("attack-against-another", f"{combat.attack.label}'s attack is made against "
                              f"{s._name(combat.attack.alone)} alone.")
    if defenders.spared(s, character):
        return Verdict.refuse("spared-at-site", f"{s.label(character)} may not be attacked by automatic-attacks or "
                              "hazards keyed to his site.")
    kept = defenders.kept_from_strikes(s, character.id)
    if kept is not None:
        return Verdict.refuse("kept-from-strikes", f"{s.label(character)} may not be assigned a strike of this "
                              f"attack ({s._name(kept)}).")
    verdict = several_attacks.check_assign(s, combat.attack, combat.strikes, character)  # all on one character
    if not verdict:
        return verdict
    if faced(s, character.id) >= may_face(s, character.id) and not doubled_strikes.may_double(
            s, character.id, combat.step == "assign-remaining" and action.player != defender):
        return Verdict.refuse("one-strike-each", f"{s.label(character)} has a strike of this attack already.")
    if len(combat.strikes) >= attacks.strikes(s, combat.attack):
        return Verdict.refuse("not-assigning-strikes", "Every strike of the attack is assigned.")
    first = _strike_first(s, character)
    if first is not None:
        return Verdict.refuse("ally-first", f"{s.label(first)} must be assigned a strike before "
                              f"{s.label(character)}, its controlling character.")
    if combat.step == "assign":
        if action.player != defender:
            return Verdict.refuse("defender-assigns-first", f"{defender}, the defending player, assigns strikes "
                                  "first.")
        hound = in_combat(character.card, "strike_first")  # treated as untapped for strikes (Noble Hound)
        as_untapped = hound or in_combat(character.card, "assigned_as_untapped")   # Great Troll
        if (character.tapped or character.wounded) and not as_untapped and not defender_chooses(s):
            return Verdict.refuse("defender-assigns-untapped", f"{s.label(character)} is not untapped; the "
                                  "defending player assigns strikes only to untapped characters.")
        return Verdict.allow()
    if action.player == defender:
        what = "the attacker chooses the defending characters" if combat.attack.attacker_chooses else \
            "the defending player has finished assigning"
        return Verdict.refuse("attacker-assigns-now", f"The remaining strikes are assigned by the attacker: {what}.")
    return Verdict.allow()


def _strike_first(state: State, character: Instance) -> Instance | None:
    """An ally of the character that must be assigned a strike first and has none (in all cases), among those that
    may be assigned a strike of this attack: one made against its controlling character alone leaves it out, so it
    shields him from none of its strikes (CRF 22, Card Errata and Rulings, The Hunt: a Noble Hound does not shield
    Alatar, who is still alone against the creature)."""
    attack = state.combat.attack if state.combat is not None else None
    if attack is None:
        return None
    may_strike = {d.id for d in defenders.attackable(state, attack.company)}
    for ally in state.attached(character.id):
        if in_combat(ally.card, "strike_first") and faced(state, ally.id) == 0 and ally.id != attack.source \
                and ally.id in may_strike:
            return ally
    return None


def assign(game: Game, action: AssignStrike) -> None:
    s = game.state
    combat = s.combat
    assert combat is not None
    character = s.find(action.character)
    if faced(s, character.id) >= may_face(s, character.id):   # a strike more, by an effect on the attack
        combat.strikes.append(doubled_strikes.doubled(s, character.id))
    else:
        combat.strikes.append(Strike(character.id, "defender" if combat.step == "assign" else "attacker"))
    several_attacks.assigned(s, combat.attack, character.id)
    after_assignment(game)


def check_done_assigning(game: Game, action: DoneAssigning) -> Verdict:
    s = game.state
    if s.combat is None or s.combat.step != "assign":
        return Verdict.refuse("not-assigning-strikes", "The defending player is not assigning strikes now.")
    if action.player != defending(s):
        return Verdict.refuse("wrong-player", "Only the defending player stops assigning strikes (CoE 3.ii.5).")
    return Verdict.allow()


def done_assigning(game: Game, action: DoneAssigning) -> None:
    s = game.state
    assert s.combat is not None
    done = kind_of(s.combat.attack).done_assigning
    if done is not None:  # company versus company combat: the attacking player's step follows (CoE 3.V)
        done(game)
        return
    s.combat.step = "assign-remaining"
    after_assignment(game)


# ------------------------------------------------------------------ the strike sequence
def current_strike(state: State) -> Strike | None:
    combat = state.combat
    if combat is None or combat.current is None:
        return None
    return next((st for st in combat.strikes if st.character == combat.current and st.result in ("", "rolling")),
                None)


def _in_sequence(game: Game, character: str | None) -> tuple[Verdict, Strike | None]:
    s = game.state
    strike = current_strike(s)
    if strike is None or strike.result != "rolling":
        return Verdict.refuse("no-strike-sequence", "No strike sequence is under way."), None
    if character is not None and s.find(character).id != strike.character:
        return Verdict.refuse("not-this-strike", f"The strike under way is {s._name(strike.character)}'s."), None
    return Verdict.allow(), strike


def check_choose(game: Game, action: ChooseStrike) -> Verdict:
    s = game.state
    combat = s.combat
    if combat is None:
        return Verdict.refuse("no-strike-sequence", "No attack is being faced.")
    if combat.step != "strikes":
        return Verdict.refuse("strikes-not-assigned", "Not every strike has been assigned yet (CRF 22, Combat).")
    if action.player != defending(s):
        return Verdict.refuse("wrong-player", "The defending player chooses the order of the strikes (CoE 3.iv).")
    if combat.current is not None or s.chains:
        return Verdict.refuse("strike-under-way", "Finish the strike sequence (and its body check) first.")
    character = s.find(action.character, "character")
    if not any(st.character == character.id and not st.result for st in combat.strikes):
        return Verdict.refuse("not-this-strike", f"{s.label(character)} has no strike left to resolve.")
    return Verdict.allow()


def choose(game: Game, action: ChooseStrike) -> None:
    s = game.state
    combat = s.combat
    assert combat is not None
    character = s.find(action.character)
    strike = next(st for st in combat.strikes if st.character == character.id and not st.result)
    strike.result = "rolling"
    combat.current = character.id
    if len([st for st in combat.strikes if not st.result]) == 0 and combat.excess_left:
        strike.excess += combat.excess_left  # the last strike takes every excess strike left (CoE 3.iv.2)
        combat.excess_left = 0
    s.log.append(f"{s.label(character)}'s strike sequence begins")
    s.pending = Pending(action.player, f"{s.label(character)}'s strike", kind="roll", ref=STRIKE,
                        chains_first=True)
    first = kind_of(combat.attack).first_roll
    if first is not None:  # company versus company combat: the attacking player rolls first (CoE 3.V.vii)
        s.pending = first(s, strike)


def check_excess(game: Game, action: ExcessStrike) -> Verdict:
    verdict, _ = _in_sequence(game, action.character)
    combat = game.state.combat
    if verdict and action.player == defending(game.state):
        return Verdict.refuse("wrong-player", "The attacker allocates excess strikes (CoE 3.iv.2).")
    if verdict and combat is not None and not combat.excess_left:
        return Verdict.refuse("no-excess-strike", "No excess strike is left to allocate.")
    return verdict


def excess(game: Game, action: ExcessStrike) -> None:
    combat = game.state.combat
    strike = current_strike(game.state)
    assert combat is not None and strike is not None
    strike.excess += 1
    combat.excess_left -= 1


def check_stay_untapped(game: Game, action: StayUntapped) -> Verdict:
    verdict, strike = _in_sequence(game, action.character)
    s = game.state
    if verdict and action.player != defending(s):
        return Verdict.refuse("wrong-player", "Only the defending player may take -3 to stay untapped.")
    penalty = s.combat.attack.stay_untapped_penalty if s.combat is not None else 3
    if verdict and action.penalty != penalty:   # the attack's own penalty (The Black Enemy's Wrath: -5)
        return Verdict.refuse("stay-untapped-penalty", f"Against {s.combat.attack.label if s.combat else 'it'} an "
                              f"untapped character not tapping takes -{penalty}, not -{action.penalty}.")
    if verdict:
        verdict = without_actions(s, action.player)   # a traitor's attack outside his turn (CRF 22, Traitor)
    if verdict and strike is not None:
        return check_untapped(s, s.cards[strike.character])
    return verdict


def stay_untapped(game: Game, action: StayUntapped) -> None:
    strike = current_strike(game.state)
    assert strike is not None
    strike.stay_untapped = True


def check_tap_for_strike(game: Game, action: TapForStrike) -> Verdict:
    """The defending player taps the untapped character whose strike, met with body, is being resolved, for the bonus
    the card gives (Dragon's Breath: +3; ``strikes_within_attacks``)."""
    verdict, strike = _in_sequence(game, action.character)
    s = game.state
    if verdict and action.player != defending(s):
        return Verdict.refuse("wrong-player", "Only the defending player may tap his character for the strike.")
    if verdict and (s.combat is None or not s.combat.attack.tap_bonus):
        return Verdict.refuse("no-tap-bonus", "Nothing gives the character facing this strike a bonus for "
                              "tapping.")
    if verdict and strike is not None and strike.tapped_for:
        return Verdict.refuse("tapped-for-strike", f"{s._name(action.character)} has already tapped for the strike.")
    if verdict and strike is not None:
        return check_untapped(s, s.cards[strike.character])
    return verdict


def tap_for_strike(game: Game, action: TapForStrike) -> None:
    s = game.state
    strike = current_strike(s)
    assert s.combat is not None and strike is not None
    s.tap(strike.character)
    strike.tapped_for = s.combat.attack.tap_bonus
    s.log.append(f"{s._name(strike.character)} taps: {strike.tapped_for:+d} against the strike")


def check_support(game: Game, action: SupportStrike) -> Verdict:
    verdict, strike = _in_sequence(game, action.character)
    if not verdict or strike is None:
        return verdict
    s = game.state
    supporter = s.find(action.supporter, "character")
    combat = s.combat
    assert combat is not None
    if action.player != defending(s):
        return Verdict.refuse("wrong-player", "Only the defending player taps characters in support.")
    outside_turn = without_actions(s, action.player)   # a traitor's attack outside his turn (CRF 22, Traitor)
    if not outside_turn:
        return outside_turn
    alone = queries.veto("may support a strike", s, supporter.id)  # not a burglar facing them alone ...
    if not alone:
        return alone
    if supporter.id not in {d.id for d in defenders.defenders(s, combat.attack.company)}:
        return Verdict.refuse("not-same-company", f"{s.label(supporter)} is not in the company facing the attack.",
                              "CoE 3.iv.4")
    if any(st.character == supporter.id for st in combat.strikes):
        return Verdict.refuse("has-a-strike", f"{s.label(supporter)} was assigned a strike of this attack.")
    return check_untapped(s, supporter)


def support(game: Game, action: SupportStrike) -> None:
    s = game.state
    supporter = s.find(action.supporter)
    s.tap(supporter.id)
    strike = current_strike(s)
    assert strike is not None
    strike.supporters.append(supporter.id)


def support_value(state: State, strike: Strike) -> int:
    """What the characters tapped in support add to the prowess of the one facing the strike: +1 each (CoE 3.iv.4),
    or more while an effect on a supporter's company raises it (the stat "support prowess", Hail of Darts: +3
    instead of +1 until the end of the turn)."""
    total = 0
    for ref in strike.supporters:
        company = state.company_of(ref)
        total += 1 + sum(o.by for o in state.ongoing if o.stat == "support prowess" and company is not None
                         and o.target == company.id)
    return total


def cancel_strike(game: Game, by: str) -> None:
    """The strike being resolved is cancelled (up to its roll, CoE 3.iv.5.1): it has no effect."""
    s = game.state
    strike = current_strike(s)
    assert strike is not None
    strike.result = "cancelled"
    s.pending = None
    s.log.append(f"{s._name(strike.character)}'s strike is cancelled by {by}")
    end_sequence(game)


# ------------------------------------------------------------------ prowess, body, the roll
def prowess(state: State, ref: str, attack: Attack | None = None) -> tuple[int, list[str]]:
    """The character's prowess, weapon first (CoE 3.iv.6, 6.1.4), then what is in effect on it; with the reasons."""
    inst = state.cards[ref]
    base = inst.card.fact("prowess") or 0
    total, parts = base, [f"{base} ({state.label(inst)})"]
    for by, why in queries.parts("prowess", state, ref, attack):  # his weapon in use (CoE 6.1), trophies ...
        total += by
        parts.append(f"{by:+d} ({why})")
    if attack is not None:  # a character's printed bonus against some races ("+2 prowess against Orcs")
        against = inst.card.fact("prowess_against", {})
        for race, bonus in against.items():
            if attacks.of_race(attack, [race]):
                total += bonus
                parts.append(f"{bonus:+d} ({inst.name} against {race})")
                break
    for o in state.ongoing:
        if o.target == ref and o.stat == "prowess":
            total += o.by
            parts.append(f"{o.by:+d} ({state._name(o.source)})")
    if state.combat is not None:  # Many Foes He Fought: -1 for each strike faced after the first
        extra = max(0, faced(state, ref) - 1) if many_foes(state, ref) else 0
        if extra:
            total -= extra
            parts.append(f"{-extra:+d} (strikes faced)")
    return total, parts


def body(state: State, ref: str) -> int | None:
    inst = state.cards[ref]
    value = inst.card.fact("body")
    combat = state.combat
    if value is None and combat is not None and combat.attack.source == ref:
        value = combat.attack.body   # the attack's own, not its source's (an automatic-attack a card adds: 18/8)
    if value is None:
        return None
    if state.combat is not None and many_foes(state, ref):
        value -= max(0, faced(state, ref) - 1)
    value += queries.total("body", state, ref)  # items in use first (CoE 6.1.4), an agent at a home site ...
    # a change made on the attack under way changes its attacker's body (The Old Thrush)
    on = (ref, combat.attack.id) if combat is not None and combat.attack.source == ref else (ref,)
    for bonus in (o for o in state.ongoing if o.target in on and o.stat == "body"):
        cap = getattr(bonus.how, "maximum", None)   # "+2 body (to a maximum of 10)": no higher by this bonus
        value += bonus.by if cap is None else max(0, min(bonus.by, cap - value))
    if combat is not None and combat.attack.source == ref:   # a card on the attacked company (Swarm of Bats)
        value += sum(by for by, _ in attacks.on_company_modifiers(state, combat.attack, "attack body"))
    return _halved_by_defender(state, ref, value)


def _halved_by_defender(state: State, ref: str, value: int) -> int:
    """The attacker's body in a strike against a character whose text halves it (Éowyn against Nazgûl): the
    body meant is the attacker's (CRF 22, Rulings by Term > Nazgûl), halved and rounded up."""
    combat = state.combat
    if combat is None or combat.attack.source != ref or combat.current not in state.cards:
        return value
    races = in_combat(state.cards[combat.current].card, "halves_body_against")
    return -(-value // 2) if races and attacks.of_race(combat.attack, races) else value


def roll_strike(game: Game, roll: int) -> None:
    """The strike roll was made: compare, then tap, wound, special actions, body checks (CoE 3.iv.6-7)."""
    s = game.state
    combat = s.combat
    strike = current_strike(s)
    assert combat is not None and strike is not None
    attack = combat.attack
    kind = kind_of(attack)
    if kind.strike_roll is not None and kind.strike_roll(game, strike, roll):
        return  # its own roll: both players roll against an agent (CoE 3.iv.6.1), or a company (CoE 3.V.vii)
    character = s.cards[strike.character]
    value, parts = prowess(s, character.id, attack)
    if special_rules.strikes_by_mind(s, attack):   # his mind in place of his prowess (Neeker-breekers)
        value = values.mind(s, character)   # as modified (the mind query), not only as printed
        parts = [f"{value} (mind of {s.label(character)})"]
    if attack.with_body is not None:   # his body in place of his prowess (Dragon's Breath; strikes_within_attacks)
        value, parts = strikes_within_attacks.body_value(s, character, strike, attack)
    # the optional rule's second strike, not one a card allows (Many Foes He Fought has its own cost)
    two_strikes = optional_rules.facing_two(s, character.id) and not many_foes(s, character.id)
    for amount, why, applies in ((-1, "tapped", character.tapped and not character.wounded
                                                            and not strike.tapped_for),
                                 (-2, "wounded", character.wounded), (-strike.excess, "excess strikes", strike.excess),
                                 (-attack.stay_untapped_penalty, "stays untapped", strike.stay_untapped),
                                 (optional_rules.TWO_STRIKES_PROWESS, "faces two strikes", two_strikes),
                                 (support_value(s, strike), "support", strike.supporters)):
        if applies:
            value += amount
            parts.append(f"{amount:+d} ({why})")
    against = attacks.prowess(s, attack) + strike.prowess   # a change for this strike alone (doubled_strikes)
    against += removed_creatures.strike_prowess(s, character.id)   # a card's, for his strike alone (Fury of ...)
    printed = special_rules.prowess_against(s, attack, character)   # "15 prowess against Hobbits"
    if printed is not None:
        against += printed[0]
    bonus = kind.strike_prowess(s, attack, character) if kind.strike_prowess is not None else None
    if bonus is not None:   # the attacker's printed bonus against the character's race
        against += bonus[0]
    total = roll + value
    name = s.label(character)
    detail = f"{roll} (roll) {' '.join(parts)} = {total} against {against}"
    if kind.strike_value is not None:  # an agent's roll and prowess (CoE 3.iv.6.1)
        against, shown = kind.strike_value(s, attack, strike)
        detail = f"{roll} (roll) {' '.join(parts)} = {total} against {shown} = {against}"
    keeps_untapped = strike.stay_untapped or any(o.target == character.id and o.stat == "stays untapped"
                                                 for o in s.ongoing) or (two_strikes and not optional_rules.taps_now(s, character.id))
    was_wounded = character.wounded
    if total > against:
        below = len(s.chains)   # a card's body check on the character comes after the attacker's (failed_strikes)
        if not keeps_untapped:
            s.tap(character.id)
        has_body = kind.has_body and body(s, attack.source) is not None
        if attack.detainment or not has_body:
            strike.result = "defeated"
            s.log.append(f"{name}'s strike: {detail}: the strike fails and is defeated")
            if kind.strike_failed is not None:
                kind.strike_failed(s, attack)
        else:
            strike.result = "failed"
            s.log.append(f"{name}'s strike: {detail}: the strike fails; a body check against {attack.label}")
            if kind.strike_failed is not None:
                kind.strike_failed(s, attack)
            _body_check(game, attack.source, "creature", was_wounded=False)
        failed_strikes.strike_failed(game, character.id, was_wounded, attack.detainment, below)
    elif total == against:
        strike.result = "ineffectual"
        if not keeps_untapped:
            s.tap(character.id)
        s.log.append(f"{name}'s strike: {detail}: ineffectual")
    else:
        strike.result = "successful"
        if not attack.detainment and any(instead(s, attack, character) for instead in REGISTRY.hooks(
                "strike succeeded")):
            pass   # the character is not harmed; the defending player discards an item
        elif attack.detainment:
            s.tap(character.id)
            s.log.append(f"{name}'s strike: {detail}: the strike succeeds; detainment, so {name} taps")
        elif special_rules.strikes_by_mind(s, attack):   # it only taps him: no wound, no body check
            s.tap(character.id)
            s.log.append(f"{name}'s strike: {detail}: the strike succeeds; {attack.label} only taps {name}")
        elif warding.instead_of_wound(s, attack, character, f"{name}'s strike: {detail}: the strike succeeds"):
            pass   # an item he bears keeps the wound off (Sable Shield): the attacking player rolls
        else:
            strike.margin = against - total
            s.wound(character.id, immediately=True)   # what the wound sets off resolves at once (CoE 3.iv.7)
            s.turn.per_turn[("wounded by", character.id)] = attack.race
            s.log.append(f"{name}'s strike: {detail}: the strike succeeds and {name} is wounded")
            # the creature's text and the passive conditions the wound sets off, in the defending player's order,
            # then the body check (CoE 3.iv.7; CRF Annotations 19-20): special_actions.py
            special_actions.follow(game, attack, character, was_wounded, body_check_on)
    if not s.chains and not special_actions.under_way(s):
        end_sequence(game)


def body_check_on(game: Game, character: str, was_wounded: bool) -> None:
    """The body check against a character a strike wounded, once its special actions are done: the roll of the
    player who does not control him (CoE 3.I.1), the hazard player's but for an agent attacked (Hidden Knife)."""
    _body_check(game, character, "character", was_wounded=was_wounded)


def body_check(game: Game, attacker: str) -> None:
    """A body check against the attacker, after a strike against it failed (an effect's: True Fána)."""
    _body_check(game, attacker, "creature", was_wounded=False)


def body_check_roller(state: State, ref: str, against: str) -> str:
    """Who rolls a body check in combat: the player who does not control the entity (CoE 3.I.1). The attacker's
    (``against`` "creature") is the defending player's, a character's the other player's (the hazard player's but
    for an agent attacked: Hidden Knife); a creature card of the defending player's own (his own agent attacked:
    Hidden Knife) is the other player's."""
    defender = defending(state)
    source = state.cards.get(ref) if against == "creature" else None
    own = source is not None and source.zone == IN_PLAY and source.card.is_creature and source.controller == defender
    return defender if against == "creature" and not own else state.opponent(defender)


def _body_check(game: Game, ref: str, against: str, was_wounded: bool) -> None:
    s = game.state
    roller = body_check_roller(s, ref, against)
    entry = Declared(roller, "body-check", target=ref, data={"against": against, "was_wounded": was_wounded})
    s.chains.append(Chain(BODY_CHECK, s.resource_player, [entry]))


def resolve_body_check(game: Game, entry: Declared) -> bool:
    """A character's body check: eliminated if the roll (+1 if he was wounded already) exceeds his body (CoE 3.I.2);
    discarded, not eliminated, when his card discards him on that result (CoE 3.I.3: an Orc or Troll both discarded
    and eliminated is discarded). The engine's reading: the result is the roll with that +1, as compared with
    his body."""
    s = game.state
    inst = s.cards[entry.target]
    name = s.label(inst)
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, f"{name}'s body check")
    if inst.card.race == "Ringwraith" and entry.roll in (7, 8):   # CoE 3.I.1.R1: back to the hand, not eliminated
        raise NotModelledError(f"the engine does not model a body check roll of exactly 7 or 8 against a Ringwraith "
                               f"({name}: returned to his player's hand, with the limits on revealing Ringwraiths "
                               "until he is played again, CoE 3.I.1.R1)")
    value = body(s, inst.id)
    bonus = 1 if entry.data.get("was_wounded") else 0
    change = entry.data.get("modifier", 0)   # a card's change of the roll (failed_strikes: Dragon's Blood)
    parts = list(entry.data.get("modifier_parts", ()))
    combat = s.combat
    if entry.data.get("against") == "character" and combat is not None and combat.attack.body_check:
        change += combat.attack.body_check   # "any resulting body check is modified" (lone_strikes: Cruel Caradhras)
        parts.append(f"{combat.attack.body_check:+d} ({combat.attack.label})")
    total = entry.roll + bonus + change
    failed = value is not None and total > value
    shown = "".join(f" {part}" for part in parts)
    s.log.append(f"{name}'s body check: {entry.roll}{' +1 (already wounded)' if bonus else ''}{shown} = {total} "
                 f"against body {value}: {'fails' if failed else 'passes'}")
    if entry.data.get("against") == "creature":
        if combat is not None:
            for strike in combat.strikes:
                if strike.result == "failed":
                    strike.result = "defeated" if failed else "not defeated"
    elif special_rules.discarded_on_body_check(s, inst, total, value):  # the creature's text (Giant Spiders)
        pass
    elif discard_numbers.discarded_on(s, inst, total, value):  # his card: discarded on that result, failed or not
        s.move(inst.id, DISCARD)
        if inst.zone == DISCARD:   # else an effect kept him in play (Elf-song at a Haven): its hook has said so
            s.log.append(f"{name} is discarded: his card discards him on a body check result of {total}")
    elif imposed_body_checks.after_check(s, inst, failed, entry.data):   # a card's check (Where There's a Whip)
        pass
    elif failed:
        offer_items(game, inst.id)
        eliminated = kind_of(combat.attack).eliminated if combat is not None else None
        if eliminated is not None:  # kill points for the opponent in company versus company combat (CoE 3.v)
            eliminated(s, inst.id)
        eliminated_characters.note(s, inst)   # his company, for the rest of the turn (Freeze the Flesh)
        s.eliminate(inst.id)
    return True


def end_sequence(game: Game) -> None:
    """The strike sequence is over: what lasted for it ends; strikes of characters gone count as successful."""
    s = game.state
    combat = s.combat
    if combat is None:
        return
    character = combat.current
    combat.current = None
    s.emit("strike-ended", character=character or "")
    for strike in combat.strikes:  # CRF 22, Strike Sequence: the Dragons rules erratum
        gone = strike.character not in s.cards or s.cards[strike.character].zone != IN_PLAY
        if gone and strike.result in ("", "rolling"):
            strike.result = "successful"


def after_chains(game: Game) -> None:
    """Every chain is done: the strike sequence under way ends, a combat whose strikes are resolved concludes."""
    s = game.state
    combat = s.combat
    if combat is None or s.pending is not None:
        return
    special_actions.advance(game, body_check_on)   # the next special action of a wound, or the body check after them
    if s.chains or s.pending is not None or special_actions.under_way(s):
        return
    strike = current_strike(s)
    facing = strike is not None and strike.character in s.cards and s.cards[strike.character].zone == IN_PLAY
    if combat.current is not None and (strike is None or strike.result != "rolling" or not facing):
        end_sequence(game)  # a character who left play mid-strike (a failed check in its chain) rolls no more
    elif strike is not None and kind_of(combat.attack).first_roll is None and facing:
        # a roll made in an action of the strike sequence (the corruption check of Marvels Told) took the place of
        # the strike's: once its chain is done, the strike's roll is awaited again (CoE 3.iv.5-6)
        s.pending = Pending(defending(s), f"{s.label(s.cards[strike.character])}'s strike", kind="roll",
                            ref=STRIKE, chains_first=True)
    if combat.step == "strikes" and combat.current is None and all(st.result for st in combat.strikes):
        finish(game)
