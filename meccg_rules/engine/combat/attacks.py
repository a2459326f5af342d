"""Attacks (CoE 3, 3.v): where they come from, what they are worth now, cancelling them, their conclusion.

An attack comes from a creature (played, or revealed on-guard), or from a
site's automatic-attacks (the printed ones, those a card adds to sites of a
type, and copies added to the site). Its strikes and prowess are computed
when needed: the printed values, cards in play that change attacks of a race
(Wake of War), and what was played on this attack or on the site's
automatic-attacks this turn. An attack may be cancelled until its strikes are
assigned (CRF Annotation 13), unless something says it cannot be.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from collections.abc import Callable

from ..core import queries
from . import defeated_hazards, detainment, kept_creatures, removed_creatures, several_attacks
from . import trophies
from .defenders import attackable, keyed_to_site
from .keys import in_combat
from .kinds import AttackKind, kind_of
from ..hazards import creature_or_permanent_event
from ..hazards.keying import discard_lenders, normal_key
from ..core.behaviour import Check
from ..core.chain import Declared
from ..core.errors import NotModelledError, Verdict
from ..primitives.races import of_race
from ..core.state import DISCARD, IN_PLAY, Attack, Combat, Instance, State

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Company
    from ..core.behaviour import Cancel, Condition, Static

# ------------------------------------------------------------------ making attacks
def creature_attack(state: State, creature: Instance, company: str, keyed: str = "") -> Attack:
    card = creature.card
    attack = Attack(f"a{state.next_attack}", company, creature.id, "creature", card.race or "",
                    card.fact("strikes") or 0, card.fact("prowess") or 0, card.fact("body"),
                    detainment.creature_detains(state, card, company, keyed), bool(card.fact("attacker_chooses")),
                    bool(card.fact("each_character")), keyed, state.label(creature))
    state.next_attack += 1
    return attack


def creature_attacks(state: State, creature: Instance, company: str, keyed: str = "") -> list[Attack]:
    """The creature's attacks: one, or the several its text gives (the facts' ``attacks``), faced one after the
    other (CoE 2.IV.vii.2.1; ``several_attacks.py``)."""
    return several_attacks.made(state, creature_attack(state, creature, company, keyed),
                                creature.card.fact("attacks") or 1)


# ------------------------------------------------------------------ what an attack is worth now
def fits(static: Static, attack: Attack) -> bool:
    """Does an attack static reach this attack: by one of its races, of the kind of attack it names (an agent's
    attack is an attack of the agent's race, CoE 3.iv.6.1: its roll adds the agent's modified prowess; "each
    automatic-attack and hazard creature", Sun: neither an agent's nor a Dragon's Ahunt)?"""
    return static.who == "attack" and not kind_of(attack).not_an_attack and of_race(attack, static.races) and (
        static.attacks != "automatic-attacks" or attack.kind == "automatic-attack") and (
        static.attacks != "non-agent" or attack.kind != "agent") and (
        static.attacks != "automatic-attacks and creatures" or attack.kind in ("automatic-attack", "creature")) and (
        static.attacks != "attacker chooses" or attack.attacker_chooses)


def on_attacked_company(static: Static, inst: Instance, attack: Attack) -> bool:
    """Does a ``who = "company"`` attack static reach this attack: one against the company its card is on ("any
    attack against this company", Swarm of Bats)? Not strikes that are no attack (Cruel Caradhras), nor company
    versus company combat, whose strikes are characters' (``company_combat`` says what becomes of such a card
    there: CRF 22, Swarm of Bats)."""
    return static.who == "company" and attack.company == inst.attached_to and not kind_of(attack).not_an_attack \
        and not kind_of(attack).strikes_by_attacker


def on_company_modifiers(state: State, attack: Attack, stat: str) -> list[tuple[int, str]]:
    """What the cards on the attacked company change of this attack's ``stat`` (``who = "company"`` statics)."""
    return [(static.by, state.label(inst)) for inst in state.attached(attack.company) for static in inst.card.statics
            if static.stat == stat and on_attacked_company(static, inst, attack)]


def raises(state: State, static: Static, attack: Attack) -> bool:
    """The static changes this attack now (its card's condition, ``if_in_play``, holding; an automatic-attack of a
    site in one of its ``site_regions``)."""
    return fits(static, attack) and (not static.if_in_play or state.in_effect(static.if_in_play)) and (
        not static.site_regions or at_site_in(state, attack, static.site_regions))


def declared_yet(inst: Instance, attack: Attack) -> bool:
    """Is the card's change of this attack in effect as far as its timing goes: at once, or, for a card whose changes
    are actions declared as the attack is faced (the key ``in_combat.raised_when_faced``, Rank upon Rank), once that
    action has resolved on it (``raised_when_faced.py``)?"""
    return not in_combat(inst.card, "raised_when_faced") or inst.id in attack.raised_by


def at_site_in(state: State, attack: Attack, regions: tuple[str, ...]) -> bool:
    """Is the attack a site's automatic-attack, the site lying in one of ``regions`` (its region as printed)?"""
    site = state.cards.get(attack.source) if attack.kind == "automatic-attack" else None
    return site is not None and site.card.is_site and site.card.fact("region") in regions


def aimed_at(attack: Attack) -> tuple[str, str]:
    """What an ongoing change of this attack targets: the attack, or, for an automatic-attack, its site too."""
    return attack.id, attack.source if attack.kind == "automatic-attack" else ""


def _modifiers(state: State, attack: Attack, stat: str) -> list[tuple[int, str]]:
    found: list[tuple[int, str, str]] = []   # (by, shown, the card's id)
    for inst in state.cards.values():
        if inst.zone != IN_PLAY or creature_or_permanent_event.as_creature(state, inst):   # no permanent-event now
            continue
        for static in inst.card.statics:
            if static.stat == stat and raises(state, static, attack) and declared_yet(inst, attack):   # "doubled":
                # the printed strikes again
                by = static.by if static.times == 1 else attack.strikes * (static.times - 1)
                found.append((by, state.label(inst), inst.id))
    found += [(by, shown, "") for by, shown in on_company_modifiers(state, attack, stat)]   # (Swarm of Bats)
    for o in state.ongoing:
        if o.stat == stat and o.target in aimed_at(attack):
            found.append((o.by, state._name(o.source), o.source))
        # a change made on a company: every hazard creature's attack on it while it lasts (Horses, Steeds)
        elif o.stat == stat and o.target == attack.company and attack.kind in HAZARD_CREATURES:
            found.append((o.by, state._name(o.source), o.source))
    if kind_of(attack).unaffected_by_other_cards:   # only a resource working against it (CRF 22, Ride Against ...)
        kept = [(by, shown, ref) for by, shown, ref in found if by < 0 and ref in state.cards
                and state.cards[ref].card.type == "Resource"]
        found = kept
    return [(by, shown) for by, shown, _ in found]


def strikes(state: State, attack: Attack) -> int:
    """CoE 3.ii.2: an attack where each character faces a strike keeps one per character."""
    if attack.each_character:
        return len(attackable(state, attack.company))
    if kind_of(attack).fixed_strikes:  # one per attacking character; hazards on attacks do not change it (CoE 3.V.3)
        return attack.strikes
    value = attack.strikes + queries.total("strikes", state, attack)
    floored = [static for inst in state.cards.values() if inst.zone == IN_PLAY for static in inst.card.statics
               if static.stat == "strikes" and static.minimum is not None and raises(state, static, attack)
               and declared_yet(inst, attack)]
    if floored:   # a decrease "to a minimum of N" (More Alert than Most) takes the strikes no lower than N, and
        # raises none that other changes put lower already (as a hazard limit's minimum, hazards/hazard_limit.py)
        lowered = sum(static.by for static in floored)
        value = max(value, min(value - lowered, max(static.minimum or 0 for static in floored)))
    return max(0, value)


def prowess(state: State, attack: Attack) -> int:
    """The printed prowess, a creature's printed change against hero companies (when it attacks one), and what is
    in effect."""
    return attack.prowess + queries.total("attack prowess", state, attack)


def in_effect_on_attack(stat: str) -> Callable[[State, Attack], tuple[int, str] | None]:
    """The answer to the ``strikes`` or ``attack prowess`` query of what cards in play and effects change."""
    def answer(state: State, attack: Attack) -> tuple[int, str] | None:
        return sum(by for by, _ in _modifiers(state, attack, stat)), "in effect"
    return answer


def against_hero(state: State, attack: Attack) -> tuple[int, str] | None:
    """The ``attack prowess`` query: a creature's printed change against hero companies, when it attacks one."""
    source = state.cards.get(attack.source)
    if source is None or attack.kind != "creature":
        return None
    return detainment.prowess_change(state, source.card, attack.company), "against a hero company"


def cannot_be_cancelled(state: State, attack: Attack) -> str | None:
    """The card that makes the attack impossible to cancel, if any: the site whose automatic-attack is printed so,
    or a card in play or an effect on the attack."""
    if attack.cannot_be_cancelled:
        return f"{state.label(state.cards[attack.source])}'s text"
    found = _modifiers(state, attack, "cannot be cancelled")
    return found[0][1] if found else None


# ------------------------------------------------------------------ cancelling an attack
def check_still_cancellable(state: State, combat: Combat) -> Verdict:
    """May the attack being faced still be cancelled: its strikes not yet assigned (CRF Annotation 13), and no card
    makes it impossible to cancel?"""
    attack = combat.attack
    if combat.strikes or combat.step == "strikes":
        return Verdict.refuse("attack-strikes-assigned", f"Strikes of {attack.label} have been assigned: the attack "
                              "can no longer be cancelled (CRF Annotation 13).")
    stopper = cannot_be_cancelled(state, attack)
    if stopper:
        return Verdict.refuse("attack-not-cancellable", f"{stopper} makes {attack.label} impossible to cancel.")
    return Verdict.allow()


def check_cancel(state: State, effect: Cancel, source: str) -> Verdict:
    """May ``effect`` (a Cancel of an attack) cancel the attack the company faces now?"""
    combat = state.combat
    if combat is None:
        return Verdict.refuse("no-attack", "No attack is being faced.")
    attack = combat.attack
    verdict = check_still_cancellable(state, combat)
    if not verdict:
        return verdict
    if effect.not_keyed_to_site:
        verdict = check_not_at_site(state, attack, source)
        if not verdict:
            return verdict
    if effect.keyed_to_site and not (attack.kind == "automatic-attack" or keyed_to_site(state, attack)):
        return Verdict.refuse("invalid-target", f"{source} cancels only an automatic-attack or an attack keyed to "
                              f"the company's site; {attack.label} is neither.")
    return check_keyed(attack, effect, source)


# the kinds of attack made by a hazard creature (an Ahunt counts: CRF 22; and the attack with a revealed character's
# attributes, "a single-strike hazard creature attack", Ride Against the Enemy: revealed_characters.py)
HAZARD_CREATURES = ("creature", "ahunt", "revealed character")


def check_not_at_site(state: State, attack: Attack, source: str) -> Verdict:
    """Is the attack a hazard creature's (an Ahunt's counts) not keyed to the company's site: keyed to a region
    type or a region of its site path (or to nothing, an Ahunt), not to its site type or name, nor revealed
    on-guard at the site (``defenders.keyed_to_site``)? Automatic-attacks, agents and companies are none (agents are
    not creatures: CRF 22, Rulings by Term > Agent; CoE 2.IV.vii.1)."""
    if attack.kind not in HAZARD_CREATURES:
        return Verdict.refuse("invalid-target", f"{source} cancels only a hazard creature's attack; "
                              f"{attack.label} is not one.")
    if keyed_to_site(state, attack):
        return Verdict.refuse("invalid-target", f"{source} cannot cancel an attack keyed to the company's site; "
                              f"{attack.label} is.")
    return Verdict.allow()


def check_keyed(attack: Attack, effect: Cancel, source: str) -> Verdict:
    """Is the attack (or a strike's) by one of the cancel's ``races`` and keyed to one of its ``keyed_types``?"""
    if effect.races and not of_race(attack, effect.races):
        return Verdict.refuse("invalid-target", f"{source} cancels attacks by {', '.join(effect.races)}; "
                              f"{attack.label} is by {attack.race}.")
    if effect.except_races and of_race(attack, effect.except_races):
        return Verdict.refuse("invalid-target", f"{source} does not work against attacks by "
                              f"{', '.join(effect.except_races)}; {attack.label} is by {attack.race}.")
    if effect.keyed_types:
        kind, value = normal_key(attack.keyed) if attack.keyed else ("", "")
        if kind == "name":
            return Verdict.refuse("keyed-by-name", f"{attack.label} is keyed to {value} by name: an effect that "
                                  "names only region types cannot cancel it (CoE 3.i.4).")
        if value not in effect.keyed_types:
            return Verdict.refuse("invalid-target", f"{source} cancels attacks keyed to {', '.join(effect.keyed_types)};"
                                  f" {attack.label} is keyed to {attack.keyed or 'nothing'}.")
    return Verdict.allow()



# ------------------------------------------------------------------ conditions on the attack faced
def check_prowess_at_least(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``attack_prowess_at_least``: the attack faced has at least that normal prowess, the prowess it
    prints (a creature's, a site's automatic-attack's, an agent's: CRF 22, The Old Thrush), before anything
    changes it."""
    combat = state.combat
    if combat is None:
        return Verdict.refuse("no-attack", f"{card.name} acts on an attack, and no attack is being faced.")
    wanted = condition.attack_prowess_at_least or 0
    if combat.attack.prowess < wanted:
        return Verdict.refuse("attack-prowess-too-low", f"{card.name} needs an attack with a normal prowess of "
                              f"{wanted} or more; {combat.attack.label or 'this attack'} has {combat.attack.prowess}.")
    return Verdict.allow()


def check_strikes_at_most(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``attack_strikes_at_most``: the attack faced is a hazard creature's whose card prints at most
    that many strikes for each of its attacks ("with one strike for each of its attacks", Ready to His Will), and
    has no more now; one striking each character prints no number, and is refused.

    An attack printed so that has more strikes now is refused too: a card raising the strikes of such attacks (Rank
    upon Rank) does it by an action declared as the attack is faced (CRF 22, Ready to his Will;
    ``raised_when_faced.py``), which the card may answer while the attack still has its one strike; once that action
    has resolved, the engine's reading is that the creature no longer strikes once in its attack. A raise by a card
    in play that the engine still applies at once, not as such an action (Minions Stir: the same kind of effect, CoE
    9.6.8, not given the key ``in_combat.raised_when_faced``), is refused as not modelled: the card could have
    answered it."""
    combat = state.combat
    if combat is None:
        return Verdict.refuse("no-attack", f"{card.name} acts on an attack, and no attack is being faced.")
    wanted = condition.attack_strikes_at_most or 0
    attack = combat.attack
    source = state.cards.get(attack.source)
    printed = source.card.fact("strikes") if source is not None and attack.kind in HAZARD_CREATURES else None
    if printed is None or printed > wanted:
        return Verdict.refuse("invalid-target", f"{card.name} needs a hazard creature with at most {wanted} "
                              f"strike(s) for each of its attacks; {attack.label or 'this attack'} is not one.")
    if strikes(state, attack) > wanted:
        at_once = raised_at_once(state, attack)
        if at_once:
            raise NotModelledError(f"not modelled: {card.name} played on {attack.label}, printed with {printed} "
                                   f"strike(s) and raised to {strikes(state, attack)} by {', '.join(at_once)}, a "
                                   "raise the engine applies at once where the rules declare it as the attack is "
                                   "faced, answerable before it resolves (CRF 22, Ready to his Will; CoE 9.6.8)")
        return Verdict.refuse("invalid-target", f"{card.name} needs a hazard creature with at most {wanted} "
                              f"strike(s) for each of its attacks; {attack.label} was printed with {printed} and has "
                              f"{strikes(state, attack)} now.")
    return Verdict.allow()


def raised_at_once(state: State, attack: Attack) -> list[str]:
    """The cards in play raising the attack's strikes with a change the engine applies at once, not as an action
    declared as the attack is faced (no key ``in_combat.raised_when_faced``): Minions Stir."""
    return [state.label(inst) for inst in state.cards.values() if inst.zone == IN_PLAY
            and not in_combat(inst.card, "raised_when_faced")
            and not creature_or_permanent_event.as_creature(state, inst)
            and any(static.stat == "strikes" and (static.by > 0 or static.times > 1) and raises(state, static, attack)
                    for static in inst.card.statics)]


def check_except_races(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``attack_except_races``: the attack faced is by none of those races ("non-Nazgûl")."""
    combat = state.combat
    if combat is not None and of_race(combat.attack, condition.attack_except_races):
        return Verdict.refuse("invalid-target", f"{card.name} does not act on an attack by {combat.attack.race}.")
    return Verdict.allow()


# ------------------------------------------------------------------ the end of an attack
RAISED_DEFEATED = "an attack it raised is defeated"


def discard_raisers(state: State, attack: Attack) -> None:
    """The attack is defeated (CoE 3.v): a card in play whose text discards it when an attack it changes is
    defeated ("Discard this card when such an affected attack is defeated", the key ``discarded_when``) goes."""
    for inst in [i for i in state.cards.values() if i.zone == IN_PLAY
                 and RAISED_DEFEATED in i.card.trait("discarded_when", ())]:
        if declared_yet(inst, attack) and any(s.stat in ("strikes", "attack prowess") and raises(state, s, attack)
                                              for s in inst.card.statics):
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded: it raised {attack.label or 'an attack'}, now defeated")


UNPLACED = "the attack ends with it still on the company"


def discard_unplaced(state: State, attack: Attack) -> None:
    """The attack ends: a card on the company that faced it, to be placed with a character the attack wounds and
    discarded if it is not ("Discard Icy Touch if it is not played with a character", the key ``discarded_when``),
    goes if it is still on the company."""
    for inst in [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to == attack.company
                 and UNPLACED in i.card.trait("discarded_when", ())]:
        state.move(inst.id, DISCARD)
        state.log.append(f"{state.label(inst)} is discarded: the attack ended and it was placed with no character")


def plain_end(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """The end of an attack whose attacker stays where it is (a site's automatic-attack): only said."""
    if not cancelled:
        state.log.append(f"{attack.label} is {'defeated' if defeated else 'not defeated'}")


def creature_ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """CoE 3.v: a creature defeated goes to the defending player's marshalling point pile (or out of play, by his
    alignment), else it is discarded; a defeated one may be kept as a trophy (CoE 3.IV.1)."""
    s = state
    if attack.source not in s.cards or s.cards[attack.source].zone != IN_PLAY \
            or not s.cards[attack.source].card.is_creature:   # no longer a creature (organization/changed_kind.py)
        plain_end(state, attack, company, defeated, cancelled)
        return
    if not several_attacks.is_last(s, attack):  # the creature stays for its next attack (several_attacks.py)
        if not cancelled:  # (a cancel is said where it happens)
            s.log.append(f"{several_attacks.ordinal(attack)} is {'defeated' if defeated else 'not defeated'}; its "
                         "next attack follows")
        return
    earlier = attack.series > 1 and attack.undefeated   # an earlier attack of it was cancelled or not defeated
    if not cancelled and not defeated and removed_creatures.removes(s, attack):   # as though defeated (Fury of ...)
        s.log.append(f"{attack.label} is not defeated, but leaves play as though it were (the card on its attack)")
        defeated = True
    if defeated and not attack.detainment and not earlier:
        defeated_hazards.creature_defeated(s, attack.source, company.owner, f"{attack.label} is defeated")
    else:
        s.move(attack.source, DISCARD)
        what = "cancelled" if cancelled else "defeated (detainment)" if defeated and attack.detainment else \
            "defeated" if defeated else "not defeated"
        if attack.series > 1:
            s.log.append(f"{several_attacks.ordinal(attack)} is {what}" + (", an earlier one was not defeated"
                         if earlier else "") + f": {attack.label} is discarded")
        else:
            s.log.append(f"{attack.label} is {what}: discarded")
    defeated = defeated and not earlier
    if defeated:
        discard_lenders(s, attack)   # a card lending the region it was keyed to by name goes (Angmar Arises)
        trophies.offer(s, attack, attack.source)
        kept_creatures.offer(s, attack, attack.source)   # or placed with an item that keeps one (Elven Rope)
    if attack.source in company.attacks_to_face:
        company.attacks_to_face.remove(attack.source)


CREATURE = AttackKind(has_body=True, ends=creature_ends)


def _after_attack(state: State, combat: Combat) -> None:
    """A creature's effect on each character it wounded, declared once its attack is over (Barrow-wight); or an
    automatic-attack's corruption check on each character it wounded (Barrow-downs: the site's text)."""
    attack = combat.attack
    source = state.cards.get(attack.source)
    effects = source.card.trait("on_wound", ()) if source is not None and attack.kind == "creature" else ()
    if attack.kind == "automatic-attack" and attack.wounded_check is not None:
        effects = (Check(do="check", kind="corruption", modifier=attack.wounded_check),)
    if not effects or attack.detainment or source is None:
        return
    for strike in combat.strikes:
        if strike.result == "successful" and state.in_play(strike.character):
            entry = Declared(state.resource_player, "passive", source.id, target=strike.character,
                             data={"effects": tuple(e.model_copy(update={"who": "target"}) if hasattr(e, "who") else e
                                                    for e in effects), "what": "corruption check", "source_gone": True})
            state.triggered.append(entry)
            state.log.append(f"{attack.label}: {state._name(strike.character)}, wounded by it, must make a "
                             "corruption check")
