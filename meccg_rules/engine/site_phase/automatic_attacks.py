"""A site's automatic-attacks as the company entering it faces them (CoE 2.V.ii): the printed ones in order (but
one a site's text cancels, ``first_attack_cancelled``),
those cards in play add to sites of its type or name, each copy made at the site this turn right after its original
(``duplicated_attacks``); one revealed from the hazard player's hand where the site says so (the Under-deeps
sites)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import detainment
from ..core import modelled
from ..core.errors import ALLOWED, NotModelledError, Verdict
from ..core.state import IN_PLAY, Attack, Company, Instance, State
from ..hazards import manifestations as dragon_manifestations
from ..players import stage_wizardhavens
from ..players.alignments import spared
from ..primitives.regions import type_of_site
from . import declared_entering, first_attack_cancelled, revealed_automatic_attacks

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from .keys import AutomaticAttack

SEVERAL = "several automatic-attacks"   # the words the card's clause of the scope ``play in a case`` holds


DUPLICATED = "duplicated automatic-attack"   # Turn.per_turn key, with the site's id: [(original's key, card id)]


def added_attacks(state: State, site: Card) -> list[tuple[Instance, int, AutomaticAttack]]:
    """The automatic-attacks cards in play add to this site, in the order the cards came into play: each with its
    card and its place among those the card adds (Fell Winter by site type; Smaug at Home by name, while Smaug
    Ahunt is not in play; The Black Enemy's Wrath at every Under-deeps site too, none of them in the site phase of a
    player its text spares)."""
    found = []
    for inst in sorted((i for i in state.cards.values() if i.zone == IN_PLAY and i.card.trait("adds_automatic_attack")),
                       key=lambda i: i.seq):
        for number, added in enumerate(inst.card.trait("adds_automatic_attack")):
            if type_of_site(state, site) not in added.site_types and site.name not in added.sites \
                    and not (added.its_site and _host_site(state, inst) == site.name) \
                    and not (added.under_deeps and site.fact("under_deeps")):
                continue
            if spared(state, inst.card, state.resource_player):   # "no effect on a minion player"
                continue
            if added.unless_in_play and any(i.zone == IN_PLAY and i.card.name == added.unless_in_play
                                            for i in state.cards.values()):
                continue
            found.append((inst, number, added))
    return found


def _host_site(state: State, inst: Instance) -> str:
    """The name of the site the card lies on ("" if it lies on no site): every version of it is meant."""
    host = state.cards.get(inst.attached_to or "")
    return host.card.name if host is not None and host.card.is_site else ""


def duplicators(state: State, site: Card) -> list[Instance]:
    """The cards in play on a version of this site that duplicate its automatic-attacks (Spies Feared)."""
    return sorted((i for i in state.cards.values() if i.zone == IN_PLAY and i.card.trait("duplicates_automatic_attacks")
                   and _host_site(state, i) == site.name), key=lambda i: i.seq)


def originals(state: State, company: str) -> list[tuple[tuple[str, int], dict]]:
    """The site's own automatic-attacks, then those cards add, each with its key (``("printed", n)``, or the
    adding card's id and the attack's place on it): what a copy made at the site names as its original."""
    site = state.site_of(company)
    first_gone = first_attack_cancelled.cancelled(state, site.card)   # (the minion Under-gates)
    found = [(("printed", n), dict(a)) for n, a in enumerate(site.card.fact("automatic_attacks", ()))
             if not a.get("text_only") and not dragon_manifestations.lost_automatic_attack(state, site.card, a)
             and detainment.automatic_attacks_company(state, a, company) and not (n == 0 and first_gone)]
    for inst, number, added in added_attacks(state, site.card):
        spec = {"race": added.race, "strikes": added.strikes, "prowess": added.prowess, "body": added.body,
                "added_by": state.label(inst), "adder": inst.id, "detainment": added.detainment,
                "only_against": list(added.only_against), "removes_card": added.defeat_removes_card,
                "each_character": added.each_character, "cannot_be_canceled": added.cannot_be_cancelled,
                "no_weapons": added.no_weapons, "stay_untapped_penalty": added.stay_untapped_penalty}
        if detainment.automatic_attacks_company(state, spec, company):
            found.append(((inst.id, number), spec))
    return found


def copies_at(state: State, site: str) -> list[tuple[tuple[str, int], str]]:
    """The copies made at the site this turn: each its original's key and the card that made it."""
    found: list[tuple[tuple[str, int], str]] = state.turn.per_turn.get((DUPLICATED, site), [])
    return found


def attack_specs(state: State, company: str) -> list[dict]:
    """What each of the site's automatic-attacks is, in the order they are faced (CoE 2.V.ii): the printed ones,
    then those cards add, a copy right after its original (Incite Denizens; a card on a version of the site that
    duplicates them all, Spies Feared); a copy whose original is gone, its card no longer in play, is gone with it
    (CRF 22, Incite Denizens). One that reveals a creature holds
    ``revealed_automatic_attacks.KEY``."""
    specs: list[dict] = []
    site = state.site_of(company)
    if stage_wizardhavens.loses_automatic_attacks(state, site):   # a card on it takes them all (Hidden Haven)
        return specs
    copies = copies_at(state, site.id)
    doubling = duplicators(state, site.card)
    if doubling and copies:   # is another card's copy (Incite Denizens) an automatic-attack there it duplicates too?
        modelled.refuse_case(doubling[0].card, "copy another card makes")
    for key, spec in originals(state, company):
        specs.append(spec)
        specs += [dict(spec, copied_by=state.label(card)) for card in doubling]   # every original, its own copy
        specs += [dict(spec, copied_by=state._name(card)) for original, card in copies if original == key]
    return specs


def automatic_attacks(state: State, company: str) -> list[Attack]:
    """The site's automatic-attacks in printed order, then those cards add, then copies added (CoE 2.V.ii)."""
    site = state.site_of(company)
    specs = attack_specs(state, company)
    found = []
    for number, spec in enumerate(specs, start=1):
        label = f"{state.label(site)}'s automatic-attack" + (f" {number}" if len(specs) > 1 else "")
        if spec.get(revealed_automatic_attacks.KEY):
            revealed = revealed_automatic_attacks.attack(state, state.companies[company], label)
            found += [revealed] if revealed is not None else []
            continue
        if spec.get("added_by"):
            label += f" (from {spec['added_by']})"
        if spec.get("copied_by"):
            label += f" (copy, {spec['copied_by']})"
            if spec.get("removes_card"):   # (defeated_added_attacks)
                raise NotModelledError(f"not modelled: whether defeating {label} removes {spec['added_by']}, "
                                       "as defeating the attack it copies does")
        found.append(Attack(f"a{state.next_attack}", company, site.id, "automatic-attack", spec.get("race", ""),
                            spec.get("strikes") or 0, spec.get("prowess", 0), spec.get("body"),
                            detainment.automatic_detains(state, spec, company),
                            bool(spec.get("attacker_chooses")), bool(spec.get("each_character")), "", label,
                            wounded_check=spec.get("wounded_corruption_check"),
                            cannot_be_cancelled=bool(spec.get("cannot_be_canceled")),
                            added_by="" if spec.get("copied_by") else spec.get("adder", ""),
                            no_weapons=bool(spec.get("no_weapons")),
                            stay_untapped_penalty=spec.get("stay_untapped_penalty", 3)))
        state.next_attack += 1
    return found


def has_automatic_attacks(state: State, site: Instance) -> bool:
    """Does the site have an automatic-attack as a company enters it: one printed (and not lost), or a copy made
    there this turn? Only then is there a step 1 of entering for on-guard cards (CoE 2.V.i)."""
    if stage_wizardhavens.loses_automatic_attacks(state, site):
        return False
    printed = [a for a in site.card.fact("automatic_attacks", ())
               if not dragon_manifestations.lost_automatic_attack(state, site.card, a)]
    return bool(printed or copies_at(state, site.id))


def must_face(state: State, company: Company) -> list[str]:
    """Attacks the company must still face before it may play resources (ids, or "the automatic-attacks"); a card
    on the site attacking a company that enters it (``entering_attacks``) makes it enter explicitly even without
    automatic-attacks there, so that the roll its text asks for is made. At a site with none, the company's
    declaration that it enters (``declared_entering.UNDECLARED``) while an agent there may attack it once it is made
    (CoE 2.V.iii)."""
    site = state.cards[company.site]
    pending = list(company.attacks_to_face)
    entering = any(i.card.trait("attack_on_entering") is not None for i in state.attached(site.id))
    if not company.automatic_attacks_faced and (has_automatic_attacks(state, site) or entering):
        pending.insert(0, "the automatic-attacks")
    elif not pending and declared_entering.awaited(state, company):
        pending.append(declared_entering.UNDECLARED)
    return pending


def attack_not_over(state: State, company: Company) -> Verdict:
    """Refused while an attack on the company is under way that ``must_face`` no longer lists (an agent's, declared
    after the automatic-attacks): what the company does at its site, a resource it plays there, waits for the end of
    that attack (CoE 2.V.1.1, 2.V.ii.1)."""
    if state.combat is None:
        return ALLOWED
    return Verdict.refuse("attack-not-over", f"{company.id} is facing {state.combat.attack.label}: it acts at its "
                          "site once that attack is over.")


def check_ready_to_act(state: State, company: Company, in_combat: bool = False) -> Verdict:
    """May the company act at its site now: its awaited declaration that it enters made (``declared_entering``, CoE
    2.V.iii), every attack it must face faced (``must_face``, CoE 2.V.ii.1) and, unless what it does may be done
    during combat (``in_combat``: an event), no attack under way (``attack_not_over``)?"""
    pending = must_face(state, company)
    if declared_entering.UNDECLARED in pending:   # an agent there may attack it once it enters (CoE 2.V.iii)
        return declared_entering.refusal(state, company)
    if pending:
        return Verdict.refuse("automatic-attacks-not-faced", f"{company.id} must first face "
                              f"{', '.join(state._name(p) for p in pending)} (CoE 2.V.ii.1).")
    return ALLOWED if in_combat else attack_not_over(state, company)


def check_one_automatic_attack(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``one_automatic_attack``: the card gives one automatic-attack of the company's site a change
    that waits on the site for the rest of the turn (Hoarmûrath of Dír). Which attack takes it, where more than one
    could, is not modelled: several automatic-attacks at the site, or another company of the player at it, refuse
    the card's clause of the scope ``play in a case`` naming them (never otherwise)."""
    company = state.companies.get(state.active_company or "")
    if company is None:
        return Verdict.allow()
    name = state.site_of(company.id).card.name
    others = [c for c in state.companies_of(company.owner) if c.id != company.id
              and state.site_of(c.id).card.name == name]
    if len(attack_specs(state, company.id)) > 1 or others:
        modelled.refuse_case(card, SEVERAL)
    return Verdict.allow()


def check_site_detainment_attack(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``site_detainment_attack``: the site of the company (the target, else the active one) has an
    automatic-attack that is detainment against it (printed so, ``combat.detainment``): "playable on a detainment
    automatic-attack" (FEAR! FIRE! FOES!). Where the site has several automatic-attacks, which one the card goes on
    is not modelled: the card's clause of the scope ``play in a case`` naming them refuses it."""
    company = state.companies.get(target or "") or state.companies.get(state.active_company or "")
    if company is None or company.site not in state.cards:
        return Verdict.refuse("no-company", f"{card.name} is played on a company at a site with a detainment "
                              "automatic-attack.")
    specs = [s for s in attack_specs(state, company.id) if not s.get(revealed_automatic_attacks.KEY)]
    if not any(detainment.automatic_detains(state, spec, company.id) for spec in specs):
        return Verdict.refuse("invalid-target", f"{card.name} is played on a detainment automatic-attack; "
                              f"{state.label(state.cards[company.site])} has none against {company.id}.")
    if len(specs) > 1:
        modelled.refuse_case(card, SEVERAL)
    return Verdict.allow()
