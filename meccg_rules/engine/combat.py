"""Combat (CoE 3): strikes assigned, strike sequences rolled, body checks, the attack's conclusion.

An attack starts combat when it resolves (a creature's chain entry, an
automatic-attack as the company enters its site, an on-guard creature after
them). The defending player assigns strikes to untapped characters (allies
count), then the attacker assigns the rest to characters without one; strikes
beyond the company's size become -1 prowess each. The defending player picks
each strike sequence in turn: excess strikes, -3 to stay untapped, +1 per
supporting character, then the roll against the strike's prowess. A failed
strike is defeated by the creature failing its body check (or at once if it
has no body); a successful one wounds the character (taps it, for detainment)
and the character makes a body check. Body checks open a chain of their own.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .chain import Chain, Declared
from .errors import Verdict
from .state import (
    DISCARD,
    IN_PLAY,
    MP_PILE,
    Attack,
    Combat,
    Instance,
    Pending,
    State,
    Strike,
)

if TYPE_CHECKING:
    from .actions import (
        AssignStrike,
        ChooseStrike,
        DoneAssigning,
        ExcessStrike,
        StayUntapped,
        SupportStrike,
    )
    from .game import Game

BODY_CHECK = "body-check"
STRIKE = "strike"  # Pending.ref of a strike roll (a strike roll is not an action in a chain)


# ------------------------------------------------------------------ starting attacks
def creature_attack(state: State, creature: Instance, company: str, keyed: str = "") -> Attack:
    card = creature.card
    each = bool(card.fact("each_character"))
    attack = Attack(f"a{state.next_attack}", company, creature.id, "creature", card.race or "",
                    card.fact("strikes") or 0, card.fact("prowess") or 0, card.fact("body"),
                    bool(card.fact("detainment")), bool(card.fact("attacker_chooses")), each, keyed,
                    state.label(creature))
    state.next_attack += 1
    return attack


def automatic_attacks(state: State, company: str) -> list[Attack]:
    """The company's site's automatic-attacks in printed order, then any added to it (CoE 2.V.ii)."""
    site = state.site_of(company)
    printed = [a for a in site.card.fact("automatic_attacks", ()) if not a.get("text_only")]
    printed += printed[:1] * state.companies[company].extra_automatic_attacks
    found = []
    for number, spec in enumerate(printed, start=1):
        label = f"{state.label(site)}'s automatic-attack" + (f" {number}" if len(printed) > 1 else "")
        found.append(Attack(f"a{state.next_attack}", company, site.id, "automatic-attack", spec.get("race", ""),
                            spec.get("strikes") or 0, spec.get("prowess", 0), None, bool(spec.get("detainment")),
                            bool(spec.get("attacker_chooses")), bool(spec.get("each_character")), "", label))
        state.next_attack += 1
    return found


def begin(game: Game, attacks: list[Attack]) -> None:
    """Queue attacks; the first starts combat at once if none is under way (CoE 2.IV.vii.2.1)."""
    s = game.state
    s.attacks.extend(attacks)
    if s.combat is None:
        _next(game)


def _next(game: Game) -> None:
    s = game.state
    while s.attacks and s.combat is None:
        attack = s.attacks.pop(0)
        if attack.kind == "creature" and (attack.source not in s.cards or s.cards[attack.source].zone != IN_PLAY):
            continue
        s.combat = Combat(attack)
        s.companies[attack.company].attacks_faced.append(attack.id)
        s.log.append(f"{attack.label} attacks {attack.company}: {attack.strikes} strike"
                     f"{'s' if attack.strikes != 1 else ''} with {attack.prowess} prowess")
        if attack.each_character:
            for character in defenders(s, attack.company):
                s.combat.strikes.append(Strike(character.id, "attacker"))
            _after_assignment(game)
        elif attack.attacker_chooses:
            s.combat.step = "assign-remaining"


def defenders(state: State, company: str) -> list[Instance]:
    """The characters (and allies, which count as characters in combat, CoE 2.V.2.2) facing the attack."""
    found = []
    for character in state.characters(company):
        found.append(character)
        found += [i for i in state.attached(character.id) if i.card.kind == "ally"]
    return found


# ------------------------------------------------------------------ assigning strikes
def _defending(state: State) -> str:
    return state.companies[state.combat.attack.company].owner if state.combat else state.resource_player


def check_assign(game: Game, action: AssignStrike) -> Verdict:
    s = game.state
    combat = s.combat
    if combat is None or combat.step not in ("assign", "assign-remaining"):
        return Verdict.refuse("not-assigning-strikes", "No strikes are being assigned now.")
    if s.chains:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects first.")
    character = s.find(action.character, "character")
    defender = _defending(s)
    if character.id not in {d.id for d in defenders(s, combat.attack.company)}:
        return Verdict.refuse("not-in-company", f"{s.label(character)} is not facing this attack.")
    if any(strike.character == character.id for strike in combat.strikes):
        return Verdict.refuse("one-strike-each", f"{s.label(character)} has a strike of this attack already.")
    if combat.step == "assign":
        if action.player != defender:
            return Verdict.refuse("defender-assigns-first", f"{defender}, the defending player, assigns strikes "
                                  "first.")
        if character.tapped or character.wounded:
            return Verdict.refuse("defender-assigns-untapped", f"{s.label(character)} is not untapped; the "
                                  "defending player assigns strikes only to untapped characters.")
        return Verdict.allow()
    if action.player == defender:
        what = "the attacker chooses the defending characters" if combat.attack.attacker_chooses else \
            "the defending player has finished assigning"
        return Verdict.refuse("attacker-assigns-now", f"The remaining strikes are assigned by the attacker: {what}.")
    return Verdict.allow()


def assign(game: Game, action: AssignStrike) -> None:
    s = game.state
    combat = s.combat
    assert combat is not None
    character = s.find(action.character)
    combat.strikes.append(Strike(character.id, "defender" if combat.step == "assign" else "attacker"))
    _after_assignment(game)


def check_done_assigning(game: Game, action: DoneAssigning) -> Verdict:
    s = game.state
    if s.combat is None or s.combat.step != "assign":
        return Verdict.refuse("not-assigning-strikes", "The defending player is not assigning strikes now.")
    if action.player != _defending(s):
        return Verdict.refuse("wrong-player", "Only the defending player stops assigning strikes (CoE 3.ii.5).")
    return Verdict.allow()


def done_assigning(game: Game, action: DoneAssigning) -> None:
    s = game.state
    assert s.combat is not None
    s.combat.step = "assign-remaining"
    _after_assignment(game)


def _after_assignment(game: Game) -> None:
    """Move on once the defender can assign no more, and again once every strike or character is taken."""
    s = game.state
    combat = s.combat
    assert combat is not None
    attack = combat.attack
    everyone = defenders(s, attack.company)
    free = [c for c in everyone if not any(st.character == c.id for st in combat.strikes)]
    left = attack.strikes - len(combat.strikes) if not attack.each_character else 0
    if combat.step == "assign" and (left <= 0 or not [c for c in free if not c.tapped and not c.wounded]):
        combat.step = "assign-remaining"
    if combat.step == "assign-remaining" and (left <= 0 or not free or attack.each_character):
        combat.excess_left = max(0, left)
        combat.step = "strikes"
        s.log.append(f"strikes assigned: {', '.join(s._name(st.character) for st in combat.strikes) or 'none'}"
                     + (f"; {combat.excess_left} excess strike(s) as -1 prowess" if combat.excess_left else ""))
        if not combat.strikes:
            conclude(game)


# ------------------------------------------------------------------ the strike sequence
def _in_sequence(game: Game, player: str, character: str | None = None) -> tuple[Verdict, Strike | None]:
    s = game.state
    combat = s.combat
    if combat is None or combat.step != "strikes" or combat.current is None:
        return Verdict.refuse("no-strike-sequence", "No strike sequence is under way."), None
    if s.chains:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects first."), None
    strike = combat.strike_of(combat.current)
    if character is not None and s.find(character).id != combat.current:
        return Verdict.refuse("not-this-strike", f"The strike under way is {s._name(combat.current)}'s."), None
    return Verdict.allow(), strike


def check_choose(game: Game, action: ChooseStrike) -> Verdict:
    s = game.state
    combat = s.combat
    if combat is None or combat.step != "strikes":
        return Verdict.refuse("no-strike-sequence", "No strikes are waiting to be resolved.")
    if action.player != _defending(s):
        return Verdict.refuse("wrong-player", "The defending player chooses the order of the strikes (CoE 3.iv).")
    if combat.current is not None or s.chains:
        return Verdict.refuse("strike-under-way", "Finish the strike sequence (and its body check) first.")
    character = s.find(action.character, "character")
    if combat.strike_of(character.id) is None:
        return Verdict.refuse("not-this-strike", f"{s.label(character)} has no strike left to resolve.")
    return Verdict.allow()


def choose(game: Game, action: ChooseStrike) -> None:
    s = game.state
    combat = s.combat
    assert combat is not None
    character = s.find(action.character)
    combat.current = character.id
    strike = combat.strike_of(character.id)
    assert strike is not None
    if len([st for st in combat.strikes if not st.result]) == 1 and combat.excess_left:
        strike.excess += combat.excess_left  # the last strike takes every excess strike left (CoE 3.iv.2)
        combat.excess_left = 0
    s.log.append(f"{s.label(character)}'s strike sequence begins")
    s.pending = Pending(action.player, f"{s.label(character)}'s strike", kind="roll", ref=STRIKE)


def check_excess(game: Game, action: ExcessStrike) -> Verdict:
    verdict, _ = _in_sequence(game, action.player, action.character)
    combat = game.state.combat
    if verdict and action.player == _defending(game.state):
        return Verdict.refuse("wrong-player", "The attacker allocates excess strikes (CoE 3.iv.2).")
    if verdict and combat is not None and not combat.excess_left:
        return Verdict.refuse("no-excess-strike", "No excess strike is left to allocate.")
    return verdict


def excess(game: Game, action: ExcessStrike) -> None:
    combat = game.state.combat
    assert combat is not None and combat.current is not None
    strike = combat.strike_of(combat.current)
    assert strike is not None
    strike.excess += 1
    combat.excess_left -= 1


def check_stay_untapped(game: Game, action: StayUntapped) -> Verdict:
    verdict, strike = _in_sequence(game, action.player, action.character)
    s = game.state
    if verdict and action.player != _defending(s):
        return Verdict.refuse("wrong-player", "Only the defending player may take -3 to stay untapped.")
    if verdict and strike is not None and (s.cards[strike.character].tapped or s.cards[strike.character].wounded):
        return Verdict.refuse("character-tapped", f"{s._name(strike.character)} is not untapped.")
    return verdict


def stay_untapped(game: Game, action: StayUntapped) -> None:
    combat = game.state.combat
    assert combat is not None and combat.current is not None
    strike = combat.strike_of(combat.current)
    assert strike is not None
    strike.stay_untapped = True


def check_support(game: Game, action: SupportStrike) -> Verdict:
    verdict, strike = _in_sequence(game, action.player, action.character)
    if not verdict or strike is None:
        return verdict
    s = game.state
    supporter = s.find(action.supporter, "character")
    combat = s.combat
    assert combat is not None
    if action.player != _defending(s):
        return Verdict.refuse("wrong-player", "Only the defending player taps characters in support.")
    if supporter.id not in {d.id for d in defenders(s, combat.attack.company)}:
        return Verdict.refuse("not-same-company", f"{s.label(supporter)} is not in the company facing the attack.")
    if any(st.character == supporter.id for st in combat.strikes):
        return Verdict.refuse("has-a-strike", f"{s.label(supporter)} was assigned a strike of this attack.")
    if supporter.tapped or supporter.wounded:
        return Verdict.refuse("character-tapped", f"{s.label(supporter)} is not untapped.")
    return Verdict.allow()


def support(game: Game, action: SupportStrike) -> None:
    s = game.state
    combat = s.combat
    assert combat is not None and combat.current is not None
    supporter = s.find(action.supporter)
    s.tap(supporter.id)
    strike = combat.strike_of(combat.current)
    assert strike is not None
    strike.supporters.append(supporter.id)


# ------------------------------------------------------------------ prowess, body, the roll
def prowess(state: State, ref: str, attack: Attack | None = None) -> tuple[int, list[str]]:
    """The character's prowess, weapon first (CoE 3.iv.6), then what is in effect on it; with the reasons."""
    inst = state.cards[ref]
    base = inst.card.fact("prowess") or 0
    total, parts = base, [f"{base} ({state.label(inst)})"]
    best = 0
    for item in state.attached(ref):
        bonus = item.card.fact("prowess_bonus") or 0
        if not bonus:
            continue
        cap = item.card.fact("prowess_max_against", {}).get(attack.race if attack else "", item.card.fact("prowess_max"))
        gain = bonus if cap is None else max(0, min(bonus, cap - base))
        if gain > best:
            best, weapon = gain, item
    if best:
        total += best
        parts.append(f"{best:+d} ({state.label(weapon)})")
    for o in state.ongoing:
        if o.target == ref and o.stat == "prowess":
            total += o.by
            parts.append(f"{o.by:+d} ({state._name(o.source)})")
    return total, parts


def body(state: State, ref: str) -> int | None:
    inst = state.cards[ref]
    value = inst.card.fact("body")
    if value is None:
        return None
    value += sum(i.card.fact("body_bonus") or 0 for i in state.attached(ref))
    return value + sum(o.by for o in state.ongoing if o.target == ref and o.stat == "body")


def roll_strike(game: Game, roll: int) -> None:
    """The strike roll was made: compare, then tap, wound, body checks (CoE 3.iv.6-7)."""
    s = game.state
    combat = s.combat
    assert combat is not None and combat.current is not None
    strike = combat.strike_of(combat.current)
    assert strike is not None
    character = s.cards[strike.character]
    value, parts = prowess(s, character.id, combat.attack)
    for amount, why, applies in ((-1, "tapped", character.tapped and not character.wounded),
                                 (-2, "wounded", character.wounded), (-strike.excess, "excess strikes", strike.excess),
                                 (-3, "stays untapped", strike.stay_untapped),
                                 (len(strike.supporters), "support", strike.supporters)):
        if applies:
            value += amount
            parts.append(f"{amount:+d} ({why})")
    total = roll + value
    against = combat.attack.prowess
    name = s.label(character)
    detail = f"{roll} (roll) {' '.join(parts)} = {total} against {against}"
    was_wounded = character.wounded
    if total > against:
        if not strike.stay_untapped:
            s.tap(character.id)
        if combat.attack.detainment or body(s, combat.attack.source) is None or combat.attack.kind != "creature":
            strike.result = "defeated"
            s.log.append(f"{name}'s strike: {detail}: the strike fails and is defeated")
        else:
            strike.result = "failed"
            s.log.append(f"{name}'s strike: {detail}: the strike fails; a body check against {combat.attack.label}")
            _body_check(game, combat.attack.source, "creature", was_wounded=False)
    elif total == against:
        strike.result = "ineffectual"
        if not strike.stay_untapped:
            s.tap(character.id)
        s.log.append(f"{name}'s strike: {detail}: ineffectual")
    else:
        strike.result = "successful"
        if combat.attack.detainment:
            s.tap(character.id)
            s.log.append(f"{name}'s strike: {detail}: the strike succeeds; detainment, so {name} taps")
        else:
            character.tapped = False
            s.wound(character.id)
            s.log.append(f"{name}'s strike: {detail}: the strike succeeds and {name} is wounded")
            _body_check(game, character.id, "character", was_wounded=was_wounded)
    s.emit("strike-ended", character=character.id)
    combat.current = None


def _body_check(game: Game, ref: str, against: str, was_wounded: bool) -> None:
    s = game.state
    roller = s.resource_player if against == "creature" else s.hazard_player
    entry = Declared(roller, "body-check", target=ref, data={"against": against, "was_wounded": was_wounded})
    s.chains.append(Chain(BODY_CHECK, s.resource_player, [entry]))


def resolve_body_check(game: Game, entry: Declared) -> bool:
    s = game.state
    inst = s.cards[entry.target]
    name = s.label(inst)
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, f"{name}'s body check")
    value = body(s, inst.id)
    bonus = 1 if entry.data.get("was_wounded") else 0
    total = entry.roll + bonus
    failed = value is not None and total > value
    s.log.append(f"{name}'s body check: {entry.roll}{' +1 (already wounded)' if bonus else ''} = {total} against "
                 f"body {value}: {'fails' if failed else 'passes'}")
    combat = s.combat
    if entry.data.get("against") == "creature":
        assert combat is not None
        for strike in combat.strikes:
            if strike.result == "failed":
                strike.result = "defeated" if failed else "not defeated"
    elif failed:
        s.eliminate(inst.id)
        if combat is not None:  # strikes it had yet to face count as successful (CRF 22, Strike Sequence)
            for strike in combat.strikes:
                if strike.character == inst.id and not strike.result:
                    strike.result = "successful"
    return True


def after_chains(game: Game) -> None:
    """Every chain is done: a combat whose strikes are all resolved concludes, and the next attack starts."""
    s = game.state
    combat = s.combat
    if combat is not None and combat.step == "strikes" and combat.current is None and \
            all(st.result for st in combat.strikes):
        conclude(game)


def conclude(game: Game) -> None:
    """CoE 3.v: a creature defeated goes to the defending player's marshalling point pile, else it is discarded."""
    s = game.state
    combat = s.combat
    assert combat is not None
    attack = combat.attack
    defeated = bool(combat.strikes) and all(st.result == "defeated" for st in combat.strikes)
    company = s.companies[attack.company]
    if attack.kind == "creature" and attack.source in s.cards and s.cards[attack.source].zone == IN_PLAY:
        if defeated and not attack.detainment:
            s.move(attack.source, MP_PILE, pile_of=company.owner)
            s.log.append(f"{attack.label} is defeated: it goes to {company.owner}'s marshalling point pile")
        else:
            s.move(attack.source, DISCARD)
            s.log.append(f"{attack.label} is {'defeated (detainment)' if defeated else 'not defeated'}: discarded")
        if attack.source in company.attacks_to_face:
            company.attacks_to_face.remove(attack.source)
    else:
        s.log.append(f"{attack.label} is {'defeated' if defeated else 'not defeated'}")
    s.combat = None
    s.emit("attack-ended", attack=attack.id, company=company.id, defeated=defeated)
    if attack.kind == "automatic-attack" and not any(a.kind == "automatic-attack" and a.company == company.id
                                                     for a in s.attacks):
        company.automatic_attacks_faced = True
        begin(game, [creature_attack(s, s.cards[c], company.id) for c in company.attacks_to_face
                     if c in s.cards and s.cards[c].zone == IN_PLAY])
    _next(game)
    if s.combat is None and not s.attacks and company.automatic_attacks_faced:
        company.entered = True
