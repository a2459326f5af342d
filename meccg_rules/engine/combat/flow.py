"""The course of attacks (CoE 3): queued, started one after the other, strikes assigned, concluded.

Attacks a company must face wait in order (``State.attacks``); the first starts combat at once if none is
under way (CoE 2.IV.vii.2.1). Once its strikes are assigned (``strikes.py``) and resolved, or it is
cancelled, the attack concludes: what becomes of the attacker depends on its kind (``kinds.py``), the
families hear that it ended, and the next attack starts.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .keys import in_combat
from ..core import modelled
from ..core.registry import REGISTRY
from ..core.state import DISCARD, IN_PLAY, Attack, Combat, Company, State, Strike
from ..items.in_use import in_use
from ..players import alignments, covert_and_overt, optional_rules, stage_wizardhavens
from .attacks import (HAZARD_CREATURES, _after_attack, creature_attacks, discard_raisers, discard_unplaced, plain_end,
                      prowess, strikes)
from . import attacks_made_normal, raised_when_faced
from . import cancelled_for_the_turn, placed_on_wounded, set_aside_after_attack, several_attacks, special_rules
from ..primitives import values
from .defenders import attackable
from .kinds import kind_of

if TYPE_CHECKING:
    from ..game import Game


def begin(game: Game, queued: list[Attack]) -> None:
    """Queue attacks; the first starts combat at once if none is under way (CoE 2.IV.vii.2.1)."""
    game.state.attacks.extend(queued)
    if game.state.combat is None:
        start_next(game)


def interrupt(game: Game, attack: Attack) -> None:
    """Strikes faced within the attack under way, before its strikes are assigned (Dragon's Breath): its combat is
    put off where it stood, with what is in effect until its end, and ``attack`` is fought at once; once that one
    is over, the attack goes on (``finish``). The engine fights one combat at a time: the end of the one within
    must not end what was made until the end of the other."""
    s = game.state
    assert s.combat is not None
    kept = [o for o in s.ongoing if o.until == "end-of-attack"]
    s.ongoing = [o for o in s.ongoing if o.until != "end-of-attack"]
    s.suspended.append((s.combat, kept))
    s.combat = None
    s.attacks.insert(0, attack)
    start_next(game)


def start_next(game: Game) -> None:
    """The next attack waiting starts combat (combat from several attacks follows in succession)."""
    s = game.state
    while s.attacks and s.combat is None:
        attack = s.attacks.pop(0)
        if attack.kind == "creature" and (attack.source not in s.cards or s.cards[attack.source].zone != IN_PLAY
                                          or not s.cards[attack.source].card.is_creature):  # become an ally
            _never_made(s, attack)
            continue
        lost = several_attacks.key_lost(s, attack)
        if lost:  # CoE 2.IV.vii.2.4: discarded without effect, its later attacks with it
            several_attacks.drop(s, attack)
            s.move(attack.source, DISCARD)
            s.log.append(f"{attack.label} is discarded before its {several_attacks.ORDINALS[attack.nth - 1]} attack: "
                         f"its key no longer holds ({lost})")
            _never_made(s, attack)
            continue
        company = s.companies[attack.company]
        modelled.refuse_any([s.cards[company.site].card] + [i.card for c in s.characters(company.id)
                                                            for i in (c, *s.attached(c.id))]
                            + [i.card for i in s.cards.values() if i.zone == IN_PLAY and i.card.gaps  # events
                               and not i.card.is_site and s.company_of(i.id) is None], ("attack",))
        if attack.kind == "creature":   # a card of its player elsewhere that may answer it (its "creature attack")
            modelled.refuse_any([i.card for i in s.cards.values() if i.zone == IN_PLAY and i.card.gaps
                                 and i.controller == company.owner and s.company_of(i.id) is not company],
                                ("creature attack",))
        s.combat = Combat(attack, overt=covert_and_overt.composition_overt(s, attack.company))   # CoE 3.4
        attacks_made_normal.begin(s, attack)   # a detainment automatic-attack made normal (FEAR! FIRE! FOES!)
        if not kind_of(attack).not_an_attack:   # strikes that are no attack leave no attack faced (lone_strikes)
            company.attacks_faced.append(attack.id)
            special_rules.note_faced(s, attack)
        haven = alignments.protecting_darkhaven(s, s.companies[attack.company]) \
            or stage_wizardhavens.protecting(s, s.companies[attack.company])   # (Hidden Haven)
        if haven is not None and attack.kind != "company":
            s.log.append(f"{attack.label} is cancelled: {attack.company} is at {s.label(haven)}")
            finish(game, cancelled=True)
            return
        hidden = cancelled_for_the_turn.cancelling(s, attack)
        if hidden is not None:
            s.log.append(f"{attack.label} is cancelled: {s._name(hidden)} cancels every hazard creature attack on "
                         f"{attack.company} this turn")
            finish(game, cancelled=True)
            return
        why = next((why for cancels in REGISTRY.hooks(CANCELLED_AS_IT_BEGINS) if (why := cancels(s, attack))), "")
        if why:   # a card of a later family cancels it (a Dragon faction, its Dragon's attacks on its player)
            s.log.append(f"{attack.label} is cancelled: {why}")
            finish(game, cancelled=True)
            return
        raised_when_faced.declare(s, attack)   # a card's bonus to it, an action declared now (Rank upon Rank)
        count = strikes(s, attack)
        which = f" (attack {attack.nth} of {attack.series})" if attack.series > 1 else ""
        verb = "attack" if attack.label.endswith("'s strikes") else "attacks"   # strikes a card makes, not a creature
        s.log.append(f"{attack.label} {verb} {attack.company}{which}: {count} strike{'s' if count != 1 else ''} "
                     f"with {prowess(s, attack)} prowess")
        # the passive conditions of an attack beginning (a card's "when"), declared in the chain that follows, before
        # any strike is assigned (CoE 3.i, 9.6.1; strikes.check_assign waits for the chains)
        s.emit("attack-begins", attack=attack.id, company=company.id, source=attack.source)
        if several_attacks.no_one_left(s, attack):  # its earlier attacks' character is gone: no one to strike
            s.log.append(f"{s._name(attack.against)}, whom every attack of {attack.label} is against, no longer "
                         f"faces them")
            finish(game)
            return
        if attack.each_character:
            for character in attackable(s, attack.company):
                s.combat.strikes.append(Strike(character.id, "attacker"))
            after_assignment(game)
        elif attack.strike_on:  # made against one character: never assigned (Lucky Search, CRF 22)
            s.combat.strikes.append(Strike(attack.strike_on, "attacker"))
            after_assignment(game)
        elif attack.attacker_chooses:
            if not defender_chooses(s):
                s.combat.step = "assign-remaining"


def cancel(game: Game, by: str) -> None:
    """CRF Annotation 14: a cancelled attack has no effect, but the company has faced it."""
    s = game.state
    combat = s.combat
    assert combat is not None
    s.log.append(f"{several_attacks.ordinal(combat.attack)} is cancelled by {by}")
    finish(game, cancelled=True)


def finish(game: Game, cancelled: bool = False, all_failed: bool = False) -> None:
    """CoE 3.v: a creature defeated goes to the defending player's marshalling point pile, else it is discarded;
    ``all_failed``: an effect made every strike of the attack fail before any was assigned (True Fána)."""
    s = game.state
    combat = s.combat
    assert combat is not None
    attack = combat.attack
    placed_on_wounded.refuse_choice(s, combat, cancelled)   # before anything changes: the attacker's choice
    defeated = not cancelled and (all_failed or (bool(combat.strikes)
                                                 and all(st.result == "defeated" for st in combat.strikes)))
    source = s.cards.get(attack.source)
    if source is not None and attack.kind == "creature" and any(st.result == "successful" for st in combat.strikes):
        modelled.refuse(source.card, ("after attack",))   # what a creature does after a successful strike
    company = s.companies[attack.company]
    ends = kind_of(attack).ends or plain_end  # a creature goes to a marshalling point pile or is discarded ...
    ends(s, attack, company, defeated, cancelled)
    if defeated:  # a card whose text goes once an attack it raised is defeated (Rank upon Rank)
        discard_raisers(s, attack)
    discard_unplaced(s, attack)   # a card to be placed with a character the attack wounds, and placed with none
    for ended in REGISTRY.hooks("attack ended"):  # a creature revealed as an automatic-attack is discarded ...
        ended(s, attack)
    _after_attack(s, combat)
    special_rules.after_attack(s, attack, cancelled)
    several_attacks.concluded(s, attack, defeated)
    placed_on_wounded.after_attack(s, combat, cancelled)   # before anything else (Morgul-knife, CRF 22)
    set_aside_after_attack.after_attack(s, combat, cancelled, defeated)   # then a roll (Imprisoned and Mocked)
    s.combat = None
    s.ongoing = [o for o in s.ongoing if o.until != "end-of-attack"]   # what was "against the attack" ends with it
    s.emit("attack-ended", attack=attack.id, company=company.id, defeated=defeated, cancelled=cancelled)
    if s.suspended:   # strikes faced within another attack are over: that attack goes on where it stood (interrupt)
        s.combat, kept = s.suspended.pop()
        s.ongoing.extend(kept)
        s.log.append(f"{s.combat.attack.label} goes on")
    if attack.kind == "automatic-attack" and not any(a.kind == "automatic-attack" and a.company == company.id
                                                     for a in s.attacks):
        company.automatic_attacks_faced = True
        queue_attacks_to_face(game, company)
    start_next(game)
    if s.combat is None and not s.attacks and held_go_on(game, company):
        return   # attacks wait for the resource player's order, or the next of them has started (agents)
    if s.combat is None and not s.attacks and company.automatic_attacks_faced:
        company.entered = True


CANCELLED_AS_IT_BEGINS = "attack cancelled as it begins"   # the hook: (state, attack) -> why, or ""
NEVER_MADE = "attack never made"   # the hook: (state, attack) -> None, a creature's attack dropped before it began
HELD, HELD_GO_ON = "attacks to face held", "held attacks go on"   # the hooks of attacks held for an order


def _never_made(state: State, attack: Attack) -> None:
    """A creature's waiting attack is not made (the creature gone from play, or discarded as its key no longer holds):
    what waits for the creature's last attack learns that this one will not come (the hook ``attack never made``)."""
    for hook in REGISTRY.hooks(NEVER_MADE):
        hook(state, attack)


def held_go_on(game: Game, company: Company) -> bool:
    """No attack under way or queued: attacks held for an order go on (True while any waits or has started)."""
    return any(goes_on(game, company) for goes_on in REGISTRY.hooks(HELD_GO_ON))


def queue_attacks_to_face(game: Game, company: Company) -> None:
    """The automatic-attacks faced: the creatures revealed on-guard attack next (CoE 2.V.iv), unless a later family
    holds them for the order the resource player chooses among them and agents' attacks (the hook ``attacks to
    face held``, agents/attack_order.py); once an attack is over, the hook ``held attacks go on`` goes on."""
    s = game.state
    if any(held(game, company) for held in REGISTRY.hooks(HELD)):
        return
    s.attacks.extend(made for c in company.attacks_to_face if c in s.cards and s.cards[c].zone == IN_PLAY
                     for made in creature_attacks(s, s.cards[c], company.id))


# ------------------------------------------------------------------ assigning strikes
def faced(state: State, character: str) -> int:
    assert state.combat is not None
    return sum(1 for st in state.combat.strikes if st.character == character)


def may_face(state: State, character: str) -> int:
    """How many strikes of one attack the character may face: one, more with Many Foes He Fought, two under the
    optional rule or with an item that lets him be given a second (never a third: the two do not add up)."""
    extra = many_foes(state, character)
    return 1 + (extra or optional_rules.extra_strike(state, character) or second_strike(state, character))


def second_strike(state: State, character: str) -> int:
    """1 when the defending player, assigning strikes, may give the character a second one: he bears an item in use
    whose key ``bearer_second_strike`` says so, and has the skill it names (Usriev of Treachery, "Warrior only";
    CRF 22 rules that it never gives a third)."""
    if state.combat is None or state.combat.step != "assign":
        return 0
    inst = state.cards[character]
    for item in state.attached(character):
        needs = item.card.trait("bearer_second_strike", "")
        if needs and needs.removesuffix(" only") in values.skills(state, inst) and in_use(state, item):
            return 1
    return 0


def many_foes(state: State, character: str) -> int:
    """The extra strikes a card lets the character face (Many Foes He Fought), each at -1 prowess and body."""
    return sum(o.by for o in state.ongoing if o.target == character and o.stat == "strikes faced")


def defender_chooses(state: State) -> str | None:
    """A card in play that lets the defender choose the targets of a hazard creature's strikes (Cloudless Day); an
    Ahunt's attack counts as one (its text)."""
    if state.combat is None or state.combat.attack.kind not in HAZARD_CREATURES:
        return None
    return next((i.id for i in state.cards.values()
                 if i.zone == IN_PLAY and in_combat(i.card, "defender_chooses_strikes")), None)


def after_assignment(game: Game) -> None:
    """Move on once the defender can assign no more, and again once every strike or character is taken."""
    s = game.state
    combat = s.combat
    assert combat is not None
    attack = combat.attack
    everyone = attackable(s, attack.company)
    free = several_attacks.may_be_assigned(s, attack, combat.strikes,
                                           [c for c in everyone if faced(s, c.id) < may_face(s, c.id)])
    left = strikes(s, attack) - len(combat.strikes) if not attack.each_character else 0
    untapped = [c for c in free if (not c.tapped and not c.wounded) or in_combat(c.card, "strike_first")
                or defender_chooses(s)]
    if combat.step == "assign" and (left <= 0 or not untapped):
        combat.step = "assign-remaining"
    if combat.step == "assign-remaining" and (left <= 0 or not free or attack.each_character):
        combat.excess_left = max(0, left)
        combat.step = "strikes"
        s.log.append(f"strikes assigned: {', '.join(s._name(st.character) for st in combat.strikes) or 'none'}"
                     + (f"; {combat.excess_left} excess strike(s) as -1 prowess" if combat.excess_left else ""))
        if not combat.strikes:
            finish(game)
