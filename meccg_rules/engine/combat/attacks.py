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

from ..agents import agent_hazards as agents
from ..players import alignments, optional_rules
from ..site_phase import burglary, revealed_automatic_attacks
from . import detainment, trophies
from ..hazards import manifestations as dragon_manifestations
from ..core.chain import Declared
from ..core.errors import Verdict
from ..primitives.races import of_race
from ..core.state import DISCARD, IN_PLAY, MP_PILE, Attack, Combat, Instance, State, Strike

if TYPE_CHECKING:
    from ..core.behaviour import Cancel
    from ..game import Game

# ------------------------------------------------------------------ making attacks
def creature_attack(state: State, creature: Instance, company: str, keyed: str = "") -> Attack:
    card = creature.card
    attack = Attack(f"a{state.next_attack}", company, creature.id, "creature", card.race or "",
                    card.fact("strikes") or 0, card.fact("prowess") or 0, card.fact("body"),
                    detainment.creature_detains(state, card, company, keyed), bool(card.fact("attacker_chooses")),
                    bool(card.fact("each_character")), keyed, state.label(creature))
    state.next_attack += 1
    return attack


def automatic_attacks(state: State, company: str) -> list[Attack]:
    """The site's automatic-attacks in printed order, then those cards add, then copies added (CoE 2.V.ii)."""
    site = state.site_of(company)
    specs = [dict(a) for a in site.card.fact("automatic_attacks", ()) if not a.get("text_only")
             and not dragon_manifestations.lost_automatic_attack(state, site.card, a)]
    for inst in sorted((i for i in state.cards.values() if i.zone == IN_PLAY and i.card.trait("adds_automatic_attack")),
                       key=lambda i: i.seq):
        for added in inst.card.trait("adds_automatic_attack"):
            if site.card.fact("site_type") in added.site_types:
                specs.append({"race": added.race, "strikes": added.strikes, "prowess": added.prowess,
                              "added_by": state.label(inst)})
    specs += specs[:1] * state.companies[company].extra_automatic_attacks
    found = []
    for number, spec in enumerate(specs, start=1):
        label = f"{state.label(site)}'s automatic-attack" + (f" {number}" if len(specs) > 1 else "")
        if spec.get(revealed_automatic_attacks.KEY):
            revealed = revealed_automatic_attacks.attack(state, state.companies[company], label)
            found += [revealed] if revealed is not None else []
            continue
        if spec.get("added_by"):
            label += f" (from {spec['added_by']})"
        found.append(Attack(f"a{state.next_attack}", company, site.id, "automatic-attack", spec.get("race", ""),
                            spec.get("strikes") or 0, spec.get("prowess", 0), None,
                            detainment.automatic_detains(state, spec, company),
                            bool(spec.get("attacker_chooses")), bool(spec.get("each_character")), "", label))
        state.next_attack += 1
    return found


def defenders(state: State, company: str) -> list[Instance]:
    """The characters (and allies, which count as characters in combat, CoE 2.V.2.2) facing the attack."""
    burglar = burglary.facing_alone(state, company)
    if burglar:  # a failed burglar faces the automatic-attacks alone (CRF 22, Burglary Attempts)
        return [state.cards[burglar]]
    found = []
    for character in state.characters(company):
        found.append(character)
        found += [i for i in state.attached(character.id) if i.card.kind == "ally"]
    return found


def attackable(state: State, company: str) -> list[Instance]:
    """The defenders strikes may be assigned to (an ally that may not be attacked, such as Goldberry, is not)."""
    return [d for d in defenders(state, company) if not d.card.trait("cannot_be_attacked")]


# ------------------------------------------------------------------ what an attack is worth now
def _modifiers(state: State, attack: Attack, stat: str) -> list[tuple[int, str]]:
    found = []
    for inst in state.cards.values():
        if inst.zone != IN_PLAY:
            continue
        for static in inst.card.trait("static", ()):
            if static.who == "attack" and static.stat == stat and of_race(attack, static.races) and (
                    not static.if_in_play or state.in_effect(static.if_in_play)):
                found.append((static.by, state.label(inst)))
    for o in state.ongoing:
        if o.stat == stat and o.target in (attack.id, attack.source if attack.kind == "automatic-attack" else ""):
            found.append((o.by, state._name(o.source)))
    return found


def strikes(state: State, attack: Attack) -> int:
    """CoE 3.ii.2: an attack where each character faces a strike keeps one per character."""
    if attack.each_character:
        return len(attackable(state, attack.company))
    if attack.kind == "company":  # one per attacking character; hazards on attacks do not change it (CoE 3.V.3)
        return attack.strikes
    return max(0, attack.strikes + sum(by for by, _ in _modifiers(state, attack, "strikes")))


def prowess(state: State, attack: Attack) -> int:
    """The printed prowess, a creature's printed change against hero companies (when it attacks one), and what is
    in effect."""
    source = state.cards.get(attack.source)
    against_hero = detainment.prowess_change(state, source.card, attack.company) \
        if source and attack.kind == "creature" else 0
    return (attack.prowess + against_hero + sum(by for by, _ in _modifiers(state, attack, "attack prowess"))
            + optional_rules.visited_bonus(state, attack))


def cannot_be_cancelled(state: State, attack: Attack) -> str | None:
    """The card that makes the attack impossible to cancel, if any."""
    found = _modifiers(state, attack, "cannot be cancelled")
    return found[0][1] if found else None


# ------------------------------------------------------------------ cancelling an attack
def check_cancel(state: State, effect: Cancel, source: str) -> Verdict:
    """May ``effect`` (a Cancel of an attack) cancel the attack the company faces now?"""
    combat = state.combat
    if combat is None:
        return Verdict.refuse("no-attack", "No attack is being faced.")
    attack = combat.attack
    if combat.strikes or combat.step == "strikes":
        return Verdict.refuse("attack-strikes-assigned", f"Strikes of {attack.label} have been assigned: the attack "
                              "can no longer be cancelled (CRF Annotation 13).")
    stopper = cannot_be_cancelled(state, attack)
    if stopper:
        return Verdict.refuse("attack-not-cancellable", f"{stopper} makes {attack.label} impossible to cancel.")
    if effect.races and not of_race(attack, effect.races):
        return Verdict.refuse("invalid-target", f"{source} cancels attacks by {', '.join(effect.races)}; "
                              f"{attack.label} is by {attack.race}.")
    if effect.keyed_types:
        from ..hazards.keying import normal_key
        kind, value = normal_key(attack.keyed) if attack.keyed else ("", "")
        if kind == "name":
            return Verdict.refuse("keyed-by-name", f"{attack.label} is keyed to {value} by name: an effect that "
                                  "names only region types cannot cancel it (CoE 3.i.4).")
        if value not in effect.keyed_types:
            return Verdict.refuse("invalid-target", f"{source} cancels attacks keyed to {', '.join(effect.keyed_types)};"
                                  f" {attack.label} is keyed to {attack.keyed or 'nothing'}.")
    return Verdict.allow()


def cancel(game: Game, by: str) -> None:
    """CRF Annotation 14: a cancelled attack has no effect, but the company has faced it."""
    s = game.state
    combat = s.combat
    assert combat is not None
    s.log.append(f"{combat.attack.label} is cancelled by {by}")
    finish(game, cancelled=True)


# ------------------------------------------------------------------ the end of an attack
def finish(game: Game, cancelled: bool = False) -> None:
    """CoE 3.v: a creature defeated goes to the defending player's marshalling point pile, else it is discarded."""
    s = game.state
    combat = s.combat
    assert combat is not None
    attack = combat.attack
    defeated = not cancelled and bool(combat.strikes) and all(st.result == "defeated" for st in combat.strikes)
    company = s.companies[attack.company]
    if attack.kind == "creature" and attack.source in s.cards and s.cards[attack.source].zone == IN_PLAY:
        if defeated and not attack.detainment:
            s.log.append(f"{attack.label} is defeated: {alignments.defeated_creature(s, company.owner, attack.source)}")
            dragon_manifestations.defeated(s, s.cards[attack.source])
        else:
            s.move(attack.source, DISCARD)
            what = "cancelled" if cancelled else "defeated (detainment)" if defeated else "not defeated"
            s.log.append(f"{attack.label} is {what}: discarded")
        if defeated:
            trophies.offer(s, attack, attack.source)
        if attack.source in company.attacks_to_face:
            company.attacks_to_face.remove(attack.source)
    elif attack.kind == "ahunt" and attack.source in s.cards and s.cards[attack.source].zone == IN_PLAY:
        if defeated:  # the Dragon is defeated (CoE g.man.3): kill points for the defender
            s.move(attack.source, MP_PILE, pile_of=company.owner)
            s.log.append(f"{attack.label} is defeated: it goes to {company.owner}'s marshalling point pile")
            dragon_manifestations.defeated(s, s.cards[attack.source])
            trophies.offer(s, attack, attack.source)
        else:
            s.log.append(f"{attack.label}'s attack is not defeated: the long-event stays in play")
    elif attack.kind == agents.AGENT:
        agents.finish(s, attack, company, defeated and not cancelled)
    elif not cancelled:
        s.log.append(f"{attack.label} is {'defeated' if defeated else 'not defeated'}")
    revealed_automatic_attacks.finished(s, attack)
    _after_attack(s, combat)
    s.combat = None
    s.emit("attack-ended", attack=attack.id, company=company.id, defeated=defeated, cancelled=cancelled)
    if attack.kind == "automatic-attack" and not any(a.kind == "automatic-attack" and a.company == company.id
                                                     for a in s.attacks):
        company.automatic_attacks_faced = True
        s.attacks.extend(creature_attack(s, s.cards[c], company.id) for c in company.attacks_to_face
                         if c in s.cards and s.cards[c].zone == IN_PLAY)
    start_next(game)
    if s.combat is None and not s.attacks and company.automatic_attacks_faced:
        company.entered = True


def _after_attack(state: State, combat: Combat) -> None:
    """A creature's effect on each character it wounded, declared once its attack is over (Barrow-wight)."""
    attack = combat.attack
    source = state.cards.get(attack.source)
    effects = source.card.trait("on_wound", ()) if source is not None and attack.kind == "creature" else ()
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


def start_next(game: Game) -> None:
    """The next attack waiting starts combat (combat from several attacks follows in succession)."""
    s = game.state
    while s.attacks and s.combat is None:
        attack = s.attacks.pop(0)
        if attack.kind == "creature" and (attack.source not in s.cards or s.cards[attack.source].zone != IN_PLAY):
            continue
        s.combat = Combat(attack)
        s.companies[attack.company].attacks_faced.append(attack.id)
        haven = alignments.protecting_darkhaven(s, s.companies[attack.company])
        if haven is not None and attack.kind != "company":
            s.log.append(f"{attack.label} is cancelled: {attack.company} is at {s.label(haven)}")
            finish(game, cancelled=True)
            return
        count = strikes(s, attack)
        s.log.append(f"{attack.label} attacks {attack.company}: {count} strike{'s' if count != 1 else ''} with "
                     f"{prowess(s, attack)} prowess")
        if attack.each_character:
            for character in attackable(s, attack.company):
                s.combat.strikes.append(Strike(character.id, "attacker"))
            from .strikes import after_assignment
            after_assignment(game)
        elif attack.attacker_chooses:
            from .strikes import defender_chooses
            if not defender_chooses(s):
                s.combat.step = "assign-remaining"
